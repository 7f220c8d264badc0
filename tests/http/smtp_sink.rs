//! A tiny SMTP server for tests: speaks EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP and QUIT,
//! and keeps every message it receives.

use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::net::{TcpListener, TcpStream};
use tokio::task::JoinHandle;

#[derive(Debug, Clone)]
pub struct SunkMail {
    pub to: Vec<String>,
    pub data: String,
}

impl SunkMail {
    /// The message with quoted-printable soft breaks and `=3D` undone, good enough to
    /// search for links and words.
    pub fn text(&self) -> String {
        self.data.replace("=\r\n", "").replace("=3D", "=")
    }

    pub fn is_for(&self, address: &str) -> bool {
        self.to.iter().any(|t| t.eq_ignore_ascii_case(address))
    }

    /// The Subject header, with folded continuation lines joined (RFC 5322 2.2.3).
    pub fn subject(&self) -> String {
        let mut lines = self
            .data
            .lines()
            .skip_while(|l| !l.starts_with("Subject: "));
        let Some(first) = lines.next() else {
            return String::new();
        };
        let mut subject = first["Subject: ".len()..].to_string();
        for more in lines.take_while(|l| l.starts_with([' ', '\t'])) {
            subject.push_str(more);
        }
        subject
    }
}

pub struct SmtpSink {
    pub port: u16,
    messages: Arc<Mutex<Vec<SunkMail>>>,
    task: JoinHandle<()>,
}

impl SmtpSink {
    /// Listens on `port` (0 for any free port).
    pub async fn start(port: u16) -> SmtpSink {
        let listener = TcpListener::bind(("127.0.0.1", port))
            .await
            .expect("bind sink");
        let port = listener.local_addr().expect("sink addr").port();
        let messages = Arc::new(Mutex::new(Vec::new()));
        let store = messages.clone();
        let task = tokio::spawn(async move {
            while let Ok((stream, _)) = listener.accept().await {
                let store = store.clone();
                tokio::spawn(async move {
                    let _ = session(stream, store).await;
                });
            }
        });
        SmtpSink {
            port,
            messages,
            task,
        }
    }

    pub fn messages(&self) -> Vec<SunkMail> {
        self.messages.lock().expect("sink lock").clone()
    }

    pub async fn wait_for_mail(&self, to: &str, subject: &str) -> SunkMail {
        for _ in 0..400 {
            if let Some(m) = self
                .messages()
                .into_iter()
                .find(|m| m.is_for(to) && m.subject().contains(subject))
            {
                return m;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        let subjects: Vec<_> = self
            .messages()
            .iter()
            .map(|m| (m.to.clone(), m.subject()))
            .collect();
        panic!("no email to {to} about {subject:?}; have {subjects:#?}");
    }
}

impl Drop for SmtpSink {
    fn drop(&mut self) {
        self.task.abort();
    }
}

async fn session(stream: TcpStream, store: Arc<Mutex<Vec<SunkMail>>>) -> std::io::Result<()> {
    let (read, mut write) = stream.into_split();
    let mut lines = BufReader::new(read);
    write.write_all(b"220 sink ESMTP ready\r\n").await?;
    let mut to = Vec::new();
    loop {
        let mut line = String::new();
        if lines.read_line(&mut line).await? == 0 {
            return Ok(());
        }
        let command = line.trim_end().to_ascii_uppercase();
        if command.starts_with("EHLO") || command.starts_with("HELO") {
            write.write_all(b"250-sink\r\n250 8BITMIME\r\n").await?;
        } else if command.starts_with("MAIL FROM") {
            to.clear();
            write.write_all(b"250 OK\r\n").await?;
        } else if command.starts_with("RCPT TO") {
            let addr = line.trim_end()[8..]
                .trim()
                .trim_start_matches('<')
                .trim_end_matches('>')
                .to_string();
            to.push(addr);
            write.write_all(b"250 OK\r\n").await?;
        } else if command == "DATA" {
            write.write_all(b"354 end with .\r\n").await?;
            let mut data = String::new();
            loop {
                let mut l = String::new();
                if lines.read_line(&mut l).await? == 0 {
                    return Ok(());
                }
                if l == ".\r\n" || l == ".\n" {
                    break;
                }
                data.push_str(l.strip_prefix('.').unwrap_or(&l));
            }
            store.lock().expect("sink lock").push(SunkMail {
                to: std::mem::take(&mut to),
                data,
            });
            write.write_all(b"250 queued\r\n").await?;
        } else if command == "QUIT" {
            write.write_all(b"221 bye\r\n").await?;
            return Ok(());
        } else if command == "RSET" || command == "NOOP" {
            write.write_all(b"250 OK\r\n").await?;
        } else {
            write.write_all(b"502 not implemented\r\n").await?;
        }
    }
}
