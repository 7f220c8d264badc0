//! Writes, one at a time on one connection, committed in groups.
//!
//! SQLite has one writer, and with `synchronous = FULL` every commit waits for the disk
//! (about a millisecond here). Committing each move on its own made the disk the ceiling
//! and queued every writer behind every other's flush. So this process's writers (the
//! use-cases' transactions and the outbox worker's updates) all run on one dedicated
//! connection, each inside a savepoint of a shared transaction, and the transaction is
//! committed once for every writer that ran while the previous flush was being waited
//! for: group commit.
//!
//! A writer's `commit` leaves its savepoint open (savepoints nest, and `ROLLBACK TO w`
//! undoes only the newest), hands the connection on, and then queues for the connection
//! once more; the first member of the group to get it back commits
//! the whole group, and every member learns the result of that one `COMMIT`. Nothing is
//! acknowledged before it is durable, a writer that fails (or is dropped) rolls back only
//! its own savepoint, and a failed `COMMIT` fails every member. Writers queue on an async
//! mutex, which is fair, so a group is the writers that were waiting when it began, and
//! none waits in SQLite's busy handler (which sleeps in steps of up to 100 ms).
//!
//! A write can also run in one go (`write_direct`), on a second, rusqlite connection to
//! the same file: a plain turn's statements were each a round
//! trip to sqlx's worker thread, and every other writer of the process waited through
//! all of them. A group is open on one connection at a time; a writer for the other one
//! commits it first (an earlier commit, never a lost or mixed one).
//!
//! Other processes on the same file still meet SQLite's own lock; reads use the pool and
//! see only committed groups.

use super::StorageError;
use super::statement::failed;
use sqlx::AnyConnection;
use sqlx::any::AnyConnectOptions;
use sqlx::{ConnectOptions, Connection};
use std::ops::{Deref, DerefMut};
use std::path::Path;
use std::sync::{Arc, Mutex as SyncMutex};
use tokio::sync::{Mutex, OwnedMutexGuard};

/// The most writers one group commits together, so that a steady stream of writers
/// still reaches the disk (and other connections' writes get the lock) regularly.
const MAX_GROUP: usize = 64;

/// The one writer connection of this process and the group being built on it.
#[derive(Clone)]
pub struct GroupGate(Arc<Mutex<Writer>>);

struct Writer {
    /// `None` once closed at shutdown.
    conn: Option<AnyConnection>,
    /// The same file through rusqlite, for `write_direct` (`None` once closed). Locked
    /// only by the holder of the gate: the lock is what lets the connection go to a
    /// blocking thread for a `COMMIT` and come back.
    direct: Option<Arc<SyncMutex<rusqlite::Connection>>>,
    /// The group whose transaction is open, if one is.
    group: Option<Arc<Group>>,
    /// A writer was dropped inside its savepoint: undo it before anything else.
    rollback_pending: bool,
    /// Groups and writes committed since the connection opened.
    committed: Committed,
}

/// How many groups, and writes in them, were committed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Committed {
    pub groups: u64,
    pub writes: u64,
    /// Of `writes`, those run by `write_direct`.
    pub direct: u64,
}

/// Which connection a group's transaction is open on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Side {
    Sqlx,
    Direct,
}

/// One shared transaction and the writers whose savepoints it holds.
struct Group {
    side: Side,
    /// Writers that released their savepoint into it and wait for its commit.
    members: SyncMutex<usize>,
    /// Set once, under the gate, when the group's transaction ends.
    outcome: SyncMutex<Option<Result<(), String>>>,
}

/// An open write: a savepoint in the current group, holding the connection until it
/// commits or is dropped (which rolls the savepoint back).
pub struct GroupTx {
    writer: Option<OwnedMutexGuard<Writer>>,
    gate: GroupGate,
}

impl GroupGate {
    /// Opens the writer connection with the pool's options, and `pragmas` run on it as
    /// on every pooled connection, and the connection `write_direct` runs on to the file
    /// at `path`, given the same `pragmas`.
    pub async fn open(
        options: &AnyConnectOptions,
        pragmas: &'static str,
        path: &Path,
    ) -> Result<GroupGate, StorageError> {
        let mut conn = options.connect().await?;
        sqlx::raw_sql(pragmas).execute(&mut conn).await?;
        let direct = Some(Arc::new(SyncMutex::new(open_direct(path, pragmas)?)));
        Ok(GroupGate(Arc::new(Mutex::new(Writer {
            conn: Some(conn),
            direct,
            group: None,
            rollback_pending: false,
            committed: Committed::default(),
        }))))
    }

    /// Waits for the connection, then opens a savepoint in the current group (beginning
    /// its transaction if none is open: `BEGIN IMMEDIATE`, so the write lock is taken at
    /// once and a transaction that reads then writes never upgrades a stale snapshot).
    pub async fn begin(&self) -> Result<GroupTx, StorageError> {
        let mut writer = self.0.clone().lock_owned().await;
        writer.settle().await?;
        writer.make_room(Side::Sqlx).await;
        let statement = if writer.group.is_none() {
            writer.group = Some(Arc::new(Group::new(Side::Sqlx)));
            "BEGIN IMMEDIATE; SAVEPOINT w"
        } else {
            "SAVEPOINT w"
        };
        if let Err(e) = writer.run(statement).await {
            writer.abandon_group(&e).await;
            return Err(e);
        }
        Ok(GroupTx {
            writer: Some(writer),
            gate: self.clone(),
        })
    }

    /// Runs `write` whole on the direct connection, in a savepoint of the current group
    /// (beginning one on that connection if none is open there), and returns once the
    /// group is durable: as `begin` then `commit`, without a round trip to another
    /// thread per statement. A `write` that fails is undone alone. Its statements never
    /// wait for a lock (the group's `BEGIN IMMEDIATE` took the write lock, and that one
    /// runs on a blocking thread), so `write` may run on the runtime's thread.
    ///
    /// The write is a task of its own: a caller that goes away meanwhile (a closed
    /// connection) cannot stop it between a `BEGIN` and its record, or mid-commit.
    pub async fn write_direct<T, E, W>(&self, write: W) -> Result<T, E>
    where
        W: FnOnce(&rusqlite::Connection) -> Result<T, E> + Send + 'static,
        T: Send + 'static,
        E: From<StorageError> + Send + 'static,
    {
        let gate = self.clone();
        match tokio::spawn(async move { gate.write_direct_in_task(write).await }).await {
            Ok(done) => done,
            Err(e) => Err(StorageError::Commit(format!("the write task failed: {e}")).into()),
        }
    }

    async fn write_direct_in_task<T, E>(
        self,
        write: impl FnOnce(&rusqlite::Connection) -> Result<T, E>,
    ) -> Result<T, E>
    where
        E: From<StorageError>,
    {
        let mut writer = self.0.clone().lock_owned().await;
        writer.settle().await?;
        writer.make_room(Side::Direct).await;
        let direct = writer.direct()?;
        if writer.group.is_none() {
            in_blocking(&direct, "BEGIN IMMEDIATE").await?;
            writer.group = Some(Arc::new(Group::new(Side::Direct)));
        }
        let Some(group) = writer.group.clone() else {
            return Err(StorageError::Commit("no group is open".into()).into());
        };
        // Run to the end before any await: the connection's lock is not held across one.
        let (written, undone) = {
            let conn = lock_direct(&direct)?;
            conn.prepare_cached("SAVEPOINT w")
                .and_then(|mut s| s.execute([]))
                .map_err(failed)?;
            match write(&conn) {
                Ok(out) => (Ok(out), Ok(())),
                Err(e) => (Err(e), conn.execute_batch("ROLLBACK TO w; RELEASE w")),
            }
        };
        if written.is_err() {
            match undone {
                Err(undo) => writer.abandon_group(&failed(undo)).await,
                // Nobody else is in the group: end it now rather than leave the write
                // lock held until the next writer.
                Ok(()) if group.members() == 0 => writer.commit_group().await,
                Ok(()) => {}
            }
        }
        let out = written?;
        group.join();
        drop(writer);
        self.finish(group).await?;
        Ok(out)
    }

    /// Commits what is pending and closes the connection (at shutdown, before the
    /// checkpoint). Writers after this get an error.
    pub async fn close(&self) {
        let mut writer = self.0.lock().await;
        let _ = writer.settle().await;
        if writer.group.is_some() {
            writer.commit_group().await;
        }
        if let Some(conn) = writer.conn.take() {
            let _ = conn.close().await;
        }
        writer.direct = None;
    }

    /// How many groups and writes this connection has committed.
    pub async fn committed(&self) -> Committed {
        self.0.lock().await.committed
    }

    /// Waits for the connection and commits `group` unless another member already did.
    async fn finish(self, group: Arc<Group>) -> Result<(), StorageError> {
        let mut writer = self.0.lock().await;
        if let Some(done) = group.outcome() {
            return done.map_err(StorageError::Commit);
        }
        writer.settle().await?;
        if let Some(done) = group.outcome() {
            return done.map_err(StorageError::Commit);
        }
        writer.commit_group().await;
        group
            .outcome()
            .unwrap_or_else(|| Err("the group was not committed".into()))
            .map_err(StorageError::Commit)
    }
}

impl Writer {
    fn conn(&mut self) -> Result<&mut AnyConnection, StorageError> {
        self.conn
            .as_mut()
            .ok_or_else(|| StorageError::Commit("the database is closed".into()))
    }

    fn direct(&self) -> Result<Arc<SyncMutex<rusqlite::Connection>>, StorageError> {
        self.direct
            .clone()
            .ok_or_else(|| StorageError::Commit("the database is closed".into()))
    }

    /// Runs `sql` (one or more statements without parameters) on the sqlx connection.
    async fn run(&mut self, sql: &'static str) -> Result<(), StorageError> {
        let conn = self.conn()?;
        sqlx::Executor::execute(conn, sql).await?;
        Ok(())
    }

    /// Runs `sql` on the connection `side` names (the direct one on a blocking thread: a
    /// `COMMIT` waits for the disk).
    async fn run_on(&mut self, side: Side, sql: &'static str) -> Result<(), StorageError> {
        match side {
            Side::Sqlx => self.run(sql).await,
            Side::Direct => in_blocking(&self.direct()?, sql).await,
        }
    }

    /// Commits the open group first if it is on the other connection than `side`, or
    /// full, so that a writer for `side` may join or begin one.
    async fn make_room(&mut self, side: Side) {
        let commit = self
            .group
            .as_ref()
            .is_some_and(|g| g.side != side || g.members() >= MAX_GROUP);
        if commit {
            self.commit_group().await;
        }
    }

    /// Undoes the savepoint of a writer that was dropped before it committed.
    async fn settle(&mut self) -> Result<(), StorageError> {
        if !self.rollback_pending {
            return Ok(());
        }
        self.rollback_pending = false;
        if let Err(e) = self.run("ROLLBACK TO w; RELEASE w").await {
            self.abandon_group(&e).await;
            return Err(e);
        }
        Ok(())
    }

    /// Commits the open group's transaction and records the result for its members; a
    /// group with no members (its only writer was dropped) is rolled back instead.
    async fn commit_group(&mut self) {
        let Some(group) = self.group.take() else {
            return;
        };
        let sql = if group.members() == 0 {
            "ROLLBACK"
        } else {
            "COMMIT"
        };
        let outcome = match self.run_on(group.side, sql).await {
            Ok(()) => {
                self.committed.groups += u64::from(sql == "COMMIT");
                self.committed.writes += group.members() as u64;
                if group.side == Side::Direct {
                    self.committed.direct += group.members() as u64;
                }
                Ok(())
            }
            Err(e) => {
                tracing::error!(error = %e, "committing a group of writes");
                let _ = self.run_on(group.side, "ROLLBACK").await;
                Err(e.to_string())
            }
        };
        group.set_outcome(outcome);
    }

    /// After an error on the connection itself: the group's transaction is rolled back
    /// and its members fail.
    async fn abandon_group(&mut self, e: &StorageError) {
        tracing::error!(error = %e, "the write connection failed; rolling back the group");
        if let Some(group) = self.group.take() {
            let _ = self.run_on(group.side, "ROLLBACK").await;
            group.set_outcome(Err(e.to_string()));
        }
    }
}

impl Group {
    fn new(side: Side) -> Group {
        Group {
            side,
            members: SyncMutex::new(0),
            outcome: SyncMutex::new(None),
        }
    }

    fn members(&self) -> usize {
        self.members.lock().map(|m| *m).unwrap_or(MAX_GROUP)
    }

    fn join(&self) {
        if let Ok(mut m) = self.members.lock() {
            *m += 1;
        }
    }

    fn outcome(&self) -> Option<Result<(), String>> {
        self.outcome.lock().ok().and_then(|o| o.clone())
    }

    fn set_outcome(&self, outcome: Result<(), String>) {
        if let Ok(mut o) = self.outcome.lock() {
            *o = Some(outcome);
        }
    }
}

/// Opens the direct connection: the settings sqlx gives its own (foreign keys on, a
/// five-second busy timeout) and `pragmas`.
fn open_direct(path: &Path, pragmas: &str) -> Result<rusqlite::Connection, StorageError> {
    let conn = rusqlite::Connection::open_with_flags(
        path,
        rusqlite::OpenFlags::SQLITE_OPEN_READ_WRITE | rusqlite::OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )
    .map_err(failed)?;
    conn.busy_timeout(std::time::Duration::from_secs(5))
        .and_then(|()| conn.execute_batch("PRAGMA foreign_keys = ON"))
        .and_then(|()| conn.execute_batch(pragmas))
        .map_err(failed)?;
    // Room for every statement a turn writes (`turns`), and the savepoint's.
    conn.set_prepared_statement_cache_capacity(32);
    Ok(conn)
}

fn lock_direct(
    direct: &SyncMutex<rusqlite::Connection>,
) -> Result<std::sync::MutexGuard<'_, rusqlite::Connection>, StorageError> {
    direct
        .lock()
        .map_err(|_| StorageError::Commit("a direct write panicked".into()))
}

/// Runs `sql` on the direct connection on a blocking thread.
async fn in_blocking(
    direct: &Arc<SyncMutex<rusqlite::Connection>>,
    sql: &'static str,
) -> Result<(), StorageError> {
    let direct = direct.clone();
    tokio::task::spawn_blocking(move || lock_direct(&direct)?.execute_batch(sql).map_err(failed))
        .await
        .map_err(|e| StorageError::Commit(format!("the direct connection's thread failed: {e}")))?
}

impl GroupTx {
    /// Leaves the savepoint in the group and returns once the group's transaction is
    /// durable (or has failed). The commit itself runs as a task of its own, so a caller
    /// that goes away meanwhile cannot leave its group uncommitted.
    pub async fn commit(mut self) -> Result<(), StorageError> {
        let Some(writer) = self.writer.take() else {
            return Err(StorageError::Commit("the write was already ended".into()));
        };
        // The savepoint stays open: the group's COMMIT ends it with the others, and a
        // later writer that fails rolls back to its own, the newest named `w`. Releasing
        // it here was one more round trip to the connection's thread per write.
        let Some(group) = writer.group.clone() else {
            return Err(StorageError::Commit("no group is open".into()));
        };
        group.join();
        drop(writer);
        let finish = tokio::spawn(self.gate.clone().finish(group));
        match finish.await {
            Ok(done) => done,
            Err(e) => Err(StorageError::Commit(format!("the commit task failed: {e}"))),
        }
    }
}

impl Drop for GroupTx {
    fn drop(&mut self) {
        let Some(mut writer) = self.writer.take() else {
            return;
        };
        writer.rollback_pending = true;
        drop(writer);
        // Nobody may come after this writer: end its group's transaction soon so that the
        // write lock is not held idle (members already in it are committed, not lost).
        let gate = self.gate.clone();
        if let Ok(runtime) = tokio::runtime::Handle::try_current() {
            runtime.spawn(async move {
                let mut writer = gate.0.lock().await;
                if writer.settle().await.is_ok() {
                    writer.commit_group().await;
                }
            });
        }
    }
}

impl Deref for GroupTx {
    type Target = AnyConnection;

    fn deref(&self) -> &Self::Target {
        match self.writer.as_ref().and_then(|w| w.conn.as_ref()) {
            Some(conn) => conn,
            // `writer` is only taken by `commit` (which consumes the value) and `drop`.
            None => unreachable!("a GroupTx is used after it ended"),
        }
    }
}

impl DerefMut for GroupTx {
    fn deref_mut(&mut self) -> &mut Self::Target {
        match self.writer.as_mut().and_then(|w| w.conn.as_mut()) {
            Some(conn) => conn,
            None => unreachable!("a GroupTx is used after it ended"),
        }
    }
}

#[cfg(test)]
#[path = "write_tx_tests.rs"]
mod tests;
