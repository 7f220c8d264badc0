//! Typed configuration for the server, read from flags and `PIGEONPOST_*` environment
//! variables by clap. One struct per subsystem so each part receives only what it needs;
//! secrets are redacted in `Debug` so a logged config never leaks a password.

use clap::{Args, ValueEnum};
use std::fmt;
use std::net::SocketAddr;
use std::path::PathBuf;

/// The shape of log lines.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum LogFormat {
    /// Human-readable lines; coloured only when standard error is a terminal.
    Text,
    /// One JSON object per line: `time_ms`, `level`, `target`, `message` and the fields.
    Json,
}

/// Everything `pigeonpost serve` needs.
#[derive(Debug, Clone, Args)]
pub struct ServeConfig {
    /// Address and port to listen on.
    #[arg(long, env = "PIGEONPOST_ADDR", default_value = "127.0.0.1:8080")]
    pub addr: SocketAddr,

    /// The database: a SQLite file (a path or `sqlite:` URL; created if missing) or a
    /// `postgres://` URL. Migrated at start-up.
    #[arg(long, env = "PIGEONPOST_DATABASE", default_value = "./pigeonpost.db")]
    pub database: pigeonpost_storage::DatabaseUrl,

    /// Public URL of this server, used for links in emails (no trailing slash).
    #[arg(
        long,
        env = "PIGEONPOST_BASE_URL",
        default_value = "http://127.0.0.1:8080"
    )]
    pub base_url: String,

    /// Serve the style sheet, script and piece drawings from this folder instead of the
    /// copies built into the binary (for working on them without rebuilding).
    #[arg(long, env = "PIGEONPOST_STATIC_DIR")]
    pub static_dir: Option<PathBuf>,

    /// Log lines as plain text (coloured only on a terminal) or as JSON, one object a line.
    #[arg(long, env = "PIGEONPOST_LOG_FORMAT", value_enum, default_value_t = LogFormat::Text)]
    pub log_format: LogFormat,

    #[command(flatten)]
    pub mail: MailConfig,

    #[command(flatten)]
    pub clocks: ClockConfig,

    #[command(flatten)]
    pub limits: LimitConfig,

    #[command(flatten)]
    pub connections: ConnectionConfig,

    #[command(flatten)]
    pub webhooks: WebhookConfig,

    #[command(flatten)]
    pub push: PushConfig,
}

/// Per-address limits on the requests that cost the server most (a password hash, an
/// email), daily caps on invitation mail to outside addresses, and where the client's
/// address comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Args)]
pub struct LimitConfig {
    /// The server is behind a reverse proxy: take the client's address from the last entry
    /// of X-Forwarded-For (the one the proxy appends) instead of the TCP peer. Leave off
    /// when clients reach the server directly, or anyone can claim any address.
    #[arg(long, env = "PIGEONPOST_BEHIND_PROXY", default_value_t = false)]
    pub behind_proxy: bool,

    /// Login attempts one address may make per 10 minutes (all at once, or spread out).
    #[arg(long, env = "PIGEONPOST_LOGINS_PER_10_MIN", default_value_t = 30,
        value_parser = clap::value_parser!(u32).range(1..=100_000))]
    pub logins_per_10_min: u32,

    /// Registrations one address may attempt per hour.
    #[arg(long, env = "PIGEONPOST_REGISTRATIONS_PER_HOUR", default_value_t = 10,
        value_parser = clap::value_parser!(u32).range(1..=100_000))]
    pub registrations_per_hour: u32,

    /// Games (invitations) one address may create per hour.
    #[arg(long, env = "PIGEONPOST_INVITATIONS_PER_HOUR", default_value_t = 30,
        value_parser = clap::value_parser!(u32).range(1..=100_000))]
    pub invitations_per_hour: u32,

    /// Invitations one player may send by email to outside addresses per 24 hours.
    #[arg(long, env = "PIGEONPOST_EMAIL_INVITATIONS_PER_DAY", default_value_t = 10,
        value_parser = clap::value_parser!(u32).range(0..=100_000))]
    pub email_invitations_per_day: u32,

    /// Invitations one outside address may receive by email per 24 hours, from all
    /// players together.
    #[arg(long, env = "PIGEONPOST_INVITATIONS_PER_RECIPIENT_PER_DAY", default_value_t = 3,
        value_parser = clap::value_parser!(u32).range(0..=100_000))]
    pub invitations_per_recipient_per_day: u32,

    /// The longest variant definition (in bytes) a player may check or keep.
    #[arg(long, env = "PIGEONPOST_DEFINITION_BYTES", default_value_t = 32_768,
        value_parser = clap::value_parser!(u32).range(256..=65_536))]
    pub definition_bytes: u32,

    /// Variant definitions one address may check or save per hour (each is compiled and
    /// previewed).
    #[arg(long, env = "PIGEONPOST_DEFINITION_CHECKS_PER_HOUR", default_value_t = 120,
        value_parser = clap::value_parser!(u32).range(1..=100_000))]
    pub definition_checks_per_hour: u32,

    /// Variants (drafts and published) one player may keep.
    #[arg(long, env = "PIGEONPOST_VARIANTS_PER_PLAYER", default_value_t = 30,
        value_parser = clap::value_parser!(u32).range(1..=100_000))]
    pub variants_per_player: u32,

    /// Positions a definition's preview may generate turns in when counting perft
    /// (depth d needs every position at depth d - 1); past it the count is not shown.
    #[arg(long, env = "PIGEONPOST_PREVIEW_PERFT_NODES", default_value_t = 100_000,
        value_parser = clap::value_parser!(u32).range(1..=100_000_000))]
    pub preview_perft_nodes: u32,

    /// Turns a definition's preview may generate or count in all, over its perft depths;
    /// past it the deeper counts are not shown.
    #[arg(long, env = "PIGEONPOST_PREVIEW_PERFT_TURNS", default_value_t = 3_000_000,
        value_parser = clap::value_parser!(u64).range(1..=10_000_000_000))]
    pub preview_perft_turns: u64,

    /// Milliseconds one preview may count perft (so at most that much CPU); past it the
    /// deeper counts are not shown.
    #[arg(long, env = "PIGEONPOST_PREVIEW_MS", default_value_t = 2_000,
        value_parser = clap::value_parser!(u64).range(1..=600_000))]
    pub preview_ms: u64,

    /// CPU seconds the previews of one client address may use per hour (one preview at
    /// a time); past it definitions are still checked, without perft.
    #[arg(long, env = "PIGEONPOST_PREVIEW_CPU_SECS_PER_HOUR", default_value_t = 60,
        value_parser = clap::value_parser!(u32).range(1..=3_600_000))]
    pub preview_cpu_secs_per_hour: u32,

    /// Mailed links (address confirmations, password resets) one address may ask for per
    /// hour; each mail address is also sent at most 3 per hour, whoever asks.
    #[arg(long, env = "PIGEONPOST_ACCOUNT_MAILS_PER_HOUR", default_value_t = 10,
        value_parser = clap::value_parser!(u32).range(1..=100_000))]
    pub account_mails_per_hour: u32,

    /// Requests one API token may make per minute, once its burst is spent.
    #[arg(long, env = "PIGEONPOST_API_REQUESTS_PER_MINUTE", default_value_t = 60,
        value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
    pub api_requests_per_minute: u32,

    /// Requests one API token may make at once, before the per-minute rate applies.
    #[arg(long, env = "PIGEONPOST_API_BURST", default_value_t = 30,
        value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
    pub api_burst: u32,

    /// Passwords hashed or checked at once (each takes about 19 MiB and a core for tens
    /// of milliseconds), with four times as many waiting; more are answered "busy, try
    /// again". 0: as many as the machine has cores.
    #[arg(long, env = "PIGEONPOST_PASSWORD_HASHES", default_value_t = 0,
        value_parser = clap::value_parser!(u32).range(0..=1024))]
    pub password_hashes: u32,

    /// The memory (KiB) each new password hash is made with (argon2id, two passes): the
    /// default, about 19 MiB, is OWASP's. Stored hashes are checked with the cost they
    /// were made with, so a change applies to passwords set from then on.
    #[arg(long, env = "PIGEONPOST_PASSWORD_MEMORY_KIB", default_value_t = 19_456,
        value_parser = clap::value_parser!(u32).range(8..=262_144))]
    pub password_memory_kib: u32,
}

impl Default for LimitConfig {
    /// The same values as the command line's defaults.
    fn default() -> Self {
        LimitConfig {
            behind_proxy: false,
            logins_per_10_min: 30,
            registrations_per_hour: 10,
            invitations_per_hour: 30,
            email_invitations_per_day: 10,
            invitations_per_recipient_per_day: 3,
            definition_bytes: 32_768,
            definition_checks_per_hour: 120,
            variants_per_player: 30,
            preview_perft_nodes: 100_000,
            preview_perft_turns: 3_000_000,
            preview_ms: 2_000,
            preview_cpu_secs_per_hour: 60,
            account_mails_per_hour: 10,
            api_requests_per_minute: 60,
            api_burst: 30,
            password_hashes: 0,
            password_memory_kib: 19_456,
        }
    }
}

/// Limits on the connections the server holds, so that slow or idle clients cannot tie it up.
#[derive(Debug, Clone, Copy, Args)]
pub struct ConnectionConfig {
    /// Seconds a client has to send a request's headers, also the longest an idle
    /// keep-alive connection is kept; then the connection is closed.
    #[arg(long, env = "PIGEONPOST_HEADER_READ_TIMEOUT_SECS", default_value_t = 10,
        value_parser = clap::value_parser!(u64).range(1..=3600))]
    pub header_read_timeout_secs: u64,

    /// Connections served at once; further clients wait in the listen queue until one
    /// closes.
    #[arg(long, env = "PIGEONPOST_MAX_CONNECTIONS", default_value_t = 1024,
        value_parser = clap::value_parser!(u64).range(1..=1_000_000))]
    pub max_connections: u64,

    /// Connections one client address may hold at once (0: no bound); past it a new
    /// connection from that address is closed as soon as it is accepted, before anything
    /// is read, so that one address cannot take the slots of `--max-connections`. Not
    /// applied `--behind-proxy`, where every connection comes from the proxy.
    #[arg(long, env = "PIGEONPOST_CONNECTIONS_PER_ADDRESS", default_value_t = 256,
        value_parser = clap::value_parser!(u32).range(0..=1_000_000))]
    pub connections_per_address: u32,

    /// Seconds between keep-alive comments on an idle live-update stream (an open game
    /// page or "my games"), so that proxies do not close it.
    #[arg(long, env = "PIGEONPOST_LIVE_KEEPALIVE_SECS", default_value_t = 20,
        value_parser = clap::value_parser!(u64).range(1..=3600))]
    pub live_keepalive_secs: u64,

    /// Live-update streams one client address may hold open (streams together hold at
    /// most three quarters of `--max-connections`, the rest kept for other requests).
    #[arg(long, env = "PIGEONPOST_LIVE_STREAMS_PER_ADDRESS", default_value_t = 64,
        value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
    pub live_streams_per_address: u32,

    /// Live-update streams one session (a logged-in browser) may hold open.
    #[arg(long, env = "PIGEONPOST_LIVE_STREAMS_PER_SESSION", default_value_t = 32,
        value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
    pub live_streams_per_session: u32,
}

/// Webhooks: which addresses they may reach, and how their deliveries are retried.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Args)]
pub struct WebhookConfig {
    /// Let players register webhooks with plain `http://` URLs and to loopback and private
    /// addresses (RFC 1918, fc00::/7, 100.64/10, link-local), for receivers on the
    /// server's own network. Off, only `https://` URLs to public addresses are allowed,
    /// so that no player can make the server reach its own network. Cloud metadata
    /// addresses, multicast and unspecified addresses are refused either way.
    #[arg(
        long,
        env = "PIGEONPOST_WEBHOOKS_ALLOW_PRIVATE",
        default_value_t = false
    )]
    pub webhooks_allow_private: bool,

    /// First retry delay after a failed delivery, in milliseconds (doubles each time).
    #[arg(long, env = "PIGEONPOST_WEBHOOK_RETRY_MS", default_value_t = 30_000)]
    pub webhook_retry_ms: u64,

    /// Longest retry delay, in milliseconds.
    #[arg(
        long,
        env = "PIGEONPOST_WEBHOOK_RETRY_MAX_MS",
        default_value_t = 3_600_000
    )]
    pub webhook_retry_max_ms: u64,

    /// Attempts at one delivery before it is given up on.
    #[arg(long, env = "PIGEONPOST_WEBHOOK_ATTEMPTS", default_value_t = 8,
        value_parser = clap::value_parser!(u32).range(1..=100))]
    pub webhook_attempts: u32,

    /// No background webhook worker: whoever embeds the server drains the deliveries
    /// itself (tests). Not a flag: a server always runs its worker.
    #[arg(skip)]
    pub drain_by_hand: bool,
}

impl Default for WebhookConfig {
    /// The same values as the command line's defaults.
    fn default() -> Self {
        WebhookConfig {
            webhooks_allow_private: false,
            webhook_retry_ms: 30_000,
            webhook_retry_max_ms: 3_600_000,
            webhook_attempts: 8,
            drain_by_hand: false,
        }
    }
}

/// Web Push: which push services may be reached, and how pushes are retried.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Args)]
pub struct PushConfig {
    /// Let browsers subscribe with push endpoints on plain `http://` and on loopback and
    /// private addresses (a push service on the server's own network). Off, a push
    /// endpoint must be `https://` on a public address, as every browser's push service
    /// is, so that no player can make the server reach its own network. The same guard
    /// as webhooks': metadata, multicast and unspecified addresses are refused either way.
    #[arg(long, env = "PIGEONPOST_PUSH_ALLOW_PRIVATE", default_value_t = false)]
    pub push_allow_private: bool,

    /// First retry delay after a push the push service did not take, in milliseconds
    /// (doubles each time).
    #[arg(long, env = "PIGEONPOST_PUSH_RETRY_MS", default_value_t = 30_000)]
    pub push_retry_ms: u64,

    /// Longest retry delay, in milliseconds.
    #[arg(long, env = "PIGEONPOST_PUSH_RETRY_MAX_MS", default_value_t = 900_000)]
    pub push_retry_max_ms: u64,

    /// Attempts at one push before it is given up on.
    #[arg(long, env = "PIGEONPOST_PUSH_ATTEMPTS", default_value_t = 6,
        value_parser = clap::value_parser!(u32).range(1..=100))]
    pub push_attempts: u32,

    /// No background push worker: whoever embeds the server drains the pushes itself
    /// (tests). Not a flag: a server always runs its worker.
    #[arg(skip)]
    pub drain_by_hand: bool,
}

impl Default for PushConfig {
    /// The same values as the command line's defaults.
    fn default() -> Self {
        PushConfig {
            push_allow_private: false,
            push_retry_ms: 30_000,
            push_retry_max_ms: 900_000,
            push_attempts: 6,
            drain_by_hand: false,
        }
    }
}

/// Correspondence time controls: how often deadlines are checked, when players are reminded.
#[derive(Debug, Clone, Copy, Args)]
pub struct ClockConfig {
    /// Seconds between sweeps for games whose deadline has passed (and reminders).
    #[arg(long, env = "PIGEONPOST_CLOCK_SWEEP_SECS", default_value_t = 60)]
    pub clock_sweep_secs: u64,

    /// Remind a player by email once per move when less than this many hours are left.
    #[arg(long, env = "PIGEONPOST_REMINDER_HOURS", default_value_t = 24,
        value_parser = clap::value_parser!(i64).range(0..=720))]
    pub reminder_hours: i64,

    /// In an untimed game, a player whose opponent has not moved for this many days may
    /// claim the win.
    #[arg(long, env = "PIGEONPOST_STALLED_DAYS", default_value_t = 60,
        value_parser = clap::value_parser!(i64).range(1..=3650))]
    pub stalled_days: i64,

    /// Vacation days each player may take per calendar year (UTC); their clocks stop.
    #[arg(long, env = "PIGEONPOST_VACATION_DAYS", default_value_t = 30,
        value_parser = clap::value_parser!(i64).range(0..=366))]
    pub vacation_days: i64,
}

/// The flags' defaults, for commands other than `serve` that build the app.
impl Default for ClockConfig {
    fn default() -> Self {
        ClockConfig {
            clock_sweep_secs: 60,
            reminder_hours: 24,
            stalled_days: 60,
            vacation_days: 30,
        }
    }
}

/// How outgoing mail is delivered.
#[derive(Clone, Args)]
pub struct MailConfig {
    /// SMTP server host. Without it, mail is written as .eml files to --mail-dir.
    #[arg(long, env = "PIGEONPOST_SMTP_HOST")]
    pub smtp_host: Option<String>,

    /// SMTP server port (defaults to 25 for none, 587 for starttls, 465 for tls).
    #[arg(long, env = "PIGEONPOST_SMTP_PORT")]
    pub smtp_port: Option<u16>,

    /// SMTP user name.
    #[arg(long, env = "PIGEONPOST_SMTP_USERNAME")]
    pub smtp_username: Option<String>,

    /// SMTP password.
    #[arg(long, env = "PIGEONPOST_SMTP_PASSWORD", hide_env_values = true)]
    pub smtp_password: Option<String>,

    /// SMTP transport security.
    #[arg(
        long,
        env = "PIGEONPOST_SMTP_TLS",
        value_enum,
        default_value = "starttls"
    )]
    pub smtp_tls: TlsMode,

    /// Sender address of every email.
    #[arg(
        long,
        env = "PIGEONPOST_MAIL_FROM",
        default_value = "Pigeonpost <pigeonpost@localhost>"
    )]
    pub mail_from: String,

    /// The domain of the Reply-To addresses (`move+TOKEN@DOMAIN`) that let a player
    /// answer a move mail with their move; mail to it must reach `pigeonpost
    /// receive-mail` (see the README). Without it, mails have no Reply-To.
    #[arg(long, env = "PIGEONPOST_REPLY_DOMAIN")]
    pub reply_domain: Option<String>,

    /// Folder for .eml files when no SMTP host is configured.
    #[arg(long, env = "PIGEONPOST_MAIL_DIR", default_value = "./outbox-mail")]
    pub mail_dir: PathBuf,

    /// First retry delay after a failed send, in milliseconds (doubles each time).
    #[arg(long, env = "PIGEONPOST_MAIL_RETRY_MS", default_value_t = 5_000)]
    pub mail_retry_ms: u64,

    /// Longest retry delay, in milliseconds.
    #[arg(long, env = "PIGEONPOST_MAIL_RETRY_MAX_MS", default_value_t = 600_000)]
    pub mail_retry_max_ms: u64,

    /// Seconds a mail taken for sending stays taken: longer than any SMTP conversation.
    /// A server that dies mid-send leaves its mail to be sent again after this long.
    #[arg(long, env = "PIGEONPOST_MAIL_LEASE_SECS", default_value_t = 300,
        value_parser = clap::value_parser!(u64).range(1..=86_400))]
    pub mail_lease_secs: u64,

    /// No background outbox worker: whoever embeds the server drains the outbox itself
    /// (tests that count mail). Not a flag: a server always runs its worker.
    #[arg(skip)]
    pub drain_by_hand: bool,
}

/// SMTP transport security.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum TlsMode {
    /// Plain text (only for a relay on localhost or a test sink).
    None,
    /// Upgrade with STARTTLS (usually port 587).
    Starttls,
    /// TLS from the first byte (usually port 465).
    Tls,
}

impl fmt::Debug for MailConfig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("MailConfig")
            .field("smtp_host", &self.smtp_host)
            .field("smtp_port", &self.smtp_port)
            .field("smtp_username", &self.smtp_username)
            .field(
                "smtp_password",
                &self.smtp_password.as_ref().map(|_| "<redacted>"),
            )
            .field("smtp_tls", &self.smtp_tls)
            .field("mail_from", &self.mail_from)
            .field("reply_domain", &self.reply_domain)
            .field("mail_dir", &self.mail_dir)
            .field("mail_retry_ms", &self.mail_retry_ms)
            .field("mail_retry_max_ms", &self.mail_retry_max_ms)
            .field("mail_lease_secs", &self.mail_lease_secs)
            .field("drain_by_hand", &self.drain_by_hand)
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    #[derive(Parser)]
    struct Cli {
        #[command(flatten)]
        serve: ServeConfig,
    }

    #[test]
    fn password_is_redacted_in_debug() {
        let cli = Cli::parse_from(["x", "--smtp-password", "hunter2"]);
        let shown = format!("{:?}", cli.serve);
        assert!(!shown.contains("hunter2"));
        assert!(shown.contains("<redacted>"));
    }

    #[test]
    fn defaults_match_the_readme() {
        let cli = Cli::parse_from(["x"]);
        assert_eq!(cli.serve.addr.to_string(), "127.0.0.1:8080");
        assert_eq!(cli.serve.database.to_string(), "./pigeonpost.db");
        assert_eq!(cli.serve.limits, LimitConfig::default());
        assert_eq!(cli.serve.webhooks, WebhookConfig::default());
        assert_eq!(cli.serve.push, PushConfig::default());
        assert_eq!(cli.serve.connections.header_read_timeout_secs, 10);
        assert_eq!(cli.serve.connections.max_connections, 1024);
    }
}
