//! A game as the use-cases see it: the stored row, the side to move, and the predicates
//! that decide who may do what. Each predicate is the one place its rule is decided: the
//! use-case that enforces the rule calls it, and the game page offers exactly the actions
//! it allows (`is_ok()`), with the refusal's words for the player otherwise.

use crate::app::rules::result_words::result_text;
use crate::app::{AppError, User};
use crate::storage::game_row::GameRow;
use crate::storage::moves::MoveRow;
pub use pigeonpost_domain::{ClockState, GameStatus, Player, Sides, Squares, TimeControl};
use pigeonpost_engine::{Color, Position, Reason, Variant};
use pigeonpost_i18n::{Said, Value};
use std::sync::Arc;

/// A game as the use-cases decide with it and the pages show it: its seats, position,
/// clock, result and standing offers.
#[derive(Debug, Clone)]
pub struct Game {
    pub id: i64,
    pub variant: String,
    pub status: GameStatus,
    pub creator: Player,
    /// The seats by colour, empty until the invitation is accepted.
    pub white: Option<Player>,
    pub black: Option<Player>,
    /// Who may accept: a named player, the holder of an emailed link, or anyone.
    pub invitee: Option<Player>,
    pub invite_email: Option<String>,
    pub invite_token: Option<String>,
    pub created_at: i64,
    pub start_fen: String,
    pub fen: String,
    pub ply: i64,
    /// The squares the last turn touched.
    pub last_squares: Squares,
    /// Set when finished: the winning colour (none for a draw) and why.
    pub winner: Option<Color>,
    pub reason: Option<Reason>,
    pub updated_at: i64,
    pub time_control: TimeControl,
    pub clock: ClockState,
    pub reminded_ply: Option<i64>,
    /// The colour with a standing draw offer, and with a standing takeback request.
    pub draw_offer_by: Option<Color>,
    pub takeback_by: Option<Color>,
    /// In free play: the colour that reports having won, awaiting the opponent's word.
    pub win_report_by: Option<Color>,
    /// The repetition key of the start position (NULL on rows from before it was
    /// stored, until the start-up fill).
    pub start_key: Option<String>,
    /// The hash of the definition the game is played under (NULL on rows from before
    /// rules were frozen per game, until the start-up freeze).
    pub definition_hash: Option<String>,
    /// The sides whose player keeps the game private (`GameRecord::may_watch`).
    pub hidden_by: Sides,
    /// The sides whose player lets others read the conversation once the game is over.
    pub talk_shown_by: Sides,
    /// Whether the result counts for both players' ratings (`ratings::counts`).
    pub rated: bool,
}

impl Game {
    /// The player on `color`'s side, once the seat is taken.
    pub fn seat(&self, color: Color) -> Option<&Player> {
        match color {
            Color::White => self.white.as_ref(),
            Color::Black => self.black.as_ref(),
        }
    }

    pub fn seat_id(&self, color: Color) -> Option<i64> {
        self.seat(color).map(|p| p.id)
    }

    /// The colour `user_id` plays, if they sit in this game.
    pub fn color_of(&self, user_id: i64) -> Option<Color> {
        Color::BOTH
            .into_iter()
            .find(|&c| self.seat_id(c) == Some(user_id))
    }

    /// The name on `color`'s side, or "?" while the seat is open.
    pub fn name(&self, color: Color) -> &str {
        self.seat(color).map(|p| p.name.as_str()).unwrap_or("?")
    }

    /// Once finished: why, with the result in the source language's words ("white
    /// (alice) wins by checkmate"), as records and the API keep it.
    pub fn result(&self) -> Option<(&Reason, String)> {
        self.result_in(pigeonpost_i18n::Tr::source())
    }

    /// Once finished: why, with the result in `tr`'s words.
    pub fn result_in(&self, tr: pigeonpost_i18n::Tr) -> Option<(&Reason, String)> {
        let reason = self
            .reason
            .as_ref()
            .filter(|_| self.status == GameStatus::Finished)?;
        let (white, black) = (self.name(Color::White), self.name(Color::Black));
        Some((reason, result_text(tr, self.winner, reason, white, black)))
    }
}

impl From<GameRow> for Game {
    fn from(r: GameRow) -> Game {
        Game {
            id: r.id,
            variant: r.variant,
            status: r.status,
            creator: r.creator,
            white: r.white,
            black: r.black,
            invitee: r.invitee,
            invite_email: r.invite_email,
            invite_token: r.invite_token,
            created_at: r.created_at,
            start_fen: r.start_fen,
            fen: r.fen,
            ply: r.ply,
            last_squares: r.last_squares,
            winner: r.winner,
            reason: r.reason.as_deref().map(Reason::parse),
            updated_at: r.updated_at,
            time_control: r.time_control,
            clock: r.clock,
            reminded_ply: r.reminded_ply,
            draw_offer_by: r.draw_offer_by,
            takeback_by: r.takeback_by,
            win_report_by: r.win_report_by,
            start_key: r.start_key,
            definition_hash: r.definition_hash,
            hidden_by: r.hidden_by,
            talk_shown_by: r.talk_shown_by,
            rated: r.rated,
        }
    }
}

/// A stored game with its variant and whose turn it is.
#[derive(Debug, Clone)]
pub struct GameRecord {
    pub row: Game,
    pub variant: Arc<Variant>,
    /// The side to move in the current position.
    pub to_move: Color,
}

impl GameRecord {
    /// Reads the side to move from the stored current position (its side field only: the
    /// position was checked when it was stored, and is read whole wherever it is played
    /// or shown); `variant` is the game's own rules (`rulebook::rules_of`).
    pub fn new(row: impl Into<Game>, variant: Arc<Variant>) -> Result<GameRecord, AppError> {
        let row = row.into();
        let to_move = Position::side_to_move_in(&row.fen)
            .map_err(|e| AppError::Internal(format!("game {} stored position: {e}", row.id)))?;
        Ok(GameRecord {
            row,
            variant,
            to_move,
        })
    }

    pub fn id(&self) -> i64 {
        self.row.id
    }

    pub fn status(&self) -> GameStatus {
        self.row.status
    }

    /// Whether `viewer` (none for a visitor) may see the game at all: anyone, unless a
    /// player keeps it private; then only those it concerns: its players, whoever
    /// invited and whoever is invited, and, while a seat waits for anyone, whoever might
    /// take it. Anyone else is told there is no such game, as for an id never used.
    pub fn may_watch(&self, viewer: Option<&User>) -> Result<(), AppError> {
        match !self.row.hidden_by.any() || self.concerns(viewer) {
            true => Ok(()),
            false => Err(AppError::NotFound(crate::app::missing::game(self.row.id))),
        }
    }

    /// Whether the game concerns `viewer`, who may then see it even while it is private.
    pub fn concerns(&self, viewer: Option<&User>) -> bool {
        let row = &self.row;
        let open_seat = row.status == GameStatus::Invited
            && row.invitee.is_none()
            && row.invite_email.is_none();
        open_seat
            || viewer.is_some_and(|u| {
                row.color_of(u.id).is_some()
                    || row.creator.id == u.id
                    || row.invitee.as_ref().is_some_and(|p| p.id == u.id)
            })
    }

    /// Whether `viewer` may read the players' conversation: the players always; anyone
    /// who may see the game once it is over, if both players let them.
    pub fn may_read_conversation(&self, viewer: Option<&User>) -> bool {
        let row = &self.row;
        let plays = viewer.is_some_and(|u| row.color_of(u.id).is_some());
        plays
            || (row.status == GameStatus::Finished
                && row.talk_shown_by.both()
                && self.may_watch(viewer).is_ok())
    }

    /// The colour whose choices of privacy `user` makes: a player's, at any time.
    pub fn may_choose_privacy(&self, user: &User) -> Result<Color, AppError> {
        self.seat_of(user)
    }

    /// The colour `user` speaks as in the game's conversation, or why they may not: a
    /// player, once the game has begun (during it and after).
    pub fn may_talk(&self, user: &User) -> Result<Color, AppError> {
        let color = self.seat_of(user)?;
        match self.row.status {
            GameStatus::Active | GameStatus::Finished => Ok(color),
            _ => Err(AppError::Conflict(Said::new(
                "refused-game-has-not-begun-there",
            ))),
        }
    }

    /// The colour `user` plays, or why they may not act in this game.
    pub fn seat_of(&self, user: &User) -> Result<Color, AppError> {
        self.row
            .color_of(user.id)
            .ok_or_else(|| AppError::Forbidden(Said::new("refused-are-not-playing-game")))
    }

    /// The name of the player on `color`'s side, or a stand-in while the seat is open.
    pub fn name(&self, color: Color) -> &str {
        self.row
            .seat(color)
            .map(|p| p.name.as_str())
            .unwrap_or("your opponent")
    }

    /// `user` sits in this game and it is in progress; `refusal` says "you can only ...
    /// in a game in progress" of the action asked.
    pub fn in_progress_for(&self, user: &User, refusal: &'static str) -> Result<Color, AppError> {
        let color = self.seat_of(user)?;
        if self.row.status != GameStatus::Active {
            return Err(AppError::Conflict(Said::new(refusal)));
        }
        Ok(color)
    }

    /// `user` may submit a turn on the position seen at `seen_ply` (whose turn it is
    /// aside: see `may_move`).
    pub fn may_submit(&self, user: &User, seen_ply: i64) -> Result<Color, AppError> {
        let color = self.seat_of(user)?;
        match self.row.status {
            GameStatus::Active => {}
            GameStatus::Finished => return Err(AppError::Conflict(Said::new("refused-game-over"))),
            _ => {
                return Err(AppError::Conflict(Said::new(
                    "refused-game-has-not-started",
                )));
            }
        }
        if seen_ply != self.row.ply {
            return Err(AppError::Stale {
                seen: seen_ply,
                actual: self.row.ply,
            });
        }
        Ok(color)
    }

    /// `user` may move now.
    pub fn may_move(&self, user: &User) -> Result<Color, AppError> {
        let color = self.may_submit(user, self.row.ply)?;
        self.own_turn(color)?;
        Ok(color)
    }

    /// It is `color`'s turn.
    pub fn own_turn(&self, color: Color) -> Result<(), AppError> {
        if self.to_move == color {
            Ok(())
        } else {
            Err(AppError::Forbidden(Said::new("refused-not-turn")))
        }
    }

    pub fn may_resign(&self, user: &User) -> Result<Color, AppError> {
        self.in_progress_for(user, "refused-resign-only-in-progress")
    }

    /// A draw by rule (threefold repetition, the fifty-move rule) is applied by the move
    /// that makes it, so a game in progress is never one to claim: always refused, with
    /// why. The page offers the claim only when this allows it.
    pub fn may_claim_draw(&self, user: &User) -> Result<Color, AppError> {
        self.in_progress_for(user, "refused-claim-draw-only-in-progress")?;
        Err(AppError::Conflict(Said::new(
            "refused-position-not-draw-rule-threefold",
        )))
    }

    /// Only before both players have moved.
    pub fn may_abort(&self, user: &User) -> Result<Color, AppError> {
        let color = self.in_progress_for(user, "refused-abort-only-in-progress")?;
        if self.row.ply >= 2 {
            return Err(AppError::Conflict(Said::new(
                "refused-both-players-have-moved-game",
            )));
        }
        Ok(color)
    }

    /// One draw offer stands at a time.
    pub fn may_offer_draw(&self, user: &User) -> Result<Color, AppError> {
        let color = self.in_progress_for(user, "refused-offer-draw-only-in-progress")?;
        let opponent = self.name(color.opposite());
        match self.row.draw_offer_by {
            Some(c) if c == color => Err(AppError::Conflict(Said::with(
                "refused-draw-already-offered",
                [("opponent", opponent.into())],
            ))),
            Some(_) => Err(AppError::Conflict(Said::with(
                "refused-draw-offered-to-you",
                [("opponent", opponent.into())],
            ))),
            None => Ok(color),
        }
    }

    /// The colour that offered the draw `user` may answer.
    pub fn may_answer_draw(&self, user: &User) -> Result<Color, AppError> {
        let color = self.in_progress_for(user, "refused-answer-draw-only-in-progress")?;
        offer_to_answer(
            self.row.draw_offer_by,
            color,
            "refused-draw-offer-is-yours",
            "refused-no-draw-offer",
        )
    }

    /// In free play, where no position ends the game, a player who has won says so
    /// and the opponent confirms; one report stands at a time.
    pub fn may_report_win(&self, user: &User) -> Result<Color, AppError> {
        let color = self.in_progress_for(user, "refused-report-win-only-in-progress")?;
        if self.variant.rules_enforced() {
            return Err(AppError::Conflict(Said::new(
                "refused-game-s-rules-are-enforced",
            )));
        }
        let opponent = self.name(color.opposite());
        match self.row.win_report_by {
            Some(c) if c == color => Err(AppError::Conflict(Said::with(
                "refused-win-already-reported",
                [("opponent", opponent.into())],
            ))),
            Some(_) => Err(AppError::Conflict(Said::with(
                "refused-win-reported-to-you",
                [("opponent", opponent.into())],
            ))),
            None => Ok(color),
        }
    }

    /// The colour whose report of a win `user` may confirm or dispute.
    pub fn may_answer_win_report(&self, user: &User) -> Result<Color, AppError> {
        let color = self.in_progress_for(user, "refused-answer-win-report-only-in-progress")?;
        offer_to_answer(
            self.row.win_report_by,
            color,
            "refused-win-report-is-yours",
            "refused-no-win-report",
        )
    }

    /// Only the player who made the last turn, before it is answered, once.
    pub fn may_request_takeback(&self, user: &User) -> Result<Color, AppError> {
        let color = self.in_progress_for(user, "refused-takeback-only-in-progress")?;
        let opponent = self.name(color.opposite());
        if self.row.ply == 0 {
            return Err(AppError::Conflict(Said::new(
                "refused-there-no-move-take-back",
            )));
        }
        if self.to_move == color {
            return Err(AppError::Conflict(Said::with(
                "refused-takeback-answered",
                [("opponent", opponent.into())],
            )));
        }
        if self.row.takeback_by.is_some() {
            return Err(AppError::Conflict(Said::with(
                "refused-takeback-already-asked",
                [("opponent", opponent.into())],
            )));
        }
        Ok(color)
    }

    /// The colour that asked for the takeback `user` may answer.
    pub fn may_answer_takeback(&self, user: &User) -> Result<Color, AppError> {
        let color = self.in_progress_for(user, "refused-answer-takeback-only-in-progress")?;
        offer_to_answer(
            self.row.takeback_by,
            color,
            "refused-takeback-request-is-yours",
            "refused-no-takeback-request",
        )
    }

    /// From when the player not to move in an untimed game may claim the win because
    /// their opponent has not moved (vacations shift the turn's start).
    pub fn stalled_claim_from(&self, stalled_days: i64) -> Option<i64> {
        if self.row.status != GameStatus::Active || self.row.time_control != TimeControl::Untimed {
            return None;
        }
        let since = self
            .row
            .clock
            .turn_started_at
            .unwrap_or(self.row.updated_at);
        Some(since + stalled_days * crate::calendar::DAY)
    }

    /// `user` may claim the win now (`now`), with the rule's own words if not.
    pub fn may_claim_win(
        &self,
        user: &User,
        now: i64,
        stalled_days: i64,
    ) -> Result<Color, AppError> {
        let color = self.in_progress_for(user, "refused-claim-win-only-in-progress")?;
        let Some(due) = self.stalled_claim_from(stalled_days) else {
            return Err(AppError::Conflict(Said::new(
                "refused-only-untimed-game-can-won",
            )));
        };
        if self.to_move == color {
            return Err(AppError::Conflict(Said::new(
                "refused-move-claim-for-player-whose",
            )));
        }
        if now < due {
            let since = due - stalled_days * crate::calendar::DAY;
            return Err(AppError::Conflict(Said::with(
                "refused-claim-win-too-soon",
                [
                    ("opponent", self.name(color.opposite()).into()),
                    ("stalled", Value::Span(now - since.min(now))),
                    ("days", stalled_days.into()),
                    ("from", user.locale.zone.civil(due).into()),
                ],
            )));
        }
        Ok(color)
    }

    /// `user` may accept this invitation (`token`: the emailed link's, if any).
    pub fn may_accept(&self, user: &User, token: Option<&str>) -> Result<(), AppError> {
        let row = &self.row;
        self.still_invited()?;
        if row.creator.id == user.id {
            return Err(AppError::Forbidden(Said::new("refused-own-invitation")));
        }
        if let Some(invitee) = &row.invitee {
            if invitee.id != user.id {
                return Err(AppError::Forbidden(Said::new(
                    "refused-invitation-for-another-player",
                )));
            }
        } else if row.invite_email.is_some()
            && (token.is_none() || token != row.invite_token.as_deref())
        {
            return Err(AppError::Forbidden(Said::new(
                "refused-invitation-was-sent-email-use",
            )));
        }
        Ok(())
    }

    /// An invitation addressed to `user` (by name, or by emailed link with `token`).
    pub fn may_decline(&self, user: &User, token: Option<&str>) -> Result<(), AppError> {
        if self.row.invitee.is_none() && self.row.invite_email.is_none() {
            return Err(AppError::Forbidden(Said::new(
                "refused-open-invitation-cannot-declined-just",
            )));
        }
        self.may_accept(user, token)
    }

    pub fn may_withdraw(&self, user: &User) -> Result<(), AppError> {
        if self.row.creator.id != user.id {
            return Err(AppError::Forbidden(Said::new(
                "refused-only-player-who-invited-can",
            )));
        }
        self.still_invited()
    }

    fn still_invited(&self) -> Result<(), AppError> {
        if self.row.status != GameStatus::Invited {
            return Err(AppError::Conflict(Said::new(
                "refused-invitation-no-longer-open",
            )));
        }
        Ok(())
    }
}

/// The colour that made the standing offer `stored`, when `me` may answer it; refused
/// with `yours` when it is `me`'s own, with `missing` when none stands.
fn offer_to_answer(
    stored: Option<Color>,
    me: Color,
    yours: &'static str,
    missing: &'static str,
) -> Result<Color, AppError> {
    match stored {
        None => Err(AppError::Conflict(Said::new(missing))),
        Some(c) if c == me => Err(AppError::Conflict(Said::new(yours))),
        Some(c) => Ok(c),
    }
}

/// A turn of the game's record: its ply, its text in our notation and in short
/// algebraic, the mover's comment and when it was played (ms).
#[derive(Debug, Clone)]
pub struct Move {
    pub ply: i64,
    pub canonical: String,
    pub san: String,
    pub comment: Option<String>,
    pub created_at: i64,
}

impl From<MoveRow> for Move {
    fn from(r: MoveRow) -> Move {
        Move {
            ply: r.ply,
            canonical: r.canonical,
            san: r.san,
            comment: r.comment,
            created_at: r.created_at,
        }
    }
}

/// How pages and mails name a deleted player.
pub const DELETED_PLAYER: &str = "deleted player";
