## The Atom feeds: a player's games awaiting their move, and a game's moves.

feed-awaiting-title = Partien, in denen { $name } am Zug ist
feed-your-move = Du bist am Zug gegen { $opponent }: { $game }
feed-opponent-played = { $opponent } hat { $move } gespielt.
feed-game-begun = Die Partie hat begonnen; du spielst { $side ->
    [white] Weiß
   *[black] Schwarz
}.
feed-move-by = Zieh bis { $deadline }.
feed-no-time-limit = Ohne Zeitlimit.
feed-comment = Kommentar: „{ $comment }“
feed-result-title = Ergebnis: { $result }
feed-game-over = Die Partie ist vorbei: { $result }.
feed-move-title = { $move } von { $name }
feed-move-played = { $side ->
    [white] Weiß
   *[black] Schwarz
} ({ $name }) hat { $move } gespielt.
