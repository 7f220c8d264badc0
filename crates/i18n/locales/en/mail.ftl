## The mail that tells a player the opponent moved.
# "Chess #12: ann vs bob", a game's name in subjects and headings.
game-label = { $variant } #{ $id }: { $white } vs { $black }
mail-move-subject = { $game }: { $mover } played { $turn }
mail-move-played = { $mover } played { $number } { $turn } in { $game }.
mail-move-conditional = { $turn } (a conditional move)
mail-move-wrote = { $mover } wrote with the move: “{ $message }”
mail-your-move = It is your move.
mail-your-move-by = It is your move. Move by { $deadline }.
mail-move-push-title = { $mover } played { $number } { $turn }
mail-open-game = Open the game
mail-board-alt = The board after { $number } { $turn }, from { $side ->
        [white] White's
       *[black] Black's
    } side

## What a reply to a mail may say. The quoted words are what the reply is read for.
mail-reply-move = You may also reply to this mail with your move as the first line (in either notation), or with "resign" or "draw".
mail-reply-invitation = You may also reply to this mail with "accept" or "decline".
mail-reply-draw = To accept the draw, you may reply to this mail with "draw".

## The line on unsubscribing, at the foot of a mail a player may turn off.
mail-unsubscribe-line = You get { $what } because of your choice on your account page. To stop them:
mail-unsubscribe = Unsubscribe
mail-kind-move = mail about each move in your games
mail-kind-digest = the daily digest of your games
mail-kind-reminder = reminders before a deadline
mail-kind-invitation = invitation mails
mail-kind-required = mail about your account

## The daily digest.
digest-subject = Pigeonpost: { $count ->
        [one] 1 game awaits
       *[other] { $count } games await
    } your move
digest-intro = { $count ->
        [one] 1 game awaits
       *[other] { $count } games await
    } your move on Pigeonpost:
digest-line-moved-by = { $game }, against { $opponent }: { $opponent } played { $last }. Move by { $deadline }.
digest-line-moved = { $game }, against { $opponent }: { $opponent } played { $last }.
digest-line-begun-by = { $game }, against { $opponent }: the game has begun. Move by { $deadline }.
digest-line-begun = { $game }, against { $opponent }: the game has begun.
digest-board-alt = { $game }: the board now, from your side
digest-why = This is your daily digest; you chose it on your account page.
digest-your-games = Your games

## The text diagram of a board, in the text part of mails.
board-text-part = Board { $files }:
board-text-to-move = { $side ->
        [white] White
       *[black] Black
    } to move.
board-text-key = Upper case: White, lower case: Black, [ ]: the last move.
board-text-key-holes = Upper case: White, lower case: Black, [ ]: the last move, #: no square.
board-text-in-hand = { $side ->
        [white] White
       *[black] Black
    } in hand: { $held }
board-text-nothing = nothing
