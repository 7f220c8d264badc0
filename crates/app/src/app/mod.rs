//! The use-cases, by domain: each folder's service (`App::play`, `App::accounts`,
//! `App::desk`, `App::mailing`, `App::hooks`, `App::ops`, `App::player_variants`,
//! `App::api`) holds the methods its handlers call, over the shared `App`: the storage
//! door, the clock, live streams and the workers to wake, with the rules every domain
//! decides with (`rules`) and the machinery they share (`support`). A domain asks another
//! through that one's service, never by importing its files. Orchestrates the engine,
//! storage and notify layers and knows nothing of HTTP. Every function returns
//! `AppError`, whose variants say what went wrong in the player's terms; the web layer
//! picks the status.

pub mod accounts;
pub mod api;
pub mod desk;
pub mod hooks;
pub mod mail;
pub mod missing;
pub mod ops;
pub mod play;
pub mod players;
pub mod rules;
pub mod support;
pub mod tournaments;
pub mod variants;

use crate::clock::Clock;
use crate::config::{ClockConfig, LimitConfig};
use crate::storage::broadcast::{Broadcast, News};
use crate::storage::reader::{Pooled, Reader, Reads};
use crate::storage::writes::{WriteGate, WriteTx};
use crate::storage::{Conflict, Database, StorageError};
use accounts::{sessions, unsubscribe};
use pigeonpost_engine::notation::{ErrorKind, NotationError};
use pigeonpost_i18n::Said;
use std::net::IpAddr;
use std::sync::Arc;
use support::{invitation_caps, limits, live, passwords, previews, reply_tokens, stamp_cache};
use tokio::sync::Notify;

/// A domain's use-cases, a small service over the shared `App` (the storage door, the
/// clock, the workers to wake): `app.play().submit_move(..)`. It borrows the app as the
/// request holds it, so a use-case may hand work to a task of its own.
macro_rules! service {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy)]
        pub struct $name<'a>(pub(crate) &'a std::sync::Arc<crate::app::App>);

        impl std::ops::Deref for $name<'_> {
            type Target = crate::app::App;

            fn deref(&self) -> &crate::app::App {
                self.0
            }
        }
    };
}
pub(crate) use service;

impl App {
    pub fn accounts(self: &Arc<Self>) -> accounts::Accounts<'_> {
        accounts::Accounts(self)
    }

    pub fn api(self: &Arc<Self>) -> api::Api<'_> {
        api::Api(self)
    }

    pub fn desk(self: &Arc<Self>) -> desk::Desk<'_> {
        desk::Desk(self)
    }

    pub fn hooks(self: &Arc<Self>) -> hooks::Hooks<'_> {
        hooks::Hooks(self)
    }

    pub fn mailing(self: &Arc<Self>) -> mail::Mailing<'_> {
        mail::Mailing(self)
    }

    pub fn ops(self: &Arc<Self>) -> ops::Ops<'_> {
        ops::Ops(self)
    }

    pub fn players(self: &Arc<Self>) -> players::Players<'_> {
        players::Players(self)
    }

    pub fn play(self: &Arc<Self>) -> play::Play<'_> {
        play::Play(self)
    }

    pub fn tournaments(self: &Arc<Self>) -> tournaments::Tournaments<'_> {
        tournaments::Tournaments(self)
    }

    pub fn player_variants(self: &Arc<Self>) -> variants::PlayerVariants<'_> {
        variants::PlayerVariants(self)
    }
}

/// Wakes the workers of what a committed write queued for players: the mail outbox, and
/// the pushes queued beside its mail.
pub(crate) struct QueueWake {
    mail: Arc<Notify>,
    push: Arc<Notify>,
}

impl QueueWake {
    /// Wakes both: a write that queued mail may have queued its pushes.
    pub(crate) fn notify_one(&self) {
        self.mail();
        self.push();
    }

    /// Wakes the outbox worker alone, for a write that knows it queued no push (a
    /// move's: an idle wake of the push worker is still a read of its table).
    pub(crate) fn mail(&self) {
        self.mail.notify_one();
    }

    pub(crate) fn push(&self) {
        self.push.notify_one();
    }
}

/// Everything a use-case needs, shared by all requests: what the domains' services
/// (`App::play` and the others) work through.
pub struct App {
    /// Where reads go (see `storage::reader`).
    pub(crate) reads: Reads,
    /// Every write of this process runs on this one connection, committed in groups.
    pub(crate) write_gate: WriteGate,
    pub(crate) clock: Arc<dyn Clock>,
    /// Public URL prefix for links in emails, without a trailing slash.
    pub(crate) base_url: String,
    /// Wakes the outbox and push workers after new mail or pushes are committed.
    pub(crate) mail_wake: QueueWake,
    /// Reminder, stalled-game and vacation settings.
    pub(crate) rules: ClockConfig,
    /// Bounded password hashing.
    pub(crate) passwords: passwords::Passwords,
    /// Per-address limits on logins, registrations and new games.
    pub(crate) limits: limits::RateLimits,
    /// Daily caps on invitations emailed to outside addresses.
    pub(crate) invitation_caps: invitation_caps::Caps,
    /// News of changed games, for every server on the database.
    pub(crate) broadcast: Broadcast,
    /// The live-update streams open on this server.
    pub(crate) live: live::Live,
    /// Game stamps kept while nothing is committed (SQLite).
    pub(crate) stamps: stamp_cache::StampCache,
    /// Bounds on the variants players write.
    pub(crate) variant_limits: VariantLimits,
    /// The editor's perft previews being counted, and the CPU each client's used.
    pub(crate) previews: Arc<previews::Previews>,
    /// How Reply-To addresses are signed and checked (moves by mail).
    pub(crate) reply_keys: reply_tokens::ReplyKeys,
    /// The server's VAPID key, whose public half browsers subscribe with (none for a
    /// command beside the server: it queues pushes, the server sends them).
    pub(crate) vapid: Option<Arc<crate::notify::push::Vapid>>,
    /// Where push endpoints may point.
    pub(crate) push_policy: crate::notify::webhook_addresses::AddressPolicy,
    /// Where webhooks may point.
    pub(crate) hook_policy: crate::notify::webhook_addresses::AddressPolicy,
    /// Wakes the webhook worker after new deliveries are committed.
    pub(crate) hook_wake: Arc<Notify>,
    /// How one-click unsubscribe addresses are signed and checked.
    pub(crate) unsubscribe_key: unsubscribe::UnsubscribeKey,
    /// How session tokens are signed (`sessions::SessionKey`).
    pub(crate) session_key: sessions::SessionKey,
}

/// Bounds on the variants players write (from `LimitConfig`).
#[derive(Clone, Copy, Debug)]
pub(crate) struct VariantLimits {
    pub definition_bytes: usize,
    pub variants_per_player: i64,
}

impl App {
    pub fn new(
        db: Database,
        clock: Arc<dyn Clock>,
        base_url: &str,
        mail_wake: Arc<Notify>,
        rules: ClockConfig,
        limits: &LimitConfig,
    ) -> Self {
        App {
            reads: db.reads,
            write_gate: db.writer,
            clock,
            base_url: base_url.trim_end_matches('/').to_string(),
            mail_wake: QueueWake {
                mail: mail_wake,
                push: Arc::new(Notify::new()),
            },
            rules,
            passwords: passwords::Passwords::with_slots(
                limits.password_hashes,
                limits.password_memory_kib,
            ),
            limits: limits::RateLimits::new(limits),
            invitation_caps: invitation_caps::Caps::new(limits),
            variant_limits: VariantLimits {
                definition_bytes: limits.definition_bytes as usize,
                variants_per_player: i64::from(limits.variants_per_player),
            },
            previews: Arc::new(previews::Previews::new(previews::PreviewRules {
                positions: u64::from(limits.preview_perft_nodes),
                turns: limits.preview_perft_turns,
                time: std::time::Duration::from_millis(limits.preview_ms),
                cpu_ms_per_hour: u64::from(limits.preview_cpu_secs_per_hour) * 1000,
            })),
            broadcast: db.broadcast,
            live: live::Live::new(),
            stamps: stamp_cache::StampCache::new(db.commit_marks),
            reply_keys: reply_tokens::ReplyKeys::new(&[], None),
            vapid: None,
            push_policy: Default::default(),
            hook_policy: Default::default(),
            hook_wake: Arc::new(Notify::new()),
            unsubscribe_key: unsubscribe::UnsubscribeKey::default(),
            session_key: sessions::SessionKey::default(),
        }
    }

    /// The app as a one-off command runs it (`verify`, `receive-mail`): the system clock,
    /// the default clock rules and limits, and no mail worker of its own to wake.
    pub fn for_command(db: Database, base_url: &str) -> Self {
        App::new(
            db.for_command(),
            Arc::new(crate::clock::SystemClock),
            base_url,
            Arc::new(Notify::new()),
            ClockConfig::default(),
            &LimitConfig::default(),
        )
    }

    /// The app with webhooks held to `policy`, its worker woken through `wake`.
    pub fn with_webhooks(
        mut self,
        policy: crate::notify::webhook_addresses::AddressPolicy,
        wake: Arc<Notify>,
    ) -> Self {
        self.hook_policy = policy;
        self.hook_wake = wake;
        self
    }

    /// The app with Web Push: browsers subscribe with `vapid`'s public key, to endpoints
    /// `policy` allows; the push worker is woken through `wake`.
    pub fn with_push(
        mut self,
        vapid: Arc<crate::notify::push::Vapid>,
        policy: crate::notify::webhook_addresses::AddressPolicy,
        wake: Arc<Notify>,
    ) -> Self {
        self.vapid = Some(vapid);
        self.push_policy = policy;
        self.mail_wake.push = wake;
        self
    }

    /// The app with moves by mail set up: `key` signs the Reply-To addresses of mails
    /// that ask a player to move, at `domain` (None: no Reply-To, replies refused).
    pub fn with_mail_replies(mut self, key: &[u8], domain: Option<&str>) -> Self {
        self.reply_keys = reply_tokens::ReplyKeys::new(key, domain);
        self
    }

    /// The app with session tokens signed by `key` (the server key), which the
    /// anti-forgery check knows them by.
    pub fn with_session_key(mut self, key: &[u8]) -> Self {
        self.session_key = sessions::SessionKey::new(key);
        self
    }

    /// The app with one-click unsubscribe set up: `key` (the server key) signs the
    /// List-Unsubscribe addresses of optional mail. Without it, mail has none.
    pub fn with_unsubscribe(mut self, key: &[u8]) -> Self {
        self.unsubscribe_key = unsubscribe::UnsubscribeKey::new(key);
        self
    }

    /// The Reply-To address of a mail asking player `user` to move at `ply` of `game`,
    /// if replies are set up.
    pub(crate) fn reply_address(&self, game: i64, user: i64, ply: i64) -> Option<String> {
        self.reply_keys
            .address(reply_tokens::Ticket { game, user, ply })
    }

    /// `mail` to player `user` about `ply` of `game`, made answerable by mail (a
    /// Reply-To and a word on what to reply) when replies are set up.
    pub(crate) fn answerable(
        &self,
        mail: crate::notify::Mail,
        (game, user, ply): (i64, i64, i64),
        hint: crate::notify::reply_messages::Hint,
    ) -> crate::notify::Mail {
        crate::notify::reply_messages::answerable(mail, self.reply_address(game, user, ply), hint)
    }

    /// News of games changed from now on, on any server of this database (a hint to
    /// read them again; some may be missed, see `storage::broadcast`).
    pub fn news(&self) -> tokio::sync::broadcast::Receiver<News> {
        self.broadcast.subscribe()
    }

    /// Tells every server that game `game` changed, and this one's webhook worker that
    /// the change may have queued deliveries. After the commit.
    pub(crate) async fn game_changed(&self, game: i64) {
        self.hook_wake.notify_one();
        self.game_changed_queuing_nothing(game).await;
    }

    /// Tells the servers that mail or webhook deliveries were queued, for a command whose
    /// workers are the server's (`receive-mail`). After the commit.
    pub async fn tell_servers_work_is_queued(&self) {
        self.broadcast.publish(News::Queued).await;
    }

    /// As `game_changed`, for a change known to have queued no webhook delivery: the
    /// worker is left asleep.
    pub(crate) async fn game_changed_queuing_nothing(&self, game: i64) {
        self.broadcast.publish(News::GameChanged { game }).await;
    }

    /// The gate this app's writes pass, for the other writers of the process (the outbox).
    pub fn write_gate(&self) -> WriteGate {
        self.write_gate.clone()
    }

    /// The injected clock's time, in milliseconds since the epoch.
    pub fn now_ms(&self) -> i64 {
        self.clock.now_ms()
    }

    /// The public URL prefix of links in mail and feeds, without a trailing slash.
    pub fn base_url(&self) -> &str {
        &self.base_url
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{}", self.base_url, path)
    }

    /// A write transaction; this process's writers take turns on one connection and
    /// are committed in groups (see `write_tx`).
    pub(crate) async fn begin(&self) -> Result<WriteTx, AppError> {
        Ok(self.write_gate.begin().await?)
    }

    /// A pooled connection for reads and single statements; return it (drop it) before
    /// asking for another or doing slow work (a hash, the engine, mail).
    pub(crate) async fn conn(&self) -> Result<Pooled, AppError> {
        Ok(self.reads.pooled().await?)
    }

    /// The reads of one request (see `storage::reader`), on `conn` if one is held.
    pub(crate) fn reader(&self, conn: Option<Pooled>) -> Reader {
        self.reads.reader(conn)
    }
}

/// Who is asking, as far as the use-cases that limit by client need to know.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Client {
    /// The client's network address (the peer, or the proxy's word for it).
    pub addr: IpAddr,
    /// The browser's device token (the `pp_device` cookie), if it sent one.
    pub device: Option<String>,
    /// A short label of the browser ("Firefox on Linux"), kept with a new session.
    pub agent: String,
}

/// A logged-in player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct User {
    pub id: i64,
    pub username: String,
    pub email: String,
    pub locale: Locale,
}

/// What a player reads in: the language their account chose (None: as their browser
/// asks) and their time zone.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct Locale {
    pub language: Option<String>,
    pub zone: crate::zone::Zone,
}

impl Locale {
    /// The choices as kept: a language no longer shipped reads as none, a zone no
    /// longer in the database as UTC.
    pub fn stored(language: Option<String>, time_zone: Option<&str>) -> Locale {
        Locale {
            language: language.filter(|l| pigeonpost_i18n::Tr::by_tag(l).is_some()),
            zone: crate::zone::Zone::stored(time_zone),
        }
    }

    /// The words a mail or a feed to this player is written in: their language, else the
    /// source language (neither has a browser to ask).
    pub fn mail_words(&self) -> pigeonpost_i18n::Tr {
        pigeonpost_i18n::Tr::choose(self.language.as_deref(), None)
    }
}

impl From<crate::storage::users::UserRow> for User {
    fn from(r: crate::storage::users::UserRow) -> Self {
        User {
            id: r.id,
            username: r.username,
            email: r.email,
            locale: Locale::stored(r.language, r.time_zone.as_deref()),
        }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum AppError {
    #[error("you need to log in first")]
    NotLoggedIn,
    #[error("wrong username or password")]
    BadCredentials,
    /// Too many attempts (failed logins, or requests from one address): the message says
    /// until when to wait, `retry_after` in how many seconds.
    #[error("{message}")]
    TooManyAttempts { message: Said, retry_after: i64 },
    /// Too many password hashes are running or waiting: the request was not even queued.
    #[error("the server is busy, try again in a moment")]
    Busy,
    #[error("{0}")]
    NotFound(Said),
    #[error("{0}")]
    Forbidden(Said),
    /// A malformed or out-of-range field.
    #[error("{0}")]
    Invalid(Said),
    /// A language or time zone the server does not know.
    #[error("{0}")]
    Locale(#[from] rules::locale::LocaleRefusal),
    /// A username or email address already registered.
    #[error("{0}")]
    Taken(Said),
    /// The engine refused the submitted move: why (syntax, illegal, ambiguous), and a
    /// message for the player.
    #[error("{0}")]
    MoveRejected(Refusal),
    /// The move was made on an old position.
    #[error(
        "the game has moved on since you loaded the page (you saw ply {seen}, it is now at ply {actual}); look at the board again and resubmit"
    )]
    Stale { seen: i64, actual: i64 },
    /// The action no longer applies (invitation closed, game already over).
    #[error("{0}")]
    Conflict(Said),
    /// The database cannot be reached just now; the request changed nothing.
    #[error("the server cannot reach its database; please try again in a moment")]
    DatabaseUnavailable(String),
    #[error("internal error: {0}")]
    Internal(String),
}

impl AppError {
    /// What the person who asked is told, in `tr`'s words. Only a fault of the server
    /// (`Internal`) is not for them: its page says so in words of its own.
    pub fn words(&self, tr: pigeonpost_i18n::Tr) -> String {
        match self {
            AppError::MoveRejected(refusal) => refusal.words(tr),
            other => other.said().words(tr),
        }
    }

    /// The same, for a page that chooses the language later.
    pub fn said(&self) -> Said {
        match self {
            AppError::NotLoggedIn => Said::new("error-not-logged-in"),
            AppError::BadCredentials => Said::new("error-bad-credentials"),
            AppError::Busy => Said::new("error-busy"),
            AppError::Forbidden(said)
            | AppError::Invalid(said)
            | AppError::Taken(said)
            | AppError::Conflict(said) => said.clone(),
            AppError::Stale { seen, actual } => Said::with(
                "error-stale",
                [
                    ("seen", seen.to_string().into()),
                    ("actual", actual.to_string().into()),
                ],
            ),
            AppError::DatabaseUnavailable(_) => Said::new("error-database"),
            AppError::NotFound(said) | AppError::TooManyAttempts { message: said, .. } => {
                said.clone()
            }
            AppError::Locale(refusal) => refusal.said(),
            AppError::MoveRejected(refusal) => Said::Written(refusal.to_string()),
            AppError::Internal(_) => Said::new("error-our-side"),
        }
    }
}

/// A refused move: which stage refused it (the engine's `ErrorKind`: the text does not
/// read, names no legal turn, or names several) and why, as a value; `Display` writes it
/// in English, `Refusal::words` (`rules::refusal_words`) in a reader's language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal {
    pub kind: ErrorKind,
    pub reason: RefusalReason,
}

/// Why a move was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RefusalReason {
    /// The engine's reason, and the part it is about.
    Notation(NotationError),
    /// Nothing was written in the move field.
    NoMoveWritten,
    /// Nothing was written on the analysis board's move field.
    NoAnalysisMove,
    /// A pasted move list with no moves in it.
    NoMovesToImport,
    /// Turn `number` (from 1) of a list, written `text`, refused for `why`; `of_line`:
    /// the list is a line of play kept for later, not a list played out now.
    InTurn {
        number: usize,
        text: String,
        of_line: bool,
        why: Box<RefusalReason>,
    },
    /// Turn `number` of a line ends the game, and more turns follow it.
    LineEndsGame { number: usize, text: String },
    /// Words written where the refusal is decided, in English only.
    Text(String),
}

impl std::fmt::Display for RefusalReason {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RefusalReason::Notation(e) => write!(f, "{e}"),
            RefusalReason::NoMoveWritten => {
                f.write_str("write a move first, for example \"P e2-e4\"")
            }
            RefusalReason::NoAnalysisMove => f.write_str("write a move first"),
            RefusalReason::NoMovesToImport => {
                f.write_str("no moves found: paste a PGN game or a list of moves")
            }
            RefusalReason::InTurn {
                number,
                text,
                of_line: true,
                why,
            } => write!(f, "turn {number} of the line ({text}): {why}"),
            RefusalReason::InTurn {
                number, text, why, ..
            } => write!(f, "turn {number} ({text}): {why}"),
            RefusalReason::LineEndsGame { number, text } => write!(
                f,
                "turn {number} of the line ({text}) ends the game: nothing can follow it"
            ),
            RefusalReason::Text(t) => f.write_str(t),
        }
    }
}

impl Refusal {
    /// A refusal of the text as written, before the engine reads it: a syntax error.
    pub fn written(reason: RefusalReason) -> Refusal {
        Refusal {
            kind: ErrorKind::Syntax,
            reason,
        }
    }

    /// This refusal, said of turn `number` (from 1) of a list, written `text`.
    pub fn in_turn(self, number: usize, text: &str, of_line: bool) -> Refusal {
        Refusal {
            kind: self.kind,
            reason: RefusalReason::InTurn {
                number,
                text: text.to_string(),
                of_line,
                why: Box::new(self.reason),
            },
        }
    }
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.reason)
    }
}

impl From<NotationError> for Refusal {
    fn from(e: NotationError) -> Self {
        Refusal {
            kind: e.kind(),
            reason: RefusalReason::Notation(e),
        }
    }
}

/// A refusal of the text as written, before the engine reads it: a syntax error, in
/// English only.
impl From<&str> for Refusal {
    fn from(message: &str) -> Self {
        Refusal::written(RefusalReason::Text(message.to_string()))
    }
}

impl From<String> for Refusal {
    fn from(message: String) -> Self {
        Refusal::written(RefusalReason::Text(message))
    }
}

impl From<StorageError> for AppError {
    fn from(e: StorageError) -> Self {
        match e {
            StorageError::NotFound => AppError::NotFound(missing::thing(missing::Thing::Record)),
            StorageError::Conflict(Conflict::Changed(why)) => AppError::Conflict(Said::new(why)),
            StorageError::Conflict(Conflict::Unique(_)) => {
                AppError::Conflict(Said::new("conflict-exists-already"))
            }
            StorageError::Conflict(Conflict::Data(why)) => AppError::Internal(why),
            StorageError::Other(e) => AppError::Internal(e.to_string()),
            StorageError::Commit(why) => AppError::Internal(why),
            StorageError::Unavailable(why) => AppError::DatabaseUnavailable(why),
        }
    }
}

/// Maps a storage lookup's NotFound to the thing asked for (`missing::game(12)`).
pub(crate) fn found<T>(r: Result<T, StorageError>, what: Said) -> Result<T, AppError> {
    match r {
        Err(StorageError::NotFound) => Err(AppError::NotFound(what)),
        other => other.map_err(AppError::from),
    }
}

/// The stored form of a session token: its SHA-256 in lower-case hex. A plain hash is
/// enough (no salt, no stretching) because the token is 256 random bits, not a password.
pub(crate) fn token_hash(token: &str) -> String {
    use sha2::{Digest, Sha256};
    crate::hex::lower(&Sha256::digest(token.as_bytes()))
}

/// 64 hex digits from the OS-seeded generator, for session and invitation tokens.
pub fn random_token() -> String {
    use rand::Rng;
    let bytes: [u8; 32] = rand::thread_rng().r#gen();
    crate::hex::lower(&bytes)
}
