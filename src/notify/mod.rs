//! Outgoing email: what the messages say (`messages`), how they are delivered (the
//! `Mailer` trait with SMTP and .eml-folder implementations), and the worker that drains
//! the outbox table, retrying with backoff so a message queued is never lost.

pub mod eml;
pub mod messages;
pub mod smtp;
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

/// Builds the MIME message (text and HTML alternatives) shared by both mailers.
pub(crate) fn build_message(
    from: &lettre::message::Mailbox,
    mail: &Mail,
) -> Result<lettre::Message, NotifyError> {
    use lettre::message::MultiPart;
    let to = mail
        .to
        .parse()
        .map_err(|e: lettre::address::AddressError| {
            NotifyError::Address(mail.to.clone(), e.to_string())
        })?;
    lettre::Message::builder()
        .from(from.clone())
        .to(to)
        .message_id(mail.message_id.clone())
        .subject(&mail.subject)
        .multipart(MultiPart::alternative_plain_html(
            mail.text.clone(),
            mail.html.clone(),
        ))
        .map_err(|e| NotifyError::Build(e.to_string()))
}

pub(crate) fn parse_from(from: &str) -> Result<lettre::message::Mailbox, NotifyError> {
    from.parse().map_err(|e: lettre::address::AddressError| {
        NotifyError::Config(format!("sender {from:?}: {e}"))
    })
}
