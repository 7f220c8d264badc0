//! Creating games as invitations, and accepting, declining or withdrawing them.
//!
//! An invitation names its opponent in one of three ways: a username (only that player may
//! accept), an email address (whoever holds the emailed link may accept, after logging in
//! or registering; an address that is a player's invites that player by name), or nobody
//! (listed on the front page for anyone). Declining and withdrawing tell the other player.

use super::Play;
use crate::app::play::{ColorChoice, Opponent, StartSetup, Terms};
use crate::app::rules::clock_rules::ClockRules;
use crate::app::rules::clock_rules::TimeControl;
use crate::app::rules::ratings;
use crate::app::rules::record::GameRecord;
use crate::app::rules::record::{GameStatus, Sides};
use crate::app::rules::rulebook::Playable;
use crate::app::rules::shared::name_in;
use crate::app::rules::webhook_events::{Audience, HookEvent};
use crate::app::support::limits::Action;
use crate::app::{AppError, User, accounts::validate_email, found, random_token};
use crate::notify::messages;
use crate::storage::{self, games::NewGame};
use pigeonpost_engine::{Color, Position};
use pigeonpost_i18n::Said;
use std::net::IpAddr;

/// Seeks a player may have open in the lobby at once.
pub const OPEN_SEEKS: i64 = 10;

/// Whether a seek's terms let a player rated `rating` in its pool (none: a newcomer, who
/// counts as the start rating) accept it at `now`.
fn seek_admits(
    seek: &storage::seeks::SeekTerms,
    rating: Option<f64>,
    now: i64,
) -> Result<(), AppError> {
    if seek.expires_at <= now {
        return Err(AppError::Conflict(Said::new("refused-seek-has-lapsed")));
    }
    let rating = rating.unwrap_or(ratings::START.rating);
    let range = crate::app::play::SeekRequest {
        min_rating: seek.min_rating,
        max_rating: seek.max_rating,
        ..Default::default()
    };
    if !range.admits(rating) {
        return Err(AppError::Forbidden(range.refusal(rating)));
    }
    Ok(())
}

impl Play<'_> {
    /// Creates an invitation and returns the new game's id. `from` is the creator's
    /// address, whose allowance of new games this uses; an invitation by email also uses
    /// the daily allowances of the creator and the address (see `invitation_caps`). A
    /// start position given in `setup` (a position reached on the analysis board, or an
    /// adjourned game brought from elsewhere) replaces the variant's; the rules are
    /// enforced from there.
    pub async fn create_game(
        &self,
        creator: &User,
        from: IpAddr,
        setup: &StartSetup,
        color: ColorChoice,
        opponent: Opponent,
        time_control: TimeControl,
    ) -> Result<i64, AppError> {
        self.limits
            .check(Action::Invite, from, self.clock.now_ms())?;
        let chosen = self
            .0
            .player_variants()
            .variant_to_play(creator, &setup.variant_key)
            .await?;
        let start = match setup.start.trim() {
            "" => None,
            text => Some(Position::from_fen(&chosen.variant, text).map_err(|e| {
                AppError::Invalid(Said::with(
                    "refused-start-position",
                    [("problem", e.to_string().into())],
                ))
            })?),
        };
        if start.as_ref().is_some_and(|p| p.outcome().is_some()) {
            return Err(AppError::Invalid(Said::new(
                "refused-start-position-game-would-over",
            )));
        }
        if setup.terms.rated {
            self.may_rate(creator, &chosen, start.is_some()).await?;
        }
        self.invite(
            creator,
            chosen,
            start,
            &setup.terms,
            (color, opponent),
            time_control,
        )
        .await
    }

    /// Whether `creator` may start a rated game of `chosen` (from a start of their own if
    /// `custom_start`): a confirmed address, and a variant that may be rated.
    async fn may_rate(
        &self,
        creator: &User,
        chosen: &Playable,
        custom_start: bool,
    ) -> Result<(), AppError> {
        self.0
            .accounts()
            .address_status(creator)
            .await?
            .may_play_rated()?;
        let author_allows = match chosen.key.split_once('/') {
            Some((owner, slug)) => {
                let mut conn = self.conn().await?;
                storage::player_variants::rated_allowed(&mut conn, owner, slug).await?
            }
            None => false,
        };
        ratings::may_be_rated(&chosen.key, &chosen.variant, custom_start, author_allows)
    }

    /// Stores an invitation to play `chosen` (its rules kept by hash, on the creator's
    /// `terms`; an open one is posted to the lobby) and mails it.
    pub(crate) async fn invite(
        &self,
        creator: &User,
        chosen: Playable,
        start: Option<Position>,
        terms: &Terms,
        (color, opponent): (ColorChoice, Opponent),
        time_control: TimeControl,
    ) -> Result<i64, AppError> {
        let variant = chosen.variant.clone();
        let hash = variant.definition_hash().to_string();
        let creator_color = match color {
            ColorChoice::White => Color::White,
            ColorChoice::Black => Color::Black,
            ColorChoice::Random if rand::random::<bool>() => Color::White,
            ColorChoice::Random => Color::Black,
        };
        let mut invitee = None;
        let mut email = None;
        match &opponent {
            Opponent::Open => {}
            Opponent::Username(name) => {
                // This connection is returned before the transaction below asks for one:
                // holding it meanwhile froze the server once all were held.
                let mut conn = self.conn().await?;
                let row = found(
                    storage::users::by_username(&mut conn, name).await,
                    crate::app::missing::player(name),
                )?;
                drop(conn);
                if row.id == creator.id {
                    return Err(AppError::Invalid(Said::new(
                        "refused-cannot-invite-yourself",
                    )));
                }
                invitee = Some(row);
            }
            Opponent::Email(address) => {
                self.0
                    .accounts()
                    .address_status(creator)
                    .await?
                    .may_invite_by_email()?;
                validate_email(address)?;
                if address.eq_ignore_ascii_case(&creator.email) {
                    return Err(AppError::Invalid(Said::new(
                        "refused-cannot-invite-yourself",
                    )));
                }
                // An address that belongs to a player is an invitation to that player: it
                // shows among their invitations and is accepted from the game page.
                let mut conn = self.conn().await?;
                let registered = storage::users::by_email(&mut conn, address).await;
                drop(conn);
                match registered {
                    Ok(row) => invitee = Some(row),
                    Err(storage::StorageError::NotFound) => email = Some(address.clone()),
                    Err(e) => return Err(e.into()),
                }
            }
        }
        if let Some(invited) = &invitee {
            let mut conn = self.conn().await?;
            let blocked = storage::blocks::blocks(&mut conn, invited.id, creator.id).await?;
            drop(conn);
            if blocked {
                return Err(AppError::Forbidden(Said::new(
                    "refused-player-does-not-take-invitations",
                )));
            }
        }
        let token = email.as_ref().map(|_| random_token());
        let start = start.unwrap_or_else(|| Position::start(&variant));
        let (start_fen, start_key) = (start.fen(), start.repetition_key());
        let me = Some(creator.id);
        let new = NewGame {
            variant: &chosen.key,
            definition_hash: &hash,
            creator_id: creator.id,
            white_id: if creator_color == Color::White {
                me
            } else {
                None
            },
            black_id: if creator_color == Color::Black {
                me
            } else {
                None
            },
            invitee_id: invitee.as_ref().map(|u| u.id),
            invite_email: email.as_deref(),
            invite_token: token.as_deref(),
            start_fen: &start_fen,
            start_key: &start_key,
            time_control,
            hidden_by: Sides::NONE.with(creator_color, terms.private),
            rated: terms.rated,
        };
        let mut tx = self.begin().await?;
        let now = self.clock.now();
        if let Some(address) = &email {
            tx = self
                .admit_invitation_mail(tx, creator, address, now)
                .await?;
        }
        if opponent == Opponent::Open
            && storage::seeks::open_count(&mut tx, creator.id, now).await? >= OPEN_SEEKS
        {
            return Err(AppError::Conflict(Said::with(
                "refused-too-many-seeks",
                [("most", OPEN_SEEKS.into())],
            )));
        }
        storage::definitions::keep(&mut tx, &hash, variant.definition_text(), now).await?;
        let id = storage::games::insert(&mut tx, &new, now).await?;
        if opponent == Opponent::Open {
            let seek = &terms.seek;
            let posted = storage::seeks::SeekTerms {
                min_rating: seek.min_rating,
                max_rating: seek.max_rating,
                message: seek.message.clone(),
                expires_at: now + seek.days * 24 * 3600,
                family: variant.family().key.clone(),
            };
            storage::seeks::insert(&mut tx, id, &posted).await?;
        }
        // A player invited by name reads it in their language; an address, in the
        // language of the player who knows it.
        let words = match &invitee {
            Some(user) => User::from(user.clone()).locale.mail_words(),
            None => creator.locale.mail_words(),
        };
        let control = time_control.describe_in(words);
        let variant_name = name_in(words, variant.key(), variant.name());
        let terms = messages::Invitation {
            game: id,
            from: &creator.username,
            variant_name: &variant_name,
            time_control: &control,
            side: creator_color.opposite(),
        };
        let invite_mail = match (&invitee, &email, &token) {
            // A player invited by name may answer by mail (see `mail_replies`).
            (Some(user), _, _) => Some(self.answerable(
                messages::invitation(
                    words,
                    &user.email,
                    &terms,
                    &self.url(&format!("/games/{id}")),
                ),
                (id, user.id, 0),
                crate::notify::reply_messages::Hint::Invitation,
            )),
            (None, Some(address), Some(token)) => Some(messages::invitation(
                words,
                address,
                &terms,
                &self.url(&format!("/invitations/{token}")),
            )),
            _ => None,
        };
        let time_control = time_control.describe();
        if let Some(mail) = invite_mail {
            self.enqueue(&mut tx, &mail).await?;
        }
        let event = HookEvent::new("invitation", id, 0, Some(creator.id))
            .with("variant", variant.name())
            .with("time_control", time_control.as_str())
            .with("invited_colour", creator_color.opposite().name());
        self.queue_hooks(&mut tx, Audience::Players, event).await?;
        tx.commit().await?;
        // The invited player's "my games" lists it from now on.
        self.game_changed(id).await;
        self.mail_wake.notify_one();
        Ok(id)
    }

    /// Open invitations for the front page.
    pub async fn open_invitations(&self) -> Result<Vec<GameRecord>, AppError> {
        let mut conn = self.conn().await?;
        let rows = storage::games::open_invitations(&mut conn).await?;
        let mut out = Vec::with_capacity(rows.len());
        for row in rows {
            out.push(crate::app::rules::rulebook::record(&mut conn, row).await?);
        }
        Ok(out)
    }

    /// The game an emailed invitation link points to.
    pub async fn invitation_by_token(&self, token: &str) -> Result<GameRecord, AppError> {
        let mut conn = self.conn().await?;
        let row = found(
            storage::games::by_invite_token(&mut conn, token).await,
            crate::app::missing::thing(crate::app::missing::Thing::Invitation),
        )?;
        crate::app::rules::rulebook::record(&mut conn, row).await
    }

    /// Accepts an invitation. `token` is required for an invitation sent by email.
    pub async fn accept(
        &self,
        user: &User,
        game_id: i64,
        token: Option<&str>,
    ) -> Result<(), AppError> {
        let rated_address = match self.read_game_now(game_id).await?.row.rated {
            true => Some(self.0.accounts().address_status(user).await?),
            false => None,
        };
        let mut tx = self.begin().await?;
        let game = self.read_game(&mut tx, game_id).await?;
        game.may_accept(user, token)?;
        let now = self.clock.now();
        if let Some(seek) = storage::seeks::of_game(&mut tx, game_id).await? {
            let standing = storage::ratings::standing(&mut tx, user.id, &game.row.variant).await?;
            seek_admits(&seek, standing.map(|s| s.values.rating), now)?;
        }
        if game.row.rated {
            // The address read before the transaction: a rated game needs it confirmed.
            let address = rated_address.ok_or_else(|| {
                AppError::Conflict(Said::new("refused-game-changed-meanwhile-try-again"))
            })?;
            address.may_play_rated()?;
            let creator = storage::users::by_id(&mut tx, game.row.creator.id).await?;
            if ratings::same_person(&creator.email, &address.email) {
                return Err(AppError::Forbidden(Said::new(
                    "refused-rated-games-are-not-played",
                )));
            }
        }
        storage::games::accept(&mut tx, game_id, user.id, now).await?;
        // The clock starts for whoever moves first in the start position (and waits while
        // they are on vacation).
        let started = self.read_game(&mut tx, game_id).await?;
        let clock = game.row.time_control.start(now);
        let first = started.row.seat_id(started.to_move);
        let clock = self.pause_for_vacation(&mut tx, first, clock, now).await?;
        storage::games::set_clock(&mut tx, game_id, game.row.ply, &clock).await?;
        let creator = User::from(storage::users::by_id(&mut tx, game.row.creator.id).await?);
        let words = creator.locale.mail_words();
        let variant_name = name_in(words, game.variant.key(), game.variant.name());
        let creator_name = game.row.creator.name.as_str();
        let (white, black) = match game.row.white {
            Some(_) => (creator_name, user.username.as_str()),
            None => (user.username.as_str(), creator_name),
        };
        let label = messages::GameLabel {
            id: game_id,
            variant_name: &variant_name,
            white,
            black,
        };
        let mail = messages::invitation_accepted(
            words,
            &creator.email,
            &label,
            &user.username,
            &self.url(&format!("/games/{game_id}")),
        );
        self.enqueue(&mut tx, &mail).await?;
        let event = HookEvent::new("invitation_accepted", game_id, 0, Some(user.id));
        self.queue_hooks(&mut tx, Audience::Players, event).await?;
        tx.commit().await?;
        self.game_changed(game_id).await;
        self.mail_wake.notify_one();
        Ok(())
    }

    /// Game `game_id` as it stands, read outside any transaction.
    async fn read_game_now(&self, game_id: i64) -> Result<GameRecord, AppError> {
        let mut conn = self.conn().await?;
        self.read_game(&mut conn, game_id).await
    }

    /// Declines an invitation addressed to `user` (by name or by emailed link); the
    /// player who invited is told.
    pub async fn decline(
        &self,
        user: &User,
        game_id: i64,
        token: Option<&str>,
    ) -> Result<(), AppError> {
        let mut tx = self.begin().await?;
        let game = self.read_game(&mut tx, game_id).await?;
        game.may_decline(user, token)?;
        let now = self.clock.now();
        storage::games::close_invitation(&mut tx, game_id, GameStatus::Declined, now).await?;
        let creator = User::from(storage::users::by_id(&mut tx, game.row.creator.id).await?);
        let words = creator.locale.mail_words();
        let mail = messages::invitation_closed(
            words,
            &creator.email,
            game_id,
            &name_in(words, game.variant.key(), game.variant.name()),
            &user.username,
            messages::Closed::Declined,
            &self.url("/my"),
        );
        self.enqueue(&mut tx, &mail).await?;
        let event = HookEvent::new("invitation_declined", game_id, 0, Some(user.id));
        self.queue_hooks(&mut tx, Audience::Players, event).await?;
        tx.commit().await?;
        self.game_changed(game_id).await;
        self.mail_wake.notify_one();
        Ok(())
    }

    /// Withdraws one's own invitation; the player invited (by name or by email) is told.
    /// An open invitation has no one to tell.
    pub async fn withdraw(&self, user: &User, game_id: i64) -> Result<(), AppError> {
        let mut tx = self.begin().await?;
        let game = self.read_game(&mut tx, game_id).await?;
        game.may_withdraw(user)?;
        let now = self.clock.now();
        storage::games::close_invitation(&mut tx, game_id, GameStatus::Withdrawn, now).await?;
        // An address not yet a player's reads it in the language of the player who knew it.
        let to = match (&game.row.invitee, &game.row.invite_email) {
            (Some(p), _) => {
                let invited = User::from(storage::users::by_id(&mut tx, p.id).await?);
                Some((invited.email, invited.locale.mail_words()))
            }
            (None, Some(address)) => Some((address.clone(), user.locale.mail_words())),
            _ => None,
        };
        if let Some((to, words)) = to {
            let mail = messages::invitation_closed(
                words,
                &to,
                game_id,
                &name_in(words, game.variant.key(), game.variant.name()),
                &user.username,
                messages::Closed::Withdrawn,
                &self.url("/"),
            );
            self.enqueue(&mut tx, &mail).await?;
        }
        let event = HookEvent::new("invitation_withdrawn", game_id, 0, Some(user.id));
        self.queue_hooks(&mut tx, Audience::Players, event).await?;
        tx.commit().await?;
        self.game_changed(game_id).await;
        self.mail_wake.notify_one();
        Ok(())
    }
}
