-- Verified addresses and password reset (issue 20).
--
-- `email_verified_at`: when the player proved they read mail at `users.email`; NULL
-- until then, and while NULL they get no game mail and cannot invite by email.
-- Accounts that exist when this runs count as verified (since their creation): they
-- have been receiving game mail at these addresses, some for years, and marking them
-- unverified would silently stop every existing player's mail until each of them
-- noticed and followed a link; an address that bounces already shows on its player's
-- account page (failing_addresses). Only accounts registered from now on must verify.
ALTER TABLE users ADD COLUMN email_verified_at INTEGER;
UPDATE users SET email_verified_at = created_at WHERE deleted_at IS NULL;

-- Links mailed to a player: `verify` confirms `email` (the registered address, or the
-- new address of a change, which takes effect only when the link is used); `reset`
-- sets a new password. The link carries a random 256-bit token; only its SHA-256 is kept
-- (as for sessions and API tokens), so a copy of the database opens no link. A link
-- works once (`used_at`) and until `expires_at`.
CREATE TABLE account_links (
    id         INTEGER PRIMARY KEY,
    user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    purpose    TEXT NOT NULL CHECK (purpose IN ('verify', 'reset')),
    token_hash TEXT NOT NULL UNIQUE,
    email      TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at    INTEGER
);
CREATE INDEX account_links_user ON account_links(user_id);
