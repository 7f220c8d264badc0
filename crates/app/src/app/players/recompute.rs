//! Rebuilding every pool from the stored results: each rated game's result replayed in
//! the order it was applied, with the same rule as when it ended (`ratings::rate`). The
//! ratings are reproducible: a recomputation of untouched data changes nothing.

use super::Players;
use crate::app::AppError;
use crate::app::rules::ratings::{self, Seat};
use crate::storage::{self, ratings::Standing, ratings::StoredChange};
use std::collections::HashMap;

/// What a recomputation found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Recomputed {
    pub games: usize,
    pub players: usize,
    /// Changes (one player's in one game) the recomputation gave otherwise than stored;
    /// 0 when the stored ratings were exact.
    pub changed: usize,
}

/// What a replay makes of the stored results.
pub struct Replayed {
    /// The changes the rule makes otherwise than stored, each with its new values.
    pub differing: Vec<StoredChange>,
    /// The standings every change leaves, by player and pool.
    pub standings: HashMap<(i64, String), Standing>,
    /// Each pool's results and the sum of their squared misses.
    pub tallies: HashMap<String, (i64, f64)>,
}

/// The results of `stored` (every change, in order) replayed by the rule.
pub fn replay(stored: Vec<StoredChange>) -> Replayed {
    // A game's two changes, in the order their games were first applied.
    let mut order: Vec<i64> = Vec::new();
    let mut by_game: HashMap<i64, Vec<StoredChange>> = HashMap::new();
    for change in stored {
        let entry = by_game.entry(change.game_id).or_default();
        if entry.is_empty() {
            order.push(change.game_id);
        }
        entry.push(change);
    }
    let mut standings: HashMap<(i64, String), Standing> = HashMap::new();
    let mut differing = Vec::new();
    let mut tallies: HashMap<String, (i64, f64)> = HashMap::new();
    for game_id in order {
        let mut pair = by_game.remove(&game_id).unwrap_or_default();
        pair.sort_by_key(|c| c.color.index());
        let [white, black] = match pair.as_slice() {
            [w, b] => [w.clone(), b.clone()],
            _ => continue,
        };
        let seat = |c: &StoredChange| Seat {
            user_id: c.user_id,
            standing: standings.get(&(c.user_id, c.pool.clone())).copied(),
        };
        let winner = white.winner;
        let made = ratings::rate(
            game_id,
            &white.pool,
            [seat(&white), seat(&black)],
            winner,
            white.at,
        );
        for (old, new) in [white, black].into_iter().zip(made) {
            let same = old.before == new.before
                && old.after == new.after
                && old.expected == new.expected
                && old.score == new.score;
            let tally = tallies.entry(new.pool.clone()).or_default();
            tally.0 += 1;
            tally.1 += (new.score - new.expected) * (new.score - new.expected);
            let key = (new.user_id, new.pool.clone());
            standings.insert(
                key,
                Standing {
                    values: new.after,
                    games: new.games_before + 1,
                    rated_at: new.at,
                },
            );
            if !same {
                differing.push(StoredChange {
                    before: new.before,
                    after: new.after,
                    expected: new.expected,
                    score: new.score,
                    ..old
                });
            }
        }
    }
    Replayed {
        differing,
        standings,
        tallies,
    }
}

impl Players<'_> {
    /// Rebuilds every pool from the stored results, in one transaction.
    pub async fn recompute_ratings(&self) -> Result<Recomputed, AppError> {
        let mut tx = self.begin().await?;
        let stored = storage::ratings::all_changes(&mut tx).await?;
        let games = stored.len() / 2;
        let Replayed {
            differing: changes,
            standings,
            tallies,
        } = replay(stored);
        let standings: Vec<(i64, String, Standing)> = standings
            .into_iter()
            .map(|((user, pool), s)| (user, pool, s))
            .collect();
        let tallies: Vec<(String, i64, f64)> = tallies
            .into_iter()
            .map(|(pool, (n, e))| (pool, n, e))
            .collect();
        storage::ratings::replace_all(&mut tx, &standings, &tallies, &changes).await?;
        tx.commit().await?;
        Ok(Recomputed {
            games,
            players: standings
                .iter()
                .map(|s| s.0)
                .collect::<std::collections::HashSet<_>>()
                .len(),
            changed: changes.len(),
        })
    }
}
