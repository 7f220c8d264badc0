//! Crazyhouse's relatives imported from Fairy-Stockfish's built-in sections: loop and
//! chessgi (a captured promoted piece goes to hand as it is; chessgi's pawns may be
//! dropped on their first rank) and bughouse played on one board (captures go to no
//! hand). Counts from pyffish 0.0.90 (`scripts/fsf-catalogue.py`).

use crate::support::fsf_builtin as builtin;
use pigeonpost_engine::{Position, perft};

#[test]
fn loop_chessgi_and_bughouse_count_as_fairy_stockfish() {
    for (name, fen, nodes) in [
        (
            "loop",
            "3r3k/r1p2Q1p/2ppbppn/pp2p1N1/Pp1b1PP1/3P3P/R3P3/1nN1KB1R[Qb] b K - 0 30",
            4473,
        ),
        (
            "chessgi",
            "rn2kr2/1b1p1p2/2p1qpnN/1B1ppPPp/p1BPP1P1/2PQ1K2/1R4P1/2B3NR[P] b q - 1 33",
            1678,
        ),
        (
            "chessgi",
            "1kr1br2/pp1P2bp/n3Pn2/PprPp1P1/4P1Bq/1P5p/2PB1P1Q/R4KNb[N] w - - 2 40",
            3273,
        ),
    ] {
        let v = builtin(name);
        let pos = Position::from_fen(&v, fen).expect(fen);
        assert_eq!(perft::perft(&pos, 2), nodes, "{name} {fen}");
    }
    for name in ["loop", "chessgi", "bughouse"] {
        assert_eq!(
            perft::perft(&Position::start(&builtin(name)), 3),
            8902,
            "{name}"
        );
    }
}

/// The position after the only capture of `from`-`to` in `fen`.
fn after_capture(name: &str, fen: &str, capture: &str) -> String {
    let v = builtin(name);
    let pos = Position::from_fen(&v, fen).unwrap();
    let turn = pos
        .legal_turns()
        .into_iter()
        .find(|t| pos.turn_text(t).contains(capture))
        .unwrap_or_else(|| panic!("{capture} in {fen}"));
    pos.play(&turn).unwrap().fen()
}

#[test]
fn a_captured_promoted_piece_goes_to_hand_as_it_is_in_loop_but_as_a_pawn_in_crazyhouse() {
    // Fairy-Stockfish marks the promoted queen only where it reverts.
    let marked = "4k3/8/8/8/8/8/8/r2Q~K3[] b - - 0 1";
    assert!(after_capture("crazyhouse", marked, "d1").contains("[p]"));
    let unmarked = "4k3/8/8/8/8/8/8/r2QK3[] b - - 0 1";
    assert!(after_capture("loop", unmarked, "d1").contains("[q]"));
}

#[test]
fn chessgi_drops_pawns_on_the_first_rank_but_not_the_last() {
    let v = builtin("chessgi");
    let pos = Position::from_fen(&v, "4k3/8/8/8/8/8/8/4K3[P] w - - 0 1").unwrap();
    let texts: Vec<String> = pos.legal_turns().iter().map(|t| pos.turn_text(t)).collect();
    assert!(
        texts
            .iter()
            .any(|t| t.starts_with('P') && t.ends_with("a1")),
        "{texts:?}"
    );
    assert!(
        !texts
            .iter()
            .any(|t| t.starts_with('P') && t.ends_with("a8")),
        "{texts:?}"
    );
    let v = builtin("crazyhouse");
    let pos = Position::from_fen(&v, "4k3/8/8/8/8/8/8/4K3[P] w - - 0 1").unwrap();
    let texts: Vec<String> = pos.legal_turns().iter().map(|t| pos.turn_text(t)).collect();
    assert!(
        !texts
            .iter()
            .any(|t| t.starts_with('P') && t.ends_with("a1")),
        "{texts:?}"
    );
}

#[test]
fn a_capture_in_bughouse_goes_to_no_hand_on_one_board() {
    let fen = "4k3/8/8/8/8/8/8/r2QK3[] b - - 0 1";
    assert!(after_capture("bughouse", fen, "d1").contains("[]"));
}

const SEIRAWAN_OPENING: [&str; 6] = [
    "N g1-f3", "n g8-f6", "P g2-g3", "p g7-g6", "B f1-g2", "b f8-g7",
];

/// The castling field of a position text.
fn castling_field(fen: &str) -> &str {
    fen.split_whitespace().nth(2).unwrap_or("")
}

#[test]
fn a_piece_leaving_a_gate_may_bring_a_piece_from_hand_onto_it() {
    // pyffish: after b1c3h the knight's gate is shut and the hawk stands on b1
    // (castling field KQCDFGkqbcdfg); castling may gate on the king's square (e1g1h:
    // ABCDkqbcd) or the rook's (h1e1e); 40 legal moves before castling.
    let v = builtin("seirawan");
    let mut g = pigeonpost_engine::Game::new(&v);
    g.submit("N b1-c3; H-b1").expect("gated knight move");
    let fen = g.position().fen();
    assert!(
        fen.starts_with("rnbqkbnr/pppppppp/8/8/8/2N5/PPPPPPPP/RHBQKBNR"),
        "{fen}"
    );
    assert_eq!(castling_field(&fen), "KQCDFGkqbcdfg");
    let mut g = pigeonpost_engine::Game::new(&v);
    for text in SEIRAWAN_OPENING {
        g.submit(text).expect(text);
    }
    assert_eq!(g.position().legal_turns().len(), 40);
    let mut king_gate = g.clone();
    king_gate
        .submit("K e1-g1; H-e1")
        .expect("castling that gates on e1");
    let fen = king_gate.position().fen();
    assert!(
        fen.starts_with("rnbqk2r/ppppppbp/5np1/8/8/5NP1/PPPPPPBP/RNBQHRK1"),
        "{fen}"
    );
    assert_eq!(castling_field(&fen), "ABCDkqbcd");
    g.submit("K e1-g1; E-h1")
        .expect("castling that gates on h1");
    let fen = g.position().fen();
    assert!(
        fen.starts_with("rnbqk2r/ppppppbp/5np1/8/8/5NP1/PPPPPPBP/RNBQ1RKE"),
        "{fen}"
    );
    // The plain move is still written plainly.
    let mut g = pigeonpost_engine::Game::new(&v);
    g.submit("N b1-c3").expect("plain knight move");
    assert!(g.position().fen().contains("[HEhe]") || g.position().fen().contains("[EHeh]"));
}

#[test]
fn seirawan_and_shouse_count_as_fairy_stockfish() {
    assert_eq!(
        perft::perft(&Position::start(&builtin("seirawan")), 3),
        24830
    );
    assert_eq!(perft::perft(&Position::start(&builtin("shouse")), 2), 7944);
    // A captured pawn in hand is never gated onto the first rank.
    let v = builtin("shouse");
    let fen = "rnbqk2r/p2pPpbp/5p1n/1Np5/8/2P2N1h/ePPPPPPP/RhBQKB1R[ep] b KQCDFkqbcd - 0 12";
    let pos = Position::from_fen(&v, fen).expect(fen);
    assert_eq!(perft::perft(&pos, 2), 3065);
}

#[test]
fn a_piece_brought_onto_a_gate_shields_nothing() {
    // pyffish: Black's queen on d8 is pinned by the chancellor on c8; it may take the
    // chancellor, but not leave d8 with a piece gated behind it (no d8a5e), though the
    // hawk or elephant would stand between.
    let v = builtin("shouse");
    let fen = "rnEqkbnr/pp1ppppp/2p5/8/8/8/PPPPPPPP/RNBQKBNR[HBeh] b KQBCDFGkqbdfg - 0 2";
    let pos = Position::from_fen(&v, fen).expect(fen);
    assert_eq!(pos.legal_turns().len(), 91);
    let texts: Vec<String> = pos.legal_turns().iter().map(|t| pos.turn_text(t)).collect();
    assert!(texts.contains(&"q d8-c8; e-d8".to_string()), "{texts:?}");
    assert!(!texts.iter().any(|t| t.starts_with("q d8-a5")), "{texts:?}");
}
