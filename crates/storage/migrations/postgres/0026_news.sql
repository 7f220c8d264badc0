-- News that a command run beside the server leaves for it on SQLite (see the SQLite
-- migration); PostgreSQL passes news by NOTIFY and keeps the table for the same schema.
CREATE TABLE news (
    seq     BIGSERIAL PRIMARY KEY,
    payload TEXT NOT NULL,
    at      BIGINT NOT NULL
);
