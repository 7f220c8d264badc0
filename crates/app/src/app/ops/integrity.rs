//! Checking what is stored about games against the rules: `pigeonpost verify` replays
//! every game from its start and move list and compares each stored position, key and
//! result; the start-up fill gives rows stored before positions were kept their positions.
//! Replays run on a blocking thread with no connection held.

use super::Ops;
use crate::app::AppError;
use crate::app::rules::positions::{self, Replayed};
use crate::app::rules::record::{Game, GameStatus};
use crate::app::rules::rulebook;
use crate::storage::{self, moves::StoredMove};
use pigeonpost_domain::Squares;
use pigeonpost_engine::{Outcome, Reason, Variant};
use std::sync::Arc;

/// What `verify` found for one game.
#[derive(Debug, Clone)]
pub struct GameCheck {
    pub game_id: i64,
    pub plies: usize,
    /// Empty when everything stored agrees with the replay.
    pub problems: Vec<String>,
}

impl Ops<'_> {
    /// Replays every stored game and reports, per game, whether what is stored agrees.
    pub async fn verify(&self) -> Result<Vec<GameCheck>, AppError> {
        let ids = {
            let mut conn = self.conn().await?;
            storage::games::all_ids(&mut conn).await?
        };
        let mut out = Vec::with_capacity(ids.len());
        for id in ids {
            let (row, moves, rules) = self.read_stored_game(id).await?;
            let check = tokio::task::spawn_blocking(move || check_game(rules, &row, &moves))
                .await
                .map_err(|e| AppError::Internal(format!("verifying game {id}: {e}")))?;
            out.push(check);
        }
        Ok(out)
    }

    /// Stores the positions of games whose rows predate them (once, at start-up). A game
    /// that does not replay is left as it is and logged; `verify` reports it.
    pub async fn fill_positions(&self) -> Result<usize, AppError> {
        let ids = {
            let mut conn = self.conn().await?;
            storage::games::missing_positions(&mut conn).await?
        };
        let mut filled = 0;
        for id in ids {
            let (row, moves, rules) = self.read_stored_game(id).await?;
            let ply = moves.len() as i64;
            let replayed =
                tokio::task::spawn_blocking(move || replay_stored(&rules?, &row, &moves))
                    .await
                    .map_err(|e| AppError::Internal(format!("replaying game {id}: {e}")))?;
            let replayed = match replayed {
                Ok(r) => r,
                Err(e) => {
                    tracing::error!(game = id, error = %e, "stored game does not replay");
                    continue;
                }
            };
            let mut tx = self.begin().await?;
            // Only while the game is where it was read: a move meanwhile writes its own.
            if storage::moves::stored_moves(&mut tx, id).await?.len() as i64 != ply {
                continue;
            }
            storage::games::set_start_key(&mut tx, id, &replayed.start_key).await?;
            for (i, p) in replayed.plies.iter().enumerate() {
                storage::moves::fill_position(
                    &mut tx,
                    id,
                    i as i64 + 1,
                    &p.fen,
                    &p.key,
                    &p.squares,
                )
                .await?;
            }
            tx.commit().await?;
            filled += 1;
        }
        Ok(filled)
    }

    /// A stored game, its moves, and its own stored rules (or why they cannot be had).
    async fn read_stored_game(&self, id: i64) -> Result<StoredGame, AppError> {
        let mut conn = self.conn().await?;
        let row: Game = storage::games::by_id(&mut conn, id).await?.into();
        let moves = storage::moves::stored_moves(&mut conn, id).await?;
        let rules = match rulebook::rules_of(&mut conn, &row).await {
            Ok(v) => Ok(v),
            Err(AppError::Internal(why)) => Err(format!("its rules: {why}")),
            Err(e) => return Err(e),
        };
        Ok((row, moves, rules))
    }
}

type StoredGame = (Game, Vec<StoredMove>, Result<Arc<Variant>, String>);

fn replay_stored(
    variant: &Arc<Variant>,
    row: &Game,
    moves: &[StoredMove],
) -> Result<Replayed, String> {
    let texts: Vec<String> = moves.iter().map(|m| m.canonical.clone()).collect();
    positions::replay(variant, &row.start_fen, &texts)
}

/// Compares one stored game with its replay under its own stored rules.
fn check_game(rules: Result<Arc<Variant>, String>, row: &Game, moves: &[StoredMove]) -> GameCheck {
    let mut problems = Vec::new();
    let replayed = match rules.and_then(|v| replay_stored(&v, row, moves)) {
        Ok(r) => r,
        Err(e) => {
            return GameCheck {
                game_id: row.id,
                plies: moves.len(),
                problems: vec![format!("does not replay: {e}")],
            };
        }
    };
    if row.start_key.as_deref() != Some(replayed.start_key.as_str()) {
        problems.push(format!(
            "start position key stored as {:?}, replay gives {:?}",
            row.start_key, replayed.start_key
        ));
    }
    for (i, (stored, reached)) in moves.iter().zip(&replayed.plies).enumerate() {
        let ply = i + 1;
        if stored.ply != ply as i64 {
            problems.push(format!("move rows skip from ply {ply} to {}", stored.ply));
            break;
        }
        let reached_squares = reached.squares.column();
        let pairs = [
            ("position", &stored.fen_after, &reached.fen),
            ("repetition key", &stored.repetition_key, &reached.key),
            ("squares", &stored.squares, &reached_squares),
        ];
        for (what, stored, replayed) in pairs {
            if stored.as_deref() != Some(replayed.as_str()) {
                problems.push(format!(
                    "ply {ply}: {what} stored as {stored:?}, replay gives {replayed:?}"
                ));
            }
        }
    }
    check_current(row, moves.len(), &replayed, &mut problems);
    GameCheck {
        game_id: row.id,
        plies: moves.len(),
        problems,
    }
}

/// The game row's current position, ply and result against the replay's last position.
fn check_current(row: &Game, plies: usize, replayed: &Replayed, problems: &mut Vec<String>) {
    if row.ply != plies as i64 {
        problems.push(format!("game row at ply {}, {plies} moves stored", row.ply));
    }
    let no_squares = Squares::default();
    let (fen, squares) = match replayed.plies.last() {
        Some(last) => (last.fen.as_str(), &last.squares),
        None => (row.start_fen.as_str(), &no_squares),
    };
    if row.fen != fen {
        problems.push(format!(
            "current position stored as {:?}, replay gives {fen:?}",
            row.fen
        ));
    }
    if &row.last_squares != squares {
        problems.push(format!(
            "last squares stored as {:?}, replay gives {:?}",
            row.last_squares.column(),
            squares.column()
        ));
    }
    let winner = row.winner;
    let reason = row.reason.as_ref();
    // As stored: the reason's words.
    let stored = reason.map(ToString::to_string);
    match (&replayed.outcome, row.status) {
        (
            Some(Outcome {
                winner: w,
                reason: r,
            }),
            GameStatus::Finished,
        ) => {
            if winner != *w || reason != Some(r) {
                problems.push(format!(
                    "result stored as {winner:?} by {stored:?}, the board says {w:?} by \"{r}\""
                ));
            }
        }
        (Some(o), status) => problems.push(format!(
            "the board ended the game ({}) but it is stored as {status:?}",
            o.reason
        )),
        (None, GameStatus::Finished) if !reason.is_some_and(Reason::off_board) => problems.push(
            format!("stored as finished by {stored:?}, but the board has not ended the game"),
        ),
        (None, _) => {}
    }
}
