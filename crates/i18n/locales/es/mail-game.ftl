## Los correos de una partida además del de cada jugada.

mail-over-last = La última jugada fue { $last }.
mail-over = { $game } ha terminado: { $result }.
mail-over-subject = { $game }: { $result }
mail-over-push = Partida terminada: { $result }
mail-see-game = Ver la partida

mail-invite-subject = { $from } te invita a jugar a { $variant }
mail-invite-body = { $from } te invita a una partida por correspondencia de { $variant } en Pigeonpost.
mail-invite-terms = Jugarías con { $side ->
        [white] blancas
       *[black] negras
    }. Control de tiempo: { $control }.
mail-invite-how = Sigue el enlace, inicia sesión o regístrate, y acepta o rechaza.
mail-invite-see = Ver la invitación

mail-invite-declined-subject = { $by } rechazó la invitación a jugar a { $variant }
mail-invite-declined = { $by } rechazó la invitación a una partida de { $variant } (partida #{ $id }).
mail-invite-withdrawn-subject = { $by } retiró la invitación a jugar a { $variant }
mail-invite-withdrawn = { $by } retiró la invitación a una partida de { $variant } (partida #{ $id }).
mail-invite-closed-body = La partida no se jugará. Puedes empezar otra cuando quieras.
mail-open-site = Abrir Pigeonpost

mail-accepted-subject = { $game }: { $by } aceptó
mail-accepted = { $by } aceptó tu invitación. La partida ha empezado.

mail-reminder-subject = { $game }: te quedan { $left } para jugar
mail-reminder = Te toca jugar en { $game }.
mail-reminder-left = Te quedan { $left } antes de perder por tiempo.
mail-reminder-push = Te quedan { $left } para jugar

mail-pairing = Ronda { $round } de { $event }: juegas con { $side ->
        [white] blancas
       *[black] negras
    } contra { $opponent } en { $game }. La partida ha empezado.
mail-pairing-push = { $event }, ronda { $round }
mail-pairing-subject = { $event }, ronda { $round }: { $game }

mail-news-in = { $news } en { $game }.
mail-news-subject = { $game }: { $news }
news-draw-offered = { $who } ofrece tablas
next-draw-offered = Abre la partida para aceptar o rechazar. Si juegas en su lugar, la oferta caduca.
news-draw-declined = { $who } rechazó tu oferta de tablas
news-takeback-asked = { $who } pide deshacer { $detail }
next-takeback-asked = Abre la partida para aceptar o rechazar. Si juegas en su lugar, la petición caduca.
news-takeback-declined = { $who } no aceptó deshacer { $detail }
news-takeback-agreed = { $who } aceptó deshacer { $detail }: vuelve a ser tu turno
next-takeback-cancelled = Al deshacer se cancelaron { $count ->
        [one] tu línea condicional
       *[other] tus { $count } líneas condicionales
    }: respondían a una posición que ya no está en el tablero. Vuelve a prepararlas en la página de la partida si quieres.
news-win-reported = { $who } anuncia que ha ganado la partida
next-win-reported = En esta partida no se comprueban las reglas, así que el resultado es la palabra de los jugadores: abre la partida para confirmarlo o disputarlo. Si juegas en su lugar, el anuncio caduca.
news-win-disputed = { $who } disputa que hayas ganado
news-conditional-played = { $who } jugó { $detail }, y se jugó en respuesta tu jugada condicional { $reply }
next-conditional-played = Le toca jugar a { $who }.

mail-board-now-alt = El tablero ahora, desde tu lado
mail-board-start-alt = El tablero al empezar, desde tu lado
