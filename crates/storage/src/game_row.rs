//! A stored game as typed values: its status, seats by colour, time control, clock, result
//! and standing offers. Rows are decoded here and nowhere else, so no status or colour
//! string leaves storage.

use super::StorageError;
use super::statement::{Columns, FromColumns};
use pigeonpost_domain::{ClockState, GameStatus, Player, Sides, Squares, TimeControl};
use pigeonpost_engine::Color;

/// A game's row with the players' names, decoded into typed values; the use-cases build
/// their own record of a game from it.
#[derive(Debug, Clone)]
pub struct GameRow {
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
    pub reason: Option<String>,
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
    /// The sides whose player keeps the game private.
    pub hidden_by: Sides,
    /// The sides whose player lets others read the conversation once the game is over.
    pub talk_shown_by: Sides,
    /// Whether the result counts for both players' ratings.
    pub rated: bool,
}

/// How many columns `games::SELECT` reads: a wider row's own columns follow them.
pub const GAME_COLUMNS: usize = 39;

/// The row as SQLite returns it.
pub(super) struct RawGameRow {
    id: i64,
    variant: String,
    status: String,
    creator_id: i64,
    creator_name: String,
    white_id: Option<i64>,
    white_name: Option<String>,
    black_id: Option<i64>,
    black_name: Option<String>,
    invitee_id: Option<i64>,
    invitee_name: Option<String>,
    invite_email: Option<String>,
    invite_token: Option<String>,
    created_at: i64,
    start_fen: String,
    fen: String,
    ply: i64,
    last_squares: String,
    winner: Option<String>,
    reason: Option<String>,
    updated_at: i64,
    tc_kind: String,
    tc_days: i64,
    tc_increment: i64,
    tc_cap: Option<i64>,
    tc_grace: i64,
    white_bank: Option<i64>,
    black_bank: Option<i64>,
    turn_started_at: Option<i64>,
    deadline: Option<i64>,
    reminded_ply: Option<i64>,
    draw_offer_by: Option<String>,
    takeback_by: Option<String>,
    win_report_by: Option<String>,
    start_key: Option<String>,
    definition_hash: Option<String>,
    hidden_by: i64,
    talk_shown_by: i64,
    rated: i64,
}

impl FromColumns for RawGameRow {
    /// The columns of `games::SELECT`, in its order (first in a wider row).
    fn from_columns(r: &impl Columns) -> Result<RawGameRow, StorageError> {
        Ok(RawGameRow {
            id: r.get(0)?,
            variant: r.get(1)?,
            status: r.get(2)?,
            creator_id: r.get(3)?,
            creator_name: r.get(4)?,
            white_id: r.get(5)?,
            white_name: r.get(6)?,
            black_id: r.get(7)?,
            black_name: r.get(8)?,
            invitee_id: r.get(9)?,
            invitee_name: r.get(10)?,
            invite_email: r.get(11)?,
            invite_token: r.get(12)?,
            created_at: r.get(13)?,
            start_fen: r.get(14)?,
            fen: r.get(15)?,
            ply: r.get(16)?,
            last_squares: r.get(17)?,
            winner: r.get(18)?,
            reason: r.get(19)?,
            updated_at: r.get(20)?,
            tc_kind: r.get(21)?,
            tc_days: r.get(22)?,
            tc_increment: r.get(23)?,
            tc_cap: r.get(24)?,
            tc_grace: r.get(25)?,
            white_bank: r.get(26)?,
            black_bank: r.get(27)?,
            turn_started_at: r.get(28)?,
            deadline: r.get(29)?,
            reminded_ply: r.get(30)?,
            draw_offer_by: r.get(31)?,
            takeback_by: r.get(32)?,
            win_report_by: r.get(33)?,
            start_key: r.get(34)?,
            definition_hash: r.get(35)?,
            hidden_by: r.get(36)?,
            talk_shown_by: r.get(37)?,
            rated: r.get(38)?,
        })
    }
}

impl FromColumns for GameRow {
    fn from_columns(r: &impl Columns) -> Result<GameRow, StorageError> {
        RawGameRow::from_columns(r)?.try_into()
    }
}

fn corrupt(why: String) -> StorageError {
    StorageError::Other(sqlx::Error::Decode(why.into()))
}

fn player(id: Option<i64>, name: Option<String>) -> Option<Player> {
    Some(Player {
        id: id?,
        name: name.unwrap_or_default(),
    })
}

fn sides(bits: i64) -> Result<Sides, StorageError> {
    Sides::from_bits(bits).ok_or_else(|| corrupt(format!("unknown sides {bits}")))
}

/// A stored colour name.
pub(crate) fn color_column(c: Color) -> &'static str {
    c.name()
}

fn parse_color(s: Option<String>) -> Result<Option<Color>, StorageError> {
    match s.as_deref() {
        None => Ok(None),
        Some("white") => Ok(Some(Color::White)),
        Some("black") => Ok(Some(Color::Black)),
        Some(other) => Err(corrupt(format!("unknown colour '{other}'"))),
    }
}

/// A time control from its stored columns (kind, days, increment, cap, grace), as
/// `TimeControl::columns` writes them.
pub(crate) fn time_control(
    kind: &str,
    days: i64,
    increment: i64,
    cap: Option<i64>,
    grace: i64,
) -> Result<TimeControl, StorageError> {
    Ok(match kind {
        "none" => TimeControl::Untimed,
        "move" => TimeControl::PerMove { days, grace },
        "bank" => TimeControl::Bank {
            days,
            increment,
            cap,
            grace,
        },
        other => return Err(corrupt(format!("unknown time control '{other}'"))),
    })
}

impl TryFrom<RawGameRow> for GameRow {
    type Error = StorageError;

    fn try_from(r: RawGameRow) -> Result<GameRow, StorageError> {
        let time_control =
            time_control(&r.tc_kind, r.tc_days, r.tc_increment, r.tc_cap, r.tc_grace)?;
        Ok(GameRow {
            id: r.id,
            variant: r.variant,
            status: GameStatus::parse(&r.status)
                .ok_or_else(|| corrupt(format!("unknown game status '{}'", r.status)))?,
            creator: Player {
                id: r.creator_id,
                name: r.creator_name,
            },
            white: player(r.white_id, r.white_name),
            black: player(r.black_id, r.black_name),
            invitee: player(r.invitee_id, r.invitee_name),
            invite_email: r.invite_email,
            invite_token: r.invite_token,
            created_at: r.created_at,
            start_fen: r.start_fen,
            fen: r.fen,
            ply: r.ply,
            last_squares: Squares::parse(&r.last_squares),
            winner: parse_color(r.winner)?,
            reason: r.reason,
            updated_at: r.updated_at,
            time_control,
            clock: ClockState {
                white_bank: r.white_bank,
                black_bank: r.black_bank,
                turn_started_at: r.turn_started_at,
                deadline: r.deadline,
            },
            reminded_ply: r.reminded_ply,
            draw_offer_by: parse_color(r.draw_offer_by)?,
            takeback_by: parse_color(r.takeback_by)?,
            win_report_by: parse_color(r.win_report_by)?,
            start_key: r.start_key,
            definition_hash: r.definition_hash,
            hidden_by: sides(r.hidden_by)?,
            talk_shown_by: sides(r.talk_shown_by)?,
            rated: r.rated == 1,
        })
    }
}
