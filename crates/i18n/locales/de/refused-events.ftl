## Das Ausrichterformular.
refused-event-name = gib dem Turnier einen Namen: eine Zeile mit höchstens 100 Zeichen
refused-event-format = wähle einen Modus: round_robin, swiss oder knockout
refused-event-number = { $field ->
        [cycles] Durchgänge
        [rounds] Runden
        [most-entrants] Höchstzahl der Teilnehmer
        [round-days] Tage pro Runde
        [lowest-rating] Mindestwertung
        [fewest-games] Mindestzahl gewerteter Partien
        [standing-plies] Halbzüge, ab denen eine Partie bestehen bleibt
        [timeouts] Zeitüberschreitungen bis zum Ausschluss
        [match-games] Partien eines Wettkampfs
       *[days-to-add] Tage, die hinzukommen
    }: gib eine ganze Zahl von { $min } bis { $max } an (eingegeben: „{ $got }“)
refused-knockout-rounds = die Runden eines K.-o.-Turniers ergeben sich aus seinen Teilnehmern: Lass die Runden leer
refused-basque-round-robin-cycles = ein baskisches Rundenturnier spielt in jeder Paarung schon beide Farben: Wähle 1 Durchgang
refused-event-unknown-tiebreak = „{ $got }“ ist keine Feinwertung: Wähle aus { $codes }
refused-event-tiebreak-twice = { $tiebreak } steht zweimal in den Feinwertungen
refused-knockout-tiebreaks = ein K.-o.-Turnier hat keine Tabelle, in der Gleichstände aufzulösen wären: Ein unentschiedener Wettkampf wird entschieden, wie für seine Wettkämpfe gewählt, also lass die Feinwertungen leer
refused-event-tiebreak-round-robin-only = { $tiebreak } ist eine Feinwertung für Rundenturniere
refused-match-terms-not-knockout = die Partien eines Wettkampfs und sein Stechen gehören zu einem K.-o.-Turnier: Lass sie in einem Rundenturnier oder im Schweizer System leer
refused-basque-match-games = ein baskischer Wettkampf besteht aus zwei gleichzeitig gespielten Partien, eine mit jeder Farbe: Lass die Partien eines Wettkampfs leer (oder 2), nicht „{ $got }“
refused-match-tiebreak = mit „{ $got }“ lässt sich kein unentschiedener Wettkampf entscheiden: Wähle games (ein weiteres Paar Partien) oder rating (der höher Gesetzte kommt weiter)
refused-event-variant-missing = die Varianten, eine pro Runde, sind durch Kommas getrennte Schlüssel: Zwischen zwei Kommas fehlt einer
refused-event-too-many-variants = ein Turnier nennt höchstens { $max } Varianten, eine pro Runde (angegeben: { $count })
refused-event-variants-past-rounds = das Turnier nennt { $count } Varianten, eine pro Runde, hat aber höchstens { $most } { $most ->
        [one] Runde
       *[other] Runden
    }: Eine Variante nach seiner letzten Runde würde nie gespielt
refused-event-invitee-twice = { $name } steht zweimal unter den Eingeladenen
refused-event-too-many-invitees = ein Turnier lädt höchstens { $max } Spieler ein (angegeben: { $count })
refused-event-unknown-invitees = es gibt keinen Spieler namens { $names }: Prüfe die Namen der Eingeladenen
refused-event-leave-days = der Urlaub muss leer sein (das eigene jährliche Urlaubskontingent der Spieler), none oder eine ganze Zahl von Tagen von 0 bis { $max } (eingegeben: „{ $got }“)
refused-event-choose-variant = wähle die Variante des Turniers
refused-event-confirm-to-organise = bestätige deine E-Mail-Adresse, um Turniere auszurichten: Die Teilnehmer schreiben dir

## Die Startzeit, auf der Uhr des Ausrichters.
refused-event-start-format = die Startzeit muss ein Datum mit Uhrzeit sein, etwa 2026-03-01 18:30 ({ $zone }), nicht „{ $got }“
refused-event-start-skipped = { $time } gibt es in { $zone } nicht: Beim Vorstellen der Uhr wird diese Stunde dort übersprungen; wähle eine andere Zeit
refused-event-start-passed = die Startzeit { $at } ist vorbei: Wähle eine spätere oder keine, um das Turnier von Hand zu starten
refused-event-start-too-far = die Startzeit muss innerhalb von { $days } Tagen liegen

## Teilnehmen, abmelden und starten.
refused-event-started-no-entrants = dieses Turnier hat begonnen: Es nimmt keine Teilnehmer mehr auf
refused-event-entered-already = du nimmst an diesem Turnier schon teil
refused-event-not-invited = dieses Turnier ist nur auf Einladung, und sein Ausrichter hat dich nicht eingeladen
refused-event-full = dieses Turnier ist voll ({ $max } Teilnehmer)
refused-event-confirm-to-enter = bestätige deine E-Mail-Adresse, um an Turnieren teilzunehmen: Die Ergebnisse werden per E-Mail verschickt, und ein gewertetes Turnier verlangt sie
refused-event-rating-too-low = dieses Turnier ist für Spieler mit einer Wertung von { $min } oder mehr in seiner Variante; deine ist { $rating }
refused-event-too-few-games = dieses Turnier ist für Spieler mit { $min } gewerteten Partien oder mehr in seiner Variante; du hast { $games }
refused-event-started-meanwhile = das Turnier hat inzwischen begonnen: Tritt stattdessen zurück
refused-event-over = dieses Turnier ist beendet
refused-event-start-not-organiser = nur der Ausrichter des Turniers startet es
refused-event-started-already = dieses Turnier hat schon begonnen
refused-event-began-meanwhile = das Turnier hat schon begonnen
refused-event-too-few-entrants = ein Turnier braucht zum Start mindestens { $fewest } Teilnehmer; es hat { $count }
refused-event-too-many-entrants = { $format ->
        [knockout] ein K.-o.-Turnier nimmt höchstens { $max } Teilnehmer auf
        [swiss] ein Turnier im Schweizer System nimmt höchstens { $max } Teilnehmer auf
       *[round-robin] ein Rundenturnier nimmt höchstens { $max } Teilnehmer auf
    }
refused-event-first-round-unpaired = Runde 1 lässt sich nicht auslosen: { $why }
refused-event-rounds-unscheduled = die Runden lassen sich nicht ansetzen: { $why }
refused-event-no-leave = { $event } erlaubt keinen Urlaub: kein Urlaub, solange du dort spielst
refused-event-leave-exceeded = { $event } erlaubt insgesamt { $allowed } { $allowed ->
        [one] Tag
       *[other] Tage
    } Urlaub, und dir { $left ->
        [one] bleibt dort noch { $left } Tag
       *[other] bleiben dort noch { $left } Tage
    }: Ein Urlaub von { $days } { $days ->
        [one] Tag
       *[other] Tagen
    } ist länger

## Was der Server beim Schreiben verändert vorfand.
refused-event-round-paired-meanwhile = die Runde wurde inzwischen ausgelost
refused-event-ended-meanwhile = das Turnier ist inzwischen beendet
refused-knockout-moved-on-meanwhile = das K.-o.-Turnier ist inzwischen weitergegangen
refused-event-moved-on-meanwhile = das Turnier ist inzwischen weitergegangen: Sieh es dir noch einmal an

## Entscheidungen des Ausrichters.
refused-ruling-choose-game = wähle die Partie, über die du entscheidest
refused-ruling-days = gib an, wie viele Tage hinzukommen, 1 bis { $max }
refused-ruling-unknown = „{ $got }“ ist keine Entscheidung: Wähle white, black oder draw (abschätzen), annul oder extend
refused-ruling-reason = gib die Begründung an, die jeder Teilnehmer liest: 1 bis { $max } Zeichen
refused-ruling-not-organiser = nur der Ausrichter des Turniers entscheidet über seine Partien
refused-ruling-not-running = das Turnier läuft nicht: Über seine Partien wird nicht entschieden
refused-ruling-annulled = Partie { $game } ist schon annulliert
refused-ruling-game-over = Partie { $game } ist beendet: Ihr Ergebnis bleibt bestehen, oder annulliere sie
refused-ruling-untimed = die Partie hat keine Frist, die sich verlängern ließe: Sie ist ohne Zeitbegrenzung
