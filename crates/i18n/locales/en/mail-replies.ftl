## The answer to a player's reply by mail. $game is the game's label ("Chess #12: alice
## vs bob"); the quoted words ("resign", "draw", "accept", "decline") are what a reply
## is read for, and stay as they are.

## What the reply did ($done is one of the reply-* phrases below).
reply-done-subject = { $game }: { $done }
reply-done-in = { $done } in { $game }.
reply-resigned = You resigned
reply-accepted-draw = You accepted the draw
reply-offered-draw = You offered a draw
reply-accepted-invitation = You accepted the invitation
reply-declined-invitation = You declined the invitation
# $number is the move's number as the move list writes it ("12." or "12..."), $turn the move.
reply-played = You played { $number } { $turn }
reply-move-played = Your move was played
reply-moves-so-far = The moves so far: { $moves }
reply-next-over = The game is over: { $result }.
reply-next-yours = It is your move: reply to this mail with it.
reply-next-theirs = It is { $name }'s move.

## A reply that played nothing, and why ($reason, a refusal).
reply-not-played-subject = { $game }: your reply was not played
reply-not-played = Your reply "{ $written }" about { $game } was not played: { $reason }.
reply-no-move = Your reply about { $game } was read, but no move was found in it: write the move (or "resign", or "draw") as the first line of your reply.
reply-unchanged = The game is unchanged.
reply-rules-not-enforced = The rules of this game are not enforced: write the move in full notation, for example "P e2-e4".
# The moves that are legal ($moves, a list), and how many more were left out ($more, 0 for none).
reply-legal = Legal moves: { $moves }{ $more ->
        [0] {""}
       *[other] {" "}and { $more } more
    }.
reply-legal-walled = Legal moves, each followed by the square its wall goes on ("{ $example }"): { $moves }{ $more ->
        [0] {""}
       *[other] {" "}and { $more } more
    }.
reply-legal-turn = A turn here is several moves; it may begin with: { $moves }{ $more ->
        [0] {""}
       *[other] {" "}and { $more } more
    }.
refused-reply-other-sender = it came from { $from }, not from the address of your account; moves by mail are taken only from that address
refused-reply-no-sender = it named no sender; moves by mail are taken only from the address of your account
refused-reply-not-started = the game has not started: reply "accept" to accept the invitation, or "decline"
refused-reply-already-accepted = the invitation was already accepted
refused-reply-invitation-closed = the invitation is closed
refused-reply-moved-on = your reply answers the mail about the position after ply { $seen }, but the game has moved on since (it is at ply { $ply } now); this address has expired, reply to the latest mail instead
refused-reply-no-move = no move found in the reply

## A mail to the move address that names no game.
reply-unmatched-subject = Your mail to Pigeonpost was not played
reply-unmatched = Your mail to Pigeonpost's move address could not be matched to a game, so nothing was played.
reply-unmatched-how = To move by mail, reply to the latest mail about the game, keeping its Reply-To address, and write the move as the first line. Or play on the web.
