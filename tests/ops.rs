//! Operating the server: the real binary, started, killed and stopped as an operator's
//! machine would, on a real SQLite file. Nothing acknowledged may be lost (`crash`);
//! backups, restores and clean shutdowns leave complete files (`backup`).

#[path = "ops/players.rs"]
mod players;
#[path = "ops/server.rs"]
mod server;

#[path = "ops/backup.rs"]
mod backup;
#[path = "ops/crash.rs"]
mod crash;
#[path = "ops/log.rs"]
mod log;
