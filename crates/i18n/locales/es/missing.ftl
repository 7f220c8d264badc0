## What a request named that is not there.

not-found-game = no se encontró la partida { $name }
not-found-game-of-event = no se encontró la partida { $name } de este torneo
not-found-game-not-started = la partida { $name } no ha empezado
not-found-ply = no se encontró el medio movimiento { $name }
not-found-ply-of-game = no se encontró el medio movimiento { $ply } de la partida { $game }
not-found-player = no se encontró al jugador «{ $name }»
not-found-games-page = no se encontró la página { $page } de las partidas de { $name }: hay menos partidas
not-found-variant = no se encontró la variante «{ $name }»
not-found-own-variant = no se encontró tu variante «{ $name }»
not-found-variant-version = no se encontró la versión { $name }
not-found-event = no se encontró el torneo { $name }
not-found-entrant = no se encontró a ningún participante llamado «{ $name }» en el torneo { $event }
not-found-knockout-crosstable = el torneo { $name } no tiene tabla cruzada: un torneo eliminatorio tiene un cuadro en su lugar
not-found-conditional-line = no se encontró la línea condicional { $name }
not-found-analysis-position = no se encontró la posición de análisis { $name }
not-found-analysis-position-in = no se encontró la posición de análisis en la partida { $name }
not-found-analysis-by = no se encontró el análisis de la partida { $game } del jugador { $name }
not-found-thing = { $name ->
    [account] no se encontró la cuenta
    [api-token] no se encontró el token de la API
    [device] no se encontró el dispositivo
    [feed] no se encontró el canal
    [feed-address] no se encontró la dirección del canal
    [invitation] no se encontró la invitación
    [link-player] no se encontró al jugador de este enlace
    [opponent] no se encontró al rival
    [session] no se encontró la sesión
    [webhook] no se encontró el webhook
   *[record] no se encontró el registro
}
