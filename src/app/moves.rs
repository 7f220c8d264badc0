//! Playing: submitting a turn.
//!
//! A submitted turn is decided by the engine from the stored current position and the
//! stored repetition keys (nothing is replayed), then stored together with the new
//! position, the clock and the opponent's email in one short transaction.

use super::clocks::shifted;
use super::direct_turns::Unwritten;
use super::positions::{self, Decided, Reply, parse_squares};
use super::record::GameRecord;
use super::shared::{Board, label, move_number, variant_name};
use super::webhook_events::{Audience, HookEvent};
use super::{App, AppError, User, found};
use crate::notify::reply_messages::Hint;
use crate::notify::{Mail, messages};
use crate::storage::game_row::{ClockState, GameRow, GameStatus};
use crate::storage::games::{Advance, Around};
use crate::storage::moves::NewMove;
use crate::storage::users::UserRow;
use crate::storage::{self, StorageError};
use pigeonpost_engine::{Color, Outcome};

/// The longest move text accepted (with comment).
const MAX_MOVE_TEXT: usize = 500;

impl App {
    /// Plays `text` for `user` in game `game_id`, which they saw at `seen_ply`.
    ///
    /// Read, decide, write: the game and its repetition keys are read (inline on SQLite,
    /// see `turn_reads`); the engine decides on a blocking thread from the stored
    /// position; one short transaction stores the turn, guarded by the ply read, so that
    /// of two submissions racing on one position exactly one lands.
    pub async fn submit_move(
        &self,
        user: &User,
        game_id: i64,
        seen_ply: i64,
        text: &str,
    ) -> Result<(), AppError> {
        let text = checked_move_text(text)?;
        let (game, current) = self.game_to_move(game_id).await?;
        let mover = game.may_submit(user, seen_ply)?;
        // Read apart from the game: seats do not change in a game under way.
        let (opponent, lines) = match game.row.seat_id(mover.opposite()) {
            Some(id) => {
                let (opponent, lines) = self.opponent_with_lines(id, game_id).await?;
                (Some(opponent), lines)
            }
            None => (None, Vec::new()),
        };
        let now = self.clock.now();
        if game.row.clock.deadline.is_some_and(|d| d <= now) {
            return self.refuse_overdue(game_id, now).await;
        }
        game.own_turn(mover)?;
        let text = text.to_string();
        let had_lines = !lines.is_empty();
        let (decided, reply) = tokio::task::spawn_blocking(move || {
            positions::decide_with_reply(current, &text, &lines)
        })
        .await
        .map_err(|e| AppError::Internal(format!("deciding a move: {e}")))??;
        let guard = Guard {
            game_id,
            seen_ply,
            decided_ply: game.row.ply,
            now,
        };
        // Written and addressed before the transaction, so that the write does nothing
        // but write.
        let mails = self.turn_mails(
            &game,
            user,
            opponent.as_ref(),
            &decided,
            reply.as_ref(),
            now,
        );
        let mails = self.addressed_before(mails).await?;
        let turns = Turns {
            decided,
            reply: reply.zip(opponent.as_ref().map(|o| o.id)),
            lines_of: opponent.filter(|_| had_lines).map(|o| o.id),
        };
        self.store_move(user, &guard, turns, mails).await
    }

    /// The mails about a turn and the conditional reply played to it, if any.
    fn turn_mails(
        &self,
        record: &GameRecord,
        mover: &User,
        opponent: Option<&UserRow>,
        decided: &Decided,
        reply: Option<&Reply>,
        now: i64,
    ) -> Vec<Mail> {
        let game = &record.row;
        let number = move_number(decided.record.ply, decided.mover);
        let last = format!("{number} {}", decided.record.canonical);
        let emails = |o: Option<&UserRow>| -> Vec<String> {
            std::iter::once(mover.email.clone())
                .chain(o.map(|o| o.email.clone()))
                .collect()
        };
        let (Some(owner), Some(reply)) = (opponent, reply) else {
            return match (&decided.outcome, opponent) {
                (None, Some(to)) => {
                    vec![self.move_mail(record, mover, decided, (&to.email, to.id), now, false)]
                }
                (None, None) => Vec::new(),
                (Some(outcome), opponent) => {
                    let to = emails(opponent);
                    let to: Vec<&str> = to.iter().map(String::as_str).collect();
                    self.game_over_mails(game, Some(&last), outcome, &to)
                }
            };
        };
        let reply_number = move_number(reply.decided.record.ply, reply.decided.mover);
        let answered = format!(
            "{reply_number} {} (a conditional move)",
            reply.decided.record.canonical
        );
        if let Some(outcome) = &reply.decided.outcome {
            let to = emails(Some(owner));
            let to: Vec<&str> = to.iter().map(String::as_str).collect();
            return self.game_over_mails(game, Some(&answered), outcome, &to);
        }
        let owner_user = User {
            id: owner.id,
            username: owner.username.clone(),
            email: owner.email.clone(),
        };
        let name = variant_name(game);
        let url = self.url(&format!("/games/{}", game.id));
        let news = format!(
            "{} played {last}, and your conditional move {} was played in reply",
            mover.username, reply.decided.record.canonical
        );
        let next = format!("It is {}'s move.", mover.username);
        vec![
            messages::game_news(&owner.email, &label(game, &name), &news, &next, &url),
            self.move_mail(
                record,
                &owner_user,
                &reply.decided,
                (&mover.email, mover.id),
                now,
                true,
            ),
        ]
    }

    /// The opponent's mail about a move that does not end the game, with the deadline
    /// the move sets (an opponent on vacation gets more time than it says, never less),
    /// and the Reply-To that lets them answer with their move (`to`: address and id).
    fn move_mail(
        &self,
        record: &GameRecord,
        mover: &User,
        decided: &Decided,
        (to, to_id): (&str, i64),
        now: i64,
        conditional: bool,
    ) -> Mail {
        let game = &record.row;
        let number = move_number(decided.record.ply, decided.mover);
        let name = variant_name(game);
        let label = label(game, &name);
        let url = self.url(&format!("/games/{}", game.id));
        let turn = match conditional {
            true => format!("{} (a conditional move)", decided.record.canonical),
            false => decided.record.canonical.clone(),
        };
        let deadline = game
            .time_control
            .after_move(&game.clock, decided.mover, now)
            .deadline
            .map(crate::calendar::format_utc);
        let mail = messages::move_played(
            to,
            &label,
            &mover.username,
            &number,
            &turn,
            deadline.as_deref(),
            &url,
        );
        let side = decided.mover.opposite();
        let board = Board {
            variant: &record.variant,
            game: game.id,
            ply: decided.record.ply,
            fen: &decided.record.fen_after,
            last_squares: &parse_squares(&decided.record.squares),
            side,
        };
        let alt = format!(
            "The board after {number} {}, from {} side",
            decided.record.canonical,
            match side {
                Color::White => "White's",
                Color::Black => "Black's",
            }
        );
        let mail = self.with_board(mail, board, &alt);
        self.answerable(mail, (game.id, to_id, decided.record.ply), Hint::Move)
    }

    /// The write half of a move: one transaction, guarded by the ply the move was decided
    /// on, queuing `mails` as addressed (`addressed_before`). A conditional reply is
    /// written in the same transaction, as a move made at once.
    async fn store_move(
        &self,
        user: &User,
        guard: &Guard,
        turns: Turns,
        mails: Vec<Mail>,
    ) -> Result<(), AppError> {
        let Guard {
            game_id,
            seen_ply,
            now,
            ..
        } = *guard;
        if turns.reply.is_none() && turns.lines_of.is_none() && self.write_gate.has_direct() {
            match self
                .store_plain_turn(user, guard, &turns.decided, &mails)
                .await
            {
                Err(Unwritten::App(e)) => return Err(e),
                Err(Unwritten::Overdue) => return self.refuse_overdue(game_id, now).await,
                Err(Unwritten::NotPlain) => {}
                Ok(()) => {
                    self.stored(game_id, false, !mails.is_empty()).await;
                    return Ok(());
                }
            }
        }
        let mut tx = self.begin().await?;
        let (game, around) = found(
            storage::games::for_turn(&mut tx, game_id, now).await,
            format!("game {game_id}"),
        )?;
        if let Check::Overdue = turn_check(&game, guard)? {
            drop(tx);
            return self.refuse_overdue(game_id, now).await;
        }
        let Turns {
            decided,
            reply,
            lines_of,
        } = turns;
        let mover = decided.mover;
        let played = Played {
            decided,
            player_id: user.id,
            replied: reply.is_some(),
            around,
        };
        let (after, mut hooks) = match self.write_turn(&mut tx, &game, played, now).await {
            Err(AppError::Stale { .. }) => {
                return Err(AppError::Stale {
                    seen: seen_ply,
                    actual: seen_ply + 1,
                });
            }
            other => other?,
        };
        if let Some(owner) = lines_of {
            storage::conditionals::delete_all(&mut tx, game_id, owner).await?;
        }
        if let Some((reply, owner)) = reply {
            // The reply lapses the mover's own offers, as a move of the owner's would.
            let mut between = game.clone();
            between.ply += 1;
            between.clock = after;
            if between.draw_offer_by == Some(mover.opposite()) {
                between.draw_offer_by = None;
            }
            if between.takeback_by == Some(mover.opposite()) {
                between.takeback_by = None;
            }
            if between.win_report_by == Some(mover.opposite()) {
                between.win_report_by = None;
            }
            let Reply { decided, rest } = reply;
            let ply = decided.record.ply;
            let played = Played {
                decided,
                player_id: owner,
                replied: false,
                around,
            };
            hooks |= self.write_turn(&mut tx, &between, played, now).await?.1;
            if !rest.is_empty() {
                storage::conditionals::insert(&mut tx, game_id, owner, ply, &rest, now).await?;
            }
        }
        for mail in &mails {
            self.put_in_outbox(&mut tx, mail).await?;
        }
        tx.commit().await?;
        self.stored(game_id, hooks, !mails.is_empty()).await;
        Ok(())
    }

    /// After a turn is committed: news of the game, and the workers woken for what it
    /// queued (for new rows only: an idle wake is still a read of the table).
    async fn stored(&self, game_id: i64, hooks: bool, mails: bool) {
        match hooks {
            true => self.game_changed(game_id).await,
            false => self.game_changed_queuing_nothing(game_id).await,
        }
        if mails {
            self.mail_wake.notify_one();
        }
    }

    /// Stores one turn on `game` as it stands in `tx`: the move row, the new position and
    /// clock, the offers it lapses. Returns the clock after it and whether a webhook
    /// delivery was queued. A turn answered at once by a conditional move (`replied`)
    /// pauses no clock for a vacation.
    async fn write_turn(
        &self,
        tx: &mut crate::storage::Conn,
        game: &GameRow,
        played: Played,
        now: i64,
    ) -> Result<(ClockState, bool), AppError> {
        let Played {
            decided,
            player_id,
            replied,
            around,
        } = played;
        let Decided {
            record,
            mover,
            outcome,
        } = decided;
        let clock_before = game.clock.clone();
        storage::moves::insert_move(tx, game.id, &record, player_id, &clock_before, now).await?;
        let clock = clock_after(game, mover, outcome.is_some(), replied, &around, now);
        let advance = advance_of(game, &record, outcome.as_ref(), clock.as_ref());
        match storage::games::advance(tx, &advance, now).await {
            Err(StorageError::Conflict(_)) => {
                return Err(AppError::Stale {
                    seen: game.ply,
                    actual: game.ply + 1,
                });
            }
            other => other?,
        }
        let color = match mover {
            pigeonpost_engine::Color::White => "white",
            pigeonpost_engine::Color::Black => "black",
        };
        let event = HookEvent::new("move", game.id, record.ply, Some(player_id))
            .with("move", record.canonical.as_str())
            .with("color", color);
        let mut hooks = false;
        if around.hooked {
            hooks = self.queue_hooks(tx, Audience::Players, event).await?;
            if let Some(outcome) = &outcome {
                hooks |= self
                    .queue_result_hook(tx, game, record.ply, outcome)
                    .await?;
            }
        }
        if outcome.is_none() {
            hooks |= self
                .lapse_offers(tx, game, record.ply, mover.opposite())
                .await?;
        }
        Ok((clock.unwrap_or(clock_before), hooks))
    }

    /// The clock fell before the move arrived (the sweep has not run yet): the game ends
    /// on time now, and the move is refused.
    async fn refuse_overdue(&self, game_id: i64, now: i64) -> Result<(), AppError> {
        let mut tx = self.begin().await?;
        self.time_out(&mut tx, game_id, now).await?;
        tx.commit().await?;
        self.game_changed(game_id).await;
        self.mail_wake.notify_one();
        Err(AppError::Conflict(
            "the time to move ran out before this move arrived: the game is over".into(),
        ))
    }
}

/// A turn to store, with the conditional reply played to it and whose lines it answers.
struct Turns {
    decided: Decided,
    /// The reply and its player.
    reply: Option<(Reply, i64)>,
    /// The player whose conditional lines this turn answers (they had some).
    lines_of: Option<i64>,
}

/// One turn as `write_turn` stores it.
struct Played {
    decided: Decided,
    player_id: i64,
    /// A conditional reply follows at once.
    replied: bool,
    /// The vacations in force (the next player's turn starts when theirs ends) and
    /// whether the game's events have webhooks to go to.
    around: Around,
}

/// The clock after `mover`'s turn on `game` (none when the turn ends the game): the
/// time control's, with the next player's turn starting when their vacation in force
/// ends, unless a conditional reply answers at once (`replied`).
pub(super) fn clock_after(
    game: &GameRow,
    mover: Color,
    ends_game: bool,
    replied: bool,
    around: &Around,
    now: i64,
) -> Option<ClockState> {
    if ends_game {
        return None;
    }
    let clock = game.time_control.after_move(&game.clock, mover, now);
    match (replied, around.away[mover.opposite().index()]) {
        (false, Some(ends_at)) => Some(shifted(clock, (ends_at - now).max(0))),
        _ => Some(clock),
    }
}

/// The update of `game` that stores `record`, guarded by the ply it was decided on.
pub(super) fn advance_of<'a>(
    game: &GameRow,
    record: &'a NewMove,
    outcome: Option<&'a Outcome>,
    clock: Option<&'a ClockState>,
) -> Advance<'a> {
    Advance {
        id: game.id,
        expected_ply: game.ply,
        fen: &record.fen_after,
        last_squares: &record.squares,
        finished: outcome.map(|o| (o.winner, o.reason.as_str())),
        clock,
    }
}

/// Whether a turn may be stored on `game` as it stands in the write.
pub(super) enum Check {
    Go,
    /// The clock fell before the turn arrived (`refuse_overdue`).
    Overdue,
}

/// A turn decided as `guard` says is refused when `game` (read in the write) is over or
/// has moved on since it was decided.
pub(super) fn turn_check(game: &GameRow, guard: &Guard) -> Result<Check, AppError> {
    if game.status != GameStatus::Active {
        return Err(AppError::Conflict("the game is over".into()));
    }
    if game.ply != guard.decided_ply {
        return Err(AppError::Stale {
            seen: guard.seen_ply,
            actual: game.ply,
        });
    }
    if game.clock.deadline.is_some_and(|d| d <= guard.now) {
        return Ok(Check::Overdue);
    }
    Ok(Check::Go)
}

/// What the write half of a move is guarded by: the game, the ply the player saw and the
/// one the engine decided on, and the time of the submission.
#[derive(Clone, Copy)]
pub(super) struct Guard {
    pub game_id: i64,
    pub seen_ply: i64,
    pub decided_ply: i64,
    pub now: i64,
}

/// The move text as submitted, trimmed, or why it cannot be a move.
fn checked_move_text(text: &str) -> Result<&str, AppError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(AppError::MoveRejected(
            "write a move first, for example \"P e2-e4\"".into(),
        ));
    }
    if text.len() > MAX_MOVE_TEXT {
        return Err(AppError::Invalid(format!(
            "a move is at most {MAX_MOVE_TEXT} characters"
        )));
    }
    Ok(text)
}
