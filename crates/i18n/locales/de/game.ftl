## Die Partieseite.

game-title = { $variant } #{ $id }: { $white } gegen { $black }
game-feed-title = Die Züge dieser Partie
game-preview-image-alt = Das Brett: { $description }
game-heading-html = <a href="/variants/{ $key }">{ $variant }</a> #{ $id }: { $white } (Weiß) gegen { $black } (Schwarz)
game-free-play-html = <strong>Regeln werden nicht geprüft.</strong> Dies ist freies Spiel: Jeder Zug wird ausgeführt, wie er geschrieben ist, und die Partie endet nur durch Aufgabe, Einigung, einen gemeldeten Sieg, den der Gegner bestätigt, oder die Uhr.
game-rules-version-html = Regelfassung <code>{ $version }</code>.
game-rules-version-newer-html = Regelfassung <code>{ $version }</code>; es gibt eine neuere Fassung (diese Partie behält die Regeln, mit denen sie begonnen wurde).
game-time-control = Bedenkzeit: { $control }; { $rated ->
        [yes] gewertet
       *[no] ungewertet
    }
game-result = Ergebnis: { $result }
game-past-position-html = Du siehst die Stellung nach Halbzug { $ply }. <a href="/games/{ $id }">Zurück zur aktuellen Stellung</a>.
game-previous-position = Vorige Stellung
game-next-position = Nächste Stellung
game-flip = Brett drehen

game-seat-invited = { $name } (eingeladen)
game-seat-open = (freier Platz)

game-status-past = Nach Halbzug { $ply }: { $side ->
        [white] Weiß
       *[black] Schwarz
    } am Zug ({ $name }).
game-status-declined = Die Einladung wurde abgelehnt.
game-status-withdrawn = Die Einladung wurde zurückgezogen.
game-status-over = Die Partie ist beendet.
game-status-your-move = Du bist am Zug ({ $side ->
        [white] Weiß
       *[black] Schwarz
    }).
game-status-to-move = { $side ->
        [white] Weiß
       *[black] Schwarz
    } am Zug ({ $name }).
game-status-invitation-for = Eine Einladung von { $creator } an { $name }, die auf Antwort wartet.
game-status-invitation-mailed = Eine Einladung von { $creator }, per E-Mail verschickt, die auf Antwort wartet.
game-status-invitation-open = Eine offene Einladung von { $creator }, die auf Antwort wartet.
game-last-move = Letzter Zug, { $side ->
        [white] Weiß
       *[black] Schwarz
    }: { $number } { $move }
game-last-move-abbreviated = Letzter Zug, { $side ->
        [white] Weiß
       *[black] Schwarz
    }: { $number } { $move } ({ $san })

game-on-vacation = { $name } ist bis { $until } im Urlaub: Die Uhr steht still.
game-draw-offered-by-you = Du hast Remis angeboten; das Angebot gilt, bis { $name } antwortet oder zieht.
game-draw-offered = { $name } bietet Remis an.
game-win-reported-by-you = Du hast deinen Sieg gemeldet; die Meldung gilt, bis { $name } sie bestätigt, bestreitet oder zieht.
game-win-reported = { $name } meldet einen Sieg.
game-takeback-asked-by-you = Du hast gebeten, { $move } zurückzunehmen; { $name } muss antworten.
game-takeback-asked = { $name } bittet, { $move } zurückzunehmen.
game-may-claim-from = Hat { $name } bis { $from } nicht gezogen, kannst du den Sieg beanspruchen.

game-confirm-resign = Diese Partie aufgeben? Dein Gegner gewinnt.
game-confirm-resign-yes = Ja, aufgeben
game-confirm-abort = Diese Partie abbrechen? Sie endet ohne Ergebnis.
game-confirm-abort-yes = Ja, Partie abbrechen
game-confirm-no = Nein, zurück zur Partie

game-free-play-hint-html = Schreibe den Zug in voller Notation, Teile durch <code>;</code> getrennt: ein Zug <code>P e2-e4</code> (ein Zug auf eine Figur schlägt sie), ein Einsetzen <code>N-d2</code>, ein Entfernen <code>@-e4</code>, eine Umwandlung <code>P e7-e8; Q-e8</code>.
game-your-move = Dein Zug
game-message = Eine Nachricht dazu
game-message-hint = (freiwillig; dein Gegner sieht sie neben dem Zug und in der E-Mail)
game-send = Senden

game-moves = Züge
game-earlier-turns = Die { $count } früheren Züge zeigen
game-no-moves = Noch keine Züge.
game-start-position = Ausgangsstellung
game-download-pgn = Als PGN herunterladen
game-analyse = Diese Stellung analysieren
game-published-analysis = Veröffentlichte Analysen:
game-analysis-by = von { $name }

game-conditionals = Bedingte Züge
game-conditionals-hint = Nur du siehst sie. Beginnt eine Zeile mit dem Zug deines Gegners, wird deine Antwort sofort gespielt, und ihr beide bekommt eine E-Mail; Zeilen, die nicht passen, entfallen.
game-conditional-cancel = Löschen
game-conditional-cancel-label = Löschen: { $line }
game-conditional-line = Sein Zug und deine Antwort, je einer pro Zeile (weitere Paare gehen tiefer)
game-conditional-arrange = Festlegen
conditional-pair = wenn { $theirs }, dann { $mine }
conditional-last = wenn { $theirs }
conditional-then = {"; danach "}

game-notes = Meine Notizen
game-notes-label = Nur du siehst diese Notiz; sie bleibt nach der Partie erhalten
game-notes-save = Notiz speichern

game-accept-invitation = Einladung annehmen
game-decline-invitation = Ablehnen
game-withdraw-invitation = Einladung zurückziehen
game-resign = Aufgeben…
game-claim-draw = Remis nach den Regeln beanspruchen
game-accept-draw = Remis annehmen
game-decline-draw = Remis ablehnen
game-offer-draw = Remis anbieten
game-allow-takeback = Rücknahme erlauben
game-refuse-takeback = Rücknahme verweigern
game-request-takeback = Bitten, deinen Zug zurückzunehmen
game-confirm-win = Bestätigen: Dein Gegner hat gewonnen
game-dispute-win = Sieg bestreiten
game-report-win = Melden, dass du gewonnen hast
game-claim-win = Sieg beanspruchen (dein Gegner zieht nicht mehr)
game-abort = Partie abbrechen…

game-conversation = Gespräch
game-conversation-hint = Nur du und dein Gegner seht, was ihr hier schreibt.
game-conversation-hint-shown = Nur du und dein Gegner seht, was ihr hier schreibt, und nach der Partie auch andere.
game-say = Sagen
game-say-it = Absenden
game-report-sent = Deine Meldung ging an den Betreiber, der sie auf seiner Seite der Meldungen liest.
game-report = Worte dieser Partie dem Betreiber melden
game-report-words = Was ist falsch (kopiere die Worte)
game-report-send = Meldung senden
game-report-block-html = Willst du von jemandem nichts mehr hören, blockiere die Person auf deiner <a href="/account#blocks">Kontoseite</a>.

game-private = Eine private Partie: Nur ihre Spieler sehen sie (so gehalten von { $names }).
game-privacy = Wer diese Partie sieht
game-privacy-private = Diese Partie privat halten: Nur du und dein Gegner seht sie, solange einer von euch es so will
game-privacy-talk-shown = Andere unser Gespräch nach der Partie lesen lassen (wenn dein Gegner es auch erlaubt)
game-privacy-talk-shown-too = Andere unser Gespräch nach der Partie lesen lassen (wenn dein Gegner es auch erlaubt, was er tut)
game-privacy-save = Speichern
names-two = { $first } und { $second }

game-history = Verlauf
game-history-ply = Halbzug { $ply }
history-server = der Server
history-draw-offered = { $who } hat Remis angeboten
history-draw-accepted = { $who } hat das Remisangebot angenommen
history-draw-declined = { $who } hat das Remisangebot abgelehnt
history-draw-lapsed = Das Remisangebot von { $who } ist verfallen, als der Gegner zog
history-takeback-requested = { $who } hat gebeten, { $detail } zurückzunehmen
history-takeback-accepted = { $who } hat der Rücknahme von { $detail } zugestimmt
history-takeback-declined = { $who } hat die Rücknahme von { $detail } abgelehnt
history-takeback-lapsed = Die Rücknahmebitte von { $who } ist verfallen, als der Gegner zog
history-resigned = { $who } hat aufgegeben
history-aborted = { $who } hat die Partie abgebrochen
history-stalled-win-claimed = { $who } hat den Sieg beansprucht: { $detail }
history-timed-out = Der Server hat die Partie beendet: { $detail }
history-vacation-started = { $who } ist bis { $detail } in den Urlaub gegangen
history-vacation-ended = { $who } ist aus dem Urlaub zurück
history-win-reported = { $who } hat einen Sieg gemeldet
history-win-confirmed = { $who } hat den Sieg des Gegners bestätigt
history-win-disputed = { $who } hat den Sieg des Gegners bestritten
history-win-report-lapsed = Die Siegmeldung von { $who } ist verfallen, als der Gegner zog
history-said = { $who }: { $detail }
history-ruled-on = { $who }, Leitung des Turniers: { $detail }

game-push-offer = Benachrichtigt werden, wenn du am Zug bist, auch bei geschlossener Seite?
game-push-yes = Benachrichtigungen einschalten
game-push-no = Jetzt nicht

board-reserve = Vorrat von { $side ->
        [white] Weiß
       *[black] Schwarz
    }

builder-not-a-first-html = Kein erlaubter Zug beginnt jetzt mit <code>{ $turn }</code>; wähle noch einmal.
builder-chosen-wall-html = Zug: <code>{ $first }</code>, dann seine Wand: Klicke auf das Feld, auf das sie kommt. <a href="{ $reset }">Einen anderen Zug wählen</a>
builder-chosen-html = Erster Zug: <code>{ $first }</code>. <a href="{ $reset }">Einen anderen ersten Zug wählen</a>
builder-whole-turn-html = Das ist schon der ganze Zug: <code>{ $whole }</code>. Drücke „{ $send }“, um ihn zu spielen.
builder-wall-squares = Felder für die Wand ({ $count })
builder-second-moves = Zweite Züge ({ $count })
builder-only-turn = Dein einziger erlaubter Zug:
builder-instead = Statt zu ziehen:
builder-legal-moves = Erlaubte Züge ({ $count })
builder-first-moves = Erste Züge ({ $count })
builder-two-moves-hint = Ein Zug besteht aus zwei Zügen: Wähle den ersten, dann den zweiten.
builder-walls-hint = Auf jeden Zug folgt eine Wand: Wähle den Zug, dann das Feld, auf das die Wand kommt.
builder-group-own = { $piece } { $square }
builder-group-theirs = { $piece } { $square } von { $side ->
        [white] Weiß
       *[black] Schwarz
    }
builder-group-shade = { $piece } ({ $shade ->
        [light] helle
       *[dark] dunkle
    } Felder)
builder-group-reserve = Aus dem Vorrat: { $piece }
builder-group-reserve-any = Figur
builder-group-wall = Wand
builder-group-new = Neu: { $piece }

position-summary = Die Stellung in Worten
position-board = Brett { $first }–{ $last }
position-rank = Reihe { $rank }: { $squares }
position-rank-empty = Reihe { $rank }: leer
position-on-square = { $square } { $piece } ({ $side ->
        [white] Weiß
       *[black] Schwarz
    })
position-wall-square = { $square } Wand
# Piece names have no plural here: the count is written instead.
position-kind = { $count ->
        [one] { $piece }
       *[other] { $piece } ×{ $count }
    } { $squares }
position-side = { $side ->
        [white] Weiß
       *[black] Schwarz
    }: { $kinds }
position-side-none = { $side ->
        [white] Weiß
       *[black] Schwarz
    }: keine Figuren
position-walls = Wände: { $squares }
position-held = { $count } × { $piece }
position-holds = { $side ->
        [white] Weiß
       *[black] Schwarz
    } hat im Vorrat: { $held }
position-holds-nothing = { $side ->
        [white] Weiß
       *[black] Schwarz
    } hat nichts im Vorrat

board-label = Brett
board-part = Brett { $first }–{ $last }
board-white = Weiß
board-black = Schwarz
board-square = { $square }, { $what }
board-piece = { $piece } ({ $side })
board-piece-title = { $piece } ({ $side }) auf { $square }
board-wall-title = Wand auf { $square }
board-empty = leer
board-wall = Wand
board-no-square = kein Feld
board-last-move = {", "}letzter Zug
board-in-check = {", "}im Schach
board-drops-on = { $piece } (wird auf { $shade ->
        [light] helle
       *[dark] dunkle
    } Felder eingesetzt)
