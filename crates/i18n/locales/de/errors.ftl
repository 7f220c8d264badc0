## Requests the server could not take as sent: forms, query strings, the API's tokens
## and bodies.

error-csrf-missing = das Fälschungsschutz-Token fehlt
error-csrf-other-site = Dieses Formular wurde von einer anderen Website gesendet und daher nicht angenommen.
error-csrf-no-cookie = Dieses Formular wurde nicht von dieser Website geladen (kein Sicherheits-Cookie). Lade die Seite neu und versuche es noch einmal.
error-csrf-mismatch = Das Sicherheits-Token dieses Formulars passt nicht (vielleicht wurde es geladen, bevor du dich an- oder abgemeldet hast). Lade die Seite neu und versuche es noch einmal.
error-form-not-utf8 = das Formular ließ sich nicht lesen: Es ist kein gültiger UTF-8-Text
error-form-unreadable = das Formular ließ sich nicht lesen
error-form-malformed = das Formular ist fehlerhaft: { $detail }
error-bad-query = fehlerhafte Abfragezeichenkette: { $detail }
error-unsubscribe-one-click = eine Abmeldung enthält List-Unsubscribe=One-Click (RFC 8058)

api-token-missing = sende ein API-Token (auf deiner Kontoseite erstellt) so: Authorization: Bearer pp_...
api-token-header = der Authorization-Header muss lauten: Bearer pp_...
api-token-invalid = dieses API-Token ist nicht gültig: Es wurde widerrufen oder nie erstellt
api-token-read-only = dieses Token darf nur lesen: Züge, Angebote und Einladungen brauchen ein Token mit dem Bereich „play“
api-rate-limited = zu viele Anfragen mit diesem Token: Versuche es in { $seconds } s noch einmal
api-no-such-action = Es gibt keine Aktion „{ $action }“: Die Aktionen sind { $actions }.
api-json-shape = das JSON hat nicht die erwartete Form: { $detail }
api-json-syntax = das JSON lässt sich nicht lesen: { $detail }
api-body-unreadable = der Inhalt der Anfrage lässt sich nicht lesen: { $detail }

## Too many requests of one kind.
wait-seconds = { $n ->
    [one] 1 Sekunde
   *[other] { $n } Sekunden
}
wait-minutes = { $n ->
    [one] 1 Minute
   *[other] { $n } Minuten
}
limit-too-many = zu viele { $action ->
    [login] Anmeldeversuche
    [register] Registrierungen
    [invite] neue Partien
    [check-definition] Prüfungen von Definitionen
   *[account-mail] Anfragen nach Links per E-Mail
} von { $whose ->
    [mailbox] dieser E-Mail-Adresse
   *[client] deiner Adresse
}: Versuche es in { $wait } noch einmal
limit-reports = höchstens { $most } Meldungen am Tag
limit-said-lines = höchstens { $most } Zeilen pro Minute in einer Partie; warte einen Moment
limit-invitations-sent = du hast in den letzten 24 Stunden { $sent } Personen per E-Mail eingeladen, so viele wie erlaubt: Es wurde nichts gesendet. Versuche es nach { $until } noch einmal oder lade einen registrierten Spieler mit Namen ein.
limit-invitations-received = { $address } wurde in den letzten 24 Stunden { $received }-mal per E-Mail eingeladen, so oft wie erlaubt: Es wurde nichts gesendet. Versuche es nach { $until } noch einmal oder lade einen registrierten Spieler mit Namen ein.
limit-failed-logins = zu viele fehlgeschlagene Anmeldungen für { $name }: Versuche es nach { $until } noch einmal
limit-slowed-logins = in letzter Zeit gab es viele fehlgeschlagene Anmeldungen für dieses Konto, daher ist es gebremst: Versuche es in { $wait } noch einmal (ein Browser, der schon einmal angemeldet war, wird nicht gebremst)
