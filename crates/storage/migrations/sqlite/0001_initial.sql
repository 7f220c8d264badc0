-- Pigeonpost's first schema: players, browser sessions, games, their moves, and the email
-- outbox. Times are whole seconds since the Unix epoch, from the app's injected clock.

-- A registered player. Names and addresses compare case-insensitively so that "Alice"
-- and "alice" cannot both register.
CREATE TABLE users (
    id            INTEGER PRIMARY KEY,
    username      TEXT NOT NULL UNIQUE COLLATE NOCASE,
    email         TEXT NOT NULL UNIQUE COLLATE NOCASE,
    password_hash TEXT NOT NULL,          -- argon2 PHC string
    created_at    INTEGER NOT NULL
);

-- A logged-in browser. The token is the cookie value (random, 256 bits).
CREATE TABLE sessions (
    token      TEXT PRIMARY KEY,
    user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
);
CREATE INDEX sessions_user ON sessions(user_id);

-- A game, from invitation to result. The row carries the current position (fen, ply,
-- last-move squares) so that showing a game never replays it.
CREATE TABLE games (
    id            INTEGER PRIMARY KEY,
    variant       TEXT NOT NULL,                    -- engine registry key
    status        TEXT NOT NULL CHECK (status IN
                    ('invited', 'active', 'finished', 'declined', 'withdrawn')),
    creator_id    INTEGER NOT NULL REFERENCES users(id),
    white_id      INTEGER REFERENCES users(id),     -- NULL until the invitation is accepted
    black_id      INTEGER REFERENCES users(id),
    -- Who may accept: a named player, the holder of an emailed link, or (both NULL) anyone.
    invitee_id    INTEGER REFERENCES users(id),
    invite_email  TEXT,
    invite_token  TEXT UNIQUE,
    start_fen     TEXT NOT NULL,
    fen           TEXT NOT NULL,
    ply           INTEGER NOT NULL DEFAULT 0,       -- turns played so far
    last_squares  TEXT NOT NULL DEFAULT '',         -- "f,r f,r ..." touched by the last turn
    winner        TEXT CHECK (winner IN ('white', 'black')),
    reason        TEXT,                             -- set when finished
    created_at    INTEGER NOT NULL,
    updated_at    INTEGER NOT NULL
);
CREATE INDEX games_status ON games(status);
CREATE INDEX games_white ON games(white_id);
CREATE INDEX games_black ON games(black_id);

-- The turns of a game. ply 1 is the first turn; canonical is the engine's spelling, which
-- is all that is needed to replay the game.
CREATE TABLE moves (
    game_id    INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    ply        INTEGER NOT NULL,
    canonical  TEXT NOT NULL,
    san        TEXT NOT NULL,
    comment    TEXT,
    player_id  INTEGER NOT NULL REFERENCES users(id),
    created_at INTEGER NOT NULL,
    PRIMARY KEY (game_id, ply)
);

-- Email waiting to be sent. Written in the same transaction as the change it reports, so
-- a move is never stored without its email or the other way round; the worker retries
-- until sent_at is set.
CREATE TABLE outbox (
    id              INTEGER PRIMARY KEY,
    recipient       TEXT NOT NULL,
    subject         TEXT NOT NULL,
    text_body       TEXT NOT NULL,
    html_body       TEXT NOT NULL,
    created_at      INTEGER NOT NULL,
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_ms INTEGER NOT NULL,              -- milliseconds: retries can be quick
    last_error      TEXT,
    sent_at         INTEGER
);
CREATE INDEX outbox_due ON outbox(sent_at, next_attempt_ms);
