//! The server's mail folder (`pigeonpost --mail-dir`), read as the players would read
//! their mail: each load player confirms its address by following the link of its
//! confirmation mail, so that every move of the run queues a mail to the opponent as a
//! real player's would; and the folder's count of sent mails says how fast the server's
//! outbox keeps up while the moves run.

use crate::LoadError;
use crate::browser::Browser;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// How long the players' confirmation mails may take to be sent.
const CONFIRMATION_WAIT: Duration = Duration::from_secs(60);

/// How long the folder must stay unchanged before the outbox counts as drained.
const QUIET: Duration = Duration::from_secs(3);

/// The mail folder of the server under load.
#[derive(Clone)]
pub struct Mailbox {
    dir: PathBuf,
}

impl Mailbox {
    pub fn new(dir: PathBuf) -> Mailbox {
        Mailbox { dir }
    }

    /// Mails the server has sent so far (the folder's .eml files).
    pub fn count(&self) -> Result<usize, LoadError> {
        Ok(eml_files(&self.dir)?.len())
    }

    /// Confirms every player's address by following the link of its confirmation mail,
    /// waiting for the outbox to send them.
    pub async fn confirm_all(&self, players: &[Browser]) -> Result<(), LoadError> {
        let deadline = Instant::now() + CONFIRMATION_WAIT;
        let mut waiting: Vec<&Browser> = players.iter().collect();
        while !waiting.is_empty() {
            let links = confirmation_links(&self.dir)?;
            let mut still = Vec::new();
            for player in waiting {
                let to = format!("{}@example.org", player.name);
                match links.iter().find(|(address, _)| *address == to) {
                    Some((_, path)) => player.follow_confirmation(path).await?,
                    None => still.push(player),
                }
            }
            waiting = still;
            if waiting.is_empty() {
                break;
            }
            if Instant::now() > deadline {
                return Err(LoadError::Setup(format!(
                    "no confirmation mail for {} (and {} more) in {} within {} s: is it the \
                     server's --mail-dir?",
                    waiting[0].name,
                    waiting.len() - 1,
                    self.dir.display(),
                    CONFIRMATION_WAIT.as_secs()
                )));
            }
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
        Ok(())
    }

    /// Waits until the folder stops growing (the outbox has sent what was queued), at
    /// most `limit`; returns how many mails came and how long that took.
    pub async fn drained(&self, limit: Duration) -> Result<(usize, Duration), LoadError> {
        let started = Instant::now();
        let first = self.count()?;
        let (mut last, mut last_change) = (first, started);
        while started.elapsed() < limit {
            tokio::time::sleep(Duration::from_millis(250)).await;
            let now = self.count()?;
            if now != last {
                (last, last_change) = (now, Instant::now());
            } else if last_change.elapsed() >= QUIET {
                break;
            }
        }
        Ok((last - first, last_change - started))
    }
}

fn eml_files(dir: &Path) -> Result<Vec<PathBuf>, LoadError> {
    let entries = match std::fs::read_dir(dir) {
        Ok(entries) => entries,
        // The server makes the folder when it sends its first mail.
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(e.into()),
    };
    Ok(entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "eml"))
        .collect())
}

/// The (address, `/verify/...` path) of every confirmation mail in `dir`.
fn confirmation_links(dir: &Path) -> Result<Vec<(String, String)>, LoadError> {
    let mut links = Vec::new();
    for path in eml_files(dir)? {
        let Ok(text) = std::fs::read_to_string(&path) else {
            continue;
        };
        if let Some(link) = confirmation_link(&text) {
            links.push(link);
        }
    }
    Ok(links)
}

/// The recipient and the confirmation path of one mail, if it is a confirmation mail.
fn confirmation_link(eml: &str) -> Option<(String, String)> {
    // Quoted-printable bodies break long lines with a trailing "=".
    let text = eml.replace("=\r\n", "").replace("=\n", "");
    let to = text
        .lines()
        .find_map(|l| l.strip_prefix("To: "))?
        .trim()
        .trim_start_matches('<')
        .trim_end_matches('>')
        .to_string();
    let at = text.find("/verify/")?;
    let path: String = text[at..]
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || matches!(c, '/' | '-' | '_'))
        .collect();
    (path.len() > "/verify/".len()).then_some((to, path))
}

#[cfg(test)]
mod tests {
    use super::confirmation_link;

    #[test]
    fn the_link_is_read_across_soft_line_breaks() {
        let eml = "From: pp@example.org\r\nTo: ldp0@example.org\r\nSubject: Confirm\r\n\r\n\
                   Follow http://127.0.0.1:8089/verify/ab12=\r\ncd34 within 7 days.\r\n";
        assert_eq!(
            confirmation_link(eml),
            Some(("ldp0@example.org".into(), "/verify/ab12cd34".into()))
        );
        assert_eq!(
            confirmation_link("To: a@example.org\r\n\r\nYour move"),
            None
        );
    }
}
