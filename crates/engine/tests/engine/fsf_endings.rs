//! Endings of Fairy-Stockfish's built-in variants, imported from its sections: the bare
//! king of shatranj and courier, shatranj's seventy-move rule, check shogi's first
//! check. Each position was asked of pyffish 0.0.90
//! (`is_immediate_game_end`, `legal_moves`).

use crate::support::fsf_builtin as builtin;
use crate::support::play;
use crate::support::sorted_turn_texts as texts;
use pigeonpost_engine::{Color, Game, Position, Reason};

fn at(name: &str, fen: &str) -> Position {
    Position::from_fen(&builtin(name), fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

#[test]
fn a_king_bared_against_two_pieces_loses_at_once() {
    // pyffish: the game is over, -32000 for Black (to move).
    for (name, fen) in [
        ("shatranj", "4k3/8/8/8/8/8/8/RR2K3 b - - 0 1"),
        ("courier", "5k6/12/12/12/12/12/12/RR3K6 b - - 0 1"),
    ] {
        let o = at(name, fen).outcome().expect("bare king");
        assert_eq!(o.winner, Some(Color::White), "{name}: {o}");
        assert_eq!(o.reason, Reason::BareKing, "{name}");
    }
}

#[test]
fn a_bared_king_may_bare_the_other_in_turn() {
    // White keeps one piece besides its king: Black, to move, is not lost yet
    // (pyffish: 9 moves deep 2 from here, Kxa1 among them).
    let pos = at("shatranj", "8/8/8/8/8/8/1k6/R6K b - - 0 1");
    assert!(pos.outcome().is_none());
    let t = texts(&pos);
    let take = pos
        .legal_turns()
        .into_iter()
        .find(|turn| pos.turn_text(turn).contains("a1"))
        .unwrap_or_else(|| panic!("Kxa1 is legal: {t:?}"));
    // Both kings bare: the game goes on (pyffish: no end).
    assert!(pos.play_unchecked(&take).outcome().is_none());
    // A move that does not bare White leaves Black bare after its own move: lost.
    let other = pos
        .legal_turns()
        .into_iter()
        .find(|turn| !pos.turn_text(turn).contains("a1"))
        .expect("a king move");
    let o = pos.play_unchecked(&other).outcome().expect("bare king");
    assert_eq!(o.winner, Some(Color::White), "{o}");
}

#[test]
fn chaturanga_has_no_bare_king_rule() {
    // pyffish: 635 at depth 3 from here, where shatranj's game is over.
    let pos = at("chaturanga", "4k3/8/8/8/8/8/8/RR2K3 b - - 0 1");
    assert!(pos.outcome().is_none());
}

#[test]
fn shatranj_draws_after_seventy_moves_without_progress() {
    let pos = at("shatranj", "r2k4/8/8/8/8/8/8/R3K3 w - - 138 80");
    let mut g = Game::from_position(pos);
    g.play_text("R a1-a2")
        .unwrap_or_else(|e| panic!("{e}: {:?}", texts(g.position())));
    assert!(g.outcome().is_none(), "69 moves and a half");
    g.play_text("k d8-c8")
        .unwrap_or_else(|e| panic!("{e}: {:?}", texts(g.position())));
    assert_eq!(g.outcome().unwrap().reason, Reason::MoveCountRule);
}

#[test]
fn the_first_check_wins_check_shogi() {
    // Its start position gives no check counts: one check each, as Fairy-Stockfish
    // defaults them. pyffish: after White's check (counts 0+1, Black to move) the
    // game is over, -32000 for Black.
    let start = Position::start(&builtin("checkshogi"));
    assert!(start.outcome().is_none());
    let pos = at(
        "checkshogi",
        "1n1g1g1n1/3s1s1bl/l2rp1p1p/p1ppkp1p1/1p2P2N1/PP6P/L1PPRPPP1/2S1KSG2/1NB1G3L[] b - - 0+1 47 24",
    );
    assert_eq!(pos.outcome().expect("checked").winner, Some(Color::White));
}

/// A section of ours in Fairy-Stockfish's `variants.ini` format, imported.
fn section(ini: &str, name: &str) -> std::sync::Arc<pigeonpost_engine::Variant> {
    let v = pigeonpost_engine::Catalogue::builtin()
        .load_file_text("variants.ini", ini, name, true)
        .unwrap_or_else(|e| panic!("{name}: {}", e.join("\n")));
    std::sync::Arc::new(v)
}

const BARED_DRAW: &str = "[bareddraw:chess]
extinctionValue = draw
extinctionPieceTypes = *
extinctionPieceCount = 1
";

#[test]
fn a_bare_king_draws_where_extinction_is_worth_a_draw() {
    let v = section(BARED_DRAW, "bareddraw");
    let at = |fen: &str| Position::from_fen(&v, fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    // pyffish: `is_immediate_game_end` (True, 0), whoever is to move; in chess the
    // same position has 5 legal moves and no end.
    for fen in [
        "4k3/8/8/8/8/8/8/RR2K3 b - - 0 1",
        "4k3/8/8/8/8/8/8/RR2K3 w - - 0 1",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
    ] {
        let o = at(fen).outcome().expect("bare king");
        assert_eq!(o.winner, None, "{fen}: {o}");
        assert_eq!(o.reason, Reason::BareKing, "{fen}");
    }
    assert!(
        at("4k3/8/8/8/8/8/8/RR2K3 b - - 0 1")
            .legal_turns()
            .is_empty()
    );
    // pyffish: no end with a rook each (6 legal moves); taking Black's rook (b1b2)
    // ends it at once, drawn: (True, 0), no legal move.
    let pos = at("4k3/8/8/8/8/8/1r6/1R2K3 w - - 0 1");
    assert!(pos.outcome().is_none());
    let taken = play(&pos, "R b1-b2").unwrap_or_else(|e| panic!("{e}: {:?}", texts(&pos)));
    assert_eq!(taken.outcome().expect("bare king").winner, None);
    assert!(taken.legal_turns().is_empty());
    // Written by hand in our format, the same rule counts the same: pyffish's perft(4)
    // of the section `bareddraw` of tests/data/fairy/variants.ini, from its start.
    let hand = pigeonpost_engine::Catalogue::builtin()
        .load_file_text("bareddraw.toml", BARED_DRAW_TOML, "bareddraw", false)
        .map(std::sync::Arc::new)
        .unwrap_or_else(|e| panic!("{e:?}"));
    let fen = "4k3/8/8/8/8/8/1r6/1R2K3 w - - 0 1";
    let start = Position::from_fen(&hand, fen).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(pigeonpost_engine::perft::perft(&start, 4), 16180);
    let imported = at(fen);
    assert_eq!(pigeonpost_engine::perft::perft(&imported, 4), 16180);
}

const BARED_DRAW_TOML: &str = include_str!("../data/mechanics/bareddraw.toml");

#[test]
fn a_shatar_mate_counts_only_after_a_check_by_rook_knight_or_bers() {
    // pyffish `game_result` (Black to move, mated in each): a rook's mate -32000; a
    // bishop's alone 0 (drawn); knights' alone +32000 (the mated side wins).
    let o = at("shatar", "k7/2K5/8/8/8/8/7p/R7 b - - 0 1")
        .outcome()
        .expect("mate");
    assert_eq!(o.winner, Some(Color::White), "{o}");
    let o = at("shatar", "k7/2K5/1P6/8/8/8/6Bp/8 b - - 0 1")
        .outcome()
        .expect("mate");
    assert_eq!(o.winner, None, "{o}");
    let o = at("shatar", "k7/2K5/1NN5/8/8/8/7p/8 b - - 0 1")
        .outcome()
        .expect("mate");
    assert_eq!(o.winner, Some(Color::Black), "{o}");
    // Chess: the same bishop and knight positions are plain mates.
    let chess = |fen: &str| at("chess", fen).outcome().expect("mate").winner;
    assert_eq!(
        chess("k7/2K5/1P6/8/8/8/6Bp/8 b - - 0 1"),
        Some(Color::White)
    );
    assert_eq!(
        chess("k7/2K5/1NN5/8/8/8/7p/8 b - - 0 1"),
        Some(Color::White)
    );
}

#[test]
fn a_shatar_mate_by_a_bishop_counts_after_a_rook_check_in_the_same_run() {
    // pyffish: from here (Black in check by the rook), f2f3 then d7c6 mates with the
    // bishop: `game_result` with those moves -32000; from the final position's text
    // alone, without the rook's check before it, 0.
    let mut g = Game::from_position(at("shatar", "8/1P1B4/8/8/3K1p2/8/5kR1/8 b - - 0 1"));
    for text in ["k f2-f3", "B d7-c6"] {
        g.play_text(text)
            .unwrap_or_else(|e| panic!("{text}: {e}: {:?}", texts(g.position())));
    }
    let o = g.outcome().expect("mate");
    assert_eq!(o.winner, Some(Color::White), "{o}");
    let alone = at("shatar", &g.position().fen()).outcome().expect("mate");
    assert_eq!(alone.winner, None, "{alone}");
}
