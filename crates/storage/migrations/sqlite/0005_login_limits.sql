-- Login throttling keyed by account instead of by the name as typed (issue 14, finding 3).
-- 0004's counter could be bypassed by typing the email instead of the username, was not
-- atomic (read, hash, write), and let anyone lock a player out by typing their name.
DROP TABLE login_failures;

-- A password check against an account that failed or is still running. A check is
-- reserved (its row written) in the same short transaction that counts the earlier rows,
-- before the hash is computed, so parallel attempts cannot run more checks than allowed.
-- A successful check deletes the rows of its source. The background worker deletes rows
-- older than a day. `at` is whole seconds since the epoch.
CREATE TABLE login_attempts (
    id      INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    source  TEXT NOT NULL,          -- 'ip:ADDRESS' or, from a known device, 'device:TOKEN'
    known   INTEGER NOT NULL CHECK (known IN (0, 1)),   -- from a known device
    at      INTEGER NOT NULL
);
CREATE INDEX login_attempts_user ON login_attempts(user_id, at);

-- Browsers that have logged in to an account: the `pp_device` cookie is a random token
-- per browser, and a row here says it logged in to that account. Failures from other
-- browsers never keep a known device out. Rows unused for 400 days are deleted.
CREATE TABLE known_devices (
    token     TEXT NOT NULL,
    user_id   INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    last_seen INTEGER NOT NULL,
    PRIMARY KEY (token, user_id)
);
CREATE INDEX known_devices_user ON known_devices(user_id);
