//! What the server forgets of what it has sent: a mail sent or given up on, a webhook
//! delivery delivered or given up on, and a push sent or given up on, are kept `KEEP_SENT` for the operator to look into,
//! then deleted, so that the outbox tables do not grow with every move for ever. What
//! waits to be sent is never touched. The background worker calls this on every sweep; a
//! sweep deletes at most `BATCH` rows of each table, so that a first run on years of mail
//! does not hold the database's write lock for long.

use super::Mailing;
use crate::app::AppError;
use crate::calendar::DAY;
use crate::storage;

/// How long a sent mail or a delivered event is kept.
pub const KEEP_SENT: i64 = 30 * DAY;

/// Rows of each table deleted by one sweep at the most.
const BATCH: i64 = 1000;

/// How many rows one sweep forgot.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Forgotten {
    pub mails: u64,
    pub deliveries: u64,
    pub pushes: u64,
}

impl Mailing<'_> {
    /// Forgets mails, webhook deliveries and pushes done more than `KEEP_SENT` ago.
    pub async fn forget_old_deliveries(&self) -> Result<Forgotten, AppError> {
        let before = self.clock.now() - KEEP_SENT;
        let mut tx = self.begin().await?;
        let mails = storage::outbox::forget_done(&mut tx, before, BATCH).await?;
        let deliveries = storage::webhook_deliveries::forget_done(&mut tx, before, BATCH).await?;
        let pushes = storage::push::forget_done(&mut tx, before, BATCH).await?;
        tx.commit().await?;
        Ok(Forgotten {
            mails,
            deliveries,
            pushes,
        })
    }
}
