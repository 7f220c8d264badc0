-- Server-wide settings, one row per name.
--
-- `server_key` is the secret the web layer signs anti-forgery tokens with (HMAC-SHA256
-- of the browser's session, see web::csrf). It is made here, once per database, from
-- SQLite's own random source, so that every server started on this database file signs
-- alike and a restored backup keeps accepting the forms its players have open. It is
-- 64 hex digits (32 bytes). Replacing it only makes open forms ask for a reload.
CREATE TABLE settings (
    name  TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
INSERT INTO settings (name, value) VALUES ('server_key', lower(hex(randomblob(32))));
