-- The analysis board (issue 21): each player's private tree of lines in a game. A root
-- (no parent) is a position of the game itself, the one after `ply` turns; every other
-- node is a turn played from its parent, with the position it leads to. Never shown to
-- anyone but its owner.
CREATE TABLE analysis_nodes (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id    INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    parent_id  INTEGER REFERENCES analysis_nodes(id) ON DELETE CASCADE,
    -- Turns from the game's start to this position (the game's own for a root).
    ply        INTEGER NOT NULL,
    -- The turn that led here (none for a root), canonical and abbreviated.
    canonical  TEXT,
    san        TEXT,
    fen        TEXT NOT NULL,
    note       TEXT NOT NULL DEFAULT '',
    created_at INTEGER NOT NULL
);
CREATE INDEX analysis_nodes_by_game ON analysis_nodes (game_id, user_id);
CREATE INDEX analysis_nodes_by_parent ON analysis_nodes (parent_id);
