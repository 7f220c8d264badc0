//! Stored positions: a move starts from the position stored after the last one, earlier
//! positions are read as stored, `pigeonpost verify` replays every game and reports any
//! disagreement, and rows from before positions were kept are filled at start-up.

use super::support::{TestApp, spawn_app, started_game};
use std::process::Command;

/// Runs `sql` (binding `game`, when given) on the database behind the server, as a
/// damaged restore or a hand edit would change it.
pub(super) async fn tamper(app: &TestApp, sql: &str, game: Option<i64>) {
    let pool = app.db().await;
    let query = sqlx::query(sql);
    let query = match game {
        Some(id) => query.bind(id),
        None => query,
    };
    query.execute(&pool).await.expect("tamper");
    pool.close().await;
}

/// Runs the real binary's `verify` on the test database: (exit code, report).
pub(super) fn verify_cli(app: &TestApp) -> (i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_pigeonpost"))
        .arg("verify")
        .arg("--database")
        .arg(app.db_address())
        .output()
        .expect("run pigeonpost verify");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

/// Three games: a chess game in progress, a fool's mate, and a Tandem-84 game (two-move
/// turns, drops between boards).
async fn played_games(app: &TestApp) -> (i64, i64, i64) {
    let (w, b, open) = started_game(app, "chess", "ann", "bob").await;
    for (p, t) in [(&w, "P e2-e4"), (&b, "p e7-e5"), (&w, "N g1-f3")] {
        p.play(open, t).await;
    }
    let (w2, b2, mated) = started_game(app, "chess", "cid", "dee").await;
    for (p, t) in [
        (&w2, "P f2-f3"),
        (&b2, "p e7-e5"),
        (&w2, "P g2-g4"),
        (&b2, "q d8-h4"),
    ] {
        p.play(mated, t).await;
    }
    let (w3, b3, tandem) = started_game(app, "tandem84", "eve", "fay").await;
    for (p, turn) in [(&w3, 0), (&b3, 3), (&w3, 7), (&b3, 11)] {
        let turns = p.built_turns(tandem, turn).await;
        p.play(tandem, &turns[turn % turns.len()]).await;
    }
    (open, mated, tandem)
}

#[both_backends]
async fn verify_finds_every_stored_game_in_agreement_and_reports_a_corrupted_position() {
    let app = spawn_app().await;
    let (open, mated, tandem) = played_games(&app).await;
    let checks = app.app.ops().verify().await.expect("verify runs");
    assert_eq!(checks.len(), 3);
    for c in &checks {
        assert!(
            c.problems.is_empty(),
            "game {}: {:?}",
            c.game_id,
            c.problems
        );
    }
    let plies: Vec<usize> = checks.iter().map(|c| c.plies).collect();
    assert_eq!(plies, vec![3, 4, 4]);
    let (code, report) = verify_cli(&app);
    assert_eq!(code, 0, "{report}");
    assert!(
        report.contains("3 games checked, 3 agree, 0 disagree"),
        "{report}"
    );

    // Corrupt the position stored after ply 2 of the open game: move a pawn.
    tamper(
        &app,
        "UPDATE moves SET fen_after = replace(fen_after, '4p3', '3p4') WHERE game_id = $1 AND ply = 2",
        Some(open),
    )
    .await;
    let (code, report) = verify_cli(&app);
    assert_eq!(code, 1, "{report}");
    assert!(
        report.contains(&format!(
            "game {open}: DISAGREES: ply 2: position stored as"
        )),
        "{report}"
    );
    assert!(
        report.contains(&format!("game {mated}: ok (4 plies)")),
        "{report}"
    );
    assert!(
        report.contains(&format!("game {tandem}: ok (4 plies)")),
        "{report}"
    );
    assert!(
        report.contains("3 games checked, 2 agree, 1 disagree"),
        "{report}"
    );
}

#[both_backends]
async fn verify_reports_a_result_the_board_does_not_give() {
    let app = spawn_app().await;
    let (open, _, _) = played_games(&app).await;
    tamper(
        &app,
        "UPDATE games SET status = 'finished', winner = 'white', reason = 'checkmate' WHERE id = $1",
        Some(open),
    )
    .await;
    let (code, report) = verify_cli(&app);
    assert_eq!(code, 1, "{report}");
    assert!(
        report.contains(&format!(
            "game {open}: DISAGREES: stored as finished by Some(\"checkmate\"), but the board has not ended the game"
        )),
        "{report}"
    );
}

#[both_backends]
async fn earlier_positions_are_read_as_stored_not_replayed() {
    let app = spawn_app().await;
    let (open, _, _) = played_games(&app).await;
    // A stored position that no replay would give: what the page shows is what is stored.
    tamper(
        &app,
        "UPDATE moves SET fen_after = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
         WHERE game_id = $1 AND ply = 1",
        Some(open),
    )
    .await;
    let viewer = app.browser();
    let page = viewer.get(&format!("/games/{open}?ply=1")).await;
    assert_eq!(page.status, 200);
    // After a real 1. e4 Black is to move; the stored text says White.
    assert!(
        page.contains("White to move"),
        "the page shows the stored side to move: {}",
        page.body
    );
    let at_two = viewer.get(&format!("/games/{open}?ply=2")).await;
    assert_eq!(at_two.status, 200);
    assert_eq!(
        viewer.get(&format!("/games/{open}?ply=9")).await.status,
        404
    );
}

#[both_backends]
async fn positions_missing_from_older_rows_are_filled_at_start_up() {
    let app = spawn_app().await;
    let (open, mated, tandem) = played_games(&app).await;
    // As a database written before migration 0007 holds them.
    let forget = "UPDATE moves SET fen_after = NULL, repetition_key = NULL, squares = NULL";
    tamper(&app, forget, None).await;
    tamper(&app, "UPDATE games SET start_key = NULL", None).await;
    let (code, report) = verify_cli(&app);
    assert_eq!(code, 1, "missing positions are reported: {report}");
    let restarted = app.restart().await;
    let checks = restarted.app.ops().verify().await.expect("verify runs");
    for c in &checks {
        assert!(
            c.problems.is_empty(),
            "game {}: {:?}",
            c.game_id,
            c.problems
        );
    }
    assert_eq!(checks.len(), 3, "{open} {mated} {tandem}");
    // The game goes on from the filled position.
    let page = restarted
        .browser()
        .get(&format!("/games/{open}?ply=1"))
        .await;
    assert_eq!(page.status, 200);
}
