//! A player's preferences, set on the account page: whether a turn completed by clicks on
//! the board is sent at once ("one-click moves") or waits for "Send", and what mail they
//! get (the rules of which are `rules::mail_preferences`).

use super::Accounts;
use crate::app::accounts::read_mail_preferences;
use crate::app::rules::locale;
use crate::app::rules::mail_preferences::{MailFields, MailPreferences};
use crate::app::{AppError, Locale, User};
use crate::storage;

impl Accounts<'_> {
    /// Whether `user` has chosen to send a turn as soon as the board's clicks complete it.
    pub async fn one_click_moves(&self, user: &User) -> Result<bool, AppError> {
        let mut conn = self.conn().await?;
        Ok(storage::preferences::one_click_moves(&mut conn, user.id).await?)
    }

    /// Stores the choice; saving what is already stored writes nothing.
    pub async fn set_one_click_moves(&self, user: &User, on: bool) -> Result<(), AppError> {
        let mut tx = self.begin().await?;
        if storage::preferences::one_click_moves(&mut tx, user.id).await? != on {
            storage::preferences::set_one_click_moves(&mut tx, user.id, on).await?;
            tx.commit().await?;
        }
        Ok(())
    }

    /// Keeps the language and time zone `user` reads in (the fields as the account
    /// page sends them, empty for none); either refused changes nothing.
    pub async fn set_locale(
        &self,
        user: &User,
        language: &str,
        time_zone: &str,
    ) -> Result<Locale, AppError> {
        let locale = locale::parse(language, time_zone)?;
        if locale != user.locale {
            let mut tx = self.begin().await?;
            storage::users::set_locale(
                &mut tx,
                user.id,
                locale.language.as_deref(),
                locale.zone.name(),
            )
            .await?;
            tx.commit().await?;
        }
        Ok(locale)
    }

    /// What mail `user` chose to get.
    pub async fn mail_preferences(&self, user: &User) -> Result<MailPreferences, AppError> {
        let mut conn = self.conn().await?;
        read_mail_preferences(&mut conn, user.id).await
    }

    /// Stores the mail preferences form; a bad field refuses it all, and saving what is
    /// already stored writes nothing.
    pub async fn set_mail_preferences(
        &self,
        user: &User,
        fields: &MailFields,
    ) -> Result<(), AppError> {
        let prefs = MailPreferences::parse(fields)?;
        let mut tx = self.begin().await?;
        self.store_mail_preferences(&mut tx, user.id, prefs).await?;
        tx.commit().await?;
        Ok(())
    }

    pub(crate) async fn store_mail_preferences(
        &self,
        conn: &mut storage::Conn,
        user_id: i64,
        prefs: MailPreferences,
    ) -> Result<(), AppError> {
        if read_mail_preferences(conn, user_id).await? != prefs {
            storage::preferences::set_mail(conn, user_id, &prefs.to_row()).await?;
        }
        Ok(())
    }
}
