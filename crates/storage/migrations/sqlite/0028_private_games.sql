-- The sides (1 white, 2 black) whose player keeps the game private: while any does, only
-- the game's players see it. And the sides whose player lets others read the game's
-- conversation once it is over (shown when both do).
ALTER TABLE games ADD COLUMN hidden_by INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN talk_shown_by INTEGER NOT NULL DEFAULT 0;
