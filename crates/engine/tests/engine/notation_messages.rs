//! Refusal messages that name the rule, each test named after a message a player saw:
//! the reason is the rule that makes the difference, not a symptom of it.
//! Also Black's pieces in lower case in abbreviated notation, and the plain-text shape
//! of every message (no Markdown backticks, no "part 1" for a one-part move).

use crate::support::{after, at, start};
use pigeonpost_engine::Position;
use pigeonpost_engine::notation::{self, ErrorKind};

fn refused(pos: &Position, text: &str, kind: ErrorKind) -> String {
    match notation::resolve(pos, text) {
        Ok(r) => panic!("`{text}` should be refused, resolved to {}", r.canonical),
        Err(e) => {
            assert_eq!(e.kind(), kind, "`{text}`: {e}");
            e.to_string()
        }
    }
}

fn says(msg: &str, words: &[&str]) {
    for w in words {
        assert!(msg.contains(w), "message `{msg}` should mention `{w}`");
    }
}

fn never_says(msg: &str, words: &[&str]) {
    for w in words {
        assert!(!msg.contains(w), "message `{msg}` should not say `{w}`");
    }
}

fn canonical(pos: &Position, text: &str) -> String {
    match notation::resolve(pos, text) {
        Ok(r) => r.canonical,
        Err(e) => panic!("`{text}` should be legal: {e}"),
    }
}

#[test]
fn tandem84_two_moves_on_one_board_names_the_different_boards_rule() {
    let pos = after(&start("tandem84"), &["P a2-a3"]);
    let msg = refused(&pos, "p a6-a5; p b6-b5", ErrorKind::Illegal);
    says(
        &msg,
        &[
            "part 2",
            "different boards",
            "p a6-a5",
            "files a-f",
            "files g-l",
        ],
    );
    never_says(&msg, &["has no legal move"]);
    // The same pawn move is fine as the first move of the turn.
    canonical(&pos, "p b6-b5; p g6-g5");
}

#[test]
fn tandem84_one_piece_moving_twice_names_that_rule() {
    // h6 and h5 are cleared, so the pawn on b6 can drop to h6 and step to h5.
    let pos = after(
        &start("tandem84"),
        &[
            "P a2-a3",
            "p h6-h4; p a6-a5",
            "P b2-b3; P g2-g3",
            "p h4-h3; p c6-c5",
            "P b3-b4; P l2-l3",
        ],
    );
    canonical(&pos, "p b6-h5; p j6-j5");
    let msg = refused(&pos, "p b6-h5; p h5-h4", ErrorKind::Illegal);
    says(&msg, &["part 2", "pawn on h5", "may not move twice"]);
}

#[test]
fn palindromic_short_move_names_the_move_as_far_as_possible_rule() {
    let pos = at(
        "palindromic",
        "(lr)nbkqbn(rr)/pppppppp/8/8/8/4P3/PPPP1PPP/(RR)NBQKBN(LR) w - - 0 1",
    );
    let msg = refused(&pos, "B f1-e2", ErrorKind::Illegal);
    says(
        &msg,
        &[
            "as far as it legally can",
            "bishop on f1",
            "f1-e2 goes only 1",
        ],
    );
    never_says(&msg, &["part 1", "`"]);
}

#[test]
fn palindromic_second_action_names_the_owner_not_your_own_queen() {
    let msg = refused(
        &start("palindromic"),
        "N g1-h3; p e7-e8",
        ErrorKind::Illegal,
    );
    says(&msg, &["part 2", "e8 is occupied by Black's queen"]);
    never_says(&msg, &["your own"]);
}

#[test]
fn meteoric_bishop_drop_on_the_other_colour_names_the_bound_slot() {
    let pos = after(&start("meteoric"), &["B-c1", "p a7-a6"]);
    let msg = refused(&pos, "B-e3", ErrorKind::Illegal);
    says(
        &msg,
        &[
            "bound to one square colour",
            "only on light squares",
            "e3 is dark",
            "dark-square bishop has already been dropped",
        ],
    );
    // Abbreviated notation gets the same reason.
    let msg = refused(&pos, "B@e3", ErrorKind::Illegal);
    says(&msg, &["only on light squares", "e3 is dark"]);
}

#[test]
fn culverin_drop_with_no_free_first_rank_square_says_so_not_no_culverin_in_reserve() {
    let pos = start("culverin");
    let msg = refused(&pos, "C-g1", ErrorKind::Illegal);
    says(
        &msg,
        &[
            "g1 is occupied",
            "you have a culverin in reserve",
            "your first rank",
            "no square there is free",
        ],
    );
    never_says(&msg, &["no culverin in reserve", "part 1"]);
    let msg = refused(&pos, "C@g1", ErrorKind::Illegal);
    says(&msg, &["you have a culverin in reserve"]);
}

#[test]
fn lower_case_black_piece_letters_are_read_in_abbreviated_notation() {
    let pos = after(&start("chess"), &["P e2-e4"]);
    assert_eq!(canonical(&pos, "nf6"), "n g8-f6");
    assert_eq!(canonical(&pos, "nc6"), canonical(&pos, "Nc6"));
    // A drop written in lower case: Meteoric, Black to move.
    let met = after(&start("meteoric"), &["P e2-e4"]);
    assert_eq!(canonical(&met, "n@e7"), canonical(&met, "N@e7"));
    // White's pieces are not written in lower case.
    let msg = refused(&start("chess"), "nf3", ErrorKind::Illegal);
    says(&msg, &["White's pieces are written in upper case", "“N”"]);
}

#[test]
fn lower_case_letter_that_is_also_a_pawn_file_is_ambiguous_when_both_fit() {
    // Black: pawn b7, bishop d3; a White knight on a6 can be taken by either.
    let pos = at("chess", "4k3/1p6/N7/8/8/3b4/8/4K3 b - - 0 1");
    let msg = refused(&pos, "ba6", ErrorKind::Ambiguous);
    says(
        &msg,
        &["two ways", "pawn's file", "“Ba6”", "b d3-a6", "p b7-a6"],
    );
    // When only one reading fits there is nothing to choose.
    assert_eq!(canonical(&pos, "bc4"), "b d3-c4");
    assert_eq!(canonical(&pos, "b5"), "p b7-b5");
}

#[test]
fn messages_have_no_backticks_and_no_part_prefix_for_one_part() {
    let chess = start("chess");
    for text in [
        "N g1-e5", "e3-e4", "p e7-e5", "P E2-E4", "P e2-e9", "Ne5", "O-O", "N@d4", "x",
    ] {
        let msg = notation::resolve(&chess, text)
            .map(|r| panic!("`{text}` resolved to {}", r.canonical))
            .unwrap_err()
            .to_string();
        never_says(&msg, &["`", "part 1"]);
    }
    let msg = refused(&chess, "P e2-e4; Z a1-a2", ErrorKind::Syntax);
    says(&msg, &["part 2 (Z a1-a2)"]);
    never_says(&msg, &["`"]);
}

#[test]
fn a_promotion_refused_in_check_says_the_player_is_in_check() {
    // The rook on e8 checks; no pawn move answers it, though h8=Q would be legal else.
    let pos = at("chess", "k3r3/7P/8/8/8/8/8/4K3 w - - 0 1");
    for text in ["h8=Q+", "h8=Q"] {
        let msg = refused(&pos, text, ErrorKind::Illegal);
        says(&msg, &["no pawn of yours can move now", "you are in check"]);
    }
    // Out of check the same words say nothing of a check.
    let calm = at("chess", "k7/7P/8/8/8/8/8/4K3 w - - 0 1");
    let msg = refused(&calm, "g8=Q", ErrorKind::Illegal);
    never_says(&msg, &["check"]);
}
