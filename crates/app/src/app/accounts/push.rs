//! Web Push on the account page: a player's browsers subscribed to their notifications
//! (one per browser, named as the page saw it), removed by the player or when their push
//! service forgets them, and what is pushed (the rules of which are
//! `rules::push_preferences`).

use super::Accounts;
use crate::app::rules::push_preferences::{PushFields, PushPreferences};
use crate::app::{AppError, User};
use crate::notify::push::keys;
use crate::storage;
use pigeonpost_i18n::Said;

/// Browsers one player may subscribe: a phone, a laptop, a desk at work, and room to
/// spare; a browser that subscribes again takes no new place.
pub const MAX_DEVICES: i64 = 10;
/// The longest device name kept, in characters (the page's label of a User-Agent).
const MAX_DEVICE_NAME: usize = 60;

/// A subscription as the browser's Push API gives it, with what the page calls the
/// browser.
#[derive(Debug, Clone, Default)]
pub struct SubscriptionFields {
    pub endpoint: String,
    pub p256dh: String,
    pub auth: String,
    pub device: String,
}

/// A subscribed browser, as the account page lists it.
#[derive(Debug, Clone)]
pub struct Device {
    pub id: i64,
    pub name: String,
    /// The push service's host ("fcm.googleapis.com").
    pub service: String,
    pub created_at: i64,
    pub last_used_at: Option<i64>,
}

/// What the account page shows of push: the key browsers subscribe with, the browsers
/// subscribed and the choices.
#[derive(Debug, Clone)]
pub struct PushSettings {
    /// The server's VAPID public key (None: this server does not push).
    pub public_key: Option<String>,
    pub devices: Vec<Device>,
    pub prefs: PushPreferences,
}

impl Accounts<'_> {
    /// The server's VAPID public key, which a browser subscribes with.
    pub fn push_public_key(&self) -> Option<&str> {
        self.vapid.as_deref().map(|v| v.public_key())
    }

    /// `user`'s browsers and push choices.
    pub async fn push_settings(&self, user: &User) -> Result<PushSettings, AppError> {
        let mut conn = self.conn().await?;
        let rows = storage::push::of_user(&mut conn, user.id).await?;
        let prefs = storage::preferences::push(&mut conn, user.id).await?;
        drop(conn);
        Ok(PushSettings {
            public_key: self.push_public_key().map(String::from),
            devices: rows
                .into_iter()
                .map(|r| Device {
                    id: r.id,
                    service: reqwest::Url::parse(&r.endpoint)
                        .ok()
                        .and_then(|u| u.host_str().map(String::from))
                        .unwrap_or_default(),
                    name: r.device,
                    created_at: r.created_at,
                    last_used_at: r.last_used_at,
                })
                .collect(),
            prefs: PushPreferences::from_row(&prefs)?,
        })
    }

    /// Subscribes a browser of `user`'s: its endpoint must be one the push policy allows
    /// (https on a public address, looked up now and again at every push) and its keys
    /// real keys. Counted under the account's lock, so two at once cannot both take the
    /// last place.
    pub async fn subscribe_push(
        &self,
        user: &User,
        fields: &SubscriptionFields,
    ) -> Result<(), AppError> {
        if self.vapid.is_none() {
            return Err(AppError::Conflict(Said::new("refused-no-notifications")));
        }
        let policy = self.push_policy;
        let url = policy
            .check_url(&fields.endpoint)
            .map_err(|e| AppError::Invalid(e.0))?;
        keys(fields.p256dh.trim(), fields.auth.trim()).map_err(AppError::Invalid)?;
        policy
            .resolve(&url)
            .await
            .map_err(|e| AppError::Invalid(e.0))?;
        let device: String = fields
            .device
            .chars()
            .filter(|c| !c.is_control())
            .take(MAX_DEVICE_NAME)
            .collect();
        let device = match device.trim() {
            "" => "a browser",
            name => name,
        };
        let mut tx = self.begin().await?;
        storage::logins::lock_account(&mut tx, user.id).await?;
        let (held, own) = storage::push::count_of_user(&mut tx, user.id, url.as_str()).await?;
        if held >= MAX_DEVICES && !own {
            return Err(AppError::Conflict(Said::with(
                "refused-most-devices",
                [("held", held.into())],
            )));
        }
        let row = storage::push::NewSubscription {
            user_id: user.id,
            endpoint: url.as_str(),
            p256dh: fields.p256dh.trim().trim_end_matches('='),
            auth: fields.auth.trim().trim_end_matches('='),
            device,
            now: self.clock.now(),
        };
        storage::push::subscribe(&mut tx, &row).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Removes one of `user`'s browsers by its id, with what waited for it; another
    /// player's id is answered as an unknown one.
    pub async fn unsubscribe_push(&self, user: &User, id: i64) -> Result<(), AppError> {
        let mut tx = self.begin().await?;
        let gone = storage::push::unsubscribe(&mut tx, user.id, id).await?;
        tx.commit().await?;
        match gone {
            true => Ok(()),
            false => Err(AppError::NotFound(crate::app::missing::thing(
                crate::app::missing::Thing::Device,
            ))),
        }
    }

    /// Stores the push preferences form; a bad field refuses it all.
    pub async fn set_push_preferences(
        &self,
        user: &User,
        fields: &PushFields,
    ) -> Result<(), AppError> {
        let prefs = PushPreferences::parse(fields)?;
        let mut tx = self.begin().await?;
        storage::preferences::set_push(&mut tx, user.id, prefs.kinds_bits(), prefs.instead_of_mail)
            .await?;
        tx.commit().await?;
        Ok(())
    }
}
