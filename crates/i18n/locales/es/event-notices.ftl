## Los avisos de un torneo.
notice-event-opened = { $name } abrió la inscripción del torneo.
notice-event-not-started = El torneo no pudo empezar a la hora fijada ({ $why }): sigue con la inscripción abierta hasta que su organizador lo empiece.
notice-event-began-round-robin = El torneo empezó con { $entrants } participantes: todas las partidas de sus { $rounds } { $rounds ->
        [one] ronda
       *[other] rondas
    } empezaron a la vez.
notice-event-began-swiss = El torneo empezó con { $entrants } participantes: la ronda 1 está emparejada.
notice-event-began-knockout = El torneo empezó con { $entrants } participantes: los matches de la primera ronda han empezado{ $byes ->
        [0] {""}
        [one] , y el primer cabeza de serie descansa
       *[other] , y los { $byes } primeros cabezas de serie descansan
    }.
notice-withdrew = { $name } se retiró. Sus partidas de { $plies } medias jugadas o más se mantienen; { $annulled ->
        [one] se anula { $annulled } de las suyas.
       *[other] se anulan { $annulled } de las suyas.
    }
notice-withdrawn-timeouts = { $name } fue retirado tras perder demasiadas partidas por tiempo. Sus partidas de { $plies } medias jugadas o más se mantienen; { $annulled ->
        [one] se anula { $annulled } de las suyas.
       *[other] se anulan { $annulled } de las suyas.
    }
notice-withdrawn-deleted = Un participante borró su cuenta y fue retirado. Sus partidas de { $plies } medias jugadas o más se mantienen; { $annulled ->
        [one] se anula { $annulled } de las suyas.
       *[other] se anulan { $annulled } de las suyas.
    }
notice-round-paired = La ronda { $round } está emparejada.
notice-round-paired-past-deadline = La ronda { $round } está emparejada. La ronda { $past } llegó a su plazo con partidas aún en juego: cuentan cuando terminen, y hasta entonces la clasificación es provisional.
notice-round-not-paired = La ronda { $round } no se pudo emparejar ({ $why }): el torneo termina aquí.
notice-event-won = El torneo ha terminado: { $name } lo ganó con { $points } { $half-points ->
        [2] punto
       *[other] puntos
    }.
notice-event-over = El torneo ha terminado.

## Los matches decididos de una eliminatoria.
notice-match-bye = { $name } pasa a la ronda 2 por descanso.
notice-match-won = { $left ->
        [1] Semifinales
        [2] Cuartos de final
       *[other] Ronda { $round }
    }, match { $board }: { $winner } ganó a { $loser } por { $score } y pasa de ronda ({ $how }).
notice-final-won = La final: { $winner } ganó a { $loser } por { $score } y ganó el torneo ({ $how }).
notice-match-withdrawal = { $left ->
        [1] Semifinales
        [2] Cuartos de final
       *[other] Ronda { $round }
    }, match { $board }: { $loser } se retiró, y { $winner } pasa de ronda (el marcador estaba { $score }).
notice-final-withdrawal = La final: { $loser } se retiró, y { $winner } ganó el torneo (el marcador estaba { $score }).
notice-knockout-won = El torneo ha terminado: { $name } lo ganó.

## La resolución del organizador sobre una partida.
notice-ruling = El organizador resolvió sobre la partida { $game } ({ $white } contra { $black }): { $done }. Motivo: { $reason }
ruling-done = { $ruling ->
        [white] la adjudicó como victoria de las blancas
        [black] la adjudicó como victoria de las negras
        [draw] la adjudicó como tablas
        [annul] la anuló: no cuenta para ningún jugador
       *[extend] dio a { $mover } { $days ->
            [one] { $days } día más
           *[other] { $days } días más
        } para jugar
    }

## El canal Atom del torneo.
event-feed-news = { $event }: novedades del torneo
