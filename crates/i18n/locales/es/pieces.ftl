# Las piezas del ajedrez, como las llaman los ajedrecistas hispanohablantes.
piece-king = rey
piece-queen = dama
piece-rook = torre
piece-bishop = alfil
piece-knight = caballo
piece-pawn = peón
piece-archbishop = arzobispo
piece-chancellor = canciller
piece-amazon = amazona
piece-nightrider = jinete nocturno
piece-grasshopper = saltamontes
piece-centaur = centauro
piece-wazir = visir
piece-commoner = plebeyo
piece-stone = piedra
piece-elephant = elefante
piece-cannon = cañón
piece-soldier = soldado
piece-horse = caballo
# Piezas del shogi fuera del shogi (en variantes de ajedrez que las usan).
piece-silver-general = general de plata
piece-gold-general = general de oro
piece-lance = lancero
piece-shogi-pawn = peón de shogi
piece-shogi-knight = caballo de shogi
piece-dragon-horse = caballo dragón

# El shogi, como lo juegan los hispanohablantes: los nombres del ajedrez donde encajan
# (rey, torre, alfil, caballo, peón), los demás traducidos; el peón promovido conserva
# su nombre japonés, tokin.
piece-shogi-king = rey
piece-shogi-rook = torre
piece-shogi-bishop = alfil
piece-shogi-gold-general = general de oro
piece-shogi-silver-general = general de plata
piece-shogi-shogi-knight = caballo
piece-shogi-lance = lancero
piece-shogi-shogi-pawn = peón
piece-shogi-bers = dragón
piece-shogi-dragon-horse = caballo dragón
piece-shogi-rook-promoted-bers = dragón
piece-shogi-bishop-promoted-dragon-horse = caballo dragón
piece-shogi-shogi-pawn-promoted-gold-general = tokin
piece-shogi-silver-general-promoted-gold-general = plata promovida
piece-shogi-shogi-knight-promoted-gold-general = caballo promovido
piece-shogi-lance-promoted-gold-general = lancero promovido

# El xiangqi, como lo nombran sus jugadores en español.
piece-xiangqi-king = general
piece-xiangqi-fers = consejero
piece-xiangqi-elephant = elefante
piece-xiangqi-horse = caballo
piece-xiangqi-rook = carro
piece-xiangqi-cannon = cañón
piece-xiangqi-soldier = soldado
