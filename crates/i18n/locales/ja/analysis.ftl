analysis-title = 検討：{ $variant } #{ $id }
analysis-heading-html = <a href="/games/{ $id }">{ $variant } #{ $id }</a> の検討
analysis-hint = この盤はあなたにだけ表示されます。両方の手を指せます。指し手はルールで検査され、何も送信されません。
analysis-from-html = 対局の{ $ply }手目の局面から（<a href="/games/{ $id }/analysis?ply={ $ply }">その局面に戻る</a>）
analysis-move = 指し手
analysis-play = 検討盤で指す
analysis-import = 棋譜を読み込む
analysis-import-label = PGN の棋譜、またはどちらかの記法の指し手の並び（手数の有無は問いません）。この局面から指されたものとして読み込みます
analysis-import-submit = 検討盤に読み込む
analysis-tried = ここから試した手
analysis-main-line = （本線）
analysis-note-heading = この局面のメモ
analysis-note-label = あなたにだけ表示されます
analysis-note-save = メモを保存
analysis-arrange = この手順を条件付きの手として登録する
analysis-delete = この手とそれ以降の手順を削除する
analysis-published-html = あなたの検討は対局とともに公開されています。誰でも読むことができ、メモと手順は対局の <a href="/games/{ $id }/pgn">PGN</a> に含まれます。
analysis-unpublish = 検討を非公開に戻す
analysis-publish = 検討を対局とともに公開する
analysis-public-page = 検討の公開ページ
analysis-public-preview = 公開したときに他の人に見える検討
analysis-new-game = この局面から新しい対局を始める
analysis-back = 対局に戻る
analysis-to-move = { $side ->
        [white] 白
       *[black] 黒
    }の手番です。
analysis-win = { $side ->
        [white] 白
       *[black] 黒
    }の勝ち：{ $reason }。
analysis-draw = 引き分け：{ $reason }。
analysis-by-title = { $owner } の検討：{ $variant } #{ $id }
analysis-by-heading-html = { $owner } による <a href="/games/{ $id }">{ $variant } #{ $id }</a> の検討
analysis-preview = 対局が終わって検討を公開するまで、このページはあなたにだけ表示されます。他の人には「見つかりません」と表示されます。
analysis-from = 対局の{ $ply }手目の局面から
analysis-owner-note = この局面についての { $owner } のメモ
analysis-tree = 検討
analysis-variation = 変化：
analysis-download = 対局を PGN でダウンロード
analysis-download-with = 対局を PGN でダウンロード（公開された検討を含む）
