-- Rules frozen per game, and variants players write (issue 17).
--
-- Every definition a game was created with, by the SHA-256 of its canonical text (parents
-- merged in, keys sorted), built-ins included: a new release that changes a built-in, or
-- a new version of a player's variant, never changes how an old game replays.
CREATE TABLE definitions (
    hash       TEXT PRIMARY KEY,        -- 64 hexadecimal digits
    text       TEXT NOT NULL,           -- the canonical text, which compiles on its own
    created_at INTEGER NOT NULL
);

-- NULL only for a game stored before this migration: the server fills it in when it
-- starts, with the built-in definition its variant key names in that release.
ALTER TABLE games ADD COLUMN definition_hash TEXT REFERENCES definitions(hash);

-- A variant a player wrote: private while a draft, `owner/slug` once published.
CREATE TABLE player_variants (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    owner_id    INTEGER NOT NULL REFERENCES users(id),
    slug        TEXT NOT NULL,          -- the definition's key
    name        TEXT NOT NULL,
    description TEXT NOT NULL,
    format      TEXT NOT NULL CHECK (format IN ('pigeonpost', 'fairy')),
    source      TEXT NOT NULL,          -- as the author wrote it, for editing
    hash        TEXT NOT NULL REFERENCES definitions(hash),  -- what `source` compiles to
    -- 0: a draft (never published) or unpublished; 1: listed and open to everyone.
    published   INTEGER NOT NULL DEFAULT 0 CHECK (published IN (0, 1)),
    copied_from TEXT,                   -- "bob/gothic" when made by copying
    created_at  INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL,
    UNIQUE (owner_id, slug)
);

-- Each published version of a player's variant; games name theirs by hash.
CREATE TABLE player_variant_versions (
    variant_id   INTEGER NOT NULL REFERENCES player_variants(id) ON DELETE CASCADE,
    version      INTEGER NOT NULL,
    hash         TEXT NOT NULL REFERENCES definitions(hash),
    published_at INTEGER NOT NULL,
    PRIMARY KEY (variant_id, version)
);

CREATE INDEX games_definition ON games (definition_hash);
