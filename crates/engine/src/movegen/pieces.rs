//! The moves of one piece, walked off its compiled move tables: steps, slides, leaps,
//! hops, initial moves and double steps, en passant, captures (never of a protected
//! piece) and promotions.

use super::hooks::MoveSink;
use crate::betza::PathKind;
use crate::equipment::Equipment;
use crate::piece::Piece;
use crate::square::Square;
use crate::state::State;
use crate::turn::{Move, flags};

/// Whether the `i` moves of the piece on `sq` are available.
#[inline]
fn initial_ok(e: &Equipment, s: &State, sq: Square, p: Piece) -> bool {
    if p.kind().is_in(e.ranked_initial_mask) {
        e.initial_zone[p.kind().index()][p.color().index()].has(sq)
    } else {
        s.virgin.has(sq)
    }
}

/// The moves of one piece standing on `sq` (which need not be where it really is:
/// transfers generate from the corresponding square), each once. Inlined into the
/// generator's loop, where the sink's push (the legality filter's) inlines in turn.
#[inline(always)]
pub fn piece_moves<S: MoveSink>(e: &Equipment, s: &State, sq: Square, p: Piece, out: &mut S) {
    if e.tables
        .boxed_in(p.kind(), p.color(), sq, &s.occ[p.color().index()])
    {
        // Hemmed in by its own side: none of its paths gives a move.
        return;
    }
    if !e.tables.overlaps(p.kind(), p.color()) {
        return path_moves(e, s, sq, p, out);
    }
    let mut all: Vec<Move> = Vec::new();
    path_moves(e, s, sq, p, &mut all);
    let mut once: Vec<Move> = Vec::with_capacity(all.len());
    for m in all {
        if !once.contains(&m) {
            once.push(m);
        }
    }
    for m in once {
        out.push(m);
    }
}

/// The moves along every path of the piece's tables, repeats included.
fn path_moves<S: MoveSink>(e: &Equipment, s: &State, sq: Square, p: Piece, out: &mut S) {
    let color = p.color();
    let t = &e.tables;
    for path in t.paths(p.kind(), color, sq) {
        if path.initial && !initial_ok(e, s, sq, p) {
            continue;
        }
        // Most paths have no blockers: their (bounds-checked) slice is not taken.
        if path.has_blockers() {
            let occupied = t
                .blockers_of(path)
                .iter()
                .filter(|&&b| s.board[b as usize] != 0)
                .count();
            let blocked = match path.kind {
                PathKind::MustJump => occupied == 0,
                _ => occupied > 0,
            };
            if blocked {
                continue;
            }
        }
        let squares = t.squares_of(path);
        match path.kind {
            PathKind::Hop => {
                // A hopper shy of its own kind neither hops over nor takes one.
                let own = |code: u8| {
                    t.shy(p.kind()) && Piece::from_code(code).is_some_and(|q| q.kind() == p.kind())
                };
                let mut screened = false;
                for &to in squares {
                    let code = s.board[to as usize];
                    if !screened {
                        if code != 0 && own(code) {
                            break;
                        }
                        screened = code != 0;
                        continue;
                    }
                    if code == 0 {
                        if path.moves {
                            push_promotions(e, out, Move::new(p, sq, Square(to)));
                        }
                    } else {
                        if path.captures && !own(code) {
                            capture(e, out, p, sq, Square(to), code);
                        }
                        break;
                    }
                }
            }
            PathKind::Grasshopper => {
                if let Some(i) = squares.iter().position(|&x| s.board[x as usize] != 0)
                    && let Some(&to) = squares.get(i + 1)
                {
                    let code = s.board[to as usize];
                    if code == 0 {
                        if path.moves {
                            push_promotions(e, out, Move::new(p, sq, Square(to)));
                        }
                    } else if path.captures {
                        capture(e, out, p, sq, Square(to), code);
                    }
                }
            }
            _ => {
                for (i, &to) in squares.iter().enumerate() {
                    let code = s.board[to as usize];
                    if code == 0 {
                        if path.moves {
                            let mut m = Move::new(p, sq, Square(to));
                            if path.double_step {
                                m.ep_square = match (t.blockers_of(path), i) {
                                    ([skipped], 0) => Square(*skipped),
                                    (_, 0) => ep_skipped(e, sq, Square(to)),
                                    _ => Square(squares[i - 1]),
                                };
                            }
                            push_promotions(e, out, m);
                        } else if path.en_passant
                            && let Some(victim) = s.ep.victim_for(Square(to))
                            && s.piece(victim).is_some_and(|q| q.color() != color)
                        {
                            let mut m = Move::new(p, sq, Square(to));
                            m.captured = victim;
                            m.flags |= flags::EN_PASSANT;
                            push_promotions(e, out, m);
                        }
                    } else {
                        if path.captures {
                            capture(e, out, p, sq, Square(to), code);
                        }
                        if !path.scatter {
                            break;
                        }
                    }
                }
            }
        }
    }
}

/// The square a leaping double step skips (the middle of a straight two-square leap).
pub(super) fn ep_skipped(e: &Equipment, from: Square, to: Square) -> Square {
    let g = &e.geometry;
    let df = g.file_index(to) as i32 - g.file_index(from) as i32;
    let dr = g.rank_index(to) as i32 - g.rank_index(from) as i32;
    if df.abs().max(dr.abs()) != 2 {
        return Square::NONE;
    }
    g.offset(from, df / 2, dr / 2).unwrap_or(Square::NONE)
}

#[inline(always)]
pub(super) fn capture<S: MoveSink>(
    e: &Equipment,
    out: &mut S,
    p: Piece,
    from: Square,
    to: Square,
    code: u8,
) {
    let Some(victim) = Piece::from_code(code) else {
        return;
    };
    if victim.color() == p.color() || victim.kind().is_in(e.protected_mask) {
        return;
    }
    let mut m = Move::new(p, from, to);
    m.captured = to;
    push_promotions(e, out, m);
}

/// Pushes `m`, or one move per promotion choice when it ends in the promotion zone.
#[inline(always)]
pub fn push_promotions<S: MoveSink>(e: &Equipment, out: &mut S, m: Move) {
    push_promotions_of(e, out, m, m.piece, m.to);
}

/// Pushes `m`, or one move per promotion choice of `piece` arriving on `sq` (the mover,
/// or a swap partner carried to its last rank).
#[inline(always)]
pub fn push_promotions_of<S: MoveSink>(
    e: &Equipment,
    out: &mut S,
    m: Move,
    piece: Piece,
    sq: Square,
) {
    if piece.kind().is_in(e.promoting_mask) && e.promotes_on(piece, sq) {
        push_promotion_choices(e, out, m, piece);
    } else if piece.kind().is_in(e.careful_mask) {
        push_careful(e, out, m, piece, sq);
    } else {
        out.push(m);
    }
}

/// An arrival that may promote or stay (shogi), may promote on leaving the zone, or
/// may not stay where the piece could never move again. Out of line, as rare as
/// promotions are.
#[inline(never)]
fn push_careful<S: MoveSink>(e: &Equipment, out: &mut S, m: Move, piece: Piece, sq: Square) {
    let mut stay = !e.strands(piece, sq);
    if let Some(promo) = &e.kind(piece.kind()).promotion {
        let from_zone =
            promo.leaving && piece == m.piece && !m.from.is_none() && e.promotes_on(piece, m.from);
        let taking = !promo.on_capture || !m.captured.is_none();
        if taking && (e.promotes_on(piece, sq) || from_zone) {
            for &choice in promo.choices_for(piece.color()) {
                let mut pm = m;
                pm.promote = choice.index() as u8 + 1;
                out.push(pm);
            }
            stay &= promo.optional;
        }
    }
    if stay {
        out.push(m);
    }
}

/// The rare case kept out of line, so the common push stays small enough to inline.
#[inline(never)]
fn push_promotion_choices<S: MoveSink>(e: &Equipment, out: &mut S, m: Move, piece: Piece) {
    match &e.kind(piece.kind()).promotion {
        Some(promo) => {
            for &choice in promo.choices_for(piece.color()) {
                let mut pm = m;
                pm.promote = choice.index() as u8 + 1;
                out.push(pm);
            }
        }
        None => out.push(m),
    }
}
