//! Inputs the fuzz targets found that once panicked or hung, minimised by hand: each
//! must now be refused with an error (or accepted and sound).

use super::check_position;
use super::definitions::betza_definition;
use crate::support::Rng;
use pigeonpost_engine::Position;
use pigeonpost_engine::registry::build_custom;
use std::sync::Arc;

/// Every turn of the start position is listed once and its own text reads back.
fn sound_start(betza: &str, size: usize) {
    let v = build_custom("x.toml", &betza_definition(betza, size, size)).unwrap();
    let pos = Position::start(&Arc::new(v));
    let turns = pos.legal_turns();
    for (i, t) in turns.iter().enumerate() {
        assert!(
            !turns[..i].contains(t),
            "{betza}: {} listed twice",
            pos.turn_text(t)
        );
    }
    for _ in 0..20 {
        check_position(&pos, &mut Rng(7));
    }
}

/// Overlapping Betza atoms (`K` within `Q`, a repeated atom, a rider's first leap)
/// once listed the same move two or three times, so its own text was "ambiguous".
#[test]
fn overlapping_atoms_list_each_move_once() {
    for betza in ["mKmK", "QNKKNKK", "NNN", "mRR", "KK", "WF"] {
        sound_start(betza, 8);
    }
    sound_start("QNKKNKK", 16);
}

/// A setup whose side not to move stood in check (here an alfil-rider on the long
/// diagonal) built, and then its own text was refused as a position.
#[test]
fn a_setup_with_the_waiting_side_in_check_is_refused() {
    let e = build_custom("x.toml", &betza_definition("AA", 16, 16)).unwrap_err();
    assert!(
        e.to_string().contains("setup.fen: black is in check"),
        "{e}"
    );
}
