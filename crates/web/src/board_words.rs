//! The words a board picture writes for a screen reader ("e4, white Knight, last move"),
//! in the reader's language. A board of 64 squares writes them 64 times, so each message
//! is formatted once per language, with markers where its values go, and kept as the
//! pieces between them: writing a square's words is then copying strings, as it was
//! before the words had a language.

use pigeonpost_engine::Color;
use pigeonpost_i18n::Tr;
use std::sync::OnceLock;

/// A message cut at its values: text (escaped for markup) and the index of a value.
pub(crate) struct Pattern(Vec<Piece>);

enum Piece {
    Text(String),
    Value(usize),
}

/// What stands in for value `i` while a message is formatted: a private-use character
/// no message contains.
const MARK: char = '\u{E000}';

impl Pattern {
    /// Message `id` of `tr` cut at the values `names`, its text escaped for markup.
    fn new(tr: Tr, id: &str, names: &[&str]) -> Pattern {
        Pattern::cut(tr, id, names, None, true)
    }

    /// Message `id` of `tr` cut at the values `names`, its text as it is (for a page
    /// that escapes what it is given). `fixed` is a value the message chooses its words
    /// by (a count, a side), which a marker cannot stand in for: it is fixed in the
    /// pattern, so a pattern is cut for each such value met.
    pub(crate) fn text(
        tr: Tr,
        id: &str,
        names: &[&str],
        fixed: Option<(&str, pigeonpost_i18n::Arg<'_>)>,
    ) -> Pattern {
        Pattern::cut(tr, id, names, fixed, false)
    }

    fn cut(
        tr: Tr,
        id: &str,
        names: &[&str],
        fixed: Option<(&str, pigeonpost_i18n::Arg<'_>)>,
        escape: bool,
    ) -> Pattern {
        let marks: Vec<String> = (0..names.len()).map(|i| format!("{MARK}{i}")).collect();
        let mut values: Vec<(&str, pigeonpost_i18n::Arg<'_>)> = names
            .iter()
            .zip(&marks)
            .map(|(name, mark)| (*name, mark.as_str().into()))
            .collect();
        if let Some(value) = fixed {
            values.push(value);
        }
        let text = tr.with_all(id, values);
        let keep = |t: &str| match escape {
            true => crate::notify::messages::escape_html(t),
            false => t.to_string(),
        };
        let mut pieces = Vec::new();
        let mut rest = text.as_str();
        while let Some(at) = rest.find(MARK) {
            if at > 0 {
                pieces.push(Piece::Text(keep(&rest[..at])));
            }
            let after = &rest[at + MARK.len_utf8()..];
            let digits = after
                .find(|c: char| !c.is_ascii_digit())
                .unwrap_or(after.len());
            pieces.push(Piece::Value(after[..digits].parse().unwrap_or(0)));
            rest = &after[digits..];
        }
        if !rest.is_empty() {
            pieces.push(Piece::Text(keep(rest)));
        }
        Pattern(pieces)
    }

    /// The message with `values` in their places.
    pub(crate) fn fill(&self, values: &[&str]) -> String {
        let mut s = String::with_capacity(48);
        self.push(&mut s, values);
        s
    }

    /// Writes the message with `values` (already escaped) in their places.
    pub(crate) fn push(&self, s: &mut String, values: &[&str]) {
        for piece in &self.0 {
            match piece {
                Piece::Text(t) => s.push_str(t),
                Piece::Value(i) => s.push_str(values.get(*i).copied().unwrap_or_default()),
            }
        }
    }
}

/// A board's words in one language.
pub struct BoardWords {
    /// The language the words are in, for the pieces' names.
    pub tr: Tr,
    white: String,
    black: String,
    square: Pattern,
    piece: Pattern,
    piece_title: Pattern,
    wall_title: Pattern,
    board_part: Pattern,
    pub board: String,
    pub empty: String,
    pub wall: String,
    pub no_square: String,
    pub last_move: String,
    pub in_check: String,
}

impl BoardWords {
    /// The words of `tr`'s language, formatted the first time they are asked for.
    pub fn of(tr: Tr) -> &'static BoardWords {
        static ALL: OnceLock<Vec<(&'static str, BoardWords)>> = OnceLock::new();
        let all = ALL.get_or_init(|| {
            pigeonpost_i18n::shipped()
                .map(|tr| (tr.tag(), BoardWords::new(tr)))
                .collect()
        });
        all.iter()
            .find(|(tag, _)| *tag == tr.tag())
            .or(all.first())
            .map(|(_, words)| words)
            .expect("the source language ships")
    }

    fn new(tr: Tr) -> BoardWords {
        let t = |id: &str| crate::notify::messages::escape_html(&tr.t(id));
        BoardWords {
            tr,
            white: t("board-white"),
            black: t("board-black"),
            square: Pattern::new(tr, "board-square", &["square", "what"]),
            piece: Pattern::new(tr, "board-piece", &["side", "piece"]),
            piece_title: Pattern::new(tr, "board-piece-title", &["side", "piece", "square"]),
            wall_title: Pattern::new(tr, "board-wall-title", &["square"]),
            board_part: Pattern::new(tr, "board-part", &["first", "last"]),
            board: t("board-label"),
            empty: t("board-empty"),
            wall: t("board-wall"),
            no_square: t("board-no-square"),
            last_move: t("board-last-move"),
            in_check: t("board-in-check"),
        }
    }

    pub fn side(&self, color: Color) -> &str {
        match color {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }

    /// "e4, " before what is on the square, as the square's label begins.
    pub fn push_square(&self, s: &mut String, square: &str, what: &str) {
        self.square.push(s, &[square, what]);
    }

    /// "white Knight", a piece as a square's label names it (`piece` escaped).
    pub fn piece(&self, color: Color, piece: &str) -> String {
        let mut s = String::with_capacity(32);
        self.push_piece(&mut s, color, piece);
        s
    }

    /// `piece`'s words written at the end of `s`.
    pub fn push_piece(&self, s: &mut String, color: Color, piece: &str) {
        self.piece.push(s, &[self.side(color), piece]);
    }

    /// "white Knight on e4", a piece's title (`piece` escaped).
    pub fn piece_title(&self, color: Color, piece: &str, square: &str) -> String {
        let mut s = String::with_capacity(40);
        self.push_piece_title(&mut s, color, piece, square);
        s
    }

    /// The title written at the end of `s`.
    pub fn push_piece_title(&self, s: &mut String, color: Color, piece: &str, square: &str) {
        self.piece_title.push(s, &[self.side(color), piece, square]);
    }

    pub fn wall_title(&self, square: &str) -> String {
        let mut s = String::with_capacity(16);
        self.wall_title.push(&mut s, &[square]);
        s
    }

    /// "board a–f", one board of several.
    pub fn board_part(&self, first: &str, last: &str) -> String {
        let mut s = String::with_capacity(16);
        self.board_part.push(&mut s, &[first, last]);
        s
    }
}

/// The pieces of one variant named in the reader's words (`piece_name_in`), each name
/// looked up once for a page rather than once per square.
pub struct PieceNames<'a> {
    tr: Tr,
    variant: &'a pigeonpost_engine::Variant,
    known: Vec<(String, String)>,
    escaped: bool,
}

impl<'a> PieceNames<'a> {
    pub fn new(tr: Tr, variant: &'a pigeonpost_engine::Variant) -> PieceNames<'a> {
        PieceNames {
            tr,
            variant,
            known: Vec::new(),
            escaped: false,
        }
    }

    /// The same, the names escaped for markup (a board picture writes them as they are).
    pub fn escaped(tr: Tr, variant: &'a pigeonpost_engine::Variant) -> PieceNames<'a> {
        PieceNames {
            escaped: true,
            ..PieceNames::new(tr, variant)
        }
    }

    /// The name the definition calls `name`, in the reader's words.
    pub fn get(&mut self, name: &str) -> &str {
        let at = match self.known.iter().position(|(own, _)| own == name) {
            Some(at) => at,
            None => {
                let said =
                    crate::app::rules::piece_names::piece_name_in(self.tr, self.variant, name);
                let said = match self.escaped {
                    true => crate::notify::messages::escape_html(&said),
                    false => said,
                };
                self.known.push((name.to_string(), said));
                self.known.len() - 1
            }
        };
        &self.known[at].1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_words_read_as_the_messages_say_with_values_in_place() {
        let en = BoardWords::of(Tr::source());
        let mut s = String::new();
        en.push_square(&mut s, "e4", &en.piece(Color::White, "Knight"));
        s.push_str(&en.last_move);
        assert_eq!(s, "e4, white Knight, last move");
        assert_eq!(
            en.piece_title(Color::Black, "Rook", "a8"),
            "black Rook on a8"
        );
        assert_eq!(en.board_part("a", "f"), "board a–f");
        let de = BoardWords::of(Tr::by_tag("de").unwrap());
        assert_eq!(
            de.piece_title(Color::Black, "Turm", "a8"),
            "Turm (Schwarz) auf a8"
        );
        assert_eq!(de.wall_title("d4"), "Wand auf d4");
    }
}
