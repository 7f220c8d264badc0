## 指し手のメール以外の対局のメール。

mail-over-last = 最後の手は { $last } でした。
mail-over = { $game } は終局しました：{ $result }。
mail-over-subject = { $game }：{ $result }
mail-over-push = 終局：{ $result }
mail-see-game = 対局を見る

mail-invite-subject = { $from } から { $variant } の対局への招待
mail-invite-body = { $from } が Pigeonpost での { $variant } の通信対局にあなたを招待しています。
mail-invite-terms = あなたは{ $side ->
        [white] 白
       *[black] 黒
    }を持ちます。持ち時間：{ $control }。
mail-invite-how = リンクを開き、ログインまたは登録して、招待を受けるか断ってください。
mail-invite-see = 招待を見る

mail-invite-declined-subject = { $by } が { $variant } の対局への招待を断りました
mail-invite-declined = { $by } が { $variant } の対局（#{ $id }）への招待を断りました。
mail-invite-withdrawn-subject = { $by } が { $variant } の対局への招待を取り下げました
mail-invite-withdrawn = { $by } が { $variant } の対局（#{ $id }）への招待を取り下げました。
mail-invite-closed-body = この対局は行われません。新しい対局はいつでも始められます。
mail-open-site = Pigeonpost を開く

mail-accepted-subject = { $game }：{ $by } が招待を受けました
mail-accepted = { $by } があなたの招待を受けました。対局が始まりました。

mail-reminder-subject = { $game }：指すまで残り{ $left }
mail-reminder = { $game } であなたの手番です。
mail-reminder-left = 時間切れ負けまで残り{ $left }です。
mail-reminder-push = 指すまで残り{ $left }

mail-pairing = { $event } 第{ $round }回戦：あなたは{ $side ->
        [white] 白
       *[black] 黒
    }で { $opponent } と { $game } を指します。対局が始まりました。
mail-pairing-push = { $event } 第{ $round }回戦
mail-pairing-subject = { $event } 第{ $round }回戦：{ $game }

mail-news-in = { $game }：{ $news }。
mail-news-subject = { $game }：{ $news }
news-draw-offered = { $who } が引き分けを提案しています
next-draw-offered = 対局を開いて、受けるか断ってください。代わりに指すと提案は失効します。
news-draw-declined = { $who } があなたの引き分けの提案を断りました
news-takeback-asked = { $who } が { $detail } の待ったを申し出ています
next-takeback-asked = 対局を開いて、認めるか断ってください。代わりに指すと申し出は失効します。
news-takeback-declined = { $who } が { $detail } の待ったを断りました
news-takeback-agreed = { $who } が { $detail } の待ったを認めました。再びあなたの手番です
next-takeback-cancelled = 待ったにより、あなたの条件付きの手が{ $count }行取り消されました。もう盤上にない局面への応手だったためです。必要なら対局ページで登録し直してください。
news-win-reported = { $who } が対局に勝ったと申告しています
next-win-reported = この対局ではルールが検査されないため、結果は対局者の申告によります。対局を開いて、認めるか異議を唱えてください。代わりに指すと申告は失効します。
news-win-disputed = { $who } があなたの勝ちに異議を唱えています
news-conditional-played = { $who } が { $detail } を指し、あなたの条件付きの手 { $reply } が応手として指されました
next-conditional-played = { $who } の手番です。

mail-board-now-alt = 現在の盤面（あなたの側から）
mail-board-start-alt = 開始時の盤面（あなたの側から）
