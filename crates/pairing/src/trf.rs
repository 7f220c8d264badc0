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
