//! Betza notation (H. G. Muller's XBetza dialect) parsed into move components.
//!
//! Parsing happens once per piece, when a variant is built; the result is compiled
//! into move tables (`movetable.rs`), so move generation never reads these strings.
//! Vectors here are from White's point of view: `dy > 0` is forward, `dx > 0` is right.

use std::fmt;

/// How a component's path treats the pieces on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PathKind {
    /// An ordinary leap or slide: stops at the first occupied square.
    Plain,
    /// `n`: a leap whose intermediate squares must be empty.
    Lame,
    /// `j` on a leaper: a leap that must jump over an occupied intermediate square.
    MustJump,
    /// `j` on a slider: the first square of the path is skipped whatever it holds.
    SkipFirst,
    /// `p`: hops over exactly one piece (the screen), then continues like a slider.
    Hop,
    /// `g`: hops over the first piece met and lands directly beyond it.
    Grasshopper,
}

/// One component of a piece's move, e.g. `ifmnD` of the pawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Component {
    pub moves: bool,
    pub captures: bool,
    pub en_passant: bool,
    pub initial: bool,
    pub path: PathKind,
    /// Step vectors (dx, dy) from White's side.
    pub vectors: Vec<(i8, i8)>,
    /// 1 for a leaper, 0 for an unlimited rider, n for a rider of at most n steps.
    pub range: u8,
    /// `O`n: castling with the king moving n squares.
    pub castling: Option<u8>,
}

/// A parse error that points at the offending character.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BetzaError {
    pub position: usize,
    pub message: String,
}

impl fmt::Display for BetzaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "at character {}: {}", self.position + 1, self.message)
    }
}

impl std::error::Error for BetzaError {}

/// The longest move description read. Real pieces need a few dozen characters; each
/// component costs move tables on every square, so thousands would take seconds to build.
const MAX_CHARS: usize = 100;

/// Parses a full Betza string such as `fmWfceFifmnD` or `KisO2`.
pub fn parse(text: &str) -> Result<Vec<Component>, BetzaError> {
    let chars: Vec<char> = text.chars().collect();
    if chars.is_empty() {
        return Err(BetzaError {
            position: 0,
            message: "empty move description".into(),
        });
    }
    if chars.len() > MAX_CHARS {
        return Err(BetzaError {
            position: MAX_CHARS,
            message: format!("a move description is at most {MAX_CHARS} characters"),
        });
    }
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let start = i;
        let mut mods = String::new();
        while i < chars.len() && chars[i].is_ascii_lowercase() {
            mods.push(chars[i]);
            i += 1;
        }
        let Some(&atom) = chars.get(i) else {
            return Err(BetzaError {
                position: i.saturating_sub(1),
                message: "modifiers must be followed by an atom (a capital letter)".into(),
            });
        };
        let atom_pos = i;
        if !atom.is_ascii_uppercase() {
            return Err(BetzaError {
                position: i,
                message: format!("expected an atom (a capital letter), found '{atom}'"),
            });
        }
        i += 1;
        let doubled = chars.get(i) == Some(&atom) && atom != 'O';
        if doubled {
            i += 1;
        }
        let digit_start = i;
        while i < chars.len() && chars[i].is_ascii_digit() {
            i += 1;
        }
        let digits: String = chars[digit_start..i].iter().collect();
        let number: Option<u32> = if digits.is_empty() {
            None
        } else {
            Some(digits.parse().map_err(|_| BetzaError {
                position: digit_start,
                message: "range is too large".into(),
            })?)
        };
        if doubled && number.is_some() {
            return Err(BetzaError {
                position: digit_start,
                message: "a doubled atom is already a rider; give a range or double it, not both"
                    .into(),
            });
        }
        out.push(component(&mods, start, atom, atom_pos, doubled, number)?);
    }
    Ok(out)
}

struct Mods {
    moves: bool,
    captures: bool,
    en_passant: bool,
    initial: bool,
    path: PathKind,
    dirs: String,
}

fn parse_mods(mods: &str, start: usize) -> Result<Mods, BetzaError> {
    let mut m = Mods {
        moves: false,
        captures: false,
        en_passant: false,
        initial: false,
        path: PathKind::Plain,
        dirs: String::new(),
    };
    let mut special = None;
    for (k, c) in mods.chars().enumerate() {
        let pos = start + k;
        let set_special = |special: &mut Option<PathKind>, kind| {
            if special.is_some() {
                return Err(BetzaError {
                    position: pos,
                    message: "only one of n, j, p and g may be given".into(),
                });
            }
            *special = Some(kind);
            Ok(())
        };
        match c {
            'm' => m.moves = true,
            'c' => m.captures = true,
            'e' => m.en_passant = true,
            'i' => m.initial = true,
            'f' | 'b' | 'l' | 'r' | 's' | 'v' => m.dirs.push(c),
            'n' => set_special(&mut special, PathKind::Lame)?,
            'j' => set_special(&mut special, PathKind::MustJump)?,
            'p' => set_special(&mut special, PathKind::Hop)?,
            'g' => set_special(&mut special, PathKind::Grasshopper)?,
            _ => {
                return Err(BetzaError {
                    position: pos,
                    message: format!("unsupported modifier '{c}'"),
                });
            }
        }
    }
    if !m.moves && !m.captures && !m.en_passant {
        m.moves = true;
        m.captures = true;
    }
    m.path = special.unwrap_or(PathKind::Plain);
    Ok(m)
}

fn component(
    mods: &str,
    start: usize,
    atom: char,
    atom_pos: usize,
    doubled: bool,
    number: Option<u32>,
) -> Result<Component, BetzaError> {
    let m = parse_mods(mods, start)?;
    if atom == 'O' {
        let n = number.unwrap_or(2);
        if !(1..=8).contains(&n) {
            return Err(BetzaError {
                position: atom_pos,
                message: "castling distance must be 1 to 8".into(),
            });
        }
        return Ok(Component {
            moves: true,
            captures: false,
            en_passant: false,
            initial: true,
            path: PathKind::Plain,
            vectors: vec![],
            range: 1,
            castling: Some(n as u8),
        });
    }
    // (leap shape, is natively a rider)
    let (shapes, rider): (&[(i8, i8)], bool) = match atom {
        'W' => (&[(1, 0)], false),
        'F' => (&[(1, 1)], false),
        'D' => (&[(2, 0)], false),
        'N' => (&[(2, 1)], false),
        'A' => (&[(2, 2)], false),
        'H' => (&[(3, 0)], false),
        'C' => (&[(3, 1)], false),
        'Z' => (&[(3, 2)], false),
        'G' => (&[(3, 3)], false),
        'K' => (&[(1, 0), (1, 1)], false),
        'R' => (&[(1, 0)], true),
        'B' => (&[(1, 1)], true),
        'Q' => (&[(1, 0), (1, 1)], true),
        _ => {
            return Err(BetzaError {
                position: atom_pos,
                message: format!("unknown atom '{atom}'"),
            });
        }
    };
    let range = match (rider || doubled, number) {
        (_, Some(0)) => 0,
        (_, Some(n)) if n > 32 => {
            return Err(BetzaError {
                position: atom_pos + 1,
                message: "range must be at most 32".into(),
            });
        }
        (_, Some(n)) => n as u8,
        (true, None) => 0,
        (false, None) => 1,
    };
    let is_slider = range != 1;
    let path = match m.path {
        PathKind::MustJump if is_slider => PathKind::SkipFirst,
        PathKind::Lame | PathKind::MustJump if is_slider => {
            return Err(BetzaError {
                position: start,
                message: "n and j on a rider are not supported".into(),
            });
        }
        other => other,
    };
    let mut vectors = Vec::new();
    for &(a, b) in shapes {
        for v in all_orientations(a, b) {
            if direction_allows(&m.dirs, v) && !vectors.contains(&v) {
                vectors.push(v);
            }
        }
    }
    if vectors.is_empty() {
        return Err(BetzaError {
            position: start,
            message: format!("the directions '{}' leave no move of {atom}", m.dirs),
        });
    }
    Ok(Component {
        moves: m.moves,
        captures: m.captures,
        en_passant: m.en_passant,
        initial: m.initial,
        path,
        vectors,
        range,
        castling: None,
    })
}

fn all_orientations(a: i8, b: i8) -> Vec<(i8, i8)> {
    let mut out = Vec::new();
    for (x, y) in [(a, b), (b, a)] {
        for sx in [1, -1] {
            for sy in [1, -1] {
                let v = (x * sx, y * sy);
                if !out.contains(&v) {
                    out.push(v);
                }
            }
        }
    }
    out
}

fn letter_allows(c: char, (dx, dy): (i8, i8)) -> bool {
    match c {
        'f' => dy > 0,
        'b' => dy < 0,
        'v' => dy != 0,
        'l' => dx < 0,
        'r' => dx > 0,
        's' => dx != 0,
        _ => false,
    }
}

fn vertical_letter(c: char) -> bool {
    matches!(c, 'f' | 'b' | 'v')
}

/// Whether the direction modifiers select vector `v`. Orthogonal atoms join single
/// letters; diagonal atoms read `fr`-style pairs as one diagonal; oblique atoms read a
/// pair as (direction of the short leg, direction of the long leg), and a doubled letter
/// (`ff`) as "long leg in that direction", as in XBetza.
fn direction_allows(dirs: &str, v: (i8, i8)) -> bool {
    if dirs.is_empty() {
        return true;
    }
    let (dx, dy) = v;
    let letters: Vec<char> = dirs.chars().collect();
    let orthogonal = dx == 0 || dy == 0;
    let diagonal = dx.abs() == dy.abs();
    let mut i = 0;
    while i < letters.len() {
        let c = letters[i];
        let next = letters.get(i + 1).copied();
        if orthogonal {
            if letter_allows(c, v) {
                return true;
            }
            i += 1;
            continue;
        }
        let pair =
            next.filter(|&n| (vertical_letter(c) != vertical_letter(n)) || (!diagonal && n == c));
        match pair {
            Some(n) if diagonal => {
                if letter_allows(c, v) && letter_allows(n, v) {
                    return true;
                }
                i += 2;
            }
            Some(n) => {
                // Oblique: split into the short and the long leg.
                let (short, long) = if dx.abs() < dy.abs() {
                    ((dx, 0), (0, dy))
                } else {
                    ((0, dy), (dx, 0))
                };
                let ok = if n == c {
                    letter_allows(c, long)
                } else {
                    letter_allows(c, short) && letter_allows(n, long)
                };
                if ok {
                    return true;
                }
                i += 2;
            }
            None => {
                if letter_allows(c, v) {
                    return true;
                }
                i += 1;
            }
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vecs(text: &str) -> Vec<(i8, i8)> {
        let mut v: Vec<_> = parse(text)
            .unwrap()
            .into_iter()
            .flat_map(|c| c.vectors)
            .collect();
        v.sort();
        v
    }

    #[test]
    fn fide_pawn_components() {
        let c = parse("fmWfceFifmnD").unwrap();
        assert_eq!(c.len(), 3);
        assert!(c[0].moves && !c[0].captures);
        assert_eq!(c[0].vectors, vec![(0, 1)]);
        assert!(c[1].captures && c[1].en_passant && !c[1].moves);
        assert_eq!(c[1].vectors.len(), 2);
        assert!(c[2].initial && c[2].path == PathKind::Lame);
        assert_eq!(c[2].vectors, vec![(0, 2)]);
    }

    #[test]
    fn knight_direction_pairs() {
        assert_eq!(vecs("ffN"), vec![(-1, 2), (1, 2)]);
        assert_eq!(vecs("fsN"), vec![(-2, 1), (2, 1)]);
        assert_eq!(vecs("frN"), vec![(2, 1)]);
        assert_eq!(vecs("rfN"), vec![(1, 2)]);
        assert_eq!(vecs("fN").len(), 4);
    }

    #[test]
    fn diagonal_pairs_and_orthogonal_joins() {
        assert_eq!(vecs("frF"), vec![(1, 1)]);
        assert_eq!(vecs("fF"), vec![(-1, 1), (1, 1)]);
        assert_eq!(vecs("frW"), vec![(0, 1), (1, 0)]);
        assert_eq!(vecs("fK"), vec![(-1, 1), (0, 1), (1, 1)]);
    }

    #[test]
    fn riders_ranges_and_castling() {
        let q = parse("Q").unwrap();
        assert_eq!(q[0].range, 0);
        assert_eq!(q[0].vectors.len(), 8);
        assert_eq!(parse("fcR3").unwrap()[0].range, 3);
        assert_eq!(parse("NN").unwrap()[0].range, 0);
        let k = parse("KisO2").unwrap();
        assert_eq!(k[1].castling, Some(2));
        assert_eq!(parse("jR").unwrap()[0].path, PathKind::SkipFirst);
        assert_eq!(parse("pR").unwrap()[0].path, PathKind::Hop);
    }

    #[test]
    fn errors_point_at_the_character() {
        let e = parse("fmWx").unwrap_err();
        assert_eq!(e.position, 3);
        let e = parse("fmWfceFifmnY").unwrap_err();
        assert_eq!(e.position, 11);
        assert!(e.message.contains("unknown atom"));
        let e = parse("fmWaF").unwrap_err();
        assert_eq!(e.position, 3);
        assert!(parse("").is_err());
        assert!(parse("fm").is_err());
    }
}
