//! An event's standings and crosstable, from its games and byes: points in half points
//! (a game still being played counts nothing yet, and marks the standing provisional),
//! the organiser's tie-breaks in order, places.
//!
//! The tie-breaks are the FIDE Tie-Break Regulations' (`pigeonpost_pairing::tiebreaks`),
//! from the crosstable: a game played over the board to its end counts; one annulled, or
//! still being played, counts as a round not played (so a provisional standing's
//! tie-breaks are provisional too); the pairing-allocated bye is one.

use crate::app::rules::events::{self, TieBreak};
use crate::storage::tournament_entrants::Entrant;
use crate::storage::tournament_games::EventGame;
use crate::storage::tournaments::Event;
use pigeonpost_engine::Color;
use pigeonpost_pairing::Colour;
use pigeonpost_pairing::tiebreaks::{self as fide, Crosstable, Entry, Outcome};
use pigeonpost_pairing::trf;
use std::collections::HashMap;

/// What an entrant did in one round.
#[derive(Debug, Clone, PartialEq)]
pub enum Cell {
    /// A game against the entrant of pairing number `opponent`: its score for this
    /// entrant in half points once it counts (none while played, or annulled).
    Game {
        game_id: i64,
        opponent: i64,
        colour: Color,
        half_points: Option<i64>,
        annulled: bool,
    },
    /// Not paired, with what the round scored (the pairing-allocated bye: a win).
    Bye { half_points: i64 },
    /// No game this round.
    None,
}

/// One line of the standings.
#[derive(Debug, Clone)]
pub struct Row {
    pub place: usize,
    pub user_id: i64,
    pub name: String,
    pub number: i64,
    pub rating: Option<f64>,
    pub half_points: i64,
    /// Games of theirs still being played.
    pub unfinished: usize,
    pub withdrawn: bool,
    /// The tie-breaks' values, in the event's order, in points (games won: a count).
    pub tiebreaks: Vec<f64>,
    /// By round, from round 1.
    pub cells: Vec<Cell>,
}

/// The standings of `event` (its `rounds` played so far): one row per entrant with a
/// pairing number, best first. In a Basque event each round has two cells, one a game of
/// the pairing, so that the tie-breaks count each game as a game.
pub fn standings(
    event: &Event,
    rounds: usize,
    entrants: &[Entrant],
    games: &[EventGame],
    byes: &[(i64, i64, i64)],
) -> Vec<Row> {
    let legs = legs_per_round(event);
    let numbered: Vec<&Entrant> = entrants.iter().filter(|e| e.number.is_some()).collect();
    let number_of: HashMap<i64, i64> = numbered
        .iter()
        .map(|e| (e.user_id, e.number.unwrap_or(0)))
        .collect();
    let mut rows: Vec<Row> = numbered
        .iter()
        .map(|e| Row {
            place: 0,
            user_id: e.user_id,
            name: e.name.clone(),
            number: e.number.unwrap_or(0),
            rating: e.rating,
            half_points: 0,
            unfinished: 0,
            withdrawn: e.withdrawn_at.is_some(),
            tiebreaks: Vec::new(),
            cells: vec![Cell::None; rounds * legs],
        })
        .collect();
    let index: HashMap<i64, usize> = rows
        .iter()
        .enumerate()
        .map(|(i, r)| (r.user_id, i))
        .collect();
    for g in games {
        let cell_at =
            (g.round - 1) as usize * legs + (g.leg - 1).clamp(0, legs as i64 - 1) as usize;
        for (me, them, colour) in [
            (g.white_id, g.black_id, Color::White),
            (g.black_id, g.white_id, Color::Black),
        ] {
            let Some(&i) = index.get(&me) else { continue };
            let half_points = events::half_points(g, colour);
            let row = &mut rows[i];
            row.half_points += half_points.unwrap_or(0);
            if half_points.is_none()
                && !g.annulled
                && g.status == pigeonpost_domain::GameStatus::Active
            {
                row.unfinished += 1;
            }
            if let Some(cell) = row.cells.get_mut(cell_at) {
                *cell = Cell::Game {
                    game_id: g.game_id,
                    opponent: number_of.get(&them).copied().unwrap_or(0),
                    colour,
                    half_points,
                    annulled: g.annulled,
                };
            }
        }
    }
    for &(round, user, half_points) in byes {
        if let Some(&i) = index.get(&user) {
            rows[i].half_points += half_points;
            // A Basque pairing's bye stands in for both its games.
            for leg in 0..legs {
                let at = (round - 1) as usize * legs + leg;
                if let Some(cell) = rows[i].cells.get_mut(at) {
                    *cell = Cell::Bye {
                        half_points: half_points / legs as i64,
                    };
                }
            }
        }
    }
    let order = events::tiebreaks(&event.tiebreaks);
    let values = tiebreak_values(&rows, &order);
    for (row, v) in rows.iter_mut().zip(values) {
        row.tiebreaks = v;
    }
    rows.sort_by(|a, b| {
        b.half_points
            .cmp(&a.half_points)
            .then_with(|| {
                b.tiebreaks
                    .iter()
                    .zip(&a.tiebreaks)
                    .map(|(x, y)| x.total_cmp(y))
                    .find(|o| o.is_ne())
                    .unwrap_or(std::cmp::Ordering::Equal)
            })
            .then_with(|| a.number.cmp(&b.number))
    });
    for (i, row) in rows.iter_mut().enumerate() {
        row.place = i + 1;
    }
    rows
}

/// Games a pairing plays each round: a Basque pairing's two, or one.
pub fn legs_per_round(event: &Event) -> usize {
    if event.basque { 2 } else { 1 }
}

/// Half points written as points: "3", "2½", "½".
pub fn points(half_points: i64) -> String {
    match (half_points / 2, half_points % 2) {
        (0, 1) => "½".to_string(),
        (n, 1) => format!("{n}½"),
        (n, _) => n.to_string(),
    }
}

fn fide(t: TieBreak) -> fide::TieBreak {
    match t {
        TieBreak::Buchholz => fide::TieBreak::Buchholz,
        TieBreak::BuchholzCut1 => fide::TieBreak::BuchholzCut1,
        TieBreak::BuchholzMedian1 => fide::TieBreak::BuchholzMedian1,
        TieBreak::SonnebornBerger => fide::TieBreak::SonnebornBerger,
        TieBreak::Wins => fide::TieBreak::GamesWon,
        TieBreak::DirectEncounter => fide::TieBreak::DirectEncounter,
        TieBreak::Koya => fide::TieBreak::Koya,
    }
}

fn entry(c: &Cell) -> Entry {
    match *c {
        Cell::Game {
            opponent,
            colour,
            half_points: Some(h),
            annulled: false,
            ..
        } => Entry::Game {
            opponent: opponent as u32,
            colour: match colour {
                Color::White => Colour::White,
                Color::Black => Colour::Black,
            },
            outcome: match h {
                2 => Outcome::Win,
                1 => Outcome::Draw,
                _ => Outcome::Loss,
            },
        },
        Cell::Bye { half_points: 2 } => Entry::PairingBye,
        Cell::Bye { half_points } => Entry::Bye {
            halves: half_points as u32,
        },
        _ => Entry::Absent,
    }
}

/// The crosstable of `rows` as the FIDE rules read it.
fn crosstable(rows: &[Row]) -> Crosstable {
    Crosstable {
        rows: rows
            .iter()
            .map(|r| fide::Row {
                number: r.number as u32,
                rounds: r.cells.iter().map(entry).collect(),
            })
            .collect(),
    }
}

/// The standings `rows` (best first) of the event called `name`, of `total_rounds`
/// rounds, as a FIDE TRF16 report: what arbiters' and rating officers' programs read.
pub fn trf(name: &str, total_rounds: u32, rows: &[Row]) -> Result<String, String> {
    let mut players: Vec<trf::ExportPlayer> = rows
        .iter()
        .map(|r| trf::ExportPlayer {
            number: r.number as u32,
            name: r.name.clone(),
            rating: r.rating.map(|x| x.round().max(0.0) as u32),
            rank: r.place as u32,
        })
        .collect();
    players.sort_by_key(|p| p.number);
    trf::write(name, total_rounds, &players, &crosstable(rows)).map_err(|e| e.to_string())
}

/// The values of `order` for each of `rows`, in points (games won: a count).
pub fn tiebreak_values(rows: &[Row], order: &[TieBreak]) -> Vec<Vec<f64>> {
    let table = crosstable(rows);
    let list: Vec<fide::TieBreak> = order.iter().map(|t| fide(*t)).collect();
    match fide::compute(&table, &list) {
        Ok(standings) => standings
            .iter()
            .map(|s| {
                s.values
                    .iter()
                    .zip(&list)
                    .map(|(v, t)| *v as f64 / t.unit() as f64)
                    .collect()
            })
            .collect(),
        // The list is checked when the event is set up; a table the rules cannot read
        // (none is made here) shows no tie-breaks rather than no standings.
        Err(e) => {
            tracing::error!(error = %e, "tie-breaks");
            vec![Vec::new(); rows.len()]
        }
    }
}
