//! An event's rounds: the start (pairing numbers by rating, then every round of the
//! round robin at once, its games started and mailed), withdrawals (by the entrant, or
//! after too many games lost on time) and the end. Each is read, decide, write: decided
//! from what was read, and written in one transaction guarded by the event's status and
//! round.

use super::{Tournaments, Withdrawal};
use crate::app::rules::clock_rules::ClockRules;
use crate::app::rules::event_rounds::{self, RoundPlan};
use crate::app::rules::events;
use crate::app::rules::rulebook;
use crate::app::rules::shared::Board;
use crate::app::rules::standings::{points, standings};
use crate::app::{AppError, User};
use crate::calendar::DAY;
use crate::notify::messages;
use crate::storage::writes::WriteTx;
use crate::storage::{
    self,
    games::NewGame,
    tournament_games::EventGame,
    tournaments::{Entrant, Event},
};
use pigeonpost_domain::{EventFormat, EventStatus, GameStatus, Sides};
use pigeonpost_engine::{Color, Position, Variant};
use std::sync::Arc;

impl Tournaments<'_> {
    /// Starts event `id` by its organiser's hand.
    pub async fn start(&self, user: &User, id: i64) -> Result<(), AppError> {
        let event = self.event(id).await?;
        if event.organiser_id != user.id {
            return Err(AppError::Forbidden(
                "only the event's organiser starts it".into(),
            ));
        }
        self.begin_event(&event).await
    }

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

    /// Starts an event whose set time has come, or, when it cannot start (too few
    /// entrants, or too many), keeps it open for entries to start by hand, and says so.
    async fn start_on_time(&self, event: &Event, now: i64) -> Result<bool, AppError> {
        if event.starts_at.is_none_or(|t| t > now) {
            return Ok(false);
        }
        let Err(why) = events::may_start(event, event.entrants as usize) else {
            self.begin_event(event).await?;
            return Ok(true);
        };
        let mut tx = self
            .claim_unstarted(event.id, now, "the event has started already")
            .await?;
        storage::tournaments::clear_start_time(&mut tx, event.id).await?;
        let text = format!(
            "The event could not start at its set time ({why}): it stays open for entries until its organiser starts it."
        );
        storage::tournaments::notice(&mut tx, event.id, &text, now).await?;
        tx.commit().await?;
        Ok(true)
    }

    /// A transaction that holds event `id` while it is still open for entries (taken
    /// first, so that two changes of it go one after the other), or `why` it is not.
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
            storage::tournaments::entrants(&mut conn, event.id).await?
        };
        events::may_start(event, entrants.len())?;
        let numbered = event_rounds::numbering(&entrants);
        let by_number: Vec<i64> = numbered.iter().map(|n| n.0).collect();
        let plans = match event.format {
            EventFormat::RoundRobin => event_rounds::round_robin(&by_number, event.rounds)?,
            EventFormat::Swiss => {
                let players = event_rounds::first_round(by_number.len());
                match self.pair_swiss(event, players, 1, &by_number).await? {
                    Ok(plan) => vec![plan],
                    Err(why) => return Err(AppError::Conflict(why)),
                }
            }
        };
        let variant = self.rules(event).await?;
        let now = self.clock.now();
        let mut tx = self
            .claim_unstarted(event.id, now, "the event has started already")
            .await?;
        for &(user, number, rating) in &numbered {
            storage::tournaments::number(&mut tx, event.id, user, number, rating).await?;
        }
        let deadline = self.deadline(event, 1, now);
        storage::tournaments::advance(&mut tx, event.id, EventStatus::Running, 1, deadline).await?;
        let mut games = Vec::new();
        for plan in &plans {
            games.extend(
                self.write_round(&mut tx, event, &variant, plan, now)
                    .await?,
            );
        }
        let text = match event.format {
            EventFormat::RoundRobin => format!(
                "The event began with {} entrants: every game of its {} rounds started at once.",
                numbered.len(),
                plans.len()
            ),
            EventFormat::Swiss => format!(
                "The event began with {} entrants: round 1 is paired.",
                numbered.len()
            ),
        };
        storage::tournaments::notice(&mut tx, event.id, &text, now).await?;
        tx.commit().await?;
        self.games_started(&games).await;
        Ok(())
    }

    /// The rules of the event's games.
    async fn rules(&self, event: &Event) -> Result<Arc<Variant>, AppError> {
        let mut conn = self.conn().await?;
        rulebook::variant_by_hash(&mut conn, &event.definition_hash).await
    }

    /// When round `round` of `event`, beginning at `now`, is paired past with its games
    /// still being played: a Swiss round's deadline, but for the last round's (after it
    /// nothing is paired).
    fn deadline(&self, event: &Event, round: i64, now: i64) -> Option<i64> {
        (event.format == EventFormat::Swiss && round < event.rounds)
            .then_some(now + event.round_days * DAY)
    }

    /// Tells the players' pages and the workers about games just started.
    async fn games_started(&self, games: &[i64]) {
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
        variant: &Arc<Variant>,
        plan: &RoundPlan,
        now: i64,
    ) -> Result<Vec<i64>, AppError> {
        let start = Position::start(variant);
        let (fen, key) = (start.fen(), start.repetition_key());
        let mut ids = Vec::with_capacity(plan.boards.len());
        for (board, &(white, black)) in plan.boards.iter().enumerate() {
            let new = NewGame {
                variant: &event.variant,
                definition_hash: &event.definition_hash,
                creator_id: white,
                white_id: Some(white),
                black_id: None,
                invitee_id: Some(black),
                invite_email: None,
                invite_token: None,
                start_fen: &fen,
                start_key: &key,
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
            storage::tournament_games::add_game(tx, event.id, id, plan.round, board as i64 + 1)
                .await?;
            self.mail_pairing(tx, event, variant, plan.round, (id, white, black), &fen)
                .await?;
            ids.push(id);
        }
        for &(user, half_points) in &plan.byes {
            storage::tournament_games::add_bye(tx, event.id, plan.round, user, half_points).await?;
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
        let w = storage::users::by_id(tx, white).await?;
        let b = storage::users::by_id(tx, black).await?;
        let label = messages::GameLabel {
            id: game,
            variant_name: variant.name(),
            white: &w.username,
            black: &b.username,
        };
        let url = self.url(&format!("/games/{game}"));
        for (to, colour, opponent, side) in [
            (&w.email, "White", &b.username, Color::White),
            (&b.email, "Black", &w.username, Color::Black),
        ] {
            let pairing = messages::EventPairing {
                event: &event.name,
                round,
                colour,
                opponent,
            };
            let mail = messages::event_pairing(to, &label, &pairing, &url);
            let board = Board {
                variant,
                game,
                ply: 0,
                fen,
                last_squares: &[],
                side,
            };
            let mail = self.with_board(mail, board, "The board at the start, from your side");
            self.enqueue(tx, &mail).await?;
        }
        Ok(())
    }

    /// The next step of running `event`: withdrawals over its timeouts, then its end
    /// when every game is over, or its next Swiss round when this one is over or its time
    /// is up. Whether anything changed.
    async fn next_round(&self, event: &Event) -> Result<bool, AppError> {
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
        let players = event_rounds::players(next, &entrants, &games, &byes);
        let by_number = event_rounds::by_number(&entrants);
        let plan = match self.pair_swiss(event, players, next, &by_number).await? {
            Ok(plan) => plan,
            Err(why) => {
                let text =
                    format!("Round {next} could not be paired ({why}): the event ends here.");
                self.finish(event, &entrants, &games, &byes, now, Some(&text))
                    .await?;
                return Ok(true);
            }
        };
        let variant = self.rules(event).await?;
        let mut tx = self.begin().await?;
        storage::tournaments::claim(
            &mut tx,
            event.id,
            EventStatus::Running,
            event.round,
            now,
            "the round was paired meanwhile",
        )
        .await?;
        let deadline = self.deadline(event, next, now);
        storage::tournaments::advance(&mut tx, event.id, EventStatus::Running, next, deadline)
            .await?;
        let started = self
            .write_round(&mut tx, event, &variant, &plan, now)
            .await?;
        let mut text = format!("Round {next} is paired.");
        if round_playing {
            text.push_str(&format!(
                " Round {} reached its deadline with games still being played: they count once they end, and the standings are provisional until then.",
                event.round
            ));
        }
        storage::tournaments::notice(&mut tx, event.id, &text, now).await?;
        tx.commit().await?;
        self.games_started(&started).await;
        Ok(true)
    }

    /// Event `id`'s entrants, games and byes.
    async fn read_state(
        &self,
        id: i64,
    ) -> Result<(Vec<Entrant>, Vec<EventGame>, Vec<(i64, i64, i64)>), AppError> {
        let mut conn = self.conn().await?;
        Ok((
            storage::tournaments::entrants(&mut conn, id).await?,
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
        why: Option<&str>,
    ) -> Result<(), AppError> {
        let rows = standings(event, event.round as usize, entrants, games, byes);
        let mut tx = self.begin().await?;
        storage::tournaments::claim(
            &mut tx,
            event.id,
            EventStatus::Running,
            event.round,
            now,
            "the event ended meanwhile",
        )
        .await?;
        storage::tournaments::advance(&mut tx, event.id, EventStatus::Finished, event.round, None)
            .await?;
        if let Some(why) = why {
            storage::tournaments::notice(&mut tx, event.id, why, now).await?;
        }
        let text = match rows.first() {
            Some(w) => format!(
                "The event is over: {} won it with {} points.",
                w.name,
                points(w.half_points)
            ),
            None => "The event is over.".to_string(),
        };
        storage::tournaments::notice(&mut tx, event.id, &text, now).await?;
        tx.commit().await?;
        Ok(())
    }
}
