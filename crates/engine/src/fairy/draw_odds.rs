//! Fairy-Stockfish's draw odds (`materialCounting = whitedrawodds` or `blackdrawodds`,
//! armageddon): every game that would end drawn is won by the named side; written as
//! our `[draws] draw_odds`. The other counting values are the regions' business.

use super::ini::Entry;
use super::model::Fsf;

/// Reads `e` if it names draw odds.
pub(super) fn read(e: &Entry, f: &mut Fsf) -> bool {
    if e.key != "materialCounting" {
        return false;
    }
    f.draw_odds = match e.value.as_str() {
        "whitedrawodds" => Some("white"),
        "blackdrawodds" => Some("black"),
        _ => {
            f.draw_odds = None;
            return false;
        }
    };
    true
}

/// The `[draws]` line for the draw odds, if any.
pub(super) fn line(f: &Fsf) -> String {
    match f.draw_odds {
        Some(side) => format!("draw_odds = \"{side}\"\n"),
        None => String::new(),
    }
}
