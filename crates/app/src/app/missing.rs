//! What a request named that is not there, as `AppError::NotFound` says it: each a
//! message with the name or number asked for, so the reader reads "game 12 not found" in
//! their language.

use pigeonpost_i18n::{Said, Value};

fn named(id: &'static str, value: impl Into<Value>) -> Said {
    Said::with(id, [("name", value.into())])
}

pub fn game(id: i64) -> Said {
    named("not-found-game", id.to_string())
}

pub fn game_of_event(id: i64) -> Said {
    named("not-found-game-of-event", id.to_string())
}

pub fn game_not_started(id: i64) -> Said {
    named("not-found-game-not-started", id.to_string())
}

pub fn ply(ply: i64) -> Said {
    named("not-found-ply", ply.to_string())
}

pub fn ply_of_game(ply: i64, game: i64) -> Said {
    Said::with(
        "not-found-ply-of-game",
        [
            ("ply", ply.to_string().into()),
            ("game", game.to_string().into()),
        ],
    )
}

pub fn player(name: &str) -> Said {
    named("not-found-player", name)
}

pub fn games_page(page: i64, name: &str) -> Said {
    Said::with(
        "not-found-games-page",
        [("page", page.to_string().into()), ("name", name.into())],
    )
}

pub fn variant(key: &str) -> Said {
    named("not-found-variant", key)
}

pub fn own_variant(slug: &str) -> Said {
    named("not-found-own-variant", slug)
}

pub fn variant_version(n: i64) -> Said {
    named("not-found-variant-version", n.to_string())
}

pub fn event(id: i64) -> Said {
    named("not-found-event", id.to_string())
}

pub fn entrant(name: &str, event: i64) -> Said {
    Said::with(
        "not-found-entrant",
        [("name", name.into()), ("event", event.to_string().into())],
    )
}

pub fn crosstable_of_knockout(event: i64) -> Said {
    named("not-found-knockout-crosstable", event.to_string())
}

pub fn conditional_line(id: i64) -> Said {
    named("not-found-conditional-line", id.to_string())
}

pub fn analysis_position(id: i64) -> Said {
    named("not-found-analysis-position", id.to_string())
}

pub fn analysis_position_in(game: i64) -> Said {
    named("not-found-analysis-position-in", game.to_string())
}

pub fn analysis_by(game: i64, owner: i64) -> Said {
    Said::with(
        "not-found-analysis-by",
        [
            ("game", game.to_string().into()),
            ("name", owner.to_string().into()),
        ],
    )
}

/// A thing with no name or number of its own to say.
pub fn thing(thing: Thing) -> Said {
    named("not-found-thing", thing.key())
}

/// The things `thing` says are not there.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Thing {
    Account,
    ApiToken,
    Device,
    Feed,
    FeedAddress,
    Invitation,
    LinkPlayer,
    Opponent,
    Record,
    Session,
    Webhook,
}

impl Thing {
    /// The key of the message's choice of what is missing.
    fn key(self) -> &'static str {
        match self {
            Thing::Account => "account",
            Thing::ApiToken => "api-token",
            Thing::Device => "device",
            Thing::Feed => "feed",
            Thing::FeedAddress => "feed-address",
            Thing::Invitation => "invitation",
            Thing::LinkPlayer => "link-player",
            Thing::Opponent => "opponent",
            Thing::Record => "record",
            Thing::Session => "session",
            Thing::Webhook => "webhook",
        }
    }
}
