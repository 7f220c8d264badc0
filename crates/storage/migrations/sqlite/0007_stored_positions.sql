-- Each move keeps the position it led to, so that a move starts from the stored current
-- position and viewing an earlier position reads it: nothing is replayed (issue 13).
-- Rows written before this migration have NULLs here; the server fills them once at
-- start-up by replaying those games (app::positions), and `pigeonpost verify` checks them.

-- The position after this ply, in the engine's position notation.
ALTER TABLE moves ADD COLUMN fen_after TEXT;
-- The engine's repetition key of that position (threefold repetition needs every one).
ALTER TABLE moves ADD COLUMN repetition_key TEXT;
-- The squares this turn touched, "f,r f,r", as the game row's last_squares.
ALTER TABLE moves ADD COLUMN squares TEXT;
-- The repetition key of the start position.
ALTER TABLE games ADD COLUMN start_key TEXT;
