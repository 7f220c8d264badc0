//! Running a fuzz target: a seeded loop on a worker thread for a set time, watched by
//! the test thread so that a panic or a hang is reported together with its input.
//!
//! The watcher cannot stop a hung worker (Rust threads cannot be killed), so it fails
//! the test instead; the process ends when the test binary does.

use crate::support::Rng;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

/// Seconds each target runs: `PIGEONPOST_FUZZ_SECS`, else short in debug builds (so
/// `cargo test --workspace` stays fast) and a minute in release (which CI runs).
fn budget() -> Duration {
    let default = if cfg!(debug_assertions) { 3 } else { 60 };
    let secs = std::env::var("PIGEONPOST_FUZZ_SECS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(default);
    Duration::from_secs(secs)
}

/// Longest one input may take before it counts as a hang, in the worker's own CPU
/// time (the machine may be busy with other work): generous, since a debug build of
/// the two-board variant is slow.
fn per_input_limit() -> Duration {
    Duration::from_secs(if cfg!(debug_assertions) { 20 } else { 2 })
}

/// CPU time a thread has used, from Linux's `/proc/self/task/TID/stat` (user and system
/// ticks, 100 a second); `None` elsewhere, where the watcher falls back to wall time.
fn cpu_time(tid: &str) -> Option<Duration> {
    let stat = std::fs::read_to_string(format!("/proc/self/task/{tid}/stat")).ok()?;
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    let ticks: u64 = fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
    Some(Duration::from_millis(ticks * 10))
}

/// The calling thread's id, as `/proc` names it.
fn own_tid() -> Option<String> {
    let link = std::fs::read_link("/proc/thread-self").ok()?;
    Some(link.file_name()?.to_string_lossy().into_owned())
}

/// How long the worker has been on the current input: CPU time where it can be read,
/// else wall time with ten times the allowance.
struct Stopwatch {
    tid: Option<String>,
    wall: Instant,
    cpu: Option<Duration>,
}

impl Stopwatch {
    fn restart(&mut self) {
        self.wall = Instant::now();
        self.cpu = self.tid.as_deref().and_then(cpu_time);
    }

    fn over(&self, limit: Duration) -> bool {
        let now = self.tid.as_deref().and_then(cpu_time);
        match (self.cpu, now) {
            (Some(start), Some(now)) => now.saturating_sub(start) > limit,
            _ => self.wall.elapsed() > limit * 10,
        }
    }
}

/// The run's seed: `PIGEONPOST_FUZZ_SEED` replays a run; otherwise the clock picks one.
/// This is the seed printed; each target derives its own stream from it (`stream`).
fn seed() -> u64 {
    std::env::var("PIGEONPOST_FUZZ_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| {
            SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .map_or(1, |d| d.as_nanos() as u64)
        })
}

/// Each target its own stream; never zero, which xorshift cannot leave.
fn stream(seed: u64, name: &str) -> u64 {
    let salt = name.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ b as u64).wrapping_mul(0x100_0000_01b3)
    });
    (seed ^ salt) | 1
}

/// What the worker shares with the watcher.
pub struct Tracker {
    input: Mutex<String>,
    done: AtomicU64,
    ready: AtomicBool,
    finished: AtomicBool,
    tid: Mutex<Option<String>>,
    trace: Option<String>,
}

impl Tracker {
    /// Records the input about to run, so a panic or a hang can name it.
    pub fn input(&self, text: &str) {
        // A stack overflow aborts the process before the watcher can name the input;
        // replaying the seed with `PIGEONPOST_FUZZ_TRACE=FILE` leaves it in FILE.
        if let Some(file) = &self.trace {
            let _ = std::fs::write(file, text);
        }
        let mut slot = self.input.lock().unwrap_or_else(|e| e.into_inner());
        slot.clear();
        slot.push_str(text);
    }

    fn current(&self) -> String {
        let text = self.input.lock().unwrap_or_else(|e| e.into_inner()).clone();
        // Long inputs are shown as Rust string literals, cut to what a terminal shows.
        let shown: String = format!("{text:?}").chars().take(4000).collect();
        format!("{shown} ({} chars)", text.chars().count())
    }
}

/// Runs `case` over and over for the time budget. `setup` builds the target's corpus on
/// the worker (positions need not be `Send`); each `case` draws one input from the
/// generator, records it with `Tracker::input` and runs it, panicking on a broken
/// property.
pub fn fuzz<S, Setup, Case>(name: &'static str, setup: Setup, mut case: Case)
where
    Setup: FnOnce(&mut Rng) -> S + Send + 'static,
    Case: FnMut(&mut S, &mut Rng, &Tracker) + Send + 'static,
{
    let seed = seed();
    let budget = budget();
    let limit = per_input_limit();
    println!("fuzz {name}: seed {seed}, {} s", budget.as_secs());
    let tracker = Arc::new(Tracker {
        input: Mutex::default(),
        done: AtomicU64::default(),
        ready: AtomicBool::default(),
        finished: AtomicBool::default(),
        tid: Mutex::default(),
        trace: std::env::var("PIGEONPOST_FUZZ_TRACE").ok(),
    });
    let shared = tracker.clone();
    let worker = thread::Builder::new()
        .name(format!("fuzz-{name}"))
        .spawn(move || {
            *shared.tid.lock().unwrap_or_else(|e| e.into_inner()) = own_tid();
            let mut rng = Rng(stream(seed, name));
            let mut state = setup(&mut rng);
            shared.ready.store(true, Ordering::SeqCst);
            let end = Instant::now() + budget;
            while Instant::now() < end {
                case(&mut state, &mut rng, &shared);
                shared.done.fetch_add(1, Ordering::SeqCst);
            }
            shared.finished.store(true, Ordering::SeqCst);
        })
        .expect("spawn the fuzz worker");
    let started = Instant::now();
    let mut last = 0;
    let mut watch = Stopwatch {
        tid: None,
        wall: Instant::now(),
        cpu: None,
    };
    while !tracker.finished.load(Ordering::SeqCst) && !worker.is_finished() {
        thread::sleep(Duration::from_millis(50));
        let done = tracker.done.load(Ordering::SeqCst);
        if done != last || !tracker.ready.load(Ordering::SeqCst) {
            last = done;
            watch.tid = tracker
                .tid
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .clone();
            watch.restart();
        } else if watch.over(limit) {
            panic!(
                "fuzz {name} (seed {seed}): one input ran over {} s (CPU time), input {}",
                limit.as_secs(),
                tracker.current()
            );
        }
    }
    if worker.join().is_err() {
        panic!(
            "fuzz {name} (seed {seed}): panicked on input {}",
            tracker.current()
        );
    }
    let done = tracker.done.load(Ordering::SeqCst);
    println!(
        "fuzz {name}: {done} inputs in {:.1} s (seed {seed})",
        started.elapsed().as_secs_f64()
    );
    assert!(done > 0, "fuzz {name}: no input ran");
}
