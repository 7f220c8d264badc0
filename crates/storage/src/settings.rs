//! Server-wide settings stored in the database (the `settings` table), such as the key
//! anti-forgery tokens are signed with.

use super::Conn;
use super::StorageError;

/// The anti-forgery signing key made by migration 0006, as bytes.
pub async fn server_key(conn: &mut Conn) -> Result<Vec<u8>, StorageError> {
    let hex: String = sqlx::query_scalar("SELECT value FROM settings WHERE name = 'server_key'")
        .fetch_one(conn)
        .await?;
    decode_hex(&hex).ok_or_else(|| {
        StorageError::Other(sqlx::Error::Protocol(
            "settings.server_key is not 64 hex digits".into(),
        ))
    })
}

/// The server's VAPID key (RFC 8292: the P-256 private key its pushes are signed with),
/// as stored: made by the first server started on this database, which stores
/// `candidate`; every later server, and any started beside it, reads that one back, so
/// that every browser's subscription stays valid whichever server sends to it.
pub async fn vapid_key(conn: &mut Conn, candidate: &str) -> Result<String, StorageError> {
    sqlx::query(
        "INSERT INTO settings (name, value) VALUES ('vapid_key', $1) ON CONFLICT (name) DO NOTHING",
    )
    .bind(candidate)
    .execute(&mut *conn)
    .await?;
    Ok(
        sqlx::query_scalar("SELECT value FROM settings WHERE name = 'vapid_key'")
            .fetch_one(conn)
            .await?,
    )
}

fn decode_hex(hex: &str) -> Option<Vec<u8>> {
    if hex.len() != 64 || !hex.is_ascii() {
        return None;
    }
    (0..hex.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&hex[i..i + 2], 16).ok())
        .collect()
}
