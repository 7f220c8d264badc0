//! Castling of Fairy-Stockfish's chess-likes, imported from its built-in sections and
//! checked on positions pyffish 0.0.90 was asked about: Chess960's castling from any
//! file with its Shredder-FEN rights (fischerandom, caparandom), kings landing on files
//! at different distances (janus), castling on the second rank (shako), and a second
//! kind that castles as the rook (perfect); and the same written by hand.

use crate::support::fsf_builtin as builtin;
use crate::support::sorted_turn_texts as texts;
use pigeonpost_engine::{Catalogue, Position, Variant};
use std::sync::Arc;

fn at(name: &str, fen: &str) -> Position {
    Position::from_fen(&builtin(name), fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// The position after the only legal turn whose text starts with `text`.
fn after(pos: &Position, text: &str) -> Position {
    let turn = pos
        .legal_turns()
        .into_iter()
        .find(|t| pos.turn_text(t).starts_with(text))
        .unwrap_or_else(|| panic!("{text} not in {:?}", texts(pos)));
    pos.play(&turn).expect("legal")
}

/// The king's legal moves (`K ...` turns, castlings included).
fn king_turns(pos: &Position) -> Vec<String> {
    texts(pos)
        .into_iter()
        .filter(|t| t.starts_with("K "))
        .collect()
}

fn perft(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    pos.legal_turns()
        .iter()
        .map(|t| perft(&pos.play(t).expect("legal"), depth - 1))
        .sum()
}

#[test]
fn chess960_rights_are_written_by_the_rooks_files() {
    // pyffish reads KQkq as the outermost rooks and writes them back as GEge.
    let pos = at(
        "fischerandom",
        "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w KQkq - 0 1",
    );
    assert_eq!(
        pos.fen(),
        "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1"
    );
    for fen in [
        "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1",
        "rnabqkbcnr/pppppppppp/10/10/10/P9/1PPPPPPPPP/RNABQKBCNR b JAja - 0 1",
        "bqnbrkrn/3ppppp/Q1p5/p1N3P1/1p6/2P5/PP1PPP1P/B2BRRKN b ge - 1 8",
    ] {
        let variant = if fen.contains("10") {
            "caparandom"
        } else {
            "fischerandom"
        };
        assert_eq!(at(variant, fen).fen(), fen);
    }
}

#[test]
fn a_chess960_right_names_a_rook_of_the_position() {
    let v = builtin("fischerandom");
    // No rook stands on the c-file.
    let fen = "1r2k1r1/8/8/8/8/8/8/1R2K1R1 w Cgb - 0 1";
    assert!(Position::from_fen(&v, fen).is_err());
}

#[test]
fn a_chess960_king_castles_past_its_rook_unless_the_square_it_lands_on_is_attacked() {
    // pyffish: e1b1 (queenside: king to c1, rook to d1); no kingside castling, as the
    // rook on g8 sees g1 once White's rook has left it.
    let pos = at("fischerandom", "1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1");
    assert_eq!(pos.legal_turns().len(), 25, "{:?}", texts(&pos));
    let next = after(&pos, "K e1-c1");
    assert_eq!(next.fen(), "1r2k1r1/8/8/8/8/8/8/2KR2R1 b gb - 1 1");
    assert!(!king_turns(&pos).iter().any(|t| t.starts_with("K e1-g1")));
}

#[test]
fn a_chess960_king_already_on_its_castling_file_castles_by_the_rook_alone() {
    // pyffish: g1h1 leaves the king on g1 and brings the rook to f1; g1a1 goes to c1.
    let pos = at("fischerandom", "r5kr/8/8/8/8/8/8/R5KR w HAha - 0 1");
    let kingside = after(&pos, "K g1-g1");
    assert_eq!(kingside.fen(), "r5kr/8/8/8/8/8/8/R4RK1 b ha - 1 1");
    assert_eq!(kingside.legal_turns().len(), 22);
    let queenside = after(&pos, "K g1-c1");
    assert_eq!(queenside.fen(), "r5kr/8/8/8/8/8/8/2KR3R b ha - 1 1");
    assert_eq!(queenside.legal_turns().len(), 23);
}

#[test]
fn chess960_perft_matches_fairy_stockfish_from_shuffled_arrays() {
    // pyffish 0.0.90's perft(2) of each position.
    for (variant, fen, nodes) in [
        (
            "fischerandom",
            "rk2r3/pppppppp/8/8/8/8/PPPPPPPP/RK2R3 w EAea - 0 1",
            576,
        ),
        (
            "fischerandom",
            "rkr1bq1n/1pbpp1pp/p1p4n/5p2/7P/6P1/PPPPPPN1/RKRBB1QN b CAca - 0 6",
            576,
        ),
        (
            "caparandom",
            "2r4kr1/10/10/10/10/10/10/2R4KR1 w ICic - 0 1",
            490,
        ),
    ] {
        assert_eq!(perft(&at(variant, fen), 2), nodes, "{variant} {fen}");
    }
}

#[test]
fn a_janus_king_castles_four_files_one_way_and_three_the_other() {
    let pos = at("janus", "r3k4r/10/10/10/10/10/10/R3K4R w KQkq - 0 1");
    // pyffish: e1i1 and e1b1 besides the king's five steps.
    assert_eq!(king_turns(&pos).len(), 7, "{:?}", king_turns(&pos));
    let next = after(&pos, "K e1-b1");
    assert_eq!(next.fen(), "r3k4r/10/10/10/10/10/10/1KR6R b kq - 1 1");
    assert_eq!(next.legal_turns().len(), 27);
}

#[test]
fn a_shako_king_castles_on_the_second_rank_with_the_rooks_inside_the_corners() {
    let pos = at(
        "shako",
        "c8c/1r3k2r1/10/10/10/10/10/10/1R3K2R1/C8C w KQkq - 0 1",
    );
    let kingside = after(&pos, "K f2-h2");
    assert_eq!(
        kingside.fen(),
        "c8c/1r3k2r1/10/10/10/10/10/10/1R4RK2/C8C b kq - 1 1"
    );
    let queenside = after(&pos, "K f2-d2");
    assert_eq!(
        queenside.fen(),
        "c8c/1r3k2r1/10/10/10/10/10/10/3KR3R1/C8C b kq - 1 1"
    );
    assert_eq!(queenside.legal_turns().len(), 62);
}

#[test]
fn a_perfect_king_castles_with_its_chancellor() {
    let pos = at("perfect", "c3k2r/8/8/8/8/8/8/C3K2R w KQkq - 0 1");
    let next = after(&pos, "K e1-c1");
    assert_eq!(next.fen(), "c3k2r/8/8/8/8/8/8/2KC3R b kq - 1 1");
    assert_eq!(next.legal_turns().len(), 25);
}

fn own(text: &str) -> Result<Arc<Variant>, Vec<String>> {
    Catalogue::builtin()
        .load_file_text("castling.toml", text, "shuffle", false)
        .map(Arc::new)
}

fn refused(text: &str) -> Vec<String> {
    match own(text) {
        Ok(_) => panic!("accepted: {text}"),
        Err(problems) => problems,
    }
}

const HAND_WRITTEN: &str = include_str!("../data/mechanics/shuffle.toml");

#[test]
fn castling_from_any_file_is_written_by_hand() {
    let v = own(HAND_WRITTEN).unwrap_or_else(|e| panic!("{e:?}"));
    // pyffish plays the same position as fischerandom: 39 moves, b1e1 as below.
    let pos = Position::from_fen(&v, "rk2r3/8/8/8/8/8/4Q3/RK2R3 w KQkq - 0 1").expect("fen");
    assert_eq!(pos.fen(), "rk2r3/8/8/8/8/8/4Q3/RK2R3 w EAea - 0 1");
    assert_eq!(pos.legal_turns().len(), 39, "{:?}", texts(&pos));
    let next = after(&pos, "K b1-g1");
    assert_eq!(next.fen(), "rk2r3/8/8/8/8/8/4Q3/R4RK1 b ea - 1 1");
}

#[test]
fn landing_files_go_together() {
    let text = HAND_WRITTEN.replace("queenside_file = \"c\"\n", "");
    let problems = refused(&text);
    assert!(
        problems
            .iter()
            .any(|p| p.contains("kingside_file and queenside_file")),
        "{problems:?}"
    );
    let text = HAND_WRITTEN.replace("kingside_file = \"g\"", "kingside_file = \"k\"");
    let problems = refused(&text);
    assert!(
        problems.iter().any(|p| p.contains("'k' is not a file")),
        "{problems:?}"
    );
}
