//! One-click unsubscribe (RFC 8058). Every optional mail to a player carries
//! `List-Unsubscribe: <BASE/unsubscribe/TOKEN>`; one POST to it turns that kind of mail
//! off for that player, with no login, cookie or anti-forgery token (a mail client posts
//! it from its own servers). A GET only shows a page with the button: mail scanners
//! follow links, and must not unsubscribe anyone.
//!
//! TOKEN is `USER-KIND-MAC`: the player's id, one letter for the kind of mail, and
//! HMAC-SHA256 over both under the server key (migration 0006), under a prefix of its
//! own so that no other token of the server's is one of these, truncated to 128 bits.
//! Unguessable without the key, and nothing to store.

use super::Accounts;
use crate::app::accounts::read_mail_preferences;

use crate::app::rules::mail_preferences::turned_off;
use crate::app::{App, AppError};
use crate::notify::MailKind;
use crate::storage::{self, StorageError};
use hmac::{Hmac, Mac};
use pigeonpost_i18n::Said;
use sha2::Sha256;

/// Separates these MACs from every other use of the server key.
const DOMAIN: &[u8] = b"pigeonpost unsubscribe v1\0";
const MAC_BYTES: usize = 16;

/// What an unsubscribe address stands for: turn mail of `kind` off for `user`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Unsubscribe {
    pub user: i64,
    pub kind: MailKind,
}

/// The key unsubscribe addresses are signed with.
#[derive(Clone, Default)]
pub struct UnsubscribeKey {
    key: Vec<u8>,
}

impl std::fmt::Debug for UnsubscribeKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("UnsubscribeKey(<redacted>)")
    }
}

fn letter(kind: MailKind) -> Option<char> {
    match kind {
        MailKind::Move => Some('m'),
        MailKind::Digest => Some('d'),
        MailKind::Reminder => Some('r'),
        MailKind::Invitation => Some('i'),
        MailKind::Required => None,
    }
}

fn kind_of(letter: &str) -> Option<MailKind> {
    [
        MailKind::Move,
        MailKind::Digest,
        MailKind::Reminder,
        MailKind::Invitation,
    ]
    .into_iter()
    .find(|k| self::letter(*k).is_some_and(|l| letter.len() == 1 && letter.starts_with(l)))
}

impl UnsubscribeKey {
    pub fn new(key: &[u8]) -> UnsubscribeKey {
        UnsubscribeKey { key: key.to_vec() }
    }

    /// The token for `u`; None for mail that cannot be turned off, or without a key.
    pub fn token(&self, u: Unsubscribe) -> Option<String> {
        let letter = letter(u.kind)?;
        let mac = self.mac(u.user, letter)?.finalize().into_bytes();
        let hex = crate::hex::lower(&mac[..MAC_BYTES]);
        Some(format!("{}-{letter}-{hex}", u.user))
    }

    fn mac(&self, user: i64, letter: char) -> Option<Hmac<Sha256>> {
        if self.key.is_empty() {
            return None;
        }
        let mut mac = Hmac::<Sha256>::new_from_slice(&self.key).ok()?;
        mac.update(DOMAIN);
        mac.update(format!("{user}-{letter}").as_bytes());
        Some(mac)
    }

    /// What `token` stands for, if it is one of ours with a good MAC.
    pub fn check(&self, token: &str) -> Option<Unsubscribe> {
        let mut parts = token.split('-');
        let text = parts.next()?;
        let user: i64 = text.parse().ok()?;
        // Only the form `token` writes: no sign, no leading zeros.
        if user < 0 || user.to_string() != text {
            return None;
        }
        let kind = kind_of(parts.next()?)?;
        let hex = parts.next()?;
        if parts.next().is_some()
            || hex.len() != 2 * MAC_BYTES
            || !hex.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
        {
            return None;
        }
        let mac = (0..hex.len())
            .step_by(2)
            .map(|i| u8::from_str_radix(hex.get(i..i + 2)?, 16).ok())
            .collect::<Option<Vec<u8>>>()?;
        let letter = letter(kind)?;
        self.mac(user, letter)?.verify_truncated_left(&mac).ok()?;
        Some(Unsubscribe { user, kind })
    }
}

/// What the unsubscribe page says: whose mail, of which kind, and whether it is off.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnsubscribeView {
    pub username: String,
    /// The kind of mail: its words are the message `kind_message` names.
    pub kind: MailKind,
    /// The language the player's account reads (the mail came in it); None: the browser's.
    pub language: Option<String>,
    /// That mail is off already.
    pub off: bool,
}

impl Accounts<'_> {
    /// What `token` would turn off, for the page a GET shows; changes nothing.
    pub async fn unsubscribe_view(&self, token: &str) -> Result<UnsubscribeView, AppError> {
        let u = self.unsubscribe_token(token)?;
        let mut conn = self.conn().await?;
        let user = player(&mut conn, u.user).await?;
        let prefs = read_mail_preferences(&mut conn, u.user).await?;
        Ok(UnsubscribeView {
            username: user.username,
            kind: u.kind,
            language: user.language,
            off: !crate::app::rules::mail_preferences::sends(&prefs, u.kind),
        })
    }

    /// Turns off the mail `token` names (the one-click POST). Doing it twice is no error.
    pub async fn unsubscribe(&self, token: &str) -> Result<UnsubscribeView, AppError> {
        let u = self.unsubscribe_token(token)?;
        let mut tx = self.begin().await?;
        let user = player(&mut tx, u.user).await?;
        let prefs = read_mail_preferences(&mut tx, u.user).await?;
        if crate::app::rules::mail_preferences::sends(&prefs, u.kind) {
            let off = turned_off(prefs, u.kind)
                .ok_or_else(|| AppError::Internal("required mail in a token".into()))?;
            self.store_mail_preferences(&mut tx, u.user, off).await?;
            tx.commit().await?;
            tracing::info!(user = u.user, kind = ?u.kind, "unsubscribed");
        }
        Ok(UnsubscribeView {
            username: user.username,
            kind: u.kind,
            language: user.language,
            off: true,
        })
    }

    fn unsubscribe_token(&self, token: &str) -> Result<Unsubscribe, AppError> {
        self.unsubscribe_key
            .check(token)
            .ok_or_else(|| AppError::Invalid(Said::new("refused-unsubscribe-link")))
    }
}

impl App {
    /// The one-click unsubscribe URL for mail of `kind` to player `user`.
    pub(crate) fn unsubscribe_url(&self, user: i64, kind: MailKind) -> Option<String> {
        let token = self.unsubscribe_key.token(Unsubscribe { user, kind })?;
        Some(self.url(&format!("/unsubscribe/{token}")))
    }
}

/// The player a good token names; one deleted since is refused like a bad link.
async fn player(conn: &mut storage::Conn, id: i64) -> Result<storage::users::UserRow, AppError> {
    match storage::users::by_id(conn, id).await {
        Ok(user) if user.email.contains('@') => Ok(user),
        Ok(_) | Err(StorageError::NotFound) => Err(AppError::NotFound(crate::app::missing::thing(
            crate::app::missing::Thing::LinkPlayer,
        ))),
        Err(e) => Err(e.into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key() -> UnsubscribeKey {
        UnsubscribeKey::new(b"0123456789abcdef0123456789abcdef")
    }

    #[test]
    fn a_token_checks_back_and_a_changed_one_does_not() {
        let u = Unsubscribe {
            user: 42,
            kind: MailKind::Reminder,
        };
        let t = key().token(u).expect("optional mail");
        assert!(t.starts_with("42-r-") && t.len() == 5 + 32, "{t}");
        assert_eq!(key().check(&t), Some(u));
        let other_user = t.replacen("42-", "43-", 1);
        assert_eq!(key().check(&other_user), None);
        let other_kind = t.replacen("-r-", "-m-", 1);
        assert_eq!(key().check(&other_kind), None);
        assert_eq!(UnsubscribeKey::new(b"another").check(&t), None);
        let zero_led = format!("0{t}");
        let upper = t.to_ascii_uppercase();
        for bad in [
            "", "42", "42-r", "42-r-", "42-x-00", "-r-00", "42-r-zz", "42-rr-00", &zero_led, &upper,
        ] {
            assert_eq!(key().check(bad), None, "{bad}");
        }
        let required = Unsubscribe {
            user: 42,
            kind: MailKind::Required,
        };
        assert_eq!(key().token(required), None);
        assert_eq!(UnsubscribeKey::default().token(u), None);
    }
}
