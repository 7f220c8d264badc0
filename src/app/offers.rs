//! Agreements that need the opponent's consent: draw offers and takeback requests. Each
//! is a standing offer on the game row, answered by the opponent, recorded in the game's
//! history and emailed to the other player. An unanswered offer lapses when the
//! opponent moves instead (see `lapse_offers`, called by every move).

use super::clocks::TimeControl;
use super::endings::MyGame;
use super::games::seat_id;
use super::history::EventKind;
use super::moves::{label, move_number, variant_name};
use super::{App, AppError, User, color_name, found, parse_color};
use crate::notify::messages;
use crate::storage::{self, StorageError, games::GameRow};
use pigeonpost_engine::{Color, Outcome, registry};

/// The opponent's answer to an offer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Answer {
    Accept,
    Decline,
}

impl App {
    /// Offers a draw to the opponent; it stands until they answer or move.
    pub async fn offer_draw(&self, user: &User, game_id: i64) -> Result<(), AppError> {
        let mut g = self.my_active_game(user, game_id, "offer a draw").await?;
        let opponent = g.opponent_name().to_string();
        match g.game.draw_offer_by.as_deref().and_then(parse_color) {
            Some(c) if c == g.color => {
                return Err(AppError::Conflict(format!(
                    "you have already offered a draw; it stands until {opponent} answers or moves"
                )));
            }
            Some(_) => {
                return Err(AppError::Conflict(format!(
                    "{opponent} has offered you a draw: accept or decline that offer"
                )));
            }
            None => {}
        }
        storage::games::set_offers(
            &mut g.tx,
            game_id,
            g.game.ply,
            Some(color_name(g.color)),
            g.game.takeback_by.as_deref(),
        )
        .await?;
        let news = format!("{} offers a draw", user.username);
        let next = "Open the game to accept or decline. The offer lapses if you move instead.";
        self.tell_opponent(g, user.id, EventKind::DrawOffered, "", &news, next)
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
            .my_active_game(user, game_id, "answer a draw offer")
            .await?;
        offer_to_answer(
            g.game.draw_offer_by.as_deref(),
            g.color,
            "draw offer",
            "there is no draw offer to answer (an offer lapses when its receiver moves)",
        )?;
        match answer {
            Answer::Accept => {
                let outcome = Outcome {
                    winner: None,
                    reason: "agreement".into(),
                };
                self.end_off_board(g, &outcome, user.id, EventKind::DrawAccepted, "")
                    .await
            }
            Answer::Decline => {
                storage::games::set_offers(
                    &mut g.tx,
                    game_id,
                    g.game.ply,
                    None,
                    g.game.takeback_by.as_deref(),
                )
                .await?;
                let news = format!("{} declined your draw offer", user.username);
                self.tell_opponent(g, user.id, EventKind::DrawDeclined, "", &news, "")
                    .await
            }
        }
    }

    /// Asks the opponent to let `user` take back their last move, which must still be the
    /// game's last move.
    pub async fn request_takeback(&self, user: &User, game_id: i64) -> Result<(), AppError> {
        let mut g = self
            .my_active_game(user, game_id, "ask for a takeback")
            .await?;
        let opponent = g.opponent_name().to_string();
        let last = storage::games::last_move(&mut g.tx, game_id).await?;
        let Some(last) = last else {
            return Err(AppError::Conflict(
                "there is no move to take back yet".into(),
            ));
        };
        if last.player_id != user.id {
            return Err(AppError::Conflict(format!(
                "{opponent} has moved since your last move: you can only take back your own move before it is answered"
            )));
        }
        if g.game.takeback_by.is_some() {
            return Err(AppError::Conflict(format!(
                "you have already asked to take back that move; it is up to {opponent}"
            )));
        }
        storage::games::set_offers(
            &mut g.tx,
            game_id,
            g.game.ply,
            g.game.draw_offer_by.as_deref(),
            Some(color_name(g.color)),
        )
        .await?;
        let detail = format!("{} {}", move_number(last.ply, g.color), last.canonical);
        let news = format!("{} asks to take back {detail}", user.username);
        let next = "Open the game to accept or decline. The request lapses if you move instead.";
        self.tell_opponent(
            g,
            user.id,
            EventKind::TakebackRequested,
            &detail,
            &news,
            next,
        )
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
            .my_active_game(user, game_id, "answer a takeback request")
            .await?;
        let requester = offer_to_answer(
            g.game.takeback_by.as_deref(),
            g.color,
            "takeback request",
            "there is no takeback request to answer",
        )?;
        let last = storage::games::last_move(&mut g.tx, game_id).await?;
        let last = match last {
            Some(l) if l.ply == g.game.ply && Some(l.player_id) == seat_id(&g.game, requester) => l,
            _ => {
                return Err(AppError::Conflict(
                    "the game has changed since the takeback was requested".into(),
                ));
            }
        };
        let detail = format!("{} {}", move_number(last.ply, requester), last.canonical);
        if answer == Answer::Decline {
            storage::games::set_offers(
                &mut g.tx,
                game_id,
                g.game.ply,
                g.game.draw_offer_by.as_deref(),
                None,
            )
            .await?;
            let news = format!("{} declined to take back {detail}", user.username);
            return self
                .tell_opponent(g, user.id, EventKind::TakebackDeclined, &detail, &news, "")
                .await;
        }
        let now = self.clock.now();
        let variant = registry::get(&g.game.variant)
            .ok_or_else(|| AppError::Internal(format!("unknown variant {}", g.game.variant)))?;
        let back_to = (last.ply - 1).max(0);
        let (position, squares) =
            super::games::stored_position(&mut g.tx, &variant, &g.game, back_to).await?;
        let squares: Vec<String> = squares.iter().map(|(f, r)| format!("{f},{r}")).collect();
        let fen = position.fen();
        let rewind = storage::games::Rewind {
            id: game_id,
            ply: g.game.ply,
            fen: &fen,
            last_squares: &squares.join(" "),
        };
        storage::games::rewind(&mut g.tx, &rewind, now).await?;
        // Moves stored before the clock was kept with each move fall back to the clock now.
        let before = match last.turn_started_before {
            Some(_) => last.clock_before(),
            None => g.game.clock(),
        };
        let clock =
            TimeControl::from_row(&g.game).after_takeback(&before, requester, last.created_at, now);
        let clock = self
            .pause_for_vacation(&mut g.tx, Some(last.player_id), clock, now)
            .await?;
        storage::games::set_clock(&mut g.tx, game_id, last.ply - 1, &clock).await?;
        let news = format!(
            "{} agreed to take back {detail}: it is your move again",
            user.username
        );
        self.tell_opponent(g, user.id, EventKind::TakebackAccepted, &detail, &news, "")
            .await
    }

    /// Clears the offers that lapse because `offerer`'s opponent has just moved, at `ply`
    /// (the ply after that move), and records each in the history.
    pub(crate) async fn lapse_offers(
        &self,
        conn: &mut sqlx::SqliteConnection,
        game: &GameRow,
        ply: i64,
        offerer: Color,
    ) -> Result<(), AppError> {
        let offerer_name = color_name(offerer);
        let draw = game.draw_offer_by.as_deref() == Some(offerer_name);
        let takeback = game.takeback_by.as_deref() == Some(offerer_name);
        if !draw && !takeback {
            return Ok(());
        }
        let keep = |lapses: bool, stored: &Option<String>| {
            if lapses { None } else { stored.clone() }
        };
        storage::games::set_offers(
            conn,
            game.id,
            ply,
            keep(draw, &game.draw_offer_by).as_deref(),
            keep(takeback, &game.takeback_by).as_deref(),
        )
        .await?;
        let who = seat_id(game, offerer);
        for (lapsed, kind) in [
            (draw, EventKind::DrawLapsed),
            (takeback, EventKind::TakebackLapsed),
        ] {
            if lapsed {
                self.record(conn, game.id, ply, who, kind, "").await?;
            }
        }
        Ok(())
    }

    /// Records `kind` by `by`, emails `news` (and `next`, what to do about it) to the
    /// opponent, and commits.
    async fn tell_opponent(
        &self,
        g: MyGame,
        by: i64,
        kind: EventKind,
        detail: &str,
        news: &str,
        next: &str,
    ) -> Result<(), AppError> {
        let MyGame {
            mut tx,
            game,
            color,
        } = g;
        self.record(&mut tx, game.id, game.ply, Some(by), kind, detail)
            .await?;
        if let Some(opponent_id) = seat_id(&game, color.opposite()) {
            let opponent = found(
                storage::users::by_id(&mut tx, opponent_id).await,
                "opponent",
            )?;
            let name = variant_name(&game.variant);
            let url = self.url(&format!("/games/{}", game.id));
            let mail = messages::game_news(&opponent.email, &label(&game, &name), news, next, &url);
            self.enqueue(&mut tx, &mail).await?;
        }
        tx.commit().await.map_err(StorageError::from)?;
        self.mail_wake.notify_one();
        Ok(())
    }
}

/// The colour that made the standing offer `stored`, when `me` may answer it.
fn offer_to_answer(
    stored: Option<&str>,
    me: Color,
    what: &str,
    missing: &str,
) -> Result<Color, AppError> {
    match stored.and_then(parse_color) {
        None => Err(AppError::Conflict(missing.into())),
        Some(c) if c == me => Err(AppError::Conflict(format!(
            "the {what} is yours: your opponent answers it"
        ))),
        Some(c) => Ok(c),
    }
}
