places-colon = {": "}
variants-title = Variantes
variants-built-in = Incluidas
variants-family-seeks = Propuestas en la sala
variants-by-players = De los jugadores
variants-search = Buscar
variants-none-published = Ningún jugador ha publicado aún una variante.
variants-none-match = Ninguna variante publicada coincide.
variants-column-variant = Variante
variants-column-author = Autor
variants-column-games = Partidas
variants-column-about = Descripción
variants-column-state = Estado
variants-yours = Tus variantes
variants-write-new-html = <a href="/variants/new">Escribe una variante nueva</a>, en nuestro formato o como una sección de <code>variants.ini</code> de Fairy-Stockfish.
variants-state = { $state ->
        [published] publicada
        [unpublished] retirada
       *[draft] borrador
    }
variants-state-published-version = publicada, versión { $version }

variant-page-about = Sobre esta variante
variant-page-byline = De { $author }; { $state }{ $version }{ $copied }.
variant-page-byline-version = , versión { $version }
variant-page-byline-copied = ; copiada de { $from }
variant-page-rated-pool-html = Sus partidas pueden ser puntuables: <a href="{ $path }/leaderboard">clasificación</a>.
variant-page-versions = Versiones
variant-page-version = versión { $version }
variant-page-version-of = (reglas { $hash }, publicada el { $date })
variant-page-edit = Editar
variant-page-unpublish = Retirar la publicación
variant-page-publish = Publicar
variant-page-rated-games = Partidas puntuables: una vez publicada, sus partidas pueden ser puntuables, con una clasificación propia (cada partida conserva la versión con la que empezó)
variant-page-save = Guardar
variant-page-copy = Copiar a mis borradores
variant-page-start-game-html = <a href="/games/new?variant={ $key }">Empezar una partida de { $name }</a>.
variant-page-definition = Definición
variant-page-rules-version-html = Versión de las reglas <code>{ $short }</code> (SHA-256 <code class="hash">{ $hash }</code> del texto canónico de abajo). Cada partida conserva la versión con la que se creó.
variant-page-canonical = Definición canónica

rules-start-position = Posición inicial
rules-board-size = Tablero: { $files ->
        [one] 1 columna
       *[other] { $files } columnas
    } por { $ranks ->
        [one] 1 fila
       *[other] { $ranks } filas
    }.
rules-reserve = Reserva
rules-reserve-intro = Cada bando empieza con estas piezas en mano:
rules-pieces = Piezas
rules-pieces-hint = Cada diagrama muestra la pieza sola en el tablero: un punto donde mueve, una cruz donde captura, un punto con anillo donde hace ambas cosas. Sola, una pieza no tiene nada que saltar: las capturas por encima de una pantalla (las de un cañón) y otros movimientos que añade una mecánica se describen en «Mecánicas», no se dibujan.
rules-column-label = Letra
rules-column-piece = Pieza
rules-column-moves = Movimientos (Betza)
rules-column-diagram = Diagrama
rules-column-notes = Notas
rules-labels-hint = Se muestran las letras de las blancas; las de las negras son las mismas en minúscula.
rules-mechanics = Mecánicas
rules-mechanics-none = Ninguna: las reglas de juego habituales.
rules-diagram-on = { $piece } en { $square }
rules-diagram-moves = mueve a { $squares }
rules-diagram-captures = captura en { $squares }
rules-diagram-both = mueve o captura en { $squares }
rules-diagram-over = por encima de una pieza intermedia, { $what }
rules-diagram-screens = {" "}(dibujado con una pieza que saltar en { $squares })
rules-diagram-separator = ;{" "}

rules-enter-heading = Cómo escribir las jugadas
rules-enter-full-html = Escribe tu jugada en el campo de jugada de la página de la partida, en cualquiera de las dos notaciones. La <strong>notación completa</strong> (la de Game Courier) nombra la pieza por su letra y las casillas de salida y de llegada, como en <code>N g1-f3</code>; las letras de las negras van en minúscula (<code>n g8-f6</code>).{ $drops ->
        [yes] {" "}Una pieza de la reserva se coloca con su letra y la casilla, como en <code>N-e4</code>.{" "}
       *[no] {" "}
    }Una jugada de varias partes las une con <code>;</code>.
rules-enter-abbreviated-html = La <strong>notación abreviada</strong> es más corta: <code>Nf3</code>, <code>e4</code>, <code>exd5</code>{ $drops ->
        [yes] , <code>N@e4</code> para una colocación
       *[no] {""}
    }; las letras de las piezas van en mayúscula para ambos bandos, y las de las negras también pueden escribirse en minúscula (<code>nf6</code>) donde no puedan leerse como una jugada de peón. Tras <code>//</code> puede ir un comentario.
rules-examples-intro = Cada ejemplo de abajo es una jugada legal de este juego, en la posición inicial o tras la línea de juego indicada.
rules-column-kind = Tipo de jugada
rules-column-when = Cuándo
rules-column-full = Notación completa
rules-column-abbreviated = Abreviada
rules-example-at-start = En la posición inicial
rules-example-after = Tras { $line }
rules-example-kind = { $kind ->
        [capture] Una captura
        [drop] Una colocación desde la reserva
        [relocation] Una colocación que hace avanzar un peón
        [promotion] Una promoción
        [castling] Enroque
        [transfer] Un movimiento pasando por el otro tablero
        [swap] Un intercambio
        [two-parts] Una jugada de dos movimientos
       *[move] Un movimiento
    }
rules-enforced-heading = Reglas que aplica este servidor
rules-enforced-none = Se aplican en todo las reglas habituales, con las mecánicas de arriba.

editor-new-title = Variante nueva
editor-edit-title = Editar { $key }
editor-intro-html = Escribe una definición en <a href="#our-format">nuestro formato</a> (TOML; <code>inherits</code> puede partir de una variante incluida como <code>chess</code>), o pega una sección de <code>variants.ini</code> de Fairy-Stockfish (la última sección es la variante; las anteriores pueden ser sus padres). «Comprobar» muestra cada problema o una vista previa; «Guardar borrador» la guarda como borrador privado, que puedes probar contra un amigo y publicar cuando esté lista.
editor-problems = { $count ->
        [one] 1 problema en la definición
       *[other] { $count } problemas en la definición
    }
editor-line = línea { $line }
editor-line-column = línea { $line }, columna { $column }
editor-listing = La definición con números de línea
editor-format = Formato
editor-format-pigeonpost = Pigeonpost (TOML)
editor-format-fairy-html = Sección de <code>variants.ini</code> de Fairy-Stockfish
editor-definition = Definición
editor-description = Descripción breve
editor-check = Comprobar
editor-save = Guardar borrador
editor-preview-html = Vista previa: { $name } (<code>{ $key }</code>)
editor-checks = La definición es correcta.
editor-perft = Perft desde la posición inicial
editor-no-perft = Las reglas no se aplican (juego libre): no hay jugadas legales que contar.
editor-depth = Profundidad
editor-positions = Posiciones
editor-not-counted = sin contar
editor-canonical = Definición canónica
editor-rules-version-html = Versión de las reglas <code>{ $short }</code>, SHA-256 <code class="hash">{ $hash }</code>: con los padres incorporados y las claves ordenadas, de modo que los comentarios, los espacios y el orden de las claves no la cambian.
editor-our-format = Nuestro formato, en breve
editor-our-format-html = <code>key</code> (minúsculas, cifras y <code>-</code>), <code>name</code>, <code>summary</code>; <code>[board]</code> con <code>files</code> y <code>ranks</code> (o <code>boards</code>, <code>holes</code>); <code>[pieces.X]</code> con <code>name</code>, <code>betza</code> (XBetza) y <code>glyph</code>; <code>[setup] fen</code>; <code>[reserve]</code>; tablas <code>[mechanics.&lt;kind&gt;]</code>. El README enumera cada mecánica y sus parámetros.
editor-glyphs = Dibujos de piezas
editor-glyphs-intro-html = El <code>glyph</code> de una pieza nombra uno de estos dibujos. Una pieza sin él se dibuja como su letra en un círculo.

new-game-title = Nueva partida
new-game-variant = Variante
new-game-published = Publicadas por jugadores
new-game-drafts = Tus borradores (para probar)
new-game-rules = Reglas
new-game-enforced = Aplicadas: el servidor comprueba cada jugada
new-game-free = No aplicadas (juego libre): las piezas de la variante en cualquier tablero, cada jugada aplicada tal como se escribe, el resultado acordado por los jugadores
new-game-own-board = Un tablero propio (solo juego libre)
new-game-own-board-hint = Déjalos vacíos para usar el tablero y la posición inicial de la variante.
new-game-files = Columnas (un número, o uno por tablero: «8 8»)
new-game-ranks = Filas
new-game-holes = Huecos: casillas que no existen (como «a1 j10»)
new-game-start = Posición inicial (texto de posición; vacío: la inicial de la variante; en juego libre en un tablero propio, un tablero vacío)
new-game-start-hint = Con las reglas aplicadas, desde una posición inicial se juega con las reglas de la variante (por ejemplo, una posición del tablero de análisis).
new-game-i-play = Juego con
new-game-white = Blancas
new-game-black = Negras
new-game-random = Al azar
new-game-opponent = Rival: un nombre de usuario, una dirección de correo o nada para una invitación abierta
new-game-rated = Puntuable: el resultado cambia la puntuación de ambos jugadores en esta variante (reglas aplicadas, desde la posición inicial de la variante, entre direcciones confirmadas)
new-game-private = Una partida privada: solo la ven sus jugadores (cualquiera de los dos puede cambiarlo en la página de la partida)
new-game-seek = En la sala (una invitación abierta: sin rival indicado)
new-game-min-rating = Puntuación mínima para aceptar (opcional)
new-game-max-rating = Puntuación máxima para aceptar (opcional)
new-game-message = Unas palabras para quien la lea (opcional, una línea)
new-game-seek-days = Días que permanece en la sala (1 a 30; vacío: 7)
new-game-send = Enviar la invitación

tc-legend = Control de tiempo
tc-untimed = Sin límite de tiempo
tc-per-move = Días por jugada
tc-bank = Reserva con incremento
tc-days = Días (por jugada: 1 a 30; reserva: días iniciales, 1 a 90)
tc-increment-days = Incremento por jugada: días
tc-increment-hours = y horas
tc-cap-days = Tope de la reserva en días (opcional)
tc-grace-hours = Horas de gracia por jugada (no se descuentan, 0 a 72)
tc-words-untimed = sin límite de tiempo
tc-words-per-move = { $span } por jugada
tc-words-bank = reserva de { $span }
tc-words-increment = { $bank } + { $span } por jugada
tc-words-cap = { $bank } (tope { $span })
tc-words-grace = { $clock }, { $span } de gracia por jugada

events-title = Torneos
events-intro = Torneos por correspondencia que dirige el servidor: empareja las rondas, inicia las partidas, envía los emparejamientos por correo y lleva la clasificación.
events-organise-html = <a href="/tournaments/new" id="new-event">Organiza un torneo</a>.
events-none = Todavía no hay torneos.
events-column-event = Torneo
events-column-format = Sistema
events-column-variant = Variante
events-column-organiser = Organizador
events-column-entrants = Participantes
events-column-stands = Estado
events-entrants-of = { $entrants } de { $max }
event-status-signup = inscripción abierta
event-status-running = en curso
event-status-finished = terminado
event-format = { $format ->
        [round-robin] Liga
        [swiss] Suizo
        [knockout] Eliminatoria
       *[match] Match
    }
event-format-basque = { $format ->
        [round-robin] Liga vasca
        [swiss] Suizo vasco
        [knockout] Eliminatoria vasca
       *[match] Match vasco
    }

event-feed-title = Novedades de este torneo
event-status-one-html = { $format } de <a href="/variants/{ $variant }">{ $variant }</a>, organizado por <a href="/players/{ $organiser }">{ $organiser }</a>: { $status }.
event-status-rounds-html = { $format } de { $count } variantes, una por ronda, organizado por <a href="/players/{ $organiser }">{ $organiser }</a>: { $status }.
event-round-line = Ronda { $round } de { $rounds }{ $in-variant ->
        [yes] , en { $variant }
       *[no] {""}
    }{ $paired-at ->
        [yes] ; la siguiente se empareja cuando terminen sus partidas, o a más tardar el { $at }
       *[no] {""}
    }.
event-rules = Sus reglas
event-variants-by-round = Variantes por ronda
event-round-variant-html = Ronda { $round }: <a href="/variants/{ $key }">{ $key }</a>
event-tiebreaks = Desempates, por orden: { $list }
event-tiebreaks-none = Desempates, por orden: ninguno (decide el número de emparejamiento)
event-tiebreak = { $code ->
        [bh] Buchholz
        [bh-c1] Buchholz Cut-1
        [bh-m1] Buchholz Mediano-1
        [sb] Sonneborn-Berger
        [win] Partidas ganadas
        [de] Encuentro directo
       *[ks] Koya
    }
event-list-separator = ,{" "}
event-invited = Invitados
event-not-invited = Este torneo es solo por invitación, y su organizador no te ha invitado.
event-join = Inscribirme en el torneo
event-take-back = Retirar mi inscripción
event-withdraw = Retirarme del torneo
event-calendar-html = <a href="{ $href }" id="my-calendar">Tus plazos en este torneo como calendario</a> (un archivo iCalendar, al que puede suscribirse un programa de calendario).
event-start-now = Empezar el torneo ahora
event-entrants = Participantes ({ $count })
event-nobody-yet = Nadie todavía.
event-bracket = Cuadro
event-round-name = { $left ->
        [0] Final
        [1] Semifinales
        [2] Cuartos de final
       *[other] Ronda { $round }
    }
event-round-name-variant = {": "}{ $variant }
event-seat = { $name } (cabeza de serie { $seed })
event-seat-bye = un descanso
event-seat-waiting = el ganador de un match aún en juego
event-match-html = { $high } contra { $low }: <span class="match-score">{ $score }</span>.
event-match-bye-html = { $high } contra { $low }.
event-wins-the-event = { $name } gana el torneo
event-goes-on = { $name } pasa de ronda
event-won-how = ({ $how }).
event-decided = { $how ->
        [bye] por descanso
        [score] por el marcador
        [tiebreak] por las partidas de desempate
        [rating] en empate, por ser el mejor cabeza de serie
        [level] en empate también tras las partidas de desempate, por ser el mejor cabeza de serie
       *[withdrawal] por retirada del rival
    }
event-leg = { $white } (blancas) contra { $black }
event-result-white = 1-0
event-result-black = 0-1
event-result-draw = ½-½
event-result-being-played = en juego
event-result-void = no cuenta: se juega de nuevo
event-standing = Clasificación
event-standing-caption = Por la ronda en que quedó eliminado cada jugador; quienes siguen en juego aún no tienen puesto.
event-column-place = Puesto
event-column-player = Jugador
event-column-went-out = Eliminado en
event-won-the-event = ganó el torneo
event-standings = Clasificación
event-crosstable-caption = Casilla de cada ronda: + una victoria, = tablas, - una derrota, * en juego, x anulada; el número del rival; b o n, el color jugado.
event-column-number = N.º
event-column-rating = Puntuación
event-column-points = Puntos
event-column-round-number = Ronda { $round }
event-column-round-variant = Ronda { $round } ({ $variant })
event-column-game = { $round }, partida { $game }
event-cell-white = b
event-cell-black = n
event-cell-bye = descanso { $points }
event-withdrawn-mark = (retirado)
event-being-played-count = ({ $count } en juego)
event-trf-html = <a href="/tournaments/{ $id }/crosstable.trf" id="trf">La tabla cruzada como archivo TRF</a> (el formato de informes de torneo de la FIDE).
event-games = Partidas
event-column-round = Ronda
event-column-board = Tablero
event-column-variant = Variante
event-column-white = Blancas
event-column-black = Negras
event-column-result = Resultado
event-annulled-mark = (anulada)
event-rule-heading = Resolver sobre una partida
event-rule-intro = Cada participante lee la resolución y su motivo en los avisos del torneo y en su canal.
event-rule-game = Partida
event-rule-option = Ronda { $round }, tablero { $board }: { $white } contra { $black } ({ $result })
event-rule-ruling = Resolución
event-rule-white = Adjudicar una partida en juego: victoria de las blancas
event-rule-black = Adjudicar: victoria de las negras
event-rule-draw = Adjudicar: tablas
event-rule-annul = Anular: no cuenta para ningún jugador (una partida en juego se detiene; la de una eliminatoria se juega de nuevo)
event-rule-extend = Prorrogar: más días para que mueva el jugador
event-rule-days = Días que añadir, en una prórroga (1 a { $max })
event-rule-reason = Motivo, visible para todos los participantes
event-rule-submit = Resolver
event-notices = Avisos
event-feed-html = <a href="/tournaments/{ $id }/feed.atom" id="event-feed">Los avisos como canal Atom</a>, para un lector de canales.

event-terms-single-match = Un único match entre dos participantes; es mejor cabeza de serie quien tiene la puntuación más alta al empezar (los que no tienen puntuación tras los que sí, luego por nombre)
event-terms-knockout = Eliminatoria, como máximo { $max } participantes, con cabezas de serie según la puntuación al empezar (los que no tienen puntuación tras los que sí, luego por nombre): el cabeza de serie 1 se enfrenta al último, los mejores se enfrentan lo más tarde posible, y los primeros cabezas de serie descansan cuando los participantes no llegan a una potencia de dos
event-terms-basque-match = Un match es una pareja vasca: dos partidas jugadas a la vez, una con cada color
event-terms-match-games = Un match es { $games ->
        [one] 1 partida
       *[other] { $games } partidas
    }, alternando los colores, el mejor cabeza de serie con blancas primero: cada partida empieza cuando termina la anterior, y el match acaba en cuanto no se puede alcanzar a quien va en cabeza
event-terms-level-rating = Un match que acaba empatado: pasa el mejor cabeza de serie (la puntuación más alta al empezar)
event-terms-level-basque = Un match que acaba empatado: otra pareja vasca, jugada a la vez; si vuelve a haber empate, pasa el mejor cabeza de serie
event-terms-level-games = Un match que acaba empatado: otro par de partidas, una con cada color; si vuelve a haber empate, pasa el mejor cabeza de serie
event-terms-plays-on = El ganador de un match sigue jugando en cuanto se decide el match que se cruza con el suyo: nadie espera al resto de la ronda
event-terms-aborted = Una partida abortada (o anulada) no cuenta y se juega de nuevo, manteniendo la alternancia de colores
event-terms-knockout-withdrawal = Una retirada pierde el match en juego; de las partidas del jugador retirado, se mantienen las de { $plies } medias jugadas o más, las demás se anulan, y las que están en juego terminan como perdidas
event-terms-variants-swiss = Cada ronda juega su propia variante, según la lista; las condiciones de inscripción, las cabezas de serie y los números de emparejamiento se rigen por las puntuaciones en { $first }
event-terms-variants-cycle = Cada ronda juega su propia variante, según la lista; una ronda más allá del final de la lista la recorre de nuevo desde el principio (la ronda { $next } juega { $first }); las condiciones de inscripción, las cabezas de serie y los números de emparejamiento se rigen por las puntuaciones en { $first }
event-terms-leave-own = Ausencias: las vacaciones anuales propias de cada participante; unas vacaciones detienen aquí sus relojes como en cualquier partida
event-terms-leave-none = Ausencias: ninguna. No se pueden tomar vacaciones mientras dura el torneo
event-terms-leave-days = Ausencias: como máximo { $days ->
        [one] 1 día
       *[other] { $days } días
    } de vacaciones para cada participante en total mientras dura el torneo (cuenta cada día empezado; unas vacaciones detienen aquí sus relojes como en cualquier partida, y unas más largas se rechazan)
event-terms-round-robin = Liga, { $rounds ->
        [one] 1 vuelta
       *[other] { $rounds } vueltas
    }, como máximo { $max } participantes: todas las partidas empiezan a la vez
event-terms-swiss = Suizo (el sistema holandés de la FIDE), { $rounds ->
        [one] 1 ronda
       *[other] { $rounds } rondas
    }, como máximo { $max } participantes. Una ronda dura { $days ->
        [one] 1 día
       *[other] { $days } días
    }: la siguiente se empareja cuando terminan sus partidas, o entonces, contando como no terminadas las que siguen en juego (cuentan en cuanto terminan, y hasta entonces la clasificación es provisional). Un descanso vale una victoria
event-terms-basque = Parejas vascas: cada emparejamiento juega dos partidas a la vez, una con cada color, y suma ambas (2 puntos por ganar las dos). La tabla cruzada muestra las dos partidas, y los desempates cuentan cada partida como las cuentan las reglas de la FIDE
event-terms-basque-bye = Un descanso vale dos partidas ganadas
event-terms-time-control = Control de tiempo: { $clock }
event-terms-rated = Puntuable: las partidas cuentan para la puntuación de los jugadores en la variante
event-terms-casual = Amistoso: las partidas no cuentan para ninguna puntuación
event-terms-timeouts-none = Las partidas perdidas por tiempo cuentan como perdidas; nadie es retirado por ellas
event-terms-timeouts = Quien pierda { $count } partidas por tiempo queda retirado
event-terms-entry-invited = Inscripción: solo por invitación, para los jugadores que nombró su organizador (abajo), con una dirección de correo confirmada
event-terms-entry = Inscripción: una dirección de correo confirmada
event-terms-withdrawal = Una retirada: se mantienen las partidas del jugador que se retira con { $plies } medias jugadas o más; las demás se anulan, y las que está jugando terminan como perdidas
event-terms-starts = Empieza solo el { $at } si entonces tiene al menos { $count } participantes (o antes, de mano de su organizador); con menos sigue con la inscripción abierta
event-terms-min-rating = Inscripción: una puntuación de { $rating } o más en la variante
event-terms-min-games = Inscripción: { $count } partidas puntuables o más en la variante

event-new-title = Organizar un torneo
event-new-intro = Cada regla de abajo se fija ahora y se muestra a todos antes de que se inscriban.
event-new-name = Nombre (una línea, como máximo 100 caracteres)
event-new-format = Sistema
event-new-round-robin = Liga: todos contra todos, todas las partidas empiezan a la vez (como máximo { $max } participantes)
event-new-swiss = Suizo: rondas emparejadas por puntos, con el sistema holandés de la FIDE (como máximo { $max } participantes)
event-new-rounds = Liga: vueltas (1, o 2: cada pareja juega una partida con cada color); suizo: rondas (1 a { $max }; vacío: 1 vuelta, o 5 rondas; una eliminatoria: vacío, sus rondas se deducen de los participantes)
event-new-knockout = Eliminatoria: un cuadro de matches con cabezas de serie según la puntuación; cada ganador sigue jugando en cuanto se conoce su siguiente rival (2 a { $max } participantes)
event-new-match-games = Eliminatoria: partidas de un match, alternando los colores (1 a { $max }; vacío: 2)
event-new-level = Eliminatoria: un match que acaba empatado
event-new-level-games = otro par de partidas, una con cada color (si vuelve a haber empate: pasa el mejor cabeza de serie)
event-new-level-rating = pasa el mejor cabeza de serie (la puntuación más alta al empezar)
event-new-basque = Parejas vascas: cada emparejamiento juega dos partidas a la vez, una con cada color, y suma ambas (el match de una eliminatoria es entonces esa pareja)
event-new-round-days = Suizo: días que dura una ronda antes de emparejar la siguiente con sus partidas no terminadas aún en juego (1 a 365; vacío: 30)
event-new-variant-html = Variante (su clave, como en su dirección: <code>chess</code>, o la de un jugador, <code>dueño/nombre</code>), o una por ronda, sus claves en orden separadas por comas (<code>chess, capablanca, shogi</code>; como máximo { $max }; tras la última, la lista vuelve a empezar por la primera; las puntuaciones para la inscripción y las cabezas de serie son las de la primera)
event-new-rated = Puntuable: las partidas cuentan para la puntuación de los jugadores
event-new-max-entrants = Máximo de participantes (3 a { $round-robin } en una liga, vacío: 10; 3 a { $swiss } en un suizo, vacío: 50; 2 a { $knockout } en una eliminatoria, vacío: 16)
event-new-tiebreaks = Liga y suizo: desempates, por orden, sus códigos separados por comas (una eliminatoria: vacío)
event-new-codes = Códigos:
event-new-codes-end = .
event-new-starts-at = Empezar solo el ({ $zone }; opcional: vacío, lo empiezas a mano)
event-new-starts-at-hint = La hora se lee en tu reloj, { $zone } (como dicen los ajustes de tu cuenta). Una hora que los relojes se saltan al adelantarse se rechaza; una hora que marcan dos veces al atrasarse es la primera de las dos.
event-new-entry = Inscripción
event-new-invitees = Solo por invitación: los jugadores que pueden inscribirse, por nombre, separados por comas o espacios (opcional; vacío: cualquiera que admitan las condiciones de abajo)
event-new-min-rating = Puntuación mínima en la variante (opcional, 0 a 4000)
event-new-min-games = Mínimo de partidas puntuables en la variante (vacío: 0)
event-new-leave-html = Ausencias: días de vacaciones que cada participante puede tomar en total mientras dura el torneo (0 a 365, o <code>none</code>; vacío: sus propias vacaciones anuales)
event-new-withdrawals = Retiradas y derrotas por tiempo
event-new-standing-plies = Las partidas de un jugador retirado se mantienen a partir de tantas medias jugadas; las más cortas se anulan (vacío: 2)
event-new-max-timeouts = Retirar a un jugador tras tantas partidas perdidas por tiempo (0 o vacío: nunca)
event-new-submit = Abrir la inscripción del torneo

# Las familias del catálogo (families.toml), por clave.
variants-family-chess = El ajedrez y sus parientes
variants-family-chess-summary = El ajedrez ortodoxo y sus variantes en tableros de tamaño parecido: otras piezas, otros peones, otras posiciones iniciales.
variants-family-large = Tableros grandes
variants-family-large-summary = Tableros mayores de 8×8 con piezas más allá de las del ajedrez: arzobispos, cancilleres y más.
variants-family-goals = Objetivos y cuentas
variants-family-goals-summary = Juegos que no se ganan solo con el mate: jaques contados, una casilla o una fila alcanzada, piezas agotadas.
variants-family-captures = Capturas
variants-family-captures-summary = Capturas obligatorias o que explotan, y lo que vale perderlo todo.
variants-family-drops = Colocaciones y compuertas
variants-family-drops-summary = Piezas que entran en el tablero desde la mano o una reserva: piezas capturadas que vuelven, piezas que entran por compuerta, varios tableros.
variants-family-shogi = Shogi
variants-family-shogi-summary = El ajedrez japonés y sus parientes: zonas de promoción, piezas capturadas que vuelven como propias.
variants-family-xiangqi = Xiangqi y janggi
variants-family-xiangqi-summary = El ajedrez chino y el coreano y sus parientes: piezas en los puntos, palacios y un río.
variants-family-asian = Del sudeste asiático e históricos
variants-family-asian-summary = El makruk, el sittuyin y sus parientes, y las formas antiguas del ajedrez: shatranj, chaturanga, courier.
variants-family-walls = Muros
variants-family-walls-summary = Casillas que se cierran durante la partida: un pato, flechas, rastros.
variants-family-board-games = Juegos de tablero
variants-family-board-games-summary = Juegos distintos del ajedrez en un tablero de ajedrez: reversi, breakthrough, clobber y más.
variants-family-other = Otras variantes
variants-family-other-summary = Variantes cuya definición no nombra ninguna familia ni la hereda.

rules-mechanic-line = { $kind }: { $sentence }
rules-mechanic-line-params = { $kind }: { $sentence } ({ $params })
rules-free-play = Las reglas no se aplican (juego libre): cada jugada se aplica tal como se escribe, en notación completa, y la partida solo termina cuando lo dicen los jugadores (abandono, tablas acordadas o una victoria comunicada que el rival confirma) o por el reloj.
rules-mechanic-bare_king_loses = Pierde el bando al que solo le queda una pieza real.
rules-mechanic-board_transfers = Una pieza puede moverse a la casilla correspondiente del otro tablero y seguir desde allí.
rules-mechanic-cannon_captures = Los cañones capturan saltando por encima de una pieza (la pantalla) en cualquiera de ocho direcciones.
rules-mechanic-captures_to_reserve = Una pieza capturada pasa a la reserva de quien la captura, para colocarla más tarde (como en el crazyhouse).
rules-mechanic-castling_across_boards = Se puede enrocar con torres de otro tablero.
rules-mechanic-castling_by_drops = Un rey colocado en su casilla de enroque puede enrocar con las torres que estén en las suyas, y una torre colocada en su casilla de enroque, con el rey en la suya.
rules-mechanic-checkmate = Lo que vale recibir mate: con result = "win", gana quien recibe el mate.
rules-mechanic-checks_forbidden = Ninguna jugada puede dar jaque.
rules-mechanic-checks_to_win = Dar jaque un número fijado de veces gana.
rules-mechanic-colour_balanced_drops = Una colocación debe permitir que las piezas de un tipo de la lista de un bando estén la mitad en casillas oscuras y la mitad en claras.
rules-mechanic-compulsory_capture = Quien puede capturar debe capturar.
rules-mechanic-drops_behind_advancing_pawn = Se puede colocar una pieza justo detrás de un peón propio, que avanza una casilla.
rules-mechanic-drops_onto_advancing_pawn = Se puede colocar una pieza sobre un peón propio, que avanza una casilla.
rules-mechanic-drop_mate_loses = Dar mate colocando una pieza de la lista hace perder a quien la colocó.
rules-mechanic-enclosing_drops = Una colocación debe encerrar una línea de piezas enemigas contra una pieza propia (rule = "line"), o quedar junto a una pieza propia ("touching"); mientras una casilla inicial esté vacía, solo se coloca allí.
rules-mechanic-flipping = Una pieza que llega pone de su lado las piezas enemigas que encierra contra piezas propias en una línea (rule = "lines"), o las que tiene al lado ("touching").
rules-mechanic-free_drops = Un jugador puede colocar una pieza de un tipo de la lista en una casilla vacía sin tenerla en mano; la provisión nunca se agota.
rules-mechanic-full_board_ends = La partida termina cuando no queda ninguna casilla vacía: en tablas, o con by_piece_count la gana el bando con más piezas.
rules-mechanic-drops_onto_empty = Las piezas de la reserva se colocan en casillas vacías de la zona de colocación.
rules-mechanic-en_passant_squares = La captura al paso solo se hace en las casillas de la lista (cada bando tiene la suya).
rules-mechanic-explosions = Cada captura explota: se retiran la pieza que captura y todas las piezas alrededor de la casilla de captura salvo los peones.
rules-mechanic-extinction = Perder todas las piezas de un tipo de la lista (o todas las piezas) termina la partida: con una derrota, una victoria donde ese es el objetivo, o tablas.
rules-mechanic-mating_checks = Un mate solo cuenta si entre los jaques que llevan a él hay uno de una pieza de la lista; si no, la partida es tablas, y un mate de las piezas que no pueden dar mate solas gana para el bando que lo recibe.
rules-mechanic-farthest_move = Una pieza se mueve tan lejos como legalmente puede en la dirección que toma.
rules-mechanic-flying_general = Las piezas reales no pueden quedar frente a frente en una columna o fila abierta.
rules-mechanic-gating = Una pieza que deja una casilla de su primera fila que aún no había dejado puede traer una pieza de la reserva a esa casilla.
rules-mechanic-guarded_pieces = Un jugador no puede dejar atacada una pieza de la lista mientras tenga pocas de su tipo, salvo que la jugada capture una pieza así del rival.
rules-mechanic-king_takes_checker = En jaque, el rey solo puede moverse para capturar la única pieza que da jaque.
rules-mechanic-moves_per_turn = Una jugada son varios movimientos, y el jaque se juzga al final de la jugada.
rules-mechanic-must_drop = Un jugador que tenga en la reserva una pieza de la lista (cualquier pieza si no hay lista) debe colocar una si puede.
rules-mechanic-no_check = Las piezas reales nunca están en jaque.
rules-mechanic-no_stranded_pieces = Ninguna pieza puede moverse ni colocarse, sin promocionar, donde nunca podría volver a moverse.
rules-mechanic-own_then_opponent = Una jugada es una acción propia seguida de una acción con una pieza del rival; se permite pasar.
rules-mechanic-passing = Un jugador que no está en jaque puede pasar (con only_when_stuck, solo cuando no hay otra jugada legal); dos pases seguidos terminan la partida.
rules-mechanic-petrifying_captures = Una pieza de un tipo de la lista que captura se convierte en un muro en la casilla que tomó.
rules-mechanic-placed_promotion = Un peón de la lista en su zona (o el último de un bando en cualquier lugar) puede, en vez de moverse, convertirse en una de las opciones, en su casilla o en una casilla vacía a la que la nueva pieza podría moverse, sin atacar allí ninguna pieza enemiga ni dar jaque; los peones no promocionan al llegar.
rules-mechanic-preclusion = Ninguna acción puede hacer imposible invertir la posición inicial.
rules-mechanic-promotion_limits = Una pieza promociona a un tipo de la lista solo mientras su bando tenga en el tablero menos piezas de ese tipo que el límite.
rules-mechanic-reversal_goal = Completar la inversión de la posición inicial gana.
rules-mechanic-royal_capture = Captura al rey: no hay jaque, y pierde el bando que se queda sin pieza real.
rules-mechanic-royal_reaches_region = Una pieza real que alcanza la región objetivo gana.
rules-mechanic-several_royals = Cada bando puede tener varias piezas reales: atacar cualquiera de ellas es jaque, y ninguna jugada puede dejar atacada a ninguna.
rules-mechanic-stalemate = El ahogado se decide según indica el parámetro.
rules-mechanic-swaps_across_boards = Una pieza puede intercambiar su lugar con una pieza propia en la casilla correspondiente del otro tablero.
rules-mechanic-gate_leaps = Una pieza que sigue en su compuerta abierta (una casilla de su primera fila que no ha dejado) tiene saltos adicionales a casillas vacías, algunos no para salir del jaque; una compuerta se cierra cuando una pieza enemiga nombrada llega a su fila o columna.
rules-mechanic-teleporting_pieces = Las piezas de la lista pueden hacer movimientos sin captura a cualquier lugar de su propio tablero.
rules-mechanic-walling = Cada movimiento va seguido de un muro en una casilla vacía, en el que nada entra, por el que nada pasa y que nada captura: el único muro, que se desplaza (rule = "moved"), una casilla que la pieza movida podría alcanzar ("shot"), la casilla que dejó ("vacated"), cualquier casilla ("anywhere") o una en el borde o junto a un muro ("edge").

event-ics-name = { $event }: plazos de { $entrant }
event-ics-start-summary = Empieza { $event }
event-ics-start-description = { $event } empieza solo el { $at } si tiene participantes suficientes.
event-ics-round-summary = { $event }: se empareja tras la ronda { $round }
event-ics-round-description = El { $at } se empareja la ronda { $next } de { $event }, contando como no terminadas las partidas de la ronda { $round } que sigan en juego.
event-ics-move-summary = { $event }: te toca mover contra { $opponent }
event-ics-move-description = Ronda { $round } de { $event }: { $entrant } debe mover contra { $opponent } antes del { $at }.

editor-glyph-king = rey
editor-glyph-queen = dama
editor-glyph-rook = torre
editor-glyph-rook-right = torre con una flecha hacia la derecha de su dueño (una torre diestra)
editor-glyph-rook-left = torre con una flecha hacia la izquierda de su dueño (una torre zurda)
editor-glyph-bishop = alfil
editor-glyph-knight = caballo
editor-glyph-pawn = peón
editor-glyph-speedpawn = peón con una franja (un peón que avanza más)
editor-glyph-bishop-knight = alfil y caballo combinados (arzobispo, cardenal)
editor-glyph-rook-knight = torre y caballo combinados (canciller, mariscal)
editor-glyph-queen-knight = dama y caballo combinados (amazona)
editor-glyph-bishop-wazir = alfil y visir combinados
editor-glyph-culverin = culebrina (un cañón)
editor-glyph-ghost = fantasma
editor-glyph-disc = disco con la letra de la pieza (una pieza para la que el juego no tiene dibujo, como una pieza feérica importada)
