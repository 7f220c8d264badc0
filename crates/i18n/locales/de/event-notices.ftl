## Die Mitteilungen eines Turniers.
notice-event-opened = { $name } hat das Turnier für Anmeldungen geöffnet.
notice-event-not-started = Das Turnier konnte zu seiner festgelegten Zeit nicht beginnen ({ $why }): Es bleibt offen für Anmeldungen, bis sein Ausrichter es startet.
notice-event-began-round-robin = Das Turnier hat mit { $entrants } Teilnehmern begonnen: Alle Partien seiner { $rounds } { $rounds ->
        [one] Runde
       *[other] Runden
    } haben gleichzeitig begonnen.
notice-event-began-swiss = Das Turnier hat mit { $entrants } Teilnehmern begonnen: Runde 1 ist ausgelost.
notice-event-began-knockout = Das Turnier hat mit { $entrants } Teilnehmern begonnen: Die Wettkämpfe der ersten Runde haben begonnen{ $byes ->
        [0] {""}
        [one] , und der Erstgesetzte hat ein Freilos
       *[other] , und die { $byes } bestgesetzten Spieler haben Freilose
    }.
notice-withdrew = { $name } ist zurückgetreten. { $annulled ->
        [one] Partien mit { $plies } Halbzügen oder mehr bleiben bestehen; { $annulled } Partie wird annulliert.
       *[other] Partien mit { $plies } Halbzügen oder mehr bleiben bestehen; { $annulled } Partien werden annulliert.
    }
notice-withdrawn-timeouts = { $name } wurde nach zu vielen auf Zeit verlorenen Partien aus dem Turnier genommen. { $annulled ->
        [one] Partien mit { $plies } Halbzügen oder mehr bleiben bestehen; { $annulled } Partie wird annulliert.
       *[other] Partien mit { $plies } Halbzügen oder mehr bleiben bestehen; { $annulled } Partien werden annulliert.
    }
notice-withdrawn-deleted = Ein Teilnehmer hat sein Konto gelöscht und wurde aus dem Turnier genommen. { $annulled ->
        [one] Partien mit { $plies } Halbzügen oder mehr bleiben bestehen; { $annulled } Partie wird annulliert.
       *[other] Partien mit { $plies } Halbzügen oder mehr bleiben bestehen; { $annulled } Partien werden annulliert.
    }
notice-round-paired = Runde { $round } ist ausgelost.
notice-round-paired-past-deadline = Runde { $round } ist ausgelost. Runde { $past } hat ihre Frist erreicht, während noch Partien laufen: Sie zählen, sobald sie enden, und bis dahin ist die Tabelle vorläufig.
notice-round-not-paired = Runde { $round } konnte nicht ausgelost werden ({ $why }): Das Turnier endet hier.
notice-event-won = Das Turnier ist beendet: { $name } hat es mit { $points } { $half-points ->
        [2] Punkt
       *[other] Punkten
    } gewonnen.
notice-event-over = Das Turnier ist beendet.

## Entschiedene Wettkämpfe eines K.-o.-Turniers.
notice-match-bye = { $name } kommt mit einem Freilos in Runde 2.
notice-match-won = { $left ->
        [1] Halbfinale
        [2] Viertelfinale
       *[other] Runde { $round }
    }, Wettkampf { $board }: { $winner } hat { $loser } mit { $score } geschlagen und kommt weiter ({ $how }).
notice-final-won = Das Finale: { $winner } hat { $loser } mit { $score } geschlagen und das Turnier gewonnen ({ $how }).
notice-match-withdrawal = { $left ->
        [1] Halbfinale
        [2] Viertelfinale
       *[other] Runde { $round }
    }, Wettkampf { $board }: { $loser } ist zurückgetreten, und { $winner } kommt weiter (der Stand war { $score }).
notice-final-withdrawal = Das Finale: { $loser } ist zurückgetreten, und { $winner } hat das Turnier gewonnen (der Stand war { $score }).
notice-knockout-won = Das Turnier ist beendet: { $name } hat es gewonnen.

## Die Entscheidung des Ausrichters über eine Partie.
notice-ruling = Der Ausrichter hat über Partie { $game } entschieden ({ $white } gegen { $black }): { $done }. Begründung: { $reason }
ruling-done = { $ruling ->
        [white] als Sieg für Weiß abgeschätzt
        [black] als Sieg für Schwarz abgeschätzt
        [draw] als Remis abgeschätzt
        [annul] annulliert: Sie zählt für keinen der Spieler
       *[extend] { $mover } { $days ->
            [one] { $days } Tag
           *[other] { $days } Tage
        } mehr für den Zug gegeben
    }

## Der Atom-Feed des Turniers.
event-feed-news = { $event }: Neuigkeiten des Turniers
