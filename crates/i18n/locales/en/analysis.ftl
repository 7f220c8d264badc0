## A player's analysis board, and the published analysis others read.

analysis-title = Analysis: { $variant } #{ $id }
analysis-heading-html = Analysis of <a href="/games/{ $id }">{ $variant } #{ $id }</a>
analysis-hint = Only you see this board. Make moves for both sides: each is checked by the rules, and nothing is sent.
analysis-from-html = From the game's position after ply { $ply } (<a href="/games/{ $id }/analysis?ply={ $ply }">back to it</a>)
analysis-move = Move
analysis-play = Play on the analysis board
analysis-import = Import a move list
analysis-import-label = A PGN game or a list of moves in either notation, numbered or not, played from this position
analysis-import-submit = Import onto the analysis board
analysis-tried = Tried from here
analysis-main-line = (main line)
analysis-note-heading = Note on this position
analysis-note-label = Only you see it
analysis-note-save = Save the note
analysis-arrange = Arrange this line as conditional moves
analysis-delete = Delete this move and the lines after it
analysis-published-html = Your analysis is public with the game: anyone may read it, and its notes and lines are in the game's <a href="/games/{ $id }/pgn">PGN</a>.
analysis-unpublish = Make my analysis private again
analysis-publish = Publish my analysis with the game
analysis-public-page = The public page of your analysis
analysis-public-preview = How your analysis reads to others once published
analysis-new-game = Start a new game from this position
analysis-back = Back to the game

## The status line of an analysis board. $side is "white" or "black".
analysis-to-move = { $side ->
        [white] White
       *[black] Black
    } to move.
analysis-win = { $side ->
        [white] White
       *[black] Black
    } wins by { $reason }.
analysis-draw = Draw by { $reason }.

## The published analysis.
analysis-by-title = Analysis by { $owner }: { $variant } #{ $id }
analysis-by-heading-html = Analysis by { $owner } of <a href="/games/{ $id }">{ $variant } #{ $id }</a>
analysis-preview = Only you see this page until the game is over and you publish your analysis; others get "not found".
analysis-from = From the game's position after ply { $ply }
analysis-owner-note = { $owner }'s note on this position
analysis-tree = The analysis
analysis-variation = Variation:
analysis-download = Download the game as PGN
analysis-download-with = Download the game as PGN, with the published analysis
