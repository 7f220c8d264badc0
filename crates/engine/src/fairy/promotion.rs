//! Fairy-Stockfish's promotion options beyond the region and the choices: whether a
//! pawn may stay unpromoted in the region (`mandatoryPawnPromotion`), and how many of a
//! kind a side may hold before promoting to it no more (`promotionLimit`); read here and
//! written as the pawn's `optional` promotion and our `promotion_limits` mechanic; and
//! the choices themselves (`promotionPieceTypes`, per colour), as our labels.

use super::ini::Entry;
use super::model::{Fsf, Region};
use super::reader::Reader;
use super::text::label;
use std::fmt::Write;

/// Reads `e` if it is one of this file's options.
pub(super) fn read(r: &mut Reader, e: &Entry, f: &mut Fsf) -> bool {
    match e.key.as_str() {
        "mandatoryPawnPromotion" => f.promotion.pawn_optional = !r.flag(e),
        "promotionLimit" => {
            for pair in e.value.split_whitespace() {
                let parsed = pair.split_once(':').and_then(|(kind, n)| {
                    let mut letters = kind.chars();
                    match (letters.next(), letters.next(), n.parse::<usize>()) {
                        (Some(c), None, Ok(n)) if c.is_ascii_alphabetic() && n <= 64 => {
                            Some((c.to_ascii_lowercase(), n))
                        }
                        _ => None,
                    }
                });
                match parsed {
                    Some((kind, n)) => {
                        f.promotion.limits.retain(|(k, _)| *k != kind);
                        f.promotion.limits.push((kind, n));
                    }
                    None => r.refuse(
                        e,
                        &format!("'{pair}' is not a piece letter, ':' and a count"),
                    ),
                }
            }
        }
        _ => return false,
    }
    true
}

/// The `optional = true` a pawn's promotion table takes where the pawn may stay.
pub(super) fn pawn_optional(f: &Fsf) -> &'static str {
    match f.promotion.pawn_optional {
        true => ", optional = true",
        false => "",
    }
}

/// Our `promotion_limits` mechanic, for the limits on kinds the variant has.
pub(super) fn mechanics(out: &mut String, f: &Fsf) {
    let limits: Vec<String> = f
        .promotion
        .limits
        .iter()
        .filter(|(letter, _)| f.kinds.iter().any(|k| k.letter == *letter))
        .map(|(letter, n)| format!("{} = {n}", letter.to_ascii_uppercase()))
        .collect();
    if !limits.is_empty() {
        let _ = writeln!(
            out,
            "\n[mechanics.promotion_limits]\nlimits = {{ {} }}",
            limits.join(", ")
        );
    }
}

/// Our `placed_promotion` mechanic for `sittuyinPromotion`: the pawn kind, its choices
/// and its zone as squares (whole ranks 8 and 1 where no region is given).
pub(super) fn placed(out: &mut String, f: &Fsf, problems: &mut Vec<String>) {
    if !f.promotion.placed {
        return;
    }
    let Some(pawn) = f.kinds.iter().find(|k| k.option == "pawn") else {
        return;
    };
    let choices = promotion_choices(f);
    if black_promotion_choices(f) != choices {
        problems
            .push("sittuyinPromotion: only with the same promotion choices for both sides".into());
    }
    let rank = |r: usize| -> Region { (1..=f.files).map(|file| (file, r)).collect() };
    let white = f.promotion_white.clone().unwrap_or_else(|| rank(f.ranks));
    let black = f.promotion_black.clone().unwrap_or_else(|| rank(1));
    let list = |c: &[String]| -> String {
        c.iter()
            .map(|c| format!("\"{c}\""))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let _ = writeln!(
        out,
        "\n[mechanics.placed_promotion]\npieces = [\"{}\"]\nchoices = [{}]\nsquares = [{}]\nblack_squares = [{}]",
        label(pawn.letter),
        list(&choices),
        names(&white),
        names(&black)
    );
}

/// A promotion zone of single squares (legan's corner), where the regions are not whole
/// ranks: White's and Black's squares, both given.
pub(super) fn squares_zone(f: &Fsf) -> Option<String> {
    let white = names(f.promotion_white.as_ref()?);
    let black = names(f.promotion_black.as_ref()?);
    Some(format!("squares = [{white}], black_squares = [{black}]"))
}

/// The squares `i` moves start from, where the double-step regions are not whole ranks
/// (wolf's): White's and Black's, both given.
pub(super) fn initial_squares(f: &Fsf) -> Option<String> {
    let white = names(f.double_white.as_ref()?);
    let black = names(f.double_black.as_ref()?);
    Some(format!(
        "initial_squares = [{white}]\nblack_initial_squares = [{black}]\n"
    ))
}

/// A region's squares, quoted and listed.
fn names(region: &Region) -> String {
    region
        .iter()
        .map(|&(file, rank)| format!("\"{}{rank}\"", char::from(b'a' + (file - 1) as u8)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// What a pawn may promote to (labels), of the kinds the variant has.
pub(super) fn promotion_choices(f: &Fsf) -> Vec<String> {
    let wanted = f
        .promotion_types_white
        .clone()
        .or_else(|| f.promotion_types.clone())
        .unwrap_or_else(|| "nbrq".into());
    choices_of(f, &wanted)
}

/// Black's, where `promotionPieceTypesBlack` gives them.
pub(super) fn black_promotion_choices(f: &Fsf) -> Vec<String> {
    match &f.promotion_types_black {
        Some(wanted) => choices_of(f, wanted),
        None => {
            let wanted = f.promotion_types.clone().unwrap_or_else(|| "nbrq".into());
            choices_of(f, &wanted)
        }
    }
}

pub(super) fn choices_of(f: &Fsf, wanted: &str) -> Vec<String> {
    wanted
        .chars()
        .filter(|c| f.kinds.iter().any(|k| k.letter == *c && !k.royal))
        .map(label)
        .collect()
}
