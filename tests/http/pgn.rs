//! PGN out: a game and a player's archive download as PGN that standard tools read back
//! (python-chess, through scripts/pgn-read.py), with our tags and comments.

use super::support::{Browser, spawn_app, started_game};
use pigeonpost_engine::{Game, registry};
use std::process::Command;

/// An orthodox game with en passant, castling on both wings, an under-promotion with
/// capture and checks (White wins when Black resigns).
const LINE: &str = "e4 Nf6 e5 d5 exd6 Qxd6 Nf3 Bg4 Be2 Nc6 O-O O-O-O a4 h5 a5 h4 a6 h3 \
                    axb7+ Kxb7 d3 hxg2 Nc3 gxf1=N Bxf1 Qxh2+ Nxh2";

async fn play_line(white: &Browser, black: &Browser, id: i64, line: &str) {
    for (i, text) in line.split_whitespace().enumerate() {
        let who = if i % 2 == 0 { white } else { black };
        who.play(id, text).await;
    }
}

/// The final position of `line` by our engine: placement, side to move, castling rights
/// and the move number (fields 1, 2, 3 and 6 of FEN; en passant is written differently
/// by different tools).
pub(super) fn our_final(line: &str) -> String {
    let mut game = Game::new(&registry::get("chess").unwrap());
    for text in line.split_whitespace() {
        game.submit(text).expect("a legal move");
    }
    comparable(&game.position().fen())
}

fn comparable(fen: &str) -> String {
    let f: Vec<&str> = fen.split(' ').collect();
    format!("{} {} {} {}", f[0], f[1], f[2], f[5])
}

async fn download(who: &Browser, path: &str) -> String {
    let response = who.get_raw(path).await;
    assert_eq!(response.status(), 200, "{path}");
    let header = |name: &str| {
        response
            .headers()
            .get(name)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .to_string()
    };
    assert!(header("content-type").starts_with("application/x-chess-pgn"));
    assert!(header("content-disposition").starts_with("attachment; filename=\"pigeonpost-"));
    response.text().await.unwrap()
}

/// The final positions python-chess reaches in `pgn`, or None where python-chess is not
/// installed (a newcomer's machine; under CI=true that fails instead).
pub(super) fn python_chess_finals(pgn: &str) -> Option<Vec<String>> {
    let python = std::env::var("PIGEONPOST_PYTHON").unwrap_or_else(|_| "python3".into());
    let has_chess = Command::new(&python)
        .args(["-c", "import chess.pgn"])
        .status()
        .is_ok_and(|s| s.success());
    if !has_chess {
        let why = format!("{python} has no python-chess (pip install chess; .ci/run does)");
        if std::env::var("CI").as_deref() == Ok("true") {
            panic!("{why} (CI=true: this check may not be skipped)");
        }
        eprintln!("skipping the python-chess check: {why}");
        return None;
    }
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("games.pgn");
    std::fs::write(&file, pgn).unwrap();
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/scripts/pgn-read.py");
    let out = Command::new(&python)
        .arg(script)
        .arg(&file)
        .output()
        .expect("run python");
    assert!(
        out.status.success(),
        "python-chess could not read:\n{pgn}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    Some(
        String::from_utf8(out.stdout)
            .unwrap()
            .lines()
            .map(comparable)
            .collect(),
    )
}

#[both_backends]
async fn an_orthodox_game_downloads_as_pgn_that_python_chess_plays_to_the_same_position() {
    let app = spawn_app().await;
    let (alice, bob, id) = started_game(&app, "chess", "alice", "bob").await;
    play_line(&alice, &bob, id, LINE).await;
    let resigned = bob.post(&format!("/games/{id}/resign"), &[]).await;
    assert_eq!(resigned.status, 200, "{}", resigned.body);

    // Anyone may download it, as anyone may see the game; the page links it.
    let page = app.browser().get(&format!("/games/{id}")).await;
    assert!(page.contains(&format!("href=\"/games/{id}/pgn\"")), "{}", page.body);
    let pgn = download(&app.browser(), &format!("/games/{id}/pgn")).await;

    // The Seven Tag Roster first and in its order, then ours; no set-up for chess.
    let tags: Vec<&str> = pgn
        .lines()
        .take_while(|l| l.starts_with('['))
        .map(|l| l[1..].split(' ').next().unwrap())
        .collect();
    assert_eq!(
        tags[..7],
        ["Event", "Site", "Date", "Round", "White", "Black", "Result"],
        "{pgn}"
    );
    for tag in [
        "[White \"alice\"]",
        "[Black \"bob\"]",
        "[Result \"1-0\"]",
        "[Variant \"Standard\"]",
        "[TimeControl \"-\"]",
        "[Termination \"white (alice) wins by resignation\"]",
        "[PlyCount \"27\"]",
    ] {
        assert!(pgn.contains(tag), "{tag}: {pgn}");
    }
    let hash = registry::get("chess").unwrap().definition_hash().to_string();
    assert!(pgn.contains(&format!("[RulesVersion \"{hash}\"]")), "{pgn}");
    assert!(!pgn.contains("[FEN"), "{pgn}");
    // Abbreviated moves with the canonical text in comments; lines of at most 79.
    let flat = pgn.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(flat.contains("1. e4 {P e2-e4} Nf6 {n g8-f6} 2. e5"), "{pgn}");
    assert!(flat.contains("6. O-O {K e1-g1} O-O-O {k e8-c8}"), "{pgn}");
    assert!(flat.contains(" exd6 {P e5-d6} "), "{pgn}");
    assert!(flat.contains(" gxf1=N {p g2-f1; n-f1} "), "{pgn}");
    assert!(flat.ends_with("Nxh2 {N f3-h2} 1-0"), "{pgn}");
    let movetext = pgn.lines().skip_while(|l| l.starts_with('['));
    assert!(movetext.clone().all(|l| l.len() <= 79), "{pgn}");

    if let Some(finals) = python_chess_finals(&pgn) {
        assert_eq!(finals, vec![our_final(LINE)]);
    }

    // The account's data export carries the same text.
    let export = alice.get_raw("/account/export").await.text().await.unwrap();
    let export: serde_json::Value = serde_json::from_str(&export).unwrap();
    assert_eq!(export["games"][0]["pgn"].as_str(), Some(pgn.as_str()));
}

#[both_backends]
async fn a_players_archive_is_one_file_of_every_game_they_play() {
    let app = spawn_app().await;
    let (alice, bob, first) = started_game(&app, "chess", "alice", "bob").await;
    play_line(&alice, &bob, first, "e4 e5 Nf3").await;
    let carol = app.player("carol").await;
    let created = carol.create_game("chess", "white", "alice").await;
    let second = created.game_id();
    alice.accept(second, "").await;
    play_line(&carol, &alice, second, "d4 d5 c4 dxc4").await;
    // An invitation has no moves and is not in the archive.
    alice.create_game("chess", "white", "bob").await;

    assert_eq!(app.browser().get_raw("/my/games.pgn").await.status(), 401);
    assert!(alice.get("/my").await.contains("href=\"/my/games.pgn\""));
    let archive = download(&alice, "/my/games.pgn").await;
    assert_eq!(archive.matches("[Event ").count(), 2, "{archive}");
    assert!(archive.contains("[Result \"*\"]") && archive.contains("[Termination \"unterminated\"]"));
    assert!(archive.contains("[White \"carol\"]"), "{archive}");
    if let Some(finals) = python_chess_finals(&archive) {
        assert_eq!(
            finals,
            vec![our_final("e4 e5 Nf3"), our_final("d4 d5 c4 dxc4")]
        );
    }
    // Not bob's: carol's game is not his.
    let bobs = download(&bob, "/my/games.pgn").await;
    assert_eq!(bobs.matches("[Event ").count(), 1, "{bobs}");
}

#[both_backends]
async fn other_variants_carry_their_start_and_write_two_move_turns_as_one_token() {
    let app = spawn_app().await;
    let (white, black, id) = started_game(&app, "capablanca", "cora", "cato").await;
    play_line(&white, &black, id, "e4 e5").await;
    let pgn = download(&white, &format!("/games/{id}/pgn")).await;
    assert!(pgn.contains("[Variant \"Capablanca\"]"), "{pgn}");
    assert!(pgn.contains("[SetUp \"1\"]"), "{pgn}");
    let start = registry::get("capablanca").unwrap();
    let fen = pigeonpost_engine::Position::start(&start).fen();
    assert!(pgn.contains(&format!("[FEN \"{fen}\"]")), "{pgn}");

    let (white, black, id) = started_game(&app, "tandem84", "tara", "theo").await;
    let v = registry::get("tandem84").unwrap();
    let mut pos = pigeonpost_engine::Position::start(&v);
    let mut sans = Vec::new();
    for who in [&white, &black] {
        let turns = pos.legal_turns();
        let turn = turns
            .iter()
            .find(|t| t.len() == 2)
            .or(turns.first())
            .cloned()
            .unwrap();
        sans.push(pos.turn_san(&turn));
        who.play(id, &pos.turn_text(&turn)).await;
        pos = pos.play(&turn).unwrap();
    }
    let pgn = download(&white, &format!("/games/{id}/pgn")).await;
    assert!(pgn.contains(&format!("[Variant \"{}\"]", v.name())), "{pgn}");
    let flat = pgn.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(sans[1].contains("; "), "{sans:?}");
    let token = sans[1].replace("; ", ":");
    assert!(flat.contains(&format!(" {token} {{")), "{token}: {pgn}");
    assert!(app.browser().get_raw("/games/999/pgn").await.status() == 404);
}
