//! Personal API tokens: a player makes one on the account page for a tool of theirs (a
//! phone app, a bot, a dashboard), with a name and a scope, and revokes it there.
//!
//! The secret is `pp_` and 64 hex digits (256 random bits), shown once when it is made;
//! the database keeps only its SHA-256, as for sessions, so a copy of the database lets
//! no tool in. A token is not a session: the web layer reads it only from the API's
//! `Authorization` header, and the API never reads a session cookie.

use super::Accounts;
use crate::app::token_hash;
use crate::app::{AppError, User, random_token};
use crate::storage::{self, StorageError, api_tokens::NewToken};
use pigeonpost_i18n::Said;

/// The prefix of every secret, so that one found in a log or a paste is recognisable.
const PREFIX: &str = "pp_";
/// Tokens one player may hold.
pub const MAX_TOKENS: i64 = 20;
/// The longest token name, in characters.
pub const MAX_NAME: usize = 60;
/// A use is recorded at most once in this many seconds, so that reads cost no write.
const TOUCH_EVERY: i64 = 300;

/// What a token allows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TokenScope {
    /// Reading the player's games, invitations and the variants.
    Read,
    /// Reading, and acting as the player: moves, offers, invitations.
    Play,
}

impl TokenScope {
    pub fn as_str(self) -> &'static str {
        match self {
            TokenScope::Read => "read",
            TokenScope::Play => "play",
        }
    }

    pub fn parse(text: &str) -> Result<TokenScope, AppError> {
        match text.trim() {
            "read" => Ok(TokenScope::Read),
            "play" => Ok(TokenScope::Play),
            _ => Err(AppError::Invalid(Said::new("refused-token-scope"))),
        }
    }
}

/// One of a player's tokens, as the account page lists it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TokenInfo {
    /// The public handle the "revoke" form sends.
    pub id: i64,
    pub name: String,
    pub scope: TokenScope,
    pub created_at: i64,
    /// The last use, to within `TOUCH_EVERY`.
    pub last_used_at: Option<i64>,
}

/// A token just made: its row and the secret, which is never shown again.
#[derive(Debug, Clone)]
pub struct NewApiToken {
    pub info: TokenInfo,
    pub secret: String,
}

/// Who a valid token speaks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ApiCaller {
    pub user: User,
    pub scope: TokenScope,
    pub token_id: i64,
}

/// Whether `text` has the shape of a secret (so that anything else is refused without a
/// database read).
pub fn looks_like_token(text: &str) -> bool {
    text.strip_prefix(PREFIX)
        .is_some_and(|hex| hex.len() == 64 && hex.bytes().all(|b| b.is_ascii_hexdigit()))
}

fn checked_name(name: &str) -> Result<String, AppError> {
    let name = name.trim();
    if name.is_empty() || name.chars().count() > MAX_NAME || name.chars().any(char::is_control) {
        return Err(AppError::Invalid(Said::with(
            "refused-token-name",
            [("most", MAX_NAME.into())],
        )));
    }
    Ok(name.to_string())
}

fn scope_of(stored: &str) -> TokenScope {
    // The column's CHECK allows only these two; anything else is taken as the lesser.
    if stored == "play" {
        TokenScope::Play
    } else {
        TokenScope::Read
    }
}

impl Accounts<'_> {
    /// Makes a token for `user`; the secret is in the answer and nowhere else. Counted
    /// under the account's lock, so two at once cannot both take the last place.
    pub async fn create_api_token(
        &self,
        user: &User,
        name: &str,
        scope: TokenScope,
    ) -> Result<NewApiToken, AppError> {
        let name = checked_name(name)?;
        let secret = format!("{PREFIX}{}", random_token());
        let hash = token_hash(&secret);
        let now = self.clock.now();
        let mut tx = self.begin().await?;
        storage::logins::lock_account(&mut tx, user.id).await?;
        let held = storage::api_tokens::count_for_user(&mut tx, user.id).await?;
        if held >= MAX_TOKENS {
            return Err(AppError::Conflict(Said::with(
                "refused-most-tokens",
                [("held", held.into())],
            )));
        }
        let token = NewToken {
            user_id: user.id,
            name: &name,
            scope: scope.as_str(),
            token_hash: &hash,
            now,
        };
        let id = storage::api_tokens::insert(&mut tx, &token).await?;
        tx.commit().await?;
        Ok(NewApiToken {
            info: TokenInfo {
                id,
                name,
                scope,
                created_at: now,
                last_used_at: None,
            },
            secret,
        })
    }

    /// `user`'s tokens, the newest first.
    pub async fn api_tokens(&self, user: &User) -> Result<Vec<TokenInfo>, AppError> {
        let mut conn = self.conn().await?;
        let rows = storage::api_tokens::for_user(&mut conn, user.id).await?;
        Ok(rows
            .into_iter()
            .map(|r| TokenInfo {
                id: r.id,
                name: r.name,
                scope: scope_of(&r.scope),
                created_at: r.created_at,
                last_used_at: r.last_used_at,
            })
            .collect())
    }

    /// Revokes one of `user`'s tokens by its public id; another player's id is answered
    /// as an unknown one.
    pub async fn revoke_api_token(&self, user: &User, id: i64) -> Result<(), AppError> {
        let mut tx = self.begin().await?;
        let gone = storage::api_tokens::delete_own(&mut tx, user.id, id).await?;
        tx.commit().await?;
        if gone {
            Ok(())
        } else {
            Err(AppError::NotFound(crate::app::missing::thing(
                crate::app::missing::Thing::ApiToken,
            )))
        }
    }

    /// Who the token `secret` speaks for, if it is one of ours and not revoked. A use
    /// is recorded at most once per `TOUCH_EVERY`.
    pub async fn api_caller(&self, secret: &str) -> Result<Option<ApiCaller>, AppError> {
        if !looks_like_token(secret) {
            return Ok(None);
        }
        let hash = token_hash(secret);
        let row = {
            let mut conn = self.conn().await?;
            match storage::api_tokens::user(&mut conn, &hash).await {
                Ok(row) => row,
                Err(StorageError::NotFound) => return Ok(None),
                Err(e) => return Err(e.into()),
            }
        };
        let now = self.clock.now();
        if row.last_used_at.is_none_or(|t| now - t >= TOUCH_EVERY) {
            let mut tx = self.begin().await?;
            storage::api_tokens::touch(&mut tx, row.token_id, now).await?;
            tx.commit().await?;
        }
        Ok(Some(ApiCaller {
            scope: scope_of(&row.scope),
            token_id: row.token_id,
            user: User {
                id: row.id,
                username: row.username,
                email: row.email,
                locale: crate::app::Locale::stored(row.language, row.time_zone.as_deref()),
            },
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_our_shape_is_a_token() {
        let good = format!("pp_{}", "a1".repeat(32));
        assert!(looks_like_token(&good));
        assert!(!looks_like_token(&good[3..]));
        assert!(!looks_like_token(&format!("{good}0")));
        assert!(!looks_like_token(&format!("pp_{}", "g1".repeat(32))));
        assert!(!looks_like_token(""));
    }

    #[test]
    fn names_are_plain_and_short() {
        assert_eq!(checked_name("  my bot ").unwrap(), "my bot");
        assert!(checked_name("").is_err());
        assert!(checked_name("a\nb").is_err());
        assert!(checked_name(&"x".repeat(MAX_NAME + 1)).is_err());
        assert!(checked_name(&"é".repeat(MAX_NAME)).is_ok());
    }
}
