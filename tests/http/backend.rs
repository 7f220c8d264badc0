//! Which database backend the running test of the HTTP suite is on. `#[both_backends]`
//! (crates/test-macros) runs every test body twice, once per backend, each inside
//! `run`, which sets the backend for the test's task: `test_db` and the tests ask
//! `crate::on_postgres()`, which reads it.

use std::future::Future;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

tokio::task_local! {
    static BACKEND: Backend;
}

/// Runs a test body on `backend`. On PostgreSQL without a server to use, the body is
/// skipped after a loud message, or fails under CI (`test_db::postgres_server_if_set`).
pub async fn run(backend: Backend, test: impl Future<Output = ()>) {
    if backend == Backend::Postgres && crate::test_db::postgres_server_if_set().is_none() {
        return;
    }
    BACKEND.scope(backend, test).await
}

/// Whether the running test is the PostgreSQL run of its body. Outside `run` (a task
/// the test spawned, or a test not marked `#[both_backends]`) this is a mistake in the
/// test, said plainly.
pub fn on_postgres() -> bool {
    BACKEND
        .try_with(|b| *b == Backend::Postgres)
        .expect("the backend is known only in the task of a #[both_backends] test")
}
