-- The language an account reads (a tag of a shipped language, such as 'de') and its time
-- zone (an IANA name, such as 'Europe/Berlin'). NULL: the browser's language, and UTC.
ALTER TABLE users ADD COLUMN language TEXT;
ALTER TABLE users ADD COLUMN time_zone TEXT;
