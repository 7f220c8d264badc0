//! The tie-breaks of an event's standings, computed by the FIDE Tie-Break Regulations
//! (`pigeonpost_pairing::tiebreaks`) from its crosstable: a game played over the board
//! to its end counts; one annulled, or still being played, counts as a round not played
//! (so a provisional standing's tie-breaks are provisional too); the pairing-allocated
//! bye is one.

use super::standings::{Cell, Row};
use crate::app::rules::events::TieBreak;
use pigeonpost_engine::Color;
use pigeonpost_pairing::Colour;
use pigeonpost_pairing::tiebreaks::{self as fide, Crosstable, Entry, Outcome};

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

/// The values of `order` for each of `rows`, in points (games won: a count).
pub fn values(rows: &[Row], order: &[TieBreak]) -> Vec<Vec<f64>> {
    let table = Crosstable {
        rows: rows
            .iter()
            .map(|r| fide::Row {
                number: r.number as u32,
                rounds: r.cells.iter().map(entry).collect(),
            })
            .collect(),
    };
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
