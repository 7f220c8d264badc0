//! The analysis board's trees (`analysis_nodes`): each player's private lines in a game.

use super::Conn;
use super::StorageError;

/// One position of a tree, with the turn that led to it (none for a root).
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct NodeRow {
    pub id: i64,
    pub parent_id: Option<i64>,
    pub ply: i64,
    pub canonical: Option<String>,
    pub san: Option<String>,
    pub fen: String,
    pub note: String,
}

const COLUMNS: &str = "id, parent_id, ply, canonical, san, fen, note";

/// Every node of `user`'s trees in `game`, oldest first (a parent before its children).
pub async fn of_player(
    conn: &mut Conn,
    game_id: i64,
    user_id: i64,
) -> Result<Vec<NodeRow>, StorageError> {
    Ok(sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM analysis_nodes WHERE game_id = $1 AND user_id = $2 ORDER BY id"
    ))
    .bind(game_id)
    .bind(user_id)
    .fetch_all(conn)
    .await?)
}

/// A new node; returns its id.
pub struct NewNode<'a> {
    pub game_id: i64,
    pub user_id: i64,
    pub parent_id: Option<i64>,
    pub ply: i64,
    pub canonical: Option<&'a str>,
    pub san: Option<&'a str>,
    pub fen: &'a str,
    pub now: i64,
}

pub async fn insert(conn: &mut Conn, node: &NewNode<'_>) -> Result<i64, StorageError> {
    let id: i64 = sqlx::query_scalar(
        "INSERT INTO analysis_nodes (game_id, user_id, parent_id, ply, canonical, san, fen, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id",
    )
    .bind(node.game_id)
    .bind(node.user_id)
    .bind(node.parent_id)
    .bind(node.ply)
    .bind(node.canonical)
    .bind(node.san)
    .bind(node.fen)
    .bind(node.now)
    .fetch_one(conn)
    .await?;
    Ok(id)
}

/// Sets the note of one of `user`'s nodes; says whether there was one.
pub async fn set_note(
    conn: &mut Conn,
    id: i64,
    user_id: i64,
    note: &str,
) -> Result<bool, StorageError> {
    let done = sqlx::query("UPDATE analysis_nodes SET note = $1 WHERE id = $2 AND user_id = $3")
        .bind(note)
        .bind(id)
        .bind(user_id)
        .execute(conn)
        .await?;
    Ok(done.rows_affected() == 1)
}

/// Deletes the nodes `ids` of `user` (a subtree the app has gathered).
pub async fn delete(conn: &mut Conn, ids: &[i64], user_id: i64) -> Result<(), StorageError> {
    // Children first, so that no row is ever left pointing at a deleted parent.
    for id in ids.iter().rev() {
        sqlx::query("DELETE FROM analysis_nodes WHERE id = $1 AND user_id = $2")
            .bind(id)
            .bind(user_id)
            .execute(&mut *conn)
            .await?;
    }
    Ok(())
}

/// Deletes every tree of `user` (their account is being deleted), and its publication.
pub async fn delete_of_user(conn: &mut Conn, user_id: i64) -> Result<(), StorageError> {
    sqlx::query("DELETE FROM published_analyses WHERE user_id = $1")
        .bind(user_id)
        .execute(&mut *conn)
        .await?;
    // Leaves first: the deepest plies before their parents.
    sqlx::query("DELETE FROM analysis_nodes WHERE user_id = $1 AND parent_id IS NOT NULL")
        .bind(user_id)
        .execute(&mut *conn)
        .await?;
    sqlx::query("DELETE FROM analysis_nodes WHERE user_id = $1")
        .bind(user_id)
        .execute(conn)
        .await?;
    Ok(())
}

/// Makes `user`'s analysis of `game` public (again), or private.
pub async fn set_published(
    conn: &mut Conn,
    game_id: i64,
    user_id: i64,
    published: bool,
    now: i64,
) -> Result<(), StorageError> {
    sqlx::query("DELETE FROM published_analyses WHERE game_id = $1 AND user_id = $2")
        .bind(game_id)
        .bind(user_id)
        .execute(&mut *conn)
        .await?;
    if published {
        sqlx::query(
            "INSERT INTO published_analyses (game_id, user_id, published_at) VALUES ($1, $2, $3)",
        )
        .bind(game_id)
        .bind(user_id)
        .bind(now)
        .execute(conn)
        .await?;
    }
    Ok(())
}

/// The players whose analysis of `game` is public: (id, name), first published first.
pub async fn published(conn: &mut Conn, game_id: i64) -> Result<Vec<(i64, String)>, StorageError> {
    Ok(sqlx::query_as(
        "SELECT u.id, u.username FROM published_analyses p JOIN users u ON u.id = p.user_id
         WHERE p.game_id = $1 ORDER BY p.published_at, u.id",
    )
    .bind(game_id)
    .fetch_all(conn)
    .await?)
}
