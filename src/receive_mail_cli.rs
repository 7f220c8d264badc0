//! `pigeonpost receive-mail`: one reply to a move mail, read from standard input as a
//! mail server delivers to a program (Postfix's `pipe`, Exim's `pipe`, procmail,
//! fetchmail's `--mda`), played and answered (`app::mail::mail_replies`).
//!
//! The exit status is what the mail server acts on: 0 whenever the message was read,
//! played or not (a refusal is answered by mail, and a non-zero status would bounce the
//! message back to its sender with our error text); EX_TEMPFAIL (75) when the database
//! cannot be reached, so that the mail server delivers it again later; EX_DATAERR (65)
//! for input that is not a message at all; EX_CONFIG (78) when this server takes no
//! moves by mail, so the sender's mail server tells them so.

use crate::app::mail::mail_replies::Receipt;
use crate::notify::inbound;
use crate::server;
use crate::storage::DatabaseUrl;
use clap::Args;

/// sysexits.h, as mail servers read a delivery program's status.
pub const EX_DATAERR: u8 = 65;
pub const EX_TEMPFAIL: u8 = 75;
pub const EX_CONFIG: u8 = 78;

/// The largest message read; a reply with a move is a few kilobytes, and a bigger one
/// (attachments) is read up to here, which holds its text parts.
pub const MAX_MESSAGE_BYTES: u64 = 10 * 1024 * 1024;

#[derive(Args, Debug, Clone)]
pub struct ReceiveMailArgs {
    /// The server's database, a SQLite file or a `postgres://` URL.
    #[arg(long, env = "PIGEONPOST_DATABASE", default_value = "./pigeonpost.db")]
    pub database: DatabaseUrl,

    /// Public URL of the server, for the links in the answer.
    #[arg(
        long,
        env = "PIGEONPOST_BASE_URL",
        default_value = "http://127.0.0.1:8080"
    )]
    pub base_url: String,

    /// The domain of the reply addresses, as the server is given it.
    #[arg(long, env = "PIGEONPOST_REPLY_DOMAIN")]
    pub reply_domain: Option<String>,

    /// The envelope recipient, as the mail server knows it (Postfix: `${recipient}`);
    /// looked at before the message's own headers.
    #[arg(long)]
    pub recipient: Option<String>,
}

/// Handles the message `raw`: the exit status and a line for the mail server's log.
pub async fn run(args: &ReceiveMailArgs, raw: &[u8]) -> (u8, String) {
    let Some(domain) = args
        .reply_domain
        .as_deref()
        .filter(|d| !d.trim().is_empty())
    else {
        return (
            EX_CONFIG,
            "this server does not take moves by mail (no --reply-domain is set); play on the web"
                .into(),
        );
    };
    let Some(mail) = inbound::parse(raw, args.recipient.as_deref()) else {
        return (EX_DATAERR, "the input is not a mail message".into());
    };
    if let Some(path) = args.database.sqlite_path()
        && !path.exists()
    {
        return (EX_TEMPFAIL, format!("no database at {}", path.display()));
    }
    match server::receive_mail(&args.database, &args.base_url, domain, &mail).await {
        Ok(receipt) => (0, describe(&receipt)),
        Err(e) => (EX_TEMPFAIL, format!("cannot handle the message now: {e}")),
    }
}

fn describe(receipt: &Receipt) -> String {
    match receipt {
        Receipt::Ignored(why) => format!("ignored, an automatic message ({why})"),
        Receipt::Unmatched { answered: true } => {
            "no valid reply address; the player was told".into()
        }
        Receipt::Unmatched { answered: false } => {
            "no valid reply address and not from a player; not answered".into()
        }
        Receipt::Done(what) => format!("done: {what}"),
        Receipt::Refused(why) => format!("not played, the player was told: {why}"),
    }
}
