//! The events of a game that webhooks receive, queued for each webhook of the players
//! concerned in the transaction of the event itself, as mail is: an event committed is
//! an event delivered (at least once), and an event rolled back was never queued.
//!
//! Each event is a JSON object: `type` (`move`, `result`, `invitation`,
//! `invitation_accepted`/`_declined`/`_withdrawn`, `reminder`, or a history entry such as
//! `draw_offered`, `draw_accepted`, `takeback_requested`, `resigned`, `timed_out`; see
//! `history::EventKind`), `game` (`id`, `url`), `ply`, `by` (the acting player's name,
//! absent for the server), and the fields of its type.

use crate::app::{App, AppError};
use crate::storage::{self, webhooks::Target};
use serde_json::{Map, Value, json};

/// Whose webhooks hear of an event.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Audience {
    /// Everyone in the game (or invited to it).
    Players,
    /// This one player (a reminder is theirs alone).
    Only(i64),
}

/// One event of a game, for webhooks.
#[derive(Debug, Clone)]
pub(crate) struct HookEvent {
    pub kind: &'static str,
    pub game: i64,
    pub ply: i64,
    /// The acting player, None for the server (a timeout, a reminder).
    pub by: Option<i64>,
    /// The fields of this type of event.
    pub fields: Map<String, Value>,
}

impl HookEvent {
    pub fn new(kind: &'static str, game: i64, ply: i64, by: Option<i64>) -> HookEvent {
        HookEvent {
            kind,
            game,
            ply,
            by,
            fields: Map::new(),
        }
    }

    /// The event with field `name` set to `value`.
    pub fn with(mut self, name: &str, value: impl Into<Value>) -> HookEvent {
        self.fields.insert(name.to_string(), value.into());
        self
    }
}

impl App {
    /// Queues `event` for the webhooks of `audience`, in the caller's transaction, and
    /// says whether any delivery was queued. With no webhook to tell, it costs one
    /// indexed read.
    pub(crate) async fn queue_hooks(
        &self,
        conn: &mut crate::storage::Conn,
        audience: Audience,
        event: HookEvent,
    ) -> Result<bool, AppError> {
        let targets: Vec<Target> = match audience {
            Audience::Players => storage::webhooks::targets_of_game(conn, event.game).await?,
            Audience::Only(user) => storage::webhooks::targets(conn, &[user]).await?,
        };
        if targets.is_empty() {
            return Ok(false);
        }
        let by = match event.by {
            Some(id) => Some(player_name(storage::users::by_id(conn, id).await?.username)),
            None => None,
        };
        let kind = event.kind;
        let payload = payload(event, by, &self.base_url);
        let now = self.clock.now_ms();
        for target in targets {
            storage::webhook_deliveries::enqueue(conn, target.id, kind, &payload, now).await?;
        }
        Ok(true)
    }
}

/// The JSON of `event` as webhooks receive it: `by` is the acting player's name, and
/// `base_url` the server's public URL.
pub(crate) fn payload(event: HookEvent, by: Option<String>, base_url: &str) -> String {
    let mut object = Map::new();
    object.insert("type".into(), event.kind.into());
    object.insert(
        "game".into(),
        json!({"id": event.game, "url": format!("{base_url}/games/{}", event.game)}),
    );
    object.insert("ply".into(), event.ply.into());
    if let Some(by) = by {
        object.insert("by".into(), by.into());
    }
    object.extend(event.fields);
    Value::Object(object).to_string()
}

/// A player's name as events show it: a deleted player's placeholder is not a name.
fn player_name(stored: String) -> String {
    if stored.starts_with('~') {
        crate::app::rules::record::DELETED_PLAYER.to_string()
    } else {
        stored
    }
}

/// The `result` event of `game`, ended at `ply` with `outcome`.
pub(crate) fn result_event(
    game: &crate::app::rules::record::Game,
    ply: i64,
    outcome: &pigeonpost_engine::Outcome,
) -> HookEvent {
    use pigeonpost_engine::Color;
    let result = crate::app::rules::result_words::result_text(
        pigeonpost_i18n::Tr::source(),
        outcome.winner,
        &outcome.reason,
        game.name(Color::White),
        game.name(Color::Black),
    );
    HookEvent::new("result", game.id, ply, None)
        .with("result", result)
        .with("winner", outcome.winner.map(|c| c.to_string()))
        .with("reason", outcome.reason.to_string())
}

impl App {
    /// Queues the `result` event of `game`, ended at `ply` with `outcome`; says whether
    /// any delivery was queued.
    pub(crate) async fn queue_result_hook(
        &self,
        conn: &mut crate::storage::Conn,
        game: &crate::app::rules::record::Game,
        ply: i64,
        outcome: &pigeonpost_engine::Outcome,
    ) -> Result<bool, AppError> {
        let event = result_event(game, ply, outcome);
        self.queue_hooks(conn, Audience::Players, event).await
    }
}
