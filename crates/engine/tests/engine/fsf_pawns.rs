//! Pawn rules of Fairy-Stockfish's chess-likes, imported from its built-in sections and
//! checked on positions pyffish 0.0.90 was asked about: horde's first-rank double
//! steps and its en passant only onto the third and sixth ranks, georgian's none.

use crate::support::fsf_builtin as builtin;
use crate::support::sorted_turn_texts as texts;
use pigeonpost_engine::{Color, Position};

fn at(name: &str, fen: &str) -> Position {
    Position::from_fen(&builtin(name), fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// The position after the only legal move from `from` to `to`.
fn after(pos: &Position, from: &str, to: &str) -> Position {
    let turn = pos
        .legal_turns()
        .into_iter()
        .find(|t| pos.turn_text(t).contains(&format!("{from}-{to}")))
        .unwrap_or_else(|| panic!("{from}-{to} not in {:?}", texts(pos)));
    pos.play(&turn).expect("legal")
}

#[test]
fn a_horde_pawn_on_the_first_rank_steps_twice_and_cannot_be_taken_en_passant() {
    let pos = at("horde", "4k3/8/8/8/8/1p6/8/P7 w - - 0 1");
    let next = after(&pos, "a1", "a3");
    // pyffish: b3b2 and the king's five moves; no b3xa2.
    assert_eq!(next.fen(), "4k3/8/8/8/8/Pp6/8/8 b - - 0 1");
    assert_eq!(next.legal_turns().len(), 6, "{:?}", texts(&next));
}

#[test]
fn a_horde_pawn_from_the_second_rank_may_be_taken_en_passant() {
    let pos = at("horde", "4k3/8/8/8/1p6/8/P7/8 w - - 0 1");
    let next = after(&pos, "a2", "a4");
    assert_eq!(next.fen(), "4k3/8/8/8/Pp6/8/8/8 b - a3 0 1");
    assert_eq!(next.legal_turns().len(), 7, "{:?}", texts(&next));
}

#[test]
fn white_loses_horde_with_its_last_pawn() {
    let pos = at("horde", "4k3/8/8/8/8/8/8/8 w - - 0 1");
    assert_eq!(pos.outcome().expect("over").winner, Some(Color::Black));
}

#[test]
fn georgian_has_no_en_passant() {
    let pos = at(
        "georgian",
        "rnbakbnr/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/RNBAKBNR w - d6 0 3",
    );
    // The right the text names is no right here (pyffish drops it too).
    assert!(!texts(&pos).iter().any(|t| t.contains("e5-d6")));
    assert_eq!(
        pos.fen(),
        "rnbakbnr/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/RNBAKBNR w - - 0 3"
    );
}

#[test]
fn each_side_promotes_to_its_own_army_in_chigorin() {
    // pyffish: White a7a8c, a7a8n, a7a8r; Black a2a1b, a2a1q, a2a1r.
    let promotions = |fen: &str| -> Vec<String> {
        let pos = at("chigorin", fen);
        let mut t: Vec<String> = texts(&pos)
            .into_iter()
            .filter(|t| t.contains("a7-a8") || t.contains("a2-a1"))
            .collect();
        t.sort();
        t
    };
    let white = promotions("4k3/P7/8/8/8/8/p7/4K3 w - - 0 1");
    assert_eq!(white.len(), 3, "{white:?}");
    for piece in ["; C-", "; N-", "; R-"] {
        assert!(white.iter().any(|t| t.contains(piece)), "{white:?}");
    }
    let black = promotions("4k3/P7/8/8/8/8/p7/4K3 b - - 0 1");
    assert_eq!(black.len(), 3, "{black:?}");
    for piece in ["; q-", "; b-", "; r-"] {
        assert!(
            black.iter().any(|t| t.to_lowercase().contains(piece)),
            "{black:?}"
        );
    }
}
