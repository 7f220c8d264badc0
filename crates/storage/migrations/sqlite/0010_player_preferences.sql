-- What a player chose on the account page about how the site behaves for them (issue 15).
-- A row exists only once a player has changed a preference; a missing row means the
-- defaults below.
CREATE TABLE player_preferences (
    user_id         INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    -- 1: a turn completed by clicks on the board is sent at once; 0 (the default): it is
    -- written into the move field and waits for the player to press "Send".
    one_click_moves INTEGER NOT NULL DEFAULT 0 CHECK (one_click_moves IN (0, 1))
);
