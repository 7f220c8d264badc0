//! Leaps from open gates (`gate_leaps`: Cambodian chess's king and met), imported from
//! Fairy-Stockfish's built-ins and written by hand, checked against pyffish 0.0.90.

use crate::support::fsf_builtin as builtin;
use crate::support::{play, texts};
use pigeonpost_engine::{Catalogue, Position};
use std::sync::Arc;

fn at(name: &str, fen: &str) -> Position {
    Position::from_fen(&builtin(name), fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

const HAND_WRITTEN: &str = include_str!("../data/mechanics/gateleaps.toml");

fn hand_written() -> Arc<pigeonpost_engine::Variant> {
    Catalogue::builtin()
        .load_file_text("gateleaps.toml", HAND_WRITTEN, "gateleaps", false)
        .map(Arc::new)
        .unwrap_or_else(|e| panic!("{e:?}"))
}

#[test]
fn the_king_leaps_to_the_rank_ahead_and_the_met_steps_two() {
    let pos = at("cambodian", "4k3/8/8/8/8/8/8/3KM3 w DEe - 0 1");
    let t = texts(&pos);
    // pyffish: the king's b2 and f2 leaps, the met's e3 step, besides their own moves.
    for leap in ["K d1-b2", "K d1-f2", "M e1-e3"] {
        assert!(t.iter().any(|x| x == leap), "{leap} in {t:?}");
    }
    // Leaving the gate closes it: back on d1 the king has only its steps.
    let back = play(&play(&pos, "K d1-d2").expect("legal"), "k e8-e7").expect("legal");
    let back = play(&back, "K d2-d1").expect("legal");
    let back = play(&back, "k e7-e8").expect("legal");
    assert!(!texts(&back).iter().any(|x| x == "K d1-b2"));
}

#[test]
fn no_leap_out_of_check_and_a_rook_on_the_line_takes_it_away() {
    // pyffish: in check from c2 the king has only its two steps, no leap.
    let checked = at("cambodian", "4k3/8/8/8/8/1s6/2s5/3KM3 w DEe - 0 1");
    let mut t = texts(&checked);
    t.sort();
    assert_eq!(t, vec!["K d1-d2", "K d1-e2"]);
    // pyffish: the rook on e8's file, behind a pawn, closes the black king's gate
    // (no c7 or g7 leap left); on the f-file it does not.
    let pos = at("cambodian", "4k3/4p3/8/8/8/8/R7/3K4 w De - 0 1");
    let aimed = texts(&play(&pos, "R a2-e2").expect("legal"));
    assert_eq!(aimed.len(), 5, "{aimed:?}");
    assert!(!aimed.iter().any(|x| x == "k e8-c7"), "{aimed:?}");
    let beside = texts(&play(&pos, "R a2-f2").expect("legal"));
    assert_eq!(beside.len(), 5, "{beside:?}");
    assert!(beside.iter().any(|x| x == "k e8-c7"), "{beside:?}");
}

#[test]
fn gate_leaps_written_by_hand_count_as_the_imported_ones() {
    let ours = hand_written();
    // pyffish 0.0.90 on the section `gateleaps` of tests/data/fairy/variants.ini.
    for (fen, count) in [
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w DEde - 0 1",
            9998,
        ),
        ("3qk3/8/8/8/8/8/8/R2QK3 w DEde - 0 1", 3053),
        ("4k3/8/8/8/8/8/3P4/r2QK2R b DEe - 0 1", 4632),
    ] {
        let pos = Position::from_fen(&ours, fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        assert_eq!(pigeonpost_engine::perft::perft(&pos, 3), count, "{fen}");
    }
}

#[test]
fn gate_leaps_are_checked() {
    for (bad, says) in [
        ("Q = [[0, 2]]", "Z = [[0, 2]]"),
        ("Q = [[0, 2]]", "Q = [[0, 0]]"),
        ("not_in_check = [\"K\"]", "not_in_check = [\"R\"]"),
    ] {
        let text = HAND_WRITTEN.replace(bad, says);
        match Catalogue::builtin().load_file_text("gateleaps.toml", &text, "gateleaps", false) {
            Ok(_) => panic!("{says} was accepted"),
            Err(problems) => assert!(
                problems.iter().any(|p| p.contains("mechanics.gate_leaps")),
                "{problems:?}"
            ),
        }
    }
}
