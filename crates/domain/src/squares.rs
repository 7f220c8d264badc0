//! The squares a turn touched (file and rank counted from 0), as a game keeps its last
//! move's and each move its own; written as the text "f,r f,r" where stored.

use pigeonpost_engine::Coords;

/// The squares a turn touched, in the order the engine names them.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct Squares(Vec<(usize, usize)>);

impl Squares {
    /// The squares of a played turn.
    pub fn of(coords: &[Coords]) -> Squares {
        Squares(
            coords
                .iter()
                .map(|c| (c.file.index(), c.rank.index()))
                .collect(),
        )
    }

    /// (file, rank) pairs, counted from 0.
    pub fn as_slice(&self) -> &[(usize, usize)] {
        &self.0
    }

    /// The stored text: "f,r f,r".
    pub fn column(&self) -> String {
        let parts: Vec<String> = self.0.iter().map(|(f, r)| format!("{f},{r}")).collect();
        parts.join(" ")
    }

    /// The stored text read back; pairs that do not read are left out.
    pub fn parse(s: &str) -> Squares {
        Squares(
            s.split_whitespace()
                .filter_map(|pair| {
                    let (f, r) = pair.split_once(',')?;
                    Some((f.parse().ok()?, r.parse().ok()?))
                })
                .collect(),
        )
    }
}

impl From<Vec<(usize, usize)>> for Squares {
    fn from(list: Vec<(usize, usize)>) -> Squares {
        Squares(list)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_stored_text_reads_back_to_the_same_squares() {
        let squares = Squares::from(vec![(4, 1), (4, 3), (10, 9)]);
        assert_eq!(squares.column(), "4,1 4,3 10,9");
        assert_eq!(Squares::parse(&squares.column()), squares);
        assert_eq!(Squares::parse(""), Squares::default());
        assert_eq!(
            Squares::parse("4,1 x 5,z 6,2"),
            Squares::from(vec![(4, 1), (6, 2)])
        );
    }
}
