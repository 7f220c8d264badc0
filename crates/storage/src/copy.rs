//! Copying every table of one database into another, of either backend: how an
//! installation moves from SQLite to PostgreSQL (or back). Tables are found in the
//! databases' own catalogues, so a table a later migration adds is copied without
//! change here; both sides must be migrated to the same schema first.

use super::dialect::Dialect;
use super::{Conflict, Conn, StorageError};
use sqlx::{Connection, Row};
use std::collections::BTreeMap;

/// The table migrations seed (the server key) before any server runs: a fresh target
/// holds its rows, and the copy replaces them with the source's.
const SEEDED_BY_MIGRATIONS: &str = "settings";

/// Rows per table, by name.
pub type Counts = BTreeMap<String, i64>;

/// The tables of the database, without the migrations' own bookkeeping.
pub async fn tables(conn: &mut Conn) -> Result<Vec<String>, StorageError> {
    let sql = match Dialect::of(conn) {
        Dialect::Sqlite => {
            "SELECT name FROM sqlite_master WHERE type = 'table'
               AND name NOT LIKE 'sqlite_%' AND name <> '_sqlx_migrations' ORDER BY name"
        }
        Dialect::Postgres => {
            "SELECT CAST(table_name AS TEXT) FROM information_schema.tables
             WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
               AND table_name <> '_sqlx_migrations' ORDER BY table_name"
        }
    };
    Ok(sqlx::query_scalar(sql).fetch_all(conn).await?)
}

/// How many rows each table holds.
pub async fn counts(conn: &mut Conn) -> Result<Counts, StorageError> {
    let mut counts = Counts::new();
    for table in tables(conn).await? {
        let n: i64 = sqlx::query_scalar(&format!("SELECT COUNT(*) FROM {}", quoted(&table)))
            .fetch_one(&mut *conn)
            .await?;
        counts.insert(table, n);
    }
    Ok(counts)
}

/// Whether `counts` is what a freshly migrated database holds: nothing but the rows the
/// migrations seed.
pub fn is_fresh(counts: &Counts) -> bool {
    counts
        .iter()
        .all(|(table, n)| *n == 0 || table == SEEDED_BY_MIGRATIONS)
}

/// What a column holds: the schema has integers, floating-point numbers and text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Integer,
    Real,
    Text,
}

impl Kind {
    /// The kind of a column declared `declared` (SQLite's declared type, PostgreSQL's
    /// `data_type`).
    fn of(declared: &str) -> Kind {
        let declared = declared.to_ascii_lowercase();
        if declared.contains("int") {
            Kind::Integer
        } else if ["real", "double", "float", "numeric"]
            .iter()
            .any(|k| declared.contains(k))
        {
            Kind::Real
        } else {
            Kind::Text
        }
    }
}

struct Column {
    name: String,
    kind: Kind,
}

async fn columns(conn: &mut Conn, table: &str) -> Result<Vec<Column>, StorageError> {
    let sql = match Dialect::of(conn) {
        Dialect::Sqlite => "SELECT name, type FROM pragma_table_info($1) ORDER BY cid",
        Dialect::Postgres => {
            "SELECT CAST(column_name AS TEXT), CAST(data_type AS TEXT)
             FROM information_schema.columns
             WHERE table_schema = current_schema() AND table_name = $1
             ORDER BY ordinal_position"
        }
    };
    let rows: Vec<(String, String)> = sqlx::query_as(sql).bind(table).fetch_all(conn).await?;
    Ok(rows
        .into_iter()
        .map(|(name, declared)| Column {
            name,
            kind: Kind::of(&declared),
        })
        .collect())
}

/// The tables `table` refers to by foreign key (other than itself).
async fn references(conn: &mut Conn, table: &str) -> Result<Vec<String>, StorageError> {
    let sql = match Dialect::of(conn) {
        Dialect::Sqlite => "SELECT \"table\" FROM pragma_foreign_key_list($1)",
        Dialect::Postgres => {
            "SELECT CAST(u.table_name AS TEXT)
             FROM information_schema.table_constraints c
             JOIN information_schema.constraint_column_usage u
               ON u.constraint_name = c.constraint_name AND u.table_schema = c.table_schema
             WHERE c.constraint_type = 'FOREIGN KEY' AND c.table_schema = current_schema()
               AND c.table_name = $1"
        }
    };
    let mut names: Vec<String> = sqlx::query_scalar(sql).bind(table).fetch_all(conn).await?;
    names.retain(|n| n != table);
    Ok(names)
}

/// The tables in an order where each comes after those it refers to.
async fn in_reference_order(conn: &mut Conn) -> Result<Vec<String>, StorageError> {
    let mut waiting = Vec::new();
    for table in tables(conn).await? {
        let refs = references(conn, &table).await?;
        waiting.push((table, refs));
    }
    let mut ordered: Vec<String> = Vec::new();
    while !waiting.is_empty() {
        let before = waiting.len();
        let mut i = 0;
        while i < waiting.len() {
            if waiting[i].1.iter().all(|r| ordered.contains(r)) {
                ordered.push(waiting.remove(i).0);
            } else {
                i += 1;
            }
        }
        if waiting.len() == before {
            let names: Vec<&str> = waiting.iter().map(|(t, _)| t.as_str()).collect();
            return Err(StorageError::Conflict(Conflict::Data(format!(
                "the tables {} refer to each other in a cycle",
                names.join(", ")
            ))));
        }
    }
    Ok(ordered)
}

/// Copies every row of `from` into `to`, table by table in reference order, reading
/// `from` in one snapshot and writing `to` in one transaction: the target holds all of
/// it or none. The target must be freshly migrated (`is_fresh`), with the same tables
/// and columns. Returns the rows copied per table.
pub async fn copy_all(from: &mut Conn, to: &mut Conn) -> Result<Counts, StorageError> {
    let read_snapshot = match Dialect::of(from) {
        Dialect::Sqlite => "BEGIN",
        Dialect::Postgres => "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY",
    };
    sqlx::query(read_snapshot).execute(&mut *from).await?;
    let copied = copy_in_snapshot(from, to).await;
    sqlx::query("ROLLBACK").execute(&mut *from).await?;
    copied
}

async fn copy_in_snapshot(from: &mut Conn, to: &mut Conn) -> Result<Counts, StorageError> {
    let order = in_reference_order(from).await?;
    let target_tables = tables(to).await?;
    let mut tx = to.begin().await?;
    let mut copied = Counts::new();
    for table in &order {
        if !target_tables.contains(table) {
            return Err(StorageError::Conflict(Conflict::Data(format!(
                "the target has no table {table}: are both at the same version?"
            ))));
        }
        let source_columns = columns(from, table).await?;
        let target_columns = columns(&mut tx, table).await?;
        let mut names: Vec<&str> = source_columns.iter().map(|c| c.name.as_str()).collect();
        let mut target_names: Vec<&str> = target_columns.iter().map(|c| c.name.as_str()).collect();
        names.sort_unstable();
        target_names.sort_unstable();
        if names != target_names {
            return Err(StorageError::Conflict(Conflict::Data(format!(
                "the table {table} has the columns {} in the source but {} in the target",
                names.join(", "),
                target_names.join(", ")
            ))));
        }
        if table == SEEDED_BY_MIGRATIONS {
            sqlx::query(&format!("DELETE FROM {}", quoted(table)))
                .execute(&mut *tx)
                .await?;
        }
        let n = copy_table(from, &mut tx, table, &target_columns).await?;
        copied.insert(table.clone(), n);
        if target_columns.iter().any(|c| c.name == "id") {
            restart_ids(&mut tx, table).await?;
        }
    }
    tx.commit().await?;
    Ok(copied)
}

async fn copy_table(
    from: &mut Conn,
    to: &mut Conn,
    table: &str,
    columns: &[Column],
) -> Result<i64, StorageError> {
    let list: Vec<String> = columns.iter().map(|c| quoted(&c.name)).collect();
    let list = list.join(", ");
    let placeholders: Vec<String> = (1..=columns.len()).map(|i| format!("${i}")).collect();
    let select = format!("SELECT {list} FROM {} ORDER BY 1", quoted(table));
    let insert = format!(
        "INSERT INTO {} ({list}) VALUES ({})",
        quoted(table),
        placeholders.join(", ")
    );
    let rows = sqlx::query(&select).fetch_all(&mut *from).await?;
    for row in &rows {
        let mut query = sqlx::query(&insert);
        for (i, column) in columns.iter().enumerate() {
            query = match column.kind {
                Kind::Integer => query.bind(row.try_get::<Option<i64>, _>(i)?),
                Kind::Real => query.bind(row.try_get::<Option<f64>, _>(i)?),
                Kind::Text => query.bind(row.try_get::<Option<String>, _>(i)?),
            };
        }
        query.execute(&mut *to).await?;
    }
    Ok(rows.len() as i64)
}

/// After rows were written with their ids, the next id given must follow the largest:
/// PostgreSQL's identity sequences do not see explicit ids (SQLite's rowids do).
async fn restart_ids(conn: &mut Conn, table: &str) -> Result<(), StorageError> {
    if Dialect::of(conn) == Dialect::Sqlite {
        return Ok(());
    }
    sqlx::query(&format!(
        "SELECT CAST(setval(pg_get_serial_sequence($1, 'id'),
                (SELECT COALESCE(MAX(id), 0) + 1 FROM {}), false) AS BIGINT)",
        quoted(table)
    ))
    .bind(table)
    .fetch_optional(conn)
    .await?;
    Ok(())
}

/// A table or column name as an SQL identifier. The names come from the databases' own
/// catalogues, never from a user, but are quoted all the same.
fn quoted(name: &str) -> String {
    format!("\"{}\"", name.replace('"', "\"\""))
}
