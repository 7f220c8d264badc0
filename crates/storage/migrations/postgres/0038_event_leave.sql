-- An event's leave allowance: the days of vacation each entrant may take in all while
-- it runs (0: none; NULL: no limit of the event's own beyond the player's yearly
-- allowance), counted from when it started (`started_at`, set at the start).
ALTER TABLE tournaments ADD COLUMN leave_days BIGINT;
ALTER TABLE tournaments ADD COLUMN started_at BIGINT;
