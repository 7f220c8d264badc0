places-colon = ：
variants-title = バリアント
variants-built-in = 組み込み
variants-family-seeks = ロビーの対局募集
variants-by-players = プレイヤー作
variants-search = 検索
variants-none-published = まだバリアントを公開したプレイヤーはいません。
variants-none-match = 一致する公開バリアントはありません。
variants-column-variant = バリアント
variants-column-author = 作者
variants-column-games = 対局数
variants-column-about = 説明
variants-column-state = 状態
variants-yours = 自分のバリアント
variants-write-new-html = <a href="/variants/new">新しいバリアントを書く</a>（このサーバーの形式、または Fairy-Stockfish の <code>variants.ini</code> のセクションで）。
variants-state = { $state ->
        [published] 公開中
        [unpublished] 公開停止
       *[draft] 下書き
    }
variants-state-published-version = 公開中、バージョン{ $version }

variant-page-about = このバリアントについて
variant-page-byline = 作者：{ $author }。{ $state }{ $version }{ $copied }。
variant-page-byline-version = 、バージョン{ $version }
variant-page-byline-copied = 。{ $from } からのコピー
variant-page-rated-pool-html = このバリアントの対局はレーティング対象にできます：<a href="{ $path }/leaderboard">ランキング</a>。
variant-page-versions = バージョン
variant-page-version = バージョン{ $version }
variant-page-version-of = （ルール { $hash }、{ $date } 公開）
variant-page-edit = 編集
variant-page-unpublish = 公開を停止
variant-page-publish = 公開
variant-page-rated-games = レーティング対象の対局：公開後、このバリアントの対局を独自のレーティングの対象にできます（各対局は開始時のバージョンを保ちます）
variant-page-save = 保存
variant-page-copy = 自分の下書きにコピー
variant-page-start-game-html = <a href="/games/new?variant={ $key }">{ $name }の対局を始める</a>。
variant-page-definition = 定義
variant-page-rules-version-html = ルールのバージョン <code>{ $short }</code>（下の正規化テキストの SHA-256 <code class="hash">{ $hash }</code>）。各対局は作成時のバージョンを保ちます。
variant-page-canonical = 正規化された定義

rules-start-position = 初期配置
rules-board-size = 盤：{ $files }筋×{ $ranks }段。
rules-reserve = 持ち駒
rules-reserve-intro = 両者とも、次の駒を持ち駒として始めます：
rules-pieces = 駒
rules-pieces-hint = 各図は駒を盤上に単独で置いたときの動きを示します。点は移動できるマス、×は取れるマス、輪の付いた点はその両方です。単独では飛び越す駒がないため、駒を挟んで取る動き（砲のような）やメカニクスが加える動きは図には描かず、「メカニクス」で説明します。
rules-column-label = 記号
rules-column-piece = 駒
rules-column-moves = 動き（Betza）
rules-column-diagram = 図
rules-column-notes = 備考
rules-labels-hint = 白の記号を示しています。黒の記号は同じ文字の小文字です。
rules-mechanics = メカニクス
rules-mechanics-none = なし：通常のルールです。
rules-diagram-on = { $square } の{ $piece }
rules-diagram-moves = 移動先 { $squares }
rules-diagram-captures = 取れるマス { $squares }
rules-diagram-both = 移動または取れるマス { $squares }
rules-diagram-over = 間の駒を1つ越えて、{ $what }
rules-diagram-screens = {" "}（{ $squares } に飛び越す駒を置いた図）
rules-diagram-separator = 、

rules-enter-heading = 指し手の入力
rules-enter-full-html = 対局ページの指し手欄に、どちらかの記法で手を入力します。<strong>完全記法</strong>（Game Courier の記法）は、駒をその記号で、移動元と移動先のマスとともに書きます。例：<code>N g1-f3</code>。黒の記号は小文字です（<code>n g8-f6</code>）。{ $drops ->
        [yes] 持ち駒は記号とマスで打ちます。例：<code>N-e4</code>。
       *[no] {""}
    }複数の部分からなる手は <code>;</code> でつなぎます。
rules-enter-abbreviated-html = <strong>略記法</strong>はより短く書けます：<code>Nf3</code>、<code>e4</code>、<code>exd5</code>{ $drops ->
        [yes] 、打つ手は <code>N@e4</code>
       *[no] {""}
    }。駒の文字はどちらの側も大文字ですが、ポーンの手と読めない場合は黒の駒を小文字で入力することもできます（<code>nf6</code>）。<code>//</code> の後にコメントを書けます。
rules-examples-intro = 下の例はどれも、初期配置か示した手順の後で、このゲームの合法な手です。
rules-column-kind = 手の種類
rules-column-when = 局面
rules-column-full = 完全記法
rules-column-abbreviated = 略記法
rules-example-at-start = 初期配置で
rules-example-after = { $line } の後
rules-example-kind = { $kind ->
        [capture] 駒を取る手
        [drop] 持ち駒を打つ手
        [relocation] ポーンを押し出す打ち
        [promotion] 成り・昇格
        [castling] キャスリング
        [transfer] もう一つの盤を経由する手
        [swap] 入れ替え
        [two-parts] 2つの動きからなる手
       *[move] 駒を動かす手
    }
rules-enforced-heading = このサーバーが適用するルール
rules-enforced-none = 上のメカニクスのほかは、通常のルールがそのまま適用されます。

editor-new-title = 新しいバリアント
editor-edit-title = { $key } を編集
editor-intro-html = <a href="#our-format">このサーバーの形式</a>（TOML。<code>inherits</code> で <code>chess</code> などの組み込みバリアントから始められます）で定義を書くか、Fairy-Stockfish の <code>variants.ini</code> のセクションを貼り付けてください（最後のセクションがバリアントで、それより前のセクションはその親にできます）。「チェック」はすべての問題かプレビューを表示し、「下書きを保存」は非公開の下書きとして保存します。下書きは友人とテスト対局し、準備ができたら公開できます。
editor-problems = 定義に{ $count }件の問題があります
editor-line = { $line }行目
editor-line-column = { $line }行目、{ $column }列目
editor-listing = 行番号付きの定義
editor-format = 形式
editor-format-pigeonpost = Pigeonpost（TOML）
editor-format-fairy-html = Fairy-Stockfish の <code>variants.ini</code> のセクション
editor-definition = 定義
editor-description = 短い説明
editor-check = チェック
editor-save = 下書きを保存
editor-preview-html = プレビュー：{ $name }（<code>{ $key }</code>）
editor-checks = 定義に問題はありません。
editor-perft = 初期配置からの perft
editor-no-perft = ルールは適用されません（自由対局）。数える合法手はありません。
editor-depth = 深さ
editor-positions = 局面数
editor-not-counted = 数えていません
editor-canonical = 正規化された定義
editor-rules-version-html = ルールのバージョン <code>{ $short }</code>、SHA-256 <code class="hash">{ $hash }</code>：親を取り込み、キーを並べ替えてあるので、コメントや空白やキーの順序では変わりません。
editor-our-format = このサーバーの形式の概要
editor-our-format-html = <code>key</code>（小文字の英字、数字、<code>-</code>）、<code>name</code>、<code>summary</code>。<code>files</code> と <code>ranks</code>（または <code>boards</code>、<code>holes</code>）を持つ <code>[board]</code>。<code>name</code>、<code>betza</code>（XBetza）、<code>glyph</code> を持つ <code>[pieces.X]</code>。<code>[setup] fen</code>。<code>[reserve]</code>。<code>[mechanics.&lt;kind&gt;]</code> のテーブル。すべてのメカニクスとそのパラメーターは README にあります。
editor-glyphs = 駒の絵
editor-glyphs-intro-html = 駒の <code>glyph</code> は、これらの絵のどれかを指定します。指定のない駒は、円の中の文字で描かれます。

new-game-title = 新しい対局
new-game-variant = バリアント
new-game-published = プレイヤーが公開したもの
new-game-drafts = 自分の下書き（テスト対局用）
new-game-rules = ルール
new-game-enforced = 適用する：サーバーがすべての手をチェックします
new-game-free = 適用しない（自由対局）：バリアントの駒を任意の盤で使い、すべての手は書いたとおりに指され、結果はプレイヤーが合意して決めます
new-game-own-board = 独自の盤（自由対局のみ）
new-game-own-board-hint = バリアント本来の盤と初期配置を使うには、空欄のままにしてください。
new-game-files = 筋の数（1つの数、または盤ごとに1つ：「8 8」）
new-game-ranks = 段の数
new-game-holes = 穴：存在しないマス（「a1 j10」など）
new-game-start = 初期配置（局面テキスト。空欄：バリアントの初期配置。独自の盤での自由対局では空の盤）
new-game-start-hint = ルールを適用する場合、指定した初期配置からバリアントのルールで対局します（たとえば解析盤の局面から）。
new-game-i-play = 自分の側
new-game-white = 白
new-game-black = 黒
new-game-random = ランダム
new-game-opponent = 相手：ユーザー名、メールアドレス、または誰でも受けられる招待なら空欄
new-game-rated = レーティング対象：結果が両者のこのバリアントのレーティングに反映されます（ルール適用、バリアントの初期配置から、確認済みのアドレス同士）
new-game-private = 非公開の対局：対局者だけが見られます（どちらの対局者も対局ページで変更できます）
new-game-seek = ロビーに出す（誰でも受けられる招待：相手を指定しない場合）
new-game-min-rating = 受けられるレーティングの下限（任意）
new-game-max-rating = 受けられるレーティングの上限（任意）
new-game-message = 読む人へのひとこと（任意、1行）
new-game-seek-days = ロビーに出しておく日数（1〜30。空欄：7）
new-game-send = 招待を送る

tc-legend = 持ち時間
tc-untimed = 時間制限なし
tc-per-move = 1手ごとの日数
tc-bank = 持ち時間の蓄え＋加算
tc-days = 日数（1手ごと：1〜30。蓄え：最初の日数、1〜90）
tc-increment-days = 1手ごとの加算：日
tc-increment-hours = と時間
tc-cap-days = 蓄えの上限（日、任意）
tc-grace-hours = 1手ごとの猶予時間（消費されない、0〜72）
tc-words-untimed = 時間制限なし
tc-words-per-move = 1手{ $span }
tc-words-bank = 持ち時間{ $span }
tc-words-increment = { $bank }＋1手ごとに{ $span }
tc-words-cap = { $bank }（上限{ $span }）
tc-words-grace = { $clock }、1手ごとの猶予{ $span }

events-title = 大会
events-intro = サーバーが運営する通信対局の大会です。ラウンドの組み合わせ、対局の開始、組み合わせのメール送信、順位表の管理をサーバーが行います。
events-organise-html = <a href="/tournaments/new" id="new-event">大会を主催する</a>。
events-none = まだ大会はありません。
events-column-event = 大会
events-column-format = 方式
events-column-variant = バリアント
events-column-organiser = 主催者
events-column-entrants = 参加者
events-column-stands = 状況
events-entrants-of = { $entrants } / { $max }
event-status-signup = 参加受付中
event-status-running = 進行中
event-status-finished = 終了
event-format = { $format ->
        [round-robin] 総当たり
        [swiss] スイス式
        [knockout] トーナメント
       *[match] マッチ
    }
event-format-basque = { $format ->
        [round-robin] バスク式総当たり
        [swiss] バスク式スイス式
        [knockout] バスク式トーナメント
       *[match] バスク式マッチ
    }

event-feed-title = この大会のお知らせ
event-status-one-html = <a href="/variants/{ $variant }">{ $variant }</a>の{ $format }、主催：<a href="/players/{ $organiser }">{ $organiser }</a>：{ $status }。
event-status-rounds-html = { $count }種のバリアント（ラウンドごとに1つ）の{ $format }、主催：<a href="/players/{ $organiser }">{ $organiser }</a>：{ $status }。
event-round-line = 第{ $round }ラウンド（全{ $rounds }ラウンド）{ $in-variant ->
        [yes] 、{ $variant }
       *[no] {""}
    }{ $paired-at ->
        [yes] 。次のラウンドは、このラウンドの対局がすべて終わったとき、遅くとも { $at } に組み合わせます
       *[no] {""}
    }。
event-rules = 大会のルール
event-variants-by-round = ラウンドごとのバリアント
event-round-variant-html = 第{ $round }ラウンド：<a href="/variants/{ $key }">{ $key }</a>
event-tiebreaks = タイブレーク（順に）：{ $list }
event-tiebreaks-none = タイブレーク（順に）：なし（組み合わせ番号で決まります）
event-tiebreak = { $code ->
        [bh] ブーフホルツ
        [bh-c1] ブーフホルツ・カット1
        [bh-m1] ブーフホルツ・メディアン1
        [sb] ゾンネボーン・ベルガー
        [win] 勝局数
        [de] 直接対決
       *[ks] コヤ
    }
event-list-separator = 、
event-invited = 招待者
event-not-invited = この大会は招待制で、主催者はあなたを招待していません。
event-join = 大会に参加する
event-take-back = 参加を取り消す
event-withdraw = 大会を棄権する
event-calendar-html = <a href="{ $href }" id="my-calendar">この大会での自分の期限をカレンダーで</a>（カレンダーアプリで購読できる iCalendar ファイル）。
event-start-now = 今すぐ大会を始める
event-entrants = 参加者（{ $count }）
event-nobody-yet = まだいません。
event-bracket = トーナメント表
event-round-name = { $left ->
        [0] 決勝
        [1] 準決勝
        [2] 準々決勝
       *[other] { $round }回戦
    }
event-round-name-variant = {"："}{ $variant }
event-seat = { $name }（シード{ $seed }）
event-seat-bye = 不戦勝
event-seat-waiting = 対戦中のマッチの勝者
event-match-html = { $high } 対 { $low }：<span class="match-score">{ $score }</span>。
event-match-bye-html = { $high } 対 { $low }。
event-wins-the-event = { $name } が優勝
event-goes-on = { $name } が勝ち上がり
event-won-how = （{ $how }）。
event-decided = { $how ->
        [bye] 不戦勝で
        [score] スコアで
        [tiebreak] タイブレーク対局で
        [rating] 同点のため上位シードとして
        [level] タイブレーク対局でも同点のため上位シードとして
       *[withdrawal] 相手の棄権で
    }
event-leg = { $white }（白）対 { $black }
event-result-white = 1-0
event-result-black = 0-1
event-result-draw = ½-½
event-result-being-played = 対局中
event-result-void = 無効：再対局
event-standing = 順位
event-standing-caption = 各プレイヤーが敗退したラウンド順です。勝ち残っているプレイヤーにはまだ順位がありません。
event-column-place = 順位
event-column-player = プレイヤー
event-column-went-out = 敗退
event-won-the-event = 優勝
event-standings = 順位表
event-crosstable-caption = 各ラウンドの欄：+ 勝ち、= 引き分け、- 負け、* 対局中、x 無効。相手の番号。w または b は手番の色（白・黒）。
event-column-number = 番号
event-column-rating = レーティング
event-column-points = 得点
event-column-round-number = 第{ $round }ラウンド
event-column-round-variant = 第{ $round }ラウンド（{ $variant }）
event-column-game = { $round }・第{ $game }局
event-cell-white = w
event-cell-black = b
event-cell-bye = 不戦勝 { $points }
event-withdrawn-mark = （棄権）
event-being-played-count = （{ $count }局対局中）
event-trf-html = <a href="/tournaments/{ $id }/crosstable.trf" id="trf">クロス表の TRF ファイル</a>（FIDE の大会報告形式）。
event-games = 対局
event-column-round = ラウンド
event-column-board = 盤
event-column-variant = バリアント
event-column-white = 白
event-column-black = 黒
event-column-result = 結果
event-annulled-mark = （無効）
event-rule-heading = 対局の裁定
event-rule-intro = 裁定とその理由は、すべての参加者が大会のお知らせとフィードで読めます。
event-rule-game = 対局
event-rule-option = 第{ $round }ラウンド第{ $board }盤：{ $white } 対 { $black }（{ $result }）
event-rule-ruling = 裁定
event-rule-white = 対局中の対局を判定：白の勝ち
event-rule-black = 判定：黒の勝ち
event-rule-draw = 判定：引き分け
event-rule-annul = 無効にする：どちらのプレイヤーにも数えません（対局中なら終了し、トーナメントの対局は再対局します）
event-rule-extend = 延長：手番のプレイヤーに日数を追加
event-rule-days = 延長で追加する日数（1〜{ $max }）
event-rule-reason = 理由（すべての参加者に表示されます）
event-rule-submit = 裁定する
event-notices = お知らせ
event-feed-html = <a href="/tournaments/{ $id }/feed.atom" id="event-feed">お知らせの Atom フィード</a>（フィードリーダー用）。

event-terms-single-match = 2人の参加者による1回のマッチ。開始時のレーティングが高い方が上位シードです（レーティングのない人はある人の後、その次は名前順）
event-terms-knockout = トーナメント、参加者は最大{ $max }人、開始時のレーティングでシード（レーティングのない人はある人の後、その次は名前順）。シード1は最下位シードと当たり、上位シード同士はできるだけ遅く当たります。参加者が2のべき乗に満たないときは、上位シードが不戦勝になります
event-terms-basque-match = 1マッチはバスク式のペア：2局を同時に、それぞれの色で1局ずつ指します
event-terms-match-games = 1マッチは{ $games }局、色は交互で、上位シードが先に白を持ちます。各局は前の局が終わると始まり、リードしている側に追いつけなくなった時点でマッチは終わります
event-terms-level-rating = 同点で終わったマッチ：上位シード（開始時のレーティングが高い方）が勝ち上がります
event-terms-level-basque = 同点で終わったマッチ：もう1組のバスク式ペアを同時に指し、それでも同点なら上位シードが勝ち上がります
event-terms-level-games = 同点で終わったマッチ：それぞれの色で1局ずつもう2局指し、それでも同点なら上位シードが勝ち上がります
event-terms-plays-on = マッチの勝者は、次に当たるマッチの決着がつきしだい次の対戦に進みます。ラウンドの残りを待つ人はいません
event-terms-aborted = 中止（または無効）になった対局は数えず、色の交互を保って指し直します
event-terms-knockout-withdrawal = 棄権すると対戦中のマッチは負けになります。棄権したプレイヤーの対局のうち、{ $plies }手（半手）以上のものは成立、それ以外は無効となり、対局中のものは負けで終わります
event-terms-variants-swiss = 各ラウンドは一覧のとおり独自のバリアントで指します。参加条件、シード、組み合わせ番号は { $first } のレーティングによります
event-terms-variants-cycle = 各ラウンドは一覧のとおり独自のバリアントで指します。一覧の終わりを過ぎたラウンドは最初から繰り返します（第{ $next }ラウンドは { $first }）。参加条件、シード、組み合わせ番号は { $first } のレーティングによります
event-terms-leave-own = 休暇：各参加者自身の年間の休暇日数。休暇中は、ほかの対局と同じくこの大会でも時計が止まります
event-terms-leave-none = 休暇：なし。大会中は休暇を取れません
event-terms-leave-days = 休暇：大会期間中、各参加者に合計で最大{ $days }日（始まった日はすべて数えます。休暇中は、ほかの対局と同じくこの大会でも時計が止まり、それより長い休暇は受け付けません）
event-terms-round-robin = 総当たり、{ $rounds }巡、参加者は最大{ $max }人。すべての対局が同時に始まります
event-terms-swiss = スイス式（FIDE のダッチ・システム）、{ $rounds }ラウンド、参加者は最大{ $max }人。1ラウンドは{ $days }日です。次のラウンドは、対局がすべて終わったとき、または期限が来た時点で対局中のものを未終了として組み合わせます（未終了の対局は終わりしだい数え、それまでの順位表は暫定です）。不戦勝は勝ちとして数えます
event-terms-basque = バスク式ペア：各組み合わせは2局を同時に、それぞれの色で1局ずつ指し、その合計で得点します（両方勝てば2点）。クロス表には両方の対局を示し、タイブレークは FIDE の規則どおり1局ずつ数えます
event-terms-basque-bye = 不戦勝は2局の勝ちとして数えます
event-terms-time-control = 持ち時間：{ $clock }
event-terms-rated = レーティング対象：対局はこのバリアントのレーティングに反映されます
event-terms-casual = レーティング対象外：対局はどのレーティングにも反映されません
event-terms-timeouts-none = 時間切れの対局は負けとして数えますが、それで棄権扱いになる人はいません
event-terms-timeouts = 時間切れで{ $count }局負けた参加者は棄権扱いになります
event-terms-entry-invited = 参加資格：招待制。主催者が指名したプレイヤー（下記）で、確認済みのメールアドレスがあること
event-terms-entry = 参加資格：確認済みのメールアドレス
event-terms-withdrawal = 棄権：棄権したプレイヤーの対局のうち、{ $plies }手（半手）以上のものは成立、それ以外は無効となり、対局中のものは負けで終わります
event-terms-starts = { $at } の時点で参加者が{ $count }人以上いれば自動的に始まります（主催者がそれより早く始めることもできます）。それより少なければ参加受付を続けます
event-terms-min-rating = 参加資格：このバリアントのレーティングが{ $rating }以上
event-terms-min-games = 参加資格：このバリアントのレーティング対象の対局が{ $count }局以上

event-new-title = 大会を主催する
event-new-intro = 以下のルールはすべてここで決まり、参加前に全員に示されます。
event-new-name = 名前（1行、100文字以内）
event-new-format = 方式
event-new-round-robin = 総当たり：全員が全員と対局し、すべての対局が同時に始まります（参加者は最大{ $max }人）
event-new-swiss = スイス式：得点に基づき FIDE のダッチ・システムでラウンドを組み合わせます（参加者は最大{ $max }人）
event-new-rounds = 総当たり：巡回数（1、または2：各組がそれぞれの色で1局ずつ）。スイス式：ラウンド数（1〜{ $max }。空欄：1巡または5ラウンド。トーナメント：空欄、ラウンド数は参加者数で決まります）
event-new-knockout = トーナメント：レーティングでシードしたマッチのトーナメント表。各勝者は次の相手が決まりしだい対戦します（参加者は2〜{ $max }人）
event-new-match-games = トーナメント：1マッチの対局数、色は交互（1〜{ $max }。空欄：2）
event-new-level = トーナメント：同点で終わったマッチ
event-new-level-games = それぞれの色で1局ずつもう2局（それでも同点なら上位シードが勝ち上がり）
event-new-level-rating = 上位シード（開始時のレーティングが高い方）が勝ち上がり
event-new-basque = バスク式ペア：各組み合わせは2局を同時に、それぞれの色で1局ずつ指し、その合計で得点します（トーナメントのマッチはそのペアになります）
event-new-round-days = スイス式：未終了の対局を残したまま次のラウンドを組み合わせるまでの、1ラウンドの日数（1〜365。空欄：30）
event-new-variant-html = バリアント（アドレスにあるキー：<code>chess</code>、またはプレイヤーのバリアントなら <code>owner/slug</code>）、またはラウンドごとに1つずつ、キーを順にカンマ区切りで（<code>chess, capablanca, shogi</code>。最大{ $max }個。最後まで行くと最初から繰り返します。参加とシードのレーティングは最初のもの）
event-new-rated = レーティング対象：対局がプレイヤーのレーティングに反映されます
event-new-max-entrants = 最大参加者数（総当たりは3〜{ $round-robin }、空欄：10。スイス式は3〜{ $swiss }、空欄：50。トーナメントは2〜{ $knockout }、空欄：16）
event-new-tiebreaks = 総当たりとスイス式：タイブレークを順に、コードをカンマ区切りで（トーナメント：空欄）
event-new-codes = コード：
event-new-codes-end = 。
event-new-starts-at = 自動で始める日時（{ $zone }。任意。空欄なら手動で始めます）
event-new-starts-at-hint = 日時はあなたの時計、{ $zone }（アカウントの設定のとおり）で読みます。時計を進めるときに飛ばされる時刻は受け付けません。時計を戻すときに2回ある時刻は、1回目の時刻になります。
event-new-entry = 参加資格
event-new-invitees = 招待制：参加できるプレイヤーの名前をカンマまたは空白で区切って（任意。空欄：下の条件を満たす人なら誰でも）
event-new-min-rating = このバリアントのレーティングの下限（任意、0〜4000）
event-new-min-games = このバリアントのレーティング対象の対局数の下限（空欄：0）
event-new-leave-html = 休暇：大会期間中に各参加者が取れる休暇の合計日数（0〜365、または <code>none</code>。空欄：各自の年間の休暇日数）
event-new-withdrawals = 棄権と時間切れ
event-new-standing-plies = 棄権したプレイヤーの対局は、この手数（半手）以上なら成立し、それ未満は無効（空欄：2）
event-new-max-timeouts = 時間切れでこの局数負けたプレイヤーを棄権扱いにする（0 または空欄：しない）
event-new-submit = 参加受付を始める

# カタログの系統（families.toml）をキーで。
variants-family-chess = チェスとその仲間
variants-family-chess-summary = 通常のチェスと、ほぼ同じ大きさの盤でのその変種：ほかの駒、ほかのポーン、ほかの初期配置。
variants-family-large = 大きな盤
variants-family-large-summary = 8×8 より大きい盤と、チェスにない駒：アークビショップ、チャンセラーなど。
variants-family-goals = 目標と回数
variants-family-goals-summary = チェックメイト以外でも勝てるゲーム：チェックの回数、到達するマスや段、駒の全滅。
variants-family-captures = 駒取り
variants-family-captures-summary = 取らなければならない取り、爆発する取り、そしてすべてを失うことの価値。
variants-family-drops = 打ち駒とゲーティング
variants-family-drops-summary = 手持ちや控えから盤に入る駒：取った駒を打ち直す、駒をゲートから入れる、複数の盤。
variants-family-shogi = 将棋
variants-family-shogi-summary = 将棋とその仲間：成る区域と、取った駒を自分の駒として打つこと。
variants-family-xiangqi = シャンチーとチャンギ
variants-family-xiangqi-summary = 中国と朝鮮の象棋とその仲間：点の上の駒、九宮、河。
variants-family-asian = 東南アジアと歴史上のもの
variants-family-asian-summary = マークルック、シットゥインとその仲間、そしてチェスの古い形：シャトランジ、チャトランガ、クーリエ。
variants-family-walls = 壁
variants-family-walls-summary = 対局が進むにつれて塞がれるマス：アヒル、矢、跡。
variants-family-board-games = ボードゲーム
variants-family-board-games-summary = チェス盤で遊ぶチェス以外のゲーム：リバーシ、ブレイクスルー、クロバーなど。
variants-family-other = その他のバリアント
variants-family-other-summary = 定義が系統を指定せず、継承もしていないバリアント。

rules-mechanic-line = { $kind }：{ $sentence }
rules-mechanic-line-params = { $kind }：{ $sentence }（{ $params }）
rules-free-play = ルールは適用されません（自由対局）。すべての手は完全記法で書いたとおりに指され、対局はプレイヤーが決めたとき（投了、合意の引き分け、相手が認めた勝ちの申告）か時計によってのみ終わります。
rules-mechanic-bare_king_loses = 王の駒だけが残った側が負けです。
rules-mechanic-board_transfers = 駒はもう一つの盤の対応するマスに移り、そこからさらに動けます。
rules-mechanic-cannon_captures = 砲は8方向のいずれかで駒を1つ（台）飛び越えて取ります。
rules-mechanic-captures_to_reserve = 取った駒は取った側の持ち駒になり、後で打てます（クレイジーハウスのように）。
rules-mechanic-castling_across_boards = 別の盤のルークともキャスリングできます。
rules-mechanic-castling_by_drops = キャスリングのマスに打ったキングは、それぞれのマスにあるルークとキャスリングでき、キャスリングのマスに打ったルークは、自分のマスにあるキングとキャスリングできます。
rules-mechanic-checkmate = チェックメイトの価値：result = "win" なら、メイトされた側が勝ちです。
rules-mechanic-checks_forbidden = チェックをかける手は指せません。
rules-mechanic-checks_to_win = 決められた回数チェックをかけると勝ちです。
rules-mechanic-colour_balanced_drops = 打つ手は、一覧にある種類の自分の駒が、半分は暗いマス、半分は明るいマスに立てるようにしなければなりません。
rules-mechanic-compulsory_capture = 取れる駒があるなら取らなければなりません。
rules-mechanic-drops_behind_advancing_pawn = 自分のポーンのすぐ後ろに駒を打つことができ、そのポーンは1マス前進します。
rules-mechanic-drops_onto_advancing_pawn = 自分のポーンの上に駒を打つことができ、そのポーンは1マス前進します。
rules-mechanic-drop_mate_loses = 一覧にある駒を打って詰ませると、打った側の負けです。
rules-mechanic-enclosing_drops = 打つ手は、相手の駒の列を自分の駒とで挟むか（rule = "line"）、自分の駒の隣でなければなりません（"touching"）。初期マスが空いている間は、そこにしか打てません。
rules-mechanic-flipping = 来た駒は、一列に並んで自分の駒とで挟んだ相手の駒（rule = "lines"）、または隣の相手の駒（"touching"）を自分の側に裏返します。
rules-mechanic-free_drops = 一覧にある種類の駒を、持っていなくても空いているマスに打てます。駒が尽きることはありません。
rules-mechanic-full_board_ends = 空いているマスがなくなると対局は終わります：引き分け、または by_piece_count なら駒の多い側の勝ちです。
rules-mechanic-drops_onto_empty = 持ち駒は、打てる区域の空いているマスに打ちます。
rules-mechanic-en_passant_squares = アンパッサンは一覧のマスでのみ取れます（それぞれの側に一覧があります）。
rules-mechanic-explosions = 駒を取るたびに爆発します：取った駒と、取ったマスの周りのポーン以外のすべての駒が取り除かれます。
rules-mechanic-extinction = 一覧にある種類の駒（またはすべての駒）をすべて失うと対局が終わります：負け、それが目標なら勝ち、または引き分けです。
rules-mechanic-mating_checks = チェックメイトは、そこに至るチェックに一覧の駒によるものが含まれるときだけ有効です。そうでなければ引き分けで、単独ではメイトできない駒によるメイトは、メイトされた側の勝ちになります。
rules-mechanic-farthest_move = 駒は進む方向に、合法に行けるところまで動きます。
rules-mechanic-flying_general = 王の駒同士は、間に駒のない筋や段で向かい合ってはいけません。
rules-mechanic-gating = 第1段のまだ離れていないマスから動く駒は、持ち駒をそのマスに入れることができます。
rules-mechanic-guarded_pieces = その種類の駒の数が少ないうちは、一覧の駒を攻撃されたままにしてはいけません。ただし、相手の同じ駒を取る手は別です。
rules-mechanic-king_takes_checker = チェックされているとき、キングはチェックしている唯一の駒を取るためにしか動けません。
rules-mechanic-moves_per_turn = 1手は複数の動きからなり、チェックは手の終わりで判定します。
rules-mechanic-must_drop = 一覧の駒（一覧がなければどの駒でも）を持ち駒にしているプレイヤーは、打てるなら打たなければなりません。
rules-mechanic-no_check = 王の駒がチェックされることはありません。
rules-mechanic-no_stranded_pieces = 成らずに、二度と動けなくなるマスへ駒を動かしたり打ったりしてはいけません。
rules-mechanic-own_then_opponent = 1手は、自分の駒での動作に続く相手の駒での動作です。パスもできます。
rules-mechanic-passing = チェックされていないプレイヤーはパスできます（only_when_stuck なら、ほかに合法手がないときのみ）。2回続けてパスすると対局は終わります。
rules-mechanic-petrifying_captures = 一覧にある種類の駒が取ると、取ったマスで壁になります。
rules-mechanic-placed_promotion = 自分の区域にいる一覧のポーン（またはどこにいても、その側の最後のポーン）は、動く代わりに選択肢の駒の一つになれます。なる場所は自分のマス、または新しい駒が動ける空いたマスで、そこで相手の駒を攻撃せず、チェックもかけないことが条件です。ポーンは到達しても昇格しません。
rules-mechanic-preclusion = 初期配置の反転を不可能にする動作はできません。
rules-mechanic-promotion_limits = 駒が一覧の種類に昇格できるのは、その側の盤上のその種類の駒が上限より少ない間だけです。
rules-mechanic-reversal_goal = 初期配置の反転を完成させると勝ちです。
rules-mechanic-royal_capture = キングを取る：チェックはなく、王の駒を失った側が負けです。
rules-mechanic-royal_reaches_region = 目標の区域に到達した王の駒は勝ちです。
rules-mechanic-several_royals = 各側は王の駒を複数持てます。どれを攻撃してもチェックで、どの手もそのどれかを攻撃されたままにしてはいけません。
rules-mechanic-stalemate = ステイルメイトはパラメーターのとおりに判定します。
rules-mechanic-swaps_across_boards = 駒は、もう一つの盤の対応するマスにある自分の駒と場所を入れ替えられます。
rules-mechanic-gate_leaps = 開いたゲート（第1段のまだ離れていないマス）にいる駒は、空いたマスへの追加の跳躍ができます（チェックを逃れる手としては使えないものもあります）。指定された相手の駒がその段か筋に来ると、ゲートは閉じます。
rules-mechanic-teleporting_pieces = 一覧の駒は、取らない手なら自分の盤のどこへでも動けます。
rules-mechanic-walling = 毎回の動きの後、空いたマスに壁が置かれ、何も入れず、通れず、取れません：ただ1つの壁を動かす（rule = "moved"）、動いた駒が届くマス（"shot"）、駒が離れたマス（"vacated"）、任意のマス（"anywhere"）、または端か壁の隣のマス（"edge"）。

event-ics-name = { $event }：{ $entrant } の期限
event-ics-start-summary = { $event } の開始
event-ics-start-description = 参加者が足りていれば、{ $event } は { $at } に自動的に始まります。
event-ics-round-summary = { $event }：第{ $round }ラウンドの締め切り
event-ics-round-description = { $at } に { $event } の第{ $next }ラウンドを組み合わせます。第{ $round }ラウンドでまだ対局中のものは未終了として数えます。
event-ics-move-summary = { $event }：{ $opponent } 戦のあなたの手番
event-ics-move-description = { $event } 第{ $round }ラウンド：{ $entrant } は { $at } までに { $opponent } 戦で指す必要があります。

editor-glyph-king = キング
editor-glyph-queen = クイーン
editor-glyph-rook = ルーク
editor-glyph-rook-right = 持ち主から見て右向きの矢印付きのルーク（右利きのルーク）
editor-glyph-rook-left = 持ち主から見て左向きの矢印付きのルーク（左利きのルーク）
editor-glyph-bishop = ビショップ
editor-glyph-knight = ナイト
editor-glyph-pawn = ポーン
editor-glyph-speedpawn = 縞の入ったポーン（より遠くへ進むポーン）
editor-glyph-bishop-knight = ビショップとナイトの複合駒（アークビショップ、カーディナル）
editor-glyph-rook-knight = ルークとナイトの複合駒（チャンセラー、マーシャル）
editor-glyph-queen-knight = クイーンとナイトの複合駒（アマゾン）
editor-glyph-bishop-wazir = ビショップとワジールの複合駒
editor-glyph-culverin = カルバリン（大砲の一種）
editor-glyph-ghost = ゴースト
editor-glyph-disc = 駒の文字を書いた円盤（駒セットに絵のない駒、たとえば取り込んだフェアリー駒）
