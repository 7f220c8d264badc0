//! The words of each email, as plain text and HTML. Lines are kept short so the text part
//! travels as 7-bit and links survive unwrapped.

use super::board_mail::{BoardRef, picture_html};
use super::push::{Note, PushKind};
use super::{Mail, MailKind};
use pigeonpost_engine::Color;
use pigeonpost_i18n::Tr;

/// Escapes text for HTML element content and attribute values.
pub fn escape_html(s: &str) -> String {
    Escaped(s).to_string()
}

/// Text escaped as `escape_html` does, written where it is formatted without a string of
/// its own (a board writes several for each of its squares).
pub struct Escaped<'a>(pub &'a str);

impl std::fmt::Display for Escaped<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut rest = self.0;
        while let Some(at) = rest.find(['&', '<', '>', '"', '\'']) {
            f.write_str(&rest[..at])?;
            f.write_str(match rest.as_bytes()[at] {
                b'&' => "&amp;",
                b'<' => "&lt;",
                b'>' => "&gt;",
                b'"' => "&quot;",
                _ => "&#39;",
            })?;
            rest = &rest[at + 1..];
        }
        f.write_str(rest)
    }
}

pub(super) fn html_page(paragraphs: &[String], url: &str, link_text: &str) -> String {
    let mut body = String::from("<!doctype html><html><body>\n");
    for p in paragraphs {
        body.push_str(&format!("<p>{}</p>\n", escape_html(p)));
    }
    body.push_str(&format!(
        "<p><a href=\"{}\">{}</a></p>\n</body></html>\n",
        escape_html(url),
        escape_html(link_text)
    ));
    body
}

pub(super) fn text_body(paragraphs: &[String], url: &str) -> String {
    let mut body = paragraphs.join("\n\n");
    body.push_str(&format!("\n\n{url}\n\n-- \nPigeonpost\n"));
    body
}

pub(super) fn mail(
    words: Tr,
    kind: MailKind,
    to: &str,
    game: i64,
    subject: String,
    paragraphs: Vec<String>,
    (url, link_text): (&str, &str),
) -> Mail {
    Mail {
        to: to.to_string(),
        subject,
        text: text_body(&paragraphs, url),
        html: html_page(&paragraphs, url, link_text),
        message_id: None,
        game: Some(game),
        reply_to: None,
        images: Vec::new(),
        kind,
        unsubscribe: None,
        push: None,
        words,
        not_played: false,
    }
}

/// `mail` with what its event says when pushed: `title` and `body`, opening `url`.
fn pushed(mail: Mail, kind: PushKind, title: String, body: String, url: &str) -> Mail {
    Mail {
        push: Some(Note {
            kind,
            title,
            body,
            url: url.to_string(),
        }),
        ..mail
    }
}

/// The game's name in subjects: "Chess #12 alice vs bob".
pub struct GameLabel<'a> {
    pub id: i64,
    pub variant_name: &'a str,
    pub white: &'a str,
    pub black: &'a str,
}

impl GameLabel<'_> {
    pub fn title(&self) -> String {
        self.title_in(Tr::source())
    }

    /// The name as `words` write it.
    pub fn title_in(&self, words: Tr) -> String {
        words.with(
            "game-label",
            [
                ("variant", self.variant_name.into()),
                ("id", self.id.into()),
                ("white", self.white.into()),
                ("black", self.black.into()),
            ],
        )
    }
}

/// Tells a player the opponent moved and it is their turn, and by when they must move
/// (`deadline`, already written in their zone and words; None in an untimed game), with
/// what the mover wrote with the move (`message`), in the player's `words`.
pub fn move_played(
    words: Tr,
    to: &str,
    game: &GameLabel<'_>,
    turn: &Played<'_>,
    url: &str,
) -> Mail {
    let Played {
        mover,
        number,
        turn,
        message,
        deadline,
    } = *turn;
    let title = game.title_in(words);
    let your_move = match deadline {
        Some(when) => words.t1("mail-your-move-by", "deadline", when),
        None => words.t("mail-your-move"),
    };
    let note = format!("{title}. {your_move}");
    let said = |id: &str| {
        words.with(
            id,
            [
                ("game", title.as_str().into()),
                ("mover", mover.into()),
                ("number", number.into()),
                ("turn", turn.into()),
            ],
        )
    };
    let mail = mail(
        words,
        MailKind::Move,
        to,
        game.id,
        said("mail-move-subject"),
        [
            Some(said("mail-move-played")),
            message.map(|m| words.t2("mail-move-wrote", ("mover", mover), ("message", m))),
            Some(your_move),
        ]
        .into_iter()
        .flatten()
        .collect(),
        (url, &words.t("mail-open-game")),
    );
    pushed(
        mail,
        PushKind::Move,
        said("mail-move-push-title"),
        note,
        url,
    )
}

/// A turn as its mail tells it: who played it, its number ("12." or "12..."), its text,
/// what the mover wrote with it, and the deadline it sets, already written.
#[derive(Clone, Copy)]
pub struct Played<'a> {
    pub mover: &'a str,
    pub number: &'a str,
    pub turn: &'a str,
    pub message: Option<&'a str>,
    pub deadline: Option<&'a str>,
}

/// Tells a player the game is over, in their `words`: `result` is written in them.
pub fn game_over(
    words: Tr,
    to: &str,
    game: &GameLabel<'_>,
    result: &str,
    last: Option<&str>,
    url: &str,
) -> Mail {
    let title = game.title_in(words);
    let mut paragraphs = Vec::new();
    if let Some(last) = last {
        paragraphs.push(words.t1("mail-over-last", "last", last));
    }
    paragraphs.push(words.t2("mail-over", ("game", title.as_str()), ("result", result)));
    let note = paragraphs.join(" ");
    let subject = words.t2(
        "mail-over-subject",
        ("game", title.as_str()),
        ("result", result),
    );
    let mail = mail(
        words,
        MailKind::Move,
        to,
        game.id,
        subject,
        paragraphs,
        (url, &words.t("mail-see-game")),
    );
    let push_title = words.t1("mail-over-push", "result", result);
    pushed(mail, PushKind::End, push_title, note, url)
}

/// What an invitation offers: who invites, to which game, on what terms.
pub struct Invitation<'a> {
    pub game: i64,
    pub from: &'a str,
    pub variant_name: &'a str,
    /// "3 days per move", "untimed", in the words of the mail.
    pub time_control: &'a str,
    /// The side the invited player would play.
    pub side: Color,
}

/// Invites someone to a game, by name or by email address, in `words`.
pub fn invitation(words: Tr, to: &str, inv: &Invitation<'_>, url: &str) -> Mail {
    let Invitation {
        game,
        from,
        variant_name,
        time_control,
        side,
    } = *inv;
    let title = words.t2(
        "mail-invite-subject",
        ("from", from),
        ("variant", variant_name),
    );
    let terms = words.t2(
        "mail-invite-terms",
        ("side", side.name()),
        ("control", time_control),
    );
    let mail = mail(
        words,
        MailKind::Invitation,
        to,
        game,
        title.clone(),
        vec![
            words.t2(
                "mail-invite-body",
                ("from", from),
                ("variant", variant_name),
            ),
            terms.clone(),
            words.t("mail-invite-how"),
        ],
        (url, &words.t("mail-invite-see")),
    );
    pushed(mail, PushKind::Invitation, title, terms, url)
}

/// How an invitation was closed before it was accepted.
#[derive(Clone, Copy)]
pub enum Closed {
    /// By the player invited.
    Declined,
    /// By its creator.
    Withdrawn,
}

/// Tells the other player that an invitation was withdrawn by its creator, or declined
/// by the player invited, in `words`.
pub fn invitation_closed(
    words: Tr,
    to: &str,
    game: i64,
    variant_name: &str,
    by: &str,
    closed: Closed,
    url: &str,
) -> Mail {
    let (subject, said) = match closed {
        Closed::Declined => ("mail-invite-declined-subject", "mail-invite-declined"),
        Closed::Withdrawn => ("mail-invite-withdrawn-subject", "mail-invite-withdrawn"),
    };
    let title = words.t2(subject, ("by", by), ("variant", variant_name));
    let body = words.t("mail-invite-closed-body");
    let mail = mail(
        words,
        MailKind::Invitation,
        to,
        game,
        title.clone(),
        vec![
            words.with(
                said,
                [
                    ("by", by.into()),
                    ("variant", variant_name.into()),
                    ("id", game.to_string().into()),
                ],
            ),
            body.clone(),
        ],
        (url, &words.t("mail-open-site")),
    );
    pushed(mail, PushKind::Invitation, title, body, url)
}

/// A round of an event: the entrant's game in it, their side and opponent.
pub struct EventPairing<'a> {
    pub event: &'a str,
    pub round: i64,
    pub side: Color,
    pub opponent: &'a str,
}

/// Tells an entrant their game in a round of an event, in `words`; it has begun.
pub fn event_pairing(
    words: Tr,
    to: &str,
    game: &GameLabel<'_>,
    p: &EventPairing<'_>,
    url: &str,
) -> Mail {
    let title = game.title_in(words);
    let round = p.round.to_string();
    let paragraphs = vec![words.with(
        "mail-pairing",
        [
            ("round", round.as_str().into()),
            ("event", p.event.into()),
            ("side", p.side.name().into()),
            ("opponent", p.opponent.into()),
            ("game", title.as_str().into()),
        ],
    )];
    let push_title = words.t2(
        "mail-pairing-push",
        ("event", p.event),
        ("round", round.as_str()),
    );
    let body = paragraphs[0].clone();
    let subject = words.with(
        "mail-pairing-subject",
        [
            ("event", p.event.into()),
            ("round", round.as_str().into()),
            ("game", title.as_str().into()),
        ],
    );
    let mail = mail(
        words,
        MailKind::Invitation,
        to,
        game.id,
        subject,
        paragraphs,
        (url, &words.t("mail-open-game")),
    );
    pushed(mail, PushKind::Invitation, push_title, body, url)
}

/// Tells the creator that the invitation was accepted, in `words`.
pub fn invitation_accepted(words: Tr, to: &str, game: &GameLabel<'_>, by: &str, url: &str) -> Mail {
    let title = game.title_in(words);
    let body = words.t1("mail-accepted", "by", by);
    let mail = mail(
        words,
        MailKind::Invitation,
        to,
        game.id,
        words.t2(
            "mail-accepted-subject",
            ("game", title.as_str()),
            ("by", by),
        ),
        vec![body.clone()],
        (url, &words.t("mail-open-game")),
    );
    pushed(mail, PushKind::Invitation, title, body, url)
}

/// Reminds a player that their time to move is running out (`left`, written in their
/// `words`).
pub fn reminder(words: Tr, to: &str, game: &GameLabel<'_>, left: &str, url: &str) -> Mail {
    let title = game.title_in(words);
    let body = words.t1("mail-reminder", "game", title.as_str());
    let mail = mail(
        words,
        MailKind::Reminder,
        to,
        game.id,
        words.t2(
            "mail-reminder-subject",
            ("game", title.as_str()),
            ("left", left),
        ),
        vec![body.clone(), words.t1("mail-reminder-left", "left", left)],
        (url, &words.t("mail-open-game")),
    );
    let push_title = words.t1("mail-reminder-push", "left", left);
    pushed(mail, PushKind::Deadline, push_title, body, url)
}

/// What a player's opponent did off the board (an offer, an answer), told in the words
/// of whoever reads it: the message `news` with the opponent's name (`who`) and the
/// turn it concerns (`detail`), and what the reader may do about it (`next`).
#[derive(Clone, Copy)]
pub struct News<'a> {
    pub news: &'static str,
    pub who: &'a str,
    pub detail: &'a str,
    /// The reader's conditional reply played at once, where one was.
    pub reply: &'a str,
    pub next: Next,
}

/// What a player may do about their opponent's news.
#[derive(Clone, Copy)]
pub enum Next {
    Nothing,
    /// The message of this id, naming the opponent.
    Say(&'static str),
    /// The takeback cancelled this many of the reader's conditional lines.
    LinesCancelled(i64),
}

impl News<'_> {
    fn said(&self, words: Tr) -> String {
        words.with(
            self.news,
            [
                ("who", self.who.into()),
                ("detail", self.detail.into()),
                ("reply", self.reply.into()),
            ],
        )
    }

    fn next(&self, words: Tr) -> Option<String> {
        match self.next {
            Next::Nothing => None,
            Next::Say(id) => Some(words.t1(id, "who", self.who)),
            Next::LinesCancelled(count) => {
                Some(words.t1("next-takeback-cancelled", "count", count))
            }
        }
    }
}

/// Tells a player what their opponent did off the board, in `words`.
pub fn game_news(words: Tr, to: &str, game: &GameLabel<'_>, news: &News<'_>, url: &str) -> Mail {
    let title = game.title_in(words);
    let said = news.said(words);
    let mut paragraphs = vec![words.t2(
        "mail-news-in",
        ("news", said.as_str()),
        ("game", title.as_str()),
    )];
    paragraphs.extend(news.next(words));
    let body = paragraphs.join(" ");
    let mail = mail(
        words,
        MailKind::Move,
        to,
        game.id,
        words.t2(
            "mail-news-subject",
            ("game", title.as_str()),
            ("news", said.as_str()),
        ),
        paragraphs,
        (url, &words.t("mail-open-game")),
    );
    pushed(mail, PushKind::Offer, said, body, url)
}

/// One game in the daily digest, in words already.
pub struct DigestGame {
    /// The game's title ("Chess #12: alice vs bob").
    pub title: String,
    pub opponent: String,
    /// The opponent's last move ("12... Nf6"), none before the first move.
    pub last: Option<String>,
    /// By when to move, none in an untimed game.
    pub deadline: Option<String>,
    pub url: String,
    /// The board now from the player's side: its picture and its text diagram (none if
    /// its position could not be read).
    pub board: Option<(BoardRef, String)>,
}

impl DigestGame {
    fn line(&self, words: Tr) -> String {
        let values = |id: &str| {
            words.with(
                id,
                [
                    ("game", self.title.as_str().into()),
                    ("opponent", self.opponent.as_str().into()),
                    ("last", self.last.as_deref().unwrap_or("").into()),
                    ("deadline", self.deadline.as_deref().unwrap_or("").into()),
                ],
            )
        };
        match (&self.last, &self.deadline) {
            (Some(_), Some(_)) => values("digest-line-moved-by"),
            (Some(_), None) => values("digest-line-moved"),
            (None, Some(_)) => values("digest-line-begun-by"),
            (None, None) => values("digest-line-begun"),
        }
    }
}

/// The daily digest: every game awaiting the player's move, each with its link, in the
/// player's `words`.
pub fn digest(words: Tr, to: &str, games: &[DigestGame], url: &str) -> Mail {
    let count = games.len();
    let intro = words.t1("digest-intro", "count", count);
    let mut text = format!("{intro}\n");
    let mut html = format!(
        "<!doctype html><html><body>\n<p>{}</p>\n<ul>\n",
        escape_html(&intro)
    );
    let open = words.t("mail-open-game");
    for game in games {
        let line = game.line(words);
        text.push_str(&format!("\n- {line}\n"));
        html.push_str(&format!("<li>\n<p>{}</p>\n", escape_html(&line)));
        if let Some((picture, diagram)) = &game.board {
            text.push_str(&format!("\n{}\n\n", diagram.trim_end()));
            let alt = words.t1("digest-board-alt", "game", game.title.as_str());
            html.push_str(&picture_html(picture, &alt));
        }
        text.push_str(&format!("  {}\n", game.url));
        html.push_str(&format!(
            "<p><a href=\"{}\">{}</a></p>\n</li>\n",
            escape_html(&game.url),
            escape_html(&open)
        ));
    }
    let why = words.t("digest-why");
    let yours = words.t("digest-your-games");
    text.push_str(&format!("\n{yours}: {url}\n\n{why}\n\n-- \nPigeonpost\n"));
    html.push_str(&format!(
        "</ul>\n<p>{}</p>\n<p><a href=\"{}\">{}</a></p>\n</body></html>\n",
        escape_html(&why),
        escape_html(url),
        escape_html(&yours)
    ));
    Mail {
        to: to.to_string(),
        subject: words.t1("digest-subject", "count", count),
        text,
        html,
        message_id: None,
        game: None,
        reply_to: None,
        kind: MailKind::Digest,
        unsubscribe: None,
        images: Vec::new(),
        push: None,
        words,
        not_played: false,
    }
}

/// `mail` with its one-click unsubscribe address (`url`, which turns off `what`) in its
/// headers and a line on it after the link, before the signature.
pub fn with_unsubscribe(mut mail: Mail, url: &str) -> Mail {
    let words = mail.words;
    let what = words.t(crate::app::rules::mail_preferences::kind_message(mail.kind));
    let line = words.t1("mail-unsubscribe-line", "what", what);
    match mail.text.rfind("\n-- \n") {
        Some(at) => mail.text.insert_str(at, &format!("\n{line}\n{url}\n")),
        None => mail.text.push_str(&format!("\n{line}\n{url}\n")),
    }
    let html = format!(
        "<p>{} <a href=\"{}\">{}</a></p>\n",
        escape_html(&line),
        escape_html(url),
        escape_html(&words.t("mail-unsubscribe"))
    );
    match mail.html.rfind("</body>") {
        Some(at) => mail.html.insert_str(at, &html),
        None => mail.html.push_str(&html),
    }
    mail.unsubscribe = Some(url.to_string());
    mail
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escaping_replaces_the_five_specials_and_keeps_everything_else() {
        let cases = [
            ("", ""),
            ("e4", "e4"),
            (r#"a<b>&"c'd"#, "a&lt;b&gt;&amp;&quot;c&#39;d"),
            ("&&", "&amp;&amp;"),
            ("ré<> – x", "ré&lt;&gt; – x"),
        ];
        for (text, escaped) in cases {
            assert_eq!(escape_html(text), escaped, "{text:?}");
            assert_eq!(format!("[{}]", Escaped(text)), format!("[{escaped}]"));
        }
    }
}
