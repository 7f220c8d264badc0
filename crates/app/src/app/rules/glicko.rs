//! Glicko-2, as Mark Glickman's paper "Example of the Glicko-2 system" (2013) defines it:
//! a player's rating `r`, rating deviation `RD` and volatility `σ` after a rating period of
//! games against opponents whose ratings and deviations are known. The arithmetic only;
//! which games count and when is `ratings`' business.
//!
//! One difference from the paper's fixed periods: the growth of the deviation before the
//! period's games (the paper's step 6, `φ* = sqrt(φ² + σ'²)`) is for `periods` periods,
//! which may be a fraction or zero, so that each game can be a period of its own and the
//! deviation grows with the time since the player last played. With `periods = 1` this is
//! the paper's algorithm exactly.

/// Glicko-2's scale factor between the Glicko scale (1500, 350) and its own (0, 2.01).
const SCALE: f64 = 173.7178;
/// The convergence tolerance of the volatility's iteration (the paper's ε).
const EPSILON: f64 = 0.000_001;

/// A rating on the Glicko scale.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

/// One game of a period: the opponent's rating and deviation (Glicko scale), and the
/// player's score (1 a win, 0.5 a draw, 0 a loss).
#[derive(Debug, Clone, Copy)]
pub struct Game {
    pub opponent: Rating,
    pub score: f64,
}

fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (std::f64::consts::PI * std::f64::consts::PI)).sqrt()
}

fn expected(mu: f64, mu_j: f64, phi_j: f64) -> f64 {
    1.0 / (1.0 + (-g(phi_j) * (mu - mu_j)).exp())
}

/// The expected score of `player` against `opponent`, as Glicko-2 computes it within an
/// update (the opponent's deviation widens the guess, the player's does not).
pub fn expected_score(player: &Rating, opponent: &Rating) -> f64 {
    expected(
        (player.rating - 1500.0) / SCALE,
        (opponent.rating - 1500.0) / SCALE,
        opponent.deviation / SCALE,
    )
}

/// The deviation after `periods` rating periods without games: the paper's step 6.
pub fn grown(player: &Rating, periods: f64) -> f64 {
    let phi = player.deviation / SCALE;
    (phi * phi + periods * player.volatility * player.volatility).sqrt() * SCALE
}

/// The rating after a period of `games`, with deviation growth for `periods` periods and
/// the system constant `tau`. Without games only the deviation grows.
pub fn update(player: &Rating, games: &[Game], periods: f64, tau: f64) -> Rating {
    if games.is_empty() {
        return Rating {
            deviation: grown(player, periods),
            ..*player
        };
    }
    // Step 2: to the Glicko-2 scale.
    let mu = (player.rating - 1500.0) / SCALE;
    let phi = player.deviation / SCALE;
    let sigma = player.volatility;
    // Steps 3 and 4: the estimated variance and improvement.
    let mut v_inv = 0.0;
    let mut sum = 0.0;
    for game in games {
        let mu_j = (game.opponent.rating - 1500.0) / SCALE;
        let phi_j = game.opponent.deviation / SCALE;
        let e = expected(mu, mu_j, phi_j);
        let gj = g(phi_j);
        v_inv += gj * gj * e * (1.0 - e);
        sum += gj * (game.score - e);
    }
    let v = 1.0 / v_inv;
    let delta = v * sum;
    // Step 5: the new volatility (the Illinois algorithm).
    let sigma_new = volatility(delta, phi, v, sigma, tau);
    // Steps 6 and 7: the new deviation and rating.
    let phi_star = (phi * phi + periods * sigma_new * sigma_new).sqrt();
    let phi_new = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
    let mu_new = mu + phi_new * phi_new * sum;
    // Step 8: back to the Glicko scale.
    Rating {
        rating: mu_new * SCALE + 1500.0,
        deviation: phi_new * SCALE,
        volatility: sigma_new,
    }
}

/// Step 5 of the paper: the root of `f` by the Illinois algorithm.
fn volatility(delta: f64, phi: f64, v: f64, sigma: f64, tau: f64) -> f64 {
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        ex * (delta * delta - phi * phi - v - ex) / (2.0 * (phi * phi + v + ex).powi(2))
            - (x - a) / (tau * tau)
    };
    let mut big_a = a;
    let mut big_b = if delta * delta > phi * phi + v {
        (delta * delta - phi * phi - v).ln()
    } else {
        let mut k = 1.0;
        while f(a - k * tau) < 0.0 {
            k += 1.0;
        }
        a - k * tau
    };
    let mut f_a = f(big_a);
    let mut f_b = f(big_b);
    while (big_b - big_a).abs() > EPSILON {
        let c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
        let f_c = f(c);
        if f_c * f_b <= 0.0 {
            big_a = big_b;
            f_a = f_b;
        } else {
            f_a /= 2.0;
        }
        big_b = c;
        f_b = f_c;
    }
    (big_a / 2.0).exp()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(rating: f64, deviation: f64) -> Rating {
        Rating {
            rating,
            deviation,
            volatility: 0.06,
        }
    }

    /// The paper's worked example: a player rated 1500 (RD 200, σ 0.06) beats a 1400 (RD
    /// 30), loses to a 1550 (RD 100) and to a 1700 (RD 300), with τ = 0.5: r' = 1464.06,
    /// RD' = 151.52, σ' = 0.05999. The paper works with values rounded to four places
    /// (μ' = -0.2069), so its figures are met to within a hundredth.
    #[test]
    fn glickmans_worked_example() {
        let games = [
            Game {
                opponent: r(1400.0, 30.0),
                score: 1.0,
            },
            Game {
                opponent: r(1550.0, 100.0),
                score: 0.0,
            },
            Game {
                opponent: r(1700.0, 300.0),
                score: 0.0,
            },
        ];
        let after = update(&r(1500.0, 200.0), &games, 1.0, 0.5);
        assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
        assert!((after.deviation - 151.52).abs() < 0.01, "{after:?}");
        assert!((after.volatility - 0.05999).abs() < 0.000_01, "{after:?}");
    }

    /// A period without games only widens the deviation, by the volatility per period.
    #[test]
    fn a_period_without_games_grows_the_deviation_only() {
        let after = update(&r(1700.0, 100.0), &[], 4.0, 0.5);
        assert_eq!(after.rating, 1700.0);
        let phi = 100.0 / SCALE;
        let expect = (phi * phi + 4.0 * 0.06 * 0.06).sqrt() * SCALE;
        assert!((after.deviation - expect).abs() < 1e-9);
        assert!(after.deviation > 100.0);
    }

    /// Random periods, each compared with `skillratings`' Glicko-2 (an implementation we
    /// did not write): rating, deviation and volatility agree to a millionth.
    #[test]
    fn agrees_with_an_independent_implementation_on_random_periods() {
        use skillratings::Outcomes;
        use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2_rating_period};
        // A small generator of our own: the test needs no seedable crate.
        let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state >> 11) as f64 / (1u64 << 53) as f64
        };
        for tau in [0.3, 0.5, 0.75, 1.2] {
            for _ in 0..500 {
                let player = Rating {
                    rating: 800.0 + 1600.0 * next(),
                    deviation: 30.0 + 470.0 * next(),
                    volatility: 0.03 + 0.09 * next(),
                };
                let count = 1 + (next() * 12.0) as usize;
                let games: Vec<Game> = (0..count)
                    .map(|_| Game {
                        opponent: Rating {
                            rating: 800.0 + 1600.0 * next(),
                            deviation: 30.0 + 470.0 * next(),
                            volatility: 0.06,
                        },
                        score: [0.0, 0.5, 1.0][(next() * 3.0) as usize % 3],
                    })
                    .collect();
                let ours = update(&player, &games, 1.0, tau);
                let theirs = glicko2_rating_period(
                    &Glicko2Rating {
                        rating: player.rating,
                        deviation: player.deviation,
                        volatility: player.volatility,
                    },
                    &games
                        .iter()
                        .map(|g| {
                            let outcome = match g.score {
                                1.0 => Outcomes::WIN,
                                0.0 => Outcomes::LOSS,
                                _ => Outcomes::DRAW,
                            };
                            let opponent = Glicko2Rating {
                                rating: g.opponent.rating,
                                deviation: g.opponent.deviation,
                                volatility: g.opponent.volatility,
                            };
                            (opponent, outcome)
                        })
                        .collect::<Vec<_>>(),
                    &Glicko2Config {
                        tau,
                        convergence_tolerance: EPSILON,
                    },
                );
                let close = |a: f64, b: f64, tolerance: f64| (a - b).abs() <= tolerance;
                assert!(
                    close(ours.rating, theirs.rating, 1e-6)
                        && close(ours.deviation, theirs.deviation, 1e-6)
                        && close(ours.volatility, theirs.volatility, 1e-9),
                    "{player:?} after {games:?} (tau {tau}): ours {ours:?}, theirs {theirs:?}"
                );
            }
        }
    }
}
