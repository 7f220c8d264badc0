analysis-title = Analyse: { $variant } #{ $id }
analysis-heading-html = Analyse von <a href="/games/{ $id }">{ $variant } #{ $id }</a>
analysis-hint = Nur du siehst dieses Brett. Ziehe für beide Seiten: Jeder Zug wird nach den Regeln geprüft, und nichts wird verschickt.
analysis-from-html = Ab der Stellung der Partie nach Halbzug { $ply } (<a href="/games/{ $id }/analysis?ply={ $ply }">zurück dorthin</a>)
analysis-move = Zug
analysis-play = Auf dem Analysebrett spielen
analysis-import = Eine Zugliste importieren
analysis-import-label = Eine PGN-Partie oder eine Liste von Zügen in einer der beiden Notationen, nummeriert oder nicht, ab dieser Stellung gespielt
analysis-import-submit = Auf das Analysebrett importieren
analysis-tried = Von hier aus versucht
analysis-main-line = (Hauptvariante)
analysis-note-heading = Notiz zu dieser Stellung
analysis-note-label = Nur du siehst sie
analysis-note-save = Notiz speichern
analysis-arrange = Diese Zeile als bedingte Züge festlegen
analysis-delete = Diesen Zug und die folgenden Zeilen löschen
analysis-published-html = Deine Analyse ist mit der Partie öffentlich: Alle können sie lesen, und ihre Notizen und Zeilen stehen im <a href="/games/{ $id }/pgn">PGN</a> der Partie.
analysis-unpublish = Meine Analyse wieder privat machen
analysis-publish = Meine Analyse mit der Partie veröffentlichen
analysis-public-page = Die öffentliche Seite deiner Analyse
analysis-public-preview = So lesen andere deine Analyse, sobald sie veröffentlicht ist
analysis-new-game = Eine neue Partie ab dieser Stellung beginnen
analysis-back = Zurück zur Partie
analysis-to-move = { $side ->
        [white] Weiß
       *[black] Schwarz
    } am Zug.
analysis-win = { $side ->
        [white] Weiß
       *[black] Schwarz
    } gewinnt durch { $reason }.
analysis-draw = Remis durch { $reason }.
analysis-by-title = Analyse von { $owner }: { $variant } #{ $id }
analysis-by-heading-html = Analyse von { $owner } zu <a href="/games/{ $id }">{ $variant } #{ $id }</a>
analysis-preview = Nur du siehst diese Seite, bis die Partie beendet ist und du deine Analyse veröffentlichst; andere bekommen „nicht gefunden“.
analysis-from = Ab der Stellung der Partie nach Halbzug { $ply }
analysis-owner-note = Notiz von { $owner } zu dieser Stellung
analysis-tree = Die Analyse
analysis-variation = Variante:
analysis-download = Die Partie als PGN herunterladen
analysis-download-with = Die Partie als PGN herunterladen, mit der veröffentlichten Analyse
