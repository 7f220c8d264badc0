//! The default "mailer" when no SMTP server is configured: each message becomes an .eml
//! file in a folder, so a newcomer can open what would have been sent.

use super::{Mail, Mailer, NotifyError, build_message, parse_from};
use lettre::message::Mailbox;
use std::future::Future;
use std::path::PathBuf;
use std::pin::Pin;
use std::sync::atomic::{AtomicU64, Ordering};

pub struct EmlFolderMailer {
    dir: PathBuf,
    from: Mailbox,
    counter: AtomicU64,
}

impl EmlFolderMailer {
    pub fn new(dir: PathBuf, from: &str) -> Result<Self, NotifyError> {
        Ok(EmlFolderMailer {
            dir,
            from: parse_from(from)?,
            counter: AtomicU64::new(0),
        })
    }
}

impl Mailer for EmlFolderMailer {
    fn send<'a>(
        &'a self,
        mail: &'a Mail,
    ) -> Pin<Box<dyn Future<Output = Result<(), NotifyError>> + Send + 'a>> {
        Box::pin(async move {
            let bytes = build_message(&self.from, mail)?.formatted();
            tokio::fs::create_dir_all(&self.dir)
                .await
                .map_err(|e| NotifyError::Delivery(format!("{}: {e}", self.dir.display())))?;
            let stamp = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.as_millis())
                .unwrap_or(0);
            let n = self.counter.fetch_add(1, Ordering::Relaxed);
            let path = self.dir.join(format!("{stamp}-{n}.eml"));
            tokio::fs::write(&path, bytes)
                .await
                .map_err(|e| NotifyError::Delivery(format!("{}: {e}", path.display())))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn writes_one_eml_file_per_message() {
        let dir = tempfile::tempdir().expect("temp dir");
        let mailer = EmlFolderMailer::new(dir.path().join("mail"), "Pigeonpost <pp@example.org>")
            .expect("mailer");
        let mail = Mail {
            to: "bob@example.org".into(),
            subject: "Chess #1: your move".into(),
            text: "alice played P e2-e4\n\nhttp://127.0.0.1:8080/games/1\n".into(),
            html: "<p>alice played P e2-e4</p>".into(),
            message_id: Some("<outbox-1.ab12@example.org>".into()),
            game: None,
            reply_to: None,
            kind: crate::notify::MailKind::Move,
            unsubscribe: None,
            push: None,
            images: Vec::new(),
            words: pigeonpost_i18n::Tr::source(),
            not_played: false,
        };
        mailer.send(&mail).await.expect("written");
        mailer.send(&mail).await.expect("written");
        let files: Vec<_> = std::fs::read_dir(dir.path().join("mail"))
            .expect("folder created")
            .filter_map(Result::ok)
            .collect();
        assert_eq!(files.len(), 2);
        let text = std::fs::read_to_string(files[0].path()).expect("readable");
        assert!(text.contains("To: bob@example.org"));
        assert!(text.contains("Subject: Chess #1: your move"));
        assert!(text.contains("/games/1"));
        assert!(
            text.contains("Message-ID: <outbox-1.ab12@example.org>"),
            "{text}"
        );
    }

    #[tokio::test]
    async fn a_bad_address_is_an_error_not_a_panic() {
        let dir = tempfile::tempdir().expect("temp dir");
        let mailer =
            EmlFolderMailer::new(dir.path().to_path_buf(), "pp@example.org").expect("mailer");
        let mail = Mail {
            to: "not an address".into(),
            subject: "x".into(),
            text: "x".into(),
            html: "x".into(),
            message_id: None,
            game: None,
            reply_to: None,
            kind: crate::notify::MailKind::Move,
            unsubscribe: None,
            push: None,
            images: Vec::new(),
            words: pigeonpost_i18n::Tr::source(),
            not_played: false,
        };
        assert!(matches!(
            mailer.send(&mail).await,
            Err(NotifyError::Address(..))
        ));
    }
}
