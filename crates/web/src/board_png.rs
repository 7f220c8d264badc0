//! The board as a PNG picture, for mails and link previews: the page's own SVG board
//! (`board`), its sub-boards side by side on a white ground, with the piece drawings
//! copied in from the piece set, drawn by resvg in pure Rust. Letters (coordinates, and
//! pieces without a drawing, which are their letter in a circle) are drawn with a font
//! built into the binary, DejaVu Sans Bold cut down to ASCII (`fonts/`, with its
//! licence), and never with a system font: a fresh machine or a container may have none,
//! and the same position must give the same picture everywhere.

use super::board::{self, BoardOptions, Sheet};
use pigeonpost_engine::Position;
use resvg::{tiny_skia, usvg};
use sha2::{Digest, Sha256};
use std::fmt::Write;
use std::sync::{Arc, OnceLock};

/// The one font pictures are drawn with.
const FONT: &[u8] = include_bytes!("../fonts/DejaVuSans-Bold-ascii.ttf");
const FONT_FAMILY: &str = "DejaVu Sans";

/// The piece set, whose symbols every picture carries (resvg reads no other file).
const PIECES: &str = include_str!("../static/pieces.svg");

/// Between the sub-boards of a multi-board variant.
const GAP: usize = 12;

/// Pixels per unit of the board's drawing (a square is 45 units): 45 pixels a square,
/// enough to tell every piece apart, and a chess board under 30 KB.
const SCALE: f32 = 1.0;

/// Changed when the drawing changes, so that the tags of pictures drawn before change.
const DRAWING_VERSION: u32 = 4;

/// The height of a reserve's row above or below the board: a piece and its count.
const RESERVE_ROW: usize = 45;
/// The width of one piece in hand with its count beside it.
const RESERVE_ITEM: usize = 80;

#[derive(Debug, thiserror::Error)]
pub enum PictureError {
    #[error("board picture: {0}")]
    Draw(String),
}

/// What a picture shows: a position, from which side, which move led to it.
pub struct Shot<'a> {
    pub position: &'a Position,
    pub flipped: bool,
    pub last_squares: &'a [(usize, usize)],
}

/// The picture as PNG bytes.
pub fn render(shot: &Shot<'_>) -> Result<Vec<u8>, PictureError> {
    let (svg, width, height) = standalone_svg(shot);
    let tree =
        usvg::Tree::from_str(&svg, options()).map_err(|e| PictureError::Draw(e.to_string()))?;
    let to_px = |units: usize| (units as f32 * SCALE).ceil() as u32;
    let mut pixmap = tiny_skia::Pixmap::new(to_px(width), to_px(height))
        .ok_or_else(|| PictureError::Draw(format!("no {width}x{height} canvas")))?;
    resvg::render(
        &tree,
        tiny_skia::Transform::from_scale(SCALE, SCALE),
        &mut pixmap.as_mut(),
    );
    encode(&pixmap).map_err(|e| PictureError::Draw(e.to_string()))
}

/// The picture as PNG, in colour without alpha (the board lies on an opaque ground) and
/// with zlib's fastest level: tiny-skia's own encoder (RGBA, level 6) spent over a third
/// of the drawing's time compressing (a chess middle game: 17.5 ms and 22 KB, now 10.7 ms
/// and 26 KB). fdeflate's "fast" mode was faster still but doubled the size.
fn encode(pixmap: &tiny_skia::Pixmap) -> Result<Vec<u8>, png::EncodingError> {
    let rgba = pixmap.data();
    if rgba.chunks_exact(4).any(|px| px[3] != u8::MAX) {
        // Not opaque after all: premultiplied pixels need tiny-skia's demultiplying.
        return pixmap.encode_png();
    }
    let rgb: Vec<u8> = rgba
        .chunks_exact(4)
        .flat_map(|px| [px[0], px[1], px[2]])
        .collect();
    let mut out = Vec::with_capacity(rgb.len() / 8);
    let mut encoder = png::Encoder::new(&mut out, pixmap.width(), pixmap.height());
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_deflate_compression(png::DeflateCompression::Level(1));
    let mut writer = encoder.write_header()?;
    writer.write_image_data(&rgb)?;
    writer.finish()?;
    Ok(out)
}

/// `render` on a blocking thread, off the async executor (milliseconds of CPU): for a
/// picture a request waits for (a link preview).
pub async fn render_blocking(
    position: Position,
    flipped: bool,
    last_squares: Vec<(usize, usize)>,
) -> Result<Vec<u8>, PictureError> {
    tokio::task::spawn_blocking(drawing(position, flipped, last_squares))
        .await
        .map_err(|e| PictureError::Draw(e.to_string()))?
}

/// `render` on the low-priority thread (`crate::low_priority`), for pictures that can
/// wait: those of the mails the outbox sends.
pub async fn render_when_idle(
    position: Position,
    flipped: bool,
    last_squares: Vec<(usize, usize)>,
) -> Result<Vec<u8>, PictureError> {
    crate::low_priority::run(drawing(position, flipped, last_squares))
        .await
        .map_err(|e| PictureError::Draw(e.to_string()))?
}

/// `render` of what it is given, as a job for another thread.
fn drawing(
    position: Position,
    flipped: bool,
    last_squares: Vec<(usize, usize)>,
) -> impl FnOnce() -> Result<Vec<u8>, PictureError> + Send + 'static {
    move || {
        render(&Shot {
            position: &position,
            flipped,
            last_squares: &last_squares,
        })
    }
}

/// A strong tag for the picture of `shot`, from what it shows: the position, the side,
/// the last move, the variant's rules (its pieces' drawings), and the drawing itself.
pub fn tag(shot: &Shot<'_>) -> String {
    let mut h = Sha256::new();
    let _ = write!(
        Hasher(&mut h),
        "{DRAWING_VERSION}|{}|{}|{}|{:?}|{:?}",
        super::assets::url("pieces.svg"),
        shot.position.variant().definition_hash(),
        shot.position.fen(),
        shot.flipped,
        shot.last_squares
    );
    let digest = h.finalize();
    format!("\"{}\"", crate::hex::lower(&digest[..12]))
}

/// `write!` into a hash.
struct Hasher<'a>(&'a mut Sha256);

impl Write for Hasher<'_> {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        self.0.update(s.as_bytes());
        Ok(())
    }
}

/// One SVG document with everything it draws in it; returns it with its size in units.
/// A variant with reserves has them in rows above and below the board, each side's on
/// its own edge as the page draws them.
fn standalone_svg(shot: &Shot<'_>) -> (String, usize, usize) {
    let checked = board::checked(shot.position);
    let parts = board::sub_boards(
        shot.position,
        &BoardOptions {
            flipped: shot.flipped,
            last_squares: shot.last_squares,
            checked: &checked,
            sheet: Sheet::Inline,
            words: crate::board_words::BoardWords::of(pigeonpost_i18n::Tr::source()),
        },
    );
    let reserves = board::reserves_of(shot.position, shot.flipped);
    let rows = match reserves.iter().all(|(_, held)| held.is_empty()) {
        true => 0,
        false => RESERVE_ROW,
    };
    let boards_width =
        parts.iter().map(|p| p.width).sum::<usize>() + GAP * parts.len().saturating_sub(1);
    let widest_row = reserves
        .iter()
        .map(|(_, held)| held.len() * RESERVE_ITEM)
        .max()
        .unwrap_or(0);
    let width = boards_width.max(widest_row);
    let boards_height = parts.iter().map(|p| p.height).max().unwrap_or(0);
    let height = boards_height + 2 * rows;
    let mut s = format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" font-family="{FONT_FAMILY}">"#
    );
    s.push_str(piece_symbols());
    let _ = write!(
        s,
        r##"<rect width="{width}" height="{height}" fill="#ffffff"/>"##
    );
    let mut x = 0;
    for part in parts {
        // A nested <svg> placed at x: the sub-board's own picture, as the page has it.
        s.push_str(
            &part
                .svg
                .replacen("<svg ", &format!("<svg x=\"{x}\" y=\"{rows}\" "), 1),
        );
        x += part.width + GAP;
    }
    if rows > 0 {
        let [(top_color, top), (bottom_color, bottom)] = &reserves;
        reserve_row(&mut s, top, *top_color, 0);
        reserve_row(&mut s, bottom, *bottom_color, rows + boards_height);
    }
    s.push_str("</svg>");
    (s, width, height)
}

/// The pieces of a reserve in a row at `y`, each with its count ("x2") beside it.
fn reserve_row(
    s: &mut String,
    held: &[pigeonpost_engine::InHand],
    color: pigeonpost_engine::Color,
    y: usize,
) {
    for (i, slot) in held.iter().enumerate() {
        let x = i * RESERVE_ITEM;
        board::piece_at(
            s,
            &slot.piece.glyph,
            &slot.piece.label,
            color.name(),
            (x, y),
            None,
            "",
        );
        let _ = write!(
            s,
            r##"<text x="{}" y="{}" font-size="18" fill="#000000">x{}</text>"##,
            x + 47,
            y + 29,
            slot.count
        );
    }
}

/// The piece set's `<defs>`, which `Sheet::Inline` pieces refer to.
fn piece_symbols() -> &'static str {
    static DEFS: OnceLock<&'static str> = OnceLock::new();
    DEFS.get_or_init(|| {
        let start = PIECES.find("<defs>").unwrap_or(0);
        let end = PIECES
            .find("</defs>")
            .map_or(start, |at| at + "</defs>".len());
        &PIECES[start..end]
    })
}

/// Parsing options with the built-in font as the only one, for every family asked for.
fn options() -> &'static usvg::Options<'static> {
    static OPTIONS: OnceLock<usvg::Options<'static>> = OnceLock::new();
    OPTIONS.get_or_init(|| {
        let mut fonts = usvg::fontdb::Database::new();
        fonts.load_font_data(FONT.to_vec());
        fonts.set_sans_serif_family(FONT_FAMILY);
        fonts.set_serif_family(FONT_FAMILY);
        fonts.set_monospace_family(FONT_FAMILY);
        fonts.set_cursive_family(FONT_FAMILY);
        fonts.set_fantasy_family(FONT_FAMILY);
        usvg::Options {
            font_family: FONT_FAMILY.to_string(),
            fontdb: Arc::new(fonts),
            ..usvg::Options::default()
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use pigeonpost_engine::registry;

    fn shot_of(position: &Position, flipped: bool) -> Vec<u8> {
        render(&Shot {
            position,
            flipped,
            last_squares: &[],
        })
        .expect("drawn")
    }

    fn decode(png: &[u8]) -> tiny_skia::Pixmap {
        tiny_skia::Pixmap::decode_png(png).expect("a PNG")
    }

    #[test]
    fn a_chess_board_is_eight_squares_and_its_coordinates_square() {
        let p = Position::start(&registry::get("chess").unwrap());
        let png = decode(&shot_of(&p, false));
        assert_eq!((png.width(), png.height()), (378, 378));
    }

    #[test]
    fn a_xiangqi_picture_has_its_lines_through_the_points_and_wood_between() {
        let p = Position::start(&registry::get("xiangqi").unwrap());
        let png = decode(&shot_of(&p, false));
        let dark = |x, y| {
            let px = png.pixel(x, y).expect("inside");
            u32::from(px.red()) + u32::from(px.green()) + u32::from(px.blue()) < 300
        };
        // e6, an empty point: the crossing of its rank's and its file's lines.
        let (x, y) = (18 + 4 * 45 + 22, (10 - 1 - 5) * 45 + 22);
        assert!(dark(x, y), "a line at e6's point");
        assert!(!dark(x + 22, y + 22), "wood between the points");
        // The river: no line across it between the inner files.
        assert!(!dark(x, y + 22), "the river between e5 and e6");
        assert!(dark(x, y - 22), "the file line between e6 and e7");
    }

    #[test]
    fn tandem84_draws_both_boards_side_by_side() {
        let p = Position::start(&registry::get("tandem84").unwrap());
        let png = decode(&shot_of(&p, false));
        assert_eq!(
            (png.width(), png.height()),
            (2 * (18 + 6 * 45) + GAP as u32, 7 * 45 + 18)
        );
    }

    #[test]
    fn reserves_are_drawn_above_and_below_the_board_each_on_its_sides_edge() {
        // Meteoric: each side holds two bishops from the start.
        let p = Position::start(&registry::get("meteoric").unwrap());
        let (svg, _, height) = standalone_svg(&Shot {
            position: &p,
            flipped: false,
            last_squares: &[],
        });
        let board_height = {
            let plain = Position::start(&registry::get("chess").unwrap());
            standalone_svg(&Shot {
                position: &plain,
                flipped: false,
                last_squares: &[],
            })
            .2
        };
        assert_eq!(height, board_height + 2 * RESERVE_ROW);
        // The first piece of each row: Black's at the top, White's below the board.
        let first_of_row = |color: &str, y: usize| format!("-{color}\" x=\"0\" y=\"{y}\"");
        assert!(svg.contains(&first_of_row("black", 0)), "{svg}");
        assert!(
            svg.contains(&first_of_row("white", RESERVE_ROW + board_height)),
            "{svg}"
        );
        assert!(svg.contains(">x2</text>"), "counts: {svg}");
        // From Black's side, the other way round.
        let (flipped, _, _) = standalone_svg(&Shot {
            position: &p,
            flipped: true,
            last_squares: &[],
        });
        assert!(flipped.contains(&first_of_row("white", 0)), "{flipped}");
        assert!(flipped.contains(&first_of_row("black", RESERVE_ROW + board_height)));
        let png = decode(&shot_of(&p, true));
        assert_eq!(png.height() as usize, height);
    }

    #[test]
    fn the_font_is_built_in_so_letters_are_drawn_without_system_fonts() {
        assert_eq!(options().fontdb.len(), 1);
        // A piece without a drawing is its letter in a circle: the letter's ink (white on
        // the black circle) must be there.
        let source = "inherits = \"chess\"\nkey = \"plain\"\nname = \"Plain\"\n[pieces.N]\nname = \"Nightrider\"\nbetza = \"NN\"\nglyph = \"\"\n";
        let v = std::sync::Arc::new(registry::build_custom("plain.toml", source).unwrap());
        let with_letter = decode(&shot_of(&Position::start(&v), false));
        // The square b8 (a black Nightrider): corner at x = 18 + 45, y = 0.
        let white_ink = (63..108)
            .flat_map(|x| (0..45).map(move |y| (x, y)))
            .filter(|&(x, y)| {
                let px = with_letter.pixel(x, y).expect("inside");
                px.red() > 200 && px.green() > 200 && px.blue() > 200
            })
            .filter(|&(x, y)| {
                // Inside the circle of radius 17 round the square's centre, minus its rim.
                let (dx, dy) = (x as i32 - 85, y as i32 - 22);
                dx * dx + dy * dy < 14 * 14
            })
            .count();
        assert!(
            white_ink > 20,
            "the letter N was not drawn ({white_ink} pixels)"
        );
    }

    #[test]
    fn the_tag_follows_what_the_picture_shows() {
        let v = registry::get("chess").unwrap();
        let start = Position::start(&v);
        let tag = |p: &Position, flipped| {
            tag(&Shot {
                position: p,
                flipped,
                last_squares: &[],
            })
        };
        assert_eq!(tag(&start, false), tag(&start, false));
        assert_ne!(tag(&start, false), tag(&start, true));
        let moved = start.play_unchecked(&start.legal_turns()[0]);
        assert_ne!(tag(&start, false), tag(&moved, false));
    }
}
