-- Failed logins, so that guessing a password is slowed down: after a few failures for a
-- name within a window, logins with that name wait (see app::accounts). Rows older than
-- a day are deleted by the background worker. `at` is whole seconds since the epoch.
CREATE TABLE login_failures (
    name TEXT NOT NULL COLLATE NOCASE,   -- the username or email address as typed
    at   INTEGER NOT NULL
);
CREATE INDEX login_failures_name ON login_failures(name, at);
