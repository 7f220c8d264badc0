//! The answers to a reply by mail (`app::mail::mail_replies`): what was done, or why nothing
//! was, in the words of the other mails (`messages`) and in the player's language. A
//! refusal names the reason and, for a move the rules refused, the moves that are legal.

use super::messages::{GameLabel, mail};
use super::{Mail, MailKind};
use pigeonpost_i18n::Tr;

/// What a player's reply did, in their `words`: `done` ("You played 12... Nf6"), the
/// moves so far (`moves`, one line, may be empty) and what comes next (`next`).
pub fn reply_done(
    words: Tr,
    to: &str,
    game: &GameLabel<'_>,
    done: &str,
    moves: &str,
    next: &str,
    url: &str,
) -> Mail {
    let title = game.title_in(words);
    let mut paragraphs = vec![words.t2("reply-done-in", ("done", done), ("game", title.as_str()))];
    if !moves.is_empty() {
        paragraphs.push(words.t1("reply-moves-so-far", "moves", moves));
    }
    if !next.is_empty() {
        paragraphs.push(next.to_string());
    }
    mail(
        words,
        MailKind::Required,
        to,
        game.id,
        words.t2(
            "reply-done-subject",
            ("game", title.as_str()),
            ("done", done),
        ),
        paragraphs,
        (url, &words.t("mail-open-game")),
    )
}

/// Why a player's reply changed nothing, in their `words`: the text they wrote
/// (`written`, empty if none was found), the reason (`reason`, in their words), and the
/// legal moves (`legal`, may be empty).
pub fn reply_refused(
    words: Tr,
    to: &str,
    game: &GameLabel<'_>,
    written: &str,
    reason: &str,
    legal: &str,
    url: &str,
) -> Mail {
    let title = game.title_in(words);
    let mut paragraphs = Vec::new();
    if written.is_empty() {
        paragraphs.push(words.t1("reply-no-move", "game", title.as_str()));
    } else {
        paragraphs.push(words.with(
            "reply-not-played",
            [
                ("written", written.into()),
                ("game", title.as_str().into()),
                ("reason", reason.into()),
            ],
        ));
    }
    paragraphs.push(words.t("reply-unchanged"));
    if !legal.is_empty() {
        paragraphs.push(legal.to_string());
    }
    let mail = mail(
        words,
        MailKind::Required,
        to,
        game.id,
        words.t1("reply-not-played-subject", "game", title.as_str()),
        paragraphs,
        (url, &words.t("mail-open-game")),
    );
    Mail {
        not_played: true,
        ..mail
    }
}

/// To a registered player whose mail to a reply address could not be matched to any
/// game (a damaged or forged address), in their `words`: nothing about any game, only
/// what to do.
pub fn reply_unmatched(words: Tr, to: &str, url: &str) -> Mail {
    let paragraphs = [words.t("reply-unmatched"), words.t("reply-unmatched-how")];
    Mail {
        to: to.to_string(),
        subject: words.t("reply-unmatched-subject"),
        text: format!("{}\n\n{url}\n\n-- \nPigeonpost\n", paragraphs.join("\n\n")),
        html: format!(
            "<!doctype html><html><body>\n<p>{}</p>\n<p>{}</p>\n<p><a href=\"{}\">{}</a></p>\n</body></html>\n",
            super::messages::escape_html(&paragraphs[0]),
            super::messages::escape_html(&paragraphs[1]),
            super::messages::escape_html(url),
            super::messages::escape_html(&words.t("mail-open-site")),
        ),
        message_id: None,
        game: None,
        reply_to: None,
        images: Vec::new(),
        kind: MailKind::Required,
        unsubscribe: None,
        push: None,
        words,
        not_played: true,
    }
}

/// What a player may answer a mail with, said in the mail that carries a Reply-To.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Hint {
    /// A mail asking for a move.
    Move,
    /// An invitation.
    Invitation,
    /// A draw offer.
    DrawOffer,
}

impl Hint {
    /// What the hint says, in `words`; the words a reply may say ("resign", "draw",
    /// "accept") stay as the reply reader reads them.
    fn words(self, words: pigeonpost_i18n::Tr) -> String {
        words.t(match self {
            Hint::Move => "mail-reply-move",
            Hint::Invitation => "mail-reply-invitation",
            Hint::DrawOffer => "mail-reply-draw",
        })
    }
}

/// `mail` with the Reply-To `reply_to` and, if it has one, a paragraph saying what a
/// reply may say (before the link and signature).
pub fn answerable(mut mail: Mail, reply_to: Option<String>, hint: Hint) -> Mail {
    if reply_to.is_none() {
        return mail;
    }
    let words = hint.words(mail.words);
    let words = words.as_str();
    match mail.text.find("\n\nhttp") {
        Some(at) => mail.text.insert_str(at, &format!("\n\n{words}")),
        None => mail.text.push_str(&format!("\n{words}\n")),
    }
    match mail.html.rfind("<p><a href=") {
        Some(at) => mail.html.insert_str(
            at,
            &format!("<p>{}</p>\n", super::messages::escape_html(words)),
        ),
        None => mail
            .html
            .push_str(&format!("<p>{}</p>\n", super::messages::escape_html(words))),
    }
    mail.reply_to = reply_to;
    mail
}
