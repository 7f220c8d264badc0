//! The CPU the editor's perft previews may take. A preview counts perft on a blocking
//! thread; what bounds it is here: each count is stopped when its turns allowance or its
//! time runs out (`PreviewRules`), when its request ends (the client left, or the
//! request timed out: the request's future is dropped, and with it a guard that calls
//! the count off), or when the server stops. One client address counts one preview at a
//! time, and its previews together may use `cpu_ms_per_hour` of CPU an hour (measured
//! on the counting thread, charged when each count ends); past either, the definition
//! is still checked and shown, without perft.

use crate::app::support::limits::group;
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// How far one preview may count, and what one client's previews may use an hour.
#[derive(Clone, Copy, Debug)]
pub struct PreviewRules {
    /// Depth `d` is started only while depth `d - 1` has at most this many positions.
    pub positions: u64,
    /// Turns one preview may generate or count in all (`perft::Budget`).
    pub turns: u64,
    /// The longest one preview may count (wall time, so at most this much CPU).
    pub time: Duration,
    /// CPU milliseconds one client address's previews may use per hour.
    pub cpu_ms_per_hour: u64,
}

/// Why a preview was not counted at all.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotNow {
    /// Another preview of this client is being counted.
    Busy,
    /// This client's hourly CPU allowance (`cpu_seconds`) is spent: perft is counted
    /// for it again in `wait` seconds.
    Spent { cpu_seconds: u64, wait: i64 },
    /// The server is stopping.
    Stopping,
}

/// The previews being counted, and each client's CPU used.
pub(crate) struct Previews {
    pub(crate) rules: PreviewRules,
    state: Mutex<State>,
}

#[derive(Default)]
struct State {
    /// Each counting client's flag, which stops its count when set.
    running: HashMap<IpAddr, Arc<AtomicBool>>,
    /// Per client, when its allowance is whole again (ms; a generic cell rate: each CPU
    /// millisecond used moves it `3600 s / cpu_ms_per_hour` forward).
    due: HashMap<IpAddr, i64>,
    stopping: bool,
}

const HOUR_MS: i64 = 3_600_000;

impl Previews {
    pub(crate) fn new(rules: PreviewRules) -> Previews {
        Previews {
            rules,
            state: Mutex::new(State::default()),
        }
    }

    fn state(&self) -> std::sync::MutexGuard<'_, State> {
        // A panic under the lock leaves maps that are still whole.
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// A slot for one preview of `from` at `now_ms`, or why not now.
    pub(crate) fn begin(self: &Arc<Self>, from: IpAddr, now_ms: i64) -> Result<Slot, NotNow> {
        let client = group(from);
        let mut state = self.state();
        if state.stopping {
            return Err(NotNow::Stopping);
        }
        if state.running.contains_key(&client) {
            return Err(NotNow::Busy);
        }
        let due = state.due.get(&client).copied().unwrap_or(now_ms);
        if due - now_ms > HOUR_MS {
            let secs = (due - now_ms - HOUR_MS + 999) / 1000;
            return Err(NotNow::Spent {
                cpu_seconds: self.rules.cpu_ms_per_hour / 1000,
                wait: secs,
            });
        }
        state.due.retain(|_, d| *d > now_ms);
        let stop = Arc::new(AtomicBool::new(false));
        state.running.insert(client, stop.clone());
        Ok(Slot {
            previews: self.clone(),
            client,
            stop,
            cpu_ms: 0,
            now_ms,
        })
    }

    /// Calls off every count and refuses new ones: the server is stopping.
    pub(crate) fn stop_all(&self) {
        let mut state = self.state();
        state.stopping = true;
        for stop in state.running.values() {
            stop.store(true, Ordering::Relaxed);
        }
    }

    fn finish(&self, client: IpAddr, cpu_ms: u64, now_ms: i64) {
        let step = HOUR_MS as f64 / self.rules.cpu_ms_per_hour.max(1) as f64;
        let cost = (cpu_ms as f64 * step).ceil() as i64;
        let mut state = self.state();
        state.running.remove(&client);
        let due = state.due.entry(client).or_insert(now_ms);
        *due = (*due).max(now_ms) + cost;
    }
}

/// One client's preview being counted: frees the client's slot and charges its CPU when
/// dropped (on the counting thread, once the count has ended).
pub(crate) struct Slot {
    previews: Arc<Previews>,
    client: IpAddr,
    stop: Arc<AtomicBool>,
    cpu_ms: u64,
    now_ms: i64,
}

impl Slot {
    /// The flag that stops this count.
    pub(crate) fn stop(&self) -> Arc<AtomicBool> {
        self.stop.clone()
    }

    /// Records the CPU the count used.
    pub(crate) fn used(&mut self, cpu: Duration) {
        self.cpu_ms = u64::try_from(cpu.as_millis()).unwrap_or(u64::MAX);
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        self.previews.finish(self.client, self.cpu_ms, self.now_ms);
    }
}

/// Sets a count's stop flag when dropped: held by the request, so that a request that
/// ends (answered, timed out, or left by its client) calls its count off.
pub(crate) struct CallOff(pub(crate) Arc<AtomicBool>);

impl Drop for CallOff {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

/// The CPU time this thread has used.
pub(crate) fn thread_cpu() -> Duration {
    let t = rustix::time::clock_gettime(rustix::time::ClockId::ThreadCPUTime);
    Duration::new(
        u64::try_from(t.tv_sec).unwrap_or(0),
        u32::try_from(t.tv_nsec).unwrap_or(0),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn previews(cpu_ms_per_hour: u64) -> Arc<Previews> {
        Arc::new(Previews::new(PreviewRules {
            positions: 100,
            turns: 100,
            time: Duration::from_secs(1),
            cpu_ms_per_hour,
        }))
    }

    fn ip(s: &str) -> IpAddr {
        s.parse().expect("an address")
    }

    #[test]
    fn one_preview_at_a_time_per_address() {
        let p = previews(60_000);
        let slot = p.begin(ip("192.0.2.1"), 0).expect("a slot");
        assert_eq!(p.begin(ip("192.0.2.1"), 0).err(), Some(NotNow::Busy));
        assert!(p.begin(ip("192.0.2.2"), 0).is_ok());
        drop(slot);
        assert!(p.begin(ip("192.0.2.1"), 0).is_ok());
    }

    #[test]
    fn an_hours_cpu_is_spent_then_comes_back() {
        let p = previews(2_000);
        let mut slot = p.begin(ip("192.0.2.1"), 0).expect("a slot");
        slot.used(Duration::from_millis(2_500));
        drop(slot);
        // 2.5 s of a 2 s hour: refused until the extra half second's share has passed.
        match p.begin(ip("192.0.2.1"), 1_000) {
            Err(NotNow::Spent { cpu_seconds, .. }) => assert_eq!(cpu_seconds, 2),
            other => panic!("expected a refusal, got {:?}", other.err()),
        }
        assert!(p.begin(ip("192.0.2.1"), 900_000).is_ok());
    }

    #[test]
    fn stopping_calls_off_every_count() {
        let p = previews(60_000);
        let slot = p.begin(ip("192.0.2.1"), 0).expect("a slot");
        p.stop_all();
        assert!(slot.stop().load(Ordering::Relaxed));
        assert_eq!(p.begin(ip("192.0.2.2"), 0).err(), Some(NotNow::Stopping));
    }
}
