language-name = Deutsch

date = { $day }.{ $month }.{ $year }
date-time = { $day }.{ $month }.{ $year }, { $hour }:{ $minute } { $zone }
number-group-separator = .

site-name = Pigeonpost
nav-variants = Varianten
nav-watch = Zuschauen
nav-lobby = Lobby
nav-events = Turniere
nav-new-game = Neue Partie
nav-my-games = Meine Partien
nav-vacation = Urlaub
nav-log-out = Abmelden
nav-log-in = Anmelden
nav-register = Registrieren
footer = Pigeonpost, Schachvarianten im Fernschach.
page-title = { $page } – Pigeonpost

home-heading = Schachvarianten im Fernschach
home-intro = Spiele jede der folgenden Varianten mit jemandem, Zug um Zug: Wir benachrichtigen deinen Gegner per E-Mail, sobald du ziehst.
home-intro-visitor-html = <a href="/register">Registriere dich</a> oder <a href="/login">melde dich an</a>, um zu spielen.
home-open-heading = Offene Einladungen
home-open-none-html = Zurzeit keine. <a href="/games/new">Erstelle eine</a>.
home-column-game = Partie
home-column-variant = Variante
home-column-from = Von
home-column-you-would-play = Du würdest spielen
home-accept = Annehmen
home-variants-heading = Varianten
home-every-variant-html = <a href="/variants">Alle Varianten</a>: insgesamt { $count }, darunter die Spiele von Fairy-Stockfish (Shogi, Xiangqi, Janggi, Makruk und weitere), nach Familien geordnet.

login-title = Anmelden
login-name = Benutzername oder E-Mail-Adresse
login-password = Passwort
login-submit = Anmelden
login-forgot = Passwort vergessen?
login-no-account-html = Noch kein Konto? <a href="{ $register }">Registrieren</a>.
register-title = Registrieren
register-username = Benutzername
register-email = E-Mail-Adresse
register-password = Passwort (mindestens 8 Zeichen)
register-submit = Registrieren
register-have-account-html = Schon registriert? <a href="{ $login }">Anmelden</a>.

error-offer-login-html = <a href="/login">Melde dich an</a> oder <a href="/register">registriere dich</a>.
error-back-to-game = Zurück zur Partie
error-back-home = Zurück zur Startseite
error-our-side = Bei uns ist etwas schiefgegangen. Bitte versuche es später noch einmal.

account-locale-heading = Sprache und Zeitzone
account-language = Sprache
account-language-browser = Wie mein Browser es wünscht ({ $language })
account-time-zone = Zeitzone
account-time-zone-hint = Zeiten auf den Seiten und in E-Mails stehen in dieser Zone, und die tägliche E-Mail kommt zu ihrer Stunde. Ein IANA-Name wie Europe/Berlin oder Asia/Tokyo; die deines Browsers wird vorgeschlagen.
account-locale-save = Speichern
account-locale-saved = Gespeichert.
account-time-zone-unknown = „{ $zone }“ ist keine Zeitzone der tz-Datenbank; gib eine wie Europe/Berlin oder Asia/Tokyo an.
account-language-unknown = „{ $language }“ ist keine Sprache dieses Servers.
account-digest-hour = Stunde der täglichen E-Mail ({ $zone })

time-left-days = noch { $days ->
        [one] 1 Tag
       *[other] { $days } Tage
    }
time-left-hours = noch { $hours ->
        [one] 1 Stunde
       *[other] { $hours } Stunden
    }
time-left-none = keine Zeit mehr
deadline-with-left = { $deadline } ({ $left })

error-status = { $code ->
        [400] Ungültige Anfrage
        [401] Nicht angemeldet
        [403] Verboten
        [404] Nicht gefunden
        [405] Methode nicht erlaubt
        [409] Konflikt
        [413] Anfrage zu groß
        [422] Anfrage nicht verarbeitbar
        [429] Zu viele Anfragen
        [500] Interner Serverfehler
        [503] Dienst nicht verfügbar
       *[other] Fehler
    }

duration-days = { $n ->
        [one] 1 Tag
       *[other] { $n } Tage
    }
duration-hours = { $n ->
        [one] 1 Stunde
       *[other] { $n } Stunden
    }
duration-minutes = { $n ->
        [one] 1 Minute
       *[other] { $n } Minuten
    }
duration-separator = {" "}

clock-bank = { $side ->
        [white] Weiß
       *[black] Schwarz
    } hat { $left } auf dem Zeitkonto.
clock-deadline = { $side ->
        [white] Weiß
       *[black] Schwarz
    } muss ziehen, noch { $left } (Frist: { $deadline }).

error-not-logged-in = du musst dich zuerst anmelden
error-bad-credentials = falscher Benutzername oder falsches Passwort
error-busy = der Server ist ausgelastet, versuche es gleich noch einmal
error-stale = die Partie ist weitergegangen, seit du die Seite geladen hast (du hast Halbzug { $seen } gesehen, jetzt ist sie bei Halbzug { $actual }); sieh dir das Brett noch einmal an und sende erneut
error-database = der Server erreicht seine Datenbank nicht; bitte versuche es gleich noch einmal

error-too-large = Die Anfrage ist zu groß.
error-too-slow = Die Anfrage hat zu lange gedauert.
error-method = Diese Adresse nimmt diese Art von Anfrage nicht an.
error-no-page = Unter dieser Adresse gibt es keine Seite.
error-not-understood = Die Anfrage konnte nicht verstanden werden.

api-json-only = sende den Inhalt als JSON, mit dem Header Content-Type: application/json
api-nothing-here = Unter dieser Adresse gibt es nichts.
api-method = Diese Adresse nimmt diese Methode nicht an (siehe den Header Allow).
api-no-operation = Unter dieser Adresse gibt es keine Operation der API.
