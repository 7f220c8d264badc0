//! Has a page changed? A game's page and a player's "my games" are condensed to a
//! *version* from one cheap read (`storage::stamps`; on SQLite no read at all while
//! nothing has been committed since the last, see `stamp_cache`), before anything is
//! rendered: the game page answers `304 Not Modified` when the version (with who is
//! looking) matches the browser's copy, and live-update streams (`live`) send an event
//! when it moves.
//!
//! A version hashes exactly what the page shows and nothing else: an invitation's email
//! address or token, which the game page does not show, never goes in, so the version,
//! which anyone may see, cannot be used to guess them. Versions are the same on every
//! server of one build (the hash is keyed by nothing random), so a browser's copy stays
//! good across servers behind a load balancer.

use crate::app::rules::record::Game;
use crate::app::rules::record::GameStatus;
use crate::app::rules::rulebook::{newer_rules, newer_rules_without_reading};
use crate::app::rules::stamps::{GameStamp, MyGamesStamp};
use crate::app::support::stamp_cache::StampRead;
use crate::app::token_hash;
use crate::app::{App, AppError, User, found};
use crate::storage::sessions::SessionUser;
use pigeonpost_engine::Color;
use std::sync::Arc;

impl App {
    /// Game `id` as its page shows it to anyone, from one read.
    pub async fn game_stamp(&self, id: i64) -> Result<GameStamp, AppError> {
        Ok(self.read_stamp(id, None).await?.1)
    }

    /// Game `id` as its page shows it to the player whose session cookie is `session`,
    /// and that player (none for a visitor, or a session no longer in force, as
    /// `user_for_session` says), from one read: a page view that ends in `304 Not
    /// Modified` asks the database once. The visit keeps the session alive.
    pub async fn viewed_game_stamp(
        &self,
        session: Option<&str>,
        id: i64,
    ) -> Result<(Option<User>, GameStamp), AppError> {
        let hash = session.map(token_hash);
        let (viewer, stamp) = self.read_stamp(id, hash.as_deref()).await?;
        let user = match (hash, viewer) {
            (Some(hash), Some(viewer)) => {
                self.keep_session_alive(&hash, viewer.expires_at, stamp.now)
                    .await?;
                Some(User {
                    id: viewer.id,
                    username: viewer.username,
                    email: viewer.email,
                    locale: crate::app::Locale::stored(
                        viewer.language,
                        viewer.time_zone.as_deref(),
                    ),
                })
            }
            _ => None,
        };
        stamp.game.may_watch(user.as_ref())?;
        Ok((user, stamp))
    }

    /// The stamp of game `id` as the player of the session hashing to `session_hash`
    /// sees it: kept from an earlier read while nothing has been committed since
    /// (`stamp_cache`), else read with one query.
    async fn read_stamp(
        &self,
        id: i64,
        session_hash: Option<&str>,
    ) -> Result<(Option<SessionUser>, GameStamp), AppError> {
        let now = self.clock.now();
        let mark = self.stamps.mark();
        let read = match self.stamps.get(id, session_hash, mark, now) {
            Some(read) => read,
            None => {
                let read = Arc::new(self.query_stamp(id, session_hash, now).await?);
                self.stamps.keep(id, session_hash, mark, now, read.clone());
                read
            }
        };
        Ok((read.facts.viewer.clone(), self.stamp_at(&read, now)))
    }

    /// The stamp's read: one statement, and the rules of the game and whether they are
    /// the newest of its variant, read only if this process does not know them yet.
    async fn query_stamp(
        &self,
        id: i64,
        session_hash: Option<&str>,
        now: i64,
    ) -> Result<StampRead, AppError> {
        let read = found(
            self.reads.game_stamp(id, session_hash, now).await,
            crate::app::missing::game(id),
        )?;
        let mut reader = self.reader(None);
        let game = crate::app::rules::rulebook::record_of(&mut reader, read.row).await?;
        let newer_rules = match newer_rules_without_reading(&game.row.variant, &game.variant) {
            Some(newer) => newer,
            None => newer_rules(reader.conn().await?, &game.row.variant, &game.variant).await?,
        };
        Ok(StampRead {
            game,
            newer_rules,
            facts: read.facts,
        })
    }

    /// The stamp `read` makes at `now`: who is away and whether a claim is due are
    /// the clock's to say.
    fn stamp_at(&self, read: &StampRead, now: i64) -> GameStamp {
        let game = read.game.clone();
        let facts = &read.facts;
        let on_vacation = [
            (Color::White, facts.white_away),
            (Color::Black, facts.black_away),
        ]
        .into_iter()
        .filter(|_| game.row.status == GameStatus::Active)
        .filter_map(|(color, until)| Some((color, until?)))
        .collect();
        let claim_due = game
            .stalled_claim_from(self.rules.stalled_days)
            .map(|from| now >= from);
        GameStamp {
            newer_rules: read.newer_rules,
            game,
            last_event: facts.last_event,
            on_vacation,
            one_click: facts.one_click,
            own_lines: facts.own_lines,
            own_note: facts.own_note,
            published: facts.published,
            now,
            claim_due,
        }
    }

    /// `user`'s "my games" as the page lists it, from two reads (inline on SQLite, in
    /// one read transaction).
    pub async fn my_games_stamp(&self, user: &User) -> Result<MyGamesStamp, AppError> {
        let now = self.clock.now();
        let (rows, away) = self.reads.my_games(user.id, now).await?;
        Ok(MyGamesStamp {
            rows: rows.into_iter().map(Game::from).collect(),
            away,
        })
    }
}
