//! Setting an event up, entering it, leaving it before it starts and withdrawing from it
//! after; and the organiser's start by hand.

use super::Tournaments;
use super::Withdrawal;
use crate::app::rules::event_entry::{self, Applicant};
use crate::app::rules::events::{self, Terms};
use crate::app::rules::ratings;
use crate::app::rules::rulebook::Playable;
use crate::app::{AppError, User};
use crate::storage::{self, tournament_variants::RoundVariant, tournaments::NewEvent};
use pigeonpost_domain::EventStatus;
use pigeonpost_i18n::Said;

impl Tournaments<'_> {
    /// Creates an event on `terms`, organised by `organiser`, open to sign-up; its id.
    pub async fn create(&self, organiser: &User, terms: &Terms) -> Result<i64, AppError> {
        self.0
            .accounts()
            .address_status(organiser)
            .await?
            .may_play_rated()
            .map_err(|_| AppError::Forbidden(Said::new("refused-event-confirm-to-organise")))?;
        let mut chosen = Vec::with_capacity(terms.variant_keys.len());
        for key in &terms.variant_keys {
            chosen.push(self.variant_for_event(organiser, key, terms.rated).await?);
        }
        let Some(first) = chosen.first() else {
            return Err(AppError::Invalid(Said::new("refused-event-choose-variant")));
        };
        let round_variants: Vec<RoundVariant> = match chosen.len() {
            1 => Vec::new(),
            _ => chosen
                .iter()
                .map(|c| RoundVariant {
                    variant: c.key.clone(),
                    definition_hash: c.variant.definition_hash().to_string(),
                })
                .collect(),
        };
        let invitees = self.invitees(&terms.invitees).await?;
        let hash = first.variant.definition_hash().to_string();
        let codes: Vec<&str> = terms.tiebreaks.iter().map(|t| t.code()).collect();
        let codes = codes.join(",");
        let new = NewEvent {
            organiser_id: organiser.id,
            name: &terms.name,
            format: terms.format,
            variant: &first.key,
            definition_hash: &hash,
            time_control: terms.time_control,
            rated: terms.rated,
            rounds: terms.rounds,
            max_entrants: terms.max_entrants,
            round_days: terms.round_days,
            tiebreaks: &codes,
            min_rating: terms.min_rating,
            min_games: terms.min_games,
            standing_plies: terms.standing_plies,
            max_timeouts: terms.max_timeouts,
            starts_at: terms.starts_at,
            match_games: terms.match_games,
            match_tiebreak: terms.match_tiebreak,
            basque: terms.basque,
            round_variants: &round_variants,
            invitees: &invitees,
            leave_days: terms.leave_days,
        };
        let now = self.clock.now();
        events::start_time_fits(terms.starts_at, now, &organiser.locale.zone)?;
        let mut tx = self.begin().await?;
        for c in &chosen {
            let hash = c.variant.definition_hash().to_string();
            storage::definitions::keep(&mut tx, &hash, c.variant.definition_text(), now).await?;
        }
        let id = storage::tournaments::create(&mut tx, &new, now).await?;
        let opened = Said::with(
            "notice-event-opened",
            [("name", organiser.username.as_str().into())],
        );
        super::notice(&mut tx, id, &opened, now).await?;
        tx.commit().await?;
        Ok(id)
    }

    /// The accounts called `names`, or every name no account has.
    async fn invitees(&self, names: &[String]) -> Result<Vec<i64>, AppError> {
        let mut conn = self.conn().await?;
        let (mut ids, mut unknown) = (Vec::with_capacity(names.len()), Vec::new());
        for name in names {
            match storage::users::by_username(&mut conn, name).await {
                Ok(u) if !ids.contains(&u.id) => ids.push(u.id),
                Ok(_) => {}
                Err(storage::StorageError::NotFound) => {
                    unknown.push(format!("\"{}\"", name.chars().take(40).collect::<String>()))
                }
                Err(e) => return Err(e.into()),
            }
        }
        match unknown.is_empty() {
            true => Ok(ids),
            false => Err(AppError::Invalid(Said::with(
                "refused-event-unknown-invitees",
                [("names", unknown.join(", ").into())],
            ))),
        }
    }

    /// The variant `key` as `organiser` may hold an event in it: one they may play, and
    /// for a rated event one that may be rated.
    async fn variant_for_event(
        &self,
        organiser: &User,
        key: &str,
        rated: bool,
    ) -> Result<Playable, AppError> {
        let chosen = self
            .0
            .player_variants()
            .variant_to_play(organiser, key)
            .await?;
        if rated {
            let author_allows = match chosen.key.split_once('/') {
                Some((owner, slug)) => {
                    let mut conn = self.conn().await?;
                    storage::player_variants::rated_allowed(&mut conn, owner, slug).await?
                }
                None => false,
            };
            ratings::may_be_rated(&chosen.key, &chosen.variant, false, author_allows)?;
        }
        Ok(chosen)
    }

    /// Enters `user` in event `id`.
    pub async fn join(&self, user: &User, id: i64) -> Result<(), AppError> {
        let confirmed = self.0.accounts().address_status(user).await?.verified;
        let event = self.event(id).await?;
        let (standing, invitees) = {
            let mut conn = self.conn().await?;
            (
                storage::ratings::standing(&mut conn, user.id, &event.variant).await?,
                storage::tournament_invitees::of_event(&mut conn, id).await?,
            )
        };
        let invitees: Vec<i64> = invitees.into_iter().map(|(id, _)| id).collect();
        let applicant = Applicant {
            user_id: user.id,
            confirmed,
            standing: standing.map(|s| (s.values.rating, s.games)),
            invited: event_entry::invited(&event, &invitees, user.id),
        };
        let now = self.clock.now();
        // Claimed first: two players taking the last place are taken one after the other.
        let mut tx = self
            .claim_unstarted(id, now, "refused-event-started-no-entrants")
            .await?;
        let entrants: Vec<i64> = storage::tournament_entrants::entrants(&mut tx, id)
            .await?
            .into_iter()
            .map(|e| e.user_id)
            .collect();
        event_entry::may_join(&event, &entrants, &applicant)?;
        storage::tournament_entrants::join(&mut tx, id, user.id, now).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Takes `user` off event `id` before it starts, or withdraws them from it after:
    /// their games are then handled by the event's rule (see `rounds::withdraw`).
    pub async fn leave(&self, user: &User, id: i64) -> Result<(), AppError> {
        let event = self.event(id).await?;
        match event.status {
            EventStatus::Signup => {
                let now = self.clock.now();
                let mut tx = self
                    .claim_unstarted(id, now, "refused-event-started-meanwhile")
                    .await?;
                storage::tournament_entrants::leave(&mut tx, id, user.id).await?;
                tx.commit().await?;
                Ok(())
            }
            EventStatus::Running => self.withdraw(&event, user.id, Withdrawal::Asked).await,
            EventStatus::Finished => Err(AppError::Conflict(Said::new("refused-event-over"))),
        }
    }

    /// Takes a player who is deleting their account off every event they entered that is
    /// not over: off the list before a start, withdrawn by each event's rule after.
    pub(crate) async fn player_leaving(&self, user: &User) -> Result<(), AppError> {
        let entered = {
            let mut conn = self.conn().await?;
            storage::tournament_entrants::of_player(&mut conn, user.id).await?
        };
        for (id, _) in entered {
            let event = self.event(id).await?;
            match event.status {
                EventStatus::Signup => self.leave(user, id).await?,
                EventStatus::Running => {
                    self.withdraw(&event, user.id, Withdrawal::AccountDeleted)
                        .await?
                }
                EventStatus::Finished => {}
            }
        }
        Ok(())
    }

    /// Event `id`, or not found.
    pub(crate) async fn event(&self, id: i64) -> Result<storage::tournaments::Event, AppError> {
        let mut conn = self.conn().await?;
        storage::tournaments::get(&mut conn, id)
            .await?
            .ok_or_else(|| AppError::NotFound(crate::app::missing::event(id)))
    }
}
