//! A multi-variant event's variants (`tournament_variants`), one a round in the
//! organiser's order, each with the exact definition its games are played under.

use super::statement::{Stmt, execute, fetch_all};
use super::{Conn, StorageError};

/// One of an event's variants: its key and the definition its games are played under.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoundVariant {
    pub variant: String,
    pub definition_hash: String,
}

/// Stores `variants` as event `id`'s, in order.
pub async fn add(conn: &mut Conn, id: i64, variants: &[RoundVariant]) -> Result<(), StorageError> {
    for (i, v) in variants.iter().enumerate() {
        execute(
            conn,
            &Stmt::new(
                "INSERT INTO tournament_variants (tournament_id, position, variant, definition_hash)
                 VALUES ($1, $2, $3, $4)",
                vec![
                    id.into(),
                    (i as i64 + 1).into(),
                    v.variant.as_str().into(),
                    v.definition_hash.as_str().into(),
                ],
            ),
        )
        .await?;
    }
    Ok(())
}

/// The variants of the events whose ids are from `first` to `last`, by event and in
/// order: (event id, variant).
pub(super) async fn of_events(
    conn: &mut Conn,
    first: i64,
    last: i64,
) -> Result<Vec<(i64, RoundVariant)>, StorageError> {
    let rows: Vec<(i64, String, String)> = fetch_all(
        conn,
        &Stmt::new(
            "SELECT tournament_id, variant, definition_hash FROM tournament_variants
             WHERE tournament_id BETWEEN $1 AND $2 ORDER BY tournament_id, position",
            vec![first.into(), last.into()],
        ),
    )
    .await?;
    Ok(rows
        .into_iter()
        .map(|(id, variant, definition_hash)| {
            (
                id,
                RoundVariant {
                    variant,
                    definition_hash,
                },
            )
        })
        .collect())
}
