//! Making the players and games a run needs, through the real pages. Account names start
//! with a run prefix so that several runs against one server do not collide. Setup steps
//! run a few at a time: registration hashes a password, and creating many games at once
//! is a cost of its own that these runs do not measure.

use crate::LoadError;
use crate::browser::Browser;
use std::future::Future;
use std::sync::Arc;
use std::time::{SystemTime, UNIX_EPOCH};
use tokio::sync::Semaphore;
use tokio::task::JoinSet;

/// How many setup steps (registrations, game creations) run at once.
pub const SETUP_CONCURRENCY: usize = 4;

/// A prefix unlikely to have been used before on this server: "ld" and the current time
/// in base 36 (milliseconds), mixed with the process id.
pub fn run_prefix() -> String {
    let millis = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64);
    let mut n = millis ^ (u64::from(std::process::id()) << 40);
    let mut digits = Vec::new();
    while n > 0 && digits.len() < 9 {
        let d = (n % 36) as u8;
        digits.push(if d < 10 { b'0' + d } else { b'a' + d - 10 });
        n /= 36;
    }
    format!("ld{}", String::from_utf8_lossy(&digits))
}

/// Runs `step` on every item, `SETUP_CONCURRENCY` at a time, keeping the input order.
pub async fn bounded<T, R, F, Fut>(items: Vec<T>, step: F) -> Result<Vec<R>, LoadError>
where
    T: Send + 'static,
    R: Send + 'static,
    F: Fn(T) -> Fut,
    Fut: Future<Output = Result<R, LoadError>> + Send + 'static,
{
    let gate = Arc::new(Semaphore::new(SETUP_CONCURRENCY));
    let mut tasks = JoinSet::new();
    for (i, item) in items.into_iter().enumerate() {
        let fut = step(item);
        let gate = gate.clone();
        tasks.spawn(async move {
            let _permit = gate.acquire_owned().await;
            fut.await.map(|r| (i, r))
        });
    }
    let mut out = Vec::new();
    while let Some(joined) = tasks.join_next().await {
        let done = joined.map_err(|e| LoadError::Setup(format!("a setup task failed: {e}")))?;
        out.push(done?);
    }
    out.sort_by_key(|(i, _)| *i);
    Ok(out.into_iter().map(|(_, r)| r).collect())
}

/// Registers and logs in one browser per name.
pub async fn players(base: &str, names: Vec<String>) -> Result<Vec<Browser>, LoadError> {
    let base = base.to_string();
    bounded(names, move |name| {
        let base = base.clone();
        async move {
            let b = Browser::new(&base, &name)?;
            b.register().await?;
            b.login().await?;
            Ok(b)
        }
    })
    .await
}

/// A second browser (its own session) logged in as an existing player.
pub async fn session_of(base: &str, name: &str) -> Result<Browser, LoadError> {
    let b = Browser::new(base, name)?;
    b.login().await?;
    Ok(b)
}

/// Creates a game of `variant`, `white` inviting `black`, and accepts it as `black`.
pub async fn start_game(variant: &str, white: &Browser, black: &Browser) -> Result<i64, LoadError> {
    let id = white.create_game(variant, &black.name).await?;
    black.accept(id).await?;
    Ok(id)
}
