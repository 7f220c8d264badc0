-- A multi-variant event's variants, one a round in the organiser's order: round r plays
-- the one at position ((r - 1) mod their count) + 1, the list starting again from the
-- first when the event has more rounds than variants. An event without rows here plays
-- every round in its own variant (`tournaments.variant`, which is also position 1's).
-- Each names the exact definition its games are played under.
CREATE TABLE tournament_variants (
    tournament_id   BIGINT NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    position        BIGINT NOT NULL,
    variant         TEXT NOT NULL,
    definition_hash TEXT NOT NULL,
    PRIMARY KEY (tournament_id, position)
);
