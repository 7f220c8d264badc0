//! Where a player goes after logging in or registering: the `next` parameter when it is
//! a path on this site, else their games. One function decides, for the form shown and
//! the form posted alike, so that the login page cannot be made to send a player to
//! another site.
//!
//! Browsers are lenient with a redirect's address: they drop tabs and newlines anywhere
//! in it and read `\` as `/`, so `/<tab>/evil.example` and `/\evil.example` both lead to
//! evil.example. Only a plain absolute path passes: one `/` first, then not `/` or `\`,
//! every character printable ASCII other than `\` (no space, no control character, no
//! scheme before the slash), and the same again after percent-decoding, for a proxy or
//! browser that decodes once more. Anything else is replaced, never repaired.

use percent_encoding::percent_decode_str;

/// Where a player goes when `next` is absent or refused.
pub const FALLBACK: &str = "/my";
/// Longer than any address on this site, short enough to be no burden.
const MAX_LEN: usize = 2048;

/// The path to redirect to after logging in.
pub fn after_login(next: Option<&str>) -> String {
    match next {
        Some(path) if is_local_path(path) => path.to_string(),
        _ => FALLBACK.to_string(),
    }
}

fn is_local_path(path: &str) -> bool {
    if path.len() > MAX_LEN || !plain(path.as_bytes()) {
        return false;
    }
    let decoded: Vec<u8> = percent_decode_str(path).collect();
    plain(&decoded)
}

fn plain(path: &[u8]) -> bool {
    let starts_well = match path {
        [b'/'] => true,
        [b'/', second, ..] => !matches!(second, b'/' | b'\\'),
        _ => false,
    };
    starts_well && path.iter().all(|&b| b.is_ascii_graphic() && b != b'\\')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_on_this_site_pass() {
        for path in [
            "/",
            "/games/3?ply=2",
            "/invitations/ab12",
            "/games/3?flip=1#board",
        ] {
            assert_eq!(after_login(Some(path)), path);
        }
    }

    #[test]
    fn anything_else_falls_back() {
        for next in [
            "",
            "games/3",
            "//evil.example",
            "/\\evil.example",
            "/\t/evil.example",
            "/\n/x",
            "https://evil.example",
            "javascript:alert(1)",
            " /my",
            "/%2F/evil.example",
            "/%5Cevil.example",
            "/%09/evil.example",
            "/%0d%0aSet-Cookie:x=1",
            "/games/%E2%80%AE",
        ] {
            assert_eq!(after_login(Some(next)), FALLBACK, "{next:?}");
        }
        assert_eq!(after_login(None), FALLBACK);
        assert_eq!(
            after_login(Some(&format!("/{}", "a".repeat(3000)))),
            FALLBACK
        );
    }
}
