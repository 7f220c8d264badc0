//! Requests per API token, limited by a token bucket held in memory: a tool may send
//! `burst` requests at once, then `per_minute` a minute; and per player, whose tokens
//! together may make twice what one token may, so that holding many tokens buys no
//! more. Each server counts its own (a tool spread over several servers gets each one's
//! allowance), which is enough to keep one runaway script from crowding out the players.

use std::collections::HashMap;
use std::sync::Mutex;

/// Buckets kept at most before full ones are forgotten (a full bucket is what a token
/// not seen before gets, so forgetting it changes nothing).
const KEPT: usize = 4096;

struct Bucket {
    /// Requests available, fractional between refills.
    tokens: f64,
    /// When `tokens` was counted, in milliseconds.
    at_ms: i64,
}

/// The allowances of tokens and of the players who hold them.
pub struct ApiAllowances {
    tokens: TokenBuckets,
    players: TokenBuckets,
}

impl ApiAllowances {
    pub fn new(per_minute: u32, burst: u32) -> ApiAllowances {
        ApiAllowances {
            tokens: TokenBuckets::new(per_minute, burst),
            players: TokenBuckets::new(per_minute.saturating_mul(2), burst.saturating_mul(2)),
        }
    }

    /// Takes one request from `player`'s allowance and their token `token`'s at
    /// `now_ms`; or, when either has none left, the whole seconds until it has.
    pub fn take(&self, token: i64, player: i64, now_ms: i64) -> Result<(), u64> {
        self.players.take(player, now_ms)?;
        self.tokens.take(token, now_ms)
    }
}

pub struct TokenBuckets {
    per_ms: f64,
    burst: f64,
    buckets: Mutex<HashMap<i64, Bucket>>,
}

impl TokenBuckets {
    pub fn new(per_minute: u32, burst: u32) -> TokenBuckets {
        TokenBuckets {
            per_ms: f64::from(per_minute.max(1)) / 60_000.0,
            burst: f64::from(burst.max(1)),
            buckets: Mutex::new(HashMap::new()),
        }
    }

    /// Takes one request from token `id`'s allowance at `now_ms`; or, when there is none
    /// left, the whole seconds until there is.
    pub fn take(&self, id: i64, now_ms: i64) -> Result<(), u64> {
        // A panic while holding the lock leaves a map that is still whole.
        let mut buckets = self
            .buckets
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        if buckets.len() >= KEPT && !buckets.contains_key(&id) {
            let (per_ms, burst) = (self.per_ms, self.burst);
            buckets.retain(|_, b| b.tokens + (now_ms - b.at_ms) as f64 * per_ms < burst);
        }
        let bucket = buckets.entry(id).or_insert(Bucket {
            tokens: self.burst,
            at_ms: now_ms,
        });
        // A clock that went back refills nothing.
        let elapsed = (now_ms - bucket.at_ms).max(0) as f64;
        bucket.tokens = (bucket.tokens + elapsed * self.per_ms).min(self.burst);
        bucket.at_ms = now_ms.max(bucket.at_ms);
        if bucket.tokens >= 1.0 {
            bucket.tokens -= 1.0;
            Ok(())
        } else {
            let wait_ms = (1.0 - bucket.tokens) / self.per_ms;
            Err((wait_ms / 1000.0).ceil().max(1.0) as u64)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_burst_then_the_rate() {
        let b = TokenBuckets::new(60, 3);
        for _ in 0..3 {
            assert_eq!(b.take(1, 0), Ok(()));
        }
        assert_eq!(b.take(1, 0), Err(1));
        // Another token has its own allowance.
        assert_eq!(b.take(2, 0), Ok(()));
        // One a second comes back.
        assert_eq!(b.take(1, 999), Err(1));
        assert_eq!(b.take(1, 1000), Ok(()));
        assert_eq!(b.take(1, 1000), Err(1));
        // Never more than the burst, however long the pause.
        for _ in 0..3 {
            assert_eq!(b.take(1, 1_000_000), Ok(()));
        }
        assert!(b.take(1, 1_000_000).is_err());
    }

    #[test]
    fn a_players_tokens_share_an_allowance() {
        let a = ApiAllowances::new(60, 3);
        // Three tokens of one player: six requests at once in all, not nine.
        let taken = (0..9).filter(|i| a.take(i % 3, 7, 0).is_ok()).count();
        assert_eq!(taken, 6);
        assert!(a.take(10, 8, 0).is_ok(), "another player has their own");
    }

    #[test]
    fn the_wait_is_whole_seconds() {
        let b = TokenBuckets::new(6, 1);
        assert_eq!(b.take(1, 0), Ok(()));
        assert_eq!(b.take(1, 0), Err(10));
        assert_eq!(b.take(1, 5_000), Err(5));
    }

    #[test]
    fn full_buckets_are_forgotten_when_many() {
        let b = TokenBuckets::new(60, 2);
        for id in 0..KEPT as i64 {
            b.take(id, 0).unwrap();
        }
        // Token 0 has spent one request; by 10 s every bucket is full again.
        b.take(-1, 10_000).unwrap();
        assert_eq!(b.buckets.lock().unwrap().len(), 1);
    }
}
