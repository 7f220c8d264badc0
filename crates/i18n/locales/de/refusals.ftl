## Warum ein Zug abgelehnt wurde. Figurennamen ($piece) und Kürzel ($label) stehen so,
## wie die Variante sie schreibt.

refusal-list-separator = {", "}
refusal-or = {" oder "}
refusal-quoted = „{ $text }“
refusal-from-square = von { $square }

refusal-at-character = bei Zeichen { $character }: { $why }
refusal-in-part = Teil { $part } ({ $text }): { $why }
refusal-in-part-at-character = Teil { $part } ({ $text }), bei Zeichen { $character }: { $why }

refusal-no-move-written = schreib zuerst einen Zug, zum Beispiel „P e2-e4“
refusal-no-analysis-move = schreib zuerst einen Zug
refusal-no-moves-to-import = keine Züge gefunden: füge eine PGN-Partie oder eine Zugliste ein
refusal-in-turn = Zug { $number } ({ $text }): { $why }
refusal-in-line-turn = Zug { $number } der Zugfolge ({ $text }): { $why }
refusal-line-ends-game = Zug { $number } der Zugfolge ({ $text }) beendet die Partie: danach kann nichts mehr folgen

refusal-empty-move = der Zug ist leer: schreib einen Zug wie „P e2-e4“
refusal-empty-part = Teil { $part } ist leer: entferne das überzählige „;“ oder schreib dort einen Zug
refusal-pass-with-moves = „pass“ ist für sich allein ein ganzer Zug und lässt sich nicht mit Zügen verbinden
refusal-command-not-accepted = der Befehl „{ $command }“ wird hier nicht angenommen; schreib eine Umwandlung als Zug und Einsetzen, wie in „P e7-e8; N-e8“
refusal-equals-in-full-notation = „=“ gehört nicht zur ausführlichen Notation: schreib eine Umwandlung als Zug und danach ein Einsetzen, wie in „P e7-e8; Q-e8“
refusal-mark-in-full-notation = „{ $mark }“ gehört nicht zur ausführlichen Notation: lass es weg oder schreib den ganzen Zug in Kurznotation („Nf3+“)
refusal-unexpected-character = unerwartetes Zeichen „{ $character }“
refusal-square-removal-written = Felder zu entfernen ist in dieser Partie nicht erlaubt („-e4“ würde das Feld löschen)
refusal-square-removal = Felder zu entfernen ist in dieser Partie nicht erlaubt
refusal-too-many-words = erwartet wird „Kürzel von-nach“, etwa „P e2-e4“; das sind zu viele Wörter
refusal-square-before-space = vor dem Leerzeichen wird ein Figurenkürzel erwartet, gefunden wurde das Feld „{ $square }“
refusal-placement-form = ein Einsetzen schreibt man „Kürzel*Feld“, wie in „N*d2“
refusal-capture-mark = „x“ gehört nicht zur ausführlichen Notation: schreib den Zug mit Bindestrich, wie in „P e4-d5“
refusal-capture-mark-in-square = „x“ gehört nicht zur ausführlichen Notation: schreib den Zug mit Bindestrich, nicht „{ $written }“
refusal-expected-from-to = erwartet wird „von-nach“ (etwa „e2-e4“) oder ein Einsetzen (etwa „N-d2“), gefunden wurde „{ $found }“
refusal-two-hyphens = ein Teil hat höchstens ein „-“
refusal-labelled-removal = ein Entfernen schreibt man „e5-“ oder „@-e5“, ohne Kürzel
refusal-square-after-label = nach dem Kürzel „{ $label }“ wird ein Feld erwartet, gefunden wurde „{ $found }“
refusal-expected-square = erwartet wird ein Feld wie „e4“
refusal-expected-square-found = erwartet wird ein Feld wie „e4“, gefunden wurde „{ $found }“
refusal-upper-case-square = Koordinaten werden kleingeschrieben: schreib „{ $write }“, nicht „{ $written }“
refusal-off-board = „{ $square }“ ist kein Feld dieses Bretts (a1 bis { $last })
refusal-expected-label = erwartet wird ein Figurenkürzel, gefunden wurde „{ $found }“
refusal-label-case = bei Kürzeln zählt die Groß- und Kleinschreibung: schreib „{ $white }“ für Weiß und „{ $black }“ für Schwarz, nicht „{ $written }“
refusal-unknown-label = unbekanntes Figurenkürzel „{ $label }“; die Figuren dieser Partie sind { $labels } (kleingeschrieben für Schwarz)
refusal-slash-after-castling-only = „/“ folgt nur auf eine Rochade, wie in „O-O/e1“
refusal-expected-promotion-letter = nach „=“ wird ein Figurenbuchstabe erwartet, wie in „e8=Q“
refusal-expected-move = erwartet wird ein Zug wie „e4“, „Nf3“, „exd5“, „e8=Q“, „O-O“ oder „N@d2“ oder ausführliche Notation wie „P e2-e4“; gefunden wurde „{ $found }“
refusal-unreadable-origin = „{ $head }“ vor dem Zielfeld „{ $dest }“ ist nicht lesbar: erwartet wird ein Linienbuchstabe und/oder eine Reihennummer
refusal-lower-case-letter = in der Kurznotation werden Figurenbuchstaben großgeschrieben, gefunden wurde „{ $found }“
refusal-full-notation-only = in dieser Partie werden die Regeln nicht geprüft, daher schreibst du einen Zug in ausführlicher Notation und nennst seine Felder: einen Zug „P e2-e4“, ein Einsetzen „N-d2“, ein Entfernen „@-e4“
refusal-nothing-to-move = { $square } ist leer: dort gibt es nichts zu ziehen
refusal-other-piece-there = die Figur auf { $square } ist „{ $holds }“, nicht „{ $written }“
refusal-nothing-to-remove = { $square } ist leer: dort gibt es nichts zu entfernen
refusal-no-walls = in dieser Partie werden keine Mauern gesetzt
refusal-wall-on-occupied = { $square } ist nicht leer: eine Mauer kommt auf ein leeres Feld

refusal-rules-enforced = in dieser Partie gelten die Regeln: eine Eingabe wird mit den legalen Zügen verglichen
refusal-game-over = die Partie ist vorbei: { $outcome }
refusal-other-variant = dieser Zug wurde für Brett und Figuren einer anderen Partie gelesen
refusal-cannot-pass = du kannst nicht passen: Passen ist nur erlaubt, wenn du keinen legalen Zug hast
refusal-not-legal = „{ $written }“ ist hier kein legaler Zug
refusal-could-mean = „{ $written }“ kann { $turns } bedeuten; schreib den gemeinten Zug ausführlich
refusal-two-readings = „{ $written }“ lässt sich zweifach lesen: ein Kleinbuchstabe am Anfang ist die Linie eines Bauern, und so werden auch die Figuren von Schwarz geschrieben; es kann { $turns } bedeuten. Schreib den Figurenbuchstaben groß („{ $upper }“) für die Figur, oder schreib den Zug ausführlich
refusal-not-whole-turn = „{ $written }“ ist kein ganzer Zug: es muss noch ein Zug folgen, zum Beispiel { $options }
refusal-not-whole-turn-more = „{ $written }“ ist kein ganzer Zug: es muss noch ein Zug folgen, zum Beispiel { $options } (und { $more } weitere)
refusal-removal-only-after-en-passant = ein Entfernen schreibt man nur nach einem En-passant-Schlag, um den vorbeigezogenen Bauern zu nehmen („P d5-e6; e5-“)
refusal-wall-elsewhere = nach diesem Zug kommt die Mauer auf ein anderes Feld: sieh dir die legalen Züge an
refusal-no-wall-after-move = in dieser Partie folgt auf einen Zug keine Mauer; lass sie weg
refusal-turn-complete = der Zug ist vor diesem Teil schon vollständig
refusal-turn-complete-leave-out = der Zug ist vor diesem Teil schon vollständig; lass den Teil weg
refusal-side-case = { $side ->
        [white] die Figuren von Weiß werden großgeschrieben
       *[black] die Figuren von Schwarz werden kleingeschrieben
    }: schreib „{ $write }“, nicht „{ $written }“
refusal-not-a-promotion-choice = die Figur { $promoting } kann sich hier nicht in { $piece } umwandeln; zur Wahl stehen auf { $square }: { $choices }
refusal-bare-removal = „{ $written }“ allein ist ein bloßes Entfernen und kein legaler Zug; ein Entfernen schreibt man nur nach einem En-passant-Schlag, wie in „P d5-e6; e5-“
refusal-bare-wall = „{ $written }“ allein setzt eine Mauer ohne Zug, und das ist kein legaler Zug; die Mauer folgt dem Zug, wie in „P e2-e4; *-e5“
refusal-no-piece-on = auf { $square } steht keine Figur
refusal-holds-other = auf { $square } steht { $holds }, nicht { $written }
refusal-pawn-step-before-drop = einen Bauernschritt schreibt man nur direkt vor dem Einsetzen, das ihn schiebt, wie in „{ $written }; { $drop }“
refusal-no-drops = ein Einsetzen schreibt man nur nach dem Zug eines Bauern, um ihn umzuwandeln, wie in „P e7-e8; Q-e8“; in dieser Partie werden keine Figuren eingesetzt
refusal-none-in-reserve = du hast keine Figur { $piece } in Reserve, die du jetzt einsetzen kannst
refusal-drop-zone = { $ranks ->
        [one] deiner ersten Reihe
       *[other] deinen ersten { $ranks } Reihen
    }
refusal-occupied-then = { $square } ist besetzt; { $why }
refusal-drop-zone-full = du hast eine Figur { $piece } in Reserve, aber sie wird auf { $zone } eingesetzt, und dort ist gerade kein Feld frei
refusal-drop-cannot-answer-check = du hast eine Figur { $piece } in Reserve, aber kein Einsetzen von ihr wehrt das Schach ab
refusal-drop-zone-refuses = du hast eine Figur { $piece } in Reserve, aber keines der freien Felder auf { $zone } nimmt sie jetzt auf
refusal-drop-elsewhere = { $why }; die Figur { $piece } kann auf { $squares } eingesetzt werden
refusal-bound-to-square-colour = jede Reservefigur { $piece } ist an eine Feldfarbe gebunden: die Figur { $piece }, die du hast, kommt nur auf { $held ->
        [dark] dunkle
       *[light] helle
    } Felder, und { $square } ist { $colour ->
        [dark] dunkel
       *[light] hell
    }
refusal-bound-to-square-colour-gone = jede Reservefigur { $piece } ist an eine Feldfarbe gebunden: die Figur { $piece }, die du hast, kommt nur auf { $held ->
        [dark] dunkle
       *[light] helle
    } Felder, und { $square } ist { $colour ->
        [dark] dunkel (die Figur { $piece } für dunkle Felder wurde schon eingesetzt)
       *[light] hell (die Figur { $piece } für helle Felder wurde schon eingesetzt)
    }
refusal-pawn-cannot-be-relocated = { $occupied } ist besetzt, daher kann der Bauer auf { $pawn } nicht verschoben werden
refusal-occupied = { $square } ist besetzt
refusal-cannot-drop-on = die Figur { $piece } kann nicht auf { $square } eingesetzt werden
refusal-not-yours = die Figur { $piece } auf { $square } gehört { $owner ->
        [white] Weiß
       *[black] Schwarz
    }, und am Zug ist jetzt { $mover ->
        [white] Weiß
       *[black] Schwarz
    }
refusal-moved-twice = die Figur { $piece } auf { $square } hat gerade gezogen ({ $earlier }), und eine Figur darf in einem Zug nicht zweimal ziehen
refusal-other-board = die Teilzüge eines Zuges müssen auf verschiedenen Brettern beginnen: { $earlier } begann auf dem Brett der Linien { $began-first }-{ $began-last }, also muss der nächste Teilzug auf dem Brett der Linien { $next-first }-{ $next-last } beginnen
refusal-cannot-follow = die Figur { $piece } auf { $square } könnte als erster Teilzug eines Zuges ziehen, aber kein Zug von ihr darf auf { $earlier } folgen
refusal-written-otherwise = die mit diesem Zug geschriebenen Teile passen nicht zu ihm; er wird { $spellings } geschrieben
refusal-move-refused = { $why }; die Figur kann nach { $squares } ziehen
refusal-move-refused-no-move = { $why }; die Figur { $piece } auf { $from } hat jetzt keinen legalen Zug
refusal-king-has-moved = der König hat schon gezogen, daher kann er nicht rochieren
refusal-rook-gone = der Turm auf { $square } hat gezogen oder ist nicht mehr da, daher kann der König nicht mit ihm rochieren
refusal-castling-blocked = { $square } ist besetzt, daher kann der König nicht zu dieser Seite rochieren
refusal-castle-out-of-check = aus dem Schach heraus kannst du nicht rochieren
refusal-castle-through-attack = der König würde über { $square } ziehen oder dort landen, und das Feld ist angegriffen, daher kann er nicht rochieren
refusal-must-go-further = die Figur, mit der du ziehst, muss so weit ziehen, wie sie legal kann: die Figur { $piece } auf { $from } kann { $far ->
        [one] 1 Feld
       *[other] { $far } Felder
    } weit ziehen, und { $from }-{ $to } geht nur { $distance } weit
refusal-not-allowed-here = die Figur { $piece } von { $from } nach { $to } zu ziehen, erlauben die Regeln dieser Partie hier nicht
refusal-would-be-in-check = deine Figur { $king } auf { $square } stünde im Schach
refusal-would-be-in-check-from = deine Figur { $king } auf { $square } stünde im Schach durch die Figur { $attacker } auf { $at }
refusal-occupied-by-own = { $square } ist von { $owner ->
        [white] einer Figur von Weiß
        [black] einer Figur von Schwarz
       *[own] deiner eigenen Figur
    } ({ $own }) besetzt, daher kann die Figur { $piece } auf { $from } nicht dorthin ziehen
refusal-cannot-reach = die Figur { $piece } auf { $from } kann { $to } nicht erreichen
refusal-in-check = { $why }: du stehst im Schach, und nur ein Zug, der es abwehrt, ist legal
refusal-no-wall-abbreviated = in dieser Partie folgt auf einen Zug keine Mauer: lass das Komma und das Feld danach weg
refusal-wall-not-there = nach diesem Zug kann die Mauer nicht auf { $square } stehen
refusal-no-castling = eine Rochade ist jetzt nicht möglich
refusal-not-that-castling = diese Rochade ist jetzt nicht möglich; der König kann nach { $squares } rochieren
refusal-no-drop-on = keine Figur { $label } kann jetzt auf { $square } eingesetzt werden
refusal-no-pawn-can-move = keiner deiner Bauern kann jetzt ziehen
refusal-none-can-move = keine deiner Figuren „{ $label }“ kann jetzt ziehen
refusal-no-pawn-fits = das passt zu keinem Bauernzug nach { $to }; ein Bauer kann { $from } dorthin ziehen
refusal-does-not-fit = das passt zu keinem Zug von „{ $label }“ nach { $to }; eine solche Figur kann { $from } dorthin ziehen
refusal-no-pawn-can-move-to = kein Bauer kann nach { $to } ziehen; deine Bauern können nach { $squares } ziehen
refusal-cannot-move-to = keine Figur „{ $label }“ kann nach { $to } ziehen; deine können nach { $squares } ziehen
