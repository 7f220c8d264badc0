## Mail about an event to the entrants a change concerns. $game: the game's name
## ("Chess #12: ann vs bob"); $done: what the organiser did (`ruling-done`); $reason:
## the organiser's own words; $news: the event's notice of the match.
mail-ruling = The organiser of { $event } ruled on { $game }: { $done }.
mail-ruling-reason = Their reason: { $reason }
mail-ruling-notices = Every entrant reads the ruling and its reason in the event's notices.
mail-ruling-subject = { $event }: the organiser ruled on { $game }
mail-ruling-push = { $done }. { $reason }
mail-match-decided = { $event }: { $news }
mail-match-decided-bracket = The bracket on the event's page shows who plays whom next.
mail-match-decided-subject = { $event }: a match of yours is decided
mail-open-event = Open the event
