-- Mail the receiving server refuses for good (an SMTP 5xx reply, or an address that is
-- not an address) is not retried: retrying would only be refused again, forever. The
-- outbox row is given up on, the address is marked, and the player whose address it is
-- is told on the account page (issue 14), and each outgoing message carries a
-- Message-ID that stays the same across retries of one row.

-- When the row was given up on (seconds since the epoch); NULL while it is still to be
-- sent or retried. A row given up on keeps its reason in last_error.
ALTER TABLE outbox ADD COLUMN failed_at INTEGER;
-- The Message-ID header of this row's mail, "<outbox-ID.RANDOM@HOST>", fixed when the
-- row is first taken for sending, so that a retry is recognisably the same message.
ALTER TABLE outbox ADD COLUMN message_id TEXT;

-- An address whose receiving server refused mail permanently. While an address is
-- here, mail queued for it waits in the outbox instead of being sent; the player clears
-- the mark ("try again" on the account page), and the waiting mail goes out.
CREATE TABLE failing_addresses (
    address   TEXT PRIMARY KEY COLLATE NOCASE,  -- compared as users.email is
    failed_at INTEGER NOT NULL,                 -- seconds since the epoch
    reply     TEXT NOT NULL                     -- what the server said, shown to the player
);
