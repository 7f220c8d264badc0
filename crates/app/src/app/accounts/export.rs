//! "Download my data" ("a player's data is theirs"): everything the server
//! keeps about a player, as one JSON document: the profile, every game they played or
//! created (moves in Game Courier notation and in SAN, a PGN text, the history of
//! offers and claims), their sessions, API tokens (by name: never the secret or its
//! hash), whether they have a feed address (never its secret), their webhooks (the
//! URLs, never the secrets), the browsers notifications are pushed to (never their keys),
//! vacations and the invitations they sent. Other players appear only by name, never by address.

use super::Accounts;
use crate::app::rules::clock_rules::ClockRules;
use crate::app::rules::history;
use crate::app::rules::record::Game;
use crate::app::rules::record::GameRecord;
use crate::app::rules::shared::variant_name;
use crate::app::rules::{pgn, pgn_variations};
use crate::app::{AppError, User, found};
use crate::storage::{self, moves::MoveRow};
use pigeonpost_engine::Color;
use serde::Serialize;

/// The whole export. Times are whole seconds since 1970-01-01 UTC.
#[derive(Debug, Serialize)]
pub struct AccountExport {
    pub format: &'static str,
    pub exported_at: i64,
    pub profile: ProfileData,
    pub preferences: PreferencesData,
    pub sessions: Vec<SessionData>,
    /// The player's API tokens, by name (never the secret or its hash).
    pub api_tokens: Vec<ApiTokenData>,
    /// Whether the player has a feed address (never the secret or its hash).
    pub feed_address: bool,
    /// The player's webhooks (never their secrets).
    pub webhooks: Vec<WebhookData>,
    /// The browsers the player has notifications pushed to (never their keys).
    pub push_devices: Vec<PushDeviceData>,
    pub vacations: Vec<VacationData>,
    /// The games the player sat in, from invitation to result.
    pub games: Vec<GameData>,
    /// Every invitation the player created, whatever became of it.
    pub invitations_sent: Vec<InvitationData>,
    /// The variants the player wrote, drafts included, as written.
    pub variants: Vec<VariantData>,
}

#[derive(Debug, Serialize)]
pub struct PushDeviceData {
    pub device: String,
    /// The push service's host.
    pub service: String,
    pub created_at: i64,
    pub last_used_at: Option<i64>,
}

#[derive(Debug, Serialize)]
pub struct VariantData {
    /// `author/key`.
    pub key: String,
    pub name: String,
    pub description: String,
    /// `pigeonpost` (our TOML) or `fairy` (a Fairy-Stockfish section).
    pub format: String,
    pub source: String,
    pub published: bool,
    /// Each published version: (number, definition hash, when).
    pub versions: Vec<(i64, String, i64)>,
}

/// What the player chose on the account page.
#[derive(Debug, Serialize)]
pub struct PreferencesData {
    /// A turn completed by clicks on the board is sent without pressing "Send".
    pub one_click_moves: bool,
    /// Mail about moves: "every", "digest" or "none".
    pub move_mail: String,
    /// The hour of the daily digest, UTC.
    pub digest_hour: i64,
    pub reminder_mail: bool,
    pub invitation_mail: bool,
}

#[derive(Debug, Serialize)]
pub struct ProfileData {
    pub username: String,
    pub email: String,
    pub created_at: i64,
    /// The language chosen on the account page (none: as the browser asks).
    pub language: Option<String>,
    /// The IANA time zone chosen (none: UTC).
    pub time_zone: Option<String>,
}

#[derive(Debug, Serialize)]
pub struct SessionData {
    pub started_at: i64,
    pub last_seen: i64,
    pub browser: String,
    pub this_browser: bool,
}

#[derive(Debug, Serialize)]
pub struct ApiTokenData {
    pub name: String,
    /// "read" or "play".
    pub scope: &'static str,
    pub created_at: i64,
    pub last_used_at: Option<i64>,
}

#[derive(Debug, Serialize)]
pub struct WebhookData {
    pub url: String,
    pub created_at: i64,
}

#[derive(Debug, Serialize)]
pub struct VacationData {
    pub starts_at: i64,
    pub ends_at: i64,
    pub ended_at: Option<i64>,
}

#[derive(Debug, Serialize)]
pub struct GameData {
    pub id: i64,
    pub url: String,
    pub variant: String,
    pub variant_name: String,
    pub status: &'static str,
    pub white: String,
    pub black: String,
    pub you_played: &'static str,
    pub time_control: String,
    pub created_at: i64,
    pub updated_at: i64,
    /// "1-0", "0-1", "1/2-1/2", or "*" while in progress or when aborted.
    pub result: &'static str,
    /// "black (bob) wins by resignation", once finished.
    pub result_text: Option<String>,
    pub start_fen: String,
    pub moves: Vec<MoveData>,
    /// The move list as in PGN: "1. e4 e5 2. Nf3 1-0".
    pub movetext: String,
    /// A PGN text of the game (its tags and the move list).
    pub pgn: String,
    /// Offers, takebacks, claims and other events, as the game page lists them.
    pub history: Vec<HistoryData>,
    /// The player's own conditional lines waiting in this game, each as its turns.
    pub conditional_lines: Vec<Vec<String>>,
    /// The player's private note on the game, if they keep one.
    pub note: Option<String>,
    /// The player's analysis board: each position with its parent (none for a position
    /// of the game itself), the turn that led there and its note.
    pub analysis: Vec<AnalysisNodeData>,
}

#[derive(Debug, Serialize)]
pub struct AnalysisNodeData {
    pub id: i64,
    pub parent: Option<i64>,
    pub ply: i64,
    pub turn: Option<String>,
    pub position: String,
    pub note: String,
}

#[derive(Debug, Serialize)]
pub struct MoveData {
    pub ply: i64,
    /// Game Courier notation, as typed on the game page and stored.
    pub notation: String,
    pub san: String,
    pub comment: Option<String>,
    pub at: i64,
}

#[derive(Debug, Serialize)]
pub struct HistoryData {
    pub ply: i64,
    pub when: String,
    pub text: String,
}

#[derive(Debug, Serialize)]
pub struct InvitationData {
    pub game_id: i64,
    pub variant: String,
    /// "player NAME", "email ADDRESS" (as the player typed it) or "anyone".
    pub invited: String,
    pub status: &'static str,
    pub created_at: i64,
}

impl Accounts<'_> {
    /// Everything kept about `user`; `current` is the asking browser's session token.
    pub async fn export(&self, user: &User, current: &str) -> Result<AccountExport, AppError> {
        let sessions = self.sessions(user, current).await?;
        let api_tokens = self
            .api_tokens(user)
            .await?
            .into_iter()
            .map(|t| ApiTokenData {
                name: t.name,
                scope: t.scope.as_str(),
                created_at: t.created_at,
                last_used_at: t.last_used_at,
            })
            .collect();
        let feed_address = self.0.desk().feed_address_made(user).await?.is_some();
        let webhooks = self
            .0
            .hooks()
            .webhooks(user)
            .await?
            .into_iter()
            .map(|w| WebhookData {
                url: w.url,
                created_at: w.created_at,
            })
            .collect();
        let push_devices = self
            .push_settings(user)
            .await?
            .devices
            .into_iter()
            .map(|d| PushDeviceData {
                device: d.name,
                service: d.service,
                created_at: d.created_at,
                last_used_at: d.last_used_at,
            })
            .collect();
        let mut conn = self.conn().await?;
        let profile = found(
            storage::users::profile(&mut conn, user.id).await,
            crate::app::missing::thing(crate::app::missing::Thing::Account),
        )?;
        let vacations = storage::vacations::started_between(&mut conn, user.id, 0, i64::MAX)
            .await?
            .into_iter()
            .map(|v| VacationData {
                starts_at: v.starts_at,
                ends_at: v.ends_at,
                ended_at: v.ended_at,
            })
            .collect();
        let mail = storage::preferences::mail(&mut conn, user.id).await?;
        let preferences = PreferencesData {
            one_click_moves: storage::preferences::one_click_moves(&mut conn, user.id).await?,
            move_mail: mail.move_mail,
            digest_hour: mail.digest_hour,
            reminder_mail: mail.reminder_mail == 1,
            invitation_mail: mail.invitation_mail == 1,
        };
        let mut variants = Vec::new();
        for v in storage::player_variants::of_owner(&mut conn, user.id).await? {
            let versions = storage::player_variants::versions(&mut conn, v.id).await?;
            variants.push(VariantData {
                key: format!("{}/{}", v.owner_name, v.slug),
                name: v.name,
                description: v.description,
                format: v.format,
                source: v.source,
                published: v.published == 1,
                versions: versions
                    .into_iter()
                    .map(|r| (r.version, r.hash, r.published_at))
                    .collect(),
            });
        }
        let rows: Vec<Game> = storage::games::all_for_user(&mut conn, user.id)
            .await?
            .into_iter()
            .map(Game::from)
            .collect();
        let mut games = Vec::new();
        for row in rows.iter().filter(|r| r.color_of(user.id).is_some()) {
            let moves = storage::moves::moves(&mut conn, row.id).await?;
            let events = storage::events::for_game(&mut conn, row.id).await?;
            let record = crate::app::rules::rulebook::record(&mut conn, row.clone()).await?;
            let published = crate::app::desk::published_analyses(&mut conn, row.id).await?;
            let mut game = self.game_data(user.id, &record, moves, &events, &published);
            game.conditional_lines = storage::conditionals::of_player(&mut conn, row.id, user.id)
                .await?
                .iter()
                .map(|l| l.turns().into_iter().map(str::to_string).collect())
                .collect();
            game.note = storage::notes::of_player(&mut conn, row.id, user.id)
                .await?
                .map(|(body, _)| body)
                .filter(|body| !body.is_empty());
            game.analysis = storage::analysis::of_player(&mut conn, row.id, user.id)
                .await?
                .into_iter()
                .map(|n| AnalysisNodeData {
                    id: n.id,
                    parent: n.parent_id,
                    ply: n.ply,
                    turn: n.canonical,
                    position: n.fen,
                    note: n.note,
                })
                .collect();
            games.push(game);
        }
        drop(conn);
        let invitations_sent = rows
            .iter()
            .filter(|r| r.creator.id == user.id)
            .map(invitation_data)
            .collect();
        Ok(AccountExport {
            format: "pigeonpost-account-export-1",
            exported_at: self.clock.now(),
            profile: ProfileData {
                username: profile.username,
                email: profile.email,
                created_at: profile.created_at,
                language: user.locale.language.clone(),
                time_zone: user.locale.zone.name().map(str::to_string),
            },
            preferences,
            sessions: sessions
                .into_iter()
                .map(|s| SessionData {
                    started_at: s.started_at,
                    last_seen: s.last_seen,
                    browser: s.agent,
                    this_browser: s.current,
                })
                .collect(),
            api_tokens,
            feed_address,
            webhooks,
            push_devices,
            vacations,
            games,
            invitations_sent,
            variants,
        })
    }

    fn game_data(
        &self,
        user_id: i64,
        record: &GameRecord,
        moves: Vec<MoveRow>,
        events: &[storage::events::EventRow],
        published: &[pgn_variations::Published],
    ) -> GameData {
        let row = &record.row;
        let (white, black) = (row.name(Color::White), row.name(Color::Black));
        let result = pgn::result_code(row);
        let movetext = pgn::movetext(record, &moves, result, published);
        let url = self.url(&format!("/games/{}", row.id));
        let pgn = pgn::write(record, &moves, &url, published);
        GameData {
            id: row.id,
            url,
            variant: row.variant.clone(),
            variant_name: variant_name(row),
            status: row.status.as_str(),
            white: white.to_string(),
            black: black.to_string(),
            you_played: row.color_of(user_id).unwrap_or(Color::Black).name(),
            time_control: row.time_control.describe(),
            created_at: row.created_at,
            updated_at: row.updated_at,
            result,
            result_text: row.result().map(|(_, text)| text),
            start_fen: row.start_fen.clone(),
            moves: moves
                .into_iter()
                .map(|m| MoveData {
                    ply: m.ply,
                    notation: m.canonical,
                    san: m.san,
                    comment: m.comment,
                    at: m.created_at,
                })
                .collect(),
            movetext,
            pgn,
            history: {
                let (done, said) = history::lines(events);
                done.into_iter().chain(said)
            }
            .map(|l| HistoryData {
                ply: l.ply,
                when: crate::calendar::format_utc(l.at),
                text: l.text(),
            })
            .collect(),
            conditional_lines: Vec::new(),
            note: None,
            analysis: Vec::new(),
        }
    }
}

fn invitation_data(row: &Game) -> InvitationData {
    let invited = match (&row.invitee, &row.invite_email) {
        (Some(p), _) => format!("player {}", p.name),
        (None, Some(address)) => format!("email {address}"),
        (None, None) => "anyone".to_string(),
    };
    InvitationData {
        game_id: row.id,
        variant: row.variant.clone(),
        invited,
        status: row.status.as_str(),
        created_at: row.created_at,
    }
}
