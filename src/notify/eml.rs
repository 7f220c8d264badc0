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
