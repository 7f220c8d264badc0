-- Conditional moves (issue 21): "if they play X, I reply Y (then if Z, W...)". A line is
-- kept for the ply it answers (the game's ply when it was entered, the opponent to move);
-- a line for another ply is stale and never played. Never shown to the opponent.
CREATE TABLE conditional_moves (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id    INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    ply        INTEGER NOT NULL,
    -- Canonical turns, one per line: theirs, mine, theirs, mine...
    line       TEXT NOT NULL,
    created_at INTEGER NOT NULL
);
CREATE INDEX conditional_moves_by_game ON conditional_moves (game_id, user_id);
