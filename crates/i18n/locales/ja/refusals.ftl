## 指し手が受け付けられなかった理由。駒の名前（$piece）と駒記号（$label）はバリアントの書き方のままです。

refusal-list-separator = 、
refusal-or = または
refusal-quoted = 「{ $text }」
refusal-from-square = { $square }から

refusal-at-character = { $character }文字目：{ $why }
refusal-in-part = { $part }番目の部分（{ $text }）：{ $why }
refusal-in-part-at-character = { $part }番目の部分（{ $text }）の{ $character }文字目：{ $why }

refusal-no-move-written = まず指し手を書いてください（例：「P e2-e4」）
refusal-no-analysis-move = まず指し手を書いてください
refusal-no-moves-to-import = 指し手が見つかりません：PGN の棋譜か指し手の一覧を貼り付けてください
refusal-in-turn = { $number }手目（{ $text }）：{ $why }
refusal-in-line-turn = 手順の{ $number }手目（{ $text }）：{ $why }
refusal-line-ends-game = 手順の{ $number }手目（{ $text }）で対局が終わるため、その後には何も続けられません

refusal-empty-move = 指し手が空です：「P e2-e4」のように書いてください
refusal-empty-part = { $part }番目の部分が空です：余分な「;」を消すか、そこに指し手を書いてください
refusal-pass-with-moves = 「pass」はそれだけで一手なので、指し手と組み合わせられません
refusal-command-not-accepted = 「{ $command }」コマンドはここでは使えません。成りは指し手と配置で、「P e7-e8; N-e8」のように書いてください
refusal-equals-in-full-notation = 「=」は完全表記では使いません。成りは指し手の後に配置を続けて、「P e7-e8; Q-e8」のように書いてください
refusal-mark-in-full-notation = 「{ $mark }」は完全表記では使いません。省くか、指し手全体を省略表記（「Nf3+」）で書いてください
refusal-unexpected-character = 予期しない文字「{ $character }」があります
refusal-square-removal-written = この対局ではマスを取り除けません（「-e4」はマスを消すことになります）
refusal-square-removal = この対局ではマスを取り除けません
refusal-too-many-words = 「駒記号 移動元-移動先」（例：「P e2-e4」）の形で書いてください。語が多すぎます
refusal-square-before-space = 空白の前には駒記号が必要ですが、マス「{ $square }」が書かれています
refusal-placement-form = 配置は「駒記号*マス」と書きます（例：「N*d2」）
refusal-capture-mark = 「x」は完全表記では使いません。指し手はハイフンで、「P e4-d5」のように書いてください
refusal-capture-mark-in-square = 「x」は完全表記では使いません。「{ $written }」ではなく、指し手はハイフンで書いてください
refusal-expected-from-to = 「移動元-移動先」（例：「e2-e4」）か配置（例：「N-d2」）が必要ですが、「{ $found }」が書かれています
refusal-two-hyphens = 1つの部分に書ける「-」は1つまでです
refusal-labelled-removal = 除去は駒記号を付けずに「e5-」または「@-e5」と書きます
refusal-square-after-label = 駒記号「{ $label }」の後にはマスが必要ですが、「{ $found }」が書かれています
refusal-expected-square = 「e4」のようなマスが必要です
refusal-expected-square-found = 「e4」のようなマスが必要ですが、「{ $found }」が書かれています
refusal-upper-case-square = 座標は小文字で書きます：「{ $written }」ではなく「{ $write }」と書いてください
refusal-off-board = 「{ $square }」はこの盤のマスではありません（a1～{ $last }）
refusal-expected-label = 駒記号が必要ですが、「{ $found }」が書かれています
refusal-label-case = 駒記号は大文字と小文字を区別します：「{ $written }」ではなく、白は「{ $white }」、黒は「{ $black }」と書いてください
refusal-unknown-label = 駒記号「{ $label }」はありません。この対局の駒は { $labels } です（黒は小文字）
refusal-slash-after-castling-only = 「/」はキャスリングの後にだけ書きます（例：「O-O/e1」）
refusal-expected-promotion-letter = 「=」の後には駒の文字が必要です（例：「e8=Q」）
refusal-expected-move = 「e4」「Nf3」「exd5」「e8=Q」「O-O」「N@d2」のような指し手か、「P e2-e4」のような完全表記が必要ですが、「{ $found }」が書かれています
refusal-unreadable-origin = 移動先「{ $dest }」の前の「{ $head }」が読めません：ファイルの文字かランクの数字、またはその両方が必要です
refusal-lower-case-letter = 省略表記では駒の文字は大文字で書きますが、「{ $found }」が書かれています
refusal-full-notation-only = この対局ではルールが適用されないため、指し手はマスを明示する完全表記で書きます：移動は「P e2-e4」、配置は「N-d2」、除去は「@-e4」
refusal-nothing-to-move = { $square }は空です：動かす駒がありません
refusal-other-piece-there = { $square }の駒は「{ $written }」ではなく「{ $holds }」です
refusal-nothing-to-remove = { $square }は空です：取り除く駒がありません
refusal-no-walls = この対局では壁を置きません
refusal-wall-on-occupied = { $square }は空いていません：壁は空いているマスに置きます

refusal-rules-enforced = この対局ではルールが適用されます：指し手は合法手と照らし合わせて読まれます
refusal-game-over = 対局は終わっています：{ $outcome }
refusal-other-variant = この指し手は別の対局の盤と駒で読まれたものです
refusal-cannot-pass = パスはできません：パスできるのは合法手がないときだけです
refusal-not-legal = 「{ $written }」はここでは合法な手ではありません
refusal-could-mean = 「{ $written }」は{ $turns }のどちらとも取れます。意図した手を完全表記で書いてください
refusal-two-readings = 「{ $written }」は2通りに読めます：先頭の小文字はポーンのファイルを表し、黒の駒の書き方でもあります。{ $turns }のどちらとも取れます。駒の手なら駒の文字を大文字（「{ $upper }」）で書くか、指し手を完全表記で書いてください
refusal-not-whole-turn = 「{ $written }」だけでは一手になりません：続けて指し手が必要です（例：{ $options }）
refusal-not-whole-turn-more = 「{ $written }」だけでは一手になりません：続けて指し手が必要です（例：{ $options }、ほか{ $more }通り）
refusal-removal-only-after-en-passant = 除去は、アンパッサンで取ったときに通過したポーンを取るためにだけ書きます（「P d5-e6; e5-」）
refusal-wall-elsewhere = この指し手の後、壁は別のマスに置きます：合法手を確認してください
refusal-no-wall-after-move = この対局では指し手の後に壁を置きません。省いてください
refusal-turn-complete = この部分の前で一手はすでに完結しています
refusal-turn-complete-leave-out = この部分の前で一手はすでに完結しています。この部分は省いてください
refusal-side-case = { $side ->
        [white] 白の駒は大文字で書きます
       *[black] 黒の駒は小文字で書きます
    }：「{ $written }」ではなく「{ $write }」と書いてください
refusal-not-a-promotion-choice = { $promoting }はここで{ $piece }には成れません。{ $square }で選べるのは { $choices } です
refusal-bare-removal = 「{ $written }」だけでは単なる除去で、合法な手ではありません。除去はアンパッサンで取った後にだけ、「P d5-e6; e5-」のように書きます
refusal-bare-wall = 「{ $written }」だけでは指し手なしに壁を置くことになり、合法な手ではありません。壁は「P e2-e4; *-e5」のように指し手の後に続けます
refusal-no-piece-on = { $square }に駒はありません
refusal-holds-other = { $square }にあるのは{ $written }ではなく{ $holds }です
refusal-pawn-step-before-drop = ポーンの前進は、それを押し出す打ちの直前にだけ書きます（例：「{ $written }; { $drop }」）
refusal-no-drops = 配置はポーンを成らせる指し手の後にだけ書きます（例：「P e7-e8; Q-e8」）。この対局では駒を打てません
refusal-none-in-reserve = 今打てる{ $piece }は持ち駒にありません
refusal-drop-zone = { $ranks ->
        [1] 自陣の第1ランク
       *[other] 自陣の第1～第{ $ranks }ランク
    }
refusal-occupied-then = { $square }は埋まっています。{ $why }
refusal-drop-zone-full = { $piece }は持ち駒にありますが、打てるのは{ $zone }で、今そこに空いているマスはありません
refusal-drop-cannot-answer-check = { $piece }は持ち駒にありますが、どこに打ってもチェックを防げません
refusal-drop-zone-refuses = { $piece }は持ち駒にありますが、今は{ $zone }のどの空きマスにも打てません
refusal-drop-elsewhere = { $why }。{ $piece }を打てるのは { $squares } です
refusal-bound-to-square-colour = 持ち駒の{ $piece }はそれぞれ打てるマスの色が決まっています：あなたの{ $piece }は{ $held ->
        [dark] 暗い
       *[light] 明るい
    }マスにしか打てませんが、{ $square }は{ $colour ->
        [dark] 暗い
       *[light] 明るい
    }マスです
refusal-bound-to-square-colour-gone = 持ち駒の{ $piece }はそれぞれ打てるマスの色が決まっています：あなたの{ $piece }は{ $held ->
        [dark] 暗い
       *[light] 明るい
    }マスにしか打てませんが、{ $square }は{ $colour ->
        [dark] 暗いマスです（暗いマス用の{ $piece }はもう打たれています）
       *[light] 明るいマスです（明るいマス用の{ $piece }はもう打たれています）
    }
refusal-pawn-cannot-be-relocated = { $occupied }が埋まっているため、{ $pawn }のポーンを押し出せません
refusal-occupied = { $square }は埋まっています
refusal-cannot-drop-on = { $piece }は{ $square }に打てません
refusal-not-yours = { $square }の{ $piece }は{ $owner ->
        [white] 白
       *[black] 黒
    }の駒で、今は{ $mover ->
        [white] 白
       *[black] 黒
    }の手番です
refusal-moved-twice = { $square }の{ $piece }はこの手ですでに動いています（{ $earlier }）。1つの駒は一手のうちに2度動けません
refusal-other-board = 一手の中の指し手はそれぞれ別の盤から始めなければなりません：{ $earlier }は{ $began-first }-{ $began-last }ファイルの盤から始まったので、次の指し手は{ $next-first }-{ $next-last }ファイルの盤から始めてください
refusal-cannot-follow = { $square }の{ $piece }は一手の最初の指し手としてなら動けますが、{ $earlier }の後には動けません
refusal-written-otherwise = この指し手に書かれた部分が合っていません。正しい書き方は{ $spellings }です
refusal-move-refused = { $why }。行けるのは { $squares } です
refusal-move-refused-no-move = { $why }。{ $from }の{ $piece }には今、合法手がありません
refusal-king-has-moved = キングはすでに動いているので、キャスリングできません
refusal-rook-gone = { $square }のルークは動いたか、もういないので、キングはそのルークとキャスリングできません
refusal-castling-blocked = { $square }が埋まっているので、キングはその側にキャスリングできません
refusal-castle-out-of-check = チェックされている状態からはキャスリングできません
refusal-castle-through-attack = キングが攻撃されている{ $square }を通るか、そこに止まることになるので、キャスリングできません
refusal-must-go-further = 動かす駒は合法に行ける限り遠くまで進まなければなりません：{ $from }の{ $piece }は{ $far }マス進めますが、{ $from }-{ $to }は{ $distance }マスしか進みません
refusal-not-allowed-here = ここでは、{ $piece }を{ $from }から{ $to }へ動かすことはこの対局のルールで認められていません
refusal-would-be-in-check = { $square }のあなたの{ $king }がチェックされた状態になります
refusal-would-be-in-check-from = { $square }のあなたの{ $king }が{ $at }の{ $attacker }にチェックされた状態になります
refusal-occupied-by-own = { $square }には{ $owner ->
        [white] 白の
        [black] 黒の
       *[own] あなた自身の
    }{ $own }があるので、{ $from }の{ $piece }はそこへ行けません
refusal-cannot-reach = { $from }の{ $piece }は{ $to }へ行けません
refusal-in-check = { $why }：あなたはチェックされているので、それを防ぐ手だけが合法です
refusal-no-wall-abbreviated = この対局では指し手の後に壁を置きません：コンマとその後のマスを省いてください
refusal-wall-not-there = その指し手の後、壁は{ $square }に置けません
refusal-no-castling = 今はキャスリングできません
refusal-not-that-castling = そのキャスリングは今はできません。キングがキャスリングできる先は { $squares } です
refusal-no-drop-on = 今{ $square }に打てる{ $label }はありません
refusal-no-pawn-can-move = 今動けるあなたのポーンはありません
refusal-none-can-move = 今動けるあなたの「{ $label }」はありません
refusal-no-pawn-fits = { $to }へのどのポーンの指し手にも合いません。そこへは{ $from }行けます
refusal-does-not-fit = { $to }へのどの「{ $label }」の指し手にも合いません。そこへは{ $from }行けます
refusal-no-pawn-can-move-to = { $to }へ行けるポーンはありません。あなたのポーンが行けるのは { $squares } です
refusal-cannot-move-to = { $to }へ行ける「{ $label }」はありません。あなたの「{ $label }」が行けるのは { $squares } です
