## Requests the server could not take as sent: forms, query strings, the API's tokens
## and bodies.

error-csrf-missing = 偽造防止トークンがありません
error-csrf-other-site = このフォームは別のサイトから送信されたため、受け付けませんでした。
error-csrf-no-cookie = このフォームはこのサイトから読み込まれていません（セキュリティ用のクッキーがありません）。ページを再読み込みして、もう一度お試しください。
error-csrf-mismatch = このフォームのセキュリティトークンが一致しません（ログインまたはログアウトの前に読み込まれた可能性があります）。ページを再読み込みして、もう一度お試しください。
error-form-not-utf8 = フォームを読み取れませんでした。有効なUTF-8テキストではありません
error-form-unreadable = フォームを読み取れませんでした
error-form-malformed = フォームの形式が正しくありません：{ $detail }
error-bad-query = クエリ文字列が正しくありません：{ $detail }
error-unsubscribe-one-click = 配信停止のリクエストには List-Unsubscribe=One-Click（RFC 8058）が必要です

api-token-missing = APIトークン（アカウントページで作成）を次の形で送ってください：Authorization: Bearer pp_...
api-token-header = Authorizationヘッダーは次の形にしてください：Bearer pp_...
api-token-invalid = このAPIトークンは無効です。取り消されたか、作成されていません
api-token-read-only = このトークンは読み取り専用です。指し手、提案、招待には「play」スコープのトークンが必要です
api-rate-limited = このトークンによるリクエストが多すぎます。{ $seconds }秒後にもう一度お試しください
api-no-such-action = 「{ $action }」というアクションはありません。アクションは { $actions } です。
api-json-shape = JSONが想定された形ではありません：{ $detail }
api-json-syntax = JSONを読み取れません：{ $detail }
api-body-unreadable = リクエスト本文を読み取れません：{ $detail }

## Too many requests of one kind.
wait-seconds = { $n }秒
wait-minutes = { $n }分
limit-too-many = { $whose ->
    [mailbox] このメールアドレス
   *[client] あなたのアドレス
}からの{ $action ->
    [login] ログインの試行
    [register] 登録
    [invite] 新しい対局
    [check-definition] 定義の検査
   *[account-mail] メールで送るリンクの依頼
}が多すぎます。{ $wait }後にもう一度お試しください
limit-reports = 通報は1日{ $most }件までです
limit-said-lines = 1つの対局で書けるのは1分間に{ $most }行までです。少し待ってください
limit-invitations-sent = 過去24時間にメールで{ $sent }人を招待しており、これが上限です。何も送信していません。{ $until }以降にもう一度お試しいただくか、登録済みの対局者を名前で招待してください。
limit-invitations-received = { $address }は過去24時間にメールで{ $received }回招待されており、これが上限です。何も送信していません。{ $until }以降にもう一度お試しいただくか、登録済みの対局者を名前で招待してください。
limit-failed-logins = { $name }へのログインの失敗が多すぎます。{ $until }以降にもう一度お試しください
limit-slowed-logins = このアカウントへのログインの失敗が最近多いため、速度を落としています。{ $wait }後にもう一度お試しください（以前このアカウントにログインしたブラウザーは遅くなりません）
