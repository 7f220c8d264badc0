## The Atom feeds: a player's games awaiting their move, and a game's moves.

feed-awaiting-title = Partidas en las que le toca jugar a { $name }
feed-your-move = Te toca jugar contra { $opponent }: { $game }
feed-opponent-played = { $opponent } jugó { $move }.
feed-game-begun = La partida ha empezado; juegas con { $side ->
    [white] blancas
   *[black] negras
}.
feed-move-by = Juega antes del { $deadline }.
feed-no-time-limit = Sin límite de tiempo.
feed-comment = Comentario: «{ $comment }»
feed-result-title = Resultado: { $result }
feed-game-over = La partida ha terminado: { $result }.
feed-move-title = { $move } de { $name }
feed-move-played = { $side ->
    [white] Blancas
   *[black] Negras
} ({ $name }) jugaron { $move }.
