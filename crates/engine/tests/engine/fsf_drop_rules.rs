//! What drops must and may not do, imported from Fairy-Stockfish's built-in sections:
//! koedem's king in hand comes first (`mustDrop`), supply's drops may not give check
//! (`dropChecks = false`), placement's bishops go to both colours
//! (`dropOppositeColoredBishop`) and its dropped rooks castle (`castlingDroppedPiece`).
//! Each position was asked of pyffish 0.0.90.

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

#[test]
fn a_second_bishop_is_dropped_on_the_other_colour() {
    // placement (`dropOppositeColoredBishop`): with a bishop on the dark c1, pyffish
    // drops the other only on b1, d1, f1, h1.
    let pos = at(
        "placement",
        "4k3/pppppppp/8/8/8/8/PPPPPPPP/2B1K3[Bb] w - - 0 1",
    );
    assert_eq!(texts(&pos), ["B-b1", "B-d1", "B-f1", "B-h1"]);
}

#[test]
fn no_drop_takes_the_last_square_a_bishop_still_needs() {
    // pyffish: f1 is the last light square of the first rank, kept for the bishop in
    // hand: B@f1, N@a1, N@g1, R@a1, R@g1.
    let pos = at(
        "placement",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/1NBQK2R[BNRrbq] w - - 0 1",
    );
    assert_eq!(texts(&pos), ["B-f1", "N-a1", "N-g1", "R-a1", "R-g1"]);
}

#[test]
fn a_rook_dropped_beside_the_king_may_castle() {
    // placement (`castlingDroppedPiece`): pyffish writes the right K after R@h1.
    let pos = at(
        "placement",
        "r3k3/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1[R] w - - 0 1",
    );
    let next = crate::support::play(&pos, "R-h1").expect("legal");
    assert_eq!(
        next.fen(),
        at(
            "placement",
            "r3k3/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] b K - 0 1"
        )
        .fen()
    );
}

/// A reserve whose rooks go onto the first rank only, written by hand.
const FIRST_RANK_ROOKS: &str = include_str!("../data/mechanics/firstrankrooks.toml");

#[test]
fn sittuyin_s_rooks_are_dropped_on_the_first_rank_only() {
    // pyffish (sittuyin, in its placement phase, and this section alike): with a
    // rook in hand and the rest of the army placed, the rook goes onto the first rank
    // only (7 empty squares), though the drop region is three ranks deep.
    let ini = "[rookdrops:makruk]\npieceDrops = true\nmustDrop = true\ncapturesToHand = false\nwhiteDropRegion = *1 *2 *3\nblackDropRegion = *6 *7 *8\nsittuyinRookDrop = true\nstartFen = 8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KMRRSSNNkmrrssnn] w - - 0 1\n";
    let v = std::sync::Arc::new(
        pigeonpost_engine::Catalogue::builtin()
            .load_file_text("v.ini", ini, "rookdrops", true)
            .unwrap_or_else(|e| panic!("{e:?}")),
    );
    let pos =
        Position::from_fen(&v, "8/8/4pppp/pppp4/4PPPP/PPPP4/8/1K6[Rrk] w - - 0 1").expect("reads");
    let t = texts(&pos);
    assert_eq!(t.len(), 7, "{t:?}");
    assert!(
        t.iter().all(|t| t.starts_with("R-") && t.ends_with('1')),
        "{t:?}"
    );
    let why = crate::support::play(&pos, "R-e2").expect_err("refused");
    // The refusal names where the rook may go.
    assert!(why.contains("a1, c1, d1, e1, f1, g1, h1"), "{why}");
    // Written by hand: the rook slot's own `drop_ranks`; pyffish's crazyhouse with
    // `sittuyinRookDrop = true` counts 1932 at depth 3 (a black rook onto rank 8).
    let v = std::sync::Arc::new(
        pigeonpost_engine::Catalogue::builtin()
            .load_file_text(
                "firstrankrooks.toml",
                FIRST_RANK_ROOKS,
                "firstrankrooks",
                false,
            )
            .unwrap_or_else(|e| panic!("{e:?}")),
    );
    let pos = Position::from_fen(&v, "4k3/8/8/8/8/8/8/4K3[Rr] w - - 0 1").expect("reads");
    assert_eq!(pigeonpost_engine::perft::perft(&pos, 3), 1932);
    let wide = FIRST_RANK_ROOKS.replace("drop_ranks = 1", "drop_ranks = 9");
    match pigeonpost_engine::Catalogue::builtin().load_file_text(
        "firstrankrooks.toml",
        &wide,
        "firstrankrooks",
        false,
    ) {
        Ok(_) => panic!("a slot zone wider than the reserve's was accepted"),
        Err(p) => assert!(p.iter().any(|x| x.contains("slots[0].drop_ranks")), "{p:?}"),
    }
}
