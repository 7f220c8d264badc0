//! THROWAWAY stand-in for `src/engine` (being written on `main`), with the same names, so the
//! server compiles and its tests run before the real engine lands. A tiny chess: no
//! castling, no en passant, queen-only promotion, two variants. Delete on merge.

pub mod registry {
    use super::Variant;
    use std::sync::Arc;

    pub fn keys() -> Vec<&'static str> {
        vec!["chess", "capablanca"]
    }

    pub fn get(key: &str) -> Option<Arc<Variant>> {
        match key {
            "chess" => Some(Arc::new(Variant::new("chess", "Chess", 8, "rnbqkbnr"))),
            "capablanca" => Some(Arc::new(Variant::new(
                "capablanca",
                "Capablanca Chess",
                10,
                "rnabqkbcnr",
            ))),
            _ => None,
        }
    }
}

pub mod notation {
    use super::{Position, Turn};

    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    pub enum ErrorKind {
        Syntax,
        Illegal,
        Ambiguous,
    }

    #[derive(Debug, Clone)]
    pub struct NotationError {
        kind: ErrorKind,
        message: String,
    }

    impl NotationError {
        pub fn kind(&self) -> ErrorKind {
            self.kind
        }
    }

    impl std::fmt::Display for NotationError {
        fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            f.write_str(&self.message)
        }
    }

    impl std::error::Error for NotationError {}

    #[derive(Debug, Clone)]
    pub struct Resolved {
        pub turn: Turn,
        pub canonical: String,
        pub comment: Option<String>,
    }

    pub fn resolve(p: &Position, text: &str) -> Result<Resolved, NotationError> {
        let (body, comment) = match text.split_once("//") {
            Some((b, c)) => (b.trim(), Some(c.trim().to_string())),
            None => (text.trim(), None),
        };
        if body.is_empty() || !body.contains('-') {
            return Err(NotationError {
                kind: ErrorKind::Syntax,
                message: format!("cannot read \"{body}\": write a move like \"P e2-e4\""),
            });
        }
        let norm = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ");
        let body = norm(body);
        for t in p.legal_turns() {
            let canonical = p.turn_text(&t);
            let short = canonical.split_once(' ').map(|(_, r)| r.to_string());
            let bare = canonical.split(';').next().unwrap_or("").trim().to_string();
            if body == canonical || Some(&body) == short.as_ref() || body == bare {
                return Ok(Resolved {
                    turn: t,
                    canonical,
                    comment,
                });
            }
        }
        Err(NotationError {
            kind: ErrorKind::Illegal,
            message: format!("\"{body}\" is not a legal move in this position"),
        })
    }
}

use std::sync::Arc;

#[derive(Debug, Clone)]
pub struct Ruling {
    pub title: String,
    pub text: String,
}

#[derive(Debug, Clone)]
pub struct PieceInfo {
    pub label: String,
    pub name: String,
    pub betza: String,
    pub glyph: String,
    pub notes: String,
}

#[derive(Debug, Clone)]
pub struct BoardPart {
    pub first_file: usize,
    pub files: usize,
}

#[derive(Debug, Clone)]
pub struct Geometry {
    width: usize,
    height: usize,
    boards: Vec<BoardPart>,
}

impl Geometry {
    pub fn width(&self) -> usize {
        self.width
    }
    pub fn height(&self) -> usize {
        self.height
    }
    pub fn boards(&self) -> &[BoardPart] {
        &self.boards
    }
    pub fn square_name(&self, file: usize, rank: usize) -> String {
        format!("{}{}", (b'a' + file as u8) as char, rank + 1)
    }
    pub fn is_dark(&self, file: usize, rank: usize) -> bool {
        (file + rank) % 2 == 0
    }
}

#[derive(Debug)]
pub struct Variant {
    key: &'static str,
    name: &'static str,
    back: &'static str,
    geometry: Geometry,
    rulings: Vec<Ruling>,
}

const PIECES: &[(char, &str, &str, &str)] = &[
    ('K', "King", "king", "K"),
    ('Q', "Queen", "queen", "Q"),
    ('R', "Rook", "rook", "R"),
    ('B', "Bishop", "bishop", "B"),
    ('N', "Knight", "knight", "N"),
    ('P', "Pawn", "pawn", "fmWfceF"),
    ('A', "Archbishop", "bishop-knight", "BN"),
    ('C', "Chancellor", "rook-knight", "RN"),
];

impl Variant {
    fn new(key: &'static str, name: &'static str, width: usize, back: &'static str) -> Self {
        Variant {
            key,
            name,
            back,
            geometry: Geometry {
                width,
                height: 8,
                boards: vec![BoardPart {
                    first_file: 0,
                    files: width,
                }],
            },
            rulings: vec![Ruling {
                title: "Promotion".into(),
                text: "A pawn reaching the last rank becomes a queen (shim).".into(),
            }],
        }
    }
    pub fn key(&self) -> &str {
        self.key
    }
    pub fn name(&self) -> &str {
        self.name
    }
    pub fn summary(&self) -> &str {
        "A stand-in summary until the engine lands."
    }
    pub fn rulings(&self) -> &[Ruling] {
        &self.rulings
    }
    pub fn pieces(&self) -> Vec<PieceInfo> {
        PIECES
            .iter()
            .filter(|(l, ..)| *l == 'P' || self.back.contains(l.to_ascii_lowercase()))
            .map(|(l, n, g, b)| PieceInfo {
                label: l.to_string(),
                name: n.to_string(),
                betza: b.to_string(),
                glyph: g.to_string(),
                notes: String::new(),
            })
            .collect()
    }
    pub fn geometry(&self) -> &Geometry {
        &self.geometry
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Color {
    White,
    Black,
}

impl Color {
    pub fn opposite(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }
}

impl std::fmt::Display for Color {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Color::White => "white",
            Color::Black => "black",
        })
    }
}

#[derive(Debug, Clone)]
pub struct PieceView {
    pub label: String,
    pub color: Color,
    pub glyph: String,
    pub name: String,
}

#[derive(Debug, Clone)]
pub struct Outcome {
    pub winner: Option<Color>,
    pub reason: String,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ComponentMove {
    from: (usize, usize),
    to: (usize, usize),
}

impl ComponentMove {
    pub fn from(&self) -> Option<(usize, usize)> {
        Some(self.from)
    }
    pub fn to(&self) -> (usize, usize) {
        self.to
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Turn {
    moves: Vec<ComponentMove>,
}

impl Turn {
    pub fn moves(&self) -> &[ComponentMove] {
        &self.moves
    }
}

#[derive(Debug, Clone)]
pub struct FenError(String);
impl std::fmt::Display for FenError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}
impl std::error::Error for FenError {}

#[derive(Debug, Clone)]
pub struct GameError(String);
impl std::fmt::Display for GameError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}
impl std::error::Error for GameError {}

#[derive(Debug, Clone)]
pub struct Position {
    variant: Arc<Variant>,
    board: Vec<Option<char>>,
    white_to_move: bool,
}

const ORTH: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const DIAG: [(i32, i32); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];
const KNIGHT: [(i32, i32); 8] = [
    (1, 2),
    (2, 1),
    (-1, 2),
    (-2, 1),
    (1, -2),
    (2, -1),
    (-1, -2),
    (-2, -1),
];

impl Position {
    pub fn start(v: &Arc<Variant>) -> Position {
        let w = v.geometry.width;
        let mut board = vec![None; w * 8];
        for (f, c) in v.back.chars().enumerate() {
            board[f] = Some(c.to_ascii_uppercase());
            board[w + f] = Some('P');
            board[6 * w + f] = Some('p');
            board[7 * w + f] = Some(c);
        }
        Position {
            variant: v.clone(),
            board,
            white_to_move: true,
        }
    }

    pub fn from_fen(v: &Arc<Variant>, fen: &str) -> Result<Position, FenError> {
        let w = v.geometry.width;
        let mut parts = fen.split(' ');
        let rows: Vec<&str> = parts.next().unwrap_or("").split('/').collect();
        if rows.len() != 8 {
            return Err(FenError("need 8 ranks".into()));
        }
        let mut board = vec![None; w * 8];
        for (i, row) in rows.iter().enumerate() {
            let rank = 7 - i;
            let mut file = 0;
            let mut num = 0;
            for c in row.chars() {
                if let Some(d) = c.to_digit(10) {
                    num = num * 10 + d as usize;
                    continue;
                }
                file += num;
                num = 0;
                if file >= w {
                    return Err(FenError("rank too long".into()));
                }
                board[rank * w + file] = Some(c);
                file += 1;
            }
            if file + num != w {
                return Err(FenError("rank length".into()));
            }
        }
        let white_to_move = parts.next() != Some("b");
        Ok(Position {
            variant: v.clone(),
            board,
            white_to_move,
        })
    }

    pub fn fen(&self) -> String {
        let w = self.variant.geometry.width;
        let rows: Vec<String> = (0..8)
            .rev()
            .map(|r| {
                let mut s = String::new();
                let mut empty = 0;
                for f in 0..w {
                    match self.board[r * w + f] {
                        Some(c) => {
                            if empty > 0 {
                                s += &empty.to_string();
                                empty = 0;
                            }
                            s.push(c);
                        }
                        None => empty += 1,
                    }
                }
                if empty > 0 {
                    s += &empty.to_string();
                }
                s
            })
            .collect();
        format!(
            "{} {}",
            rows.join("/"),
            if self.white_to_move { "w" } else { "b" }
        )
    }

    pub fn variant(&self) -> &Arc<Variant> {
        &self.variant
    }

    pub fn side_to_move(&self) -> Color {
        if self.white_to_move {
            Color::White
        } else {
            Color::Black
        }
    }

    fn at(&self, f: i32, r: i32) -> Option<Option<char>> {
        let w = self.variant.geometry.width as i32;
        if f < 0 || r < 0 || f >= w || r >= 8 {
            return None;
        }
        Some(self.board[(r * w + f) as usize])
    }

    pub fn piece_at(&self, file: usize, rank: usize) -> Option<PieceView> {
        let c = self.at(file as i32, rank as i32)??;
        let (_, name, glyph, _) = PIECES.iter().find(|p| p.0 == c.to_ascii_uppercase())?;
        Some(PieceView {
            label: c.to_string(),
            color: if c.is_ascii_uppercase() {
                Color::White
            } else {
                Color::Black
            },
            glyph: glyph.to_string(),
            name: name.to_string(),
        })
    }

    pub fn reserve(&self, _color: Color) -> Vec<(String, u32)> {
        Vec::new()
    }

    fn pseudo(&self, white: bool) -> Vec<ComponentMove> {
        let w = self.variant.geometry.width as i32;
        let mut out = Vec::new();
        for r in 0..8 {
            for f in 0..w {
                let Some(Some(c)) = self.at(f, r) else {
                    continue;
                };
                if c.is_ascii_uppercase() != white {
                    continue;
                }
                let mut add = |tf: i32, tr: i32, capture: bool, quiet: bool| -> bool {
                    match self.at(tf, tr) {
                        Some(None) if quiet => {
                            out.push(ComponentMove {
                                from: (f as usize, r as usize),
                                to: (tf as usize, tr as usize),
                            });
                            true
                        }
                        Some(Some(o)) if capture && o.is_ascii_uppercase() != white => {
                            out.push(ComponentMove {
                                from: (f as usize, r as usize),
                                to: (tf as usize, tr as usize),
                            });
                            false
                        }
                        _ => false,
                    }
                };
                let up = c.to_ascii_uppercase();
                if up == 'P' {
                    let d = if white { 1 } else { -1 };
                    if add(f, r + d, false, true) && r == if white { 1 } else { 6 } {
                        add(f, r + 2 * d, false, true);
                    }
                    add(f + 1, r + d, true, false);
                    add(f - 1, r + d, true, false);
                    continue;
                }
                let (slide_o, slide_d, knight, king) = match up {
                    'K' => (false, false, false, true),
                    'Q' => (true, true, false, false),
                    'R' => (true, false, false, false),
                    'B' => (false, true, false, false),
                    'N' => (false, false, true, false),
                    'A' => (false, true, true, false),
                    _ => (true, false, true, false),
                };
                for (dirs, slide) in [(ORTH, slide_o), (DIAG, slide_d)] {
                    if !slide && !king {
                        continue;
                    }
                    for (df, dr) in dirs {
                        let (mut tf, mut tr) = (f + df, r + dr);
                        while add(tf, tr, true, true) && !king {
                            tf += df;
                            tr += dr;
                        }
                    }
                }
                if knight {
                    for (df, dr) in KNIGHT {
                        add(f + df, r + dr, true, true);
                    }
                }
            }
        }
        out
    }

    fn apply(&self, m: &ComponentMove) -> Position {
        let w = self.variant.geometry.width;
        let mut p = self.clone();
        let mut c = p.board[m.from.1 * w + m.from.0].take();
        if (m.to.1 == 7 && c == Some('P')) || (m.to.1 == 0 && c == Some('p')) {
            c = c.map(|p| if p == 'P' { 'Q' } else { 'q' });
        }
        p.board[m.to.1 * w + m.to.0] = c;
        p.white_to_move = !p.white_to_move;
        p
    }

    fn king_attacked(&self, white: bool) -> Option<(usize, usize)> {
        let w = self.variant.geometry.width;
        let k = if white { 'K' } else { 'k' };
        let idx = self.board.iter().position(|c| *c == Some(k))?;
        let sq = (idx % w, idx / w);
        self.pseudo(!white).iter().any(|m| m.to == sq).then_some(sq)
    }

    pub fn checked_kings(&self) -> Vec<(usize, usize)> {
        self.king_attacked(self.white_to_move).into_iter().collect()
    }

    pub fn legal_turns(&self) -> Vec<Turn> {
        self.pseudo(self.white_to_move)
            .into_iter()
            .filter(|m| self.apply(m).king_attacked(self.white_to_move).is_none())
            .map(|m| Turn { moves: vec![m] })
            .collect()
    }

    pub fn turn_text(&self, t: &Turn) -> String {
        let g = &self.variant.geometry;
        let m = &t.moves[0];
        let c = self.board[m.from.1 * g.width + m.from.0].unwrap_or('?');
        let mut s = format!(
            "{} {}-{}",
            c,
            g.square_name(m.from.0, m.from.1),
            g.square_name(m.to.0, m.to.1)
        );
        if (c == 'P' && m.to.1 == 7) || (c == 'p' && m.to.1 == 0) {
            let q = if c == 'P' { 'Q' } else { 'q' };
            s += &format!("; {}-{}", q, g.square_name(m.to.0, m.to.1));
        }
        s
    }

    pub fn turn_san(&self, t: &Turn) -> String {
        let g = &self.variant.geometry;
        let m = &t.moves[0];
        g.square_name(m.to.0, m.to.1)
    }

    pub fn play(&self, t: &Turn) -> Position {
        self.apply(&t.moves[0])
    }

    pub fn outcome(&self) -> Option<Outcome> {
        if !self.legal_turns().is_empty() {
            return None;
        }
        Some(if self.checked_kings().is_empty() {
            Outcome {
                winner: None,
                reason: "stalemate".into(),
            }
        } else {
            Outcome {
                winner: Some(self.side_to_move().opposite()),
                reason: "checkmate".into(),
            }
        })
    }
}

#[derive(Debug, Clone)]
pub struct Game {
    positions: Vec<Position>,
}

impl Game {
    pub fn new(v: &Arc<Variant>) -> Game {
        Game {
            positions: vec![Position::start(v)],
        }
    }

    pub fn replay(
        v: &Arc<Variant>,
        start_fen: Option<&str>,
        canonical_turns: &[String],
    ) -> Result<Game, GameError> {
        let start = match start_fen {
            Some(f) => Position::from_fen(v, f).map_err(|e| GameError(e.to_string()))?,
            None => Position::start(v),
        };
        let mut g = Game {
            positions: vec![start],
        };
        for t in canonical_turns {
            g.play_text(t).map_err(|e| GameError(e.to_string()))?;
        }
        Ok(g)
    }

    pub fn position(&self) -> &Position {
        self.positions.last().unwrap_or_else(|| unreachable!())
    }

    pub fn ply(&self) -> usize {
        self.positions.len() - 1
    }

    pub fn play_text(&mut self, text: &str) -> Result<notation::Resolved, notation::NotationError> {
        let r = notation::resolve(self.position(), text)?;
        let next = self.position().play(&r.turn);
        self.positions.push(next);
        Ok(r)
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.position().outcome()
    }

    pub fn position_after(&self, ply: usize) -> Option<Position> {
        self.positions.get(ply).cloned()
    }
}
