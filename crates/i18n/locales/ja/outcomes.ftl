## 対局の終わり方。
result-aborted = 中止（結果なし）
result-white-wins = 白（{ $white }）の勝ち：{ $reason }
result-black-wins = 黒（{ $black }）の勝ち：{ $reason }
result-draw = 引き分け：{ $reason }

## 対局が終わった理由。
reason-checkmate = チェックメイト
reason-being-checkmated = チェックメイトされたこと
reason-checkmate-by-pawn-drop = 打ち歩詰め
reason-stalemate = ステイルメイト
reason-perpetual-check = 連続王手
reason-threefold-repetition = 同一局面3回
reason-fourfold-repetition = 千日手（同一局面4回）
reason-repetition = 同一局面の繰り返し
reason-fifty-move-rule = 50手ルール
reason-move-count-rule = 手数のルール
reason-insufficient-material = 駒不足
reason-deadlock = 手詰まり（両者ともパスしかない）
reason-reversal = 配置の入れ替えの完了
reason-extinction = 駒の全滅
reason-bare-king = 裸王
reason-losing-all-pieces = すべての駒を失ったこと
reason-two-passes = 両者のパス
reason-full-board = 盤が埋まったこと
reason-standoff = パスの後に王将どうしが向かい合ったこと
reason-goal-reached = 目標の区域への到達
reason-both-reached-goal = 両者の目標の区域への到達
reason-mate-without-mating-check = 詰ませる王手のない詰み
reason-mate-by-non-mating-pieces = 単独では詰ませられない駒による詰み
reason-checks = 規定回数の王手
reason-resignation = 投了
reason-agreement = 合意
reason-aborted = 中止
reason-confirmed-win = 両者が認めた結果
reason-time = 時間切れ
reason-time-against-bare-king = 裸王に対する時間切れ
reason-adjudicated = 大会の主催者による判定
reason-points-after = { $ended } の後の点数
reason-royal-capture = { $piece }を取ったこと
reason-draw-odds = { $draw }（引き分けはすべて{ $side ->
        [white] 白
       *[black] 黒
    }の勝ち）
reason-claim = 主張（{ $claim }）
