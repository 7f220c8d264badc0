//! Meteoric Chess: every row of the rules file's test table (M1-M9), the rulings and
//! clarifications, position notation with reserves, and perft.

use crate::support::{after, at, board, legal, perft_output, play, start, total};
use pigeonpost_engine::{Outcome, Position, Reason, perft, registry};
use std::collections::BTreeSet;

const START: &str = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[QNN(BL)(BD)qnn(bl)(bd)] w KQkq - 0 1";

#[test]
fn m1_drop_onto_pawn_relocates_it() {
    let p = start("meteoric");
    assert_eq!(p.fen(), START);
    let after = play(&p, "N-d2").expect("N-d2 is legal");
    assert_eq!(
        after.fen(),
        "r3k2r/pppppppp/8/8/8/3P4/PPPNPPPP/R3K2R[QN(BL)(BD)qnn(bl)(bd)] b KQkq - 0 1"
    );
}

#[test]
fn m2_relocation_needs_an_empty_square_ahead() {
    let p = at(
        "meteoric",
        "r3k2r/pppppppp/8/8/8/3P4/PP1PPPPP/R3K2R[QNN(BL)(BD)qnn(bl)(bd)] w KQkq - 0 1",
    );
    assert!(!legal(&p, "N-d2"), "d3 is occupied");
    let after = play(&p, "N-d3").expect("d4 is empty");
    assert_eq!(
        board(&after),
        "r3k2r/pppppppp/8/8/3P4/3N4/PP1PPPPP/R3K2R[QN(BL)(BD)qnn(bl)(bd)]"
    );
}

#[test]
fn m3_drop_zone_is_four_ranks_or_three() {
    let p = start("meteoric");
    assert!(legal(&p, "Q-d4"));
    assert!(!legal(&p, "Q-d5"));
    let three = start("meteoric-3rank");
    assert!(!legal(&three, "Q-d4"));
    assert!(legal(&three, "Q-d3"));
}

#[test]
fn m4_relocation_blocked_by_enemy_pawn_ahead() {
    let blocked = after(&start("meteoric"), &["P e2-e4", "p e7-e5"]);
    assert!(!legal(&blocked, "N-e4"), "e5 is occupied");
    let open = after(&start("meteoric"), &["P e2-e4", "p d7-d5"]);
    let dropped = play(&open, "N-e4").expect("e5 is empty");
    assert_eq!(
        board(&dropped),
        "r3k2r/ppp1pppp/8/3pP3/4N3/8/PPPP1PPP/R3K2R[QN(BL)(BD)qnn(bl)(bd)]"
    );
}

#[test]
fn m5_each_bishop_only_on_its_own_colour() {
    let p = play(&start("meteoric"), "B-c1").expect("c1 is dark, the dark bishop is in hand");
    assert!(
        p.fen()
            .starts_with("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R1B1K2R[QNN(BL)qnn(bl)(bd)]")
    );
    let p = play(&p, "n-f6").expect("black reply");
    assert!(
        !legal(&p, "B-e3"),
        "the dark-square bishop has been dropped"
    );
    assert!(legal(&p, "B-d3"), "d3 is light");
    // The same rule for a drop onto a pawn: c2 is light, b2 is dark.
    assert!(legal(&p, "B-c2"));
    assert!(!legal(&p, "B-b2"));
}

#[test]
fn m6_relocation_may_block_a_check() {
    let p = at(
        "meteoric",
        "4k3/8/8/q7/8/8/PPP1PPPP/4K3[QNN(BL)(BD)] w - - 0 1",
    );
    assert!(p.in_check());
    let blocked = play(&p, "N-c2").expect("the c-pawn steps to c3 and blocks");
    assert_eq!(board(&blocked), "4k3/8/8/q7/8/2P5/PPN1PPPP/4K3[QN(BL)(BD)]");
    assert!(!legal(&p, "N-b2"), "b3 does not block");
    assert!(legal(&p, "N-d2"));
}

#[test]
fn m7_castling_on_move_one() {
    let p = start("meteoric");
    let short = play(&p, "K e1-g1").expect("f1 and g1 are empty");
    assert!(
        short
            .fen()
            .starts_with("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R4RK1[QNN(BL)(BD)qnn(bl)(bd)] b kq ")
    );
    let long = play(&p, "K e1-c1").expect("b1, c1 and d1 are empty");
    assert!(
        long.fen()
            .starts_with("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/2KR3R[QNN(BL)(BD)qnn(bl)(bd)] b kq ")
    );
}

#[test]
fn m8_rook_dropped_on_its_corner_may_castle() {
    let p = start("meteoric-reserve-rooks");
    assert!(
        p.fen().contains(" w KQkq "),
        "the kings start unmoved: {}",
        p.fen()
    );
    let p = after(&p, &["R-h1", "n-f6"]);
    let castled = play(&p, "K e1-g1").expect("king and dropped rook never moved");
    assert!(board(&castled).starts_with("4k3/pppppppp/5n2/8/8/8/PPPPPPPP/5RK1"));
}

#[test]
fn m8_rook_dropped_elsewhere_never_castles() {
    let p = after(
        &start("meteoric-reserve-rooks"),
        &["R-g1", "n-f6", "R g1-h1", "n f6-g8"],
    );
    assert!(!legal(&p, "K e1-g1"), "the rook walked to its corner");
    // A rook that leaves its corner and comes back may not castle either.
    let p = after(
        &start("meteoric"),
        &["R h1-g1", "n-f6", "R g1-h1", "n f6-g8"],
    );
    assert!(!legal(&p, "K e1-g1"));
    assert!(legal(&p, "K e1-c1"));
}

#[test]
fn castling_only_with_a_rook() {
    // The h1 rook has gone; a queen dropped on the empty corner is unmoved, not a rook.
    let p = at(
        "meteoric",
        "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K3[QNN(BL)(BD)qnn(bl)(bd)] w Qkq - 0 1",
    );
    let p = after(&p, &["Q-h1", "n-f6"]);
    assert!(!legal(&p, "K e1-g1"));
    // ...and the position notation does not claim a kingside right for it.
    assert!(p.fen().contains(" w Qkq "), "{}", p.fen());
}

#[test]
fn m9_black_drop_zone_is_ranks_8_to_5() {
    let p = at("meteoric", &START.replace(" w ", " b "));
    assert!(!legal(&p, "q-d4"));
    assert!(legal(&p, "q-d5"));
}

#[test]
fn rule4_drops_only_onto_empty_squares_or_own_pawns() {
    let p = after(&start("meteoric"), &["N-d4", "p e7-e5"]);
    assert!(!legal(&p, "Q-d4"), "own knight");
    assert!(!legal(&p, "Q-a1"), "own rook");
    assert!(!legal(&p, "Q-e1"), "own king");
    let q = after(
        &start("meteoric"),
        &["P e2-e4", "p d7-d5", "P e4-e5", "p d5-d4"],
    );
    assert!(!legal(&q, "Q-d4"), "enemy pawn on d4");
}

#[test]
fn relocation_only_for_pawns_in_the_zone_up_to_rank_5() {
    let p = at("meteoric", "4k3/8/8/8/4P3/8/8/4K3[N] w - - 0 1");
    let p5 = play(&p, "N-e4").expect("pawn on rank 4 is in the zone");
    assert_eq!(board(&p5), "4k3/8/8/4P3/4N3/8/8/4K3[]");
    let beyond = at("meteoric", "4k3/8/8/4P3/8/8/8/4K3[N] w - - 0 1");
    assert!(
        !legal(&beyond, "N-e5"),
        "a pawn on rank 5 is outside the zone"
    );
    let three = at("meteoric-3rank", "4k3/8/8/8/4P3/8/8/4K3[N] w - - 0 1");
    assert!(
        !legal(&three, "N-e4"),
        "3-rank drops: rank 4 is outside the zone"
    );
    let three = at("meteoric-3rank", "4k3/8/8/8/8/4P3/8/4K3[N] w - - 0 1");
    assert!(legal(&three, "N-e3"));
}

#[test]
fn relocation_gives_no_en_passant_and_loses_the_double_step() {
    let p = at("meteoric", "4k3/8/8/8/7p/8/3P4/4K3[N] w - - 0 1");
    let p = play(&p, "N-d2").expect("d3 is empty");
    assert!(
        p.fen().contains(" b - - 0 1"),
        "no en-passant square: {}",
        p.fen()
    );
    let p = play(&p, "k e8-d8").expect("black reply");
    assert!(
        !legal(&p, "P d3-d5"),
        "the relocated pawn has no double step"
    );
    assert!(legal(&p, "P d3-d4"));
}

#[test]
fn rule7_a_drop_may_checkmate() {
    let p = at("meteoric", "6bk/7p/8/8/8/8/8/4K3[Q] w - - 0 1");
    let mated = play(&p, "Q-d4").expect("d4 is in the zone");
    assert!(mated.in_check());
    assert_eq!(
        mated.outcome(),
        Some(Outcome::win(
            pigeonpost_engine::Color::White,
            Reason::Checkmate
        ))
    );
}

#[test]
fn drops_count_as_moves_for_stalemate() {
    let stuck = at("meteoric", "k7/2Q5/1K6/8/8/8/8/8[] b - - 0 1");
    assert_eq!(stuck.outcome(), Some(Outcome::draw(Reason::Stalemate)));
    let can_drop = at("meteoric", "k7/2Q5/1K6/8/8/8/8/8[n] b - - 0 1");
    assert_eq!(can_drop.outcome(), None);
    assert!(legal(&can_drop, "n-d5"));
}

#[test]
fn rule8_captured_pieces_do_not_return_to_the_reserve() {
    let p = at("meteoric", "4k3/8/8/3n4/4P3/8/8/4K3[Qq] w - - 0 1");
    let taken = play(&p, "P e4-d5").expect("pawn takes knight");
    assert_eq!(board(&taken), "4k3/8/8/3P4/8/8/8/4K3[Qq]");
}

#[test]
fn promoted_bishops_are_not_colour_bound() {
    // The dark bishop is gone from the reserve; a pawn still promotes to a bishop on
    // b8 (dark) and the light one may still be dropped on a light square.
    let p = at("meteoric", "4k3/1P6/8/8/8/8/8/4K3[(BL)] w - - 0 1");
    let promoted = play(&p, "P b7-b8; B-b8").expect("promotion to bishop");
    assert!(board(&promoted).starts_with("1B2k3/"));
}

#[test]
fn reserves_round_trip_through_the_position_notation() {
    let mut seen = Vec::new();
    for key in ["meteoric", "meteoric-reserve-rooks", "meteoric-3rank"] {
        let p = start(key);
        seen.push(p.clone());
        seen.push(after(&p, &["N-d2", "b-c8", "B-e2"]));
        seen.push(after(&p, &["Q-d3", "q-e6", "K e1-d1", "n-d7"]));
    }
    seen.push(after(
        &start("meteoric-reserve-rooks"),
        &["R-a1", "r-h8", "R-c3"],
    ));
    for p in seen {
        let back = Position::from_fen(p.variant(), &p.fen()).expect("own notation parses");
        assert_eq!(back.fen(), p.fen());
        let texts = |q: &Position| -> BTreeSet<String> {
            q.legal_turns().iter().map(|t| q.turn_text(t)).collect()
        };
        assert_eq!(texts(&back), texts(&p), "{}", p.fen());
    }
}

#[test]
fn rulings_are_on_the_rules_page() {
    for key in ["meteoric", "meteoric-reserve-rooks", "meteoric-3rank"] {
        let v = registry::get(key).expect("registered");
        let titles: Vec<&str> = v.rulings().iter().map(|r| r.title.as_str()).collect();
        for t in [
            "The king starts on the board",
            "Drops onto a pawn",
            "Bishops on their own colour",
            "Drops may check and mate",
            "Draws are automatic",
        ] {
            assert!(titles.contains(&t), "{key} lacks ruling '{t}'");
        }
        assert!(
            v.rulings()
                .iter()
                .any(|r| r.text.contains("leaves its corner and comes back"))
        );
    }
}

// ---- perft ----------------------------------------------------------------------

#[test]
fn perft_meteoric_start() {
    // Depth 1 by hand. Drop zone ranks 1-4 = 32 squares; 11 are occupied (a1 e1 h1 and
    // eight pawns), so 21 are empty, and all 8 pawns can be relocated (rank 3 empty):
    // 29 drop squares. Q: 29, N: 29, the two bishops share them by colour: 29. Drops 87.
    // Pawns 16, king d1 f1 and both castlings 4, rooks b1 c1 d1 / f1 g1 5. 87+16+4+5 = 112.
    // Depth 2: Black's reply set mirrors White's (112) unless White's move restricts it;
    // only Q-a4 and B-a4 do, pinning the d7 pawn (d7-d6, d7-d5 lost; drops onto d7 keep
    // the line closed): 112*112 - 2*2 = 12540.
    let p = start("meteoric");
    assert_eq!(perft::perft(&p, 1), 112);
    assert_eq!(perft::perft(&p, 2), 12540);
    assert_eq!(total(&perft_output("meteoric", 1, None, &[])), 112);
    let d2 = perft_output("meteoric", 2, None, &[]);
    let not_112: Vec<&str> = d2
        .lines()
        .filter(|l| !l.ends_with(": 112") && !l.starts_with("total"))
        .collect();
    assert_eq!(not_112, vec!["Q-a4: 110", "B-a4: 110"]);
    assert_eq!(total(&perft_output("meteoric", 3, None, &[])), 1_282_254);
}

#[test]
fn perft_meteoric_sub_variants() {
    // Rooks in reserve: 23 empty zone squares + 8 relocations = 31, times Q N B R = 124,
    // + 16 pawn moves + K d1 f1 = 142; depth 2 = 142^2 - 4 (the same two pins).
    let r = start("meteoric-reserve-rooks");
    assert_eq!(perft::perft(&r, 1), 142);
    assert_eq!(perft::perft(&r, 2), 142 * 142 - 4);
    // Three ranks: 13 empty + 8 relocations = 21, times 3 = 63, + 16 + 4 + 5 = 88; no
    // drop can reach the other side's pawns, so depth 2 = 88^2.
    let t = start("meteoric-3rank");
    assert_eq!(perft::perft(&t, 1), 88);
    assert_eq!(perft::perft(&t, 2), 88 * 88);
    assert_eq!(
        total(&perft_output("meteoric-3rank", 3, None, &[])),
        626_486
    );
    assert_eq!(
        total(&perft_output("meteoric-reserve-rooks", 3, None, &[])),
        2_675_230
    );
}

#[test]
fn perft_after_drops_and_relocations() {
    // After N-d2 (pawn to d3), Black: same 112 as White had at the start (d3 does not
    // touch Black's zone). White then: reserve Q N BL BD. Empty zone squares: rank 1
    // b1 c1 d1 f1 g1 = 5, rank 2 none, rank 3 7 (d3 taken), rank 4 8 = 20;
    // relocations: 7 rank-2 pawns + d3 (d4 empty) = 8. 28 squares for Q, N, bishops
    // = 84; pawns 14 + d3-d4 = 15; N d2: b1 b3 c4 e4 f3 f1 = 6; king d1 f1 + 2 castlings
    // = 4 (d2 knight blocks nothing on rank 1); rooks 5. Total 84+15+6+4+5 = 114.
    let out = perft_output("meteoric", 1, None, &["N-d2", "n-e7"]);
    assert_eq!(total(&out), 114, "{out}");
    let p = after(&start("meteoric"), &["N-d2", "n-e7"]);
    assert_eq!(
        perft::perft(&p, 2),
        total(&perft_output("meteoric", 2, None, &["N-d2", "n-e7"]))
    );
    assert_eq!(
        perft::perft(&p, 3),
        total(&perft_output("meteoric", 3, None, &["N-d2", "n-e7"]))
    );
    // Check answered by a relocation: M6's position.
    let fen = "4k3/8/8/q7/8/8/PPP1PPPP/4K3[QNN(BL)(BD)] w - - 0 1";
    // Depth 1 by hand: king d1 f1 (d2 is on the queen's line) = 2; drops on the empty
    // squares of the line b4 c3 d2, all dark: Q N and the dark bishop = 9; relocation
    // onto c2 (the pawn steps to c3 and blocks; c2 is light: Q N and the light bishop)
    // = 3; pawn moves that block: c2-c3, b2-b4 = 2. Nothing takes the queen. 16.
    assert_eq!(total(&perft_output("meteoric", 1, Some(fen), &[])), 16);
    for depth in 2..=3 {
        let p = at("meteoric", fen);
        assert_eq!(
            total(&perft_output("meteoric", depth, Some(fen), &[])),
            perft::perft(&p, depth)
        );
    }
}

/// An independent count of the drops a position allows, read off its notation alone:
/// every empty zone square, and every own pawn in the zone with an empty square ahead,
/// for each reserve piece, bishops by square colour. When the mover is not in check
/// every such drop is legal (the dropped piece keeps any line its pawn closed), so it
/// must equal the engine's count of drop turns.
fn independent_drops(fen: &str, zone: usize) -> BTreeSet<String> {
    let (placement, rest) = fen.split_once('[').expect("a reserve");
    let (reserve, fields) = rest.split_once(']').expect("a reserve");
    let white = fields.trim_start().starts_with('w');
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
    let mut labels = Vec::new();
    let mut chars = reserve.chars();
    while let Some(c) = chars.next() {
        if c == '(' {
            let l: String = chars.by_ref().take_while(|&x| x != ')').collect();
            labels.push(l);
        } else {
            labels.push(c.to_string());
        }
    }
    labels.retain(|l| l.chars().all(|c| c.is_uppercase()) == white);
    let mut out = BTreeSet::new();
    for r in 0..8usize {
        let rel = if white { r } else { 7 - r };
        if rel >= zone {
            continue;
        }
        for (f, &c) in grid[r].iter().enumerate() {
            let ahead = if white { r + 1 } else { r.wrapping_sub(1) };
            let ok = c == ' '
                || (c == if white { 'P' } else { 'p' } && ahead < 8 && grid[ahead][f] == ' ');
            if !ok {
                continue;
            }
            let dark = (f + 1 + r + 1) % 2 == 0;
            for l in &labels {
                let up = l.to_uppercase();
                if (up == "BL" && dark) || (up == "BD" && !dark) {
                    continue;
                }
                let name = &l[..1];
                out.insert(format!("{name}-{}{}", (b'a' + f as u8) as char, r + 1));
            }
        }
    }
    out
}

fn drop_texts(p: &Position) -> BTreeSet<String> {
    p.legal_turns()
        .iter()
        .map(|t| p.turn_text(t))
        .filter(|t| t.len() == 4 && t.as_bytes()[1] == b'-')
        .collect()
}

#[test]
fn drops_agree_with_an_independent_count_over_the_tree() {
    for (key, zone) in [
        ("meteoric", 4),
        ("meteoric-3rank", 3),
        ("meteoric-reserve-rooks", 4),
    ] {
        let root = start(key);
        let mut checked = 0;
        for t1 in root.legal_turns().iter().step_by(3) {
            let p1 = root.play_unchecked(t1);
            for t2 in p1.legal_turns().iter().step_by(5) {
                let p2 = p1.play_unchecked(t2);
                for p in [&p1, &p2] {
                    if !p.in_check() {
                        assert_eq!(
                            drop_texts(p),
                            independent_drops(&p.fen(), zone),
                            "{}",
                            p.fen()
                        );
                        checked += 1;
                    }
                }
            }
        }
        assert!(checked > 500, "{key}: only {checked} positions compared");
    }
}
