//! An independent, deliberately naive generator of Tandem-84 turns (test code only),
//! written from the rules file rather than from the engine's hook code
//! (`tandem84.rs`, `tandem84_moves.rs`): it scans every square, generates a drop by
//! really moving the piece to the drop square in a copy, tries every pair of component
//! moves with a full copy-apply-test, and checks the end-of-turn king with no pruning.
//! It shares with the engine only what every variant uses: Betza moves of one piece
//! (`movegen::piece_moves`), orthodox castling, applying a move and the attack test.
//! `tandem84_deep` compares its turn lists and perft counts with the engine's; it lives
//! inside the crate because it builds moves and states, which users never see.

use crate::color::Color;
use crate::movegen;
use crate::piece::Piece;
use crate::position::Position;
use crate::rules::Rules;
use crate::square::Square;
use crate::state::State;
use crate::turn::{Move, Turn, flags};
use crate::variant::Variant;

fn label(v: &Variant, p: Piece) -> String {
    v.pieces()[p.kind().index()].label.clone()
}

fn kind_of(v: &Variant, l: &str) -> usize {
    v.pieces().iter().position(|k| k.label == l).expect("label")
}

fn sq(v: &Variant, name: &str) -> Square {
    v.geometry().parse_square(name).expect("square")
}

fn in_check(v: &Variant, s: &State, c: Color) -> bool {
    movegen::royal_attacked(v.equipment(), v.rules(), s, c)
}

/// A swap of `p` on `from` (dropping through `via` or not) with the friend on `to`, the
/// partner going to `back`; pawn partners obey the first- and last-rank rules.
#[allow(clippy::too_many_arguments)]
fn swap(
    v: &Variant,
    out: &mut Vec<Move>,
    p: Piece,
    from: Square,
    via: Square,
    to: Square,
    partner: Piece,
    back: Square,
) {
    let mut m = Move::new(p, from, to);
    m.via = via;
    m.side_from = to;
    m.side_to = back;
    m.flags = flags::SWAP | if via.is_none() { 0 } else { flags::TRANSFER };
    if label(v, partner) == "P" {
        let rank = v.geometry().rank(back).index();
        let (first, last) = if partner.color() == Color::White {
            (0, 6)
        } else {
            (6, 0)
        };
        if rank == first {
            return;
        }
        if rank == last {
            for l in ["Q", "M", "C", "R", "B", "N", "G"] {
                let mut pm = m;
                pm.promote = kind_of(v, l) as u8 + 1;
                out.push(pm);
            }
            return;
        }
    }
    out.push(m);
}

/// Every component move of the side to move.
pub fn components(v: &Variant, s: &State, ghost_steps_like_king: bool) -> Vec<Move> {
    let g = v.geometry();
    let me = s.side;
    let check = in_check(v, s, me);
    let mut out = Vec::new();
    for from in g.squares() {
        let Some(p) = s.piece(from) else { continue };
        if p.color() != me {
            continue;
        }
        let lp = label(v, p);
        let corr = g.corresponding(from).expect("two boards");
        if lp == "G" {
            for (start, via) in [(from, Square::NONE), (corr, corr)] {
                if !via.is_none() {
                    match s.piece(corr) {
                        Some(q) if q.color() == me && label(v, q) != "G" => {
                            let king = label(v, q) == "K";
                            if !(king && check) {
                                swap(v, &mut out, p, from, corr, corr, q, from);
                            }
                            continue;
                        }
                        Some(_) => continue,
                        None => {}
                    }
                }
                for to in g.squares() {
                    if g.board_of(to) != g.board_of(start) || to == start {
                        continue;
                    }
                    let df = g.file_index(to) as i32 - g.file_index(start) as i32;
                    let dr = g.rank_index(to) as i32 - g.rank_index(start) as i32;
                    if ghost_steps_like_king && (df.abs() > 1 || dr.abs() > 1) {
                        continue;
                    }
                    match s.piece(to) {
                        None => {
                            let mut m = Move::new(p, from, to);
                            if !via.is_none() {
                                m.via = via;
                                m.flags = flags::TRANSFER;
                            }
                            out.push(m);
                        }
                        Some(q) if q.color() == me && label(v, q) != "G" => {
                            if !(label(v, q) == "K" && check && !via.is_none()) {
                                swap(v, &mut out, p, from, via, to, q, from);
                            }
                        }
                        Some(_) => {}
                    }
                }
            }
            continue;
        }
        movegen::piece_moves(v.equipment(), s, from, p, &mut out);
        if lp == "K" && check {
            continue;
        }
        match s.piece(corr) {
            None => {
                let mut moved = s.clone();
                moved.remove(from);
                moved.put(v.equipment(), corr, p);
                let mut buf = Vec::new();
                movegen::piece_moves(v.equipment(), &moved, corr, p, &mut buf);
                for mut m in buf {
                    m.from = from;
                    m.via = corr;
                    m.flags |= flags::TRANSFER;
                    out.push(m);
                }
            }
            Some(q) if q.color() == me && label(v, q) != lp => {
                if !(label(v, q) == "K" && check) {
                    swap(v, &mut out, p, from, corr, corr, q, from);
                }
            }
            Some(_) => {}
        }
    }
    movegen::castling_moves(v.equipment(), v.rules(), s, me, &mut out);
    // Drop-castling, squares straight from the rules file's table.
    let (king, rook, path, king_to, rook_to) = if me == Color::White {
        ("d1", "g1", ["j1", "i1", "h1"], "h1", "i1")
    } else {
        ("i7", "f7", ["c7", "d7", "e7"], "e7", "d7")
    };
    let (king, rook) = (sq(v, king), sq(v, rook));
    let path: Vec<Square> = path.iter().map(|n| sq(v, n)).collect();
    if !check
        && s.virgin.has(king)
        && s.virgin.has(rook)
        && s.piece(king)
            .is_some_and(|p| label(v, p) == "K" && p.color() == me)
        && s.piece(rook)
            .is_some_and(|p| label(v, p) == "R" && p.color() == me)
        && path.iter().all(|&q| s.is_empty(q))
        && movegen::king_safe_on(v.equipment(), v.rules(), s, king, &path, me)
    {
        let mut m = Move::new(s.piece(king).expect("king"), king, sq(v, king_to));
        m.via = path[0];
        m.side_from = rook;
        m.side_to = sq(v, rook_to);
        m.flags = flags::CASTLE | flags::TRANSFER;
        out.push(m);
    }
    out
}

/// Every legal turn, by the "Formal legality" of the rules file, tried exhaustively.
pub fn turns(v: &Variant, s: &State, ghost_steps_like_king: bool) -> Vec<Turn> {
    let g = v.geometry();
    let me = s.side;
    let first_turn = me == Color::White && s.fullmove == 1;
    let mut out = Vec::new();
    for m1 in components(v, s, ghost_steps_like_king) {
        let mut s1 = s.clone();
        s1.apply(v.equipment(), &m1);
        let mut second = false;
        if !first_turn {
            for m2 in components(v, &s1, ghost_steps_like_king) {
                let same_board = g.board_of(m2.from) == g.board_of(m1.from);
                let same_piece = m2.from == m1.to;
                let castled_rook =
                    m1.is(flags::CASTLE) && !m1.via.is_none() && m2.from == m1.side_to;
                if same_board || same_piece || castled_rook {
                    continue;
                }
                let mut s2 = s1.clone();
                s2.apply(v.equipment(), &m2);
                if !in_check(v, &s2, me) {
                    second = true;
                    out.push(Turn::double(m1, m2));
                }
            }
        }
        if !second && !in_check(v, &s1, me) {
            out.push(Turn::single(m1));
        }
    }
    out
}

pub fn turn_texts(p: &Position) -> Vec<String> {
    turns(p.variant(), p.state(), false)
        .iter()
        .map(|t| p.turn_text(t))
        .collect()
}

pub fn perft(p: &Position, depth: u32) -> u64 {
    fn count(v: &Variant, s: &State, depth: u32) -> u64 {
        let list = turns(v, s, false);
        if depth == 1 {
            return list.len() as u64;
        }
        list.iter()
            .map(|t| {
                let mut next = s.clone();
                v.rules().play_turn(v.equipment(), &mut next, t);
                count(v, &next, depth - 1)
            })
            .sum()
    }
    if depth == 0 {
        return 1;
    }
    count(p.variant(), p.state(), depth)
}
