//! Wiring: opens the database, starts the outbox and webhook workers, builds the router and serves
//! it over hyper with a header-read timeout, a connection limit and graceful shutdown.

use crate::address_slots::AddressSlots;
use crate::app::App;
use crate::app::ops::integrity::GameCheck;
use crate::clock::{Clock, SystemClock};
use crate::config::{ConnectionConfig, ServeConfig};
use crate::notify::push_worker::{self, Pushes};
use crate::notify::webhook_addresses::{AddressPolicy, Purpose};
use crate::notify::webhooks::{self, Deliveries};
use crate::notify::worker::{self, Outbox};
use crate::notify::{self, NotifyError};
use crate::storage::{self, StorageError};
use crate::web::{self, AppState, csrf::CsrfGuard};
use axum::Extension;
use axum::extract::ConnectInfo;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::server::graceful::GracefulShutdown;
use hyper_util::service::TowerToHyperService;
use std::future::Future;
use std::sync::Arc;
use std::time::Duration;
use tokio::net::TcpListener;
use tokio::sync::{Notify, Semaphore};
use tower::Layer;

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
    #[error("verify: {0}")]
    Verify(String),
    #[error("recomputing the ratings failed: {0}")]
    Ratings(String),
    #[error("{0}")]
    Mailbox(String),
    #[error("web push: {0}")]
    Push(String),
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
    /// The webhook deliveries, drained by hand in tests.
    pub webhooks: Deliveries,
    /// The pushes to players' browsers, drained by hand in tests.
    pub pushes: Pushes,
    /// The database, for the checkpoint at a clean shutdown.
    pub db: storage::Database,
}

/// As `prepare`, also handing back the app and the outbox.
pub async fn prepare_with_app(
    config: &ServeConfig,
    clock: Arc<dyn Clock>,
) -> Result<Prepared, ServerError> {
    let database = |source| ServerError::Database {
        path: config.database.to_string(),
        source,
    };
    let db = storage::open(&config.database).await.map_err(database)?;
    let pool = db.pool.clone();
    let key = read_server_key(&pool).await.map_err(database)?;
    let mailer = notify::mailer_from_config(&config.mail)?;
    let wake = Arc::new(Notify::new());
    let backoff = worker::Backoff {
        first_ms: config.mail.mail_retry_ms,
        max_ms: config.mail.mail_retry_max_ms,
    };
    let hook_wake = Arc::new(Notify::new());
    let hook_settings = webhooks::Settings {
        policy: AddressPolicy {
            allow_private: config.webhooks.webhooks_allow_private,
            purpose: Purpose::Webhook,
        },
        backoff: worker::Backoff {
            first_ms: config.webhooks.webhook_retry_ms,
            max_ms: config.webhooks.webhook_retry_max_ms,
        },
        max_attempts: i64::from(config.webhooks.webhook_attempts),
    };
    let push_wake = Arc::new(Notify::new());
    let push_settings = push_worker::Settings {
        policy: AddressPolicy {
            allow_private: config.push.push_allow_private,
            purpose: Purpose::Push,
        },
        backoff: worker::Backoff {
            first_ms: config.push.push_retry_ms,
            max_ms: config.push.push_retry_max_ms,
        },
        max_attempts: i64::from(config.push.push_attempts),
    };
    let vapid = Arc::new(read_vapid_key(&pool, &config.mail.mail_from).await?);
    let app = Arc::new(
        App::new(
            db.clone(),
            clock.clone(),
            &config.base_url,
            wake.clone(),
            config.clocks,
            &config.limits,
        )
        .with_mail_replies(&key, config.mail.reply_domain.as_deref())
        .with_webhooks(hook_settings.policy, hook_wake.clone())
        .with_push(vapid.clone(), push_settings.policy, push_wake.clone())
        .with_unsubscribe(&key)
        .with_session_key(&key),
    );
    let outbox = Outbox::new(
        pool.clone(),
        app.write_gate(),
        mailer,
        clock.clone(),
        backoff,
        &config.base_url,
    )
    .with_board_pictures(Arc::new(web::mail_boards::MailBoards(app.clone())))
    .with_lease(Duration::from_secs(config.mail.mail_lease_secs));
    // Work queued by a command beside the server (a reply by mail) is sent now, not at
    // the workers' next look; the server's own writes wake them directly.
    db.hear_other_processes().await.map_err(database)?;
    tokio::spawn(wake_on_queued_work(
        app.news(),
        [wake.clone(), hook_wake.clone(), push_wake.clone()],
    ));
    if !config.mail.drain_by_hand {
        tokio::spawn(outbox.clone().run(wake));
    }
    let deliveries = Deliveries::new(pool.clone(), app.write_gate(), clock.clone(), hook_settings)?;
    if !config.webhooks.drain_by_hand {
        tokio::spawn(deliveries.clone().run(hook_wake));
    }
    let pushes = Pushes::new(
        pool.clone(),
        app.write_gate(),
        clock.clone(),
        vapid,
        push_settings,
    )?;
    if !config.push.drain_by_hand {
        tokio::spawn(pushes.clone().run(push_wake));
    }
    // Fairy-Stockfish's games are imported once a process, most of a second of work:
    // begun now, off the executor, so that the first page to read a game finds them.
    tokio::task::spawn_blocking(|| pigeonpost_engine::registry::fairy_stockfish().len());
    // Before anything reads a game: older rows get the rules they were played under.
    match app.freeze_builtin_rules().await {
        Ok(0) => {}
        Ok(n) => tracing::info!(
            games = n,
            "froze the rules of games kept before rules versions"
        ),
        Err(e) => tracing::error!(error = %e, "freezing the rules of older games"),
    }
    match app.ops().fill_positions().await {
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
        csrf: Arc::new(CsrfGuard::new(&key, &config.base_url)),
        // Reads the executable once per process, off the executor.
        build: tokio::task::spawn_blocking({
            let days = config.clocks.stalled_days;
            move || web::freshness::build_id(days)
        })
        .await
        .unwrap_or_else(|_| rand::random()),
        live_keepalive: Duration::from_secs(config.connections.live_keepalive_secs),
        api_limits: Arc::new(web::api::rate::ApiAllowances::new(
            config.limits.api_requests_per_minute,
            config.limits.api_burst,
        )),
        streams: Arc::new(web::stream_limits::StreamLimits::new(
            web::stream_limits::StreamBounds::new(
                config.connections.max_connections,
                config.connections.live_streams_per_address,
                config.connections.live_streams_per_session,
            ),
        )),
    };
    Ok(Prepared {
        router: web::router(state, config.static_dir.clone()),
        app,
        outbox,
        webhooks: deliveries,
        pushes,
        db,
    })
}

/// Runs `work` on an app for a command beside the server (no workers, no listener) on
/// the database at `url`, and closes the database after it.
async fn with_command_app<T, F, Fut>(url: &storage::DatabaseUrl, work: F) -> Result<T, ServerError>
where
    F: FnOnce(Arc<App>) -> Fut,
    Fut: std::future::Future<Output = T>,
{
    let db = storage::open(url)
        .await
        .map_err(|source| ServerError::Database {
            path: url.to_string(),
            source,
        })?;
    let pool = db.pool.clone();
    let writer = db.writer.clone();
    let done = work(Arc::new(App::for_command(db, ""))).await;
    writer.close().await;
    pool.close().await;
    Ok(done)
}

/// Replays every game stored in the database at `url` and compares (`pigeonpost verify`).
pub async fn verify(url: &storage::DatabaseUrl) -> Result<Vec<GameCheck>, ServerError> {
    with_command_app(url, |app| async move { app.ops().verify().await })
        .await?
        .map_err(|e| ServerError::Verify(e.to_string()))
}

/// Rebuilds every rating pool from the stored results (`pigeonpost ratings recompute`).
pub async fn recompute_ratings(
    url: &storage::DatabaseUrl,
) -> Result<crate::app::players::recompute::Recomputed, ServerError> {
    with_command_app(
        url,
        |app| async move { app.players().recompute_ratings().await },
    )
    .await?
    .map_err(|e| ServerError::Ratings(e.to_string()))
}

/// Plays and answers one reply by mail (`pigeonpost receive-mail`) on the database at
/// `url`. The answer is queued in the outbox, which the server's worker sends.
pub async fn receive_mail(
    url: &storage::DatabaseUrl,
    base_url: &str,
    reply_domain: &str,
    mail: &crate::notify::inbound::Inbound,
) -> Result<crate::app::mail::mail_replies::Receipt, ServerError> {
    let database = |source| ServerError::Database {
        path: url.to_string(),
        source,
    };
    let db = storage::open(url).await.map_err(database)?;
    let pool = db.pool.clone();
    let writer = db.writer.clone();
    let key = read_server_key(&pool).await.map_err(database)?;
    let app = Arc::new(
        App::for_command(db, base_url)
            .with_mail_replies(&key, Some(reply_domain))
            .with_unsubscribe(&key),
    );
    let receipt = app.mailing().receive_mail(mail).await;
    // Whatever the reply did, it queued an answer: the server's outbox sends it now.
    app.tell_servers_work_is_queued().await;
    writer.close().await;
    pool.close().await;
    receipt.map_err(|e| ServerError::Mailbox(e.to_string()))
}

/// Wakes the outbox, webhook and push workers whenever news says work was queued
/// elsewhere (or news was missed, which may have said so).
async fn wake_on_queued_work(
    mut news: tokio::sync::broadcast::Receiver<storage::broadcast::News>,
    workers: [Arc<Notify>; 3],
) {
    use tokio::sync::broadcast::error::RecvError;
    loop {
        match news.recv().await {
            Ok(storage::broadcast::News::Queued) | Err(RecvError::Lagged(_)) => {
                for worker in &workers {
                    worker.notify_one();
                }
            }
            Ok(_) => {}
            Err(RecvError::Closed) => return,
        }
    }
}

/// The key anti-forgery tokens and reply addresses are signed with, made once per
/// database by migration 0006.
pub(crate) async fn read_server_key(pool: &crate::storage::Pool) -> Result<Vec<u8>, StorageError> {
    let mut conn = pool.acquire().await?;
    storage::settings::server_key(&mut conn).await
}

/// The server's VAPID key, made by the first server started on the database and kept
/// there (`storage::settings::vapid_key`). Pushes name the operator by the mail sender's
/// address (RFC 8292's `sub`), as the push services ask.
async fn read_vapid_key(
    pool: &crate::storage::Pool,
    mail_from: &str,
) -> Result<crate::notify::push::Vapid, ServerError> {
    let stored = async {
        let mut conn = pool.acquire().await?;
        storage::settings::vapid_key(&mut conn, &crate::notify::push::Vapid::new_key()).await
    }
    .await
    .map_err(|e| ServerError::Push(e.to_string()))?;
    crate::notify::push::Vapid::from_stored(&stored, &contact(mail_from)).map_err(ServerError::Push)
}

/// The `mailto:` URL of the address in a From header ("Pigeonpost <pp@example.org>").
fn contact(mail_from: &str) -> String {
    let address = match (mail_from.rfind('<'), mail_from.rfind('>')) {
        (Some(open), Some(close)) if open < close => &mail_from[open + 1..close],
        _ => mail_from,
    };
    format!("mailto:{}", address.trim())
}

/// The clock worker: sweeps at start-up (so a server that was down applies every timeout
/// that fell due meanwhile) and then on every interval, forgetting expired sessions,
/// old login attempts and devices, and mail and webhook deliveries done long ago too.
async fn sweep_clocks(app: Arc<App>, every: Duration) {
    let mut tick = tokio::time::interval(every);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tick.tick().await;
        match app.play().sweep().await {
            Ok(r) if r.timeouts + r.reminders + r.digests + r.events > 0 => {
                tracing::info!(
                    timeouts = r.timeouts,
                    reminders = r.reminders,
                    digests = r.digests,
                    events = r.events,
                    "clock sweep"
                )
            }
            // A sweep that found nothing to do is worth a line only when debugging (or
            // when watching that servers sweep at all).
            Ok(_) => tracing::debug!("clock sweep"),
            Err(e) => tracing::error!(error = %e, "clock sweep"),
        }
        if let Err(e) = app.accounts().delete_expired_sessions().await {
            tracing::error!(error = %e, "session clean-up");
        }
        if let Err(e) = app.accounts().forget_old_login_records().await {
            tracing::error!(error = %e, "login-record clean-up");
        }
        if let Err(e) = app.forget_old_invitation_records().await {
            tracing::error!(error = %e, "invitation-record clean-up");
        }
        if let Err(e) = app.accounts().forget_expired_links().await {
            tracing::error!(error = %e, "mailed-link clean-up");
        }
        match app.mailing().forget_old_deliveries().await {
            Ok(f) if f != Default::default() => tracing::info!(
                mails = f.mails,
                deliveries = f.deliveries,
                pushes = f.pushes,
                "forgot sent mail, delivered events and pushes"
            ),
            Ok(_) => {}
            Err(e) => tracing::error!(error = %e, "sent-mail clean-up"),
        }
    }
}

/// `pigeonpost serve`: runs until Ctrl-C or SIGTERM.
pub async fn run(config: ServeConfig) -> Result<(), ServerError> {
    let mail = match &config.mail.smtp_host {
        Some(host) => format!("smtp {host}"),
        None => format!("eml files in {}", config.mail.mail_dir.display()),
    };
    tracing::info!(
        addr = %config.addr,
        database = %config.database,
        mail = %mail,
        version = env!("CARGO_PKG_VERSION"),
        "pigeonpost starting"
    );
    tracing::debug!(?config, "configuration");
    let prepared = prepare_with_app(&config, Arc::new(SystemClock)).await?;
    let listener = tokio::net::TcpListener::bind(config.addr)
        .await
        .map_err(|source| ServerError::Bind {
            addr: config.addr.to_string(),
            source,
        })?;
    tracing::info!("listening on http://{}", config.addr);
    // Live-update streams never finish by themselves: they are ended when shutdown
    // begins, so that it need not wait for them (browsers reconnect, to another server
    // or to this one restarted).
    let app = prepared.app.clone();
    let stop = async move {
        shutdown().await;
        app.close_streams();
        app.stop_engine_work();
    };
    let mut connections = config.connections;
    if config.limits.behind_proxy {
        // Every connection comes from the proxy: it bounds its clients itself.
        connections.connections_per_address = 0;
    }
    serve(listener, prepared.router, connections, stop).await;
    close_database(prepared.db).await;
    tracing::info!("pigeonpost stopped");
    Ok(())
}

/// After the last request: closes every connection and copies the WAL into the main
/// file, so that the `.db` file alone holds everything (an operator who copies it, or a
/// tool that opens it without the `-wal` beside it, sees every committed change).
async fn close_database(db: storage::Database) {
    match storage::maintenance::close_and_checkpoint(db).await {
        Ok(true) => tracing::info!("database checkpointed"),
        Ok(false) => tracing::warn!("checkpoint incomplete: another process is reading"),
        Err(e) => tracing::error!(error = %e, "checkpoint at shutdown"),
    }
}

/// How long shutdown waits for requests in progress before leaving them: a stop ends
/// within seconds (the engine work requests wait for is called off first).
const SHUTDOWN_GRACE: Duration = Duration::from_secs(3);

/// Serves `router` on `listener` until `shutdown` completes, then waits (at most
/// `SHUTDOWN_GRACE`) for requests in progress; idle keep-alive connections are closed at
/// once, and one whose request has begun is let finish, or end at the header timeout.
///
/// Each connection must send a request's headers within the header-read timeout, which
/// `axum::serve` does not set, so a client trickling bytes cannot hold a connection
/// forever. At most `max_connections` are served at once: a slot is taken before
/// `accept`, so clients beyond the limit wait in the kernel's listen queue (and are
/// served as slots free up) instead of being accepted and dropped. One address holds
/// at most `connections_per_address` of them (`address_slots`).
pub async fn serve<F>(
    listener: TcpListener,
    router: axum::Router,
    limits: ConnectionConfig,
    shutdown: F,
) where
    F: Future<Output = ()> + Send,
{
    let max = usize::try_from(limits.max_connections).unwrap_or(usize::MAX);
    let slots = Arc::new(Semaphore::new(max.clamp(1, Semaphore::MAX_PERMITS)));
    let by_address = AddressSlots::new(limits.connections_per_address);
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(Duration::from_secs(limits.header_read_timeout_secs));
    let graceful = GracefulShutdown::new();
    tokio::pin!(shutdown);
    loop {
        let permit = tokio::select! {
            () = &mut shutdown => break,
            permit = slots.clone().acquire_owned() => match permit {
                Ok(permit) => permit,
                Err(_) => break,
            },
        };
        let (stream, remote) = tokio::select! {
            () = &mut shutdown => break,
            accepted = listener.accept() => match accepted {
                Ok(pair) => pair,
                Err(e) => {
                    accept_failed(e).await;
                    continue;
                }
            },
        };
        let Some(place) = by_address.take(remote.ip()) else {
            // Closed unread: the slot goes straight back to the queue behind it.
            drop(stream);
            continue;
        };
        // Handlers may ask for the client's address (`ConnectInfo<SocketAddr>`), as under
        // `axum::serve(..).into_make_service_with_connect_info()`.
        let service =
            TowerToHyperService::new(Extension(ConnectInfo(remote)).layer(router.clone()));
        let connection = graceful.watch(http.serve_connection(TokioIo::new(stream), service));
        tokio::spawn(async move {
            if let Err(e) = connection.await {
                tracing::debug!(error = %e, %remote, "connection ended");
            }
            drop((permit, place));
        });
    }
    drop(listener);
    tokio::select! {
        () = graceful.shutdown() => {}
        () = tokio::time::sleep(SHUTDOWN_GRACE) => {
            tracing::warn!("shut down with requests still in progress");
        }
    }
}

/// A failed `accept`: a connection that died in the queue is skipped; anything else (out
/// of file descriptors) is logged and waited out, rather than spinning.
async fn accept_failed(e: std::io::Error) {
    use std::io::ErrorKind::{ConnectionAborted, ConnectionRefused, ConnectionReset};
    if matches!(
        e.kind(),
        ConnectionAborted | ConnectionRefused | ConnectionReset
    ) {
        return;
    }
    tracing::error!(error = %e, "accepting a connection");
    tokio::time::sleep(Duration::from_secs(1)).await;
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
    tracing::info!("shutting down: finishing the requests in progress");
}
