//! Morphomania (`../shared/rules/morphomania.md`): one test per rule of the rules file's
//! test table, perft from the start and from positions that exercise morphing,
//! speedpawn captures, castling and promotion, and properties on random play.
//!
//! The deeper perft figures are checked against `Brute`, an independent move counter
//! written here from the rules file (plain arrays of labels, hand-written move
//! patterns, no Betza and no engine types), and the two are compared move by move
//! on positions reached by random play.

use pigeonpost_engine::notation::resolve;
use pigeonpost_engine::perft::{PerftRequest, run};
use pigeonpost_engine::{Color, Position, Variant, perft, registry};
use std::collections::BTreeMap;
use std::sync::Arc;

fn variant() -> Arc<Variant> {
    registry::get("morphomania").expect("morphomania is registered")
}

fn start() -> Position {
    Position::start(&variant())
}

fn at_fen(fen: &str) -> Position {
    Position::from_fen(&variant(), fen).expect("test position is valid")
}

/// Plays a turn written in canonical notation; `Err` when it is not legal.
fn play(pos: &Position, text: &str) -> Result<Position, String> {
    resolve(pos, text)
        .map(|r| pos.play(&r.turn))
        .map_err(|e| e.to_string())
}

fn play_all(pos: &Position, texts: &[&str]) -> Position {
    texts.iter().fold(pos.clone(), |p, t| {
        play(&p, t).unwrap_or_else(|e| panic!("{t}: {e}"))
    })
}

/// The label on a square such as `e6`, if any.
fn at(pos: &Position, square: &str) -> Option<String> {
    let b = square.as_bytes();
    let file = (b[0] - b'a') as usize;
    let rank = square[1..].parse::<usize>().expect("rank") - 1;
    pos.piece_at(file, rank).map(|p| p.label)
}

fn legal(pos: &Position, text: &str) -> bool {
    play(pos, text).is_ok()
}

// ---------------------------------------------------------------------------------
// The rules file's test table.

#[test]
fn mo1_knight_leaping_to_a_dark_square_becomes_an_archbishop() {
    let after = play(&start(), "N b1-c3").expect("N b1-c3 is legal");
    assert_eq!(at(&after, "c3").as_deref(), Some("A"));
    assert_eq!(at(&after, "b1"), None);
}

#[test]
fn mo2_speedpawn_steps_two_pawn_steps_one_and_pawns_change_form() {
    let pos = start();
    let after = play(&pos, "S b2-b4").expect("S b2-b4 is legal");
    assert_eq!(at(&after, "b4").as_deref(), Some("S"));
    assert!(!legal(&pos, "P a2-a4"), "a pawn moves one square");
    let after = play(&pos, "P a2-a3").expect("P a2-a3 is legal");
    assert_eq!(at(&after, "a3").as_deref(), Some("S"), "a3 is dark");
}

#[test]
fn mo3_pawn_captures_two_squares_straight_ahead_and_keeps_its_form() {
    let pos = at_fen("8k/9/9/4n4/9/4P4/9/9/K8 w - - 0 1");
    let after = play(&pos, "P e4-e6").expect("P e4-e6 is a legal capture");
    assert_eq!(at(&after, "e6").as_deref(), Some("P"));
    assert_eq!(at(&after, "e4"), None);
}

#[test]
fn mo3b_pawns_have_no_diagonal_capture() {
    let pos = at_fen("8k/9/9/9/3n5/4P4/9/9/K8 w - - 0 1");
    assert!(!legal(&pos, "P e4-d5"));
    assert!(!legal(&pos, "P e4-f5"));
    // The ordinary step is there, so the refusal is about the capture.
    assert!(legal(&pos, "P e4-e5"));
}

#[test]
fn mo3c_pawn_reaches_two_speedpawn_three_and_a_capture_changes_form() {
    let pos = at_fen("8k/9/3na4/9/9/3SP4/9/9/K8 w - - 0 1");
    assert_eq!(at(&pos, "e7").as_deref(), Some("a"));
    assert!(!legal(&pos, "P e4-e7"), "a pawn captures at most two ahead");
    let after = play(&pos, "S d4-d7").expect("S d4-d7 is legal");
    assert_eq!(at(&after, "d7").as_deref(), Some("P"), "d7 is light");
    // The speedpawn's path must be empty: block d5 and the capture is gone.
    let blocked = at_fen("8k/9/3na4/9/3N5/3SP4/9/9/K8 w - - 0 1");
    assert!(!legal(&blocked, "S d4-d7"));
}

#[test]
fn mo4_bishop_becomes_dragon_horse_on_even_rank_and_bishop_again_on_odd() {
    let pos = play_all(&start(), &["S d2-d4", "p a8-a7", "B c1-d2"]);
    assert_eq!(at(&pos, "d2").as_deref(), Some("H"));
    let pos = play(&pos, "s a7-a6").expect("black replies");
    let after = play(&pos, "H d2-d3").expect("the wazir step is legal");
    assert_eq!(at(&after, "d3").as_deref(), Some("B"));
}

#[test]
fn mo5_queen_on_a_dark_square_becomes_an_amazon_with_knight_moves() {
    let pos = play_all(&start(), &["S d2-d4", "p a8-a7", "Q d1-d2"]);
    assert_eq!(at(&pos, "d2").as_deref(), Some("Z"));
    let pos = play(&pos, "s a7-a6").expect("black replies");
    // A knight leap only an amazon has; c4 is light, so it is a queen again.
    let after = play(&pos, "Z d2-c4").expect("the amazon leaps like a knight");
    assert_eq!(at(&after, "c4").as_deref(), Some("Q"));
}

#[test]
fn mo6_king_castles_three_squares_and_the_rook_lands_beside_it() {
    let pos = at_fen("4k4/p8/9/9/9/9/9/9/4K3R w K - 0 1");
    let after = play(&pos, "K e1-h1").expect("castling is legal");
    assert_eq!(at(&after, "h1").as_deref(), Some("K"));
    assert_eq!(
        at(&after, "g1").as_deref(),
        Some("R"),
        "g1 is dark: still a rook"
    );
    assert_eq!(at(&after, "i1"), None);
    assert!(!legal(&pos, "K e1-g1"));
    // Queen side: the king goes to b1, the rook from a1 to c1.
    let pos = at_fen("r3k3r/9/9/9/9/9/9/9/R3K3R w KQkq - 0 1");
    let after = play(&pos, "K e1-b1").expect("queen-side castling is legal");
    assert_eq!(at(&after, "b1").as_deref(), Some("K"));
    assert_eq!(at(&after, "c1").as_deref(), Some("R"));
    assert!(legal(&after, "k e9-h9"), "Black castles likewise");
    // A crossed square under attack forbids it (a black rook on g9 sees g1).
    let pos = at_fen("4k1r2/9/9/9/9/9/9/9/4K3R w K - 0 1");
    assert!(!legal(&pos, "K e1-h1"));
}

#[test]
fn mo7_leaving_the_opponent_a_bare_king_wins_at_once() {
    let pos = at_fen("7k1/9/9/9/R2n5/9/9/9/K8 w - - 0 1");
    let after = play(&pos, "R a5-d5").expect("the capture is legal");
    assert_eq!(at(&after, "d5").as_deref(), Some("C"), "d5 is light");
    let outcome = after.outcome().expect("the game is over");
    assert_eq!(outcome.winner, Some(Color::White));
    assert_eq!(outcome.reason, "bare king");
    assert!(after.legal_turns().is_empty(), "no turns after a bare king");
}

#[test]
fn mo8_stalemate_is_a_win_for_the_side_that_stalemates() {
    // The black knight is pinned by the rook, the chancellor covers b8 and b9.
    let pos = at_fen("k8/n8/9/9/4K4/9/9/9/RC7 b - - 0 1");
    assert!(!pos.in_check());
    assert!(pos.legal_turns().is_empty());
    let outcome = pos.outcome().expect("the game is over");
    assert_eq!(outcome.winner, Some(Color::White));
    assert_eq!(outcome.reason, "stalemate");
}

#[test]
fn mo9_promotion_gives_the_family_form_of_the_promotion_square() {
    let pos = at_fen("8k/p3P4/9/9/9/9/9/9/4K4 w - - 0 1");
    let knight = play(&pos, "P e8-e9; A-e9").expect("knight family on dark e9");
    assert_eq!(at(&knight, "e9").as_deref(), Some("A"));
    let queen = play(&pos, "P e8-e9; Z-e9").expect("queen family on dark e9");
    assert_eq!(at(&queen, "e9").as_deref(), Some("Z"));
    // Exactly the four families, each in its e9 form.
    let mut texts: Vec<String> = pos
        .legal_turns()
        .iter()
        .map(|t| pos.turn_text(t))
        .filter(|t| t.starts_with("P e8-e9"))
        .collect();
    texts.sort();
    assert_eq!(
        texts,
        [
            "P e8-e9; A-e9",
            "P e8-e9; B-e9",
            "P e8-e9; R-e9",
            "P e8-e9; Z-e9"
        ]
    );
    // Black promotes on rank 1; a speedpawn on d2 reaching light d1 gives a queen.
    let pos = at_fen("8k/9/9/9/9/9/9/3s4P/K8 b - - 0 1");
    let after = play(&pos, "s d2-d1; q-d1").expect("black promotes");
    assert_eq!(at(&after, "d1").as_deref(), Some("q"));
}

#[test]
fn mo9_promotion_accepts_any_family_label_and_defaults_to_the_queen() {
    let pos = at_fen("8k/p3P4/9/9/9/9/9/9/4K4 w - - 0 1");
    let knight = play(&pos, "P e8-e9; N-e9").expect("N names the knight family");
    assert_eq!(at(&knight, "e9").as_deref(), Some("A"));
    let default = play(&pos, "P e8-e9").expect("the queen is the default");
    assert_eq!(at(&default, "e9").as_deref(), Some("Z"));
}

#[test]
fn clarification_a_position_with_a_bare_king_has_no_turns() {
    let pos = at_fen("8k/9/9/9/9/4Q4/9/9/K8 b - - 0 1");
    assert!(pos.legal_turns().is_empty());
    assert_eq!(
        pos.outcome().map(|o| (o.winner, o.reason)),
        Some((Some(Color::White), "bare king".to_string()))
    );
}

#[test]
fn definition_names_pieces_glyphs_and_every_ruling() {
    let v = variant();
    let glyphs: BTreeMap<String, String> =
        v.pieces().into_iter().map(|p| (p.label, p.glyph)).collect();
    let expected = [
        ("K", "king"),
        ("Q", "queen"),
        ("Z", "queen-knight"),
        ("R", "rook"),
        ("C", "rook-knight"),
        ("B", "bishop"),
        ("H", "bishop-wazir"),
        ("N", "knight"),
        ("A", "bishop-knight"),
        ("P", "pawn"),
        ("S", "speedpawn"),
    ];
    assert_eq!(glyphs.len(), expected.len());
    for (label, glyph) in expected {
        assert_eq!(
            glyphs.get(label).map(String::as_str),
            Some(glyph),
            "{label}"
        );
    }
    let text: String = v
        .rulings()
        .iter()
        .map(|r| format!("{} {}\n", r.title, r.text))
        .collect();
    for needle in [
        "no diagonal capture",
        "queen by default",
        "N or A, Q or Z, R or C, B or H",
        "bare king",
        "no legal turns",
        "third occurrence",
        "50 turns",
    ] {
        assert!(text.contains(needle), "rulings lack '{needle}'");
    }
    assert!(registry::errors().is_empty(), "{:?}", registry::errors());
}

// ---------------------------------------------------------------------------------
// Perft.

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

// ---------------------------------------------------------------------------------
// Random play.

/// xorshift64*: a fixed, seeded sequence so failures reproduce.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 33) as usize % n
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
            pos = pos.play(&t);
        }
    }
    out
}

#[test]
fn property_every_piece_has_its_familys_form_for_its_square() {
    for pos in random_positions(40, 120, 0x5eed_0001) {
        for file in 0..9 {
            for rank in 0..9 {
                let Some(p) = pos.piece_at(file, rank) else {
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
            .map(|t| key_of_fen(&pos.play(t).fen()))
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

// ---------------------------------------------------------------------------------
// The independent counter: written from the rules file alone.

/// The form a family member takes on (file, rank), both 0-based.
fn form(label: char, file: usize, rank: usize) -> char {
    // a1 = (1, 1) is dark: file+rank (1-based) even.
    let dark = (file + rank).is_multiple_of(2);
    let even_rank = (rank + 1).is_multiple_of(2);
    match label {
        'N' | 'A' => ['N', 'A'][dark as usize],
        'R' | 'C' => ['C', 'R'][dark as usize],
        'Q' | 'Z' => ['Q', 'Z'][dark as usize],
        'P' | 'S' => ['P', 'S'][dark as usize],
        'B' | 'H' => ['B', 'H'][even_rank as usize],
        other => other,
    }
}

#[derive(Clone)]
struct Brute {
    /// `board[rank][file]`: upper case White, lower case Black.
    board: [[Option<char>; 9]; 9],
    white: bool,
    /// Castling rights: [White i-side, White a-side, Black i-side, Black a-side].
    rights: [bool; 4],
}

const KNIGHT: [(i32, i32); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
const DIAG: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
const ORTH: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];

impl Brute {
    fn from_fen(fen: &str) -> Brute {
        let fields: Vec<&str> = fen.split_whitespace().collect();
        let mut board = [[None; 9]; 9];
        for (i, row) in fields[0].split('/').enumerate() {
            let rank = 8 - i;
            let mut file = 0;
            for c in row.chars() {
                if let Some(d) = c.to_digit(10) {
                    file += d as usize;
                } else {
                    board[rank][file] = Some(c);
                    file += 1;
                }
            }
        }
        let c = fields[2];
        Brute {
            board,
            white: fields[1] == "w",
            rights: [
                c.contains('K'),
                c.contains('Q'),
                c.contains('k'),
                c.contains('q'),
            ],
        }
    }

    /// Placement, side and castling rights, as the engine's FEN writes them.
    fn key(&self) -> String {
        let mut rows = Vec::new();
        for rank in (0..9).rev() {
            let mut row = String::new();
            let mut gap = 0;
            for file in 0..9 {
                match self.board[rank][file] {
                    None => gap += 1,
                    Some(c) => {
                        if gap > 0 {
                            row.push_str(&gap.to_string());
                            gap = 0;
                        }
                        row.push(c);
                    }
                }
            }
            if gap > 0 {
                row.push_str(&gap.to_string());
            }
            rows.push(row);
        }
        let rights: String = "KQkq"
            .chars()
            .zip(self.rights)
            .filter(|&(_, r)| r)
            .map(|(c, _)| c)
            .collect();
        format!(
            "{} {} {}",
            rows.join("/"),
            if self.white { "w" } else { "b" },
            if rights.is_empty() { "-" } else { &rights }
        )
    }

    fn get(&self, f: i32, r: i32) -> Option<Option<char>> {
        ((0..9).contains(&f) && (0..9).contains(&r)).then(|| self.board[r as usize][f as usize])
    }

    fn is_white(c: char) -> bool {
        c.is_ascii_uppercase()
    }

    /// Targets of the piece on (f, r): (to-file, to-rank) with whether it captures.
    /// `attacks` also reports captures of kings (for check detection).
    fn targets(&self, f: i32, r: i32, attacks: bool) -> Vec<(i32, i32)> {
        let c = self.board[r as usize][f as usize].expect("a piece");
        let white = Brute::is_white(c);
        let mut out = Vec::new();
        let enemy =
            |x: char| Brute::is_white(x) != white && (attacks || !x.eq_ignore_ascii_case(&'K'));
        let leap = |out: &mut Vec<(i32, i32)>, dirs: &[(i32, i32)]| {
            for &(df, dr) in dirs {
                match self.get(f + df, r + dr) {
                    Some(None) => out.push((f + df, r + dr)),
                    Some(Some(x)) if enemy(x) => out.push((f + df, r + dr)),
                    _ => {}
                }
            }
        };
        let slide = |out: &mut Vec<(i32, i32)>, dirs: &[(i32, i32)]| {
            for &(df, dr) in dirs {
                let (mut x, mut y) = (f + df, r + dr);
                while let Some(sq) = self.get(x, y) {
                    match sq {
                        None => out.push((x, y)),
                        Some(p) => {
                            if enemy(p) {
                                out.push((x, y));
                            }
                            break;
                        }
                    }
                    x += df;
                    y += dr;
                }
            }
        };
        let all: Vec<(i32, i32)> = DIAG.iter().chain(ORTH.iter()).copied().collect();
        match c.to_ascii_uppercase() {
            'K' => leap(&mut out, &all),
            'Q' => slide(&mut out, &all),
            'Z' => {
                slide(&mut out, &all);
                leap(&mut out, &KNIGHT);
            }
            'R' => slide(&mut out, &ORTH),
            'C' => {
                slide(&mut out, &ORTH);
                leap(&mut out, &KNIGHT);
            }
            'B' => slide(&mut out, &DIAG),
            'H' => {
                slide(&mut out, &DIAG);
                leap(&mut out, &ORTH);
            }
            'N' => leap(&mut out, &KNIGHT),
            'A' => {
                slide(&mut out, &DIAG);
                leap(&mut out, &KNIGHT);
            }
            p @ ('P' | 'S') => {
                let dir = if white { 1 } else { -1 };
                let (step, reach) = if p == 'P' { (1, 2) } else { (2, 3) };
                for d in 1..=reach {
                    match self.get(f, r + d * dir) {
                        Some(None) => {
                            if d <= step && !attacks {
                                out.push((f, r + d * dir));
                            }
                        }
                        Some(Some(x)) => {
                            if enemy(x) {
                                out.push((f, r + d * dir));
                            }
                            break;
                        }
                        None => break,
                    }
                }
            }
            other => panic!("unknown piece {other}"),
        }
        out
    }

    fn king(&self, white: bool) -> Option<(i32, i32)> {
        let k = if white { 'K' } else { 'k' };
        (0..9)
            .flat_map(|r| (0..9).map(move |f| (f, r)))
            .find(|&(f, r)| self.board[r as usize][f as usize] == Some(k))
    }

    fn attacked(&self, sq: (i32, i32), by_white: bool) -> bool {
        (0..9)
            .flat_map(|r| (0..9).map(move |f| (f, r)))
            .any(|(f, r)| {
                self.board[r as usize][f as usize].is_some_and(|c| Brute::is_white(c) == by_white)
                    && self.targets(f, r, true).contains(&sq)
            })
    }

    fn bare(&self, white: bool) -> bool {
        self.board
            .iter()
            .flatten()
            .flatten()
            .filter(|&&c| Brute::is_white(c) == white)
            .count()
            == 1
    }

    fn place(&mut self, (f, r): (i32, i32), c: char) {
        let morphed = form(c.to_ascii_uppercase(), f as usize, r as usize);
        let c = if Brute::is_white(c) {
            morphed
        } else {
            morphed.to_ascii_lowercase()
        };
        self.board[r as usize][f as usize] = Some(c);
    }

    fn touch(&mut self, (f, r): (i32, i32)) {
        // Rights go when the king or a castling rook leaves or is captured.
        for (i, (kf, rf, rank)) in [(4, 8, 0), (4, 0, 0), (4, 8, 8), (4, 0, 8)]
            .into_iter()
            .enumerate()
        {
            if r == rank && (f == kf || f == rf) {
                self.rights[i] = false;
            }
        }
    }

    /// Every position one legal turn away.
    fn children(&self) -> Vec<Brute> {
        let mut out = Vec::new();
        if self.bare(true) || self.bare(false) {
            return out;
        }
        let me = self.white;
        for r in 0..9 {
            for f in 0..9 {
                let Some(c) = self.board[r as usize][f as usize] else {
                    continue;
                };
                if Brute::is_white(c) != me {
                    continue;
                }
                for to in self.targets(f, r, false) {
                    let last = if me { 8 } else { 0 };
                    let pawn = matches!(c.to_ascii_uppercase(), 'P' | 'S');
                    let forms: Vec<char> = if pawn && to.1 == last {
                        "QRBN".chars().collect()
                    } else {
                        vec![c.to_ascii_uppercase()]
                    };
                    for form in forms {
                        let mut next = self.clone();
                        next.board[r as usize][f as usize] = None;
                        next.place(to, if me { form } else { form.to_ascii_lowercase() });
                        next.touch((f, r));
                        next.touch(to);
                        next.white = !me;
                        out.push(next);
                    }
                }
            }
        }
        // Castling: king e -> h with rook i -> g, or e -> b with a -> c.
        let rank = if me { 0 } else { 8 };
        let base = if me { 0 } else { 2 };
        for (right, rook_f, king_to, rook_to, between) in [
            (base, 8, 7, 6, &[5, 6, 7][..]),
            (base + 1, 0, 1, 2, &[1, 2, 3][..]),
        ] {
            if !self.rights[right] || between.iter().any(|&x| self.board[rank][x].is_some()) {
                continue;
            }
            let step = if king_to > 4 { 1 } else { -1 };
            let mut probe = self.clone();
            probe.board[rank][4] = None;
            let king = if me { 'K' } else { 'k' };
            let safe = (0..=3).all(|i| {
                let x = 4 + i * step;
                let mut p = probe.clone();
                p.board[rank][x as usize] = Some(king);
                !p.attacked((x, rank as i32), !me)
            });
            if !safe {
                continue;
            }
            let mut next = self.clone();
            let rook = next.board[rank][rook_f].take().expect("rook");
            next.board[rank][4] = None;
            next.board[rank][king_to] = Some(king);
            next.place((rook_to, rank as i32), rook);
            next.touch((4, rank as i32));
            next.white = !me;
            out.push(next);
        }
        out.retain(|n| n.king(me).is_some_and(|k| !n.attacked(k, !me)));
        out
    }

    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let kids = self.children();
        if depth == 1 {
            return kids.len() as u64;
        }
        kids.iter().map(|k| k.perft(depth - 1)).sum()
    }
}

/// The engine's FEN cut to what `Brute::key` writes.
fn key_of_fen(fen: &str) -> String {
    fen.split_whitespace().take(3).collect::<Vec<_>>().join(" ")
}
