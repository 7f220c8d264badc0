//! Morphomania's independent counter, written from the rules file alone: plain arrays
//! of labels, hand-written move patterns, no Betza and no engine types.

/// The form a family member takes on (file, rank), both 0-based.
pub(super) fn form(label: char, file: usize, rank: usize) -> char {
    // a1 = (1, 1) is dark: file+rank (1-based) even.
    let dark = (file + rank).is_multiple_of(2);
    let even_rank = (rank + 1).is_multiple_of(2);
    match label {
        'N' | 'A' => ['N', 'A'][dark as usize],
        'R' | 'C' => ['C', 'R'][dark as usize],
        'Q' | 'Z' => ['Q', 'Z'][dark as usize],
        'P' | 'S' => ['P', 'S'][dark as usize],
        'B' | 'H' => ['B', 'H'][even_rank as usize],
        other => other,
    }
}

#[derive(Clone)]
pub(super) struct Brute {
    /// `board[rank][file]`: upper case White, lower case Black.
    board: [[Option<char>; 9]; 9],
    white: bool,
    /// Castling rights: [White i-side, White a-side, Black i-side, Black a-side].
    rights: [bool; 4],
}

const KNIGHT: [(i32, i32); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
const DIAG: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
const ORTH: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];

impl Brute {
    pub(super) fn from_fen(fen: &str) -> Brute {
        let fields: Vec<&str> = fen.split_whitespace().collect();
        let mut board = [[None; 9]; 9];
        for (i, row) in fields[0].split('/').enumerate() {
            let rank = 8 - i;
            let mut file = 0;
            for c in row.chars() {
                if let Some(d) = c.to_digit(10) {
                    file += d as usize;
                } else {
                    board[rank][file] = Some(c);
                    file += 1;
                }
            }
        }
        let c = fields[2];
        Brute {
            board,
            white: fields[1] == "w",
            rights: [
                c.contains('K'),
                c.contains('Q'),
                c.contains('k'),
                c.contains('q'),
            ],
        }
    }

    /// Placement, side and castling rights, as the engine's FEN writes them.
    pub(super) fn key(&self) -> String {
        let mut rows = Vec::new();
        for rank in (0..9).rev() {
            let mut row = String::new();
            let mut gap = 0;
            for file in 0..9 {
                match self.board[rank][file] {
                    None => gap += 1,
                    Some(c) => {
                        if gap > 0 {
                            row.push_str(&gap.to_string());
                            gap = 0;
                        }
                        row.push(c);
                    }
                }
            }
            if gap > 0 {
                row.push_str(&gap.to_string());
            }
            rows.push(row);
        }
        let rights: String = "KQkq"
            .chars()
            .zip(self.rights)
            .filter(|&(_, r)| r)
            .map(|(c, _)| c)
            .collect();
        format!(
            "{} {} {}",
            rows.join("/"),
            if self.white { "w" } else { "b" },
            if rights.is_empty() { "-" } else { &rights }
        )
    }

    fn get(&self, f: i32, r: i32) -> Option<Option<char>> {
        ((0..9).contains(&f) && (0..9).contains(&r)).then(|| self.board[r as usize][f as usize])
    }

    fn is_white(c: char) -> bool {
        c.is_ascii_uppercase()
    }

    /// Targets of the piece on (f, r): (to-file, to-rank) with whether it captures.
    /// `attacks` also reports captures of kings (for check detection).
    fn targets(&self, f: i32, r: i32, attacks: bool) -> Vec<(i32, i32)> {
        let c = self.board[r as usize][f as usize].expect("a piece");
        let white = Brute::is_white(c);
        let mut out = Vec::new();
        let enemy =
            |x: char| Brute::is_white(x) != white && (attacks || !x.eq_ignore_ascii_case(&'K'));
        let leap = |out: &mut Vec<(i32, i32)>, dirs: &[(i32, i32)]| {
            for &(df, dr) in dirs {
                match self.get(f + df, r + dr) {
                    Some(None) => out.push((f + df, r + dr)),
                    Some(Some(x)) if enemy(x) => out.push((f + df, r + dr)),
                    _ => {}
                }
            }
        };
        let slide = |out: &mut Vec<(i32, i32)>, dirs: &[(i32, i32)]| {
            for &(df, dr) in dirs {
                let (mut x, mut y) = (f + df, r + dr);
                while let Some(sq) = self.get(x, y) {
                    match sq {
                        None => out.push((x, y)),
                        Some(p) => {
                            if enemy(p) {
                                out.push((x, y));
                            }
                            break;
                        }
                    }
                    x += df;
                    y += dr;
                }
            }
        };
        let all: Vec<(i32, i32)> = DIAG.iter().chain(ORTH.iter()).copied().collect();
        match c.to_ascii_uppercase() {
            'K' => leap(&mut out, &all),
            'Q' => slide(&mut out, &all),
            'Z' => {
                slide(&mut out, &all);
                leap(&mut out, &KNIGHT);
            }
            'R' => slide(&mut out, &ORTH),
            'C' => {
                slide(&mut out, &ORTH);
                leap(&mut out, &KNIGHT);
            }
            'B' => slide(&mut out, &DIAG),
            'H' => {
                slide(&mut out, &DIAG);
                leap(&mut out, &ORTH);
            }
            'N' => leap(&mut out, &KNIGHT),
            'A' => {
                slide(&mut out, &DIAG);
                leap(&mut out, &KNIGHT);
            }
            p @ ('P' | 'S') => {
                let dir = if white { 1 } else { -1 };
                let (step, reach) = if p == 'P' { (1, 2) } else { (2, 3) };
                for d in 1..=reach {
                    match self.get(f, r + d * dir) {
                        Some(None) => {
                            if d <= step && !attacks {
                                out.push((f, r + d * dir));
                            }
                        }
                        Some(Some(x)) => {
                            if enemy(x) {
                                out.push((f, r + d * dir));
                            }
                            break;
                        }
                        None => break,
                    }
                }
            }
            other => panic!("unknown piece {other}"),
        }
        out
    }

    fn king(&self, white: bool) -> Option<(i32, i32)> {
        let k = if white { 'K' } else { 'k' };
        (0..9)
            .flat_map(|r| (0..9).map(move |f| (f, r)))
            .find(|&(f, r)| self.board[r as usize][f as usize] == Some(k))
    }

    fn attacked(&self, sq: (i32, i32), by_white: bool) -> bool {
        (0..9)
            .flat_map(|r| (0..9).map(move |f| (f, r)))
            .any(|(f, r)| {
                self.board[r as usize][f as usize].is_some_and(|c| Brute::is_white(c) == by_white)
                    && self.targets(f, r, true).contains(&sq)
            })
    }

    fn bare(&self, white: bool) -> bool {
        self.board
            .iter()
            .flatten()
            .flatten()
            .filter(|&&c| Brute::is_white(c) == white)
            .count()
            == 1
    }

    fn place(&mut self, (f, r): (i32, i32), c: char) {
        let morphed = form(c.to_ascii_uppercase(), f as usize, r as usize);
        let c = if Brute::is_white(c) {
            morphed
        } else {
            morphed.to_ascii_lowercase()
        };
        self.board[r as usize][f as usize] = Some(c);
    }

    fn touch(&mut self, (f, r): (i32, i32)) {
        // Rights go when the king or a castling rook leaves or is captured.
        for (i, (kf, rf, rank)) in [(4, 8, 0), (4, 0, 0), (4, 8, 8), (4, 0, 8)]
            .into_iter()
            .enumerate()
        {
            if r == rank && (f == kf || f == rf) {
                self.rights[i] = false;
            }
        }
    }

    /// Every position one legal turn away.
    pub(super) fn children(&self) -> Vec<Brute> {
        let mut out = Vec::new();
        if self.bare(true) || self.bare(false) {
            return out;
        }
        let me = self.white;
        for r in 0..9 {
            for f in 0..9 {
                let Some(c) = self.board[r as usize][f as usize] else {
                    continue;
                };
                if Brute::is_white(c) != me {
                    continue;
                }
                for to in self.targets(f, r, false) {
                    let last = if me { 8 } else { 0 };
                    let pawn = matches!(c.to_ascii_uppercase(), 'P' | 'S');
                    let forms: Vec<char> = if pawn && to.1 == last {
                        "QRBN".chars().collect()
                    } else {
                        vec![c.to_ascii_uppercase()]
                    };
                    for form in forms {
                        let mut next = self.clone();
                        next.board[r as usize][f as usize] = None;
                        next.place(to, if me { form } else { form.to_ascii_lowercase() });
                        next.touch((f, r));
                        next.touch(to);
                        next.white = !me;
                        out.push(next);
                    }
                }
            }
        }
        // Castling: king e -> h with rook i -> g, or e -> b with a -> c.
        let rank = if me { 0 } else { 8 };
        let base = if me { 0 } else { 2 };
        for (right, rook_f, king_to, rook_to, between) in [
            (base, 8, 7, 6, &[5, 6, 7][..]),
            (base + 1, 0, 1, 2, &[1, 2, 3][..]),
        ] {
            if !self.rights[right] || between.iter().any(|&x| self.board[rank][x].is_some()) {
                continue;
            }
            let step = if king_to > 4 { 1 } else { -1 };
            let mut probe = self.clone();
            probe.board[rank][4] = None;
            let king = if me { 'K' } else { 'k' };
            let safe = (0..=3).all(|i| {
                let x = 4 + i * step;
                let mut p = probe.clone();
                p.board[rank][x as usize] = Some(king);
                !p.attacked((x, rank as i32), !me)
            });
            if !safe {
                continue;
            }
            let mut next = self.clone();
            let rook = next.board[rank][rook_f].take().expect("rook");
            next.board[rank][4] = None;
            next.board[rank][king_to] = Some(king);
            next.place((rook_to, rank as i32), rook);
            next.touch((4, rank as i32));
            next.white = !me;
            out.push(next);
        }
        out.retain(|n| n.king(me).is_some_and(|k| !n.attacked(k, !me)));
        out
    }

    pub(super) fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let kids = self.children();
        if depth == 1 {
            return kids.len() as u64;
        }
        kids.iter().map(|k| k.perft(depth - 1)).sum()
    }
}

/// The engine's FEN cut to what `Brute::key` writes.
pub(super) fn key_of_fen(fen: &str) -> String {
    fen.split_whitespace().take(3).collect::<Vec<_>>().join(" ")
}
