//! The account page and its forms (the address's are in `address`, the webhooks' in
//! `webhooks`): choose mail, change the password, list and end sessions, make and
//! revoke API tokens, make and revoke the feed address, download one's data, delete the
//! account.

use super::accounts::logged_out;
use super::{nav, page, see_other, words};
use crate::AppState;
use crate::app::accounts::api_tokens::TokenScope;
use crate::app::accounts::deletion::CONFIRMATION;
use crate::app::rules::mail_preferences::MailFields;
use crate::app::{AppError, User};
use crate::csrf::CsrfToken;
use crate::error::{WebError, app_status, with_retry_after};
use crate::extract::{WebClient, WebForm};
use crate::session::{self, RequireUser};
use crate::templates::{AccountPage, NewTokenItem, NewWebhookItem, SessionItem, TokenItem};
use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use pigeonpost_i18n::Said;
use serde::Deserialize;

/// What the page reports after a form.
#[derive(Default)]
pub(super) struct Notes {
    /// A confirmation link just sent (where to), from the address forms.
    pub(super) address_note: Option<String>,
    /// What was wrong with an address form.
    pub(super) address_error: Option<String>,
    pub(super) error: Option<String>,
    pub(super) changed: bool,
    pub(super) delete_error: Option<String>,
    pub(super) new_token: Option<NewTokenItem>,
    pub(super) token_error: Option<String>,
    /// A feed address just made: its secret URL, shown this once.
    pub(super) new_feed: Option<String>,
    /// A webhook just made, with its secret, shown this once.
    pub(super) new_webhook: Option<NewWebhookItem>,
    /// What was wrong with the new-webhook form.
    pub(super) webhook_error: Option<String>,
    /// What was wrong with the mail preferences form.
    pub(super) mail_error: Option<String>,
    /// What was wrong with a notification form.
    pub(super) push_error: Option<String>,
    /// What was wrong with the language and time zone form.
    pub(super) locale_error: Option<String>,
}

/// The account page for `user`, seen from the browser with session `token`.
pub(super) async fn account(
    state: &AppState,
    user: &User,
    csrf: &CsrfToken,
    token: &str,
    status: StatusCode,
    notes: Notes,
) -> Result<Response, WebError> {
    let reader = nav(Some(user), csrf);
    let tr = reader.tr;
    let format_utc = |secs| reader.when(secs);
    let sessions = state
        .app
        .accounts()
        .sessions(user, token)
        .await?
        .into_iter()
        .map(|s| SessionItem {
            id: s.id,
            agent: s.agent,
            started: format_utc(s.started_at),
            last_seen: format_utc(s.last_seen),
            current: s.current,
        })
        .collect();
    let tokens = state
        .app
        .accounts()
        .api_tokens(user)
        .await?
        .into_iter()
        .map(|t| TokenItem {
            id: t.id,
            name: t.name,
            scope: t.scope.as_str(),
            created: format_utc(t.created_at),
            last_used: t
                .last_used_at
                .map_or_else(|| tr.t("acct-never"), format_utc),
        })
        .collect();
    let feed_made = state
        .app
        .desk()
        .feed_address_made(user)
        .await?
        .map(format_utc);
    let webhooks = super::webhooks::items(state.app.hooks().webhooks(user).await?, &reader);
    let push = super::push::section(
        state.app.accounts().push_settings(user).await?,
        notes.push_error,
        &reader,
    );
    let p = AccountPage {
        push,
        locale: super::locale::section(user, csrf, notes.locale_error),
        nav: reader,
        address: state.app.accounts().address_status(user).await?,
        address_note: notes.address_note,
        address_error: notes.address_error,
        error: notes.error,
        changed: notes.changed,
        mail_refusal: state.app.mailing().mail_refusal(user).await?,
        sessions,
        delete_error: notes.delete_error,
        confirmation: CONFIRMATION,
        one_click: state.app.accounts().one_click_moves(user).await?,
        mail: state.app.accounts().mail_preferences(user).await?,
        mail_error: notes.mail_error,
        tokens,
        new_token: notes.new_token,
        token_error: notes.token_error,
        feed_made,
        new_feed: notes.new_feed,
        webhooks,
        new_webhook: notes.new_webhook,
        webhook_error: notes.webhook_error,
        webhooks_allow_private: state.app.hooks().webhook_policy().allow_private,
        blocked: state.app.accounts().blocked_players(user).await?,
    };
    page(status, &p)
}

pub(super) fn this_session(headers: &HeaderMap, secure: bool) -> String {
    session::session_token(headers, secure).unwrap_or_default()
}

/// The account page again after a form refused with `e` (a bad field, a wrong
/// password, a limit reached): the reason where `notes` puts it, the refusal's status,
/// and when to try again if it says.
pub(super) async fn refused_form(
    state: &AppState,
    user: &User,
    csrf: &CsrfToken,
    headers: &HeaderMap,
    e: AppError,
    notes: impl FnOnce(String) -> Notes,
) -> Result<Response, WebError> {
    let status = app_status(&e);
    let token = this_session(headers, state.secure_cookies);
    let said = e.words(super::words(Some(user), csrf));
    let response = account(state, user, csrf, &token, status, notes(said)).await?;
    Ok(with_retry_after(response, &e))
}

pub async fn account_page(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    csrf: CsrfToken,
    headers: HeaderMap,
) -> Result<Response, WebError> {
    let token = this_session(&headers, state.secure_cookies);
    account(
        &state,
        &user,
        &csrf,
        &token,
        StatusCode::OK,
        Notes::default(),
    )
    .await
}

#[derive(Deserialize)]
pub struct PasswordForm {
    current: String,
    new: String,
}

pub async fn change_password(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    csrf: CsrfToken,
    headers: HeaderMap,
    WebClient(client): WebClient,
    WebForm(form): WebForm<PasswordForm>,
) -> Result<Response, WebError> {
    let keep = this_session(&headers, state.secure_cookies);
    let result = state
        .app
        .accounts()
        .change_password(&user, &keep, &form.current, &form.new, &client)
        .await;
    let (status, error) = match result {
        Ok(()) => (StatusCode::OK, None),
        Err(e @ AppError::Invalid(_)) => (app_status(&e), Some(e.words(words(Some(&user), &csrf)))),
        Err(e) => return Err(e.into()),
    };
    let notes = Notes {
        changed: error.is_none(),
        error,
        ..Notes::default()
    };
    account(&state, &user, &csrf, &keep, status, notes).await
}

#[derive(Deserialize)]
pub struct PreferencesForm {
    /// The checkbox: sent as "on" when ticked, absent when not.
    #[serde(default)]
    one_click: String,
}

/// Stores the player's preferences and shows the account page again.
pub async fn set_preferences(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    WebForm(form): WebForm<PreferencesForm>,
) -> Result<Response, WebError> {
    let on = match form.one_click.as_str() {
        "on" => true,
        "" => false,
        _ => {
            return Err(AppError::Invalid(Said::new("refused-one-click-box")).into());
        }
    };
    state.app.accounts().set_one_click_moves(&user, on).await?;
    Ok(see_other("/account#preferences"))
}

#[derive(Deserialize)]
pub struct MailForm {
    #[serde(default)]
    moves: String,
    #[serde(default)]
    digest_hour: String,
    #[serde(default)]
    reminders: String,
    #[serde(default)]
    invitations: String,
}

/// Stores what mail the player chose; a bad field shows the page again with the reason,
/// and nothing changed.
pub async fn set_mail(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    csrf: CsrfToken,
    headers: HeaderMap,
    WebForm(form): WebForm<MailForm>,
) -> Result<Response, WebError> {
    let fields = MailFields {
        moves: form.moves,
        digest_hour: form.digest_hour,
        reminders: form.reminders,
        invitations: form.invitations,
    };
    match state
        .app
        .accounts()
        .set_mail_preferences(&user, &fields)
        .await
    {
        Ok(()) => Ok(see_other("/account#mail")),
        Err(e @ AppError::Invalid(_)) => {
            let notes = |why| Notes {
                mail_error: Some(why),
                ..Notes::default()
            };
            refused_form(&state, &user, &csrf, &headers, e, notes).await
        }
        Err(e) => Err(e.into()),
    }
}

#[derive(Deserialize)]
pub struct EndSessionForm {
    id: i64,
}

/// Logs out one of the player's sessions (by its public id).
pub async fn end_session(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    WebForm(form): WebForm<EndSessionForm>,
) -> Result<Response, WebError> {
    state.app.accounts().end_session(&user, form.id).await?;
    Ok(see_other("/account"))
}

/// Logs out every session of the player but this browser's.
pub async fn end_other_sessions(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    headers: HeaderMap,
) -> Result<Response, WebError> {
    let keep = this_session(&headers, state.secure_cookies);
    state
        .app
        .accounts()
        .end_other_sessions(&user, &keep)
        .await?;
    Ok(see_other("/account"))
}

#[derive(Deserialize)]
pub struct NewTokenForm {
    #[serde(default)]
    name: String,
    #[serde(default)]
    scope: String,
}

/// Makes an API token and shows the account page with its secret, this once (a
/// redirect would have to carry the secret somewhere; the page is the only place).
pub async fn create_token(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    csrf: CsrfToken,
    headers: HeaderMap,
    WebForm(form): WebForm<NewTokenForm>,
) -> Result<Response, WebError> {
    let made = match TokenScope::parse(&form.scope) {
        Ok(scope) => {
            state
                .app
                .accounts()
                .create_api_token(&user, &form.name, scope)
                .await
        }
        Err(e) => Err(e),
    };
    let shown = |t: crate::app::accounts::api_tokens::NewApiToken| Notes {
        new_token: Some(NewTokenItem {
            name: t.info.name,
            secret: t.secret,
        }),
        ..Notes::default()
    };
    let refused = |why| Notes {
        token_error: Some(why),
        ..Notes::default()
    };
    secret_page(&state, &user, &csrf, &headers, made, shown, refused).await
}

/// The account page after a form that makes a secret (`made`): shown by `shown`, or the
/// form's refusal (a bad field, a limit reached) shown by `refused`; any other error is
/// the request's. The page is not to be stored, as it may hold the secret.
pub(super) async fn secret_page<T>(
    state: &AppState,
    user: &User,
    csrf: &CsrfToken,
    headers: &HeaderMap,
    made: Result<T, AppError>,
    shown: impl FnOnce(T) -> Notes,
    refused: impl FnOnce(String) -> Notes,
) -> Result<Response, WebError> {
    let (status, notes) = match made {
        Ok(made) => (StatusCode::OK, shown(made)),
        Err(e @ (AppError::Invalid(_) | AppError::Conflict(_))) => (
            app_status(&e),
            refused(e.words(super::words(Some(user), csrf))),
        ),
        Err(e) => return Err(e.into()),
    };
    let response = account(
        state,
        user,
        csrf,
        &this_session(headers, state.secure_cookies),
        status,
        notes,
    )
    .await?;
    Ok(no_store(response))
}

/// `response`, marked so that its secret does not linger in a cache or the browser's
/// history of pages.
fn no_store(mut response: Response) -> Response {
    response
        .headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    response
}

#[derive(Deserialize)]
pub struct RevokeTokenForm {
    id: i64,
}

/// Revokes one of the player's API tokens (by its public id).
pub async fn revoke_token(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    WebForm(form): WebForm<RevokeTokenForm>,
) -> Result<Response, WebError> {
    state
        .app
        .accounts()
        .revoke_api_token(&user, form.id)
        .await?;
    Ok(see_other("/account#tokens"))
}

/// Makes the player a new feed address (replacing any earlier one) and shows the account
/// page with its URL, this once: only its hash is kept.
pub async fn make_feed_address(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    csrf: CsrfToken,
    headers: HeaderMap,
) -> Result<Response, WebError> {
    let secret = state.app.desk().make_feed_address(&user).await?;
    let notes = Notes {
        new_feed: Some(state.app.url(&format!("/feeds/my/{secret}.atom"))),
        ..Notes::default()
    };
    let token = this_session(&headers, state.secure_cookies);
    let response = account(&state, &user, &csrf, &token, StatusCode::OK, notes).await?;
    Ok(no_store(response))
}

/// Forgets the player's feed address: its URL then names nothing.
pub async fn revoke_feed_address(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
) -> Result<Response, WebError> {
    state.app.desk().revoke_feed_address(&user).await?;
    Ok(see_other("/account#feed"))
}

#[derive(Deserialize)]
pub struct BlockForm {
    #[serde(default)]
    name: String,
}

/// Blocks a player: no invitations or conversation lines from them.
pub async fn block(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    WebForm(form): WebForm<BlockForm>,
) -> Result<Response, WebError> {
    state.app.accounts().block(&user, &form.name).await?;
    Ok(see_other("/account#blocks"))
}

pub async fn unblock(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    WebForm(form): WebForm<BlockForm>,
) -> Result<Response, WebError> {
    state.app.accounts().unblock(&user, &form.name).await?;
    Ok(see_other("/account#blocks"))
}

/// Everything kept about the player, as a JSON file to save.
pub async fn export(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    headers: HeaderMap,
) -> Result<Response, WebError> {
    let data = state
        .app
        .accounts()
        .export(&user, &this_session(&headers, state.secure_cookies))
        .await?;
    let body = serde_json::to_vec_pretty(&data)
        .map_err(|e| AppError::Internal(format!("export of player {}: {e}", user.id)))?;
    // The name is letters, digits, '_' and '-' (see `validate_username`), safe in a header.
    let disposition = format!("attachment; filename=\"pigeonpost-{}.json\"", user.username);
    let disposition = HeaderValue::from_str(&disposition)
        .unwrap_or_else(|_| HeaderValue::from_static("attachment; filename=\"pigeonpost.json\""));
    Ok((
        [
            (
                header::CONTENT_TYPE,
                HeaderValue::from_static("application/json"),
            ),
            (header::CACHE_CONTROL, HeaderValue::from_static("no-store")),
            (header::CONTENT_DISPOSITION, disposition),
        ],
        body,
    )
        .into_response())
}

#[derive(Deserialize)]
pub struct DeleteForm {
    password: String,
    #[serde(default)]
    confirmation: String,
}

/// Deletes the account after the password and the typed confirmation, and logs out.
pub async fn delete_account(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    csrf: CsrfToken,
    headers: HeaderMap,
    WebClient(client): WebClient,
    WebForm(form): WebForm<DeleteForm>,
) -> Result<Response, WebError> {
    let result = state
        .app
        .accounts()
        .delete_account(&user, &form.password, &form.confirmation, &client)
        .await;
    match result {
        Ok(()) => Ok(logged_out(state, "/")),
        Err(e @ (AppError::Invalid(_) | AppError::TooManyAttempts { .. })) => {
            let notes = |why| Notes {
                delete_error: Some(why),
                ..Notes::default()
            };
            refused_form(&state, &user, &csrf, &headers, e, notes).await
        }
        Err(e) => Err(e.into()),
    }
}
