//! The notion of "now", injected rather than read from the system, so that later features
//! (correspondence time controls) and tests can control time.

use std::time::{SystemTime, UNIX_EPOCH};

/// A source of the current time.
pub trait Clock: Send + Sync + 'static {
    /// Milliseconds since the Unix epoch.
    fn now_ms(&self) -> i64;

    /// Whole seconds since the Unix epoch.
    fn now(&self) -> i64 {
        self.now_ms().div_euclid(1000)
    }
}

/// The real wall clock.
#[derive(Debug, Default, Clone, Copy)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now_ms(&self) -> i64 {
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map(|d| d.as_millis() as i64)
            .unwrap_or(0)
    }
}

/// A clock that only moves when told to, for tests and simulations.
#[derive(Debug, Default)]
pub struct ManualClock {
    ms: std::sync::atomic::AtomicI64,
}

impl ManualClock {
    /// A clock standing at `ms` milliseconds since the epoch.
    pub fn at_ms(ms: i64) -> ManualClock {
        ManualClock {
            ms: std::sync::atomic::AtomicI64::new(ms),
        }
    }

    pub fn set_ms(&self, ms: i64) {
        self.ms.store(ms, std::sync::atomic::Ordering::SeqCst);
    }

    /// Moves the clock forward by `secs` seconds.
    pub fn advance(&self, secs: i64) {
        self.advance_ms(secs * 1000);
    }

    /// Moves the clock forward by `ms` milliseconds.
    pub fn advance_ms(&self, ms: i64) {
        self.ms.fetch_add(ms, std::sync::atomic::Ordering::SeqCst);
    }
}

impl Clock for ManualClock {
    fn now_ms(&self) -> i64 {
        self.ms.load(std::sync::atomic::Ordering::SeqCst)
    }
}
