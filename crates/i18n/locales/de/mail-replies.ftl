## The answer to a player's reply by mail. $game is the game's label ("Chess #12: alice
## vs bob"); the quoted words ("resign", "draw", "accept", "decline") are what a reply
## is read for, and stay as they are.

## What the reply did ($done is one of the reply-* phrases below).
reply-done-subject = { $game }: { $done }
reply-done-in = { $game }: { $done }.
reply-resigned = Du hast aufgegeben
reply-accepted-draw = Du hast das Remis angenommen
reply-offered-draw = Du hast Remis angeboten
reply-accepted-invitation = Du hast die Einladung angenommen
reply-declined-invitation = Du hast die Einladung abgelehnt
reply-played = Du hast { $number } { $turn } gespielt
reply-move-played = Dein Zug wurde gespielt
reply-moves-so-far = Die bisherigen Züge: { $moves }
reply-next-over = Die Partie ist beendet: { $result }.
reply-next-yours = Du bist am Zug: Antworte auf diese E-Mail mit deinem Zug.
reply-next-theirs = { $name } ist am Zug.

## A reply that played nothing, and why ($reason, a refusal).
reply-not-played-subject = { $game }: Deine Antwort wurde nicht gespielt
reply-not-played = Deine Antwort „{ $written }“ zu { $game } wurde nicht gespielt: { $reason }.
reply-no-move = Deine Antwort zu { $game } wurde gelesen, aber es fand sich kein Zug darin: Schreib den Zug (oder „resign“ zum Aufgeben oder „draw“ für Remis) in die erste Zeile deiner Antwort.
reply-unchanged = Die Partie ist unverändert.
reply-rules-not-enforced = In dieser Partie werden die Regeln nicht geprüft: Schreib den Zug in voller Notation, zum Beispiel „P e2-e4“.
reply-legal = Erlaubte Züge: { $moves }{ $more ->
        [0] {""}
       *[other] {" "}und { $more } weitere
    }.
reply-legal-walled = Erlaubte Züge, jeweils gefolgt vom Feld, auf das die Mauer kommt („{ $example }“): { $moves }{ $more ->
        [0] {""}
       *[other] {" "}und { $more } weitere
    }.
reply-legal-turn = Ein Zug besteht hier aus mehreren Zügen; er kann beginnen mit: { $moves }{ $more ->
        [0] {""}
       *[other] {" "}und { $more } weiteren
    }.
refused-reply-other-sender = sie kam von { $from }, nicht von der Adresse deines Kontos; Züge per E-Mail werden nur von dieser Adresse angenommen
refused-reply-no-sender = sie nannte keinen Absender; Züge per E-Mail werden nur von der Adresse deines Kontos angenommen
refused-reply-not-started = die Partie hat noch nicht begonnen: Antworte „accept“, um die Einladung anzunehmen, oder „decline“
refused-reply-already-accepted = die Einladung wurde schon angenommen
refused-reply-invitation-closed = die Einladung ist geschlossen
refused-reply-moved-on = deine Antwort bezieht sich auf die E-Mail zur Stellung nach Halbzug { $seen }, aber die Partie ist seitdem weitergegangen (sie steht jetzt bei Halbzug { $ply }); diese Adresse ist abgelaufen, antworte stattdessen auf die neueste E-Mail
refused-reply-no-move = in der Antwort fand sich kein Zug

## A mail to the move address that names no game.
reply-unmatched-subject = Deine E-Mail an Pigeonpost wurde nicht gespielt
reply-unmatched = Deine E-Mail an die Zug-Adresse von Pigeonpost ließ sich keiner Partie zuordnen, deshalb wurde nichts gespielt.
reply-unmatched-how = Um per E-Mail zu ziehen, antworte auf die neueste E-Mail zur Partie, behalte ihre Reply-To-Adresse bei und schreib den Zug in die erste Zeile. Oder spiel im Web.
