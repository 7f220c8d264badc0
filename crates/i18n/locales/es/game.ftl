## La página de la partida.

game-title = { $variant } #{ $id }: { $white } contra { $black }
game-feed-title = Las jugadas de esta partida
game-preview-image-alt = El tablero: { $description }
game-heading-html = <a href="/variants/{ $key }">{ $variant }</a> #{ $id }: { $white } (blancas) contra { $black } (negras)
game-free-play-html = <strong>Las reglas no se comprueban.</strong> Esto es juego libre: cada jugada se aplica tal como está escrita, y la partida solo termina por abandono, acuerdo, una victoria anunciada que el rival confirma, o el reloj.
game-rules-version-html = Versión de las reglas <code>{ $version }</code>.
game-rules-version-newer-html = Versión de las reglas <code>{ $version }</code>; existe una versión más reciente (esta partida conserva las reglas con las que se creó).
game-time-control = Control de tiempo: { $control }; { $rated ->
        [yes] puntuable
       *[no] amistosa
    }
game-result = Resultado: { $result }
game-past-position-html = Estás viendo la posición tras la media jugada { $ply }. <a href="/games/{ $id }">Volver a la posición actual</a>.
game-previous-position = Posición anterior
game-next-position = Posición siguiente
game-flip = Girar el tablero

game-seat-invited = { $name } (invitado)
game-seat-open = (puesto libre)

game-status-past = Tras la media jugada { $ply }: juegan { $side ->
        [white] las blancas
       *[black] las negras
    } ({ $name }).
game-status-declined = La invitación fue rechazada.
game-status-withdrawn = La invitación fue retirada.
game-status-over = La partida ha terminado.
game-status-your-move = Te toca jugar ({ $side ->
        [white] blancas
       *[black] negras
    }).
game-status-to-move = Juegan { $side ->
        [white] las blancas
       *[black] las negras
    } ({ $name }).
game-status-invitation-for = Una invitación de { $creator } para { $name }, a la espera de respuesta.
game-status-invitation-mailed = Una invitación de { $creator }, enviada por correo, a la espera de respuesta.
game-status-invitation-open = Una invitación de { $creator }, abierta a cualquiera, a la espera de respuesta.
game-last-move = Última jugada, { $side ->
        [white] blancas
       *[black] negras
    }: { $number } { $move }
game-last-move-abbreviated = Última jugada, { $side ->
        [white] blancas
       *[black] negras
    }: { $number } { $move } ({ $san })

game-on-vacation = { $name } está de vacaciones hasta { $until }: su reloj está parado.
game-draw-offered-by-you = Ofreciste tablas; la oferta sigue en pie hasta que { $name } responda o juegue.
game-draw-offered = { $name } ofrece tablas.
game-win-reported-by-you = Anunciaste tu victoria; el anuncio sigue en pie hasta que { $name } lo confirme, lo dispute o juegue.
game-win-reported = { $name } anuncia su victoria.
game-takeback-asked-by-you = Pediste deshacer { $move }; esperando a { $name }.
game-takeback-asked = { $name } pide deshacer { $move }.
game-may-claim-from = Si { $name } no ha jugado antes de { $from }, podrás reclamar la victoria.

game-confirm-resign = ¿Abandonar esta partida? Gana tu rival.
game-confirm-resign-yes = Sí, abandonar
game-confirm-abort = ¿Anular esta partida? Termina sin resultado.
game-confirm-abort-yes = Sí, anular la partida
game-confirm-no = No, volver a la partida

game-free-play-hint-html = Escribe la jugada en notación completa, con las partes separadas por <code>;</code>: un movimiento <code>P e2-e4</code> (mover sobre una pieza la captura), una colocación <code>N-d2</code>, una retirada <code>@-e4</code>, una promoción <code>P e7-e8; Q-e8</code>.
game-your-move = Tu jugada
game-message = Un mensaje con ella
game-message-hint = (opcional; tu rival lo ve junto a la jugada y en el correo)
game-send = Enviar

game-moves = Jugadas
game-earlier-turns = Mostrar los { $count } turnos anteriores
game-no-moves = Aún no hay jugadas.
game-start-position = Posición inicial
game-download-pgn = Descargar en PGN
game-analyse = Analizar esta posición
game-published-analysis = Análisis publicados:
game-analysis-by = de { $name }

game-conditionals = Jugadas condicionales
game-conditionals-hint = Solo tú las ves. Cuando el turno de tu rival es el primero de una línea, tu respuesta se juega al instante y os llega un correo a los dos; las líneas que no coinciden se descartan.
game-conditional-cancel = Cancelar
game-conditional-cancel-label = Cancelar: { $line }
game-conditional-line = Su turno y tu respuesta, uno por línea (más pares llegan más lejos)
game-conditional-arrange = Preparar
conditional-pair = si { $theirs }, responder { $mine }
conditional-last = si { $theirs }
conditional-then = {"; luego "}

game-notes = Mis notas
game-notes-label = Solo tú ves esta nota; se conserva tras la partida
game-notes-save = Guardar la nota

game-accept-invitation = Aceptar la invitación
game-decline-invitation = Rechazar
game-withdraw-invitation = Retirar la invitación
game-resign = Abandonar…
game-claim-draw = Reclamar tablas por regla
game-accept-draw = Aceptar las tablas
game-decline-draw = Rechazar las tablas
game-offer-draw = Ofrecer tablas
game-allow-takeback = Permitir deshacer
game-refuse-takeback = No permitir deshacer
game-request-takeback = Pedir deshacer tu jugada
game-confirm-win = Confirmar: tu rival ha ganado
game-dispute-win = Disputar la victoria
game-report-win = Anunciar que has ganado
game-claim-win = Reclamar la victoria (tu rival ha dejado de jugar)
game-abort = Anular la partida…

game-conversation = Conversación
game-conversation-hint = Solo tú y tu rival veis lo que decís aquí.
game-conversation-hint-shown = Solo tú y tu rival veis lo que decís aquí, y los demás cuando termine la partida.
game-say = Decir
game-say-it = Decirlo
game-report-sent = Tu aviso se envió al administrador, que lo lee en su página de avisos.
game-report = Avisar al administrador de palabras de esta partida
game-report-words = Qué está mal (copia las palabras)
game-report-send = Enviar el aviso
game-report-block-html = Para no saber nada más de un jugador, bloquéalo en tu <a href="/account#blocks">página de cuenta</a>.

game-private = Una partida privada: solo la ven sus jugadores (así la mantiene { $names }).
game-privacy = Quién ve esta partida
game-privacy-private = Mantener privada esta partida: solo tú y tu rival la veis mientras uno de los dos la mantenga así
game-privacy-talk-shown = Dejar que otros lean nuestra conversación cuando termine la partida (si tu rival también lo permite)
game-privacy-talk-shown-too = Dejar que otros lean nuestra conversación cuando termine la partida (si tu rival también lo permite, como hace)
game-privacy-save = Guardar
names-two = { $first } y { $second }

game-history = Historial
game-history-ply = media jugada { $ply }
history-server = el servidor
history-draw-offered = { $who } ofreció tablas
history-draw-accepted = { $who } aceptó la oferta de tablas
history-draw-declined = { $who } rechazó la oferta de tablas
history-draw-lapsed = La oferta de tablas de { $who } caducó cuando su rival jugó
history-takeback-requested = { $who } pidió deshacer { $detail }
history-takeback-accepted = { $who } aceptó deshacer { $detail }
history-takeback-declined = { $who } no aceptó deshacer { $detail }
history-takeback-lapsed = La petición de deshacer de { $who } caducó cuando su rival jugó
history-resigned = { $who } abandonó
history-aborted = { $who } anuló la partida
history-stalled-win-claimed = { $who } reclamó la victoria: { $detail }
history-timed-out = el servidor terminó la partida: { $detail }
history-vacation-started = { $who } se fue de vacaciones hasta { $detail }
history-vacation-ended = { $who } volvió de vacaciones
history-win-reported = { $who } anunció su victoria
history-win-confirmed = { $who } confirmó la victoria de su rival
history-win-disputed = { $who } disputó la victoria de su rival
history-win-report-lapsed = El anuncio de victoria de { $who } caducó cuando su rival jugó
history-said = { $who }: { $detail }
history-ruled-on = { $who }, como organizador del torneo: { $detail }

game-push-offer = ¿Quieres un aviso cuando te toque jugar, incluso con esta página cerrada?
game-push-yes = Activar las notificaciones
game-push-no = Ahora no

board-reserve = Reserva de { $side ->
        [white] las blancas
       *[black] las negras
    }

builder-not-a-first-html = Ningún turno legal empieza ahora con <code>{ $turn }</code>; elige de nuevo.
builder-chosen-wall-html = Movimiento: <code>{ $first }</code>, y luego su muro: pulsa la casilla donde va. <a href="{ $reset }">Elegir otro movimiento</a>
builder-chosen-html = Primer movimiento: <code>{ $first }</code>. <a href="{ $reset }">Elegir otro primer movimiento</a>
builder-whole-turn-html = Es el turno completo: <code>{ $whole }</code>. Pulsa «{ $send }» para jugarlo.
builder-wall-squares = Casillas para el muro ({ $count })
builder-second-moves = Segundos movimientos ({ $count })
builder-only-turn = Tu único turno legal:
builder-instead = En lugar de mover:
builder-legal-moves = Jugadas legales ({ $count })
builder-first-moves = Primeros movimientos ({ $count })
builder-two-moves-hint = Un turno son dos movimientos: elige el primero y luego el segundo.
builder-walls-hint = Tras cada movimiento va un muro: elige el movimiento y luego la casilla donde va el muro.
builder-group-own = { $piece } { $square }
builder-group-theirs = { $piece } { $square } de { $side ->
        [white] las blancas
       *[black] las negras
    }
builder-group-shade = { $piece } (casillas { $shade ->
        [light] claras
       *[dark] oscuras
    })
builder-group-reserve = De la reserva: { $piece }
builder-group-reserve-any = pieza
builder-group-wall = Muro
builder-group-new = Nueva: { $piece }

position-summary = La posición en palabras
position-board = Tablero { $first }–{ $last }
position-rank = Fila { $rank }: { $squares }
position-rank-empty = Fila { $rank }: vacía
position-on-square = { $square } { $piece } { $side ->
        [white] de las blancas
       *[black] de las negras
    }
position-wall-square = { $square } muro
# Piece names have no plural here: the count is written instead.
position-kind = { $count ->
        [one] { $piece }
       *[other] { $piece } ×{ $count }
    } { $squares }
position-side = { $side ->
        [white] Blancas
       *[black] Negras
    }: { $kinds }
position-side-none = { $side ->
        [white] Blancas
       *[black] Negras
    }: ninguna pieza
position-walls = Muros: { $squares }
position-held = { $count } × { $piece }
position-holds = { $side ->
        [white] Las blancas tienen
       *[black] Las negras tienen
    } en reserva: { $held }
position-holds-nothing = { $side ->
        [white] Las blancas no tienen
       *[black] Las negras no tienen
    } nada en reserva

board-label = tablero
board-part = tablero { $first }–{ $last }
board-white = de las blancas
board-black = de las negras
board-square = { $square }, { $what }
board-piece = { $piece } { $side }
board-piece-title = { $piece } { $side } en { $square }
board-wall-title = muro en { $square }
board-empty = vacía
board-wall = muro
board-no-square = sin casilla
board-last-move = {", "}última jugada
board-in-check = {", "}en jaque
board-drops-on = { $piece } (se suelta en casillas { $shade ->
        [light] claras
       *[dark] oscuras
    })
