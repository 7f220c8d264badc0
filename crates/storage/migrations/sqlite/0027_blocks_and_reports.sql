-- A player's blocks: no invitations or conversation lines from the blocked player.
CREATE TABLE blocks (
    user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    blocked_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, blocked_id)
);

-- What players reported to the operator: words of a game they found abusive.
CREATE TABLE reports (
    id          INTEGER PRIMARY KEY,
    reporter_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    game_id     INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    words       TEXT NOT NULL,
    created_at  INTEGER NOT NULL
);
CREATE INDEX reports_by_time ON reports(created_at);
