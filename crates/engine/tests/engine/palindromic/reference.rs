//! A naive implementation of Palindromic's turn rules, written straight from
//! `palindromic.md` without the engine's tables: pieces are labels on an 8x8 array,
//! slides are walked square by square, reachability is a breadth-first search over
//! whole moves and the matching is tried by brute force.

use pigeonpost_engine::{Color, Position, registry};

type Board = [Option<(String, bool)>; 64];

fn board(pos: &Position) -> Board {
    let g = pos.variant().geometry();
    std::array::from_fn(|i| {
        g.parse_square(&name(i))
            .and_then(|sq| pos.piece_at(sq))
            .map(|p| (p.label.to_uppercase(), p.color == Color::White))
    })
}

fn name(i: usize) -> String {
    format!("{}{}", (b'a' + (i % 8) as u8) as char, i / 8 + 1)
}

/// (dx, dy, slides) for a piece of `label` and colour.
fn shapes(label: &str, white: bool) -> Vec<(i32, i32, bool)> {
    let f = if white { 1 } else { -1 };
    let right = f;
    match label {
        "K" | "P" => vec![(0, f, false), (1, f, false), (-1, f, false)],
        "Q" => vec![(0, f, true), (1, f, true), (-1, f, true)],
        "B" => vec![(1, f, true), (-1, f, true)],
        "N" => vec![
            (1, 2 * f, false),
            (-1, 2 * f, false),
            (2, f, false),
            (-2, f, false),
        ],
        "RR" => vec![(0, f, true), (right, 0, true)],
        "LR" => vec![(0, f, true), (-right, 0, true)],
        other => panic!("unknown {other}"),
    }
}

/// Targets of a piece on `from`, with `blocked(sq)` the squares it may not enter
/// or pass.
fn targets(label: &str, white: bool, from: usize, blocked: &dyn Fn(usize) -> bool) -> Vec<usize> {
    let mut out = Vec::new();
    for (dx, dy, slides) in shapes(label, white) {
        let (mut x, mut y) = ((from % 8) as i32, (from / 8) as i32);
        loop {
            x += dx;
            y += dy;
            if !(0..8).contains(&x) || !(0..8).contains(&y) {
                break;
            }
            let sq = (y * 8 + x) as usize;
            if blocked(sq) {
                break;
            }
            out.push(sq);
            if !slides {
                break;
            }
        }
    }
    out
}

fn dests(label: &str, white: bool) -> Vec<usize> {
    static START: std::sync::OnceLock<Vec<(String, bool)>> = std::sync::OnceLock::new();
    let start = START.get_or_init(|| {
        let b = board(&Position::start(
            &registry::get("palindromic").expect("registered"),
        ));
        b.iter()
            .map(|p| p.clone().unwrap_or((String::new(), false)))
            .collect()
    });
    (0..64)
        .filter(|&i| start[i].0 == label && start[i].1 != white)
        .collect()
}

fn assign(options: &[Vec<usize>], used: &mut Vec<usize>) -> bool {
    let Some((first, rest)) = options.split_first() else {
        return true;
    };
    for &d in first {
        if !used.contains(&d) {
            used.push(d);
            if assign(rest, used) {
                return true;
            }
            used.pop();
        }
    }
    false
}

fn goal_possible(b: &Board) -> bool {
    let frozen: Vec<bool> = (0..64)
        .map(|i| {
            b[i].as_ref()
                .is_some_and(|(l, w)| dests(l, *w).contains(&i))
        })
        .collect();
    for label in ["K", "Q", "B", "N", "RR", "LR", "P"] {
        for white in [true, false] {
            let d = dests(label, white);
            let mut options = Vec::new();
            for i in 0..64 {
                if b[i]
                    .as_ref()
                    .is_some_and(|(l, w)| l == label && *w == white)
                {
                    if frozen[i] {
                        options.push(vec![i]);
                        continue;
                    }
                    let mut seen = [false; 64];
                    let mut todo = vec![i];
                    while let Some(sq) = todo.pop() {
                        for t in targets(label, white, sq, &|s| frozen[s]) {
                            if !seen[t] {
                                seen[t] = true;
                                todo.push(t);
                            }
                        }
                    }
                    options.push(d.iter().copied().filter(|&x| seen[x]).collect());
                }
            }
            if !assign(&options, &mut Vec::new()) {
                return false;
            }
        }
    }
    true
}

fn reversed(b: &Board) -> bool {
    (0..64).all(|i| match &b[i] {
        Some((l, w)) => dests(l, *w).contains(&i),
        None => true,
    }) && b.iter().flatten().count() == 32
}

/// Legal moves of `white`'s pieces: (from, to, label, board after).
fn moves(b: &Board, white: bool) -> Vec<(usize, usize, String, Board)> {
    let mut out = Vec::new();
    for from in 0..64 {
        let Some((label, w)) = b[from].clone() else {
            continue;
        };
        if w != white {
            continue;
        }
        for to in targets(&label, w, from, &|s| b[s].is_some()) {
            let mut after = b.clone();
            after[to] = after[from].take();
            if goal_possible(&after) {
                out.push((from, to, label.clone(), after));
            }
        }
    }
    out
}

fn text(label: &str, white: bool, from: usize, to: usize) -> String {
    let l = if white {
        label.to_string()
    } else {
        label.to_lowercase()
    };
    format!("{l} {}-{}", name(from), name(to))
}

pub fn turns(pos: &Position) -> Vec<String> {
    let b = board(pos);
    if reversed(&b) {
        return Vec::new();
    }
    let me = pos.side_to_move() == Color::White;
    let mine = moves(&b, me);
    let dist = |f: usize, t: usize| {
        ((f % 8) as i32 - (t % 8) as i32)
            .abs()
            .max((f / 8) as i32 - (t / 8) as i32)
            .max((t / 8) as i32 - (f / 8) as i32)
    };
    let mut out = Vec::new();
    for (from, to, label, after) in &mine {
        let best = mine
            .iter()
            .filter(|m| m.0 == *from)
            .map(|m| dist(m.0, m.1))
            .max()
            .unwrap_or(0);
        if dist(*from, *to) != best {
            continue;
        }
        let first = text(label, me, *from, *to);
        if reversed(after) {
            out.push(first);
            continue;
        }
        let theirs = moves(after, !me);
        if theirs.is_empty() {
            out.push(first.clone());
        }
        for (f2, t2, l2, _) in theirs {
            out.push(format!("{first}; {}", text(&l2, !me, f2, t2)));
        }
    }
    if mine.is_empty() && !pos.fen().contains(" pass") {
        out.push("pass".into());
    }
    out.sort();
    out
}
