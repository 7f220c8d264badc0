-- The family of a seek's variant (a key of the engine's families.toml), kept when the
-- seek is posted so that the lobby filters by it in the query. A seek posted before this
-- column holds '' and is listed under no family, only when no family is chosen; seeks
-- lapse within 30 days.
ALTER TABLE seeks ADD COLUMN family TEXT NOT NULL DEFAULT '';
