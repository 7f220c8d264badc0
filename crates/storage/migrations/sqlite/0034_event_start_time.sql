-- When an event starts by itself (seconds since the epoch, UTC); NULL: by its
-- organiser's hand only. Cleared when the time came with too few entrants.
ALTER TABLE tournaments ADD COLUMN starts_at INTEGER;
