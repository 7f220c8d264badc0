//! The daily digest: a player who chose it gets, instead of a mail per move,
//! one mail a day at their hour listing every game awaiting their move, the soonest
//! deadline first, each of the first `DIGEST_BOARDS` with its board from their side (a
//! picture and a text diagram, as a move mail has). The clock sweep sends it
//! (`App::sweep`), so it runs on the server's interval and tests drive it with their clock.
//!
//! The hour and the day are the player's, in their time zone (UTC without one): a
//! digest goes at the first sweep at or after the hour on their clock (a server that
//! was down at the hour sends it when back, the same day), and each player's day, on
//! their calendar, is claimed in the database before the mail is queued, in the same
//! transaction, so no day has two digests, however many sweeps or servers run. A day on
//! which nothing awaits the player is claimed too, and sends nothing.

use super::Mailing;
use crate::app::rules::shared::{Board, label, mail_board, move_number, variant_name_in};
use crate::app::{AppError, User};
use crate::calendar::DAY;
use crate::notify::messages::{self, DigestGame};
use crate::storage;
use crate::zone::Zone;

/// How many games of a digest show their board: each picture is some 20 KB, and a
/// player with a hundred games waiting would otherwise get a mail of megabytes.
const DIGEST_BOARDS: usize = 10;

impl Mailing<'_> {
    /// Queues the digest of every player whose hour has come today and who has not had
    /// today's; returns how many were queued.
    pub async fn send_digests(&self, now: i64) -> Result<usize, AppError> {
        let candidates = {
            let mut conn = self.conn().await?;
            storage::preferences::digest_candidates(&mut conn, now.div_euclid(DAY)).await?
        };
        let mut sent = 0;
        for (user_id, day) in candidates.iter().filter_map(|c| {
            let zone = Zone::stored(c.time_zone.as_deref());
            digest_due(&zone, c.digest_hour, c.digest_day, now).map(|day| (c.user_id, day))
        }) {
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
        let words = user.locale.mail_words();
        let games: Vec<DigestGame> = self
            .0
            .desk()
            .awaiting_move(&user)
            .await?
            .into_iter()
            .enumerate()
            .map(|(n, entry)| {
                let name = variant_name_in(words, &entry.game.row);
                DigestGame {
                    title: label(&entry.game.row, &name).title_in(words),
                    last: entry.last_move.as_ref().map(|m| {
                        let number = move_number(m.ply, entry.color.opposite());
                        format!("{number} {}", m.canonical)
                    }),
                    deadline: entry
                        .game
                        .row
                        .clock
                        .deadline
                        .map(|at| user.locale.zone.show(user.locale.mail_words(), at)),
                    url: self.url(&format!("/games/{}", entry.game.id())),
                    board: (n < DIGEST_BOARDS)
                        .then(|| {
                            let row = &entry.game.row;
                            mail_board(
                                Board {
                                    variant: &entry.game.variant,
                                    game: row.id,
                                    ply: row.ply,
                                    fen: &row.fen,
                                    last_squares: row.last_squares.as_slice(),
                                    side: entry.color,
                                },
                                words,
                            )
                        })
                        .flatten(),
                    opponent: entry.opponent,
                }
            })
            .collect();
        let mail = (!games.is_empty())
            .then(|| messages::digest(words, &user.email, &games, &self.url("/my")));
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

/// The day (on the player's calendar) whose digest is due at `now` for a player in
/// `zone` who chose `hour` and last had the digest of day `last`, if one is: their hour
/// has come today, and today has not had one.
fn digest_due(zone: &Zone, hour: i64, last: Option<i64>, now: i64) -> Option<i64> {
    let today = zone.day(now);
    (zone.hour(now) >= hour && last.is_none_or(|d| d < today)).then_some(today)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 2026-03-29 00:30 UTC: Berlin's clocks go from 02:00 to 03:00 at 01:00 UTC.
    const SPRING: i64 = 1_774_744_200;

    #[test]
    fn the_hour_is_the_player_s_across_a_change_of_clocks() {
        let berlin = Zone::named("Europe/Berlin").unwrap();
        let utc = Zone::default();
        // 08:00 in Berlin is 07:00 UTC on the Saturday (CET) and 06:00 UTC on the
        // Sunday (CEST); the same UTC moments are other hours in UTC.
        let saturday = SPRING - DAY;
        let sat_0700_utc = saturday - 30 * 60 + 7 * 3600;
        assert_eq!(digest_due(&berlin, 8, None, sat_0700_utc - 60), None);
        let sat = digest_due(&berlin, 8, None, sat_0700_utc).expect("08:00 CET");
        assert_eq!(digest_due(&berlin, 8, Some(sat), sat_0700_utc + 3600), None);
        let sun_0600_utc = sat_0700_utc + DAY - 3600;
        assert_eq!(digest_due(&berlin, 8, Some(sat), sun_0600_utc - 60), None);
        assert_eq!(
            digest_due(&berlin, 8, Some(sat), sun_0600_utc),
            Some(sat + 1)
        );
        assert_eq!(digest_due(&utc, 8, None, sun_0600_utc), None);
        assert!(digest_due(&utc, 8, None, sun_0600_utc + 2 * 3600).is_some());
    }

    #[test]
    fn a_zone_ahead_of_utc_has_its_day_first() {
        // 23:30 UTC on the Saturday is 08:30 on the Sunday in Tokyo.
        let tokyo = Zone::named("Asia/Tokyo").unwrap();
        let sat_2330_utc = SPRING - 3600;
        let utc_day = sat_2330_utc.div_euclid(DAY);
        assert_eq!(
            digest_due(&tokyo, 8, Some(utc_day), sat_2330_utc),
            Some(utc_day + 1)
        );
    }
}
