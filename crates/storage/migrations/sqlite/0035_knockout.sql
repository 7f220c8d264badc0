-- Knockouts and Basque pairs. `match_games`: a knockout match's games (0 in the other
-- formats); `match_tiebreak`: how a level match is decided ('games': a further pair,
-- 'rating': the higher seed; '' in the other formats); `basque`: each pairing plays two
-- simultaneous games, one with each colour.
ALTER TABLE tournaments ADD COLUMN match_games INTEGER NOT NULL DEFAULT 0;
ALTER TABLE tournaments ADD COLUMN match_tiebreak TEXT NOT NULL DEFAULT '';
ALTER TABLE tournaments ADD COLUMN basque INTEGER NOT NULL DEFAULT 0;

-- A game's place in its pairing or match: a Basque pairing's two games are legs 1 and 2
-- of one board, a knockout match's games its legs in the order they were started. One
-- game a leg: two servers starting the same leg at once cannot both succeed.
ALTER TABLE tournament_games ADD COLUMN leg INTEGER NOT NULL DEFAULT 1;
CREATE UNIQUE INDEX tournament_games_one_a_leg ON tournament_games(tournament_id, round, board, leg);

-- A knockout match once decided: who goes on, and how (a bye, the score, the tie-break
-- games, the seeding, a withdrawal). Kept rather than worked out again from the games, so
-- that a later change to a game does not rewrite a bracket already played on; and one row
-- a match, so that two servers cannot both decide it.
CREATE TABLE tournament_matches (
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    round         INTEGER NOT NULL,
    board         INTEGER NOT NULL,
    winner_id     INTEGER NOT NULL REFERENCES users(id),
    how           TEXT NOT NULL,
    decided_at    INTEGER NOT NULL,
    PRIMARY KEY (tournament_id, round, board)
);
