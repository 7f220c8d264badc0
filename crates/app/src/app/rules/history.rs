//! A game's history of what happened off the board: offers and their answers, takebacks,
//! resignations, aborts, claims, timeouts and vacations, each with who and when; and the
//! players' conversation, kept beside it but shown to the two players only.

use crate::app::rules::webhook_events::{Audience, HookEvent};
use crate::app::{App, AppError};
use crate::storage::{self, events::EventRow, events::NewEvent};
use crate::zone::Zone;

/// What happened. Stored by name, so the names are part of the schema.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EventKind {
    DrawOffered,
    DrawAccepted,
    DrawDeclined,
    /// The offering player's opponent moved instead of answering.
    DrawLapsed,
    TakebackRequested,
    TakebackAccepted,
    TakebackDeclined,
    /// The opponent moved instead of answering.
    TakebackLapsed,
    Resigned,
    Aborted,
    StalledWinClaimed,
    TimedOut,
    VacationStarted,
    VacationEnded,
    /// Free play: a player says they have won.
    WinReported,
    WinConfirmed,
    WinDisputed,
    /// The opponent moved instead of answering.
    WinReportLapsed,
    /// A line of the players' conversation (the detail is what was said).
    Said,
    /// The event's organiser adjudicated, annulled or extended the game (the detail:
    /// what was done, and why).
    RuledOn,
}

const NAMES: [(EventKind, &str); 20] = [
    (EventKind::DrawOffered, "draw_offered"),
    (EventKind::DrawAccepted, "draw_accepted"),
    (EventKind::DrawDeclined, "draw_declined"),
    (EventKind::DrawLapsed, "draw_lapsed"),
    (EventKind::TakebackRequested, "takeback_requested"),
    (EventKind::TakebackAccepted, "takeback_accepted"),
    (EventKind::TakebackDeclined, "takeback_declined"),
    (EventKind::TakebackLapsed, "takeback_lapsed"),
    (EventKind::Resigned, "resigned"),
    (EventKind::Aborted, "aborted"),
    (EventKind::StalledWinClaimed, "stalled_win_claimed"),
    (EventKind::TimedOut, "timed_out"),
    (EventKind::VacationStarted, "vacation_started"),
    (EventKind::VacationEnded, "vacation_ended"),
    (EventKind::WinReported, "win_reported"),
    (EventKind::WinConfirmed, "win_confirmed"),
    (EventKind::WinDisputed, "win_disputed"),
    (EventKind::WinReportLapsed, "win_report_lapsed"),
    (EventKind::Said, "said"),
    (EventKind::RuledOn, "ruled_on"),
];

impl EventKind {
    pub fn as_str(self) -> &'static str {
        NAMES
            .iter()
            .find(|(k, _)| *k == self)
            .map_or("unknown", |(_, n)| n)
    }

    pub fn parse(s: &str) -> Option<EventKind> {
        NAMES.iter().find(|(_, n)| *n == s).map(|(k, _)| *k)
    }

    /// The sentence shown in the history, in `tr`'s words: `who` acted, `detail` is
    /// the stored detail.
    pub fn describe(self, tr: pigeonpost_i18n::Tr, who: &str, detail: &str) -> String {
        let id = format!("history-{}", self.as_str().replace('_', "-"));
        tr.t2(&id, ("who", who), ("detail", detail))
    }
}

/// One line of a game's history: when, at which ply, who did what.
#[derive(Debug, Clone)]
pub struct HistoryLine {
    pub at: i64,
    pub ply: i64,
    /// None for a kind this version does not know (`raw_kind` is then shown).
    pub kind: Option<EventKind>,
    pub raw_kind: String,
    /// None where the server acted.
    pub who: Option<String>,
    pub detail: String,
}

impl HistoryLine {
    /// The line in the source language ("alice offered a draw"), as the API gives it.
    pub fn text(&self) -> String {
        self.text_in(pigeonpost_i18n::Tr::source(), &Zone::default())
    }

    /// The line in `tr`'s words, its times on `zone`'s clock.
    pub fn text_in(&self, tr: pigeonpost_i18n::Tr, zone: &Zone) -> String {
        let who = match &self.who {
            Some(name) => name.clone(),
            None => tr.t("history-server"),
        };
        match self.kind {
            Some(kind @ EventKind::VacationStarted) => {
                // The record keeps the end as UTC text (webhooks carry it so); the reader
                // gets it on their clock.
                let until = self
                    .detail
                    .strip_suffix(" UTC")
                    .and_then(crate::calendar::parse_minute)
                    .map_or_else(|| self.detail.clone(), |at| zone.show(tr, at));
                kind.describe(tr, &who, &until)
            }
            Some(kind) => kind.describe(tr, &who, &self.detail),
            None => format!("{who}: {}", self.raw_kind),
        }
    }
}

/// The history's lines (without the conversation), and the conversation's, oldest first.
pub(crate) fn lines(events: &[EventRow]) -> (Vec<HistoryLine>, Vec<HistoryLine>) {
    let (said, done): (Vec<&EventRow>, Vec<&EventRow>) = events
        .iter()
        .partition(|e| EventKind::parse(&e.kind) == Some(EventKind::Said));
    (shown(&done), shown(&said))
}

fn shown(events: &[&EventRow]) -> Vec<HistoryLine> {
    events
        .iter()
        .map(|e| HistoryLine {
            at: e.created_at,
            ply: e.ply,
            kind: EventKind::parse(&e.kind),
            raw_kind: e.kind.clone(),
            who: e.username.clone(),
            detail: e.detail.clone(),
        })
        .collect()
}

impl App {
    /// Adds an entry to game `game_id`'s history, at `ply`, and queues its webhook
    /// event; says whether any delivery was queued.
    pub(crate) async fn record(
        &self,
        conn: &mut crate::storage::Conn,
        game_id: i64,
        ply: i64,
        user_id: Option<i64>,
        kind: EventKind,
        detail: &str,
    ) -> Result<bool, AppError> {
        let event = NewEvent {
            game_id,
            ply,
            user_id,
            kind: kind.as_str(),
            detail,
        };
        storage::events::insert(conn, &event, self.clock.now()).await?;
        let mut hook = HookEvent::new(kind.as_str(), game_id, ply, user_id);
        if !detail.is_empty() {
            hook = hook.with("detail", detail);
        }
        self.queue_hooks(conn, Audience::Players, hook).await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_has_a_distinct_stored_name() {
        for (kind, name) in NAMES {
            assert_eq!(EventKind::parse(name), Some(kind));
            assert_eq!(kind.as_str(), name);
        }
        let mut names: Vec<_> = NAMES.iter().map(|(_, n)| n).collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), NAMES.len());
    }
}
