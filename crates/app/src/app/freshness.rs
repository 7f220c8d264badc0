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

use super::player_variants::{newer_rules, newer_rules_without_reading};
use super::record::GameStatus;
use super::record::{Game, GameRecord};
use super::sessions::token_hash;
use super::stamp_cache::StampRead;
use super::{App, AppError, User, found};
use crate::storage::sessions::SessionUser;
use pigeonpost_engine::Color;
use std::hash::{DefaultHasher, Hash, Hasher};
use std::sync::Arc;

/// A game as its page shows it to anyone, read cheaply.
#[derive(Debug, Clone)]
pub struct GameStamp {
    pub game: GameRecord,
    /// The latest entry of the game's history.
    pub last_event: Option<i64>,
    /// The sides whose player is on vacation now, with when it ends.
    pub on_vacation: Vec<(Color, i64)>,
    /// The viewer's one-click sending (it changes what the turn builder does).
    pub one_click: bool,
    /// The viewer's own conditional lines (count, newest), which only they see.
    pub own_lines: (i64, Option<i64>),
    /// The revision of the viewer's private note.
    pub own_note: Option<i64>,
    /// The app clock's "now" when it was read.
    pub now: i64,
    /// Whether the stalled-game win may be claimed now, in an untimed game in progress:
    /// the page's notice and button turn on it.
    pub claim_due: Option<bool>,
    /// The game's variant key now names newer rules (the page says so).
    pub newer_rules: bool,
    /// Whose analysis is published with the game (the page links to it).
    pub published: (i64, Option<i64>, Option<i64>),
}

impl GameStamp {
    /// What the page shows anyone of the game, as 16 hex digits. Clock texts that change
    /// with the wall clock are the page's to add (`web::freshness`); this changes only
    /// when something stored does, or a vacation begins or ends.
    pub fn version(&self) -> String {
        let mut h = DefaultHasher::new();
        hash_game(&mut h, &self.game.row);
        self.last_event.hash(&mut h);
        self.on_vacation.hash(&mut h);
        self.claim_due.hash(&mut h);
        self.newer_rules.hash(&mut h);
        self.published.hash(&mut h);
        format!("{:016x}", h.finish())
    }

    pub fn ply(&self) -> i64 {
        self.game.row.ply
    }

    pub fn status(&self) -> GameStatus {
        self.game.row.status
    }
}

/// A player's "my games" as the page lists it, read without parsing positions or
/// rendering.
#[derive(Debug, Clone)]
pub struct MyGamesStamp {
    pub rows: Vec<Game>,
    /// Opponents in games in progress on vacation now, with when it ends.
    pub away: Vec<(i64, i64)>,
}

impl MyGamesStamp {
    /// The list as its player sees it, as 16 hex digits.
    pub fn version(&self) -> String {
        let mut h = DefaultHasher::new();
        self.rows.len().hash(&mut h);
        for row in &self.rows {
            hash_game(&mut h, row);
            // The list names the address an invitation went to (only to its player).
            row.invite_email.hash(&mut h);
        }
        self.away.hash(&mut h);
        format!("{:016x}", h.finish())
    }
}

/// Everything of a game row that its page or a list shows: not the invitation's address
/// or token, nor when its player was last reminded.
fn hash_game(h: &mut impl Hasher, r: &Game) {
    r.id.hash(h);
    r.variant.hash(h);
    r.status.as_str().hash(h);
    for p in [
        Some(&r.creator),
        r.white.as_ref(),
        r.black.as_ref(),
        r.invitee.as_ref(),
    ] {
        p.map(|p| (p.id, &p.name)).hash(h);
    }
    r.invite_email.is_some().hash(h);
    (&r.start_fen, &r.fen, r.ply, &r.last_squares).hash(h);
    (r.winner, &r.reason, r.updated_at).hash(h);
    r.time_control.columns().hash(h);
    let c = &r.clock;
    (c.white_bank, c.black_bank, c.turn_started_at, c.deadline).hash(h);
    (r.draw_offer_by, r.takeback_by, r.win_report_by).hash(h);
}

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
        let (Some(hash), Some(viewer)) = (hash, viewer) else {
            return Ok((None, stamp));
        };
        self.keep_session_alive(&hash, viewer.expires_at, stamp.now)
            .await?;
        let user = User {
            id: viewer.id,
            username: viewer.username,
            email: viewer.email,
        };
        Ok((Some(user), stamp))
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
            format!("game {id}"),
        )?;
        let mut reader = self.reader(None);
        let game = super::turn_reads::record_of(&mut reader, read.row).await?;
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
