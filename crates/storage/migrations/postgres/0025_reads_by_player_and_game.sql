-- "My games" finds a player's games by their seats, the games they created and the
-- invitations naming them: each of those columns needs its index, or the list reads
-- every game. (SQLite's migration also re-clusters `moves`; PostgreSQL reads a game's
-- moves through their primary key's index already.)
CREATE INDEX games_creator ON games(creator_id);
CREATE INDEX games_invitee ON games(invitee_id);
