## What a refused action at the table is told: offers, claims, seeks, the boards of
## free play, notes, analysis and time controls.

refused-resign-only-in-progress = aufgeben kannst du nur in einer laufenden Partie
refused-claim-draw-only-in-progress = Remis beanspruchen kannst du nur in einer laufenden Partie
refused-abort-only-in-progress = abbrechen kannst du nur eine laufende Partie
refused-offer-draw-only-in-progress = Remis anbieten kannst du nur in einer laufenden Partie
refused-answer-draw-only-in-progress = auf ein Remisangebot antworten kannst du nur in einer laufenden Partie
refused-report-win-only-in-progress = einen Sieg melden kannst du nur in einer laufenden Partie
refused-answer-win-report-only-in-progress = auf eine Siegmeldung antworten kannst du nur in einer laufenden Partie
refused-takeback-only-in-progress = um eine Rücknahme bitten kannst du nur in einer laufenden Partie
refused-answer-takeback-only-in-progress = auf eine Bitte um Rücknahme antworten kannst du nur in einer laufenden Partie
refused-claim-win-only-in-progress = den Sieg beanspruchen kannst du nur in einer laufenden Partie
refused-conditionals-only-in-progress = bedingte Züge festlegen kannst du nur in einer laufenden Partie

refused-draw-already-offered = du hast bereits Remis angeboten; das Angebot gilt, bis { $opponent } antwortet oder zieht
refused-draw-offered-to-you = { $opponent } hat dir Remis angeboten: Nimm dieses Angebot an oder lehne es ab
refused-draw-offer-is-yours = das Remisangebot ist deines: Dein Gegner antwortet darauf
refused-no-draw-offer = es gibt kein Remisangebot, auf das du antworten könntest (ein Angebot verfällt, wenn sein Empfänger zieht)
refused-win-already-reported = du hast bereits einen Sieg gemeldet; die Meldung gilt, bis { $opponent } antwortet oder zieht
refused-win-reported-to-you = { $opponent } meldet einen Sieg: Bestätige oder bestreite das zuerst
refused-win-report-is-yours = die Siegmeldung ist deine: Dein Gegner antwortet darauf
refused-no-win-report = es gibt keine Siegmeldung, auf die du antworten könntest (eine Meldung verfällt, wenn ihr Empfänger zieht)
refused-takeback-answered = { $opponent } hat seit deinem letzten Zug gezogen: Zurücknehmen kannst du nur deinen eigenen Zug, bevor er beantwortet ist
refused-takeback-already-asked = du hast bereits gebeten, diesen Zug zurückzunehmen; jetzt entscheidet { $opponent }
refused-takeback-request-is-yours = die Bitte um Rücknahme ist deine: Dein Gegner antwortet darauf
refused-no-takeback-request = es gibt keine Bitte um Rücknahme, auf die du antworten könntest
refused-claim-win-too-soon = { $opponent } hat { $stalled } lang nicht gezogen, Urlaub nicht mitgerechnet; den Sieg kannst du beanspruchen, wenn { $days ->
        [one] einen Tag
       *[other] { $days } Tage
    } lang kein Zug kam, ab { $from }

refused-line-too-long = eine Zeile hat höchstens { $most ->
        [one] einen Zug
       *[other] { $most } Züge
    }
refused-too-many-lines = du hast in dieser Partie schon { $most } Zeilen festgelegt: Lösche zuerst eine
refused-said-line-too-long = eine Zeile hat höchstens { $most } Zeichen
refused-move-too-long = ein Zug hat höchstens { $most } Zeichen
refused-move-message-too-long = eine Nachricht hat höchstens { $most } Zeichen
refused-note-too-long = eine Notiz hat höchstens { $most } Zeichen

refused-files-not-number = die Linien müssen eine ganze Zahl sein, nicht „{ $text }“
refused-ranks-not-number = die Reihen müssen eine ganze Zahl sein, nicht „{ $text }“
refused-files-of-each-board = gib die Linien jedes Bretts an: eine Zahl oder bis zu { $most } („8 8“ für zwei Bretter)
refused-free-board-unusable = das Brett oder die Ausgangsstellung lässt sich nicht verwenden: { $problems }
refused-start-position = die Ausgangsstellung: { $problem }
refused-own-board-is-free-play = ein eigenes Brett (Linien, Reihen, Löcher) gibt es nur im freien Spiel: Mit geprüften Regeln wird auf dem Brett der Variante gespielt; eine Ausgangsstellung darfst du angeben
refused-choose-colour = wähle Weiß, Schwarz oder zufällig
refused-choose-rules = wähle geprüfte Regeln oder freies Spiel
refused-free-play-unrated = eine Partie im freien Spiel kann nicht gewertet werden: Niemand prüft ihr Ergebnis
refused-ply-not-number = das Halbzugfeld des Formulars ist keine Zahl

refused-too-many-seeks = du hast { $most } offene Gesuche in der Lobby: Ziehe eines zurück oder warte, bis eines angenommen wird oder abläuft
refused-lowest-rating-not-number = die niedrigste Wertung muss eine ganze Zahl sein
refused-highest-rating-not-number = die höchste Wertung muss eine ganze Zahl sein
refused-seek-days-not-number = die Tage, die ein Gesuch offen bleibt, müssen eine ganze Zahl sein
refused-lowest-rating-out-of-bounds = die niedrigste Wertung muss zwischen { $least } und { $most } liegen
refused-highest-rating-out-of-bounds = die höchste Wertung muss zwischen { $least } und { $most } liegen
refused-rating-range-empty = der Wertungsbereich ist leer: Die niedrigste ({ $lowest }) liegt über der höchsten ({ $highest })
refused-seek-message-too-long = die Nachricht ist länger als { $most } Zeichen
refused-seek-days-out-of-bounds = ein Gesuch bleibt 1 bis { $most } Tage offen
refused-seek-rated-between = dieses Gesuch ist für Spieler mit einer Wertung von { $lowest } bis { $highest } in seiner Variante; deine ist { $yours }
refused-seek-rated-from = dieses Gesuch ist für Spieler mit einer Wertung ab { $lowest } in seiner Variante; deine ist { $yours }
refused-seek-rated-up-to = dieses Gesuch ist für Spieler mit einer Wertung bis { $highest } in seiner Variante; deine ist { $yours }


refused-analysis-public-once-over = eine Analyse wird veröffentlicht, wenn die Partie vorbei ist: Bis dahin gehört sie dir allein
refused-import-too-long = eine Zugliste zum Einlesen hat höchstens { $most } Bytes
refused-analysis-too-big = deine Analyse dieser Partie hätte mehr als { $most } Stellungen, die meisten, die aufbewahrt werden: Lösche zuerst eine Variante
refused-position-note-too-long = eine Notiz zu einer Stellung hat höchstens { $most } Zeichen
refused-position-note-plain = eine Notiz ist reiner Text
refused-position-note-needs-move = mach zuerst einen Zug auf dem Analysebrett: Notizen gehören zu seinen Stellungen
refused-no-analysis-to-publish = es gibt keine Analyse dieser Partie, die sich veröffentlichen ließe
refused-analysis-line-not-conditional = eine bedingte Zeile beginnt in der aktuellen Stellung mit dem Zug deines Gegners und endet mit deiner Antwort
refused-publish-yes-or-no = veröffentlichen heißt ja oder nein

refused-clock-number = { $field ->
    [days-per-move] Die Tage pro Zug müssen
    [grace] Die Karenzstunden müssen
    [bank] Das anfängliche Zeitkonto in Tagen muss
    [increment-days] Die Zuschlagstage müssen
    [increment-hours] Die Zuschlagsstunden müssen
   *[cap] Die Obergrenze des Zeitkontos in Tagen muss
} eine ganze Zahl von { $min } bis { $max } sein (eingegeben: „{ $got }“)
refused-clock-number-missing = gib { $field ->
    [days-per-move] die Tage pro Zug
    [grace] die Karenzstunden
    [bank] das anfängliche Zeitkonto in Tagen
    [increment-days] die Zuschlagstage
    [increment-hours] die Zuschlagsstunden
   *[cap] die Obergrenze des Zeitkontos in Tagen
} an: eine ganze Zahl von { $min } bis { $max }
refused-clock-cap-below-bank = die Obergrenze des Zeitkontos ({ $cap } Tage) darf nicht unter dem anfänglichen Zeitkonto ({ $days } Tage) liegen
refused-clock-kind = die Bedenkzeit muss „none“, „move“ oder „bank“ sein (eingegeben: „{ $got }“)

## A change that found the game, event or account changed since it was read.
conflict-game-changed = die Partie hat sich inzwischen geändert
conflict-no-such-game = diese Partie gibt es nicht
conflict-invitation-closed = die Einladung ist nicht mehr offen
conflict-game-not-in-progress = die Partie läuft nicht
conflict-rating-changed = eine Wertung hat sich inzwischen geändert
conflict-account-deleted = das Konto ist bereits gelöscht
conflict-event-gone = das Turnier gibt es nicht mehr
conflict-not-entered = du warst für dieses Turnier nicht angemeldet
conflict-already-withdrawn = du hast dich bereits von diesem Turnier abgemeldet
conflict-entrant-left = ein Teilnehmer ist inzwischen ausgeschieden
conflict-exists-already = das gibt es bereits: Es wurde inzwischen angelegt
