//! The reversi family (flipersi, flipello), imported from Fairy-Stockfish's built-ins
//! and checked against pyffish 0.0.90: drops that must close in a line of enemy stones
//! (`enclosing_drops`), the centre filled first, the stones turned (`flipping`), the
//! pass of a player with no drop (`passing` with `only_when_stuck`), and the ends by
//! two passes, a full board or stalemate, each decided by counting stones.

use crate::support::fsf_builtin as builtin;
use crate::support::sorted_turn_texts as texts;
use pigeonpost_engine::{Color, Position};

/// 28 stones in each hand, enough for any of these positions.
const HANDS: &str = "[PPPPPPPPPPPPPPPPPPPPPPPPPPPPpppppppppppppppppppppppppppp]";

fn at(name: &str, board: &str, side: &str) -> Position {
    let fen = format!("{board}{HANDS} {side} - - 0 1");
    Position::from_fen(&builtin(name), &fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn drops(pos: &Position) -> Vec<String> {
    texts(pos).into_iter().filter(|t| t != "pass").collect()
}

#[test]
fn the_centre_fills_first() {
    // pyffish legal_moves('flipersi', start): P@d4 P@e4 P@d5 P@e5, whatever encloses.
    let start = Position::start(&builtin("flipersi"));
    let turns = drops(&start);
    assert_eq!(turns.len(), 4, "{turns:?}");
    for sq in ["d4", "e4", "d5", "e5"] {
        assert!(turns.iter().any(|t| t.ends_with(sq)), "{sq}: {turns:?}");
    }
}

#[test]
fn a_drop_must_close_in_a_line_and_turns_it() {
    // pyffish: flipello's start has P@e3 P@f4 P@c5 P@d6; after P@e3 the position is
    // 8/8/8/3pP3/3PP3/4P3/8/8[...] b (e4 turned).
    let start = Position::start(&builtin("flipello"));
    let turns = drops(&start);
    assert_eq!(turns.len(), 4, "{turns:?}");
    let e3 = turns.iter().find(|t| t.ends_with("e3")).expect("P@e3");
    let next = crate::support::play(&start, e3).expect("legal");
    assert!(
        next.fen().starts_with("8/8/8/3pP3/3PP3/4P3/8/8"),
        "{}",
        next.fen()
    );
    // pyffish: 6 drops here, 57 and 428 at depths 2 and 3 (every line of the star
    // around d5 turns at once).
    let star = at("flipello", "8/8/2p1p3/1pPPP3/3PpP2/1pPPP3/8/7p", "b");
    assert_eq!(drops(&star).len(), 6);
}

#[test]
fn a_player_with_no_drop_passes_in_flipello_and_is_stalemated_in_flipersi() {
    // pyffish: flipello b1b1 (the pass, written on the first stone's square) is the
    // only move; flipersi has none, and game_result is -32000: White, with fewer
    // stones (1 to 5), loses the stalemate.
    let board = "8/8/8/3pp3/3pp3/8/8/pP6";
    assert_eq!(texts(&at("flipello", board, "w")), vec!["pass".to_string()]);
    let stuck = at("flipersi", board, "w");
    assert!(stuck.legal_turns().is_empty());
    let o = stuck.outcome().expect("stalemate");
    assert_eq!(o.winner, Some(Color::Black), "{o}");
}

#[test]
fn two_passes_end_the_game_counted_by_stones() {
    // pyffish: a1a1 then d4d4; then no moves, is_immediate_game_end (True, -32000):
    // White, with 1 stone to 4, loses.
    let pos = at("flipello", "8/8/8/3pp3/3pp3/8/8/P7", "w");
    let passed = crate::support::play(&pos, "pass").expect("White passes");
    let twice = crate::support::play(&passed, "pass").expect("Black passes");
    assert!(twice.legal_turns().is_empty());
    let o = twice.outcome().expect("two passes");
    assert_eq!(o.winner, Some(Color::Black), "{o}");
}

#[test]
fn a_player_without_a_stone_on_the_board_has_no_pass() {
    // pyffish: no legal moves for White, whose stones are all in hand.
    let pos = at("flipello", "8/8/8/3pp3/3pp3/8/8/8", "w");
    assert!(pos.legal_turns().is_empty());
}

#[test]
fn a_full_board_ends_the_game_counted_by_stones() {
    // pyffish: Black's P@h1 turns the first rank; the board is full, and
    // is_immediate_game_end is (True, 32000): White, to move with 56 stones to 8, wins.
    let board = "PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP/pPPPPPP1";
    let pos = at("flipello", board, "b");
    let turns = drops(&pos);
    assert_eq!(turns.len(), 1, "{turns:?}");
    let full = crate::support::play(&pos, &turns[0]).expect("legal");
    assert!(full.legal_turns().is_empty());
    let o = full.outcome().expect("full board");
    assert_eq!(o.winner, Some(Color::White), "{o}");
}

fn ataxx(fen: &str) -> Position {
    Position::from_fen(&builtin("ataxx"), fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

#[test]
fn an_ataxx_stone_is_dropped_beside_its_own_or_jumps_two_squares() {
    // pyffish legal_moves: a1c1 a1c2 a1a3 a1b3 a1c3 (jumps) and P@b1 P@a2 P@b2, from an
    // endless supply the position does not list; 165 and 2287 at depths 2 and 3.
    let pos = ataxx("7/7/7/3p3/7/7/P6 w - - 0 1");
    let turns = texts(&pos);
    assert_eq!(turns.len(), 8, "{turns:?}");
    // Our drops read `P-b2`.
    assert_eq!(
        turns.iter().filter(|t| t.starts_with("P-")).count(),
        3,
        "{turns:?}"
    );
    // pyffish get_fen after a1c3: 7/7/7/3P3/2P4/7/7 b (the stone moved, d4 turned);
    // after P@b2: 7/7/7/3p3/7/1P5/P6 b (the supply is not in the position).
    let jump = turns.iter().find(|t| t.ends_with("a1-c3")).expect("a1c3");
    let jumped = crate::support::play(&pos, jump).expect("legal");
    assert!(
        jumped.fen().starts_with("7/7/7/3P3/2P4/7/7"),
        "{}",
        jumped.fen()
    );
    let drop = turns.iter().find(|t| *t == "P-b2").expect("P@b2");
    let dropped = crate::support::play(&pos, drop).expect("legal");
    assert!(
        dropped.fen().starts_with("7/7/7/3p3/7/1P5/P6"),
        "{}",
        dropped.fen()
    );
}

#[test]
fn an_ataxx_player_with_no_turn_passes_and_a_full_board_ends_the_game() {
    // pyffish: a1a1 only (the pass), 17 and 16 at depths 2 and 3.
    let stuck = ataxx("ppppppp/ppppppp/ppppppp/ppppppp/ppp1ppp/ppppppp/Ppppppp w - - 0 1");
    assert_eq!(texts(&stuck), vec!["pass".to_string()]);
    // pyffish: Black's one move P@g2 fills the board; then no moves (perft 1, 0).
    let last = ataxx("PPPPPPP/PPPPPPP/PPPPPPP/PPPPPPP/PPPPPPP/PPPPPP1/PPPPPPp b - - 0 1");
    let turns = texts(&last);
    assert_eq!(turns.len(), 1, "{turns:?}");
    let full = crate::support::play(&last, &turns[0]).expect("legal");
    assert!(full.legal_turns().is_empty());
    assert_eq!(
        full.outcome().expect("full board").winner,
        Some(Color::White)
    );
}
