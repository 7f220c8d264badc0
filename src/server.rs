//! Wiring: opens the database, starts the outbox worker, builds the router and serves.

use crate::app::App;
use crate::app::integrity::GameCheck;
use crate::clock::{Clock, SystemClock};
use crate::config::{ClockConfig, LimitConfig, ServeConfig};
use crate::notify::worker::{self, Outbox};
use crate::notify::{self, NotifyError};
use crate::storage::{self, StorageError};
use crate::web::{self, AppState};
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Notify;

#[derive(Debug, thiserror::Error)]
pub enum ServerError {
    #[error("database {path}: {source}")]
    Database { path: String, source: StorageError },
    #[error(transparent)]
    Mail(#[from] NotifyError),
    #[error("cannot listen on {addr}: {source}")]
    Bind {
        addr: String,
        source: std::io::Error,
    },
    #[error("server: {0}")]
    Serve(#[source] std::io::Error),
    #[error("verify: {0}")]
    Verify(String),
}

/// Opens and migrates the database, spawns the outbox worker and the clock sweep, and
/// returns the router.
pub async fn prepare(
    config: &ServeConfig,
    clock: Arc<dyn Clock>,
) -> Result<axum::Router, ServerError> {
    Ok(prepare_with_app(config, clock).await?.router)
}

/// A prepared server: its router, and the app and outbox behind it (tests sweep clocks
/// and drain the outbox by hand).
pub struct Prepared {
    pub router: axum::Router,
    pub app: Arc<App>,
    pub outbox: Outbox,
}

/// As `prepare`, also handing back the app and the outbox.
pub async fn prepare_with_app(
    config: &ServeConfig,
    clock: Arc<dyn Clock>,
) -> Result<Prepared, ServerError> {
    let pool = storage::open(&config.database)
        .await
        .map_err(|source| ServerError::Database {
            path: config.database.display().to_string(),
            source,
        })?;
    let mailer = notify::mailer_from_config(&config.mail)?;
    let wake = Arc::new(Notify::new());
    let backoff = worker::Backoff {
        first_ms: config.mail.mail_retry_ms,
        max_ms: config.mail.mail_retry_max_ms,
    };
    let outbox = Outbox::new(pool.clone(), mailer, clock.clone(), backoff);
    if !config.mail.drain_by_hand {
        tokio::spawn(outbox.clone().run(wake.clone()));
    }
    let app = Arc::new(App::new(
        pool,
        clock,
        &config.base_url,
        wake,
        config.clocks,
        &config.limits,
    ));
    match app.fill_positions().await {
        Ok(0) => {}
        Ok(n) => tracing::info!(games = n, "stored the positions of games kept before them"),
        Err(e) => tracing::error!(error = %e, "filling stored positions"),
    }
    tokio::spawn(sweep_clocks(
        app.clone(),
        Duration::from_secs(config.clocks.clock_sweep_secs.max(1)),
    ));
    let state = AppState {
        app: app.clone(),
        secure_cookies: config.base_url.starts_with("https://"),
        behind_proxy: config.limits.behind_proxy,
    };
    Ok(Prepared {
        router: web::router(state, config.static_dir.clone()),
        app,
        outbox,
    })
}

/// Replays every game stored in the database at `path` and compares (`pigeonpost verify`).
pub async fn verify(path: &std::path::Path) -> Result<Vec<GameCheck>, ServerError> {
    let pool = storage::open(path)
        .await
        .map_err(|source| ServerError::Database {
            path: path.display().to_string(),
            source,
        })?;
    let app = App::new(
        pool.clone(),
        Arc::new(SystemClock),
        "",
        Arc::new(Notify::new()),
        ClockConfig::default(),
        &LimitConfig::default(),
    );
    let checks = app.verify().await;
    pool.close().await;
    checks.map_err(|e| ServerError::Verify(e.to_string()))
}

/// The clock worker: sweeps at start-up (so a server that was down applies every timeout
/// that fell due meanwhile) and then on every interval, forgetting expired sessions and
/// old login attempts and devices too.
async fn sweep_clocks(app: Arc<App>, every: Duration) {
    let mut tick = tokio::time::interval(every);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tick.tick().await;
        match app.sweep().await {
            Ok(r) if r.timeouts + r.reminders > 0 => {
                tracing::info!(
                    timeouts = r.timeouts,
                    reminders = r.reminders,
                    "clock sweep"
                )
            }
            Ok(_) => {}
            Err(e) => tracing::error!(error = %e, "clock sweep"),
        }
        if let Err(e) = app.delete_expired_sessions().await {
            tracing::error!(error = %e, "session clean-up");
        }
        if let Err(e) = app.forget_old_login_records().await {
            tracing::error!(error = %e, "login-record clean-up");
        }
    }
}

/// `pigeonpost serve`: runs until Ctrl-C or SIGTERM.
pub async fn run(config: ServeConfig) -> Result<(), ServerError> {
    tracing::info!(?config, "starting");
    if config.mail.smtp_host.is_none() {
        tracing::info!(dir = %config.mail.mail_dir.display(), "no SMTP host: writing mail as .eml files");
    }
    let router = prepare(&config, Arc::new(SystemClock)).await?;
    let listener = tokio::net::TcpListener::bind(config.addr)
        .await
        .map_err(|source| ServerError::Bind {
            addr: config.addr.to_string(),
            source,
        })?;
    tracing::info!("listening on http://{}", config.addr);
    axum::serve(listener, with_client_addr(router))
        .with_graceful_shutdown(shutdown())
        .await
        .map_err(ServerError::Serve)
}

/// The router as a service that records each connection's peer address, which the
/// per-address limits read (`web::extract::ClientAddr`).
pub fn with_client_addr(
    router: axum::Router,
) -> axum::extract::connect_info::IntoMakeServiceWithConnectInfo<axum::Router, SocketAddr> {
    router.into_make_service_with_connect_info::<SocketAddr>()
}

async fn shutdown() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! { _ = ctrl_c => {}, _ = term => {} }
}
