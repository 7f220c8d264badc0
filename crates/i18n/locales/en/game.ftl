## The game page. $white and $black are the players' names, $id the game's number.

game-title = { $variant } #{ $id }: { $white } vs { $black }
game-feed-title = Moves of this game
game-preview-image-alt = The board: { $description }
game-heading-html = <a href="/variants/{ $key }">{ $variant }</a> #{ $id }: { $white } (white) vs { $black } (black)
game-free-play-html = <strong>Rules not enforced.</strong> This is free play: each move is applied as written, and the game ends only by resignation, agreement, a reported win that the opponent confirms, or the clock.
game-rules-version-html = Rules version <code>{ $version }</code>.
game-rules-version-newer-html = Rules version <code>{ $version }</code>; a newer version exists (this game keeps the rules it was created with).
game-time-control = Time control: { $control }; { $rated ->
        [yes] rated
       *[no] casual
    }
game-result = Result: { $result }
game-past-position-html = You are looking at the position after ply { $ply }. <a href="/games/{ $id }">Back to the current position</a>.
game-previous-position = Previous position
game-next-position = Next position
game-flip = Flip the board

# A seat of an invitation not yet answered.
game-seat-invited = { $name } (invited)
game-seat-open = (open seat)

## What the page says of the game's state. $side is "white" or "black".
game-status-past = After ply { $ply }: { $side ->
        [white] White
       *[black] Black
    } to move ({ $name }).
game-status-declined = The invitation was declined.
game-status-withdrawn = The invitation was withdrawn.
game-status-over = The game is over.
game-status-your-move = Your move ({ $side ->
        [white] white
       *[black] black
    }).
game-status-to-move = { $side ->
        [white] White
       *[black] Black
    } to move ({ $name }).
game-status-invitation-for = An invitation from { $creator }, for { $name }, waiting for an answer.
game-status-invitation-mailed = An invitation from { $creator }, sent by email, waiting for an answer.
game-status-invitation-open = An invitation from { $creator }, open to anyone, waiting for an answer.
game-last-move = Last move, { $side ->
        [white] white
       *[black] black
    }: { $number } { $move }
game-last-move-abbreviated = Last move, { $side ->
        [white] white
       *[black] black
    }: { $number } { $move } ({ $san })

## Offers and notices between the players.
game-on-vacation = { $name } is on vacation until { $until }: their clock is stopped.
game-draw-offered-by-you = You offered a draw; it stands until { $name } answers or moves.
game-draw-offered = { $name } offers a draw.
game-win-reported-by-you = You reported having won; it stands until { $name } confirms, disputes or moves.
game-win-reported = { $name } reports having won.
game-takeback-asked-by-you = You asked to take back { $move }; waiting for { $name }.
game-takeback-asked = { $name } asks to take back { $move }.
game-may-claim-from = If { $name } has not moved by { $from }, you may claim the win.

## Confirming resignation or abort.
game-confirm-resign = Resign this game? Your opponent wins.
game-confirm-resign-yes = Yes, resign
game-confirm-abort = Abort this game? It ends without a result.
game-confirm-abort-yes = Yes, abort the game
game-confirm-no = No, go back to the game

## The move form.
game-free-play-hint-html = Write the move in full notation, parts separated by <code>;</code>: a move <code>P e2-e4</code> (moving onto a piece takes it), a placement <code>N-d2</code>, a removal <code>@-e4</code>, a promotion <code>P e7-e8; Q-e8</code>.
game-your-move = Your move
game-message = A message with it
game-message-hint = (optional; your opponent sees it beside the move and in the mail)
game-send = Send

## The move list.
game-moves = Moves
game-earlier-turns = Show the { $count } earlier turns
game-no-moves = No moves yet.
game-start-position = Start position
game-download-pgn = Download as PGN
game-analyse = Analyse this position
game-published-analysis = Published analysis:
game-analysis-by = by { $name }

## Conditional moves.
game-conditionals = Conditional moves
game-conditionals-hint = Only you see these. When your opponent's turn is the first of a line, your reply is played at once and both of you are mailed; lines that do not match are dropped.
game-conditional-cancel = Cancel
game-conditional-cancel-label = Cancel: { $line }
game-conditional-line = Their turn and your reply, one per line (more pairs go deeper)
game-conditional-arrange = Arrange
# A conditional line in words: "if e5, reply Nf3; then if Nc6, reply Bb5".
conditional-pair = if { $theirs }, reply { $mine }
conditional-last = if { $theirs }
conditional-then = {"; then "}

## The player's notes.
game-notes = My notes
game-notes-label = Only you see this note; it is kept after the game
game-notes-save = Save note

## The game's buttons.
game-accept-invitation = Accept the invitation
game-decline-invitation = Decline
game-withdraw-invitation = Withdraw the invitation
game-resign = Resign…
game-claim-draw = Claim a draw by rule
game-accept-draw = Accept the draw
game-decline-draw = Decline the draw
game-offer-draw = Offer a draw
game-allow-takeback = Allow the takeback
game-refuse-takeback = Refuse the takeback
game-request-takeback = Ask to take back your move
game-confirm-win = Confirm: your opponent has won
game-dispute-win = Dispute the win
game-report-win = Report that you have won
game-claim-win = Claim the win (your opponent has stopped moving)
game-abort = Abort the game…

## The players' conversation.
game-conversation = Conversation
game-conversation-hint = Only you and your opponent see what you say here.
game-conversation-hint-shown = Only you and your opponent see what you say here, and others once the game is over.
game-say = Say
game-say-it = Say it
game-report-sent = Your report was sent to the operator, who reads it on their reports page.
game-report = Report words of this game to the operator
game-report-words = What is wrong (copy the words)
game-report-send = Send the report
game-report-block-html = To hear nothing more from a player, block them on your <a href="/account#blocks">account page</a>.

## Who sees the game.
game-private = A private game: only its players see it (kept so by { $names }).
game-privacy = Who sees this game
game-privacy-private = Keep this game private: only you and your opponent see it while either of you keeps it so
game-privacy-talk-shown = Let others read our conversation once the game is over (if your opponent lets them too)
game-privacy-talk-shown-too = Let others read our conversation once the game is over (if your opponent lets them too, as they do)
game-privacy-save = Save
# Two names joined: "alice and bob".
names-two = { $first } and { $second }

## The game's history.
game-history = History
game-history-ply = ply { $ply }
history-server = the server
history-draw-offered = { $who } offered a draw
history-draw-accepted = { $who } accepted the draw offer
history-draw-declined = { $who } declined the draw offer
history-draw-lapsed = { $who }'s draw offer lapsed when their opponent moved
history-takeback-requested = { $who } asked to take back { $detail }
history-takeback-accepted = { $who } agreed to take back { $detail }
history-takeback-declined = { $who } declined to take back { $detail }
history-takeback-lapsed = { $who }'s takeback request lapsed when their opponent moved
history-resigned = { $who } resigned
history-aborted = { $who } aborted the game
history-stalled-win-claimed = { $who } claimed the win: { $detail }
history-timed-out = the server ended the game: { $detail }
history-vacation-started = { $who } went on vacation until { $detail }
history-vacation-ended = { $who } came back from vacation
history-win-reported = { $who } reported having won
history-win-confirmed = { $who } confirmed their opponent's win
history-win-disputed = { $who } disputed their opponent's win
history-win-report-lapsed = { $who }'s report of a win lapsed when their opponent moved
history-said = { $who }: { $detail }
history-ruled-on = { $who }, organising the event, { $detail }

## Offering notifications.
game-push-offer = Be told when it is your move, even with this page closed?
game-push-yes = Turn on notifications
game-push-no = Not now

## The board's reserves. $side is "white" or "black".
board-reserve = { $side ->
        [white] white
       *[black] black
    }'s reserve

## The turn builder: links that build a turn.
builder-not-a-first-html = No legal turn begins with <code>{ $turn }</code> now; choose again.
builder-chosen-wall-html = Move: <code>{ $first }</code>, then its wall: click the square it goes on. <a href="{ $reset }">Choose another move</a>
builder-chosen-html = First move: <code>{ $first }</code>. <a href="{ $reset }">Choose another first move</a>
builder-whole-turn-html = It is the whole turn: <code>{ $whole }</code>. Press "{ $send }" to play it.
builder-wall-squares = Squares for the wall ({ $count })
builder-second-moves = Second moves ({ $count })
builder-only-turn = Your only legal turn:
builder-instead = Instead of moving:
builder-legal-moves = Legal moves ({ $count })
builder-first-moves = First moves ({ $count })
builder-two-moves-hint = A turn is two moves: choose the first, then the second.
builder-walls-hint = A wall follows each move: choose the move, then the square the wall goes on.
# Headings of groups of moves: "Knight g1", "black's Knight g8".
builder-group-own = { $piece } { $square }
builder-group-theirs = { $side ->
        [white] white
       *[black] black
    }'s { $piece } { $square }
builder-group-shade = { $piece } ({ $shade ->
        [light] light
       *[dark] dark
    } squares)
builder-group-reserve = From the reserve: { $piece }
builder-group-reserve-any = piece
builder-group-wall = Wall
builder-group-new = New: { $piece }

## The position in words, for a screen reader.
position-summary = The position in words
position-board = Board { $first }–{ $last }
position-rank = Rank { $rank }: { $squares }
position-rank-empty = Rank { $rank }: empty
position-on-square = { $square } { $side ->
        [white] white
       *[black] black
    } { $piece }
position-wall-square = { $square } wall
# A side's pieces of one kind: $pieces is $piece in the plural where $count is not 1.
position-kind = { $count ->
        [one] { $piece }
       *[other] { $pieces }
    } { $squares }
position-side = { $side ->
        [white] White
       *[black] Black
    }: { $kinds }
position-side-none = { $side ->
        [white] White
       *[black] Black
    }: no pieces
position-walls = Walls: { $squares }
position-held = { $count } { $count ->
        [one] { $piece }
       *[other] { $pieces }
    }
position-holds = { $side ->
        [white] White
       *[black] Black
    } holds: { $held }
position-holds-nothing = { $side ->
        [white] White
       *[black] Black
    } holds: nothing

## What a board picture says to a screen reader: each square's label ("e4, white
## Knight, last move") and each piece's title ("white Knight on e4").
board-label = board
board-part = board { $first }–{ $last }
board-white = white
board-black = black
board-square = { $square }, { $what }
board-piece = { $side } { $piece }
board-piece-title = { $side } { $piece } on { $square }
board-wall-title = wall on { $square }
board-empty = empty
board-wall = wall
board-no-square = no square
board-last-move = {", "}last move
board-in-check = {", "}in check
board-drops-on = { $piece } (drops on { $shade ->
        [light] light
       *[dark] dark
    } squares)
