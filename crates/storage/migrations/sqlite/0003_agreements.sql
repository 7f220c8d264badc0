-- Agreements between players and vacations (issue 8). Times are whole seconds since the
-- Unix epoch.

-- What each game's page lists under "History": offers and their answers, takebacks,
-- resignations, aborts, claims, timeouts and vacations, with who and when.
CREATE TABLE game_events (
    id         INTEGER PRIMARY KEY,
    game_id    INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    ply        INTEGER NOT NULL,                  -- the game's ply when it happened
    user_id    INTEGER REFERENCES users(id),      -- NULL: the server itself (a timeout)
    kind       TEXT NOT NULL,                     -- see app::history::EventKind
    detail     TEXT NOT NULL DEFAULT '',          -- e.g. the move taken back
    created_at INTEGER NOT NULL
);
CREATE INDEX game_events_game ON game_events(game_id, id);

-- A standing draw offer and a standing takeback request, by colour. A draw offer lapses
-- when the offering player's opponent moves; a takeback request when the opponent moves.
ALTER TABLE games ADD COLUMN draw_offer_by TEXT CHECK (draw_offer_by IN ('white', 'black'));
ALTER TABLE games ADD COLUMN takeback_by TEXT CHECK (takeback_by IN ('white', 'black'));

-- The clock as it stood when each move was made, so a takeback can restore it.
ALTER TABLE moves ADD COLUMN white_bank_before INTEGER;
ALTER TABLE moves ADD COLUMN black_bank_before INTEGER;
ALTER TABLE moves ADD COLUMN turn_started_before INTEGER;

-- Untimed games now record when the player to move was given the move, for stalled-game
-- claims; games started before this migration count from their last change.
UPDATE games SET turn_started_at = updated_at
    WHERE status = 'active' AND turn_started_at IS NULL;

-- A player's vacation: their clocks stop from starts_at until ends_at, or until ended_at
-- if they come back early. Days are charged to the year the vacation starts in.
CREATE TABLE vacations (
    id        INTEGER PRIMARY KEY,
    user_id   INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    starts_at INTEGER NOT NULL,
    ends_at   INTEGER NOT NULL,
    ended_at  INTEGER,
    CHECK (ends_at > starts_at)
);
CREATE INDEX vacations_user ON vacations(user_id, starts_at);
