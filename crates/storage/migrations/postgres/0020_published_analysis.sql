-- Analysis made public with a finished game (issue 21): its owner's tree (notes included)
-- shows to everyone with the game and goes into its PGN as comments and variations.
CREATE TABLE published_analyses (
    game_id      BIGINT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    user_id      BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    published_at BIGINT NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
