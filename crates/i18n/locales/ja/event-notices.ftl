## 大会のお知らせ。
notice-event-opened = { $name } が大会の参加受付を始めました。
notice-event-not-started = 大会は予定の日時に始められませんでした（{ $why }）。主催者が始めるまで参加受付を続けます。
notice-event-began-round-robin = 大会は{ $entrants }人の参加者で始まりました。全{ $rounds }ラウンドのすべての対局が同時に始まりました。
notice-event-began-swiss = 大会は{ $entrants }人の参加者で始まりました。第1ラウンドを組み合わせました。
notice-event-began-knockout = 大会は{ $entrants }人の参加者で始まりました。1回戦のマッチが始まりました{ $byes ->
        [0] {""}
        [one] 。シード1は不戦勝です
       *[other] 。上位{ $byes }シードは不戦勝です
    }。
notice-withdrew = { $name } が棄権しました。その対局のうち{ $plies }手（半手）以上のものは成立し、{ $annulled }局が無効になります。
notice-withdrawn-timeouts = { $name } は時間切れ負けが多すぎたため棄権扱いになりました。その対局のうち{ $plies }手（半手）以上のものは成立し、{ $annulled }局が無効になります。
notice-withdrawn-deleted = 参加者の1人がアカウントを削除し、棄権扱いになりました。その対局のうち{ $plies }手（半手）以上のものは成立し、{ $annulled }局が無効になります。
notice-round-paired = 第{ $round }ラウンドを組み合わせました。
notice-round-paired-past-deadline = 第{ $round }ラウンドを組み合わせました。第{ $past }ラウンドは対局が続いたまま期限に達しました。それらの対局は終わりしだい数えられ、それまで順位表は暫定です。
notice-round-not-paired = 第{ $round }ラウンドを組み合わせられませんでした（{ $why }）。大会はここで終わります。
notice-event-won = 大会は終了しました。{ $name } が{ $points }点で優勝しました。
notice-event-over = 大会は終了しました。

## トーナメントのマッチの決着。
notice-match-bye = { $name } が不戦勝で2回戦に進みます。
notice-match-won = { $left ->
        [1] 準決勝
        [2] 準々決勝
       *[other] { $round }回戦
    }第{ $board }マッチ：{ $winner } が { $loser } に { $score } で勝ち、勝ち上がりました（{ $how }）。
notice-final-won = 決勝：{ $winner } が { $loser } に { $score } で勝ち、優勝しました（{ $how }）。
notice-match-withdrawal = { $left ->
        [1] 準決勝
        [2] 準々決勝
       *[other] { $round }回戦
    }第{ $board }マッチ：{ $loser } が棄権し、{ $winner } が勝ち上がりました（スコアは { $score } でした）。
notice-final-withdrawal = 決勝：{ $loser } が棄権し、{ $winner } が優勝しました（スコアは { $score } でした）。
notice-knockout-won = 大会は終了しました。{ $name } が優勝しました。

## 対局についての主催者の裁定。
notice-ruling = 主催者が対局 { $game }（{ $white } 対 { $black }）を裁定しました：{ $done }。理由：{ $reason }
ruling-done = { $ruling ->
        [white] 白の勝ちと判定
        [black] 黒の勝ちと判定
        [draw] 引き分けと判定
        [annul] 無効（どちらのプレイヤーにも数えません）
       *[extend] 手番の { $mover } に{ $days }日を追加
    }

## 大会の Atom フィード。
event-feed-news = { $event }：大会のお知らせ
