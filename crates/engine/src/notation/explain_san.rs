//! Why abbreviated notation (`Nf3`, `O-O`, `N@d2`) names no legal turn: the parts are
//! narrowed component by component, and the first part no legal move fits is explained
//! with the moves that piece letter could make.

use super::error::ResolveError;
use super::explain::{at, needs_more, squares};
use super::full::{self, Spec, components};
use super::san_read::{self, San};
use super::syntax::{FullParts, Part};
use super::why::Why;
use crate::color::Color;
use crate::equipment::Equipment;
use crate::piece::Piece;
use crate::position::Position;
use crate::square::Square;
use crate::state::State;
use crate::turn::{Turn, flags};
use crate::variant::Variant;

/// Explains abbreviated notation that matched no legal turn.
pub(crate) fn abbreviated(
    pos: &Position,
    turns: &[Turn],
    parts: &[String],
    sans: &[San],
) -> ResolveError {
    let e = pos.variant().equipment();
    let mut cands: Vec<Turn> = turns.iter().copied().filter(|t| !t.is_pass()).collect();
    for (i, san) in sans.iter().enumerate() {
        let specs = components(pos, &cands, i);
        if specs.is_empty() {
            return at(i, &parts[i], Why::TurnAlreadyComplete { leave_out: false });
        }
        let kept: Vec<Turn> = cands
            .iter()
            .copied()
            .filter(|t| {
                full::specs(pos, t)
                    .get(i)
                    .is_some_and(|(sp, _)| san_read::component_is(e, sp, san))
            })
            .collect();
        if kept.is_empty() {
            let state = cands
                .first()
                .and_then(|t| full::specs(pos, t).into_iter().nth(i))
                .map(|(_, s)| s)
                .unwrap_or_else(|| pos.state().clone());
            let why = case_problem(&state, &specs, san)
                .or_else(|| drop_problem(pos.variant(), &state, &specs, san))
                .unwrap_or_else(|| san_problem(e, &specs, san));
            // A move that would be fine but for the check: say so, or the player looks
            // for the fault in the move.
            let why = match i == 0 && pos.in_check() {
                true => Why::InCheck { why: Box::new(why) },
                false => why,
            };
            return at(i, &parts[i], why);
        }
        cands = kept;
    }
    let state = cands
        .first()
        .and_then(|t| full::specs(pos, t).into_iter().nth(sans.len()))
        .map(|(_, s)| s)
        .unwrap_or_else(|| pos.state().clone());
    let specs = components(pos, &cands, sans.len());
    let sub = FullParts {
        parts: parts
            .iter()
            .map(|p| (Part::Remove { sq: Square::NONE }, p.clone()))
            .collect(),
    };
    needs_more(e, &state, &specs, &sub)
}

/// The mover of this part, as the legal components show it.
fn mover(s: &State, specs: &[Spec]) -> Color {
    specs.first().map_or(s.side, |sp| sp.piece.color())
}

/// A piece letter in lower case, which names Black's piece, when White is to move.
fn case_problem(s: &State, specs: &[Spec], san: &San) -> Option<Why> {
    let (San::Move { label, .. } | San::Drop { label, .. }) = san else {
        return None;
    };
    (san_read::is_lower(label) && mover(s, specs) == Color::White).then(|| Why::SideCase {
        side: Color::White,
        write: label.to_uppercase(),
        not: label.clone(),
    })
}

/// A drop is explained as in full notation: what stands in the way, or why the reserve
/// offers nothing.
fn drop_problem(v: &Variant, s: &State, specs: &[Spec], san: &San) -> Option<Why> {
    let San::Drop { label, to } = san else {
        return None;
    };
    let e = v.equipment();
    let color = mover(s, specs);
    let upper = label.to_uppercase();
    let (kind, _) = e.each_kind().find(|(_, k)| {
        if upper.is_empty() {
            k.pawn
        } else {
            k.label == upper
        }
    })?;
    Some(super::explain::placement(
        v,
        s,
        specs,
        Piece::new(kind, color),
        *to,
        color,
    ))
}

fn san_problem(e: &Equipment, specs: &[Spec], san: &San) -> Why {
    let g = e.geometry();
    match san {
        San::Walled(inner, wall) => {
            let walls: Vec<Square> = specs.iter().filter_map(|sp| sp.wall).collect();
            match (walls.is_empty(), inner.as_ref()) {
                (true, _) => Why::NoWallAbbreviated,
                (false, inner) if specs.iter().any(|sp| san_read::move_is(e, sp, inner)) => {
                    Why::WallNotThere {
                        square: g.coords(*wall).to_string(),
                    }
                }
                (false, inner) => san_problem(e, specs, inner),
            }
        }
        San::Castle { .. } => {
            let ks: Vec<Square> = specs
                .iter()
                .filter(|sp| sp.mv.is(flags::CASTLE))
                .map(|sp| sp.mv.to)
                .collect();
            if ks.is_empty() {
                Why::NoCastling
            } else {
                Why::NotThatCastling {
                    squares: squares(e, ks),
                }
            }
        }
        San::Drop { label, to } => Why::NoDropOn {
            label: if label.is_empty() { "P" } else { label }.to_string(),
            square: g.coords(*to).to_string(),
        },
        San::Move { label, to, .. } => {
            let what = (!label.is_empty()).then(|| label.clone());
            let mine: Vec<&Spec> = specs
                .iter()
                .filter(|sp| {
                    !sp.mv.from.is_none() && {
                        let k = e.kind(sp.piece.kind());
                        if label.is_empty() {
                            k.pawn
                        } else {
                            k.label == *label
                        }
                    }
                })
                .collect();
            if mine.is_empty() {
                return Why::NoneCanMove { label: what };
            }
            let dests = squares(e, mine.iter().map(|sp| sp.mv.to).collect());
            if mine.iter().any(|sp| sp.mv.to == *to) {
                let from: Vec<String> = mine
                    .iter()
                    .filter(|sp| sp.mv.to == *to)
                    .map(|sp| g.coords(sp.mv.from).to_string())
                    .collect();
                Why::DoesNotFit {
                    label: what,
                    to: g.coords(*to).to_string(),
                    from,
                }
            } else {
                Why::CannotMoveTo {
                    label: what,
                    to: g.coords(*to).to_string(),
                    dests,
                }
            }
        }
    }
}
