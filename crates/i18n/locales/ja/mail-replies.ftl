## The answer to a player's reply by mail. $game is the game's label ("Chess #12: alice
## vs bob"); the quoted words ("resign", "draw", "accept", "decline") are what a reply
## is read for, and stay as they are.

## What the reply did ($done is one of the reply-* phrases below).
reply-done-subject = { $game }：{ $done }
reply-done-in = { $game }：{ $done }。
reply-resigned = 投了しました
reply-accepted-draw = 引き分けを受けました
reply-offered-draw = 引き分けを提案しました
reply-accepted-invitation = 招待を受けました
reply-declined-invitation = 招待を断りました
reply-played = { $number } { $turn } を指しました
reply-move-played = あなたの手を指しました
reply-moves-so-far = これまでの指し手：{ $moves }
reply-next-over = 対局は終了しました：{ $result }。
reply-next-yours = あなたの手番です。このメールに指し手を返信してください。
reply-next-theirs = { $name } の手番です。

## A reply that played nothing, and why ($reason, a refusal).
reply-not-played-subject = { $game }：返信は指されませんでした
reply-not-played = { $game } への返信「{ $written }」は指されませんでした：{ $reason }。
reply-no-move = { $game } への返信を読みましたが、指し手が見つかりませんでした。返信の1行目に指し手（または投了なら「resign」、引き分けなら「draw」）を書いてください。
reply-unchanged = 対局は変わっていません。
reply-rules-not-enforced = この対局ではルールが検査されません。指し手は完全な記法で書いてください（例：「P e2-e4」）。
reply-legal = 合法手：{ $moves }{ $more ->
        [0] {""}
       *[other] {" "}ほか{ $more }手
    }。
reply-legal-walled = 合法手（それぞれの後に壁を置くマスを書きます。例：「{ $example }」）：{ $moves }{ $more ->
        [0] {""}
       *[other] {" "}ほか{ $more }手
    }。
reply-legal-turn = ここでは1回の手番が複数の指し手からなります。最初の指し手として可能なもの：{ $moves }{ $more ->
        [0] {""}
       *[other] {" "}ほか{ $more }手
    }。
refused-reply-other-sender = { $from } から届いたもので、アカウントのアドレスからではありません。メールでの指し手はそのアドレスからのものだけを受け付けます
refused-reply-no-sender = 差出人がありませんでした。メールでの指し手はアカウントのアドレスからのものだけを受け付けます
refused-reply-not-started = 対局はまだ始まっていません。招待を受けるには「accept」、断るには「decline」と返信してください
refused-reply-already-accepted = 招待はすでに受けられています
refused-reply-invitation-closed = 招待は締め切られています
refused-reply-moved-on = この返信は{ $seen }手目の後の局面についてのメールへのものですが、対局はその後進んでいます（現在{ $ply }手目）。このアドレスは期限切れです。最新のメールに返信してください
refused-reply-no-move = 返信に指し手が見つかりませんでした

## A mail to the move address that names no game.
reply-unmatched-subject = Pigeonpost へのメールは指されませんでした
reply-unmatched = Pigeonpost の指し手用アドレスへのメールをどの対局にも結び付けられなかったため、何も指されませんでした。
reply-unmatched-how = メールで指すには、その対局についての最新のメールに、Reply-To のアドレスを変えずに返信し、1行目に指し手を書いてください。Web で指すこともできます。
