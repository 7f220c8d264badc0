//! Pseudo-legal move generation from the compiled tables, attack tests, castling and
//! plain drops. Which of these moves are legal is `legal.rs`'s business.

use super::betza::PathKind;
use super::color::Color;
use super::geometry::Square;
use super::piece::Piece;
use super::state::State;
use super::turn::{Move, flags};
use super::variant::Variant;
use crate::rules::Rules;

/// Where generated moves go: a list, or a filter that counts or forwards the legal ones
/// without storing anything (perft's last ply, the legal-turn list).
pub trait MoveSink {
    fn push(&mut self, m: Move);
}

impl MoveSink for Vec<Move> {
    #[inline]
    fn push(&mut self, m: Move) {
        Vec::push(self, m);
    }
}

/// Every pseudo-legal move of `color`'s pieces and reserve: the rules of movement are
/// respected, the safety of the own king is not checked.
pub fn pseudo_moves<S: MoveSink>(v: &Variant, s: &State, color: Color, out: &mut S) {
    for sq in s.occ[color.index()].iter() {
        if let Some(p) = s.piece(sq) {
            piece_moves(v, s, sq, p, out);
        }
    }
    castling_moves(v, s, color, out);
    // Rule hooks fill a list; `Vec::new` does not allocate when they add nothing.
    let mut hooked = Vec::new();
    if s.reserve[color.index()].iter().any(|&n| n > 0) {
        v.rules().drops(v, s, color, &mut hooked);
    }
    v.rules().extra_moves(v, s, color, &mut hooked);
    for m in hooked {
        out.push(m);
    }
}

/// Whether the `i` moves of the piece on `sq` are available.
#[inline]
fn initial_ok(v: &Variant, s: &State, sq: Square, p: Piece) -> bool {
    if v.ranked_initial_mask & (1 << p.kind()) != 0 {
        v.initial_zone[p.kind()][p.color().index()].has(sq)
    } else {
        s.virgin.has(sq)
    }
}

/// The moves of one piece standing on `sq` (which need not be where it really is:
/// transfers generate from the corresponding square), each once.
pub fn piece_moves<S: MoveSink>(v: &Variant, s: &State, sq: Square, p: Piece, out: &mut S) {
    if !v.tables.overlaps(p.kind(), p.color()) {
        return path_moves(v, s, sq, p, out);
    }
    let mut all: Vec<Move> = Vec::new();
    path_moves(v, s, sq, p, &mut all);
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
fn path_moves<S: MoveSink>(v: &Variant, s: &State, sq: Square, p: Piece, out: &mut S) {
    let color = p.color();
    let t = &v.tables;
    for path in t.paths(p.kind(), color, sq) {
        if path.initial && !initial_ok(v, s, sq, p) {
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
                let mut screened = false;
                for &to in squares {
                    let code = s.board[to as usize];
                    if !screened {
                        screened = code != 0;
                        continue;
                    }
                    if code == 0 {
                        if path.moves {
                            push_promotions(v, out, Move::new(p, sq, Square(to)));
                        }
                    } else {
                        if path.captures {
                            capture(v, out, p, sq, Square(to), code);
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
                            push_promotions(v, out, Move::new(p, sq, Square(to)));
                        }
                    } else if path.captures {
                        capture(v, out, p, sq, Square(to), code);
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
                                    (_, 0) => ep_skipped(v, sq, Square(to)),
                                    _ => Square(squares[i - 1]),
                                };
                            }
                            push_promotions(v, out, m);
                        } else if path.en_passant
                            && let Some(victim) = s.ep.victim_for(Square(to))
                            && s.piece(victim).is_some_and(|q| q.color() != color)
                        {
                            let mut m = Move::new(p, sq, Square(to));
                            m.captured = victim;
                            m.flags |= flags::EN_PASSANT;
                            push_promotions(v, out, m);
                        }
                    } else {
                        if path.captures {
                            capture(v, out, p, sq, Square(to), code);
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
fn ep_skipped(v: &Variant, from: Square, to: Square) -> Square {
    let g = &v.geometry;
    let df = g.file(to) as i32 - g.file(from) as i32;
    let dr = g.rank(to) as i32 - g.rank(from) as i32;
    if df.abs().max(dr.abs()) != 2 {
        return Square::NONE;
    }
    g.offset(from, df / 2, dr / 2).unwrap_or(Square::NONE)
}

#[inline(always)]
fn capture<S: MoveSink>(v: &Variant, out: &mut S, p: Piece, from: Square, to: Square, code: u8) {
    let Some(victim) = Piece::from_code(code) else {
        return;
    };
    if victim.color() == p.color() || v.protected_mask & (1 << victim.kind()) != 0 {
        return;
    }
    let mut m = Move::new(p, from, to);
    m.captured = to;
    push_promotions(v, out, m);
}

/// Pushes `m`, or one move per promotion choice when it ends in the promotion zone.
#[inline(always)]
pub fn push_promotions<S: MoveSink>(v: &Variant, out: &mut S, m: Move) {
    push_promotions_of(v, out, m, m.piece, m.to);
}

/// Pushes `m`, or one move per promotion choice of `piece` arriving on `sq` (the mover,
/// or a swap partner carried to its last rank).
#[inline(always)]
pub fn push_promotions_of<S: MoveSink>(
    v: &Variant,
    out: &mut S,
    m: Move,
    piece: Piece,
    sq: Square,
) {
    if v.promoting_mask & (1 << piece.kind()) != 0 && v.promotes_on(piece, sq) {
        push_promotion_choices(v, out, m, piece);
    } else {
        out.push(m);
    }
}

/// The rare case kept out of line, so the common push stays small enough to inline.
#[inline(never)]
fn push_promotion_choices<S: MoveSink>(v: &Variant, out: &mut S, m: Move, piece: Piece) {
    match &v.kind(piece.kind()).promotion {
        Some(promo) => {
            for &choice in &promo.choices {
                let mut pm = m;
                pm.promote = choice as u8 + 1;
                out.push(pm);
            }
        }
        None => out.push(m),
    }
}

/// Whether `by` attacks `target` with anything: table captures, forward-checked
/// exotic captures, and the variant's own extra attacks.
pub fn attacked(v: &Variant, s: &State, target: Square, by: Color) -> bool {
    if v.tables.probe_attack(&s.board, target, by) {
        return true;
    }
    let slow = v.tables.slow_attackers(by);
    if slow != 0 && slow_attack(v, s, target, by, slow) {
        return true;
    }
    v.rules().extra_attack(v, s, target, by)
}

/// Attacks by kinds whose captures cannot be probed backwards: generate them forwards
/// against a stand-in enemy piece on `target` (royal pieces are never captured by
/// generation, and an empty square would not be captured at all).
fn slow_attack(v: &Variant, s: &State, target: Square, by: Color, slow: u64) -> bool {
    let Some(stand_in) = (0..v.kinds().len()).find(|&k| !v.kind(k).royal) else {
        return false;
    };
    let mut probe = s.clone();
    probe.board[target.index()] = Piece::new(stand_in, by.opposite()).code();
    let mut buf = Vec::new();
    for sq in s.occ[by.index()].iter() {
        if let Some(p) = s.piece(sq)
            && slow & (1 << p.kind()) != 0
        {
            buf.clear();
            piece_moves(v, &probe, sq, p, &mut buf);
            if buf.iter().any(|m| m.captured == target) {
                return true;
            }
        }
    }
    false
}

/// Whether any royal piece of `color` is attacked (whether it is in check, where
/// there is check).
pub fn royal_attacked(v: &Variant, s: &State, color: Color) -> bool {
    if v.rules.several_royals {
        return attacked_royal(v, s, color).is_some();
    }
    let r = s.royal[color.index()];
    !r.is_none() && attacked(v, s, r, color.opposite())
}

/// The first of `color`'s royal pieces that is attacked.
#[cold]
#[inline(never)]
pub fn attacked_royal(v: &Variant, s: &State, color: Color) -> Option<Square> {
    s.royals(v, color)
        .iter()
        .find(|&sq| attacked(v, s, sq, color.opposite()))
}

/// Castlings for `color` whose conditions hold: both pieces unmoved, the squares
/// between empty, and the king safe on every square it stands on or crosses.
pub fn castling_moves<S: MoveSink>(v: &Variant, s: &State, color: Color, out: &mut S) {
    for c in v.castlings_for(color) {
        if !(s.virgin.has(c.king_from) && s.virgin.has(c.rook_from)) {
            continue;
        }
        let (Some(king), Some(rook)) = (s.piece(c.king_from), s.piece(c.rook_from)) else {
            continue;
        };
        if king.color() != color
            || rook.color() != color
            || !v.kind(king.kind()).royal
            || v.castle_partner != Some(rook.kind())
        {
            continue;
        }
        if c.empty.iter().any(|&sq| !s.is_empty(sq)) {
            continue;
        }
        if !king_safe_on(v, s, c.king_from, &c.safe, color) {
            continue;
        }
        let mut m = Move::new(king, c.king_from, c.king_to);
        m.side_from = c.rook_from;
        m.side_to = c.rook_to;
        m.flags |= flags::CASTLE;
        out.push(m);
    }
}

/// Whether the king from `origin` would be safe standing on each of `squares`, tested
/// with the king moved there (its origin empty, the rook not yet moved).
pub fn king_safe_on(
    v: &Variant,
    s: &State,
    origin: Square,
    squares: &[Square],
    color: Color,
) -> bool {
    let Some(king) = s.piece(origin) else {
        return false;
    };
    let mut probe = s.clone();
    probe.remove(origin);
    for &sq in squares {
        let saved = probe.board[sq.index()];
        probe.board[sq.index()] = king.code();
        let hit = attacked(v, &probe, sq, color.opposite());
        probe.board[sq.index()] = saved;
        if hit {
            return false;
        }
    }
    true
}

/// Reserve drops onto empty squares of the drop zone, honouring colour-bound slots.
pub fn drops_onto_empty(v: &Variant, s: &State, color: Color, out: &mut Vec<Move>) {
    for i in 0..v.reserve_slots().len() {
        if s.reserve[color.index()][i] == 0 {
            continue;
        }
        for sq in v.geometry.squares() {
            if s.is_empty(sq) && v.in_drop_zone(sq, color) && slot_allows(v, i, sq) {
                out.push(drop_move(v, color, i, sq));
            }
        }
    }
}

/// A drop of slot `slot` onto `sq`, with no side effect.
pub fn drop_move(v: &Variant, color: Color, slot: usize, sq: Square) -> Move {
    let piece = Piece::new(v.reserve_slots()[slot].kind, color);
    let mut m = Move::new(piece, Square::NONE, sq);
    m.slot = slot as u8;
    m.flags |= flags::DROP;
    m
}

/// Whether a colour-bound slot may go to `sq`.
pub fn slot_allows(v: &Variant, slot: usize, sq: Square) -> bool {
    match v.reserve_slots()[slot].dark {
        None => true,
        Some(dark) => v.geometry.square_is_dark(sq) == dark,
    }
}
