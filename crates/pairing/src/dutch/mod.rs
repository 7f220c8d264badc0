//! The FIDE Dutch system (Handbook C.04.3, with the general rules C.04.1): the pairing
//! of one Swiss round from the players' state before it.
//!
//! The method is the one of the FIDE-endorsed bbpPairings: score brackets are paired
//! from the top, and every decision in a bracket is taken by a maximum-weight matching
//! over all players still unpaired, whose edge weights encode the criteria
//! lexicographically (see `weights`): completion of the whole round first (C4, with the
//! bye rule C2), then the bracket's own quality criteria C5-C21 in order. Among the
//! pairings that are equally good by every criterion, the bracket procedure
//! (`bracket`) picks the one the Dutch rules generate first (which moved-down players
//! are paired, exchanges between S1 and S2, transpositions of S2). Colours are then
//! allocated by E.1-E.5 (`colour`) and the boards put in FIDE order.
//!
//! Cost: each bracket runs a few matchings over all players still unpaired, and each
//! decision the current matching does not already satisfy runs one more. A first round
//! is one cheap matching whatever the field (1,000 entrants: 0.3 s); later rounds grow
//! quickly with the field (round 5 of 200 entrants: 0.7 s), and a later round of
//! 1,000 entrants takes minutes: reusing the duals between a bracket's matchings, as
//! bbpPairings does, is what is missing to reach a second.

mod bracket;
mod colour;
mod weights;

use crate::error::PairingError;
use crate::player::{Board, Colour, Float, Pairing, Player};
use std::collections::{HashMap, HashSet};

/// A player as the pairing sees it: the input reduced to what the criteria use.
#[derive(Debug, Clone)]
pub(crate) struct Entrant {
    pub number: u32,
    pub score: u32,
    /// Colours of the games played, oldest first (unplayed rounds dropped).
    pub played: Vec<Colour>,
    pub cd: i32,
    pub pref: colour::Preference,
    /// The float of the previous round and of the round before it.
    pub float1: Float,
    pub float2: Float,
    pub bye_eligible: bool,
    /// Rounds in which the player did not play over the board.
    pub unplayed: u32,
    pub topscorer: bool,
    pub opponents: HashSet<u32>,
}

/// Pairs round `round` of `total_rounds` with the initial colour white (E.5).
pub fn pair(players: &[Player], round: u32, total_rounds: u32) -> Result<Pairing, PairingError> {
    pair_with_initial_colour(players, round, total_rounds, Colour::White)
}

/// Pairs round `round` of `total_rounds`; `initial` is the colour drawn by lot before
/// the first round, given to the higher ranked player of a board with an odd pairing
/// number when nothing else decides (E.5).
pub fn pair_with_initial_colour(
    players: &[Player],
    round: u32,
    total_rounds: u32,
    initial: Colour,
) -> Result<Pairing, PairingError> {
    validate(players, round, total_rounds)?;
    let last_round = round == total_rounds;
    let mut entrants: Vec<Entrant> = players
        .iter()
        .filter(|p| !p.absent)
        .map(|p| entrant(p, round, last_round))
        .collect();
    // A.2: score, then pairing number.
    entrants.sort_by(|a, b| b.score.cmp(&a.score).then(a.number.cmp(&b.number)));
    if entrants.is_empty() {
        return Ok(Pairing::default());
    }
    let result = bracket::pair_brackets(&entrants, last_round).map_err(|why| match why {
        bracket::Unpaired::NoLegalPairing => PairingError::NoLegalPairing { round },
        bracket::Unpaired::TooWide => PairingError::TooWide { round },
    })?;
    let mut boards: Vec<(usize, usize)> = result
        .pairs
        .iter()
        .map(|&(a, b)| {
            if colour::a_gets_white(&entrants[a], &entrants[b], initial) {
                (a, b)
            } else {
                (b, a)
            }
        })
        .collect();
    // Board order: the higher score of the two, then the sum of scores, then the rank
    // of the higher ranked player (positions in `entrants` are ranks).
    boards.sort_by_key(|&(w, b)| {
        let (sw, sb) = (entrants[w].score, entrants[b].score);
        (
            std::cmp::Reverse(sw.max(sb)),
            std::cmp::Reverse(sw + sb),
            w.min(b),
        )
    });
    Ok(Pairing {
        boards: boards
            .into_iter()
            .map(|(w, b)| Board {
                white: entrants[w].number,
                black: entrants[b].number,
            })
            .collect(),
        bye: result.bye.map(|i| entrants[i].number),
    })
}

fn entrant(p: &Player, round: u32, last_round: bool) -> Entrant {
    let played: Vec<Colour> = p.colours.iter().flatten().copied().collect();
    let cd = colour::colour_difference(&played);
    let float_back = |k: usize| {
        p.floats
            .len()
            .checked_sub(k)
            .map_or(Float::None, |i| p.floats[i])
    };
    Entrant {
        number: p.number,
        score: p.score_halves,
        pref: colour::preference(&played),
        cd,
        float1: float_back(1),
        float2: float_back(2),
        bye_eligible: !p.had_bye,
        unplayed: (round - 1).saturating_sub(played.len() as u32),
        // A.7: in the last round, a score above half the maximum so far.
        topscorer: last_round && p.score_halves > round - 1,
        opponents: p.opponents.iter().copied().collect(),
        played,
    }
}

fn validate(players: &[Player], round: u32, total_rounds: u32) -> Result<(), PairingError> {
    if round == 0 || round > total_rounds {
        return Err(PairingError::BadRound {
            round,
            total: total_rounds,
        });
    }
    let mut seen = HashMap::new();
    for p in players {
        if p.number == 0 {
            return Err(PairingError::ZeroPairingNumber);
        }
        if seen.insert(p.number, ()).is_some() {
            return Err(PairingError::DuplicatePlayer(p.number));
        }
        let played = round - 1;
        for len in [p.colours.len(), p.floats.len()] {
            if len > played as usize {
                return Err(PairingError::HistoryTooLong {
                    player: p.number,
                    len,
                    played,
                });
            }
        }
    }
    for p in players {
        if let Some(&o) = p.opponents.iter().find(|o| !seen.contains_key(o)) {
            return Err(PairingError::UnknownOpponent {
                player: p.number,
                opponent: o,
            });
        }
    }
    Ok(())
}

#[cfg(test)]
#[path = "tests.rs"]
mod tests;
