## The Atom feeds: a player's games awaiting their move, and a game's moves.

feed-awaiting-title = { $name }さんの手番の対局
feed-your-move = { $opponent }さんとの対局であなたの手番です：{ $game }
feed-opponent-played = { $opponent }さんが{ $move }を指しました。
feed-game-begun = 対局が始まりました。あなたは{ $side ->
    [white] 白
   *[black] 黒
}です。
feed-move-by = { $deadline }までに指してください。
feed-no-time-limit = 時間制限はありません。
feed-comment = コメント：「{ $comment }」
feed-result-title = 結果：{ $result }
feed-game-over = 対局は終わりました：{ $result }。
feed-move-title = { $name }さんの{ $move }
feed-move-played = { $side ->
    [white] 白
   *[black] 黒
}（{ $name }）が{ $move }を指しました。
