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

/// A Betza string thousands of characters long took seconds to compile into tables.
#[test]
fn an_overlong_betza_string_is_refused() {
    let e = build_custom("x.toml", &betza_definition(&"BN".repeat(3000), 16, 16)).unwrap_err();
    assert!(e.to_string().contains("at most 100 characters"), "{e}");
}

/// A run of thousands of spaces in a move took seconds to read: squeezing the spaces
/// around `-` looked at the whole run again for every space in it.
#[test]
fn a_long_run_of_spaces_in_a_move_is_read_at_once() {
    let pos = crate::support::start("culverin");
    let text = format!("N b1-c{}", "\u{3000}".repeat(30_000));
    assert!(pigeonpost_engine::notation::resolve(&pos, &text).is_err());
}

/// A piece that slides and also takes en passant (`mQ` with `fceF`, `meFQ`) opened
/// en passant with any slide: sideways, the capture and the plain move to the skipped
/// square were two turns written alike, and the position text could not say who was
/// to be taken (read back, the capture was gone, or the text was refused). Only steps
/// forward along the file open it now, as a pawn's double step.
#[test]
fn only_a_step_forward_along_the_file_opens_en_passant() {
    let v = build_custom("x.toml", &betza_definition("mQfmGWfceFiifmnD", 8, 8)).unwrap();
    let start = Position::start(&Arc::new(v));
    let sideways = crate::support::after(&start, &["X e4-b4"]);
    assert!(sideways.fen().contains(" b - - "), "{}", sideways.fen());
    let forward = crate::support::after(&start, &["X e4-e6"]);
    assert!(forward.fen().contains(" b - e5 "), "{}", forward.fen());
    for pos in [sideways, forward] {
        let back = Position::from_fen(pos.variant(), &pos.fen()).unwrap();
        assert_eq!(back.legal_turns(), pos.legal_turns(), "{}", pos.fen());
    }
    // A rider of two-square leaps (`DDD`) left e6 after e4-e8, with the victim on e8,
    // not on e7 where the text would look.
    let v = build_custom("x.toml", &betza_definition("DDDceF", 8, 8)).unwrap();
    let pos = crate::support::after(&Position::start(&Arc::new(v)), &["X e4-e8"]);
    let back = Position::from_fen(pos.variant(), &pos.fen()).unwrap();
    assert_eq!(back.legal_turns(), pos.legal_turns(), "{}", pos.fen());
    let v = build_custom("x.toml", &betza_definition("meFQ", 12, 2)).unwrap();
    let start = Position::start(&Arc::new(v));
    for t in start.legal_turns() {
        let after = start.play_unchecked(&t);
        assert!(
            Position::from_fen(after.variant(), &after.fen()).is_ok(),
            "{}",
            after.fen()
        );
    }
}

/// A mutated definition of some 400 kB (the Culverin file's lines repeated, with an
/// unclosed inline table in each) overflowed the TOML reader's stack and aborted the
/// process. Definitions are now refused above 64 kB, before they are read.
#[test]
fn an_overlong_definition_is_refused_before_it_is_read() {
    let unit =
        "[setup]\nfen = \"8/8 w - - 0 1\"\n[reserve]\nslots = [{ piece = \"C\", count Pawns]\n";
    let e = build_custom("x.toml", &unit.repeat(8000)).unwrap_err();
    assert!(e.to_string().contains("at most 65536 are read"), "{e}");
}

/// Two white kings were accepted (in a setup and in a position); the engine keeps one
/// royal square a side, so the other king's safety went unchecked and the position
/// read back from its own text listed other turns.
#[test]
fn a_side_with_two_royal_pieces_is_refused() {
    let src = betza_definition("Q", 8, 8).replace("k7/", "kK6/");
    let e = build_custom("x.toml", &src).unwrap_err();
    assert!(
        e.to_string()
            .contains("white has royal pieces on h1 and b8"),
        "{e}"
    );
    let chess = pigeonpost_engine::registry::get("chess").unwrap();
    assert!(Position::from_fen(&chess, "4k3/8/8/8/8/8/8/K3K3 w - - 0 1").is_err());
}

/// Known and left (see `check_position`): a piece that moves to an empty square and
/// takes en passant there (`R22` with `eR4`) has two turns written alike, since the
/// notation writes an en-passant capture as a plain move. Pinned so that a fix shows.
#[test]
fn an_en_passant_capture_and_a_plain_move_can_share_a_text() {
    let v = build_custom("x.toml", &betza_definition("eR4R22", 8, 8)).unwrap();
    let pos = crate::support::after(&Position::start(&Arc::new(v)), &["X e4-e6"]);
    let alike = pos
        .legal_turns()
        .iter()
        .filter(|t| pos.turn_text(t) == "x d5-e5")
        .count();
    assert_eq!(alike, 2, "{}", pos.fen());
}

/// A run of empty squares near `usize::MAX` once overflowed the sum of a rank's files.
#[test]
fn an_empty_run_beyond_the_board_is_refused_not_overflowed() {
    let v = pigeonpost_engine::registry::get("chess").unwrap();
    let e = Position::from_fen(
        &v,
        "rnbqkbnr/pp18446744073709551611p/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    )
    .unwrap_err();
    assert!(e.to_string().contains("more than 8 squares"), "{e}");
}

/// A gate leap that a piece's own moves also make (a queen's two steps ahead, where the
/// leap was meant for a fers) was listed twice: once as the move, once as the leap.
#[test]
fn a_gate_leap_its_piece_already_makes_is_listed_once() {
    let text = "inherits = \"chess\"\nkey = \"queengates\"\nname = \"Queen gates\"\n\
        [setup]\nfen = \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w DEde - 0 1\"\n\
        [castling]\nrooks = []\n\
        [mechanics.gate_leaps]\nleaps = { K = [[-2, 1], [2, 1]], Q = [[0, 2]] }\n";
    let v = Arc::new(build_custom("queengates.toml", text).unwrap());
    let pos = Position::from_fen(
        &v,
        "rnbqkb1r/pppppppp/5n2/8/3P4/8/PPP1PPPP/RNBQKBNR w DEde - 1 2",
    )
    .unwrap();
    let turns = pos.legal_turns();
    for (i, t) in turns.iter().enumerate() {
        assert!(!turns[..i].contains(t), "{} listed twice", pos.turn_text(t));
    }
    assert!(
        turns.iter().any(|t| pos.turn_text(t) == "Q d1-d3"),
        "the queen's two steps are there once"
    );
    check_position(&pos, &mut Rng(7));
}
