game-label = { $variant } #{ $id }: { $white } gegen { $black }
mail-move-subject = { $game }: { $mover } spielte { $turn }
mail-move-played = { $mover } spielte { $number } { $turn } in { $game }.
mail-move-conditional = { $turn } (ein bedingter Zug)
mail-move-wrote = { $mover } schrieb zum Zug: „{ $message }“
mail-your-move = Du bist am Zug.
mail-your-move-by = Du bist am Zug. Ziehe bis { $deadline }.
mail-move-push-title = { $mover } spielte { $number } { $turn }
mail-open-game = Partie öffnen
mail-board-alt = Das Brett nach { $number } { $turn }, aus der Sicht von { $side ->
        [white] Weiß
       *[black] Schwarz
    }

mail-reply-move = Du kannst auch auf diese E-Mail antworten: mit deinem Zug in der ersten Zeile (in einer der beiden Notationen) oder mit „resign“ (aufgeben) oder „draw“ (Remis).
mail-reply-invitation = Du kannst auch auf diese E-Mail antworten, mit „accept“ (annehmen) oder „decline“ (ablehnen).
mail-reply-draw = Um das Remis anzunehmen, kannst du auf diese E-Mail mit „draw“ antworten.

mail-unsubscribe-line = Du erhältst { $what }, weil du es auf deiner Kontoseite so gewählt hast. Zum Abbestellen:
mail-unsubscribe = Abbestellen
mail-kind-move = E-Mails zu jedem Zug deiner Partien
mail-kind-digest = die tägliche Übersicht deiner Partien
mail-kind-reminder = Erinnerungen vor einer Frist
mail-kind-invitation = Einladungen per E-Mail
mail-kind-required = E-Mails zu deinem Konto

digest-subject = Pigeonpost: { $count ->
        [one] 1 Partie wartet
       *[other] { $count } Partien warten
    } auf deinen Zug
digest-intro = { $count ->
        [one] 1 Partie wartet
       *[other] { $count } Partien warten
    } auf Pigeonpost auf deinen Zug:
digest-line-moved-by = { $game }, gegen { $opponent }: { $opponent } spielte { $last }. Ziehe bis { $deadline }.
digest-line-moved = { $game }, gegen { $opponent }: { $opponent } spielte { $last }.
digest-line-begun-by = { $game }, gegen { $opponent }: Die Partie hat begonnen. Ziehe bis { $deadline }.
digest-line-begun = { $game }, gegen { $opponent }: Die Partie hat begonnen.
digest-board-alt = { $game }: das Brett jetzt, aus deiner Sicht
digest-why = Dies ist deine tägliche Übersicht; du hast sie auf deiner Kontoseite gewählt.
digest-your-games = Deine Partien

variant-chess = Schach
variant-shogi = Shogi
variant-xiangqi = Xiangqi

board-text-part = Brett { $files }:
board-text-to-move = { $side ->
        [white] Weiß
       *[black] Schwarz
    } ist am Zug.
board-text-key = Großbuchstaben: Weiß, Kleinbuchstaben: Schwarz, [ ]: der letzte Zug.
board-text-key-holes = Großbuchstaben: Weiß, Kleinbuchstaben: Schwarz, [ ]: der letzte Zug, #: kein Feld.
board-text-in-hand = { $side ->
        [white] Weiß
       *[black] Schwarz
    } hat in der Hand: { $held }
board-text-nothing = nichts
