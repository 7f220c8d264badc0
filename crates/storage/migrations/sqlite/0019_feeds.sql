-- Feeds (issue 19): each player's secret address of the Atom feed of the games awaiting
-- their move. One per player at most; the database keeps only the SHA-256 of the secret
-- (as for sessions and API tokens), so a copy of it shows no one's games. Revoking
-- deletes the row; making a new address replaces it.
CREATE TABLE feed_addresses (
    user_id     INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    secret_hash TEXT NOT NULL UNIQUE,
    created_at  INTEGER NOT NULL
);
