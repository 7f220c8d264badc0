//! What a decided turn writes, decided from the game as the write reads it: a pure
//! function (`TurnPlan::decide`) from that context to one value (`storage::turns::
//! TurnWrite`) saying everything to write: the move rows, the game's new position and
//! clock, the offers the turn lapses and their history, the webhook events, the
//! conditional reply and what remains of its line, and the mails. Storage writes it in
//! one transaction (`storage::turns::store_turn`), whichever connection that is.

use crate::app::AppError;
use crate::app::rules::clock_rules::ClockRules;
use crate::app::rules::clock_rules::shifted;
use crate::app::rules::history::EventKind;
use crate::app::rules::offers::lapsing;
use crate::app::rules::positions::{Decided, Reply};
use crate::app::rules::ratings::{self, Seat};
use crate::app::rules::record::{ClockState, Game, GameStatus};
use crate::app::rules::webhook_events::{HookEvent, payload, result_event};
use crate::storage::StorageError;
use crate::storage::games::Advance;
use crate::storage::push::QueuedPush;
use crate::storage::ratings::Standing;
use crate::storage::turns::{QueuedMail, TurnContext, TurnWrite, Write};
use pigeonpost_engine::{Color, Outcome};
use pigeonpost_i18n::Said;

/// Why a decided turn is not written (and nothing of it is).
#[derive(Debug)]
pub(crate) enum Refused {
    /// Refused, as the player is told.
    App(AppError),
    /// The clock fell before the turn arrived: the game ends on time instead.
    Overdue,
    /// A guard of the write found the game changed since the write read it (on
    /// PostgreSQL, another server's turn committed in between).
    Moved,
}

/// A guard of the write that found the game changed since the read is the game having
/// moved on; anything else fails as storage says.
impl From<StorageError> for Refused {
    fn from(e: StorageError) -> Self {
        match e {
            StorageError::Conflict(_) => Refused::Moved,
            e => Refused::App(e.into()),
        }
    }
}

/// What the write half of a move is guarded by: the game, the ply the player saw and the
/// one the engine decided on, and the time of the submission.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Guard {
    pub game_id: i64,
    pub seen_ply: i64,
    pub decided_ply: i64,
    pub now: i64,
}

/// A submission decided by the engine, with everything its write needs but the game as
/// the write reads it.
pub(crate) struct TurnPlan {
    pub guard: Guard,
    /// The submitting player.
    pub player: i64,
    pub decided: Decided,
    /// The conditional reply played to it, and its player.
    pub reply: Option<(Reply, i64)>,
    /// The player whose conditional lines this turn answers (they had some).
    pub lines_of: Option<i64>,
    pub mails: Vec<QueuedMail>,
    /// The pushes to the players' browsers.
    pub pushes: Vec<QueuedPush>,
    /// The server's public URL, for the webhook events' links.
    pub base_url: String,
    /// The time in milliseconds the webhook deliveries are queued at.
    pub now_ms: i64,
}

impl TurnPlan {
    /// Everything the turn writes on `context` (the game as the write read it), or why
    /// it is refused. Pure.
    pub fn decide(self, context: TurnContext) -> Result<TurnWrite, Refused> {
        let TurnContext {
            game,
            away,
            hooked,
            standings,
        } = context;
        let game = Game::from(game);
        check(&game, &self.guard)?;
        let mut out = Writes {
            writes: Vec::new(),
            away,
            hooked,
            standings,
            now: self.guard.now,
            now_ms: self.now_ms,
            base_url: &self.base_url,
        };
        let mover = self.decided.mover;
        let after = out.ply(&game, self.decided, self.player, self.reply.is_some());
        if let Some(owner) = self.lines_of {
            out.writes.push(Write::DropLines {
                game_id: game.id,
                owner,
            });
        }
        if let Some((Reply { decided, rest }, owner)) = self.reply {
            // The reply lapses the mover's own offers, as a move of the owner's would.
            let mut between = game.clone();
            between.ply += 1;
            between.clock = after;
            for offer in [
                &mut between.draw_offer_by,
                &mut between.takeback_by,
                &mut between.win_report_by,
            ] {
                if *offer == Some(mover.opposite()) {
                    *offer = None;
                }
            }
            let ply = decided.record.ply;
            out.ply(&between, decided, owner, false);
            if !rest.is_empty() {
                out.writes.push(Write::Line {
                    game_id: game.id,
                    owner,
                    ply,
                    line: rest.join("\n"),
                });
            }
        }
        let mut writes = out.writes;
        writes.extend(self.mails.into_iter().map(Write::Mail));
        writes.extend(self.pushes.into_iter().map(Write::Push));
        Ok(TurnWrite { writes })
    }
}

/// A turn decided as `guard` says is refused when `game` (read in the write) is over or
/// has moved on since it was decided, or its clock fell first.
fn check(game: &Game, guard: &Guard) -> Result<(), Refused> {
    if game.status != GameStatus::Active {
        return Err(Refused::App(AppError::Conflict(Said::new(
            "refused-game-over",
        ))));
    }
    if game.ply != guard.decided_ply {
        return Err(Refused::App(AppError::Stale {
            seen: guard.seen_ply,
            actual: game.ply,
        }));
    }
    if game.clock.deadline.is_some_and(|d| d <= guard.now) {
        return Err(Refused::Overdue);
    }
    Ok(())
}

/// The writes of a submission as they are gathered, with what every ply of it shares.
struct Writes<'a> {
    writes: Vec<Write>,
    away: [Option<i64>; 2],
    hooked: bool,
    /// The players' standings in a rated game's pool.
    standings: [Option<Standing>; 2],
    now: i64,
    now_ms: i64,
    base_url: &'a str,
}

impl Writes<'_> {
    /// One turn on `game` as it stands before it: the move row, the new position and
    /// clock, its webhook events and the offers it lapses. Returns the clock after it.
    /// A turn answered at once by a conditional move (`replied`) pauses no clock for a
    /// vacation.
    fn ply(&mut self, game: &Game, decided: Decided, player: i64, replied: bool) -> ClockState {
        let Decided {
            record,
            mover,
            outcome,
        } = decided;
        let clock = clock_after(game, mover, outcome.is_some(), replied, self.away, self.now);
        let ply = record.ply;
        let event = HookEvent::new("move", game.id, ply, Some(player))
            .with("move", record.canonical.as_str())
            .with("color", mover.to_string());
        self.writes.push(Write::Move {
            game_id: game.id,
            player_id: player,
            clock_before: game.clock.clone(),
            record: record.clone(),
        });
        self.writes.push(Write::Advance(Advance {
            id: game.id,
            expected_ply: game.ply,
            fen: record.fen_after,
            last_squares: record.squares,
            finished: outcome.as_ref().map(|o| (o.winner, o.reason.to_string())),
            clock: clock.clone(),
        }));
        self.hook(event, Some(game.name(mover)));
        match &outcome {
            Some(outcome) => {
                self.rate(game, ply, outcome);
                self.hook(result_event(game, ply, outcome), None);
            }
            None => self.lapses(game, ply, mover.opposite()),
        }
        clock.unwrap_or_else(|| game.clock.clone())
    }

    /// A rated result's changes to both players' standings.
    fn rate(&mut self, game: &Game, ply: i64, outcome: &Outcome) {
        let (Some(white), Some(black)) = (game.white.as_ref(), game.black.as_ref()) else {
            return;
        };
        if !ratings::counts(game, ply, &outcome.reason) {
            return;
        }
        let seats = [(white.id, self.standings[0]), (black.id, self.standings[1])]
            .map(|(user_id, standing)| Seat { user_id, standing });
        for change in ratings::rate(game.id, &game.variant, seats, outcome.winner, self.now) {
            self.writes.push(Write::Standing(change.clone()));
            self.writes.push(Write::RatingChange(change.clone()));
            self.writes.push(Write::PoolTally(change));
        }
    }

    /// The offers of `offerer` that the turn at `ply` lapses, with their history.
    fn lapses(&mut self, game: &Game, ply: i64, offerer: Color) {
        let [draw, takeback, win] = lapsing(game, offerer);
        let who = game.seat_id(offerer);
        if win {
            self.writes.push(Write::WinReport {
                game_id: game.id,
                ply,
                by: None,
            });
            self.event(game, ply, who, EventKind::WinReportLapsed);
        }
        if !draw && !takeback {
            return;
        }
        let keep = |lapses: bool, stored: Option<Color>| if lapses { None } else { stored };
        self.writes.push(Write::Offers {
            game_id: game.id,
            ply,
            draw: keep(draw, game.draw_offer_by),
            takeback: keep(takeback, game.takeback_by),
        });
        for (lapsed, kind) in [
            (draw, EventKind::DrawLapsed),
            (takeback, EventKind::TakebackLapsed),
        ] {
            if lapsed {
                self.event(game, ply, who, kind);
            }
        }
    }

    /// An entry of the game's history, and its webhook event.
    fn event(&mut self, game: &Game, ply: i64, who: Option<i64>, kind: EventKind) {
        self.writes.push(Write::Event {
            game_id: game.id,
            ply,
            user_id: who,
            kind: kind.as_str(),
        });
        let by = who.and_then(|id| game.color_of(id)).map(|c| game.name(c));
        self.hook(HookEvent::new(kind.as_str(), game.id, ply, who), by);
    }

    /// `event` for the webhooks of the game's players, if any of them has one.
    fn hook(&mut self, event: HookEvent, by: Option<&str>) {
        if !self.hooked {
            return;
        }
        let (game_id, kind) = (event.game, event.kind);
        self.writes.push(Write::Hook {
            game_id,
            kind,
            payload: payload(event, by.map(str::to_string), self.base_url),
            now_ms: self.now_ms,
        });
    }
}

/// The clock after `mover`'s turn on `game` (none when the turn ends the game): the
/// time control's, with the next player's turn starting when their vacation in force
/// (`away`, by colour) ends, unless a conditional reply answers at once (`replied`).
fn clock_after(
    game: &Game,
    mover: Color,
    ends_game: bool,
    replied: bool,
    away: [Option<i64>; 2],
    now: i64,
) -> Option<ClockState> {
    if ends_game {
        return None;
    }
    let clock = game.time_control.after_move(&game.clock, mover, now);
    match (replied, away[mover.opposite().index()]) {
        (false, Some(ends_at)) => Some(shifted(clock, (ends_at - now).max(0))),
        _ => Some(clock),
    }
}
