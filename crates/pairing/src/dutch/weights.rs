//! The edge weights of the Dutch matching: one wide integer per pair of players, made
//! of fields that encode, from the most significant down, the criteria in their FIDE
//! order. Every field is wide enough to hold its sum over a whole matching, so a
//! better value of a higher criterion always outweighs anything below it.
//!
//! From the top: the number of pairs of the whole round and the bye rule (C4 with C2:
//! the round must be completed, leaving at most one player, who may have the bye, and
//! of the lowest score that allows it, as bbpPairings and caissify assign it);
//! then for the bracket being paired C5 (pairs), C6 (score differences, as counts of
//! pairs per score level of the higher player, higher levels first), C7 (the same for
//! the next bracket), C9 (the fewest unplayed games for the bye assignee, when the
//! bracket's single downfloater gets the bye, as bbpPairings reads it), the colour criteria
//! C10-C13, the float criteria C14-C17 and their score differences C18-C21; below
//! them two fields the bracket procedure uses to choose among equal pairings: the
//! exchange order, and a one-off preference for the decision being taken. Above all
//! of them, a lock field keeps paired the players a decision has fixed as paired.

use super::Entrant;
use crate::player::Float;
use crate::wide::Wide;

/// The widest weight built; a run narrows it to what the layout needs.
pub(crate) type Big = Wide<16>;

/// Where a bracket's players stand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Place {
    /// Moved down into the current bracket from above.
    Moved,
    /// A resident of the current bracket's score group.
    Resident,
    /// In the next score group (C7 looks at it).
    Next,
    /// Further down.
    Below,
}

/// A bracket's field layout: bit offsets and score-level blocks.
pub(crate) struct Layout {
    pub cnt_bits: u32,
    /// Score levels of the bracket and the next group, with each level's offset
    /// inside a score block (higher scores higher).
    levels: Vec<(u32, u32)>,
    block_bits: u32,
    /// Below everything: a hint towards S1 meeting S2 in order, so that the matching
    /// usually has the transposition the rules want first and no rerun is needed.
    pub diagonal: u32,
    pub pref: u32,
    pub exch: u32,
    /// Offset of the exchange count inside the exchange field.
    pub exch_count: u32,
    c18: u32,
    c14: u32,
    c10: u32,
    c9: u32,
    c7: u32,
    c6: u32,
    c5: u32,
    bye: u32,
    /// Offset of the ineligible count inside the bye field, above the scores.
    ineligible: u32,
    card: u32,
    /// Above everything: players a decision has fixed as paired stay paired.
    pub lock: u32,
    pub total: u32,
}

fn bits(v: u64) -> u32 {
    64 - v.leading_zeros()
}

impl Layout {
    /// `players` are the entrants still unpaired, `place` their standing.
    pub fn new(entrants: &[Entrant], alive: &[usize], place: &[Place]) -> Layout {
        let n = alive.len() as u64;
        let cnt_bits = bits(n) + 1;
        let mut levels: Vec<(u32, u32)> = Vec::new();
        let mut counts: Vec<(u32, u64)> = Vec::new();
        for &i in alive {
            if matches!(place[i], Place::Below) {
                continue;
            }
            match counts.iter_mut().find(|(s, _)| *s == entrants[i].score) {
                Some(c) => c.1 += 1,
                None => counts.push((entrants[i].score, 1)),
            }
        }
        counts.sort();
        let mut off = 0;
        for (score, count) in counts {
            levels.push((score, off));
            off += bits(count) + 1;
        }
        let block_bits = off.max(1);
        let max_unplayed = alive
            .iter()
            .map(|&i| entrants[i].unplayed as u64)
            .max()
            .unwrap_or(0);
        let diagonal = 0;
        let pref = diagonal + bits(n * n) + 1;
        let exch = pref + cnt_bits + 1;
        let exch_count = bits(n * n) + 1;
        let c18 = exch + exch_count + cnt_bits;
        let c14 = c18 + 4 * block_bits;
        let c10 = c14 + 4 * cnt_bits;
        let c9 = c10 + 4 * cnt_bits;
        let c7 = c9 + bits(n * (max_unplayed + 1) * 2) + 1;
        let c6 = c7 + cnt_bits + block_bits;
        let c5 = c6 + block_bits;
        let bye = c5 + cnt_bits;
        let max_score = alive
            .iter()
            .map(|&i| entrants[i].score as u64)
            .max()
            .unwrap_or(0);
        let ineligible = bits(n * (max_score + 1)) + 1;
        let card = bye + ineligible + cnt_bits + 1;
        let lock = card + cnt_bits + 1;
        let total = lock + cnt_bits + 1;
        Layout {
            cnt_bits,
            levels,
            block_bits,
            diagonal,
            pref,
            exch,
            exch_count,
            c18,
            c14,
            c10,
            c9,
            c7,
            c6,
            c5,
            bye,
            ineligible,
            card,
            lock,
            total,
        }
    }

    fn level(&self, score: u32) -> Option<u32> {
        self.levels
            .iter()
            .find(|(s, _)| *s == score)
            .map(|(_, o)| *o)
    }

    /// Adds one pair to the score block at `base` for a player of `score`.
    fn add_level(&self, w: &mut Big, base: u32, score: u32) {
        if let Some(off) = self.level(score) {
            w.add_shifted(1, base + off);
        }
    }
}

/// The static part of the weight of the edge between `a` (higher ranked) and `b`.
pub(crate) struct EdgeFacts<'a> {
    pub a: &'a Entrant,
    pub b: &'a Entrant,
    pub pa: Place,
    pub pb: Place,
    pub odd: bool,
}

/// The criteria part of an edge's weight (everything but the exchange and preference
/// fields).
pub(crate) fn base_weight(l: &Layout, f: &EdgeFacts) -> Big {
    let mut w = Big::ZERO;
    w.add_shifted(1, l.card);
    if f.odd {
        // The player left over must be allowed the bye (C2), and have the lowest score
        // that allows it: the matched players' scores are made as high as possible.
        let ineligible = (!f.a.bye_eligible) as u64 + (!f.b.bye_eligible) as u64;
        w.add_shifted(ineligible, l.bye + l.ineligible);
        w.add_shifted((f.a.score + f.b.score) as u64, l.bye);
    }
    let in_bracket = |p: Place| matches!(p, Place::Moved | Place::Resident);
    // Moved-down players are paired with residents, never with each other (B.2).
    let bracket_pair = in_bracket(f.pa)
        && in_bracket(f.pb)
        && (f.pa == Place::Resident || f.pb == Place::Resident);
    if bracket_pair {
        w.add_shifted(1, l.c5);
        l.add_level(&mut w, l.c6, f.a.score);
        colour_fields(l, f, &mut w);
        float_fields(l, f, &mut w);
    } else if f.pb == Place::Next && f.pa != Place::Below {
        w.add_shifted(1, l.c7 + l.block_bits);
        l.add_level(&mut w, l.c7, f.a.score);
    }
    w
}

/// C9, when the bracket's one downfloater is the player who gets the bye: of the
/// bracket's players of the bye's score, the one with the fewest unplayed games is
/// left over (the others' unplayed games are matched).
pub(crate) fn bye_field(l: &Layout, players: [(&Entrant, Place); 2], bye_score: u32) -> Big {
    let mut w = Big::ZERO;
    let c9 = players
        .iter()
        .filter(|(e, p)| e.score == bye_score && matches!(p, Place::Moved | Place::Resident))
        .map(|(e, _)| e.unplayed as u64)
        .sum();
    w.add_shifted(c9, l.c9);
    w
}

/// C10-C13, each as a count of pairs that do not break it.
fn colour_fields(l: &Layout, f: &EdgeFacts, w: &mut Big) {
    use super::colour::Strength::{Absolute, Strong};
    let (a, b) = (f.a, f.b);
    let same = a.pref.colour.is_some() && a.pref.colour == b.pref.colour;
    let both_absolute = a.pref.strength == Absolute && b.pref.strength == Absolute;
    // C10: a topscorer (or opponent) would pass a colour difference of 2.
    let c10 = !(same && a.cd.abs() >= 2 && b.cd.abs() >= 2);
    // C11: a topscorer (or opponent) would get a third colour in a row: the one who
    // yields (the smaller colour difference) has the same colour twice behind him.
    let c11 = !(same && both_absolute && yielder_repeats(a, b));
    // C12: both want the same colour; C13: and it is strongly wanted by the one who
    // yields (absolute against absolute is C10/C11's business).
    let c12 = !same;
    let c13 = !(same && a.pref.strength >= Strong && b.pref.strength >= Strong && !both_absolute);
    for (k, ok) in [c13, c12, c11, c10].into_iter().enumerate() {
        w.add_shifted(ok as u64, l.c10 + k as u32 * l.cnt_bits);
    }
}

fn repeats(e: &Entrant) -> bool {
    let n = e.played.len();
    n >= 2 && e.played[n - 1] == e.played[n - 2]
}

fn yielder_repeats(a: &Entrant, b: &Entrant) -> bool {
    match a.cd.abs().cmp(&b.cd.abs()) {
        std::cmp::Ordering::Greater => repeats(b),
        std::cmp::Ordering::Less => repeats(a),
        std::cmp::Ordering::Equal => repeats(a) && repeats(b),
    }
}

/// C14-C17 (counts of players not repeating a float) and C18-C21 (per score level).
fn float_fields(l: &Layout, f: &EdgeFacts, w: &mut Big) {
    let (a, b) = (f.a, f.b);
    let floats = a.score > b.score;
    // [previous round, two rounds before]
    for (k, (fa, fb)) in [(a.float1, b.float1), (a.float2, b.float2)]
        .into_iter()
        .enumerate()
    {
        let k = k as u32;
        // Downfloats: the lower player never floats down when paired; the higher one
        // only when the scores differ.
        let down_kept = (fb == Float::Down) as u64 + (fa == Float::Down && !floats) as u64;
        let up_repeat = fb == Float::Up && floats;
        // C14/C16 and C15/C17.
        w.add_shifted(down_kept, l.c14 + (3 - 2 * k) * l.cnt_bits);
        w.add_shifted((!up_repeat) as u64, l.c14 + (2 - 2 * k) * l.cnt_bits);
        // C18/C20: repeated downfloaters kept in the bracket, by score.
        let block = l.c18 + (3 - 2 * k) * l.block_bits;
        if fb == Float::Down {
            l.add_level(w, block, b.score);
        }
        if fa == Float::Down {
            l.add_level(w, block, a.score);
        }
        // C19/C21: pairs without a repeated upfloat, by the higher player's score.
        if !up_repeat {
            l.add_level(w, l.c18 + (2 - 2 * k) * l.block_bits, a.score);
        }
    }
}
