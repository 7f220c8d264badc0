//! Palindromic Chess: every rule of `palindromic.md` (P1-P8, P5b), Howe's bishop
//! example, the stranded-piece cases, the end of the game, and perft cross-checked
//! against a deliberately naive reference implementation written from the rules file
//! (`perft.rs`, `reference.rs`).

mod perft;
mod reference;

use crate::support;
use pigeonpost_engine::{Color, Game, Position, notation, registry};
use std::collections::BTreeSet;

fn at(fen: &str) -> Position {
    let v = registry::get("palindromic").expect("palindromic is registered");
    Position::from_fen(&v, fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn start() -> Position {
    Position::start(&registry::get("palindromic").expect("palindromic is registered"))
}

fn texts(pos: &Position) -> Vec<String> {
    support::texts(pos)
}

/// The distinct first actions of the legal turns.
fn firsts(pos: &Position) -> BTreeSet<String> {
    texts(pos)
        .iter()
        .map(|t| t.split("; ").next().unwrap_or("").to_string())
        .collect()
}

fn legal(pos: &Position, turn: &str) -> bool {
    notation::resolve(pos, turn).is_ok()
}

fn play(pos: &Position, turn: &str) -> Position {
    support::play(pos, turn).unwrap_or_else(|e| panic!("{turn}: {e}"))
}

// Positions. Every one holds all 32 pieces, or the reversal could never be completed.

/// P2: White RR a6; b6-h6, a7, a8 empty.
const P2: &str = "1nbkqbn(rr)/1ppppppp/(RR)7/p6(lr)/8/P7/1PPPPPPP/1NBQKBN(LR) w - - 0 1";
/// P3: White dark bishop d2; c3, b4, a5 empty; the other diagonal blocked by e3.
const P3: &str = "(lr)nbkqbn(rr)/pppppppp/8/8/8/3PP3/PPPB1PPP/(RR)N1QKBN(LR) w - - 0 1";
/// P4: a black pawn on f3.
const P4: &str = "(lr)nbkqbn(rr)/ppppp1pp/8/8/8/5p2/PPPPPPPP/(RR)NBQKBN(LR) w - - 0 1";
/// P5: White queen d4.
const P5: &str = "(lr)nbkqbn(rr)/pppppppp/8/8/3Q4/2P5/PPP1PPPP/(RR)NB1KBN(LR) w - - 0 1";
/// P5b: White LR h3 (g3-a3 and h4-h6 empty, h7 occupied), White RR e5.
const P5B: &str = "(lr)nbkqbn(rr)/pppppppp/8/4(RR)3/6P1/7(LR)/PPPPPPP1/1NBQKBN1 w - - 0 1";
/// P7: everything reversed except a White pawn on e6 (e7 empty).
const P7: &str = "(LR)NBKQBN(RR)/PPPP1PPP/4P3/8/8/8/pppppppp/(rr)nbqkbn(lr) w - - 0 1";
/// P7 with Black's e-pawn on e3 instead of e2.
const P7_BOTH: &str = "(LR)NBKQBN(RR)/PPPP1PPP/4P3/8/8/4p3/pppp1ppp/(rr)nbqkbn(lr) b - - 0 1";
/// P8: White is all home; Black's e-pawn is on e3.
const P8: &str = "(LR)NBKQBN(RR)/PPPPPPPP/8/8/8/4p3/pppp1ppp/(rr)nbqkbn(lr) w - - 0 1";

#[test]
fn p1_all_forward_knight_moves_tie_and_action_two_moves_a_black_piece_forward() {
    let pos = start();
    assert!(legal(&pos, "N g1-h3; p a7-a6"));
    assert!(legal(&pos, "N g1-f3; p a7-a6"));
    // Backward for Black is not a move.
    assert!(!legal(&pos, "N g1-h3; p a7-a8"));
}

#[test]
fn p2_rook_goes_the_maximum_distance() {
    let pos = at(P2);
    let rook: BTreeSet<String> = firsts(&pos)
        .into_iter()
        .filter(|t| t.starts_with("RR a6"))
        .collect();
    assert_eq!(rook, BTreeSet::from(["RR a6-h6".to_string()]));
    assert!(texts(&pos).iter().any(|t| t.starts_with("RR a6-h6; ")));
    assert!(!texts(&pos).iter().any(|t| t.starts_with("RR a6-a8")));
    assert!(!texts(&pos).iter().any(|t| t.starts_with("RR a6-c6")));
}

#[test]
fn p3_howes_example_bishop_to_a5_precludes_f8() {
    let pos = at(P3);
    // Without the preclusion test the bishop would have to go to a5 (distance 3).
    let bishop: BTreeSet<String> = firsts(&pos)
        .into_iter()
        .filter(|t| t.starts_with("B d2"))
        .collect();
    assert_eq!(bishop, BTreeSet::from(["B d2-b4".to_string()]));
}

#[test]
fn author_example_bishop_to_a5_is_illegal_also_as_the_opponents_action() {
    // Black to move in P3: Black may not move White's bishop to a5 either.
    let pos = at(&P3.replace(" w ", " b "));
    let all = texts(&pos);
    assert!(all.iter().any(|t| t.ends_with("; B d2-b4")));
    assert!(all.iter().any(|t| t.ends_with("; B d2-c3")));
    assert!(!all.iter().any(|t| t.contains("B d2-a5")));
}

#[test]
fn p4_no_captures() {
    let pos = at(P4);
    assert!(!firsts(&pos).iter().any(|t| t.starts_with("N g1-f3")));
    assert!(firsts(&pos).contains("N g1-h3"));
}

#[test]
fn p5_no_backward_or_sideways_moves() {
    let pos = at(P5);
    let f = firsts(&pos);
    assert!(
        !f.iter()
            .any(|t| t == "Q d4-d3" || t == "Q d4-c4" || t == "Q d4-e4")
    );
    // Forward rays d5-d6, c5-b6, e5-f6 (blocked by the pawns on rank 7): maximum 2.
    // b6 is precluded: from there the queen would need three files in two ranks to
    // reach e8, so only d6 and f6 remain.
    let queen: BTreeSet<&str> = f
        .iter()
        .filter(|t| t.starts_with("Q d4"))
        .map(|s| s.as_str())
        .collect();
    assert_eq!(queen, BTreeSet::from(["Q d4-d6", "Q d4-f6"]));
}

#[test]
fn p5b_left_handed_rook_slides_to_its_left_the_maximum_distance() {
    let pos = at(P5B);
    let f = firsts(&pos);
    let lr: Vec<&String> = f.iter().filter(|t| t.starts_with("LR h3")).collect();
    assert_eq!(lr, vec!["LR h3-a3"]);
    // The RR on e5: forward e6 (e7 occupied) or right f5-h5; never left.
    let rr: Vec<&String> = f.iter().filter(|t| t.starts_with("RR e5")).collect();
    assert_eq!(rr, vec!["RR e5-h5"]);
    assert!(!texts(&pos).iter().any(|t| t.contains("RR e5-d5")));
}

#[test]
fn black_right_is_towards_a() {
    // Black's rr on e4 (e3 empty, e2 occupied): forward e3 or right d4-a4; not f4.
    let pos = at("(lr)nbkqbn1/pppppppp/8/8/4(rr)3/8/PPPPPPPP/(RR)NBQKBN(LR) b - - 0 1");
    let rr: Vec<String> = firsts(&pos)
        .into_iter()
        .filter(|t| t.starts_with("rr e4"))
        .collect();
    assert_eq!(rr, vec!["rr e4-a4"]);
    // And White moving Black's rook in action 2 may choose any of them.
    let pos = at("(lr)nbkqbn1/pppppppp/8/8/4(rr)3/8/PPPPPPPP/(RR)NBQKBN(LR) w - - 0 1");
    let seconds: BTreeSet<String> = texts(&pos)
        .iter()
        .filter(|t| t.starts_with("N g1-h3; rr"))
        .cloned()
        .collect();
    let want: BTreeSet<String> = ["e3", "d4", "c4", "b4", "a4"]
        .iter()
        .map(|s| format!("N g1-h3; rr e4-{s}"))
        .collect();
    assert_eq!(seconds, want);
}

#[test]
fn p6_action_two_moves_an_opponents_piece_forward_for_its_owner() {
    let pos = start();
    assert!(!legal(&pos, "N g1-h3; N b1-c3"));
    assert!(legal(&pos, "N g1-h3; n b8-c6"));
    assert!(!legal(&pos, "N g1-h3; p e7-e8"));
}

#[test]
fn p7_the_action_completing_the_reversal_wins_at_once() {
    let pos = at(P7);
    assert_eq!(texts(&pos), vec!["P e6-e7"]);
    let mut game = Game::from_position(pos);
    game.play_text("P e6-e7").expect("legal");
    let o = game.outcome().expect("the game is over");
    assert_eq!(o.winner, Some(Color::White));
    assert!(game.position().legal_turns().is_empty());
}

#[test]
fn p7_with_black_to_move_black_passes_and_white_then_wins() {
    let pos = at(&P7.replace(" w ", " b "));
    assert_eq!(pos.outcome(), None);
    assert_eq!(texts(&pos), vec!["pass"]);
    let after = play(&pos, "pass");
    assert_eq!(after.outcome(), None, "one pass is not a deadlock");
    assert!(after.fen().ends_with(" pass1"));
    let end = play(&after, "P e6-e7");
    assert_eq!(end.outcome().map(|o| o.winner), Some(Some(Color::White)));
}

#[test]
fn reversal_completed_by_the_second_action_wins_for_the_player_who_made_it() {
    let pos = at(P7_BOTH);
    assert_eq!(texts(&pos), vec!["p e3-e2; P e6-e7"]);
    let end = play(&pos, "p e3-e2; P e6-e7");
    assert_eq!(end.outcome().map(|o| o.winner), Some(Some(Color::Black)));
    // The same position with White to move: White moves its pawn home, then Black's.
    let pos = at(&P7_BOTH.replace(" b ", " w "));
    assert_eq!(texts(&pos), vec!["P e6-e7; p e3-e2"]);
    let end = play(&pos, "P e6-e7; p e3-e2");
    assert_eq!(end.outcome().map(|o| o.winner), Some(Some(Color::White)));
}

#[test]
fn p8_a_player_with_every_piece_home_passes_the_whole_turn() {
    let pos = at(P8);
    assert_eq!(texts(&pos), vec!["pass"]);
    let after = play(&pos, "pass");
    // Black's pawn goes home with the first action: reversal, Black wins.
    assert_eq!(texts(&after), vec!["p e3-e2"]);
    let end = play(&after, "p e3-e2");
    assert_eq!(end.outcome().map(|o| o.winner), Some(Some(Color::Black)));
}

#[test]
fn no_legal_second_action_makes_a_one_action_turn() {
    // White's queen is on e7, its e-pawn on e6; Black is all home. The only legal
    // first action is Q e7-e8 (P d7-e8 and P f7-e8 would put a pawn on the last rank),
    // and every black piece is frozen, so there is no second action.
    let pos = at("(LR)NBK1BN(RR)/PPPPQPPP/4P3/8/8/8/pppppppp/(rr)nbqkbn(lr) w - - 0 1");
    assert_eq!(texts(&pos), vec!["Q e7-e8"]);
    let after = play(&pos, "Q e7-e8");
    assert_eq!(after.outcome(), None);
}

#[test]
fn pawn_may_not_enter_its_last_rank() {
    // As above: d7 and f7 pawns could step diagonally to the empty e8, but may not.
    let pos = at("(LR)NBK1BN(RR)/PPPPQPPP/4P3/8/8/8/pppppppp/(rr)nbqkbn(lr) w - - 0 1");
    assert!(
        !texts(&pos)
            .iter()
            .any(|t| t.contains("-e8") && t.starts_with('P'))
    );
}

#[test]
fn deadlock_both_players_must_pass_is_a_draw() {
    // The dark bishop on a5 can never reach f8, so no move passes the preclusion test:
    // White passes, then Black has no legal first action either and the game is over.
    let pos = at("(lr)nbkqbn(rr)/pppppppp/8/B7/8/8/PPPPPPPP/(RR)N1QKBN(LR) w - - 0 1");
    assert_eq!(texts(&pos), vec!["pass"]);
    let after = play(&pos, "pass");
    assert!(
        after.legal_turns().is_empty(),
        "the second pass is not a turn"
    );
    let o = after.outcome().expect("deadlock");
    assert_eq!(o.winner, None);
}

#[test]
fn stranded_knight_move_is_illegal() {
    // From b5 a forward-only knight reaches neither b8 nor g8 (only a7, c7, d6 and on
    // to rank 8 at a8, c8, d8, e8, h8).
    let pos = at("(lr)nbkqbn(rr)/pppppppp/8/8/8/2N5/PPPPPPPP/(RR)1BQKBN(LR) w - - 0 1");
    let knight: BTreeSet<String> = firsts(&pos)
        .into_iter()
        .filter(|t| t.starts_with("N c3"))
        .collect();
    let want: BTreeSet<String> = ["N c3-a4", "N c3-d5", "N c3-e4"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    assert_eq!(knight, want);
    let black = at("(lr)nbkqbn(rr)/pppppppp/8/8/8/2N5/PPPPPPPP/(RR)1BQKBN(LR) b - - 0 1");
    assert!(!texts(&black).iter().any(|t| t.contains("N c3-b5")));
}

#[test]
fn frozen_pieces_are_obstacles() {
    // White's knight is home on b8 (frozen). A white pawn on a7 would freeze too and wall
    // the left-handed rook (h1) off from a8, so P b6-a7 is illegal; P b6-b7 is fine.
    let pos = at("1Nbkqbn(rr)/2pppppp/1P6/ppn5/7(lr)/8/P1PPPPPP/(RR)1BQKBN(LR) w - - 0 1");
    let pawn: BTreeSet<String> = firsts(&pos)
        .into_iter()
        .filter(|t| t.starts_with("P b6"))
        .collect();
    assert_eq!(pawn, BTreeSet::from(["P b6-b7".to_string()]));
    assert!(!texts(&pos).iter().any(|t| t.contains("P b6-a7")));
}

#[test]
fn rulings_are_shown_on_the_rules_page() {
    let v = registry::get("palindromic").expect("registered");
    let titles: Vec<&str> = v.rulings().iter().map(|r| r.title.as_str()).collect();
    for t in [
        "Distance",
        "Passing",
        "Deadlock is a draw",
        "When a move makes the goal impossible",
        "The reversal is tested after each action",
    ] {
        assert!(titles.contains(&t), "missing ruling {t}");
    }
    assert!(!v.draw_rules().repetition && !v.draw_rules().fifty_move);
}
