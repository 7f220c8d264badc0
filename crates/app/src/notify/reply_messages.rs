//! The answers to a reply by mail (`app::mail::mail_replies`): what was done, or why nothing
//! was, in the words of the other mails (`messages`). A refusal names the reason and,
//! for a move the rules refused, the moves that are legal.

use super::messages::{GameLabel, mail};
use super::{Mail, MailKind};

/// What a player's reply did: `done` ("You played 12... Nf6"), the moves so far
/// (`moves`, one line, may be empty) and what comes next (`next`).
pub fn reply_done(
    to: &str,
    game: &GameLabel<'_>,
    done: &str,
    moves: &str,
    next: &str,
    url: &str,
) -> Mail {
    let mut paragraphs = vec![format!("{done} in {}.", game.title())];
    if !moves.is_empty() {
        paragraphs.push(format!("The moves so far: {moves}"));
    }
    if !next.is_empty() {
        paragraphs.push(next.to_string());
    }
    mail(
        pigeonpost_i18n::Tr::source(),
        MailKind::Required,
        to,
        game.id,
        format!("{}: {done}", game.title()),
        paragraphs,
        (url, "Open the game"),
    )
}

/// How every subject of an answer that played nothing ends (they are counted per
/// address, `app::mail::mail_replies`).
pub const NOT_PLAYED: &str = "was not played";

/// Why a player's reply changed nothing: the text they wrote (`written`, empty if none
/// was found), the reason, and the legal moves (`legal`, may be empty).
pub fn reply_refused(
    to: &str,
    game: &GameLabel<'_>,
    written: &str,
    reason: &str,
    legal: &str,
    url: &str,
) -> Mail {
    let mut paragraphs = Vec::new();
    if written.is_empty() {
        paragraphs.push(format!(
            "Your reply about {} was read, but no move was found in it: write the move (or \"resign\", or \"draw\") as the first line of your reply.",
            game.title()
        ));
    } else {
        paragraphs.push(format!(
            "Your reply \"{written}\" about {} was not played: {reason}.",
            game.title()
        ));
    }
    paragraphs.push("The game is unchanged.".into());
    if !legal.is_empty() {
        paragraphs.push(legal.to_string());
    }
    mail(
        pigeonpost_i18n::Tr::source(),
        MailKind::Required,
        to,
        game.id,
        format!("{}: your reply {NOT_PLAYED}", game.title()),
        paragraphs,
        (url, "Open the game"),
    )
}

/// To a registered player whose mail to a reply address could not be matched to any
/// game (a damaged or forged address): nothing about any game, only what to do.
pub fn reply_unmatched(to: &str, url: &str) -> Mail {
    let paragraphs = [
        "Your mail to Pigeonpost's move address could not be matched to a game, so nothing was played.",
        "To move by mail, reply to the latest mail about the game, keeping its Reply-To address, and write the move as the first line. Or play on the web.",
    ];
    Mail {
        to: to.to_string(),
        subject: format!("Your mail to Pigeonpost {NOT_PLAYED}"),
        text: format!("{}\n\n{url}\n\n-- \nPigeonpost\n", paragraphs.join("\n\n")),
        html: format!(
            "<!doctype html><html><body>\n<p>{}</p>\n<p>{}</p>\n<p><a href=\"{}\">Open Pigeonpost</a></p>\n</body></html>\n",
            paragraphs[0],
            paragraphs[1],
            super::messages::escape_html(url)
        ),
        message_id: None,
        game: None,
        reply_to: None,
        images: Vec::new(),
        kind: MailKind::Required,
        unsubscribe: None,
        push: None,
        words: pigeonpost_i18n::Tr::source(),
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
