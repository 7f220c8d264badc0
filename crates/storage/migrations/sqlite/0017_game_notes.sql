-- Private notes (issue 21): one per player per game, kept after the game, never shown to
-- anyone else. `revision` grows with every save, for the game page's tag.
CREATE TABLE game_notes (
    game_id    INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    body       TEXT NOT NULL,
    updated_at INTEGER NOT NULL,
    revision   INTEGER NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
