-- Rated games and Glicko-2 ratings, one pool per variant key; and the lobby's seeks.

-- 1 when the game counts for both players' ratings in its variant's pool (decided when it
-- is created: enforced rules, the variant's own start, confirmed addresses).
ALTER TABLE games ADD COLUMN rated BIGINT NOT NULL DEFAULT 0;

-- A player's games by seat, latest first: a profile's archive reads a page of a long
-- one without reading it all.
CREATE INDEX games_white_time ON games(white_id, updated_at);
CREATE INDEX games_black_time ON games(black_id, updated_at);

-- A player's standing in a pool: the Glicko-2 rating after their last rated game there,
-- the number of those games (a write is guarded by it: two results of one player never
-- both apply to the same standing) and when the last one ended (the deviation grows from
-- then on).
CREATE TABLE ratings (
    user_id    BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    pool       TEXT NOT NULL,
    rating     DOUBLE PRECISION NOT NULL,
    deviation  DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    games      BIGINT NOT NULL,
    rated_at   BIGINT NOT NULL,
    PRIMARY KEY (user_id, pool)
);
CREATE INDEX ratings_by_pool ON ratings(pool, rating DESC, user_id);

-- What a rated game did to each player's standing: the standing it was played at, the one
-- it left, and the expected score. `seq` orders the results as they were applied (the
-- recomputation replays them in this order).
CREATE TABLE rating_changes (
    game_id          BIGINT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    color            TEXT NOT NULL CHECK (color IN ('white', 'black')),
    user_id          BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    pool             TEXT NOT NULL,
    seq              BIGINT NOT NULL,
    rating           DOUBLE PRECISION NOT NULL,
    deviation        DOUBLE PRECISION NOT NULL,
    volatility       DOUBLE PRECISION NOT NULL,
    rating_after     DOUBLE PRECISION NOT NULL,
    deviation_after  DOUBLE PRECISION NOT NULL,
    volatility_after DOUBLE PRECISION NOT NULL,
    expected         DOUBLE PRECISION NOT NULL,
    score            DOUBLE PRECISION NOT NULL,
    rated_at         BIGINT NOT NULL,
    PRIMARY KEY (game_id, color)
);
CREATE INDEX rating_changes_by_player ON rating_changes(user_id, pool, seq);
CREATE INDEX rating_changes_by_seq ON rating_changes(seq);

-- Each pool's rated results and the sum of the squared differences between the score the
-- ratings expected and the one made: how well the pool foretells, kept with each result
-- rather than summed over every result when a leaderboard is read.
CREATE TABLE rating_pools (
    pool          TEXT PRIMARY KEY,
    results       BIGINT NOT NULL,
    squared_error DOUBLE PRECISION NOT NULL
);

-- An open invitation posted to the lobby: who may take it by rating, a word from the
-- poster, and when it lapses.
CREATE TABLE seeks (
    game_id    BIGINT PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    min_rating BIGINT,
    max_rating BIGINT,
    message    TEXT NOT NULL DEFAULT '',
    expires_at BIGINT NOT NULL
);
CREATE INDEX seeks_by_expiry ON seeks(expires_at);

-- Whether the author lets games of a published variant be rated.
ALTER TABLE player_variants ADD COLUMN rated BIGINT NOT NULL DEFAULT 0;
