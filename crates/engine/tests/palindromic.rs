//! Palindromic Chess: every rule of `palindromic.md` (P1-P8, P5b), Howe's bishop
//! example, the stranded-piece cases, the end of the game, and perft cross-checked
//! against a deliberately naive reference implementation written from the rules file.

use pigeonpost_engine::notation;
use pigeonpost_engine::perft::{PerftRequest, run};
use pigeonpost_engine::{Color, Game, Position, perft, registry};
use std::collections::BTreeSet;

fn at(fen: &str) -> Position {
    let v = registry::get("palindromic").expect("palindromic is registered");
    Position::from_fen(&v, fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn start() -> Position {
    Position::start(&registry::get("palindromic").expect("palindromic is registered"))
}

fn texts(pos: &Position) -> Vec<String> {
    pos.legal_turns().iter().map(|t| pos.turn_text(t)).collect()
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
    let r = notation::resolve(pos, turn).unwrap_or_else(|e| panic!("{turn}: {e}"));
    pos.play(&r.turn)
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

// ---------------------------------------------------------------------------------
// Perft.

fn cli(fen: Option<&str>, turns: &[&str], depth: u32, divide: bool) -> String {
    run(&PerftRequest {
        variant: "palindromic".into(),
        depth,
        fen: fen.map(str::to_string),
        turns: turns.iter().map(|s| s.to_string()).collect(),
        divide,
    })
    .unwrap_or_else(|e| panic!("{e}"))
}

fn total(out: &str) -> u64 {
    out.lines()
        .find_map(|l| l.strip_prefix("total: "))
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no total in {out}"))
}

#[test]
fn perft_start() {
    // Depth 1 by hand. White's first actions: the a- and h-pawns have 2 forward steps,
    // the six others 3 (22); each knight has 2 leaps (d2/e2 are occupied): 4. Everything
    // else is blocked. 26 first actions, all of maximum distance for their piece and none
    // touching the other side, and for each of them Black's pieces have the same 26
    // forward moves for action 2: 26 * 26 = 676.
    let out = cli(None, &[], 1, true);
    assert_eq!(total(&out), 676);
    assert_eq!(out.lines().count(), 677);
    // Depth 2 is checked against the reference implementation on a sample of children
    // in `perft_matches_the_reference`; the total is kept as a regression value.
    assert_eq!(perft::perft(&start(), 2), 464_308);
}

#[test]
fn perft_after_turns_and_winning_positions() {
    // P7 (winning action): one turn, then the game is over.
    assert_eq!(total(&cli(Some(P7), &[], 1, true)), 1);
    assert_eq!(total(&cli(Some(P7), &[], 2, true)), 0);
    // P7 with Black to move: pass, then White's winning move.
    let p7b = P7.replace(" w ", " b ");
    assert_eq!(total(&cli(Some(&p7b), &[], 1, true)), 1);
    assert_eq!(total(&cli(Some(&p7b), &[], 2, true)), 1);
    assert_eq!(total(&cli(Some(&p7b), &["pass"], 1, true)), 1);
    // P8: pass, then Black's winning first action.
    assert_eq!(total(&cli(Some(P8), &[], 2, false)), 1);
}

#[test]
fn perft_matches_the_reference() {
    // Positions reached with --turn and --fen exercising the maximum-distance rule, the
    // handed rooks, the preclusion test and winning actions: the engine's turn list must
    // be exactly the reference's, at the root and at sampled children (depth 2).
    let cases: Vec<(Option<&str>, Vec<&str>)> = vec![
        (None, vec![]),
        (None, vec!["N g1-h3; p a7-a6", "n g8-f6; P h2-g3"]),
        (Some(P2), vec![]),
        (Some(P3), vec![]),
        (Some(P5B), vec![]),
        (Some(P5B), vec!["LR h3-a3; p h7-h6"]),
        (Some(P7_BOTH), vec![]),
        (
            Some("1Nbkqbn(rr)/2pppppp/1P6/ppn5/7(lr)/8/P1PPPPPP/(RR)1BQKBN(LR) w - - 0 1"),
            vec![],
        ),
    ];
    for (fen, turns) in cases {
        let v = registry::get("palindromic").expect("registered");
        let mut game = Game::from_position(match fen {
            Some(f) => at(f),
            None => Position::start(&v),
        });
        for t in &turns {
            game.play_text(t).unwrap_or_else(|e| panic!("{t}: {e}"));
        }
        let pos = game.position().clone();
        let out = cli(fen, &turns, 2, true);
        let mut sum = 0;
        let turns_here = pos.legal_turns();
        assert_eq!(
            sorted(texts(&pos)),
            reference::turns(&pos),
            "root of {fen:?} {turns:?}"
        );
        for (i, t) in turns_here.iter().enumerate() {
            let child = pos.play(t);
            let n = perft::perft(&child, 1);
            sum += n;
            if i % 53 == 0 || n < 3 {
                let want = reference::turns(&child);
                assert_eq!(sorted(texts(&child)), want, "child {}", pos.turn_text(t));
            }
        }
        assert_eq!(total(&out), sum);
    }
}

fn sorted(mut v: Vec<String>) -> Vec<String> {
    v.sort();
    v
}

/// A naive implementation of the turn rules, written straight from `palindromic.md`
/// without the engine's tables: pieces are labels on an 8x8 array, slides are walked
/// square by square, reachability is a breadth-first search over whole moves and the
/// matching is tried by brute force.
mod reference {
    use pigeonpost_engine::{Color, Position, registry};

    type Board = [Option<(String, bool)>; 64];

    fn board(pos: &Position) -> Board {
        std::array::from_fn(|i| {
            pos.piece_at(i % 8, i / 8)
                .map(|p| (p.label.to_uppercase(), p.color == Color::White))
        })
    }

    fn name(i: usize) -> String {
        format!("{}{}", (b'a' + (i % 8) as u8) as char, i / 8 + 1)
    }

    /// (dx, dy, slides) for a piece of `label` and colour.
    fn shapes(label: &str, white: bool) -> Vec<(i32, i32, bool)> {
        let f = if white { 1 } else { -1 };
        let right = f;
        match label {
            "K" | "P" => vec![(0, f, false), (1, f, false), (-1, f, false)],
            "Q" => vec![(0, f, true), (1, f, true), (-1, f, true)],
            "B" => vec![(1, f, true), (-1, f, true)],
            "N" => vec![
                (1, 2 * f, false),
                (-1, 2 * f, false),
                (2, f, false),
                (-2, f, false),
            ],
            "RR" => vec![(0, f, true), (right, 0, true)],
            "LR" => vec![(0, f, true), (-right, 0, true)],
            other => panic!("unknown {other}"),
        }
    }

    /// Targets of a piece on `from`, with `blocked(sq)` the squares it may not enter
    /// or pass.
    fn targets(
        label: &str,
        white: bool,
        from: usize,
        blocked: &dyn Fn(usize) -> bool,
    ) -> Vec<usize> {
        let mut out = Vec::new();
        for (dx, dy, slides) in shapes(label, white) {
            let (mut x, mut y) = ((from % 8) as i32, (from / 8) as i32);
            loop {
                x += dx;
                y += dy;
                if !(0..8).contains(&x) || !(0..8).contains(&y) {
                    break;
                }
                let sq = (y * 8 + x) as usize;
                if blocked(sq) {
                    break;
                }
                out.push(sq);
                if !slides {
                    break;
                }
            }
        }
        out
    }

    fn dests(label: &str, white: bool) -> Vec<usize> {
        static START: std::sync::OnceLock<Vec<(String, bool)>> = std::sync::OnceLock::new();
        let start = START.get_or_init(|| {
            let b = board(&Position::start(
                &registry::get("palindromic").expect("registered"),
            ));
            b.iter()
                .map(|p| p.clone().unwrap_or((String::new(), false)))
                .collect()
        });
        (0..64)
            .filter(|&i| start[i].0 == label && start[i].1 != white)
            .collect()
    }

    fn assign(options: &[Vec<usize>], used: &mut Vec<usize>) -> bool {
        let Some((first, rest)) = options.split_first() else {
            return true;
        };
        for &d in first {
            if !used.contains(&d) {
                used.push(d);
                if assign(rest, used) {
                    return true;
                }
                used.pop();
            }
        }
        false
    }

    fn goal_possible(b: &Board) -> bool {
        let frozen: Vec<bool> = (0..64)
            .map(|i| {
                b[i].as_ref()
                    .is_some_and(|(l, w)| dests(l, *w).contains(&i))
            })
            .collect();
        for label in ["K", "Q", "B", "N", "RR", "LR", "P"] {
            for white in [true, false] {
                let d = dests(label, white);
                let mut options = Vec::new();
                for i in 0..64 {
                    if b[i]
                        .as_ref()
                        .is_some_and(|(l, w)| l == label && *w == white)
                    {
                        if frozen[i] {
                            options.push(vec![i]);
                            continue;
                        }
                        let mut seen = [false; 64];
                        let mut todo = vec![i];
                        while let Some(sq) = todo.pop() {
                            for t in targets(label, white, sq, &|s| frozen[s]) {
                                if !seen[t] {
                                    seen[t] = true;
                                    todo.push(t);
                                }
                            }
                        }
                        options.push(d.iter().copied().filter(|&x| seen[x]).collect());
                    }
                }
                if !assign(&options, &mut Vec::new()) {
                    return false;
                }
            }
        }
        true
    }

    fn reversed(b: &Board) -> bool {
        (0..64).all(|i| match &b[i] {
            Some((l, w)) => dests(l, *w).contains(&i),
            None => true,
        }) && b.iter().flatten().count() == 32
    }

    /// Legal moves of `white`'s pieces: (from, to, label, board after).
    fn moves(b: &Board, white: bool) -> Vec<(usize, usize, String, Board)> {
        let mut out = Vec::new();
        for from in 0..64 {
            let Some((label, w)) = b[from].clone() else {
                continue;
            };
            if w != white {
                continue;
            }
            for to in targets(&label, w, from, &|s| b[s].is_some()) {
                let mut after = b.clone();
                after[to] = after[from].take();
                if goal_possible(&after) {
                    out.push((from, to, label.clone(), after));
                }
            }
        }
        out
    }

    fn text(label: &str, white: bool, from: usize, to: usize) -> String {
        let l = if white {
            label.to_string()
        } else {
            label.to_lowercase()
        };
        format!("{l} {}-{}", name(from), name(to))
    }

    pub fn turns(pos: &Position) -> Vec<String> {
        let b = board(pos);
        if reversed(&b) {
            return Vec::new();
        }
        let me = pos.side_to_move() == Color::White;
        let mine = moves(&b, me);
        let dist = |f: usize, t: usize| {
            ((f % 8) as i32 - (t % 8) as i32)
                .abs()
                .max((f / 8) as i32 - (t / 8) as i32)
                .max((t / 8) as i32 - (f / 8) as i32)
        };
        let mut out = Vec::new();
        for (from, to, label, after) in &mine {
            let best = mine
                .iter()
                .filter(|m| m.0 == *from)
                .map(|m| dist(m.0, m.1))
                .max()
                .unwrap_or(0);
            if dist(*from, *to) != best {
                continue;
            }
            let first = text(label, me, *from, *to);
            if reversed(after) {
                out.push(first);
                continue;
            }
            let theirs = moves(after, !me);
            if theirs.is_empty() {
                out.push(first.clone());
            }
            for (f2, t2, l2, _) in theirs {
                out.push(format!("{first}; {}", text(&l2, !me, f2, t2)));
            }
        }
        if mine.is_empty() && !pos.fen().contains(" pass") {
            out.push("pass".into());
        }
        out.sort();
        out
    }
}
