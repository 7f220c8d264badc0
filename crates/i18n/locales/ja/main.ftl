language-name = 日本語

date = { $year }年{ $month-number }月{ $day-number }日
date-time = { $year }年{ $month-number }月{ $day-number }日 { $hour }:{ $minute } { $zone }
number-group-separator = ,

site-name = Pigeonpost
nav-variants = バリアント
nav-watch = 観戦
nav-lobby = ロビー
nav-events = 大会
nav-new-game = 新しい対局
nav-my-games = 自分の対局
nav-vacation = 休暇
nav-log-out = ログアウト
nav-log-in = ログイン
nav-register = 登録
footer = Pigeonpost：チェス・バリアントの通信対局
page-title = { $page } - Pigeonpost

home-heading = チェス・バリアントの通信対局
home-intro = 下のどのバリアントでも、一手ずつ誰かと対局できます。あなたが指すと、相手にメールでお知らせします。
home-intro-visitor-html = 対局するには<a href="/register">登録</a>するか<a href="/login">ログイン</a>してください。
home-open-heading = 受付中の招待
home-open-none-html = 今はありません。<a href="/games/new">招待を作る</a>。
home-column-game = 対局
home-column-variant = バリアント
home-column-from = 招待者
home-column-you-would-play = あなたの側
home-accept = 受ける
home-variants-heading = バリアント
home-every-variant-html = <a href="/variants">すべてのバリアント</a>：全{ $count }種。Fairy-Stockfish のゲーム（将棋、シャンチー、チャンギ、マークルックなど）も含め、系統ごとに並べています。

login-title = ログイン
login-name = ユーザー名またはメールアドレス
login-password = パスワード
login-submit = ログイン
login-forgot = パスワードをお忘れですか？
login-no-account-html = アカウントをお持ちでない方は<a href="{ $register }">登録</a>してください。
register-title = 登録
register-username = ユーザー名
register-email = メールアドレス
register-password = パスワード（8文字以上）
register-submit = 登録
register-have-account-html = 登録済みの方は<a href="{ $login }">ログイン</a>してください。

error-offer-login-html = <a href="/login">ログイン</a>または<a href="/register">登録</a>してください。
error-back-to-game = 対局に戻る
error-back-home = トップページに戻る
error-our-side = サーバー側で問題が起きました。しばらくしてからもう一度お試しください。

account-locale-heading = 言語とタイムゾーン
account-language = 言語
account-language-browser = ブラウザーの設定に従う（{ $language }）
account-time-zone = タイムゾーン
account-time-zone-hint = ページとメールの時刻はこのタイムゾーンで表示され、毎日のメールもこのタイムゾーンの時刻に届きます。Asia/Tokyo のような IANA 名で指定します。ブラウザーのタイムゾーンが初期値として入ります。
account-locale-save = 保存
account-locale-saved = 保存しました。
account-time-zone-unknown = 「{ $zone }」は tz データベースのタイムゾーンではありません。Asia/Tokyo のように指定してください。
account-language-unknown = 「{ $language }」はこのサーバーが対応している言語ではありません。
account-digest-hour = 毎日のメールの時刻（{ $zone }）

time-left-days = 残り{ $days }日
time-left-hours = 残り{ $hours }時間
time-left-none = 残り時間なし
deadline-with-left = { $deadline }（{ $left }）

error-status = { $code ->
        [400] 不正なリクエスト
        [401] 認証が必要です
        [403] アクセスが禁止されています
        [404] 見つかりません
        [405] 許可されていないメソッド
        [409] 競合
        [413] リクエストが大きすぎます
        [422] 処理できないリクエスト
        [429] リクエストが多すぎます
        [500] サーバー内部エラー
        [503] サービスを利用できません
       *[other] エラー
    }

duration-days = { $n }日
duration-hours = { $n }時間
duration-minutes = { $n }分
duration-separator = {""}

clock-bank = { $side ->
        [white] 白
       *[black] 黒
    }の持ち時間の蓄えは{ $left }です。
clock-deadline = { $side ->
        [white] 白
       *[black] 黒
    }は{ $left }以内に指す必要があります（期限：{ $deadline }）。

error-not-logged-in = 先にログインしてください
error-bad-credentials = ユーザー名またはパスワードが違います
error-busy = サーバーが混み合っています。少し待ってからもう一度お試しください
error-stale = ページを読み込んでから対局が進みました（表示していたのは{ $seen }手目、現在は{ $actual }手目です）。盤面を確認してから、もう一度送信してください
error-database = サーバーがデータベースに接続できません。少し待ってからもう一度お試しください

error-too-large = リクエストが大きすぎます。
error-too-slow = リクエストに時間がかかりすぎました。
error-method = このアドレスはこの種類のリクエストを受け付けません。
error-no-page = このアドレスにはページがありません。
error-not-understood = リクエストを理解できませんでした。

api-json-only = 本文は JSON で、ヘッダー Content-Type: application/json を付けて送ってください
api-nothing-here = このアドレスには何もありません。
api-method = このアドレスはこのメソッドを受け付けません（Allow ヘッダーを参照してください）。
api-no-operation = このアドレスには API の操作がありません。
