//! A tiny SMTP server for tests: speaks EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP and QUIT,
//! and keeps every message it receives. Chosen recipients can be refused, as a real
//! receiving server refuses them: at RCPT (550 no such mailbox) or after DATA (451 try
//! later), each with the reply the test gives.

use std::collections::HashMap;
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

    /// The value of the first header called `name` (case-insensitive), unfolded.
    pub fn header(&self, name: &str) -> Option<String> {
        let head = self.data.split("\r\n\r\n").next().unwrap_or_default();
        let prefix = format!("{}:", name.to_ascii_lowercase());
        let mut lines = head
            .lines()
            .skip_while(|l| !l.to_ascii_lowercase().starts_with(&prefix));
        let first = lines.next()?;
        let mut value = first[prefix.len()..].trim().to_string();
        for more in lines.take_while(|l| l.starts_with([' ', '\t'])) {
            value.push_str(more.trim_start());
        }
        Some(value)
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
    rules: Arc<Mutex<Rules>>,
    task: JoinHandle<()>,
}

/// When the sink refuses a recipient, and with what reply.
#[derive(Debug, Clone)]
enum Refusal {
    /// At RCPT TO, so the message is never transferred.
    Rcpt(String),
    /// After the message was transferred (kept in `Rules::refused`).
    AfterData(String),
}

#[derive(Default)]
struct Rules {
    by_address: HashMap<String, Refusal>,
    /// RCPT commands refused.
    rcpt_refused: usize,
    /// Messages received and then refused.
    refused: Vec<SunkMail>,
    /// How long the sink waits, having kept a message, before saying so (a slow server).
    slow: Duration,
}

impl SmtpSink {
    /// Listens on `port` (0 for any free port).
    pub async fn start(port: u16) -> SmtpSink {
        let listener = TcpListener::bind(("127.0.0.1", port))
            .await
            .expect("bind sink");
        let port = listener.local_addr().expect("sink addr").port();
        let messages = Arc::new(Mutex::new(Vec::new()));
        let rules = Arc::new(Mutex::new(Rules::default()));
        let (store, kept_rules) = (messages.clone(), rules.clone());
        let task = tokio::spawn(async move {
            while let Ok((stream, _)) = listener.accept().await {
                let (store, rules) = (store.clone(), kept_rules.clone());
                tokio::spawn(async move {
                    let _ = session(stream, store, rules).await;
                });
            }
        });
        SmtpSink {
            port,
            messages,
            rules,
            task,
        }
    }

    /// Refuses `address` at RCPT TO with `reply` ("550 5.1.1 no such mailbox").
    pub fn refuse(&self, address: &str, reply: &str) {
        self.rule(address, Some(Refusal::Rcpt(reply.into())));
    }

    /// Takes messages for `address` and then refuses them with `reply` ("451 try later").
    pub fn refuse_after_data(&self, address: &str, reply: &str) {
        self.rule(address, Some(Refusal::AfterData(reply.into())));
    }

    /// Keeps each message at once but answers `250` only `delay` later, as a slow
    /// receiving server does: a sender that dies meanwhile does not know it was taken.
    /// (The crash tests in `tests/ops` use it.)
    #[allow(dead_code)]
    pub fn answer_slowly(&self, delay: Duration) {
        self.rules.lock().expect("sink lock").slow = delay;
    }

    /// Accepts mail for `address` again.
    pub fn accept(&self, address: &str) {
        self.rule(address, None);
    }

    fn rule(&self, address: &str, refusal: Option<Refusal>) {
        let mut rules = self.rules.lock().expect("sink lock");
        let key = address.to_ascii_lowercase();
        match refusal {
            Some(r) => rules.by_address.insert(key, r),
            None => rules.by_address.remove(&key),
        };
    }

    /// How many RCPT commands were refused.
    pub fn rcpt_refused(&self) -> usize {
        self.rules.lock().expect("sink lock").rcpt_refused
    }

    /// The messages received and then refused.
    pub fn refused(&self) -> Vec<SunkMail> {
        self.rules.lock().expect("sink lock").refused.clone()
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

async fn session(
    stream: TcpStream,
    store: Arc<Mutex<Vec<SunkMail>>>,
    rules: Arc<Mutex<Rules>>,
) -> std::io::Result<()> {
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
            let refusal = {
                let mut rules = rules.lock().expect("sink lock");
                match rules.by_address.get(&addr.to_ascii_lowercase()).cloned() {
                    Some(Refusal::Rcpt(reply)) => {
                        rules.rcpt_refused += 1;
                        Some(reply)
                    }
                    _ => None,
                }
            };
            match refusal {
                Some(reply) => write.write_all(format!("{reply}\r\n").as_bytes()).await?,
                None => {
                    to.push(addr);
                    write.write_all(b"250 OK\r\n").await?;
                }
            }
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
            let mail = SunkMail {
                to: std::mem::take(&mut to),
                data,
            };
            let refusal = {
                let mut rules = rules.lock().expect("sink lock");
                let reply = mail.to.iter().find_map(|t| {
                    match rules.by_address.get(&t.to_ascii_lowercase()) {
                        Some(Refusal::AfterData(reply)) => Some(reply.clone()),
                        _ => None,
                    }
                });
                if reply.is_some() {
                    rules.refused.push(mail.clone());
                }
                reply
            };
            match refusal {
                Some(reply) => write.write_all(format!("{reply}\r\n").as_bytes()).await?,
                None => {
                    store.lock().expect("sink lock").push(mail);
                    let slow = rules.lock().expect("sink lock").slow;
                    tokio::time::sleep(slow).await;
                    write.write_all(b"250 queued\r\n").await?;
                }
            }
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
