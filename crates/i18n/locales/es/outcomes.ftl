## Cómo terminó una partida.
result-aborted = anulada, sin resultado
result-white-wins = ganan las blancas ({ $white }) por { $reason }
result-black-wins = ganan las negras ({ $black }) por { $reason }
result-draw = tablas por { $reason }

## Por qué terminó una partida: las palabras tras «ganan por» o «tablas por».
reason-checkmate = jaque mate
reason-being-checkmated = recibir jaque mate
reason-checkmate-by-pawn-drop = mate al soltar un peón
reason-stalemate = ahogado
reason-perpetual-check = jaque perpetuo
reason-threefold-repetition = triple repetición
reason-fourfold-repetition = cuádruple repetición
reason-repetition = repetición
reason-fifty-move-rule = la regla de las cincuenta jugadas
reason-move-count-rule = la regla del número de jugadas
reason-insufficient-material = material insuficiente
reason-deadlock = bloqueo (ambos jugadores deben pasar)
reason-reversal = completar la inversión
reason-extinction = extinción
reason-bare-king = rey desnudo
reason-losing-all-pieces = perder todas las piezas
reason-two-passes = pasar ambos jugadores
reason-full-board = un tablero lleno
reason-standoff = las piezas reales frente a frente tras un pase
reason-goal-reached = alcanzar la zona de meta
reason-both-reached-goal = alcanzar ambos la zona de meta
reason-mate-without-mating-check = un mate sin jaque que dé mate
reason-mate-by-non-mating-pieces = un mate de piezas que no pueden dar mate solas
reason-checks = dar jaque suficientes veces
reason-resignation = abandono
reason-agreement = acuerdo
reason-aborted = anulación
reason-confirmed-win = resultado confirmado por ambos jugadores
reason-time = tiempo
reason-time-against-bare-king = tiempo agotado frente a un rey desnudo
reason-adjudicated = adjudicación del organizador del torneo
reason-points-after = puntos tras { $ended }
reason-royal-capture = capturar la pieza { $piece }
reason-draw-odds = { $draw }, y { $side ->
        [white] las blancas ganan
       *[black] las negras ganan
    } toda partida en tablas
reason-claim = reclamación ({ $claim })
