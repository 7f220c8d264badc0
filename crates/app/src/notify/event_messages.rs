//! Mail about an event to the entrants a change concerns: the organiser's ruling on a
//! game (to both its players, with the reason every entrant reads in the notices), and a
//! knockout match decided (to both its players: who goes on, and how). Each is threaded
//! with the game it is about, as every mail about a game is.

use super::messages::{GameLabel, mail};
use super::push::{Note, PushKind};
use super::{Mail, MailKind};

/// The organiser's ruling, in words: what was done ("adjudicated as a win for White")
/// and why.
pub struct RulingNews<'a> {
    pub event: &'a str,
    pub done: &'a str,
    pub reason: &'a str,
}

/// Tells a player of game `game` that the organiser of its event ruled on it.
pub fn ruling(to: &str, game: &GameLabel<'_>, r: &RulingNews<'_>, url: &str) -> Mail {
    let paragraphs = vec![
        format!(
            "The organiser of {} ruled on {}: {}.",
            r.event,
            game.title(),
            r.done
        ),
        format!("Their reason: {}", r.reason),
        "Every entrant reads the ruling and its reason in the event's notices.".to_string(),
    ];
    let subject = format!("{}: the organiser ruled on {}", r.event, game.title());
    let body = format!("{}. {}", r.done, r.reason);
    let mut m = mail(
        pigeonpost_i18n::Tr::source(),
        MailKind::Move,
        to,
        game.id,
        subject.clone(),
        paragraphs,
        (url, "Open the game"),
    );
    m.push = Some(Note {
        kind: PushKind::End,
        title: subject,
        body,
        url: url.to_string(),
    });
    m
}

/// Tells a player of a knockout match that it was decided: `news` is the event's notice
/// ("Semi-finals, match 2: ann beat bob 1½-½ and goes on (on the score)."); `game` is
/// the match's last game, which the mail is threaded with.
pub fn match_decided(to: &str, event: &str, game: i64, news: &str, url: &str) -> Mail {
    let paragraphs = vec![
        format!("{event}: {news}"),
        "The bracket on the event's page shows who plays whom next.".to_string(),
    ];
    let subject = format!("{event}: a match of yours is decided");
    let mut m = mail(
        pigeonpost_i18n::Tr::source(),
        MailKind::Move,
        to,
        game,
        subject.clone(),
        paragraphs,
        (url, "Open the event"),
    );
    m.push = Some(Note {
        kind: PushKind::End,
        title: subject,
        body: news.to_string(),
        url: url.to_string(),
    });
    m
}
