//! Mail about an event to the entrants a change concerns: the organiser's ruling on a
//! game (to both its players, with the reason every entrant reads in the notices), and a
//! knockout match decided (to both its players: who goes on, and how), each in its
//! recipient's words. Each is threaded with the game it is about, as every mail about a
//! game is.

use super::messages::{GameLabel, mail};
use super::push::{Note, PushKind};
use super::{Mail, MailKind};
use pigeonpost_i18n::{Said, Tr};

/// The organiser's ruling: what was done ("adjudicated it a win for White") and why, in
/// the organiser's own words.
pub struct RulingNews<'a> {
    pub event: &'a str,
    pub done: &'a Said,
    pub reason: &'a str,
}

/// Tells a player of game `game` that the organiser of its event ruled on it, in
/// `words`.
pub fn ruling(words: Tr, to: &str, game: &GameLabel<'_>, r: &RulingNews<'_>, url: &str) -> Mail {
    let (title, done) = (game.title_in(words), r.done.words(words));
    let paragraphs = vec![
        words.with(
            "mail-ruling",
            [
                ("event", r.event.into()),
                ("game", title.as_str().into()),
                ("done", done.as_str().into()),
            ],
        ),
        words.t1("mail-ruling-reason", "reason", r.reason),
        words.t("mail-ruling-notices"),
    ];
    let subject = words.t2(
        "mail-ruling-subject",
        ("event", r.event),
        ("game", title.as_str()),
    );
    let body = words.t2(
        "mail-ruling-push",
        ("done", done.as_str()),
        ("reason", r.reason),
    );
    let mut m = mail(
        words,
        MailKind::Move,
        to,
        game.id,
        subject.clone(),
        paragraphs,
        (url, &words.t("mail-open-game")),
    );
    m.push = Some(Note {
        kind: PushKind::End,
        title: subject,
        body,
        url: url.to_string(),
    });
    m
}

/// Tells a player of a knockout match that it was decided, in `words`: `news` is the
/// event's notice ("Semi-finals, match 2: ann beat bob 1½-½ and goes on (on the
/// score)."); `game` is the match's last game, which the mail is threaded with.
pub fn match_decided(words: Tr, to: &str, event: &str, game: i64, news: &Said, url: &str) -> Mail {
    let news = news.words(words);
    let paragraphs = vec![
        words.t2(
            "mail-match-decided",
            ("event", event),
            ("news", news.as_str()),
        ),
        words.t("mail-match-decided-bracket"),
    ];
    let subject = words.t1("mail-match-decided-subject", "event", event);
    let mut m = mail(
        words,
        MailKind::Move,
        to,
        game,
        subject.clone(),
        paragraphs,
        (url, &words.t("mail-open-event")),
    );
    m.push = Some(Note {
        kind: PushKind::End,
        title: subject,
        body: news,
        url: url.to_string(),
    });
    m
}
