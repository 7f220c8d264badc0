-- Whether a mail is an answer to a reply by mail that played nothing (1): those to one
-- address are counted, so that whatever provokes them an address gets only a few an
-- hour. Its subject is in the player's language, so the count no longer reads it there.
ALTER TABLE outbox ADD COLUMN not_played INTEGER NOT NULL DEFAULT 0;
UPDATE outbox SET not_played = 1 WHERE subject LIKE '%was not played';
