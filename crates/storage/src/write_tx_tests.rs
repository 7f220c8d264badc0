//! The group commit's promises, on a real SQLite file: every acknowledged write is
//! committed, writers that wait together are committed together, a writer that fails or
//! goes away undoes only its own writes, and none leaves the write lock held.

use super::*;
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode};
use sqlx::{Row, SqlitePool};
use std::str::FromStr;
use std::time::Duration;

async fn database() -> (
    tempfile::TempDir,
    SqliteConnectOptions,
    SqlitePool,
    GroupGate,
) {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let options = SqliteConnectOptions::new()
        .filename(dir.path().join("t.db"))
        .create_if_missing(true)
        .journal_mode(SqliteJournalMode::Wal)
        .busy_timeout(Duration::from_secs(5));
    let pool = SqlitePool::connect_with(options.clone())
        .await
        .expect("the pool opens");
    sqlx::raw_sql("CREATE TABLE t (x INTEGER PRIMARY KEY)")
        .execute(&pool)
        .await
        .expect("the table is made");
    sqlx::any::install_default_drivers();
    let url = format!("sqlite://{}", dir.path().join("t.db").display());
    let any_options = AnyConnectOptions::from_str(&url).expect("a URL");
    let gate = GroupGate::open(
        &any_options,
        "PRAGMA journal_mode = WAL",
        &dir.path().join("t.db"),
    )
    .await
    .expect("the writer opens");
    (dir, options, pool, gate)
}

async fn insert(gate: &GroupGate, x: i64) -> Result<(), StorageError> {
    let mut tx = gate.begin().await?;
    sqlx::query("INSERT INTO t (x) VALUES (?)")
        .bind(x)
        .execute(&mut *tx)
        .await?;
    tx.commit().await
}

async fn insert_direct(gate: &GroupGate, x: i64) -> Result<(), StorageError> {
    gate.write_direct(move |conn| {
        conn.execute("INSERT INTO t (x) VALUES (?1)", [x])
            .map_err(failed)?;
        Ok(())
    })
    .await
}

/// The table holds 7 alone, written by one group of one write (`direct` of them direct).
async fn only_seven_in_one_group(gate: &GroupGate, pool: &SqlitePool, direct: u64) {
    assert_eq!(stored(pool).await, vec![7]);
    let one = Committed {
        groups: 1,
        writes: 1,
        direct,
    };
    assert_eq!(gate.committed().await, one);
}

/// Of 50 writers, those of `x % 5 == 0` were made to fail: only theirs must be missing.
async fn every_fifth_failed_alone(
    tasks: Vec<tokio::task::JoinHandle<Result<(), StorageError>>>,
    pool: &SqlitePool,
) {
    for (x, t) in tasks.into_iter().enumerate() {
        let done = t.await.expect("the task ran");
        assert_eq!(done.is_ok(), x % 5 != 0, "writer {x}: {done:?}");
    }
    let expected: Vec<i64> = (0..50).filter(|x| x % 5 != 0).collect();
    assert_eq!(stored(pool).await, expected);
}

/// Another connection to the file writes `x` within 2 s: the gate holds no lock idle.
async fn another_connection_writes(options: &SqliteConnectOptions, x: i64) {
    let mut other = options
        .clone()
        .busy_timeout(Duration::from_secs(2))
        .connect()
        .await
        .expect("another connection");
    sqlx::query("INSERT INTO t (x) VALUES (?)")
        .bind(x)
        .execute(&mut other)
        .await
        .expect("the other connection writes");
}

async fn stored(pool: &SqlitePool) -> Vec<i64> {
    sqlx::query("SELECT x FROM t ORDER BY x")
        .fetch_all(pool)
        .await
        .expect("the rows are read")
        .iter()
        .map(|r| r.get(0))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn writers_waiting_together_are_committed_together_and_all_of_them_land() {
    let (_dir, _, pool, gate) = database().await;
    let writers: Vec<_> = (0..200)
        .map(|x| {
            let gate = gate.clone();
            tokio::spawn(async move { insert(&gate, x).await })
        })
        .collect();
    for w in writers {
        w.await
            .expect("the task ran")
            .expect("the write was committed");
    }
    assert_eq!(stored(&pool).await, (0..200).collect::<Vec<_>>());
    let committed = gate.committed().await;
    assert_eq!(committed.writes, 200);
    assert!(
        committed.groups < 100,
        "200 writers waiting at once took {} commits",
        committed.groups
    );
}

#[tokio::test]
async fn a_writer_alone_is_committed_before_it_returns() {
    let (_dir, _, pool, gate) = database().await;
    insert(&gate, 7).await.expect("committed");
    only_seven_in_one_group(&gate, &pool, 0).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_failed_writer_undoes_only_its_own_writes() {
    let (_dir, _, pool, gate) = database().await;
    let mut tasks = Vec::new();
    for x in 0..50 {
        let gate = gate.clone();
        tasks.push(tokio::spawn(async move {
            let mut tx = gate.begin().await?;
            sqlx::query("INSERT INTO t (x) VALUES (?)")
                .bind(x)
                .execute(&mut *tx)
                .await?;
            if x % 5 == 0 {
                // A use-case that finds a problem after writing returns without
                // committing: its write must vanish, the others' must not.
                return Err(StorageError::Conflict(crate::Conflict::Changed("refused")));
            }
            tx.commit().await
        }));
    }
    every_fifth_failed_alone(tasks, &pool).await;
}

#[tokio::test]
async fn a_writer_dropped_without_committing_leaves_the_write_lock_free() {
    let (_dir, options, pool, gate) = database().await;
    let mut tx = gate.begin().await.expect("begun");
    sqlx::query("INSERT INTO t (x) VALUES (1)")
        .execute(&mut *tx)
        .await
        .expect("inserted");
    drop(tx);
    // Another connection (another process, say) must get the lock without waiting
    // for a writer that will never come.
    another_connection_writes(&options, 2).await;
    assert_eq!(stored(&pool).await, vec![2]);
    insert(&gate, 3).await.expect("the gate still writes");
    assert_eq!(stored(&pool).await, vec![2, 3]);
}

#[tokio::test]
async fn a_closed_gate_refuses_writes_with_an_error() {
    let (_dir, _, pool, gate) = database().await;
    insert(&gate, 1).await.expect("committed");
    gate.close().await;
    assert!(insert(&gate, 2).await.is_err());
    assert_eq!(stored(&pool).await, vec![1]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn direct_and_sqlx_writers_interleaved_all_land_each_counted_once() {
    let (_dir, _, pool, gate) = database().await;
    let writers: Vec<_> = (0..300)
        .map(|x| {
            let gate = gate.clone();
            tokio::spawn(async move {
                match x % 3 {
                    0 => insert(&gate, x).await,
                    _ => insert_direct(&gate, x).await,
                }
            })
        })
        .collect();
    for w in writers {
        w.await
            .expect("the task ran")
            .expect("the write was committed");
    }
    assert_eq!(stored(&pool).await, (0..300).collect::<Vec<_>>());
    let committed = gate.committed().await;
    assert_eq!((committed.writes, committed.direct), (300, 200));
}

#[tokio::test]
async fn a_direct_write_alone_is_committed_before_it_returns() {
    let (_dir, _, pool, gate) = database().await;
    insert_direct(&gate, 7).await.expect("committed");
    only_seven_in_one_group(&gate, &pool, 1).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_failed_direct_write_undoes_only_its_own_writes_and_leaves_the_lock_free() {
    let (_dir, options, pool, gate) = database().await;
    let mut tasks = Vec::new();
    for x in 0..50 {
        let gate = gate.clone();
        tasks.push(tokio::spawn(async move {
            gate.write_direct(move |conn| {
                conn.execute("INSERT INTO t (x) VALUES (?1)", [x])
                    .map_err(failed)?;
                match x % 5 {
                    0 => Err(StorageError::Conflict(crate::Conflict::Changed("refused"))),
                    _ => Ok(()),
                }
            })
            .await
        }));
    }
    every_fifth_failed_alone(tasks, &pool).await;
    // A key taken is a conflict, as through sqlx, and is undone too.
    assert!(matches!(
        insert_direct(&gate, 1).await,
        Err(StorageError::Conflict(_))
    ));
    // The last write failed alone in its group: the lock must not wait for a writer
    // that will never come.
    another_connection_writes(&options, 100).await;
    insert_direct(&gate, 101)
        .await
        .expect("the gate still writes");
    assert_eq!(stored(&pool).await.last(), Some(&101));
}
