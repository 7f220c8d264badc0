## What a refused action at the table is told: offers, claims, seeks, the boards of
## free play, notes, analysis and time controls.

refused-resign-only-in-progress = solo puedes abandonar en una partida en curso
refused-claim-draw-only-in-progress = solo puedes reclamar tablas en una partida en curso
refused-abort-only-in-progress = solo puedes anular una partida en curso
refused-offer-draw-only-in-progress = solo puedes ofrecer tablas en una partida en curso
refused-answer-draw-only-in-progress = solo puedes responder a una oferta de tablas en una partida en curso
refused-report-win-only-in-progress = solo puedes anunciar una victoria en una partida en curso
refused-answer-win-report-only-in-progress = solo puedes responder a una victoria anunciada en una partida en curso
refused-takeback-only-in-progress = solo puedes pedir deshacer una jugada en una partida en curso
refused-answer-takeback-only-in-progress = solo puedes responder a una petición de deshacer en una partida en curso
refused-claim-win-only-in-progress = solo puedes reclamar la victoria en una partida en curso
refused-conditionals-only-in-progress = solo puedes preparar jugadas condicionales en una partida en curso

refused-draw-already-offered = ya ofreciste tablas; la oferta sigue en pie hasta que { $opponent } responda o juegue
refused-draw-offered-to-you = { $opponent } te ha ofrecido tablas: acepta o rechaza esa oferta
refused-draw-offer-is-yours = la oferta de tablas es tuya: responde tu rival
refused-no-draw-offer = no hay ninguna oferta de tablas que responder (una oferta caduca cuando quien la recibe juega)
refused-win-already-reported = ya anunciaste una victoria; sigue en pie hasta que { $opponent } responda o juegue
refused-win-reported-to-you = { $opponent } dice haber ganado: confírmalo o rebátelo primero
refused-win-report-is-yours = la victoria anunciada es tuya: responde tu rival
refused-no-win-report = no hay ninguna victoria anunciada que responder (caduca cuando quien la recibe juega)
refused-takeback-answered = { $opponent } ha jugado desde tu última jugada: solo puedes deshacer tu propia jugada antes de que te respondan
refused-takeback-already-asked = ya pediste deshacer esa jugada; ahora decide { $opponent }
refused-takeback-request-is-yours = la petición de deshacer es tuya: responde tu rival
refused-no-takeback-request = no hay ninguna petición de deshacer que responder
refused-claim-win-too-soon = { $opponent } lleva { $stalled } sin jugar, sin contar las vacaciones; podrás reclamar la victoria cuando lleve { $days ->
        [one] un día
       *[other] { $days } días
    } sin jugar, a partir del { $from }

refused-line-too-long = una línea tiene como mucho { $most ->
        [one] un turno
       *[other] { $most } turnos
    }
refused-too-many-lines = ya tienes { $most } líneas preparadas en esta partida: borra una primero
refused-said-line-too-long = una línea tiene como mucho { $most } caracteres
refused-move-too-long = una jugada tiene como mucho { $most } caracteres
refused-move-message-too-long = un mensaje tiene como mucho { $most } caracteres
refused-note-too-long = una nota tiene como mucho { $most } caracteres

refused-files-not-number = las columnas deben ser un número entero, no «{ $text }»
refused-ranks-not-number = las filas deben ser un número entero, no «{ $text }»
refused-files-of-each-board = indica las columnas de cada tablero: un número, o hasta { $most } («8 8» para dos tableros)
refused-free-board-unusable = el tablero o la posición inicial no se pueden usar: { $problems }
refused-start-position = la posición inicial: { $problem }
refused-own-board-is-free-play = un tablero propio (columnas, filas, huecos) es para el juego libre: con las reglas aplicadas se juega en el tablero de la variante; puedes indicar una posición inicial
refused-choose-colour = elige blancas, negras o al azar
refused-choose-rules = elige reglas aplicadas o juego libre
refused-free-play-unrated = una partida de juego libre no puede puntuar: nadie comprueba su resultado
refused-ply-not-number = el campo de medio movimiento del formulario no es un número

refused-too-many-seeks = tienes { $most } búsquedas abiertas en la sala: retira una o espera a que alguien acepte una o a que caduque
refused-lowest-rating-not-number = la puntuación mínima debe ser un número entero
refused-highest-rating-not-number = la puntuación máxima debe ser un número entero
refused-seek-days-not-number = los días que una búsqueda sigue abierta deben ser un número entero
refused-lowest-rating-out-of-bounds = la puntuación mínima debe estar entre { $least } y { $most }
refused-highest-rating-out-of-bounds = la puntuación máxima debe estar entre { $least } y { $most }
refused-rating-range-empty = el rango de puntuación está vacío: la mínima ({ $lowest }) supera a la máxima ({ $highest })
refused-seek-message-too-long = el mensaje tiene más de { $most } caracteres
refused-seek-days-out-of-bounds = una búsqueda sigue abierta de 1 a { $most } días
refused-seek-rated-between = esta búsqueda es para jugadores con una puntuación de { $lowest } a { $highest } en su variante; la tuya es { $yours }
refused-seek-rated-from = esta búsqueda es para jugadores con una puntuación desde { $lowest } en su variante; la tuya es { $yours }
refused-seek-rated-up-to = esta búsqueda es para jugadores con una puntuación de hasta { $highest } en su variante; la tuya es { $yours }


refused-analysis-public-once-over = el análisis se hace público cuando termina la partida: hasta entonces es solo tuyo
refused-import-too-long = una lista de jugadas para importar tiene como mucho { $most } bytes
refused-analysis-too-big = tu análisis de esta partida tendría más de { $most } posiciones, el máximo que se guarda: borra primero una línea
refused-position-note-too-long = una nota sobre una posición tiene como mucho { $most } caracteres
refused-position-note-plain = una nota es texto sin formato
refused-position-note-needs-move = haz primero una jugada en el tablero de análisis: las notas van en sus posiciones
refused-no-analysis-to-publish = no hay ningún análisis de esta partida que publicar
refused-analysis-line-not-conditional = una línea condicional empieza en la posición actual con el turno de tu rival y termina con tu respuesta
refused-publish-yes-or-no = publicar es sí o no

refused-clock-number = { $field ->
    [days-per-move] Los días por jugada deben
    [grace] Las horas de gracia deben
    [bank] La reserva inicial en días debe
    [increment-days] Los días de incremento deben
    [increment-hours] Las horas de incremento deben
   *[cap] El tope de la reserva en días debe
} ser un número entero de { $min } a { $max } (escribiste «{ $got }»)
refused-clock-number-missing = indica { $field ->
    [days-per-move] los días por jugada
    [grace] las horas de gracia
    [bank] la reserva inicial en días
    [increment-days] los días de incremento
    [increment-hours] las horas de incremento
   *[cap] el tope de la reserva en días
}: un número entero de { $min } a { $max }
refused-clock-cap-below-bank = el tope de la reserva ({ $cap } días) no puede ser menor que la reserva inicial ({ $days } días)
refused-clock-kind = el control de tiempo debe ser «none», «move» o «bank» (escribiste «{ $got }»)

## A change that found the game, event or account changed since it was read.
conflict-game-changed = la partida ha cambiado mientras tanto
conflict-no-such-game = esa partida no existe
conflict-invitation-closed = la invitación ya no está abierta
conflict-game-not-in-progress = la partida no está en curso
conflict-rating-changed = una puntuación ha cambiado mientras tanto
conflict-account-deleted = la cuenta ya está borrada
conflict-event-gone = el torneo ya no existe
conflict-not-entered = no estabas inscrito en este torneo
conflict-already-withdrawn = ya te has retirado de este torneo
conflict-entrant-left = un participante se ha ido mientras tanto
conflict-exists-already = eso ya existe: se creó mientras tanto
