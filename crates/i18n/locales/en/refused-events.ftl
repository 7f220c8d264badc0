## What a refused action on an event is told: its form, entering and leaving it, its
## start and the organiser's rulings. $got is what was typed, quoted as typed; $names,
## the names typed, each already quoted; $why, a library's own words (in English).

## The organiser's form.
refused-event-name = name the event: one line of at most 100 characters
refused-event-format = choose a format: round_robin, swiss or knockout
refused-event-number = { $field ->
        [cycles] the cycles
        [rounds] the rounds
        [most-entrants] the most entrants
        [round-days] the days a round lasts
        [lowest-rating] the lowest rating
        [fewest-games] the fewest rated games
        [standing-plies] the plies a game needs to stand
        [timeouts] the timeouts before withdrawal
        [match-games] the games of a match
       *[days-to-add] the days to add
    } must be a whole number from { $min } to { $max } (got "{ $got }")
refused-knockout-rounds = a knockout's rounds follow from its entrants: leave the rounds empty
refused-basque-round-robin-cycles = a Basque round robin plays both colours in every pairing already: choose 1 cycle
refused-event-unknown-tiebreak = "{ $got }" is not a tie-break: choose from { $codes }
refused-event-tiebreak-twice = { $tiebreak } is in the tie-breaks twice
refused-knockout-tiebreaks = a knockout has no standings to break ties in: a level match is decided as chosen for its matches, so leave the tie-breaks empty
refused-event-tiebreak-round-robin-only = { $tiebreak } is a round robin's tie-break
refused-match-terms-not-knockout = a match's games and its tie-break are a knockout's: leave them empty in a round robin or a Swiss
refused-basque-match-games = a Basque match is two games played at once, one with each colour: leave the games of a match empty (or 2), not "{ $got }"
refused-match-tiebreak = "{ $got }" is no way to decide a level match: choose games (a further pair of games) or rating (the higher seed goes on)
refused-event-variant-missing = the variants, one a round, are keys separated by commas: one is missing between two commas
refused-event-too-many-variants = an event names at most { $max } variants, one a round (got { $count })
refused-event-variants-past-rounds = the event names { $count } variants, one a round, but has at most { $most } { $most ->
        [one] round
       *[other] rounds
    }: a variant past its last round would never be played
refused-event-invitee-twice = { $name } is among the invitees twice
refused-event-too-many-invitees = an event invites at most { $max } players (got { $count })
refused-event-unknown-invitees = no player is called { $names }: check the invitees' names
refused-event-leave-days = the leave allowance must be empty (the players' own yearly vacation allowance), none, or a whole number of days from 0 to { $max } (got "{ $got }")
refused-event-choose-variant = choose the event's variant
refused-event-confirm-to-organise = confirm your email address to organise events: entrants write to you

## The start time, read on the organiser's clock ($zone: their time zone).
refused-event-start-format = the start time must be a date and time such as 2026-03-01 18:30 ({ $zone }), not "{ $got }"
refused-event-start-skipped = there is no { $time } in { $zone }: the clocks skip that hour there as they go forward; choose another time
refused-event-start-passed = the start time { $at } has passed: choose a later one, or none to start it by hand
refused-event-start-too-far = the start time must be within { $days } days

## Entering, leaving and starting.
refused-event-started-no-entrants = this event has started: it takes no more entrants
refused-event-entered-already = you have entered this event already
refused-event-not-invited = this event is by invitation only, and its organiser has not invited you
refused-event-full = this event is full ({ $max } { $max ->
        [one] entrant
       *[other] entrants
    })
refused-event-confirm-to-enter = confirm your email address to enter events: its results are mailed, and a rated event needs it
refused-event-rating-too-low = this event is for players rated { $min } or more in its variant; yours is { $rating }
refused-event-too-few-games = this event is for players with { $min } rated games or more in its variant; you have { $games }
refused-event-started-meanwhile = the event started meanwhile: withdraw from it instead
refused-event-over = this event is over
refused-event-start-not-organiser = only the event's organiser starts it
refused-event-started-already = this event has started already
refused-event-began-meanwhile = the event has started already
refused-event-too-few-entrants = an event needs at least { $fewest } entrants to start; it has { $count }
refused-event-too-many-entrants = { $format ->
        [knockout] a knockout takes at most { $max } entrants
        [swiss] a Swiss takes at most { $max } entrants
       *[round-robin] a round robin takes at most { $max } entrants
    }
refused-event-first-round-unpaired = round 1 cannot be paired: { $why }
refused-event-rounds-unscheduled = the rounds cannot be scheduled: { $why }
refused-event-no-leave = { $event } allows no leave: no vacation while you play in it
refused-event-leave-exceeded = { $event } allows { $allowed } days of leave in all, and you have { $left } left there: a vacation of { $days } days is longer

## What the server found changed when it came to write (said to whoever asked).
refused-event-round-paired-meanwhile = the round was paired meanwhile
refused-event-ended-meanwhile = the event ended meanwhile
refused-knockout-moved-on-meanwhile = the knockout moved on meanwhile
refused-event-moved-on-meanwhile = the event moved on meanwhile: look at it again

## The organiser's rulings.
refused-ruling-choose-game = choose the game to rule on
refused-ruling-days = say how many days to add, 1 to { $max }
refused-ruling-unknown = "{ $got }" is no ruling: choose white, black or draw (adjudicate), annul, or extend
refused-ruling-reason = give the reason every entrant will read: 1 to { $max } characters
refused-ruling-not-organiser = only the event's organiser rules on its games
refused-ruling-not-running = the event is not under way: its games are not ruled on
refused-ruling-annulled = game { $game } is annulled already
refused-ruling-game-over = game { $game } is over: its result stands, or annul it
refused-ruling-untimed = the game has no deadline to extend: it is untimed
