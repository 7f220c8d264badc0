## Por qué se rechazó una jugada. Los nombres de las piezas ($piece) y sus etiquetas
## ($label) se escriben como los escribe la variante.

refusal-list-separator = {", "}
refusal-or = {" o "}
refusal-quoted = «{ $text }»
refusal-from-square = desde { $square }

refusal-at-character = en el carácter { $character }: { $why }
refusal-in-part = parte { $part } ({ $text }): { $why }
refusal-in-part-at-character = parte { $part } ({ $text }), en el carácter { $character }: { $why }

refusal-no-move-written = escribe primero una jugada, por ejemplo «P e2-e4»
refusal-no-analysis-move = escribe primero una jugada
refusal-no-moves-to-import = no se encontraron jugadas: pega una partida PGN o una lista de jugadas
refusal-in-turn = turno { $number } ({ $text }): { $why }
refusal-in-line-turn = turno { $number } de la línea ({ $text }): { $why }
refusal-line-ends-game = el turno { $number } de la línea ({ $text }) termina la partida: no puede seguirlo nada

refusal-empty-move = la jugada está vacía: escribe una jugada como «P e2-e4»
refusal-empty-part = la parte { $part } está vacía: quita el «;» que sobra o escribe ahí una jugada
refusal-pass-with-moves = «pass» es un turno completo por sí solo y no se puede combinar con jugadas
refusal-command-not-accepted = la orden «{ $command }» no se acepta aquí; escribe una promoción como una jugada y una colocación, como en «P e7-e8; N-e8»
refusal-equals-in-full-notation = «=» no forma parte de la notación completa: escribe una promoción como una jugada seguida de una colocación, como en «P e7-e8; Q-e8»
refusal-mark-in-full-notation = «{ $mark }» no forma parte de la notación completa: quítalo, o escribe toda la jugada en notación abreviada («Nf3+»)
refusal-unexpected-character = carácter inesperado «{ $character }»
refusal-square-removal-written = en esta partida no se permite quitar casillas («-e4» eliminaría la casilla)
refusal-square-removal = en esta partida no se permite quitar casillas
refusal-too-many-words = se esperaba «etiqueta origen-destino», como «P e2-e4»; hay demasiadas palabras
refusal-square-before-space = se esperaba una etiqueta de pieza antes del espacio, pero está la casilla «{ $square }»
refusal-placement-form = una colocación se escribe «etiqueta*casilla», como en «N*d2»
refusal-capture-mark = «x» no forma parte de la notación completa: escribe la jugada con un guion, como en «P e4-d5»
refusal-capture-mark-in-square = «x» no forma parte de la notación completa: escribe la jugada con un guion, no «{ $written }»
refusal-expected-from-to = se esperaba «origen-destino» (como «e2-e4») o una colocación (como «N-d2»), pero se encontró «{ $found }»
refusal-two-hyphens = una parte tiene como mucho un «-»
refusal-labelled-removal = una retirada se escribe «e5-» o «@-e5», sin etiqueta
refusal-square-after-label = se esperaba una casilla después de la etiqueta «{ $label }», pero se encontró «{ $found }»
refusal-expected-square = se esperaba una casilla como «e4»
refusal-expected-square-found = se esperaba una casilla como «e4», pero se encontró «{ $found }»
refusal-upper-case-square = las coordenadas van en minúscula: escribe «{ $write }», no «{ $written }»
refusal-off-board = «{ $square }» no es una casilla de este tablero (de a1 a { $last })
refusal-expected-label = se esperaba una etiqueta de pieza, pero se encontró «{ $found }»
refusal-label-case = las etiquetas distinguen mayúsculas de minúsculas: escribe «{ $white }» para las blancas y «{ $black }» para las negras, no «{ $written }»
refusal-unknown-label = etiqueta de pieza desconocida «{ $label }»; las piezas de esta partida son { $labels } (en minúscula para las negras)
refusal-slash-after-castling-only = «/» solo va después de un enroque, como en «O-O/e1»
refusal-expected-promotion-letter = se esperaba una letra de pieza después de «=», como en «e8=Q»
refusal-expected-move = se esperaba una jugada como «e4», «Nf3», «exd5», «e8=Q», «O-O» o «N@d2», o notación completa como «P e2-e4»; se encontró «{ $found }»
refusal-unreadable-origin = no se puede leer «{ $head }» antes del destino «{ $dest }»: se esperaba una letra de columna y/o un número de fila
refusal-lower-case-letter = en notación abreviada las letras de las piezas van en mayúscula; se encontró «{ $found }»
refusal-full-notation-only = en esta partida no se aplican las reglas, así que una jugada se escribe en notación completa, nombrando sus casillas: una jugada «P e2-e4», una colocación «N-d2», una retirada «@-e4»
refusal-nothing-to-move = { $square } está vacía: no hay nada que mover
refusal-other-piece-there = la pieza de { $square } es «{ $holds }», no «{ $written }»
refusal-nothing-to-remove = { $square } está vacía: no hay nada que quitar
refusal-no-walls = en esta partida no se colocan muros
refusal-wall-on-occupied = { $square } no está vacía: un muro va en una casilla vacía

refusal-rules-enforced = en esta partida se aplican las reglas: una jugada se compara con los turnos legales
refusal-game-over = la partida ha terminado: { $outcome }
refusal-other-variant = esta jugada se leyó para el tablero y las piezas de otra partida
refusal-cannot-pass = no puedes pasar: solo se permite pasar cuando no tienes ninguna jugada legal
refusal-not-legal = «{ $written }» no es un turno legal aquí
refusal-could-mean = «{ $written }» podría ser { $turns }; escribe completa la que quieres decir
refusal-two-readings = «{ $written }» se puede leer de dos maneras: una minúscula al principio es la columna de un peón, y también es como se escriben las piezas negras; podría ser { $turns }. Escribe la letra de la pieza en mayúscula («{ $upper }») para la pieza, o la jugada completa
refusal-not-whole-turn = «{ $written }» no es un turno completo: debe seguir otra jugada, por ejemplo { $options }
refusal-not-whole-turn-more = «{ $written }» no es un turno completo: debe seguir otra jugada, por ejemplo { $options } (y { $more } más)
refusal-removal-only-after-en-passant = una retirada solo se escribe después de una captura al paso, para quitar el peón que pasó («P d5-e6; e5-»)
refusal-wall-elsewhere = tras esta jugada el muro va en otra casilla: mira los turnos legales
refusal-no-wall-after-move = en esta partida ningún muro sigue a una jugada; quítalo
refusal-turn-complete = el turno ya está completo antes de esta parte
refusal-turn-complete-leave-out = el turno ya está completo antes de esta parte; quítala
refusal-side-case = { $side ->
        [white] las piezas blancas se escriben en mayúscula
       *[black] las piezas negras se escriben en minúscula
    }: escribe «{ $write }», no «{ $written }»
refusal-not-a-promotion-choice = la pieza { $promoting } no puede convertirse aquí en { $piece }; las opciones en { $square } son { $choices }
refusal-bare-removal = «{ $written }» sola es una retirada suelta, que no es un turno legal; una retirada solo se escribe después de una captura al paso, como en «P d5-e6; e5-»
refusal-bare-wall = «{ $written }» solo coloca un muro sin jugada, lo que no es un turno legal; el muro sigue a la jugada, como en «P e2-e4; *-e5»
refusal-no-piece-on = no hay ninguna pieza en { $square }
refusal-holds-other = en { $square } está { $holds }, no { $written }
refusal-pawn-step-before-drop = un paso de peón solo se escribe justo antes de la colocación que lo empuja, como en «{ $written }; { $drop }»
refusal-no-drops = una colocación solo se escribe después de la jugada de un peón para promoverlo, como en «P e7-e8; Q-e8»; en esta partida no se colocan piezas de reserva
refusal-none-in-reserve = no tienes ninguna pieza { $piece } en reserva para colocar ahora
refusal-drop-zone = { $ranks ->
        [one] tu primera fila
       *[other] tus primeras { $ranks } filas
    }
refusal-occupied-then = { $square } está ocupada; { $why }
refusal-drop-zone-full = tienes una pieza { $piece } en reserva, pero se coloca en { $zone } y ahora no hay ninguna casilla libre allí
refusal-drop-cannot-answer-check = tienes una pieza { $piece } en reserva, pero ninguna colocación de ella responde al jaque
refusal-drop-zone-refuses = tienes una pieza { $piece } en reserva, pero ahora ninguna de las casillas libres de { $zone } la admite
refusal-drop-elsewhere = { $why }; la pieza { $piece } se puede colocar en { $squares }
refusal-bound-to-square-colour = cada pieza { $piece } de la reserva está ligada a un color de casilla: la pieza { $piece } que tienes solo va en casillas { $held ->
        [dark] oscuras
       *[light] claras
    }, y { $square } es { $colour ->
        [dark] oscura
       *[light] clara
    }
refusal-bound-to-square-colour-gone = cada pieza { $piece } de la reserva está ligada a un color de casilla: la pieza { $piece } que tienes solo va en casillas { $held ->
        [dark] oscuras
       *[light] claras
    }, y { $square } es { $colour ->
        [dark] oscura (la pieza { $piece } de casillas oscuras ya se colocó)
       *[light] clara (la pieza { $piece } de casillas claras ya se colocó)
    }
refusal-pawn-cannot-be-relocated = { $occupied } está ocupada, así que el peón de { $pawn } no se puede desplazar
refusal-occupied = { $square } está ocupada
refusal-cannot-drop-on = la pieza { $piece } no se puede colocar en { $square }
refusal-not-yours = la pieza { $piece } de { $square } es de las { $owner ->
        [white] blancas
       *[black] negras
    }, y ahora juegan las { $mover ->
        [white] blancas
       *[black] negras
    }
refusal-moved-twice = la pieza { $piece } de { $square } acaba de moverse ({ $earlier }), y una pieza no puede moverse dos veces en un turno
refusal-other-board = las jugadas de un turno deben empezar en tableros distintos: { $earlier } empezó en el tablero de las columnas { $began-first }-{ $began-last }, así que la siguiente jugada debe empezar en el tablero de las columnas { $next-first }-{ $next-last }
refusal-cannot-follow = la pieza { $piece } de { $square } podría moverse como primera jugada de un turno, pero ninguna jugada suya puede seguir a { $earlier }
refusal-written-otherwise = las partes escritas con esta jugada no le corresponden; se escribe { $spellings }
refusal-move-refused = { $why }; puede ir a { $squares }
refusal-move-refused-no-move = { $why }; la pieza { $piece } de { $from } no tiene ahora ninguna jugada legal
refusal-king-has-moved = el rey ya se ha movido, así que no puede enrocar
refusal-rook-gone = la torre de { $square } se ha movido o ya no está, así que el rey no puede enrocar con ella
refusal-castling-blocked = { $square } está ocupada, así que el rey no puede enrocar por ese lado
refusal-castle-out-of-check = no puedes enrocar para salir del jaque
refusal-castle-through-attack = el rey cruzaría { $square } o llegaría a ella, y está atacada, así que no puede enrocar
refusal-must-go-further = la pieza que mueves debe ir tan lejos como pueda legalmente: la pieza { $piece } de { $from } puede avanzar { $far ->
        [one] 1 casilla
       *[other] { $far } casillas
    }, y { $from }-{ $to } solo avanza { $distance }
refusal-not-allowed-here = las reglas de esta partida no permiten aquí mover la pieza { $piece } de { $from } a { $to }
refusal-would-be-in-check = tu pieza { $king } de { $square } quedaría en jaque
refusal-would-be-in-check-from = tu pieza { $king } de { $square } quedaría en jaque por la pieza { $attacker } de { $at }
refusal-occupied-by-own = { $square } está ocupada por { $owner ->
        [white] una pieza blanca
        [black] una pieza negra
       *[own] una pieza tuya
    } ({ $own }), así que la pieza { $piece } de { $from } no puede ir allí
refusal-cannot-reach = la pieza { $piece } de { $from } no puede llegar a { $to }
refusal-in-check = { $why }: estás en jaque, y solo es legal un turno que lo responda
refusal-no-wall-abbreviated = en esta partida ningún muro sigue a una jugada: quita la coma y la casilla que va después
refusal-wall-not-there = el muro no puede ir en { $square } después de esa jugada
refusal-no-castling = ahora no es posible enrocar
refusal-not-that-castling = ese enroque no es posible ahora; el rey puede enrocar a { $squares }
refusal-no-drop-on = ninguna pieza { $label } se puede colocar ahora en { $square }
refusal-no-pawn-can-move = ahora no puede moverse ninguno de tus peones
refusal-none-can-move = ahora no puede moverse ninguna de tus piezas «{ $label }»
refusal-no-pawn-fits = eso no corresponde a ninguna jugada de peón a { $to }; uno puede ir allí { $from }
refusal-does-not-fit = eso no corresponde a ninguna jugada de «{ $label }» a { $to }; una puede ir allí { $from }
refusal-no-pawn-can-move-to = ningún peón puede ir a { $to }; los tuyos pueden ir a { $squares }
refusal-cannot-move-to = ninguna pieza «{ $label }» puede ir a { $to }; las tuyas pueden ir a { $squares }
