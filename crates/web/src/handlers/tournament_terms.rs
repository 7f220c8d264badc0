//! An event's rules in the words its page shows before anyone enters: the format (a
//! knockout's matches and tie-break, Basque pairs), the time control, withdrawals and
//! timeouts, entry and the start.

use crate::app::rules::clock_rules::ClockRules;
use crate::app::rules::event_entry;
use crate::app::tournaments::Event;
use crate::calendar::format_utc;
use pigeonpost_domain::{EventFormat, EventStatus, MatchTieBreak};

/// A knockout for two: a single match.
fn single_match(e: &Event) -> bool {
    e.format == EventFormat::Knockout && e.max_entrants == 2
}

/// The event's format as its page names it: "Basque knockout", "Basque match", "Swiss".
pub(super) fn format_title(e: &Event) -> String {
    let title = match single_match(e) {
        true => "Match",
        false => e.format.title(),
    };
    match e.basque {
        true => format!("Basque {}", title.to_lowercase()),
        false => title.to_string(),
    }
}

/// How a knockout's matches are played, in the words of its rules.
fn match_terms(e: &Event) -> Vec<String> {
    let plural = |n: i64| if n == 1 { "" } else { "s" };
    let mut t = vec![match single_match(e) {
        true => "A single match between two entrants, the higher seed the higher rated at the start (the unrated after the rated, then by name)".to_string(),
        false => format!(
            "Knockout, at most {} entrants, seeded by rating at the start (the unrated after the rated, then by name): seed 1 meets the lowest seed, the best seeds meet as late as possible, and the top seeds have byes when the entrants are short of a power of two",
            e.max_entrants
        ),
    }];
    t.push(if e.basque {
        "A match is a Basque pair: two games played at once, one with each colour".to_string()
    } else {
        format!(
            "A match is {} game{}, colours alternating, the higher seed White first: each game starts when the one before ends, and the match ends as soon as its leader cannot be caught",
            e.match_games,
            plural(e.match_games)
        )
    });
    t.push(match e.match_tiebreak {
        Some(MatchTieBreak::Rating) | None => {
            "A match that ends level: the higher seed (the higher rating at the start) goes on".into()
        }
        Some(MatchTieBreak::Games) if e.basque => {
            "A match that ends level: a further Basque pair, played at once; level again, the higher seed goes on".into()
        }
        Some(MatchTieBreak::Games) => {
            "A match that ends level: a further pair of games, one with each colour; level again, the higher seed goes on".into()
        }
    });
    if !single_match(e) {
        t.push("A match's winner plays on as soon as the match that meets theirs is decided: nobody waits for the rest of the round".into());
    }
    t.push("A game aborted (or annulled) counts for nothing and is played again, with the colours kept alternating".into());
    t.push(format!(
        "A withdrawal loses the match being played; of the withdrawn player's games, those with {} plies or more stand, the others are annulled, and those being played end as lost",
        e.standing_plies
    ));
    t
}

/// A multi-variant event's rule for its rounds' variants (none for one variant).
fn variants_line(e: &Event) -> Option<String> {
    let first = e.round_variants.first()?;
    let count = e.round_variants.len() as i64;
    Some(match e.format {
        EventFormat::Swiss if e.rounds <= count => format!(
            "Each round plays its own variant, as listed; entry conditions, seeding and pairing numbers go by ratings in {first}"
        ),
        _ => format!(
            "Each round plays its own variant, as listed; a round past the list's end starts it again from the first (round {} plays {first}); entry conditions, seeding and pairing numbers go by ratings in {first}",
            count + 1
        ),
    })
}

/// The event's leave allowance, in words.
fn leave_line(e: &Event) -> String {
    match e.leave_days {
        None => "Leave: each entrant's own yearly vacation allowance; a vacation stops their clocks here as in every game".into(),
        Some(0) => "Leave: none. No vacation may be taken while the event runs".into(),
        Some(n) => format!(
            "Leave: at most {n} day{} of vacation for each entrant in all while the event runs (each started day counts; a vacation stops their clocks here as in every game, and a longer one is refused)",
            if n == 1 { "" } else { "s" }
        ),
    }
}

pub(super) fn terms(e: &Event) -> Vec<String> {
    let plural = |n: i64| if n == 1 { "" } else { "s" };
    let mut t = match e.format {
        EventFormat::Knockout => match_terms(e),
        _ => vec![match e.format {
            EventFormat::RoundRobin => format!(
                "Round robin, {} cycle{}, at most {} entrants: every game starts at once",
                e.rounds,
                plural(e.rounds),
                e.max_entrants
            ),
            EventFormat::Swiss => format!(
                "Swiss (the FIDE Dutch system), {} round{}, at most {} entrants. A round lasts {} day{}: the next is paired when its games are over, or then with those still being played counted as unfinished (they count once they end, and the standings are provisional until then). A bye scores a win",
                e.rounds,
                plural(e.rounds),
                e.max_entrants,
                e.round_days,
                plural(e.round_days)
            ),
            EventFormat::Knockout => String::new(),
        }],
    };
    if e.basque && e.format != EventFormat::Knockout {
        t.push(
            "Basque pairs: each pairing plays two games at once, one with each colour, and scores their sum (2 points for winning both). The crosstable shows both games, and the tie-breaks count each game as FIDE's rules count a game".into(),
        );
        if e.format == EventFormat::Swiss {
            t.push("A bye scores as two won games".into());
        }
    }
    t.extend(variants_line(e));
    t.extend([
        format!("Time control: {}", e.time_control.describe()),
        if e.rated {
            "Rated: the games count for the players' ratings in the variant".into()
        } else {
            "Casual: the games count for no rating".into()
        },
        leave_line(e),
        match e.max_timeouts {
            0 => "Games lost on time count as lost; nobody is withdrawn for them".into(),
            n => format!("An entrant who loses {n} games on time is withdrawn"),
        },
        match e.invitation_only {
            true => "Entry: by invitation only, for the players its organiser named (below), with a confirmed email address".into(),
            false => "Entry: a confirmed email address".into(),
        },
    ]);
    if e.format != EventFormat::Knockout {
        t.insert(
            t.len() - 2,
            format!(
                "A withdrawal: games of the player who withdraws with {} plies or more stand; the others are annulled, and the games they are playing end as lost",
                e.standing_plies
            ),
        );
    }
    if let (Some(at), EventStatus::Signup) = (e.starts_at, e.status) {
        t.push(format!(
            "Starts by itself at {} if it has at least {} entrants then (or earlier, by its organiser's hand); with fewer it stays open for entries",
            format_utc(at),
            event_entry::fewest_entrants(e.format)
        ));
    }
    if let Some(r) = e.min_rating {
        t.push(format!("Entry: a rating of {r} or more in the variant"));
    }
    if e.min_games > 0 {
        t.push(format!(
            "Entry: {} rated games or more in the variant",
            e.min_games
        ));
    }
    t
}
