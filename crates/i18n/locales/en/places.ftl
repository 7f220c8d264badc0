## The separator between a thing and what is said of it ("Chess: Orthodox chess..."),
## as the lists of these pages write it.
places-colon = {": "}

## The list of variants.
variants-title = Variants
variants-built-in = Built in
variants-family-seeks = Seeks in the lobby
variants-by-players = By players
variants-search = Search
variants-none-published = No player has published a variant yet.
variants-none-match = No published variant matches.
variants-column-variant = Variant
variants-column-author = Author
variants-column-games = Games
variants-column-about = About
variants-column-state = State
variants-yours = Your variants
variants-write-new-html = <a href="/variants/new">Write a new variant</a>, in our format or as a Fairy-Stockfish <code>variants.ini</code> section.
# A player's variant's state: $state is "published", "unpublished" or "draft".
variants-state = { $state ->
        [published] published
        [unpublished] unpublished
       *[draft] draft
    }
variants-state-published-version = published, version { $version }

## A variant's page: who wrote it, its versions, what its author may do.
variant-page-about = About this variant
# "By alice; published, version 3; copied from bob/gothic." $version and $copied are
# variant-page-byline-version and -copied, or empty.
variant-page-byline = By { $author }; { $state }{ $version }{ $copied }.
variant-page-byline-version = , version { $version }
variant-page-byline-copied = ; copied from { $from }
variant-page-rated-pool-html = Its games may be rated: <a href="{ $path }/leaderboard">leaderboard</a>.
variant-page-versions = Versions
variant-page-version = version { $version }
variant-page-version-of = (rules { $hash }, published { $date })
variant-page-edit = Edit
variant-page-unpublish = Unpublish
variant-page-publish = Publish
variant-page-rated-games = Rated games: once published, its games may be rated, in a pool of its own (each game keeps the version it began with)
variant-page-save = Save
variant-page-copy = Copy into my drafts
variant-page-start-game-html = <a href="/games/new?variant={ $key }">Start a game of { $name }</a>.
variant-page-definition = Definition
variant-page-rules-version-html = Rules version <code>{ $short }</code> (SHA-256 <code class="hash">{ $hash }</code> of the canonical text below). Every game keeps the version it was created with.
variant-page-canonical = Canonical definition

## A variant's rules, on its page and in the editor's preview.
rules-start-position = Start position
rules-board-size = Board: { $files } files by { $ranks } ranks.
rules-reserve = Reserve
rules-reserve-intro = Each side starts with these pieces in hand:
rules-pieces = Pieces
rules-pieces-hint = Each diagram shows the piece alone on the board: a dot where it moves, a cross where it captures, a ringed dot where it does both. Alone, a piece has nothing to jump over: captures over a screen (a cannon's) and other moves a mechanic adds are described under Mechanics, not drawn.
rules-column-label = Label
rules-column-piece = Piece
rules-column-moves = Moves (Betza)
rules-column-diagram = Diagram
rules-column-notes = Notes
rules-labels-hint = White's labels are shown; Black's are the same in lower case.
rules-mechanics = Mechanics
rules-mechanics-none = None: orthodox rules of play.
# The diagram's words for a screen reader: "Knight on d4; moves to c2 e2 ...".
rules-diagram-on = { $piece } on { $square }
rules-diagram-moves = moves to { $squares }
rules-diagram-captures = captures on { $squares }
rules-diagram-both = moves to or captures on { $squares }
rules-diagram-over = over one piece in between, { $what }
rules-diagram-screens = {" "}(drawn with a piece to jump on { $squares })
rules-diagram-separator = ;{" "}

## How to enter moves. $drops is "yes" where the game has a reserve.
rules-enter-heading = How to enter moves
rules-enter-full-html = Type your turn into the move field of the game page, in either notation. <strong>Full notation</strong> (Game Courier's) names the piece by its label and the squares it goes from and to, as in <code>N g1-f3</code>; Black's labels are in lower case (<code>n g8-f6</code>).{ $drops ->
        [yes] {" "}A piece from the reserve is placed with its label and the square, as in <code>N-e4</code>.{" "}
       *[no] {" "}
    }A turn of several parts joins them with <code>;</code>.
rules-enter-abbreviated-html = <strong>Abbreviated notation</strong> is shorter: <code>Nf3</code>, <code>e4</code>, <code>exd5</code>{ $drops ->
        [yes] , <code>N@e4</code> for a drop
       *[no] {""}
    }; piece letters are upper case for either side, and Black's may also be typed in lower case (<code>nf6</code>) where that cannot be read as a pawn's move. A comment may follow <code>//</code>.
rules-examples-intro = Each example below is a legal turn of this game, in the start position or after the line of play shown.
rules-column-kind = Kind of turn
rules-column-when = When
rules-column-full = Full notation
rules-column-abbreviated = Abbreviated
rules-example-at-start = In the start position
rules-example-after = After { $line }
# A kind of turn an example shows.
rules-example-kind = { $kind ->
        [capture] A capture
        [drop] A drop from the reserve
        [relocation] A drop that pushes a pawn forward
        [promotion] A promotion
        [castling] Castling
        [transfer] A move by way of the other board
        [swap] A swap
        [two-parts] A turn of two moves
       *[move] A move
    }
rules-enforced-heading = Rules enforced by this server
rules-enforced-none = Orthodox rules apply throughout, with the mechanics above.

## The variant editor.
editor-new-title = New variant
editor-edit-title = Edit { $key }
editor-intro-html = Write a definition in <a href="#our-format">our format</a> (TOML; <code>inherits</code> may start from a built-in such as <code>chess</code>), or paste a Fairy-Stockfish <code>variants.ini</code> section (the last section is the variant; sections before it may be its parents). "Check" shows every problem or a preview; "Save" keeps it as a private draft, which you can play-test against a friend and publish when it is ready.
editor-problems = { $count ->
        [one] 1 problem in the definition
       *[other] { $count } problems in the definition
    }
editor-line = line { $line }
editor-line-column = line { $line }, column { $column }
editor-listing = The definition with line numbers
editor-format = Format
editor-format-pigeonpost = Pigeonpost (TOML)
editor-format-fairy-html = Fairy-Stockfish <code>variants.ini</code> section
editor-definition = Definition
editor-description = Short description
editor-check = Check
editor-save = Save draft
editor-preview-html = Preview: { $name } (<code>{ $key }</code>)
editor-checks = The definition checks.
editor-perft = Perft from the start position
editor-no-perft = Rules are not enforced (free play): there are no legal moves to count.
editor-depth = Depth
editor-positions = Positions
editor-not-counted = not counted
editor-canonical = Canonical definition
editor-rules-version-html = Rules version <code>{ $short }</code>, SHA-256 <code class="hash">{ $hash }</code>: parents merged in and keys sorted, so comments, spacing and key order do not change it.
editor-our-format = Our format, in short
editor-our-format-html = <code>key</code> (lower-case letters, digits and <code>-</code>), <code>name</code>, <code>summary</code>; <code>[board]</code> with <code>files</code> and <code>ranks</code> (or <code>boards</code>, <code>holes</code>); <code>[pieces.X]</code> with <code>name</code>, <code>betza</code> (XBetza) and <code>glyph</code>; <code>[setup] fen</code>; <code>[reserve]</code>; <code>[mechanics.&lt;kind&gt;]</code> tables. The README lists every mechanic and its parameters.
editor-glyphs = Piece drawings
editor-glyphs-intro-html = A piece's <code>glyph</code> names one of these drawings. A piece without one is drawn as its letter in a circle.

## The new-game form.
new-game-title = New game
new-game-variant = Variant
new-game-published = Published by players
new-game-drafts = Your drafts (play-testing)
new-game-rules = Rules
new-game-enforced = Enforced: the server checks every move
new-game-free = Not enforced (free play): the variant's pieces on any board, every move applied as written, the result agreed by the players
new-game-own-board = A board of your own (free play only)
new-game-own-board-hint = Leave these empty to use the variant's own board and start position.
new-game-files = Files (one number, or one per board: "8 8")
new-game-ranks = Ranks
new-game-holes = Holes: squares that do not exist (such as "a1 j10")
new-game-start = Start position (position text; empty: the variant's start; in free play on a board of your own, an empty board)
new-game-start-hint = With the rules enforced, a start position is played by the variant's rules from there (for example a position from the analysis board).
new-game-i-play = I play
new-game-white = White
new-game-black = Black
new-game-random = Random
new-game-opponent = Opponent: a username, an email address, or nothing for an open invitation
new-game-rated = Rated: the result changes both players' ratings in this variant (rules enforced, from the variant's start, between confirmed addresses)
new-game-private = A private game: only its players see it (either of you may change this on the game's page)
new-game-seek = In the lobby (an open invitation: no opponent named)
new-game-min-rating = Lowest rating that may accept (optional)
new-game-max-rating = Highest rating that may accept (optional)
new-game-message = A word to whoever reads it (optional, one line)
new-game-seek-days = Days it stays in the lobby (1 to 30; empty: 7)
new-game-send = Send the invitation

## A form's time control (new game, new event).
tc-legend = Time control
tc-untimed = Untimed
tc-per-move = Days per move
tc-bank = Bank with increment
tc-days = Days (per move: 1 to 30; bank: starting days, 1 to 90)
tc-increment-days = Increment per move: days
tc-increment-hours = and hours
tc-cap-days = Bank cap in days (optional)
tc-grace-hours = Grace hours per move (not counted, 0 to 72)
# A time control in words: "3 days per move", "bank of 7 days + 1 day per move (cap 10
# days), 6 hours grace per move". $span and the others are lengths of time.
tc-words-untimed = untimed
tc-words-per-move = { $span } per move
tc-words-bank = bank of { $span }
tc-words-increment = { $bank } + { $span } per move
tc-words-cap = { $bank } (cap { $span })
tc-words-grace = { $clock }, { $span } grace per move

## The list of events.
events-title = Events
events-intro = Correspondence tournaments run by the server: it pairs the rounds, starts the games, mails the pairings and keeps the standings.
events-organise-html = <a href="/tournaments/new" id="new-event">Organise an event</a>.
events-none = No events yet.
events-column-event = Event
events-column-format = Format
events-column-variant = Variant
events-column-organiser = Organiser
events-column-entrants = Entrants
events-column-stands = Stands
events-entrants-of = { $entrants } of { $max }
event-status-signup = open for entries
event-status-running = under way
event-status-finished = over
# An event's format: $format is round-robin, swiss, knockout or match (a knockout of two).
event-format = { $format ->
        [round-robin] Round robin
        [swiss] Swiss
        [knockout] Knockout
       *[match] Match
    }
event-format-basque = { $format ->
        [round-robin] Basque round robin
        [swiss] Basque swiss
        [knockout] Basque knockout
       *[match] Basque match
    }

## An event's page.
event-feed-title = News of this event
event-status-one-html = { $format } of <a href="/variants/{ $variant }">{ $variant }</a>, organised by <a href="/players/{ $organiser }">{ $organiser }</a>: { $status }.
event-status-rounds-html = { $format } of { $count } variants, one a round, organised by <a href="/players/{ $organiser }">{ $organiser }</a>: { $status }.
# Where a running Swiss stands. $in-variant and $paired-at are "yes" or "no".
event-round-line = Round { $round } of { $rounds }{ $in-variant ->
        [yes] , in { $variant }
       *[no] {""}
    }{ $paired-at ->
        [yes] ; the next is paired when its games are over, or at { $at }
       *[no] {""}
    }.
event-rules = Its rules
event-variants-by-round = Variants by round
event-round-variant-html = Round { $round }: <a href="/variants/{ $key }">{ $key }</a>
event-tiebreaks = Tie-breaks, in order: { $list }
event-tiebreaks-none = Tie-breaks, in order: none (the pairing number decides)
event-tiebreak = { $code ->
        [bh] Buchholz
        [bh-c1] Buchholz Cut-1
        [bh-m1] Buchholz Median-1
        [sb] Sonneborn-Berger
        [win] Games won
        [de] Direct encounter
       *[ks] Koya
    }
event-list-separator = ,{" "}
event-invited = Invited
event-not-invited = This event is by invitation only, and its organiser has not invited you.
event-join = Enter the event
event-take-back = Take my entry back
event-withdraw = Withdraw from the event
event-calendar-html = <a href="{ $href }" id="my-calendar">Your deadlines in this event as a calendar</a> (an iCalendar file, for a calendar program to subscribe to).
event-start-now = Start the event now
event-entrants = Entrants ({ $count })
event-nobody-yet = Nobody yet.
event-bracket = Bracket
# A knockout's round: $left is how many rounds follow it (0: the final).
event-round-name = { $left ->
        [0] Final
        [1] Semi-finals
        [2] Quarter-finals
       *[other] Round { $round }
    }
event-round-name-variant = {": "}{ $variant }
event-seat = { $name } (seed { $seed })
event-seat-bye = a bye
event-seat-waiting = the winner of a match still being played
event-match-html = { $high } against { $low }: <span class="match-score">{ $score }</span>.
event-match-bye-html = { $high } against { $low }.
event-wins-the-event = { $name } wins the event
event-goes-on = { $name } goes on
event-won-how = ({ $how }).
event-decided = { $how ->
        [bye] with a bye
        [score] on the score
        [tiebreak] on the tie-break games
        [rating] level, as the higher seed
        [level] level after the tie-break games, as the higher seed
       *[withdrawal] as the opponent withdrew
    }
event-leg = { $white } (White) against { $black }
event-result-white = 1-0
event-result-black = 0-1
event-result-draw = ½-½
event-result-being-played = being played
event-result-void = counts for nothing: played again
event-standing = Standing
event-standing-caption = By the round each player went out in; those still in are not placed yet.
event-column-place = Place
event-column-player = Player
event-column-went-out = Went out in
event-won-the-event = won the event
event-standings = Standings
event-crosstable-caption = Each round's cell: + a win, = a draw, - a loss, * being played, x annulled; the opponent's number; w or b, the colour played.
event-column-number = No.
event-column-rating = Rating
event-column-points = Points
event-column-round-number = Round { $round }
event-column-round-variant = Round { $round } ({ $variant })
event-column-game = { $round }, game { $game }
# The crosstable's letters for the colour played, and a bye's cell.
event-cell-white = w
event-cell-black = b
event-cell-bye = bye { $points }
event-withdrawn-mark = (withdrawn)
event-being-played-count = ({ $count } being played)
event-trf-html = <a href="/tournaments/{ $id }/crosstable.trf" id="trf">The crosstable as a TRF file</a> (FIDE's tournament report format).
event-games = Games
event-column-round = Round
event-column-board = Board
event-column-variant = Variant
event-column-white = White
event-column-black = Black
event-column-result = Result
event-annulled-mark = (annulled)
event-rule-heading = Rule on a game
event-rule-intro = Every entrant reads the ruling and its reason in the event's notices and its feed.
event-rule-game = Game
event-rule-option = Round { $round }, board { $board }: { $white } against { $black } ({ $result })
event-rule-ruling = Ruling
event-rule-white = Adjudicate a game being played: a win for White
event-rule-black = Adjudicate: a win for Black
event-rule-draw = Adjudicate: a draw
event-rule-annul = Annul: it counts for neither player (a game being played stops; a knockout's is played again)
event-rule-extend = Extend: more days for the player to move
event-rule-days = Days to add, for an extension (1 to { $max })
event-rule-reason = Reason, shown to every entrant
event-rule-submit = Rule on the game
event-notices = Notices
event-feed-html = <a href="/tournaments/{ $id }/feed.atom" id="event-feed">The notices as an Atom feed</a>, for a feed reader.

## An event's rules, as its page lists them before anyone enters.
event-terms-single-match = A single match between two entrants, the higher seed the higher rated at the start (the unrated after the rated, then by name)
event-terms-knockout = Knockout, at most { $max } entrants, seeded by rating at the start (the unrated after the rated, then by name): seed 1 meets the lowest seed, the best seeds meet as late as possible, and the top seeds have byes when the entrants are short of a power of two
event-terms-basque-match = A match is a Basque pair: two games played at once, one with each colour
event-terms-match-games = A match is { $games ->
        [one] 1 game
       *[other] { $games } games
    }, colours alternating, the higher seed White first: each game starts when the one before ends, and the match ends as soon as its leader cannot be caught
event-terms-level-rating = A match that ends level: the higher seed (the higher rating at the start) goes on
event-terms-level-basque = A match that ends level: a further Basque pair, played at once; level again, the higher seed goes on
event-terms-level-games = A match that ends level: a further pair of games, one with each colour; level again, the higher seed goes on
event-terms-plays-on = A match's winner plays on as soon as the match that meets theirs is decided: nobody waits for the rest of the round
event-terms-aborted = A game aborted (or annulled) counts for nothing and is played again, with the colours kept alternating
event-terms-knockout-withdrawal = A withdrawal loses the match being played; of the withdrawn player's games, those with { $plies } plies or more stand, the others are annulled, and those being played end as lost
event-terms-variants-swiss = Each round plays its own variant, as listed; entry conditions, seeding and pairing numbers go by ratings in { $first }
event-terms-variants-cycle = Each round plays its own variant, as listed; a round past the list's end starts it again from the first (round { $next } plays { $first }); entry conditions, seeding and pairing numbers go by ratings in { $first }
event-terms-leave-own = Leave: each entrant's own yearly vacation allowance; a vacation stops their clocks here as in every game
event-terms-leave-none = Leave: none. No vacation may be taken while the event runs
event-terms-leave-days = Leave: at most { $days ->
        [one] 1 day
       *[other] { $days } days
    } of vacation for each entrant in all while the event runs (each started day counts; a vacation stops their clocks here as in every game, and a longer one is refused)
event-terms-round-robin = Round robin, { $rounds ->
        [one] 1 cycle
       *[other] { $rounds } cycles
    }, at most { $max } entrants: every game starts at once
event-terms-swiss = Swiss (the FIDE Dutch system), { $rounds ->
        [one] 1 round
       *[other] { $rounds } rounds
    }, at most { $max } entrants. A round lasts { $days ->
        [one] 1 day
       *[other] { $days } days
    }: the next is paired when its games are over, or then with those still being played counted as unfinished (they count once they end, and the standings are provisional until then). A bye scores a win
event-terms-basque = Basque pairs: each pairing plays two games at once, one with each colour, and scores their sum (2 points for winning both). The crosstable shows both games, and the tie-breaks count each game as FIDE's rules count a game
event-terms-basque-bye = A bye scores as two won games
event-terms-time-control = Time control: { $clock }
event-terms-rated = Rated: the games count for the players' ratings in the variant
event-terms-casual = Casual: the games count for no rating
event-terms-timeouts-none = Games lost on time count as lost; nobody is withdrawn for them
event-terms-timeouts = An entrant who loses { $count } games on time is withdrawn
event-terms-entry-invited = Entry: by invitation only, for the players its organiser named (below), with a confirmed email address
event-terms-entry = Entry: a confirmed email address
event-terms-withdrawal = A withdrawal: games of the player who withdraws with { $plies } plies or more stand; the others are annulled, and the games they are playing end as lost
event-terms-starts = Starts by itself at { $at } if it has at least { $count } entrants then (or earlier, by its organiser's hand); with fewer it stays open for entries
event-terms-min-rating = Entry: a rating of { $rating } or more in the variant
event-terms-min-games = Entry: { $count } rated games or more in the variant

## The form that opens an event.
event-new-title = Organise an event
event-new-intro = Every rule below is set now and shown to everyone before they enter.
event-new-name = Name (one line, at most 100 characters)
event-new-format = Format
event-new-round-robin = Round robin: everyone plays everyone, every game started at once (at most { $max } entrants)
event-new-swiss = Swiss: rounds paired by score, by the FIDE Dutch system (at most { $max } entrants)
event-new-rounds = Round robin: cycles (1, or 2: each pair plays a game with each colour); Swiss: rounds (1 to { $max }; empty: 1 cycle, or 5 rounds; a knockout: empty, its rounds follow from its entrants)
event-new-knockout = Knockout: a bracket of matches seeded by rating; each winner plays on as soon as their next opponent is known (2 to { $max } entrants)
event-new-match-games = Knockout: games of a match, colours alternating (1 to { $max }; empty: 2)
event-new-level = Knockout: a match that ends level
event-new-level-games = a further pair of games, one with each colour (level again: the higher seed goes on)
event-new-level-rating = the higher seed (the higher rating at the start) goes on
event-new-basque = Basque pairs: each pairing plays two games at once, one with each colour, and scores their sum (a knockout's match is then that pair)
event-new-round-days = Swiss: days a round lasts before the next is paired with its unfinished games still being played (1 to 365; empty: 30)
event-new-variant-html = Variant (its key, as in its address: <code>chess</code>, or a player's <code>owner/slug</code>), or one a round, their keys in order separated by commas (<code>chess, capablanca, shogi</code>; at most { $max }; past the last, the list starts again from the first; ratings for entry and seeding are the first one's)
event-new-rated = Rated: the games count for the players' ratings
event-new-max-entrants = Most entrants (3 to { $round-robin } in a round robin, empty: 10; 3 to { $swiss } in a Swiss, empty: 50; 2 to { $knockout } in a knockout, empty: 16)
event-new-tiebreaks = Round robin and Swiss: tie-breaks, in order, their codes separated by commas (a knockout: empty)
event-new-codes = Codes:
event-new-codes-end = .
event-new-starts-at = Start by itself at ({ $zone }; optional: empty, you start it by hand)
event-new-starts-at-hint = The time is read on your clock, { $zone } (as your account's settings say). A time the clocks skip as they go forward is refused; a time they show twice as they go back is the first of the two.
event-new-entry = Entry
event-new-invitees = By invitation only: the players who may enter, by name, separated by commas or spaces (optional; empty: anyone the conditions below admit)
event-new-min-rating = Lowest rating in the variant (optional, 0 to 4000)
event-new-min-games = Fewest rated games in the variant (empty: 0)
event-new-leave-html = Leave: days of vacation each entrant may take in all while the event runs (0 to 365, or <code>none</code>; empty: their own yearly allowance)
event-new-withdrawals = Withdrawals and timeouts
event-new-standing-plies = A withdrawn player's games stand from this many plies on; fewer are annulled (empty: 2)
event-new-max-timeouts = Withdraw a player after this many games lost on time (0 or empty: never)
event-new-submit = Open the event for entries

## The mechanics a variant switches on, a sentence each: "checks_to_win: Giving check a
## set number of times wins. (count = 3)". $kind is the mechanic's name in definitions.
rules-mechanic-line = { $kind }: { $sentence }
rules-mechanic-line-params = { $kind }: { $sentence } ({ $params })
# What the rules page says of free play, where other variants list their mechanics.
rules-free-play = Rules are not enforced (free play): every move is applied as written, in full notation, and the game ends only when the players say so (resignation, an agreed draw, or a reported win the opponent confirms) or by the clock.
rules-mechanic-bare_king_loses = A side left with a bare royal piece loses.
rules-mechanic-board_transfers = A piece may move to the corresponding square of the other board and on from there.
rules-mechanic-cannon_captures = Cannons capture by jumping over one piece (the screen) in any of eight directions.
rules-mechanic-captures_to_reserve = A captured piece joins the captor's reserve, to be dropped later (as in crazyhouse).
rules-mechanic-castling_across_boards = Castling may be done with rooks across boards.
rules-mechanic-castling_by_drops = A king dropped on its castling square may castle with the rooks standing on theirs, and a rook dropped on its castling square with the king on its own.
rules-mechanic-checkmate = What being checkmated is worth: with result = "win", the checkmated player wins.
rules-mechanic-checks_forbidden = No move may give check.
rules-mechanic-checks_to_win = Giving check a set number of times wins.
rules-mechanic-colour_balanced_drops = A drop must leave a side's pieces of a listed kind able to stand half on dark squares and half on light ones.
rules-mechanic-compulsory_capture = A player who can capture must capture.
rules-mechanic-drops_behind_advancing_pawn = A piece may be dropped directly behind an own pawn, which steps one square forward.
rules-mechanic-drops_onto_advancing_pawn = A piece may be dropped onto an own pawn, which steps one square forward.
rules-mechanic-drop_mate_loses = Checkmating by dropping a listed piece loses for the side that dropped it.
rules-mechanic-enclosing_drops = A drop must close in a line of enemy pieces against an own piece (rule = "line"), or stand next to an own piece ("touching"); while a start square is empty, drops go there only.
rules-mechanic-flipping = An arriving piece turns to its side the enemy pieces it closes in against own pieces on a line (rule = "lines"), or those next to it ("touching").
rules-mechanic-free_drops = A player may drop a piece of a listed kind on an empty square without holding one; the supply never runs out.
rules-mechanic-full_board_ends = The game ends when no square is empty: a draw, or with by_piece_count won by the side with more pieces.
rules-mechanic-drops_onto_empty = Pieces in the reserve are dropped onto empty squares of the drop zone.
rules-mechanic-en_passant_squares = En passant is taken only on the listed squares (each side's own list).
rules-mechanic-explosions = Every capture explodes: the capturer and every piece around the capture square but pawns are removed.
rules-mechanic-extinction = Losing every piece of a listed kind (or all pieces) ends the game: a loss, a win where that is the goal, or a draw.
rules-mechanic-mating_checks = A checkmate counts only if the checks leading to it include one by a listed piece; otherwise the game is drawn, and a mate by the pieces that may not mate alone wins for the mated side.
rules-mechanic-farthest_move = A piece moves as far as it legally can in the direction it takes.
rules-mechanic-flying_general = The royal pieces may not face each other on an open file or rank.
rules-mechanic-gating = A piece leaving a square of its first rank it has not left yet may bring a piece from the reserve onto that square.
rules-mechanic-guarded_pieces = A player may not leave a listed piece attacked while holding few enough of its kind, unless the move takes such a piece of the opponent's.
rules-mechanic-king_takes_checker = In check, the king may move only to take the one piece giving check.
rules-mechanic-moves_per_turn = A turn is several moves, and check is judged at the end of the turn.
rules-mechanic-must_drop = A player holding a listed piece (any piece when none is listed) in the reserve must drop one if it can.
rules-mechanic-no_check = Royal pieces are never in check.
rules-mechanic-no_stranded_pieces = No piece may be moved or dropped, without promoting, where it could never move again.
rules-mechanic-own_then_opponent = A turn is an own action followed by an action with an opponent's piece; passing is allowed.
rules-mechanic-passing = A player not in check may pass (with only_when_stuck, only when no other turn is legal); two passes in a row end the game.
rules-mechanic-petrifying_captures = A piece of a listed kind that captures turns into a wall on the square it took.
rules-mechanic-placed_promotion = A listed pawn in its zone (or a side's last one anywhere) may instead of moving become one of the choices, on its square or on an empty square the new piece could move to, attacking no enemy piece there and giving no check; pawns do not promote on arrival.
rules-mechanic-preclusion = No action may make reversing the start position impossible.
rules-mechanic-promotion_limits = A piece promotes to a listed kind only while its side has fewer of that kind on the board than the limit.
rules-mechanic-reversal_goal = Completing the reversal of the start position wins.
rules-mechanic-royal_capture = Capture the king: there is no check, and a side left without a royal piece loses.
rules-mechanic-royal_reaches_region = A royal piece that reaches the goal region wins.
rules-mechanic-several_royals = Each side may have several royal pieces: attacking any is check, and no turn may leave any attacked.
rules-mechanic-stalemate = Stalemate is decided as the parameter says.
rules-mechanic-swaps_across_boards = A piece may swap places with an own piece on the corresponding square of the other board.
rules-mechanic-gate_leaps = A piece still on its open gate (a square of its first rank it has not left) has extra leaps onto empty squares, some not out of check; a gate closes when a named enemy piece moves onto its rank or file.
rules-mechanic-teleporting_pieces = Listed pieces may make non-capturing moves anywhere on their own board.
rules-mechanic-walling = Every move is followed by a wall on an empty square, which nothing enters, passes or takes: the one wall moved on (rule = "moved"), a square the moved piece could reach ("shot"), the square it left ("vacated"), any square ("anywhere"), or one on the edge or beside a wall ("edge").

## An entrant's deadlines in an event, as a calendar file (its times in UTC).
event-ics-name = { $event }: { $entrant }'s deadlines
event-ics-start-summary = { $event } starts
event-ics-start-description = { $event } starts by itself at { $at } if it has enough entrants.
event-ics-round-summary = { $event }: round { $round } is paired past
event-ics-round-description = At { $at } round { $next } of { $event } is paired with any games of round { $round } still being played counted as unfinished.
event-ics-move-summary = { $event }: your move against { $opponent }
event-ics-move-description = Round { $round } of { $event }: { $entrant } is to move against { $opponent } by { $at }.

## The piece set's drawings, as the editor lists them: what each shows.
editor-glyph-king = king
editor-glyph-queen = queen
editor-glyph-rook = rook
editor-glyph-rook-right = rook with an arrow to its owner's right (a right-handed rook)
editor-glyph-rook-left = rook with an arrow to its owner's left (a left-handed rook)
editor-glyph-bishop = bishop
editor-glyph-knight = knight
editor-glyph-pawn = pawn
editor-glyph-speedpawn = pawn with a stripe (a pawn that moves further)
editor-glyph-bishop-knight = bishop and knight compound (archbishop, cardinal)
editor-glyph-rook-knight = rook and knight compound (chancellor, marshal)
editor-glyph-queen-knight = queen and knight compound (amazon)
editor-glyph-bishop-wazir = bishop and wazir compound
editor-glyph-culverin = culverin (a cannon)
editor-glyph-ghost = ghost
editor-glyph-disc = disc with the piece's letter (a piece the set has no drawing for, such as an imported fairy piece)
