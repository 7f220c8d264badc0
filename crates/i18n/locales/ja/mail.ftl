game-label = { $variant } #{ $id }：{ $white } 対 { $black }
mail-move-subject = { $game }：{ $mover } が { $turn } を指しました
mail-move-played = { $game } で { $mover } が { $number } { $turn } を指しました。
mail-move-conditional = { $turn }（条件付きの手）
mail-move-wrote = { $mover } からの一言：「{ $message }」
mail-your-move = あなたの手番です。
mail-your-move-by = あなたの手番です。{ $deadline } までに指してください。
mail-move-push-title = { $mover } が { $number } { $turn } を指しました
mail-open-game = 対局を開く
mail-board-alt = { $number } { $turn } の後の盤面（{ $side ->
        [white] 白
       *[black] 黒
    }側から）

mail-reply-move = このメールに返信して指すこともできます。1行目に指し手を（どちらの記法でも）書くか、「resign」（投了）または「draw」（引き分け）と書いてください。
mail-reply-invitation = このメールに「accept」（受ける）または「decline」（断る）と返信することもできます。
mail-reply-draw = 引き分けを受けるには、このメールに「draw」と返信することもできます。

mail-unsubscribe-line = アカウントページでの設定により、{ $what }をお送りしています。停止するには：
mail-unsubscribe = 配信停止
mail-kind-move = 対局の一手ごとのメール
mail-kind-digest = 対局の毎日のまとめ
mail-kind-reminder = 期限前のお知らせ
mail-kind-invitation = 招待のメール
mail-kind-required = アカウントに関するメール

digest-subject = Pigeonpost：あなたの手番の対局が{ $count }局あります
digest-intro = Pigeonpost で、あなたの手番を待っている対局が{ $count }局あります：
digest-line-moved-by = { $game }（相手：{ $opponent }）：{ $opponent } が { $last } を指しました。{ $deadline } までに指してください。
digest-line-moved = { $game }（相手：{ $opponent }）：{ $opponent } が { $last } を指しました。
digest-line-begun-by = { $game }（相手：{ $opponent }）：対局が始まりました。{ $deadline } までに指してください。
digest-line-begun = { $game }（相手：{ $opponent }）：対局が始まりました。
digest-board-alt = { $game }：現在の盤面（あなたの側から）
digest-why = これは毎日のまとめメールです。アカウントページで選ばれました。
digest-your-games = 自分の対局

variant-chess = チェス
variant-shogi = 将棋
variant-xiangqi = シャンチー（中国象棋）
variant-janggi = チャンギ（朝鮮将棋）
variant-makruk = マークルック

board-text-part = 盤 { $files }：
board-text-to-move = { $side ->
        [white] 白
       *[black] 黒
    }の手番です。
board-text-key = 大文字：白、小文字：黒、[ ]：直前の手。
board-text-key-holes = 大文字：白、小文字：黒、[ ]：直前の手、#：マスなし。
board-text-in-hand = { $side ->
        [white] 白
       *[black] 黒
    }の持ち駒：{ $held }
board-text-nothing = なし
