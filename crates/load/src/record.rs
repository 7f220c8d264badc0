//! The recorded long Tandem-84 game that `long-game` plays: made once by a seeded random
//! walk over the engine's legal turns and committed as `data/tandem84-long.txt`, so every
//! run (before and after a server change) submits exactly the same turns.
//!
//! The walk never picks a turn that ends the game (checked with `Game::outcome`, which
//! includes repetition and the fifty-move rule), and prefers quiet turns (no capture), so
//! the material stays on the board and the game keeps going for hundreds of plies.

use crate::LoadError;
use crate::rng::XorShift;
use pigeonpost_engine::{Game, Turn, registry};

/// The variant the recorded game is played in.
pub const VARIANT: &str = "tandem84";

/// The committed recording, and the arguments that remake it.
pub const RECORDED: &str = include_str!("../data/tandem84-long.txt");
pub const RECORDED_SEED: u64 = 84;
pub const RECORDED_TURNS: usize = 220;

/// One in this many turns is picked among all non-ending turns rather than the quiet ones,
/// so pieces are sometimes exchanged and the position does not freeze into shuffling.
const CAPTURE_ONE_IN: u64 = 12;

/// Plays `turns` turns from the start and returns the file's text: a `#` line saying how
/// it was made, then one canonical turn text per line.
pub fn record(seed: u64, turns: usize) -> Result<String, LoadError> {
    let variant =
        registry::get(VARIANT).ok_or_else(|| LoadError::Setup(format!("no variant {VARIANT}")))?;
    let mut game = Game::new(&variant);
    let mut rng = XorShift::new(seed);
    let mut out = format!("# pigeonpost-load record-tandem84 --seed {seed} --turns {turns}\n");
    for ply in 1..=turns {
        let Some(turn) = pick(&game, &mut rng) else {
            return Err(LoadError::Setup(format!(
                "seed {seed}: every legal turn at ply {ply} ends the game; try another seed"
            )));
        };
        out.push_str(&game.position().turn_text(&turn));
        out.push('\n');
        game.play_unchecked(&turn);
    }
    Ok(out)
}

/// A random turn that does not end the game: a quiet one when there is one (except one
/// time in `CAPTURE_ONE_IN`), else any.
fn pick(game: &Game, rng: &mut XorShift) -> Option<Turn> {
    let mut all = game.position().legal_turns();
    // Shuffled once, then tried in order: the first candidate that keeps the game going
    // wins, so only as many candidates are played out as needed.
    rng.shuffle(&mut all);
    let quiet_first = rng.below(CAPTURE_ONE_IN) != 0;
    let keeps_going = |t: &Turn| {
        let mut next = game.clone();
        next.play_unchecked(t);
        next.outcome().is_none()
    };
    if quiet_first {
        let quiet = all.iter().filter(|t| !t.moves().any(|m| m.is_capture()));
        if let Some(t) = quiet.copied().find(|t| keeps_going(t)) {
            return Some(t);
        }
    }
    all.into_iter().find(|t| keeps_going(t))
}

/// The turn texts of a recording, skipping `#` lines and blank lines.
pub fn turns(text: &str) -> Vec<String> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(str::to_string)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_committed_recording_is_what_the_generator_makes() {
        let made = record(RECORDED_SEED, RECORDED_TURNS).expect("recording");
        assert!(
            made == RECORDED,
            "data/tandem84-long.txt differs from `record-tandem84 --seed {RECORDED_SEED} \
             --turns {RECORDED_TURNS}`; remake it with that command"
        );
    }

    #[test]
    fn the_recording_replays_without_ending_and_is_long_enough() {
        let texts = turns(RECORDED);
        assert!(texts.len() >= 210, "{} turns", texts.len());
        let variant = registry::get(VARIANT).expect("variant");
        let mut game = Game::new(&variant);
        for (i, text) in texts.iter().enumerate() {
            let resolved = game.play_text(text).expect("legal");
            assert_eq!(&resolved.canonical, text, "ply {} is not canonical", i + 1);
            assert!(game.outcome().is_none(), "the game ends at ply {}", i + 1);
        }
    }
}
