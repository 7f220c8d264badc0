-- News that a command run beside the server (`receive-mail`) leaves for it: "game 12"
-- changed, mail was "queued". A server on SQLite reads the rows after its last whenever
-- something was committed; the command that writes a row deletes those older than an
-- hour. (PostgreSQL passes news by NOTIFY; the table is kept there for the same schema.)
CREATE TABLE news (
    seq     INTEGER PRIMARY KEY AUTOINCREMENT,
    payload TEXT NOT NULL,
    at      INTEGER NOT NULL
);
