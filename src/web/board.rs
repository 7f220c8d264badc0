//! Draws a position as inline SVG on the server, so the board shows without JavaScript.
//! Squares are 45 units, the size of the piece symbols in `static/pieces.svg`; sub-boards
//! of a multi-board variant are drawn side by side with a gap.

use crate::notify::messages::escape_html as esc;
use pigeonpost_engine::{Color, Position, Variant};
use std::fmt::Write;

const SQ: usize = 45;
const MARGIN: usize = 18;
const GAP: usize = 22;

/// Where a piece's drawing is: a symbol of the piece set, a file the browser fetches
/// once and keeps (see `assets`), so pages do not carry the drawings themselves.
fn piece_href(glyph: &str, color: &str) -> String {
    format!(
        "{}#piece-{}-{}",
        super::assets::url("pieces.svg"),
        esc(glyph),
        esc(color)
    )
}

/// What to draw besides the pieces.
pub struct BoardOptions<'a> {
    /// Draw from Black's side.
    pub flipped: bool,
    pub last_squares: &'a [(usize, usize)],
    pub checked: &'a [(usize, usize)],
}

/// Where file `f` is drawn, counting gaps between sub-boards.
fn file_x(variant: &Variant, f: usize, flipped: bool) -> usize {
    let g = variant.geometry();
    let parts = g.boards();
    let part = parts
        .iter()
        .position(|p| f >= p.first_file && f < p.first_file + p.files)
        .unwrap_or(0);
    let (column, gaps) = if flipped {
        (g.width() - 1 - f, parts.len().saturating_sub(1) - part)
    } else {
        (f, part)
    };
    MARGIN + column * SQ + gaps * GAP
}

fn rank_y(variant: &Variant, r: usize, flipped: bool) -> usize {
    let h = variant.geometry().height();
    let row = if flipped { r } else { h - 1 - r };
    row * SQ
}

/// The board as an `<svg>` element.
pub fn board_svg(position: &Position, opts: &BoardOptions<'_>) -> String {
    let variant = position.variant().clone();
    let g = variant.geometry();
    let (w, h) = (g.width(), g.height());
    let gaps = g.boards().len().saturating_sub(1);
    let width = MARGIN + w * SQ + gaps * GAP;
    let height = h * SQ + MARGIN;
    let mut s = String::new();
    let _ = write!(
        s,
        r#"<svg class="board" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" height="{height}" role="img" aria-label="board">"#
    );
    for f in 0..w {
        for r in 0..h {
            let (x, y) = (
                file_x(&variant, f, opts.flipped),
                rank_y(&variant, r, opts.flipped),
            );
            let name = esc(&g.square_name(f, r));
            // The fill attribute is the colour without the style sheet; CSS overrides it.
            let (mut class, fill) = if g.is_dark(f, r) {
                (String::from("sq dark"), "#769656")
            } else {
                (String::from("sq light"), "#eeeed2")
            };
            if opts.last_squares.contains(&(f, r)) {
                class.push_str(" last");
            }
            if opts.checked.contains(&(f, r)) {
                class.push_str(" check");
            }
            let _ = write!(
                s,
                r#"<g data-square="{name}"><rect class="{class}" fill="{fill}" x="{x}" y="{y}" width="{SQ}" height="{SQ}"><title>{name}</title></rect>"#
            );
            if let Some(p) = position.piece_at(f, r) {
                let color = match p.color {
                    Color::White => "white",
                    Color::Black => "black",
                };
                let _ = write!(
                    s,
                    r#"<use href="{}" x="{x}" y="{y}" width="{SQ}" height="{SQ}"><title>{} {} on {name}</title></use>"#,
                    piece_href(&p.glyph, color),
                    color,
                    esc(&p.name)
                );
            }
            s.push_str("</g>");
        }
    }
    // Coordinates: file letters under the board, rank numbers at its left.
    for f in 0..w {
        let x = file_x(&variant, f, opts.flipped) + SQ / 2;
        let letter: String = g
            .square_name(f, 0)
            .chars()
            .take_while(|c| c.is_ascii_alphabetic())
            .collect();
        let _ = write!(
            s,
            r#"<text class="coord" x="{x}" y="{}" text-anchor="middle">{}</text>"#,
            h * SQ + 13,
            esc(&letter)
        );
    }
    for r in 0..h {
        let y = rank_y(&variant, r, opts.flipped) + SQ / 2 + 4;
        let _ = write!(
            s,
            r#"<text class="coord" x="{}" y="{y}" text-anchor="middle">{}</text>"#,
            MARGIN / 2,
            r + 1
        );
    }
    s.push_str("</svg>");
    s
}

/// One reserve entry ready for the template.
pub struct ReserveItem {
    pub svg: String,
    pub label: String,
    pub name: String,
    pub count: u32,
}

/// A side's reserve (pieces in hand), each drawn small. A slot bound to a square colour
/// (Meteoric's two bishops) says which, in its name and with a swatch of that colour.
pub fn reserve(position: &Position, color: Color) -> Vec<ReserveItem> {
    let color_name = match color {
        Color::White => "white",
        Color::Black => "black",
    };
    position
        .in_hand(color)
        .into_iter()
        .map(|slot| {
            let mut svg = piece_svg(&slot.piece.glyph, color_name, 30);
            let name = match slot.only_on {
                Some(shade) => {
                    let shade = shade.name();
                    svg.push_str(&format!(
                        r#"<span class="shade shade-{shade}" aria-hidden="true"></span>"#
                    ));
                    format!("{} (drops on {shade} squares)", slot.piece.name)
                }
                None => slot.piece.name,
            };
            ReserveItem {
                svg,
                name,
                label: slot.label,
                count: slot.count,
            }
        })
        .collect()
}

/// A lone piece picture, for tables and reserves.
pub fn piece_svg(glyph: &str, color: &str, size: usize) -> String {
    format!(
        r#"<svg class="piece" viewBox="0 0 45 45" width="{size}" height="{size}"><use href="{}"/></svg>"#,
        piece_href(glyph, color)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use pigeonpost_engine::registry;

    #[test]
    fn draws_every_square_and_piece() {
        let v = registry::get("chess").unwrap();
        let p = Position::start(&v);
        let svg = board_svg(
            &p,
            &BoardOptions {
                flipped: false,
                last_squares: &[],
                checked: &[],
            },
        );
        assert_eq!(svg.matches("<rect").count(), 64);
        assert_eq!(svg.matches("<use").count(), 32);
        assert!(svg.contains("#piece-king-white\""));
        assert!(svg.contains("href=\"/static/pieces.svg?v="));
    }

    #[test]
    fn the_piece_set_draws_every_glyph_a_definition_may_name() {
        let set = std::fs::read_to_string(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("static/pieces.svg"),
        )
        .expect("static/pieces.svg");
        for (glyph, _) in pigeonpost_engine::glyphs::GLYPHS {
            for color in ["white", "black"] {
                let id = format!("id=\"piece-{glyph}-{color}\"");
                assert!(set.contains(&id), "pieces.svg lacks {id}");
            }
        }
    }

    #[test]
    fn a_colour_bound_reserve_slot_says_which_squares() {
        let v = registry::get("meteoric").unwrap();
        let items = reserve(&Position::start(&v), Color::White);
        let names: Vec<&str> = items.iter().map(|r| r.name.as_str()).collect();
        assert!(
            names.contains(&"Bishop (drops on light squares)"),
            "{names:?}"
        );
        assert!(
            names.contains(&"Bishop (drops on dark squares)"),
            "{names:?}"
        );
        assert!(items.iter().any(|r| r.svg.contains("shade-dark")));
    }

    #[test]
    fn flipping_mirrors_files() {
        let v = registry::get("chess").unwrap();
        assert_eq!(file_x(&v, 0, false), MARGIN);
        assert_eq!(file_x(&v, 7, true), MARGIN);
    }
}
