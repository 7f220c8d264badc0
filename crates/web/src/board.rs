//! Draws a position as inline SVG on the server, so the board shows without JavaScript.
//! Squares are 45 units, the size of the piece symbols in `static/pieces.svg`. Each
//! sub-board of a multi-board variant is its own `<svg>`, so that the style sheet can
//! set them side by side on a wide screen and one above the other on a phone.

use crate::board_words::{BoardWords, PieceNames};
use crate::notify::messages::escape_html as esc;
use pigeonpost_engine::{BoardPart, Color, Coords, DrawnOn, InHand, Position};
use std::borrow::Cow;
use std::fmt::Write;

const SQ: usize = 45;
/// `SQ` as the size attributes of a square and of a piece on it.
const SQ_SIZE: &str = r#" width="45" height="45""#;
const MARGIN: usize = 18;

/// Where the pieces' drawings are.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sheet {
    /// In the piece set, a file the browser fetches once and keeps (see `assets`), so
    /// pages do not carry the drawings themselves.
    Linked,
    /// In the picture itself (`board_png` copies the symbols in), for a picture drawn
    /// without a browser.
    Inline,
}

/// The file holding the pieces' drawings, as `<use href>` names it ("" for the picture
/// itself).
pub(crate) fn sheet_file(sheet: Sheet) -> Cow<'static, str> {
    match sheet {
        Sheet::Linked => super::assets::url("pieces.svg"),
        Sheet::Inline => Cow::Borrowed(""),
    }
}

/// What to draw besides the pieces.
pub struct BoardOptions<'a> {
    /// Draw from Black's side.
    pub flipped: bool,
    pub last_squares: &'a [(usize, usize)],
    pub checked: &'a [(usize, usize)],
    pub sheet: Sheet,
    /// What the picture says to a screen reader, in the reader's language.
    pub words: &'a BoardWords,
}

/// The (file, rank) of each royal piece in check, to mark on the board.
pub(crate) fn checked(position: &Position) -> Vec<(usize, usize)> {
    let g = position.variant().geometry();
    let at = |sq| (g.file(sq).index(), g.rank(sq).index());
    position.checked_kings().into_iter().map(at).collect()
}

/// Where file `f` of sub-board `part` is drawn within that sub-board's picture.
fn file_x(part: &BoardPart, f: usize, flipped: bool) -> usize {
    let column = f - part.first_file.index();
    let column = if flipped {
        part.width - 1 - column
    } else {
        column
    };
    MARGIN + column * SQ
}

fn rank_y(height: usize, r: usize, flipped: bool) -> usize {
    let row = if flipped { r } else { height - 1 - r };
    row * SQ
}

/// The board as `<svg>` elements, one per sub-board, from the viewer's left to right.
pub fn board_svg(position: &Position, opts: &BoardOptions<'_>) -> String {
    let g = position.variant().geometry();
    let parts = from_the_left(position, opts.flipped);
    // Room for every square (a square with a piece takes some 300 bytes), so that the
    // picture is written without being copied as it grows.
    let squares: usize = parts.iter().map(|p| p.width).sum::<usize>() * g.height();
    let mut svg = String::with_capacity(squares * 320 + 2048);
    for part in parts {
        part_svg(position, part, opts, &mut svg);
    }
    svg
}

/// The sub-boards from the viewer's left to right.
fn from_the_left(position: &Position, flipped: bool) -> Vec<&BoardPart> {
    let mut parts: Vec<&BoardPart> = position.variant().geometry().boards().iter().collect();
    if flipped {
        parts.reverse();
    }
    parts
}

/// One sub-board's picture and its size.
pub struct SubBoard {
    pub svg: String,
    pub width: usize,
    pub height: usize,
}

/// Each sub-board as an `<svg>` with its size, from the viewer's left to right.
pub fn sub_boards(position: &Position, opts: &BoardOptions<'_>) -> Vec<SubBoard> {
    from_the_left(position, opts.flipped)
        .into_iter()
        .map(|part| {
            let mut svg = String::new();
            let (width, height) = part_svg(position, part, opts, &mut svg);
            SubBoard { svg, width, height }
        })
        .collect()
}

/// One sub-board as an `<svg>`; returns its width and height.
fn part_svg(
    position: &Position,
    part: &BoardPart,
    opts: &BoardOptions<'_>,
    s: &mut String,
) -> (usize, usize) {
    let g = position.variant().geometry();
    let h = g.height();
    let width = MARGIN + part.width * SQ;
    let height = h * SQ + MARGIN;
    let sheet = sheet_file(opts.sheet);
    let drawing = position.variant().board_drawing();
    let points = drawing.drawn_on == DrawnOn::Points;
    let mut names = PieceNames::escaped(opts.words.tr, position.variant());
    // Reused for every square's words, rather than a string each.
    let (mut what, mut title) = (String::with_capacity(48), String::with_capacity(48));
    let _ = write!(
        s,
        r#"<svg class="board{}" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" height="{height}" role="group" aria-label="{}">"#,
        match drawing.drawn_on {
            DrawnOn::Squares => "",
            DrawnOn::Grid => " grid",
            DrawnOn::Points => " points",
        },
        board_label(position, part, opts.words)
    );
    if points {
        point_lines(s, part, h, &drawing, opts.flipped);
    }
    // Written piece by piece rather than through format strings: a board is some 16 kB
    // of a page, and formatting was most of its cost.
    for file in part.files() {
        for rank in g.ranks() {
            let (f, r) = (file.index(), rank.index());
            let (x, y) = (file_x(part, f, opts.flipped), rank_y(h, r, opts.flipped));
            // A square's name is a letter and a number: nothing in it needs escaping.
            let name = g.name_at(file, rank);
            let sq = g.square(file, rank).filter(|&sq| !g.is_hole(sq));
            let hole = sq.is_none();
            let look = square_look(
                Coords::new(file, rank).is_dark(),
                hole,
                drawing.drawn_on,
                opts,
                (f, r),
            );
            // Each square is named for a screen reader: "e4, white Knight, last move".
            let piece = sq.and_then(|sq| position.piece_on(sq));
            let wall = sq.is_some_and(|sq| position.is_wall(sq));
            let words = opts.words;
            s.push_str(r#"<g role="img" aria-label=""#);
            match &piece {
                _ if hole => words.push_square(s, name, &words.no_square),
                _ if wall => words.push_square(s, name, &words.wall),
                Some(p) => {
                    what.clear();
                    words.push_piece(&mut what, p.color, names.get(p.name));
                    words.push_square(s, name, &what)
                }
                None => words.push_square(s, name, &words.empty),
            }
            if opts.last_squares.contains(&(f, r)) {
                s.push_str(&words.last_move);
            }
            if opts.checked.contains(&(f, r)) {
                s.push_str(&words.in_check);
            }
            s.extend([
                r#"" data-square=""#,
                name,
                r#""><rect class=""#,
                look.class,
                r#"" fill=""#,
                look.fill,
                "\"",
                look.opacity,
            ]);
            push_place(s, (x, y));
            s.extend(["><title>", name, "</title></rect>"]);
            if wall {
                wall_at(s, &words.wall_title(name), (x, y));
            }
            if let Some(p) = piece {
                title.clear();
                words.push_piece_title(&mut title, p.color, names.get(p.name), name);
                piece_at(
                    s,
                    p.glyph,
                    p.label,
                    p.color.name(),
                    (x, y),
                    Some(&[&title]),
                    &sheet,
                );
            }
            s.push_str("</g>");
        }
    }
    // Coordinates: file letters under the board, rank numbers at its left; the squares
    // already say where they are.
    s.push_str(r#"<g aria-hidden="true">"#);
    for file in part.files() {
        let x = file_x(part, file.index(), opts.flipped) + SQ / 2;
        let mut letter = [0; 4];
        push_coord(s, (x, h * SQ + 13), file.letter().encode_utf8(&mut letter));
    }
    for r in 0..h {
        let y = rank_y(h, r, opts.flipped) + SQ / 2 + 4;
        push_coord(s, (MARGIN / 2, y), itoa::Buffer::new().format(r + 1));
    }
    s.push_str("</g></svg>");
    (width, height)
}

/// A square's classes, and its colour as the style sheet paints it (the fill attribute,
/// which the style sheet overrides on the page, is the colour of a picture drawn
/// without it). A hole is drawn as no square.
struct SquareLook {
    class: &'static str,
    fill: &'static str,
    /// Further paint attributes: a point's see-through fill (the lines show under it),
    /// a ruled square's lines.
    opacity: &'static str,
}

fn square_look(
    dark: bool,
    hole: bool,
    drawn_on: DrawnOn,
    opts: &BoardOptions<'_>,
    at: (usize, usize),
) -> SquareLook {
    if hole {
        return SquareLook {
            class: "sq hole",
            fill: "#555555",
            opacity: "",
        };
    }
    let last = opts.last_squares.contains(&at);
    let check = opts.checked.contains(&at);
    match drawn_on {
        DrawnOn::Points => {
            let (class, fill, opacity) = match (last, check) {
                (false, false) => ("sq point", "#e9c987", r#" fill-opacity="0""#),
                (true, false) => ("sq point last", "#d9c45a", r#" fill-opacity="0.6""#),
                (false, true) => ("sq point check", "#e05050", r#" fill-opacity="0.6""#),
                (true, true) => ("sq point last check", "#e05050", r#" fill-opacity="0.6""#),
            };
            return SquareLook {
                class,
                fill,
                opacity,
            };
        }
        DrawnOn::Grid => {
            const RULED: &str = r##" stroke="#4a3219" stroke-width="1""##;
            let (class, fill) = match (last, check) {
                (false, false) => ("sq ruled", "#e9c987"),
                (true, false) => ("sq ruled last", "#d9c45a"),
                (false, true) => ("sq ruled check", "#e05050"),
                (true, true) => ("sq ruled last check", "#e05050"),
            };
            return SquareLook {
                class,
                fill,
                opacity: RULED,
            };
        }
        DrawnOn::Squares => {}
    }
    let class = match (dark, last, check) {
        (true, false, false) => "sq dark",
        (true, true, false) => "sq dark last",
        (true, false, true) => "sq dark check",
        (true, true, true) => "sq dark last check",
        (false, false, false) => "sq light",
        (false, true, false) => "sq light last",
        (false, false, true) => "sq light check",
        (false, true, true) => "sq light last check",
    };
    let fill = match (check, last, dark) {
        (true, _, _) => "#e05050",
        (false, true, true) => "#b9a23a",
        (false, true, false) => "#d9c45a",
        (false, false, true) => "#769656",
        (false, false, false) => "#eeeed2",
    };
    SquareLook {
        class,
        fill,
        opacity: "",
    }
}

/// A board drawn on points: its wood, a line through every rank and file (the inner
/// files broken at the river), and each palace's diagonals. Under the squares, which
/// are see-through there, so the pieces stand on the crossings.
fn point_lines(
    s: &mut String,
    part: &BoardPart,
    h: usize,
    drawing: &pigeonpost_engine::BoardDrawing,
    flipped: bool,
) {
    let centre = |f: usize, r: usize| {
        (
            file_x(part, f, flipped) + SQ / 2,
            rank_y(h, r, flipped) + SQ / 2,
        )
    };
    let first = part.first_file.index();
    let last = first + part.width - 1;
    let _ = write!(
        s,
        r##"<g aria-hidden="true"><rect class="wood" x="{MARGIN}" y="0" width="{}" height="{}" fill="#e9c987"/><path class="lines" fill="none" stroke="#4a3219" stroke-width="1.3" d=""##,
        part.width * SQ,
        h * SQ
    );
    let line = |s: &mut String, (x1, y1): (usize, usize), (x2, y2): (usize, usize)| {
        let _ = write!(s, "M{x1} {y1}L{x2} {y2}");
    };
    for r in 0..h {
        line(s, centre(first, r), centre(last, r));
    }
    for f in first..=last {
        match drawing.river {
            Some(k) if f != first && f != last && k > 0 => {
                line(s, centre(f, 0), centre(f, k - 1));
                line(s, centre(f, k), centre(f, h - 1));
            }
            _ => line(s, centre(f, 0), centre(f, h - 1)),
        }
    }
    for (lo, hi) in &drawing.palaces {
        let (f0, r0, f1, r1) = (
            lo.file.index(),
            lo.rank.index(),
            hi.file.index(),
            hi.rank.index(),
        );
        if f0 < first || f1 > last {
            continue;
        }
        line(s, centre(f0, r0), centre(f1, r1));
        line(s, centre(f0, r1), centre(f1, r0));
    }
    s.push_str(r#""/></g>"#);
}

/// "board", or "board a–f" for one board of several.
fn board_label(position: &Position, part: &BoardPart, words: &BoardWords) -> String {
    let g = position.variant().geometry();
    if g.boards().len() == 1 {
        return words.board.clone();
    }
    let (first, last) = (part.first_file.to_string(), part.last_file().to_string());
    words.board_part(&first, &last)
}

/// One reserve entry ready for the template.
pub struct ReserveItem {
    /// The slot's name for `board.js` (`@w0`), see `turn_builder::reserve_key`.
    pub key: String,
    pub svg: String,
    pub label: String,
    pub name: String,
    pub count: u32,
}

/// The two reserves as a board shows them: the one of the side drawn at the top above
/// it, the other below, so that a player's own pieces in hand are on their own edge.
pub struct Reserves {
    pub top: Vec<ReserveItem>,
    pub top_side: Color,
    pub bottom: Vec<ReserveItem>,
    pub bottom_side: Color,
    /// Shown beside the board (to its right) rather than above and below it.
    pub beside: bool,
}

/// The pieces each side holds (count above zero), the side drawn at the top first, for
/// a board drawn from White's side, or from Black's when `flipped`.
pub fn reserves_of(position: &Position, flipped: bool) -> [(Color, Vec<InHand>); 2] {
    let (top, bottom) = match flipped {
        false => (Color::Black, Color::White),
        true => (Color::White, Color::Black),
    };
    let held = |c: Color| {
        let mut hand = position.in_hand(c);
        hand.retain(|slot| slot.count > 0);
        hand
    };
    [(top, held(top)), (bottom, held(bottom))]
}

/// The reserves of `position` around a board drawn from White's side, or from Black's
/// when `flipped`.
pub fn reserves(position: &Position, flipped: bool, tr: pigeonpost_i18n::Tr) -> Reserves {
    let (top_side, bottom_side) = match flipped {
        false => (Color::Black, Color::White),
        true => (Color::White, Color::Black),
    };
    Reserves {
        top: reserve(position, top_side, tr),
        top_side,
        bottom: reserve(position, bottom_side, tr),
        bottom_side,
        beside: position.variant().family().hands_beside,
    }
}

/// A side's reserve (pieces in hand), each drawn small. A slot bound to a square colour
/// (Meteoric's two bishops) says which, in its name and with a swatch of that colour.
pub fn reserve(position: &Position, color: Color, tr: pigeonpost_i18n::Tr) -> Vec<ReserveItem> {
    let color_name = color.name();
    let mut names = PieceNames::new(tr, position.variant());
    position
        .in_hand(color)
        .into_iter()
        .enumerate()
        .map(|(i, slot)| {
            let mut svg = piece_svg(&slot.piece.glyph, &slot.piece.label, color_name, 30);
            let piece = names.get(&slot.piece.name).to_string();
            let name = match slot.only_on {
                Some(shade) => {
                    let shade = shade.name();
                    svg.push_str(&format!(
                        r#"<span class="shade shade-{shade}" aria-hidden="true"></span>"#
                    ));
                    tr.t2("board-drops-on", ("piece", piece), ("shade", shade))
                }
                None => piece,
            };
            ReserveItem {
                key: super::turn_builder::reserve_key(color, i),
                svg,
                name,
                label: slot.label,
                count: slot.count,
            }
        })
        .collect()
}

/// How a piece is drawn: a drawing of the piece set, or its letter in a circle (a
/// piece whose definition names no drawing, or the plain disc).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) enum Picture<'a> {
    Drawing(&'a str),
    Letter(String),
}

pub(crate) fn picture<'a>(glyph: &'a str, label: impl std::fmt::Display) -> Picture<'a> {
    match glyph {
        "" | pigeonpost_engine::glyphs::DISC => Picture::Letter(label.to_string().to_uppercase()),
        _ => Picture::Drawing(glyph),
    }
}

/// A piece drawn on a square whose corner is at `(x, y)`: its drawing from the piece
/// set (in `sheet`, see `sheet_file`), or its letter in a circle (`picture`). `title`,
/// if any, is the pieces of its text, each escaped already.
pub(crate) fn piece_at(
    s: &mut String,
    glyph: &str,
    label: impl std::fmt::Display,
    color: &str,
    (x, y): (usize, usize),
    title: Option<&[&str]>,
    sheet: &str,
) {
    let title = title.unwrap_or_default();
    match picture(glyph, label) {
        Picture::Letter(letter) => {
            let (cx, cy) = (x + SQ / 2, y + SQ / 2);
            let (fill, ink) = match color {
                "white" => ("#ffffff", "#000000"),
                _ => ("#000000", "#ffffff"),
            };
            let title = title.concat();
            // A longer label (a promoted "+P") in a smaller hand, to stay on the disc.
            let size = match letter.chars().count() {
                0 | 1 => 20,
                2 => 15,
                _ => 11,
            };
            let _ = write!(
                s,
                r##"<g class="piece-letter"><title>{title}</title><circle cx="{cx}" cy="{cy}" r="17" fill="{fill}" stroke="#000000" stroke-width="2"/><text x="{cx}" y="{}" text-anchor="middle" font-size="{size}" font-family="sans-serif" font-weight="bold" fill="{ink}">{}</text></g>"##,
                cy + size / 3 + 1,
                esc(&letter)
            );
        }
        Picture::Drawing(glyph) => {
            s.extend([
                r#"<use href=""#,
                sheet,
                "#piece-",
                &escaped(glyph),
                "-",
                &escaped(color),
                "\"",
            ]);
            push_place(s, (x, y));
            s.push('>');
            if !title.is_empty() {
                s.push_str("<title>");
                s.extend(title.iter().copied());
                s.push_str("</title>");
            }
            s.push_str("</use>");
        }
    }
}

/// `text` escaped for HTML, copied only when something in it needs escaping (a piece's
/// name nearly never does).
pub(crate) fn escaped(text: &str) -> Cow<'_, str> {
    match text.contains(['&', '<', '>', '"', '\'']) {
        true => Cow::Owned(esc(text)),
        false => Cow::Borrowed(text),
    }
}

/// A file letter or rank number at `(x, y)`; `text` is written as it is.
fn push_coord(s: &mut String, (x, y): (usize, usize), text: &str) {
    let (mut x_text, mut y_text) = (itoa::Buffer::new(), itoa::Buffer::new());
    s.extend([
        r#"<text class="coord" x=""#,
        x_text.format(x),
        r#"" y=""#,
        y_text.format(y),
        r##"" text-anchor="middle" font-size="11" fill="#555555">"##,
        text,
        "</text>",
    ]);
}

/// A wall (a duck, an arrow) on the square whose corner is at `(x, y)`: a dark block
/// with a light cross, unlike any piece, and never taken for an empty square.
fn wall_at(s: &mut String, title: &str, (x, y): (usize, usize)) {
    let (x0, y0, x1, y1) = (x + 8, y + 8, x + SQ - 8, y + SQ - 8);
    let _ = write!(
        s,
        r##"<g class="wall"><title>{title}</title><rect x="{x0}" y="{y0}" width="{w}" height="{w}" rx="4" fill="#3a3a3a" stroke="#000000" stroke-width="2"/><path d="M{a} {b}L{c} {d}M{c} {b}L{a} {d}" stroke="#e8e8e8" stroke-width="3" stroke-linecap="round"/></g>"##,
        w = x1 - x0,
        a = x0 + 7,
        b = y0 + 7,
        c = x1 - 7,
        d = y1 - 7,
    );
}

/// ` x="X" y="Y" width="45" height="45"`: where a square, or a piece on it, is drawn.
fn push_place(s: &mut String, (x, y): (usize, usize)) {
    let (mut x_text, mut y_text) = (itoa::Buffer::new(), itoa::Buffer::new());
    s.extend([
        r#" x=""#,
        x_text.format(x),
        r#"" y=""#,
        y_text.format(y),
        "\"",
        SQ_SIZE,
    ]);
}

/// A lone piece picture, for tables and reserves (`label` is drawn when the piece has
/// no drawing).
pub fn piece_svg(glyph: &str, label: &str, color: &str, size: usize) -> String {
    let mut s = format!(
        r#"<svg class="piece" viewBox="0 0 45 45" width="{size}" height="{size}" aria-hidden="true">"#
    );
    let label_text = escaped(label);
    let title = [&*label_text];
    let title = (!label.is_empty()).then_some(&title[..]);
    piece_at(
        &mut s,
        glyph,
        label,
        color,
        (0, 0),
        title,
        &sheet_file(Sheet::Linked),
    );
    s.push_str("</svg>");
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_size_attributes_say_the_square_size() {
        assert_eq!(SQ_SIZE, format!(r#" width="{SQ}" height="{SQ}""#));
    }
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
                sheet: Sheet::Linked,
                words: crate::board_words::BoardWords::of(pigeonpost_i18n::Tr::source()),
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
    fn no_two_kinds_of_a_hosted_variant_look_alike() {
        let mut clashes = Vec::new();
        for v in registry::hosted() {
            let pieces = v.pieces();
            let mut seen = std::collections::HashMap::new();
            for p in &pieces {
                if let Some(other) = seen.insert(picture(&p.glyph, &p.label), &p.name) {
                    clashes.push(format!("{}: {} and {}", v.key(), other, p.name));
                }
            }
        }
        assert!(clashes.is_empty(), "{clashes:#?}");
    }

    #[test]
    fn a_colour_bound_reserve_slot_says_which_squares() {
        let v = registry::get("meteoric").unwrap();
        let items = reserve(
            &Position::start(&v),
            Color::White,
            pigeonpost_i18n::Tr::source(),
        );
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
    fn a_piece_without_a_drawing_is_its_letter_in_a_circle() {
        let source = "inherits = \"chess\"\nkey = \"plain\"\nname = \"Plain\"\n[pieces.N]\nname = \"Nightrider\"\nbetza = \"NN\"\nglyph = \"\"\n";
        let v = std::sync::Arc::new(registry::build_custom("plain.toml", source).unwrap());
        let start = Position::start(&v);
        let opts = BoardOptions {
            flipped: false,
            last_squares: &[],
            checked: &[],
            sheet: Sheet::Linked,
            words: crate::board_words::BoardWords::of(pigeonpost_i18n::Tr::source()),
        };
        let svg = board_svg(&start, &opts);
        // Four knights' places, each a circle with its letter and its name.
        assert_eq!(svg.matches("class=\"piece-letter\"").count(), 4);
        assert!(svg.contains("<title>white Nightrider on b1</title>"));
        assert!(svg.contains(">N</text>"));
        assert_eq!(svg.matches("<use").count(), 28);
    }

    #[test]
    fn xiangqi_is_drawn_on_points_with_its_river_and_palaces() {
        let v = registry::get("xiangqi").unwrap();
        let svg = board_svg(
            &Position::start(&v),
            &BoardOptions {
                flipped: false,
                last_squares: &[(4, 0)],
                checked: &[],
                sheet: Sheet::Linked,
                words: crate::board_words::BoardWords::of(pigeonpost_i18n::Tr::source()),
            },
        );
        assert!(svg.contains(r#"class="board points""#), "{svg}");
        // Ten ranks, the two edge files whole, seven inner files in two at the river,
        // and two palaces of two diagonals each.
        let lines = svg.split(r#"class="lines""#).nth(1).unwrap();
        let path = lines
            .split(" d=\"")
            .nth(1)
            .unwrap()
            .split('"')
            .next()
            .unwrap();
        assert_eq!(path.matches('M').count(), 10 + 2 + 7 * 2 + 2 * 2, "{path}");
        assert_eq!(svg.matches(r#"class="sq point""#).count(), 89);
        assert_eq!(svg.matches(r#"class="sq point last""#).count(), 1);
        let shogi = board_svg(
            &Position::start(&registry::get("shogi").unwrap()),
            &BoardOptions {
                flipped: false,
                last_squares: &[],
                checked: &[],
                sheet: Sheet::Linked,
                words: crate::board_words::BoardWords::of(pigeonpost_i18n::Tr::source()),
            },
        );
        assert_eq!(shogi.matches(r#"class="sq ruled""#).count(), 81);
        assert!(!shogi.contains("class=\"lines\""));
    }

    #[test]
    fn flipping_mirrors_files() {
        let part = BoardPart {
            first_file: pigeonpost_engine::File::new(0).unwrap(),
            width: 8,
        };
        assert_eq!(file_x(&part, 0, false), MARGIN);
        assert_eq!(file_x(&part, 7, true), MARGIN);
    }

    #[test]
    fn each_sub_board_is_its_own_picture() {
        let v = registry::get("tandem84").unwrap();
        let svg = board_svg(
            &Position::start(&v),
            &BoardOptions {
                flipped: false,
                last_squares: &[],
                checked: &[],
                sheet: Sheet::Linked,
                words: crate::board_words::BoardWords::of(pigeonpost_i18n::Tr::source()),
            },
        );
        assert_eq!(svg.matches("<svg").count(), v.geometry().boards().len());
        assert_eq!(svg.matches("<rect").count(), 84);
    }
}
