//! Colours in the Dutch system: a player's colour preference (C.04.3 A.6), whether
//! two players may meet at all as far as colours go (C3), and which of two paired
//! players gets white (the colour allocation rules E.1-E.5).
//!
//! Only games actually played count (byes and forfeits are skipped), and, as in
//! bbpPairings and the FIDE checkers, the histories of two players are compared from
//! their latest played games backwards, each skipping its own unplayed rounds.

use super::Entrant;
use crate::player::Colour;
use std::cmp::Ordering;

/// How strongly a player wants a colour (A.6), weakest first so that `Ord` compares
/// strengths.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Strength {
    None,
    Mild,
    Strong,
    Absolute,
}

/// A colour preference: the colour wanted, and how much.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Preference {
    pub colour: Option<Colour>,
    pub strength: Strength,
}

/// A.6: the preference that follows from the colours of the games played.
pub(crate) fn preference(played: &[Colour]) -> Preference {
    let Some(&last) = played.last() else {
        return Preference {
            colour: None,
            strength: Strength::None,
        };
    };
    let cd = colour_difference(played);
    let repeated = played.len() >= 2 && played[played.len() - 2] == last;
    let (colour, strength) = if repeated {
        (last.opposite(), Strength::Absolute)
    } else if cd > 1 {
        (Colour::Black, Strength::Absolute)
    } else if cd < -1 {
        (Colour::White, Strength::Absolute)
    } else if cd == 1 {
        (Colour::Black, Strength::Strong)
    } else if cd == -1 {
        (Colour::White, Strength::Strong)
    } else {
        (last.opposite(), Strength::Mild)
    };
    Preference {
        colour: Some(colour),
        strength,
    }
}

/// Whites minus blacks.
pub(crate) fn colour_difference(played: &[Colour]) -> i32 {
    played
        .iter()
        .map(|c| if *c == Colour::White { 1 } else { -1 })
        .sum()
}

/// Whether giving `colour` to the player would break an absolute preference: a third
/// game in a row with one colour, or a colour difference beyond ±2.
fn breaks_absolute(e: &Entrant, colour: Colour) -> bool {
    let n = e.played.len();
    let third_in_row = n >= 2 && e.played[n - 1] == colour && e.played[n - 2] == colour;
    let step = if colour == Colour::White { 1 } else { -1 };
    third_in_row || (e.cd + step).abs() > 2
}

/// C3 as far as colours go: some colour allocation leaves both players within their
/// absolute preferences (non-topscorers with the same absolute preference cannot meet).
pub(crate) fn colours_allow(a: &Entrant, b: &Entrant) -> bool {
    let a_white = !breaks_absolute(a, Colour::White) && !breaks_absolute(b, Colour::Black);
    let b_white = !breaks_absolute(a, Colour::Black) && !breaks_absolute(b, Colour::White);
    a_white || b_white
}

/// E.1-E.5: returns true when `a` gets white against `b`. `initial` is the colour
/// drawn by lot before round 1 for the odd pairing numbers (E.5).
pub(crate) fn a_gets_white(a: &Entrant, b: &Entrant, initial: Colour) -> bool {
    let (pa, pb) = (a.pref, b.pref);
    // E.1: both preferences can be granted.
    if let (Some(ca), Some(cb)) = (pa.colour, pb.colour)
        && ca != cb
    {
        return ca == Colour::White;
    }
    // E.2: the stronger preference wins (a player with none yields to any).
    match pa.strength.cmp(&pb.strength) {
        Ordering::Greater => return pa.colour == Some(Colour::White),
        Ordering::Less => return pb.colour != Some(Colour::White),
        Ordering::Equal => {}
    }
    // E.2, both absolute (topscorers in the last round): the wider colour difference.
    if pa.strength == Strength::Absolute && a.cd.abs() != b.cd.abs() {
        let a_wins = a.cd.abs() > b.cd.abs();
        let wanted_white = pa.colour == Some(Colour::White);
        return a_wins == wanted_white;
    }
    // E.3: alternate from the latest game in which their colours differed.
    for (ca, cb) in a.played.iter().rev().zip(b.played.iter().rev()) {
        if ca != cb {
            return *ca == Colour::Black;
        }
    }
    // E.4: the higher ranked player's preference (rank: score, then pairing number).
    let a_higher = a.score > b.score || (a.score == b.score && a.number < b.number);
    let (higher, higher_is_a) = if a_higher { (a, true) } else { (b, false) };
    if let Some(c) = higher.pref.colour {
        return (c == Colour::White) == higher_is_a;
    }
    // E.5: the higher ranked player gets the initial colour if his number is odd.
    let higher_colour = if higher.number % 2 == 1 {
        initial
    } else {
        initial.opposite()
    };
    (higher_colour == Colour::White) == higher_is_a
}

#[cfg(test)]
mod tests {
    use super::*;
    use Colour::{Black as B, White as W};

    #[test]
    fn preferences_follow_a6() {
        assert_eq!(preference(&[]).strength, Strength::None);
        assert_eq!(
            preference(&[W]),
            Preference {
                colour: Some(B),
                strength: Strength::Strong
            }
        );
        assert_eq!(
            preference(&[W, B]),
            Preference {
                colour: Some(W),
                strength: Strength::Mild
            }
        );
        assert_eq!(
            preference(&[B, B]),
            Preference {
                colour: Some(W),
                strength: Strength::Absolute
            }
        );
        assert_eq!(preference(&[W, B, W, W]).strength, Strength::Absolute);
        assert_eq!(
            preference(&[W, B, W]),
            Preference {
                colour: Some(B),
                strength: Strength::Strong
            }
        );
    }
}
