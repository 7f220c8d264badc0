//! The few places where SQLite and PostgreSQL need different SQL, chosen here and only
//! here, from the connection a query runs on. Everything else is written once.

use super::Conn;

/// Which SQL a connection speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dialect {
    Sqlite,
    Postgres,
}

impl Dialect {
    pub fn of(conn: &Conn) -> Dialect {
        if conn.backend_name() == "PostgreSQL" {
            Dialect::Postgres
        } else {
            Dialect::Sqlite
        }
    }

    /// A statement that makes the transaction wait for any other holding the same `key`
    /// until it ends: PostgreSQL's transaction-scoped advisory lock. SQLite's one writer
    /// already runs one write transaction at a time, so there it is a no-op `SELECT`.
    pub fn lock_key(self) -> &'static str {
        match self {
            Dialect::Sqlite => "SELECT $1",
            Dialect::Postgres => "SELECT pg_advisory_xact_lock($1)",
        }
    }

    /// Appended to a `SELECT` whose rows the transaction is about to claim. PostgreSQL
    /// has many writers: rows another server's transaction holds are skipped rather than
    /// waited for (that server is claiming them). SQLite's one writer needs nothing.
    pub fn claim_rows(self) -> &'static str {
        match self {
            Dialect::Sqlite => "",
            Dialect::Postgres => " FOR UPDATE SKIP LOCKED",
        }
    }

    /// `claim_rows` for a `SELECT` of a join, whose rows are claimed in the table aliased
    /// `alias` alone (PostgreSQL's `FOR UPDATE` of a join must name it).
    pub fn claim_rows_of(self, alias: &str) -> String {
        match self {
            Dialect::Sqlite => String::new(),
            Dialect::Postgres => format!(" FOR UPDATE OF {alias} SKIP LOCKED"),
        }
    }
}
