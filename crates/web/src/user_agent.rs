//! A short label of the browser ("Firefox on Linux") from its User-Agent header, so that a
//! player can tell their sessions apart on the account page. Only common browsers and
//! systems are named; anything else shows the header's start, cut short. The header is the
//! client's word, so the label is never trusted for anything, and pages escape it.

use axum::http::{HeaderMap, header};

/// The longest label kept.
const MAX_LABEL: usize = 60;

/// The label for a request's User-Agent.
pub fn label(headers: &HeaderMap) -> String {
    let ua = headers
        .get(header::USER_AGENT)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    describe(ua)
}

fn describe(ua: &str) -> String {
    match (browser(ua), system(ua)) {
        (Some(b), Some(s)) => format!("{b} on {s}"),
        (Some(b), None) => b.to_string(),
        (None, Some(s)) => format!("a browser on {s}"),
        (None, None) => {
            let shown: String = ua
                .chars()
                .filter(|c| !c.is_control())
                .take(MAX_LABEL)
                .collect();
            match shown.trim() {
                "" => "unknown browser".to_string(),
                text => text.to_string(),
            }
        }
    }
}

/// Order matters: Edge and Opera also say "Chrome", and Chrome also says "Safari".
fn browser(ua: &str) -> Option<&'static str> {
    let has = |s: &str| ua.contains(s);
    Some(if has("Edg/") || has("Edge/") {
        "Edge"
    } else if has("OPR/") || has("Opera") {
        "Opera"
    } else if has("Firefox/") || has("FxiOS/") {
        "Firefox"
    } else if has("Chromium/") {
        "Chromium"
    } else if has("Chrome/") || has("CriOS/") {
        "Chrome"
    } else if has("Safari/") {
        "Safari"
    } else {
        return None;
    })
}

/// Order matters: Android says "Linux", and iOS says "like Mac OS X".
fn system(ua: &str) -> Option<&'static str> {
    let has = |s: &str| ua.contains(s);
    Some(if has("Android") {
        "Android"
    } else if has("iPhone") || has("iPad") {
        "iOS"
    } else if has("Windows") {
        "Windows"
    } else if has("Macintosh") || has("Mac OS X") {
        "macOS"
    } else if has("CrOS") {
        "ChromeOS"
    } else if has("Linux") || has("X11") {
        "Linux"
    } else {
        return None;
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn common_browsers_are_named() {
        let cases = [
            (
                "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
                "Firefox on Linux",
            ),
            (
                "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0",
                "Edge on Windows",
            ),
            (
                "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
                "Safari on iOS",
            ),
            (
                "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36",
                "Chrome on Android",
            ),
        ];
        for (ua, want) in cases {
            assert_eq!(describe(ua), want, "{ua}");
        }
    }

    #[test]
    fn others_are_cut_short() {
        assert_eq!(describe(""), "unknown browser");
        assert_eq!(describe("curl/8.5.0"), "curl/8.5.0");
        assert_eq!(describe(&"x".repeat(500)).len(), MAX_LABEL);
        assert_eq!(describe("a\u{7}b"), "ab");
    }
}
