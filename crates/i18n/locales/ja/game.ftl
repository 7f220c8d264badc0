## 対局ページ。

game-title = { $variant } #{ $id }：{ $white } 対 { $black }
game-feed-title = この対局の指し手
game-preview-image-alt = 盤面：{ $description }
game-heading-html = <a href="/variants/{ $key }">{ $variant }</a> #{ $id }：{ $white }（白）対 { $black }（黒）
game-free-play-html = <strong>ルールは検査されません。</strong>これは自由対局です。指し手は書かれたとおりに適用され、対局は投了、合意、相手が認めた勝ちの申告、または時間切れでのみ終わります。
game-rules-version-html = ルールの版 <code>{ $version }</code>。
game-rules-version-newer-html = ルールの版 <code>{ $version }</code>。新しい版がありますが、この対局は作成時のルールのままです。
game-time-control = 持ち時間：{ $control }（{ $rated ->
        [yes] レーティング対象
       *[no] 非レーティング
    }）
game-result = 結果：{ $result }
game-past-position-html = { $ply }手目の局面を表示しています。<a href="/games/{ $id }">現在の局面に戻る</a>。
game-previous-position = 前の局面
game-next-position = 次の局面
game-flip = 盤を反転

game-seat-invited = { $name }（招待中）
game-seat-open = （空席）

game-status-past = { $ply }手目の後：{ $side ->
        [white] 白
       *[black] 黒
    }の手番（{ $name }）。
game-status-declined = 招待は断られました。
game-status-withdrawn = 招待は取り下げられました。
game-status-over = 対局は終了しました。
game-status-your-move = あなたの手番です（{ $side ->
        [white] 白
       *[black] 黒
    }）。
game-status-to-move = { $side ->
        [white] 白
       *[black] 黒
    }の手番です（{ $name }）。
game-status-invitation-for = { $creator } から { $name } への招待です。返事を待っています。
game-status-invitation-mailed = { $creator } からメールで送られた招待です。返事を待っています。
game-status-invitation-open = { $creator } からの、誰でも受けられる招待です。返事を待っています。
game-last-move = 最後の手（{ $side ->
        [white] 白
       *[black] 黒
    }）：{ $number } { $move }
game-last-move-abbreviated = 最後の手（{ $side ->
        [white] 白
       *[black] 黒
    }）：{ $number } { $move }（{ $san }）

game-on-vacation = { $name } は { $until } まで休暇中です。持ち時間は止まっています。
game-draw-offered-by-you = 引き分けを提案しました。{ $name } が返事をするか指すまで有効です。
game-draw-offered = { $name } が引き分けを提案しています。
game-win-reported-by-you = 勝ちを申告しました。{ $name } が認めるか、異議を唱えるか、指すまで有効です。
game-win-reported = { $name } が勝ちを申告しています。
game-takeback-asked-by-you = { $move } の待ったを申し出ました。{ $name } の返事を待っています。
game-takeback-asked = { $name } が { $move } の待ったを申し出ています。
game-may-claim-from = { $from } までに { $name } が指さなければ、勝ちを主張できます。

game-confirm-resign = この対局を投了しますか？相手の勝ちになります。
game-confirm-resign-yes = はい、投了します
game-confirm-abort = この対局を中止しますか？結果なしで終わります。
game-confirm-abort-yes = はい、対局を中止します
game-confirm-no = いいえ、対局に戻ります

game-free-play-hint-html = 指し手は完全な記法で、部分を <code>;</code> で区切って書いてください：移動 <code>P e2-e4</code>（駒のあるマスへの移動はその駒を取ります）、配置 <code>N-d2</code>、除去 <code>@-e4</code>、成り <code>P e7-e8; Q-e8</code>。
game-your-move = あなたの手
game-message = 手に添える一言
game-message-hint = （任意。相手には指し手の横とメールで表示されます）
game-send = 送信

game-moves = 指し手
game-earlier-turns = それ以前の{ $count }手を表示
game-no-moves = まだ指し手はありません。
game-start-position = 開始局面
game-download-pgn = PGN でダウンロード
game-analyse = この局面を検討する
game-published-analysis = 公開された検討：
game-analysis-by = { $name } による

game-conditionals = 条件付きの手
game-conditionals-hint = これはあなたにだけ表示されます。相手の手が行の最初の手と一致すると、あなたの応手がすぐに指され、二人にメールが届きます。一致しない行は破棄されます。
game-conditional-cancel = 取り消す
game-conditional-cancel-label = 取り消す：{ $line }
game-conditional-line = 相手の手とあなたの応手を1行に1つずつ（組を増やすと先まで読めます）
game-conditional-arrange = 登録する
conditional-pair = { $theirs } なら { $mine } と応じる
conditional-last = { $theirs } なら
conditional-then = {"、続いて "}

game-notes = メモ
game-notes-label = このメモはあなたにだけ表示され、対局後も残ります
game-notes-save = メモを保存

game-accept-invitation = 招待を受ける
game-decline-invitation = 断る
game-withdraw-invitation = 招待を取り下げる
game-resign = 投了…
game-claim-draw = ルールによる引き分けを主張する
game-accept-draw = 引き分けを受ける
game-decline-draw = 引き分けを断る
game-offer-draw = 引き分けを提案する
game-allow-takeback = 待ったを認める
game-refuse-takeback = 待ったを断る
game-request-takeback = 自分の手の待ったを申し出る
game-confirm-win = 認める：相手の勝ちです
game-dispute-win = 勝ちの申告に異議を唱える
game-report-win = 自分の勝ちを申告する
game-claim-win = 勝ちを主張する（相手が指さなくなった）
game-abort = 対局を中止…

game-conversation = 会話
game-conversation-hint = ここでの会話はあなたと相手にだけ表示されます。
game-conversation-hint-shown = ここでの会話はあなたと相手にだけ表示され、対局が終わると他の人にも表示されます。
game-say = 発言
game-say-it = 送る
game-report-sent = 通報は運営者に送られました。運営者は通報ページで読みます。
game-report = この対局の発言を運営者に通報する
game-report-words = 何が問題か（その言葉を写してください）
game-report-send = 通報を送る
game-report-block-html = ある人からの連絡を一切受けたくない場合は、<a href="/account#blocks">アカウントページ</a>でブロックしてください。

game-private = 非公開の対局です。対局者にだけ表示されます（{ $names } が非公開にしています）。
game-privacy = この対局を見られる人
game-privacy-private = この対局を非公開にする：どちらかが非公開にしている間、あなたと相手にだけ表示されます
game-privacy-talk-shown = 対局後、他の人にも会話を読めるようにする（相手も認める場合）
game-privacy-talk-shown-too = 対局後、他の人にも会話を読めるようにする（相手も認める場合。相手は認めています）
game-privacy-save = 保存
names-two = { $first } と { $second }

game-history = 経過
game-history-ply = { $ply }手目
history-server = サーバー
history-draw-offered = { $who } が引き分けを提案しました
history-draw-accepted = { $who } が引き分けの提案を受けました
history-draw-declined = { $who } が引き分けの提案を断りました
history-draw-lapsed = 相手が指したため、{ $who } の引き分けの提案は失効しました
history-takeback-requested = { $who } が { $detail } の待ったを申し出ました
history-takeback-accepted = { $who } が { $detail } の待ったを認めました
history-takeback-declined = { $who } が { $detail } の待ったを断りました
history-takeback-lapsed = 相手が指したため、{ $who } の待ったの申し出は失効しました
history-resigned = { $who } が投了しました
history-aborted = { $who } が対局を中止しました
history-stalled-win-claimed = { $who } が勝ちを主張しました：{ $detail }
history-timed-out = サーバーが対局を終了しました：{ $detail }
history-vacation-started = { $who } は { $detail } まで休暇に入りました
history-vacation-ended = { $who } が休暇から戻りました
history-win-reported = { $who } が勝ちを申告しました
history-win-confirmed = { $who } が相手の勝ちを認めました
history-win-disputed = { $who } が相手の勝ちの申告に異議を唱えました
history-win-report-lapsed = 相手が指したため、{ $who } の勝ちの申告は失効しました
history-said = { $who }：{ $detail }
history-ruled-on = 大会運営の { $who }：{ $detail }

game-push-offer = このページを閉じていても、手番になったら通知を受け取りますか？
game-push-yes = 通知をオンにする
game-push-no = 今はしない

board-reserve = { $side ->
        [white] 白
       *[black] 黒
    }の持ち駒

builder-not-a-first-html = 今、<code>{ $turn }</code> で始まる合法な手はありません。選び直してください。
builder-chosen-wall-html = 手：<code>{ $first }</code>。続いて壁を置くマスをクリックしてください。<a href="{ $reset }">別の手を選ぶ</a>
builder-chosen-html = 最初の手：<code>{ $first }</code>。<a href="{ $reset }">別の最初の手を選ぶ</a>
builder-whole-turn-html = これで一手が完成しています：<code>{ $whole }</code>。「{ $send }」を押すと指せます。
builder-wall-squares = 壁を置けるマス（{ $count }）
builder-second-moves = 二つ目の手（{ $count }）
builder-only-turn = 唯一の合法な手：
builder-instead = 駒を動かす代わりに：
builder-legal-moves = 合法手（{ $count }）
builder-first-moves = 最初の手（{ $count }）
builder-two-moves-hint = 一手は二つの動きからなります。最初の動き、次に二つ目を選んでください。
builder-walls-hint = 各手の後に壁を置きます。手を選んでから、壁を置くマスを選んでください。
builder-group-own = { $piece } { $square }
builder-group-theirs = { $side ->
        [white] 白
       *[black] 黒
    }の{ $piece } { $square }
builder-group-shade = { $piece }（{ $shade ->
        [light] 明るい
       *[dark] 暗い
    }マス）
builder-group-reserve = 持ち駒から：{ $piece }
builder-group-reserve-any = 駒
builder-group-wall = 壁
builder-group-new = 新しく置く：{ $piece }

position-summary = 局面の文字による説明
position-board = 盤 { $first }–{ $last }
position-rank = 第{ $rank }段：{ $squares }
position-rank-empty = 第{ $rank }段：駒なし
position-on-square = { $square } { $side ->
        [white] 白
       *[black] 黒
    }の{ $piece }
position-wall-square = { $square } 壁
position-kind = { $piece }{ $count ->
        [1] {""}
       *[other] ×{ $count }
    } { $squares }
position-side = { $side ->
        [white] 白
       *[black] 黒
    }：{ $kinds }
position-side-none = { $side ->
        [white] 白
       *[black] 黒
    }：駒なし
position-walls = 壁：{ $squares }
position-held = { $piece }×{ $count }
position-holds = { $side ->
        [white] 白
       *[black] 黒
    }の持ち駒：{ $held }
position-holds-nothing = { $side ->
        [white] 白
       *[black] 黒
    }の持ち駒：なし

board-label = 盤
board-part = 盤 { $first }–{ $last }
board-white = 白
board-black = 黒
board-square = { $square }、{ $what }
board-piece = { $side }の{ $piece }
board-piece-title = { $square } の{ $side }の{ $piece }
board-wall-title = { $square } の壁
board-empty = 空き
board-wall = 壁
board-no-square = マスなし
board-last-move = {"、"}直前の手
board-in-check = {"、"}王手
board-drops-on = { $piece }（{ $shade ->
        [light] 明るい
       *[dark] 暗い
    }マスに打つ）
