-- Account hardening and a player's own data (issue 14, findings 4 and 8). Times are whole
-- seconds since the Unix epoch, from the app's injected clock.

-- Sessions are keyed by the SHA-256 (lower-case hex) of the cookie value instead of the
-- value itself, so that a copy of the database (a backup, a leaked file) holds no cookie
-- that logs anyone in. SQLite cannot hash, so the sessions of 0001 are dropped rather than
-- converted: every player logs in once more after this upgrade. Their known devices stay,
-- so the login throttle still recognises their browsers.
DROP TABLE sessions;
CREATE TABLE sessions (
    -- A public, non-secret handle for one session, for the account page's "log out" form.
    id         INTEGER PRIMARY KEY,
    token_hash TEXT NOT NULL UNIQUE,
    user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    -- The last visit, written with the sliding expiry (at most once an hour), so that the
    -- sessions list needs no write per page view.
    last_seen  INTEGER NOT NULL,
    -- A short label of the browser ("Firefox on Linux") from its User-Agent at login, so
    -- the player can tell their sessions apart.
    agent      TEXT NOT NULL DEFAULT ''
);
CREATE INDEX sessions_user ON sessions(user_id);

-- A deleted account keeps its row, anonymised, so that the games it played keep their
-- seats: its name and address are replaced by placeholders that cannot log in or be
-- registered, and pages and mails name it "deleted player" (see app::deletion).
ALTER TABLE users ADD COLUMN deleted_at INTEGER;

-- Every invitation emailed to an outside address, counted to cap such mail per inviting
-- player and per recipient per day. A table of its own rather than a count of
-- games.invite_email, because deleting an account deletes its unaccepted invitations and
-- must not give the recipient's allowance back. Rows older than two days are deleted by
-- the background worker.
CREATE TABLE invitation_mails (
    id        INTEGER PRIMARY KEY,
    sender_id INTEGER NOT NULL REFERENCES users(id),
    recipient TEXT NOT NULL COLLATE NOCASE,
    sent_at   INTEGER NOT NULL
);
CREATE INDEX invitation_mails_sender ON invitation_mails(sender_id, sent_at);
CREATE INDEX invitation_mails_recipient ON invitation_mails(recipient, sent_at);
-- The invitations of the last two days count from the start.
INSERT INTO invitation_mails (sender_id, recipient, sent_at)
    SELECT creator_id, invite_email, created_at FROM games
    WHERE invite_email IS NOT NULL
      AND created_at > CAST(strftime('%s', 'now') AS INTEGER) - 2 * 86400;

-- Invitations refused by those caps, so that an operator can see who tried to mail whom
-- (`SELECT * FROM invitation_refusals ORDER BY at DESC`). Rows older than 90 days are
-- deleted by the background worker.
CREATE TABLE invitation_refusals (
    id        INTEGER PRIMARY KEY,
    sender_id INTEGER NOT NULL REFERENCES users(id),
    recipient TEXT NOT NULL,
    at        INTEGER NOT NULL,
    -- Which cap refused it: the sender's daily allowance, or the recipient's.
    cap       TEXT NOT NULL CHECK (cap IN ('sender', 'recipient'))
);
CREATE INDEX invitation_refusals_at ON invitation_refusals(at);
