//! What makes the site an installable web app: the manifest (`/manifest.webmanifest`),
//! the service worker at the site's root (`/sw.js`, whose scope is then the whole site;
//! it shows pushed notifications and keeps "My games" readable offline), and the icons
//! the manifest names (`/icon-192.png`, `/icon-512.png`), drawn once from
//! `static/icon.svg`.

use crate::assets::ASSETS;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use resvg::{tiny_skia, usvg};
use std::sync::OnceLock;

/// The sizes drawn: what home screens and Chromium's installability check ask for.
pub const ICON_SIZES: [u32; 2] = [192, 512];

/// The app's colour: the icon's field and the browser's bar.
pub const THEME: &str = "#2b4a6f";

/// `GET /manifest.webmanifest`.
pub async fn manifest() -> Response {
    let icons: Vec<serde_json::Value> = ICON_SIZES
        .iter()
        .flat_map(|size| {
            // The icon's field fills the square, so the same picture serves as maskable.
            ["any", "maskable"].map(|purpose| {
                serde_json::json!({
                    "src": format!("/icon-{size}.png"),
                    "sizes": format!("{size}x{size}"),
                    "type": "image/png",
                    "purpose": purpose,
                })
            })
        })
        .collect();
    let body = serde_json::json!({
        "name": "Pigeonpost",
        "short_name": "Pigeonpost",
        "description": "Correspondence games of chess and its variants",
        "id": "/my",
        "start_url": "/my",
        "scope": "/",
        "display": "standalone",
        "background_color": "#ffffff",
        "theme_color": THEME,
        "icons": icons,
    });
    let mut response = (
        [(header::CONTENT_TYPE, "application/manifest+json")],
        body.to_string(),
    )
        .into_response();
    cache_a_day(&mut response);
    response
}

/// `GET /sw.js`: the service worker, revalidated on every check (a browser looks for a
/// new one at least daily, and must find a new release's at once).
pub async fn service_worker() -> Response {
    let Some(sw) = ASSETS.iter().find(|a| a.name == "sw.js") else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let mut response = ([(header::CONTENT_TYPE, sw.content_type)], sw.bytes).into_response();
    response
        .headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    response
}

/// `GET /icon-{size}.png` for the sizes the manifest names.
pub async fn icon(size: u32) -> Response {
    match drawn(size) {
        Some(png) => {
            let mut response = ([(header::CONTENT_TYPE, "image/png")], png.clone()).into_response();
            cache_a_day(&mut response);
            response
        }
        None => (
            StatusCode::INTERNAL_SERVER_ERROR,
            "the icon could not be drawn",
        )
            .into_response(),
    }
}

fn cache_a_day(response: &mut Response) {
    response.headers_mut().insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static("public, max-age=86400"),
    );
}

/// The icon at `size` pixels square, drawn the first time it is asked for.
fn drawn(size: u32) -> Option<&'static Vec<u8>> {
    static DRAWN: [OnceLock<Option<Vec<u8>>>; 2] = [OnceLock::new(), OnceLock::new()];
    let at = ICON_SIZES.iter().position(|s| *s == size)?;
    DRAWN[at].get_or_init(|| draw(size)).as_ref()
}

fn draw(size: u32) -> Option<Vec<u8>> {
    let svg = ASSETS.iter().find(|a| a.name == "icon.svg")?;
    let tree = usvg::Tree::from_data(svg.bytes, &usvg::Options::default()).ok()?;
    let mut pixmap = tiny_skia::Pixmap::new(size, size)?;
    let scale = size as f32 / tree.size().width();
    resvg::render(
        &tree,
        tiny_skia::Transform::from_scale(scale, scale),
        &mut pixmap.as_mut(),
    );
    pixmap.encode_png().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_icon_is_drawn_at_its_size() {
        for size in ICON_SIZES {
            let png = draw(size).expect("drawn");
            assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
            // The IHDR chunk's width and height, big-endian, after its length and name.
            let width = u32::from_be_bytes(png[16..20].try_into().unwrap());
            let height = u32::from_be_bytes(png[20..24].try_into().unwrap());
            assert_eq!((width, height), (size, size));
        }
    }
}
