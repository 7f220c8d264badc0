## What a refused action at the table is told: offers, claims, seeks, the boards of
## free play, notes, analysis and time controls.

refused-resign-only-in-progress = 投了できるのは進行中の対局だけです
refused-claim-draw-only-in-progress = 引き分けを主張できるのは進行中の対局だけです
refused-abort-only-in-progress = 中止できるのは進行中の対局だけです
refused-offer-draw-only-in-progress = 引き分けを提案できるのは進行中の対局だけです
refused-answer-draw-only-in-progress = 引き分けの提案に答えられるのは進行中の対局だけです
refused-report-win-only-in-progress = 勝ちを申告できるのは進行中の対局だけです
refused-answer-win-report-only-in-progress = 勝ちの申告に答えられるのは進行中の対局だけです
refused-takeback-only-in-progress = 待ったを申し出られるのは進行中の対局だけです
refused-answer-takeback-only-in-progress = 待ったの申し出に答えられるのは進行中の対局だけです
refused-claim-win-only-in-progress = 勝ちを主張できるのは進行中の対局だけです
refused-conditionals-only-in-progress = 条件付きの手を設定できるのは進行中の対局だけです

refused-draw-already-offered = すでに引き分けを提案しています。{ $opponent }さんが答えるか指すまで提案は有効です
refused-draw-offered-to-you = { $opponent }さんから引き分けの提案があります。その提案を受けるか断ってください
refused-draw-offer-is-yours = この引き分けの提案はあなたのものです。答えるのは相手です
refused-no-draw-offer = 答えるべき引き分けの提案はありません（提案は受けた側が指すと失効します）
refused-win-already-reported = すでに勝ちを申告しています。{ $opponent }さんが答えるか指すまで申告は有効です
refused-win-reported-to-you = { $opponent }さんが勝ちを申告しています。まずそれを認めるか異議を唱えてください
refused-win-report-is-yours = この勝ちの申告はあなたのものです。答えるのは相手です
refused-no-win-report = 答えるべき勝ちの申告はありません（申告は受けた側が指すと失効します）
refused-takeback-answered = あなたの最後の手の後に{ $opponent }さんが指しました。待ったができるのは、自分の手に相手が応じる前だけです
refused-takeback-already-asked = その手の待ったはすでに申し出ています。決めるのは{ $opponent }さんです
refused-takeback-request-is-yours = この待ったの申し出はあなたのものです。答えるのは相手です
refused-no-takeback-request = 答えるべき待ったの申し出はありません
refused-claim-win-too-soon = { $opponent }さんは休暇を除いて{ $stalled }指していません。{ $days }日間指さなかった時点、{ $from }から勝ちを主張できます

refused-line-too-long = 1行は{ $most }手までです
refused-too-many-lines = この対局ではすでに{ $most }行を設定しています。先に1行取り消してください
refused-said-line-too-long = 1行は{ $most }文字までです
refused-move-too-long = 指し手は{ $most }文字までです
refused-move-message-too-long = メッセージは{ $most }文字までです
refused-note-too-long = メモは{ $most }文字までです

refused-files-not-number = 筋の数は整数で入力してください（「{ $text }」ではなく）
refused-ranks-not-number = 段の数は整数で入力してください（「{ $text }」ではなく）
refused-files-of-each-board = 各盤の筋の数を入力してください。1つの数、または最大{ $most }個（盤2面なら「8 8」）
refused-free-board-unusable = この盤または初期局面は使えません：{ $problems }
refused-start-position = 初期局面：{ $problem }
refused-own-board-is-free-play = 独自の盤（筋、段、穴）はフリープレイ用です。ルールを検査する対局ではバリアントの盤を使います。初期局面は指定できます
refused-choose-colour = 白、黒、ランダムのいずれかを選んでください
refused-choose-rules = ルール検査かフリープレイかを選んでください
refused-free-play-unrated = フリープレイの対局はレーティング対象にできません。結果を誰も検査しないためです
refused-ply-not-number = フォームの手数の欄が数ではありません

refused-too-many-seeks = ロビーにすでに{ $most }件の募集があります。1件取り下げるか、受けられるか期限切れになるのを待ってください
refused-lowest-rating-not-number = レーティングの下限は整数で入力してください
refused-highest-rating-not-number = レーティングの上限は整数で入力してください
refused-seek-days-not-number = 募集を開いておく日数は整数で入力してください
refused-lowest-rating-out-of-bounds = レーティングの下限は{ $least }から{ $most }までです
refused-highest-rating-out-of-bounds = レーティングの上限は{ $least }から{ $most }までです
refused-rating-range-empty = レーティングの範囲が空です。下限（{ $lowest }）が上限（{ $highest }）を超えています
refused-seek-message-too-long = メッセージが{ $most }文字を超えています
refused-seek-days-out-of-bounds = 募集を開いておけるのは1日から{ $most }日までです
refused-seek-rated-between = この募集はこのバリアントのレーティングが{ $lowest }から{ $highest }の対局者向けです。あなたのレーティングは{ $yours }です
refused-seek-rated-from = この募集はこのバリアントのレーティングが{ $lowest }以上の対局者向けです。あなたのレーティングは{ $yours }です
refused-seek-rated-up-to = この募集はこのバリアントのレーティングが{ $highest }以下の対局者向けです。あなたのレーティングは{ $yours }です


refused-analysis-public-once-over = 解析は対局の終了後に公開されます。それまではあなただけのものです
refused-import-too-long = 読み込む棋譜は{ $most }バイトまでです
refused-analysis-too-big = この対局の解析が保存できる上限の{ $most }局面を超えます。先に1つの変化を削除してください
refused-position-note-too-long = 局面へのメモは{ $most }文字までです
refused-position-note-plain = メモはプレーンテキストです
refused-position-note-needs-move = まず解析盤で1手指してください。メモはその局面に付けます
refused-no-analysis-to-publish = 公開できるこの対局の解析はありません
refused-analysis-line-not-conditional = 条件付きの行は、現在の局面から相手の手で始まり、あなたの応手で終わります
refused-publish-yes-or-no = 公開は「はい」か「いいえ」です

refused-clock-number = { $field ->
    [days-per-move] 1手ごとの日数
    [grace] 猶予時間
    [bank] 最初の持ち時間（日）
    [increment-days] 加算の日数
    [increment-hours] 加算の時間
   *[cap] 持ち時間の上限（日）
}は{ $min }から{ $max }までの整数で入力してください（入力：「{ $got }」）
refused-clock-number-missing = { $field ->
    [days-per-move] 1手ごとの日数
    [grace] 猶予時間
    [bank] 最初の持ち時間（日）
    [increment-days] 加算の日数
    [increment-hours] 加算の時間
   *[cap] 持ち時間の上限（日）
}を{ $min }から{ $max }までの整数で入力してください
refused-clock-cap-below-bank = 持ち時間の上限（{ $cap }日）を最初の持ち時間（{ $days }日）より少なくはできません
refused-clock-kind = 持ち時間の種類は「none」「move」「bank」のいずれかです（入力：「{ $got }」）

## A change that found the game, event or account changed since it was read.
conflict-game-changed = その間に対局が変わりました
conflict-no-such-game = その対局はありません
conflict-invitation-closed = その招待はもう受け付けていません
conflict-game-not-in-progress = 対局は進行中ではありません
conflict-rating-changed = その間にレーティングが変わりました
conflict-account-deleted = アカウントはすでに削除されています
conflict-event-gone = その大会はもうありません
conflict-not-entered = この大会に参加していませんでした
conflict-already-withdrawn = この大会からはすでに棄権しています
conflict-entrant-left = その間に参加者が抜けました
conflict-exists-already = それはすでにあります。その間に作られました
