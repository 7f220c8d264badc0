## What a request named that is not there.

not-found-game = 対局{ $name }が見つかりません
not-found-game-of-event = この大会の対局{ $name }が見つかりません
not-found-game-not-started = 対局{ $name }はまだ始まっていません
not-found-ply = { $name }手目が見つかりません
not-found-ply-of-game = 対局{ $game }の{ $ply }手目が見つかりません
not-found-player = 対局者「{ $name }」が見つかりません
not-found-games-page = { $name }さんの対局の{ $page }ページ目が見つかりません。対局がそれより少ないです
not-found-variant = バリアント「{ $name }」が見つかりません
not-found-own-variant = あなたのバリアント「{ $name }」が見つかりません
not-found-variant-version = 版{ $name }が見つかりません
not-found-event = 大会{ $name }が見つかりません
not-found-entrant = 大会{ $event }に「{ $name }」という参加者は見つかりません
not-found-knockout-crosstable = 大会{ $name }には対戦表がありません。ノックアウトには代わりにトーナメント表があります
not-found-conditional-line = 条件付きの行{ $name }が見つかりません
not-found-analysis-position = 解析局面{ $name }が見つかりません
not-found-analysis-position-in = 対局{ $name }の解析局面が見つかりません
not-found-analysis-by = 対局者{ $name }による対局{ $game }の解析が見つかりません
not-found-thing = { $name ->
    [account] アカウント
    [api-token] APIトークン
    [device] 端末
    [feed] フィード
    [feed-address] フィードのアドレス
    [invitation] 招待
    [link-player] このリンクの対局者
    [opponent] 相手
    [session] セッション
    [webhook] Webhook
   *[record] 記録
}が見つかりません
