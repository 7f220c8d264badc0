-- An event's notice kept as a message of the shipped files (its id) and its values
-- (JSON: each value by name, {"t": text}, {"n": number}, a length of time, a moment as
-- a wall clock shows it, or a message of its own, {"m": id, "v": {...}}), so that each
-- reader reads it in their language. `text` keeps its words in the source language
-- beside them; a notice written before has only those, and is shown as it was written.
ALTER TABLE tournament_notices ADD COLUMN message TEXT;
ALTER TABLE tournament_notices ADD COLUMN message_values TEXT;
