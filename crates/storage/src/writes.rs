//! The one way this process writes, whichever database it runs on.
//!
//! On SQLite every write goes through the group-commit writer (`write_tx`): one
//! connection, a savepoint per writer, one `COMMIT` per group. On PostgreSQL, which has
//! many writers and commits cheaply, a write is an ordinary transaction on a pooled
//! connection, and the guards in the queries (`WHERE ply = $n`) do what SQLite's single
//! writer did: of two writes for the same ply, the second finds no row to change.
//! Either way the use-cases see one type, `WriteTx`, that derefs to a connection.

use super::write_tx::{Committed, GroupGate, GroupTx};
use super::{Conn, Pool, StorageError};
use sqlx::Any;
use std::ops::{Deref, DerefMut};

/// Where this process's writes go.
#[derive(Clone)]
pub enum WriteGate {
    /// SQLite: the one writer connection, committed in groups.
    Grouped(GroupGate),
    /// PostgreSQL: a transaction on any pooled connection.
    Pooled(Pool),
}

/// An open write; dropping it without `commit` undoes it.
pub enum WriteTx {
    Grouped(GroupTx),
    Pooled(sqlx::Transaction<'static, Any>),
}

impl WriteGate {
    pub async fn begin(&self) -> Result<WriteTx, StorageError> {
        match self {
            WriteGate::Grouped(gate) => Ok(WriteTx::Grouped(gate.begin().await?)),
            WriteGate::Pooled(pool) => Ok(WriteTx::Pooled(pool.begin().await?)),
        }
    }

    /// Runs `write` whole on the SQLite writer's direct connection, committed with its
    /// group (see `write_tx`); PostgreSQL has none.
    pub async fn write_direct<T, E, W>(&self, write: W) -> Result<T, E>
    where
        W: FnOnce(&rusqlite::Connection) -> Result<T, E> + Send + 'static,
        T: Send + 'static,
        E: From<StorageError> + Send + 'static,
    {
        match self {
            WriteGate::Grouped(gate) => gate.write_direct(write).await,
            WriteGate::Pooled(_) => {
                Err(StorageError::Commit("no direct writes on PostgreSQL".into()).into())
            }
        }
    }

    /// Commits what is pending and closes the SQLite writer (at shutdown); the pool of
    /// the other backend is closed with the `Database`.
    pub async fn close(&self) {
        if let WriteGate::Grouped(gate) = self {
            gate.close().await;
        }
    }

    /// How many groups and writes the SQLite writer committed (zero on PostgreSQL).
    pub async fn committed(&self) -> Committed {
        match self {
            WriteGate::Grouped(gate) => gate.committed().await,
            WriteGate::Pooled(_) => Committed::default(),
        }
    }
}

impl WriteTx {
    /// Returns once the write is durable (or has failed).
    pub async fn commit(self) -> Result<(), StorageError> {
        match self {
            WriteTx::Grouped(tx) => tx.commit().await,
            WriteTx::Pooled(tx) => Ok(tx.commit().await?),
        }
    }
}

impl Deref for WriteTx {
    type Target = Conn;

    fn deref(&self) -> &Conn {
        match self {
            WriteTx::Grouped(tx) => tx,
            WriteTx::Pooled(tx) => tx,
        }
    }
}

impl DerefMut for WriteTx {
    fn deref_mut(&mut self) -> &mut Conn {
        match self {
            WriteTx::Grouped(tx) => tx,
            WriteTx::Pooled(tx) => tx,
        }
    }
}
