//! A game's history of what happened off the board: offers and their answers, takebacks,
//! resignations, aborts, claims, timeouts and vacations, each with who and when; and the
//! players' conversation, kept beside it but shown to the two players only.

use crate::app::rules::webhook_events::{Audience, HookEvent};
use crate::app::{App, AppError};
use crate::calendar::format_utc;
use crate::storage::{self, events::EventRow, events::NewEvent};

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

    /// The sentence shown in the history: `who` acted, `detail` is the stored detail.
    pub fn describe(self, who: &str, detail: &str) -> String {
        match self {
            EventKind::DrawOffered => format!("{who} offered a draw"),
            EventKind::DrawAccepted => format!("{who} accepted the draw offer"),
            EventKind::DrawDeclined => format!("{who} declined the draw offer"),
            EventKind::DrawLapsed => {
                format!("{who}'s draw offer lapsed when their opponent moved")
            }
            EventKind::TakebackRequested => format!("{who} asked to take back {detail}"),
            EventKind::TakebackAccepted => format!("{who} agreed to take back {detail}"),
            EventKind::TakebackDeclined => format!("{who} declined to take back {detail}"),
            EventKind::TakebackLapsed => {
                format!("{who}'s takeback request lapsed when their opponent moved")
            }
            EventKind::Resigned => format!("{who} resigned"),
            EventKind::Aborted => format!("{who} aborted the game"),
            EventKind::StalledWinClaimed => format!("{who} claimed the win: {detail}"),
            EventKind::TimedOut => format!("the server ended the game: {detail}"),
            EventKind::VacationStarted => format!("{who} went on vacation until {detail}"),
            EventKind::VacationEnded => format!("{who} came back from vacation"),
            EventKind::WinReported => format!("{who} reported having won"),
            EventKind::WinConfirmed => format!("{who} confirmed their opponent's win"),
            EventKind::WinDisputed => format!("{who} disputed their opponent's win"),
            EventKind::WinReportLapsed => {
                format!("{who}'s report of a win lapsed when their opponent moved")
            }
            EventKind::Said => format!("{who}: {detail}"),
            EventKind::RuledOn => format!("{who}, organising the event, {detail}"),
        }
    }
}

/// One line of a game's history, ready to show.
#[derive(Debug, Clone)]
pub struct HistoryLine {
    pub when: String,
    pub ply: i64,
    pub text: String,
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
        .map(|e| {
            let who = e.username.as_deref().unwrap_or("the server");
            let text = match EventKind::parse(&e.kind) {
                Some(kind) => kind.describe(who, &e.detail),
                None => format!("{who}: {}", e.kind),
            };
            HistoryLine {
                when: format_utc(e.created_at),
                ply: e.ply,
                text,
            }
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
