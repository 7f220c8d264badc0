//! A Swiss round's pairing: the FIDE Dutch system run on the field's state
//! (`rules::event_rounds`), off the executor.

use super::Tournaments;
use crate::app::AppError;
use crate::app::rules::event_rounds::{BYE_HALF_POINTS, RoundPlan};
use crate::app::rules::standings::legs_per_round;
use crate::storage::tournaments::Event;
use pigeonpost_pairing::{Player, dutch};

impl Tournaments<'_> {
    /// Pairs round `round` of Swiss `event` from `players` by the Dutch system, off the
    /// executor (a large field takes a while); `by_number` gives each pairing number's
    /// user id. The inner error: why no pairing exists.
    pub(super) async fn pair_swiss(
        &self,
        event: &Event,
        players: Vec<Player>,
        round: i64,
        by_number: &[i64],
    ) -> Result<Result<RoundPlan, String>, AppError> {
        let total = event.rounds as u32;
        let paired =
            tokio::task::spawn_blocking(move || dutch::pair(&players, round as u32, total))
                .await
                .map_err(|e| AppError::Internal(format!("pairing round {round}: {e}")))?;
        let pairing = match paired {
            Ok(p) => p,
            Err(e) => return Ok(Err(e.to_string())),
        };
        let user = |n: u32| by_number.get((n as usize).wrapping_sub(1)).copied();
        let mut boards = Vec::with_capacity(pairing.boards.len());
        for b in &pairing.boards {
            match (user(b.white), user(b.black)) {
                (Some(w), Some(b)) => boards.push((w, b)),
                _ => return Err(AppError::Internal("a pairing names no entrant".into())),
            }
        }
        let byes = pairing
            .bye
            .and_then(user)
            .map(|u| vec![(u, BYE_HALF_POINTS * legs_per_round(event) as i64)])
            .unwrap_or_default();
        Ok(Ok(RoundPlan {
            round,
            boards,
            byes,
        }))
    }
}
