-- Analysis made public with a finished game (issue 21): its owner's tree (notes included)
-- shows to everyone with the game and goes into its PGN as comments and variations.
CREATE TABLE published_analyses (
    game_id      INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    user_id      INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    published_at INTEGER NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
