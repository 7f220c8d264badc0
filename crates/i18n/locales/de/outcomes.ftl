## Wie eine Partie endete.
result-aborted = abgebrochen, ohne Ergebnis
result-white-wins = Weiß ({ $white }) gewinnt durch { $reason }
result-black-wins = Schwarz ({ $black }) gewinnt durch { $reason }
result-draw = Remis durch { $reason }

## Warum eine Partie endete: die Worte nach „gewinnt durch“ oder „Remis durch“.
reason-checkmate = Schachmatt
reason-being-checkmated = Mattgesetztwerden
reason-checkmate-by-pawn-drop = Matt durch Einsetzen eines Bauern
reason-stalemate = Patt
reason-perpetual-check = Dauerschach
reason-threefold-repetition = dreifache Stellungswiederholung
reason-fourfold-repetition = vierfache Stellungswiederholung
reason-repetition = Stellungswiederholung
reason-fifty-move-rule = die 50-Züge-Regel
reason-move-count-rule = die Zugzahlregel
reason-insufficient-material = ungenügendes Material
reason-deadlock = Blockade (beide Spieler müssen passen)
reason-reversal = das Vollenden der Umkehrung
reason-extinction = Aussterben
reason-bare-king = blanken König
reason-losing-all-pieces = den Verlust aller Figuren
reason-two-passes = zweimaliges Passen
reason-full-board = ein volles Brett
reason-standoff = das Gegenüberstehen der königlichen Figuren nach einem Passen
reason-goal-reached = das Erreichen des Zielgebiets
reason-both-reached-goal = das Erreichen des Zielgebiets durch beide
reason-mate-without-mating-check = ein Matt ohne mattsetzendes Schach
reason-mate-by-non-mating-pieces = ein Matt durch Figuren, die allein nicht mattsetzen dürfen
reason-checks = genügend oft gegebenes Schach
reason-resignation = Aufgabe
reason-agreement = Einigung
reason-aborted = Abbruch
reason-confirmed-win = von beiden Spielern bestätigtes Ergebnis
reason-time = Zeitüberschreitung
reason-time-against-bare-king = Zeitüberschreitung gegen einen blanken König
reason-adjudicated = Abschätzung des Turnierausrichters
reason-points-after = Punkte nach { $ended }
reason-royal-capture = das Schlagen der Figur { $piece }
reason-draw-odds = { $draw }, und { $side ->
        [white] Weiß
       *[black] Schwarz
    } gewinnt jedes Remis
reason-claim = Anspruch ({ $claim })
