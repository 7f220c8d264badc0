mail-confirm-subject = Bestätige deine Adresse bei Pigeonpost
mail-confirm-who = Jemand, wahrscheinlich du, hat diese Adresse für den Pigeonpost-Spieler { $username } angegeben.
mail-confirm-follow = Folge dem Link innerhalb von { $days ->
        [one] 1 Tag
       *[other] { $days } Tagen
    }, um sie zu bestätigen. Bis dahin bekommt { $username } hier keine E-Mails zu Partien und kann niemanden per E-Mail einladen.
mail-confirm-not-you = Warst du es nicht, ignoriere diese E-Mail: Hierher wird nichts mehr geschickt, solange die Adresse nicht bestätigt ist.
mail-confirm-link = Diese Adresse bestätigen
mail-reset-subject = Neues Passwort für Pigeonpost setzen
mail-reset-who = Jemand, wahrscheinlich du, möchte ein neues Passwort für den Pigeonpost-Spieler { $username } setzen.
mail-reset-follow = Folge dem Link innerhalb einer Stunde, um eines zu wählen. Der Link funktioniert einmal; wer ihn benutzt, meldet jeden Browser ab, der mit deinem Konto angemeldet ist.
mail-reset-not-you = Warst du es nicht, ignoriere diese E-Mail: Dein Passwort bleibt, wie es ist.
mail-reset-link = Neues Passwort setzen
