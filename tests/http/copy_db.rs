//! `pigeonpost copy-db`: an installation moved to the other backend, SQLite to
//! PostgreSQL in the SQLite run of the suite and PostgreSQL to SQLite in the other. The
//! copy holds every row, replays every game, and serves the players as before.

use crate::support::{TestApp, spawn_app, spawn_app_on, started_game};
use crate::test_db::TestDb;
use std::collections::BTreeMap;
use std::process::Command;

fn pigeonpost(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_pigeonpost"))
        .args(args)
        .env_remove("PIGEONPOST_DATABASE")
        .output()
        .expect("the binary runs");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Rows per table, counted with the tables named by whichever side is SQLite.
async fn counts(pool: &sqlx::AnyPool, tables: &[String]) -> BTreeMap<String, i64> {
    let mut counts = BTreeMap::new();
    for table in tables {
        let n: i64 = sqlx::query_scalar(&format!("SELECT COUNT(*) FROM {table}"))
            .fetch_one(pool)
            .await
            .expect("count");
        counts.insert(table.clone(), n);
    }
    counts
}

async fn ratings(pool: &sqlx::AnyPool) -> Vec<(f64, f64, f64)> {
    sqlx::query_as("SELECT rating, deviation, volatility FROM ratings ORDER BY user_id")
        .fetch_all(pool)
        .await
        .expect("the ratings")
}

async fn sqlite_tables(pool: &sqlx::AnyPool) -> Vec<String> {
    sqlx::query_scalar(
        "SELECT name FROM sqlite_master WHERE type = 'table'
           AND name NOT LIKE 'sqlite_%' AND name <> '_sqlx_migrations' ORDER BY name",
    )
    .fetch_all(pool)
    .await
    .expect("the tables")
}

/// Games finished (rated), in progress and invited, mail queued and sent, sessions,
/// events.
async fn an_installation_in_use(app: &TestApp) -> (i64, i64) {
    let (alice, bob, mated) = started_game(app, "chess", "cp_alice", "cp_bob").await;
    // A rated result: ratings are kept as floating-point numbers.
    let pool = app.db().await;
    sqlx::query("UPDATE games SET rated = 1 WHERE id = $1")
        .bind(mated)
        .execute(&pool)
        .await
        .expect("rate the game");
    pool.close().await;
    for (i, turn) in ["P f2-f3", "p e7-e5", "P g2-g4", "q d8-h4"].iter().enumerate() {
        let mover = if i % 2 == 0 { &alice } else { &bob };
        assert_eq!(mover.play(mated, turn).await.status, 200);
    }
    let (carol, _dave, going) = started_game(app, "tandem84", "cp_carol", "cp_dave").await;
    let first = carol.built_turns(going, 0).await[0].clone();
    assert_eq!(carol.play(going, &first).await.status, 200);
    alice
        .create_game("chess", "black", "someone@example.org")
        .await
        .game_id();
    (mated, going)
}

#[both_backends]
async fn copy_db_moves_an_installation_to_the_other_backend() {
    let Some(target) = TestDb::other_backend().await else {
        return;
    };
    let app = spawn_app().await;
    let (mated, going) = an_installation_in_use(&app).await;
    let (from, to) = (app.db_address(), target.address());

    let (ok, out, err) = pigeonpost(&["copy-db", "--from", &from, "--to", &to]);
    assert!(ok, "{err}");
    assert!(out.contains("3 games replayed and agree"), "{out}");

    let source = app.db().await;
    let copy = target.pool().await;
    let tables = if app.on_postgres() {
        sqlite_tables(&copy).await
    } else {
        sqlite_tables(&source).await
    };
    assert!(tables.contains(&"moves".to_string()), "{tables:?}");
    let copied = counts(&copy, &tables).await;
    assert_eq!(counts(&source, &tables).await, copied);
    for table in [
        "users",
        "games",
        "moves",
        "sessions",
        "outbox",
        "invitation_mails",
        "ratings",
        "rating_changes",
    ] {
        assert!(copied[table] > 0, "{table} has rows to copy: {copied:?}");
    }
    let (ok, out, err) = pigeonpost(&["verify", "--database", &to]);
    assert!(ok, "{out}{err}");

    // A second copy into the same target is refused and changes nothing.
    let (ok, _, err) = pigeonpost(&["copy-db", "--from", &from, "--to", &to]);
    assert!(!ok);
    assert!(err.contains("already holds data"), "{err}");
    assert_eq!(counts(&copy, &tables).await, copied);
    copy.close().await;

    // The players carry on there: logged in afresh, the games as they were, and a move
    // stored under a new id after the copied ones.
    let moved = spawn_app_on(target).await;
    let carol = moved.browser();
    assert_eq!(carol.login("cp_carol", "correct horse").await.status, 200);
    let dave = moved.browser();
    assert_eq!(dave.login("cp_dave", "correct horse").await.status, 200);
    let mated_page = carol.game_page(mated).await;
    assert!(mated_page.contains("checkmate"));
    // The ratings it made came across, to the digit.
    let source = app.db().await;
    let copy = moved.db().await;
    let (before, after) = (ratings(&source).await, ratings(&copy).await);
    assert_eq!(before.len(), 2);
    assert_eq!(before, after);
    assert_eq!(dave.game_page(going).await.ply(), Some(1));
    let answer = dave.built_turns(going, 0).await[0].clone();
    assert_eq!(dave.play(going, &answer).await.status, 200);
    assert_eq!(carol.game_page(going).await.ply(), Some(2));
}
