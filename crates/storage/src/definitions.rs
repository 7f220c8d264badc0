//! Variant definitions by content hash (the `definitions` table): what each game was
//! created with. Rows are never changed or removed; the same hash is always the same text.

use super::Conn;
use super::StorageError;

/// Keeps `text` under `hash` (nothing happens if the hash is already kept).
pub async fn keep(conn: &mut Conn, hash: &str, text: &str, now: i64) -> Result<(), StorageError> {
    sqlx::query(
        "INSERT INTO definitions (hash, text, created_at) VALUES ($1, $2, $3)
         ON CONFLICT (hash) DO NOTHING",
    )
    .bind(hash)
    .bind(text)
    .bind(now)
    .execute(conn)
    .await?;
    Ok(())
}

/// The canonical text kept under `hash`.
pub async fn text(conn: &mut Conn, hash: &str) -> Result<Option<String>, StorageError> {
    Ok(
        sqlx::query_scalar("SELECT text FROM definitions WHERE hash = $1")
            .bind(hash)
            .fetch_optional(conn)
            .await?,
    )
}

/// The variant keys of games stored before rules were frozen per game.
pub async fn unfrozen_variants(conn: &mut Conn) -> Result<Vec<String>, StorageError> {
    Ok(sqlx::query_scalar(
        "SELECT DISTINCT variant FROM games WHERE definition_hash IS NULL ORDER BY variant",
    )
    .fetch_all(conn)
    .await?)
}

/// Names `hash` as the rules of every game of `variant` that names none.
pub async fn freeze(conn: &mut Conn, variant: &str, hash: &str) -> Result<u64, StorageError> {
    let done = sqlx::query(
        "UPDATE games SET definition_hash = $1 WHERE variant = $2 AND definition_hash IS NULL",
    )
    .bind(hash)
    .bind(variant)
    .execute(conn)
    .await?;
    Ok(done.rows_affected())
}

/// How many games name `hash` as their rules.
pub async fn games_with(conn: &mut Conn, hash: &str) -> Result<i64, StorageError> {
    Ok(
        sqlx::query_scalar("SELECT COUNT(*) FROM games WHERE definition_hash = $1")
            .bind(hash)
            .fetch_one(conn)
            .await?,
    )
}
