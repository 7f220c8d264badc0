//! Links mailed to a player about their account, shared by `verification` (confirming an
//! address) and `password_reset`: making one and mailing it, and opening one.
//!
//! A link carries 32 random bytes (64 hex digits); the database keeps only their SHA-256,
//! as for sessions and API tokens. A link works once and until it expires; a newer link
//! of the same purpose replaces the older ones. The path is built from the configured
//! public URL, as every mailed link is.

use super::Accounts;
use crate::app::accounts::Purpose;
use crate::app::token_hash;
use crate::app::{AppError, random_token};
use crate::notify::Mail;
use crate::storage::{self, StorageError, account_links::LinkRow, account_links::NewLink};
use pigeonpost_i18n::Said;

/// Whether `token` has the shape of one of ours (so that anything else is refused
/// without a database read).
fn looks_like_token(token: &str) -> bool {
    token.len() == 64 && token.bytes().all(|b| b.is_ascii_hexdigit())
}

impl Accounts<'_> {
    /// Makes a `purpose` link for player `user_id`, replacing their unused ones of that
    /// purpose, and queues `mail` (given the link's URL) to `email`, in `conn` (the
    /// caller's transaction, which commits both or neither).
    pub(crate) async fn queue_link(
        &self,
        conn: &mut crate::storage::Conn,
        purpose: Purpose,
        user_id: i64,
        email: &str,
        mail: impl FnOnce(&str) -> Mail,
    ) -> Result<(), AppError> {
        let token = random_token();
        let now = self.clock.now();
        self.drop_links(conn, user_id, purpose).await?;
        let link = NewLink {
            user_id,
            purpose: purpose.as_str(),
            token_hash: &token_hash(&token),
            email,
            now,
            expires_at: now + purpose.lifetime(),
        };
        storage::account_links::insert(conn, &link).await?;
        let url = self.url(&format!("{}/{token}", purpose.path()));
        self.put_in_outbox(conn, &mail(&url)).await
    }

    /// The unused, unexpired `purpose` link `token` names, or why it does not work: a
    /// malformed or unknown token, one used already, one expired.
    pub(crate) async fn open_link(
        &self,
        conn: &mut crate::storage::Conn,
        purpose: Purpose,
        token: &str,
    ) -> Result<LinkRow, AppError> {
        let unknown = || AppError::Invalid(Said::new("refused-link-unknown"));
        let token = token.trim();
        if !looks_like_token(token) {
            return Err(unknown());
        }
        let hash = token_hash(&token.to_ascii_lowercase());
        let link = match storage::account_links::by_hash(conn, purpose.as_str(), &hash).await {
            Err(StorageError::NotFound) => return Err(unknown()),
            other => other?,
        };
        if link.used_at.is_some() {
            return Err(AppError::Conflict(Said::new("refused-link-used")));
        }
        if link.expires_at <= self.clock.now() {
            return Err(AppError::Conflict(Said::new("refused-link-expired")));
        }
        Ok(link)
    }

    /// Forgets player `user_id`'s unused `purpose` links: what they were for is settled.
    pub(crate) async fn drop_links(
        &self,
        conn: &mut crate::storage::Conn,
        user_id: i64,
        purpose: Purpose,
    ) -> Result<(), AppError> {
        Ok(storage::account_links::drop_unused(conn, user_id, purpose.as_str()).await?)
    }

    /// Forgets links expired for a day (kept that long so that a late click is told
    /// "expired" rather than "not one we sent"); the background worker calls it.
    pub async fn forget_expired_links(&self) -> Result<u64, AppError> {
        let mut tx = self.begin().await?;
        let gone =
            storage::account_links::forget_expired(&mut tx, self.clock.now() - 24 * 3600).await?;
        tx.commit().await?;
        Ok(gone)
    }

    /// Uses the link `open_link` gave, once: refused if another request used it first or
    /// it expired since.
    pub(crate) async fn use_link(
        &self,
        conn: &mut crate::storage::Conn,
        link: &LinkRow,
    ) -> Result<(), AppError> {
        if storage::account_links::use_once(conn, link.id, self.clock.now()).await? {
            Ok(())
        } else {
            Err(AppError::Conflict(Said::new(
                "refused-link-used-or-expired",
            )))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_our_shape_is_a_token() {
        assert!(looks_like_token(&"a1".repeat(32)));
        assert!(!looks_like_token(&"a1".repeat(31)));
        assert!(!looks_like_token(&"g1".repeat(32)));
        assert!(!looks_like_token(""));
    }
}
