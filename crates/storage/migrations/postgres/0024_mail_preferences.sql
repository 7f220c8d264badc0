-- What mail each player chooses to get (issue 20), kept with their other preferences
-- (migration 0010; a player without a row has the defaults below), and the one-click
-- unsubscribe address each optional mail carries in its List-Unsubscribe header.
--
-- move_mail: 'every' (a mail for each move, offer and result: the default), 'digest' (one
-- mail a day at digest_hour, UTC, listing the games awaiting the player's move) or
-- 'none'.
ALTER TABLE player_preferences ADD COLUMN move_mail TEXT NOT NULL DEFAULT 'every'
    CHECK (move_mail IN ('every', 'digest', 'none'));
ALTER TABLE player_preferences ADD COLUMN digest_hour BIGINT NOT NULL DEFAULT 8
    CHECK (digest_hour BETWEEN 0 AND 23);
-- 1 (the default): reminders before a deadline, and invitation mails, are sent.
ALTER TABLE player_preferences ADD COLUMN reminder_mail BIGINT NOT NULL DEFAULT 1
    CHECK (reminder_mail IN (0, 1));
ALTER TABLE player_preferences ADD COLUMN invitation_mail BIGINT NOT NULL DEFAULT 1
    CHECK (invitation_mail IN (0, 1));
-- The day (days since 1970-01-01, UTC) of the player's last digest: the sweep claims a
-- day by moving this forward, so no day has two digests, even with two servers.
ALTER TABLE player_preferences ADD COLUMN digest_day BIGINT;

-- The List-Unsubscribe address of an optional mail (None: a mail that is not optional,
-- or to an address that is no player's).
ALTER TABLE outbox ADD COLUMN unsubscribe TEXT;
