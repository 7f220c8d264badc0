//! The shogi family, imported from Fairy-Stockfish's built-in sections: perft against
//! pyffish 0.0.90's counts, and one test per rule (promotion optional or forced, drops
//! barred where a piece could never move or onto a file with an own pawn, a captured
//! promoted piece back in hand unpromoted, mate by a pawn drop, perpetual check).

use crate::support::fsf_builtin as builtin;
use crate::support::texts;
use pigeonpost_engine::registry::build_custom;
use pigeonpost_engine::{Color, Game, Position, fairy, perft};

/// pyffish 0.0.90's counts (`scripts/fsf-catalogue.py`), start and positions reached by
/// random play.
#[test]
fn shogi_perft_matches_fairy_stockfish() {
    let v = builtin("shogi");
    let start = Position::start(&v);
    assert_eq!(perft::perft(&start, 1), 30);
    assert_eq!(perft::perft(&start, 2), 900);
    assert_eq!(perft::perft(&start, 3), 25470);
    for (fen, nodes) in [
        (
            "ln5nb/2sgksg1l/1p1p1pppp/p1p1r4/2S1P3P/P1P6/NP1P1PPPN/1BSKR1G2/L2G4L[P] b - - 4 16",
            1191,
        ),
        (
            "1ng2k1nb/l2r1+P1sg/ls5pl/Pppp2p2/1P2P2Pp/p2P2P2/2P1p1+B1P/3S1K1SR/1NG2G1NL[P] b - - 0 37",
            49,
        ),
        (
            "lr2gksn1/2p1g3l/n1N5p/p+SPpp1pp1/1p7/P5PP1/3PP+p1GP/L+b2G3R/2SK2SNL[Bpp] w - - 0 35",
            3883,
        ),
    ] {
        let pos = Position::from_fen(&v, fen).expect(fen);
        assert_eq!(perft::perft(&pos, 2), nodes, "{fen}");
    }
}

#[test]
fn more_of_the_family_matches_fairy_stockfish() {
    for (name, nodes) in [
        ("gorogoro", 4166),
        ("judkins", 6183),
        ("euroshogi", 15424),
        ("yarishogi", 7960),
    ] {
        let v = builtin(name);
        assert_eq!(perft::perft(&Position::start(&v), 3), nodes, "{name}");
    }
}

#[test]
fn promotion_is_optional_in_the_zone_and_forced_where_the_piece_could_not_move() {
    let v = builtin("shogi");
    // White pawn on e6 steps into the zone (e7): promote or not. Lance on a8 to a9:
    // forced. Knight on c7 to b9/d9: forced; knight on g6 to f8/h8: forced too.
    let pos = Position::from_fen(&v, "4k4/L8/9/4P4/9/9/9/9/4K4[] w - - 0 1").unwrap();
    let t = texts(&pos);
    let pawn: Vec<&String> = t.iter().filter(|x| x.contains("e6-e7")).collect();
    assert_eq!(pawn.len(), 2, "{t:?}");
    let lance: Vec<&String> = t.iter().filter(|x| x.contains("a8-a9")).collect();
    assert_eq!(lance.len(), 1, "{t:?}");
    assert!(lance[0].contains('+'), "{lance:?}");
    // A piece that starts in the zone and leaves it may promote too.
    let pos = Position::from_fen(&v, "4k4/9/2S6/9/9/9/9/9/4K4[] w - - 0 1").unwrap();
    let leaving: Vec<String> = texts(&pos)
        .into_iter()
        .filter(|x| x.contains("c7-b6"))
        .collect();
    assert_eq!(leaving.len(), 2, "{leaving:?}");
}

#[test]
fn no_pawn_is_dropped_on_a_file_with_an_own_pawn_nor_where_it_could_never_move() {
    let v = builtin("shogi");
    let pos = Position::from_fen(&v, "4k4/9/9/9/9/9/P8/9/4K4[PLN] w - - 0 1").unwrap();
    let t = texts(&pos);
    let drops = |label: &str, square: &str| {
        t.iter()
            .any(|x| x.starts_with(label) && x.ends_with(square))
    };
    assert!(!drops("P", "a5"), "a second pawn on the a-file");
    assert!(drops("P", "b5"));
    assert!(
        !drops("P", "b9") && !drops("L", "b9"),
        "pawn or lance on the last rank"
    );
    assert!(!drops("N", "b9") && !drops("N", "b8") && drops("N", "b7"));
}

#[test]
fn a_captured_promoted_piece_goes_to_hand_unpromoted() {
    let v = builtin("shogi");
    // A promoted bishop (dragon horse) taken by a rook comes to hand as a bishop.
    let back = Position::from_fen(&v, "4k4/9/9/9/4+b4/4R4/9/9/4K4[] w - - 0 1").unwrap();
    let take = back
        .legal_turns()
        .into_iter()
        .find(|t| back.turn_text(t).contains("e4") && back.turn_text(t).contains("e5"))
        .expect("the rook takes the horse");
    let after = back.play(&take).unwrap();
    assert!(after.fen().contains("[B]"), "{}", after.fen());
}

#[test]
fn a_mate_by_a_pawn_drop_loses_for_the_dropping_side() {
    let v = builtin("shogi");
    // Black king a9 boxed in by White's golds; a pawn dropped on a8 is protected by the
    // gold on b7 and mates. A mate by any other means wins as usual.
    let pos = Position::from_fen(&v, "k8/2G6/1G7/9/9/9/9/9/4K4[P] w - - 0 1").unwrap();
    let drop = pos
        .legal_turns()
        .into_iter()
        .find(|t| {
            let x = pos.turn_text(t);
            x.starts_with('P') && x.ends_with("a8")
        })
        .expect("the drop is legal");
    let mated = pos.play(&drop).unwrap();
    assert!(mated.legal_turns().is_empty());
    let o = mated.outcome().expect("the game is over");
    assert_eq!(o.winner, Some(Color::Black), "{o:?}");
}

#[test]
fn a_fourfold_repetition_draws_unless_one_side_checked_throughout() {
    let v = builtin("shogi");
    // Rook and king step back and forth without a check.
    let quiet = Position::from_fen(&v, "8k/9/9/9/9/9/9/9/K3R4[] w - - 0 1").unwrap();
    let mut g = Game::from_position(quiet);
    for _ in 0..3 {
        for text in ["R e1-f1", "k i9-h9", "R f1-e1", "k h9-i9"] {
            assert!(g.outcome().is_none(), "ended early at {text}");
            g.submit(text).expect(text);
        }
    }
    let o = g.outcome().expect("fourfold");
    assert_eq!(o.winner, None, "{o:?}");
    // The rook checks on every turn: the king moves along the ninth file and back.
    let checks = Position::from_fen(&v, "k8/9/9/9/9/9/9/9/1R6K[] w - - 0 1").unwrap();
    let mut g = Game::from_position(checks);
    for _ in 0..3 {
        for text in ["R b1-a1", "k a9-b9", "R a1-b1", "k b9-a9"] {
            assert!(g.outcome().is_none(), "ended early at {text}");
            g.submit(text).expect(text);
        }
    }
    let o = g.outcome().expect("perpetual check");
    assert_eq!(o.winner, Some(Color::Black), "{o:?}");
}

#[test]
fn a_repetition_in_minishogi_loses_for_the_first_player() {
    // pyffish: after these twelve plies, is_optional_game_end gives -32000 for White to
    // move (nFoldValue = loss, nFoldValueAbsolute = true).
    let v = builtin("minishogi");
    let pos = Position::from_fen(&v, "4k/5/5/5/K1R2[] w - - 0 1").unwrap();
    let mut g = Game::from_position(pos);
    for _ in 0..3 {
        for text in ["R c1-b1", "k e5-e4", "R b1-c1", "k e4-e5"] {
            assert!(g.outcome().is_none(), "ended early at {text}");
            g.submit(text).expect(text);
        }
    }
    let o = g.outcome().expect("fourfold");
    assert_eq!(o.winner, Some(Color::Black), "{o:?}");
    for (name, nodes) in [("minishogi", 2512), ("torishogi", 5430)] {
        let v = builtin(name);
        assert_eq!(perft::perft(&Position::start(&v), 3), nodes, "{name}");
    }
}

#[test]
fn a_repetition_rule_that_means_nothing_is_refused() {
    let def = fairy::import("fsf-builtins.ini", "", "minishogi").expect("imported");
    assert!(def.contains("repetition_result = \"black_wins\""), "{def}");
    let bad = def.replace("\"black_wins\"", "\"maybe\"");
    let e = build_custom("bad.toml", &bad).expect_err("refused");
    assert!(e.to_string().contains("repetition_result"), "{e}");
    let bad = def.replace("repetition_count = 4", "repetition_count = 1");
    let e = build_custom("bad.toml", &bad).expect_err("refused");
    assert!(e.to_string().contains("repetition_count"), "{e}");
}

#[test]
fn a_kyoto_piece_turns_over_on_every_move_and_may_be_dropped_either_way_up() {
    // pyffish: the silver's three moves all promote (c1b2+ c1c2+ c1d2+), and the pawn
    // in hand drops as a pawn or a promoted pawn (rook) on 22 squares each.
    let v = builtin("kyotoshogi");
    let pos = Position::from_fen(&v, "4k/5/5/5/K1S2[P] w - - 0 1").unwrap();
    assert_eq!(pos.legal_turns().len(), 50);
    let t = texts(&pos);
    let silver: Vec<&String> = t.iter().filter(|x| x.contains("c1-")).collect();
    assert_eq!(silver.len(), 3, "{t:?}");
    assert!(silver.iter().all(|x| x.contains('+')), "{silver:?}");
    for (fen, nodes) in [
        ("p4/n3l/k+S3/2PK1/2l1N[s] b - - 3 13", 316),
        ("+n1k1P/1n1s1/3L1/p3K/5[Sl] b - - 0 20", 1434),
    ] {
        let pos = Position::from_fen(&v, fen).expect(fen);
        assert_eq!(perft::perft(&pos, 2), nodes, "{fen}");
    }
    assert_eq!(perft::perft(&Position::start(&v), 3), 1636);
    assert_eq!(perft::perft(&Position::start(&builtin("micro")), 3), 767);
}

#[test]
fn a_move_that_may_promote_is_written_plainly_to_stay_and_with_the_promotion_to_promote() {
    let v = builtin("shogi");
    let pos = Position::from_fen(&v, "4k4/9/9/4P4/9/9/9/9/4K4[] w - - 0 1").unwrap();
    let mut stay = Game::from_position(pos.clone());
    stay.submit("P e6-e7").expect("stays a pawn");
    assert!(
        stay.position().fen().starts_with("4k4/9/4P4/"),
        "{}",
        stay.position().fen()
    );
    let mut promote = Game::from_position(pos);
    promote.submit("P e6-e7; +P-e7").expect("promotes");
    assert!(
        promote.position().fen().starts_with("4k4/9/4+P4/"),
        "{}",
        promote.position().fen()
    );
}
