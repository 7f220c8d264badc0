## How a game ended, as the result line of a page or mail says it.
result-aborted = aborted, without result
result-white-wins = white ({ $white }) wins by { $reason }
result-black-wins = black ({ $black }) wins by { $reason }
result-draw = draw by { $reason }

## Why a game ended: the words after "wins by" or "draw by".
reason-checkmate = checkmate
reason-being-checkmated = being checkmated
reason-checkmate-by-pawn-drop = checkmate by a pawn drop
reason-stalemate = stalemate
reason-perpetual-check = perpetual check
reason-threefold-repetition = threefold repetition
reason-fourfold-repetition = fourfold repetition
reason-repetition = repetition
reason-fifty-move-rule = the fifty-move rule
reason-move-count-rule = the move-count rule
reason-insufficient-material = insufficient material
reason-deadlock = deadlock (both players must pass)
reason-reversal = completing the reversal
reason-extinction = extinction
reason-bare-king = bare king
reason-losing-all-pieces = losing all pieces
reason-two-passes = both players passing
reason-full-board = a full board
reason-standoff = the royal pieces facing each other after a pass
reason-goal-reached = reaching the goal region
reason-both-reached-goal = both reaching the goal region
reason-mate-without-mating-check = a mate without a mating check
reason-mate-by-non-mating-pieces = a mate by pieces that may not mate alone
reason-checks = giving check enough times
reason-resignation = resignation
reason-agreement = agreement
reason-aborted = aborted
reason-confirmed-win = result confirmed by both players
reason-time = time
reason-time-against-bare-king = timeout against a bare king
reason-adjudicated = adjudicated by the event's organiser
reason-points-after = points after { $ended }
reason-royal-capture = capturing the { $piece }
reason-draw-odds = { $draw }, and { $side ->
        [white] White
       *[black] Black
    } wins every draw
# A win a player claimed, with the claim's own words.
reason-claim = claim ({ $claim })
