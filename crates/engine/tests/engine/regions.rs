//! Boards with regions, the xiangqi and janggi families written in our own format
//! (`tests/data/regions/`): perft against pyffish 0.0.90's counts, and each special
//! rule on a position where it decides, the legal moves as pyffish lists them (its
//! text: from and to squares, a pass as the general's square twice).

use pigeonpost_engine::registry::build_custom;
use pigeonpost_engine::{Color, Position, perft};
use std::sync::Arc;

fn variant(file: &str) -> Arc<pigeonpost_engine::Variant> {
    let text = match file {
        "xiangqi" => include_str!("../data/regions/xiangqi.toml"),
        _ => include_str!("../data/regions/janggi.toml"),
    };
    Arc::new(build_custom(&format!("{file}.toml"), text).unwrap_or_else(|e| panic!("{e}")))
}

fn at(file: &str, fen: &str) -> Position {
    Position::from_fen(&variant(file), fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// The legal turns as pyffish writes them, sorted.
fn moves(pos: &Position) -> Vec<String> {
    let g = pos.variant().geometry();
    let mut out: Vec<String> = pos
        .legal_turns()
        .iter()
        .map(|t| match t.first() {
            None => "pass".to_string(),
            Some(m) => {
                let from = m.from().map_or("", |sq| g.name_of(sq));
                format!("{from}{}", g.name_of(m.to()))
            }
        })
        .collect();
    out.sort();
    out
}

/// The moves starting on `square`.
fn moves_from(pos: &Position, square: &str) -> Vec<String> {
    moves(pos)
        .into_iter()
        .filter(|m| {
            m.starts_with(square) && !m[square.len()..].starts_with(|c: char| c.is_ascii_digit())
        })
        .collect()
}

/// The position after the turn written `text` (from and to squares, or `pass`).
fn after(pos: &Position, text: &str) -> Position {
    let g = pos.variant().geometry();
    let turn = pos
        .legal_turns()
        .into_iter()
        .find(|t| match t.first() {
            None => text == "pass",
            Some(m) => {
                let from = m.from().map_or("", |sq| g.name_of(sq));
                format!("{from}{}", g.name_of(m.to())) == text
            }
        })
        .unwrap_or_else(|| panic!("{text} is not legal in {}", pos.fen()));
    pos.play(&turn).unwrap_or_else(|e| panic!("{text}: {e}"))
}

const PERFT: &[(&str, &str, u32, u64)] = &[
    (
        "xiangqi",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
        3,
        79666,
    ),
    (
        "janggi",
        "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1",
        3,
        33000,
    ),
    (
        "janggi",
        "5abn1/3rka3/nCr6/pp2b2Pp/3p1Rc2/1PP1P4/4B4/N7N/3A5/1RBK1A3 b - - 0 30",
        2,
        1881,
    ),
    (
        "janggi",
        "1n1ka3r/9/4a3R/bnB1b2pp/4p2c1/4P2P1/2P5B/1CR2K1C1/3A5/r2A3N1 b - - 9 32",
        2,
        2017,
    ),
    (
        "janggi",
        "r1ba1kbn1/r2Ra4/nc7/p1p2p1p1/7cp/9/P2PP1P1P/RC2K1NC1/9/1NBA1AB2 b - - 25 13",
        2,
        1204,
    ),
];

#[test]
fn perft_agrees_with_fairy_stockfish() {
    for &(file, fen, depth, nodes) in PERFT {
        assert_eq!(perft::perft(&at(file, fen), depth), nodes, "{file} {fen}");
    }
}

#[test]
fn xiangqi_random_positions_agree_with_fairy_stockfish() {
    for line in include_str!("../data/fairy/fsf-catalogue.tsv").lines() {
        let fields: Vec<&str> = line.split('\t').collect();
        if let ["xiangqi", kind, "2", nodes, fen] = fields[..]
            && kind.starts_with("random")
        {
            let n: u64 = nodes.parse().expect("a count");
            assert_eq!(perft::perft(&at("xiangqi", fen), 2), n, "{fen}");
        }
    }
}

#[test]
fn generals_may_not_face_each_other_on_an_open_file() {
    // The horse is the only piece between the generals: every move of it is refused.
    let pos = at("xiangqi", "4k4/9/9/9/4N4/9/9/9/9/4K4 w - - 0 1");
    assert_eq!(moves(&pos), ["e1d1", "e1e2", "e1f1"]);
}

#[test]
fn soldiers_move_sideways_only_across_the_river() {
    let pos = at("xiangqi", "3k5/9/9/9/2P6/9/4P4/9/9/4K4 w - - 0 1");
    assert_eq!(moves_from(&pos, "e4"), ["e4e5"]);
    assert_eq!(moves_from(&pos, "c6"), ["c6b6", "c6c7", "c6d6"]);
}

#[test]
fn elephants_stay_on_their_side_and_generals_in_their_palace() {
    // Not c5a7 nor c5e7 across the river; not f2g2 out of the palace.
    let pos = at("xiangqi", "3k5/9/9/9/9/2B6/9/9/5K3/9 w - - 0 1");
    assert_eq!(moves(&pos), ["c5a3", "c5e3", "f2e2", "f2f1", "f2f3"]);
}

#[test]
fn a_horse_is_blocked_beside_it() {
    let pos = at("xiangqi", "3k5/9/9/9/9/9/9/9/1P7/1N2K4 w - - 0 1");
    assert_eq!(moves_from(&pos, "b1"), ["b1d2"]);
}

#[test]
fn a_janggi_cannon_neither_hops_over_nor_takes_a_cannon() {
    let over_pawn = at("janggi", "3k5/9/9/9/9/1P7/9/1C7/9/4K4 w - - 0 1");
    assert_eq!(
        moves_from(&over_pawn, "b3"),
        ["b3b10", "b3b6", "b3b7", "b3b8", "b3b9"]
    );
    let over_cannon = at("janggi", "3k5/9/9/9/9/1c7/9/1C7/9/4K4 w - - 0 1");
    assert!(moves_from(&over_cannon, "b3").is_empty());
    let onto_cannon = at("janggi", "3k5/1c7/9/9/9/1P7/9/1C7/9/4K4 w - - 0 1");
    assert_eq!(moves_from(&onto_cannon, "b3"), ["b3b6", "b3b7", "b3b8"]);
}

#[test]
fn chariots_move_along_the_palace_diagonals() {
    let pos = at("janggi", "5k3/9/9/9/9/9/9/9/9/3RK4 w - - 0 1");
    let diagonal: Vec<String> = moves_from(&pos, "d1")
        .into_iter()
        .filter(|m| !m[2..].starts_with('d') && !m.ends_with('1'))
        .collect();
    assert_eq!(diagonal, ["d1e2", "d1f3"]);
}

#[test]
fn a_player_may_pass_unless_in_check() {
    let start = Position::start(&variant("janggi"));
    assert!(moves(&start).contains(&"pass".to_string()));
    assert_eq!(moves(&start).len(), 32);
    let checked = at("janggi", "5k3/9/9/9/9/9/9/9/4r4/3K5 w - - 0 1");
    assert_eq!(moves(&checked), ["d1e2"]);
}

#[test]
fn two_passes_end_the_game_by_points() {
    // Equal armies: Black's extra point wins.
    let start = Position::start(&variant("janggi"));
    let ended = after(&after(&start, "pass"), "pass");
    assert!(ended.legal_turns().is_empty());
    let outcome = ended.outcome().expect("the game is over");
    assert_eq!(outcome.winner, Some(Color::Black));
}

#[test]
fn generals_facing_must_be_parted_or_the_pass_ends_the_game() {
    let pos = at("janggi", "3k5/9/9/9/9/9/9/9/N8/4K4 b - - 0 1");
    let facing = after(&pos, "d10e10");
    // The horse's moves leave the generals facing; so would the step to e2.
    assert_eq!(moves(&facing), ["e1d1", "e1f1", "pass"]);
    let ended = after(&facing, "pass");
    assert!(ended.legal_turns().is_empty());
    // White's horse is worth 5 points to Black's none.
    assert_eq!(ended.outcome().expect("over").winner, Some(Color::White));
}
