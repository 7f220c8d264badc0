//! FIDE's Tournament Report File (TRF16), as far as pairing needs it: reading the
//! player lines (`001`) with their round results, the number of rounds (`XXR`) and the
//! initial colour (`XXC white1`/`black1`), and turning them into the [`Player`] values
//! of the state before a given round. The checkers (bbpPairings, JaVaFo, the FIDE
//! endorsement tools) exchange tournaments this way; the `pigeonpost-pair` tool reads
//! it. Text in, values out: no files are opened here.
//!
//! Round results: `1 0 =` (and the unrated `W D L`) are games played; `+ -` forfeits
//! (not a meeting, no colour); with no opponent (`0000`): `U` the pairing-allocated
//! bye, `F` a full-point bye, `H` a half-point bye, `Z` or `-` a zero-point absence.

use crate::error::PairingError;
use crate::player::{Colour, Float, Player};

/// One round of one player as the file records it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoundEntry {
    /// The opponent's starting number, `None` for a bye or an absence.
    pub opponent: Option<u32>,
    pub colour: Option<Colour>,
    /// The result character (`1 0 = + - W D L U F H Z`).
    pub result: char,
}

impl RoundEntry {
    /// Whether the game was played over the board.
    pub fn played(&self) -> bool {
        self.opponent.is_some() && matches!(self.result, '1' | '0' | '=' | 'W' | 'D' | 'L')
    }

    /// Points scored, in halves.
    pub fn halves(&self) -> u32 {
        match self.result {
            '1' | 'W' | '+' | 'U' | 'F' => 2,
            '=' | 'D' | 'H' => 1,
            _ => 0,
        }
    }
}

/// A tournament as read from a TRF16 file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tournament {
    /// Per player (by starting number, from 1), the rounds recorded, `None` where the
    /// round is blank.
    pub players: Vec<(u32, Vec<Option<RoundEntry>>)>,
    pub total_rounds: Option<u32>,
    /// `XXC white1` / `black1`, or `None` when the file does not say.
    pub initial_colour: Option<Colour>,
}

/// Reads the lines the pairing needs and ignores the others.
pub fn parse(text: &str) -> Result<Tournament, PairingError> {
    let mut t = Tournament {
        players: Vec::new(),
        total_rounds: None,
        initial_colour: None,
    };
    for line in text.lines() {
        if let Some(rest) = line.strip_prefix("XXR") {
            t.total_rounds = rest.trim().parse().ok();
        } else if let Some(rest) = line.strip_prefix("XXC") {
            let words: Vec<&str> = rest.split_whitespace().collect();
            if words.contains(&"white1") {
                t.initial_colour = Some(Colour::White);
            } else if words.contains(&"black1") {
                t.initial_colour = Some(Colour::Black);
            }
        } else if line.starts_with("001") {
            t.players.push(player_line(line)?);
        }
    }
    t.players.sort_by_key(|p| p.0);
    Ok(t)
}

fn bad(line: &str, why: &str) -> PairingError {
    PairingError::BadCrosstable(format!("{why} in TRF line {line:?}"))
}

fn player_line(line: &str) -> Result<(u32, Vec<Option<RoundEntry>>), PairingError> {
    let number: u32 = line
        .get(4..8)
        .and_then(|s| s.trim().parse().ok())
        .ok_or_else(|| bad(line, "no starting number"))?;
    let mut rounds = Vec::new();
    let tail = line.get(91..).unwrap_or("");
    let chars: Vec<char> = tail.chars().collect();
    for block in chars.chunks(10) {
        let text: String = block.iter().collect();
        rounds.push(round_block(&text).map_err(|why| bad(line, why))?);
    }
    while rounds.last() == Some(&None) {
        rounds.pop();
    }
    Ok((number, rounds))
}

fn round_block(text: &str) -> Result<Option<RoundEntry>, &'static str> {
    let parts: Vec<&str> = text.split_whitespace().collect();
    let result_of = |s: &str| s.chars().next().ok_or("an empty result");
    match parts.as_slice() {
        [] => Ok(None),
        [opp, colour, result] => {
            let opp: u32 = opp.parse().map_err(|_| "a bad opponent number")?;
            let colour = match *colour {
                "w" | "W" => Some(Colour::White),
                "b" | "B" => Some(Colour::Black),
                _ => None,
            };
            let opponent = (opp != 0).then_some(opp);
            Ok(Some(RoundEntry {
                opponent,
                colour,
                result: result_of(result)?,
            }))
        }
        [single] => Ok(Some(RoundEntry {
            opponent: None,
            colour: None,
            result: result_of(single)?,
        })),
        // Paired, not yet played: no result.
        [_, _] => Ok(None),
        _ => Err("an unreadable round"),
    }
}

impl Tournament {
    /// The players' state before `round` (rounds `1..round` are read, later ones
    /// ignored), with the players who have an unplayed non-bye entry in `round` itself
    /// marked absent (excused or withdrawn for it).
    pub fn players_before(&self, round: u32) -> Result<Vec<Player>, PairingError> {
        let done = (round as usize).saturating_sub(1);
        let entry = |who: u32, r: usize| -> Option<&RoundEntry> {
            self.players
                .iter()
                .find(|p| p.0 == who)
                .and_then(|p| p.1.get(r).and_then(|e| e.as_ref()))
        };
        let score_before = |who: u32, r: usize| -> u32 {
            (0..r)
                .filter_map(|k| entry(who, k))
                .map(RoundEntry::halves)
                .sum()
        };
        let mut out = Vec::new();
        for (number, rounds) in &self.players {
            let mut p = Player {
                number: *number,
                ..Player::default()
            };
            for r in 0..done {
                let e = rounds.get(r).and_then(|e| e.as_ref());
                let Some(e) = e else {
                    p.colours.push(None);
                    p.floats.push(Float::None);
                    continue;
                };
                p.score_halves += e.halves();
                if matches!(e.result, 'U' | 'F' | '+') {
                    p.had_bye = true;
                }
                if e.played() {
                    let opp = e.opponent.unwrap_or(0);
                    p.colours.push(e.colour);
                    p.opponents.push(opp);
                    let (mine, theirs) = (score_before(*number, r), score_before(opp, r));
                    p.floats.push(match mine.cmp(&theirs) {
                        std::cmp::Ordering::Greater => Float::Down,
                        std::cmp::Ordering::Less => Float::Up,
                        std::cmp::Ordering::Equal => Float::None,
                    });
                } else {
                    // Not played: a downfloat when it scored (bbpPairings' rule).
                    p.colours.push(None);
                    p.floats.push(if e.halves() > 0 {
                        Float::Down
                    } else {
                        Float::None
                    });
                }
            }
            p.absent = rounds
                .get(done)
                .and_then(|e| e.as_ref())
                .is_some_and(|e| e.opponent.is_none() && e.result != 'U');
            out.push(p);
        }
        Ok(out)
    }

    /// The number of rounds with at least one entry.
    pub fn rounds_recorded(&self) -> u32 {
        self.players.iter().map(|p| p.1.len()).max().unwrap_or(0) as u32
    }

    /// The initial colour: the file's `XXC`, else the colour player 1 had in round 1
    /// (he is the higher ranked of his board with an odd number), else white.
    pub fn initial_colour(&self) -> Colour {
        if let Some(c) = self.initial_colour {
            return c;
        }
        self.players
            .iter()
            .find(|p| p.0 == 1)
            .and_then(|p| p.1.first().and_then(|e| e.as_ref()))
            .and_then(|e| if e.opponent.is_some() { e.colour } else { None })
            .unwrap_or(Colour::White)
    }
}

/// A player of an export: the fields of the `001` line besides the rounds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExportPlayer {
    /// Starting rank (pairing number); must match the crosstable row's number.
    pub number: u32,
    pub name: String,
    /// FIDE rating, if any.
    pub rating: Option<u32>,
    /// Place in the final (or current) standings.
    pub rank: u32,
}

/// Writes a TRF16 report of a tournament: the name (`012`), the number of players
/// (`062`), the rounds (`XXR`), and a `001` line per player with the crosstable row's
/// rounds (opponent, colour, result), in the column layout FIDE's checkers read.
pub fn write(
    name: &str,
    total_rounds: u32,
    players: &[ExportPlayer],
    table: &crate::tiebreaks::Crosstable,
) -> Result<String, PairingError> {
    let mut out = format!("012 {name}\n062 {}\nXXR {total_rounds}\n", players.len());
    for p in players {
        let row = table
            .rows
            .iter()
            .find(|r| r.number == p.number)
            .ok_or_else(|| {
                PairingError::BadCrosstable(format!("player {} has no crosstable row", p.number))
            })?;
        let halves: u32 = row.rounds.iter().map(|e| e.halves()).sum();
        let name: String = p.name.chars().take(33).collect();
        let rating = p.rating.map_or(String::new(), |r| r.to_string());
        // Columns (from 1): 5-8 rank, 15-47 name, 49-52 rating, 81-84 points, 86-89
        // place, then ten columns a round from 92.
        let mut line = format!("001 {:>4}      {:<33} {:>4}", p.number, name, rating);
        line = format!("{line:<80}{:>4} {:>4}  ", points(halves), p.rank);
        for e in &row.rounds {
            line.push_str(&round_text(e));
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    Ok(out)
}

fn points(halves: u32) -> String {
    format!("{}.{}", halves / 2, if halves % 2 == 1 { 5 } else { 0 })
}

/// One round's ten columns: `oooo c r` and two spaces.
fn round_text(e: &crate::tiebreaks::Entry) -> String {
    use crate::tiebreaks::{Entry, Outcome};
    let colour = |c: Colour| if c == Colour::White { 'w' } else { 'b' };
    let (opp, col, res) = match *e {
        Entry::Game {
            opponent,
            colour: c,
            outcome,
        } => {
            let r = match outcome {
                Outcome::Win => '1',
                Outcome::Draw => '=',
                Outcome::Loss => '0',
            };
            (opponent, colour(c), r)
        }
        Entry::Forfeit { opponent, won } => (opponent, '-', if won { '+' } else { '-' }),
        Entry::PairingBye => (0, '-', 'U'),
        Entry::Bye { halves: 2.. } => (0, '-', 'F'),
        Entry::Bye { halves: 1 } => (0, '-', 'H'),
        Entry::Bye { .. } => (0, '-', 'Z'),
        Entry::Absent => (0, '-', '-'),
    };
    format!("{opp:04} {col} {res}  ")
}

#[cfg(test)]
#[path = "trf_tests.rs"]
mod tests;
