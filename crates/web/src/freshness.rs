//! Entity tags for the game page and "my games", so that a refresh of an unchanged page
//! costs one cheap read and no rendering. The tag is computed before the page is built,
//! from `app::play::freshness`'s version of what the page shows plus everything else that
//! changes its bytes: who is looking (their id and name in the menu, their anti-forgery
//! token in every form, their one-click preference), the query (`?ply=`, `?moves=all`,
//! `?first=`...), the clock texts that change with the wall clock (to the minute, as
//! printed), and the build of the server (its executable and the settings a page shows),
//! so a deploy changes every tag.
//!
//! The tag is read before the page: if the game changes in between, the page is newer
//! than its tag, and the next request with that tag gets a fresh page (never the other
//! way round, which would keep a stale page in the browser). Tags are weak (`W/`): the
//! body goes out compressed or not, byte-for-byte different, meaning the same.

use crate::app::User;
use crate::app::rules::stamps::{GameStamp, MyGamesStamp};
use crate::csrf::CsrfToken;
use crate::game_page;
use crate::templates::Nav;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use std::hash::{DefaultHasher, Hash, Hasher};
use std::io::Read;
use std::sync::OnceLock;

/// Browsers keep the page but ask every time whether it is still current; only the
/// player's own browser may keep it (it holds their token and games).
const CACHE_CONTROL: &str = "private, no-cache";

/// A page's tag, as the `ETag` header carries it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PageTag(String);

impl PageTag {
    fn from_hasher(h: DefaultHasher) -> PageTag {
        PageTag(format!("W/\"{:016x}\"", h.finish()))
    }

    /// The request's `If-None-Match` names this tag (or `*`), compared weakly.
    pub fn matches(&self, headers: &HeaderMap) -> bool {
        held(headers, &self.0)
    }

    /// `304 Not Modified`, with the tag and the caching rule again.
    pub fn not_modified(&self) -> Response {
        self.apply(StatusCode::NOT_MODIFIED.into_response())
    }

    /// Marks a page with the tag; a page that is not `200 OK` gets none.
    pub fn apply(&self, mut response: Response) -> Response {
        let ok = matches!(response.status(), StatusCode::OK | StatusCode::NOT_MODIFIED);
        if let (true, Ok(tag)) = (ok, HeaderValue::from_str(&self.0)) {
            let headers = response.headers_mut();
            headers.insert(header::ETAG, tag);
            headers.insert(
                header::CACHE_CONTROL,
                HeaderValue::from_static(CACHE_CONTROL),
            );
        }
        response
    }
}

/// The request's `If-None-Match` names `tag` (or `*`): the client holds that very
/// response. Compared weakly (RFC 9110 13.1.2), as `If-None-Match` is.
pub fn held(headers: &HeaderMap, tag: &str) -> bool {
    let mine = tag.trim_start_matches("W/");
    headers
        .get_all(header::IF_NONE_MATCH)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .map(str::trim)
        .any(|t| t == "*" || t.trim_start_matches("W/") == mine)
}

/// The game page's tag for `viewer` asking with `query`; `version` is the stamp's
/// (which the page also carries, for its live updates).
pub fn game_page(
    build: u64,
    stamp: &GameStamp,
    version: &str,
    viewer: Option<&User>,
    csrf: &CsrfToken,
    query: Option<&str>,
) -> PageTag {
    let mut h = DefaultHasher::new();
    ("game", build, version).hash(&mut h);
    viewer_parts(&mut h, viewer, csrf);
    (query, stamp.one_click, stamp.own_lines, stamp.own_note).hash(&mut h);
    // The page's only text that moves with the wall clock: the time left to move. Its
    // words change at the same moments in every language and zone (the viewer's are
    // hashed above), so the source language's stand for them.
    game_page::clock_lines(&stamp.game, stamp.now, &Nav::source()).hash(&mut h);
    PageTag::from_hasher(h)
}

/// `user`'s "my games" tag (deadlines there are dates, which do not tick).
pub fn my_games(build: u64, stamp: &MyGamesStamp, user: &User, csrf: &CsrfToken) -> PageTag {
    let mut h = DefaultHasher::new();
    ("my", build, stamp.version()).hash(&mut h);
    viewer_parts(&mut h, Some(user), csrf);
    PageTag::from_hasher(h)
}

fn viewer_parts(h: &mut DefaultHasher, viewer: Option<&User>, csrf: &CsrfToken) {
    viewer.map(|u| (u.id, &u.username, &u.locale)).hash(h);
    csrf.0.hash(h);
    csrf.1.hash(h);
}

/// This server's build, for tags: its executable's bytes, its version, and the settings
/// pages show (`stalled_days` decides when a claim is offered). Servers running one
/// binary with one configuration agree, so a browser's copy is good on any of them.
pub fn build_id(stalled_days: i64) -> u64 {
    let mut h = DefaultHasher::new();
    (executable_print(), env!("CARGO_PKG_VERSION"), stalled_days).hash(&mut h);
    h.finish()
}

/// A hash of the running executable, read once per process (tens of milliseconds for
/// a release build). If it cannot be read, a random value: tags then change at every
/// restart, which costs a page render, never a stale page.
pub fn executable_print() -> u64 {
    static PRINT: OnceLock<u64> = OnceLock::new();
    *PRINT.get_or_init(|| hash_executable().unwrap_or_else(|_| rand::random()))
}

fn hash_executable() -> std::io::Result<u64> {
    let mut file = std::fs::File::open(std::env::current_exe()?)?;
    let mut h = DefaultHasher::new();
    let mut buf = vec![0u8; 1 << 16];
    loop {
        let n = file.read(&mut buf)?;
        if n == 0 {
            return Ok(h.finish());
        }
        h.write(&buf[..n]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn asking(value: &str) -> HeaderMap {
        let mut headers = HeaderMap::new();
        headers.insert(header::IF_NONE_MATCH, HeaderValue::from_str(value).unwrap());
        headers
    }

    #[test]
    fn if_none_match_is_compared_weakly_in_lists_and_with_a_star() {
        let tag = PageTag("W/\"00000000000000ab\"".into());
        for yes in [
            "W/\"00000000000000ab\"",
            "\"00000000000000ab\"",
            "\"x\", W/\"00000000000000ab\"",
            "*",
        ] {
            assert!(tag.matches(&asking(yes)), "{yes}");
        }
        for no in ["W/\"00000000000000ac\"", "", "00000000000000ab", "W/"] {
            assert!(!tag.matches(&asking(no)), "{no}");
        }
        assert!(!tag.matches(&HeaderMap::new()));
    }
}
