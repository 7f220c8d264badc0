acct-title = アカウント
acct-address-heading = メールアドレス
acct-email-html = メール：<span id="email">{ $email }</span>
acct-email-confirmed = （確認済み）
acct-email-unconfirmed = （未確認）
acct-unverified-note = このアドレスにお送りしたリンクを開くまでは、対局のメールは届かず、メールで誰かを招待することもできません。対局はその間もできます。
acct-pending = { $pending } にリンクを送りました。リンクを開くとアドレスが { $pending } に変わります。それまでは { $email } のままです。
acct-link-sent = { $address } にリンクを送りました。リンクを開いてアドレスを確認してください。
acct-resend = { $address } にリンクをもう一度送る
acct-new-email = 新しいメールアドレス
acct-current-password = 現在のパスワード
acct-change-address = アドレスを変更
acct-mail-refused = { $address } 宛てのメールが { $when } に受信側のサーバーに拒否されました：{ $reply }。アドレスを確認してください。確認するまで、このアドレス宛てのメールは送られずにここで待機します。
acct-mail-retry = もう一度試す
acct-save = 保存
acct-playing-heading = 対局
acct-one-click = 盤上のクリックで手が完成したらすぐに送る（「送信」を押さずに）
acct-mail-heading = メール
acct-moves-legend = 相手が指したとき
acct-moves-every = 一手ごと、提案や結果のたびにメールする
acct-moves-digest = 自分の手番の対局をまとめたメールを1日1通（待っている対局がない日は送らない）
acct-moves-none = 指し手についてのメールは送らない
acct-reminders-legend = 持ち時間が少なくなったときのお知らせ
acct-invitations-legend = 対局への招待と、自分の招待への返事
acct-on = オン
acct-off = オフ
acct-account-mail = アカウントに関するメール（メールでの返信への回答）は常に届きます。
acct-push-heading = デバイスへの通知
acct-push-intro = このサイトのページを開いていなくても、ブラウザーやスマートフォンがメールの代わりに対局のことを知らせます：あなたの手番、招待、提案、結果、期限。通知をオンにしたデバイスはここに表示されます。削除するとそのデバイスへの通知は止まります。
acct-push-allow = このデバイスで通知をオンにする
acct-push-noscript = 通知をオンにするには JavaScript が必要です。通知が届くアドレスをブラウザーに尋ねられるのはスクリプトだけだからです。
acct-no-devices = まだ通知を受け取っているデバイスはありません。
acct-devices-caption = 通知を受け取るデバイス
acct-device-column-device = デバイス
acct-device-column-through = 経由
acct-device-column-added = 追加日時
acct-device-column-last = 最後の通知
acct-device-column-remove = 削除
acct-device-remove = 削除
acct-device-remove-label = { $device }（{ $added } に追加）を削除
acct-push-legend = デバイスに知らせること
acct-push-kind-move = あなたの手番（相手の指し手つき）
acct-push-kind-invitation = 招待、受けられた招待と募集、大会の組み合わせ
acct-push-kind-offer = 引き分けや待ったの提案など、相手からの知らせ
acct-push-kind-end = 対局の終了
acct-push-kind-deadline = 迫ってきた期限
acct-push-instead = メールの代わりに通知する：デバイスに届いたものはメールでは送らない
acct-never = なし
acct-password-heading = パスワードの変更
acct-password-changed = パスワードを変更しました。ほかのブラウザーはログアウトされました。
acct-new-password = 新しいパスワード（8〜200文字）
acct-change-password = パスワードを変更
acct-sessions-heading = ログイン中の場所
acct-sessions-column-browser = ブラウザー
acct-sessions-column-started = ログイン日時
acct-sessions-column-seen = 最終アクセス
acct-this-browser = このブラウザー
acct-session-log-out = ログアウト
acct-sessions-hint = 最終アクセスはおよそ1時間ごとに更新されます。
acct-log-out-others = ほかのすべての場所でログアウト
acct-tokens-heading = API トークン
acct-tokens-intro-html = トークンを使うと、あなたのツール（スマートフォンのアプリ、ボット、ダッシュボードなど）があなたとして <a href="/api/v1/openapi.json">JSON API</a> を使えます。<code>Authorization: Bearer TOKEN</code> として送ってください。<em>読み取り</em>トークンは対局を読むことだけができ、<em>対局</em>トークンは指す、提案に答える、招待を送ることもできます。使わなくなったトークンは無効にしてください。
acct-new-token = 新しいトークン「{ $name }」は下のとおりです。今すぐコピーしてください。二度と表示されません。
acct-tokens-column-name = 名前
acct-tokens-column-scope = 範囲
acct-tokens-column-made = 作成日時
acct-tokens-column-used = 最終使用
acct-scope-read = 読み取り
acct-scope-play = 対局
acct-revoke = 無効にする
acct-tokens-hint = 最終使用はおよそ5分ごとに更新されます。
acct-token-name = 名前（用途）
acct-token-scope = 範囲
acct-make-token = トークンを作成
acct-feed-heading = 手番の対局のフィード
acct-feed-intro = フィードリーダーで、あなただけの秘密のアドレスから手番の対局を追えます（Atom フィード：対局ごとに1項目、相手の直前の手とあなたの期限つき）。アドレスを知っている人なら誰でも読めます。漏れたら無効にして、新しいアドレスを作ってください。
acct-new-feed = フィードのアドレスは下のとおりです。今すぐコピーしてください。二度と表示されません。
acct-feed-made = フィードのアドレスがあります（{ $made } に作成）。
acct-feed-remake = 新しいフィードのアドレスを作る
acct-feed-make = フィードのアドレスを作る
acct-blocks-heading = ブロック中のプレイヤー
acct-blocks-intro = ブロックしたプレイヤーは、あなたを招待することも、あなたの対局の会話で発言することもできません。対局中の発言がひどい場合は、その対局のページから報告してください。サーバーの運営者が報告を読みます。
acct-blocks-none = 誰もブロックしていません。
acct-unblock = { $name } のブロックを解除
acct-block-name = ブロックするプレイヤー
acct-block = ブロック
acct-webhooks-heading = Webhook
acct-webhooks-intro-html = Webhook は、あなたの対局のすべての出来事（指し手、提案とその返事、結果、招待、お知らせ）が JSON で送られるあなたの URL です。受け取った側がここから来たものだと確かめられるよう、それぞれ専用の秘密鍵で署名されます。各リクエストには、<code>Pigeonpost-Signature: sha256=</code> に続けてリクエスト本文の秘密鍵による HMAC-SHA256 の16進表記、<code>Pigeonpost-Timestamp</code>（本文の <code>timestamp</code>。古いリクエストの再送を拒むため）、<code>Pigeonpost-Delivery</code>（試行のたびに同じ。受け取り済みの配信を無視するため）が付きます。失敗した配信は、しばらくの間、間隔を広げながら再試行されます。
acct-webhooks-private-html = このサーバーでは、<code>http://</code> の URL や自身のネットワーク内のアドレスも使えます。
acct-webhooks-public-html = 使えるのは公開アドレスへの <code>https://</code> の URL だけです。
acct-new-webhook = { $url } への Webhook は、下の秘密鍵で配信に署名します。今すぐコピーしてください。二度と表示されません。
acct-webhook-registered = { $when } に登録。
acct-webhook-delete = この Webhook を削除
acct-webhook-nothing = まだ何も送っていません。
acct-webhook-caption = 最近の配信（新しい順）
acct-webhook-column-when = 日時
acct-webhook-column-delivery = 配信
acct-webhook-column-event = 出来事
acct-webhook-column-answer = 応答
acct-webhook-column-retry = 再試行
acct-webhook-no-answer = 応答なし
acct-webhook-retry-yes = する
acct-webhook-retry-no = しない（断念）
acct-webhook-url = URL
acct-webhook-url-example = https://example.org/pigeonpost
acct-webhook-add = Webhook を追加
acct-data-heading = あなたのデータ
acct-data-html = <a href="/account/export" download>データをダウンロード</a>：プロフィール、これまでのすべての対局（指し手、結果、履歴）、セッション、休暇、送った招待を、1つの JSON ファイルにまとめます。
acct-delete-heading = アカウントの削除
acct-delete-intro = 進行中の対局は中止（双方がまだ指していない場合）または投了になります。終わった対局は相手のために残り、あなたは「deleted player」と表示されます。名前、メールアドレス、パスワード、セッション、受付中の招待は削除されます。元に戻すことはできません。
acct-delete-confirm = 確認のため「{ $words }」と入力
acct-delete-submit = アカウントを削除

link-address-title = アドレスを確認しました
link-address-done = { $address } を確認しました。これから対局のメールはこのアドレスに届きます。
link-address-next = 自分の対局
link-password-title = パスワードを設定しました
link-password-done = 新しいパスワードを設定しました。あなたのアカウントでログインしていたほかのブラウザーはすべてログアウトされ、API トークンは無効になりました。
link-password-next = ログイン

forgot-title = パスワードを忘れた
forgot-heading = パスワードをお忘れですか？
forgot-sent = これが Pigeonpost のアカウントの確認済みアドレスなら、新しいパスワードを設定するリンクをお送りしています。リンクは1時間以内に1回だけ使えます。数分たってもメールが届かない場合は、迷惑メールフォルダーか入力したアドレスを確認してください。
forgot-email = メールアドレス
forgot-submit = リンクを送る
forgot-remembered-html = 思い出しましたか？ <a href="/login">ログイン</a>。
reset-title = 新しいパスワードの設定
reset-heading = { $username } の新しいパスワードを設定
reset-submit = パスワードを設定
reset-note = 新しいパスワードを設定すると、あなたのアカウントでログインしているブラウザーはすべてログアウトされ、API トークンもすべて無効になります（新しいトークンはアカウントページで作れます）。

vacation-title = 休暇
vacation-intro = 休暇中は、すべての対局であなたの時計が止まり、相手にはいつまで休暇かが表示されます。休暇は1年に{ $days }日あります。始まった日はすべて数えられ、早く戻れば残りは戻ってきます。
vacation-allowance = { $year }年：{ $allowance }日のうち{ $used }日使用、残り{ $left }日。
vacation-on = { $until } まで休暇中です。
vacation-come-back = 今すぐ戻る
vacation-days = 日数（今から）
vacation-go = 休暇に入る
vacation-already = すでに { $until } まで休暇中です。新しい休暇を取るには、まず戻ってください。
vacation-used-up = { $year }年の休暇{ $allowance }日をすべて使いました。
vacation-bad-days = 休暇は1から{ $left }まで（{ $year }年の残りの日数）の整数の日数で指定してください（入力：「{ $got }」）。

profile-member-since = { $day } から参加。
profile-challenge = { $name } に挑戦する
profile-head-to-head = { $name } との対戦成績：{ $won }勝 { $drawn }分 { $lost }敗。
profile-ratings-heading = レーティング
profile-no-ratings = まだレーティング対象の対局はありません。
profile-column-variant = バリアント
profile-column-rating = レーティング
profile-column-deviation = 偏差
profile-column-games = レーティング対象の対局数
profile-provisional = 「?」は暫定のレーティングです。偏差がまだ110を超えています。
profile-chart-title = { $variant }：レーティング対象の対局ごとのレーティング
profile-chart-table = 対局ごとのレーティング（表）
profile-column-day = 日付
profile-column-opponent = 相手
profile-column-result = 結果
profile-column-game = 対局
profile-result-won = 勝ち
profile-result-drawn = 引き分け
profile-result-lost = 負け
profile-playing-heading = 対局中
profile-rated-mark = （レーティング対象）
profile-variants-heading = 公開したバリアント
profile-games-heading = 終わった対局
profile-filter-variant = バリアント（キー）
profile-filter-result = 結果
profile-filter-any = すべて
profile-filter-won = 勝ち
profile-filter-drawn = 引き分け
profile-filter-lost = 負け
profile-filter-colour = 手番の色
profile-filter-either = どちらでも
profile-filter-white = 白
profile-filter-black = 黒
profile-filter-opponent = 相手
profile-filter-rated = レーティング
profile-filter-rated-or-casual = 対象・対象外の両方
profile-filter-rated-only = レーティング対象
profile-filter-casual = レーティング対象外
profile-filter-from = 終了日（2026-03-01）から
profile-filter-until = まで
profile-filter-show = 表示
profile-page = { $page }ページ目（新しい順）。
profile-pages = 対局のページ
profile-newer = 新しい対局
profile-older = 古い対局

people-none = ありません。
people-none-match = 条件に合うものはありません。
people-none-yet = まだありません。

my-games-title = 自分の対局
my-games-my-move = 自分の手番
my-games-none-waiting = あなたを待っている対局はありません。
my-games-their-move = 相手の手番
my-games-invitations = 招待
my-games-finished = 終局
my-games-game = #{ $id } { $variant }：{ $white } 対 { $black }
my-games-pgn = すべての対局を PGN でダウンロード
my-games-ply = { $ply }手目
my-games-away = 、{ $name } は { $until } まで休暇中
my-games-draw-offered = 、引き分けの提案あり
my-games-takeback-asked = 、待ったの申し出あり
my-games-move-by = 、{ $deadline } までに指す
my-games-open-invitation = 受付中のあなたの招待。あなたは{ $side ->
        [white] 白
       *[black] 黒
    }
my-games-you-invited = { $invited } を招待。あなたは{ $side ->
        [white] 白
       *[black] 黒
    }
my-games-invited-by = { $creator } から。あなたは{ $side ->
        [white] 白
       *[black] 黒
    }
my-games-seat-you = あなた
my-games-seat-anyone = 誰でも

invitation-title = 招待
invitation-heading = { $variant } の対局への招待
invitation-intro = { $creator } があなたを { $variant } の通信対局に招待しています。あなたは{ $side ->
        [white] 白
       *[black] 黒
    }を持ちます。
invitation-closed-html = この招待はもう受け付けていません。<a href="/games/{ $id }">対局を見る</a>。
invitation-log-in-html = 返事をするには、<a href="{ $login }">ログイン</a>または<a href="{ $register }">登録</a>してください。このページに戻ってきます。
invitation-own = これはあなた自身の招待です。
invitation-accept = 受ける
invitation-decline = 断る

lobby-title = ロビー
lobby-intro-html = 相手を待っている受付中の招待です。受けると対局が始まり、募集した人にメールが届きます。自分で募集するには、<a href="/games/new#seek">新しい対局を始めて</a>相手を指定しないでください。レーティングはバリアントごとです。「?」はまだ暫定のレーティングです。
lobby-variant-key-html = バリアント（アドレスにあるキー：<code>chess</code>）
lobby-family = 系統
lobby-any = すべて
lobby-time-control = 持ち時間
lobby-untimed = 時間制限なし
lobby-per-move = 一手ごとの日数
lobby-bank = 加算つきの持ち時間
lobby-rated = レーティング
lobby-rated-or-casual = 対象・対象外の両方
lobby-rated-only = レーティング対象
lobby-casual = レーティング対象外
lobby-show = 表示
lobby-seeks-heading = 対局の募集
lobby-none-open = 受付中の募集はありません。
lobby-none-open-match = 条件に合う受付中の募集はありません。
lobby-column-variant = バリアント
lobby-column-family = 系統
lobby-column-player = プレイヤー
lobby-column-you-play = あなたの色
lobby-column-time-control = 持ち時間
lobby-column-rated = レーティング
lobby-column-range = 対象のレーティング
lobby-column-lapses = 締め切り
lobby-column-accept = 受ける
lobby-side = { $side ->
        [white] 白
       *[black] 黒
    }
lobby-cell-rated = 対象
lobby-cell-casual = 対象外
lobby-range-between = { $low }〜{ $high }
lobby-range-from = { $low }以上
lobby-range-up-to = { $high }以下
lobby-range-anyone = 誰でも
lobby-yours = あなたの募集
lobby-accept-label = { $poster } の { $variant } の募集を受ける
lobby-accept = 受ける
lobby-more = 新しい{ $count }件を表示しています。ほかの募集を見るには、バリアントか持ち時間を選んでください。

leaders-title = { $variant } のランキング
leaders-heading = { $variant }：ランキング
leaders-intro-html = レーティングが確定していて（偏差が{ $deviation }未満）、過去{ $days }日以内に <a href="/variants/{ $pool }">{ $variant }</a> のレーティング対象の対局を終えたプレイヤーです。レーティングは Glicko-2 で、バリアントごとに別々です。
leaders-nobody = まだ誰もいません。
leaders-column-place = 順位
leaders-column-player = プレイヤー
leaders-column-rating = レーティング
leaders-column-deviation = 偏差
leaders-column-games = レーティング対象の対局数
leaders-column-last = 最後のレーティング対象の対局
leaders-accuracy-heading = レーティングの予測の精度
leaders-decimal-point = .
leaders-brier-html = このバリアントのレーティング対象の結果{ $results }件について、各対局の前にレーティングが予想したスコアと実際のスコアとの差の二乗平均（ブライアスコア）は <strong id="brier">{ $brier }</strong> です。0 ならすべての結果を言い当て、毎回互角と予想すると 0.25 になります。
leaders-no-results = まだレーティング対象の結果はありません。

watch-title = 観戦
watch-intro = いま対局中のものと、この2週間に終わった対局です。どの対局のページも誰でも見られ、対局の進行に合わせて更新されます。
watch-player = プレイヤー
watch-playing = 対局中
watch-finished = 最近終わった対局
watch-turns = 、{ $ply }手

reports-title = 報告
reports-intro = プレイヤーが対局について報告した内容です（新しい順）。あなたはサーバーの運営者（最初のアカウント）としてこのページを読んでいます。
reports-none = 報告はありません。
reports-column-when = 日時
reports-column-by = 報告者
reports-column-game = 対局
reports-column-words = 内容

unsub-title = 配信停止
unsub-done = { $username } には今後、{ $what }をお送りしません。
unsub-again-html = <a href="/account#mail">アカウントページ</a>でメールの設定をやり直せます。
unsub-ask = { $username } への{ $what }を停止しますか？
unsub-button = 配信停止
unsub-or-html = または<a href="/account#mail">アカウントページ</a>でメールの設定を選んでください。
