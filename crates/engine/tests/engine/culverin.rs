//! Culverin Chess: every row of the rules file's test table (C1-C8 with C2b), the
//! rulings, position notation with reserves, and perft.

use crate::support::{after, at, board, legal, perft_output, play, start, total};
use pigeonpost_engine::{Position, perft, registry};
use std::collections::BTreeSet;

#[test]
fn c1_drop_behind_a_pawn_pushes_it() {
    let p = start("culverin");
    assert_eq!(
        p.fen(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Cc] w KQkq - 0 1"
    );
    assert!(!legal(&p, "C-g1"), "g1 is occupied");
    let p = after(&p, &["N g1-f3", "n b8-c6"]);
    let dropped = play(&p, "C-g1").expect("g1 empty, g2 pawn, g3 empty");
    assert_eq!(
        dropped.fen(),
        "r1bqkbnr/pppppppp/2n5/8/8/5NP1/PPPPPP1P/RNBQKBCR[c] b KQkq - 0 2"
    );
}

#[test]
fn c2_no_pawn_directly_in_front() {
    let p = at(
        "culverin",
        "rnbqkbnr/pppppppp/8/8/2P5/8/PP1PPPPP/RN1QKBNR[Cc] w KQkq - 0 1",
    );
    assert!(!legal(&p, "C-c1"));
}

#[test]
fn c2b_pawn_that_cannot_step_forward() {
    let blocked = at(
        "culverin",
        "rnbqkbnr/pppppppp/8/8/8/1N6/PPPPPPPP/R1BQKBNR[Cc] w KQkq - 0 1",
    );
    assert!(!legal(&blocked, "C-b1"));
    let open = at(
        "culverin",
        "rnbqkbnr/pppppppp/8/8/8/2N5/PPPPPPPP/R1BQKBNR[Cc] w KQkq - 0 1",
    );
    assert!(legal(&open, "C-b1"));
}

#[test]
fn c3_only_the_first_rank() {
    let p = after(&start("culverin"), &["N g1-f3", "n g8-f6"]);
    assert!(!legal(&p, "C-d3"));
    assert!(!legal(&p, "C-g2"), "not onto the pawn itself");
    assert!(legal(&p, "C-g1"));
}

#[test]
fn c4_capture_over_an_own_pawn() {
    let p = at("culverin", "3rk3/8/8/8/8/3P4/8/3CK3[] w - - 0 1");
    let taken = play(&p, "C d1-d8").expect("screen d3, target d8");
    assert_eq!(board(&taken), "3Ck3/8/8/8/8/3P4/8/4K3[]");
    let no_screen = at("culverin", "3rk3/8/8/8/8/8/8/3CK3[] w - - 0 1");
    assert!(!legal(&no_screen, "C d1-d8"), "no screen, no capture");
}

#[test]
fn c5_enemy_pawn_screen_reaches_only_the_next_square() {
    let far = at("culverin", "4k3/8/3q4/8/3p4/8/8/3CK3[] w - - 0 1");
    assert!(!legal(&far, "C d1-d6"));
    let near = at("culverin", "4k3/8/8/3q4/3p4/8/8/3CK3[] w - - 0 1");
    assert!(legal(&near, "C d1-d5"));
}

#[test]
fn c6_check_through_an_enemy_pawn() {
    let p = at("culverin", "6k1/p5p1/8/8/8/8/8/4K1C1[] b - - 0 1");
    assert!(p.in_check(), "g7 screen, g8 directly beyond");
    assert!(legal(&p, "p g7-g6"));
    assert!(legal(&p, "p g7-g5"));
    assert!(!legal(&p, "p a7-a6"), "does not answer the check");
    let out = play(&p, "p g7-g6").expect("legal");
    assert!(!out.legal_turns().is_empty());
}

#[test]
fn c7_no_adjacent_capture_and_non_pawn_screen() {
    let p = at("culverin", "4r2k/8/8/4n3/4C3/8/8/K7[] w - - 0 1");
    assert!(!legal(&p, "C e4-e5"));
    assert!(legal(&p, "C e4-e8"));
    assert!(!legal(&p, "C e4-e6"), "long moves only capture");
    assert!(legal(&p, "C e4-d5"), "a step to an empty square");
}

#[test]
fn c8_diagonal_capture() {
    let p = at("culverin", "4k3/8/5b2/8/8/8/1P6/C3K3[] w - - 0 1");
    assert!(legal(&p, "C a1-f6"));
}

#[test]
fn drop_may_answer_a_check() {
    let p = at("culverin", "4k3/8/8/b7/8/8/PPP1PPPP/RN2K1NR[Cc] w - - 0 1");
    assert!(p.in_check());
    let out = play(&p, "C-c1").expect("the c-pawn steps to c3 and blocks");
    assert_eq!(board(&out), "4k3/8/8/b7/8/2P5/PP2PPPP/RNC1K1NR[c]");
    assert!(!legal(&p, "C-d1"), "no pawn in front of d1");
}

#[test]
fn castling_is_refused_through_a_culverin_attack() {
    // f8 Culverin, f2 White pawn: the pawn is an enemy-pawn screen, so f1 is attacked.
    let p = at("culverin", "r3kc2/8/8/8/8/8/5P2/R3K2R[] w KQq - 0 1");
    assert!(!legal(&p, "K e1-g1"));
    assert!(legal(&p, "K e1-c1"));
    let moved = at("culverin", "r3kc2/8/8/8/8/8/6P1/R3K2R[] w KQq - 0 1");
    assert!(legal(&moved, "K e1-g1"), "no screen on the f-file");
}

#[test]
fn culverin_is_not_a_promotion_choice() {
    let p = at("culverin", "4k3/1P6/8/8/8/8/8/4K3[] w - - 0 1");
    assert!(!legal(&p, "P b7-b8; C-b8"));
    assert!(legal(&p, "P b7-b8; Q-b8"));
}

#[test]
fn a_culverin_on_the_corner_is_not_a_rook() {
    let p = at(
        "culverin",
        "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K3[Cc] w Qkq - 0 1",
    );
    let p = after(&p, &["C-h1", "p a7-a6"]);
    assert!(!legal(&p, "K e1-g1"));
}

#[test]
fn two_culverins_option() {
    let p = start("culverin2");
    assert_eq!(
        p.fen(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[CCcc] w KQkq - 0 1"
    );
    let p = after(
        &p,
        &[
            "N g1-f3", "n g8-f6", "C-g1", "p a7-a6", "N b1-c3", "p a6-a5",
        ],
    );
    let p = play(&p, "C-b1").expect("second Culverin");
    assert!(p.fen().contains("[cc]"), "{}", p.fen());
    let p = play(&p, "p a5-a4").expect("reply");
    assert!(
        p.legal_turns()
            .iter()
            .all(|t| !p.turn_text(t).starts_with("C-")),
        "reserve empty"
    );
}

#[test]
fn reserves_round_trip_through_the_position_notation() {
    let mut seen = vec![start("culverin"), start("culverin2")];
    seen.push(after(
        &start("culverin"),
        &["N g1-f3", "n g8-f6", "C-g1", "c-g8"],
    ));
    seen.push(after(&start("culverin2"), &["N g1-f3", "n g8-f6", "C-g1"]));
    for p in seen {
        let back = Position::from_fen(p.variant(), &p.fen()).expect("own notation parses");
        assert_eq!(back.fen(), p.fen());
        let texts = |q: &Position| -> BTreeSet<String> {
            q.legal_turns().iter().map(|t| q.turn_text(t)).collect()
        };
        assert_eq!(texts(&back), texts(&p));
    }
}

#[test]
fn rulings_are_on_the_rules_page() {
    for key in ["culverin", "culverin2"] {
        let v = registry::get(key).expect("registered");
        let titles: Vec<&str> = v.rulings().iter().map(|r| r.title.as_str()).collect();
        for t in [
            "How many Culverins",
            "Label",
            "Directly behind a pawn",
            "Long moves only capture",
            "No promotion to a Culverin",
            "Draws are automatic",
        ] {
            assert!(titles.contains(&t), "{key} lacks ruling '{t}'");
        }
    }
}

// ---- perft ----------------------------------------------------------------------

/// The perft total through the CLI, for `culverin`.
fn cli(depth: u32, fen: Option<&str>, turns: &[&str]) -> u64 {
    total(&perft_output("culverin", depth, fen, turns))
}

#[test]
fn perft_start() {
    // The first rank is full, so no drop is possible until a knight or the bishop's
    // neighbour leaves it: depth 1 and 2 are orthodox (20, 400). At depth 3 White's
    // second turn may be C-g1 after N g1-f3/N g1-h3 and C-b1 after N b1-a3/N b1-c3
    // (g3/b3 stay empty whatever Black did), one extra turn for each of 4 x 20 lines:
    // 8902 + 80 = 8982.
    let p = start("culverin");
    assert_eq!(perft::perft(&p, 1), 20);
    assert_eq!(perft::perft(&p, 2), 400);
    assert_eq!(perft::perft(&p, 3), 8982);
    assert_eq!(cli(3, None, &[]), 8982);
    let two = start("culverin2");
    assert_eq!(
        perft::perft(&two, 3),
        8982,
        "a second Culverin cannot enter by ply 3"
    );
}

#[test]
fn perft_after_a_knight_move_opens_g1() {
    // After N g1-f3 n g8-f6, White: pawns 14 (the f-pawn is blocked by the knight),
    // N f3: d4 e5 g5 h4 g1 = 5, N b1: a3 c3 = 2, R h1-g1 = 1, C-g1 (g2 pawn, g3 empty)
    // = 1: 23.
    assert_eq!(cli(1, None, &["N g1-f3", "n g8-f6"]), 23);
    let p = after(&start("culverin"), &["N g1-f3", "n g8-f6"]);
    for d in 2..=3 {
        assert_eq!(cli(d, None, &["N g1-f3", "n g8-f6"]), perft::perft(&p, d));
    }
}

#[test]
fn perft_culverin_screens() {
    // W: K a1, P b4, C d4. B: r d8, n d7, p d6, p a4, k h8.
    // K a1: a2 b1 b2 = 3. P b4-b5 = 1. Culverin steps to its 8 empty neighbours = 8.
    // Captures: up, over the enemy pawn d6 only to d7 (knight) = 1; left, over the own
    // pawn b4 to a4 = 1; up-right the first piece is the king (a screen, nothing
    // beyond); down-left the own king is a screen with nothing beyond; other lines
    // empty. 3 + 1 + 8 + 2 = 14.
    let fen = "3r3k/3n4/3p4/8/pP1C4/8/8/K7[] w - - 0 1";
    assert_eq!(cli(1, Some(fen), &[]), 14);
    let p = at("culverin", fen);
    for d in 2..=3 {
        assert_eq!(cli(d, Some(fen), &[]), perft::perft(&p, d));
    }
    // After the drop-and-relocate from C1 and Black's own drop.
    let line = ["N g1-f3", "n g8-f6", "C-g1", "c-g8"];
    let q = after(&start("culverin"), &line);
    assert_eq!(cli(1, None, &line), perft::perft(&q, 1));
    assert_eq!(cli(3, None, &line), perft::perft(&q, 3));
}

/// Culverin captures read off the position notation alone, by the rules file's
/// wording: walk to the first piece (the screen); beyond an enemy pawn only the next
/// square; otherwise the next piece at any distance; it must be an enemy non-king.
fn independent_captures(fen: &str) -> BTreeSet<String> {
    let placement = fen.split('[').next().unwrap_or_default();
    let white = fen.contains(" w ");
    let mut grid = [[' '; 8]; 8];
    for (i, row) in placement.split('/').enumerate() {
        let mut f = 0;
        for c in row.chars() {
            if let Some(n) = c.to_digit(10) {
                f += n as usize;
            } else {
                grid[7 - i][f] = c;
                f += 1;
            }
        }
    }
    let mine = |c: char| c != ' ' && c.is_uppercase() == white;
    let name = |f: i32, r: i32| format!("{}{}", (b'a' + f as u8) as char, r + 1);
    let mut out = BTreeSet::new();
    for r in 0..8i32 {
        for f in 0..8i32 {
            if grid[r as usize][f as usize] != if white { 'C' } else { 'c' } {
                continue;
            }
            for (df, dr) in [
                (0, 1),
                (1, 1),
                (1, 0),
                (1, -1),
                (0, -1),
                (-1, -1),
                (-1, 0),
                (-1, 1),
            ] {
                let on = |f: i32, r: i32| (0..8).contains(&f) && (0..8).contains(&r);
                let (mut x, mut y) = (f + df, r + dr);
                while on(x, y) && grid[y as usize][x as usize] == ' ' {
                    x += df;
                    y += dr;
                }
                if !on(x, y) {
                    continue;
                }
                let screen = grid[y as usize][x as usize];
                let enemy_pawn = !mine(screen) && screen.eq_ignore_ascii_case(&'p');
                x += df;
                y += dr;
                if !enemy_pawn {
                    while on(x, y) && grid[y as usize][x as usize] == ' ' {
                        x += df;
                        y += dr;
                    }
                }
                if !on(x, y) {
                    continue;
                }
                let t = grid[y as usize][x as usize];
                if t != ' ' && !mine(t) && !t.eq_ignore_ascii_case(&'k') {
                    let label = if white { "C" } else { "c" };
                    out.insert(format!("{label} {}-{}", name(f, r), name(x, y)));
                }
            }
        }
    }
    out
}

#[test]
fn captures_agree_with_an_independent_reading_over_the_tree() {
    // Positions with Culverins in play; at every node within two plies where the side
    // to move is not in check and has no piece pinned to nothing (we only need the
    // Culverin's own captures to be pseudo-legal = legal, which holds when the mover's
    // king is on no line with its Culverin), the engine's Culverin captures must equal
    // the independent reading.
    let roots = [
        at("culverin", "3r3k/3n4/3p4/8/pP1C4/8/8/K7[] w - - 0 1"),
        at(
            "culverin",
            "r3k2r/ppp2ppp/2n1bn2/3pp3/3PP3/2N1BN2/PPP2PPP/R2CK1CR[] w - - 0 1",
        ),
        after(
            &start("culverin"),
            &["N g1-f3", "n g8-f6", "C-g1", "c-g8", "C g1-g2"],
        ),
    ];
    let mut compared = 0;
    for root in roots {
        let mut level = vec![root];
        for _ in 0..3 {
            let mut next = Vec::new();
            for p in &level {
                let turns = p.legal_turns();
                let engine: BTreeSet<String> = turns
                    .iter()
                    .map(|t| p.turn_text(t))
                    .filter(|t| t.starts_with("C ") || t.starts_with("c "))
                    .filter(|t| independent_target_occupied(&p.fen(), t))
                    .collect();
                if !p.in_check() && !king_on_a_culverin_line(&p.fen()) {
                    assert_eq!(engine, independent_captures(&p.fen()), "{}", p.fen());
                    compared += 1;
                }
                next.extend(turns.iter().step_by(2).map(|t| p.play_unchecked(t)));
            }
            level = next;
        }
    }
    assert!(compared > 50, "only {compared} positions compared");
}

fn grid_at(fen: &str, sq: &str) -> char {
    let placement = fen.split('[').next().unwrap_or_default();
    let b = sq.as_bytes();
    let (f, r) = ((b[0] - b'a') as usize, (b[1] - b'1') as usize);
    let row = placement.split('/').nth(7 - r).unwrap_or_default();
    let mut x = 0;
    for c in row.chars() {
        if let Some(n) = c.to_digit(10) {
            x += n as usize;
        } else {
            if x == f {
                return c;
            }
            x += 1;
        }
    }
    ' '
}

fn independent_target_occupied(fen: &str, text: &str) -> bool {
    let to = &text[text.len() - 2..];
    grid_at(fen, to) != ' '
}

fn king_on_a_culverin_line(fen: &str) -> bool {
    let white = fen.contains(" w ");
    let (k, c) = if white { ('K', 'C') } else { ('k', 'c') };
    let mut ks = Vec::new();
    let mut cs = Vec::new();
    for f in 0..8u8 {
        for r in 0..8u8 {
            let sq = format!("{}{}", (b'a' + f) as char, r + 1);
            let x = grid_at(fen, &sq);
            if x == k {
                ks.push((f as i32, r as i32));
            } else if x == c {
                cs.push((f as i32, r as i32));
            }
        }
    }
    ks.iter().any(|&(kf, kr)| {
        cs.iter()
            .any(|&(cf, cr)| kf == cf || kr == cr || (kf - cf).abs() == (kr - cr).abs())
    })
}
