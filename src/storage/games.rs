//! Games and their moves.

use super::StorageError;
use sqlx::SqliteConnection;

/// A game row with the players' names joined in, as every page needs them.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct GameRow {
    pub id: i64,
    pub variant: String,
    pub status: String,
    pub creator_id: i64,
    pub creator_name: String,
    pub white_id: Option<i64>,
    pub white_name: Option<String>,
    pub black_id: Option<i64>,
    pub black_name: Option<String>,
    pub invitee_id: Option<i64>,
    pub invitee_name: Option<String>,
    pub invite_email: Option<String>,
    pub invite_token: Option<String>,
    pub start_fen: String,
    pub fen: String,
    pub ply: i64,
    pub last_squares: String,
    pub winner: Option<String>,
    pub reason: Option<String>,
    pub updated_at: i64,
    pub tc_kind: String,
    pub tc_days: i64,
    pub tc_increment: i64,
    pub tc_cap: Option<i64>,
    pub tc_grace: i64,
    pub white_bank: Option<i64>,
    pub black_bank: Option<i64>,
    pub turn_started_at: Option<i64>,
    pub deadline: Option<i64>,
    pub reminded_ply: Option<i64>,
    /// The colour with a standing draw offer, and with a standing takeback request.
    pub draw_offer_by: Option<String>,
    pub takeback_by: Option<String>,
    /// The repetition key of the start position (NULL on invitations made before it
    /// was stored, until the start-up fill).
    pub start_key: Option<String>,
}

/// The stored clock of a game: remaining banks (bank games), when the turn began, and the
/// deadline of the player to move. All `None` for an untimed game.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ClockState {
    pub white_bank: Option<i64>,
    pub black_bank: Option<i64>,
    pub turn_started_at: Option<i64>,
    pub deadline: Option<i64>,
}

impl GameRow {
    pub fn clock(&self) -> ClockState {
        ClockState {
            white_bank: self.white_bank,
            black_bank: self.black_bank,
            turn_started_at: self.turn_started_at,
            deadline: self.deadline,
        }
    }
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct MoveRow {
    pub ply: i64,
    pub canonical: String,
    pub san: String,
    pub comment: Option<String>,
}

/// A turn to store, with the position it led to.
#[derive(Debug, Clone)]
pub struct NewMove {
    pub ply: i64,
    pub canonical: String,
    pub san: String,
    pub comment: Option<String>,
    pub fen_after: String,
    pub repetition_key: String,
    pub squares: String,
}

/// A stored turn with the position stored after it (NULL where not yet filled).
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct StoredMove {
    pub ply: i64,
    pub canonical: String,
    pub fen_after: Option<String>,
    pub repetition_key: Option<String>,
    pub squares: Option<String>,
}

/// The last move of a game with what a takeback needs: who made it, when, and the clock
/// as it stood before it.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct LastMove {
    pub ply: i64,
    pub canonical: String,
    pub player_id: i64,
    pub created_at: i64,
    pub white_bank_before: Option<i64>,
    pub black_bank_before: Option<i64>,
    pub turn_started_before: Option<i64>,
}

impl LastMove {
    pub fn clock_before(&self) -> ClockState {
        ClockState {
            white_bank: self.white_bank_before,
            black_bank: self.black_bank_before,
            turn_started_at: self.turn_started_before,
            deadline: None,
        }
    }
}

const SELECT: &str = "SELECT g.id, g.variant, g.status, g.creator_id, c.username AS creator_name,
        g.white_id, w.username AS white_name, g.black_id, b.username AS black_name,
        g.invitee_id, i.username AS invitee_name, g.invite_email, g.invite_token,
        g.start_fen, g.fen, g.ply, g.last_squares, g.winner, g.reason, g.updated_at,
        g.tc_kind, g.tc_days, g.tc_increment, g.tc_cap, g.tc_grace, g.white_bank, g.black_bank,
        g.turn_started_at, g.deadline, g.reminded_ply, g.draw_offer_by, g.takeback_by,
        g.start_key
    FROM games g
    JOIN users c ON c.id = g.creator_id
    LEFT JOIN users w ON w.id = g.white_id
    LEFT JOIN users b ON b.id = g.black_id
    LEFT JOIN users i ON i.id = g.invitee_id";

/// A new invitation; exactly one of `white_id`/`black_id` is the creator.
pub struct NewGame<'a> {
    pub variant: &'a str,
    pub creator_id: i64,
    pub white_id: Option<i64>,
    pub black_id: Option<i64>,
    pub invitee_id: Option<i64>,
    pub invite_email: Option<&'a str>,
    pub invite_token: Option<&'a str>,
    pub start_fen: &'a str,
    /// The repetition key of the start position.
    pub start_key: &'a str,
    /// (kind, days, increment, cap, grace), see migration 0002.
    pub time_control: (&'a str, i64, i64, Option<i64>, i64),
}

pub async fn insert(
    conn: &mut SqliteConnection,
    g: &NewGame<'_>,
    now: i64,
) -> Result<i64, StorageError> {
    let id = sqlx::query_scalar(
        "INSERT INTO games (variant, status, creator_id, white_id, black_id, invitee_id,
            invite_email, invite_token, start_fen, fen, created_at, updated_at,
            tc_kind, tc_days, tc_increment, tc_cap, tc_grace, start_key)
         VALUES (?, 'invited', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
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
    .bind(g.time_control.0)
    .bind(g.time_control.1)
    .bind(g.time_control.2)
    .bind(g.time_control.3)
    .bind(g.time_control.4)
    .bind(g.start_key)
    .fetch_one(conn)
    .await?;
    Ok(id)
}

pub async fn by_id(conn: &mut SqliteConnection, id: i64) -> Result<GameRow, StorageError> {
    Ok(sqlx::query_as(&format!("{SELECT} WHERE g.id = ?"))
        .bind(id)
        .fetch_one(conn)
        .await?)
}

pub async fn by_invite_token(
    conn: &mut SqliteConnection,
    token: &str,
) -> Result<GameRow, StorageError> {
    Ok(
        sqlx::query_as(&format!("{SELECT} WHERE g.invite_token = ?"))
            .bind(token)
            .fetch_one(conn)
            .await?,
    )
}

/// Open invitations (no named invitee, no email), newest first.
pub async fn open_invitations(conn: &mut SqliteConnection) -> Result<Vec<GameRow>, StorageError> {
    Ok(sqlx::query_as(&format!(
        "{SELECT} WHERE g.status = 'invited' AND g.invitee_id IS NULL
            AND g.invite_email IS NULL ORDER BY g.id DESC LIMIT 100"
    ))
    .fetch_all(conn)
    .await?)
}

/// Every game a user plays in, created, or is personally invited to, newest first.
pub async fn for_user(
    conn: &mut SqliteConnection,
    user_id: i64,
) -> Result<Vec<GameRow>, StorageError> {
    Ok(sqlx::query_as(&format!(
        "{SELECT} WHERE (g.white_id = ?1 OR g.black_id = ?1 OR g.creator_id = ?1
            OR g.invitee_id = ?1) AND g.status IN ('invited', 'active', 'finished')
         ORDER BY g.updated_at DESC, g.id DESC LIMIT 500"
    ))
    .bind(user_id)
    .fetch_all(conn)
    .await?)
}

/// Fills the empty seat and starts the game, if it is still an invitation.
pub async fn accept(
    conn: &mut SqliteConnection,
    id: i64,
    user_id: i64,
    now: i64,
) -> Result<(), StorageError> {
    let done = sqlx::query(
        "UPDATE games SET status = 'active', invitee_id = ?2, updated_at = ?3,
            white_id = COALESCE(white_id, ?2), black_id = COALESCE(black_id, ?2)
         WHERE id = ?1 AND status = 'invited'",
    )
    .bind(id)
    .bind(user_id)
    .bind(now)
    .execute(conn)
    .await?;
    one_row(done.rows_affected(), "the invitation is no longer open")
}

/// Closes an invitation as `declined` or `withdrawn`.
pub async fn close_invitation(
    conn: &mut SqliteConnection,
    id: i64,
    status: &str,
    now: i64,
) -> Result<(), StorageError> {
    let done = sqlx::query(
        "UPDATE games SET status = ?, updated_at = ? WHERE id = ? AND status = 'invited'",
    )
    .bind(status)
    .bind(now)
    .bind(id)
    .execute(conn)
    .await?;
    one_row(done.rows_affected(), "the invitation is no longer open")
}

/// The position after a new turn. Only applies if the game is still active at
/// `expected_ply`, so two submissions racing on the same position cannot both land.
pub struct Advance<'a> {
    pub id: i64,
    pub expected_ply: i64,
    pub fen: &'a str,
    pub last_squares: &'a str,
    pub finished: Option<(Option<&'a str>, &'a str)>,
}

pub async fn advance(
    conn: &mut SqliteConnection,
    a: &Advance<'_>,
    now: i64,
) -> Result<(), StorageError> {
    let (status, winner, reason) = match a.finished {
        Some((winner, reason)) => ("finished", winner, Some(reason)),
        None => ("active", None, None),
    };
    let done = sqlx::query(
        "UPDATE games SET fen = ?, ply = ply + 1, last_squares = ?, status = ?, winner = ?,
            reason = ?, updated_at = ?
         WHERE id = ? AND ply = ? AND status = 'active'",
    )
    .bind(a.fen)
    .bind(a.last_squares)
    .bind(status)
    .bind(winner)
    .bind(reason)
    .bind(now)
    .bind(a.id)
    .bind(a.expected_ply)
    .execute(conn)
    .await?;
    one_row(done.rows_affected(), "the game changed meanwhile")
}

/// Ends an active game without a move (resignation).
pub async fn finish(
    conn: &mut SqliteConnection,
    id: i64,
    winner: Option<&str>,
    reason: &str,
    now: i64,
) -> Result<(), StorageError> {
    let done = sqlx::query(
        "UPDATE games SET status = 'finished', winner = ?, reason = ?, updated_at = ?
         WHERE id = ? AND status = 'active'",
    )
    .bind(winner)
    .bind(reason)
    .bind(now)
    .bind(id)
    .execute(conn)
    .await?;
    one_row(done.rows_affected(), "the game is not in progress")
}

/// Stores a turn, the position it led to, and the clock as it stood before it.
pub async fn insert_move(
    conn: &mut SqliteConnection,
    game_id: i64,
    m: &NewMove,
    player_id: i64,
    clock_before: &ClockState,
    now: i64,
) -> Result<(), StorageError> {
    sqlx::query(
        "INSERT INTO moves (game_id, ply, canonical, san, comment, player_id, created_at,
            white_bank_before, black_bank_before, turn_started_before, fen_after,
            repetition_key, squares)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
    )
    .bind(game_id)
    .bind(m.ply)
    .bind(&m.canonical)
    .bind(&m.san)
    .bind(&m.comment)
    .bind(player_id)
    .bind(now)
    .bind(clock_before.white_bank)
    .bind(clock_before.black_bank)
    .bind(clock_before.turn_started_at)
    .bind(&m.fen_after)
    .bind(&m.repetition_key)
    .bind(&m.squares)
    .execute(conn)
    .await?;
    Ok(())
}

/// The repetition keys stored after each ply, in order (NULL where not yet filled).
pub async fn repetition_keys(
    conn: &mut SqliteConnection,
    game_id: i64,
) -> Result<Vec<Option<String>>, StorageError> {
    Ok(
        sqlx::query_scalar("SELECT repetition_key FROM moves WHERE game_id = ? ORDER BY ply")
            .bind(game_id)
            .fetch_all(conn)
            .await?,
    )
}

/// The position stored after `ply` and the squares of the turn that reached it.
pub async fn position_after(
    conn: &mut SqliteConnection,
    game_id: i64,
    ply: i64,
) -> Result<Option<(Option<String>, Option<String>)>, StorageError> {
    Ok(
        sqlx::query_as("SELECT fen_after, squares FROM moves WHERE game_id = ? AND ply = ?")
            .bind(game_id)
            .bind(ply)
            .fetch_optional(conn)
            .await?,
    )
}

/// Every turn of a game with what is stored after it, in order.
pub async fn stored_moves(
    conn: &mut SqliteConnection,
    game_id: i64,
) -> Result<Vec<StoredMove>, StorageError> {
    Ok(sqlx::query_as(
        "SELECT ply, canonical, fen_after, repetition_key, squares FROM moves
         WHERE game_id = ? ORDER BY ply",
    )
    .bind(game_id)
    .fetch_all(conn)
    .await?)
}

/// Every game's id, oldest first.
pub async fn all_ids(conn: &mut SqliteConnection) -> Result<Vec<i64>, StorageError> {
    Ok(sqlx::query_scalar("SELECT id FROM games ORDER BY id")
        .fetch_all(conn)
        .await?)
}

/// Games with a position not yet stored (rows from before migration 0007).
pub async fn missing_positions(conn: &mut SqliteConnection) -> Result<Vec<i64>, StorageError> {
    Ok(sqlx::query_scalar(
        "SELECT id FROM games g WHERE g.start_key IS NULL OR EXISTS (SELECT 1 FROM moves m
            WHERE m.game_id = g.id AND (m.fen_after IS NULL OR m.repetition_key IS NULL
              OR m.squares IS NULL))
         ORDER BY id",
    )
    .fetch_all(conn)
    .await?)
}

/// Fills what a replay found for one stored turn (the start-up fill of old rows).
pub async fn fill_position(
    conn: &mut SqliteConnection,
    game_id: i64,
    ply: i64,
    fen_after: &str,
    repetition_key: &str,
    squares: &str,
) -> Result<(), StorageError> {
    sqlx::query(
        "UPDATE moves SET fen_after = ?, repetition_key = ?, squares = ?
         WHERE game_id = ? AND ply = ?",
    )
    .bind(fen_after)
    .bind(repetition_key)
    .bind(squares)
    .bind(game_id)
    .bind(ply)
    .execute(conn)
    .await?;
    Ok(())
}

pub async fn set_start_key(
    conn: &mut SqliteConnection,
    game_id: i64,
    key: &str,
) -> Result<(), StorageError> {
    sqlx::query("UPDATE games SET start_key = ? WHERE id = ?")
        .bind(key)
        .bind(game_id)
        .execute(conn)
        .await?;
    Ok(())
}

/// The last move of a game, if any.
pub async fn last_move(
    conn: &mut SqliteConnection,
    game_id: i64,
) -> Result<Option<LastMove>, StorageError> {
    Ok(sqlx::query_as(
        "SELECT ply, canonical, player_id, created_at, white_bank_before, black_bank_before,
            turn_started_before
         FROM moves WHERE game_id = ? ORDER BY ply DESC LIMIT 1",
    )
    .bind(game_id)
    .fetch_optional(conn)
    .await?)
}

/// The position of an active game after its last turn was taken back: the move row at
/// `ply` goes, and the game returns to ply - 1 with `fen` and `last_squares`.
pub struct Rewind<'a> {
    pub id: i64,
    pub ply: i64,
    pub fen: &'a str,
    pub last_squares: &'a str,
}

pub async fn rewind(
    conn: &mut SqliteConnection,
    r: &Rewind<'_>,
    now: i64,
) -> Result<(), StorageError> {
    let done = sqlx::query(
        "UPDATE games SET fen = ?, ply = ply - 1, last_squares = ?, updated_at = ?,
            reminded_ply = NULL, takeback_by = NULL
         WHERE id = ? AND ply = ? AND status = 'active'",
    )
    .bind(r.fen)
    .bind(r.last_squares)
    .bind(now)
    .bind(r.id)
    .bind(r.ply)
    .execute(&mut *conn)
    .await?;
    one_row(done.rows_affected(), "the game changed meanwhile")?;
    sqlx::query("DELETE FROM moves WHERE game_id = ? AND ply = ?")
        .bind(r.id)
        .bind(r.ply)
        .execute(conn)
        .await?;
    Ok(())
}

/// Sets or clears the standing draw offer and takeback request of an active game at `ply`.
pub async fn set_offers(
    conn: &mut SqliteConnection,
    id: i64,
    ply: i64,
    draw_offer_by: Option<&str>,
    takeback_by: Option<&str>,
) -> Result<(), StorageError> {
    let done = sqlx::query(
        "UPDATE games SET draw_offer_by = ?, takeback_by = ?
         WHERE id = ? AND ply = ? AND status = 'active'",
    )
    .bind(draw_offer_by)
    .bind(takeback_by)
    .bind(id)
    .bind(ply)
    .execute(conn)
    .await?;
    one_row(done.rows_affected(), "the game changed meanwhile")
}

/// The games in progress that a user plays in.
pub async fn active_for_user(
    conn: &mut SqliteConnection,
    user_id: i64,
) -> Result<Vec<GameRow>, StorageError> {
    Ok(sqlx::query_as(&format!(
        "{SELECT} WHERE (g.white_id = ?1 OR g.black_id = ?1) AND g.status = 'active'
         ORDER BY g.id"
    ))
    .bind(user_id)
    .fetch_all(conn)
    .await?)
}

pub async fn moves(
    conn: &mut SqliteConnection,
    game_id: i64,
) -> Result<Vec<MoveRow>, StorageError> {
    Ok(sqlx::query_as(
        "SELECT ply, canonical, san, comment FROM moves WHERE game_id = ? ORDER BY ply",
    )
    .bind(game_id)
    .fetch_all(conn)
    .await?)
}

/// Stores the clock of an active game at `ply` (after acceptance or a move).
pub async fn set_clock(
    conn: &mut SqliteConnection,
    id: i64,
    ply: i64,
    c: &ClockState,
) -> Result<(), StorageError> {
    let done = sqlx::query(
        "UPDATE games SET white_bank = ?, black_bank = ?, turn_started_at = ?, deadline = ?
         WHERE id = ? AND ply = ? AND status = 'active'",
    )
    .bind(c.white_bank)
    .bind(c.black_bank)
    .bind(c.turn_started_at)
    .bind(c.deadline)
    .bind(id)
    .bind(ply)
    .execute(conn)
    .await?;
    one_row(done.rows_affected(), "the game changed meanwhile")
}

/// Active games whose deadline is at or before `now`.
pub async fn overdue(conn: &mut SqliteConnection, now: i64) -> Result<Vec<GameRow>, StorageError> {
    Ok(sqlx::query_as(&format!(
        "{SELECT} WHERE g.status = 'active' AND g.deadline IS NOT NULL AND g.deadline <= ?
         ORDER BY g.deadline, g.id LIMIT 500"
    ))
    .bind(now)
    .fetch_all(conn)
    .await?)
}

/// Ends a game on time. Only applies while the game is active, still at `ply` and overdue
/// at `now`, so a second sweep (or a second server) changes nothing. True if it applied.
pub async fn time_out(
    conn: &mut SqliteConnection,
    id: i64,
    ply: i64,
    winner: Option<&str>,
    reason: &str,
    now: i64,
) -> Result<bool, StorageError> {
    let done = sqlx::query(
        "UPDATE games SET status = 'finished', winner = ?, reason = ?, updated_at = ?
         WHERE id = ? AND ply = ? AND status = 'active' AND deadline IS NOT NULL
           AND deadline <= ?",
    )
    .bind(winner)
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
pub async fn needing_reminder(
    conn: &mut SqliteConnection,
    before: i64,
) -> Result<Vec<GameRow>, StorageError> {
    Ok(sqlx::query_as(&format!(
        "{SELECT} WHERE g.status = 'active' AND g.deadline IS NOT NULL AND g.deadline <= ?
           AND (g.reminded_ply IS NULL OR g.reminded_ply <> g.ply)
         ORDER BY g.deadline, g.id LIMIT 500"
    ))
    .bind(before)
    .fetch_all(conn)
    .await?)
}

/// Records the reminder for `ply`; false if it was already recorded or the game moved on.
pub async fn mark_reminded(
    conn: &mut SqliteConnection,
    id: i64,
    ply: i64,
) -> Result<bool, StorageError> {
    let done = sqlx::query(
        "UPDATE games SET reminded_ply = ?2 WHERE id = ?1 AND ply = ?2 AND status = 'active'
           AND (reminded_ply IS NULL OR reminded_ply <> ?2)",
    )
    .bind(id)
    .bind(ply)
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

fn one_row(affected: u64, why: &str) -> Result<(), StorageError> {
    if affected == 1 {
        Ok(())
    } else {
        Err(StorageError::Conflict(why.to_string()))
    }
}
