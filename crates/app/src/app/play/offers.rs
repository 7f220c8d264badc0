//! Agreements that need the opponent's consent: draw offers and takeback requests. Each
//! is a standing offer on the game row, answered by the opponent, recorded in the game's
//! history and emailed to the other player. An unanswered offer lapses when the
//! opponent moves instead (see `lapsing`, which every move's write asks).

use super::Play;
use crate::app::rules::clock_rules::ClockRules;
use crate::app::rules::history::EventKind;
use crate::app::rules::offers::Answer;
use crate::app::rules::record::GameRecord;
use crate::app::rules::shared::{MyGame, label, move_number, variant_name_in};
use crate::app::{AppError, User, found};
use crate::notify::messages::{self, Next};
use crate::storage;
use pigeonpost_engine::{Outcome, Reason};
use pigeonpost_i18n::Said;

impl Play<'_> {
    /// Offers a draw to the opponent; it stands until they answer or move.
    pub async fn offer_draw(&self, user: &User, game_id: i64) -> Result<(), AppError> {
        let mut g = self
            .my_game(user, game_id, GameRecord::may_offer_draw)
            .await?;
        storage::games::set_offers(
            &mut g.tx,
            game_id,
            g.game.row.ply,
            Some(g.color),
            g.game.row.takeback_by,
        )
        .await?;
        let news = messages::News {
            news: "news-draw-offered",
            who: &user.username,
            detail: "",
            reply: "",
            next: Next::Say("next-draw-offered"),
        };
        self.tell_opponent(g, user.id, EventKind::DrawOffered, "", news)
            .await
    }

    /// Accepts or declines the opponent's standing draw offer.
    pub async fn answer_draw(
        &self,
        user: &User,
        game_id: i64,
        answer: Answer,
    ) -> Result<(), AppError> {
        let mut g = self
            .my_game(user, game_id, |g, u| {
                g.may_answer_draw(u)?;
                g.seat_of(u)
            })
            .await?;
        match answer {
            Answer::Accept => {
                let outcome = Outcome::draw(Reason::Agreement);
                self.end_off_board(g, &outcome, user.id, EventKind::DrawAccepted, "")
                    .await
            }
            Answer::Decline => {
                storage::games::set_offers(
                    &mut g.tx,
                    game_id,
                    g.game.row.ply,
                    None,
                    g.game.row.takeback_by,
                )
                .await?;
                let news = messages::News {
                    news: "news-draw-declined",
                    who: &user.username,
                    detail: "",
                    reply: "",
                    next: Next::Nothing,
                };
                self.tell_opponent(g, user.id, EventKind::DrawDeclined, "", news)
                    .await
            }
        }
    }

    /// Asks the opponent to let `user` take back their last move, which must still be the
    /// game's last move.
    pub async fn request_takeback(&self, user: &User, game_id: i64) -> Result<(), AppError> {
        let mut g = self
            .my_game(user, game_id, GameRecord::may_request_takeback)
            .await?;
        let last = storage::moves::last_move(&mut g.tx, game_id).await?;
        let Some(last) = last.filter(|l| l.player_id == user.id) else {
            return Err(AppError::Conflict(Said::new(
                "refused-game-has-changed-there-no",
            )));
        };
        storage::games::set_offers(
            &mut g.tx,
            game_id,
            g.game.row.ply,
            g.game.row.draw_offer_by,
            Some(g.color),
        )
        .await?;
        let detail = format!("{} {}", move_number(last.ply, g.color), last.canonical);
        let news = messages::News {
            news: "news-takeback-asked",
            who: &user.username,
            detail: &detail,
            reply: "",
            next: Next::Say("next-takeback-asked"),
        };
        self.tell_opponent(g, user.id, EventKind::TakebackRequested, &detail, news)
            .await
    }

    /// Accepts or declines the opponent's standing takeback request. Accepting removes
    /// their last move and gives them the move again, with the clock as it stood when
    /// they made it (see `TimeControl::after_takeback`).
    pub async fn answer_takeback(
        &self,
        user: &User,
        game_id: i64,
        answer: Answer,
    ) -> Result<(), AppError> {
        let mut g = self
            .my_game(user, game_id, |g, u| {
                g.may_answer_takeback(u)?;
                g.seat_of(u)
            })
            .await?;
        let requester = g.color.opposite();
        let last = storage::moves::last_move(&mut g.tx, game_id).await?;
        let last = match last {
            Some(l)
                if l.ply == g.game.row.ply
                    && Some(l.player_id) == g.game.row.seat_id(requester) =>
            {
                l
            }
            _ => {
                return Err(AppError::Conflict(Said::new(
                    "refused-game-has-changed-since-takeback",
                )));
            }
        };
        let detail = format!("{} {}", move_number(last.ply, requester), last.canonical);
        if answer == Answer::Decline {
            storage::games::set_offers(
                &mut g.tx,
                game_id,
                g.game.row.ply,
                g.game.row.draw_offer_by,
                None,
            )
            .await?;
            let news = messages::News {
                news: "news-takeback-declined",
                who: &user.username,
                detail: &detail,
                reply: "",
                next: Next::Nothing,
            };
            return self
                .tell_opponent(g, user.id, EventKind::TakebackDeclined, &detail, news)
                .await;
        }
        let now = self.clock.now();
        let back_to = (last.ply - 1).max(0);
        let (position, squares) = crate::app::rules::shared::stored_position(
            &mut g.tx,
            &g.game.variant,
            &g.game.row,
            back_to,
        )
        .await?;
        let fen = position.fen();
        let rewind = storage::games::Rewind {
            id: game_id,
            ply: g.game.row.ply,
            fen: &fen,
            last_squares: &squares,
        };
        storage::games::rewind(&mut g.tx, &rewind, now).await?;
        let cancelled = storage::conditionals::delete_after(&mut g.tx, game_id, back_to).await?;
        // Moves stored before the clock was kept with each move fall back to the clock now.
        let before = match last.turn_started_before {
            Some(_) => last.clock_before(),
            None => g.game.row.clock.clone(),
        };
        let clock =
            g.game
                .row
                .time_control
                .after_takeback(&before, requester, last.created_at, now);
        let clock = self
            .pause_for_vacation(&mut g.tx, Some(last.player_id), clock, now)
            .await?;
        storage::games::set_clock(&mut g.tx, game_id, last.ply - 1, &clock).await?;
        // Lines arranged after the move taken back answer a position that is gone.
        let (recorded, next) = match cancelled {
            0 => (detail.clone(), Next::Nothing),
            n => {
                let lines = match n {
                    1 => "1 conditional line".to_string(),
                    n => format!("{n} conditional lines"),
                };
                (
                    format!("{detail}, cancelling {lines}"),
                    Next::LinesCancelled(n as i64),
                )
            }
        };
        let news = messages::News {
            news: "news-takeback-agreed",
            who: &user.username,
            detail: &detail,
            reply: "",
            next,
        };
        self.tell_opponent(g, user.id, EventKind::TakebackAccepted, &recorded, news)
            .await
    }

    /// Free play: reports that `user` has won; the opponent confirms or disputes.
    pub async fn report_win(&self, user: &User, game_id: i64) -> Result<(), AppError> {
        let mut g = self
            .my_game(user, game_id, GameRecord::may_report_win)
            .await?;
        storage::games::set_win_report(&mut g.tx, game_id, g.game.row.ply, Some(g.color)).await?;
        let news = messages::News {
            news: "news-win-reported",
            who: &user.username,
            detail: "",
            reply: "",
            next: Next::Say("next-win-reported"),
        };
        self.tell_opponent(g, user.id, EventKind::WinReported, "", news)
            .await
    }

    /// Confirms (the game ends as the reporter's win) or disputes the opponent's report.
    pub async fn answer_win_report(
        &self,
        user: &User,
        game_id: i64,
        answer: Answer,
    ) -> Result<(), AppError> {
        let mut g = self
            .my_game(user, game_id, |g, u| {
                g.may_answer_win_report(u)?;
                g.seat_of(u)
            })
            .await?;
        match answer {
            Answer::Accept => {
                let outcome = Outcome::win(g.color.opposite(), Reason::ConfirmedWin);
                self.end_off_board(g, &outcome, user.id, EventKind::WinConfirmed, "")
                    .await
            }
            Answer::Decline => {
                storage::games::set_win_report(&mut g.tx, game_id, g.game.row.ply, None).await?;
                let news = messages::News {
                    news: "news-win-disputed",
                    who: &user.username,
                    detail: "",
                    reply: "",
                    next: Next::Nothing,
                };
                self.tell_opponent(g, user.id, EventKind::WinDisputed, "", news)
                    .await
            }
        }
    }

    /// Records `kind` by `by` (with `detail`, as the history keeps it), emails `news` to
    /// the opponent in their words, and commits.
    async fn tell_opponent(
        &self,
        g: MyGame,
        by: i64,
        kind: EventKind,
        detail: &str,
        news: messages::News<'_>,
    ) -> Result<(), AppError> {
        let MyGame {
            mut tx,
            game,
            color,
        } = g;
        let game = game.row;
        self.record(&mut tx, game.id, game.ply, Some(by), kind, detail)
            .await?;
        if let Some(opponent_id) = game.seat_id(color.opposite()) {
            let opponent = found(
                storage::users::by_id(&mut tx, opponent_id).await,
                crate::app::missing::thing(crate::app::missing::Thing::Opponent),
            )?;
            let words = User::from(opponent.clone()).locale.mail_words();
            let name = variant_name_in(words, &game);
            let url = self.url(&format!("/games/{}", game.id));
            let mut mail =
                messages::game_news(words, &opponent.email, &label(&game, &name), &news, &url);
            // A draw offer may be accepted by replying "draw" (see `mail_replies`).
            if matches!(kind, EventKind::DrawOffered) {
                let hint = crate::notify::reply_messages::Hint::DrawOffer;
                mail = self.answerable(mail, (game.id, opponent_id, game.ply), hint);
            }
            self.enqueue(&mut tx, &mail).await?;
        }
        tx.commit().await?;
        self.game_changed(game.id).await;
        self.mail_wake.notify_one();
        Ok(())
    }
}
