//! A position as a text diagram, for the text part of mails: one letter per square as
//! notation writes it (upper case White, lower case Black), `.` for an empty square, `#`
//! for a hole, the last move's squares in brackets, coordinates round each board, every
//! board of a multi-board variant, and what each side holds in hand. Plain ASCII in
//! short lines, so it travels as 7-bit and lines up in any fixed font.

use pigeonpost_engine::{BoardPart, Color, File, Position, Rank};
use std::fmt::Write;

/// How to draw the diagram.
pub struct TextBoard<'a> {
    /// From Black's side: Black's pieces at the bottom, files right to left.
    pub flipped: bool,
    pub last_squares: &'a [(usize, usize)],
    /// The language of the words round the board (the key, the side to move).
    pub words: pigeonpost_i18n::Tr,
}

/// The diagram, ending with a newline.
pub fn diagram(position: &Position, opts: &TextBoard<'_>) -> String {
    let g = position.variant().geometry();
    let mut parts: Vec<&BoardPart> = g.boards().iter().collect();
    if opts.flipped {
        parts.reverse();
    }
    // One width for every square, so that the columns line up under the coordinates.
    let mut width = 1;
    for sq in g.squares() {
        if let Some(p) = position.piece_on(sq) {
            width = width.max(p.label.to_string().chars().count());
        }
    }
    let mut s = String::new();
    for part in parts {
        if g.boards().len() > 1 {
            let files = format!("{}-{}", part.first_file, part.last_file());
            let _ = writeln!(s, "{}", opts.words.t1("board-text-part", "files", files));
        }
        board(position, part, opts, width, &mut s);
        s.push('\n');
    }
    reserves(position, opts.words, &mut s);
    let words = opts.words;
    let mover = position.side_to_move().name();
    let _ = writeln!(s, "{}", words.t1("board-text-to-move", "side", mover));
    let key = match g.holes().next() {
        Some(_) => "board-text-key-holes",
        None => "board-text-key",
    };
    let _ = writeln!(s, "{}", words.t(key));
    s
}

/// One board: the file letters above and below, the rank numbers either side.
fn board(
    position: &Position,
    part: &BoardPart,
    opts: &TextBoard<'_>,
    width: usize,
    s: &mut String,
) {
    let g = position.variant().geometry();
    let mut files: Vec<File> = part.files().collect();
    let mut ranks: Vec<Rank> = g.ranks().rev().collect();
    if opts.flipped {
        files.reverse();
        ranks.reverse();
    }
    let margin = g.height().to_string().len();
    let mut letters = format!("{:margin$} ", "");
    for &f in &files {
        let _ = write!(letters, " {:^width$} ", f.to_string());
    }
    let letters = letters.trim_end().to_string();
    let _ = writeln!(s, "{letters}");
    for &r in &ranks {
        let _ = write!(s, "{:>margin$} ", r.number());
        for &f in &files {
            let sq = g.square(f, r).filter(|&sq| !g.is_hole(sq));
            let mark = match (sq, sq.and_then(|sq| position.piece_at(sq))) {
                (None, _) => "#".to_string(),
                (Some(_), Some(p)) => p.label,
                (Some(_), None) => ".".to_string(),
            };
            let (open, close) = match opts.last_squares.contains(&(f.index(), r.index())) {
                true => ('[', ']'),
                false => (' ', ' '),
            };
            let _ = write!(s, "{open}{mark:^width$}{close}");
        }
        let _ = writeln!(s, " {}", r.number());
    }
    let _ = writeln!(s, "{letters}");
}

/// "White in hand: Knight (N) x2, Bishop on light squares (BL) x1", for a variant with
/// reserves; nothing for one without.
fn reserves(position: &Position, words: pigeonpost_i18n::Tr, s: &mut String) {
    let hands = [Color::White, Color::Black].map(|c| (c, position.in_hand(c)));
    if hands.iter().all(|(_, hand)| hand.is_empty()) {
        return;
    }
    for (color, hand) in hands {
        let side = color.name();
        let held: Vec<String> = hand
            .iter()
            .filter(|slot| slot.count > 0)
            .map(|slot| {
                let bound = match slot.only_on {
                    Some(shade) => format!(" on {} squares", shade.name()),
                    None => String::new(),
                };
                format!(
                    "{}{bound} ({}) x{}",
                    slot.piece.name, slot.label, slot.count
                )
            })
            .collect();
        let held = match held.is_empty() {
            true => words.t("board-text-nothing"),
            false => held.join(", "),
        };
        let _ = writeln!(
            s,
            "{}",
            words.t2("board-text-in-hand", ("side", side), ("held", held))
        );
    }
    s.push('\n');
}

#[cfg(test)]
mod tests {
    use super::*;
    use pigeonpost_engine::registry;

    fn start(key: &str) -> Position {
        Position::start(&registry::get(key).expect("a built-in variant"))
    }

    fn plain() -> TextBoard<'static> {
        TextBoard {
            flipped: false,
            last_squares: &[],
            words: pigeonpost_i18n::Tr::source(),
        }
    }

    #[test]
    fn the_orthodox_start_reads_rank_by_rank_from_whites_side() {
        let text = diagram(&start("chess"), &plain());
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "   a  b  c  d  e  f  g  h");
        assert_eq!(lines[1], "8  r  n  b  q  k  b  n  r  8");
        assert_eq!(lines[5], "4  .  .  .  .  .  .  .  .  4");
        assert_eq!(lines[8], "1  R  N  B  Q  K  B  N  R  1");
        assert!(text.contains("White to move."));
        assert!(!text.contains("in hand"), "{text}");
        assert!(text.is_ascii());
    }

    #[test]
    fn from_blacks_side_the_files_and_ranks_turn_round_and_the_last_move_is_bracketed() {
        let text = diagram(
            &start("chess"),
            &TextBoard {
                flipped: true,
                last_squares: &[(4, 1), (4, 3)],
                words: pigeonpost_i18n::Tr::source(),
            },
        );
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "   h  g  f  e  d  c  b  a");
        assert_eq!(lines[1], "1  R  N  B  K  Q  B  N  R  1");
        assert_eq!(lines[2], "2  P  P  P [P] P  P  P  P  2");
        assert_eq!(lines[4], "4  .  .  . [.] .  .  .  .  4");
    }

    #[test]
    fn a_tandem84_diagram_shows_both_boards() {
        let text = diagram(&start("tandem84"), &plain());
        assert!(text.contains("Board a-f:\n"), "{text}");
        assert!(text.contains("Board g-l:\n"), "{text}");
        assert!(text.find("Board a-f") < text.find("Board g-l"));
        // Each board has its 7 ranks of 6 squares, between its own coordinates.
        assert_eq!(text.matches("   a  b  c  d  e  f\n").count(), 2, "{text}");
        assert_eq!(text.matches("   g  h  i  j  k  l\n").count(), 2, "{text}");
        let rank_lines = text
            .lines()
            .filter(|l| l.starts_with(|c: char| c.is_ascii_digit()))
            .count();
        assert_eq!(rank_lines, 14);
        // From Black's side the boards swap places too.
        let flipped = diagram(
            &start("tandem84"),
            &TextBoard {
                flipped: true,
                last_squares: &[],
                words: pigeonpost_i18n::Tr::source(),
            },
        );
        assert!(flipped.find("Board g-l") < flipped.find("Board a-f"));
    }

    #[test]
    fn a_meteoric_diagram_shows_both_reserves_with_bound_bishops() {
        let text = diagram(&start("meteoric"), &plain());
        assert!(text.contains("White in hand: "), "{text}");
        assert!(text.contains("Black in hand: "), "{text}");
        assert!(text.contains("Bishop on light squares"), "{text}");
    }

    #[test]
    fn every_built_in_variant_draws_every_square() {
        for key in registry::keys() {
            let p = start(key);
            let g = p.variant().geometry();
            let text = diagram(&p, &plain());
            // A rank line is its number, one mark per square, its number again.
            let squares = text
                .lines()
                .filter(|l| l.trim_start().starts_with(|c: char| c.is_ascii_digit()))
                .map(|l| l.split_whitespace().count() - 2)
                .sum::<usize>();
            assert_eq!(squares, g.num_squares(), "{key}:\n{text}");
            assert!(text.is_ascii(), "{key}");
        }
    }

    #[test]
    fn holes_are_marked_and_explained() {
        let source = "inherits = \"chess\"\nkey = \"holey\"\nname = \"Holey\"\n[board]\nfiles = 8\nranks = 8\nholes = [\"d4\", \"e5\"]\n";
        let v = std::sync::Arc::new(registry::build_custom("holey.toml", source).unwrap());
        let text = diagram(&Position::start(&v), &plain());
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[4], "5  .  .  .  .  #  .  .  .  5", "{text}");
        assert_eq!(lines[5], "4  .  .  .  #  .  .  .  .  4", "{text}");
        assert!(text.contains("#: no square"));
    }
}
