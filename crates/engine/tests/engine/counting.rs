//! The makruk family as Fairy-Stockfish's built-ins (makruk, ai-wok, asean), imported
//! from `fsf-builtins.ini`: perft against pyffish 0.0.90's counts (its catalogue's
//! start and random positions), and the counting rules left to the players: we do not
//! count, so no automatic draw stands in for the count's.

use crate::support::fsf_builtin as builtin;
use pigeonpost_engine::registry::build_custom;
use pigeonpost_engine::{Position, fairy, perft};

#[test]
fn makruk_ai_wok_and_asean_agree_with_fairy_stockfish() {
    let cases = [
        (
            "makruk",
            "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1",
            3,
            12012,
        ),
        (
            "makruk",
            "3m3r/r7/1ps1k1np/p1Spn1p1/P3P2s/K1P1MP1P/6R1/RN3SN1 b - - 1 26",
            2,
            1169,
        ),
        (
            "ai-wok",
            "rnsaksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKASNR w - - 0 1",
            3,
            18102,
        ),
        (
            "ai-wok",
            "ans3nr/1r2ks2/1ppppp1p/p1P5/1P3PpP/P2PP1PN/1SA1K3/RN3S1R w - - 1 17",
            2,
            888,
        ),
        (
            "asean",
            "rnbqkbnr/8/pppppppp/8/8/PPPPPPPP/8/RNBQKBNR w - - 0 1",
            3,
            12012,
        ),
        (
            "asean",
            "rn1q2nr/3bb1k1/p1pp1p2/p3p1pp/5P2/RPPPP1PP/6KR/1NBQ1BN1 b - - 0 9",
            2,
            641,
        ),
    ];
    for (name, fen, depth, nodes) in cases {
        let pos = Position::from_fen(&builtin(name), fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        assert_eq!(perft::perft(&pos, depth), nodes, "{name} {fen}");
    }
}

#[test]
fn counting_rules_leave_the_n_move_draw_to_the_players() {
    for name in ["makruk", "ai-wok", "asean"] {
        assert!(!builtin(name).draw_rules().fifty_move, "{name}");
    }
    // Without a counting rule the n-move rule stands (50 moves by default).
    let plain = fairy::import(
        "v.ini",
        "[x:makruk]\ncountingRule = none\nnMoveRule = 50\n",
        "x",
    )
    .expect("imported");
    let v = build_custom("x.toml", &plain).expect("builds");
    assert!(v.draw_rules().fifty_move);
}

/// The legal turns as pyffish writes them (from and to squares), sorted.
fn moves(pos: &Position) -> Vec<String> {
    let g = pos.variant().geometry();
    let mut out: Vec<String> = pos
        .legal_turns()
        .iter()
        .filter_map(|t| t.first())
        .map(|m| {
            let from = m.from().map_or("", |sq| g.name_of(sq));
            format!("{from}{}", g.name_of(m.to()))
        })
        .collect();
    out.sort();
    out
}

#[test]
fn in_makpong_a_checked_king_may_only_take_its_checker() {
    let fen = "4k3/4r3/8/8/8/8/R7/4K3 w - - 0 1";
    let at = |name: &str, fen: &str| Position::from_fen(&builtin(name), fen).expect("a position");
    assert_eq!(moves(&at("makpong", fen)), ["a2e2"]);
    assert_eq!(
        moves(&at("makruk", fen)),
        ["a2e2", "e1d1", "e1d2", "e1f1", "e1f2"]
    );
    let adjacent = "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1";
    assert_eq!(moves(&at("makpong", adjacent)), ["e1e2"]);
}
