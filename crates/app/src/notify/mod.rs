//! Outgoing email: what the messages say (`messages`), how they are delivered (the
//! `Mailer` trait with SMTP and .eml-folder implementations), and the worker that drains
//! the outbox table, retrying with backoff so a message queued is never lost.

pub mod account_messages;
pub mod board_mail;
pub mod board_text;
pub mod eml;
pub mod event_messages;
pub mod inbound;
pub mod messages;
pub mod push;
pub mod push_worker;
pub mod reply_messages;
pub mod reply_text;
pub mod smtp;
pub mod webhook_addresses;
pub mod webhooks;
pub mod worker;

use crate::config::MailConfig;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

/// One rendered email, ready to send.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mail {
    pub to: String,
    pub subject: String,
    pub text: String,
    pub html: String,
    /// The Message-ID header, `<...@host>`; the outbox gives each row one that its
    /// retries keep. None lets the mailer leave it out.
    pub message_id: Option<String>,
    /// The game the mail is about: its Message-ID then names the game (see `thread`),
    /// and mail clients thread every mail about one game together.
    pub game: Option<i64>,
    /// The Reply-To address: a mail that asks a player to move carries a signed
    /// address a reply to which plays the move (see `app::mail::mail_replies`).
    pub reply_to: Option<String>,
    /// Pictures the HTML part shows by `cid:` (the board, see `board_mail`); drawn when
    /// the mail is sent, never stored.
    pub images: Vec<board_mail::InlineImage>,
    /// What kind of mail it is: whether the player may turn it off, and how.
    pub kind: MailKind,
    /// The one-click unsubscribe URL (RFC 8058) of an optional mail to a player, sent
    /// as `List-Unsubscribe`; None for mail that is not optional.
    pub unsubscribe: Option<String>,
    /// What the mail's event says when pushed to the recipient's browsers (`push`), if
    /// it is an event a player may have pushed.
    pub push: Option<push::Note>,
    /// The language the mail is written in, which what is added to it later (the line
    /// on unsubscribing, the hint on replying) is written in too. Not kept in the
    /// outbox: nothing is added to a mail once it is queued.
    pub words: pigeonpost_i18n::Tr,
    /// An answer to a reply by mail that played nothing: the outbox marks it, as those
    /// to one address are counted (`app::mail::mail_replies`).
    pub not_played: bool,
}

/// The kinds of mail a player chooses to get or not (`app::rules::mail_preferences::sends` decides).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MailKind {
    /// A mail about a move, an offer or a result in one game, sent as it happens.
    Move,
    /// The daily digest of the games awaiting a player's move.
    Digest,
    /// A reminder that a deadline is near.
    Reminder,
    /// An invitation to a game, and what became of one.
    Invitation,
    /// Mail the player cannot turn off: the answer to their own mail, and mail about
    /// their account. It has no List-Unsubscribe.
    Required,
}

/// Threading by game. A mail about game 12 gets the Message-ID
/// `<game-12.RANDOM@HOST>` and refers to the game's stable, never-sent root
/// `<game-12@HOST>` in `In-Reply-To` and `References`, so every mail about the game,
/// to either player, sits in one thread. The game is read back from the Message-ID, so
/// the outbox needs no column for it.
pub mod thread {
    /// A new Message-ID for a mail about `game`.
    pub fn message_id(game: i64, host: &str) -> String {
        use rand::Rng;
        let random: u64 = rand::thread_rng().r#gen();
        format!("<game-{game}.{random:016x}@{host}>")
    }

    /// The game's root Message-ID, if `message_id` is one of `message_id`'s.
    pub fn root(message_id: &str) -> Option<String> {
        let rest = message_id.strip_prefix("<game-")?.strip_suffix('>')?;
        let (local, host) = rest.split_once('@')?;
        let (game, _) = local.split_once('.')?;
        game.parse::<i64>().ok()?;
        Some(format!("<game-{game}@{host}>"))
    }
}

#[derive(Debug, thiserror::Error)]
pub enum NotifyError {
    #[error("bad address {0:?}: {1}")]
    Address(String, String),
    #[error("could not build the message: {0}")]
    Build(String),
    #[error("delivery failed: {0}")]
    Delivery(String),
    /// The receiving server refused the recipient for good (SMTP 550, 551 or 553):
    /// the address is wrong or gone, and sending again would be refused again.
    #[error("refused: {0}")]
    Refused(String),
    #[error("mail configuration: {0}")]
    Config(String),
}

impl NotifyError {
    /// Sending this message again cannot succeed: the address is malformed or refused, or
    /// the message cannot be built. Anything else (a server down, a 4xx reply, a
    /// refusal that is not about the recipient) is worth retrying.
    pub fn is_permanent(&self) -> bool {
        matches!(
            self,
            NotifyError::Address(..) | NotifyError::Refused(_) | NotifyError::Build(_)
        )
    }

    /// The refusal is about the recipient's address, so the player should hear of it.
    pub fn blames_address(&self) -> bool {
        matches!(self, NotifyError::Address(..) | NotifyError::Refused(_))
    }
}

/// A way of delivering mail. Boxed futures keep the trait usable as `dyn Mailer`.
pub trait Mailer: Send + Sync + 'static {
    fn send<'a>(
        &'a self,
        mail: &'a Mail,
    ) -> Pin<Box<dyn Future<Output = Result<(), NotifyError>> + Send + 'a>>;
}

/// The mailer the configuration asks for: SMTP when a host is set, else the .eml folder.
pub fn mailer_from_config(config: &MailConfig) -> Result<Arc<dyn Mailer>, NotifyError> {
    match &config.smtp_host {
        Some(host) => Ok(Arc::new(smtp::SmtpMailer::new(host, config)?)),
        None => Ok(Arc::new(eml::EmlFolderMailer::new(
            config.mail_dir.clone(),
            &config.mail_from,
        )?)),
    }
}

/// Builds the MIME message shared by both mailers: text and HTML alternatives, the HTML
/// part with its pictures (multipart/related, RFC 2387) when it has any.
pub(crate) fn build_message(
    from: &lettre::message::Mailbox,
    mail: &Mail,
) -> Result<lettre::Message, NotifyError> {
    use lettre::message::{Attachment, MultiPart, SinglePart};
    let to = mail
        .to
        .parse()
        .map_err(|e: lettre::address::AddressError| {
            NotifyError::Address(mail.to.clone(), e.to_string())
        })?;
    // Every mail we send is automatic (RFC 3834): responders must not answer it, and
    // our own `receive-mail` ignores what comes back marked so.
    let mut builder = lettre::Message::builder()
        .from(from.clone())
        .to(to)
        .message_id(mail.message_id.clone())
        .header(AutoSubmitted);
    if let Some(reply_to) = &mail.reply_to {
        let mailbox = reply_to
            .parse()
            .map_err(|e: lettre::address::AddressError| NotifyError::Build(e.to_string()))?;
        builder = builder.reply_to(mailbox);
    }
    if let Some(root) = mail.message_id.as_deref().and_then(thread::root) {
        builder = builder.in_reply_to(root.clone()).references(root);
    }
    let body = match mail.images.is_empty() {
        true => MultiPart::alternative_plain_html(mail.text.clone(), mail.html.clone()),
        false => {
            let png = lettre::message::header::ContentType::parse("image/png")
                .map_err(|e| NotifyError::Build(e.to_string()))?;
            let mut related = MultiPart::related().singlepart(SinglePart::html(mail.html.clone()));
            for image in &mail.images {
                related = related.singlepart(
                    Attachment::new_inline(image.content_id.clone())
                        .body(image.png.clone(), png.clone()),
                );
            }
            MultiPart::alternative()
                .singlepart(SinglePart::plain(mail.text.clone()))
                .multipart(related)
        }
    };
    if let Some(url) = &mail.unsubscribe {
        builder = builder
            .header(ListUnsubscribe(format!("<{url}>")))
            .header(ListUnsubscribePost);
    }
    builder
        .subject(&mail.subject)
        .multipart(body)
        .map_err(|e| NotifyError::Build(e.to_string()))
}

/// The `Auto-Submitted: auto-generated` header of RFC 3834.
#[derive(Debug, Clone, Copy)]
struct AutoSubmitted;

impl lettre::message::header::Header for AutoSubmitted {
    fn name() -> lettre::message::header::HeaderName {
        lettre::message::header::HeaderName::new_from_ascii_str("Auto-Submitted")
    }

    fn parse(_: &str) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
        Ok(AutoSubmitted)
    }

    fn display(&self) -> lettre::message::header::HeaderValue {
        lettre::message::header::HeaderValue::new(Self::name(), "auto-generated".into())
    }
}

/// `List-Unsubscribe: <URL>` (RFC 2369): where a mail client unsubscribes.
#[derive(Debug, Clone)]
struct ListUnsubscribe(String);

impl lettre::message::header::Header for ListUnsubscribe {
    fn name() -> lettre::message::header::HeaderName {
        lettre::message::header::HeaderName::new_from_ascii_str("List-Unsubscribe")
    }

    fn parse(s: &str) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
        Ok(ListUnsubscribe(s.to_string()))
    }

    fn display(&self) -> lettre::message::header::HeaderValue {
        lettre::message::header::HeaderValue::new(Self::name(), self.0.clone())
    }
}

/// `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058): the address takes
/// one POST, without a login, and needs no page to be read first.
#[derive(Debug, Clone, Copy)]
struct ListUnsubscribePost;

impl lettre::message::header::Header for ListUnsubscribePost {
    fn name() -> lettre::message::header::HeaderName {
        lettre::message::header::HeaderName::new_from_ascii_str("List-Unsubscribe-Post")
    }

    fn parse(_: &str) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
        Ok(ListUnsubscribePost)
    }

    fn display(&self) -> lettre::message::header::HeaderValue {
        lettre::message::header::HeaderValue::new(Self::name(), "List-Unsubscribe=One-Click".into())
    }
}

pub(crate) fn parse_from(from: &str) -> Result<lettre::message::Mailbox, NotifyError> {
    from.parse().map_err(|e: lettre::address::AddressError| {
        NotifyError::Config(format!("sender {from:?}: {e}"))
    })
}
