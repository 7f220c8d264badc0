//! Daily caps on invitations emailed to outside addresses: anyone
//! with an account could make the server mail any address without end. Each player may
//! send `--email-invitations-per-day` such mails in any 24 hours, and each address may
//! receive `--invitations-per-recipient-per-day` from all players together.
//!
//! The counts are rows in the database (`invitation_mails`), so a restart forgets nothing;
//! they are read and the new row written in the transaction that creates the game, so
//! parallel invitations cannot slip past a cap together. A refusal is recorded
//! (`invitation_refusals`: who, which address, when, which cap) for the operator.

use crate::app::{App, AppError, User};
use crate::config::LimitConfig;
use crate::storage::{self, writes::WriteTx};
use pigeonpost_i18n::Said;

const DAY: i64 = 24 * 3600;
/// Mails older than this no longer count and are forgotten.
const KEEP_MAILS: i64 = 2 * DAY;
/// Refusals are kept this long for the operator.
const KEEP_REFUSALS: i64 = 90 * DAY;

/// The configured caps.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Caps {
    per_sender: i64,
    per_recipient: i64,
}

impl Caps {
    pub fn new(config: &LimitConfig) -> Caps {
        Caps {
            per_sender: i64::from(config.email_invitations_per_day),
            per_recipient: i64::from(config.invitations_per_recipient_per_day),
        }
    }
}

impl App {
    /// Admits one invitation mail from `sender` to `address` within `tx`, the
    /// transaction creating the invitation, and hands it back; or records the refusal,
    /// commits that alone, and returns the refusal.
    pub(crate) async fn admit_invitation_mail(
        &self,
        mut tx: WriteTx,
        sender: &User,
        address: &str,
        now: i64,
    ) -> Result<WriteTx, AppError> {
        let caps = self.invitation_caps;
        let since = now - DAY;
        storage::invitation_mails::lock_caps(&mut tx).await?;
        let (sent, oldest) =
            storage::invitation_mails::by_sender_since(&mut tx, sender.id, since).await?;
        let refusal = if sent >= caps.per_sender {
            Some(("sender", "limit-invitations-sent", ("sent", sent), oldest))
        } else {
            let (received, oldest) =
                storage::invitation_mails::to_recipient_since(&mut tx, address, since).await?;
            (received >= caps.per_recipient).then_some((
                "recipient",
                "limit-invitations-received",
                ("received", received),
                oldest,
            ))
        };
        let Some((cap, message, (count_name, count), oldest)) = refusal else {
            storage::invitation_mails::insert(&mut tx, sender.id, address, now).await?;
            return Ok(tx);
        };
        storage::invitation_mails::insert_refusal(&mut tx, sender.id, address, cap, now).await?;
        tx.commit().await?;
        tracing::warn!(
            sender_id = sender.id,
            cap,
            "invitation mail refused by its daily cap"
        );
        // With a cap of 0 nothing counts yet: a day from now is as good an answer as any.
        let until = oldest.map_or(now + DAY, |t| t + DAY).max(now + 1);
        Err(AppError::TooManyAttempts {
            message: Said::with(
                message,
                [
                    (count_name, count.into()),
                    ("address", address.into()),
                    ("until", sender.locale.zone.civil(until).into()),
                ],
            ),
            retry_after: until - now,
        })
    }

    /// Forgets invitation mails too old to count and old refusals; the background worker
    /// calls it.
    pub async fn forget_old_invitation_records(&self) -> Result<u64, AppError> {
        let now = self.clock.now();
        let mut tx = self.begin().await?;
        let forgotten = storage::invitation_mails::forget_before(
            &mut tx,
            now - KEEP_MAILS,
            now - KEEP_REFUSALS,
        )
        .await?;
        tx.commit().await?;
        Ok(forgotten)
    }
}
