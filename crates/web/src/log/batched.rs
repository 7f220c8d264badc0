//! Standard error written in batches. A busy server logs a line per request, and a
//! write to standard error is a system call per line (it has no buffer): at ten
//! thousand requests a second that was a few per cent of the server's time. Here lines
//! of routine levels (info and below) are gathered and written together by a thread of
//! their own every `INTERVAL`; a warning or an error is written at once, after every
//! line gathered before it, so the log keeps its order and the lines that explain a
//! failure are on disk before it is. What is gathered is written when the server stops
//! (`Flush` on drop) and before a panic's message.
//!
//! A process killed outright (SIGKILL, a power cut) loses the routine lines of its last
//! `INTERVAL`. If standard error cannot take lines as fast as they come (a blocked
//! pipe), a writer that finds `CAP` bytes waiting writes them itself and waits like
//! any unbuffered writer.

use std::io::{self, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;
use tracing::{Level, Metadata};
use tracing_subscriber::fmt::MakeWriter;

/// How long a routine line may wait before it is written.
const INTERVAL: Duration = Duration::from_millis(100);

/// Bytes waiting beyond which the writer of a line writes them all itself.
const CAP: usize = 1 << 20;

/// Where log lines go: a batch waiting, and the output it is written to. The output's
/// lock is taken before the batch's is let go, so batches reach it in order.
pub struct Batched {
    shared: Arc<Shared>,
}

struct Shared {
    waiting: Mutex<Vec<u8>>,
    out: Mutex<Box<dyn Write + Send>>,
    /// Every line is written as it comes (no thread could be started to write them).
    at_once: AtomicBool,
}

impl Batched {
    /// Writes to standard error, with a thread writing the gathered lines every
    /// `INTERVAL` for as long as the process runs.
    pub fn to_stderr() -> Batched {
        let batched = Batched::to(Box::new(io::stderr()));
        let shared = Arc::downgrade(&batched.shared);
        let started = std::thread::Builder::new()
            .name("log-writer".into())
            .spawn(move || {
                while let Some(shared) = shared.upgrade() {
                    shared.write_waiting();
                    drop(shared);
                    std::thread::sleep(INTERVAL);
                }
            });
        if started.is_err() {
            // No thread to write them: every line is written at once, as unbatched.
            batched.shared.at_once.store(true, Ordering::Relaxed);
        }
        batched
    }

    /// Writes to `out`; nothing is written until the batch is (a warning, a flush).
    fn to(out: Box<dyn Write + Send>) -> Batched {
        Batched {
            shared: Arc::new(Shared {
                waiting: Mutex::new(Vec::new()),
                out: Mutex::new(out),
                at_once: AtomicBool::new(false),
            }),
        }
    }

    /// Writes what is gathered now.
    #[cfg(test)]
    fn flush(&self) {
        self.shared.write_waiting();
    }

    /// The writer of a line of `level`: warnings and errors are written at once.
    pub fn line(&self, level: &Level) -> Line {
        Line {
            shared: self.shared.clone(),
            now: *level <= Level::WARN,
        }
    }

    /// A handle that writes what is gathered when dropped.
    pub fn flush_on_drop(&self) -> Flush {
        Flush {
            shared: self.shared.clone(),
        }
    }
}

/// Writes the gathered lines when dropped (the end of `serve`).
pub struct Flush {
    shared: Arc<Shared>,
}

impl Flush {
    /// Writes what is gathered now, unless the batch or the output is held: from a
    /// panic hook, which may run on a thread holding either (and would wait forever).
    pub fn write_if_free(&self) {
        let Ok(mut waiting) = self.shared.waiting.try_lock() else {
            return;
        };
        let Ok(mut out) = self.shared.out.try_lock() else {
            return;
        };
        put(&mut **out, &std::mem::take(&mut *waiting));
    }
}

impl Drop for Flush {
    fn drop(&mut self) {
        self.shared.write_waiting();
    }
}

impl Shared {
    fn waiting_lock(&self) -> MutexGuard<'_, Vec<u8>> {
        // A panic while holding the lock leaves whole lines in the batch (lines are
        // added with one `extend`); the batch stays usable.
        self.waiting.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Adds `line` to the batch, and writes the batch at once when `now` (a warning)
    /// or when it has grown past `CAP`.
    fn add(&self, line: &[u8], now: bool) {
        let mut waiting = self.waiting_lock();
        waiting.extend_from_slice(line);
        if now || waiting.len() >= CAP || self.at_once.load(Ordering::Relaxed) {
            self.write(waiting);
        }
    }

    fn write_waiting(&self) {
        let waiting = self.waiting_lock();
        if !waiting.is_empty() {
            self.write(waiting);
        }
    }

    /// Writes the batch held by `waiting`, letting the batch go (for others to add to)
    /// only once the output is held, and writing outside the batch's lock.
    fn write(&self, mut waiting: MutexGuard<'_, Vec<u8>>) {
        let batch = std::mem::take(&mut *waiting);
        let mut out = self.out.lock().unwrap_or_else(|e| e.into_inner());
        drop(waiting);
        put(&mut **out, &batch);
    }
}

/// Writes `batch` to `out`: a log line that cannot be written has nowhere else to go.
fn put(out: &mut dyn Write, batch: &[u8]) {
    let _ = out.write_all(batch);
    let _ = out.flush();
}

/// The writer of one log line.
pub struct Line {
    shared: Arc<Shared>,
    now: bool,
}

impl Write for Line {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.shared.add(buf, self.now);
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

impl<'a> MakeWriter<'a> for Batched {
    type Writer = Line;

    fn make_writer(&'a self) -> Line {
        self.line(&Level::INFO)
    }

    fn make_writer_for(&'a self, meta: &Metadata<'_>) -> Line {
        self.line(meta.level())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An output whose bytes the test can read.
    #[derive(Clone, Default)]
    struct Seen(Arc<Mutex<Vec<u8>>>);

    impl Write for Seen {
        fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(buf);
            Ok(buf.len())
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    impl Seen {
        fn text(&self) -> String {
            String::from_utf8(self.0.lock().unwrap().clone()).unwrap()
        }
    }

    #[test]
    fn routine_lines_wait_for_a_flush_and_warnings_take_them_along_in_order() {
        let seen = Seen::default();
        let log = Batched::to(Box::new(seen.clone()));
        log.line(&Level::INFO).write_all(b"one\n").unwrap();
        log.line(&Level::DEBUG).write_all(b"two\n").unwrap();
        assert_eq!(seen.text(), "", "routine lines wait");
        log.line(&Level::WARN).write_all(b"three\n").unwrap();
        assert_eq!(seen.text(), "one\ntwo\nthree\n");
        log.line(&Level::INFO).write_all(b"four\n").unwrap();
        log.flush();
        assert_eq!(seen.text(), "one\ntwo\nthree\nfour\n");
        log.line(&Level::INFO).write_all(b"five\n").unwrap();
        log.flush_on_drop().write_if_free();
        assert_eq!(seen.text(), "one\ntwo\nthree\nfour\nfive\n");
        log.line(&Level::INFO).write_all(b"six\n").unwrap();
        drop(log.flush_on_drop());
        assert_eq!(seen.text(), "one\ntwo\nthree\nfour\nfive\nsix\n");
    }

    #[test]
    fn a_batch_past_the_cap_is_written_by_the_writer_of_the_line() {
        let seen = Seen::default();
        let log = Batched::to(Box::new(seen.clone()));
        let line = vec![b'x'; 1000];
        let mut lines = 0;
        while seen.text().is_empty() {
            log.line(&Level::INFO).write_all(&line).unwrap();
            lines += 1;
            assert!(lines <= CAP / 1000 + 1, "never written");
        }
        assert_eq!(seen.text().len(), lines * 1000);
    }

    #[test]
    fn lines_from_many_threads_arrive_whole() {
        let seen = Seen::default();
        let log = Arc::new(Batched::to(Box::new(seen.clone())));
        let threads: Vec<_> = (0..4)
            .map(|t| {
                let log = log.clone();
                std::thread::spawn(move || {
                    for i in 0..500 {
                        let line = format!("thread {t} line {i} {}\n", "y".repeat(i % 50));
                        log.line(&Level::INFO).write_all(line.as_bytes()).unwrap();
                    }
                })
            })
            .collect();
        for t in threads {
            t.join().unwrap();
        }
        log.flush();
        let text = seen.text();
        assert_eq!(text.lines().count(), 2000);
        for line in text.lines() {
            let i: usize = line.split(' ').nth(3).unwrap().parse().unwrap();
            assert_eq!(line.len(), format!("thread 0 line {i} ").len() + i % 50);
        }
    }
}
