//! The options of boards with regions (the xiangqi family): the squares each piece
//! kind may move to (`mobilityRegion{White|Black}{Kind}`: palaces, the elephant's own
//! side), the rank from which a soldier also moves sideways, and generals that may not
//! face each other. Read beside the other options, written as our pieces' `region`
//! and `beyond` and the `flying_general` mechanic.

use super::ini::Entry;
use super::model::{Fsf, Kind, Region, Regions};
use super::reader::Reader;
use std::fmt::Write;

/// Reads `e` when it is one of these options; false when it is not.
pub(super) fn read(x: &mut Regions, r: &mut Reader, e: &Entry, files: usize, ranks: usize) -> bool {
    let key = e.key.as_str();
    if let Some(rest) = key.strip_prefix("mobilityRegion") {
        let (white, kind) = match (rest.strip_prefix("White"), rest.strip_prefix("Black")) {
            (Some(kind), _) => (true, kind),
            (_, Some(kind)) => (false, kind),
            _ => return false,
        };
        let mut chars = kind.chars();
        let Some(first) = chars.next() else {
            return false;
        };
        let option = format!("{}{}", first.to_ascii_lowercase(), chars.as_str());
        let region = r.region(e, files, ranks);
        let entry = x.mobility.entry(option).or_default();
        // An empty region is Fairy-Stockfish's default: the whole board.
        let region = region.filter(|r| !r.is_empty());
        if white {
            entry.0 = region;
        } else {
            entry.1 = region;
        }
        return true;
    }
    match key {
        "soldierPromotionRank" => x.soldier_rank = r.number(e, 1, ranks).unwrap_or(1),
        "flyingGeneral" => x.flying_general = r.flag(e),
        "diagonalLines" => x.lines = r.region(e, files, ranks).filter(|l| !l.is_empty()),
        // Not one of Fairy-Stockfish's options (it sets this only for its built-in
        // janggi): the king moves as the wazir kind, so the diagonal lines carry it.
        "kingType" => {
            r.only(e, &["king", "wazir"]);
            x.king_wazir = e.value == "wazir";
        }
        "pass" => x.pass = r.flag(e),
        "makpongRule" => x.makpong = r.flag(e),
        "passWhite" | "passBlack" => r.only(e, &["false"]),
        "bikjangRule" => x.bikjang = r.flag(e),
        // Points decide what would be a draw: the endings by passes and standoffs
        // below; a repetition or the n-move rule is then left to the players.
        "materialCounting" => {
            r.only(e, &["none", "janggi", "unweighted"]);
            x.janggi_points = e.value == "janggi";
            x.unweighted = e.value == "unweighted";
        }
        // South-east Asian counting offers a draw when a count runs out, in place of
        // the n-move rule; we do not count, so that draw is left to the players.
        "countingRule" => {
            r.only(e, &["none", "makruk", "cambodian", "asean"]);
            x.counting = e.value != "none";
        }
        // Janggi's rule against moving one piece back and forth judges a repetition,
        // which is then left to the players.
        "moveRepetitionIllegal" => {
            if r.flag(e) {
                x.repetition_left_to_players = true;
            }
        }
        // Asian xiangqi's chasing rules judge a repetition by who chased which
        // unprotected piece; we do not judge them, so such a repetition is left to the
        // players rather than drawn (never a verdict Fairy-Stockfish would not give).
        "chasingRule" => {
            r.only(e, &["none", "axf"]);
            x.repetition_left_to_players = e.value == "axf";
        }
        _ => return false,
    }
    true
}

/// What kind `k` gains from these options: its region, and a soldier's moves beyond
/// its rank.
pub(super) fn piece(
    f: &Fsf,
    k: &Kind,
    betza: &mut String,
    extra: &mut String,
    problems: &mut Vec<String>,
) {
    if k.option == "soldier" && f.regions.soldier_rank > 1 {
        // Before its rank the soldier moves (and attacks) only forward.
        *betza = "fW".into();
        let _ = writeln!(
            extra,
            "beyond = {{ rank = {}, betza = {:?} }}",
            f.regions.soldier_rank, k.betza
        );
    }
    if k.royal && f.regions.king_wazir {
        *betza = "W".into();
    }
    if k.option == "janggiCannon" {
        extra.push_str("not_over_own_kind = true\n");
    }
    let along = match k.option.as_str() {
        "rook" => Some("B"),
        "janggiCannon" => Some("pB"),
        "wazir" => Some("F"),
        "soldier" => Some("fF"),
        "king" if f.regions.king_wazir => Some("F"),
        _ => None,
    };
    if let (Some(along), Some(_)) = (along, &f.regions.lines) {
        let _ = writeln!(extra, "along_lines = \"{along}\"");
    }
    let Some((white, black)) = f.regions.mobility.get(&k.option) else {
        return;
    };
    if white.is_none() && black.is_none() {
        return;
    }
    let whole: Region = (1..=f.ranks)
        .flat_map(|rank| (1..=f.files).map(move |file| (file, rank)))
        .collect();
    let white = white.as_ref().unwrap_or(&whole);
    let black = black.as_ref().unwrap_or(&whole);
    let rides = betza.chars().any(|c| matches!(c, 'R' | 'B' | 'Q'))
        || betza
            .chars()
            .zip(betza.chars().skip(1))
            .any(|(a, b)| a == b && a.is_ascii_uppercase());
    if rides {
        problems.push(format!(
            "mobilityRegion (of {}): only a piece that leaps (no riders) can be kept in a region",
            k.option
        ));
        return;
    }
    let _ = writeln!(
        extra,
        "region = {}\nblack_region = {}",
        square_list(white),
        square_list(black)
    );
}

/// A region as our definitions write it: `["d1", "e1"]`.
fn square_list(region: &Region) -> String {
    let names: Vec<String> = region
        .iter()
        .map(|(file, rank)| format!("\"{}{rank}\"", char::from(b'a' + (*file - 1) as u8)))
        .collect();
    format!("[{}]", names.join(", "))
}

/// What these options add to `[board]`.
pub(super) fn board(out: &mut String, f: &Fsf) {
    if let Some(lines) = &f.regions.lines {
        let _ = writeln!(out, "diagonal_lines = {}", square_list(lines));
    }
}

/// The points of janggi's material counting, by the option naming each kind.
const JANGGI_POINTS: &[(&str, u32)] = &[
    ("rook", 13),
    ("janggiCannon", 7),
    ("horse", 5),
    ("janggiElephant", 3),
    ("wazir", 3),
    ("soldier", 2),
];

/// The mechanics these options switch on.
pub(super) fn mechanics(out: &mut String, f: &Fsf, problems: &mut Vec<String>) {
    let x = &f.regions;
    if x.flying_general {
        let _ = writeln!(out, "\n[mechanics.flying_general]");
    }
    if x.makpong {
        let _ = writeln!(out, "\n[mechanics.king_takes_checker]");
    }
    if x.makpong && x.pass {
        problems.push("makpongRule: not with pass = true".into());
    }
    if x.bikjang && !x.pass {
        problems.push("bikjangRule: only with pass = true can be imported".into());
    }
    if x.pass {
        let _ = writeln!(
            out,
            "\n[mechanics.passing]\nfacing_royals_end = {}",
            x.bikjang
        );
        if x.janggi_points {
            let points: Vec<String> = JANGGI_POINTS
                .iter()
                .filter_map(|(option, n)| {
                    let k = f.kinds.iter().find(|k| k.option == *option)?;
                    Some(format!("{} = {n}", k.letter.to_ascii_uppercase()))
                })
                .collect();
            // White wins with more than Black's points plus one (Black's 1.5 points
            // of komi, the totals being whole numbers).
            let _ = writeln!(out, "points = {{ {} }}\nblack_extra = 1", points.join(", "));
        }
        if x.unweighted {
            let _ = writeln!(out, "by_piece_count = true");
        }
    }
}

/// Whether repetitions, and whether the n-move rule, are left to the players: a
/// verdict we do not give would be due there (chasing, janggi's repetition rule,
/// material counting; counting rules for the n-move rule).
pub(super) fn draws_left_to_players(f: &Fsf) -> (bool, bool) {
    let x = &f.regions;
    let repetition = x.repetition_left_to_players || x.janggi_points || x.unweighted;
    (repetition, repetition || x.counting)
}
