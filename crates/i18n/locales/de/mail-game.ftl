## Die E-Mails einer Partie außer der Zug-E-Mail.

mail-over-last = Der letzte Zug war { $last }.
mail-over = { $game } ist beendet: { $result }.
mail-over-subject = { $game }: { $result }
mail-over-push = Partie beendet: { $result }
mail-see-game = Zur Partie

mail-invite-subject = { $from } lädt dich zu einer Partie { $variant } ein
mail-invite-body = { $from } lädt dich auf Pigeonpost zu einer Fernpartie { $variant } ein.
mail-invite-terms = Du würdest mit { $side ->
        [white] Weiß
       *[black] Schwarz
    } spielen. Bedenkzeit: { $control }.
mail-invite-how = Folge dem Link, melde dich an oder registriere dich, und nimm an oder lehne ab.
mail-invite-see = Zur Einladung

mail-invite-declined-subject = { $by } hat die Einladung zu einer Partie { $variant } abgelehnt
mail-invite-declined = { $by } hat die Einladung zu einer Partie { $variant } abgelehnt (Partie #{ $id }).
mail-invite-withdrawn-subject = { $by } hat die Einladung zu einer Partie { $variant } zurückgezogen
mail-invite-withdrawn = { $by } hat die Einladung zu einer Partie { $variant } zurückgezogen (Partie #{ $id }).
mail-invite-closed-body = Die Partie wird nicht gespielt. Du kannst jederzeit eine neue beginnen.
mail-open-site = Pigeonpost öffnen

mail-accepted-subject = { $game }: { $by } hat angenommen
mail-accepted = { $by } hat deine Einladung angenommen. Die Partie hat begonnen.

mail-reminder-subject = { $game }: noch { $left } zum Ziehen
mail-reminder = Du bist am Zug in { $game }.
mail-reminder-left = Du hast noch { $left }, bevor du auf Zeit verlierst.
mail-reminder-push = Noch { $left } zum Ziehen

mail-pairing = Runde { $round } von { $event }: Du spielst mit { $side ->
        [white] Weiß
       *[black] Schwarz
    } gegen { $opponent } in { $game }. Die Partie hat begonnen.
mail-pairing-push = { $event }, Runde { $round }
mail-pairing-subject = { $event }, Runde { $round }: { $game }

mail-news-in = { $news } in { $game }.
mail-news-subject = { $game }: { $news }
news-draw-offered = { $who } bietet Remis an
next-draw-offered = Öffne die Partie, um anzunehmen oder abzulehnen. Ziehst du stattdessen, verfällt das Angebot.
news-draw-declined = { $who } hat dein Remisangebot abgelehnt
news-takeback-asked = { $who } bittet, { $detail } zurückzunehmen
next-takeback-asked = Öffne die Partie, um zuzustimmen oder abzulehnen. Ziehst du stattdessen, verfällt die Bitte.
news-takeback-declined = { $who } hat die Rücknahme von { $detail } abgelehnt
news-takeback-agreed = { $who } hat der Rücknahme von { $detail } zugestimmt: Du bist wieder am Zug
next-takeback-cancelled = Die Rücknahme hat { $count ->
        [one] deine bedingte Zeile
       *[other] deine { $count } bedingten Zeilen
    } gelöscht: Sie antworteten auf eine Stellung, die nicht mehr auf dem Brett steht. Lege sie auf der Partieseite neu an, wenn du willst.
news-win-reported = { $who } meldet, die Partie gewonnen zu haben
next-win-reported = In dieser Partie werden die Regeln nicht geprüft, also gilt das Wort der Spieler: Öffne die Partie, um den Sieg zu bestätigen oder zu bestreiten. Ziehst du stattdessen, verfällt die Meldung.
news-win-disputed = { $who } bestreitet, dass du gewonnen hast
news-conditional-played = { $who } hat { $detail } gespielt, und dein bedingter Zug { $reply } wurde als Antwort gespielt
next-conditional-played = { $who } ist am Zug.

mail-board-now-alt = Das Brett jetzt, von deiner Seite aus
mail-board-start-alt = Das Brett zu Beginn, von deiner Seite aus
