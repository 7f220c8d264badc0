//! The signed Reply-To addresses of mails that ask a player to move:
//! `move+GAME-USER-PLY-MAC@REPLY_DOMAIN`. The MAC is HMAC-SHA256 over the three numbers
//! under the server's key (migration 0006, shared with the anti-forgery tokens, but
//! under a prefix of its own so a token of one kind is never one of the other),
//! truncated to 128 bits. The address names the ply the mail was about, so it expires
//! by itself: once that ply is past, a reply to it is stale.
//!
//! Everything is lowercase letters, digits and `-`, a dot-atom local part that survives
//! mail systems that change the case of local parts.

use hmac::{Hmac, Mac};
use sha2::Sha256;

/// Separates these MACs from every other use of the server key.
const DOMAIN: &[u8] = b"pigeonpost reply-to address v1\0";
/// 128 bits of MAC.
const MAC_BYTES: usize = 16;
/// The local part's prefix, before the `+` that sub-addressing mail servers strip.
pub const PREFIX: &str = "move+";

/// What a reply address stands for: player `user` may answer game `game` at `ply`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ticket {
    pub game: i64,
    pub user: i64,
    pub ply: i64,
}

/// The key and the domain reply addresses are made with.
#[derive(Clone)]
pub struct ReplyKeys {
    key: Vec<u8>,
    /// None: this server takes no moves by mail, and its mails have no Reply-To.
    pub domain: Option<String>,
}

impl std::fmt::Debug for ReplyKeys {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ReplyKeys")
            .field("key", &"<redacted>")
            .field("domain", &self.domain)
            .finish()
    }
}

impl ReplyKeys {
    pub fn new(key: &[u8], domain: Option<&str>) -> ReplyKeys {
        ReplyKeys {
            key: key.to_vec(),
            domain: domain
                .map(|d| d.trim().trim_start_matches('@').to_ascii_lowercase())
                .filter(|d| !d.is_empty()),
        }
    }

    /// The Reply-To address for `ticket`, if replies are set up.
    pub fn address(&self, ticket: Ticket) -> Option<String> {
        let domain = self.domain.as_ref().filter(|_| !self.key.is_empty())?;
        Some(format!("{PREFIX}{}@{domain}", self.token(ticket)))
    }

    fn token(&self, t: Ticket) -> String {
        let mac = self.mac(t).finalize().into_bytes();
        format!(
            "{}-{}-{}-{}",
            t.game,
            t.user,
            t.ply,
            base32(&mac[..MAC_BYTES])
        )
    }

    fn mac(&self, t: Ticket) -> Hmac<Sha256> {
        // An empty key (no server key read) signs nothing: `address` and `check`
        // refuse it before this.
        let mut mac =
            Hmac::<Sha256>::new_from_slice(&self.key).expect("HMAC accepts any key length");
        mac.update(DOMAIN);
        mac.update(format!("{}-{}-{}", t.game, t.user, t.ply).as_bytes());
        mac
    }

    /// The ticket an address stands for, if it is one of ours with a good MAC (any
    /// domain: the MAC is what counts, and a forwarding may have rewritten it).
    pub fn check(&self, address: &str) -> Option<Ticket> {
        if self.key.is_empty() {
            return None;
        }
        let address = address.trim().to_ascii_lowercase();
        let local = address
            .rsplit_once('@')
            .map_or(address.as_str(), |(l, _)| l);
        let token = local.strip_prefix(PREFIX)?;
        let mut parts = token.split('-');
        let mut number = || -> Option<i64> {
            let p = parts.next()?;
            (!p.is_empty() && p.len() <= 18 && p.bytes().all(|b| b.is_ascii_digit()))
                .then(|| p.parse().ok())?
        };
        let ticket = Ticket {
            game: number()?,
            user: number()?,
            ply: number()?,
        };
        let mac = unbase32(parts.next()?)?;
        if parts.next().is_some() || mac.len() != MAC_BYTES {
            return None;
        }
        self.mac(ticket).verify_truncated_left(&mac).ok()?;
        Some(ticket)
    }
}

const ALPHABET: &[u8; 32] = b"abcdefghijklmnopqrstuvwxyz234567";

/// RFC 4648 base32 in lowercase, without padding.
fn base32(bytes: &[u8]) -> String {
    let mut out = String::new();
    let (mut buffer, mut bits) = (0u32, 0u32);
    for &b in bytes {
        buffer = (buffer << 8) | u32::from(b);
        bits += 8;
        while bits >= 5 {
            bits -= 5;
            out.push(ALPHABET[((buffer >> bits) & 31) as usize] as char);
        }
    }
    if bits > 0 {
        out.push(ALPHABET[((buffer << (5 - bits)) & 31) as usize] as char);
    }
    out
}

/// The inverse of `base32`; None for a character outside its alphabet.
fn unbase32(text: &str) -> Option<Vec<u8>> {
    let mut out = Vec::new();
    let (mut buffer, mut bits) = (0u32, 0u32);
    for c in text.bytes() {
        let v = ALPHABET.iter().position(|&a| a == c)? as u32;
        buffer = ((buffer << 5) | v) & 0xffff;
        bits += 5;
        if bits >= 8 {
            bits -= 8;
            out.push((buffer >> bits) as u8);
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keys() -> ReplyKeys {
        ReplyKeys::new(
            b"0123456789abcdef0123456789abcdef",
            Some("Reply.Example.org"),
        )
    }

    #[test]
    fn an_address_checks_back_to_its_ticket_in_any_case() {
        let t = Ticket {
            game: 12,
            user: 3,
            ply: 40,
        };
        let a = keys().address(t).expect("replies set up");
        assert!(
            a.starts_with("move+12-3-40-") && a.ends_with("@reply.example.org"),
            "{a}"
        );
        let local = a.split('@').next().expect("local part");
        assert!(local.len() <= 64, "{local}");
        assert_eq!(keys().check(&a), Some(t));
        assert_eq!(keys().check(&a.to_ascii_uppercase()), Some(t));
    }

    #[test]
    fn changed_or_foreign_tokens_are_refused() {
        let t = Ticket {
            game: 12,
            user: 3,
            ply: 40,
        };
        let a = keys().address(t).expect("replies set up");
        let other_ply = a.replacen("-40-", "-41-", 1);
        assert_eq!(keys().check(&other_ply), None);
        let other_key = ReplyKeys::new(b"another key", Some("reply.example.org"));
        assert_eq!(other_key.check(&a), None);
        for bad in [
            "",
            "move+",
            "move+1-2-3",
            "move+1-2-3-!!",
            "move+-1-2-3-aa",
            "x@y",
        ] {
            assert_eq!(keys().check(bad), None, "{bad}");
        }
        assert_eq!(ReplyKeys::new(b"k", None).address(t), None);
    }

    #[test]
    fn base32_round_trips() {
        for n in 0..20u8 {
            let bytes: Vec<u8> = (0..n).map(|i| i.wrapping_mul(37)).collect();
            assert_eq!(unbase32(&base32(&bytes)), Some(bytes));
        }
    }
}
