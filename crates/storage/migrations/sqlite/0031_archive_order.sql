-- A player's games by seat in the archive's own order (latest first, then the highest
-- id): a page is read from the index in order and cut at its end, with no sort of every
-- game of a long archive (PostgreSQL's indexes carry no row id to break ties with, as
-- SQLite's do).
DROP INDEX games_white_time;
DROP INDEX games_black_time;
CREATE INDEX games_white_time ON games(white_id, updated_at, id);
CREATE INDEX games_black_time ON games(black_id, updated_at, id);
