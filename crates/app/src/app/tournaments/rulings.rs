//! The organiser's hand on a game of their running event (`rules::rulings` decides what
//! may be done): the ruling, the event's notice with its reason (which every entrant
//! reads, on the event's page and in its feed), a mail of it to the game's two players,
//! and the game's own history, in one transaction held by the event as it was read.

use super::Tournaments;
use crate::app::rules::history::EventKind;
use crate::app::rules::record::GameRecord;
use crate::app::rules::rulings::{self, Ruling};
use crate::app::rules::shared::{MyGame, name_in};
use crate::app::{AppError, User};
use crate::notify::event_messages::{self, RulingNews};
use crate::notify::messages::GameLabel;
use crate::storage;
use crate::storage::writes::WriteTx;
use pigeonpost_domain::{EventStatus, GameStatus};
use pigeonpost_engine::{Color, Outcome, Reason};
use pigeonpost_i18n::Said;

impl Tournaments<'_> {
    /// `user`, organising event `id`, makes `ruling` on its game `game_id` for `reason`.
    pub async fn rule(
        &self,
        user: &User,
        id: i64,
        game_id: i64,
        ruling: Ruling,
        reason: &str,
    ) -> Result<(), AppError> {
        let reason = rulings::reason(reason)?;
        let event = self.event(id).await?;
        let games = {
            let mut conn = self.conn().await?;
            storage::tournament_games::games(&mut conn, id).await?
        };
        let active = rulings::may_rule(&event, user.id, &games, game_id, ruling)?.status
            == GameStatus::Active;
        let now = self.clock.now();
        let mut tx = self.begin().await?;
        storage::tournaments::hold(
            &mut tx,
            id,
            EventStatus::Running,
            event.round,
            "refused-event-moved-on-meanwhile",
        )
        .await?;
        let game = self.read_game(&mut tx, game_id).await?;
        let mover = game.name(game.to_move).to_string();
        let said = ruling.done(&mover);
        let notice = Said::with(
            "notice-ruling",
            [
                ("game", game_id.to_string().into()),
                ("white", game.name(Color::White).into()),
                ("black", game.name(Color::Black).into()),
                ("done", said.clone().into()),
                ("reason", reason.as_str().into()),
            ],
        );
        super::notice(&mut tx, id, &notice, now).await?;
        self.mail_ruling(&mut tx, &event.name, &game, &said, &reason)
            .await?;
        // The game's history keeps it as records are kept: in the source language.
        let done = said.to_string();
        let detail = format!("{done}: {reason}");
        let ended = match ruling {
            Ruling::Adjudicate(winner) => Some(Outcome {
                winner,
                reason: Reason::Adjudicated,
            }),
            Ruling::Annul => {
                storage::tournament_games::annul(&mut tx, id, &[game_id]).await?;
                // A game being played stops: what it would score counts for nothing.
                active.then_some(Outcome {
                    winner: None,
                    reason: Reason::Aborted,
                })
            }
            Ruling::Extend(days) => {
                let clock = rulings::extended(&game.row.clock, days)?;
                storage::games::set_clock(&mut tx, game_id, game.row.ply, &clock).await?;
                None
            }
        };
        self.close_ruling(tx, game, ended, user.id, &detail).await
    }

    /// Mails both players of `game`, of event `event`, the ruling (`done`) and its
    /// reason, each in their words.
    async fn mail_ruling(
        &self,
        tx: &mut storage::Conn,
        event: &str,
        game: &GameRecord,
        done: &Said,
        reason: &str,
    ) -> Result<(), AppError> {
        let url = self.url(&format!("/games/{}", game.id()));
        let news = RulingNews {
            event,
            done,
            reason,
        };
        for color in [Color::White, Color::Black] {
            let Some(player) = game.row.seat_id(color) else {
                continue;
            };
            let to = User::from(storage::users::by_id(tx, player).await?);
            let words = to.locale.mail_words();
            let variant_name = name_in(words, game.variant.key(), game.variant.name());
            let label = GameLabel {
                id: game.id(),
                variant_name: &variant_name,
                white: game.name(Color::White),
                black: game.name(Color::Black),
            };
            let mail = event_messages::ruling(words, &to.email, &label, &news, &url);
            self.enqueue(tx, &mail).await?;
        }
        Ok(())
    }

    /// Ends the ruled game with `ended`, if the ruling ends it, and records the ruling in
    /// its history; commits `tx`.
    async fn close_ruling(
        &self,
        mut tx: WriteTx,
        game: GameRecord,
        ended: Option<Outcome>,
        by: i64,
        detail: &str,
    ) -> Result<(), AppError> {
        let game_id = game.id();
        match ended {
            Some(outcome) => {
                let g = MyGame {
                    tx,
                    game,
                    color: Color::White,
                };
                self.end_off_board(g, &outcome, by, EventKind::RuledOn, detail)
                    .await
            }
            None => {
                let ply = game.row.ply;
                self.record(&mut tx, game_id, ply, Some(by), EventKind::RuledOn, detail)
                    .await?;
                tx.commit().await?;
                self.game_changed(game_id).await;
                Ok(())
            }
        }
    }
}
