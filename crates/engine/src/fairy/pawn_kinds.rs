//! The kinds Fairy-Stockfish treats as pawns for the n-move rule (`nMoveRuleTypes`:
//! their moves restart the count, where they could not move back) and for en passant
//! (`enPassantTypes`); read here, and written as a piece's `resets_clock` or checked
//! against the kinds whose moves take en passant.

use super::ini::Entry;
use super::model::{Fsf, Kind};
use crate::betza;

/// Reads `e` if it is one of this file's options.
pub(super) fn read(e: &Entry, f: &mut Fsf) -> bool {
    let letters = || -> String {
        e.value
            .chars()
            .take_while(|c| c.is_ascii_alphabetic())
            .map(|c| c.to_ascii_lowercase())
            .collect()
    };
    match e.key.as_str() {
        "nMoveRuleTypes" => f.n_move_types = Some(letters()),
        "nMoveRuleTypesWhite" => f.n_move_white = Some(letters()),
        "nMoveRuleTypesBlack" => f.n_move_black = Some(letters()),
        "enPassantTypes" => f.ep_types = Some(letters()),
        _ => return false,
    }
    true
}

/// Each side's n-move kinds (a side's own list overriding the shared one); `None`:
/// the default, the pawn kinds.
fn side_types(f: &Fsf) -> [Option<&String>; 2] {
    let shared = f.n_move_types.as_ref();
    [
        f.n_move_white.as_ref().or(shared),
        f.n_move_black.as_ref().or(shared),
    ]
}

/// The `resets_clock` (and `black_resets_clock`) lines of `k` where the n-move kinds
/// say otherwise than our default (a pawn's moves restart the count, no other piece's
/// do).
pub(super) fn clock_line(f: &Fsf, k: &Kind) -> String {
    let default = k.pawn || k.promotes;
    let [white, black] = side_types(f).map(|t| t.map_or(default, |t| t.contains(k.letter)));
    let mut out = String::new();
    if white != default {
        out.push_str(&format!("resets_clock = {white}\n"));
    }
    if black != white {
        out.push_str(&format!("black_resets_clock = {black}\n"));
    }
    out
}

/// What cannot be said: a listed kind that could step back to where it came from
/// (Fairy-Stockfish restarts the count for such a kind's move only when it cannot go
/// back, move by move), and en passant kinds other than those whose moves take en
/// passant.
pub(super) fn check(f: &Fsf, problems: &mut Vec<String>) {
    for types in side_types(f).into_iter().flatten() {
        for k in f.kinds.iter().filter(|k| types.contains(k.letter)) {
            if can_step_back(k) {
                problems.push(format!(
                    "nMoveRuleTypes: '{}' can move back to where it came from, so whether its move restarts the count depends on the move",
                    k.letter
                ));
            }
        }
    }
    if let Some(types) = &f.ep_types {
        let mut want: Vec<char> = types
            .chars()
            .filter(|c| f.kinds.iter().any(|k| k.letter == *c))
            .collect();
        let mut have: Vec<char> = f
            .kinds
            .iter()
            .filter(|k| takes_en_passant(k))
            .map(|k| k.letter)
            .collect();
        want.sort_unstable();
        want.dedup();
        have.sort_unstable();
        if want != have {
            problems.push(format!(
                "enPassantTypes: only the kinds whose moves take en passant ('{}') can be named",
                have.iter().collect::<String>()
            ));
        }
    }
}

/// Whether some non-capturing move of `k` could be undone by another: its opposite is
/// among the kind's non-capturing moves that are not first moves (Fairy-Stockfish
/// restarts the count unless the piece could step straight back by such a move; a
/// first move from the double-step region, as the hoplite's two-square leap, never
/// takes it back).
fn can_step_back(k: &Kind) -> bool {
    let Ok(components) = betza::parse(&k.betza) else {
        return true;
    };
    let quiet = |initial_too: bool| -> Vec<(i8, i8)> {
        components
            .iter()
            .filter(|c| c.moves && (initial_too || !c.initial))
            .flat_map(|c| c.vectors.iter().copied())
            .collect()
    };
    let back = quiet(false);
    quiet(true).iter().any(|&(x, y)| back.contains(&(-x, -y)))
}

fn takes_en_passant(k: &Kind) -> bool {
    betza::parse(&k.betza).is_ok_and(|cs| cs.iter().any(|c| c.en_passant))
}
