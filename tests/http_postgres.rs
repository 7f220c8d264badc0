//! The HTTP suite again, every test of it, on PostgreSQL: each test's app runs on a fresh
//! database of the server named by `PIGEONPOST_TEST_POSTGRES` (for example
//! `postgres://postgres@127.0.0.1:5432/postgres`), dropped when the test ends. Without
//! the variable this binary says so on stderr and runs nothing; under `CI=true` that is a
//! failure (see `http/test_db.rs`).

const ON_POSTGRES: bool = true;

include!("http/suite.rs");
