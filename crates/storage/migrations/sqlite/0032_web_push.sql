-- Web Push (RFC 8030, with VAPID, RFC 8292, and message encryption, RFC 8291): a
-- player's browsers and phones that are told of their games without a mail.
--
-- A subscription is one browser's push endpoint, made by its Push API: the URL the push
-- service gave it, and the browser's public key (`p256dh`, an uncompressed P-256 point)
-- and authentication secret (`auth`, 16 bytes), both unpadded base64url as the browser
-- gives them, which encrypt what is sent to it. An endpoint is one browser's alone, so a
-- browser that subscribes again replaces its row. `device` is what the account page
-- calls it ("Firefox on Android"); `last_used_at` is when a push last reached it.
CREATE TABLE push_subscriptions (
    id           INTEGER PRIMARY KEY,
    user_id      INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    endpoint     TEXT NOT NULL UNIQUE,
    p256dh       TEXT NOT NULL,
    auth         TEXT NOT NULL,
    device       TEXT NOT NULL,
    created_at   INTEGER NOT NULL,
    last_used_at INTEGER
);
CREATE INDEX push_subscriptions_user ON push_subscriptions(user_id);

-- The pushes' outbox: one row per event per subscription, written in the transaction of
-- the event itself and drained by the push worker as the mail outbox is (claimed with a
-- lease, retried with backoff, given up on after a bounded number of attempts).
-- `payload` is the notification as JSON (title, body, the URL it opens, its tag); it is
-- encrypted for the subscription at each attempt. `topic` is the RFC 8030 Topic: a push
-- service keeps only the newest message of a topic for a device that is away.
CREATE TABLE push_outbox (
    id              INTEGER PRIMARY KEY,
    subscription_id INTEGER NOT NULL REFERENCES push_subscriptions(id) ON DELETE CASCADE,
    kind            TEXT NOT NULL,
    payload         TEXT NOT NULL,
    topic           TEXT NOT NULL,
    created_at      INTEGER NOT NULL,
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_ms INTEGER NOT NULL,
    sent_at         INTEGER,
    failed_at       INTEGER,
    last_error      TEXT
);
CREATE INDEX push_outbox_due ON push_outbox(sent_at, failed_at, next_attempt_ms);
CREATE INDEX push_outbox_subscription ON push_outbox(subscription_id);

-- What a player has pushed, kept with their mail choices (migration 0024): `push_kinds`
-- is a set of bits, 1 your move, 2 invitations and accepted seeks, 4 offers and other
-- news of a game, 8 a game's end, 16 a deadline approaching (all, by default).
-- `push_instead` 1: an event pushed to at least one device is not also mailed.
ALTER TABLE player_preferences ADD COLUMN push_kinds INTEGER NOT NULL DEFAULT 31
    CHECK (push_kinds BETWEEN 0 AND 31);
ALTER TABLE player_preferences ADD COLUMN push_instead INTEGER NOT NULL DEFAULT 0
    CHECK (push_instead IN (0, 1));
