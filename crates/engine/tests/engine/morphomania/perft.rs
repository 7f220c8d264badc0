//! Morphomania's perft, from the start and from played positions, against the
//! independent counter; and properties over random play.

use super::brute::{Brute, form, key_of_fen};
use super::{play_all, start, variant};
use crate::support::Rng;
use pigeonpost_engine::notation::resolve;
use pigeonpost_engine::perft::{PerftRequest, run};
use pigeonpost_engine::{Position, perft};

fn cli(fen: Option<&str>, turns: &[&str], depth: u32, divide: bool) -> u64 {
    let out = run(&PerftRequest {
        variant: "morphomania".into(),
        depth,
        fen: fen.map(str::to_string),
        turns: turns.iter().map(|t| t.to_string()).collect(),
        divide,
    })
    .expect("perft runs");
    let total = out
        .lines()
        .last()
        .and_then(|l| l.strip_prefix("total: "))
        .expect("a total line");
    total.parse().expect("a number")
}

#[test]
fn perft_depth_one_from_the_start_by_hand() {
    // White's pieces at the start:
    //   pawns a2 c2 e2 g2 i2 (light squares): one step each          5
    //   speedpawns b2 d2 f2 h2 (dark): one or two steps each          8
    //   knights b1, h1: a3 c3 / g3 i3 (d2 and f2 are occupied)         4
    //   rooks, bishops, queens, king: hemmed in; no capture in reach   0
    //   (no piece has a capture: the nearest enemy is six ranks away)
    //                                                            total 17
    assert_eq!(cli(None, &[], 1, true), 17);
    assert_eq!(cli(None, &[], 1, false), 17);
}

#[test]
fn perft_from_the_start_matches_the_independent_counter() {
    let pos = start();
    for depth in 1..=3 {
        let engine = perft::perft(&pos, depth);
        assert_eq!(
            engine,
            Brute::from_fen(&pos.fen()).perft(depth),
            "depth {depth}"
        );
        assert_eq!(cli(None, &[], depth, true), engine);
    }
    // Regression values, after agreement with `Brute`: 17 x 17 at depth 2 because the
    // armies cannot touch each other yet.
    assert_eq!(perft::perft(&pos, 2), 289);
    assert_eq!(perft::perft(&pos, 3), 6501);
}

/// Positions for perft, each from the CLI's `--fen`/`--turn`.
const PERFT_POSITIONS: &[(&str, Option<&str>, &[&str])] = &[
    // Speedpawns face each other: S d4 can take d6 (three ahead is d7), queens and
    // bishops morph on d2/d3.
    (
        "speedpawn captures and morphing",
        None,
        &["S d2-d4", "s d8-d6"],
    ),
    (
        "castling both ways for both sides",
        Some("r3k3r/pspspspsp/9/9/9/9/9/PSPSPSPSP/R3K3R w KQkq - 0 1"),
        &[],
    ),
    (
        "promotion, castling, rook exchanges",
        Some("r6k1/1S2P4/9/9/9/9/9/2p4s1/R3K3R w KQ - 0 1"),
        &["R i1-i5", "k h9-g9"],
    ),
];

#[test]
fn perft_from_played_positions_matches_the_independent_counter() {
    let v = variant();
    for (name, fen, turns) in PERFT_POSITIONS {
        let mut pos = match fen {
            Some(f) => Position::from_fen(&v, f).expect("valid"),
            None => start(),
        };
        pos = play_all(&pos, turns);
        for depth in 1..=3 {
            let engine = cli(*fen, turns, depth, depth == 1);
            let brute = Brute::from_fen(&pos.fen()).perft(depth);
            assert_eq!(engine, brute, "{name}, depth {depth}");
        }
    }
}

/// Positions reached by random games from the start and from the perft positions.
fn random_positions(games: usize, plies: usize, seed: u64) -> Vec<Position> {
    let v = variant();
    let mut roots = vec![start()];
    for (_, fen, turns) in PERFT_POSITIONS {
        let p = fen.map_or_else(start, |f| Position::from_fen(&v, f).expect("valid"));
        roots.push(play_all(&p, turns));
    }
    let mut rng = Rng(seed);
    let mut out = Vec::new();
    for g in 0..games {
        let mut pos = roots[g % roots.len()].clone();
        for _ in 0..plies {
            out.push(pos.clone());
            let turns = pos.legal_turns();
            if turns.is_empty() {
                break;
            }
            // Prefer captures half the time, so games reach thin, tactical endings.
            let caps: Vec<_> = turns
                .iter()
                .filter(|t| t.first().is_some_and(|m| m.is_capture()))
                .collect();
            let t = if !caps.is_empty() && rng.below(2) == 0 {
                *caps[rng.below(caps.len())]
            } else {
                turns[rng.below(turns.len())]
            };
            pos = pos.play_unchecked(&t);
        }
    }
    out
}

#[test]
fn property_every_piece_has_its_familys_form_for_its_square() {
    for pos in random_positions(40, 120, 0x5eed_0001) {
        let g = pos.variant().geometry();
        for sq in g.squares() {
            let (file, rank) = (g.file(sq).index(), g.rank(sq).index());
            {
                let Some(p) = pos.piece_at(sq) else {
                    continue;
                };
                let upper = p.label.to_ascii_uppercase();
                let label = upper.chars().next().expect("a label");
                if label == 'K' {
                    continue;
                }
                assert_eq!(
                    label,
                    form(label, file, rank),
                    "{} on file {file} rank {rank} in {}",
                    p.label,
                    pos.fen()
                );
            }
        }
    }
}

#[test]
fn property_engine_and_independent_counter_agree_turn_by_turn() {
    let mut checked = 0;
    for pos in random_positions(40, 120, 0x5eed_0002) {
        let mut engine: Vec<String> = pos
            .legal_turns()
            .iter()
            .map(|t| key_of_fen(&pos.play_unchecked(t).fen()))
            .collect();
        let brute = Brute::from_fen(&pos.fen());
        let mut mine: Vec<String> = brute.children().iter().map(Brute::key).collect();
        engine.sort();
        mine.sort();
        assert_eq!(engine, mine, "in {}", pos.fen());
        // And the verdict when no turn is left.
        if engine.is_empty() {
            let o = pos.outcome().expect("over");
            assert_eq!(
                o.winner,
                Some(pos.side_to_move().opposite()),
                "{}",
                pos.fen()
            );
        }
        checked += 1;
    }
    assert!(checked > 1000);
}

#[test]
fn property_canonical_text_resolves_to_the_same_turn() {
    for pos in random_positions(10, 60, 0x5eed_0003) {
        for t in pos.legal_turns() {
            let text = pos.turn_text(&t);
            let r = resolve(&pos, &text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(r.turn, t, "{text}");
        }
    }
}
