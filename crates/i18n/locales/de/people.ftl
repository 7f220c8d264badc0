acct-title = Konto
acct-address-heading = E-Mail-Adresse
acct-email-html = E-Mail: <span id="email">{ $email }</span>
acct-email-confirmed = (bestätigt)
acct-email-unconfirmed = (nicht bestätigt)
acct-unverified-note = Bis du dem Link folgst, den wir an diese Adresse geschickt haben, bekommst du keine E-Mails zu Partien und kannst niemanden per E-Mail einladen. Spielen kannst du trotzdem schon.
acct-pending = Ein Link wurde an { $pending } geschickt. Deine Adresse wird zu { $pending }, sobald du ihm folgst; bis dahin bleibt sie { $email }.
acct-link-sent = Ein Link wurde an { $address } geschickt. Folge ihm, um die Adresse zu bestätigen.
acct-resend = Den Link noch einmal an { $address } schicken
acct-new-email = Neue E-Mail-Adresse
acct-current-password = Aktuelles Passwort
acct-change-address = Adresse ändern
acct-mail-refused = Der empfangende Server hat eine E-Mail an { $address } am { $when } abgewiesen: { $reply }. Prüfe deine Adresse. Bis dahin warten E-Mails an sie hier unversandt.
acct-mail-retry = Erneut versuchen
acct-save = Speichern
acct-playing-heading = Spielen
acct-one-click = Einen Zug senden, sobald meine Klicks auf dem Brett ihn vervollständigen (ohne „Senden“ zu drücken)
acct-mail-heading = E-Mail
acct-moves-legend = Wenn mein Gegner zieht
acct-moves-every = Mir zu jedem Zug, jedem Angebot und jedem Ergebnis schreiben
acct-moves-digest = Eine E-Mail am Tag mit den Partien, in denen ich am Zug bin (keine an Tagen, an denen nichts wartet)
acct-moves-none = Keine E-Mails zu Zügen
acct-reminders-legend = Erinnerungen, wenn meine Bedenkzeit knapp wird
acct-invitations-legend = Einladungen zu Partien und Antworten auf meine
acct-on = An
acct-off = Aus
acct-account-mail = E-Mails zu deinem Konto (Antworten auf deine Antworten per E-Mail) kommen immer.
acct-push-heading = Benachrichtigungen auf deinen Geräten
acct-push-intro = Dein Browser oder Handy kann dir ohne E-Mail von deinen Partien berichten, auch wenn keine Seite dieser Website offen ist: dein Zug, Einladungen, Angebote, Ergebnisse und Fristen. Jedes Gerät, auf dem du sie einschaltest, steht hier; entferne es, um sie dort zu beenden.
acct-push-allow = Benachrichtigungen auf diesem Gerät einschalten
acct-push-noscript = Um Benachrichtigungen einzuschalten, braucht es JavaScript: Nur ein Skript kann den Browser nach der Adresse fragen, über die seine Benachrichtigungen kommen.
acct-no-devices = Noch bekommt kein Gerät Benachrichtigungen.
acct-devices-caption = Geräte, die Benachrichtigungen bekommen
acct-device-column-device = Gerät
acct-device-column-through = Über
acct-device-column-added = Hinzugefügt
acct-device-column-last = Zuletzt benachrichtigt
acct-device-column-remove = Entfernen
acct-device-remove = Entfernen
acct-device-remove-label = { $device } entfernen, hinzugefügt { $added }
acct-push-legend = Worüber meine Geräte berichten
acct-push-kind-move = Dein Zug, mit dem Zug des Gegners
acct-push-kind-invitation = Einladungen, angenommene Einladungen und Gesuche, Paarungen in Turnieren
acct-push-kind-offer = Remis- und Rücknahmeangebote und andere Neuigkeiten vom Gegner
acct-push-kind-end = Das Ende einer Partie
acct-push-kind-deadline = Eine nahende Frist
acct-push-instead = Benachrichtige mich statt mir zu schreiben: Was eines meiner Geräte erreicht, kommt nicht auch per E-Mail
acct-never = nie
acct-password-heading = Passwort ändern
acct-password-changed = Dein Passwort wurde geändert; deine anderen Browser wurden abgemeldet.
acct-new-password = Neues Passwort (8 bis 200 Zeichen)
acct-change-password = Passwort ändern
acct-sessions-heading = Wo du angemeldet bist
acct-sessions-column-browser = Browser
acct-sessions-column-started = Angemeldet
acct-sessions-column-seen = Zuletzt gesehen
acct-this-browser = dieser Browser
acct-session-log-out = Abmelden
acct-sessions-hint = „Zuletzt gesehen“ wird etwa einmal pro Stunde aktualisiert.
acct-log-out-others = Überall sonst abmelden
acct-tokens-heading = API-Token
acct-tokens-intro-html = Mit einem Token kann ein Werkzeug von dir (eine Handy-App, ein Bot, ein Dashboard) die <a href="/api/v1/openapi.json">JSON-API</a> in deinem Namen nutzen: Schicke ihn als <code>Authorization: Bearer TOKEN</code>. Ein Token zum <em>Lesen</em> kann nur deine Partien lesen; ein Token zum <em>Spielen</em> kann auch ziehen, Angebote beantworten und Einladungen verschicken. Widerrufe einen Token, den du nicht mehr brauchst.
acct-new-token = Dein neuer Token „{ $name }“ steht unten. Kopiere ihn jetzt: Er wird nicht noch einmal gezeigt.
acct-tokens-column-name = Name
acct-tokens-column-scope = Umfang
acct-tokens-column-made = Erstellt
acct-tokens-column-used = Zuletzt benutzt
acct-scope-read = Lesen
acct-scope-play = Spielen
acct-revoke = Widerrufen
acct-tokens-hint = „Zuletzt benutzt“ wird etwa alle fünf Minuten aktualisiert.
acct-token-name = Name (wofür er ist)
acct-token-scope = Umfang
acct-make-token = Token erstellen
acct-feed-heading = Feed der Partien, in denen du am Zug bist
acct-feed-intro = Ein Feedreader kann die Partien, in denen du am Zug bist, unter einer geheimen Adresse nur für dich verfolgen (ein Atom-Feed: ein Eintrag pro Partie, mit dem letzten Zug deines Gegners und deiner Frist). Wer die Adresse hat, kann ihn lesen: Widerrufe sie, wenn sie bekannt wird, und erstelle eine neue.
acct-new-feed = Deine Feed-Adresse steht unten. Kopiere sie jetzt: Sie wird nicht noch einmal gezeigt.
acct-feed-made = Du hast eine Feed-Adresse, erstellt am { $made }.
acct-feed-remake = Neue Feed-Adresse erstellen
acct-feed-make = Meine Feed-Adresse erstellen
acct-blocks-heading = Blockierte Spieler
acct-blocks-intro = Ein Spieler, den du blockierst, kann dich nicht einladen und in den Gesprächen deiner Partien nichts sagen. Wenn jemand in einer Partie beleidigend schreibt, melde es auf der Seite dieser Partie: Der Betreiber des Servers liest die Meldungen.
acct-blocks-none = Du blockierst niemanden.
acct-unblock = { $name } nicht mehr blockieren
acct-block-name = Zu blockierender Spieler
acct-block = Blockieren
acct-webhooks-heading = Webhooks
acct-webhooks-intro-html = Ein Webhook ist eine URL von dir, an die jedes Ereignis deiner Partien (ein Zug, ein Angebot und seine Antwort, das Ergebnis, eine Einladung, eine Erinnerung) als JSON geschickt wird, signiert mit einem eigenen Geheimnis, damit dein Empfänger erkennt, dass es von hier kommt: Jede Anfrage trägt <code>Pigeonpost-Signature: sha256=</code>, gefolgt vom hexadezimalen HMAC-SHA256 des Anfragekörpers unter dem Geheimnis, <code>Pigeonpost-Timestamp</code> (der <code>timestamp</code> des Körpers, um alte Wiederholungen abzuweisen) und <code>Pigeonpost-Delivery</code> (bei jedem Versuch gleich, um eine schon gesehene Zustellung zu übergehen). Fehlgeschlagene Zustellungen werden eine Weile lang erneut versucht, immer seltener.
acct-webhooks-private-html = Dieser Server erlaubt auch einfache <code>http://</code>-URLs und Adressen in seinem eigenen Netz.
acct-webhooks-public-html = Erlaubt sind nur <code>https://</code>-URLs zu öffentlichen Adressen.
acct-new-webhook = Dein Webhook an { $url } signiert seine Zustellungen mit dem Geheimnis unten. Kopiere es jetzt: Es wird nicht noch einmal gezeigt.
acct-webhook-registered = Eingetragen am { $when }.
acct-webhook-delete = Diesen Webhook löschen
acct-webhook-nothing = Noch nichts gesendet.
acct-webhook-caption = Letzte Zustellungen, neueste zuerst
acct-webhook-column-when = Wann
acct-webhook-column-delivery = Zustellung
acct-webhook-column-event = Ereignis
acct-webhook-column-answer = Antwort
acct-webhook-column-retry = Erneut versucht
acct-webhook-no-answer = keine Antwort
acct-webhook-retry-yes = ja
acct-webhook-retry-no = nein, aufgegeben
acct-webhook-url = URL
acct-webhook-url-example = https://example.org/pigeonpost
acct-webhook-add = Webhook hinzufügen
acct-data-heading = Deine Daten
acct-data-html = <a href="/account/export" download>Meine Daten herunterladen</a>: dein Profil, jede Partie, die du gespielt hast (Züge, Ergebnis, Verlauf), deine Sitzungen, Urlaube und die Einladungen, die du verschickt hast, als eine JSON-Datei.
acct-delete-heading = Konto löschen
acct-delete-intro = Deine laufenden Partien werden abgebrochen (bevor beide gezogen haben) oder aufgegeben. Bereits gespielte Partien bleiben für deine Gegner erhalten, du erscheinst darin als „deleted player“. Dein Name, deine E-Mail-Adresse, dein Passwort, deine Sitzungen und offenen Einladungen werden gelöscht. Das lässt sich nicht rückgängig machen.
acct-delete-confirm = Gib zur Bestätigung „{ $words }“ ein
acct-delete-submit = Mein Konto löschen

link-address-title = Adresse bestätigt
link-address-done = { $address } ist bestätigt: E-Mails zu Partien gehen ab jetzt dorthin.
link-address-next = Deine Partien
link-password-title = Passwort gesetzt
link-password-done = Dein neues Passwort ist gesetzt. Jeder andere Browser, der mit deinem Konto angemeldet war, wurde abgemeldet, und deine API-Token sind widerrufen.
link-password-next = Anmelden

forgot-title = Passwort vergessen
forgot-heading = Passwort vergessen?
forgot-sent = Wenn dies die bestätigte Adresse eines Pigeonpost-Kontos ist, ist ein Link zum Setzen eines neuen Passworts dorthin unterwegs. Der Link funktioniert einmal, innerhalb einer Stunde. Nach ein paar Minuten keine E-Mail? Sieh im Spam-Ordner nach oder prüfe die eingegebene Adresse.
forgot-email = Deine E-Mail-Adresse
forgot-submit = Schick mir einen Link
forgot-remembered-html = Wieder eingefallen? <a href="/login">Anmelden</a>.
reset-title = Neues Passwort setzen
reset-heading = Neues Passwort für { $username } setzen
reset-submit = Passwort setzen
reset-note = Sobald das neue Passwort gesetzt ist, wird jeder Browser, der mit deinem Konto angemeldet ist, abgemeldet, und jeder deiner API-Token wird widerrufen (neue erstellst du auf deiner Kontoseite).

vacation-title = Urlaub
vacation-intro = Während du im Urlaub bist, stehen deine Uhren in jeder Partie still, und deine Gegner sehen, bis wann. Du hast { $days ->
        [one] 1 Tag
       *[other] { $days } Tage
    } im Jahr; jeder angefangene Tag zählt, und wer früher zurückkommt, bekommt den Rest zurück.
vacation-allowance = { $year }: { $used } von { $allowance ->
        [one] 1 Tag
       *[other] { $allowance } Tagen
    } genommen, { $left } übrig.
vacation-on = Du bist im Urlaub bis { $until }.
vacation-come-back = Jetzt zurückkommen
vacation-days = Tage, ab jetzt
vacation-go = In den Urlaub gehen
vacation-already = Du bist schon im Urlaub bis { $until }; komm erst zurück, um einen neuen zu nehmen.
vacation-used-up = Du hast alle { $allowance } Urlaubstage von { $year } genommen.
vacation-bad-days = Der Urlaub muss eine ganze Zahl von Tagen zwischen 1 und { $left } sein, den Tagen, die dir { $year } noch bleiben (eingegeben: „{ $got }“).

profile-member-since = Mitglied seit { $day }.
profile-challenge = { $name } herausfordern
profile-head-to-head = Du gegen { $name }: { $won } gewonnen, { $drawn } remis, { $lost } verloren.
profile-ratings-heading = Wertungen
profile-no-ratings = Noch keine gewerteten Partien.
profile-column-variant = Variante
profile-column-rating = Wertung
profile-column-deviation = Abweichung
profile-column-games = Gewertete Partien
profile-provisional = Ein „?“ kennzeichnet eine vorläufige Wertung: Ihre Abweichung liegt noch über 110.
profile-chart-title = { $variant }: Wertung nach jeder gewerteten Partie
profile-chart-table = Die Wertung nach jeder Partie, als Tabelle
profile-column-day = Tag
profile-column-opponent = Gegner
profile-column-result = Ergebnis
profile-column-game = Partie
profile-result-won = gewonnen
profile-result-drawn = remis
profile-result-lost = verloren
profile-playing-heading = Spielt gerade
profile-rated-mark = , gewertet
profile-variants-heading = Veröffentlichte Varianten
profile-games-heading = Beendete Partien
profile-filter-variant = Variante (ihr Schlüssel)
profile-filter-result = Ergebnis
profile-filter-any = Alle
profile-filter-won = Gewonnen
profile-filter-drawn = Remis
profile-filter-lost = Verloren
profile-filter-colour = Farbe
profile-filter-either = Beide
profile-filter-white = Weiß
profile-filter-black = Schwarz
profile-filter-opponent = Gegner
profile-filter-rated = Gewertet
profile-filter-rated-or-casual = Gewertet oder ungewertet
profile-filter-rated-only = Gewertet
profile-filter-casual = Ungewertet
profile-filter-from = Beendet ab (2026-03-01)
profile-filter-until = bis
profile-filter-show = Anzeigen
profile-page = Seite { $page }, neueste zuerst.
profile-pages = Seiten der Partien
profile-newer = Neuere Partien
profile-older = Ältere Partien

people-none = Keine.
people-none-match = Keine passenden.
people-none-yet = Noch keine.

my-games-title = Meine Partien
my-games-my-move = Ich bin am Zug
my-games-none-waiting = Keine Partie wartet auf dich.
my-games-their-move = Der Gegner ist am Zug
my-games-invitations = Einladungen
my-games-finished = Beendet
my-games-game = #{ $id } { $variant }: { $white } gegen { $black }
my-games-pgn = Alle meine Partien als PGN herunterladen
my-games-ply = Halbzug { $ply }
my-games-away = , { $name } ist im Urlaub bis { $until }
my-games-draw-offered = , ein Remis ist angeboten
my-games-takeback-asked = , eine Rücknahme ist erbeten
my-games-move-by = , ziehe bis { $deadline }
my-games-open-invitation = deine offene Einladung; du spielst { $side ->
        [white] Weiß
       *[black] Schwarz
    }
my-games-you-invited = du hast { $invited } eingeladen; du spielst { $side ->
        [white] Weiß
       *[black] Schwarz
    }
my-games-invited-by = von { $creator }; du spielst { $side ->
        [white] Weiß
       *[black] Schwarz
    }
my-games-seat-you = du
my-games-seat-anyone = jeder

invitation-title = Einladung
invitation-heading = Eine Einladung zu einer Partie { $variant }
invitation-intro = { $creator } lädt dich zu einer Fernpartie { $variant } ein. Du würdest { $side ->
        [white] Weiß
       *[black] Schwarz
    } spielen.
invitation-closed-html = Diese Einladung ist nicht mehr offen. <a href="/games/{ $id }">Zur Partie</a>.
invitation-log-in-html = Um zu antworten, <a href="{ $login }">melde dich an</a> oder <a href="{ $register }">registriere dich</a>; danach kommst du hierher zurück.
invitation-own = Das ist deine eigene Einladung.
invitation-accept = Annehmen
invitation-decline = Ablehnen

lobby-title = Lobby
lobby-intro-html = Offene Einladungen, die auf einen Gegner warten. Nimm eine an, und die Partie beginnt; wer sie eingestellt hat, bekommt eine E-Mail. Um selbst eine einzustellen, <a href="/games/new#seek">beginne eine neue Partie</a> und nenne keinen Gegner. Wertungen gelten je Variante; ein „?“ kennzeichnet eine noch vorläufige Wertung.
lobby-variant-key-html = Variante (ihr Schlüssel, wie in ihrer Adresse: <code>chess</code>)
lobby-family = Familie
lobby-any = Alle
lobby-time-control = Bedenkzeit
lobby-untimed = Ohne Zeitlimit
lobby-per-move = Tage pro Zug
lobby-bank = Zeitkonto mit Zuschlag
lobby-rated = Gewertet
lobby-rated-or-casual = Gewertet oder ungewertet
lobby-rated-only = Gewertet
lobby-casual = Ungewertet
lobby-show = Anzeigen
lobby-seeks-heading = Gesuche
lobby-none-open = Keine offen.
lobby-none-open-match = Keine passenden offen.
lobby-column-variant = Variante
lobby-column-family = Familie
lobby-column-player = Spieler
lobby-column-you-play = Du spielst
lobby-column-time-control = Bedenkzeit
lobby-column-rated = Gewertet
lobby-column-range = Für Wertungen
lobby-column-lapses = Läuft ab
lobby-column-accept = Annehmen
lobby-side = { $side ->
        [white] Weiß
       *[black] Schwarz
    }
lobby-cell-rated = gewertet
lobby-cell-casual = ungewertet
lobby-range-between = { $low } bis { $high }
lobby-range-from = ab { $low }
lobby-range-up-to = bis { $high }
lobby-range-anyone = alle
lobby-yours = Deins
lobby-accept-label = Das Gesuch von { $poster } ({ $variant }) annehmen
lobby-accept = Annehmen
lobby-more = Die neuesten { $count } werden gezeigt: Wähle eine Variante oder eine Bedenkzeit, um andere zu sehen.

leaders-title = Bestenliste { $variant }
leaders-heading = { $variant }: Bestenliste
leaders-intro-html = Spieler, deren Wertung gefestigt ist (eine Abweichung unter { $deviation }) und die in den letzten { $days } Tagen eine gewertete Partie <a href="/variants/{ $pool }">{ $variant }</a> beendet haben. Die Wertungen sind Glicko-2, ein Pool je Variante.
leaders-nobody = Noch niemand.
leaders-column-place = Platz
leaders-column-player = Spieler
leaders-column-rating = Wertung
leaders-column-deviation = Abweichung
leaders-column-games = Gewertete Partien
leaders-column-last = Letzte gewertete Partie
leaders-accuracy-heading = Wie gut die Wertungen vorhersagen
leaders-decimal-point = ,
leaders-brier-html = Über { $results } gewertete Ergebnisse in diesem Pool beträgt die mittlere quadrierte Differenz zwischen dem Ergebnis, das die Wertungen vor jeder Partie erwarten ließen, und dem erzielten (ein Brier-Score) <strong id="brier">{ $brier }</strong>: 0 sagte jedes Ergebnis voraus, 0,25 erreicht, wer jedes Mal eine ausgeglichene Partie rät.
leaders-no-results = Noch keine gewerteten Ergebnisse.

watch-title = Zuschauen
watch-intro = Partien, die gerade gespielt werden, und solche, die in den letzten zwei Wochen beendet wurden. Die Seite jeder Partie ist für alle offen und folgt der Partie, während sie gespielt wird.
watch-player = Spieler
watch-playing = Laufende Partien
watch-finished = Kürzlich beendet
watch-turns = , { $ply ->
        [one] 1 Zug
       *[other] { $ply } Züge
    }

reports-title = Meldungen
reports-intro = Was Spieler aus ihren Partien gemeldet haben, neueste zuerst. Du liest diese Seite als Betreiber des Servers (sein erstes Konto).
reports-none = Keine Meldungen.
reports-column-when = Wann
reports-column-by = Von
reports-column-game = Partie
reports-column-words = Worte

unsub-title = Abbestellen
unsub-done = { $username } bekommt ab jetzt nicht mehr: { $what }.
unsub-again-html = Du kannst deine E-Mails auf deiner <a href="/account#mail">Kontoseite</a> neu wählen.
unsub-ask = An { $username } nicht mehr schicken: { $what }?
unsub-button = Abbestellen
unsub-or-html = Oder wähle deine E-Mails auf deiner <a href="/account#mail">Kontoseite</a>.
