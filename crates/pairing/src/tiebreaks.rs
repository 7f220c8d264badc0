//! Tie-breaks as the FIDE Tie-Break Regulations (Handbook C.07, the edition applied
//! from 1 July 2023) define them, computed from a crosstable: per player, per round,
//! the game played or why none was.
//!
//! Unplayed rounds in the Buchholz family follow the 2023 edition's article 16: a
//! participant's own unplayed round (bye, forfeit, absence) counts as a game against a
//! "dummy opponent" with the participant's own final score, and an opponent's score
//! is taken with each of that opponent's unplayed rounds counted as a draw. With
//! cuts, a participant's unplayed rounds are cut first (article 14.6). Sonneborn-
//! Berger weighs the same values by the points scored in each round.
//!
//! Values are integers: Buchholz in half points, Sonneborn-Berger and Koya in
//! quarter and half points as [`TieBreak::unit`] says, counts as counts.

use crate::error::PairingError;
use crate::player::Colour;
use std::collections::HashMap;

/// The result of a game played over the board, for the player whose row it is in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    Win,
    Draw,
    Loss,
}

/// What a player's round was.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Entry {
    /// A game played over the board.
    Game {
        opponent: u32,
        colour: Colour,
        outcome: Outcome,
    },
    /// A game not played because one side did not appear: `won` for the side present.
    Forfeit { opponent: u32, won: bool },
    /// The pairing-allocated bye (as many points as a win).
    PairingBye,
    /// A bye requested or given by the arbiter, worth `halves` half points (2, 1 or 0).
    Bye { halves: u32 },
    /// Not paired and no points (withdrawn, excused without points).
    Absent,
}

impl Entry {
    /// Points for the round, in halves.
    pub fn halves(&self) -> u32 {
        match *self {
            Entry::Game {
                outcome: Outcome::Win,
                ..
            } => 2,
            Entry::Game {
                outcome: Outcome::Draw,
                ..
            } => 1,
            Entry::Game {
                outcome: Outcome::Loss,
                ..
            } => 0,
            Entry::Forfeit { won, .. } => 2 * won as u32,
            Entry::PairingBye => 2,
            Entry::Bye { halves } => halves.min(2),
            Entry::Absent => 0,
        }
    }

    fn played_opponent(&self) -> Option<u32> {
        match *self {
            Entry::Game { opponent, .. } => Some(opponent),
            _ => None,
        }
    }
}

/// One player's row: pairing number and rounds in order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Row {
    pub number: u32,
    pub rounds: Vec<Entry>,
}

/// A tournament's crosstable; every row has the same number of rounds.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Crosstable {
    pub rows: Vec<Row>,
}

/// The tie-breaks an organiser can list (C.07 article 7 onwards).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TieBreak {
    /// BH: the sum of the opponents' scores.
    Buchholz,
    /// BH-C1: Buchholz without the least significant value.
    BuchholzCut1,
    /// BH-M1: Buchholz without the most and the least significant values.
    BuchholzMedian1,
    /// SB: the opponents' scores weighted by the points scored against them.
    SonnebornBerger,
    /// WIN: rounds with as many points as a win, played or not.
    Wins,
    /// WON: games won over the board.
    GamesWon,
    /// DE: points scored against the other tied players, when all of them met.
    DirectEncounter,
    /// KS: points scored against players who finished with 50% or more.
    Koya,
}

impl TieBreak {
    /// The FIDE abbreviation.
    pub fn name(self) -> &'static str {
        match self {
            TieBreak::Buchholz => "BH",
            TieBreak::BuchholzCut1 => "BH-C1",
            TieBreak::BuchholzMedian1 => "BH-M1",
            TieBreak::SonnebornBerger => "SB",
            TieBreak::Wins => "WIN",
            TieBreak::GamesWon => "WON",
            TieBreak::DirectEncounter => "DE",
            TieBreak::Koya => "KS",
        }
    }

    /// What one unit of the value is worth: 2 means half points, 4 quarter points, 1
    /// whole points or a count.
    pub fn unit(self) -> i64 {
        match self {
            TieBreak::SonnebornBerger => 4,
            TieBreak::Wins | TieBreak::GamesWon => 1,
            _ => 2,
        }
    }
}

/// A player's score and tie-break values, in the order the tie-breaks were asked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Standing {
    pub number: u32,
    pub score_halves: u32,
    pub values: Vec<i64>,
}

/// Computes the score and the listed tie-breaks of every player, in crosstable order.
/// A tie-break listed twice is refused.
pub fn compute(table: &Crosstable, list: &[TieBreak]) -> Result<Vec<Standing>, PairingError> {
    for (i, tb) in list.iter().enumerate() {
        if list[..i].contains(tb) {
            return Err(PairingError::DuplicateTieBreak(tb.name().to_string()));
        }
    }
    let facts = Facts::new(table)?;
    let mut out: Vec<Standing> = table
        .rows
        .iter()
        .map(|r| Standing {
            number: r.number,
            score_halves: facts.score[&r.number],
            values: Vec::new(),
        })
        .collect();
    for &tb in list {
        if tb == TieBreak::DirectEncounter {
            let de = direct_encounter(table, &out);
            for (s, v) in out.iter_mut().zip(de) {
                s.values.push(v);
            }
            continue;
        }
        for (s, row) in out.iter_mut().zip(&table.rows) {
            s.values.push(facts.value(row, tb));
        }
    }
    Ok(out)
}

/// Scores, checked once.
struct Facts {
    score: HashMap<u32, u32>,
    /// Scores with unplayed rounds counted as draws (for the player's opponents).
    adjusted: HashMap<u32, u32>,
    rounds: usize,
}

impl Facts {
    fn new(table: &Crosstable) -> Result<Facts, PairingError> {
        let rounds = table.rows.first().map_or(0, |r| r.rounds.len());
        let mut score = HashMap::new();
        let mut adjusted = HashMap::new();
        for row in &table.rows {
            if row.rounds.len() != rounds {
                return Err(PairingError::BadCrosstable(format!(
                    "player {} has {} rounds, player {} has {rounds}",
                    row.number,
                    row.rounds.len(),
                    table.rows[0].number
                )));
            }
            let s = row.rounds.iter().map(Entry::halves).sum();
            let a = row
                .rounds
                .iter()
                .map(|e| {
                    if e.played_opponent().is_some() {
                        e.halves()
                    } else {
                        1
                    }
                })
                .sum();
            if score.insert(row.number, s).is_some() {
                return Err(PairingError::DuplicatePlayer(row.number));
            }
            adjusted.insert(row.number, a);
        }
        check_mirrors(table)?;
        Ok(Facts {
            score,
            adjusted,
            rounds,
        })
    }

    /// Per round, the Buchholz value (half points) and the points scored (halves),
    /// with whether the round was unplayed.
    fn round_values(&self, row: &Row) -> Vec<(i64, i64, bool)> {
        let own = self.score[&row.number] as i64;
        row.rounds
            .iter()
            .map(|e| match e.played_opponent() {
                Some(o) => (self.adjusted[&o] as i64, e.halves() as i64, false),
                None => (own, e.halves() as i64, true),
            })
            .collect()
    }

    fn value(&self, row: &Row, tb: TieBreak) -> i64 {
        let values = self.round_values(row);
        match tb {
            TieBreak::Buchholz => values.iter().map(|v| v.0).sum(),
            TieBreak::BuchholzCut1 => cut(values, 1, 0),
            TieBreak::BuchholzMedian1 => cut(values, 1, 1),
            TieBreak::SonnebornBerger => values.iter().map(|v| v.0 * v.1).sum(),
            TieBreak::Wins => row.rounds.iter().filter(|e| e.halves() == 2).count() as i64,
            TieBreak::GamesWon => row
                .rounds
                .iter()
                .filter(|e| {
                    matches!(
                        e,
                        Entry::Game {
                            outcome: Outcome::Win,
                            ..
                        }
                    )
                })
                .count() as i64,
            TieBreak::Koya => row
                .rounds
                .iter()
                .filter_map(|e| e.played_opponent().map(|o| (o, e.halves())))
                .filter(|(o, _)| self.score[o] as usize >= self.rounds)
                .map(|(_, h)| h as i64)
                .sum(),
            TieBreak::DirectEncounter => 0,
        }
    }
}

/// Buchholz without `low` least and `high` most significant values; the player's
/// unplayed rounds go first among the low cuts (C.07 14.6).
fn cut(mut values: Vec<(i64, i64, bool)>, low: usize, high: usize) -> i64 {
    values.sort_by_key(|v| (!v.2, v.0));
    let mut kept: Vec<i64> = values.iter().skip(low).map(|v| v.0).collect();
    kept.sort_unstable();
    let keep = kept.len().saturating_sub(high);
    kept.truncate(keep);
    kept.iter().sum()
}

/// Every game's two rows must agree: each names the other, with opposite colours and
/// results.
fn check_mirrors(table: &Crosstable) -> Result<(), PairingError> {
    let rows: HashMap<u32, &Row> = table.rows.iter().map(|r| (r.number, r)).collect();
    for row in &table.rows {
        for (r, e) in row.rounds.iter().enumerate() {
            let (Entry::Game { opponent, .. } | Entry::Forfeit { opponent, .. }) = *e else {
                continue;
            };
            let other = rows
                .get(&opponent)
                .and_then(|o| o.rounds.get(r))
                .ok_or_else(|| {
                    PairingError::BadCrosstable(format!(
                        "player {} meets {opponent} in round {}, who is not in the table",
                        row.number,
                        r + 1
                    ))
                })?;
            let agrees = match (*e, *other) {
                (
                    Entry::Game { colour, .. },
                    Entry::Game {
                        opponent: back,
                        colour: c2,
                        ..
                    },
                ) => {
                    back == row.number
                        && c2 == colour.opposite()
                        && e.halves() + other.halves() == 2
                }
                (
                    Entry::Forfeit { won, .. },
                    Entry::Forfeit {
                        opponent: back,
                        won: w2,
                    },
                ) => back == row.number && !(won && w2),
                _ => false,
            };
            if !agrees {
                return Err(PairingError::BadCrosstable(format!(
                    "round {}: player {} and player {opponent} record different games",
                    r + 1,
                    row.number
                )));
            }
        }
    }
    Ok(())
}

/// DE: within each group tied on score and on the tie-breaks before it, when every two
/// of the group met over the board, each one's points against the others (half
/// points); otherwise (or alone) 0.
fn direct_encounter(table: &Crosstable, so_far: &[Standing]) -> Vec<i64> {
    let mut groups: HashMap<(u32, Vec<i64>), Vec<usize>> = HashMap::new();
    for (i, s) in so_far.iter().enumerate() {
        groups
            .entry((s.score_halves, s.values.clone()))
            .or_default()
            .push(i);
    }
    let mut out = vec![0; so_far.len()];
    for members in groups.values().filter(|m| m.len() > 1) {
        let numbers: Vec<u32> = members.iter().map(|&i| table.rows[i].number).collect();
        let mut points = vec![0i64; members.len()];
        let mut meetings = 0;
        for (k, &i) in members.iter().enumerate() {
            for e in &table.rows[i].rounds {
                if let Some(o) = e.played_opponent()
                    && numbers.contains(&o)
                {
                    points[k] += e.halves() as i64;
                    meetings += 1;
                }
            }
        }
        // Each meeting is seen from both sides; all met when every pair has a game.
        let pairs = members.len() * (members.len() - 1);
        if meetings >= pairs {
            for (k, &i) in members.iter().enumerate() {
                out[i] = points[k];
            }
        }
    }
    out
}

#[cfg(test)]
#[path = "tiebreaks_tests.rs"]
mod tests;
