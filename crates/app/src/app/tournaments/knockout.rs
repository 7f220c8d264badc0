//! A knockout under way: each look records the matches its games (or a withdrawal) have
//! decided, starts the games that are due (a match's next game, the next round's match
//! once both that feed it are decided), and ends the event with its final; and the
//! bracket as the event's page shows it. What to do is decided by `rules::knockout`.

use super::{BracketView, LegItem, MatchItem, Placing, RoundItem, SeatItem, Tournaments};
use crate::app::AppError;
use crate::app::rules::knockout::{self, Bracket, Decision, Match};
use crate::app::rules::standings::points;
use crate::notify::event_messages;
use crate::storage::{
    self, tournament_entrants::Entrant, tournament_games::EventGame, tournaments::Event,
};
use pigeonpost_domain::{EventStatus, GameStatus};
use pigeonpost_engine::Color;
use pigeonpost_i18n::Said;
use std::collections::HashMap;

/// Seconds a knockout's look is marked before its games were read, for a game's write
/// committed a little after the time it was made.
const SETTLE_SECS: i64 = 60;

/// Each entrant's name by user id ("deleted player" for one not among them).
fn namer(entrants: &[Entrant]) -> impl Fn(i64) -> String + Sync {
    let names: HashMap<i64, String> = entrants
        .iter()
        .map(|e| (e.user_id, e.name.clone()))
        .collect();
    move |id| {
        names
            .get(&id)
            .cloned()
            .unwrap_or_else(|| "deleted player".into())
    }
}

/// What a notice says of match `m` of a bracket of `rounds`, just decided: "Semi-finals,
/// match 2: ann beat bob 1½-½ and goes on (on the score)."; of the final, "... and won
/// the event".
fn decided_notice(
    m: &Match,
    winner: i64,
    how: Decision,
    rounds: i64,
    name: &dyn Fn(i64) -> String,
) -> Option<Said> {
    let high = m.high?;
    let Some(low) = m.low else {
        return Some(Said::with(
            "notice-match-bye",
            [("name", name(high.user_id).into())],
        ));
    };
    let (w, l, ws, ls) = if winner == high.user_id {
        (high, low, m.score.0, m.score.1)
    } else {
        (low, high, m.score.1, m.score.0)
    };
    let score = format!("{}-{}", points(ws), points(ls));
    let (winner, loser) = (name(w.user_id), name(l.user_id));
    let last = m.round == rounds;
    Some(match (how, last) {
        (Decision::Withdrawal, true) => Said::with(
            "notice-final-withdrawal",
            [
                ("loser", loser.into()),
                ("winner", winner.into()),
                ("score", score.into()),
            ],
        ),
        (Decision::Withdrawal, false) => Said::with(
            "notice-match-withdrawal",
            [
                ("left", (rounds - m.round).into()),
                ("round", m.round.into()),
                ("board", m.board.into()),
                ("loser", loser.into()),
                ("winner", winner.into()),
                ("score", score.into()),
            ],
        ),
        (_, true) => Said::with(
            "notice-final-won",
            [
                ("winner", winner.into()),
                ("loser", loser.into()),
                ("score", score.into()),
                ("how", how.said().into()),
            ],
        ),
        (_, false) => Said::with(
            "notice-match-won",
            [
                ("left", (rounds - m.round).into()),
                ("round", m.round.into()),
                ("board", m.board.into()),
                ("winner", winner.into()),
                ("loser", loser.into()),
                ("score", score.into()),
                ("how", how.said().into()),
            ],
        ),
    })
}

impl Tournaments<'_> {
    /// Records the matches of `b` decided now, each with its notice, mailed to the match's
    /// two players (a bye, which has none to play, is in the notices only).
    async fn record_decisions(
        &self,
        tx: &mut storage::Conn,
        event: &Event,
        b: &Bracket,
        name: &(dyn Fn(i64) -> String + Sync),
        now: i64,
    ) -> Result<(), AppError> {
        let rounds = b.rounds.len() as i64;
        let url = self.url(&format!("/tournaments/{}", event.id));
        for d in &b.decide {
            storage::tournament_matches::decide(tx, event.id, d, now).await?;
            let m = b
                .rounds
                .get((d.round - 1) as usize)
                .and_then(|r| r.get((d.board - 1) as usize));
            let (Some(m), Some(how)) = (m, Decision::parse(&d.how)) else {
                continue;
            };
            let Some(notice) = decided_notice(m, d.winner_id, how, rounds, name) else {
                continue;
            };
            super::notice(tx, event.id, &notice, now).await?;
            let (Some(last), Some(high), Some(low)) = (m.games.last(), m.high, m.low) else {
                continue;
            };
            for player in [high.user_id, low.user_id] {
                let to = crate::app::User::from(storage::users::by_id(tx, player).await?);
                let mail = event_messages::match_decided(
                    to.locale.mail_words(),
                    &to.email,
                    &event.name,
                    last.game_id,
                    &notice,
                    &url,
                );
                self.enqueue(tx, &mail).await?;
            }
        }
        Ok(())
    }

    /// The next step of knockout `event`, whose `games` were read at `seen_at`: the
    /// matches decided since the last look recorded and announced, the games now due
    /// started, the event ended with its final. Whether anything changed.
    pub(super) async fn move_knockout(
        &self,
        event: &Event,
        entrants: &[Entrant],
        games: &[EventGame],
        seen_at: i64,
    ) -> Result<bool, AppError> {
        let decided = {
            let mut conn = self.conn().await?;
            storage::tournament_matches::decided(&mut conn, event.id).await?
        };
        let b = knockout::of_event(event, entrants, games, &decided);
        // Nothing to write: the event stays due (a read, no write) until the next change.
        if b.decide.is_empty() && b.start.is_empty() {
            return Ok(false);
        }
        let rules = self.rules(event, &b.start).await?;
        let now = self.clock.now();
        let mut tx = self.begin().await?;
        // Marked as changed a little before its games were read, not now: a game that
        // ended in between, or whose write was still committing, keeps the event due
        // (`storage::tournaments::due`); a look that finds nothing writes nothing.
        storage::tournaments::claim(
            &mut tx,
            event.id,
            EventStatus::Running,
            event.round,
            seen_at - SETTLE_SECS,
            "refused-knockout-moved-on-meanwhile",
        )
        .await?;
        let name = namer(entrants);
        self.record_decisions(&mut tx, event, &b, &name, now)
            .await?;
        let started = self
            .write_games(&mut tx, event, &rules, &b.start, now)
            .await?;
        let round = b
            .start
            .iter()
            .map(|l| l.place.round)
            .fold(event.round, i64::max);
        match b.champion() {
            Some(c) => {
                storage::tournaments::advance(
                    &mut tx,
                    event.id,
                    EventStatus::Finished,
                    round,
                    None,
                )
                .await?;
                let won = Said::with("notice-knockout-won", [("name", name(c.user_id).into())]);
                super::notice(&mut tx, event.id, &won, now).await?;
            }
            None if round != event.round => {
                storage::tournaments::advance(&mut tx, event.id, EventStatus::Running, round, None)
                    .await?;
            }
            None => {}
        }
        tx.commit().await?;
        self.games_started(&started).await;
        Ok(true)
    }

    /// Knockout `event`'s bracket and standing for its page.
    pub(super) async fn bracket_view(
        &self,
        event: &Event,
        entrants: &[Entrant],
        games: &[EventGame],
    ) -> Result<BracketView, AppError> {
        let decided = {
            let mut conn = self.conn().await?;
            storage::tournament_matches::decided(&mut conn, event.id).await?
        };
        let b = knockout::of_event(event, entrants, games, &decided);
        let name = namer(entrants);
        let seat = |s: Option<knockout::Seat>| {
            s.map(|s| SeatItem {
                name: name(s.user_id),
                seed: s.seed,
            })
        };
        let rounds = b
            .rounds
            .iter()
            .enumerate()
            .map(|(r, matches)| RoundItem {
                round: r as i64 + 1,
                matches: matches
                    .iter()
                    .map(|m| MatchItem {
                        board: m.board,
                        high: seat(m.high),
                        low: seat(m.low),
                        score: format!("{}-{}", points(m.score.0), points(m.score.1)),
                        games: m
                            .games
                            .iter()
                            .map(|g| LegItem {
                                game_id: g.game_id,
                                white: name(g.white_id),
                                black: name(g.black_id),
                                status: g.status,
                                winner: g.winner,
                                void: crate::app::rules::events::half_points(g, Color::White)
                                    .is_none()
                                    && g.status != GameStatus::Active,
                            })
                            .collect(),
                        winner: m.winner.map(|(s, how)| (name(s.user_id), how)),
                    })
                    .collect(),
            })
            .collect();
        let placings = knockout::places(&b)
            .into_iter()
            .map(|(first, last, user, out_in)| Placing {
                place: if first == last {
                    first.to_string()
                } else {
                    format!("{first}-{last}")
                },
                name: name(user),
                out_in,
            })
            .collect();
        Ok(BracketView { rounds, placings })
    }
}
