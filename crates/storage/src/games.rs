//! Games: invitations, seats, the current position, clocks, offers and results. Moves and
//! the positions after them are in `moves`.

use super::Conn;
use super::game_row::{GameRow, color_column};
use super::statement::{Stmt, execute, fetch_all, fetch_one};
use super::{Conflict, StorageError};
use pigeonpost_domain::{ClockState, GameStatus, TimeControl};
use pigeonpost_domain::{Sides, Squares};
use pigeonpost_engine::Color;
use std::sync::LazyLock;

/// A deleted player's row keeps a placeholder name; games name them "deleted player"
/// (`app::rules::record::DELETED_PLAYER`).
pub(super) const SELECT: &str = "SELECT g.id, g.variant, g.status, g.creator_id,
        CASE WHEN c.deleted_at IS NULL THEN c.username ELSE 'deleted player' END AS creator_name,
        g.white_id,
        CASE WHEN w.deleted_at IS NULL THEN w.username ELSE 'deleted player' END AS white_name,
        g.black_id,
        CASE WHEN b.deleted_at IS NULL THEN b.username ELSE 'deleted player' END AS black_name,
        g.invitee_id,
        CASE WHEN i.deleted_at IS NULL THEN i.username ELSE 'deleted player' END AS invitee_name,
        g.invite_email, g.invite_token, g.created_at,
        g.start_fen, g.fen, g.ply, g.last_squares, g.winner, g.reason, g.updated_at,
        g.tc_kind, g.tc_days, g.tc_increment, g.tc_cap, g.tc_grace, g.white_bank, g.black_bank,
        g.turn_started_at, g.deadline, g.reminded_ply, g.draw_offer_by, g.takeback_by,
        g.win_report_by, g.start_key, g.definition_hash, g.hidden_by, g.talk_shown_by, g.rated
    FROM games g
    JOIN users c ON c.id = g.creator_id
    LEFT JOIN users w ON w.id = g.white_id
    LEFT JOIN users b ON b.id = g.black_id
    LEFT JOIN users i ON i.id = g.invitee_id";

/// A new invitation; exactly one of `white_id`/`black_id` is the creator.
pub struct NewGame<'a> {
    pub variant: &'a str,
    /// The definition the game is played under (kept in `definitions`).
    pub definition_hash: &'a str,
    pub creator_id: i64,
    pub white_id: Option<i64>,
    pub black_id: Option<i64>,
    pub invitee_id: Option<i64>,
    pub invite_email: Option<&'a str>,
    pub invite_token: Option<&'a str>,
    pub start_fen: &'a str,
    /// The repetition key of the start position.
    pub start_key: &'a str,
    pub time_control: TimeControl,
    /// The sides keeping the game private from the start (the creator's, or none).
    pub hidden_by: Sides,
    /// Whether its result will count for the players' ratings.
    pub rated: bool,
}

pub async fn insert(conn: &mut Conn, g: &NewGame<'_>, now: i64) -> Result<i64, StorageError> {
    let tc = g.time_control.columns();
    let id = sqlx::query_scalar(
        "INSERT INTO games (variant, status, creator_id, white_id, black_id, invitee_id,
            invite_email, invite_token, start_fen, fen, created_at, updated_at,
            tc_kind, tc_days, tc_increment, tc_cap, tc_grace, start_key, definition_hash,
            hidden_by, rated)
         VALUES ($1, 'invited', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18,
            $19, $20)
         RETURNING id",
    )
    .bind(g.variant)
    .bind(g.creator_id)
    .bind(g.white_id)
    .bind(g.black_id)
    .bind(g.invitee_id)
    .bind(g.invite_email)
    .bind(g.invite_token)
    .bind(g.start_fen)
    .bind(g.start_fen)
    .bind(now)
    .bind(now)
    .bind(tc.0)
    .bind(tc.1)
    .bind(tc.2)
    .bind(tc.3)
    .bind(tc.4)
    .bind(g.start_key)
    .bind(g.definition_hash)
    .bind(g.hidden_by.bits())
    .bind(i64::from(g.rated))
    .fetch_one(conn)
    .await?;
    Ok(id)
}

/// One game (also read by `inline_reads`).
pub(super) static BY_ID: LazyLock<String> = LazyLock::new(|| format!("{SELECT} WHERE g.id = $1"));

/// Every game a user plays in, created, or is personally invited to, newest first (also
/// read by `inline_reads`). The status is excluded with `NOT IN`, which no index serves,
/// so that SQLite finds the rows through the four player columns' indexes (migration
/// 0025) rather than through the status index, which would read every game.
pub(super) static FOR_USER: LazyLock<String> = LazyLock::new(|| {
    format!(
        "{SELECT} WHERE (g.white_id = $1 OR g.black_id = $1 OR g.creator_id = $1
            OR g.invitee_id = $1) AND g.status NOT IN ('declined', 'withdrawn')
         ORDER BY g.updated_at DESC, g.id DESC LIMIT 500"
    )
});

pub async fn by_id(conn: &mut Conn, id: i64) -> Result<GameRow, StorageError> {
    fetch_one(conn, &by_id_stmt(id)).await
}

/// See `BY_ID`.
pub fn by_id_stmt(id: i64) -> Stmt<'static> {
    Stmt::new(&BY_ID, vec![id.into()])
}

pub async fn by_invite_token(conn: &mut Conn, token: &str) -> Result<GameRow, StorageError> {
    fetch_one(
        conn,
        &Stmt::new(
            &format!("{SELECT} WHERE g.invite_token = $1"),
            vec![super::findable(token)?.into()],
        ),
    )
    .await
}

/// Open invitations (no named invitee, no email), newest first.
pub async fn open_invitations(conn: &mut Conn) -> Result<Vec<GameRow>, StorageError> {
    fetch_all(
        conn,
        &Stmt::new(
            &format!(
                "{SELECT} WHERE g.status = 'invited' AND g.invitee_id IS NULL
            AND g.invite_email IS NULL ORDER BY g.id DESC LIMIT 100"
            ),
            vec![],
        ),
    )
    .await
}

/// Games with `status` ("active" or "finished") for the watch page, most recently
/// changed first: of `variant` and with the player called `player` in a seat, where
/// given (empty: any), changed at or after `since`, at most `limit`.
pub async fn to_watch(
    conn: &mut Conn,
    status: &str,
    variant: &str,
    player: &str,
    since: i64,
    limit: i64,
) -> Result<Vec<GameRow>, StorageError> {
    fetch_all(
        conn,
        &Stmt::new(
            &format!(
                "{SELECT} WHERE g.status = $1 AND ($2 = '' OR g.variant = $2)
            AND ($3 = '' OR (w.deleted_at IS NULL AND w.username = $3)
                 OR (b.deleted_at IS NULL AND b.username = $3))
            AND g.updated_at >= $4 AND g.hidden_by = 0
            ORDER BY g.updated_at DESC, g.id DESC LIMIT $5"
            ),
            vec![
                status.into(),
                variant.into(),
                player.into(),
                since.into(),
                limit.into(),
            ],
        ),
    )
    .await
}

/// See `FOR_USER`.
pub async fn for_user(conn: &mut Conn, user_id: i64) -> Result<Vec<GameRow>, StorageError> {
    fetch_all(conn, &for_user_stmt(user_id)).await
}

/// See `FOR_USER`.
pub fn for_user_stmt(user_id: i64) -> Stmt<'static> {
    Stmt::new(&FOR_USER, vec![user_id.into()])
}

/// Every game a user plays or played in or created, in any state, oldest first (for the
/// player's data export).
pub async fn all_for_user(conn: &mut Conn, user_id: i64) -> Result<Vec<GameRow>, StorageError> {
    fetch_all(conn, &Stmt::new(&format!(
            "{SELECT} WHERE g.white_id = $1 OR g.black_id = $1 OR g.creator_id = $1 ORDER BY g.id"
        ), vec![user_id.into()])).await
}

/// Fills the empty seat and starts the game, if it is still an invitation.
pub async fn accept(conn: &mut Conn, id: i64, user_id: i64, now: i64) -> Result<(), StorageError> {
    let done = sqlx::query(
        "UPDATE games SET status = 'active', invitee_id = $2, updated_at = $3,
            white_id = COALESCE(white_id, $2), black_id = COALESCE(black_id, $2)
         WHERE id = $1 AND status = 'invited'",
    )
    .bind(id)
    .bind(user_id)
    .bind(now)
    .execute(conn)
    .await?;
    one_row(done.rows_affected(), "conflict-invitation-closed")
}

/// Closes an invitation as `declined` or `withdrawn`.
pub async fn close_invitation(
    conn: &mut Conn,
    id: i64,
    status: GameStatus,
    now: i64,
) -> Result<(), StorageError> {
    let done = sqlx::query(
        "UPDATE games SET status = $1, updated_at = $2 WHERE id = $3 AND status = 'invited'",
    )
    .bind(status.as_str())
    .bind(now)
    .bind(id)
    .execute(conn)
    .await?;
    one_row(done.rows_affected(), "conflict-invitation-closed")
}

/// The position after a new turn. Only applies if the game is still active at
/// `expected_ply`, so two submissions racing on the same position cannot both land.
#[derive(Debug, Clone)]
pub struct Advance {
    pub id: i64,
    pub expected_ply: i64,
    pub fen: String,
    pub last_squares: Squares,
    /// The winner (none for a draw) and why, when this turn ends the game.
    pub finished: Option<(Option<Color>, String)>,
    /// The clock for the next turn, when the game goes on (written in the same statement:
    /// the move path is one short transaction, and each statement costs a round trip).
    pub clock: Option<ClockState>,
}

/// A turn's update of its game, guarded by the ply it was decided on. Without a new
/// clock the clock columns keep their values (`CASE` on a flag rather than two
/// statements' worth of SQL text).
const ADVANCE: &str =
    "UPDATE games SET fen = $1, ply = ply + 1, last_squares = $2, status = $3, winner = $4,
            reason = $5, updated_at = $6,
            white_bank = CASE WHEN $7 THEN $8 ELSE white_bank END,
            black_bank = CASE WHEN $9 THEN $10 ELSE black_bank END,
            turn_started_at = CASE WHEN $11 THEN $12 ELSE turn_started_at END,
            deadline = CASE WHEN $13 THEN $14 ELSE deadline END
         WHERE id = $15 AND ply = $16 AND status = 'active'";

impl Advance {
    /// The update, at `now`.
    pub fn stmt(&self, now: i64) -> Stmt<'_> {
        let (status, winner, reason) = match &self.finished {
            Some((winner, reason)) => (
                GameStatus::Finished,
                winner.map(color_column),
                Some(reason.as_str()),
            ),
            None => (GameStatus::Active, None, None),
        };
        let new_clock = self.clock.is_some();
        let clock = |f: fn(&ClockState) -> Option<i64>| self.clock.as_ref().and_then(f);
        Stmt::new(
            ADVANCE,
            vec![
                self.fen.as_str().into(),
                self.last_squares.column().into(),
                status.as_str().into(),
                winner.into(),
                reason.into(),
                now.into(),
                new_clock.into(),
                clock(|c| c.white_bank).into(),
                new_clock.into(),
                clock(|c| c.black_bank).into(),
                new_clock.into(),
                clock(|c| c.turn_started_at).into(),
                new_clock.into(),
                clock(|c| c.deadline).into(),
                self.id.into(),
                self.expected_ply.into(),
            ],
        )
        .one_row("conflict-game-changed")
    }
}

pub(super) fn one_row(affected: u64, why: &'static str) -> Result<(), StorageError> {
    if affected == 1 {
        Ok(())
    } else {
        Err(StorageError::Conflict(Conflict::Changed(why)))
    }
}

/// Ends an active game without a move (resignation).
pub async fn finish(
    conn: &mut Conn,
    id: i64,
    winner: Option<Color>,
    reason: &str,
    now: i64,
) -> Result<(), StorageError> {
    let done = sqlx::query(
        "UPDATE games SET status = 'finished', winner = $1, reason = $2, updated_at = $3
         WHERE id = $4 AND status = 'active'",
    )
    .bind(winner.map(color_column))
    .bind(reason)
    .bind(now)
    .bind(id)
    .execute(conn)
    .await?;
    one_row(done.rows_affected(), "conflict-game-not-in-progress")
}

/// Every game's id, oldest first.
pub async fn all_ids(conn: &mut Conn) -> Result<Vec<i64>, StorageError> {
    Ok(sqlx::query_scalar("SELECT id FROM games ORDER BY id")
        .fetch_all(conn)
        .await?)
}

/// Games with a position not yet stored (rows from before migration 0007).
pub async fn missing_positions(conn: &mut Conn) -> Result<Vec<i64>, StorageError> {
    Ok(sqlx::query_scalar(
        "SELECT id FROM games g WHERE g.start_key IS NULL OR EXISTS (SELECT 1 FROM moves m
            WHERE m.game_id = g.id AND (m.fen_after IS NULL OR m.repetition_key IS NULL
              OR m.squares IS NULL))
         ORDER BY id",
    )
    .fetch_all(conn)
    .await?)
}

pub async fn set_start_key(conn: &mut Conn, game_id: i64, key: &str) -> Result<(), StorageError> {
    sqlx::query("UPDATE games SET start_key = $1 WHERE id = $2")
        .bind(key)
        .bind(game_id)
        .execute(conn)
        .await?;
    Ok(())
}

/// The position of an active game after its last turn was taken back: the move row at
/// `ply` goes, and the game returns to ply - 1 with `fen` and `last_squares`.
pub struct Rewind<'a> {
    pub id: i64,
    pub ply: i64,
    pub fen: &'a str,
    pub last_squares: &'a Squares,
}

pub async fn rewind(conn: &mut Conn, r: &Rewind<'_>, now: i64) -> Result<(), StorageError> {
    let done = sqlx::query(
        "UPDATE games SET fen = $1, ply = ply - 1, last_squares = $2, updated_at = $3,
            reminded_ply = NULL, takeback_by = NULL
         WHERE id = $4 AND ply = $5 AND status = 'active'",
    )
    .bind(r.fen)
    .bind(r.last_squares.column())
    .bind(now)
    .bind(r.id)
    .bind(r.ply)
    .execute(&mut *conn)
    .await?;
    one_row(done.rows_affected(), "conflict-game-changed")?;
    sqlx::query("DELETE FROM moves WHERE game_id = $1 AND ply = $2")
        .bind(r.id)
        .bind(r.ply)
        .execute(conn)
        .await?;
    Ok(())
}

/// Sets or clears the standing draw offer and takeback request of an active game at `ply`.
pub fn set_offers_stmt(
    id: i64,
    ply: i64,
    draw_offer_by: Option<Color>,
    takeback_by: Option<Color>,
) -> Stmt<'static> {
    Stmt::new(
        "UPDATE games SET draw_offer_by = $1, takeback_by = $2
         WHERE id = $3 AND ply = $4 AND status = 'active'",
        vec![
            draw_offer_by.map(color_column).into(),
            takeback_by.map(color_column).into(),
            id.into(),
            ply.into(),
        ],
    )
    .one_row("conflict-game-changed")
}

/// See `set_offers_stmt`.
pub async fn set_offers(
    conn: &mut Conn,
    id: i64,
    ply: i64,
    draw_offer_by: Option<Color>,
    takeback_by: Option<Color>,
) -> Result<(), StorageError> {
    execute(conn, &set_offers_stmt(id, ply, draw_offer_by, takeback_by)).await?;
    Ok(())
}

/// Sets or clears the standing report of a win (free play) of an active game at `ply`.
pub fn set_win_report_stmt(id: i64, ply: i64, by: Option<Color>) -> Stmt<'static> {
    Stmt::new(
        "UPDATE games SET win_report_by = $1 WHERE id = $2 AND ply = $3 AND status = 'active'",
        vec![by.map(color_column).into(), id.into(), ply.into()],
    )
    .one_row("conflict-game-changed")
}

/// See `set_win_report_stmt`.
pub async fn set_win_report(
    conn: &mut Conn,
    id: i64,
    ply: i64,
    by: Option<Color>,
) -> Result<(), StorageError> {
    execute(conn, &set_win_report_stmt(id, ply, by)).await?;
    Ok(())
}

/// `color`'s player's choices in game `id`: whether they keep it private, and whether
/// they let others read its conversation once it is over. Only that side's bits are
/// written, so the other player's choices, made meanwhile, stand.
pub async fn set_side_choices(
    conn: &mut Conn,
    id: i64,
    color: Color,
    private: bool,
    talk_shown: bool,
) -> Result<(), StorageError> {
    let others = Sides::NONE.with(color.opposite(), true).bits();
    let side = |chosen| Sides::NONE.with(color, chosen).bits();
    execute(
        conn,
        &Stmt::new(
            "UPDATE games SET hidden_by = (hidden_by & $1) | $2,
                talk_shown_by = (talk_shown_by & $1) | $3 WHERE id = $4",
            vec![
                others.into(),
                side(private).into(),
                side(talk_shown).into(),
                id.into(),
            ],
        )
        .one_row("conflict-no-such-game"),
    )
    .await?;
    Ok(())
}

/// The games in progress that a user plays in.
pub async fn active_for_user(conn: &mut Conn, user_id: i64) -> Result<Vec<GameRow>, StorageError> {
    fetch_all(
        conn,
        &Stmt::new(
            &format!(
                "{SELECT} WHERE (g.white_id = $1 OR g.black_id = $1) AND g.status = 'active'
         ORDER BY g.id"
            ),
            vec![user_id.into()],
        ),
    )
    .await
}

/// Stores the clock of an active game at `ply` (after acceptance or a move).
pub async fn set_clock(
    conn: &mut Conn,
    id: i64,
    ply: i64,
    c: &ClockState,
) -> Result<(), StorageError> {
    let done = sqlx::query(
        "UPDATE games SET white_bank = $1, black_bank = $2, turn_started_at = $3, deadline = $4
         WHERE id = $5 AND ply = $6 AND status = 'active'",
    )
    .bind(c.white_bank)
    .bind(c.black_bank)
    .bind(c.turn_started_at)
    .bind(c.deadline)
    .bind(id)
    .bind(ply)
    .execute(conn)
    .await?;
    one_row(done.rows_affected(), "conflict-game-changed")
}

/// Active games whose deadline is at or before `now`.
pub async fn overdue(conn: &mut Conn, now: i64) -> Result<Vec<GameRow>, StorageError> {
    fetch_all(
        conn,
        &Stmt::new(
            &format!(
                "{SELECT} WHERE g.status = 'active' AND g.deadline IS NOT NULL AND g.deadline <= $1
         ORDER BY g.deadline, g.id LIMIT 500"
            ),
            vec![now.into()],
        ),
    )
    .await
}

/// Ends a game on time. Only applies while the game is active, still at `ply` and overdue
/// at `now`, so a second sweep (or a second server) changes nothing. True if it applied.
pub async fn time_out(
    conn: &mut Conn,
    id: i64,
    ply: i64,
    winner: Option<Color>,
    reason: &str,
    now: i64,
) -> Result<bool, StorageError> {
    let done = sqlx::query(
        "UPDATE games SET status = 'finished', winner = $1, reason = $2, updated_at = $3
         WHERE id = $4 AND ply = $5 AND status = 'active' AND deadline IS NOT NULL
           AND deadline <= $6",
    )
    .bind(winner.map(color_column))
    .bind(reason)
    .bind(now)
    .bind(id)
    .bind(ply)
    .bind(now)
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Active games whose deadline falls before `before` and whose player to move has not been
/// reminded at the current ply.
pub async fn needing_reminder(conn: &mut Conn, before: i64) -> Result<Vec<GameRow>, StorageError> {
    fetch_all(
        conn,
        &Stmt::new(
            &format!(
                "{SELECT} WHERE g.status = 'active' AND g.deadline IS NOT NULL AND g.deadline <= $1
           AND (g.reminded_ply IS NULL OR g.reminded_ply <> g.ply)
         ORDER BY g.deadline, g.id LIMIT 500"
            ),
            vec![before.into()],
        ),
    )
    .await
}

/// Records the reminder for `ply`; false if it was already recorded or the game moved on.
pub async fn mark_reminded(conn: &mut Conn, id: i64, ply: i64) -> Result<bool, StorageError> {
    let done = sqlx::query(
        "UPDATE games SET reminded_ply = $2 WHERE id = $1 AND ply = $2 AND status = 'active'
           AND (reminded_ply IS NULL OR reminded_ply <> $2)",
    )
    .bind(id)
    .bind(ply)
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}
