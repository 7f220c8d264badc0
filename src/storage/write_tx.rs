//! Writes, one at a time. SQLite has one writer: a second `BEGIN IMMEDIATE`
//! waits in SQLite's busy handler, which sleeps in steps of up to 100 ms, so under load
//! writers queued there lose most of their time asleep. Writers in this process (the
//! use-cases' transactions and the outbox worker's updates) queue on an async mutex
//! instead and start the moment the previous one commits; other processes on the same
//! file still meet SQLite's own lock.

use super::StorageError;
use sqlx::{Sqlite, SqlitePool, Transaction};
use std::ops::{Deref, DerefMut};
use std::sync::Arc;
use tokio::sync::{Mutex, OwnedMutexGuard};

/// The gate every write transaction of this process passes.
#[derive(Clone, Default)]
pub struct WriteGate(Arc<Mutex<()>>);

/// An open write transaction holding the gate until it commits or is dropped.
pub struct WriteTx {
    tx: Transaction<'static, Sqlite>,
    _turn: OwnedMutexGuard<()>,
}

impl WriteGate {
    /// Waits for the gate, then begins (`BEGIN IMMEDIATE`: the write lock at once, so a
    /// transaction that reads and then writes never has to upgrade a stale snapshot).
    pub async fn begin(&self, pool: &SqlitePool) -> Result<WriteTx, StorageError> {
        let turn = self.0.clone().lock_owned().await;
        let tx = pool.begin_with("BEGIN IMMEDIATE").await?;
        Ok(WriteTx { tx, _turn: turn })
    }

    /// Waits for the gate, for a write outside a transaction (one statement).
    pub async fn turn(&self) -> OwnedMutexGuard<()> {
        self.0.clone().lock_owned().await
    }
}

impl WriteTx {
    pub async fn commit(self) -> Result<(), StorageError> {
        self.tx.commit().await.map_err(StorageError::from)
    }
}

impl Deref for WriteTx {
    type Target = Transaction<'static, Sqlite>;

    fn deref(&self) -> &Self::Target {
        &self.tx
    }
}

impl DerefMut for WriteTx {
    fn deref_mut(&mut self) -> &mut Self::Target {
        &mut self.tx
    }
}
