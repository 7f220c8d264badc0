//! A piece's move diagram drawn as SVG (the engine's `PieceDiagram`): the piece on its
//! square, a dot where it moves, a cross where it captures, a ringed dot where it does
//! both. The marks differ in shape as well as colour, and the picture carries the same
//! facts as text for readers who cannot see it.

use super::board::{Sheet, piece_at, sheet_file};
use crate::notify::messages::escape_html as esc;
use pigeonpost_engine::{Coords, File, PieceDiagram, Rank, Reach};
use std::fmt::Write;

const SQ: usize = 20;

/// The diagram as an `<svg>` whose accessible name lists the squares, in `tr`'s words.
pub fn diagram_svg(d: &PieceDiagram, glyph: &str, name: &str, tr: pigeonpost_i18n::Tr) -> String {
    let (w, h) = (d.files * SQ, d.ranks * SQ);
    let list = |reach: &[(Coords, Reach)], want: Reach| {
        reach
            .iter()
            .filter(|(_, r)| *r == want)
            .map(|(at, _)| at.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    };
    let mut parts = vec![tr.t2(
        "rules-diagram-on",
        ("piece", name),
        ("square", d.origin.to_string()),
    )];
    let ways = [
        ("rules-diagram-moves", Reach::Move),
        ("rules-diagram-captures", Reach::Capture),
        ("rules-diagram-both", Reach::MoveOrCapture),
    ];
    for (what, reach) in ways {
        let squares = list(&d.reach, reach);
        if !squares.is_empty() {
            parts.push(tr.t1(what, "squares", squares));
        }
    }
    for (what, reach) in ways {
        let squares = list(&d.screened, reach);
        if !squares.is_empty() {
            parts.push(tr.t1(
                "rules-diagram-over",
                "what",
                tr.t1(what, "squares", squares),
            ));
        }
    }
    let mut summary = parts.join(&tr.t("rules-diagram-separator"));
    if !d.screens.is_empty() {
        let screens: Vec<String> = d.screens.iter().map(|c| c.to_string()).collect();
        summary.push_str(&tr.t1("rules-diagram-screens", "squares", screens.join(" ")));
    }
    let mut s = format!(
        r#"<svg class="diagram" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}" width="{w}" height="{h}" role="img" aria-label="{}">"#,
        esc(&summary)
    );
    // Light squares are the background; only dark squares and holes are drawn.
    let _ = write!(s, r##"<rect width="{w}" height="{h}" fill="#f4f4e8"/>"##);
    let places = (0..d.files).filter_map(File::new).flat_map(|file| {
        (0..d.ranks)
            .filter_map(Rank::new)
            .map(move |rank| Coords::new(file, rank))
    });
    for at in places {
        {
            let (f, r) = (at.file.index(), at.rank.index());
            let (x, y) = (f * SQ, (d.ranks - 1 - r) * SQ);
            let fill = if d.holes.contains(&at) {
                Some("#555555")
            } else {
                at.is_dark().then_some("#b5c99a")
            };
            if let Some(fill) = fill {
                let _ = write!(
                    s,
                    r#"<rect x="{x}" y="{y}" width="{SQ}" height="{SQ}" fill="{fill}"/>"#
                );
            }
            let (cx, cy) = (x + SQ / 2, y + SQ / 2);
            if d.screens.contains(&at) {
                let _ = write!(
                    s,
                    r##"<rect class="screen" x="{}" y="{}" width="12" height="12" fill="#6b6b6b"/>"##,
                    cx - 6,
                    cy - 6
                );
            }
            // Over a screen: the same mark, in a dashed ring.
            let over = d.over_screen(at);
            if over.is_some() {
                let _ = write!(
                    s,
                    r##"<circle class="reach-over" cx="{cx}" cy="{cy}" r="8.5" fill="none" stroke="#444444" stroke-width="1.2" stroke-dasharray="2 2"/>"##
                );
            }
            // A square reached both ways shows the direct mark in the ring; the text
            // says what the screen adds.
            match d.at(at).or(over) {
                Some(Reach::Move) => {
                    let _ = write!(
                        s,
                        r##"<circle class="reach-move" cx="{cx}" cy="{cy}" r="5" fill="#1f6f2b"/>"##
                    );
                }
                Some(Reach::Capture) => {
                    let (a, b) = (cx - 6, cx + 6);
                    let (c, e) = (cy - 6, cy + 6);
                    let _ = write!(
                        s,
                        r##"<path class="reach-capture" d="M{a} {c}L{b} {e}M{a} {e}L{b} {c}" stroke="#b00020" stroke-width="3"/>"##
                    );
                }
                Some(Reach::MoveOrCapture) => {
                    let _ = write!(
                        s,
                        r##"<circle class="reach-both" cx="{cx}" cy="{cy}" r="6" fill="#1f6f2b" stroke="#b00020" stroke-width="3"/>"##
                    );
                }
                None => {}
            }
        }
    }
    let (ox, oy) = (
        d.origin.file.index() * SQ,
        (d.ranks - 1 - d.origin.rank.index()) * SQ,
    );
    let _ = write!(
        s,
        r#"<svg x="{ox}" y="{oy}" width="{SQ}" height="{SQ}" viewBox="0 0 45 45">"#
    );
    let name_text = super::board::escaped(name);
    let title = [&*name_text];
    let title = (!name.is_empty()).then_some(&title[..]);
    piece_at(
        &mut s,
        glyph,
        &d.label,
        "white",
        (0, 0),
        title,
        &sheet_file(Sheet::Linked),
    );
    s.push_str("</svg></svg>");
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use pigeonpost_engine::registry;

    #[test]
    fn a_knight_diagram_marks_its_eight_squares_and_names_them() {
        let chess = registry::get("chess").unwrap();
        let d = chess.piece_diagram("N").unwrap();
        let svg = diagram_svg(&d, "knight", "Knight", pigeonpost_i18n::Tr::source());
        assert_eq!(svg.matches("reach-both").count(), 8);
        assert!(svg.contains("Knight on d4; moves to or captures on"));
        assert!(svg.contains("e6"));
    }

    #[test]
    fn a_pawn_diagram_tells_moves_from_captures() {
        let chess = registry::get("chess").unwrap();
        let d = chess.piece_diagram("P").unwrap();
        let svg = diagram_svg(&d, "pawn", "Pawn", pigeonpost_i18n::Tr::source());
        assert_eq!(svg.matches("reach-move").count(), 1);
        assert_eq!(svg.matches("reach-capture").count(), 2);
    }

    #[test]
    fn a_piece_name_with_markup_is_written_as_text() {
        let chess = registry::get("chess").unwrap();
        let d = chess.piece_diagram("N").unwrap();
        let svg = diagram_svg(
            &d,
            "knight",
            "</title><b>Kn</b>",
            pigeonpost_i18n::Tr::source(),
        );
        assert!(!svg.contains("<b>"), "{svg}");
        assert!(svg.contains("<title>&lt;/title&gt;&lt;b&gt;Kn&lt;/b&gt;</title>"));
    }
}
