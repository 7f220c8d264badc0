//! A finished game's result in words, in the reader's language: "white (alice) wins by
//! checkmate", "Remis durch Patt". The engine says why a game ended as a typed `Reason`;
//! the words are chosen here, from the messages `result-*` and `reason-*`.

use pigeonpost_engine::{Color, Reason};
use pigeonpost_i18n::Tr;

/// "white (alice) wins by checkmate", "draw by stalemate", "aborted, without result".
pub fn result_text(
    tr: Tr,
    winner: Option<Color>,
    reason: &Reason,
    white: &str,
    black: &str,
) -> String {
    if *reason == Reason::Aborted {
        return tr.t("result-aborted");
    }
    let reason = reason_words(tr, reason);
    match winner {
        Some(Color::White) => tr.t2("result-white-wins", ("white", white), ("reason", reason)),
        Some(Color::Black) => tr.t2("result-black-wins", ("black", black), ("reason", reason)),
        None => tr.t1("result-draw", "reason", reason),
    }
}

/// Why the game ended: "checkmate", "points after both players passing". A claim keeps
/// the words it was made with, and a reason a record holds that this version does not
/// know is shown as it is stored.
pub fn reason_words(tr: Tr, reason: &Reason) -> String {
    if let Some(key) = reason.key() {
        return tr.t(&format!("reason-{key}"));
    }
    match reason {
        Reason::PointsAfter(ended) => {
            tr.t1("reason-points-after", "ended", reason_words(tr, ended))
        }
        Reason::RoyalCapture(piece) => tr.t1("reason-royal-capture", "piece", piece.as_str()),
        Reason::DrawOdds { draw, side } => tr.t2(
            "reason-draw-odds",
            ("draw", reason_words(tr, draw)),
            ("side", side.name()),
        ),
        Reason::Claim(claim) => tr.t1("reason-claim", "claim", claim.as_str()),
        other => other.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_source_language_says_what_the_engine_stores() {
        // The stored words are the engine's; the English messages must read the same, so
        // that a result reads alike on every page whichever path wrote it.
        let en = Tr::source();
        let mut all: Vec<Reason> = Reason::PLAIN.to_vec();
        assert!(all.iter().all(|r| r.key().is_some()), "{all:?}");
        all.extend([
            Reason::PointsAfter(Box::new(Reason::TwoPasses)),
            Reason::RoyalCapture("king".into()),
            Reason::DrawOdds {
                draw: Box::new(Reason::Stalemate),
                side: Color::Black,
            },
            Reason::Claim("bob did not move for 14 days".into()),
            Reason::Recorded("a reason of another version".into()),
        ]);
        for r in all {
            assert_eq!(reason_words(en, &r), r.to_string());
        }
    }

    #[test]
    fn results_in_two_languages() {
        let en = Tr::source();
        assert_eq!(
            result_text(en, None, &Reason::Stalemate, "a", "b"),
            "draw by stalemate"
        );
        assert_eq!(
            result_text(en, Some(Color::Black), &Reason::Checkmate, "a", "b"),
            "black (b) wins by checkmate"
        );
        let de = Tr::by_tag("de").unwrap();
        assert_eq!(
            result_text(de, Some(Color::White), &Reason::Checkmate, "anna", "bert"),
            "Weiß (anna) gewinnt durch Schachmatt"
        );
        assert_eq!(
            result_text(de, None, &Reason::Aborted, "a", "b"),
            "abgebrochen, ohne Ergebnis"
        );
    }
}
