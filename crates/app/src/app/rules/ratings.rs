//! Which games count for ratings, and what a rated result does to both players: Glicko-2
//! (`glicko`) with one pool per variant key (a game's `variant`, by which storage also
//! reads a rated game's standings), each game a rating period of its own.
//!
//! The parameters are lichess's (start 1500 with deviation 500 and volatility 0.09, τ
//! 0.75, deviation kept between 45 and 500, volatility at most 0.1, provisional above a
//! deviation of 110), but not its clock: lichess grows a deviation by 0.21436 periods a
//! day, which fits players who play every day. A correspondence game takes weeks and a
//! player finishes a few a month, so one period here is two weeks: an idle player's
//! deviation grows to about what lichess's would over three days in two weeks.

use super::glicko::{self, Rating};
use super::record::Game;
use crate::app::AppError;
use crate::storage::ratings::{Change, Standing, StoredChange, Values};
use pigeonpost_engine::{Color, Reason, Variant};
use pigeonpost_i18n::Said;

pub const TAU: f64 = 0.75;
pub const START: Rating = Rating {
    rating: 1500.0,
    deviation: 500.0,
    volatility: 0.09,
};
pub const MIN_DEVIATION: f64 = 45.0;
pub const MAX_DEVIATION: f64 = 500.0;
pub const MAX_VOLATILITY: f64 = 0.1;
/// Above this deviation a rating is provisional (shown with "?").
pub const PROVISIONAL_DEVIATION: f64 = 110.0;
/// One rating period, in seconds.
pub const PERIOD: i64 = 14 * 24 * 3600;
/// Plies a game must reach for its result to count: a game ended before both players
/// moved says nothing of their strength.
pub const PLIES_TO_COUNT: i64 = 2;

/// Whether a result of `game` (`reason`, at `ply`) changes its players' ratings: the
/// game is rated (so its rules were enforced and it began from its variant's start), was
/// not aborted and ended after both players moved.
pub fn counts(game: &Game, ply: i64, reason: &Reason) -> bool {
    game.rated && ply >= PLIES_TO_COUNT && *reason != Reason::Aborted
}

/// Whether a game of `variant` (key `key`) may be rated: its rules enforced (free play
/// has no result the server can vouch for) and begun from the variant's own start (a
/// position brought from elsewhere says nothing of the pool's game). A player's variant
/// may be rated once published, if its author allows it (`author_allows`).
pub fn may_be_rated(
    key: &str,
    variant: &Variant,
    custom_start: bool,
    author_allows: bool,
) -> Result<(), AppError> {
    if !variant.rules_enforced() {
        return Err(AppError::Invalid(Said::new("refused-rated-free-play")));
    }
    if custom_start {
        return Err(AppError::Invalid(Said::new("refused-rated-own-start")));
    }
    if key.contains('/') && !author_allows {
        return Err(AppError::Invalid(Said::with(
            "refused-rated-not-allowed",
            [("variant", key.into())],
        )));
    }
    Ok(())
}

/// Whether two addresses are obviously one person's: the same once case, dots and a
/// "+tag" in the part before the "@" are set aside (what mail providers deliver to one
/// mailbox). Rated games between such accounts are refused.
pub fn same_person(a: &str, b: &str) -> bool {
    fn canonical(address: &str) -> Option<String> {
        let address = address.trim().to_lowercase();
        let (local, domain) = address.rsplit_once('@')?;
        let local = local.split('+').next().unwrap_or(local).replace('.', "");
        Some(format!("{local}@{domain}"))
    }
    matches!((canonical(a), canonical(b)), (Some(x), Some(y)) if x == y)
}

/// A rating shown with "?" while its deviation is high.
pub fn is_provisional(deviation: f64) -> bool {
    deviation > PROVISIONAL_DEVIATION
}

/// A player's rating in a pool, as pages and the API show it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PlayerRating {
    pub rating: f64,
    pub deviation: f64,
    /// Rated games played in the pool, and when the last ended.
    pub games: i64,
    pub rated_at: i64,
}

impl PlayerRating {
    pub fn provisional(&self) -> bool {
        is_provisional(self.deviation)
    }

    /// The rating rounded, as shown.
    pub fn rounded(&self) -> i64 {
        self.rating.round() as i64
    }

    /// "1620", or "1620?" while provisional.
    pub fn shown(&self) -> String {
        match self.provisional() {
            true => format!("{}?", self.rounded()),
            false => self.rounded().to_string(),
        }
    }
}

/// What a finished rated game did to one player's rating.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct GameRating {
    pub color: Color,
    /// The rating the game was played at, and the one it left.
    pub before: f64,
    pub after: f64,
    /// Whether the rating it was played at was provisional.
    pub provisional: bool,
}

impl GameRating {
    /// "1500? → 1662 (+162)": the rating played at, the one left and the change, rounded.
    pub fn words(&self) -> String {
        let (before, after) = (self.before.round() as i64, self.after.round() as i64);
        let mark = if self.provisional { "?" } else { "" };
        format!("{before}{mark} → {after} ({:+})", after - before)
    }
}

impl From<StoredChange> for GameRating {
    fn from(c: StoredChange) -> Self {
        GameRating {
            color: c.color,
            before: c.before.rating,
            after: c.after.rating,
            provisional: is_provisional(c.before.deviation),
        }
    }
}

impl From<Standing> for PlayerRating {
    fn from(s: Standing) -> Self {
        PlayerRating {
            rating: s.values.rating,
            deviation: s.values.deviation,
            games: s.games,
            rated_at: s.rated_at,
        }
    }
}

fn rating_of(s: Option<&Standing>) -> Rating {
    s.map(|s| Rating {
        rating: s.values.rating,
        deviation: s.values.deviation,
        volatility: s.values.volatility,
    })
    .unwrap_or(START)
}

fn values(r: Rating) -> Values {
    Values {
        rating: r.rating,
        deviation: r.deviation,
        volatility: r.volatility,
    }
}

/// Periods since the standing's last game, at `at`.
fn periods_since(s: Option<&Standing>, at: i64) -> f64 {
    s.map(|s| (at - s.rated_at).max(0) as f64 / PERIOD as f64)
        .unwrap_or(0.0)
}

/// A player's rating as it stands at `at`: the deviation grown since their last game.
fn now(s: Option<&Standing>, at: i64) -> Rating {
    let r = rating_of(s);
    Rating {
        deviation: glicko::grown(&r, periods_since(s, at)).min(MAX_DEVIATION),
        ..r
    }
}

/// A player of a rated game: who, and where they stood.
#[derive(Debug, Clone, Copy)]
pub struct Seat {
    pub user_id: i64,
    pub standing: Option<Standing>,
}

/// What a rated result does to both players, White's first: each player's rating is
/// updated against the opponent's as it stands at `at` (its deviation grown since the
/// opponent last played), as one period of the time since the player's own last game.
pub fn rate(
    game_id: i64,
    pool: &str,
    seats: [Seat; 2],
    winner: Option<Color>,
    at: i64,
) -> [Change; 2] {
    Color::BOTH.map(|color| {
        let me = seats[color.index()];
        let them = seats[color.opposite().index()];
        let player = rating_of(me.standing.as_ref());
        let opponent = now(them.standing.as_ref(), at);
        let score = match winner {
            None => 0.5,
            Some(w) if w == color => 1.0,
            Some(_) => 0.0,
        };
        let game = glicko::Game { opponent, score };
        let periods = periods_since(me.standing.as_ref(), at);
        let after = glicko::update(&player, &[game], periods, TAU);
        let after = Rating {
            rating: after.rating,
            deviation: after.deviation.clamp(MIN_DEVIATION, MAX_DEVIATION),
            volatility: after.volatility.min(MAX_VOLATILITY),
        };
        Change {
            game_id,
            color,
            user_id: me.user_id,
            pool: pool.to_string(),
            before: values(player),
            games_before: me.standing.map(|s| s.games).unwrap_or(0),
            after: values(after),
            expected: glicko::expected_score(&now(me.standing.as_ref(), at), &opponent),
            score,
            at,
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seat(id: i64, rating: f64, deviation: f64, games: i64, rated_at: i64) -> Seat {
        Seat {
            user_id: id,
            standing: Some(Standing {
                values: Values {
                    rating,
                    deviation,
                    volatility: 0.06,
                },
                games,
                rated_at,
            }),
        }
    }

    #[test]
    fn newcomers_start_at_1500_and_the_winner_gains_what_the_loser_loses() {
        let new = |id| Seat {
            user_id: id,
            standing: None,
        };
        let [white, black] = rate(1, "chess", [new(1), new(2)], Some(Color::White), 1000);
        assert_eq!(white.before.rating, 1500.0);
        assert_eq!(white.games_before, 0);
        assert!(white.after.rating > 1500.0 && black.after.rating < 1500.0);
        assert!((white.after.rating - 1500.0 - (1500.0 - black.after.rating)).abs() < 1e-9);
        assert!(white.after.deviation < 500.0);
        assert_eq!((white.score, black.score), (1.0, 0.0));
        assert_eq!(white.expected, 0.5);
    }

    #[test]
    fn an_idle_players_deviation_grows_before_the_game() {
        let day = 24 * 3600;
        let played = |idle: i64| {
            let [w, _] = rate(
                1,
                "chess",
                [
                    seat(1, 1800.0, 60.0, 30, 0),
                    seat(2, 1800.0, 60.0, 30, idle),
                ],
                None,
                idle,
            );
            w.after.deviation
        };
        // The same draw after a year away leaves a wider deviation than after a day.
        assert!(played(365 * day) > played(day) + 10.0);
    }

    #[test]
    fn addresses_that_reach_one_mailbox_are_one_person() {
        assert!(same_person(
            "Alice.Smith+chess@Example.org",
            "alicesmith@example.org"
        ));
        assert!(!same_person("alice@example.org", "alice@example.net"));
        assert!(!same_person("alice@example.org", "alicia@example.org"));
    }

    #[test]
    fn deviation_stays_above_its_floor() {
        let [w, _] = rate(
            1,
            "chess",
            [
                seat(1, 2000.0, MIN_DEVIATION, 900, 100),
                seat(2, 2000.0, MIN_DEVIATION, 900, 100),
            ],
            None,
            100,
        );
        // A game narrows a deviation: from the floor it would go below it.
        assert_eq!(w.after.deviation, MIN_DEVIATION);
    }
}
