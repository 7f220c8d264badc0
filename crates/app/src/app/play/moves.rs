//! Playing: submitting a turn.
//!
//! A submitted turn is decided by the engine from the stored current position and the
//! stored repetition keys (nothing is replayed), then stored together with the new
//! position, the clock and the opponent's email in one short transaction.

use super::Play;
use crate::app::rules::clock_rules::ClockRules;
use crate::app::rules::move_messages;
use crate::app::rules::outgoing::Outgoing;
use crate::app::rules::positions::{self, Decided, Reply};
use crate::app::rules::record::GameRecord;
use crate::app::rules::shared::{Board, LastTurn, label, move_number, variant_name_in};
use crate::app::rules::turn_writes::{Guard, Refused, TurnPlan};
use crate::app::{AppError, Refusal, RefusalReason, User};
use crate::notify::reply_messages::Hint;
use crate::notify::{Mail, messages};
use crate::storage;
use crate::storage::turns::QueuedMail;
use crate::storage::users::UserRow;
use pigeonpost_i18n::Said;

/// The longest move text accepted (with comment).
const MAX_MOVE_TEXT: usize = 500;

impl Play<'_> {
    /// Plays `text` for `user` in game `game_id`, which they saw at `seen_ply`, with
    /// `message` for the opponent (empty for none), kept as the move's comment.
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
        message: &str,
    ) -> Result<(), AppError> {
        let text = move_messages::with_message(checked_move_text(text)?, message)?;
        let text = checked_move_text(&text)?;
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
        let outgoing = self.addressed_before(mails).await?;
        let turns = Turns {
            decided,
            reply: reply.zip(opponent.as_ref().map(|o| o.id)),
            lines_of: opponent.filter(|_| had_lines).map(|o| o.id),
        };
        self.store_move(user, guard, turns, outgoing).await
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
        let (Some(owner), Some(reply)) = (opponent, reply) else {
            return match (&decided.outcome, opponent) {
                (None, Some(to)) => {
                    vec![self.move_mail(record, mover, decided, &to.clone().into(), now, false)]
                }
                (None, None) => Vec::new(),
                (Some(outcome), opponent) => {
                    let opponent: Option<User> = opponent.cloned().map(User::from);
                    let to: Vec<&User> = std::iter::once(mover).chain(opponent.as_ref()).collect();
                    self.game_over_mails(game, Some(LastTurn::Played(&last)), outcome, &to)
                }
            };
        };
        let owner_user: User = owner.clone().into();
        let reply_number = move_number(reply.decided.record.ply, reply.decided.mover);
        let answered = format!("{reply_number} {}", reply.decided.record.canonical);
        if let Some(outcome) = &reply.decided.outcome {
            let to = [mover, &owner_user];
            let last = Some(LastTurn::Conditional(&answered));
            return self.game_over_mails(game, last, outcome, &to);
        }
        let words = owner_user.locale.mail_words();
        let name = variant_name_in(words, game);
        let url = self.url(&format!("/games/{}", game.id));
        let news = messages::News {
            news: "news-conditional-played",
            who: &mover.username,
            detail: &last,
            reply: &reply.decided.record.canonical,
            next: messages::Next::Say("next-conditional-played"),
        };
        vec![
            messages::game_news(words, &owner.email, &label(game, &name), &news, &url),
            self.move_mail(record, &owner_user, &reply.decided, mover, now, true),
        ]
    }

    /// The opponent's mail about a move that does not end the game, with the deadline
    /// the move sets (an opponent on vacation gets more time than it says, never less),
    /// and the Reply-To that lets them answer with their move: in the words and on the
    /// clock of the player it goes `to`.
    fn move_mail(
        &self,
        record: &GameRecord,
        mover: &User,
        decided: &Decided,
        to: &User,
        now: i64,
        conditional: bool,
    ) -> Mail {
        let game = &record.row;
        let words = to.locale.mail_words();
        let number = move_number(decided.record.ply, decided.mover);
        let name = variant_name_in(words, game);
        let label = label(game, &name);
        let url = self.url(&format!("/games/{}", game.id));
        let turn = match conditional {
            true => words.t1("mail-move-conditional", "turn", &decided.record.canonical),
            false => decided.record.canonical.clone(),
        };
        let deadline = game
            .time_control
            .after_move(&game.clock, decided.mover, now)
            .deadline
            .map(|at| to.locale.zone.show(words, at));
        let played = messages::Played {
            mover: &mover.username,
            number: &number,
            turn: &turn,
            message: decided
                .record
                .comment
                .as_deref()
                .map(str::trim)
                .filter(|c| !c.is_empty()),
            deadline: deadline.as_deref(),
        };
        let mail = messages::move_played(words, &to.email, &label, &played, &url);
        let side = decided.mover.opposite();
        let board = Board {
            variant: &record.variant,
            game: game.id,
            ply: decided.record.ply,
            fen: &decided.record.fen_after,
            last_squares: decided.record.squares.as_slice(),
            side,
        };
        let alt = words.with(
            "mail-board-alt",
            [
                ("number", number.as_str().into()),
                ("turn", decided.record.canonical.as_str().into()),
                ("side", side.name().into()),
            ],
        );
        let mail = self.with_board(mail, board, &alt);
        self.answerable(mail, (game.id, to.id, decided.record.ply), Hint::Move)
    }

    /// The write half of a move: the turn, its conditional reply and its mails and
    /// pushes (as addressed, `addressed_before`) written in one transaction, guarded by
    /// the ply the move was decided on (`turn_writes`).
    async fn store_move(
        &self,
        user: &User,
        guard: Guard,
        turns: Turns,
        outgoing: Outgoing,
    ) -> Result<(), AppError> {
        let now_ms = self.clock.now_ms();
        let Outgoing { mails, pushes } = outgoing;
        let woken = Queued {
            mail: !mails.is_empty(),
            push: !pushes.is_empty(),
        };
        let plan = TurnPlan {
            guard,
            player: user.id,
            decided: turns.decided,
            reply: turns.reply,
            lines_of: turns.lines_of,
            mails: mails
                .iter()
                .map(|m| queued(m, self.message_id_of(m), now_ms))
                .collect(),
            pushes,
            base_url: self.base_url.clone(),
            now_ms,
        };
        let stored = storage::turns::store_turn(
            &self.write_gate,
            guard.game_id,
            guard.now,
            move |context| plan.decide(context),
        )
        .await;
        match stored {
            Ok(turn) => {
                self.stored(guard.game_id, turn.queues_hooks(), woken).await;
                Ok(())
            }
            Err(Refused::Overdue) => self.refuse_overdue(guard.game_id, guard.now).await,
            Err(Refused::Moved) => Err(AppError::Stale {
                seen: guard.seen_ply,
                actual: guard.seen_ply + 1,
            }),
            Err(Refused::App(AppError::NotFound(_))) => {
                Err(AppError::NotFound(crate::app::missing::game(guard.game_id)))
            }
            Err(Refused::App(e)) => Err(e),
        }
    }

    /// After a turn is committed: news of the game, and the workers woken for what it
    /// queued (for new rows only: an idle wake is still a read of the table).
    async fn stored(&self, game_id: i64, hooks: bool, queued: Queued) {
        match hooks {
            true => self.game_changed(game_id).await,
            false => self.game_changed_queuing_nothing(game_id).await,
        }
        if queued.mail {
            self.mail_wake.mail();
        }
        if queued.push {
            self.mail_wake.push();
        }
    }

    /// The clock fell before the move arrived (the sweep has not run yet): the game ends
    /// on time now, and the move is refused.
    async fn refuse_overdue(&self, game_id: i64, now: i64) -> Result<(), AppError> {
        let mut tx = self.begin().await?;
        self.time_out(&mut tx, game_id, now).await?;
        tx.commit().await?;
        self.game_changed(game_id).await;
        self.mail_wake.notify_one();
        Err(AppError::Conflict(Said::new(
            "refused-time-move-ran-out-before",
        )))
    }
}

/// What a turn queued beside itself, whose workers are to be woken.
#[derive(Debug, Clone, Copy)]
struct Queued {
    mail: bool,
    push: bool,
}

/// A turn to store, with the conditional reply played to it and whose lines it answers.
struct Turns {
    decided: Decided,
    /// The reply and its player.
    reply: Option<(Reply, i64)>,
    /// The player whose conditional lines this turn answers (they had some).
    lines_of: Option<i64>,
}

/// A mail as the outbox queues it, with its Message-ID (if it names one).
fn queued(mail: &Mail, message_id: Option<String>, now_ms: i64) -> QueuedMail {
    QueuedMail {
        recipient: mail.to.clone(),
        subject: mail.subject.clone(),
        text_body: mail.text.clone(),
        html_body: mail.html.clone(),
        message_id,
        reply_to: mail.reply_to.clone(),
        unsubscribe: mail.unsubscribe.clone(),
        now_ms,
    }
}

/// The move text as submitted, trimmed, or why it cannot be a move.
fn checked_move_text(text: &str) -> Result<&str, AppError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(AppError::MoveRejected(Refusal::written(
            RefusalReason::NoMoveWritten,
        )));
    }
    if text.len() > MAX_MOVE_TEXT {
        return Err(AppError::Invalid(Said::with(
            "refused-move-too-long",
            [("most", MAX_MOVE_TEXT.into())],
        )));
    }
    Ok(text)
}
