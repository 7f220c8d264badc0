//! The account page's webhook forms: register a URL (the page then shows its secret,
//! this once) and delete one. The log of deliveries is shown by the account page.

use super::account::{Notes, secret_page};
use super::see_other;
use crate::AppState;
use crate::app::hooks::webhooks::WebhookInfo;
use crate::csrf::CsrfToken;
use crate::error::WebError;
use crate::extract::WebForm;
use crate::session::RequireUser;
use crate::templates::{AttemptItem, Nav, NewWebhookItem, WebhookItem};
use axum::extract::State;
use axum::http::HeaderMap;
use axum::response::Response;
use serde::Deserialize;

/// The account page's rows for `hooks`, in `reader`'s words and on their clock.
pub(super) fn items(hooks: Vec<WebhookInfo>, reader: &Nav) -> Vec<WebhookItem> {
    let tr = reader.tr;
    hooks
        .into_iter()
        .map(|w| WebhookItem {
            id: w.id,
            url: w.url,
            created: reader.when(w.created_at),
            attempts: w
                .attempts
                .into_iter()
                .map(|a| {
                    let delivered = a.status.is_some_and(|s| (200..300).contains(&s));
                    AttemptItem {
                        when: reader.when(a.at),
                        delivery: a.delivery,
                        event: a.event,
                        result: match (a.status, a.error) {
                            (Some(status), _) => format!("HTTP {status}"),
                            (None, Some(error)) => error,
                            (None, None) => tr.t("acct-webhook-no-answer"),
                        },
                        delivered,
                        retry: match (delivered, a.will_retry) {
                            (true, _) => String::new(),
                            (false, true) => tr.t("acct-webhook-retry-yes"),
                            (false, false) => tr.t("acct-webhook-retry-no"),
                        },
                    }
                })
                .collect(),
        })
        .collect()
}

#[derive(Deserialize)]
pub struct NewWebhookForm {
    #[serde(default)]
    url: String,
}

/// Registers a webhook and shows the account page with its secret, this once.
pub async fn create(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    csrf: CsrfToken,
    headers: HeaderMap,
    WebForm(form): WebForm<NewWebhookForm>,
) -> Result<Response, WebError> {
    let made = state.app.hooks().create_webhook(&user, &form.url).await;
    let shown = |made: crate::app::hooks::webhooks::NewWebhook| Notes {
        new_webhook: Some(NewWebhookItem {
            url: made.info.url,
            secret: made.secret,
        }),
        ..Notes::default()
    };
    let refused = |why| Notes {
        webhook_error: Some(why),
        ..Notes::default()
    };
    secret_page(&state, &user, &csrf, &headers, made, shown, refused).await
}

#[derive(Deserialize)]
pub struct DeleteWebhookForm {
    id: i64,
}

/// Deletes one of the player's webhooks (by its public id).
pub async fn delete(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    WebForm(form): WebForm<DeleteWebhookForm>,
) -> Result<Response, WebError> {
    state.app.hooks().delete_webhook(&user, form.id).await?;
    Ok(see_other("/account#webhooks"))
}
