## What a refused request about an account, its tools, a player or a variant is told.
## A refusal is a clause (no capital, no full stop), as it may stand after a colon.

## Links mailed about an account.
refused-link-unknown = このリンクは当サイトが送ったものではないか、一部が欠けています。メールのリンクを全部コピーするか、新しいリンクを依頼してください
refused-link-used = このリンクはすでに使われています。リンクは一度しか使えません。必要なら新しいリンクを依頼してください
refused-link-expired = このリンクは期限切れです。新しいリンクを依頼してください
refused-link-used-or-expired = このリンクはすでに使われたか、期限が切れたところです。新しいリンクを依頼してください
refused-unsubscribe-link = この配信停止リンクは無効です。途中で切れたか、書き換えられた可能性があります。メールのリンクをそのまま使うか、アカウントページでメールの設定を選んでください。

## Registering, logging in, the password and the address.
refused-username = ユーザー名は2〜32文字の英数字、「_」または「-」です
refused-not-an-address = 「{ $address }」はメールアドレスではありません。
refused-password-length = パスワードは8〜200文字です。
refused-password-wrong = 現在のパスワードが違います。
refused-name-or-address-taken = そのユーザー名またはメールアドレスはすでに登録されています
refused-unconfirmed-rated = まずメールアドレスを確認してください（送ったメールのリンクを開いてください。アカウントページから再送できます）。レーティング対局は確認済みのアドレス同士でのみ行えます
refused-unconfirmed-invite = まずメールアドレスを確認してください（送ったメールのリンクを開いてください。アカウントページから再送できます）。確認するまではメールで招待できません
refused-address-confirmed = あなたのアドレスはすでに確認済みです
refused-address-yours = { $address } はすでにあなたのアドレスです
refused-address-taken = そのメールアドレスはすでに登録されています
refused-address-taken-since = このリンクを送った後に { $address } が別のアカウントで登録されたため、ここであなたのアドレスにすることはできません
refused-delete-unconfirmed = アカウントを削除するには、確認欄に「{ $words }」と入力してください。
refused-block-yourself = 自分自身はブロックできません
refused-one-click-box = ワンクリック指しの欄はチェックするか、しないかのどちらかです

## The account's mail and notification choices. $got is what the form sent.
refused-move-mail = 指し手のメールは「every」「digest」「none」のいずれかです（送られた値：「{ $got }」）
refused-digest-hour = まとめメールの時刻は0〜23の整数です（送られた値：「{ $got }」）
refused-reminders-switch = リマインダーはオンかオフのどちらかです（送られた値：「{ $got }」）
refused-invitation-mail-switch = 招待のメールはオンかオフのどちらかです（送られた値：「{ $got }」）
refused-push-kind-switch = { $kind ->
        [move] 指し手の通知
        [invitation] 招待の通知
        [offer] 提案の通知
        [end] 対局終了の通知
       *[deadline] 期限の通知
    }はオンかオフのどちらかです（送られた値：「{ $got }」）
refused-push-instead-switch = 「メールの代わりに通知する」はオンかオフのどちらかです（送られた値：「{ $got }」）
refused-push-kind = 通知の種類は指し手、招待、提案、終了、期限のいずれかです（送られた値：「{ $got }」）

## API tokens.
refused-token-scope = トークンの範囲は「読み取り」か「対局」です
refused-token-name = トークンに名前を付けてください（例：使うツールの名前）。書式なしテキストで1〜{ $most }文字です
refused-most-tokens = APIトークンをすでに{ $held }個持っています。このサーバーで持てる上限です。先に1つ取り消してください

## Notifications on a device (Web Push).
refused-no-notifications = このサーバーは通知を送りません
refused-most-devices = 通知を受け取るデバイスがすでに{ $held }台あります。このサーバーで登録できる上限です。先に1台削除してください
refused-push-key-not-base64 = ブラウザーの鍵（p256dh）がbase64urlではありません
refused-push-key-not-uncompressed = ブラウザーの鍵（p256dh）が非圧縮のP-256の点ではありません
refused-push-key-off-curve = ブラウザーの鍵（p256dh）がP-256上の点ではありません
refused-push-secret-not-base64 = ブラウザーの秘密（auth）がbase64urlではありません
refused-push-secret-length = ブラウザーの秘密（auth）が16バイトではありません

## Webhooks, and where webhooks and pushes may reach.
refused-most-webhooks = Webhookがすでに{ $held }個あります。このサーバーで登録できる上限です。先に1つ削除してください
refused-url-too-long = { $purpose ->
        [push] 通知の送信先は{ $most }文字以内です
       *[webhook] WebhookのURLは{ $most }文字以内です
    }
refused-not-a-url = 「{ $text }」はURLではありません（{ $why }）。https://example.org/hook のように省略せずに書いてください
refused-url-plain-http = { $purpose ->
        [push] 通知の送信先は https:// で始まる必要があります。暗号化されない http では、途中の誰にでもイベントが見えてしまいます
       *[webhook] WebhookのURLは https:// で始まる必要があります。暗号化されない http では、途中の誰にでもイベントが見えてしまいます
    }
refused-url-scheme = { $purpose ->
        [push] 通知の送信先は https:// で始まる必要があります（{ $scheme }: ではありません）
       *[webhook] WebhookのURLは https:// で始まる必要があります（{ $scheme }: ではありません）
    }
refused-url-no-host = { $purpose ->
        [push] 通知の送信先にはホストが必要です
       *[webhook] WebhookのURLにはホストが必要です
    }
refused-url-credentials = { $purpose ->
        [push] 通知の送信先にユーザー名とパスワードを入れないでください。送る内容には代わりに署名が付きます
       *[webhook] WebhookのURLにユーザー名とパスワードを入れないでください。送る内容には代わりに署名が付きます
    }
refused-url-fragment = { $purpose ->
        [push] 通知の送信先に #フラグメントは付けられません。# より後は送られません
       *[webhook] WebhookのURLに #フラグメントは付けられません。# より後は送られません
    }
refused-ip-not-public = { $ip } は{ $kind ->
        [loopback] ループバックアドレス
        [private] プライベートアドレス
        [shared] 共有アドレス（キャリアグレードNAT）
        [link-local] リンクローカルアドレス
        [site-local] サイトローカルアドレス
        [unique-local] プライベートアドレス（ユニークローカル）
        [metadata] クラウドのメタデータサービスのアドレス
        [unspecified] 未指定アドレス
        [multicast] マルチキャストアドレス
       *[reserved] 予約済みアドレス
    }です。{ $purpose ->
        [push] 通知
       *[webhook] Webhook
    }が届けられるのは公開アドレスだけです
refused-host-not-public = { $host } は { $ip }（{ $kind ->
        [loopback] ループバックアドレス
        [private] プライベートアドレス
        [shared] 共有アドレス（キャリアグレードNAT）
        [link-local] リンクローカルアドレス
        [site-local] サイトローカルアドレス
        [unique-local] プライベートアドレス（ユニークローカル）
        [metadata] クラウドのメタデータサービスのアドレス
        [unspecified] 未指定アドレス
        [multicast] マルチキャストアドレス
       *[reserved] 予約済みアドレス
    }）に解決されます。{ $purpose ->
        [push] 通知
       *[webhook] Webhook
    }が届けられるのは公開アドレスだけです
refused-lookup-slow = { $host } の名前解決に時間がかかりすぎました
refused-host-unknown = { $host } が見つかりません（{ $why }）
refused-host-no-address = { $host } にはアドレスがありません

## Reports of a game's words to the operator.
refused-report-plain-text = 報告は書式なしテキストです。制御文字は含められません
refused-report-empty = 何を報告するのか書いてください。発言をコピーするか、内容を説明してください
refused-report-too-long = 報告は{ $most }文字以内です
refused-report-not-begun = 対局はまだ始まっていません。報告できる発言はまだありません
refused-reports-operator-only = 報告を読めるのはサーバーの運営者だけです

## A player's finished games, filtered. $allowed are the words the form sends, as sent.
refused-archive-result = 結果は { $allowed } のいずれかにするか、空欄にしてください
refused-archive-colour = 手番の色は { $allowed } のいずれかにするか、空欄にしてください
refused-archive-rated = 「レーティング」は { $allowed } のいずれかにするか、空欄にしてください
refused-archive-from = 終了日（から）は 2026-03-01 の形式の日付にしてください
refused-archive-until = 終了日（まで）は 2026-03-01 の形式の日付にしてください
refused-archive-page = ページは1から数えます

## Rated games.
refused-rated-free-play = フリープレイの対局はレーティング対象にできません。結果を検査するものがありません
refused-rated-own-start = 独自の開始局面からの対局はレーティング対象にできません。レーティング対局はバリアントの開始局面から始まります
refused-rated-not-allowed = { $variant } はレーティング対象にできません。作者がレーティング対局用に公開していません

## Players' variants and the editor.
refused-definition-format = 不明な定義の形式「{ $format }」です。pigeonpost か fairy を選んでください
refused-variant-name = 名前は書式なしテキストで{ $most }文字以内です
refused-variant-description = 説明は書式なしテキストで{ $most }文字以内です
refused-most-variants = バリアントをすでに{ $kept }個保存しています。このサーバーで保存できる上限です。どれかを削除するか再利用してください
refused-variant-key-taken = キー「{ $key }」のバリアントはすでにあります。それを編集するか、キーを変えてください
refused-variant-author-edits = バリアントを編集できるのは作者だけです
refused-variant-author-publishes = バリアントを公開・非公開にできるのは作者だけです

## What is wrong with a definition, besides what the engine finds (which it writes in
## English). $why is the TOML reader's own words, which stay in English.
problem-toml-syntax = テキストをTOMLとして読めません（TOML読み取りのメッセージ）：{ $why }
problem-definition-too-long = 定義は{ $bytes }バイトあります。このサーバーが受け付けるのは{ $most }バイトまでです
problem-definition-nul = 定義にNUL文字が含まれています
problem-definition-empty = 定義が空です
problem-key-too-long = key: { $most }文字以内です
problem-key-changed = key: このバリアントのキーは「{ $key }」です。別のバリアントを作るには、新しく始めてください
problem-no-section = セクションがありません。Fairy-Stockfishの定義は [name] または [name:parent] で始まります

## Why the editor's preview counts perft no further.
perft-short-positions = 深さ{ $depth }は数えていません。深さ{ $before }の局面が{ $positions }個あり、このサーバーが数え始められる{ $most }個を超えています。
perft-short-turns = 深さ{ $depth }は数えていません。このサーバーがプレビューのために生成する{ $most }手を超えます。
perft-short-time = 深さ{ $depth }は数えていません。プレビューが数えてよい{ $seconds }秒を超えます。
perft-none-busy = perftは数えていません。あなたのアドレスからの別のプレビューを数えているところです。終わってからもう一度確認してください。
perft-none-spent-seconds = perftは数えていません。あなたのアドレスからのプレビューが、1時間に使えるCPU時間{ $cpu }秒を使い切りました。{ $wait }秒後にまた数えます。
perft-none-spent-minutes = perftは数えていません。あなたのアドレスからのプレビューが、1時間に使えるCPU時間{ $cpu }秒を使い切りました。{ $wait }分後にまた数えます。
perft-none-stopping = perftは数えていません。サーバーが停止するところです。

## The JSON API's refusals of a tool's request. $why is the words of the library that
## read the request, which stay in English.
api-not-an-id = このアドレスには何もありません（IDは整数です）。
