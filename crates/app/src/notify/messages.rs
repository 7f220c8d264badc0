//! The words of each email, as plain text and HTML. Lines are kept short so the text part
//! travels as 7-bit and links survive unwrapped.

use super::board_mail::{BoardRef, picture_html};
use super::push::{Note, PushKind};
use super::{Mail, MailKind};
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
    kind: MailKind,
    to: &str,
    game: i64,
    subject: String,
    paragraphs: Vec<String>,
    url: &str,
    link_text: &str,
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
        words: pigeonpost_i18n::Tr::source(),
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
    let mut mail = mail(
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
        url,
        &words.t("mail-open-game"),
    );
    mail.words = words;
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

/// Tells a player the game is over.
pub fn game_over(
    to: &str,
    game: &GameLabel<'_>,
    result: &str,
    last: Option<&str>,
    url: &str,
) -> Mail {
    let mut paragraphs = Vec::new();
    if let Some(last) = last {
        paragraphs.push(format!("The last move was {last}."));
    }
    paragraphs.push(format!("{} is over: {result}.", game.title()));
    let note = paragraphs.join(" ");
    let mail = mail(
        MailKind::Move,
        to,
        game.id,
        format!("{}: {result}", game.title()),
        paragraphs,
        url,
        "See the game",
    );
    let title = format!("Game over: {result}");
    pushed(mail, PushKind::End, title, note, url)
}

/// What an invitation offers: who invites, to which game, on what terms.
pub struct Invitation<'a> {
    pub game: i64,
    pub from: &'a str,
    pub variant_name: &'a str,
    /// "3 days per move", "untimed".
    pub time_control: &'a str,
    /// The colour the invited player would play: "White" or "Black".
    pub colour: &'a str,
}

/// Invites someone to a game, by name or by email address.
pub fn invitation(to: &str, inv: &Invitation<'_>, url: &str) -> Mail {
    let Invitation {
        game,
        from,
        variant_name,
        time_control,
        colour,
    } = *inv;
    let title = format!("{from} invites you to play {variant_name}");
    let terms = format!("You would play {colour}. Time control: {time_control}.");
    let mail = mail(
        MailKind::Invitation,
        to,
        game,
        title.clone(),
        vec![
            format!("{from} invites you to a correspondence game of {variant_name} on Pigeonpost."),
            terms.clone(),
            "Follow the link, log in or register, and accept or decline.".to_string(),
        ],
        url,
        "See the invitation",
    );
    pushed(mail, PushKind::Invitation, title, terms, url)
}

/// Tells the other player that an invitation was withdrawn by its creator, or declined
/// by the player invited (`what`: "withdrawn" or "declined").
pub fn invitation_closed(
    to: &str,
    game: i64,
    variant_name: &str,
    by: &str,
    what: &str,
    url: &str,
) -> Mail {
    let title = format!("{by} {what} the invitation to play {variant_name}");
    let body = "The game will not be played. You can start a new one at any time.";
    let mail = mail(
        MailKind::Invitation,
        to,
        game,
        title.clone(),
        vec![
            format!("{by} {what} the invitation to a game of {variant_name} (game #{game})."),
            body.to_string(),
        ],
        url,
        "Open Pigeonpost",
    );
    pushed(mail, PushKind::Invitation, title, body.into(), url)
}

/// A round of an event: the entrant's game in it, their colour and opponent.
pub struct EventPairing<'a> {
    pub event: &'a str,
    pub round: i64,
    pub colour: &'a str,
    pub opponent: &'a str,
}

/// Tells an entrant their game in a round of an event; it has begun.
pub fn event_pairing(to: &str, game: &GameLabel<'_>, p: &EventPairing<'_>, url: &str) -> Mail {
    let paragraphs = vec![format!(
        "Round {} of {}: you play {} against {} in {}. The game has begun.",
        p.round,
        p.event,
        p.colour,
        p.opponent,
        game.title()
    )];
    let title = format!("{}, round {}", p.event, p.round);
    let body = paragraphs[0].clone();
    let mail = mail(
        MailKind::Invitation,
        to,
        game.id,
        format!("{}, round {}: {}", p.event, p.round, game.title()),
        paragraphs,
        url,
        "Open the game",
    );
    pushed(mail, PushKind::Invitation, title, body, url)
}

/// Tells the creator that the invitation was accepted.
pub fn invitation_accepted(to: &str, game: &GameLabel<'_>, by: &str, url: &str) -> Mail {
    let body = format!("{by} accepted your invitation. The game has begun.");
    let mail = mail(
        MailKind::Invitation,
        to,
        game.id,
        format!("{}: {by} accepted", game.title()),
        vec![body.clone()],
        url,
        "Open the game",
    );
    pushed(mail, PushKind::Invitation, game.title(), body, url)
}

/// Reminds a player that their time to move is running out.
pub fn reminder(to: &str, game: &GameLabel<'_>, left: &str, url: &str) -> Mail {
    let body = format!("It is your move in {}.", game.title());
    let mail = mail(
        MailKind::Reminder,
        to,
        game.id,
        format!("{}: {left} left to move", game.title()),
        vec![
            body.clone(),
            format!("You have {left} left before you lose on time."),
        ],
        url,
        "Open the game",
    );
    pushed(
        mail,
        PushKind::Deadline,
        format!("{left} left to move"),
        body,
        url,
    )
}

/// Tells a player what their opponent did off the board (an offer, an answer), and what
/// they may do about it (`next`, may be empty).
pub fn game_news(to: &str, game: &GameLabel<'_>, news: &str, next: &str, url: &str) -> Mail {
    let mut paragraphs = vec![format!("{news} in {}.", game.title())];
    if !next.is_empty() {
        paragraphs.push(next.to_string());
    }
    let body = paragraphs.join(" ");
    let mail = mail(
        MailKind::Move,
        to,
        game.id,
        format!("{}: {news}", game.title()),
        paragraphs,
        url,
        "Open the game",
    );
    pushed(mail, PushKind::Offer, news.to_string(), body, url)
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
