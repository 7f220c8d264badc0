game-label = { $variant } #{ $id }: { $white } contra { $black }
mail-move-subject = { $game }: { $mover } jugó { $turn }
mail-move-played = { $mover } jugó { $number } { $turn } en { $game }.
mail-move-conditional = { $turn } (una jugada condicional)
mail-move-wrote = { $mover } escribió con la jugada: «{ $message }»
mail-your-move = Te toca mover.
mail-your-move-by = Te toca mover. Tienes hasta el { $deadline }.
mail-move-push-title = { $mover } jugó { $number } { $turn }
mail-open-game = Abrir la partida
mail-board-alt = El tablero tras { $number } { $turn }, desde el lado de { $side ->
        [white] las blancas
       *[black] las negras
    }

mail-reply-move = También puedes responder a este correo con tu jugada en la primera línea (en cualquiera de las dos notaciones), o con «resign» (abandonar) o «draw» (tablas).
mail-reply-invitation = También puedes responder a este correo con «accept» (aceptar) o «decline» (rechazar).
mail-reply-draw = Para aceptar las tablas, puedes responder a este correo con «draw».

mail-unsubscribe-line = Recibes { $what } porque así lo elegiste en la página de tu cuenta. Para dejar de recibirlos:
mail-unsubscribe = Darse de baja
mail-kind-move = correos sobre cada jugada de tus partidas
mail-kind-digest = el resumen diario de tus partidas
mail-kind-reminder = recordatorios antes de un plazo
mail-kind-invitation = correos de invitación
mail-kind-required = correos sobre tu cuenta

digest-subject = Pigeonpost: { $count ->
        [one] 1 partida espera
       *[other] { $count } partidas esperan
    } tu jugada
digest-intro = { $count ->
        [one] 1 partida espera
       *[other] { $count } partidas esperan
    } tu jugada en Pigeonpost:
digest-line-moved-by = { $game }, contra { $opponent }: { $opponent } jugó { $last }. Tienes hasta el { $deadline }.
digest-line-moved = { $game }, contra { $opponent }: { $opponent } jugó { $last }.
digest-line-begun-by = { $game }, contra { $opponent }: la partida ha empezado. Tienes hasta el { $deadline }.
digest-line-begun = { $game }, contra { $opponent }: la partida ha empezado.
digest-board-alt = { $game }: el tablero ahora, desde tu lado
digest-why = Este es tu resumen diario; lo elegiste en la página de tu cuenta.
digest-your-games = Tus partidas

variant-chess = Ajedrez

board-text-part = Tablero { $files }:
board-text-to-move = { $side ->
        [white] Mueven las blancas.
       *[black] Mueven las negras.
    }
board-text-key = Mayúsculas: blancas, minúsculas: negras, [ ]: la última jugada.
board-text-key-holes = Mayúsculas: blancas, minúsculas: negras, [ ]: la última jugada, #: sin casilla.
board-text-in-hand = { $side ->
        [white] Las blancas tienen en mano
       *[black] Las negras tienen en mano
    }: { $held }
board-text-nothing = nada
