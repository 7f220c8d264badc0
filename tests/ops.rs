//! Operating the server: the real binary, started, killed and stopped as an operator's
//! machine would, on a real SQLite file. Nothing acknowledged may be lost (`crash`);
//! backups, restores and clean shutdowns leave complete files (`backup`).

/// The databases this binary makes with `test_db` are PostgreSQL ones (the SQLite
/// ones are each `Site`'s own file).
fn on_postgres() -> bool {
    true
}

#[allow(dead_code)]
#[path = "http/smtp_sink.rs"]
mod smtp_sink;
#[allow(dead_code)]
#[path = "http/test_db.rs"]
mod test_db;

#[path = "ops/players.rs"]
mod players;
#[path = "ops/server.rs"]
mod server;

#[path = "ops/backup.rs"]
mod backup;
#[path = "ops/crash.rs"]
mod crash;
#[path = "ops/db_outage.rs"]
mod db_outage;
#[path = "ops/live.rs"]
mod live;
#[path = "ops/log.rs"]
mod log;
#[path = "ops/multi_server.rs"]
mod multi_server;
#[path = "ops/outbox_lease.rs"]
mod outbox_lease;
#[path = "ops/previews.rs"]
mod previews;
