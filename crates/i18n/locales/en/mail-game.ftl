## The mails of a game besides the move mail: its end, invitations, reminders and the
## opponent's news. $game is the game's label ("Chess #12: alice vs bob").

mail-over-last = The last move was { $last }.
mail-over = { $game } is over: { $result }.
mail-over-subject = { $game }: { $result }
mail-over-push = Game over: { $result }
mail-see-game = See the game

mail-invite-subject = { $from } invites you to play { $variant }
mail-invite-body = { $from } invites you to a correspondence game of { $variant } on Pigeonpost.
mail-invite-terms = You would play { $side ->
        [white] White
       *[black] Black
    }. Time control: { $control }.
mail-invite-how = Follow the link, log in or register, and accept or decline.
mail-invite-see = See the invitation

mail-invite-declined-subject = { $by } declined the invitation to play { $variant }
mail-invite-declined = { $by } declined the invitation to a game of { $variant } (game #{ $id }).
mail-invite-withdrawn-subject = { $by } withdrew the invitation to play { $variant }
mail-invite-withdrawn = { $by } withdrew the invitation to a game of { $variant } (game #{ $id }).
mail-invite-closed-body = The game will not be played. You can start a new one at any time.
mail-open-site = Open Pigeonpost

mail-accepted-subject = { $game }: { $by } accepted
mail-accepted = { $by } accepted your invitation. The game has begun.

mail-reminder-subject = { $game }: { $left } left to move
mail-reminder = It is your move in { $game }.
mail-reminder-left = You have { $left } left before you lose on time.
mail-reminder-push = { $left } left to move

mail-pairing = Round { $round } of { $event }: you play { $side ->
        [white] White
       *[black] Black
    } against { $opponent } in { $game }. The game has begun.
mail-pairing-push = { $event }, round { $round }
mail-pairing-subject = { $event }, round { $round }: { $game }

## What the opponent did off the board ($who), and what the player may do about it.
mail-news-in = { $news } in { $game }.
mail-news-subject = { $game }: { $news }
news-draw-offered = { $who } offers a draw
next-draw-offered = Open the game to accept or decline. The offer lapses if you move instead.
news-draw-declined = { $who } declined your draw offer
news-takeback-asked = { $who } asks to take back { $detail }
next-takeback-asked = Open the game to accept or decline. The request lapses if you move instead.
news-takeback-declined = { $who } declined to take back { $detail }
news-takeback-agreed = { $who } agreed to take back { $detail }: it is your move again
next-takeback-cancelled = The takeback cancelled your { $count ->
        [one] 1 conditional line
       *[other] { $count } conditional lines
    }: they answered a position that is no longer on the board. Arrange them again on the game page if you wish.
news-win-reported = { $who } reports having won the game
next-win-reported = Rules are not enforced in this game, so the result is the players' word: open the game to confirm or dispute it. The report lapses if you move instead.
news-win-disputed = { $who } disputes that you have won
news-conditional-played = { $who } played { $detail }, and your conditional move { $reply } was played in reply
next-conditional-played = It is { $who }'s move.

## The board pictured in a mail, for a reader who cannot see it.
mail-board-now-alt = The board now, from your side
mail-board-start-alt = The board at the start, from your side
