## What a request named that is not there.

not-found-game = Partie { $name } nicht gefunden
not-found-game-of-event = Partie { $name } dieses Turniers nicht gefunden
not-found-game-not-started = Partie { $name } hat noch nicht begonnen
not-found-ply = Halbzug { $name } nicht gefunden
not-found-ply-of-game = Halbzug { $ply } der Partie { $game } nicht gefunden
not-found-player = Spieler „{ $name }“ nicht gefunden
not-found-games-page = Seite { $page } der Partien von { $name } nicht gefunden: Es gibt weniger Partien
not-found-variant = Variante „{ $name }“ nicht gefunden
not-found-own-variant = deine Variante „{ $name }“ nicht gefunden
not-found-variant-version = Version { $name } nicht gefunden
not-found-event = Turnier { $name } nicht gefunden
not-found-entrant = ein Teilnehmer namens „{ $name }“ im Turnier { $event } nicht gefunden
not-found-knockout-crosstable = Turnier { $name } hat keine Kreuztabelle: Ein K.-o.-Turnier hat stattdessen einen Turnierbaum
not-found-conditional-line = bedingte Zeile { $name } nicht gefunden
not-found-analysis-position = Analysestellung { $name } nicht gefunden
not-found-analysis-position-in = Analysestellung in Partie { $name } nicht gefunden
not-found-analysis-by = Analyse der Partie { $game } von Spieler { $name } nicht gefunden
not-found-thing = { $name ->
    [account] Konto
    [api-token] API-Token
    [device] Gerät
    [feed] Feed
    [feed-address] Feed-Adresse
    [invitation] Einladung
    [link-player] der Spieler dieses Links
    [opponent] Gegner
    [session] Sitzung
    [webhook] Webhook
   *[record] Eintrag
} nicht gefunden
