//! A set of a game's sides: those of its two players who chose something (to keep the game
//! private, to let others read the conversation). Stored as a small number, one bit a side.

use pigeonpost_engine::Color;

/// Some of a game's two sides, none or both.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Sides(u8);

impl Sides {
    pub const NONE: Sides = Sides(0);

    fn bit(color: Color) -> u8 {
        match color {
            Color::White => 1,
            Color::Black => 2,
        }
    }

    pub fn has(self, color: Color) -> bool {
        self.0 & Sides::bit(color) != 0
    }

    /// These sides with `color` in them or, if not `chosen`, out of them.
    pub fn with(self, color: Color, chosen: bool) -> Sides {
        match chosen {
            true => Sides(self.0 | Sides::bit(color)),
            false => Sides(self.0 & !Sides::bit(color)),
        }
    }

    pub fn any(self) -> bool {
        self.0 != 0
    }

    pub fn both(self) -> bool {
        self.0 == 3
    }

    /// As stored.
    pub fn bits(self) -> i64 {
        i64::from(self.0)
    }

    /// The sides stored as `bits`, if they name a set of sides.
    pub fn from_bits(bits: i64) -> Option<Sides> {
        u8::try_from(bits).ok().filter(|b| *b <= 3).map(Sides)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sides_are_chosen_one_by_one_and_stored_as_bits() {
        let s = Sides::NONE.with(Color::Black, true);
        assert!(s.has(Color::Black) && !s.has(Color::White));
        assert!(s.any() && !s.both());
        let both = s.with(Color::White, true);
        assert!(both.both());
        assert_eq!(
            both.with(Color::Black, false),
            Sides::NONE.with(Color::White, true)
        );
        for s in [Sides::NONE, s, both] {
            assert_eq!(Sides::from_bits(s.bits()), Some(s));
        }
        assert_eq!(Sides::from_bits(4), None);
        assert_eq!(Sides::from_bits(-1), None);
    }
}
