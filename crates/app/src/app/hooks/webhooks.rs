//! Webhooks: a player registers URLs on the account page, and every event of their games
//! is POSTed to each as signed JSON (queued by `webhook_events`, sent by
//! `notify::webhooks`). Each webhook has its own secret, made here and shown once.
//!
//! A URL must pass `notify::webhook_addresses`' policy when it is registered, its host
//! looked up with no connection or transaction held; the worker checks it again at each
//! delivery, since a name may come to resolve elsewhere.

use super::Hooks;
use crate::app::{AppError, User, random_token};
use crate::notify::webhook_addresses::AddressPolicy;
use crate::storage;
use pigeonpost_i18n::Said;

/// Webhooks one player may have.
pub const MAX_WEBHOOKS: i64 = 5;
/// The prefix of every secret, so that one found in a log or a paste is recognisable.
const PREFIX: &str = "whsec_";

/// One of a player's webhooks as the account page lists it, with its recent attempts.
#[derive(Debug, Clone)]
pub struct WebhookInfo {
    /// The public handle the "delete" form sends.
    pub id: i64,
    pub url: String,
    pub created_at: i64,
    /// The newest attempts first.
    pub attempts: Vec<AttemptInfo>,
}

/// One delivery attempt, for the log.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AttemptInfo {
    pub at: i64,
    pub delivery: i64,
    pub event: String,
    /// The receiver's HTTP status, if it answered.
    pub status: Option<i64>,
    /// Why there was no answer (or why the URL was not tried).
    pub error: Option<String>,
    pub will_retry: bool,
}

/// A webhook just made, and its secret, which is never shown again.
#[derive(Debug, Clone)]
pub struct NewWebhook {
    pub info: WebhookInfo,
    pub secret: String,
}

impl Hooks<'_> {
    /// The address policy webhooks are held to (`--webhooks-allow-private`).
    pub fn webhook_policy(&self) -> AddressPolicy {
        self.hook_policy
    }

    /// Registers `url` for `user`, if the policy allows it after looking its host up.
    /// Counted under the account's lock, so two at once cannot both take the last place.
    pub async fn create_webhook(&self, user: &User, url: &str) -> Result<NewWebhook, AppError> {
        let policy = self.hook_policy;
        let url = policy.check_url(url).map_err(|e| AppError::Invalid(e.0))?;
        policy
            .resolve(&url)
            .await
            .map_err(|e| AppError::Invalid(e.0))?;
        let secret = format!("{PREFIX}{}", random_token());
        let now = self.clock.now();
        let mut tx = self.begin().await?;
        storage::logins::lock_account(&mut tx, user.id).await?;
        let held = storage::webhooks::count_for_user(&mut tx, user.id).await?;
        if held >= MAX_WEBHOOKS {
            return Err(AppError::Conflict(Said::with(
                "refused-most-webhooks",
                [("held", held.into())],
            )));
        }
        let id = storage::webhooks::insert(&mut tx, user.id, url.as_str(), &secret, now).await?;
        tx.commit().await?;
        Ok(NewWebhook {
            info: WebhookInfo {
                id,
                url: url.to_string(),
                created_at: now,
                attempts: Vec::new(),
            },
            secret,
        })
    }

    /// `user`'s webhooks, the oldest first, each with its newest attempts.
    pub async fn webhooks(&self, user: &User) -> Result<Vec<WebhookInfo>, AppError> {
        let mut conn = self.conn().await?;
        let rows = storage::webhooks::for_user(&mut conn, user.id).await?;
        let log = storage::webhooks::log_of_user(&mut conn, user.id).await?;
        drop(conn);
        Ok(rows
            .into_iter()
            .map(|w| WebhookInfo {
                attempts: log
                    .iter()
                    .filter(|a| a.webhook_id == w.id)
                    .map(|a| AttemptInfo {
                        at: a.attempted_at,
                        delivery: a.delivery_id,
                        event: a.event.clone(),
                        status: a.status,
                        error: a.error.clone(),
                        will_retry: a.will_retry != 0,
                    })
                    .collect(),
                id: w.id,
                url: w.url,
                created_at: w.created_at,
            })
            .collect())
    }

    /// Deletes one of `user`'s webhooks by its public id, with its waiting deliveries and
    /// its log; another player's id is answered as an unknown one.
    pub async fn delete_webhook(&self, user: &User, id: i64) -> Result<(), AppError> {
        let mut tx = self.begin().await?;
        let gone = storage::webhooks::delete_own(&mut tx, user.id, id).await?;
        tx.commit().await?;
        if gone {
            Ok(())
        } else {
            Err(AppError::NotFound(crate::app::missing::thing(
                crate::app::missing::Thing::Webhook,
            )))
        }
    }
}
