# Schachfiguren, wie deutsche Schachspieler sie nennen.
piece-king = König
piece-queen = Dame
piece-rook = Turm
piece-bishop = Läufer
piece-knight = Springer
piece-pawn = Bauer
piece-archbishop = Erzbischof
piece-chancellor = Kanzler
piece-amazon = Amazone
piece-nightrider = Nachtreiter
piece-grasshopper = Grashüpfer
piece-centaur = Zentaur
piece-wazir = Wesir
piece-commoner = Bürger
piece-stone = Stein
piece-elephant = Elefant
piece-cannon = Kanone
piece-soldier = Soldat
piece-horse = Pferd
# Shogi-Figuren außerhalb des Shogi (etwa in Schachvarianten mit Shogi-Figuren).
piece-silver-general = Silberner General
piece-gold-general = Goldener General
piece-lance = Lanze
piece-shogi-pawn = Shogi-Bauer
piece-shogi-knight = Shogi-Springer
piece-dragon-horse = Drachenpferd

# Shogi, wie deutsche Shogi-Spieler die Steine nennen: die Schachnamen, wo sie passen
# (König, Turm, Läufer, Springer, Bauer), sonst übersetzt; der beförderte Bauer heißt
# auch hier mit seinem japanischen Namen Tokin.
piece-shogi-king = König
piece-shogi-rook = Turm
piece-shogi-bishop = Läufer
piece-shogi-gold-general = Goldener General
piece-shogi-silver-general = Silberner General
piece-shogi-shogi-knight = Springer
piece-shogi-lance = Lanze
piece-shogi-shogi-pawn = Bauer
piece-shogi-bers = Drache
piece-shogi-dragon-horse = Pferd
piece-shogi-rook-promoted-bers = Drache
piece-shogi-bishop-promoted-dragon-horse = Pferd
piece-shogi-shogi-pawn-promoted-gold-general = Tokin
piece-shogi-silver-general-promoted-gold-general = Befördertes Silber
piece-shogi-shogi-knight-promoted-gold-general = Beförderter Springer
piece-shogi-lance-promoted-gold-general = Beförderte Lanze

# Xiangqi, wie deutsche Xiangqi-Spieler die Steine nennen.
piece-xiangqi-king = General
piece-xiangqi-fers = Leibwächter
piece-xiangqi-elephant = Elefant
piece-xiangqi-horse = Pferd
piece-xiangqi-rook = Wagen
piece-xiangqi-cannon = Kanone
piece-xiangqi-soldier = Soldat
