//! Why a submission names no legal turn, in words for the player: what was wrong and
//! what that piece could legally do.
//!
//! The parts are walked component by component, as matching does; at the first part
//! that no legal turn accepts, the message is built from the position as it stands
//! before that part.

use super::canonical::move_parts;
use super::error::ResolveError;
use super::explain_rule;
use super::full::{Spec, components};
use super::syntax::{FullParts, Part};
use super::why::Why;
use crate::color::Color;
use crate::equipment::Equipment;
use crate::movegen::{self, Generation};
use crate::piece::Piece;
use crate::position::Position;
use crate::square::Square;
use crate::state::State;
use crate::turn::Turn;
use crate::variant::Variant;

fn name(e: &Equipment, p: Piece) -> String {
    e.kind(p.kind()).name.to_lowercase()
}

fn sq(e: &Equipment, s: Square) -> String {
    e.geometry().coords(s).to_string()
}

/// "Black's pieces are written in lower case: write `q`, not `Q`".
fn case_hint(e: &Equipment, written: Piece, mover: Color) -> Why {
    Why::SideCase {
        side: mover,
        write: e.label(Piece::new(written.kind(), mover)),
        not: e.label(written),
    }
}

/// A list of square names, in board order, without repeats.
pub(super) fn squares(e: &Equipment, mut list: Vec<Square>) -> Vec<String> {
    list.sort();
    list.dedup();
    list.iter().map(|&s| sq(e, s)).collect()
}

/// Explains a full-notation submission that matched no legal turn.
pub(crate) fn full(pos: &Position, turns: &[Turn], sub: &FullParts) -> ResolveError {
    let e = pos.variant().equipment();
    let parts: Vec<Part> = sub.parts.iter().map(|(p, _)| p.clone()).collect();
    let mut cands: Vec<Turn> = turns.iter().copied().filter(|t| !t.is_pass()).collect();
    let (mut i, mut comp) = (0, 0);
    let mut prev: Option<Spec> = None;
    loop {
        let specs = components(pos, &cands, comp);
        let state = cands
            .first()
            .and_then(|t| super::full::specs(pos, t).into_iter().nth(comp))
            .map(|(_, s)| s)
            .unwrap_or_else(|| pos.state().clone());
        let Some((part, text)) = sub.parts.get(i) else {
            return needs_more(e, &state, &specs, sub);
        };
        if specs.is_empty() {
            return leftover(e, prev.as_ref(), part, text, i);
        }
        let mut next = None;
        let mut kept = Vec::new();
        for t in &cands {
            let spec = super::full::specs(pos, t).into_iter().nth(comp);
            if let Some(n) = spec.and_then(|(s, _)| s.consume(e, &parts, i))
                && next.is_none_or(|x| x == n)
            {
                next = Some(n);
                kept.push(*t);
            }
        }
        let Some(n) = next else {
            if let Some(p) = &prev
                && let Some(e) = promotion_problem(e, p, part, text, i)
            {
                return e;
            }
            let v = pos.variant();
            return explain_part(v, &state, &specs, prev.as_ref(), part, text, i, comp);
        };
        prev = components(pos, &kept, comp).into_iter().next();
        cands = kept;
        i = n;
        comp += 1;
    }
}

pub(super) fn at(i: usize, text: &str, what: Why) -> ResolveError {
    ResolveError::illegal(what).in_part(i, text)
}

pub(super) fn needs_more(
    e: &Equipment,
    s: &State,
    specs: &[Spec],
    sub: &FullParts,
) -> ResolveError {
    let mut options: Vec<String> = specs
        .iter()
        .map(|sp| move_parts(e, s, &sp.mv).join("; "))
        .collect();
    options.sort();
    options.dedup();
    let more = options.len().saturating_sub(8);
    options.truncate(8);
    let written: Vec<&str> = sub.parts.iter().map(|(_, t)| t.as_str()).collect();
    ResolveError::illegal(Why::NotWholeTurn {
        written: written.join("; "),
        options,
        more,
    })
}

fn leftover(e: &Equipment, prev: Option<&Spec>, part: &Part, text: &str, i: usize) -> ResolveError {
    if let Some(p) = prev
        && let Some(e) = promotion_problem(e, p, part, text, i)
    {
        return e;
    }
    let what = match part {
        Part::Remove { .. } => Why::RemovalOnlyAfterEnPassant,
        Part::Wall { .. } if prev.is_some_and(|p| p.wall.is_some()) => Why::WallElsewhere,
        Part::Wall { .. } => Why::NoWallAfterMove,
        _ => Why::TurnAlreadyComplete { leave_out: true },
    };
    at(i, text, what)
}

/// A placement on the square where the previous component promotes, naming a piece
/// that cannot appear there.
fn promotion_problem(
    e: &Equipment,
    prev: &Spec,
    part: &Part,
    text: &str,
    i: usize,
) -> Option<ResolveError> {
    let (psq, appears, _) = prev.promo?;
    let Part::Place { piece, to } = part else {
        return None;
    };
    if *to != psq {
        return None;
    }
    if piece.color() != appears.color() {
        return Some(at(i, text, case_hint(e, *piece, appears.color())));
    }
    let promoting = e.kind(prev.piece.kind());
    let choices: Vec<String> = promoting
        .promotion
        .as_ref()
        .map(|p| {
            p.choices_for(appears.color())
                .iter()
                .map(|&k| e.label(e.morph(appears.with_kind(k), psq)))
                .collect()
        })
        .unwrap_or_default();
    Some(at(
        i,
        text,
        Why::NotAPromotionChoice {
            promoting: promoting.name.to_lowercase(),
            piece: name(e, *piece),
            square: sq(e, psq),
            choices,
        },
    ))
}

#[allow(clippy::too_many_arguments)]
fn explain_part(
    v: &Variant,
    s: &State,
    specs: &[Spec],
    prev: Option<&Spec>,
    part: &Part,
    text: &str,
    i: usize,
    comp: usize,
) -> ResolveError {
    let e = v.equipment();
    let mover = specs.first().map(|sp| sp.piece.color()).unwrap_or(s.side);
    match *part {
        Part::Remove { .. } if comp == 0 && i == 0 => ResolveError::illegal(Why::BareRemoval {
            written: text.to_string(),
        }),
        Part::Remove { .. } => leftover(e, None, part, text, i),
        Part::Wall { .. } if comp == 0 && i == 0 => ResolveError::illegal(Why::BareWall {
            written: text.to_string(),
        }),
        Part::Wall { .. } => leftover(e, None, part, text, i),
        Part::Place { piece, to } => at(i, text, placement(v, s, specs, piece, to, mover)),
        Part::Move { label, from, to } => {
            let Some(actual) = s.piece(from) else {
                return at(
                    i,
                    text,
                    Why::NoPieceOn {
                        square: sq(e, from),
                    },
                );
            };
            if let Some(l) = label
                && l != actual
            {
                let what = if l.kind() == actual.kind() {
                    case_hint(e, l, actual.color())
                } else {
                    Why::HoldsOther {
                        square: sq(e, from),
                        holds: e.label(actual),
                        not: e.label(l),
                    }
                };
                return at(i, text, what);
            }
            if let Some(sp) = specs.iter().find(|sp| sp.pre_is(part)) {
                return at(
                    i,
                    text,
                    Why::PawnStepBeforeDrop {
                        written: text.to_string(),
                        drop: e.label(sp.piece) + "-" + &sq(e, sp.mv.to),
                    },
                );
            }
            at(
                i,
                text,
                piece_move(v, s, specs, prev, actual, from, to, mover),
            )
        }
    }
}

pub(super) fn placement(
    v: &Variant,
    s: &State,
    specs: &[Spec],
    piece: Piece,
    to: Square,
    mover: Color,
) -> Why {
    let e = v.equipment();
    if piece.color() != mover {
        return case_hint(e, piece, mover);
    }
    let drops: Vec<Square> = specs
        .iter()
        .filter(|sp| sp.mv.from.is_none() && sp.piece == piece)
        .map(|sp| sp.mv.to)
        .collect();
    let n = name(e, piece);
    if drops.is_empty() {
        if e.reserve_slots().is_empty() {
            return Why::NoDrops;
        }
        return explain_rule::no_drop_anywhere(v, s, piece, to)
            .unwrap_or(Why::NoneInReserve { piece: n });
    }
    let why = explain_rule::wrong_square_colour(e, s, piece, to)
        .or_else(|| drop_obstacle(e, s, to, mover))
        .unwrap_or_else(|| Why::CannotDropOn {
            piece: n.clone(),
            square: sq(e, to),
        });
    Why::DropElsewhere {
        why: Box::new(why),
        piece: n,
        squares: squares(e, drops),
    }
}

/// Why a drop onto `to` fails because of what stands there or behind it.
fn drop_obstacle(e: &Equipment, s: &State, to: Square, mover: Color) -> Option<Why> {
    let g = e.geometry();
    let up = if mover == Color::White { 1 } else { -1 };
    let pawn_at = |x: Square| {
        s.piece(x)
            .filter(|p| p.color() == mover && e.kind(p.kind()).pawn)
    };
    // A pawn on the square, or directly in front of it, would be pushed forward.
    for pawn_sq in [Some(to), g.offset(to, 0, up)].into_iter().flatten() {
        if pawn_at(pawn_sq).is_some()
            && let Some(ahead) = g.offset(pawn_sq, 0, up)
            && !s.is_empty(ahead)
        {
            return Some(Why::PawnCannotBeRelocated {
                occupied: sq(e, ahead),
                pawn: sq(e, pawn_sq),
            });
        }
    }
    (!s.is_empty(to)).then(|| Why::Occupied { square: sq(e, to) })
}

#[allow(clippy::too_many_arguments)]
fn piece_move(
    v: &Variant,
    s: &State,
    specs: &[Spec],
    prev: Option<&Spec>,
    piece: Piece,
    from: Square,
    to: Square,
    mover: Color,
) -> Why {
    let e = v.equipment();
    let n = name(e, piece);
    let dests: Vec<&Spec> = specs.iter().filter(|sp| sp.mv.from == from).collect();
    if dests.is_empty() && piece.color() != mover {
        return Why::NotYours {
            piece: n,
            square: sq(e, from),
            owner: piece.color(),
            mover,
        };
    }
    if dests.is_empty()
        && let Some(why) = prev.and_then(|p| explain_rule::not_after(v, s, p, specs, piece, from))
    {
        return why;
    }
    if dests.iter().any(|sp| sp.mv.to == to) {
        let mut spellings: Vec<String> = dests
            .iter()
            .filter(|sp| sp.mv.to == to)
            .map(|sp| move_parts(e, s, &sp.mv).join("; "))
            .collect();
        spellings.dedup();
        return Why::WrittenOtherwise { spellings };
    }
    let to_squares: Vec<Square> = dests.iter().map(|sp| sp.mv.to).collect();
    let why = castle_problem(v, s, piece, from, to)
        .or_else(|| why_not(v, s, piece, from, to, &to_squares))
        .unwrap_or_else(|| match s.piece(to) {
            Some(own) if own.color() == piece.color() => Why::OccupiedByOwn {
                square: sq(e, to),
                owner: (own.color() != s.side).then_some(own.color()),
                own: name(e, own),
                piece: n.clone(),
                from: sq(e, from),
            },
            _ => Why::CannotReach {
                piece: n.clone(),
                from: sq(e, from),
                to: sq(e, to),
            },
        });
    Why::MoveRefused {
        why: Box::new(why),
        piece: n,
        from: sq(e, from),
        dests: squares(e, to_squares),
    }
}

/// Why a move the piece could make by its own movement is still not legal: the own
/// royal piece would be attacked, or the piece must go further (`dests`: where it may
/// legally go). `None` when the piece cannot make the move at all.
fn why_not(
    v: &Variant,
    s: &State,
    piece: Piece,
    from: Square,
    to: Square,
    dests: &[Square],
) -> Option<Why> {
    let (e, r) = (v.equipment(), v.rules());
    let color = piece.color();
    let mut pseudo = explain_rule::own_moves(v, s, piece, from);
    movegen::castling_moves(e, r, s, color, &mut pseudo);
    let m = pseudo.iter().find(|m| m.from == from && m.to == to)?;
    let mut next = s.clone();
    r.apply_move(e, &mut next, m);
    if !movegen::in_check(e, r, &next, color) {
        if let Some(why) = explain_rule::not_far_enough(v, s, piece, from, to, dests) {
            return Some(why);
        }
        return Some(Why::NotAllowedHere {
            piece: name(e, piece),
            from: sq(e, from),
            to: sq(e, to),
        });
    }
    let royal = movegen::attacked_royal(e, r, &next, color).unwrap_or(next.royal[color.index()]);
    let king = next
        .piece(royal)
        .map(|k| name(e, k))
        .unwrap_or_else(|| "king".into());
    let by = next.occ[color.opposite().index()].iter().find(|&a| {
        let mut t = next.clone();
        t.remove(a);
        !movegen::in_check(e, r, &t, color)
    });
    Some(Why::WouldBeInCheck {
        king,
        square: sq(e, royal),
        by: by.and_then(|a| next.piece(a).map(|p| (name(e, p), sq(e, a)))),
    })
}

/// Why a castling the variant defines (king `from` to `to`) cannot be played now.
fn castle_problem(v: &Variant, s: &State, king: Piece, from: Square, to: Square) -> Option<Why> {
    let (e, r) = (v.equipment(), v.rules());
    let color = king.color();
    let c = e
        .castlings_for(color)
        .find(|c| c.king_from == from && c.king_to == to)?;
    let rook = sq(e, c.rook_from);
    Some(if !s.virgin.has(from) {
        Why::KingHasMoved
    } else if !s.virgin.has(c.rook_from) || s.piece(c.rook_from).is_none() {
        Why::RookGone { square: rook }
    } else if let Some(&x) = c.empty.iter().find(|&&x| !s.is_empty(x)) {
        Why::CastlingBlocked { square: sq(e, x) }
    } else if movegen::in_check(e, r, s, color) {
        Why::CastleOutOfCheck
    } else if let Some(&x) = c
        .safe
        .iter()
        .find(|&&x| !movegen::king_safe_on(e, r, s, from, &[x], color))
    {
        Why::CastleThroughAttack { square: sq(e, x) }
    } else {
        return None;
    })
}
