//! Between a `Setup` and the engine's state: a setup checked against the variant to
//! make the state of a position, every problem reported at once; and a state read back
//! as the setup its text states.

use super::error::{PositionError, PositionProblem};
use crate::color::Color;
use crate::equipment::Equipment;
use crate::fen;
use crate::movegen::{Generation, in_check};
use crate::setup::{CastlingRight, Setup};
use crate::square::Square;
use crate::state::{MAX_SLOTS, State};

/// The most pieces of one reserve slot a position holds.
const MAX_IN_SLOT: u32 = 128;

/// The state of the position `setup` states, if a game of the variant could be in it:
/// every piece on a square of the board, in a form it can take there, no more royal
/// pieces than the rules guard, castling and en-passant rights that can be used, and
/// the side that has just moved not in check.
pub(crate) fn state_of<R: Generation + ?Sized>(
    e: &Equipment,
    r: &R,
    setup: &Setup,
) -> Result<State, PositionError> {
    let mut problems = Vec::new();
    let g = &e.geometry;
    let slots = e.reserve_slots().len();
    if setup.board.len() != g.num_squares() {
        problems.push(PositionProblem::BoardSize {
            given: setup.board.len(),
            expected: g.num_squares(),
        });
    }
    if setup.reserves.iter().any(|r| r.len() != slots) {
        problems.push(PositionProblem::ReserveSlots {
            given: setup.reserves[0].len().max(setup.reserves[1].len()),
            expected: slots,
        });
    }
    if !problems.is_empty() {
        return Err(PositionError { problems });
    }
    let mut s = State::empty(setup.turn);
    for sq in g.all_squares() {
        let Some(p) = setup.piece_at(sq) else {
            continue;
        };
        if g.is_hole(sq) {
            problems.push(PositionProblem::OnHole {
                square: g.coords(sq),
            });
        } else {
            s.put(e, sq, p);
        }
    }
    for &sq in &setup.walls {
        if !e.walls_in_play || g.is_hole(sq) || !s.is_empty(sq) {
            problems.push(PositionProblem::Wall {
                square: g.coords(sq),
            });
        } else {
            s.put_wall(sq);
        }
    }
    for &sq in &setup.promoted {
        match promotion_mark(e, setup, sq) {
            Ok(()) if e.promotion_marks_ignored && !e.marks_promoted() => {}
            Ok(()) => s.promoted.set(sq),
            Err(p) => problems.push(p),
        }
    }
    for color in Color::BOTH {
        for (i, &n) in setup.reserves[color.index()]
            .iter()
            .enumerate()
            .take(MAX_SLOTS)
        {
            if n > MAX_IN_SLOT {
                problems.push(PositionProblem::ReserveFull);
            }
            s.reserve[color.index()][i] = n.min(MAX_IN_SLOT) as u8;
        }
    }
    s.halfmove = clamp(setup.halfmoves);
    s.fullmove = clamp(setup.fullmoves.max(1));
    s.passes = setup.passes.min(255) as u8;
    s.checks = setup.checks.map(|n| n.min(255) as u8);
    for &right in &setup.castling {
        match castling_right(e, &s, right) {
            Ok((king, rook)) => {
                s.virgin.set(king);
                s.virgin.set(rook);
            }
            Err(p) => problems.push(p),
        }
    }
    for &gate in &setup.gates {
        for color in Color::BOTH {
            if e.gating && g.relative_rank(gate, color == Color::White) == 0 {
                s.gates[color.index()] |= 1u32 << g.file_index(gate).min(31);
            }
        }
    }
    // The pawn that double-stepped belongs to the side that just moved. It stands
    // one square beyond the skipped square, unless the field names its square too: a
    // square of the field holding a piece of that side, next to a skipped (empty) one.
    let back = if s.side == Color::White { -1 } else { 1 };
    let mover = s.side.opposite();
    let listed = &setup.en_passant;
    let next_to = |a: Square, b: Square| {
        let df = g.file_index(a).abs_diff(g.file_index(b));
        let dr = g.rank_index(a).abs_diff(g.rank_index(b));
        a != b && df <= 1 && dr <= 1
    };
    let named: Vec<Square> = listed
        .iter()
        .copied()
        .filter(|&sq| {
            setup.piece_at(sq).is_some_and(|p| p.color() == mover)
                && listed
                    .iter()
                    .any(|&o| setup.piece_at(o).is_none() && next_to(o, sq))
        })
        .collect();
    for &skipped in listed {
        if named.contains(&skipped) {
            continue;
        }
        let victim = named
            .iter()
            .copied()
            .find(|&v| next_to(v, skipped))
            .or_else(|| g.offset(skipped, 0, back));
        match victim {
            Some(victim) => s.ep.push(skipped, victim),
            None => problems.push(PositionProblem::EnPassant {
                square: g.coords(skipped),
            }),
        }
    }
    misplaced(e, &s, &mut problems);
    let waiting = s.side.opposite();
    if in_check(e, r, &s, waiting) {
        problems.push(PositionProblem::OppositeCheck {
            waiting,
            to_move: s.side,
        });
    }
    match problems.is_empty() {
        true => Ok(s),
        false => Err(PositionError { problems }),
    }
}

fn clamp(n: u32) -> u16 {
    u16::try_from(n).unwrap_or(u16::MAX)
}

/// `Q~`: the piece on `sq` was promoted, so it reverts when captured.
fn promotion_mark(e: &Equipment, setup: &Setup, sq: Square) -> Result<(), PositionProblem> {
    let Some(piece) = setup.piece_at(sq) else {
        return Err(PositionProblem::PromotedEmpty {
            square: e.geometry.coords(sq),
        });
    };
    let label = e.label(piece);
    if !e.marks_promoted() && !e.promotion_marks_ignored {
        return Err(PositionProblem::PromotionNotMarked { label });
    }
    let promoted_to = e.kinds().iter().any(|k| {
        k.promotion
            .as_ref()
            .is_some_and(|p| p.choices_for(piece.color()).contains(&piece.kind()))
    });
    match promoted_to {
        true => Ok(()),
        false => Err(PositionProblem::NotPromoted { label }),
    }
}

/// The king's and rook's squares of a castling right the pieces allow: the king on its
/// square, and the rook on its own or still in the reserve.
fn castling_right(
    e: &Equipment,
    s: &State,
    right: CastlingRight,
) -> Result<(Square, Square), PositionProblem> {
    let g = &e.geometry;
    let color = right.color;
    // Where kings castle from any file, a rook's right is listed once for each file
    // the king may stand on: the one whose king is on the board is meant.
    let mut candidates = e
        .castle_rights()
        .iter()
        .filter(|r| r.0 == color && r.2 == right.rook);
    let first = candidates.clone().next();
    let holds_king = |&&(_, king, _): &&(Color, Square, Square)| {
        s.piece(king)
            .is_some_and(|p| p.color() == color && e.kind(p.kind()).castling.is_some())
    };
    let Some(&(_, king, rook)) = candidates.find(holds_king).or(first) else {
        return Err(PositionProblem::NoSuchCastling {
            color,
            rook: g.coords(right.rook),
        });
    };
    let present = |sq: Square| s.piece(sq).is_some_and(|p| p.color() == color);
    let rook_ok = s
        .piece(rook)
        .is_some_and(|p| p.color() == color && e.is_castle_partner(p.kind()))
        || awaits_rook(e, s, color, rook);
    if present(king) && rook_ok {
        return Ok((king, rook));
    }
    Err(PositionProblem::CastlingRight {
        letter: fen::letter(e, right).unwrap_or('?'),
        king: g.coords(king),
        rook: g.coords(rook),
    })
}

/// A castling right kept for a rook still in the reserve (Meteoric's rooks in reserve):
/// its square is empty and the side still holds a rook to drop there. Without a
/// reserve an empty rook square never carries a right, as in orthodox FEN.
fn awaits_rook(e: &Equipment, s: &State, color: Color, rook: Square) -> bool {
    s.is_empty(rook)
        && e.reserve_slots()
            .iter()
            .enumerate()
            .any(|(i, slot)| e.is_castle_partner(slot.kind) && s.reserve[color.index()][i] > 0)
}

/// What no game can reach: a second royal piece of one side without `several_royals`
/// (the state keeps one royal square a side, and legality guards only that one: a
/// second king would be left en prise unseen), or a piece where it never stands (in
/// another form's square, or in its promotion zone).
fn misplaced(e: &Equipment, s: &State, problems: &mut Vec<PositionProblem>) {
    let g = &e.geometry;
    if !e.several_royals {
        for color in Color::BOTH {
            let royals: Vec<Square> = g
                .squares()
                .filter(|&sq| {
                    s.piece(sq)
                        .is_some_and(|p| p.color() == color && e.kind(p.kind()).royal)
                })
                .collect();
            if royals.len() > 1 {
                problems.push(PositionProblem::SeveralRoyals {
                    color,
                    squares: royals.iter().map(|&sq| g.coords(sq)).collect(),
                });
            }
        }
    }
    for sq in g.squares() {
        let Some(p) = s.piece(sq) else { continue };
        let name = || e.kind(p.kind()).name.to_lowercase();
        let form = e.morph(p, sq);
        if form != p {
            problems.push(PositionProblem::WrongForm {
                piece: name(),
                square: g.coords(sq),
                form: e.kind(form.kind()).name.to_lowercase(),
            });
        } else if e.promotion_zone[p.kind().index()][p.color().index()].has(sq)
            // A piece that promotes on leaving its zone (shogi), or need not promote
            // (grand chess), may stand in it.
            && !e.kind(p.kind()).promotion.as_ref().is_some_and(|pr| pr.leaving || pr.optional)
        {
            problems.push(PositionProblem::OnPromotionSquare {
                piece: name(),
                square: g.coords(sq),
            });
        }
    }
}

/// The setup a state's text states: every castling right whose king and rook (or the
/// rook still in hand) have not moved, and the en-passant squares it holds.
pub(crate) fn setup_of(e: &Equipment, s: &State) -> Setup {
    let g = &e.geometry;
    let slots = e.reserve_slots().len();
    let mut castling: Vec<CastlingRight> = e
        .castle_rights()
        .iter()
        .copied()
        .filter(|&(color, king, rook)| {
            s.virgin.has(king)
                && s.virgin.has(rook)
                && s.piece(king)
                    .is_some_and(|p| p.color() == color && e.kind(p.kind()).castling.is_some())
                && (s
                    .piece(rook)
                    .is_some_and(|p| p.color() == color && e.is_castle_partner(p.kind()))
                    || awaits_rook(e, s, color, rook))
        })
        .map(|(color, _, rook)| CastlingRight { color, rook })
        .collect();
    // One right per rook, however many king files list it.
    castling.dedup();
    // Fairy-Stockfish drops the gates of a side with nothing left to gate, where no
    // capture can fill its hand again.
    let gates = g
        .squares()
        .filter(|&sq| {
            Color::BOTH.iter().any(|&c| {
                s.is_gate(e, sq, c)
                    && (!e.gates_from_hand
                        || e.to_reserve.is_some()
                        || s.reserve[c.index()].iter().any(|&n| n > 0))
            })
        })
        .collect();
    Setup {
        gates,
        walls: g.squares().filter(|&sq| s.is_wall(sq)).collect(),
        board: g.all_squares().map(|sq| s.piece(sq)).collect(),
        promoted: s.promoted.iter().collect(),
        reserves: Color::BOTH.map(|c| {
            s.reserve[c.index()][..slots]
                .iter()
                .map(|&n| u32::from(n))
                .collect()
        }),
        turn: s.side,
        castling,
        en_passant: en_passant(e, s),
        halfmoves: u32::from(s.halfmove),
        fullmoves: u32::from(s.fullmove),
        passes: u32::from(s.passes),
        checks: s.checks.map(u32::from),
        checks_remaining: None,
    }
}

/// The skipped squares of the en-passant rights, each followed by the square of the
/// pawn it lets be taken where that is not the square beyond it (a diagonal double
/// step).
fn en_passant(e: &Equipment, s: &State) -> Vec<Square> {
    let back = if s.side == Color::White { -1 } else { 1 };
    let mut out = Vec::new();
    for (skipped, victim) in s.ep.iter() {
        out.push(skipped);
        if e.geometry.offset(skipped, 0, back) != Some(victim) && !out.contains(&victim) {
            out.push(victim);
        }
    }
    out
}
