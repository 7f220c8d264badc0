//! The one-click unsubscribe address of optional mail (RFC 8058; see `app::accounts::unsubscribe`).
//! Served outside the anti-forgery check: a mail client posts it from its own servers,
//! without cookies, and the token in the path is what authorises it. A GET shows a
//! button and changes nothing; the POST, with the body `List-Unsubscribe=One-Click`,
//! turns the mail off and answers 200.

use super::page;
use crate::AppState;
use crate::app::accounts::unsubscribe::UnsubscribeView;
use crate::app::rules::mail_preferences::kind_message;
use crate::error::WebError;
use crate::templates::{Nav, UnsubscribePage};
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::Response;
use pigeonpost_i18n::Said;
use pigeonpost_i18n::Tr;

/// The page: the button, or word that the mail is off already.
pub async fn show(
    State(state): State<AppState>,
    Path(token): Path<String>,
    headers: HeaderMap,
) -> Result<Response, WebError> {
    let view = state.app.accounts().unsubscribe_view(&token).await?;
    render(&state, &token, &headers, view)
}

/// The one click: turns the mail off.
pub async fn confirm(
    State(state): State<AppState>,
    Path(token): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, WebError> {
    let content_type = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default();
    if !one_click(content_type, &body) {
        return Err(WebError::BadRequest(Said::new(
            "error-unsubscribe-one-click",
        )));
    }
    let view = state.app.accounts().unsubscribe(&token).await?;
    render(&state, &token, &headers, view)
}

fn render(
    state: &AppState,
    token: &str,
    headers: &HeaderMap,
    view: UnsubscribeView,
) -> Result<Response, WebError> {
    // The page is the same to anyone holding the link: no menu of a logged-in player.
    // It is written in the language of the mail the link came in (the account's), else
    // in the one the browser asks for.
    let accept = headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok());
    let nav = Nav {
        tr: Tr::choose(view.language.as_deref(), accept),
        ..Nav::source()
    };
    let p = UnsubscribePage {
        what: nav.tr.t(kind_message(view.kind)),
        nav,
        username: view.username,
        off: view.off,
        action: state.app.url(&format!("/unsubscribe/{token}")),
    };
    let mut response = page(StatusCode::OK, &p)?;
    // Its words may follow Accept-Language, so a shared cache must tell readers apart.
    response
        .headers_mut()
        .append(header::VARY, HeaderValue::from_static("accept-language"));
    Ok(response)
}

/// Whether the body is RFC 8058's `List-Unsubscribe=One-Click`, as the form fields of
/// an `application/x-www-form-urlencoded` body (what our page's button sends) or of a
/// `multipart/form-data` one (what RFC 8058 asks mail clients to send).
fn one_click(content_type: &str, body: &[u8]) -> bool {
    let mime = content_type
        .split(';')
        .next()
        .unwrap_or_default()
        .trim()
        .to_ascii_lowercase();
    match mime.as_str() {
        "multipart/form-data" => multipart_one_click(content_type, body),
        _ => serde_urlencoded::from_bytes::<Vec<(String, String)>>(body)
            .is_ok_and(|fields| fields.iter().any(|(k, v)| is_one_click(k, v))),
    }
}

fn is_one_click(name: &str, value: &str) -> bool {
    name == "List-Unsubscribe" && value.trim() == "One-Click"
}

/// Reads the parts of a `multipart/form-data` body (RFC 7578) far enough to find a field
/// `List-Unsubscribe` whose value is `One-Click`.
fn multipart_one_click(content_type: &str, body: &[u8]) -> bool {
    let Some(boundary) = content_type.split(';').find_map(|p| {
        let (k, v) = p.trim().split_once('=')?;
        k.eq_ignore_ascii_case("boundary")
            .then(|| v.trim_matches('"').to_string())
    }) else {
        return false;
    };
    let Ok(body) = std::str::from_utf8(body) else {
        return false;
    };
    body.split(&format!("--{boundary}")).any(|part| {
        let Some((head, value)) = part.split_once("\r\n\r\n") else {
            return false;
        };
        let named = head.lines().any(|line| {
            let lower = line.to_ascii_lowercase();
            lower.starts_with("content-disposition:")
                && lower.contains("form-data")
                && line.contains("name=\"List-Unsubscribe\"")
        });
        named && is_one_click("List-Unsubscribe", value)
    })
}

#[cfg(test)]
mod tests {
    use super::one_click;

    #[test]
    fn the_body_of_rfc_8058_in_both_encodings() {
        let form = "application/x-www-form-urlencoded";
        assert!(one_click(form, b"List-Unsubscribe=One-Click"));
        assert!(!one_click(form, b"List-Unsubscribe=Two-Clicks"));
        assert!(!one_click(form, b""));
        assert!(!one_click(form, b"\xff\xfe"));
        let multipart = "multipart/form-data; boundary=XyZ";
        let body = "--XyZ\r\nContent-Disposition: form-data; name=\"List-Unsubscribe\"\r\n\r\nOne-Click\r\n--XyZ--\r\n";
        assert!(one_click(multipart, body.as_bytes()));
        assert!(!one_click(
            multipart,
            body.replace("One-", "No-").as_bytes()
        ));
        assert!(!one_click("multipart/form-data", body.as_bytes()));
    }
}
