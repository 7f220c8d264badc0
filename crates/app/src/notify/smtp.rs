//! Delivery through an SMTP server with lettre.

use super::{Mail, Mailer, NotifyError, build_message, parse_from};
use crate::config::{MailConfig, TlsMode};
use lettre::message::Mailbox;
use lettre::transport::smtp::authentication::Credentials;
use lettre::{AsyncSmtpTransport, AsyncTransport, Tokio1Executor};
use std::future::Future;
use std::pin::Pin;
use std::time::Duration;

pub struct SmtpMailer {
    transport: AsyncSmtpTransport<Tokio1Executor>,
    from: Mailbox,
}

impl SmtpMailer {
    pub fn new(host: &str, config: &MailConfig) -> Result<Self, NotifyError> {
        let builder = match config.smtp_tls {
            TlsMode::None => AsyncSmtpTransport::<Tokio1Executor>::builder_dangerous(host).port(25),
            TlsMode::Starttls => AsyncSmtpTransport::<Tokio1Executor>::starttls_relay(host)
                .map_err(|e| NotifyError::Config(e.to_string()))?,
            TlsMode::Tls => AsyncSmtpTransport::<Tokio1Executor>::relay(host)
                .map_err(|e| NotifyError::Config(e.to_string()))?,
        };
        let mut builder = builder.timeout(Some(Duration::from_secs(20)));
        if let Some(port) = config.smtp_port {
            builder = builder.port(port);
        }
        if let Some(user) = &config.smtp_username {
            let password = config.smtp_password.clone().unwrap_or_default();
            builder = builder.credentials(Credentials::new(user.clone(), password));
        }
        Ok(SmtpMailer {
            transport: builder.build(),
            from: parse_from(&config.mail_from)?,
        })
    }
}

impl Mailer for SmtpMailer {
    fn send<'a>(
        &'a self,
        mail: &'a Mail,
    ) -> Pin<Box<dyn Future<Output = Result<(), NotifyError>> + Send + 'a>> {
        Box::pin(async move {
            let message = build_message(&self.from, mail)?;
            self.transport
                .send(message)
                .await
                .map(|_| ())
                .map_err(classify)
        })
    }
}

/// A permanent refusal of the recipient (RFC 5321's replies to RCPT: 550 mailbox
/// unavailable, 551 user not local, 553 mailbox name not allowed) is `Refused`; every
/// other failure, including permanent ones about the sender or the session (530
/// authentication required: a configuration to fix, after which mail should flow), is
/// `Delivery` and retried.
fn classify(e: lettre::transport::smtp::Error) -> NotifyError {
    let code = e.status().map(u16::from);
    if e.is_permanent() && matches!(code, Some(550 | 551 | 553)) {
        NotifyError::Refused(e.to_string())
    } else {
        NotifyError::Delivery(e.to_string())
    }
}
