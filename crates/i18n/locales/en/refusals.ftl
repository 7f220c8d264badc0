## Why a move was refused. The engine's reasons, each with its values: squares as the
## board names them ($square, $from, $to), pieces as the variant names them ($piece,
## in lower case) or labels them ($label), turns and moves as written ($written).
## The English here is the engine's own, word for word: a test compares them.

## Lists and quotes inside the messages below.
refusal-list-separator = {", "}
refusal-or = {" or "}
refusal-quoted = “{ $text }”
refusal-from-square = from { $square }

## Where in the submission, before why.
refusal-at-character = at character { $character }: { $why }
refusal-in-part = part { $part } ({ $text }): { $why }
refusal-in-part-at-character = part { $part } ({ $text }), at character { $character }: { $why }

## Refusals before the engine reads the text, and of turns in a list.
refusal-no-move-written = write a move first, for example "P e2-e4"
refusal-no-analysis-move = write a move first
refusal-no-moves-to-import = no moves found: paste a PGN game or a list of moves
refusal-in-turn = turn { $number } ({ $text }): { $why }
refusal-in-line-turn = turn { $number } of the line ({ $text }): { $why }
refusal-line-ends-game = turn { $number } of the line ({ $text }) ends the game: nothing can follow it

## The text does not read.
refusal-empty-move = the move is empty: write a move such as “P e2-e4”
refusal-empty-part = part { $part } is empty: remove the extra “;” or write a move there
refusal-pass-with-moves = “pass” is a whole turn on its own and cannot be combined with moves
refusal-command-not-accepted = the “{ $command }” command is not accepted here; write a promotion as a move and a placement, as in “P e7-e8; N-e8”
refusal-equals-in-full-notation = “=” is not part of full notation: write a promotion as a move then a placement, as in “P e7-e8; Q-e8”
refusal-mark-in-full-notation = “{ $mark }” is not part of full notation: leave it out, or write the whole move in abbreviated notation (“Nf3+”)
refusal-unexpected-character = unexpected character “{ $character }”
refusal-square-removal-written = square removal is not allowed in this game (“-e4” would delete the square)
refusal-square-removal = square removal is not allowed in this game
refusal-too-many-words = expected “label from-to”, such as “P e2-e4”; there are too many words
refusal-square-before-space = expected a piece label before the space, found the square “{ $square }”
refusal-placement-form = a placement is written “label*square”, as in “N*d2”
refusal-capture-mark = “x” is not part of full notation: write the move with a hyphen, as in “P e4-d5”
refusal-capture-mark-in-square = “x” is not part of full notation: write the move with a hyphen, not “{ $written }”
refusal-expected-from-to = expected “from-to” (such as “e2-e4”) or a placement (such as “N-d2”), found “{ $found }”
refusal-two-hyphens = a part has at most one “-”
refusal-labelled-removal = a removal is written “e5-” or “@-e5”, without a label
refusal-square-after-label = expected a square after the label “{ $label }”, found “{ $found }”
refusal-expected-square = expected a square such as “e4”
refusal-expected-square-found = expected a square such as “e4”, found “{ $found }”
refusal-upper-case-square = coordinates must be lower case: write “{ $write }”, not “{ $written }”
refusal-off-board = “{ $square }” is not a square of this board (a1 to { $last })
refusal-expected-label = expected a piece label, found “{ $found }”
refusal-label-case = labels are case-sensitive: write “{ $white }” for White and “{ $black }” for Black, not “{ $written }”
refusal-unknown-label = unknown piece label “{ $label }”; this game's pieces are { $labels } (lower case for Black)
refusal-slash-after-castling-only = “/” only follows castling, as in “O-O/e1”
refusal-expected-promotion-letter = expected a piece letter after “=”, as in “e8=Q”
refusal-expected-move = expected a move such as “e4”, “Nf3”, “exd5”, “e8=Q”, “O-O” or “N@d2”, or full notation such as “P e2-e4”; found “{ $found }”
refusal-unreadable-origin = cannot read “{ $head }” before the destination “{ $dest }”: expected a file letter and/or a rank number
refusal-lower-case-letter = piece letters are upper case in abbreviated notation, found “{ $found }”
refusal-full-notation-only = rules are not enforced in this game, so a move is written in full notation, naming its squares: a move “P e2-e4”, a placement “N-d2”, a removal “@-e4”
refusal-nothing-to-move = { $square } is empty: there is nothing to move
refusal-other-piece-there = the piece on { $square } is “{ $holds }”, not “{ $written }”
refusal-nothing-to-remove = { $square } is empty: there is nothing to remove
refusal-no-walls = no walls are placed in this game
refusal-wall-on-occupied = { $square } is not empty: a wall goes on an empty square

## The text reads, but names no legal turn, or several.
refusal-rules-enforced = this game's rules are enforced: a submission is read against its legal turns
refusal-game-over = the game is over: { $outcome }
refusal-other-variant = this move was read for another game's board and pieces
refusal-cannot-pass = you cannot pass: passing is allowed only when you have no legal move
refusal-not-legal = “{ $written }” is not a legal turn here
refusal-could-mean = “{ $written }” could mean { $turns }; write the one you mean in full
refusal-two-readings = “{ $written }” can be read two ways: a lower-case letter first is a pawn's file, and it is also how Black's pieces are written; it could mean { $turns }. Write the piece letter in upper case (“{ $upper }”) for the piece, or the move in full
refusal-not-whole-turn = “{ $written }” is not a whole turn: another move must follow, for example { $options }
refusal-not-whole-turn-more = “{ $written }” is not a whole turn: another move must follow, for example { $options } (and { $more } more)
refusal-removal-only-after-en-passant = a removal is only written after an en-passant capture, to take the passed pawn (“P d5-e6; e5-”)
refusal-wall-elsewhere = the wall goes on another square after this move: see the legal turns
refusal-no-wall-after-move = no wall follows a move in this game; leave it out
refusal-turn-complete = the turn is already complete before this part
refusal-turn-complete-leave-out = the turn is already complete before this part; leave it out
refusal-side-case = { $side ->
        [white] White's pieces are written in upper case
       *[black] Black's pieces are written in lower case
    }: write “{ $write }”, not “{ $written }”
refusal-not-a-promotion-choice = a { $promoting } cannot become a { $piece } here; the choices on { $square } are { $choices }
refusal-bare-removal = “{ $written }” alone is a bare removal, which is not a legal turn; a removal is only written after an en-passant capture, as in “P d5-e6; e5-”
refusal-bare-wall = “{ $written }” alone places a wall without a move, which is not a legal turn; a wall follows the move, as in “P e2-e4; *-e5”
refusal-no-piece-on = there is no piece on { $square }
refusal-holds-other = { $square } holds { $holds }, not { $written }
refusal-pawn-step-before-drop = a pawn step is only written directly before the drop that pushes it, as in “{ $written }; { $drop }”
refusal-no-drops = a placement is only written after a pawn's move to promote it, as in “P e7-e8; Q-e8”; pieces cannot be dropped in this game
refusal-none-in-reserve = you have no { $piece } in reserve to drop now
refusal-drop-zone = { $ranks ->
        [one] your first rank
       *[other] your first { $ranks } ranks
    }
refusal-occupied-then = { $square } is occupied; { $why }
refusal-drop-zone-full = you have a { $piece } in reserve, but it is dropped on { $zone } and no square there is free now
refusal-drop-cannot-answer-check = you have a { $piece } in reserve, but no drop of it answers the check
refusal-drop-zone-refuses = you have a { $piece } in reserve, but none of the free squares of { $zone } takes it now
refusal-drop-elsewhere = { $why }; a { $piece } can be dropped on { $squares }
refusal-bound-to-square-colour = each reserve { $piece } is bound to one square colour: the { $piece } you hold goes only on { $held ->
        [dark] dark
       *[light] light
    } squares, and { $square } is { $colour ->
        [dark] dark
       *[light] light
    }
refusal-bound-to-square-colour-gone = each reserve { $piece } is bound to one square colour: the { $piece } you hold goes only on { $held ->
        [dark] dark
       *[light] light
    } squares, and { $square } is { $colour ->
        [dark] dark (the dark-square { $piece } has already been dropped)
       *[light] light (the light-square { $piece } has already been dropped)
    }
refusal-pawn-cannot-be-relocated = { $occupied } is occupied, so the pawn on { $pawn } cannot be relocated
refusal-occupied = { $square } is occupied
refusal-cannot-drop-on = a { $piece } cannot be dropped on { $square }
refusal-not-yours = the { $piece } on { $square } is { $owner ->
        [white] White's
       *[black] Black's
    }, and { $mover ->
        [white] White
       *[black] Black
    } is to move now
refusal-moved-twice = the { $piece } on { $square } has just moved ({ $earlier }), and one piece may not move twice in a turn
refusal-other-board = the moves of one turn must begin on different boards: { $earlier } began on the board of files { $began-first }-{ $began-last }, so the next move must begin on the board of files { $next-first }-{ $next-last }
refusal-cannot-follow = the { $piece } on { $square } could move as the first move of a turn, but no move of it may follow { $earlier }
refusal-written-otherwise = the parts written with this move do not fit it; it is written { $spellings }
refusal-move-refused = { $why }; it can go to { $squares }
refusal-move-refused-no-move = { $why }; the { $piece } on { $from } has no legal move now
refusal-king-has-moved = the king has already moved, so it cannot castle
refusal-rook-gone = the rook on { $square } has moved or is gone, so the king cannot castle with it
refusal-castling-blocked = { $square } is occupied, so the king cannot castle that way
refusal-castle-out-of-check = you cannot castle out of check
refusal-castle-through-attack = the king would cross or land on { $square }, which is attacked, so it cannot castle
refusal-must-go-further = the piece you move must go as far as it legally can: the { $piece } on { $from } can go { $far ->
        [one] 1 square
       *[other] { $far } squares
    }, and { $from }-{ $to } goes only { $distance }
refusal-not-allowed-here = moving the { $piece } from { $from } to { $to } is not allowed by this game's rules here
refusal-would-be-in-check = your { $king } on { $square } would be in check
refusal-would-be-in-check-from = your { $king } on { $square } would be in check from the { $attacker } on { $at }
refusal-occupied-by-own = { $square } is occupied by { $owner ->
        [white] White's
        [black] Black's
       *[own] your own
    } { $own }, so the { $piece } on { $from } cannot go there
refusal-cannot-reach = the { $piece } on { $from } cannot reach { $to }
refusal-in-check = { $why }: you are in check, and only a turn that answers it is legal
refusal-no-wall-abbreviated = no wall follows a move in this game: leave out the comma and the square after it
refusal-wall-not-there = the wall cannot go on { $square } after that move
refusal-no-castling = castling is not possible now
refusal-not-that-castling = that castling is not possible now; the king can castle to { $squares }
refusal-no-drop-on = no { $label } can be dropped on { $square } now
refusal-no-pawn-can-move = no pawn of yours can move now
refusal-none-can-move = no “{ $label }” of yours can move now
refusal-no-pawn-fits = that does not fit any pawn move to { $to }; one can go there { $from }
refusal-does-not-fit = that does not fit any “{ $label }” move to { $to }; one can go there { $from }
refusal-no-pawn-can-move-to = no pawn can move to { $to }; yours can go to { $squares }
refusal-cannot-move-to = no “{ $label }” can move to { $to }; yours can go to { $squares }
