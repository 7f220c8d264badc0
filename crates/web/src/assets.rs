//! The files under `static/` (style sheet, script, piece drawings), built into the binary
//! so that one file is the whole server. Their URLs carry a fingerprint of the content,
//! so a browser keeps each for good and a new release's files are new URLs. A folder
//! given with `--static-dir` is served instead, for working on the files without
//! rebuilding.

use axum::extract::{Path, Query};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use sha2::{Digest, Sha256};
use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::OnceLock;

/// One built-in file.
pub struct Asset {
    pub name: &'static str,
    pub content_type: &'static str,
    pub bytes: &'static [u8],
}

macro_rules! asset {
    ($name:literal, $type:literal) => {
        Asset {
            name: $name,
            content_type: $type,
            bytes: include_bytes!(concat!("../static/", $name)),
        }
    };
}

pub const ASSETS: &[Asset] = &[
    asset!("style.css", "text/css; charset=utf-8"),
    asset!("board.js", "text/javascript; charset=utf-8"),
    asset!("live.js", "text/javascript; charset=utf-8"),
    asset!("push.js", "text/javascript; charset=utf-8"),
    asset!("zone.js", "text/javascript; charset=utf-8"),
    asset!("sw.js", "text/javascript; charset=utf-8"),
    asset!("icon.svg", "image/svg+xml"),
    asset!("pieces.svg", "image/svg+xml"),
    asset!("pieces-preview.html", "text/html; charset=utf-8"),
    asset!("pieces-preview.css", "text/css; charset=utf-8"),
];

/// Each file's fingerprint (the first 12 hex digits of its SHA-256) and the URL that
/// carries it, made once.
struct Printed {
    print: String,
    url: String,
}

fn printed() -> &'static HashMap<&'static str, Printed> {
    static PRINTED: OnceLock<HashMap<&'static str, Printed>> = OnceLock::new();
    PRINTED.get_or_init(|| {
        ASSETS
            .iter()
            .map(|a| {
                let print = crate::hex::lower(&Sha256::digest(a.bytes)[..6]);
                let url = format!("/static/{}?v={print}", a.name);
                (a.name, Printed { print, url })
            })
            .collect()
    })
}

/// The URL of a built-in file, with its fingerprint. A name that is not built in (a
/// programming error) gets a plain URL, which still works.
pub fn url(name: &str) -> Cow<'static, str> {
    match printed().get(name) {
        Some(p) => Cow::Borrowed(&p.url),
        None => Cow::Owned(format!("/static/{name}")),
    }
}

/// `GET /static/{name}`: a built-in file. Asked for with the current fingerprint it may be
/// kept for a year; otherwise (an old page, a hand-typed URL) it is revalidated by ETag.
pub async fn serve(
    Path(name): Path<String>,
    Query(query): Query<HashMap<String, String>>,
    headers: HeaderMap,
) -> Response {
    let Some(asset) = ASSETS.iter().find(|a| a.name == name) else {
        return (StatusCode::NOT_FOUND, "no such file").into_response();
    };
    let print = &printed()[asset.name].print;
    let etag = format!("\"{print}\"");
    let cache = if query.get("v") == Some(print) {
        "public, max-age=31536000, immutable"
    } else {
        "no-cache"
    };
    let mut response = if headers
        .get(header::IF_NONE_MATCH)
        .is_some_and(|v| v.as_bytes() == etag.as_bytes())
    {
        StatusCode::NOT_MODIFIED.into_response()
    } else {
        ([(header::CONTENT_TYPE, asset.content_type)], asset.bytes).into_response()
    };
    let h = response.headers_mut();
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static(cache));
    if let Ok(value) = HeaderValue::from_str(&etag) {
        h.insert(header::ETAG, value);
    }
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_file_in_static_is_built_in() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("static");
        for entry in std::fs::read_dir(dir).expect("static/") {
            let name = entry.expect("entry").file_name();
            let name = name.to_string_lossy();
            assert!(
                ASSETS.iter().any(|a| a.name == name),
                "static/{name} is not built into the binary"
            );
        }
    }

    #[test]
    fn urls_carry_the_content_fingerprint() {
        let u = url("pieces.svg");
        assert!(u.starts_with("/static/pieces.svg?v="), "{u}");
        assert_eq!(u.len(), "/static/pieces.svg?v=".len() + 12);
    }
}
