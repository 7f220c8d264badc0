//! An event's rules in the words its page shows before anyone enters: the format (a
//! knockout's matches and tie-break, Basque pairs), the time control, withdrawals and
//! timeouts, entry and the start, in the reader's language.

use crate::app::rules::clock_rules::ClockRules;
use crate::app::rules::event_entry;
use crate::app::tournaments::Event;
use crate::templates::Nav;
use pigeonpost_domain::{EventFormat, EventStatus, MatchTieBreak};
use pigeonpost_i18n::Tr;

/// A knockout for two: a single match.
fn single_match(e: &Event) -> bool {
    e.format == EventFormat::Knockout && e.max_entrants == 2
}

/// The event's format as its page names it: "Basque knockout", "Basque match", "Swiss".
pub(super) fn format_title(tr: Tr, e: &Event) -> String {
    let format = match (single_match(e), e.format) {
        (true, _) => "match",
        (false, EventFormat::RoundRobin) => "round-robin",
        (false, EventFormat::Swiss) => "swiss",
        (false, EventFormat::Knockout) => "knockout",
    };
    match e.basque {
        true => tr.t1("event-format-basque", "format", format),
        false => tr.t1("event-format", "format", format),
    }
}

/// How a knockout's matches are played, in the words of its rules.
fn match_terms(tr: Tr, e: &Event) -> Vec<String> {
    let mut t = vec![match single_match(e) {
        true => tr.t("event-terms-single-match"),
        false => tr.t1("event-terms-knockout", "max", e.max_entrants),
    }];
    t.push(match e.basque {
        true => tr.t("event-terms-basque-match"),
        false => tr.t1("event-terms-match-games", "games", e.match_games),
    });
    t.push(match e.match_tiebreak {
        Some(MatchTieBreak::Rating) | None => tr.t("event-terms-level-rating"),
        Some(MatchTieBreak::Games) if e.basque => tr.t("event-terms-level-basque"),
        Some(MatchTieBreak::Games) => tr.t("event-terms-level-games"),
    });
    if !single_match(e) {
        t.push(tr.t("event-terms-plays-on"));
    }
    t.push(tr.t("event-terms-aborted"));
    t.push(tr.t1("event-terms-knockout-withdrawal", "plies", e.standing_plies));
    t
}

/// A multi-variant event's rule for its rounds' variants (none for one variant).
fn variants_line(tr: Tr, e: &Event) -> Option<String> {
    let first = e.round_variants.first()?;
    let count = e.round_variants.len() as i64;
    Some(match e.format {
        EventFormat::Swiss if e.rounds <= count => {
            tr.t1("event-terms-variants-swiss", "first", first)
        }
        _ => tr.t2(
            "event-terms-variants-cycle",
            ("next", count + 1),
            ("first", first),
        ),
    })
}

/// The event's leave allowance, in words.
fn leave_line(tr: Tr, e: &Event) -> String {
    match e.leave_days {
        None => tr.t("event-terms-leave-own"),
        Some(0) => tr.t("event-terms-leave-none"),
        Some(n) => tr.t1("event-terms-leave-days", "days", n),
    }
}

pub(super) fn terms(nav: &Nav, e: &Event) -> Vec<String> {
    let tr = nav.tr;
    let mut t = match e.format {
        EventFormat::Knockout => match_terms(tr, e),
        EventFormat::RoundRobin => vec![tr.t2(
            "event-terms-round-robin",
            ("rounds", e.rounds),
            ("max", e.max_entrants),
        )],
        EventFormat::Swiss => vec![tr.with(
            "event-terms-swiss",
            [
                ("rounds", e.rounds.into()),
                ("max", e.max_entrants.into()),
                ("days", e.round_days.into()),
            ],
        )],
    };
    if e.basque && e.format != EventFormat::Knockout {
        t.push(tr.t("event-terms-basque"));
        if e.format == EventFormat::Swiss {
            t.push(tr.t("event-terms-basque-bye"));
        }
    }
    t.extend(variants_line(tr, e));
    t.extend([
        tr.t1(
            "event-terms-time-control",
            "clock",
            e.time_control.describe_in(tr),
        ),
        match e.rated {
            true => tr.t("event-terms-rated"),
            false => tr.t("event-terms-casual"),
        },
        leave_line(tr, e),
        match e.max_timeouts {
            0 => tr.t("event-terms-timeouts-none"),
            n => tr.t1("event-terms-timeouts", "count", n),
        },
        match e.invitation_only {
            true => tr.t("event-terms-entry-invited"),
            false => tr.t("event-terms-entry"),
        },
    ]);
    if e.format != EventFormat::Knockout {
        t.insert(
            t.len() - 2,
            tr.t1("event-terms-withdrawal", "plies", e.standing_plies),
        );
    }
    if let (Some(at), EventStatus::Signup) = (e.starts_at, e.status) {
        t.push(tr.t2(
            "event-terms-starts",
            ("at", nav.when(at)),
            ("count", event_entry::fewest_entrants(e.format)),
        ));
    }
    if let Some(r) = e.min_rating {
        t.push(tr.t1("event-terms-min-rating", "rating", r));
    }
    if e.min_games > 0 {
        t.push(tr.t1("event-terms-min-games", "count", e.min_games));
    }
    t
}
