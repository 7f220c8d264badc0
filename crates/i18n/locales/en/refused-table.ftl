## What a refused action at the table is told: offers, claims, seeks, the boards of
## free play, notes, analysis and time controls.

refused-resign-only-in-progress = you can only resign in a game in progress
refused-claim-draw-only-in-progress = you can only claim a draw in a game in progress
refused-abort-only-in-progress = you can only abort it in a game in progress
refused-offer-draw-only-in-progress = you can only offer a draw in a game in progress
refused-answer-draw-only-in-progress = you can only answer a draw offer in a game in progress
refused-report-win-only-in-progress = you can only report a win in a game in progress
refused-answer-win-report-only-in-progress = you can only answer a report of a win in a game in progress
refused-takeback-only-in-progress = you can only ask for a takeback in a game in progress
refused-answer-takeback-only-in-progress = you can only answer a takeback request in a game in progress
refused-claim-win-only-in-progress = you can only claim the win in a game in progress
refused-conditionals-only-in-progress = you can only arrange conditional moves in a game in progress

refused-draw-already-offered = you have already offered a draw; it stands until { $opponent } answers or moves
refused-draw-offered-to-you = { $opponent } has offered you a draw: accept or decline that offer
refused-draw-offer-is-yours = the draw offer is yours: your opponent answers it
refused-no-draw-offer = there is no draw offer to answer (an offer lapses when its receiver moves)
refused-win-already-reported = you have already reported a win; it stands until { $opponent } answers or moves
refused-win-reported-to-you = { $opponent } reports having won: confirm or dispute that first
refused-win-report-is-yours = the report of a win is yours: your opponent answers it
refused-no-win-report = there is no report of a win to answer (a report lapses when its receiver moves)
refused-takeback-answered = { $opponent } has moved since your last move: you can only take back your own move before it is answered
refused-takeback-already-asked = you have already asked to take back that move; it is up to { $opponent }
refused-takeback-request-is-yours = the takeback request is yours: your opponent answers it
refused-no-takeback-request = there is no takeback request to answer
refused-claim-win-too-soon = { $opponent } has not moved for { $stalled }, not counting vacation; you may claim the win once they have not moved for { $days } days, from { $from }

refused-line-too-long = a line has at most { $most } turns
refused-too-many-lines = you already keep { $most } lines in this game: cancel one first
refused-said-line-too-long = a line is at most { $most } characters
refused-move-too-long = a move is at most { $most } characters
refused-move-message-too-long = a message is at most { $most } characters
refused-note-too-long = a note is at most { $most } characters

refused-files-not-number = files must be a whole number, not "{ $text }"
refused-ranks-not-number = ranks must be a whole number, not "{ $text }"
refused-files-of-each-board = give the files of each board: one number, or up to { $most } ("8 8" for two boards)
refused-free-board-unusable = the board or start position cannot be used: { $problems }
refused-start-position = the start position: { $problem }
refused-own-board-is-free-play = a board of your own (files, ranks, holes) is for free play: with the rules enforced the variant's board is played; a start position may be given
refused-choose-colour = choose white, black or random
refused-choose-rules = choose rules enforced or free play
refused-free-play-unrated = a free-play game cannot be rated: nothing checks its result
refused-ply-not-number = the form's ply field is not a number

refused-too-many-seeks = you have { $most } seeks open in the lobby: withdraw one, or wait for one to be taken or to lapse
refused-lowest-rating-not-number = the lowest rating must be a whole number
refused-highest-rating-not-number = the highest rating must be a whole number
refused-seek-days-not-number = the days a seek stays open must be a whole number
refused-lowest-rating-out-of-bounds = the lowest rating must be from { $least } to { $most }
refused-highest-rating-out-of-bounds = the highest rating must be from { $least } to { $most }
refused-rating-range-empty = the rating range is empty: the lowest ({ $lowest }) is above the highest ({ $highest })
refused-seek-message-too-long = the message is longer than { $most } characters
refused-seek-days-out-of-bounds = a seek stays open from 1 to { $most } days
refused-seek-rated-between = this seek is for players rated { $lowest } to { $highest } in its variant; yours is { $yours }
refused-seek-rated-from = this seek is for players rated from { $lowest } in its variant; yours is { $yours }
refused-seek-rated-up-to = this seek is for players rated up to { $highest } in its variant; yours is { $yours }


refused-analysis-public-once-over = analysis is made public once the game is over: until then it is yours alone
refused-import-too-long = a move list to import is at most { $most } bytes
refused-analysis-too-big = your analysis of this game would hold more than { $most } positions, the most kept: delete a line first
refused-position-note-too-long = a note on a position is at most { $most } characters
refused-position-note-plain = a note is plain text
refused-position-note-needs-move = make a move on the analysis board first: notes go on its positions
refused-no-analysis-to-publish = there is no analysis of this game to publish
refused-analysis-line-not-conditional = a conditional line starts from the current position with your opponent's turn and ends with your reply
refused-publish-yes-or-no = publish is yes or no

refused-clock-number = { $field ->
    [days-per-move] the days per move
    [grace] grace hours
    [bank] the starting bank in days
    [increment-days] increment days
    [increment-hours] increment hours
   *[cap] the bank cap in days
} must be a whole number from { $min } to { $max } (got "{ $got }")
refused-clock-number-missing = write { $field ->
    [days-per-move] the days per move
    [grace] grace hours
    [bank] the starting bank in days
    [increment-days] increment days
    [increment-hours] increment hours
   *[cap] the bank cap in days
}: a whole number from { $min } to { $max }
refused-clock-cap-below-bank = the bank cap ({ $cap } days) cannot be below the starting bank ({ $days } days)
refused-clock-kind = the time control must be none, move or bank (got "{ $got }")

## A change that found the game, event or account changed since it was read.
conflict-game-changed = the game changed meanwhile
conflict-no-such-game = no such game
conflict-invitation-closed = the invitation is no longer open
conflict-game-not-in-progress = the game is not in progress
conflict-rating-changed = a rating changed meanwhile
conflict-account-deleted = the account is already deleted
conflict-event-gone = the event is gone
conflict-not-entered = you had not entered this event
conflict-already-withdrawn = you have withdrawn from this event already
conflict-entrant-left = an entrant left meanwhile
conflict-exists-already = that exists already: it was made meanwhile
