## The Atom feeds: a player's games awaiting their move, and a game's moves.

feed-awaiting-title = Games awaiting { $name }'s move
feed-your-move = Your move against { $opponent }: { $game }
feed-opponent-played = { $opponent } played { $move }.
feed-game-begun = The game has begun; you play { $side ->
    [white] white
   *[black] black
}.
feed-move-by = Move by { $deadline }.
feed-no-time-limit = No time limit.
feed-comment = Comment: "{ $comment }"
feed-result-title = Result: { $result }
feed-game-over = The game is over: { $result }.
feed-move-title = { $move } by { $name }
feed-move-played = { $side ->
    [white] white
   *[black] black
} ({ $name }) played { $move }.
