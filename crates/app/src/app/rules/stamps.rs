//! A page's version: a game's page and a player's "my games" condensed to a hash of
//! exactly what the page shows and nothing else (an invitation's address or token, which
//! the page does not show, never goes in, so a version, which anyone may see, cannot be
//! used to guess them). Versions are the same on every server of one build (the hash is
//! keyed by nothing random), so a browser's copy stays good across servers.

use crate::app::rules::record::GameStatus;
use crate::app::rules::record::{Game, GameRecord};
use pigeonpost_engine::Color;
use std::hash::{DefaultHasher, Hash, Hasher};

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
    (r.hidden_by, r.talk_shown_by).hash(h);
}
