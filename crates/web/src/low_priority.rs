//! Work that can wait, on a thread of its own at low CPU priority.
//!
//! Drawing a mail's board picture takes milliseconds of CPU, and the outbox draws one for
//! every move mail it sends. On a busy server (the two cores of a small machine
//! saturated by moves and page reads), that drawing took the CPU the moves needed: with
//! every move mailed, a third fewer moves were answered. Mail can wait a few seconds;
//! the player who is moving cannot. So the pictures are drawn here, on one thread whose
//! scheduling priority is lowered (`nice`, on Linux and the BSDs): it gets the CPU that
//! requests leave idle, which on a quiet server is all of it, and under a burst it
//! catches up as soon as the burst passes. One thread, because the outbox sends one mail
//! at a time, and so that a backlog of mail never takes more than one core.

use std::sync::OnceLock;
use std::sync::mpsc::{Sender, channel};
use tokio::sync::oneshot;

/// The niceness of the thread: low enough that runnable request threads nearly always
/// win the CPU (a nice-0 thread weighs about ten times a nice-10 one), yet not starved
/// outright when a request thread idles.
const NICENESS: i32 = 19;

type Job = Box<dyn FnOnce() + Send>;

/// The job gave no result: it panicked, or the thread could not be started.
#[derive(Debug, thiserror::Error)]
#[error("the low-priority thread is gone")]
pub struct Gone;

/// Runs `job` on the low-priority thread and waits for its result without blocking the
/// async runtime.
pub async fn run<T, F>(job: F) -> Result<T, Gone>
where
    T: Send + 'static,
    F: FnOnce() -> T + Send + 'static,
{
    let (tx, rx) = oneshot::channel();
    let boxed: Job = Box::new(move || {
        let _ = tx.send(job());
    });
    queue().send(boxed).map_err(|_| Gone)?;
    rx.await.map_err(|_| Gone)
}

/// The queue of the one thread, started on first use.
fn queue() -> &'static Sender<Job> {
    static QUEUE: OnceLock<Sender<Job>> = OnceLock::new();
    QUEUE.get_or_init(|| {
        let (tx, rx) = channel::<Job>();
        let started = std::thread::Builder::new()
            .name("low-priority".into())
            .spawn(move || {
                lower_own_priority();
                while let Ok(job) = rx.recv() {
                    // A job that panics loses its own result (its caller hears `Gone`),
                    // never the thread the next jobs need.
                    let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(job));
                }
            });
        if let Err(e) = started {
            // Without the thread, jobs fail (`Gone`): mail goes without pictures.
            tracing::error!(error = %e, "the low-priority thread did not start");
        }
        tx
    })
}

/// Lowers the calling thread's scheduling priority. On Linux `setpriority` on a thread
/// id affects that thread alone; a system that refuses leaves it as it was.
fn lower_own_priority() {
    let me = rustix::thread::gettid();
    if let Err(e) = rustix::process::setpriority_process(Some(me), NICENESS) {
        tracing::warn!(error = %e, "the low-priority thread keeps its priority");
    }
}

#[cfg(test)]
mod tests {
    use super::{Gone, NICENESS, run};

    /// The niceness of the low-priority thread as the system reports it.
    async fn niceness() -> Result<i32, Gone> {
        run(|| rustix::process::getpriority_process(Some(rustix::thread::gettid())))
            .await?
            .map_err(|_| Gone)
    }

    #[tokio::test]
    async fn jobs_run_in_order_on_one_thread_of_lowered_priority() {
        let names: Vec<_> = names_of_three_jobs().await;
        assert!(names.iter().all(|n| n.as_deref() == Some("low-priority")));
        // At least: a server started niced already keeps its own, lower, priority.
        assert!(niceness().await.expect("the thread answers") >= NICENESS);
        let panicked = run(|| panic!("a job that fails")).await;
        assert!(panicked.is_err());
        let sum = run(|| (1..=10).sum::<i32>()).await.expect("a result");
        assert_eq!(sum, 55);
    }

    async fn names_of_three_jobs() -> Vec<Option<String>> {
        let mut names = Vec::new();
        for _ in 0..3 {
            names.push(
                run(|| std::thread::current().name().map(str::to_string))
                    .await
                    .expect("a result"),
            );
        }
        names
    }
}
