//! `pigeonpost backup FILE` while players move, a restore as the README describes it,
//! and the clean shutdown that leaves the main database file complete.

use crate::players::{Pair, Seen};
use crate::server::{Site, assert_stored, assert_verify_clean, pigeonpost};
use std::ffi::{OsStr, OsString};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Pairs playing on `base` until `stop` is set.
async fn start_play(
    base: &str,
    prefix: &str,
    pairs: usize,
) -> (
    Arc<AtomicBool>,
    Arc<Mutex<Seen>>,
    Vec<tokio::task::JoinHandle<Pair>>,
) {
    let stop = Arc::new(AtomicBool::new(false));
    let seen = Arc::new(Mutex::new(Seen::default()));
    let mut tasks = Vec::new();
    for i in 0..pairs {
        let pair = Pair::register(base, &format!("{prefix}{i}"), i as u64).await;
        tasks.push(tokio::spawn(pair.play(stop.clone(), seen.clone())));
    }
    (stop, seen, tasks)
}

/// Waits until at least `n` moves were acknowledged.
async fn wait_for_moves(seen: &Mutex<Seen>, n: usize) {
    let deadline = Instant::now() + Duration::from_secs(120);
    while seen.lock().expect("lock").acked.len() < n {
        assert!(
            Instant::now() < deadline,
            "fewer than {n} moves in two minutes"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn backup_during_play_restores_with_every_move_acknowledged_before_it() {
    let mut site = Site::new();
    let server = site.start().await;
    let (stop, seen, tasks) = start_play(&site.base(), "bk", 3).await;
    wait_for_moves(&seen, 30).await;
    let before = seen.lock().expect("lock").acked.clone();
    let copy = site.dir.path().join("backup.db");
    let args = [
        OsString::from("backup"),
        copy.clone().into(),
        "--database".into(),
        site.db().into(),
    ];
    let (ok, out) = tokio::task::spawn_blocking(move || pigeonpost(&args))
        .await
        .expect("backup ran");
    assert!(ok, "backup failed: {out}");
    assert!(out.contains("integrity ok"), "{out}");
    // Play went on while the copy was taken.
    let at_backup = seen.lock().expect("lock").acked.len();
    wait_for_moves(&seen, at_backup + 10).await;
    stop.store(true, Ordering::SeqCst);
    for task in tasks {
        task.await.expect("a client panicked");
    }
    assert_stored(&copy, &before).await;
    assert_verify_clean(&copy);

    // Restore, as the README says: stop the server, put the copy in place of the file,
    // remove the old file's -wal and -shm, start, verify.
    assert!(server.terminate().success());
    std::fs::rename(&copy, site.db()).expect("replace the database");
    for stale in ["pigeonpost.db-wal", "pigeonpost.db-shm"] {
        let _ = std::fs::remove_file(site.dir.path().join(stale));
    }
    let server = site.start().await;
    assert_stored(&site.db(), &before).await;
    assert_verify_clean(&site.db());
    // The restored site serves its players: one logs in and sees the game.
    let mut player = crate::server::Browser::new(&site.base());
    player.get("/login").await.expect("login page");
    let (status, _) = player
        .post("/login", &[("name", "bk0w"), ("password", "correct horse")])
        .await
        .expect("log in");
    assert_eq!(status, 303);
    let page = player
        .get(&format!("/games/{}", before[0].game))
        .await
        .expect("game page");
    assert!(page.contains("bk0b"), "{page}");
    assert!(server.terminate().success());
}

#[tokio::test]
async fn backup_refuses_to_overwrite_and_names_a_missing_database() {
    let dir = tempfile::tempdir().expect("temp dir");
    let existing = dir.path().join("existing.db");
    std::fs::write(&existing, "keep me").expect("write");
    let missing = dir.path().join("missing.db");
    let (ok, out) = pigeonpost(&[
        OsStr::new("backup"),
        dir.path().join("copy.db").as_os_str(),
        OsStr::new("--database"),
        missing.as_os_str(),
    ]);
    assert!(!ok);
    assert!(out.contains("no database at"), "{out}");
    assert!(!missing.exists(), "a backup does not create the database");

    let mut site = Site::new();
    let server = site.start().await;
    let (ok, out) = pigeonpost(&[
        OsStr::new("backup"),
        existing.as_os_str(),
        OsStr::new("--database"),
        site.db().as_os_str(),
    ]);
    assert!(!ok);
    assert!(out.contains("already exists"), "{out}");
    assert_eq!(std::fs::read_to_string(&existing).expect("read"), "keep me");
    assert!(!out.contains("panicked"), "{out}");
    drop(server);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_checkpoints_so_the_database_file_alone_holds_everything() {
    let mut site = Site::new();
    let server = site.start().await;
    let (stop, seen, tasks) = start_play(&site.base(), "term", 2).await;
    wait_for_moves(&seen, 20).await;
    stop.store(true, Ordering::SeqCst);
    for task in tasks {
        task.await.expect("a client panicked");
    }
    let acked = seen.lock().expect("lock").acked.clone();
    let status = server.terminate();
    assert!(status.success(), "exit after SIGTERM: {status}");
    let wal = site.dir.path().join("pigeonpost.db-wal");
    let wal_len = std::fs::metadata(&wal).map(|m| m.len()).unwrap_or(0);
    assert_eq!(
        wal_len,
        0,
        "the WAL still holds data after a clean shutdown; the server's log:\n{}",
        site.log(1)
    );
    // The main file copied alone, without its -wal, has every move.
    let elsewhere = tempfile::tempdir().expect("temp dir");
    let alone = elsewhere.path().join("alone.db");
    std::fs::copy(site.db(), &alone).expect("copy the main file");
    assert_stored(&alone, &acked).await;
    assert_verify_clean(&alone);
}
