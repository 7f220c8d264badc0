## The answer to a player's reply by mail. $game is the game's label ("Chess #12: alice
## vs bob"); the quoted words ("resign", "draw", "accept", "decline") are what a reply
## is read for, and stay as they are.

## What the reply did ($done is one of the reply-* phrases below).
reply-done-subject = { $game }: { $done }
reply-done-in = { $game }: { $done }.
reply-resigned = Has abandonado
reply-accepted-draw = Has aceptado las tablas
reply-offered-draw = Has ofrecido tablas
reply-accepted-invitation = Has aceptado la invitación
reply-declined-invitation = Has rechazado la invitación
reply-played = Has jugado { $number } { $turn }
reply-move-played = Se ha jugado tu jugada
reply-moves-so-far = Las jugadas hasta ahora: { $moves }
reply-next-over = La partida ha terminado: { $result }.
reply-next-yours = Te toca jugar: responde a este correo con tu jugada.
reply-next-theirs = Le toca jugar a { $name }.

## A reply that played nothing, and why ($reason, a refusal).
reply-not-played-subject = { $game }: tu respuesta no se jugó
reply-not-played = Tu respuesta «{ $written }» sobre { $game } no se jugó: { $reason }.
reply-no-move = Se leyó tu respuesta sobre { $game }, pero no se encontró ninguna jugada en ella: escribe la jugada (o «resign» para abandonar, o «draw» para tablas) en la primera línea de tu respuesta.
reply-unchanged = La partida no ha cambiado.
reply-rules-not-enforced = En esta partida no se comprueban las reglas: escribe la jugada en notación completa, por ejemplo «P e2-e4».
reply-legal = Jugadas legales: { $moves }{ $more ->
        [0] {""}
       *[other] {" "}y { $more } más
    }.
reply-legal-walled = Jugadas legales, cada una seguida de la casilla donde va su muro («{ $example }»): { $moves }{ $more ->
        [0] {""}
       *[other] {" "}y { $more } más
    }.
reply-legal-turn = Aquí un turno consta de varias jugadas; puede empezar con: { $moves }{ $more ->
        [0] {""}
       *[other] {" "}y { $more } más
    }.
refused-reply-other-sender = llegó de { $from }, no de la dirección de tu cuenta; las jugadas por correo solo se aceptan desde esa dirección
refused-reply-no-sender = no indicaba remitente; las jugadas por correo solo se aceptan desde la dirección de tu cuenta
refused-reply-not-started = la partida no ha empezado: responde «accept» para aceptar la invitación, o «decline»
refused-reply-already-accepted = la invitación ya fue aceptada
refused-reply-invitation-closed = la invitación está cerrada
refused-reply-moved-on = tu respuesta contesta al correo sobre la posición tras la media jugada { $seen }, pero la partida ha avanzado desde entonces (ahora va por la media jugada { $ply }); esta dirección ha caducado, responde al correo más reciente
refused-reply-no-move = no se encontró ninguna jugada en la respuesta

## A mail to the move address that names no game.
reply-unmatched-subject = Tu correo a Pigeonpost no se jugó
reply-unmatched = Tu correo a la dirección de jugadas de Pigeonpost no se pudo asociar a ninguna partida, así que no se jugó nada.
reply-unmatched-how = Para jugar por correo, responde al correo más reciente de la partida, conservando su dirección Reply-To, y escribe la jugada en la primera línea. O juega en la web.
