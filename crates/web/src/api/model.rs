//! The API's JSON documents, as Rust types: what is served is what these serialise to,
//! and the OpenAPI document's schemas are derived from the same types, so the two
//! cannot differ. Times are Unix seconds (UTC); colours are "white" and "black".

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

#[derive(Debug, Clone, Copy, Serialize, Deserialize, ToSchema, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    White,
    Black,
}

#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Scope {
    /// Reading only.
    Read,
    /// Reading and playing.
    Play,
}

#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    Invited,
    Active,
    Finished,
    Declined,
    Withdrawn,
}

/// The player the token belongs to.
#[derive(Debug, Serialize, ToSchema)]
pub struct Me {
    pub id: i64,
    pub username: String,
    /// What the token calling may do.
    pub scope: Scope,
}

#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum VariantSource {
    Builtin,
    Published,
    /// One of the caller's own unpublished drafts.
    Draft,
}

/// A variant a game can be created with.
#[derive(Debug, Serialize, ToSchema)]
pub struct VariantEntry {
    /// What `POST /api/v1/invitations` takes as `variant` (`chess`, `owner/key`).
    pub key: String,
    pub name: String,
    /// The SHA-256 (hex) of the definition a new game gets: its rules version.
    pub definition_hash: String,
    pub source: VariantSource,
    /// The family the catalogue lists a built-in under, by its key (as the lobby's
    /// `family` filter takes it); absent for players' variants.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub family: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct VariantList {
    pub variants: Vec<VariantEntry>,
}

/// A game's variant and the exact rules it is played under.
#[derive(Debug, Serialize, ToSchema)]
pub struct GameVariant {
    pub key: String,
    pub name: String,
    /// The SHA-256 (hex) of the game's own definition, fixed when it was created.
    pub rules_version: String,
    /// False in free play: moves are applied as written, no position ends the game.
    pub rules_enforced: bool,
    /// The variant's key now names newer rules than this game's.
    pub newer_rules: bool,
}

/// How a game ended.
#[derive(Debug, Serialize, ToSchema)]
pub struct GameResult {
    /// None for a draw, or an aborted game.
    pub winner: Option<Side>,
    /// "checkmate", "resignation", "agreement", "time", "aborted", ...
    pub reason: String,
    /// In words: "white (alice) wins by checkmate".
    pub text: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum TimeControlKind {
    /// No clock (a player whose opponent stalls may claim the win).
    None,
    /// A fixed time per move.
    Move,
    /// A bank of time with an increment per move.
    Bank,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct TimeControlInfo {
    pub kind: TimeControlKind,
    /// In words: "3 days per move".
    pub description: String,
    /// Days per move, or the starting bank in days.
    pub days: Option<i64>,
    pub increment_seconds: Option<i64>,
    pub cap_seconds: Option<i64>,
    pub grace_seconds: i64,
}

/// The clocks of a game; all times Unix seconds.
#[derive(Debug, Serialize, ToSchema)]
pub struct Clocks {
    pub time_control: TimeControlInfo,
    /// Seconds left in each bank (bank games).
    pub white_bank: Option<i64>,
    pub black_bank: Option<i64>,
    /// When the player to move began their turn.
    pub turn_started_at: Option<i64>,
    /// When the player to move loses on time.
    pub deadline: Option<i64>,
    /// In an untimed game, from when the player not to move may claim the win.
    pub stalled_claim_from: Option<i64>,
}

/// What stands between the players: each by the side that made it.
#[derive(Debug, Serialize, ToSchema)]
pub struct Offers {
    pub draw_offered_by: Option<Side>,
    pub takeback_requested_by: Option<Side>,
    /// Free play: a reported win awaiting the opponent's word.
    pub win_reported_by: Option<Side>,
}

/// One turn played.
#[derive(Debug, Serialize, ToSchema)]
pub struct MovePlayed {
    pub ply: i64,
    /// The turn in full notation, as stored ("P e2-e4").
    pub canonical: String,
    /// The turn in abbreviated notation ("e4").
    pub abbreviated: String,
    /// What the player wrote with the turn: its `//` comment and their message.
    pub comment: Option<String>,
    pub played_at: i64,
}

/// The turns the caller may play now. Turns of one move are all listed in `turns`;
/// for turns of two moves, `firsts` lists the moves that begin one, and the game read
/// with `?first=MOVE` lists in `turns` the whole turns that begin with it. A move that
/// puts a wall down (duck chess, amazons) is in `firsts` once, without its wall.
#[derive(Debug, Serialize, ToSchema)]
pub struct LegalTurns {
    /// Every legal turn is one move.
    pub single_moves: bool,
    /// Each move that begins a legal turn, in canonical text.
    pub firsts: Vec<String>,
    /// The first move asked for with `?first=`, when it begins a legal turn.
    pub chosen: Option<String>,
    /// Whole legal turns, in canonical text, as `POST .../moves` takes them.
    pub turns: Vec<String>,
}

/// What the caller may do in this game now: the use-cases' own list
/// (`app::play::games::Actions`), by its names, each a boolean.
#[derive(Debug, Serialize)]
#[serde(transparent)]
pub struct Actions(pub crate::app::play::games::Actions);

impl utoipa::PartialSchema for Actions {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        use utoipa::openapi::schema::{ObjectBuilder, Type};
        // The names are the fields of the list itself, as it serializes.
        let names = match serde_json::to_value(crate::app::play::games::Actions::default()) {
            Ok(serde_json::Value::Object(fields)) => fields.keys().cloned().collect(),
            _ => Vec::new(),
        };
        let mut object =
            ObjectBuilder::new().description(Some("What the caller may do in this game now."));
        for name in names {
            object = object
                .property(&name, ObjectBuilder::new().schema_type(Type::Boolean))
                .required(name);
        }
        utoipa::openapi::RefOr::T(object.build().into())
    }
}

impl ToSchema for Actions {
    fn name() -> std::borrow::Cow<'static, str> {
        "Actions".into()
    }
}

/// A game, as its page shows it.
#[derive(Debug, Serialize, ToSchema)]
pub struct Game {
    pub id: i64,
    pub status: Status,
    pub variant: GameVariant,
    /// The players' names; none while a seat is open.
    pub white: Option<String>,
    pub black: Option<String>,
    /// The player who sent the invitation.
    pub creator: String,
    /// The caller's side, if they play in this game.
    pub your_side: Option<Side>,
    /// The start position in the variant's position text.
    pub start_position: String,
    /// The current position in the variant's position text.
    pub position: String,
    /// Turns played; `POST .../moves` takes it to guard against a stale position.
    pub ply: i64,
    pub to_move: Side,
    pub moves: Vec<MovePlayed>,
    /// Present when it is the caller's move in a game whose rules are enforced.
    pub legal: Option<LegalTurns>,
    pub clocks: Clocks,
    pub offers: Offers,
    pub result: Option<GameResult>,
    pub actions: Actions,
    /// A player keeps the game private: only its players see it.
    pub private: bool,
    /// Whether the result counts for both players' ratings in the variant's pool.
    pub rated: bool,
    /// Once a rated game is over: the rating each player played at and the one it left.
    pub ratings: Vec<RatingChangeView>,
    /// The players' conversation, oldest first, each line as "name: words", where the
    /// caller may read it (its players; others once it is over, if both let them).
    pub conversation: Vec<String>,
}

/// What a rated game did to one player's rating.
#[derive(Debug, Serialize, ToSchema)]
pub struct RatingChangeView {
    pub side: Side,
    /// The rating the game was played at, and the one it left.
    pub before: f64,
    pub after: f64,
    /// Whether the rating it was played at was provisional.
    pub provisional: bool,
}

/// One game in the caller's list.
#[derive(Debug, Serialize, ToSchema)]
pub struct GameSummary {
    pub id: i64,
    pub status: Status,
    pub variant_key: String,
    pub variant_name: String,
    pub white: Option<String>,
    pub black: Option<String>,
    pub your_side: Option<Side>,
    pub ply: i64,
    pub to_move: Side,
    /// It is the caller's move.
    pub your_move: bool,
    /// When the player to move loses on time.
    pub deadline: Option<i64>,
    pub result: Option<GameResult>,
}

/// The caller's games: those awaiting their move first (soonest deadline first), then
/// those awaiting the opponent, invitations, and finished games.
#[derive(Debug, Serialize, ToSchema)]
pub struct GameList {
    pub games: Vec<GameSummary>,
}

/// A turn to play.
#[derive(Debug, Deserialize, ToSchema)]
pub struct MoveRequest {
    /// The turn in full or abbreviated notation ("P e2-e4", "e4"); turns of two moves
    /// are written with "; " between them.
    #[serde(rename = "move")]
    pub text: String,
    /// The game's ply the turn was chosen on; if the game has moved on since, the turn
    /// is refused (409, kind `stale`) and nothing is played.
    pub ply: i64,
    /// A message for the opponent, shown beside the turn (at most 280 characters);
    /// kept as the turn's comment.
    #[serde(default)]
    #[schema(max_length = 280)]
    pub message: String,
}

#[derive(Debug, Clone, Copy, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum ColorRequest {
    White,
    Black,
    Random,
}

#[derive(Debug, Clone, Copy, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum TimeControlRequestKind {
    None,
    Move,
    Bank,
}

/// A time control as the new-game form takes it; fields a kind does not use are
/// ignored, and the ranges are the form's.
#[derive(Debug, Deserialize, ToSchema)]
pub struct TimeControlRequest {
    pub kind: TimeControlRequestKind,
    /// Days per move (1-30), or the starting bank in days (1-90).
    pub days: Option<i64>,
    /// Bank games: the increment per move (0-30 days and 0-23 hours).
    pub increment_days: Option<i64>,
    pub increment_hours: Option<i64>,
    /// Bank games: the most a bank may hold, in days (at least `days`, at most 365).
    pub cap_days: Option<i64>,
    /// Extra hours per move before the clock counts (0-72).
    pub grace_hours: Option<i64>,
}

/// An invitation to a game.
#[derive(Debug, Deserialize, ToSchema)]
pub struct InvitationRequest {
    /// A variant key from `GET /api/v1/variants`.
    pub variant: String,
    /// The side the caller plays.
    pub color: ColorRequest,
    /// A username, an email address, or none for an invitation open to anyone.
    pub opponent: Option<String>,
    /// Untimed when left out.
    pub time_control: Option<TimeControlRequest>,
    /// Whether the result counts for both players' ratings (casual when left out).
    #[serde(default)]
    pub rated: bool,
    /// For an open invitation: its terms in the lobby.
    pub seek: Option<SeekRequestBody>,
}

/// An open invitation's terms in the lobby.
#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct SeekRequestBody {
    /// The lowest rating in the variant's pool that may accept (0 to 4000).
    pub min_rating: Option<i64>,
    /// The highest (0 to 4000, not below `min_rating`).
    pub max_rating: Option<i64>,
    /// A word to whoever reads it: one line, at most 200 characters.
    #[serde(default)]
    pub message: String,
    /// Days it stays in the lobby: 1 to 30 (7 when left out).
    pub days: Option<i64>,
}

/// A seek in the lobby.
#[derive(Debug, Serialize, ToSchema)]
pub struct LobbySeekView {
    /// The game's id: accept with `POST /api/v1/invitations/{id}/accept`.
    pub id: i64,
    pub variant: String,
    pub variant_name: String,
    /// The key of the variant's family.
    pub family: String,
    pub poster: String,
    /// The poster's rating in the variant's pool (none: not yet rated there).
    pub poster_rating: Option<i64>,
    /// Whether that rating is provisional.
    pub poster_provisional: bool,
    /// The colour the one who accepts plays, or none if drawn by lot.
    pub color: Option<String>,
    pub rated: bool,
    pub time_control: String,
    pub min_rating: Option<i64>,
    pub max_rating: Option<i64>,
    pub message: String,
    /// When it lapses (RFC 3339).
    pub expires_at: String,
}

/// An invitation made.
#[derive(Debug, Serialize, ToSchema)]
pub struct InvitationCreated {
    /// The game's id, for `GET /api/v1/games/{id}`.
    pub id: i64,
}
