//! Leaps gathered by kind: where every path a kind has is a one-square leap, its leaps
//! are grouped across the board by the step they make (as a difference of square
//! indices) and the rules they move by, each group with the set of squares it leaves
//! from. The generator can then take all of a side's pieces of that kind as one set
//! of squares: a group's targets are that set shifted by its step and masked by what
//! the board holds there, one shift for every piece at once instead of one walk of
//! the tables per piece (a wall of pawns, most of them hemmed in).

use super::{MoveTables, Path};
use crate::betza::PathKind;
use crate::bits::Bits;
use crate::color::Color;
use crate::piece::PieceKind;
use crate::square::Square;

/// One leap that pieces of one kind and colour make from many squares.
#[derive(Clone, Debug)]
pub struct Leap {
    /// The target's index minus the origin's.
    pub step: i32,
    /// The squares from which the kind makes this leap, as its tables say.
    pub from: Bits,
    pub moves: bool,
    pub captures: bool,
    pub en_passant: bool,
    pub initial: bool,
    pub double_step: bool,
    /// The squares that must be empty (a lame leap's), as differences from the origin.
    pub blockers: Vec<i32>,
}

/// The leap groups of every kind and colour whose paths are all leaps.
#[derive(Clone, Debug, Default)]
pub(super) struct LeapSets {
    /// `index[kind * 2 + colour]`: the kind's groups in `leaps`, when it has them.
    index: Vec<Option<(u32, u16)>>,
    leaps: Vec<Leap>,
    /// `kinds[colour]`: the kinds of that colour with groups.
    kinds: [Vec<PieceKind>; 2],
}

/// What tells one leap group from another.
type LeapKey = (i32, [bool; 5], Vec<i32>);

impl MoveTables {
    /// Groups the leaps of each kind of `kinds` whose paths, on every square, are all
    /// one-square leaps (plain, lame, or a slide's skipped first square left with one),
    /// and whose moves never come out twice (`overlapping`): such a kind's moves are
    /// exactly its groups' (origin, origin + step) pairs.
    pub(super) fn gather_leaps(&mut self, kinds: usize) {
        let mut sets = LeapSets::default();
        for k in 0..kinds {
            let kind = PieceKind::new(k);
            for color in Color::BOTH {
                match self.leap_groups(kind, color) {
                    Some(groups) if !groups.is_empty() => {
                        let first = sets.leaps.len() as u32;
                        sets.index.push(Some((first, groups.len() as u16)));
                        sets.leaps.extend(groups);
                        sets.kinds[color.index()].push(kind);
                    }
                    _ => sets.index.push(None),
                }
            }
        }
        self.leap_sets = sets;
    }

    /// The leap groups of `kind` and `color`, or `None` when some path of it is not a
    /// one-square leap or its moves may come out twice.
    fn leap_groups(&self, kind: PieceKind, color: Color) -> Option<Vec<Leap>> {
        if self.overlaps(kind, color) {
            return None;
        }
        let mut keys: Vec<LeapKey> = Vec::new();
        let mut groups: Vec<Leap> = Vec::new();
        for sq in 0..self.squares {
            let at = (kind.index() * 2 + color.index()) * self.squares + sq;
            let (start, len) = self.index[at];
            for path in &self.paths[start as usize..start as usize + len as usize] {
                if !is_leap(path) {
                    return None;
                }
                let blockers: Vec<i32> = self
                    .blockers_of(path)
                    .iter()
                    .map(|&b| i32::from(b) - sq as i32)
                    .collect();
                for &to in self.squares_of(path) {
                    let rules = [
                        path.moves,
                        path.captures,
                        path.en_passant,
                        path.initial,
                        path.double_step,
                    ];
                    let key = (i32::from(to) - sq as i32, rules, blockers.clone());
                    let g = match keys.iter().position(|x| *x == key) {
                        Some(g) => g,
                        None => {
                            groups.push(Leap {
                                step: key.0,
                                from: Bits::default(),
                                moves: path.moves,
                                captures: path.captures,
                                en_passant: path.en_passant,
                                initial: path.initial,
                                double_step: path.double_step,
                                blockers: blockers.clone(),
                            });
                            keys.push(key);
                            groups.len() - 1
                        }
                    };
                    groups[g].from.set(Square(sq as u16));
                }
            }
        }
        Some(groups)
    }

    /// The leap groups of `kind` and `color` (`gather_leaps`); empty when its paths are
    /// not all leaps.
    #[inline]
    pub fn leaps(&self, kind: PieceKind, color: Color) -> &[Leap] {
        match self.leap_sets.index.get(kind.index() * 2 + color.index()) {
            Some(&Some((first, len))) => {
                &self.leap_sets.leaps[first as usize..first as usize + len as usize]
            }
            _ => &[],
        }
    }

    /// The kinds of `color` with leap groups.
    #[inline]
    pub fn leap_kinds(&self, color: Color) -> &[PieceKind] {
        &self.leap_sets.kinds[color.index()]
    }
}

/// Whether every move along `path` is a leap to one square: a scattered set of leaps,
/// or a path of one square that is plain, lame (its blockers must be empty) or a
/// slide whose skipped first square leaves one.
fn is_leap(path: &Path) -> bool {
    matches!(
        path.kind,
        PathKind::Plain | PathKind::Lame | PathKind::SkipFirst
    ) && (path.scatter || path.len == 1)
}
