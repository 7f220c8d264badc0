## What a refused request about an account, its tools, a player or a variant is told.
## A refusal is a clause (no capital, no full stop), as it may stand after a colon.

## Links mailed about an account.
refused-link-unknown = dieser Link stammt nicht von uns oder ist nicht vollständig: Kopiere den ganzen Link aus der E-Mail oder fordere einen neuen an
refused-link-used = dieser Link wurde schon benutzt: Jeder Link funktioniert nur einmal; fordere einen neuen an, wenn du ihn brauchst
refused-link-expired = dieser Link ist abgelaufen: Fordere einen neuen an
refused-link-used-or-expired = dieser Link wurde schon benutzt oder ist gerade abgelaufen: Fordere einen neuen an
refused-unsubscribe-link = dieser Abmeldelink ist ungültig: Vielleicht wurde er abgeschnitten oder verändert. Benutze den Link aus der E-Mail unverändert oder wähle deine E-Mails auf deiner Kontoseite.

## Registering, logging in, the password and the address.
refused-username = ein Benutzername hat 2 bis 32 Buchstaben, Ziffern, „_“ oder „-“
refused-not-an-address = „{ $address }“ ist keine E-Mail-Adresse.
refused-password-length = Ein Passwort hat 8 bis 200 Zeichen.
refused-password-wrong = Das aktuelle Passwort ist falsch.
refused-name-or-address-taken = dieser Benutzername oder diese E-Mail-Adresse ist schon registriert
refused-unconfirmed-rated = bestätige zuerst deine E-Mail-Adresse (folge dem Link, den wir dir geschickt haben; deine Kontoseite kann ihn noch einmal schicken): Gewertete Partien werden nur zwischen bestätigten Adressen gespielt
refused-unconfirmed-invite = bestätige zuerst deine E-Mail-Adresse (folge dem Link, den wir dir geschickt haben; deine Kontoseite kann ihn noch einmal schicken): Bis dahin kannst du niemanden per E-Mail einladen
refused-address-confirmed = deine Adresse ist schon bestätigt
refused-address-yours = { $address } ist schon deine Adresse
refused-address-taken = diese E-Mail-Adresse ist schon registriert
refused-address-taken-since = { $address } wurde, seit dieser Link verschickt wurde, von einem anderen Konto registriert und kann deshalb hier nicht deine werden
refused-delete-unconfirmed = Um das Konto zu löschen, gib „{ $words }“ in das Bestätigungsfeld ein.
refused-block-yourself = du kannst dich nicht selbst blockieren
refused-one-click-box = das Kästchen für Züge mit einem Klick ist entweder angekreuzt oder nicht

## The account's mail and notification choices. $got is what the form sent.
refused-move-mail = E-Mails zu Zügen müssen „every“, „digest“ oder „none“ sein (eingegeben: „{ $got }“)
refused-digest-hour = die Stunde der täglichen Übersicht muss eine ganze Zahl von 0 bis 23 sein (eingegeben: „{ $got }“)
refused-reminders-switch = Erinnerungen müssen an oder aus sein (eingegeben: „{ $got }“)
refused-invitation-mail-switch = E-Mails zu Einladungen müssen an oder aus sein (eingegeben: „{ $got }“)
refused-push-kind-switch = { $kind ->
        [move] Benachrichtigungen zu Zügen
        [invitation] Benachrichtigungen zu Einladungen
        [offer] Benachrichtigungen zu Angeboten
        [end] Benachrichtigungen zum Ende einer Partie
       *[deadline] Benachrichtigungen zu Fristen
    } müssen an oder aus sein (eingegeben: „{ $got }“)
refused-push-instead-switch = „Benachrichtigen statt schreiben“ muss an oder aus sein (eingegeben: „{ $got }“)
refused-push-kind = eine Benachrichtigung gilt einem Zug, einer Einladung, einem Angebot, einem Ende oder einer Frist (eingegeben: „{ $got }“)

## API tokens.
refused-token-scope = der Umfang eines Tokens ist „Lesen“ oder „Spielen“
refused-token-name = gib dem Token einen Namen (zum Beispiel das Werkzeug, für das er ist): 1 bis { $most } Zeichen einfacher Text
refused-most-tokens = du hast schon { $held } API-Token, so viele, wie dieser Server erlaubt: Widerrufe zuerst einen

## Notifications on a device (Web Push).
refused-no-notifications = dieser Server verschickt keine Benachrichtigungen
refused-most-devices = du hast schon { $held } Geräte mit Benachrichtigungen, so viele, wie dieser Server erlaubt: Entferne zuerst eines
refused-push-key-not-base64 = der Schlüssel des Browsers (p256dh) ist kein Base64url
refused-push-key-not-uncompressed = der Schlüssel des Browsers (p256dh) ist kein unkomprimierter P-256-Punkt
refused-push-key-off-curve = der Schlüssel des Browsers (p256dh) ist kein Punkt von P-256
refused-push-secret-not-base64 = das Geheimnis des Browsers (auth) ist kein Base64url
refused-push-secret-length = das Geheimnis des Browsers (auth) ist nicht 16 Byte lang

## Webhooks, and where webhooks and pushes may reach.
refused-most-webhooks = du hast schon { $held } Webhooks, so viele, wie dieser Server erlaubt: Lösche zuerst einen
refused-url-too-long = { $purpose ->
        [push] ein Push-Endpunkt ist höchstens { $most } Zeichen lang
       *[webhook] eine Webhook-URL ist höchstens { $most } Zeichen lang
    }
refused-not-a-url = „{ $text }“ ist keine URL ({ $why }); schreib sie vollständig, etwa https://example.org/hook
refused-url-plain-http = { $purpose ->
        [push] ein Push-Endpunkt muss mit https:// beginnen: Über einfaches http könnte jeder unterwegs die Ereignisse mitlesen
       *[webhook] eine Webhook-URL muss mit https:// beginnen: Über einfaches http könnte jeder unterwegs die Ereignisse mitlesen
    }
refused-url-scheme = { $purpose ->
        [push] ein Push-Endpunkt muss mit https:// beginnen (nicht mit { $scheme }:)
       *[webhook] eine Webhook-URL muss mit https:// beginnen (nicht mit { $scheme }:)
    }
refused-url-no-host = { $purpose ->
        [push] ein Push-Endpunkt muss einen Host nennen
       *[webhook] eine Webhook-URL muss einen Host nennen
    }
refused-url-credentials = { $purpose ->
        [push] lass Benutzername und Passwort aus dem Push-Endpunkt weg: Was gesendet wird, ist stattdessen signiert
       *[webhook] lass Benutzername und Passwort aus der Webhook-URL weg: Was gesendet wird, ist stattdessen signiert
    }
refused-url-fragment = { $purpose ->
        [push] ein Push-Endpunkt hat kein #Fragment: Was nach # steht, wird nie gesendet
       *[webhook] eine Webhook-URL hat kein #Fragment: Was nach # steht, wird nie gesendet
    }
refused-ip-not-public = { $ip } ist { $kind ->
        [loopback] eine Loopback-Adresse
        [private] eine private Adresse
        [shared] eine gemeinsam genutzte Adresse (Carrier-Grade-NAT)
        [link-local] eine Link-Local-Adresse
        [site-local] eine Site-Local-Adresse
        [unique-local] eine private Adresse (Unique Local)
        [metadata] die Adresse eines Cloud-Metadatendienstes
        [unspecified] eine unspezifizierte Adresse
        [multicast] eine Multicast-Adresse
       *[reserved] eine reservierte Adresse
    }; { $purpose ->
        [push] Benachrichtigungen dürfen
       *[webhook] Webhooks dürfen
    } nur öffentliche Adressen erreichen
refused-host-not-public = { $host } löst zu { $ip } auf, { $kind ->
        [loopback] einer Loopback-Adresse
        [private] einer privaten Adresse
        [shared] einer gemeinsam genutzten Adresse (Carrier-Grade-NAT)
        [link-local] einer Link-Local-Adresse
        [site-local] einer Site-Local-Adresse
        [unique-local] einer privaten Adresse (Unique Local)
        [metadata] der Adresse eines Cloud-Metadatendienstes
        [unspecified] einer unspezifizierten Adresse
        [multicast] einer Multicast-Adresse
       *[reserved] einer reservierten Adresse
    }; { $purpose ->
        [push] Benachrichtigungen dürfen
       *[webhook] Webhooks dürfen
    } nur öffentliche Adressen erreichen
refused-lookup-slow = das Nachschlagen von { $host } hat zu lange gedauert
refused-host-unknown = { $host } wurde nicht gefunden ({ $why })
refused-host-no-address = { $host } hat keine Adresse

## Reports of a game's words to the operator.
refused-report-plain-text = eine Meldung ist einfacher Text: Sie darf keine Steuerzeichen enthalten
refused-report-empty = schreib, was du meldest: Kopiere die Worte oder beschreibe sie
refused-report-too-long = eine Meldung hat höchstens { $most } Zeichen
refused-report-not-begun = die Partie hat noch nicht begonnen: Es gibt noch keine Worte daraus zu melden
refused-reports-operator-only = nur der Betreiber des Servers liest Meldungen

## A player's finished games, filtered. $allowed are the words the form sends, as sent.
refused-archive-result = das Ergebnis muss eines von { $allowed } sein oder leer bleiben
refused-archive-colour = die Farbe muss eine von { $allowed } sein oder leer bleiben
refused-archive-rated = „Gewertet“ muss eines von { $allowed } sein oder leer bleiben
refused-archive-from = „Beendet ab“ muss ein Tag in der Form 2026-03-01 sein
refused-archive-until = „bis“ muss ein Tag in der Form 2026-03-01 sein
refused-archive-page = Seiten werden ab 1 gezählt

## Rated games.
refused-rated-free-play = eine Partie im freien Spiel kann nicht gewertet werden: Nichts prüft ihr Ergebnis
refused-rated-own-start = eine Partie aus einer eigenen Startstellung kann nicht gewertet werden: Gewertete Partien beginnen mit der Startstellung der Variante
refused-rated-not-allowed = { $variant } kann nicht gewertet werden: Ihr Autor hat sie nicht für gewertete Partien freigegeben

## Players' variants and the editor.
refused-definition-format = unbekanntes Format der Definition „{ $format }“: Wähle pigeonpost oder fairy
refused-variant-name = der Name darf höchstens { $most } Zeichen einfacher Text haben
refused-variant-description = die Beschreibung darf höchstens { $most } Zeichen einfacher Text haben
refused-most-variants = du hast schon { $kept } Varianten, so viele, wie dieser Server erlaubt: Lösche eine oder verwende eine wieder
refused-variant-key-taken = du hast schon eine Variante mit dem Schlüssel „{ $key }“: Bearbeite sie oder ändere den Schlüssel
refused-variant-author-edits = nur der Autor einer Variante darf sie bearbeiten
refused-variant-author-publishes = nur der Autor einer Variante darf sie veröffentlichen oder zurückziehen

## What is wrong with a definition, besides what the engine finds (which it writes in
## English). $why is the TOML reader's own words, which stay in English.
problem-toml-syntax = Der Text lässt sich nicht als TOML lesen (Meldung des TOML-Lesers): { $why }
problem-definition-too-long = die Definition ist { $bytes } Byte lang; dieser Server nimmt höchstens { $most }
problem-definition-nul = die Definition enthält ein NUL-Zeichen
problem-definition-empty = die Definition ist leer
problem-key-too-long = key: höchstens { $most } Zeichen
problem-key-changed = key: der Schlüssel dieser Variante ist „{ $key }“; um eine andere Variante zu schreiben, beginne eine neue
problem-no-section = kein Abschnitt: Eine Fairy-Stockfish-Definition beginnt mit [name] oder [name:parent]

## Why the editor's preview counts perft no further.
perft-short-positions = Tiefe { $depth } wurde nicht gezählt: Tiefe { $before } hat { $positions } Stellungen, mehr als die { $most }, von denen dieser Server aus zählt.
perft-short-turns = Tiefe { $depth } wurde nicht gezählt: Sie braucht mehr als die { $most } Züge, die dieser Server für eine Vorschau erzeugt.
perft-short-time = Tiefe { $depth } wurde nicht gezählt: Sie dauert länger als die { $seconds } Sekunden, die eine Vorschau zählen darf.
perft-none-busy = Perft wurde nicht gezählt: Gerade wird eine andere Vorschau von deiner Adresse gezählt; prüfe noch einmal, wenn sie fertig ist.
perft-none-spent-seconds = Perft wurde nicht gezählt: Die Vorschauen von deiner Adresse haben die { $cpu } CPU-Sekunden verbraucht, die ihnen pro Stunde zustehen; Perft wird wieder gezählt in { $wait ->
        [one] 1 Sekunde
       *[other] { $wait } Sekunden
    }.
perft-none-spent-minutes = Perft wurde nicht gezählt: Die Vorschauen von deiner Adresse haben die { $cpu } CPU-Sekunden verbraucht, die ihnen pro Stunde zustehen; Perft wird wieder gezählt in { $wait ->
        [one] 1 Minute
       *[other] { $wait } Minuten
    }.
perft-none-stopping = Perft wurde nicht gezählt: Der Server wird gerade beendet.

## The JSON API's refusals of a tool's request. $why is the words of the library that
## read the request, which stay in English.
api-not-an-id = Unter dieser Adresse gibt es nichts (eine ID ist eine ganze Zahl).
