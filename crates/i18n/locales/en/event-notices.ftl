## An event's notices: what happened to it that every entrant reads, on its page and in
## its feed. Each is kept as its message and values, and written in each reader's
## language. $name, $winner, $loser: players' names; $score: a match's score ("1½-½");
## $why: a refusal quoted in the reader's words, or a library's own words (in English);
## $reason: the organiser's own words.
notice-event-opened = { $name } opened the event for entries.
notice-event-not-started = The event could not start at its set time ({ $why }): it stays open for entries until its organiser starts it.
notice-event-began-round-robin = The event began with { $entrants } entrants: every game of its { $rounds } rounds started at once.
notice-event-began-swiss = The event began with { $entrants } entrants: round 1 is paired.
notice-event-began-knockout = The event began with { $entrants } entrants: the first round's matches have started{ $byes ->
        [0] {""}
        [one] , and the top seed has a bye
       *[other] , and the top { $byes } seeds have byes
    }.
notice-withdrew = { $name } withdrew. Their games with { $plies } plies or more stand; { $annulled } of theirs { $annulled ->
        [one] is
       *[other] are
    } annulled.
notice-withdrawn-timeouts = { $name } was withdrawn after losing too many games on time. Their games with { $plies } plies or more stand; { $annulled } of theirs { $annulled ->
        [one] is
       *[other] are
    } annulled.
notice-withdrawn-deleted = An entrant deleted their account and was withdrawn. Their games with { $plies } plies or more stand; { $annulled } of theirs { $annulled ->
        [one] is
       *[other] are
    } annulled.
notice-round-paired = Round { $round } is paired.
notice-round-paired-past-deadline = Round { $round } is paired. Round { $past } reached its deadline with games still being played: they count once they end, and the standings are provisional until then.
notice-round-not-paired = Round { $round } could not be paired ({ $why }): the event ends here.
notice-event-won = The event is over: { $name } won it with { $points } points.
notice-event-over = The event is over.

## A knockout's matches decided. $left: the rounds after the match's (1: a semi-final).
notice-match-bye = { $name } goes on to round 2 with a bye.
notice-match-won = { $left ->
        [1] Semi-finals
        [2] Quarter-finals
       *[other] Round { $round }
    }, match { $board }: { $winner } beat { $loser } { $score } and goes on ({ $how }).
notice-final-won = The final: { $winner } beat { $loser } { $score } and won the event ({ $how }).
notice-match-withdrawal = { $left ->
        [1] Semi-finals
        [2] Quarter-finals
       *[other] Round { $round }
    }, match { $board }: { $loser } withdrew, and { $winner } goes on (the score stood at { $score }).
notice-final-withdrawal = The final: { $loser } withdrew, and { $winner } won the event (the score stood at { $score }).
notice-knockout-won = The event is over: { $name } won it.

## The organiser's ruling on a game. $done: what they did (`ruling-done`); $mover: the
## player to move.
notice-ruling = The organiser ruled on game { $game } ({ $white } against { $black }): { $done }. Reason: { $reason }
ruling-done = { $ruling ->
        [white] adjudicated it a win for White
        [black] adjudicated it a win for Black
        [draw] adjudicated it a draw
        [annul] annulled it: it counts for neither player
       *[extend] gave { $mover } { $days } more { $days ->
            [one] day
           *[other] days
        } for their move
    }

## The event's Atom feed.
event-feed-news = { $event }: the event's news
