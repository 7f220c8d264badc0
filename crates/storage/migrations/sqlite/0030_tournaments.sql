-- Correspondence tournaments: an event with its terms, its entrants, the games of each
-- round and the byes, and the organiser's notices that every entrant reads.

-- An event and every rule it is played under, set before anyone joins. `rounds` is the
-- Swiss's number of rounds or the round robin's number of cycles; `round_days`, how long
-- a Swiss round lasts before the next is paired with its games still being played. The
-- time control is a game's (as in `games`). `standing_plies`: when an entrant withdraws,
-- their games with at least this many plies stand and the others are annulled.
CREATE TABLE tournaments (
    id              INTEGER PRIMARY KEY,
    organiser_id    INTEGER NOT NULL REFERENCES users(id),
    name            TEXT NOT NULL,
    format          TEXT NOT NULL,
    variant         TEXT NOT NULL,
    definition_hash TEXT NOT NULL,
    tc_kind         TEXT NOT NULL CHECK (tc_kind IN ('none', 'move', 'bank')),
    tc_days         INTEGER NOT NULL,
    tc_increment    INTEGER NOT NULL,
    tc_cap          INTEGER,
    tc_grace        INTEGER NOT NULL,
    rated           INTEGER NOT NULL,
    rounds          INTEGER NOT NULL,
    max_entrants    INTEGER NOT NULL,
    round_days      INTEGER NOT NULL,
    tiebreaks       TEXT NOT NULL,
    min_rating      INTEGER,
    min_games       INTEGER NOT NULL,
    standing_plies  INTEGER NOT NULL,
    max_timeouts    INTEGER NOT NULL,
    status          TEXT NOT NULL CHECK (status IN ('signup', 'running', 'finished')),
    round           INTEGER NOT NULL DEFAULT 0,
    round_deadline  INTEGER,
    created_at      INTEGER NOT NULL,
    updated_at      INTEGER NOT NULL
);
CREATE INDEX tournaments_by_status ON tournaments(status, id);

-- Who plays: `number` (the pairing number) and `rating` are given at the start, by rating
-- in the event's pool and then by name.
CREATE TABLE tournament_entrants (
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    user_id       INTEGER NOT NULL REFERENCES users(id),
    number        INTEGER,
    rating        REAL,
    joined_at     INTEGER NOT NULL,
    withdrawn_at  INTEGER,
    PRIMARY KEY (tournament_id, user_id)
);
CREATE INDEX tournament_entrants_by_user ON tournament_entrants(user_id);

-- The games of each round, by board. An annulled game counts for neither player.
CREATE TABLE tournament_games (
    game_id       INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    round         INTEGER NOT NULL,
    board         INTEGER NOT NULL,
    annulled      INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX tournament_games_by_round ON tournament_games(tournament_id, round, board);

-- A round an entrant does not play: the pairing-allocated bye (a win) or an absence
-- (nothing), in half points.
CREATE TABLE tournament_byes (
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    round         INTEGER NOT NULL,
    user_id       INTEGER NOT NULL REFERENCES users(id),
    half_points   INTEGER NOT NULL,
    PRIMARY KEY (tournament_id, round, user_id)
);

-- What happened to the event that every entrant should read: a round paired, a
-- withdrawal, the organiser's decision on a game and its reason.
CREATE TABLE tournament_notices (
    id            INTEGER PRIMARY KEY,
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    at            INTEGER NOT NULL,
    text          TEXT NOT NULL
);
CREATE INDEX tournament_notices_by_event ON tournament_notices(tournament_id, id);
