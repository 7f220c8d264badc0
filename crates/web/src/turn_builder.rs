//! The turn builder of a page with a board to move on (the game page, the analysis
//! board), drawn from `app::rules::turn_builder`: the moves that begin a legal turn grouped by
//! the piece that makes them, each a link (`first=...` for turns of two moves, `move=...`
//! to put a one-move turn in the move field), the completions of a chosen first move,
//! and the same data as JSON for `board.js`. Without JavaScript the links build a turn;
//! with it, clicks on the board follow the same links.

use super::templates::{BuilderView, PartGroup, PartLink};
use crate::app::rules::piece_names::piece_name_in;
use crate::app::rules::turn_builder::TurnBuilder;
use pigeonpost_engine::{Color, Geometry, Part, Position, ReserveSlot, Square};
use std::borrow::Cow;

/// The page a builder is on: its address (with the query that says which position it
/// shows, to which the builder adds its own) and what its move form's button says.
pub struct OnPage<'a> {
    pub href: &'a str,
    pub send_label: &'a str,
    /// The reader's words, for the groups' headings.
    pub tr: pigeonpost_i18n::Tr,
}

impl OnPage<'_> {
    /// This page with `pairs` added to its query, form-encoded.
    fn with(&self, pairs: &[(&str, &str)]) -> String {
        let mut s = String::with_capacity(self.href.len() + 32);
        s.push_str(self.href);
        s.push(if self.href.contains('?') { '&' } else { '?' });
        let start = s.len();
        form_urlencoded::Serializer::for_suffix(s, start)
            .extend_pairs(pairs)
            .finish()
    }
}

/// The position to draw while a turn is built, and the squares to mark: part-way
/// through the turn once a first move is chosen (the squares it used), else `position`.
pub fn drawn<'a>(
    position: &'a Position,
    b: Option<&'a TurnBuilder>,
) -> (&'a Position, Option<Vec<(usize, usize)>>) {
    match b.and_then(|b| b.chosen.as_ref()) {
        Some(c) => {
            let g = c.completions.between.variant().geometry();
            let squares = c.first.from.into_iter().chain([c.first.to]);
            let coords = squares.map(|sq| (g.file(sq).index(), g.rank(sq).index()));
            (&c.completions.between, Some(coords.collect()))
        }
        None => (position, None),
    }
}

/// What the move field holds when the page is not answering a refusal: the turn a link
/// put there (`typed`), or what the builder has built (a whole turn, or the chosen
/// first move ready for its second).
pub fn field_text(b: Option<&BuilderView>, typed: Option<&str>) -> String {
    let built = b.and_then(|b| {
        b.complete_alone
            .clone()
            .or_else(|| b.chosen.as_ref().map(|c| format!("{c}; ")))
    });
    typed
        .map(|t| t.chars().take(500).collect())
        .or(built)
        .unwrap_or_default()
}

/// The ids of the board and of the move form, where a page opened by a chosen part
/// scrolls to.
const BOARD: &str = "board";
const SEND: &str = "move-form";

/// The builder as `page` shows it, in `position` (the one moved from).
pub fn view(page: &OnPage<'_>, position: &Position, b: &TurnBuilder) -> BuilderView {
    // A chosen part opens the page again: at the board for the next move, at the form
    // once the turn is whole, not at the top of the page (far below on a phone).
    let first_href = |p: &Part| {
        if b.single_moves && !p.wall_follows {
            format!("{}#{SEND}", page.with(&[("move", &p.text)]))
        } else {
            format!("{}#{BOARD}", page.with(&[("first", &p.text)]))
        }
    };
    let mover = position.side_to_move();
    let firsts = groups(page.tr, position, mover, &b.firsts, |p| PartLink {
        text: p.text.clone(),
        href: first_href(p),
        chosen: b.chosen.as_ref().is_some_and(|c| c.first.text == p.text),
    });
    let (chosen, seconds, complete_alone) = match &b.chosen {
        Some(c) => {
            let between = &c.completions.between;
            let seconds: Vec<Part> = c
                .completions
                .turns
                .iter()
                .filter_map(|t| t.second.clone())
                .collect();
            let whole = |second: &Part| format!("{}; {}", c.first.text, second.text);
            let seconds = groups(page.tr, between, mover, &seconds, |p| PartLink {
                text: p.text.clone(),
                href: format!(
                    "{}#{SEND}",
                    page.with(&[("first", &c.first.text), ("move", &whole(p))])
                ),
                chosen: false,
            });
            let alone = c
                .completions
                .turns
                .iter()
                .find(|t| t.second.is_none())
                .map(|t| t.text.clone());
            (Some(c.first.text.clone()), seconds, alone)
        }
        None => (None, Vec::new(), None),
    };
    let wall_next = b.chosen.as_ref().is_some_and(|c| c.first.wall_follows);
    let chosen_html = chosen.as_deref().map(|first| {
        let id = match wall_next {
            true => "builder-chosen-wall-html",
            false => "builder-chosen-html",
        };
        page.tr
            .html(id, [("first", first.into()), ("reset", page.href.into())])
    });
    let whole_html = complete_alone.as_deref().map(|whole| {
        page.tr.html(
            "builder-whole-turn-html",
            [("whole", whole.into()), ("send", page.send_label.into())],
        )
    });
    BuilderView {
        first_count: b.firsts.len(),
        walls_follow: b.firsts.iter().any(|p| p.wall_follows),
        wall_next,
        chosen_html,
        whole_html,
        second_count: seconds.iter().map(|g| g.parts.len()).sum(),
        firsts,
        single_moves: b.single_moves,
        chosen,
        seconds,
        complete_alone,
        not_a_first: b.not_a_first.clone(),
        moveless: b
            .moveless
            .iter()
            .map(|t| PartLink {
                text: t.clone(),
                href: format!("{}#{SEND}", page.with(&[("move", t)])),
                chosen: false,
            })
            .collect(),
        reset_href: page.href.to_string(),
        send_label: page.send_label.to_string(),
        json: data(&page.with(&[("first", "")]), position, b),
    }
}

/// Parts grouped under "Knight g1" ("black's Knight g8" for a piece of the opponent of
/// `mover`, "From the reserve: Knight" for drops), in order of first appearance.
fn groups(
    tr: pigeonpost_i18n::Tr,
    position: &Position,
    mover: Color,
    parts: &[Part],
    link: impl Fn(&Part) -> PartLink,
) -> Vec<PartGroup> {
    let mut out: Vec<PartGroup> = Vec::new();
    // The group of each starting point seen so far: a heading is written once per
    // piece, not once per move (two starting points may still share a heading).
    let mut group_of: Vec<(Start, usize)> = Vec::new();
    for p in parts {
        let start = (p.from, p.slot, p.color);
        let at = match group_of.iter().find(|(s, _)| *s == start) {
            Some(&(_, at)) => at,
            None => {
                let heading = heading(tr, position, mover, p);
                let at = match out.iter().position(|grp| grp.heading == heading) {
                    Some(at) => at,
                    None => {
                        out.push(PartGroup {
                            heading,
                            parts: Vec::new(),
                        });
                        out.len() - 1
                    }
                };
                group_of.push((start, at));
                at
            }
        };
        out[at].parts.push(link(p));
    }
    out
}

/// Where a part starts: its square, or its reserve slot and side.
type Start = (Option<Square>, Option<ReserveSlot>, Color);

/// The heading of the group of `p`'s piece: "Knight g1", "black's Knight g8" for a
/// piece of the opponent of `mover`, "From the reserve: Knight" for a drop, "New:
/// Stone" for a drop that comes from no reserve, "Wall" for the wall a move puts down.
fn heading(tr: pigeonpost_i18n::Tr, position: &Position, mover: Color, p: &Part) -> String {
    let g = position.variant().geometry();
    match (p.from, p.slot) {
        (Some(sq), _) => {
            let square = g.name_of(sq);
            match position.piece_on(sq) {
                Some(piece) if piece.color == mover => tr.t2(
                    "builder-group-own",
                    ("piece", piece_name_in(tr, position.variant(), piece.name)),
                    ("square", square),
                ),
                Some(piece) => tr.with(
                    "builder-group-theirs",
                    [
                        ("side", piece.color.name().into()),
                        (
                            "piece",
                            piece_name_in(tr, position.variant(), piece.name).into(),
                        ),
                        ("square", square.into()),
                    ],
                ),
                None => square.to_string(),
            }
        }
        (None, Some(slot)) => {
            let name = position
                .in_hand(p.color)
                .into_iter()
                .find(|h| h.slot == slot)
                .map(|slot| {
                    let piece = piece_name_in(tr, position.variant(), &slot.piece.name);
                    match slot.only_on {
                        Some(shade) => tr.t2(
                            "builder-group-shade",
                            ("piece", piece),
                            ("shade", shade.name()),
                        ),
                        None => piece,
                    }
                })
                .unwrap_or_else(|| tr.t("builder-group-reserve-any"));
            tr.t1("builder-group-reserve", "piece", name)
        }
        // Brought by no piece: the wall a move puts down.
        (None, None) if p.placed.is_some() => tr.t("builder-group-wall"),
        (None, None) => {
            let piece = position.mover_of(&p.mv).name;
            tr.t1(
                "builder-group-new",
                "piece",
                piece_name_in(tr, position.variant(), &piece),
            )
        }
    }
}

/// Where a part starts, as `board.js` names it: a square, or `@w0` for White's first
/// reserve slot (the reserve's list items carry the same names).
fn start<'a>(g: &'a Geometry, p: &Part) -> Option<Cow<'a, str>> {
    match (p.from, p.slot) {
        (Some(sq), _) => Some(Cow::Borrowed(g.name_of(sq))),
        (None, Some(slot)) => Some(Cow::Owned(reserve_key(p.color, slot.index()))),
        (None, None) => None,
    }
}

/// The name `board.js` gives a reserve slot.
pub fn reserve_key(color: Color, slot: usize) -> String {
    let c = if color == Color::White { 'w' } else { 'b' };
    format!("@{c}{slot}")
}

/// The JSON `board.js` reads: `{"chosen": null | {"alone": the first move as a whole
/// turn, or null, "text", "turns": [{"from", "part", "text", "to"}]}, "firstHref",
/// "firsts": [{"from", "text", "to"}], "oneClick", "single"}`, keys in the order of
/// their names, as the page has always carried them. A move's `from` is null for a
/// move that starts nowhere; a second move also carries its own text (`part`), its
/// `text` being the whole turn's; a promotion carries the piece it makes (`becomes`:
/// `{"color", "glyph", "label", "name"}`), a move that places a piece besides its own
/// (a duck, a gated piece) the square it comes onto (`then`); a move a wall follows,
/// chosen before its wall, says so (`wall`), and its page (`?first=`) lists the wall's
/// squares as its completions, moves that start nowhere. Written directly, a turn of a
/// few hundred moves in a few microseconds: it is on every game page where a player is
/// to move.
fn data(first_href: &str, position: &Position, b: &TurnBuilder) -> String {
    let g = position.variant().geometry();
    let moves = b.firsts.len() + b.chosen.as_ref().map_or(0, |c| c.completions.turns.len());
    let mut out = String::with_capacity(64 * moves + 128);
    // A move, with the text it is sent as and, for a second move, its own.
    let part = |out: &mut String, p: &Part, text: &str, own: Option<&str>| {
        out.push('{');
        // What a promotion makes of the piece: the picker shows it, not the move text.
        if let Some(piece) = position.promotion_of(&p.mv, p.color) {
            out.push_str("\"becomes\":{\"color\":");
            push_json_str(out, piece.color.name());
            // The drawing to show, none where the piece is drawn as its letter.
            out.push_str(",\"glyph\":");
            let drawing = match crate::board::picture(&piece.glyph, &piece.label) {
                crate::board::Picture::Drawing(glyph) => glyph,
                crate::board::Picture::Letter(_) => "",
            };
            push_json_str(out, drawing);
            out.push_str(",\"label\":");
            push_json_str(out, &piece.label);
            out.push_str(",\"name\":");
            push_json_str(out, &piece.name);
            out.push_str("},");
        }
        out.push_str("\"from\":");
        match start(g, p) {
            Some(place) => push_json_str(out, &place),
            None => out.push_str("null"),
        }
        if let Some(own) = own {
            out.push_str(",\"part\":");
            push_json_str(out, own);
        }
        out.push_str(",\"text\":");
        push_json_str(out, text);
        if let Some(placed) = p.placed {
            out.push_str(",\"then\":");
            push_json_str(out, g.name_of(placed));
        }
        out.push_str(",\"to\":");
        push_json_str(out, g.name_of(p.to));
        if p.wall_follows {
            out.push_str(",\"wall\":true");
        }
        out.push('}');
    };
    out.push_str("{\"chosen\":");
    match &b.chosen {
        Some(c) => {
            let turns = &c.completions.turns;
            out.push_str("{\"alone\":");
            match turns.iter().find(|t| t.second.is_none()) {
                Some(t) => push_json_str(&mut out, &t.text),
                None => out.push_str("null"),
            }
            out.push_str(",\"text\":");
            push_json_str(&mut out, &c.first.text);
            out.push_str(",\"turns\":[");
            let seconds = turns
                .iter()
                .filter_map(|t| Some((t.second.as_ref()?, &t.text)));
            for (i, (second, text)) in seconds.enumerate() {
                if i > 0 {
                    out.push(',');
                }
                part(&mut out, second, text, Some(&second.text));
            }
            out.push_str("]}");
        }
        None => out.push_str("null"),
    }
    out.push_str(",\"firstHref\":");
    push_json_str(&mut out, first_href);
    out.push_str(",\"firsts\":[");
    for (i, p) in b.firsts.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        part(&mut out, p, &p.text, None);
    }
    out.push_str("],\"oneClick\":");
    out.push_str(if b.one_click { "true" } else { "false" });
    out.push_str(",\"single\":");
    out.push_str(if b.single_moves { "true" } else { "false" });
    out.push('}');
    out
}

/// Appends `s` as a JSON string, escaped as serde_json escapes it, and `<` as
/// `\u003c` too, so that no text can close the script element the JSON is in.
fn push_json_str(out: &mut String, s: &str) {
    out.push('"');
    // `s[done..]` is still to be copied; every byte escaped is ASCII, so the cuts
    // fall between characters.
    let mut done = 0;
    for (i, byte) in s.bytes().enumerate() {
        let escaped = match byte {
            b'"' => "\\\"",
            b'\\' => "\\\\",
            b'\n' => "\\n",
            b'\r' => "\\r",
            b'\t' => "\\t",
            0x08 => "\\b",
            0x0c => "\\f",
            b'<' => "\\u003c",
            0..=0x1f => "",
            _ => continue,
        };
        out.push_str(&s[done..i]);
        done = i + 1;
        if escaped.is_empty() {
            const HEX: &[u8; 16] = b"0123456789abcdef";
            out.push_str("\\u00");
            out.push(HEX[usize::from(byte >> 4)] as char);
            out.push(HEX[usize::from(byte & 0xf)] as char);
        } else {
            out.push_str(escaped);
        }
    }
    out.push_str(&s[done..]);
    out.push('"');
}

#[cfg(test)]
mod tests {
    use super::push_json_str;

    #[test]
    fn strings_are_escaped_as_serde_json_escapes_them_and_lt_too() {
        let texts = [
            "",
            "N b1-c3",
            "say \"hi\"",
            "back\\slash",
            "</script><script>alert(1)</script>",
            "tab\tnew\nline\rcr\u{8}bs\u{c}ff\u{1}\u{1f}\u{7f}",
            "Éléphant 象 \u{1F600} / é<",
        ];
        for text in texts {
            let mut ours = String::new();
            push_json_str(&mut ours, text);
            let serde = serde_json::to_string(text).unwrap().replace('<', "\\u003c");
            assert_eq!(ours, serde, "{text:?}");
            let back: String = serde_json::from_str(&ours).unwrap();
            assert_eq!(back, text);
            assert!(!ours.contains('<'));
        }
    }
}
