-- Correspondence time controls (issue 8). The clock is stored, not run: each active game
-- carries the moment the player to move must have moved by (`deadline`), and a bank
-- game carries each side's remaining bank in seconds. A background sweep ends games whose
-- deadline has passed. Times are whole seconds since the Unix epoch.

-- The time control chosen at creation: 'none' (untimed), 'move' (tc_days per move) or
-- 'bank' (tc_days to start, tc_increment seconds added per move, optional tc_cap seconds).
-- tc_grace is the seconds per move that do not count against the clock.
ALTER TABLE games ADD COLUMN tc_kind TEXT NOT NULL DEFAULT 'none'
    CHECK (tc_kind IN ('none', 'move', 'bank'));
ALTER TABLE games ADD COLUMN tc_days INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN tc_increment INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN tc_cap INTEGER;
ALTER TABLE games ADD COLUMN tc_grace INTEGER NOT NULL DEFAULT 0;
-- Remaining bank of each side, in seconds (bank games only).
ALTER TABLE games ADD COLUMN white_bank INTEGER;
ALTER TABLE games ADD COLUMN black_bank INTEGER;
-- When the player to move was given the move (acceptance or the opponent's last move).
ALTER TABLE games ADD COLUMN turn_started_at INTEGER;
-- When the player to move loses on time; NULL for untimed or finished games.
ALTER TABLE games ADD COLUMN deadline INTEGER;
-- The ply at which the player to move was last reminded, so a reminder goes once per move.
ALTER TABLE games ADD COLUMN reminded_ply INTEGER;
CREATE INDEX games_deadline ON games(status, deadline);
