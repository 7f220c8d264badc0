places-colon = {": "}
variants-title = Varianten
variants-built-in = Eingebaut
variants-family-seeks = Gesuche in der Lobby
variants-by-players = Von Spielern
variants-search = Suchen
variants-none-published = Noch hat kein Spieler eine Variante veröffentlicht.
variants-none-match = Keine veröffentlichte Variante passt.
variants-column-variant = Variante
variants-column-author = Autor
variants-column-games = Partien
variants-column-about = Beschreibung
variants-column-state = Stand
variants-yours = Deine Varianten
variants-write-new-html = <a href="/variants/new">Schreib eine neue Variante</a>, in unserem Format oder als Abschnitt einer Fairy-Stockfish-<code>variants.ini</code>.
variants-state = { $state ->
        [published] veröffentlicht
        [unpublished] nicht mehr veröffentlicht
       *[draft] Entwurf
    }
variants-state-published-version = veröffentlicht, Version { $version }

variant-page-about = Über diese Variante
variant-page-byline = Von { $author }; { $state }{ $version }{ $copied }.
variant-page-byline-version = , Version { $version }
variant-page-byline-copied = ; kopiert von { $from }
variant-page-rated-pool-html = Ihre Partien können gewertet werden: <a href="{ $path }/leaderboard">Rangliste</a>.
variant-page-versions = Versionen
variant-page-version = Version { $version }
variant-page-version-of = (Regeln { $hash }, veröffentlicht am { $date })
variant-page-edit = Bearbeiten
variant-page-unpublish = Veröffentlichung zurückziehen
variant-page-publish = Veröffentlichen
variant-page-rated-games = Gewertete Partien: Sobald sie veröffentlicht ist, können ihre Partien gewertet werden, in einer eigenen Wertung (jede Partie behält die Version, mit der sie begann)
variant-page-save = Speichern
variant-page-copy = In meine Entwürfe kopieren
variant-page-start-game-html = <a href="/games/new?variant={ $key }">Eine Partie { $name } beginnen</a>.
variant-page-definition = Definition
variant-page-rules-version-html = Regelversion <code>{ $short }</code> (SHA-256 <code class="hash">{ $hash }</code> des kanonischen Textes unten). Jede Partie behält die Version, mit der sie erstellt wurde.
variant-page-canonical = Kanonische Definition

rules-start-position = Ausgangsstellung
rules-board-size = Brett: { $files ->
        [one] 1 Linie
       *[other] { $files } Linien
    } mal { $ranks ->
        [one] 1 Reihe
       *[other] { $ranks } Reihen
    }.
rules-reserve = Reserve
rules-reserve-intro = Jede Seite beginnt mit diesen Figuren in der Hand:
rules-pieces = Figuren
rules-pieces-hint = Jedes Diagramm zeigt die Figur allein auf dem Brett: ein Punkt, wo sie hinzieht, ein Kreuz, wo sie schlägt, ein umringter Punkt, wo sie beides tut. Allein hat eine Figur nichts zum Überspringen: Schlagen über einen Schirm (wie bei der Kanone) und andere Züge, die eine Mechanik hinzufügt, sind unter „Mechaniken“ beschrieben, nicht gezeichnet.
rules-column-label = Kürzel
rules-column-piece = Figur
rules-column-moves = Gangart (Betza)
rules-column-diagram = Diagramm
rules-column-notes = Hinweise
rules-labels-hint = Gezeigt sind die Kürzel von Weiß; die von Schwarz sind dieselben in Kleinbuchstaben.
rules-mechanics = Mechaniken
rules-mechanics-none = Keine: die üblichen Spielregeln.
rules-diagram-on = { $piece } auf { $square }
rules-diagram-moves = zieht nach { $squares }
rules-diagram-captures = schlägt auf { $squares }
rules-diagram-both = zieht oder schlägt auf { $squares }
rules-diagram-over = über eine Figur dazwischen: { $what }
rules-diagram-screens = {" "}(gezeichnet mit einer Figur zum Überspringen auf { $squares })
rules-diagram-separator = ;{" "}

rules-enter-heading = Züge eingeben
rules-enter-full-html = Gib deinen Zug auf der Seite der Partie in das Zugfeld ein, in einer der beiden Notationen. Die <strong>volle Notation</strong> (die von Game Courier) nennt die Figur mit ihrem Kürzel und die Felder, von denen und auf die sie zieht, etwa <code>N g1-f3</code>; die Kürzel von Schwarz sind kleingeschrieben (<code>n g8-f6</code>).{ $drops ->
        [yes] {" "}Eine Figur aus der Reserve wird mit ihrem Kürzel und dem Feld eingesetzt, etwa <code>N-e4</code>.{" "}
       *[no] {" "}
    }Ein Zug aus mehreren Teilen verbindet sie mit <code>;</code>.
rules-enter-abbreviated-html = Die <strong>Kurznotation</strong> ist kürzer: <code>Nf3</code>, <code>e4</code>, <code>exd5</code>{ $drops ->
        [yes] , <code>N@e4</code> für ein Einsetzen
       *[no] {""}
    }; die Buchstaben der Figuren sind für beide Seiten groß, und die von Schwarz dürfen auch klein getippt werden (<code>nf6</code>), wo das nicht als Bauernzug gelesen werden kann. Nach <code>//</code> darf ein Kommentar folgen.
rules-examples-intro = Jedes Beispiel unten ist ein regelgerechter Zug dieses Spiels, in der Ausgangsstellung oder nach der gezeigten Zugfolge.
rules-column-kind = Art des Zuges
rules-column-when = Wann
rules-column-full = Volle Notation
rules-column-abbreviated = Kurznotation
rules-example-at-start = In der Ausgangsstellung
rules-example-after = Nach { $line }
rules-example-kind = { $kind ->
        [capture] Ein Schlagzug
        [drop] Ein Einsetzen aus der Reserve
        [relocation] Ein Einsetzen, das einen Bauern vorschiebt
        [promotion] Eine Umwandlung
        [castling] Rochade
        [transfer] Ein Zug über das andere Brett
        [swap] Ein Tausch
        [two-parts] Ein Zug aus zwei Zügen
       *[move] Ein Zug
    }
rules-enforced-heading = Regeln, die dieser Server durchsetzt
rules-enforced-none = Es gelten durchweg die üblichen Regeln, mit den Mechaniken oben.

editor-new-title = Neue Variante
editor-edit-title = { $key } bearbeiten
editor-intro-html = Schreib eine Definition in <a href="#our-format">unserem Format</a> (TOML; <code>inherits</code> kann von einer eingebauten Variante wie <code>chess</code> ausgehen) oder füge einen Abschnitt einer Fairy-Stockfish-<code>variants.ini</code> ein (der letzte Abschnitt ist die Variante; Abschnitte davor können ihre Eltern sein). „Prüfen“ zeigt jedes Problem oder eine Vorschau; „Entwurf speichern“ bewahrt sie als privaten Entwurf auf, den du gegen einen Freund testen und veröffentlichen kannst, wenn er fertig ist.
editor-problems = { $count ->
        [one] 1 Problem in der Definition
       *[other] { $count } Probleme in der Definition
    }
editor-line = Zeile { $line }
editor-line-column = Zeile { $line }, Spalte { $column }
editor-listing = Die Definition mit Zeilennummern
editor-format = Format
editor-format-pigeonpost = Pigeonpost (TOML)
editor-format-fairy-html = Abschnitt einer Fairy-Stockfish-<code>variants.ini</code>
editor-definition = Definition
editor-description = Kurzbeschreibung
editor-check = Prüfen
editor-save = Entwurf speichern
editor-preview-html = Vorschau: { $name } (<code>{ $key }</code>)
editor-checks = Die Definition ist in Ordnung.
editor-perft = Perft ab der Ausgangsstellung
editor-no-perft = Die Regeln werden nicht durchgesetzt (freies Spiel): Es gibt keine regelgerechten Züge zu zählen.
editor-depth = Tiefe
editor-positions = Stellungen
editor-not-counted = nicht gezählt
editor-canonical = Kanonische Definition
editor-rules-version-html = Regelversion <code>{ $short }</code>, SHA-256 <code class="hash">{ $hash }</code>: Eltern eingefügt und Schlüssel sortiert, sodass Kommentare, Leerraum und die Reihenfolge der Schlüssel sie nicht ändern.
editor-our-format = Unser Format in Kürze
editor-our-format-html = <code>key</code> (Kleinbuchstaben, Ziffern und <code>-</code>), <code>name</code>, <code>summary</code>; <code>[board]</code> mit <code>files</code> und <code>ranks</code> (oder <code>boards</code>, <code>holes</code>); <code>[pieces.X]</code> mit <code>name</code>, <code>betza</code> (XBetza) und <code>glyph</code>; <code>[setup] fen</code>; <code>[reserve]</code>; Tabellen <code>[mechanics.&lt;kind&gt;]</code>. Das README nennt jede Mechanik und ihre Parameter.
editor-glyphs = Figurenzeichnungen
editor-glyphs-intro-html = Das <code>glyph</code> einer Figur nennt eine dieser Zeichnungen. Eine Figur ohne wird als ihr Buchstabe in einem Kreis gezeichnet.

new-game-title = Neue Partie
new-game-variant = Variante
new-game-published = Von Spielern veröffentlicht
new-game-drafts = Deine Entwürfe (zum Testen)
new-game-rules = Regeln
new-game-enforced = Durchgesetzt: Der Server prüft jeden Zug
new-game-free = Nicht durchgesetzt (freies Spiel): die Figuren der Variante auf einem beliebigen Brett, jeder Zug wird wie geschrieben ausgeführt, das Ergebnis vereinbaren die Spieler
new-game-own-board = Ein eigenes Brett (nur freies Spiel)
new-game-own-board-hint = Lass diese Felder leer, um das Brett und die Ausgangsstellung der Variante zu verwenden.
new-game-files = Linien (eine Zahl, oder eine je Brett: „8 8“)
new-game-ranks = Reihen
new-game-holes = Löcher: Felder, die es nicht gibt (etwa „a1 j10“)
new-game-start = Ausgangsstellung (Stellungstext; leer: die Ausgangsstellung der Variante; im freien Spiel auf einem eigenen Brett ein leeres Brett)
new-game-start-hint = Mit durchgesetzten Regeln wird ab einer Ausgangsstellung nach den Regeln der Variante gespielt (zum Beispiel ab einer Stellung vom Analysebrett).
new-game-i-play = Ich spiele
new-game-white = Weiß
new-game-black = Schwarz
new-game-random = Zufällig
new-game-opponent = Gegner: ein Benutzername, eine E-Mail-Adresse oder nichts für eine offene Einladung
new-game-rated = Gewertet: Das Ergebnis ändert die Wertungszahlen beider Spieler in dieser Variante (Regeln durchgesetzt, ab der Ausgangsstellung der Variante, zwischen bestätigten Adressen)
new-game-private = Eine private Partie: Nur ihre Spieler sehen sie (jeder von euch kann das auf der Seite der Partie ändern)
new-game-seek = In der Lobby (eine offene Einladung: kein Gegner genannt)
new-game-min-rating = Niedrigste Wertungszahl, die annehmen darf (optional)
new-game-max-rating = Höchste Wertungszahl, die annehmen darf (optional)
new-game-message = Ein Wort an alle, die sie lesen (optional, eine Zeile)
new-game-seek-days = Tage in der Lobby (1 bis 30; leer: 7)
new-game-send = Einladung senden

tc-legend = Bedenkzeit
tc-untimed = Ohne Zeitlimit
tc-per-move = Tage pro Zug
tc-bank = Zeitkonto mit Zuschlag
tc-days = Tage (pro Zug: 1 bis 30; Zeitkonto: Tage zu Beginn, 1 bis 90)
tc-increment-days = Zuschlag pro Zug: Tage
tc-increment-hours = und Stunden
tc-cap-days = Obergrenze des Zeitkontos in Tagen (optional)
tc-grace-hours = Karenzstunden pro Zug (nicht angerechnet, 0 bis 72)
tc-words-untimed = ohne Zeitlimit
tc-words-per-move = { $span } pro Zug
tc-words-bank = Zeitkonto von { $span }
tc-words-increment = { $bank } + { $span } pro Zug
tc-words-cap = { $bank } (höchstens { $span })
tc-words-grace = { $clock }, { $span } Karenz pro Zug

events-title = Turniere
events-intro = Fernturniere, die der Server leitet: Er lost die Runden aus, startet die Partien, verschickt die Paarungen per E-Mail und führt die Tabelle.
events-organise-html = <a href="/tournaments/new" id="new-event">Richte ein Turnier aus</a>.
events-none = Noch keine Turniere.
events-column-event = Turnier
events-column-format = Modus
events-column-variant = Variante
events-column-organiser = Ausrichter
events-column-entrants = Teilnehmer
events-column-stands = Stand
events-entrants-of = { $entrants } von { $max }
event-status-signup = offen für Anmeldungen
event-status-running = läuft
event-status-finished = beendet
event-format = { $format ->
        [round-robin] Rundenturnier
        [swiss] Schweizer System
        [knockout] K.-o.-Turnier
       *[match] Wettkampf
    }
event-format-basque = { $format ->
        [round-robin] Baskisches Rundenturnier
        [swiss] Baskisches Schweizer System
        [knockout] Baskisches K.-o.-Turnier
       *[match] Baskischer Wettkampf
    }

event-feed-title = Neuigkeiten dieses Turniers
event-status-one-html = { $format } in <a href="/variants/{ $variant }">{ $variant }</a>, ausgerichtet von <a href="/players/{ $organiser }">{ $organiser }</a>: { $status }.
event-status-rounds-html = { $format } in { $count } Varianten, eine pro Runde, ausgerichtet von <a href="/players/{ $organiser }">{ $organiser }</a>: { $status }.
event-round-line = Runde { $round } von { $rounds }{ $in-variant ->
        [yes] , in { $variant }
       *[no] {""}
    }{ $paired-at ->
        [yes] ; die nächste wird ausgelost, wenn ihre Partien beendet sind, spätestens am { $at }
       *[no] {""}
    }.
event-rules = Seine Regeln
event-variants-by-round = Varianten nach Runden
event-round-variant-html = Runde { $round }: <a href="/variants/{ $key }">{ $key }</a>
event-tiebreaks = Feinwertungen, in dieser Reihenfolge: { $list }
event-tiebreaks-none = Feinwertungen, in dieser Reihenfolge: keine (die Startnummer entscheidet)
event-tiebreak = { $code ->
        [bh] Buchholz
        [bh-c1] Buchholz Cut-1
        [bh-m1] Buchholz Median-1
        [sb] Sonneborn-Berger
        [win] Gewonnene Partien
        [de] Direkter Vergleich
       *[ks] Koya
    }
event-list-separator = ,{" "}
event-invited = Eingeladen
event-not-invited = Dieses Turnier ist nur auf Einladung, und sein Ausrichter hat dich nicht eingeladen.
event-join = Am Turnier teilnehmen
event-take-back = Meine Anmeldung zurückziehen
event-withdraw = Vom Turnier zurücktreten
event-calendar-html = <a href="{ $href }" id="my-calendar">Deine Fristen in diesem Turnier als Kalender</a> (eine iCalendar-Datei, die ein Kalenderprogramm abonnieren kann).
event-start-now = Turnier jetzt starten
event-entrants = Teilnehmer ({ $count })
event-nobody-yet = Noch niemand.
event-bracket = Turnierbaum
event-round-name = { $left ->
        [0] Finale
        [1] Halbfinale
        [2] Viertelfinale
       *[other] Runde { $round }
    }
event-round-name-variant = {": "}{ $variant }
event-seat = { $name } (gesetzt als { $seed })
event-seat-bye = ein Freilos
event-seat-waiting = der Sieger eines noch laufenden Wettkampfs
event-match-html = { $high } gegen { $low }: <span class="match-score">{ $score }</span>.
event-match-bye-html = { $high } gegen { $low }.
event-wins-the-event = { $name } gewinnt das Turnier
event-goes-on = { $name } kommt weiter
event-won-how = ({ $how }).
event-decided = { $how ->
        [bye] mit einem Freilos
        [score] nach Punkten
        [tiebreak] nach den Stichpartien
        [rating] bei Gleichstand, als höher Gesetzter
        [level] bei Gleichstand auch nach den Stichpartien, als höher Gesetzter
       *[withdrawal] da der Gegner zurückgetreten ist
    }
event-leg = { $white } (Weiß) gegen { $black }
event-result-white = 1-0
event-result-black = 0-1
event-result-draw = ½-½
event-result-being-played = läuft
event-result-void = zählt nicht: wird neu gespielt
event-standing = Platzierung
event-standing-caption = Nach der Runde, in der jeder Spieler ausgeschieden ist; wer noch dabei ist, ist noch nicht platziert.
event-column-place = Platz
event-column-player = Spieler
event-column-went-out = Ausgeschieden in
event-won-the-event = hat das Turnier gewonnen
event-standings = Tabelle
event-crosstable-caption = Zelle jeder Runde: + ein Sieg, = ein Remis, - eine Niederlage, * läuft, x annulliert; die Nummer des Gegners; w oder s, die gespielte Farbe.
event-column-number = Nr.
event-column-rating = Wertung
event-column-points = Punkte
event-column-round-number = Runde { $round }
event-column-round-variant = Runde { $round } ({ $variant })
event-column-game = { $round }, Partie { $game }
event-cell-white = w
event-cell-black = s
event-cell-bye = Freilos { $points }
event-withdrawn-mark = (zurückgetreten)
event-being-played-count = ({ $count } laufend)
event-trf-html = <a href="/tournaments/{ $id }/crosstable.trf" id="trf">Die Kreuztabelle als TRF-Datei</a> (das Format der FIDE für Turnierberichte).
event-games = Partien
event-column-round = Runde
event-column-board = Brett
event-column-variant = Variante
event-column-white = Weiß
event-column-black = Schwarz
event-column-result = Ergebnis
event-annulled-mark = (annulliert)
event-rule-heading = Über eine Partie entscheiden
event-rule-intro = Jeder Teilnehmer liest die Entscheidung und ihre Begründung in den Mitteilungen des Turniers und in seinem Feed.
event-rule-game = Partie
event-rule-option = Runde { $round }, Brett { $board }: { $white } gegen { $black } ({ $result })
event-rule-ruling = Entscheidung
event-rule-white = Eine laufende Partie abschätzen: ein Sieg für Weiß
event-rule-black = Abschätzen: ein Sieg für Schwarz
event-rule-draw = Abschätzen: ein Remis
event-rule-annul = Annullieren: Sie zählt für keinen der Spieler (eine laufende Partie endet; die eines K.-o.-Turniers wird neu gespielt)
event-rule-extend = Verlängern: mehr Tage für den Spieler am Zug
event-rule-days = Tage, die hinzukommen, bei einer Verlängerung (1 bis { $max })
event-rule-reason = Begründung, für jeden Teilnehmer sichtbar
event-rule-submit = Entscheiden
event-notices = Mitteilungen
event-feed-html = <a href="/tournaments/{ $id }/feed.atom" id="event-feed">Die Mitteilungen als Atom-Feed</a>, für einen Feedreader.

event-terms-single-match = Ein einzelner Wettkampf zwischen zwei Teilnehmern; höher gesetzt ist, wer zu Beginn die höhere Wertung hat (Spieler ohne Wertung nach denen mit, dann nach Namen)
event-terms-knockout = K.-o.-Turnier mit höchstens { $max } Teilnehmern, gesetzt nach der Wertung zu Beginn (Spieler ohne Wertung nach denen mit, dann nach Namen): Nummer 1 trifft auf den am niedrigsten Gesetzten, die besten Gesetzten treffen so spät wie möglich aufeinander, und die obersten Gesetzten haben Freilose, wenn die Teilnehmerzahl keine Zweierpotenz erreicht
event-terms-basque-match = Ein Wettkampf ist ein baskisches Paar: zwei gleichzeitig gespielte Partien, eine mit jeder Farbe
event-terms-match-games = Ein Wettkampf hat { $games ->
        [one] 1 Partie
       *[other] { $games } Partien
    }, mit wechselnden Farben, der höher Gesetzte zuerst mit Weiß: Jede Partie beginnt, wenn die vorige endet, und der Wettkampf endet, sobald sein Führender nicht mehr einzuholen ist
event-terms-level-rating = Ein Wettkampf, der unentschieden endet: Der höher Gesetzte (mit der höheren Wertung zu Beginn) kommt weiter
event-terms-level-basque = Ein Wettkampf, der unentschieden endet: ein weiteres baskisches Paar, gleichzeitig gespielt; wieder unentschieden, kommt der höher Gesetzte weiter
event-terms-level-games = Ein Wettkampf, der unentschieden endet: ein weiteres Paar Partien, eine mit jeder Farbe; wieder unentschieden, kommt der höher Gesetzte weiter
event-terms-plays-on = Der Sieger eines Wettkampfs spielt weiter, sobald der Wettkampf entschieden ist, der auf seinen trifft: Niemand wartet auf den Rest der Runde
event-terms-aborted = Eine abgebrochene (oder annullierte) Partie zählt nicht und wird neu gespielt, die Farben weiter abwechselnd
event-terms-knockout-withdrawal = Ein Rücktritt verliert den laufenden Wettkampf; von den Partien des zurückgetretenen Spielers bleiben die mit { $plies } Halbzügen oder mehr bestehen, die anderen werden annulliert, und laufende enden als verloren
event-terms-variants-swiss = Jede Runde spielt ihre eigene Variante, wie aufgeführt; Teilnahmebedingungen, Setzliste und Startnummern richten sich nach den Wertungen in { $first }
event-terms-variants-cycle = Jede Runde spielt ihre eigene Variante, wie aufgeführt; eine Runde nach dem Ende der Liste beginnt sie wieder von vorn (Runde { $next } spielt { $first }); Teilnahmebedingungen, Setzliste und Startnummern richten sich nach den Wertungen in { $first }
event-terms-leave-own = Urlaub: das eigene jährliche Urlaubskontingent jedes Teilnehmers; ein Urlaub hält seine Uhren hier an wie in jeder Partie
event-terms-leave-none = Urlaub: keiner. Während das Turnier läuft, kann kein Urlaub genommen werden
event-terms-leave-days = Urlaub: höchstens { $days ->
        [one] 1 Tag
       *[other] { $days } Tage
    } für jeden Teilnehmer insgesamt, solange das Turnier läuft (jeder angefangene Tag zählt; ein Urlaub hält seine Uhren hier an wie in jeder Partie, und ein längerer wird abgelehnt)
event-terms-round-robin = Rundenturnier, { $rounds ->
        [one] 1 Durchgang
       *[other] { $rounds } Durchgänge
    }, höchstens { $max } Teilnehmer: Alle Partien beginnen sofort
event-terms-swiss = Schweizer System (das niederländische System der FIDE), { $rounds ->
        [one] 1 Runde
       *[other] { $rounds } Runden
    }, höchstens { $max } Teilnehmer. Eine Runde dauert { $days ->
        [one] 1 Tag
       *[other] { $days } Tage
    }: Die nächste wird ausgelost, wenn ihre Partien beendet sind, oder dann, mit den noch laufenden als unbeendet gezählt (sie zählen, sobald sie enden, und bis dahin ist die Tabelle vorläufig). Ein Freilos zählt als Sieg
event-terms-basque = Baskische Paare: Jede Paarung spielt zwei Partien gleichzeitig, eine mit jeder Farbe, und zählt ihre Summe (2 Punkte für zwei Siege). Die Kreuztabelle zeigt beide Partien, und die Feinwertungen zählen jede Partie so, wie die Regeln der FIDE eine Partie zählen
event-terms-basque-bye = Ein Freilos zählt als zwei gewonnene Partien
event-terms-time-control = Bedenkzeit: { $clock }
event-terms-rated = Gewertet: Die Partien zählen für die Wertungszahlen der Spieler in der Variante
event-terms-casual = Ungewertet: Die Partien zählen für keine Wertung
event-terms-timeouts-none = Auf Zeit verlorene Partien zählen als verloren; dafür tritt niemand zwangsweise zurück
event-terms-timeouts = Wer { $count } Partien auf Zeit verliert, wird aus dem Turnier genommen
event-terms-entry-invited = Teilnahme: nur auf Einladung, für die Spieler, die der Ausrichter genannt hat (unten), mit einer bestätigten E-Mail-Adresse
event-terms-entry = Teilnahme: eine bestätigte E-Mail-Adresse
event-terms-withdrawal = Ein Rücktritt: Partien des zurücktretenden Spielers mit { $plies } Halbzügen oder mehr bleiben bestehen; die anderen werden annulliert, und seine laufenden Partien enden als verloren
event-terms-starts = Beginnt von selbst am { $at }, wenn es dann mindestens { $count } Teilnehmer hat (oder früher, von Hand des Ausrichters); mit weniger bleibt es offen für Anmeldungen
event-terms-min-rating = Teilnahme: eine Wertung von { $rating } oder mehr in der Variante
event-terms-min-games = Teilnahme: { $count } gewertete Partien oder mehr in der Variante

event-new-title = Ein Turnier ausrichten
event-new-intro = Jede Regel unten wird jetzt festgelegt und allen gezeigt, bevor sie sich anmelden.
event-new-name = Name (eine Zeile, höchstens 100 Zeichen)
event-new-format = Modus
event-new-round-robin = Rundenturnier: Jeder spielt gegen jeden, alle Partien beginnen sofort (höchstens { $max } Teilnehmer)
event-new-swiss = Schweizer System: Runden nach Punkten ausgelost, nach dem niederländischen System der FIDE (höchstens { $max } Teilnehmer)
event-new-rounds = Rundenturnier: Durchgänge (1, oder 2: jedes Paar spielt eine Partie mit jeder Farbe); Schweizer System: Runden (1 bis { $max }; leer: 1 Durchgang bzw. 5 Runden; K.-o.-Turnier: leer, seine Runden ergeben sich aus den Teilnehmern)
event-new-knockout = K.-o.-Turnier: ein Turnierbaum aus Wettkämpfen, gesetzt nach Wertung; jeder Sieger spielt weiter, sobald sein nächster Gegner feststeht (2 bis { $max } Teilnehmer)
event-new-match-games = K.-o.-Turnier: Partien eines Wettkampfs, mit wechselnden Farben (1 bis { $max }; leer: 2)
event-new-level = K.-o.-Turnier: ein Wettkampf, der unentschieden endet
event-new-level-games = ein weiteres Paar Partien, eine mit jeder Farbe (wieder unentschieden: der höher Gesetzte kommt weiter)
event-new-level-rating = der höher Gesetzte (mit der höheren Wertung zu Beginn) kommt weiter
event-new-basque = Baskische Paare: Jede Paarung spielt zwei Partien gleichzeitig, eine mit jeder Farbe, und zählt ihre Summe (ein Wettkampf im K.-o.-Turnier ist dann dieses Paar)
event-new-round-days = Schweizer System: Tage, die eine Runde dauert, bevor die nächste ausgelost wird, während ihre unbeendeten Partien weiterlaufen (1 bis 365; leer: 30)
event-new-variant-html = Variante (ihr Schlüssel wie in ihrer Adresse: <code>chess</code> oder die eines Spielers, <code>besitzer/kürzel</code>), oder eine pro Runde, ihre Schlüssel der Reihe nach durch Kommas getrennt (<code>chess, capablanca, shogi</code>; höchstens { $max }; nach der letzten beginnt die Liste wieder mit der ersten; Wertungen für Teilnahme und Setzliste sind die der ersten)
event-new-rated = Gewertet: Die Partien zählen für die Wertungszahlen der Spieler
event-new-max-entrants = Höchstzahl der Teilnehmer (3 bis { $round-robin } im Rundenturnier, leer: 10; 3 bis { $swiss } im Schweizer System, leer: 50; 2 bis { $knockout } im K.-o.-Turnier, leer: 16)
event-new-tiebreaks = Rundenturnier und Schweizer System: Feinwertungen in dieser Reihenfolge, ihre Kürzel durch Kommas getrennt (K.-o.-Turnier: leer)
event-new-codes = Kürzel:
event-new-codes-end = .
event-new-starts-at = Von selbst beginnen am ({ $zone }; optional: leer, du startest es von Hand)
event-new-starts-at-hint = Die Zeit gilt auf deiner Uhr, { $zone } (wie in den Einstellungen deines Kontos angegeben). Eine Zeit, die beim Vorstellen der Uhr übersprungen wird, wird abgelehnt; eine Zeit, die beim Zurückstellen zweimal vorkommt, gilt beim ersten Mal.
event-new-entry = Teilnahme
event-new-invitees = Nur auf Einladung: die Spieler, die teilnehmen dürfen, mit Namen, durch Kommas oder Leerzeichen getrennt (optional; leer: alle, die die Bedingungen unten zulassen)
event-new-min-rating = Niedrigste Wertung in der Variante (optional, 0 bis 4000)
event-new-min-games = Mindestzahl gewerteter Partien in der Variante (leer: 0)
event-new-leave-html = Urlaub: Tage, die jeder Teilnehmer insgesamt nehmen darf, solange das Turnier läuft (0 bis 365, oder <code>none</code>; leer: sein eigenes jährliches Kontingent)
event-new-withdrawals = Rücktritte und Zeitüberschreitungen
event-new-standing-plies = Die Partien eines zurückgetretenen Spielers bleiben ab so vielen Halbzügen bestehen; kürzere werden annulliert (leer: 2)
event-new-max-timeouts = Einen Spieler nach so vielen auf Zeit verlorenen Partien aus dem Turnier nehmen (0 oder leer: nie)
event-new-submit = Turnier für Anmeldungen öffnen

# The families of the catalogue (families.toml), by key: optional, as a language without
# one shows the catalogue's English.
variants-family-chess = Schach und seine Verwandten
variants-family-chess-summary = Orthodoxes Schach und Varianten davon auf Brettern etwa seiner Größe: andere Figuren, andere Bauern, andere Ausgangsstellungen.
variants-family-large = Große Bretter
variants-family-large-summary = Bretter größer als 8×8 mit Figuren über die des Schachs hinaus: Erzbischöfe, Kanzler und mehr.
variants-family-goals = Ziele und Zählungen
variants-family-goals-summary = Spiele, die nicht nur durch Matt gewonnen werden: gezählte Schachgebote, ein erreichtes Feld oder eine Reihe, aufgebrauchte Figuren.
variants-family-captures = Schlagen
variants-family-captures-summary = Schlagzüge, die gemacht werden müssen oder explodieren, und was es wert ist, alles zu verlieren.
variants-family-drops = Einsetzen und Gating
variants-family-drops-summary = Figuren, die aus einer Hand oder Reserve aufs Brett kommen: geschlagene Figuren wieder eingesetzt, Figuren eingeschleust, mehrere Bretter.
variants-family-shogi = Shogi
variants-family-shogi-summary = Japanisches Schach und seine Verwandten: Umwandlungszonen, geschlagene Figuren als eigene wieder eingesetzt.
variants-family-xiangqi = Xiangqi und Janggi
variants-family-xiangqi-summary = Chinesisches und koreanisches Schach und ihre Verwandten: Steine auf den Punkten, Paläste und ein Fluss.
variants-family-asian = Südostasiatisch und historisch
variants-family-asian-summary = Makruk, Sittuyin und ihre Verwandten, und die alten Formen des Schachs: Shatranj, Chaturanga, Kurierspiel.
variants-family-walls = Wände
variants-family-walls-summary = Felder, die im Lauf der Partie gesperrt werden: eine Ente, Pfeile, Spuren.
variants-family-board-games = Brettspiele
variants-family-board-games-summary = Andere Spiele als Schach auf einem Schachbrett: Reversi, Breakthrough, Clobber und mehr.
variants-family-other = Weitere Varianten
variants-family-other-summary = Varianten, deren Definition keine Familie nennt und keine erbt.

rules-mechanic-line = { $kind }: { $sentence }
rules-mechanic-line-params = { $kind }: { $sentence } ({ $params })
rules-free-play = Die Regeln werden nicht durchgesetzt (freies Spiel): Jeder Zug wird wie geschrieben ausgeführt, in voller Notation, und die Partie endet nur, wenn die Spieler es sagen (Aufgabe, ein vereinbartes Remis oder ein gemeldeter Sieg, den der Gegner bestätigt), oder durch die Uhr.
rules-mechanic-bare_king_loses = Eine Seite, der nur eine königliche Figur bleibt, verliert.
rules-mechanic-board_transfers = Eine Figur darf auf das entsprechende Feld des anderen Bretts ziehen und von dort weiter.
rules-mechanic-cannon_captures = Kanonen schlagen, indem sie in einer von acht Richtungen über eine Figur (den Schirm) springen.
rules-mechanic-captures_to_reserve = Eine geschlagene Figur kommt in die Reserve des Schlagenden, um später eingesetzt zu werden (wie im Crazyhouse).
rules-mechanic-castling_across_boards = Rochiert werden darf auch mit Türmen über die Bretter hinweg.
rules-mechanic-castling_by_drops = Ein auf sein Rochadefeld eingesetzter König darf mit den Türmen auf ihren rochieren, und ein auf sein Rochadefeld eingesetzter Turm mit dem König auf dessen Feld.
rules-mechanic-checkmate = Was ein Matt wert ist: mit result = "win" gewinnt der Mattgesetzte.
rules-mechanic-checks_forbidden = Kein Zug darf Schach bieten.
rules-mechanic-checks_to_win = Wer eine festgelegte Zahl von Schachgeboten gibt, gewinnt.
rules-mechanic-colour_balanced_drops = Ein Einsetzen muss es den Figuren einer aufgeführten Art einer Seite erlauben, zur Hälfte auf dunklen und zur Hälfte auf hellen Feldern zu stehen.
rules-mechanic-compulsory_capture = Wer schlagen kann, muss schlagen.
rules-mechanic-drops_behind_advancing_pawn = Eine Figur darf direkt hinter einen eigenen Bauern eingesetzt werden, der dabei ein Feld vorrückt.
rules-mechanic-drops_onto_advancing_pawn = Eine Figur darf auf einen eigenen Bauern eingesetzt werden, der dabei ein Feld vorrückt.
rules-mechanic-drop_mate_loses = Wer durch Einsetzen einer aufgeführten Figur mattsetzt, verliert.
rules-mechanic-enclosing_drops = Ein Einsetzen muss eine Linie gegnerischer Figuren gegen eine eigene Figur einschließen (rule = "line") oder neben einer eigenen Figur stehen ("touching"); solange ein Startfeld leer ist, wird nur dort eingesetzt.
rules-mechanic-flipping = Eine ankommende Figur dreht die gegnerischen Figuren auf ihre Seite, die sie auf einer Linie gegen eigene Figuren einschließt (rule = "lines"), oder die neben ihr ("touching").
rules-mechanic-free_drops = Ein Spieler darf eine Figur einer aufgeführten Art auf ein leeres Feld einsetzen, ohne eine zu halten; der Vorrat geht nie aus.
rules-mechanic-full_board_ends = Die Partie endet, wenn kein Feld mehr leer ist: remis, oder mit by_piece_count gewonnen von der Seite mit mehr Figuren.
rules-mechanic-drops_onto_empty = Figuren aus der Reserve werden auf leere Felder der Einsetzzone gesetzt.
rules-mechanic-en_passant_squares = En passant wird nur auf den aufgeführten Feldern geschlagen (jede Seite hat ihre eigene Liste).
rules-mechanic-explosions = Jeder Schlagzug explodiert: Der Schlagende und jede Figur rund um das Schlagfeld außer Bauern werden entfernt.
rules-mechanic-extinction = Wer jede Figur einer aufgeführten Art (oder alle Figuren) verliert, beendet die Partie: eine Niederlage, ein Sieg, wo das das Ziel ist, oder ein Remis.
rules-mechanic-mating_checks = Ein Matt zählt nur, wenn unter den Schachgeboten, die dahin führen, eines von einer aufgeführten Figur ist; sonst ist die Partie remis, und ein Matt durch die Figuren, die nicht allein mattsetzen dürfen, gewinnt für die mattgesetzte Seite.
rules-mechanic-farthest_move = Eine Figur zieht so weit, wie sie in der gewählten Richtung regelgerecht kann.
rules-mechanic-flying_general = Die königlichen Figuren dürfen sich nicht auf einer offenen Linie oder Reihe gegenüberstehen.
rules-mechanic-gating = Eine Figur, die ein Feld ihrer Grundreihe verlässt, das sie noch nicht verlassen hat, darf eine Figur aus der Reserve auf dieses Feld bringen.
rules-mechanic-guarded_pieces = Ein Spieler darf eine aufgeführte Figur nicht angegriffen lassen, solange er wenige genug ihrer Art hat, außer der Zug schlägt eine solche Figur des Gegners.
rules-mechanic-king_takes_checker = Im Schach darf der König nur ziehen, um die eine Schach bietende Figur zu schlagen.
rules-mechanic-moves_per_turn = Ein Zug besteht aus mehreren Zügen, und Schach wird am Ende des Zuges beurteilt.
rules-mechanic-must_drop = Wer eine aufgeführte Figur (jede Figur, wenn keine aufgeführt ist) in der Reserve hält, muss eine einsetzen, wenn er kann.
rules-mechanic-no_check = Königliche Figuren stehen nie im Schach.
rules-mechanic-no_stranded_pieces = Keine Figur darf ohne Umwandlung dorthin gezogen oder eingesetzt werden, wo sie nie wieder ziehen könnte.
rules-mechanic-own_then_opponent = Ein Zug ist eine eigene Aktion, gefolgt von einer Aktion mit einer Figur des Gegners; Passen ist erlaubt.
rules-mechanic-passing = Ein Spieler, der nicht im Schach steht, darf passen (mit only_when_stuck nur, wenn kein anderer Zug regelgerecht ist); zweimal Passen hintereinander beendet die Partie.
rules-mechanic-petrifying_captures = Eine Figur einer aufgeführten Art, die schlägt, wird auf dem geschlagenen Feld zu einer Wand.
rules-mechanic-placed_promotion = Ein aufgeführter Bauer in seiner Zone (oder der letzte einer Seite irgendwo) darf statt zu ziehen zu einer der Wahlmöglichkeiten werden, auf seinem Feld oder auf einem leeren Feld, auf das die neue Figur ziehen könnte, ohne dort eine gegnerische Figur anzugreifen oder Schach zu bieten; Bauern wandeln sich nicht beim Ankommen um.
rules-mechanic-preclusion = Keine Aktion darf es unmöglich machen, die Ausgangsstellung umzukehren.
rules-mechanic-promotion_limits = Eine Figur wandelt sich nur in eine aufgeführte Art um, solange ihre Seite von dieser Art weniger auf dem Brett hat als die Grenze.
rules-mechanic-reversal_goal = Wer die Umkehrung der Ausgangsstellung vollendet, gewinnt.
rules-mechanic-royal_capture = Schlag den König: Es gibt kein Schach, und eine Seite ohne königliche Figur verliert.
rules-mechanic-royal_reaches_region = Eine königliche Figur, die das Zielgebiet erreicht, gewinnt.
rules-mechanic-several_royals = Jede Seite darf mehrere königliche Figuren haben: Wer eine davon angreift, bietet Schach, und kein Zug darf eine davon angegriffen lassen.
rules-mechanic-stalemate = Das Patt wird entschieden, wie der Parameter sagt.
rules-mechanic-swaps_across_boards = Eine Figur darf mit einer eigenen Figur auf dem entsprechenden Feld des anderen Bretts den Platz tauschen.
rules-mechanic-gate_leaps = Eine Figur, die noch auf ihrem offenen Tor steht (einem Feld ihrer Grundreihe, das sie nicht verlassen hat), hat zusätzliche Sprünge auf leere Felder, manche nicht aus dem Schach heraus; ein Tor schließt sich, wenn eine genannte gegnerische Figur auf seine Reihe oder Linie zieht.
rules-mechanic-teleporting_pieces = Aufgeführte Figuren dürfen Züge ohne Schlagen überallhin auf ihrem eigenen Brett machen.
rules-mechanic-walling = Auf jeden Zug folgt eine Wand auf einem leeren Feld, die nichts betritt, überquert oder schlägt: die eine Wand, die weitergezogen wird (rule = "moved"), ein Feld, das die gezogene Figur erreichen könnte ("shot"), das Feld, das sie verlassen hat ("vacated"), ein beliebiges Feld ("anywhere") oder eines am Rand oder neben einer Wand ("edge").

event-ics-name = { $event }: Fristen von { $entrant }
event-ics-start-summary = { $event } beginnt
event-ics-start-description = { $event } beginnt von selbst am { $at }, wenn es genug Teilnehmer hat.
event-ics-round-summary = { $event }: Runde { $round } wird weitergelost
event-ics-round-description = Am { $at } wird Runde { $next } von { $event } ausgelost; noch laufende Partien der Runde { $round } zählen dabei als unbeendet.
event-ics-move-summary = { $event }: dein Zug gegen { $opponent }
event-ics-move-description = Runde { $round } von { $event }: { $entrant } muss gegen { $opponent } bis { $at } ziehen.

editor-glyph-king = König
editor-glyph-queen = Dame
editor-glyph-rook = Turm
editor-glyph-rook-right = Turm mit einem Pfeil nach rechts, von seinem Besitzer aus (ein rechtshändiger Turm)
editor-glyph-rook-left = Turm mit einem Pfeil nach links, von seinem Besitzer aus (ein linkshändiger Turm)
editor-glyph-bishop = Läufer
editor-glyph-knight = Springer
editor-glyph-pawn = Bauer
editor-glyph-speedpawn = Bauer mit einem Streifen (ein Bauer, der weiter zieht)
editor-glyph-bishop-knight = Läufer und Springer vereint (Erzbischof, Kardinal)
editor-glyph-rook-knight = Turm und Springer vereint (Kanzler, Marschall)
editor-glyph-queen-knight = Dame und Springer vereint (Amazone)
editor-glyph-bishop-wazir = Läufer und Wesir vereint
editor-glyph-culverin = Feldschlange (eine Kanone)
editor-glyph-ghost = Geist
editor-glyph-disc = Scheibe mit dem Buchstaben der Figur (eine Figur, für die der Satz keine Zeichnung hat, etwa eine importierte Märchenfigur)
