//! The tie-breaks of an event's standings, from the games played over the board: a game
//! annulled, still being played or not played (a bye) adds nothing to any of them.
//! Buchholz sums the opponents' points (Cut-1 without the lowest, Median-1 without the
//! highest and the lowest), Sonneborn-Berger weighs each opponent's points by the result
//! against them, games won counts wins over the board, direct encounter is the points
//! scored among the entrants tied on points when all of them met, and Koya the points
//! against those who scored half the points possible or more.

use super::standings::{Cell, Row};
use crate::app::rules::events::TieBreak;
use std::collections::HashMap;

/// The played games of `row`: (opponent's number, the row's half points).
fn played(row: &Row) -> impl Iterator<Item = (i64, i64)> + '_ {
    row.cells.iter().filter_map(|c| match c {
        Cell::Game {
            opponent,
            half_points: Some(h),
            annulled: false,
            ..
        } => Some((*opponent, *h)),
        _ => None,
    })
}

/// The values of `order` for each of `rows`, in points.
pub fn values(rows: &[Row], order: &[TieBreak]) -> Vec<Vec<f64>> {
    let points: HashMap<i64, f64> = rows
        .iter()
        .map(|r| (r.number, r.half_points as f64 / 2.0))
        .collect();
    let possible = rows.iter().map(|r| r.cells.len()).max().unwrap_or(0) as f64;
    rows.iter()
        .map(|row| {
            order
                .iter()
                .map(|tb| one(row, rows, &points, possible, *tb))
                .collect()
        })
        .collect()
}

fn one(row: &Row, rows: &[Row], points: &HashMap<i64, f64>, possible: f64, tb: TieBreak) -> f64 {
    let opp = |n: i64| points.get(&n).copied().unwrap_or(0.0);
    let mut scores: Vec<f64> = played(row).map(|(o, _)| opp(o)).collect();
    scores.sort_by(|a, b| a.total_cmp(b));
    match tb {
        TieBreak::Buchholz => scores.iter().sum(),
        TieBreak::BuchholzCut1 => scores.iter().skip(1).sum(),
        TieBreak::BuchholzMedian1 => match scores.len() {
            0..=2 => 0.0,
            n => scores[1..n - 1].iter().sum(),
        },
        TieBreak::SonnebornBerger => played(row).map(|(o, h)| opp(o) * h as f64 / 2.0).sum(),
        TieBreak::Wins => played(row).filter(|&(_, h)| h == 2).count() as f64,
        TieBreak::Koya => played(row)
            .filter(|&(o, _)| opp(o) * 2.0 >= possible)
            .map(|(_, h)| h as f64 / 2.0)
            .sum(),
        TieBreak::DirectEncounter => {
            let group: Vec<&Row> = rows
                .iter()
                .filter(|r| r.half_points == row.half_points)
                .collect();
            let all_met = group.iter().all(|a| {
                group
                    .iter()
                    .all(|b| a.number == b.number || played(a).any(|(o, _)| o == b.number))
            });
            if group.len() < 2 || !all_met {
                return 0.0;
            }
            played(row)
                .filter(|(o, _)| group.iter().any(|r| r.number == *o))
                .map(|(_, h)| h as f64 / 2.0)
                .sum()
        }
    }
}
