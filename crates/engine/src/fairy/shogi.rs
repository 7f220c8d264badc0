//! The options of the shogi family and of hands: shogi-style promotion
//! (`promotedPieceType`, each promoted form a kind of its own written `+X`, which goes
//! back to hand as what it was), the drop rules (`dropNoDoubled`, `immobilityIllegal`,
//! `dropLoop`), forced promotion (`mandatoryPiecePromotion`) and the repetition rules
//! (`nFoldRule`, `nFoldValue`, `perpetualCheckIllegal`), read from a section and written
//! into our definition.

use super::ini::Entry;
use super::model::{Fsf, Kind};
use std::fmt::Write;

/// Reads `e` into `f` if it is one of this family's options; `Err` is the problem with
/// its value. `Ok(false)`: not one of them.
pub(crate) fn read(e: &Entry, f: &mut Fsf) -> Result<bool, String> {
    let s = &mut f.shogi;
    let flag = || match e.value.as_str() {
        "true" => Ok(true),
        "false" => Ok(false),
        _ => Err("must be true or false".to_string()),
    };
    match e.key.as_str() {
        "promotedPieceType" => {
            for pair in e.value.split_whitespace() {
                let parsed = match pair.split_once(':') {
                    Some((a, b)) if a.len() == 1 && b.len() == 1 => {
                        let from = a.chars().next().map(|c| c.to_ascii_lowercase());
                        let to = b.chars().next().map(|c| c.to_ascii_lowercase());
                        match (from, to) {
                            (Some(x), Some('-')) if x.is_ascii_alphabetic() => Some((x, None)),
                            (Some(x), Some(y))
                                if x.is_ascii_alphabetic() && y.is_ascii_alphabetic() =>
                            {
                                Some((x, Some(y)))
                            }
                            _ => None,
                        }
                    }
                    _ => None,
                };
                match parsed {
                    Some(p) => s.promoted.push(p),
                    None => return Err(format!("'{pair}' is not a pair like 'p:g' or 'p:-'")),
                }
            }
        }
        "mandatoryPiecePromotion" => s.mandatory = flag()?,
        "dropLoop" => s.drop_loop = flag()?,
        "gating" => s.gating = flag()?,
        "seirawanGating" => s.seirawan_gating = flag()?,
        "cambodianMoves" => s.cambodian_moves = flag()?,
        "pieceDemotion" => s.demotion = flag()?,
        "dropPromoted" => s.drop_promoted = flag()?,
        "piecePromotionOnCapture" => s.on_capture = flag()?,
        // Pieces in hand that come from a partner's board: on the one board a game is
        // played on, drops are from the hand as usual (Fairy-Stockfish's legal moves
        // never include the drops of pieces not yet in hand).
        "twoBoards" => {
            flag()?;
        }
        "nFoldValue" => match e.value.as_str() {
            "draw" | "win" | "loss" => s.repetition_value = e.value.clone(),
            _ => return Err("only draw, win or loss can be imported".into()),
        },
        "nFoldValueAbsolute" => s.repetition_absolute = flag()?,
        "shogiPawnDropMateIllegal" => s.pawn_drop_mate = flag()?,
        "perpetualCheckIllegal" => s.perpetual_check = flag()?,
        "nFoldRule" => {
            s.repetitions = match e.value.parse::<usize>() {
                Ok(n) if n == 0 || (2..=100).contains(&n) => n,
                _ => return Err("must be 0 or a number from 2 to 100".into()),
            };
            f.repetition = s.repetitions != 0;
        }
        "immobilityIllegal" => s.immobility = flag()?,
        "dropNoDoubled" => {
            s.no_doubled = match e.value.as_str() {
                "-" => None,
                v if v.len() == 1 && v.chars().all(|c| c.is_ascii_alphabetic()) => {
                    Some(v.to_ascii_lowercase().chars().next().unwrap_or('-'))
                }
                _ => return Err("must be one piece letter or '-'".into()),
            };
        }
        "dropNoDoubledCount" => {
            s.no_doubled_count = match e.value.parse::<usize>() {
                Ok(n) if (1..=255).contains(&n) => n,
                _ => return Err("must be a number from 1 to 255".into()),
            }
        }
        _ => return Ok(false),
    }
    Ok(true)
}

/// The kinds that promote shogi-style and their promoted kinds' letters, of the kinds
/// the section has, in the section's order of kinds.
pub(crate) fn promotions(f: &Fsf) -> Vec<(char, char)> {
    let mut map: Vec<(char, char)> = Vec::new();
    for &(from, to) in &f.shogi.promoted {
        map.retain(|(x, _)| *x != from);
        if let Some(to) = to {
            map.push((from, to));
        }
    }
    let has = |c: char| f.kinds.iter().any(|k| k.letter == c);
    f.kinds
        .iter()
        .filter_map(|k| map.iter().find(|(x, _)| *x == k.letter).copied())
        .filter(|&(x, y)| has(x) && has(y))
        .collect()
}

/// The label of the promoted form of the kind `letter` (`+P`).
pub(crate) fn promoted_label(letter: char) -> String {
    format!("+{}", letter.to_ascii_uppercase())
}

/// The promotion of kind `k` in our terms, for its `[pieces]` table, if it promotes
/// shogi-style; `ranks` is its zone as our relative ranks.
pub(crate) fn promotion_line(f: &Fsf, k: &Kind, ranks: &[usize]) -> Option<String> {
    promotions(f).iter().find(|(x, _)| *x == k.letter)?;
    Some(promotion_to(f, &promoted_label(k.letter), ranks))
}

/// The label of the promoted form of `k`, when `k` promotes pawn-style and also has a
/// shogi-style promotion, which it then offers as one more choice on arrival in the zone.
pub(crate) fn pawn_form(f: &Fsf, k: &Kind) -> Option<String> {
    (k.pawn && promotions(f).iter().any(|(x, _)| *x == k.letter)).then(|| promoted_label(k.letter))
}

/// A shogi-style promotion (or demotion) to the kind labelled `label`.
fn promotion_to(f: &Fsf, label: &str, ranks: &[usize]) -> String {
    format!(
        "promotion = {{ ranks = {ranks:?}, choices = [\"{label}\"], default = \"{label}\", optional = {}, leaving = true, on_capture = {} }}\n",
        !f.shogi.mandatory, f.shogi.on_capture
    )
}

/// The promoted forms as kinds of their own: each moves as the kind it promotes to,
/// and with `pieceDemotion` turns back in the zone `ranks` (`None`: the zone could not
/// be read, already reported).
pub(crate) fn promoted_forms(
    out: &mut String,
    f: &Fsf,
    ranks: Option<&[usize]>,
    problems: &mut Vec<String>,
) {
    for (from, to) in promotions(f) {
        let (Some(base), Some(target)) = (
            f.kinds.iter().find(|k| k.letter == from),
            f.kinds.iter().find(|k| k.letter == to),
        ) else {
            continue;
        };
        // A pawn stays out of its zone until it arrives there and must promote; only
        // where it must is its shogi-style promotion one more choice on arrival.
        let pawn_stays = base.pawn && (f.promotion.pawn_optional || f.shogi.demotion);
        if pawn_stays || base.royal || target.royal {
            problems.push(format!(
                "promotedPieceType = {from}:{to}: only a piece that is not royal (a pawn only with its promotion forced, without demotion), promoting to a piece that is not royal, can be imported"
            ));
            continue;
        }
        let _ = write!(
            out,
            "\n[pieces.\"{}\"]\nname = \"{} promoted ({})\"\nbetza = \"{}\"\nglyph = \"disc\"\n",
            promoted_label(from),
            base.name.replace('"', ""),
            target.name.replace('"', ""),
            target.betza.replace('"', "")
        );
        if let (true, Some(ranks)) = (f.shogi.demotion, ranks) {
            out.push_str(&promotion_to(
                f,
                &from.to_ascii_uppercase().to_string(),
                ranks,
            ));
        }
    }
}

/// The drop rules, as parameters of `drops_onto_empty`, and `no_stranded_pieces`.
pub(crate) fn drop_rules(out: &mut String, f: &Fsf, problems: &mut Vec<String>) {
    if f.shogi.drop_promoted {
        let _ = writeln!(out, "promoted_too = true");
    }
    if let Some(letter) = f.shogi.no_doubled {
        if f.kinds.iter().any(|k| k.letter == letter) {
            let _ = writeln!(
                out,
                "unstacked = [\"{}\"]\nunstacked_count = {}",
                letter.to_ascii_uppercase(),
                f.shogi.no_doubled_count
            );
        } else {
            problems.push(format!("dropNoDoubled = {letter}: no such piece"));
        }
    }
}

/// `[mechanics.no_stranded_pieces]`, where the section forbids stranded pieces, and
/// `[mechanics.drop_mate_loses]` for a shogi pawn's mate.
pub(crate) fn stranding(out: &mut String, f: &Fsf, problems: &mut Vec<String>) {
    if f.shogi.immobility {
        let _ = writeln!(out, "\n[mechanics.no_stranded_pieces]");
    }
    if f.shogi.pawn_drop_mate {
        match f.kinds.iter().find(|k| k.shogi_pawn) {
            Some(k) => {
                let _ = writeln!(
                    out,
                    "\n[mechanics.drop_mate_loses]\npieces = [\"{}\"]",
                    k.letter.to_ascii_uppercase()
                );
            }
            None => problems.push("shogiPawnDropMateIllegal: the section has no shogiPawn".into()),
        }
    }
}

/// Whether pieces come from hand through gates (Seirawan chess), which needs a hand.
pub(crate) fn gates(f: &Fsf) -> bool {
    f.shogi.gating && f.shogi.seirawan_gating
}

/// `[mechanics.gating]`, where pieces come from hand through gates.
pub(crate) fn gating(out: &mut String, f: &Fsf) {
    if gates(f) {
        let _ = writeln!(out, "\n[mechanics.gating]");
    }
}

/// `cambodianMoves` as `[mechanics.gate_leaps]`: from its open gate the king may leap
/// like a knight to the rank ahead (not out of check), losing the right when a rook
/// moves onto its rank or file; the fers may step two squares straight ahead. Without
/// `gating` there are no gates, and the option does nothing.
pub(crate) fn gate_leaps(out: &mut String, f: &Fsf) {
    if !(f.shogi.gating && f.shogi.cambodian_moves) {
        return;
    }
    let label = |option: &str| {
        f.kinds
            .iter()
            .find(|k| k.option == option)
            .map(|k| k.letter.to_ascii_uppercase())
    };
    let mut leaps = Vec::new();
    let king = label("king");
    if let Some(k) = king {
        leaps.push(format!("{k} = [[-2, 1], [2, 1]]"));
    }
    if let Some(m) = label("fers") {
        leaps.push(format!("{m} = [[0, 2]]"));
    }
    if leaps.is_empty() {
        return;
    }
    let _ = writeln!(
        out,
        "\n[mechanics.gate_leaps]\nleaps = {{ {} }}",
        leaps.join(", ")
    );
    if let Some(k) = king {
        let _ = writeln!(out, "not_in_check = [\"{k}\"]");
        if let Some(r) = label("rook") {
            let _ = writeln!(out, "closed_when_aimed = {{ {k} = [\"{r}\"] }}");
        }
    }
}

/// The `[draws]` keys of repetition beyond our defaults.
pub(crate) fn repetition(f: &Fsf) -> String {
    let mut out = String::new();
    if f.shogi.repetitions != 3 && f.shogi.repetitions != 0 {
        let _ = writeln!(out, "repetition_count = {}", f.shogi.repetitions);
    }
    if f.shogi.perpetual_check {
        let _ = writeln!(out, "perpetual_check_loses = true");
    }
    let result = match (
        f.shogi.repetition_value.as_str(),
        f.shogi.repetition_absolute,
    ) {
        ("win", false) => "side_to_move_wins",
        ("loss", false) => "side_to_move_loses",
        ("win", true) => "white_wins",
        ("loss", true) => "black_wins",
        _ => "draw",
    };
    if result != "draw" {
        let _ = writeln!(out, "repetition_result = \"{result}\"");
    }
    out
}
