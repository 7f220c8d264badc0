## What a request named that is not there.

not-found-game = game { $name } not found
not-found-game-of-event = game { $name } of this event not found
not-found-game-not-started = game { $name } has not started
not-found-ply = ply { $name } not found
not-found-ply-of-game = ply { $ply } of game { $game } not found
not-found-player = player "{ $name }" not found
not-found-games-page = page { $page } of { $name }'s games not found: there are fewer games than that
not-found-variant = variant "{ $name }" not found
not-found-own-variant = your variant "{ $name }" not found
not-found-variant-version = version { $name } not found
not-found-event = event { $name } not found
not-found-entrant = an entrant called "{ $name }" in event { $event } not found
not-found-knockout-crosstable = event { $name } has no crosstable: a knockout has a bracket instead
not-found-conditional-line = conditional line { $name } not found
not-found-analysis-position = analysis position { $name } not found
not-found-analysis-position-in = analysis position in game { $name } not found
not-found-analysis-by = analysis of game { $game } by player { $name } not found
not-found-thing = { $name ->
    [account] account
    [api-token] API token
    [device] device
    [feed] feed
    [feed-address] feed address
    [invitation] invitation
    [link-player] the player of this link
    [opponent] opponent
    [session] session
    [webhook] webhook
   *[record] record
} not found
