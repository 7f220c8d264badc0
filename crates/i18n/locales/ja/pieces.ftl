# チェスの駒：日本のチェスプレイヤーの呼び方。
piece-king = キング
piece-queen = クイーン
piece-rook = ルーク
piece-bishop = ビショップ
piece-knight = ナイト
piece-pawn = ポーン
piece-archbishop = アークビショップ
piece-chancellor = チャンセラー
piece-amazon = アマゾン
piece-nightrider = ナイトライダー
piece-grasshopper = グラスホッパー
piece-centaur = ケンタウロス
piece-wazir = ワジール
piece-commoner = コモナー
piece-stone = 石
piece-elephant = エレファント
piece-cannon = キャノン
piece-soldier = ソルジャー
# 将棋の駒がチェスの変種に出てくるとき。
piece-silver-general = 銀将
piece-gold-general = 金将
piece-lance = 香車
piece-shogi-pawn = 歩兵
piece-shogi-knight = 桂馬
piece-dragon-horse = 竜馬

# 将棋の駒：将棋指しの呼び方（成駒も）。
piece-shogi-king = 玉将／王将
piece-shogi-rook = 飛車
piece-shogi-bishop = 角行
piece-shogi-gold-general = 金将
piece-shogi-silver-general = 銀将
piece-shogi-shogi-knight = 桂馬
piece-shogi-lance = 香車
piece-shogi-shogi-pawn = 歩兵
piece-shogi-bers = 竜王
piece-shogi-dragon-horse = 竜馬
piece-shogi-rook-promoted-bers = 竜王
piece-shogi-bishop-promoted-dragon-horse = 竜馬
piece-shogi-shogi-pawn-promoted-gold-general = と金
piece-shogi-silver-general-promoted-gold-general = 成銀
piece-shogi-shogi-knight-promoted-gold-general = 成桂
piece-shogi-lance-promoted-gold-general = 成香

# シャンチーの駒：日本のシャンチー愛好者が書く漢字の名前（先手／後手で字が違う駒は両方）。
piece-xiangqi-king = 帥／将
piece-xiangqi-fers = 仕／士
piece-xiangqi-elephant = 相／象
piece-xiangqi-horse = 馬
piece-xiangqi-rook = 車
piece-xiangqi-cannon = 炮／砲
piece-xiangqi-soldier = 兵／卒
