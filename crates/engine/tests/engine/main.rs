//! The engine's tests, one binary: properties and rules shared by every variant
//! (legality agreement, position notation round trips, definitions checked strictly,
//! game endings), the perft tables, notation, and one module per variant with a test
//! per rule of its rules file.
//!
//! Deep lines (perft above a million nodes, the Tandem-84 comparisons at depth 2) run
//! only in release builds: `cargo test --release -p pigeonpost-engine`.

mod support;

mod betza_moves;
mod boards;
mod captures_to_reserve;
mod catalogue;
mod counting;
mod culverin;
mod definitions;
mod diagrams;
mod endings;
mod free_play;
mod fsf_captures;
mod fsf_castling;
mod fsf_clock;
mod fsf_draw_odds;
mod fsf_drop_rules;
mod fsf_endings;
mod fsf_flags;
mod fsf_gate_leaps;
mod fsf_goals;
mod fsf_guarded;
mod fsf_hands;
mod fsf_pawns;
mod fsf_positions;
mod fsf_promotion;
mod fsf_reversi;
mod fsf_steps;
mod fsf_walling;
mod fsf_walls;
mod fuzz;
mod goals;
mod hand_endings;
mod layers;
mod limits;
mod mechanics;
mod meteoric;
mod morphomania;
mod notation;
mod notation_messages;
mod palindromic;
mod perft_tables;
mod properties;
mod regions;
mod royal_pieces;
mod setups;
mod shogi;
mod tandem84;
mod turn_parts;
mod turn_shapes;

use pigeonpost_engine::{Game, registry};

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
