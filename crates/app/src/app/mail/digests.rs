//! The daily digest: a player who chose it gets, instead of a mail per move,
//! one mail a day at their hour listing every game awaiting their move, the soonest
//! deadline first, each of the first `DIGEST_BOARDS` with its board from their side (a
//! picture and a text diagram, as a move mail has). The clock sweep sends it
//! (`App::sweep`), so it runs on the server's interval and tests drive it with their clock.
//!
//! The hour is UTC: accounts have no time zone. A digest goes at the first sweep at or
//! after the hour (a server that was down at the hour sends it when back, the same day),
//! and each player's day is claimed in the database before the mail is queued, in the
//! same transaction, so no day has two digests, however many sweeps or servers run. A
//! day on which nothing awaits the player is claimed too, and sends nothing.

use super::Mailing;
use crate::app::rules::shared::{Board, label, mail_board, move_number, variant_name};
use crate::app::{AppError, User};
use crate::calendar::{DAY, HOUR};
use crate::notify::messages::{self, DigestGame};
use crate::storage;

/// How many games of a digest show their board: each picture is some 20 KB, and a
/// player with a hundred games waiting would otherwise get a mail of megabytes.
const DIGEST_BOARDS: usize = 10;

impl Mailing<'_> {
    /// Queues the digest of every player whose hour has come today and who has not had
    /// today's; returns how many were queued.
    pub async fn send_digests(&self, now: i64) -> Result<usize, AppError> {
        let day = now.div_euclid(DAY);
        let hour = now.rem_euclid(DAY) / HOUR;
        let due = {
            let mut conn = self.conn().await?;
            storage::preferences::digests_due(&mut conn, hour, day).await?
        };
        let mut sent = 0;
        for user_id in due {
            if self.send_digest(user_id, day).await? {
                sent += 1;
            }
        }
        Ok(sent)
    }

    /// Player `user_id`'s digest of `day`: read and written before the transaction that
    /// claims the day and queues it. True if a mail was queued.
    async fn send_digest(&self, user_id: i64, day: i64) -> Result<bool, AppError> {
        let user: User = {
            let mut conn = self.conn().await?;
            storage::users::by_id(&mut conn, user_id).await?.into()
        };
        let games: Vec<DigestGame> = self
            .0
            .desk()
            .awaiting_move(&user)
            .await?
            .into_iter()
            .enumerate()
            .map(|(n, entry)| {
                let name = variant_name(&entry.game.row);
                DigestGame {
                    title: label(&entry.game.row, &name).title(),
                    last: entry.last_move.as_ref().map(|m| {
                        let number = move_number(m.ply, entry.color.opposite());
                        format!("{number} {}", m.canonical)
                    }),
                    deadline: entry
                        .game
                        .row
                        .clock
                        .deadline
                        .map(crate::calendar::format_utc),
                    url: self.url(&format!("/games/{}", entry.game.id())),
                    board: (n < DIGEST_BOARDS)
                        .then(|| {
                            let row = &entry.game.row;
                            mail_board(Board {
                                variant: &entry.game.variant,
                                game: row.id,
                                ply: row.ply,
                                fen: &row.fen,
                                last_squares: row.last_squares.as_slice(),
                                side: entry.color,
                            })
                        })
                        .flatten(),
                    opponent: entry.opponent,
                }
            })
            .collect();
        let mail =
            (!games.is_empty()).then(|| messages::digest(&user.email, &games, &self.url("/my")));
        let mut tx = self.begin().await?;
        if !storage::preferences::claim_digest(&mut tx, user_id, day).await? {
            return Ok(false);
        }
        if let Some(mail) = &mail {
            self.enqueue(&mut tx, mail).await?;
        }
        tx.commit().await?;
        Ok(mail.is_some())
    }
}
