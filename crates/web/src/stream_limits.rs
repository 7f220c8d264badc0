//! How many live-update streams may be open, so that they never crowd out pages. A
//! stream holds its connection for as long as the page is open, and the server serves
//! `--max-connections` at once: streams together may hold at most three quarters of
//! them (the rest stay for ordinary requests whatever the streams do), one client
//! address at most `--live-streams-per-address`, and one session at most
//! `--live-streams-per-session`. A refused stream is answered at once (429, with the
//! connection closed, so that it holds no slot); the page then looks for changes by
//! itself every minute (`static/live.js`).

use crate::app::support::limits::group;
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};

/// The bounds on open streams.
#[derive(Clone, Copy, Debug)]
pub struct StreamBounds {
    pub total: u32,
    pub per_address: u32,
    pub per_session: u32,
}

impl StreamBounds {
    /// Streams may hold three quarters of `max_connections`.
    pub fn new(max_connections: u64, per_address: u32, per_session: u32) -> StreamBounds {
        let total = u32::try_from(max_connections.saturating_mul(3) / 4).unwrap_or(u32::MAX);
        StreamBounds {
            total: total.max(1),
            per_address,
            per_session,
        }
    }
}

/// Why a stream was refused: the sentence the client is answered with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refused(pub String);

/// The streams open on this server.
pub struct StreamLimits {
    bounds: StreamBounds,
    open: Mutex<Open>,
}

#[derive(Default)]
struct Open {
    total: u32,
    by_address: HashMap<IpAddr, u32>,
    /// By the session's token (the cookie value), for streams of a logged-in player.
    by_session: HashMap<String, u32>,
}

impl StreamLimits {
    pub fn new(bounds: StreamBounds) -> StreamLimits {
        StreamLimits {
            bounds,
            open: Mutex::new(Open::default()),
        }
    }

    fn open(&self) -> std::sync::MutexGuard<'_, Open> {
        // A panic under the lock leaves counts that are still whole.
        self.open.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// A permit for one more stream of `addr` (and `session`), held while it is open.
    pub fn take(
        self: &Arc<Self>,
        addr: IpAddr,
        session: Option<&str>,
    ) -> Result<StreamPermit, Refused> {
        let addr = group(addr);
        let b = self.bounds;
        let mut open = self.open();
        let by_addr = open.by_address.get(&addr).copied().unwrap_or(0);
        let by_session = session
            .and_then(|s| open.by_session.get(s).copied())
            .unwrap_or(0);
        let why = if by_session >= b.per_session {
            Some(format!(
                "this session has {} live-update streams open, the most it may",
                b.per_session
            ))
        } else if by_addr >= b.per_address {
            Some(format!(
                "your address has {} live-update streams open, the most it may",
                b.per_address
            ))
        } else if open.total >= b.total {
            Some("the server has as many live-update streams open as it serves".to_string())
        } else {
            None
        };
        if let Some(why) = why {
            return Err(Refused(format!(
                "{why}: this page looks for changes every minute instead (or reload it)"
            )));
        }
        open.total += 1;
        *open.by_address.entry(addr).or_insert(0) += 1;
        if let Some(s) = session {
            *open.by_session.entry(s.to_string()).or_insert(0) += 1;
        }
        Ok(StreamPermit {
            limits: self.clone(),
            addr,
            session: session.map(str::to_string),
        })
    }

    fn release(&self, addr: IpAddr, session: Option<&str>) {
        let mut open = self.open();
        open.total = open.total.saturating_sub(1);
        if let Some(n) = open.by_address.get_mut(&addr) {
            *n -= 1;
            if *n == 0 {
                open.by_address.remove(&addr);
            }
        }
        if let Some(s) = session
            && let Some(n) = open.by_session.get_mut(s)
        {
            *n -= 1;
            if *n == 0 {
                open.by_session.remove(s);
            }
        }
    }
}

/// One open stream's place; given back when the stream ends.
pub struct StreamPermit {
    limits: Arc<StreamLimits>,
    addr: IpAddr,
    session: Option<String>,
}

impl Drop for StreamPermit {
    fn drop(&mut self) {
        self.limits.release(self.addr, self.session.as_deref());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(s: &str) -> IpAddr {
        s.parse().expect("an address")
    }

    #[test]
    fn addresses_sessions_and_the_whole_are_bounded() {
        let l = Arc::new(StreamLimits::new(StreamBounds {
            total: 4,
            per_address: 2,
            per_session: 1,
        }));
        let a = l.take(ip("192.0.2.1"), None).expect("first");
        let _b = l.take(ip("192.0.2.1"), Some("s")).expect("second");
        assert!(l.take(ip("192.0.2.1"), None).is_err());
        assert!(l.take(ip("192.0.2.2"), Some("s")).is_err());
        let _c = l.take(ip("192.0.2.2"), None).expect("another address");
        let _d = l.take(ip("192.0.2.3"), None).expect("a fourth");
        assert!(l.take(ip("192.0.2.4"), None).is_err(), "the whole is full");
        drop(a);
        assert!(l.take(ip("192.0.2.1"), None).is_ok());
    }
}
