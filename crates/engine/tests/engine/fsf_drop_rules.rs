//! What drops must and may not do, imported from Fairy-Stockfish's built-in sections:
//! koedem's king in hand comes first (`mustDrop`), supply's drops may not give check
//! (`dropChecks = false`). Each position was asked of pyffish 0.0.90.

use crate::support::fsf_builtin as builtin;
use crate::support::sorted_turn_texts as texts;
use pigeonpost_engine::Position;

fn at(name: &str, fen: &str) -> Position {
    Position::from_fen(&builtin(name), fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

#[test]
fn a_king_in_hand_must_be_dropped_first() {
    // pyffish: 33 moves, every one a king drop (onto the 33 empty squares), no knight
    // drop and no board move.
    let pos = at(
        "koedem",
        "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[KNk] w KQ - 0 1",
    );
    let t = texts(&pos);
    assert_eq!(t.len(), 33, "{t:?}");
    // A drop is written `K-e8`, a board move `K e1-f1`.
    assert!(t.iter().all(|t| t.starts_with("K-")), "{t:?}");
}

#[test]
fn other_pieces_in_hand_are_dropped_at_will() {
    // Without a king in hand the drops are a choice: pyffish 2662 at depth 2.
    let pos = at(
        "koedem",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Nn] w KQkq - 0 1",
    );
    let count: usize = pos
        .legal_turns()
        .iter()
        .map(|t| pos.play_unchecked(t).legal_turns().len())
        .sum();
    assert_eq!(count, 2662);
}

#[test]
fn fairy_stockfish_s_promotion_mark_is_read_where_it_means_nothing() {
    // From pyffish's random play: a promoted bishop (b~) in a game whose captures go
    // to no hand.
    let pos = at(
        "koedem",
        "rn2B1q1/2p1r3/5npP/ppb2P2/1P4QP/N7/PBPP4/R2Kb~3[] w - - 0 33",
    );
    assert!(!pos.legal_turns().is_empty());
}

#[test]
fn a_supply_drop_may_not_give_check() {
    // pyffish: 41 moves, R@d1..R@d5 missing (they would check the general on d10);
    // the general's own moves stay.
    let pos = at("supply", "3k5/9/9/9/9/9/9/9/9/4K4[R] w - - 0 1");
    let t = texts(&pos);
    assert_eq!(t.len(), 41, "{t:?}");
    assert!(!t.iter().any(|t| t.starts_with("R-d")), "{t:?}");
    assert!(t.iter().any(|t| t.starts_with("R-e")), "{t:?}");
}
