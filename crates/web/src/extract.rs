//! Wrappers around axum's extractors whose rejections become our error pages with the
//! right status, instead of axum's plain-text bodies; and the client's address.

use super::AppState;
use super::error::WebError;
use super::session::device_token;
use crate::app::Client;
use axum::extract::{ConnectInfo, FromRequest, FromRequestParts, Request};
use axum::http::{HeaderMap, request::Parts};
use pigeonpost_i18n::Said;
use serde::de::DeserializeOwned;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};

/// A url-encoded form body.
pub struct WebForm<T>(pub T);

impl<T: DeserializeOwned, S: Send + Sync> FromRequest<S> for WebForm<T> {
    type Rejection = WebError;

    async fn from_request(req: Request, state: &S) -> Result<Self, Self::Rejection> {
        match axum::Form::<T>::from_request(req, state).await {
            Ok(axum::Form(v)) => Ok(WebForm(v)),
            Err(e) if e.status() == axum::http::StatusCode::PAYLOAD_TOO_LARGE => {
                Err(WebError::PayloadTooLarge)
            }
            Err(e) => Err(WebError::BadRequest(Said::with(
                "error-form-malformed",
                [("detail", e.body_text().into())],
            ))),
        }
    }
}

/// Path parameters; a path that does not parse names no page, hence 404.
pub struct WebPath<T>(pub T);

impl<T: DeserializeOwned + Send, S: Send + Sync> FromRequestParts<S> for WebPath<T> {
    type Rejection = WebError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        match axum::extract::Path::<T>::from_request_parts(parts, state).await {
            Ok(axum::extract::Path(v)) => Ok(WebPath(v)),
            Err(_) => Err(WebError::NotFound(Said::new("error-no-page"))),
        }
    }
}

/// Query-string parameters.
pub struct WebQuery<T>(pub T);

impl<T: DeserializeOwned, S: Send + Sync> FromRequestParts<S> for WebQuery<T> {
    type Rejection = WebError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        match axum::extract::Query::<T>::from_request_parts(parts, state).await {
            Ok(axum::extract::Query(v)) => Ok(WebQuery(v)),
            Err(e) => Err(WebError::BadRequest(Said::with(
                "error-bad-query",
                [("detail", e.body_text().into())],
            ))),
        }
    }
}

/// The client's address: the TCP peer, or, when the server is configured as behind a
/// proxy, the last X-Forwarded-For entry (the one that proxy appended; earlier entries
/// are whatever the client claimed).
pub struct ClientAddr(pub IpAddr);

impl FromRequestParts<AppState> for ClientAddr {
    type Rejection = WebError;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        Ok(ClientAddr(client_addr(parts, state.behind_proxy)))
    }
}

/// Who is asking, for the use-cases that limit by client or start a session: address,
/// device cookie and browser label.
pub struct WebClient(pub Client);

impl FromRequestParts<AppState> for WebClient {
    type Rejection = WebError;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        Ok(WebClient(Client {
            addr: client_addr(parts, state.behind_proxy),
            device: device_token(&parts.headers),
            agent: super::user_agent::label(&parts.headers),
        }))
    }
}

fn client_addr(parts: &Parts, behind_proxy: bool) -> IpAddr {
    let forwarded = behind_proxy
        .then(|| last_forwarded(&parts.headers))
        .flatten();
    let peer = parts
        .extensions
        .get::<ConnectInfo<SocketAddr>>()
        .map(|ConnectInfo(addr)| addr.ip());
    // Without connect info (a router served without it) every client shares one
    // allowance: stricter, never looser.
    forwarded
        .or(peer)
        .unwrap_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED))
}

/// The last address of the last X-Forwarded-For header, if it parses.
fn last_forwarded(headers: &HeaderMap) -> Option<IpAddr> {
    let header = headers.get_all("x-forwarded-for").iter().next_back()?;
    let last = header.to_str().ok()?.rsplit(',').next()?.trim();
    last.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::Request;

    fn parts(forwarded: &[&str], peer: Option<&str>) -> Parts {
        let mut builder = Request::builder();
        for f in forwarded {
            builder = builder.header("x-forwarded-for", *f);
        }
        let (mut parts, _) = builder.body(()).expect("request").into_parts();
        if let Some(p) = peer {
            let addr: SocketAddr = p.parse().expect("socket address");
            parts.extensions.insert(ConnectInfo(addr));
        }
        parts
    }

    #[test]
    fn the_peer_unless_behind_a_proxy() {
        let p = parts(&["203.0.113.7"], Some("192.0.2.1:5000"));
        assert_eq!(
            client_addr(&p, false),
            "192.0.2.1".parse::<IpAddr>().unwrap()
        );
        assert_eq!(
            client_addr(&p, true),
            "203.0.113.7".parse::<IpAddr>().unwrap()
        );
    }

    #[test]
    fn only_the_entry_the_proxy_appended_counts() {
        let p = parts(&["6.6.6.6, 203.0.113.7"], Some("192.0.2.1:5000"));
        assert_eq!(
            client_addr(&p, true),
            "203.0.113.7".parse::<IpAddr>().unwrap()
        );
        let p = parts(&["6.6.6.6", "203.0.113.8"], Some("192.0.2.1:5000"));
        assert_eq!(
            client_addr(&p, true),
            "203.0.113.8".parse::<IpAddr>().unwrap()
        );
        let p = parts(&["garbage"], Some("192.0.2.1:5000"));
        assert_eq!(
            client_addr(&p, true),
            "192.0.2.1".parse::<IpAddr>().unwrap()
        );
        assert_eq!(
            client_addr(&parts(&[], None), false),
            IpAddr::V4(Ipv4Addr::UNSPECIFIED)
        );
    }
}
