//! The positions a game has been in. A submitted turn is decided from the stored current
//! position and the stored repetition keys (pure engine work, run on a blocking thread
//! with no connection held); a replay from the move list is needed only to fill rows
//! stored before positions were kept, and to check stored games (`pigeonpost verify`).

use crate::app::{AppError, Refusal, RefusalReason};
use crate::storage::conditionals::ConditionalRow;
use crate::storage::moves::NewMove;
use pigeonpost_domain::Squares;
use pigeonpost_engine::{Color, Game, Outcome, Position, Variant};
use std::sync::Arc;

/// What the engine decided about a submitted turn.
#[derive(Clone)]
pub(crate) struct Decided {
    pub record: NewMove,
    pub mover: Color,
    pub outcome: Option<Outcome>,
}

/// The stored state a turn is decided from.
#[derive(Clone)]
pub(crate) struct Current {
    pub variant: Arc<Variant>,
    pub fen: String,
    pub ply: i64,
    /// The start position's key, then one per ply.
    pub keys: Vec<String>,
}

/// Reads `text` as a turn in the current position and plays it, or says why not. Pure.
pub(crate) fn decide(current: Current, text: &str) -> Result<Decided, AppError> {
    let position = Position::from_fen(&current.variant, &current.fen)
        .map_err(|e| AppError::Internal(format!("stored position: {e}")))?;
    let mover = position.side_to_move();
    let mut game = Game::resume(position.clone(), current.ply as usize, current.keys)
        .map_err(|e| AppError::Internal(format!("stored repetition keys: {e}")))?;
    let played = game
        .submit(text)
        .map_err(|e| AppError::MoveRejected(e.into()))?;
    let after = game.position();
    Ok(Decided {
        record: NewMove {
            ply: current.ply + 1,
            canonical: played.canonical,
            san: played.san,
            comment: played.comment,
            fen_after: after.fen(),
            repetition_key: game.repetition_key().to_string(),
            squares: Squares::of(&played.squares),
        },
        mover,
        outcome: game.outcome(),
    })
}

/// One ply of a replay: the position reached, its key, the squares the turn touched.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Reached {
    pub fen: String,
    pub key: String,
    pub squares: Squares,
}

/// A game replayed from its start and move list.
pub(crate) struct Replayed {
    pub start_key: String,
    pub plies: Vec<Reached>,
    /// The end by the rules of play at the last position, if any.
    pub outcome: Option<Outcome>,
}

/// A conditional reply decided after the opponent's turn, and what remains of its line.
pub(crate) struct Reply {
    pub decided: Decided,
    pub rest: Vec<String>,
}

/// Decides `text`, and then the reply of the first of `lines` (the opponent's, oldest
/// first) that answers it, checked again now. A reply that is no longer legal is not
/// played. Pure.
pub(crate) fn decide_with_reply(
    current: Current,
    text: &str,
    lines: &[ConditionalRow],
) -> Result<(Decided, Option<Reply>), AppError> {
    let ply = current.ply;
    let decided = decide(current.clone(), text)?;
    if decided.outcome.is_some() {
        return Ok((decided, None));
    }
    let Some(line) = matching(lines, ply, &decided.record.canonical) else {
        return Ok((decided, None));
    };
    let turns = line.turns();
    let mut next = current;
    next.fen = decided.record.fen_after.clone();
    next.ply += 1;
    next.keys.push(decided.record.repetition_key.clone());
    let reply = turns
        .get(1)
        .and_then(|t| decide(next, t).ok())
        .map(|d| Reply {
            decided: d,
            rest: turns.iter().skip(2).map(|t| t.to_string()).collect(),
        });
    Ok((decided, reply))
}

/// Replays a stored game from its start; the error names the ply that does not replay.
pub(crate) fn replay(
    variant: &Arc<Variant>,
    start_fen: &str,
    texts: &[String],
) -> Result<Replayed, String> {
    let start = Position::from_fen(variant, start_fen).map_err(|e| format!("start: {e}"))?;
    let mut game = Game::from_position(start);
    let start_key = game.repetition_key().to_string();
    let mut plies = Vec::with_capacity(texts.len());
    for (i, text) in texts.iter().enumerate() {
        let played = game
            .submit(text)
            .map_err(|e| format!("ply {} ('{text}'): {e}", i + 1))?;
        plies.push(Reached {
            fen: game.position().fen(),
            key: game.repetition_key().to_string(),
            squares: Squares::of(&played.squares),
        });
    }
    Ok(Replayed {
        start_key,
        plies,
        outcome: game.outcome(),
    })
}

/// Plays `turns` out from `current`, each as the rules read it; their canonical texts,
/// or the first that cannot be played, with why. Pure.
pub(crate) fn checked_line(
    mut current: Current,
    turns: &[String],
) -> Result<Vec<String>, AppError> {
    let mut canonical = Vec::with_capacity(turns.len());
    for (i, turn) in turns.iter().enumerate() {
        let decided = decide(current.clone(), turn).map_err(|e| match e {
            AppError::MoveRejected(why) => AppError::MoveRejected(why.in_turn(i + 1, turn, true)),
            other => other,
        })?;
        if decided.outcome.is_some() && i + 1 < turns.len() {
            return Err(AppError::MoveRejected(Refusal {
                kind: pigeonpost_engine::notation::ErrorKind::Illegal,
                reason: RefusalReason::LineEndsGame {
                    number: i + 1,
                    text: turn.clone(),
                },
            }));
        }
        current.fen = decided.record.fen_after.clone();
        current.ply += 1;
        current.keys.push(decided.record.repetition_key.clone());
        canonical.push(decided.record.canonical);
    }
    Ok(canonical)
}

/// The line of `lines` (the owner's, oldest first) that answers `their` turn at `ply`.
pub(crate) fn matching<'a>(
    lines: &'a [ConditionalRow],
    ply: i64,
    their: &str,
) -> Option<&'a ConditionalRow> {
    lines
        .iter()
        .filter(|l| l.ply == ply)
        .find(|l| l.turns().first() == Some(&their))
}
