# The names of pieces, as each game's players say them in this language (see
# `piece_names` in the app crate). Every message here is optional: a piece without one
# is shown under its definition's own name, which is English. So English defines none,
# and a translation defines, for the pieces it names:
#
#   piece-<family>-<name>: the piece as the players of that family of games call it
#     (piece-shogi-rook = the rook of shogi and its variants);
#   piece-<name>: the piece in every other game (piece-rook).
#
# <name> is the definition's name in lower case, each run of other characters a hyphen:
# "Shogi pawn promoted (Gold general)" is shogi-pawn-promoted-gold-general.
