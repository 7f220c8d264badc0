-- Moves by mail (issue 20): a mail asking a player to move carries a Reply-To address
-- with a signed token naming the game, the player and the ply, so that a reply to it
-- can play the move. The address is made when the mail is queued, so the outbox keeps
-- it for the worker, which sends the mail later (and again on a retry).
-- NULL: the mail has no Reply-To (it asks for no answer, or replies are not set up).
ALTER TABLE outbox ADD COLUMN reply_to TEXT;
