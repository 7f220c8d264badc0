//! An event's start: by its organiser's hand or at its set time (or, short of entrants
//! then, kept open with a notice), pairing numbers by rating, and what the first round
//! writes in every format, in one transaction guarded by the event being still open.

use super::Tournaments;
use crate::app::rules::event_entry;
use crate::app::rules::event_rounds::{self, NewLeg};
use crate::app::rules::knockout;
use crate::app::{AppError, User};
use crate::storage::writes::WriteTx;
use crate::storage::{self, tournaments::Event};
use pigeonpost_domain::{EventFormat, EventStatus};
use pigeonpost_i18n::Said;
use std::collections::HashSet;

/// What an event's start writes beside the numbering.
#[derive(Default)]
struct FirstRound {
    legs: Vec<NewLeg>,
    /// Round 1's byes: (user id, half points).
    byes: Vec<(i64, i64)>,
    /// A knockout's first-round matches decided by a bye.
    decided: Vec<storage::tournament_matches::Decided>,
    /// Rounds started (a round robin's all).
    rounds: usize,
}

impl Tournaments<'_> {
    /// Starts event `id` by its organiser's hand.
    pub async fn start(&self, user: &User, id: i64) -> Result<(), AppError> {
        let event = self.event(id).await?;
        if event.organiser_id != user.id {
            return Err(AppError::Forbidden(Said::new(
                "refused-event-start-not-organiser",
            )));
        }
        self.begin_event(&event).await
    }

    /// Starts an event whose set time has come, or, when it cannot start (too few
    /// entrants, or too many), keeps it open for entries to start by hand, and says so.
    pub(super) async fn start_on_time(&self, event: &Event, now: i64) -> Result<bool, AppError> {
        if event.starts_at.is_none_or(|t| t > now) {
            return Ok(false);
        }
        let Err(why) = event_entry::may_start(event, event.entrants as usize) else {
            self.begin_event(event).await?;
            return Ok(true);
        };
        let mut tx = self
            .claim_unstarted(event.id, now, "refused-event-began-meanwhile")
            .await?;
        storage::tournaments::clear_start_time(&mut tx, event.id).await?;
        let notice = Said::with("notice-event-not-started", [("why", why.said().into())]);
        super::notice(&mut tx, event.id, &notice, now).await?;
        tx.commit().await?;
        Ok(true)
    }

    /// A transaction that holds event `id` while it is still open for entries (taken
    /// first, so that two changes of it go one after the other), or `why` it is not (a
    /// message's id).
    pub(super) async fn claim_unstarted(
        &self,
        id: i64,
        now: i64,
        why: &'static str,
    ) -> Result<WriteTx, AppError> {
        let mut tx = self.begin().await?;
        storage::tournaments::claim(&mut tx, id, EventStatus::Signup, 0, now, why).await?;
        Ok(tx)
    }

    /// Numbers the entrants and starts the first round (every round of a round robin).
    async fn begin_event(&self, event: &Event) -> Result<(), AppError> {
        let entrants = {
            let mut conn = self.conn().await?;
            storage::tournament_entrants::entrants(&mut conn, event.id).await?
        };
        event_entry::may_start(event, entrants.len())?;
        let numbered = event_rounds::numbering(&entrants);
        let by_number: Vec<i64> = numbered.iter().map(|n| n.0).collect();
        let first = self.first_round(event, &by_number).await?;
        let rules = self.rules(event, &first.legs).await?;
        let now = self.clock.now();
        let mut tx = self
            .claim_unstarted(event.id, now, "refused-event-began-meanwhile")
            .await?;
        for &(user, number, rating) in &numbered {
            storage::tournament_entrants::number(&mut tx, event.id, user, number, rating).await?;
        }
        let deadline = self.deadline(event, 1, now);
        storage::tournaments::advance(&mut tx, event.id, EventStatus::Running, 1, deadline).await?;
        storage::tournaments::mark_started(&mut tx, event.id, now).await?;
        let games = self
            .write_games(&mut tx, event, &rules, &first.legs, now)
            .await?;
        for &(user, half_points) in &first.byes {
            storage::tournament_games::add_bye(&mut tx, event.id, 1, user, half_points).await?;
        }
        for d in &first.decided {
            storage::tournament_matches::decide(&mut tx, event.id, d, now).await?;
        }
        let entrants = numbered.len();
        let began = match event.format {
            EventFormat::RoundRobin => Said::with(
                "notice-event-began-round-robin",
                [
                    ("entrants", entrants.into()),
                    ("rounds", first.rounds.into()),
                ],
            ),
            EventFormat::Swiss => {
                Said::with("notice-event-began-swiss", [("entrants", entrants.into())])
            }
            EventFormat::Knockout => Said::with(
                "notice-event-began-knockout",
                [
                    ("entrants", entrants.into()),
                    ("byes", first.decided.len().into()),
                ],
            ),
        };
        super::notice(&mut tx, event.id, &began, now).await?;
        tx.commit().await?;
        self.games_started(&games).await;
        Ok(())
    }

    /// What the start of `event`, its entrants numbered `by_number` (user id by pairing
    /// number), writes: every round of a round robin, a Swiss's first round, a knockout's
    /// first-round matches (and the byes that decide some).
    async fn first_round(&self, event: &Event, by_number: &[i64]) -> Result<FirstRound, AppError> {
        let mut first = FirstRound::default();
        match event.format {
            EventFormat::RoundRobin => {
                let plans = event_rounds::round_robin(by_number, event.rounds)?;
                first.rounds = plans.len();
                for plan in &plans {
                    first.legs.extend(event_rounds::legs(plan, event.basque));
                }
            }
            EventFormat::Swiss => {
                let players = event_rounds::first_round(by_number.len());
                match self.pair_swiss(event, players, 1, by_number).await? {
                    Ok(plan) => {
                        first.legs = event_rounds::legs(&plan, event.basque);
                        first.byes = plan.byes;
                    }
                    Err(why) => {
                        return Err(AppError::Conflict(Said::with(
                            "refused-event-first-round-unpaired",
                            [("why", why.into())],
                        )));
                    }
                }
            }
            EventFormat::Knockout => {
                let b = knockout::bracket(
                    by_number,
                    &[],
                    &[],
                    &HashSet::new(),
                    knockout::match_rule(event),
                );
                first.legs = b.start;
                first.decided = b.decide;
            }
        }
        Ok(first)
    }
}
