//! An event's rounds once started (see `start`): their games started and mailed,
//! withdrawals after too many games lost on time, a Swiss's next round, the end (a
//! knockout's steps are in `knockout`). Each is read, decide, write: decided from what
//! was read, and written in one transaction guarded by the event's status and round.

use super::{Tournaments, Withdrawal};
use crate::app::AppError;
use crate::app::rules::clock_rules::ClockRules;
use crate::app::rules::event_rounds::{self, NewLeg, RoundPlan};
use crate::app::rules::event_variants;
use crate::app::rules::rulebook;
use crate::app::rules::shared::Board;
use crate::app::rules::standings::{points, standings};
use crate::calendar::DAY;
use crate::notify::messages;
use crate::storage::{
    self, games::NewGame, tournament_entrants::Entrant, tournament_games::EventGame,
    tournaments::Event,
};
use pigeonpost_domain::{EventFormat, EventStatus, GameStatus, Sides};
use pigeonpost_engine::{Color, Position, Variant};
use pigeonpost_i18n::Said;
use std::collections::HashMap;
use std::sync::Arc;

/// The rules of an event's games by round.
pub(super) type RoundRules = HashMap<i64, Arc<Variant>>;

impl Tournaments<'_> {
    /// Does what is due in every running event: withdraws entrants over the event's
    /// timeouts, pairs a Swiss's next round, and ends those whose games are all over.
    /// How many events changed.
    pub async fn advance(&self) -> Result<usize, AppError> {
        let now = self.clock.now();
        let due = {
            let mut conn = self.conn().await?;
            storage::tournaments::due(&mut conn, now).await?
        };
        let mut changed = 0;
        for id in due {
            let event = self.event(id).await?;
            let done = match event.status {
                EventStatus::Running => self.next_round(&event).await,
                EventStatus::Signup => self.start_on_time(&event, now).await,
                EventStatus::Finished => Ok(false),
            };
            match done {
                Ok(true) => changed += 1,
                Ok(false) => {}
                // Another server or request got there first; the next look sees it.
                Err(AppError::Conflict(why)) => tracing::debug!(event = id, %why, "event moved on"),
                Err(e) => return Err(e),
            }
        }
        Ok(changed)
    }

    /// The rules of the games of `legs` of `event`, by round (each round may play its own
    /// variant): read before the transaction that starts them.
    pub(super) async fn rules(
        &self,
        event: &Event,
        legs: &[NewLeg],
    ) -> Result<RoundRules, AppError> {
        let mut rules = RoundRules::new();
        let mut conn = self.conn().await?;
        for leg in legs {
            let round = leg.place.round;
            if rules.contains_key(&round) {
                continue;
            }
            let (_, hash) = event_variants::of_round(event, round);
            let variant = rulebook::variant_by_hash(&mut conn, hash).await?;
            rules.insert(round, variant);
        }
        Ok(rules)
    }

    /// When round `round` of `event`, beginning at `now`, is paired past with its games
    /// still being played: a Swiss round's deadline, but for the last round's (after it
    /// nothing is paired).
    pub(super) fn deadline(&self, event: &Event, round: i64, now: i64) -> Option<i64> {
        (event.format == EventFormat::Swiss && round < event.rounds)
            .then_some(now + event.round_days * DAY)
    }

    /// Tells the players' pages and the workers about games just started.
    pub(super) async fn games_started(&self, games: &[i64]) {
        for &game in games {
            self.game_changed(game).await;
        }
        self.mail_wake.notify_one();
    }

    /// Writes round `plan` of `event`: its games started and mailed, its byes. The ids of
    /// the games.
    async fn write_round(
        &self,
        tx: &mut storage::Conn,
        event: &Event,
        rules: &RoundRules,
        legs: &[NewLeg],
        plan: &RoundPlan,
        now: i64,
    ) -> Result<Vec<i64>, AppError> {
        let ids = self.write_games(tx, event, rules, legs, now).await?;
        for &(user, half_points) in &plan.byes {
            storage::tournament_games::add_bye(tx, event.id, plan.round, user, half_points).await?;
        }
        Ok(ids)
    }

    /// Starts games `legs` of `event`, each in its round's variant of `rules`, and mails
    /// their pairings. Their ids.
    pub(super) async fn write_games(
        &self,
        tx: &mut storage::Conn,
        event: &Event,
        rules: &RoundRules,
        legs: &[NewLeg],
        now: i64,
    ) -> Result<Vec<i64>, AppError> {
        // One start position a round's variant, not one a game.
        let mut starts: HashMap<i64, (Position, String, String)> = HashMap::new();
        let mut ids = Vec::with_capacity(legs.len());
        for &NewLeg {
            place,
            white,
            black,
        } in legs
        {
            let variant = rules.get(&place.round).ok_or_else(|| {
                AppError::Internal(format!("no rules read for round {}", place.round))
            })?;
            let (start, fen, key) = starts.entry(place.round).or_insert_with(|| {
                let start = Position::start(variant);
                let (fen, key) = (start.fen(), start.repetition_key());
                (start, fen, key)
            });
            let (variant_key, hash) = event_variants::of_round(event, place.round);
            let new = NewGame {
                variant: variant_key,
                definition_hash: hash,
                creator_id: white,
                white_id: Some(white),
                black_id: None,
                invitee_id: Some(black),
                invite_email: None,
                invite_token: None,
                start_fen: fen,
                start_key: key,
                time_control: event.time_control,
                hidden_by: Sides::NONE,
                rated: event.rated,
            };
            let id = storage::games::insert(tx, &new, now).await?;
            storage::games::accept(tx, id, black, now).await?;
            let first = match start.side_to_move() {
                Color::White => white,
                Color::Black => black,
            };
            let clock = event.time_control.start(now);
            let clock = self
                .0
                .play()
                .pause_for_vacation(tx, Some(first), clock, now)
                .await?;
            storage::games::set_clock(tx, id, 0, &clock).await?;
            storage::tournament_games::add_game(tx, event.id, id, place).await?;
            self.mail_pairing(tx, event, variant, place.round, (id, white, black), fen)
                .await?;
            ids.push(id);
        }
        Ok(ids)
    }

    /// Mails both players of a new game of `event` their pairing, with the board.
    async fn mail_pairing(
        &self,
        tx: &mut storage::Conn,
        event: &Event,
        variant: &Arc<Variant>,
        round: i64,
        (game, white, black): (i64, i64, i64),
        fen: &str,
    ) -> Result<(), AppError> {
        let w = crate::app::User::from(storage::users::by_id(tx, white).await?);
        let b = crate::app::User::from(storage::users::by_id(tx, black).await?);
        let url = self.url(&format!("/games/{game}"));
        for (player, opponent, side) in [
            (&w, &b.username, Color::White),
            (&b, &w.username, Color::Black),
        ] {
            let (to, words) = (&player.email, player.locale.mail_words());
            let label = messages::GameLabel {
                id: game,
                variant_name: &crate::app::rules::shared::name_in(
                    words,
                    variant.key(),
                    variant.name(),
                ),
                white: &w.username,
                black: &b.username,
            };
            let pairing = messages::EventPairing {
                event: &event.name,
                round,
                side,
                opponent,
            };
            let mail = messages::event_pairing(words, to, &label, &pairing, &url);
            let board = Board {
                variant,
                game,
                ply: 0,
                fen,
                last_squares: &[],
                side,
            };
            let mail = self.with_board(mail, board, &words.t("mail-board-start-alt"));
            self.enqueue(tx, &mail).await?;
        }
        Ok(())
    }

    /// The next step of running `event`: withdrawals over its timeouts, then its end
    /// when every game is over, or its next Swiss round when this one is over or its time
    /// is up. Whether anything changed.
    async fn next_round(&self, event: &Event) -> Result<bool, AppError> {
        // Before the games are read: a knockout's look is marked as of then.
        let seen_at = self.clock.now();
        let (mut entrants, mut games, mut byes) = self.read_state(event.id).await?;
        if event.max_timeouts > 0 {
            let over: Vec<i64> = entrants
                .iter()
                .filter(|e| e.withdrawn_at.is_none())
                .filter(|e| event_rounds::lost_on_time(&games, e.user_id) >= event.max_timeouts)
                .map(|e| e.user_id)
                .collect();
            for &user in &over {
                self.withdraw(event, user, Withdrawal::Timeouts).await?;
            }
            if !over.is_empty() {
                // The withdrawals ended games and annulled some.
                (entrants, games, byes) = self.read_state(event.id).await?;
            }
        }
        if event.format == EventFormat::Knockout {
            return self.move_knockout(event, &entrants, &games, seen_at).await;
        }
        let playing = games.iter().any(|g| g.status == GameStatus::Active);
        let last = event.format == EventFormat::RoundRobin || event.round >= event.rounds;
        let now = self.clock.now();
        if last {
            if playing {
                return Ok(false);
            }
            self.finish(event, &entrants, &games, &byes, now, None)
                .await?;
            return Ok(true);
        }
        let round_playing = games
            .iter()
            .any(|g| g.round == event.round && g.status == GameStatus::Active);
        if round_playing && event.round_deadline.is_none_or(|d| d > now) {
            return Ok(false);
        }
        let next = event.round + 1;
        let legs = crate::app::rules::standings::legs_per_round(event) as i64;
        let players = event_rounds::players(next, &entrants, &games, &byes, legs);
        let by_number = event_rounds::by_number(&entrants);
        let plan = match self.pair_swiss(event, players, next, &by_number).await? {
            Ok(plan) => plan,
            Err(why) => {
                let notice = Said::with(
                    "notice-round-not-paired",
                    [("round", next.into()), ("why", why.into())],
                );
                self.finish(event, &entrants, &games, &byes, now, Some(&notice))
                    .await?;
                return Ok(true);
            }
        };
        let legs = event_rounds::legs(&plan, event.basque);
        let rules = self.rules(event, &legs).await?;
        let mut tx = self.begin().await?;
        storage::tournaments::claim(
            &mut tx,
            event.id,
            EventStatus::Running,
            event.round,
            now,
            "refused-event-round-paired-meanwhile",
        )
        .await?;
        let deadline = self.deadline(event, next, now);
        storage::tournaments::advance(&mut tx, event.id, EventStatus::Running, next, deadline)
            .await?;
        let started = self
            .write_round(&mut tx, event, &rules, &legs, &plan, now)
            .await?;
        let paired = match round_playing {
            true => Said::with(
                "notice-round-paired-past-deadline",
                [("round", next.into()), ("past", event.round.into())],
            ),
            false => Said::with("notice-round-paired", [("round", next.into())]),
        };
        super::notice(&mut tx, event.id, &paired, now).await?;
        tx.commit().await?;
        self.games_started(&started).await;
        Ok(true)
    }

    /// Event `id`'s entrants, games and byes.
    pub(super) async fn read_state(
        &self,
        id: i64,
    ) -> Result<(Vec<Entrant>, Vec<EventGame>, Vec<(i64, i64, i64)>), AppError> {
        let mut conn = self.conn().await?;
        Ok((
            storage::tournament_entrants::entrants(&mut conn, id).await?,
            storage::tournament_games::games(&mut conn, id).await?,
            storage::tournament_games::byes(&mut conn, id).await?,
        ))
    }

    /// Ends `event`: every game is over, or (`why`) no next round can be paired.
    async fn finish(
        &self,
        event: &Event,
        entrants: &[Entrant],
        games: &[EventGame],
        byes: &[(i64, i64, i64)],
        now: i64,
        why: Option<&Said>,
    ) -> Result<(), AppError> {
        let rows = standings(event, event.round as usize, entrants, games, byes);
        let mut tx = self.begin().await?;
        storage::tournaments::claim(
            &mut tx,
            event.id,
            EventStatus::Running,
            event.round,
            now,
            "refused-event-ended-meanwhile",
        )
        .await?;
        storage::tournaments::advance(&mut tx, event.id, EventStatus::Finished, event.round, None)
            .await?;
        if let Some(why) = why {
            super::notice(&mut tx, event.id, why, now).await?;
        }
        let over = match rows.first() {
            Some(w) => Said::with(
                "notice-event-won",
                [
                    ("name", w.name.as_str().into()),
                    ("points", points(w.half_points).into()),
                    ("half-points", w.half_points.into()),
                ],
            ),
            None => Said::new("notice-event-over"),
        };
        super::notice(&mut tx, event.id, &over, now).await?;
        tx.commit().await?;
        Ok(())
    }
}
