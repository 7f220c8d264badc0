//! Engine properties and rules shared by every variant: legality agreement, position
//! notation round trips, definitions checked strictly, game endings.

use pigeonpost_engine::{Game, Position, Turn, registry};

mod support {
    /// A small deterministic generator for random play (the engine itself has none).
    pub struct Rng(pub u64);

    impl Rng {
        pub fn next_u64(&mut self) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0
        }

        pub fn below(&mut self, n: usize) -> usize {
            (self.next_u64() % n as u64) as usize
        }
    }
}

#[path = "engine/betza_moves.rs"]
mod betza_moves;
#[path = "engine/definitions.rs"]
mod definitions;
#[path = "engine/endings.rs"]
mod endings;
#[path = "engine/properties.rs"]
mod properties;

pub use support::Rng;

/// Positions reached by random play in every hosted variant.
pub fn random_positions(games: usize, plies: usize, seed: u64) -> Vec<Position> {
    let mut rng = Rng(seed);
    let mut out = Vec::new();
    for v in registry::all() {
        for _ in 0..games {
            let mut pos = Position::start(v);
            for _ in 0..plies {
                let turns: Vec<Turn> = pos.legal_turns();
                if turns.is_empty() {
                    break;
                }
                pos = pos.play(&turns[rng.below(turns.len())]);
                out.push(pos.clone());
            }
        }
    }
    out
}

#[test]
fn every_embedded_definition_builds() {
    assert!(registry::errors().is_empty(), "{:?}", registry::errors());
    assert!(registry::keys().contains(&"chess"));
    assert!(registry::keys().contains(&"capablanca"));
}

#[test]
fn a_game_replays_from_its_texts() {
    let v = registry::get("chess").unwrap();
    let mut g = Game::new(&v);
    for t in ["P e2-e4", "p e7-e5", "N g1-f3"] {
        g.play_text(t).unwrap();
    }
    let again = Game::replay(&v, None, g.texts()).unwrap();
    assert_eq!(again.position().fen(), g.position().fen());
    assert_eq!(again.ply(), 3);
    assert!(Game::replay(&v, None, &["P e2-e5".to_string()]).is_err());
}
