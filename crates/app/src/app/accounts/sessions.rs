//! Browser sessions: starting one at login, finding the player behind a cookie, and the
//! account page's list of a player's sessions with "log out" for each.
//!
//! The cookie holds a random token; the database holds only its SHA-256, so a copy of
//! the database logs nobody in. A session is named on the account page by its row id,
//! which is not a secret: ending one checks that it belongs to the player asking.

use super::Accounts;
use crate::app::{App, AppError, Client, User, token_hash};
use crate::storage;
use crate::storage::sessions::{NewSession, SessionUser};
use hmac::{Hmac, Mac};
use sha2::Sha256;

/// A session ends after this long without a visit (its cookie says the same).
pub const SESSION_SECONDS: i64 = 30 * 24 * 3600;
/// A visit moves the expiry (and the last-seen time) at most once in this many seconds.
const SESSION_REFRESH: i64 = 3600;

/// Signs the session tokens this server issues: 192 random bits and 64 bits of
/// HMAC-SHA256 of them under the server's key, 64 hex digits in all. A cookie value we
/// did not issue is told without a database read, so that the anti-forgery token is
/// never tied to a made-up session (`web::csrf`).
#[derive(Clone)]
pub struct SessionKey(Hmac<Sha256>);

impl SessionKey {
    pub fn new(key: &[u8]) -> SessionKey {
        // HMAC takes keys of any length, so this cannot fail.
        SessionKey(Hmac::new_from_slice(key).expect("HMAC accepts any key length"))
    }

    /// A new session token.
    pub(crate) fn issue(&self) -> String {
        use rand::Rng;
        let bytes: [u8; 24] = rand::thread_rng().r#gen();
        let random = crate::hex::lower(&bytes);
        let signature = self.sign(&random);
        random + &signature
    }

    /// Whether `token` is one this server issued.
    pub fn issued(&self, token: &str) -> bool {
        token.len() == 64 && token.is_char_boundary(48) && {
            let (random, signature) = token.split_at(48);
            let expected = self.sign(random);
            expected
                .bytes()
                .zip(signature.bytes())
                .fold(0u8, |acc, (x, y)| acc | (x ^ y))
                == 0
        }
    }

    fn sign(&self, random: &str) -> String {
        let mut mac = self.0.clone();
        mac.update(b"session\n");
        mac.update(random.as_bytes());
        crate::hex::lower(&mac.finalize().into_bytes()[..8])
    }
}

impl Default for SessionKey {
    fn default() -> Self {
        SessionKey::new(&[])
    }
}

/// One of a player's sessions, as the account page lists it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SessionInfo {
    /// The public handle the "log out" form sends.
    pub id: i64,
    pub started_at: i64,
    /// The last visit, to within `SESSION_REFRESH`.
    pub last_seen: i64,
    /// "Firefox on Linux", from the browser's User-Agent at login.
    pub agent: String,
    /// The session of the browser asking.
    pub current: bool,
}

impl Accounts<'_> {
    pub(crate) async fn start_session(
        &self,
        conn: &mut crate::storage::Conn,
        user_id: i64,
        client: &Client,
    ) -> Result<String, AppError> {
        let token = self.session_key.issue();
        let now = self.clock.now();
        let session = NewSession {
            token_hash: &token_hash(&token),
            user_id,
            now,
            expires_at: now + SESSION_SECONDS,
            agent: &client.agent,
        };
        storage::sessions::insert(conn, &session).await?;
        Ok(token)
    }

    pub async fn logout(&self, token: &str) -> Result<(), AppError> {
        let hash = token_hash(token);
        let mut tx = self.begin().await?;
        storage::sessions::delete(&mut tx, &hash).await?;
        Ok(tx.commit().await?)
    }

    /// The player a session cookie belongs to, if it is valid. Using a session keeps it
    /// alive: it expires after `SESSION_SECONDS` without a visit, so a correspondence
    /// player who looks in every few weeks stays logged in. The expiry moves at most once
    /// per `SESSION_REFRESH`: other visits only read, so page views do not queue for
    /// SQLite's write lock behind moves.
    pub async fn user_for_session(&self, token: &str) -> Result<Option<User>, AppError> {
        let hash = token_hash(token);
        let now = self.clock.now();
        let Some(row) = self.session_user(&hash, now).await? else {
            return Ok(None);
        };
        self.keep_session_alive(&hash, row.expires_at, now).await?;
        Ok(Some(User {
            id: row.id,
            username: row.username,
            email: row.email,
            locale: crate::app::Locale::stored(row.language, row.time_zone.as_deref()),
        }))
    }

    /// The player of the session whose token hashes to `hash`, if it is in force (every
    /// request of a logged-in player asks).
    async fn session_user(&self, hash: &str, now: i64) -> Result<Option<SessionUser>, AppError> {
        Ok(self.reads.session_user(hash, now).await?)
    }

    /// `user`'s unexpired sessions, the asking browser's first (marked `current`), then
    /// the most recently seen; `current` is that browser's token.
    pub async fn sessions(&self, user: &User, current: &str) -> Result<Vec<SessionInfo>, AppError> {
        let current = token_hash(current);
        let mut conn = self.conn().await?;
        let rows = storage::sessions::for_user(&mut conn, user.id, self.clock.now()).await?;
        let mut sessions: Vec<SessionInfo> = rows
            .into_iter()
            .map(|r| SessionInfo {
                id: r.id,
                started_at: r.created_at,
                last_seen: r.last_seen,
                agent: r.agent,
                current: r.token_hash == current,
            })
            .collect();
        // This browser first; the rest stay most recently seen first.
        sessions.sort_by_key(|s| !s.current);
        Ok(sessions)
    }

    /// Ends one of `user`'s sessions by its public id. Another player's id is answered as
    /// an unknown one, so ids cannot be probed.
    pub async fn end_session(&self, user: &User, id: i64) -> Result<(), AppError> {
        let mut tx = self.begin().await?;
        let ended = storage::sessions::delete_own(&mut tx, user.id, id).await?;
        tx.commit().await?;
        if ended {
            Ok(())
        } else {
            Err(AppError::NotFound(crate::app::missing::thing(
                crate::app::missing::Thing::Session,
            )))
        }
    }

    /// Ends every session of `user` but the one of `keep` (this browser's token); returns
    /// how many ended.
    pub async fn end_other_sessions(&self, user: &User, keep: &str) -> Result<u64, AppError> {
        let keep = token_hash(keep);
        let mut tx = self.begin().await?;
        let ended = storage::sessions::delete_others(&mut tx, user.id, &keep).await?;
        tx.commit().await?;
        Ok(ended)
    }

    /// Forgets sessions that have expired; the background worker calls it.
    pub async fn delete_expired_sessions(&self) -> Result<u64, AppError> {
        let mut tx = self.begin().await?;
        let ended = storage::sessions::delete_expired(&mut tx, self.clock.now()).await?;
        tx.commit().await?;
        Ok(ended)
    }
}

impl App {
    /// Moves the expiry of the session whose token hashes to `hash` (ending at
    /// `expires_at`) after a visit at `now`, at most once per `SESSION_REFRESH`.
    pub(crate) async fn keep_session_alive(
        &self,
        hash: &str,
        expires_at: i64,
        now: i64,
    ) -> Result<(), AppError> {
        let until = now + SESSION_SECONDS;
        if expires_at < until - SESSION_REFRESH {
            let mut tx = self.begin().await?;
            storage::sessions::extend(&mut tx, hash, now, until).await?;
            tx.commit().await?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn issued_tokens_are_told_from_made_up_ones() {
        let key = SessionKey::new(b"server key");
        let token = key.issue();
        assert_eq!(token.len(), 64);
        assert!(key.issued(&token));
        assert!(!SessionKey::new(b"another key").issued(&token));
        assert!(!key.issued(&"ab".repeat(32)));
        assert!(!key.issued("short"));
    }

    #[test]
    fn the_stored_hash_is_sha256_hex() {
        assert_eq!(
            token_hash("abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }
}
