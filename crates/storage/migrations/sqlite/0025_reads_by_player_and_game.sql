-- Two reads that grew with the whole database, or paid a second lookup per row.
--
-- "My games" finds a player's games by their seats, the games they created and the
-- invitations naming them. Without an index on each of those columns SQLite cannot
-- combine them and read every game instead.
CREATE INDEX games_creator ON games(creator_id);
CREATE INDEX games_invitee ON games(invitee_id);

-- A game's moves are read in order on every move (the repetition keys) and every page
-- (the move list). Kept in their primary key's order (WITHOUT ROWID), a game's moves are
-- one range of one b-tree; with a rowid, each row found in the key's index was then looked
-- up again in the table. Nothing refers to a move's rowid.
CREATE TABLE moves_by_game (
    game_id    INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    ply        INTEGER NOT NULL,
    canonical  TEXT NOT NULL,
    san        TEXT NOT NULL,
    comment    TEXT,
    player_id  INTEGER NOT NULL REFERENCES users(id),
    created_at INTEGER NOT NULL,
    white_bank_before INTEGER,
    black_bank_before INTEGER,
    turn_started_before INTEGER,
    fen_after TEXT,
    repetition_key TEXT,
    squares TEXT,
    PRIMARY KEY (game_id, ply)
) WITHOUT ROWID;
INSERT INTO moves_by_game (game_id, ply, canonical, san, comment, player_id, created_at,
    white_bank_before, black_bank_before, turn_started_before, fen_after, repetition_key,
    squares)
SELECT game_id, ply, canonical, san, comment, player_id, created_at,
    white_bank_before, black_bank_before, turn_started_before, fen_after, repetition_key,
    squares
FROM moves;
DROP TABLE moves;
ALTER TABLE moves_by_game RENAME TO moves;
