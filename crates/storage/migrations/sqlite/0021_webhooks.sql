-- Webhooks (issue 19): a player's URLs that every event of their games is POSTed to,
-- signed with HMAC-SHA256 under the webhook's own secret.
--
-- `secret` is kept as it was made, not hashed as API tokens and feed addresses are: the
-- server signs each delivery with it, and a hash cannot sign. (Encrypting it under a key
-- kept in this same database would protect nothing.) It lets its holder forge deliveries
-- to that one receiver, nothing more: it opens no account. It is shown once, at creation,
-- and never appears in a page or the data export again.
CREATE TABLE webhooks (
    id         INTEGER PRIMARY KEY,
    user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    url        TEXT NOT NULL,
    secret     TEXT NOT NULL,
    created_at INTEGER NOT NULL
);
CREATE INDEX webhooks_user ON webhooks(user_id);

-- The webhooks' outbox: one row per event per webhook, written in the transaction of
-- the event itself, drained by the webhook worker as the mail outbox is (claimed with a
-- lease, retried with backoff, given up on after a bounded number of attempts).
-- `payload` is the event as a JSON object; the body sent wraps it with the delivery's id
-- and the time of sending, so each attempt is signed afresh.
CREATE TABLE webhook_deliveries (
    id              INTEGER PRIMARY KEY,
    webhook_id      INTEGER NOT NULL REFERENCES webhooks(id) ON DELETE CASCADE,
    event           TEXT NOT NULL,
    payload         TEXT NOT NULL,
    created_at      INTEGER NOT NULL,
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_ms INTEGER NOT NULL,
    delivered_at    INTEGER,
    failed_at       INTEGER
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries(delivered_at, failed_at, next_attempt_ms);
CREATE INDEX webhook_deliveries_hook ON webhook_deliveries(webhook_id);

-- The delivery log the account page shows: one row per attempt (the newest few per
-- webhook are kept), with the HTTP status or the error, and whether it will be retried.
CREATE TABLE webhook_attempts (
    id           INTEGER PRIMARY KEY,
    webhook_id   INTEGER NOT NULL REFERENCES webhooks(id) ON DELETE CASCADE,
    delivery_id  INTEGER NOT NULL,
    event        TEXT NOT NULL,
    attempted_at INTEGER NOT NULL,
    status       INTEGER,
    error        TEXT,
    will_retry   INTEGER NOT NULL
);
CREATE INDEX webhook_attempts_hook ON webhook_attempts(webhook_id, id);
