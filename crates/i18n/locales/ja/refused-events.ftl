## 主催者のフォーム。
refused-event-name = 大会に名前を付けてください：1行、100文字以内です
refused-event-format = 形式を選んでください：round_robin、swiss、knockout のいずれかです
refused-event-number = { $field ->
        [cycles] 巡回数
        [rounds] ラウンド数
        [most-entrants] 参加者の上限
        [round-days] 1ラウンドの日数
        [lowest-rating] レーティングの下限
        [fewest-games] レーティング対象の対局数の下限
        [standing-plies] 対局が成立する手数（半手）
        [timeouts] 棄権扱いになる時間切れ負けの数
        [match-games] 1マッチの局数
       *[days-to-add] 追加する日数
    }は{ $min }から{ $max }までの整数で指定してください（入力：「{ $got }」）
refused-knockout-rounds = トーナメントのラウンド数は参加者数で決まります。ラウンド数は空欄にしてください
refused-basque-round-robin-cycles = バスク式の総当たりでは、各組がすでに両方の色で指します。巡回数は1にしてください
refused-event-unknown-tiebreak = 「{ $got }」はタイブレークではありません。{ $codes } から選んでください
refused-event-tiebreak-twice = タイブレークに{ $tiebreak }が2回入っています
refused-knockout-tiebreaks = トーナメントには同点を分ける順位表がありません。同点のマッチはマッチについて選んだ方法で決まるので、タイブレークは空欄にしてください
refused-event-tiebreak-round-robin-only = { $tiebreak }は総当たりのタイブレークです
refused-match-terms-not-knockout = マッチの局数とその決着方法はトーナメントのものです。総当たりやスイス式では空欄にしてください
refused-basque-match-games = バスク式のマッチは、それぞれの色で1局ずつ、2局を同時に指します。マッチの局数は空欄（または2）にしてください（入力：「{ $got }」）
refused-match-tiebreak = 「{ $got }」では同点のマッチを決められません。games（もう2局）か rating（上位シードが勝ち上がり）を選んでください
refused-event-variant-missing = ラウンドごとのバリアントはカンマで区切ったキーです。カンマとカンマの間のキーが抜けています
refused-event-too-many-variants = 大会が指定できるバリアントはラウンドごとに1つ、最大{ $max }種です（入力：{ $count }種）
refused-event-variants-past-rounds = この大会はラウンドごとに1つ、{ $count }種のバリアントを指定していますが、ラウンドは最大{ $most }です。最後のラウンドより後のバリアントは指されません
refused-event-invitee-twice = 招待者に{ $name }が2回入っています
refused-event-too-many-invitees = 大会に招待できるのは最大{ $max }人です（入力：{ $count }人）
refused-event-unknown-invitees = { $names } という名前のプレイヤーはいません。招待者の名前を確かめてください
refused-event-leave-days = 休暇は空欄（各自の年間の休暇日数）、none、または0から{ $max }までの整数の日数で指定してください（入力：「{ $got }」）
refused-event-choose-variant = 大会のバリアントを選んでください
refused-event-confirm-to-organise = 大会を主催するには、メールアドレスを確認してください。参加者からあなたに連絡が届きます

## 開始日時（主催者の時計で）。
refused-event-start-format = 開始日時は 2026-03-01 18:30（{ $zone }）のような日付と時刻で指定してください（入力：「{ $got }」）
refused-event-start-skipped = { $zone }には { $time } がありません。時計を進めるときにこの時間は飛ばされます。別の時刻を選んでください
refused-event-start-passed = 開始日時 { $at } は過ぎています。もっと後の日時を選ぶか、空欄にして手動で始めてください
refused-event-start-too-far = 開始日時は{ $days }日以内にしてください

## 参加、取り消し、開始。
refused-event-started-no-entrants = この大会は始まっています。これ以上参加者を受け付けません
refused-event-entered-already = この大会にはすでに参加しています
refused-event-not-invited = この大会は招待制で、主催者はあなたを招待していません
refused-event-full = この大会は定員（{ $max }人）に達しています
refused-event-confirm-to-enter = 大会に参加するには、メールアドレスを確認してください。結果はメールで送られ、レーティング対象の大会ではアドレスが必要です
refused-event-rating-too-low = この大会は、このバリアントのレーティングが{ $min }以上のプレイヤーが対象です。あなたのレーティングは{ $rating }です
refused-event-too-few-games = この大会は、このバリアントのレーティング対象の対局が{ $min }局以上のプレイヤーが対象です。あなたは{ $games }局です
refused-event-started-meanwhile = その間に大会が始まりました。代わりに棄権してください
refused-event-over = この大会は終了しています
refused-event-start-not-organiser = 大会を始められるのは主催者だけです
refused-event-started-already = この大会はすでに始まっています
refused-event-began-meanwhile = 大会はすでに始まっています
refused-event-too-few-entrants = 大会を始めるには参加者が{ $fewest }人以上必要です。現在{ $count }人です
refused-event-too-many-entrants = { $format ->
        [knockout] トーナメントの参加者は最大{ $max }人です
        [swiss] スイス式の参加者は最大{ $max }人です
       *[round-robin] 総当たりの参加者は最大{ $max }人です
    }
refused-event-first-round-unpaired = 第1ラウンドを組み合わせられません：{ $why }
refused-event-rounds-unscheduled = ラウンドを組めません：{ $why }
refused-event-no-leave = { $event }では休暇を取れません。参加している間は休暇なしです
refused-event-leave-exceeded = { $event }で取れる休暇は合計{ $allowed }日で、そこでの残りは{ $left }日です。{ $days }日の休暇はそれより長くなります

## 書き込もうとしたときに変わっていたこと。
refused-event-round-paired-meanwhile = その間にラウンドが組み合わされました
refused-event-ended-meanwhile = その間に大会が終了しました
refused-knockout-moved-on-meanwhile = その間にトーナメントが進みました
refused-event-moved-on-meanwhile = その間に大会が進みました。もう一度確認してください

## 主催者の裁定。
refused-ruling-choose-game = 裁定する対局を選んでください
refused-ruling-days = 追加する日数を1から{ $max }までで指定してください
refused-ruling-unknown = 「{ $got }」は裁定ではありません。white、black、draw（判定）、annul、extend のいずれかを選んでください
refused-ruling-reason = すべての参加者が読む理由を1〜{ $max }文字で書いてください
refused-ruling-not-organiser = 大会の対局を裁定できるのは主催者だけです
refused-ruling-not-running = 大会は進行中ではありません。対局は裁定できません
refused-ruling-annulled = 対局 { $game } はすでに無効です
refused-ruling-game-over = 対局 { $game } は終わっています。結果はそのままにするか、無効にしてください
refused-ruling-untimed = この対局には延長できる期限がありません。時間制限なしの対局です
