//! The page structs that askama renders from `templates/`. Values are prepared by the
//! handlers; templates only lay them out. Pre-rendered SVG is the only `|safe` content.

use super::board::ReserveItem;
use crate::app::play::games::Actions;
use askama::Template;

/// The navigation bar: who is logged in, and the token for the logout form; and the
/// words every part of the page is written in.
pub struct Nav {
    pub user: Option<String>,
    pub csrf: String,
    pub tr: pigeonpost_i18n::Tr,
    /// The reader's time zone (UTC for a visitor), which every time shown is in.
    pub zone: crate::zone::Zone,
}

impl Nav {
    /// The menu of a page with no reader known: the source language, UTC.
    pub fn source() -> Nav {
        Nav {
            user: None,
            csrf: String::new(),
            tr: pigeonpost_i18n::Tr::source(),
            zone: Default::default(),
        }
    }

    /// `secs` on the reader's clock, as their language writes a date and time.
    pub fn when(&self, secs: i64) -> String {
        self.zone.show(self.tr, secs)
    }
}

pub struct VariantItem {
    pub key: String,
    pub name: String,
    pub summary: String,
}

/// A family's variants on the catalogue page.
pub struct FamilyGroup {
    pub key: String,
    pub name: String,
    pub summary: String,
    pub variants: Vec<VariantItem>,
}

/// A labelled group of the new-game form's variants.
pub struct VariantGroup {
    pub label: String,
    pub variants: Vec<VariantItem>,
}

/// A game in a list.
pub struct GameItem {
    pub id: i64,
    pub variant_name: String,
    pub white: String,
    pub black: String,
    pub note: String,
    pub time_control: String,
}

#[derive(Template)]
#[template(path = "home.html")]
pub struct HomePage {
    pub nav: Nav,
    pub open: Vec<GameItem>,
    pub variants: Vec<VariantItem>,
    /// How many variants the catalogue holds.
    pub hosted: usize,
}

#[derive(Template)]
#[template(path = "login.html")]
pub struct LoginPage {
    pub nav: Nav,
    pub error: Option<String>,
    pub name: String,
    pub next: String,
}

impl HomePage {
    /// The catalogue's size as the page's language writes a number.
    fn hosted_shown(&self) -> String {
        self.nav
            .tr
            .int(i64::try_from(self.hosted).unwrap_or(i64::MAX))
    }
}

impl LoginPage {
    /// Registering instead, then going where logging in would have.
    fn register_link(&self) -> String {
        with_next("/register", &self.next)
    }
}

impl RegisterPage {
    /// Logging in instead, then going where registering would have.
    fn login_link(&self) -> String {
        with_next("/login", &self.next)
    }
}

/// `path?next=...`, the `next` path form-encoded.
fn with_next(path: &str, next: &str) -> String {
    format!(
        "{path}?next={}",
        form_urlencoded::byte_serialize(next.as_bytes()).collect::<String>()
    )
}

#[derive(Template)]
#[template(path = "register.html")]
pub struct RegisterPage {
    pub nav: Nav,
    pub error: Option<String>,
    pub username: String,
    pub email: String,
    pub next: String,
}

/// "Forgot password": the form, and after it, the same words whatever the address.
#[derive(Template)]
#[template(path = "forgot_password.html")]
pub struct ForgotPasswordPage {
    pub nav: Nav,
    pub sent: bool,
    pub error: Option<String>,
}

/// The form a password-reset link opens.
#[derive(Template)]
#[template(path = "reset_password.html")]
pub struct ResetPasswordPage {
    pub nav: Nav,
    pub username: String,
    pub token: String,
    pub error: Option<String>,
}

/// What a followed link did (an address confirmed, a password set), and where next.
#[derive(Template)]
#[template(path = "link_done.html")]
pub struct LinkDonePage {
    pub nav: Nav,
    pub title: String,
    pub message: String,
    pub next: &'static str,
    pub next_text: String,
}

#[derive(Template)]
#[template(path = "account.html")]
pub struct AccountPage {
    pub nav: Nav,
    /// The language and time zone form.
    pub locale: LocaleSection,
    /// The players this one blocks, by name.
    pub blocked: Vec<String>,
    /// The address in force, whether confirmed, and one waiting to be.
    pub address: crate::app::accounts::verification::AddressStatus,
    /// What the address forms did: a link sent (to which address), or what was wrong.
    pub address_note: Option<String>,
    pub address_error: Option<String>,
    /// What was wrong with the password change.
    pub error: Option<String>,
    /// The password was just changed.
    pub changed: bool,
    /// Mail to the player's address was refused for good.
    pub mail_refusal: Option<crate::app::mail::mail_status::MailRefusal>,
    pub sessions: Vec<SessionItem>,
    /// What was wrong with the account deletion form.
    pub delete_error: Option<String>,
    /// The words the deletion form asks to be typed.
    pub confirmation: &'static str,
    /// A turn completed by clicks is sent at once.
    pub one_click: bool,
    /// What mail the player chose to get.
    pub mail: crate::app::rules::mail_preferences::MailPreferences,
    /// What was wrong with the mail preferences form.
    pub mail_error: Option<String>,
    /// The player's API tokens, the newest first.
    pub tokens: Vec<TokenItem>,
    /// A token just made, whose secret is shown this once.
    pub new_token: Option<NewTokenItem>,
    /// What was wrong with the new-token form.
    pub token_error: Option<String>,
    /// When the player's feed address was made, if they have one.
    pub feed_made: Option<String>,
    /// A feed address just made: its URL, shown this once.
    pub new_feed: Option<String>,
    /// The player's webhooks, each with its delivery log.
    pub webhooks: Vec<WebhookItem>,
    /// A webhook just made, whose secret is shown this once.
    pub new_webhook: Option<NewWebhookItem>,
    /// What was wrong with the new-webhook form.
    pub webhook_error: Option<String>,
    /// The operator allows plain http and local addresses (the page says which URLs pass).
    pub webhooks_allow_private: bool,
    /// Notifications pushed to the player's devices.
    pub push: PushSection,
}

impl AccountPage {
    /// The address waiting to be confirmed, and the one in force meanwhile.
    fn pending_words(&self, pending: &str) -> String {
        self.nav.tr.t2(
            "acct-pending",
            ("pending", pending),
            ("email", self.address.email.as_str()),
        )
    }

    /// Mail to the player's address refused, on the reader's clock.
    fn refusal_words(&self, r: &crate::app::mail::mail_status::MailRefusal) -> String {
        self.nav.tr.with(
            "acct-mail-refused",
            [
                ("address", r.address.as_str().into()),
                ("when", self.nav.when(r.at).into()),
                ("reply", r.reply.as_str().into()),
            ],
        )
    }

    /// What a device's Remove button says to a screen reader.
    fn remove_label(&self, d: &DeviceItem) -> String {
        self.nav.tr.t2(
            "acct-device-remove-label",
            ("device", d.name.as_str()),
            ("added", d.added.as_str()),
        )
    }
}

/// The account page's notification section.
pub struct PushSection {
    /// The server's VAPID public key, which the page's script subscribes with (None: this
    /// server does not push).
    pub public_key: Option<String>,
    pub devices: Vec<DeviceItem>,
    pub kinds: Vec<PushKindItem>,
    /// Push instead of mail.
    pub instead: bool,
    /// What was wrong with a notification form.
    pub error: Option<String>,
}

/// A device that gets notifications.
pub struct DeviceItem {
    pub id: i64,
    pub name: String,
    pub service: String,
    pub added: String,
    pub last_used: String,
}

/// A kind of notification, with its checkbox.
pub struct PushKindItem {
    pub word: &'static str,
    pub words: String,
    pub on: bool,
}

/// One of the player's webhooks on the account page.
pub struct WebhookItem {
    pub id: i64,
    pub url: String,
    pub created: String,
    /// The newest attempts first.
    pub attempts: Vec<AttemptItem>,
}

/// One delivery attempt in a webhook's log.
pub struct AttemptItem {
    pub when: String,
    pub delivery: i64,
    pub event: String,
    /// "HTTP 200", or the error.
    pub result: String,
    pub delivered: bool,
    /// "yes", "no, given up", or "" for a delivered one, in the page's words.
    pub retry: String,
}

/// A webhook just made: its URL and secret.
pub struct NewWebhookItem {
    pub url: String,
    pub secret: String,
}

/// One of the player's API tokens on the account page.
pub struct TokenItem {
    pub id: i64,
    pub name: String,
    /// "read" or "play".
    pub scope: &'static str,
    pub created: String,
    /// "never", or when it was last used.
    pub last_used: String,
}

/// A token just made: its name and its secret, shown once.
pub struct NewTokenItem {
    pub name: String,
    pub secret: String,
}

/// One of the player's sessions on the account page.
pub struct SessionItem {
    pub id: i64,
    pub agent: String,
    pub started: String,
    pub last_seen: String,
    pub current: bool,
}

#[derive(Template)]
#[template(path = "variants.html")]
pub struct VariantsPage {
    pub nav: Nav,
    /// The built-ins, by family in the families' order (families with none left out).
    pub families: Vec<FamilyGroup>,
    /// Published variants of players (matching `search`), most played first.
    pub published: Vec<PlayerVariantItem>,
    pub search: String,
    /// The viewer's own variants, drafts included.
    pub mine: Vec<PlayerVariantItem>,
}

/// A player's variant in a list.
pub struct PlayerVariantItem {
    pub key: String,
    pub name: String,
    pub description: String,
    pub author: String,
    pub games: i64,
    /// "draft", "published, version 3", "unpublished".
    pub state: String,
}

pub struct PieceItem {
    pub svg: String,
    pub label: String,
    pub name: String,
    pub betza: String,
    pub notes: String,
    /// The move diagram (SVG), empty where the piece has none.
    pub diagram: String,
}

pub struct RulingItem {
    pub title: String,
    pub text: String,
}

/// What a rules page shows of a player's variant besides its rules.
pub struct AuthorInfo {
    /// `/variants/alice/gothic`.
    pub path: String,
    pub author: String,
    pub description: String,
    /// "draft", "published", "unpublished".
    pub state: String,
    /// The version shown, if the variant has been published.
    pub version: Option<i64>,
    pub versions: Vec<VersionItem>,
    pub is_owner: bool,
    pub published: bool,
    /// Its author lets its games be rated.
    pub rated: bool,
    pub copied_from: Option<String>,
}

pub struct VersionItem {
    pub version: i64,
    pub short_hash: String,
    pub date: String,
    pub shown: bool,
}

#[derive(Template)]
#[template(path = "variant.html")]
pub struct VariantPage {
    pub nav: Nav,
    pub rules: RulesView,
    /// What `/games/new?variant=` takes to start a game of it.
    pub play_key: String,
    pub author: Option<AuthorInfo>,
}

/// A variant's rules as a page lays them out, from its definition (also the preview of
/// the editor).
pub struct RulesView {
    pub name: String,
    pub summary: String,
    pub board_svg: String,
    pub files: usize,
    pub ranks: usize,
    pub pieces: Vec<PieceItem>,
    pub reserve_white: Vec<ReserveItem>,
    pub reserve_black: Vec<ReserveItem>,
    pub rulings: Vec<RulingItem>,
    /// The mechanics switched on, in words.
    pub mechanics: Vec<String>,
    /// "How to enter moves": a worked example of each kind of turn.
    pub examples: Vec<ExampleItem>,
    /// Whether the game has a reserve (drops are explained).
    pub has_reserve: bool,
    pub hash: String,
    pub canonical: String,
}

impl RulesView {
    pub fn short_hash(&self) -> &str {
        &self.hash[..self.hash.len().min(12)]
    }

    /// What the words on entering moves choose their drop sentences by: "yes" where
    /// the game has a reserve.
    pub fn drops(&self) -> &'static str {
        match self.has_reserve {
            true => "yes",
            false => "no",
        }
    }
}

impl VariantPage {
    /// The link that starts a game of the variant.
    fn start_game(&self) -> String {
        self.nav.tr.html(
            "variant-page-start-game-html",
            [
                ("key", self.play_key.as_str().into()),
                ("name", self.rules.name.as_str().into()),
            ],
        )
    }

    /// "Rules version ... (SHA-256 ... of the canonical text below)."
    fn rules_version(&self) -> String {
        self.nav.tr.html(
            "variant-page-rules-version-html",
            [
                ("short", self.rules.short_hash().into()),
                ("hash", self.rules.hash.as_str().into()),
            ],
        )
    }

    /// "By alice; published, version 3; copied from bob/gothic."
    fn byline(&self, a: &AuthorInfo) -> String {
        let tr = self.nav.tr;
        let version = a
            .version
            .map(|v| tr.t1("variant-page-byline-version", "version", v))
            .unwrap_or_default();
        let copied = a
            .copied_from
            .as_deref()
            .map(|c| tr.t1("variant-page-byline-copied", "from", c))
            .unwrap_or_default();
        tr.with(
            "variant-page-byline",
            [
                ("author", a.author.as_str().into()),
                (
                    "state",
                    tr.t1("variants-state", "state", a.state.as_str()).into(),
                ),
                ("version", version.into()),
                ("copied", copied.into()),
            ],
        )
    }
}

impl VariantEditorPage {
    /// "Preview: My variant (`alice/my-variant`)".
    fn preview_heading(&self, p: &Preview) -> String {
        self.nav.tr.html(
            "editor-preview-html",
            [
                ("name", p.rules.name.as_str().into()),
                ("key", p.key.as_str().into()),
            ],
        )
    }

    /// The previewed definition's version and hash.
    fn preview_version(&self, p: &Preview) -> String {
        self.nav.tr.html(
            "editor-rules-version-html",
            [
                ("short", p.rules.short_hash().into()),
                ("hash", p.rules.hash.as_str().into()),
            ],
        )
    }
}

#[derive(Template)]
#[template(path = "variant_editor.html")]
pub struct VariantEditorPage {
    pub nav: Nav,
    pub heading: String,
    /// Where the form posts.
    pub action: String,
    pub format: String,
    pub source: String,
    pub description: String,
    pub error: Option<String>,
    pub problems: Vec<ProblemItem>,
    /// The text with line numbers, shown with problems so each can link to its line.
    pub lines: Vec<(usize, String)>,
    pub preview: Option<Preview>,
    pub glyphs: Vec<GlyphItem>,
}

pub struct ProblemItem {
    pub line: Option<usize>,
    pub column: Option<usize>,
    pub message: String,
}

pub struct Preview {
    pub key: String,
    pub rules: RulesView,
    /// (depth, count or "not counted").
    pub perft: Vec<(u32, String)>,
    /// Why perft stops short of depth 3, when it does.
    pub perft_short: Option<String>,
}

/// A drawing of the piece set a definition may name.
pub struct GlyphItem {
    pub name: String,
    pub about: String,
    pub svg: String,
}

/// One worked example: the kind of turn, the line that leads to it ("" for the start
/// position), and the turn in full and abbreviated notation.
pub struct ExampleItem {
    pub title: String,
    pub after: String,
    pub full: String,
    pub abbreviated: String,
}

#[derive(Template)]
#[template(path = "new_game.html")]
pub struct NewGamePage {
    pub nav: Nav,
    pub error: Option<String>,
    pub variants: Vec<VariantGroup>,
    pub variant: String,
    pub color: String,
    pub opponent: String,
    /// The creator keeps the game private.
    pub private: bool,
    pub rated: bool,
    /// The lobby's fields, as typed.
    pub seek: SeekFields,
    /// The time-control fields as typed.
    pub tc: crate::app::rules::clock_rules::TimeControlFields,
    /// The free-play fields as typed.
    pub free: FreePlayFields,
}

/// A form's time-control fields as typed (the new-game form's, an event's): read into
/// the clock's own fields, which the form shows again (`time_control_fields.html`).
#[derive(Debug, Clone, Default, serde::Deserialize)]
pub struct TimeControlForm {
    /// "none", "move" or "bank".
    #[serde(default)]
    pub time_control: String,
    #[serde(default)]
    pub days: String,
    #[serde(default)]
    pub increment_days: String,
    #[serde(default)]
    pub increment_hours: String,
    #[serde(default)]
    pub cap_days: String,
    #[serde(default)]
    pub grace_hours: String,
}

impl TimeControlForm {
    pub fn fields(&self) -> crate::app::rules::clock_rules::TimeControlFields {
        crate::app::rules::clock_rules::TimeControlFields {
            kind: self.time_control.clone(),
            days: self.days.clone(),
            increment_days: self.increment_days.clone(),
            increment_hours: self.increment_hours.clone(),
            cap_days: self.cap_days.clone(),
            grace_hours: self.grace_hours.clone(),
        }
    }
}

/// The new-game form's fields for an open invitation in the lobby.
#[derive(Debug, Clone, Default, serde::Deserialize)]
pub struct SeekFields {
    #[serde(default)]
    pub min_rating: String,
    #[serde(default)]
    pub max_rating: String,
    #[serde(default)]
    pub message: String,
    #[serde(default, rename = "seek_days")]
    pub days: String,
}

/// The new-game form's free-play fields: `rules` is "enforced" or "free".
#[derive(Debug, Clone, Default, serde::Deserialize)]
pub struct FreePlayFields {
    #[serde(default)]
    pub rules: String,
    #[serde(default)]
    pub files: String,
    #[serde(default)]
    pub ranks: String,
    #[serde(default)]
    pub holes: String,
    #[serde(default)]
    pub start: String,
}

pub struct MoveLink {
    pub ply: i64,
    pub text: String,
    pub shown: bool,
    /// What the player wrote with the turn (its comment), shown beside it.
    pub message: Option<String>,
}

pub struct MoveListRow {
    pub number: i64,
    pub white: Option<MoveLink>,
    pub black: Option<MoveLink>,
}

/// The turn builder as the game page shows it (see `web::turn_builder`).
pub struct BuilderView {
    /// The moves that begin a legal turn, grouped by piece.
    pub firsts: Vec<PartGroup>,
    pub first_count: usize,
    /// Every turn is one move: the first parts are whole turns, or moves a wall
    /// follows.
    pub single_moves: bool,
    /// Some first parts are moves a wall follows, its square chosen next.
    pub walls_follow: bool,
    /// The chosen first move is followed by a wall: its completions are where it goes.
    pub wall_next: bool,
    /// The chosen first move's text.
    pub chosen: Option<String>,
    /// The moves that complete the chosen first move, grouped by piece.
    pub seconds: Vec<PartGroup>,
    pub second_count: usize,
    /// The chosen first move is a whole turn by itself (this is its text).
    pub complete_alone: Option<String>,
    /// What the page says of the chosen first move, and of it as a whole turn, in the
    /// reader's words (markup).
    pub chosen_html: Option<String>,
    pub whole_html: Option<String>,
    /// What was asked to begin a turn with when nothing legal begins so.
    pub not_a_first: Option<String>,
    /// Turns of no move (a pass), each a link that puts it in the move field.
    pub moveless: Vec<PartLink>,
    /// The page without a first move chosen.
    pub reset_href: String,
    /// What the move form's button says.
    pub send_label: String,
    /// The same, for `board.js`.
    pub json: String,
}

pub struct PartGroup {
    pub heading: String,
    pub parts: Vec<PartLink>,
}

pub struct PartLink {
    pub text: String,
    pub href: String,
    /// This is the first move chosen.
    pub chosen: bool,
}

#[derive(Template)]
#[template(path = "game.html")]
pub struct GamePage {
    pub nav: Nav,
    pub id: i64,
    /// Whether the result counts for the players' ratings.
    pub rated: bool,
    /// Once over: each player's name and what the game did to their rating, in words.
    pub rating_lines: Vec<(String, String)>,
    pub variant_key: String,
    pub variant_name: String,
    /// The short hash of the definition the game is played under.
    pub rules_version: String,
    /// The variant key now names newer rules (this game keeps its own).
    pub newer_rules: bool,
    /// Rules not enforced: the page says so and how moves are written.
    pub free_play: bool,
    /// The game has a move list to download (it is under way or over).
    pub pgn: bool,
    /// The players whose analysis anyone may read: (id, name).
    pub public_analyses: Vec<(i64, String)>,
    /// The viewer's conditional lines (id, in words).
    pub conditional_lines: Vec<(i64, String)>,
    /// What the viewer may do (`app::play::games::Actions`).
    pub actions: Actions,
    /// The viewer's private note, where they may keep one.
    pub note: Option<String>,
    pub white: String,
    pub black: String,
    /// The shown position in words, for a screen reader.
    pub words: super::position_text::PositionWords,
    /// "Last move: 12... N g8-f6 (Nf6)", announced when a live update brings a new one.
    pub last_move: Option<String>,
    /// The positions before and after the shown one, to step through the game.
    pub previous_link: Option<String>,
    pub next_link: Option<String>,
    pub board_svg: String,
    pub flip_link: String,
    pub shown_ply: i64,
    pub ply: i64,
    pub is_current: bool,
    pub status_text: String,
    pub result: Option<String>,
    pub rows: Vec<MoveListRow>,
    /// Rows of the move list folded away (see `game_page::shown_rows`).
    pub earlier_turns: usize,
    /// The reserves beside the board, each on its side's edge.
    pub reserves: super::board::Reserves,
    pub move_text: String,
    /// The message typed with a refused move, kept for the next try.
    pub message_text: String,
    pub message_max: usize,
    pub error: Option<String>,
    pub builder: Option<BuilderView>,
    /// The viewer asked to resign (or abort), and the record allows it: ask to confirm.
    pub confirm_resign: bool,
    pub confirm_abort: bool,
    /// The viewer's report was just sent.
    pub reported: bool,
    pub invite_token: String,
    pub time_control: String,
    pub clock_lines: Vec<String>,
    pub offers: OfferControls,
    pub history: Vec<super::game_page::ShownLine>,
    /// The players' conversation, where the viewer may read it, and its form where they
    /// may add to it.
    pub conversation: Vec<super::game_page::ShownLine>,
    pub can_talk: bool,
    pub line_max: usize,
    /// Who keeps the game private ("alice"; empty while it is public), and the viewer's
    /// own choices where they play in it.
    pub private_by: String,
    pub privacy: Option<PrivacyChoices>,
    /// Where the page's script listens for changes (none: the page stays as sent).
    pub live: Option<LiveLink>,
    /// What a shared link to the page shows (Open Graph tags).
    pub preview: Option<super::link_preview::LinkPreview>,
}

/// What `static/live.js` needs to keep a page up to date: the event stream to open, the
/// version of what the page shows, and the address to fetch the page again from.
pub struct LiveLink {
    pub events: String,
    pub version: String,
    pub page: String,
}

impl LiveLink {
    pub fn game(id: i64, version: String, page: String) -> LiveLink {
        LiveLink {
            events: format!("/games/{id}/events"),
            version,
            page,
        }
    }

    pub fn lobby(version: String, page: String) -> LiveLink {
        LiveLink {
            events: "/lobby/events".into(),
            version,
            page,
        }
    }

    pub fn my_games(version: String) -> LiveLink {
        LiveLink {
            events: "/my/events".into(),
            version,
            page: "/my".into(),
        }
    }
}

/// A player's choices of who sees their game.
pub struct PrivacyChoices {
    pub private: bool,
    pub talk_shown: bool,
    /// The opponent lets others read the conversation once the game is over.
    pub other_shows_talk: bool,
}

/// The game page's agreements: what stands, and which buttons the viewer gets.
#[derive(Default)]
pub struct OfferControls {
    /// Sentences about standing offers, vacations and claims.
    pub notices: Vec<String>,
}

#[derive(Template)]
#[template(path = "invitation.html")]
pub struct InvitationPage {
    pub nav: Nav,
    pub game_id: i64,
    pub token: String,
    pub variant_name: String,
    pub creator: String,
    pub you_play: String,
    pub open: bool,
    pub logged_in: bool,
    pub own: bool,
    pub next: String,
}

impl InvitationPage {
    /// Who invites, to what, and the side the reader would play.
    fn intro(&self) -> String {
        self.nav.tr.with(
            "invitation-intro",
            [
                ("creator", self.creator.as_str().into()),
                ("variant", self.variant_name.as_str().into()),
                ("side", self.you_play.as_str().into()),
            ],
        )
    }

    /// Logging in or registering to answer.
    fn log_in_html(&self) -> String {
        self.nav.tr.html(
            "invitation-log-in-html",
            [
                ("login", self.login_link().into()),
                ("register", self.register_link().into()),
            ],
        )
    }

    /// Logging in to answer, then coming back to the invitation.
    fn login_link(&self) -> String {
        with_next("/login", &self.next)
    }

    /// Registering to answer, then coming back to the invitation.
    fn register_link(&self) -> String {
        with_next("/register", &self.next)
    }
}

#[derive(Template)]
#[template(path = "my_games.html")]
pub struct MyGamesPage {
    pub nav: Nav,
    pub live: LiveLink,
    pub my_move: Vec<GameItem>,
    pub their_move: Vec<GameItem>,
    pub invitations: Vec<GameItem>,
    pub finished: Vec<GameItem>,
}

impl MyGamesPage {
    /// "#12 Chess: ann vs bob".
    fn game_words(&self, g: &GameItem) -> String {
        self.nav.tr.with(
            "my-games-game",
            [
                ("id", g.id.into()),
                ("variant", g.variant_name.as_str().into()),
                ("white", g.white.as_str().into()),
                ("black", g.black.as_str().into()),
            ],
        )
    }
}

#[derive(Template)]
#[template(path = "vacation.html")]
pub struct VacationPage {
    pub nav: Nav,
    pub error: Option<String>,
    pub year: i64,
    pub allowance_days: i64,
    pub used_days: i64,
    pub remaining_days: i64,
    /// When the current vacation ends, if the player is on one.
    pub current_until: Option<String>,
    /// The days field as typed.
    pub days: String,
}

impl VacationPage {
    /// The year's days: used, allowed and left.
    fn allowance(&self) -> String {
        self.nav.tr.with(
            "vacation-allowance",
            [
                ("year", self.year.into()),
                ("used", self.used_days.into()),
                ("allowance", self.allowance_days.into()),
                ("left", self.remaining_days.into()),
            ],
        )
    }
}

/// One turn of the analysis board's line or its choices: the node and its text.
pub struct AnalysisTurn {
    pub node: i64,
    pub text: String,
}

#[derive(Template)]
#[template(path = "analysis.html")]
pub struct AnalysisPage {
    pub nav: Nav,
    pub id: i64,
    pub variant_name: String,
    /// The game position the line starts from, and its page.
    pub root_ply: i64,
    pub path: Vec<AnalysisTurn>,
    pub board_svg: String,
    /// The reserves beside the board, each on its side's edge.
    pub reserves: super::board::Reserves,
    /// The game page's turn builder, for the side to move here.
    pub builder: Option<BuilderView>,
    pub words: super::position_text::PositionWords,
    pub status: String,
    /// Where a move is played from: a node, or the game's position (`ply`).
    pub node: Option<i64>,
    pub ply: i64,
    pub children: Vec<AnalysisTurn>,
    pub note: String,
    pub may_arrange: bool,
    pub error: Option<String>,
    pub move_text: String,
    /// The new-game form from the shown position.
    pub new_game_link: String,
    /// The analysis is public with the game; it may be made so (or private again).
    pub published: bool,
    pub may_publish: bool,
    /// Where others read the analysis once it is published.
    pub public_link: String,
    /// A move list that could not be imported, and why.
    pub import_error: Option<String>,
    pub import_text: String,
}

/// A player's analysis of a game, read-only (`public_analysis.html`).
#[derive(Template)]
#[template(path = "public_analysis.html")]
pub struct PublicAnalysisPage {
    pub nav: Nav,
    pub id: i64,
    pub variant_name: String,
    pub owner: String,
    /// The owner is looking, and others do not see it yet.
    pub preview: bool,
    /// The game position the shown line starts from, and the turns to the shown one.
    pub root_ply: i64,
    pub path: Vec<TreeTurn>,
    pub board_svg: String,
    /// The reserves beside the board, each on its side's edge.
    pub reserves: super::board::Reserves,
    pub words: super::position_text::PositionWords,
    pub status: String,
    pub note: String,
    pub tree: Vec<TreeLine>,
}

/// A line of an analysis tree as the public page prints it (`web::analysis_tree`).
pub struct TreeLine {
    /// How far it is indented: 0 for a main line.
    pub depth: usize,
    /// A main line starts from the game's position after this many turns.
    pub from_ply: Option<i64>,
    /// That position, whether it is shown, and its note.
    pub root_href: String,
    pub root_shown: bool,
    pub root_note: String,
    pub turns: Vec<TreeTurn>,
}

/// A turn of an analysis tree, with the note on the position it leads to.
pub struct TreeTurn {
    pub text: String,
    pub href: String,
    pub note: String,
    /// The board shows the position it leads to.
    pub shown: bool,
}

/// The page an unsubscribe link opens: a button that turns the mail off (a GET changes
/// nothing), or word that it is off.
#[derive(Template)]
#[template(path = "unsubscribe.html")]
pub struct UnsubscribePage {
    pub nav: Nav,
    pub username: String,
    /// "reminders before a deadline", in the page's words.
    pub what: String,
    /// The mail is off (just now, or already).
    pub off: bool,
    /// The page's own address, which the button posts to.
    pub action: String,
}

impl UnsubscribePage {
    /// The mail is off.
    fn done(&self) -> String {
        self.nav.tr.t2(
            "unsub-done",
            ("username", self.username.as_str()),
            ("what", self.what.as_str()),
        )
    }

    /// Whether to turn it off.
    fn ask(&self) -> String {
        self.nav.tr.t2(
            "unsub-ask",
            ("what", self.what.as_str()),
            ("username", self.username.as_str()),
        )
    }
}

/// The account page's language and time zone form.
pub struct LocaleSection {
    /// Each shipped language: its tag and its name in itself.
    pub languages: Vec<(&'static str, String)>,
    /// The language the account chose; None: the browser's.
    pub chosen: Option<String>,
    /// The name of the language the browser asks for.
    pub browser: String,
    /// The account's zone, "UTC" without one.
    pub zone: String,
    /// The account has no zone, so the page offers the browser's.
    pub offer_browser_zone: bool,
    /// The tz database's zone names, offered as the field is typed in.
    pub zones: &'static [String],
    /// What was wrong with the form.
    pub error: Option<String>,
}

impl LocaleSection {
    fn is_chosen(&self, tag: &str) -> bool {
        self.chosen.as_deref() == Some(tag)
    }
}
