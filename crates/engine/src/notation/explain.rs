//! Why a submission names no legal turn, in words for the player: what was wrong and
//! what that piece could legally do.
//!
//! The parts are walked component by component, as matching does; at the first part
//! that no legal turn accepts, the message is built from the position as it stands
//! before that part.

use super::canonical::move_parts;
use super::error::NotationError;
use super::explain_rule;
use super::full::Spec;
use super::resolve::components;
use super::syntax::{Part, Submission};
use crate::color::Color;
use crate::geometry::Square;
use crate::movegen;
use crate::piece::Piece;
use crate::position::Position;
use crate::rules::Rules;
use crate::state::State;
use crate::turn::Turn;
use crate::variant::Variant;

fn name(v: &Variant, p: Piece) -> String {
    v.kind(p.kind()).name.to_lowercase()
}

fn sq(v: &Variant, s: Square) -> String {
    v.geometry().name(s).to_string()
}

fn side(c: Color) -> &'static str {
    match c {
        Color::White => "White",
        Color::Black => "Black",
    }
}

/// "Black's pieces are written in lower case: write `q`, not `Q`".
fn case_hint(v: &Variant, written: Piece, mover: Color) -> String {
    let case = match mover {
        Color::White => "upper",
        Color::Black => "lower",
    };
    format!(
        "{}'s pieces are written in {case} case: write “{}”, not “{}”",
        side(mover),
        v.label(Piece::new(written.kind(), mover)),
        v.label(written)
    )
}

/// A list of square names, in board order, without repeats.
pub(super) fn squares(v: &Variant, mut list: Vec<Square>) -> String {
    list.sort();
    list.dedup();
    list.iter()
        .map(|&s| sq(v, s))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Explains a full-notation submission that matched no legal turn.
pub(crate) fn full(pos: &Position, turns: &[Turn], sub: &Submission) -> NotationError {
    let v = pos.variant();
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
            return needs_more(v, &state, &specs, sub);
        };
        if specs.is_empty() {
            return leftover(v, prev.as_ref(), part, text, i);
        }
        let mut next = None;
        let mut kept = Vec::new();
        for t in &cands {
            let spec = super::full::specs(pos, t).into_iter().nth(comp);
            if let Some(n) = spec.and_then(|(s, _)| s.consume(v, &parts, i))
                && next.is_none_or(|x| x == n)
            {
                next = Some(n);
                kept.push(*t);
            }
        }
        let Some(n) = next else {
            if let Some(p) = &prev
                && let Some(e) = promotion_problem(v, p, part, text, i)
            {
                return e;
            }
            return explain_part(v, &state, &specs, prev.as_ref(), part, text, i, comp);
        };
        prev = components(pos, &kept, comp).into_iter().next();
        cands = kept;
        i = n;
        comp += 1;
    }
}

pub(super) fn at(i: usize, text: &str, what: String) -> NotationError {
    NotationError::illegal(what).in_part(i, text)
}

pub(super) fn needs_more(
    v: &Variant,
    s: &State,
    specs: &[Spec],
    sub: &Submission,
) -> NotationError {
    let mut options: Vec<String> = specs
        .iter()
        .map(|sp| move_parts(v, s, &sp.mv).join("; "))
        .collect();
    options.sort();
    options.dedup();
    let n = options.len();
    options.truncate(8);
    let more = if n > 8 {
        format!(" (and {} more)", n - 8)
    } else {
        String::new()
    };
    let written: Vec<&str> = sub.parts.iter().map(|(_, t)| t.as_str()).collect();
    NotationError::illegal(format!(
        "“{}” is not a whole turn: another move must follow, for example “{}”{more}",
        written.join("; "),
        options.join("”, “")
    ))
}

fn leftover(v: &Variant, prev: Option<&Spec>, part: &Part, text: &str, i: usize) -> NotationError {
    if let Some(p) = prev
        && let Some(e) = promotion_problem(v, p, part, text, i)
    {
        return e;
    }
    let what = match part {
        Part::Remove { .. } => "a removal is only written after an en-passant capture, to take \
                                the passed pawn (“P d5-e6; e5-”)"
            .to_string(),
        _ => "the turn is already complete before this part; leave it out".to_string(),
    };
    at(i, text, what)
}

/// A placement on the square where the previous component promotes, naming a piece
/// that cannot appear there.
fn promotion_problem(
    v: &Variant,
    prev: &Spec,
    part: &Part,
    text: &str,
    i: usize,
) -> Option<NotationError> {
    let (psq, appears, _) = prev.promo?;
    let Part::Place { piece, to } = part else {
        return None;
    };
    if *to != psq {
        return None;
    }
    if piece.color() != appears.color() {
        return Some(at(i, text, case_hint(v, *piece, appears.color())));
    }
    let promoting = v.kind(prev.piece.kind());
    let choices: Vec<String> = promoting
        .promotion
        .as_ref()
        .map(|p| {
            p.choices
                .iter()
                .map(|&k| v.label(v.morph(appears.with_kind(k), psq)))
                .collect()
        })
        .unwrap_or_default();
    Some(at(
        i,
        text,
        format!(
            "a {} cannot become a {} here; the choices on {} are {}",
            promoting.name.to_lowercase(),
            name(v, *piece),
            sq(v, psq),
            choices.join(", ")
        ),
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
) -> NotationError {
    let mover = specs.first().map(|sp| sp.piece.color()).unwrap_or(s.side);
    match *part {
        Part::Remove { .. } if comp == 0 && i == 0 => NotationError::illegal(format!(
            "“{text}” alone is a bare removal, which is not a legal turn; a removal is only \
             written after an en-passant capture, as in “P d5-e6; e5-”"
        )),
        Part::Remove { .. } => leftover(v, None, part, text, i),
        Part::Place { piece, to } => at(i, text, placement(v, s, specs, piece, to, mover)),
        Part::Move { label, from, to } => {
            let Some(actual) = s.piece(from) else {
                return at(i, text, format!("there is no piece on {}", sq(v, from)));
            };
            if let Some(l) = label
                && l != actual
            {
                let what = if l.kind() == actual.kind() {
                    case_hint(v, l, actual.color())
                } else {
                    format!(
                        "{} holds {}, not {}",
                        sq(v, from),
                        v.label(actual),
                        v.label(l)
                    )
                };
                return at(i, text, what);
            }
            if let Some(sp) = specs.iter().find(|sp| sp.pre_is(part)) {
                return at(
                    i,
                    text,
                    format!(
                        "a pawn step is only written directly before the drop that pushes it, \
                         as in “{text}; {}”",
                        v.label(sp.piece) + "-" + &sq(v, sp.mv.to)
                    ),
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
) -> String {
    if piece.color() != mover {
        return case_hint(v, piece, mover);
    }
    let drops: Vec<Square> = specs
        .iter()
        .filter(|sp| sp.mv.from.is_none() && sp.piece == piece)
        .map(|sp| sp.mv.to)
        .collect();
    let n = name(v, piece);
    if drops.is_empty() {
        if v.reserve_slots().is_empty() {
            return "a placement is only written after a pawn's move to promote it, as in \
                    “P e7-e8; Q-e8”; pieces cannot be dropped in this game"
                .into();
        }
        return explain_rule::no_drop_anywhere(v, s, piece, to)
            .unwrap_or_else(|| format!("you have no {n} in reserve to drop now"));
    }
    let why = explain_rule::wrong_square_colour(v, s, piece, to)
        .or_else(|| drop_obstacle(v, s, to, mover))
        .unwrap_or_else(|| format!("a {n} cannot be dropped on {}", sq(v, to)));
    format!("{why}; a {n} can be dropped on {}", squares(v, drops))
}

/// Why a drop onto `to` fails because of what stands there or behind it.
fn drop_obstacle(v: &Variant, s: &State, to: Square, mover: Color) -> Option<String> {
    let g = v.geometry();
    let up = if mover == Color::White { 1 } else { -1 };
    let pawn_at = |x: Square| {
        s.piece(x)
            .filter(|p| p.color() == mover && v.kind(p.kind()).pawn)
    };
    // A pawn on the square, or directly in front of it, would be pushed forward.
    for pawn_sq in [Some(to), g.offset(to, 0, up)].into_iter().flatten() {
        if pawn_at(pawn_sq).is_some()
            && let Some(ahead) = g.offset(pawn_sq, 0, up)
            && !s.is_empty(ahead)
        {
            return Some(format!(
                "{} is occupied, so the pawn on {} cannot be relocated",
                sq(v, ahead),
                sq(v, pawn_sq)
            ));
        }
    }
    (!s.is_empty(to)).then(|| format!("{} is occupied", sq(v, to)))
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
) -> String {
    let n = name(v, piece);
    let here = format!("the {n} on {}", sq(v, from));
    let dests: Vec<&Spec> = specs.iter().filter(|sp| sp.mv.from == from).collect();
    if dests.is_empty() && piece.color() != mover {
        return format!(
            "{here} is {}'s, and {} is to move now",
            side(piece.color()),
            side(mover)
        );
    }
    if dests.is_empty()
        && let Some(why) = prev.and_then(|p| explain_rule::not_after(v, s, p, specs, piece, from))
    {
        return why;
    }
    let legal = if dests.is_empty() {
        format!("{here} has no legal move now")
    } else if dests.iter().any(|sp| sp.mv.to == to) {
        let mut spellings: Vec<String> = dests
            .iter()
            .filter(|sp| sp.mv.to == to)
            .map(|sp| format!("“{}”", move_parts(v, s, &sp.mv).join("; ")))
            .collect();
        spellings.dedup();
        return format!(
            "the parts written with this move do not fit it; it is written {}",
            spellings.join(" or ")
        );
    } else {
        format!(
            "it can go to {}",
            squares(v, dests.iter().map(|sp| sp.mv.to).collect())
        )
    };
    let to_squares: Vec<Square> = dests.iter().map(|sp| sp.mv.to).collect();
    let why = castle_problem(v, s, piece, from, to)
        .or_else(|| why_not(v, s, piece, from, to, &to_squares))
        .unwrap_or_else(|| match s.piece(to) {
            Some(own) if own.color() == piece.color() => format!(
                "{} is occupied by {} {}, so {here} cannot go there",
                sq(v, to),
                if own.color() == s.side {
                    "your own".to_string()
                } else {
                    format!("{}'s", side(own.color()))
                },
                name(v, own)
            ),
            _ => format!("{here} cannot reach {}", sq(v, to)),
        });
    format!("{why}; {legal}")
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
) -> Option<String> {
    let color = piece.color();
    let mut pseudo = explain_rule::own_moves(v, s, piece, from);
    movegen::castling_moves(v, s, color, &mut pseudo);
    let m = pseudo.iter().find(|m| m.from == from && m.to == to)?;
    let mut next = s.clone();
    next.apply(v, m);
    if !v.rules().in_check(v, &next, color) {
        if let Some(why) = explain_rule::not_far_enough(v, s, piece, from, to, dests) {
            return Some(why);
        }
        return Some(format!(
            "moving the {} from {} to {} is not allowed by this game's rules here",
            name(v, piece),
            sq(v, from),
            sq(v, to)
        ));
    }
    let royal = movegen::attacked_royal(v, &next, color).unwrap_or(next.royal[color.index()]);
    let king = next
        .piece(royal)
        .map(|k| name(v, k))
        .unwrap_or_else(|| "king".into());
    let by = next.occ[color.opposite().index()].iter().find(|&a| {
        let mut t = next.clone();
        t.remove(a);
        !v.rules().in_check(v, &t, color)
    });
    Some(match by.and_then(|a| next.piece(a).map(|p| (a, p))) {
        Some((a, p)) => format!(
            "your {king} on {} would be in check from the {} on {}",
            sq(v, royal),
            name(v, p),
            sq(v, a)
        ),
        None => format!("your {king} on {} would be in check", sq(v, royal)),
    })
}

/// Why a castling the variant defines (king `from` to `to`) cannot be played now.
fn castle_problem(v: &Variant, s: &State, king: Piece, from: Square, to: Square) -> Option<String> {
    let color = king.color();
    let c = v
        .castlings_for(color)
        .find(|c| c.king_from == from && c.king_to == to)?;
    let rook = sq(v, c.rook_from);
    Some(if !s.virgin.has(from) {
        "the king has already moved, so it cannot castle".to_string()
    } else if !s.virgin.has(c.rook_from) || s.piece(c.rook_from).is_none() {
        format!("the rook on {rook} has moved or is gone, so the king cannot castle with it")
    } else if let Some(&x) = c.empty.iter().find(|&&x| !s.is_empty(x)) {
        format!(
            "{} is occupied, so the king cannot castle that way",
            sq(v, x)
        )
    } else if v.rules().in_check(v, s, color) {
        "you cannot castle out of check".to_string()
    } else if let Some(&x) = c
        .safe
        .iter()
        .find(|&&x| !movegen::king_safe_on(v, s, from, &[x], color))
    {
        format!(
            "the king would cross or land on {}, which is attacked, so it cannot castle",
            sq(v, x)
        )
    } else {
        return None;
    })
}
