//! The account page's notification forms: a browser subscribes (its script posts what the
//! Push API gave it, `static/push.js`), a device is removed, the kinds pushed are chosen;
//! and the server's VAPID public key, which the script subscribes with.

use super::account::{Notes, refused_form};
use super::see_other;
use crate::AppState;
use crate::app::accounts::push::{PushSettings, SubscriptionFields};
use crate::app::rules::push_preferences::PushFields;
use crate::app::{AppError, User};
use crate::csrf::CsrfToken;
use crate::error::WebError;
use crate::extract::WebForm;
use crate::notify::push::PushKind;
use crate::session::RequireUser;
use crate::templates::{DeviceItem, Nav, PushKindItem, PushSection};
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;

/// The account page's notification section for `settings`, in `reader`'s words and on
/// their clock.
pub(super) fn section(settings: PushSettings, error: Option<String>, reader: &Nav) -> PushSection {
    PushSection {
        public_key: settings.public_key,
        devices: settings
            .devices
            .into_iter()
            .map(|d| DeviceItem {
                id: d.id,
                name: d.name,
                service: d.service,
                added: reader.when(d.created_at),
                last_used: d
                    .last_used_at
                    .map_or_else(|| reader.tr.t("acct-never"), |at| reader.when(at)),
            })
            .collect(),
        kinds: PushKind::ALL
            .into_iter()
            .map(|k| PushKindItem {
                word: k.as_str(),
                words: reader.tr.t(&format!("acct-push-kind-{}", k.as_str())),
                on: settings.prefs.pushes(k),
            })
            .collect(),
        instead: settings.prefs.instead_of_mail,
        error,
    }
}

/// `GET /push/key`: the server's VAPID public key (unpadded base64url), which a browser
/// subscribes with; 404 on a server that does not push.
pub async fn public_key(State(state): State<AppState>) -> Response {
    match state.app.accounts().push_public_key() {
        Some(key) => (
            [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
            key.to_string(),
        )
            .into_response(),
        None => (StatusCode::NOT_FOUND, "this server does not push").into_response(),
    }
}

#[derive(Deserialize)]
pub struct SubscribeForm {
    #[serde(default)]
    endpoint: String,
    #[serde(default)]
    p256dh: String,
    #[serde(default)]
    auth: String,
}

/// Subscribes this browser, named by its User-Agent as the sessions list names it.
pub async fn subscribe(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    csrf: CsrfToken,
    headers: HeaderMap,
    WebForm(form): WebForm<SubscribeForm>,
) -> Result<Response, WebError> {
    let fields = SubscriptionFields {
        endpoint: form.endpoint,
        p256dh: form.p256dh,
        auth: form.auth,
        device: crate::user_agent::label(&headers),
    };
    let done = state.app.accounts().subscribe_push(&user, &fields).await;
    answer(&state, &user, &csrf, &headers, done).await
}

#[derive(Deserialize)]
pub struct RemoveForm {
    id: i64,
}

/// Removes one of the player's devices (by its id).
pub async fn remove(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    WebForm(form): WebForm<RemoveForm>,
) -> Result<Response, WebError> {
    state
        .app
        .accounts()
        .unsubscribe_push(&user, form.id)
        .await?;
    Ok(see_other("/account#push"))
}

/// The checkboxes: "on" when ticked, absent when not.
#[derive(Deserialize)]
pub struct PreferencesForm {
    #[serde(default, rename = "move")]
    moves: String,
    #[serde(default)]
    invitation: String,
    #[serde(default)]
    offer: String,
    #[serde(default)]
    end: String,
    #[serde(default)]
    deadline: String,
    #[serde(default)]
    instead: String,
}

/// Stores what the player has pushed.
pub async fn set_preferences(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    csrf: CsrfToken,
    headers: HeaderMap,
    WebForm(form): WebForm<PreferencesForm>,
) -> Result<Response, WebError> {
    let ticked = [
        (PushKind::Move, form.moves),
        (PushKind::Invitation, form.invitation),
        (PushKind::Offer, form.offer),
        (PushKind::End, form.end),
        (PushKind::Deadline, form.deadline),
    ];
    let fields = PushFields {
        kinds: ticked
            .into_iter()
            .map(|(kind, value)| (kind.as_str().to_string(), value))
            .collect(),
        instead: form.instead,
    };
    let done = state
        .app
        .accounts()
        .set_push_preferences(&user, &fields)
        .await;
    answer(&state, &user, &csrf, &headers, done).await
}

/// The account page's notification section after a form: back to it when done, or the
/// page with the form's refusal.
async fn answer(
    state: &AppState,
    user: &User,
    csrf: &CsrfToken,
    headers: &HeaderMap,
    done: Result<(), AppError>,
) -> Result<Response, WebError> {
    match done {
        Ok(()) => Ok(see_other("/account#push")),
        Err(e @ (AppError::Invalid(_) | AppError::Conflict(_))) => {
            let notes = |why| Notes {
                push_error: Some(why),
                ..Notes::default()
            };
            refused_form(state, user, csrf, headers, e, notes).await
        }
        Err(e) => Err(e.into()),
    }
}
