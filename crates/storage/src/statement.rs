//! A statement as a value: its SQL text and its arguments, bound in one place and run by
//! whichever connection the write or read is on (sqlx's pooled `Any` connections, or the
//! SQLite writer's direct rusqlite connection, see `write_tx`). So each statement's SQL
//! and binding are written once, and a row is decoded once (`FromColumns`), whatever
//! runs it.
//!
//! SQLite numbers `$N` parameters in the order they first appear in the text, not by N;
//! the direct runner therefore binds each argument by its name (`$1`, `$2`, ...), as sqlx
//! does, so a statement whose parameters appear out of order reads the same on both.

use super::{Conflict, Conn, StorageError};
use sqlx::Row;

/// One argument of a statement, in a form both drivers bind.
#[derive(Debug, Clone)]
pub enum Arg<'a> {
    Int(i64),
    OptInt(Option<i64>),
    Text(&'a str),
    OptText(Option<&'a str>),
    Bool(bool),
    Float(f64),
    OptFloat(Option<f64>),
    /// Text made for the statement (a value's stored form).
    Owned(String),
}

impl From<i64> for Arg<'_> {
    fn from(v: i64) -> Self {
        Arg::Int(v)
    }
}

impl From<Option<i64>> for Arg<'_> {
    fn from(v: Option<i64>) -> Self {
        Arg::OptInt(v)
    }
}

impl<'a> From<&'a str> for Arg<'a> {
    fn from(v: &'a str) -> Self {
        Arg::Text(v)
    }
}

impl<'a> From<&'a String> for Arg<'a> {
    fn from(v: &'a String) -> Self {
        Arg::Text(v)
    }
}

impl<'a> From<Option<&'a str>> for Arg<'a> {
    fn from(v: Option<&'a str>) -> Self {
        Arg::OptText(v)
    }
}

impl From<String> for Arg<'_> {
    fn from(v: String) -> Self {
        Arg::Owned(v)
    }
}

impl From<f64> for Arg<'_> {
    fn from(v: f64) -> Self {
        Arg::Float(v)
    }
}

impl From<Option<f64>> for Arg<'_> {
    fn from(v: Option<f64>) -> Self {
        Arg::OptFloat(v)
    }
}

impl From<bool> for Arg<'_> {
    fn from(v: bool) -> Self {
        Arg::Bool(v)
    }
}

/// What a statement's count of changed rows must be for its write to stand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Expect {
    /// Any count.
    Any,
    /// Exactly one row, or the write is a conflict with this reason (a guard by ply that
    /// found the game moved on).
    One(&'static str),
}

/// A statement with its arguments (`$1` is `args[0]`).
#[derive(Debug, Clone)]
pub struct Stmt<'a> {
    pub sql: &'a str,
    pub args: Vec<Arg<'a>>,
    pub expect: Expect,
}

impl<'a> Stmt<'a> {
    pub fn new(sql: &'a str, args: Vec<Arg<'a>>) -> Stmt<'a> {
        Stmt {
            sql,
            args,
            expect: Expect::Any,
        }
    }

    /// The statement, required to change exactly one row (else a conflict: `why`, a key
    /// of the refusal that the app layer words for its reader).
    pub fn one_row(mut self, why: &'static str) -> Stmt<'a> {
        self.expect = Expect::One(why);
        self
    }

    /// Whether `changed` rows stand for this statement.
    fn checked(&self, changed: u64) -> Result<u64, StorageError> {
        match self.expect {
            Expect::One(why) if changed != 1 => Err(StorageError::Conflict(Conflict::Changed(why))),
            _ => Ok(changed),
        }
    }
}

/// A column value both drivers decode.
pub trait Value:
    for<'r> sqlx::Decode<'r, sqlx::Any> + sqlx::Type<sqlx::Any> + rusqlite::types::FromSql
{
}

impl<T> Value for T where
    T: for<'r> sqlx::Decode<'r, sqlx::Any> + sqlx::Type<sqlx::Any> + rusqlite::types::FromSql
{
}

/// A result row, from either driver, read by column position.
pub trait Columns {
    fn get<T: Value>(&self, i: usize) -> Result<T, StorageError>;
}

impl Columns for sqlx::any::AnyRow {
    fn get<T: Value>(&self, i: usize) -> Result<T, StorageError> {
        Ok(self.try_get(i)?)
    }
}

impl Columns for rusqlite::Row<'_> {
    fn get<T: Value>(&self, i: usize) -> Result<T, StorageError> {
        rusqlite::Row::get(self, i).map_err(failed)
    }
}

/// A value read from one row, whichever driver read it.
pub trait FromColumns: Sized {
    fn from_columns(row: &impl Columns) -> Result<Self, StorageError>;
}

impl<A: Value> FromColumns for (A,) {
    fn from_columns(row: &impl Columns) -> Result<Self, StorageError> {
        Ok((row.get(0)?,))
    }
}

impl<A: Value, B: Value> FromColumns for (A, B) {
    fn from_columns(row: &impl Columns) -> Result<Self, StorageError> {
        Ok((row.get(0)?, row.get(1)?))
    }
}

impl<A: Value, B: Value, C: Value> FromColumns for (A, B, C) {
    fn from_columns(row: &impl Columns) -> Result<Self, StorageError> {
        Ok((row.get(0)?, row.get(1)?, row.get(2)?))
    }
}

/// The row `s` reads, if any, on a pooled connection.
pub async fn fetch_optional<T: FromColumns>(
    conn: &mut Conn,
    s: &Stmt<'_>,
) -> Result<Option<T>, StorageError> {
    match sqlx_query(s).fetch_optional(conn).await? {
        Some(row) => Ok(Some(T::from_columns(&row)?)),
        None => Ok(None),
    }
}

/// Runs `s` on a pooled (or sqlx writer) connection; the count of rows it changed.
pub async fn execute(conn: &mut Conn, s: &Stmt<'_>) -> Result<u64, StorageError> {
    let done = sqlx_query(s).execute(conn).await?;
    s.checked(done.rows_affected())
}

/// The one row `s` reads, on a pooled connection (`NotFound` without one).
pub async fn fetch_one<T: FromColumns>(conn: &mut Conn, s: &Stmt<'_>) -> Result<T, StorageError> {
    let row = sqlx_query(s).fetch_one(conn).await?;
    T::from_columns(&row)
}

/// Every row `s` reads, on a pooled connection.
pub async fn fetch_all<T: FromColumns>(
    conn: &mut Conn,
    s: &Stmt<'_>,
) -> Result<Vec<T>, StorageError> {
    let rows = sqlx_query(s).fetch_all(conn).await?;
    rows.iter().map(T::from_columns).collect()
}

fn sqlx_query<'q>(
    s: &'q Stmt<'q>,
) -> sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments<'q>> {
    let mut q = sqlx::query(s.sql);
    for arg in &s.args {
        q = match arg {
            Arg::Int(v) => q.bind(*v),
            Arg::OptInt(v) => q.bind(*v),
            Arg::Text(v) => q.bind(*v),
            Arg::OptText(v) => q.bind(*v),
            Arg::Bool(v) => q.bind(*v),
            Arg::Float(v) => q.bind(*v),
            Arg::OptFloat(v) => q.bind(*v),
            Arg::Owned(v) => q.bind(v.as_str()),
        };
    }
    q
}

/// Runs `s` on a direct (rusqlite) connection; the count of rows it changed.
pub fn execute_direct(conn: &rusqlite::Connection, s: &Stmt<'_>) -> Result<u64, StorageError> {
    let mut statement = conn.prepare_cached(s.sql).map_err(failed)?;
    bind_direct(&mut statement, s)?;
    let changed = statement.raw_execute().map_err(failed)?;
    s.checked(changed as u64)
}

/// The one row `s` reads, on a direct connection (`NotFound` without one).
pub fn fetch_one_direct<T: FromColumns>(
    conn: &rusqlite::Connection,
    s: &Stmt<'_>,
) -> Result<T, StorageError> {
    let mut statement = conn.prepare_cached(s.sql).map_err(failed)?;
    bind_direct(&mut statement, s)?;
    let mut rows = statement.raw_query();
    match rows.next().map_err(failed)? {
        Some(row) => T::from_columns(row),
        None => Err(StorageError::NotFound),
    }
}

/// Every row `s` reads, on a direct connection.
pub fn fetch_all_direct<T: FromColumns>(
    conn: &rusqlite::Connection,
    s: &Stmt<'_>,
) -> Result<Vec<T>, StorageError> {
    let mut statement = conn.prepare_cached(s.sql).map_err(failed)?;
    bind_direct(&mut statement, s)?;
    let mut rows = statement.raw_query();
    let mut out = Vec::new();
    while let Some(row) = rows.next().map_err(failed)? {
        out.push(T::from_columns(row)?);
    }
    Ok(out)
}

/// The names SQLite gives `$1`, `$2`, ...: bound by name, see the module's note.
const NAMES: [&str; 24] = [
    "$1", "$2", "$3", "$4", "$5", "$6", "$7", "$8", "$9", "$10", "$11", "$12", "$13", "$14", "$15",
    "$16", "$17", "$18", "$19", "$20", "$21", "$22", "$23", "$24",
];

fn bind_direct(statement: &mut rusqlite::Statement<'_>, s: &Stmt<'_>) -> Result<(), StorageError> {
    if s.args.len() > NAMES.len() {
        return Err(StorageError::Commit(format!(
            "a statement of {} arguments (at most {})",
            s.args.len(),
            NAMES.len()
        )));
    }
    for (arg, name) in s.args.iter().zip(NAMES) {
        // A parameter the text does not use has no index, and nothing to bind.
        let Some(index) = statement.parameter_index(name).map_err(failed)? else {
            continue;
        };
        match arg {
            Arg::Int(v) => statement.raw_bind_parameter(index, v),
            Arg::OptInt(v) => statement.raw_bind_parameter(index, v),
            Arg::Text(v) => statement.raw_bind_parameter(index, v),
            Arg::OptText(v) => statement.raw_bind_parameter(index, v),
            Arg::Bool(v) => statement.raw_bind_parameter(index, v),
            Arg::Float(v) => statement.raw_bind_parameter(index, v),
            Arg::OptFloat(v) => statement.raw_bind_parameter(index, v),
            Arg::Owned(v) => statement.raw_bind_parameter(index, v),
        }
        .map_err(failed)?;
    }
    Ok(())
}

/// A statement that failed on the direct connection. A unique key is a conflict, as
/// through sqlx; anything else fails the write.
pub(super) fn failed(e: rusqlite::Error) -> StorageError {
    match &e {
        rusqlite::Error::QueryReturnedNoRows => StorageError::NotFound,
        rusqlite::Error::SqliteFailure(f, _)
            if matches!(
                f.extended_code,
                rusqlite::ffi::SQLITE_CONSTRAINT_PRIMARYKEY
                    | rusqlite::ffi::SQLITE_CONSTRAINT_UNIQUE
            ) =>
        {
            StorageError::Conflict(Conflict::Unique(e.to_string()))
        }
        _ => StorageError::Commit(e.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Pair(i64, Option<String>);

    impl FromColumns for Pair {
        fn from_columns(row: &impl Columns) -> Result<Self, StorageError> {
            Ok(Pair(row.get(0)?, row.get(1)?))
        }
    }

    #[test]
    fn parameters_out_of_order_are_bound_by_their_number() {
        let conn = rusqlite::Connection::open_in_memory().expect("open");
        conn.execute_batch("CREATE TABLE t (a INTEGER, b TEXT)")
            .expect("create");
        // `$2` appears first: SQLite alone would number it 1.
        let insert = Stmt::new(
            "INSERT INTO t (b, a) VALUES ($2, $1)",
            vec![Arg::Int(7), Arg::OptText(Some("seven"))],
        );
        assert_eq!(execute_direct(&conn, &insert).expect("insert"), 1);
        let read = Stmt::new("SELECT a, b FROM t WHERE a = $1", vec![Arg::Int(7)]);
        let Pair(a, b) = fetch_one_direct(&conn, &read).expect("read");
        assert_eq!((a, b.as_deref()), (7, Some("seven")));
    }

    #[test]
    fn a_guarded_statement_that_changes_no_row_is_a_conflict() {
        let conn = rusqlite::Connection::open_in_memory().expect("open");
        conn.execute_batch("CREATE TABLE t (a INTEGER)")
            .expect("create");
        let update =
            Stmt::new("UPDATE t SET a = 1 WHERE a = $1", vec![Arg::Int(0)]).one_row("moved");
        assert!(matches!(
            execute_direct(&conn, &update),
            Err(StorageError::Conflict(Conflict::Changed("moved")))
        ));
        let read = Stmt::new("SELECT a, NULL FROM t", vec![]);
        assert!(matches!(
            fetch_one_direct::<Pair>(&conn, &read),
            Err(StorageError::NotFound)
        ));
    }
}
