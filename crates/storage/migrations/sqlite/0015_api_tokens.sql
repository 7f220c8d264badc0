-- Personal API tokens (issue 19): a player's own tools call /api/v1 with one of these as a
-- bearer token. Only the SHA-256 of the secret is kept (the secret is shown once, when it
-- is made), so a copy of the database lets no tool in. `scope` is what the token allows:
-- reading the player's games, or reading and playing them. `last_used_at` is written at
-- most every few minutes, so that reads do not each cost a write.
CREATE TABLE api_tokens (
    id           INTEGER PRIMARY KEY,
    user_id      INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    name         TEXT NOT NULL,
    scope        TEXT NOT NULL CHECK (scope IN ('read', 'play')),
    token_hash   TEXT NOT NULL UNIQUE,
    created_at   INTEGER NOT NULL,
    last_used_at INTEGER
);
CREATE INDEX api_tokens_user ON api_tokens(user_id);
