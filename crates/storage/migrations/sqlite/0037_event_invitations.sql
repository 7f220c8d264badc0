-- Invitation-only events: only the accounts their organiser named when opening one may
-- enter it (`tournament_invitees`); the others are refused. An event not invitation-only
-- is open to everyone its entry conditions admit, and has no invitees.
ALTER TABLE tournaments ADD COLUMN invitation_only INTEGER NOT NULL DEFAULT 0;

CREATE TABLE tournament_invitees (
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    user_id       INTEGER NOT NULL REFERENCES users(id),
    PRIMARY KEY (tournament_id, user_id)
);
