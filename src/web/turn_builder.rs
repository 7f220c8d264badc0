//! The turn builder of a page with a board to move on (the game page, the analysis
//! board), drawn from `app::turn_builder`: the moves that begin a legal turn grouped by
//! the piece that makes them, each a link (`first=...` for turns of two moves, `move=...`
//! to put a one-move turn in the move field), the completions of a chosen first move,
//! and the same data as JSON for `board.js`. Without JavaScript the links build a turn;
//! with it, clicks on the board follow the same links.

use super::templates::{BuilderView, PartGroup, PartLink};
use crate::app::turn_builder::TurnBuilder;
use pigeonpost_engine::{Color, Part, Position};
use serde_json::json;

/// The page a builder is on: its address (with the query that says which position it
/// shows, to which the builder adds its own) and what its move form's button says.
pub struct OnPage<'a> {
    pub href: &'a str,
    pub send_label: &'a str,
}

impl OnPage<'_> {
    /// This page with `pairs` added to its query.
    fn with(&self, pairs: &[(&str, &str)]) -> String {
        let sep = if self.href.contains('?') { '&' } else { '?' };
        format!("{}{sep}{}", self.href, query(pairs))
    }
}

/// The position to draw while a turn is built, and the squares to mark: part-way
/// through the turn once a first move is chosen (the squares it used), else `position`.
pub fn drawn<'a>(
    position: &'a Position,
    b: Option<&'a TurnBuilder>,
) -> (&'a Position, Option<Vec<(usize, usize)>>) {
    match b.and_then(|b| b.chosen.as_ref()) {
        Some(c) => (
            &c.completions.between,
            Some(c.first.from.into_iter().chain([c.first.to]).collect()),
        ),
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

/// The builder as `page` shows it, in `position` (the one moved from).
pub fn view(page: &OnPage<'_>, position: &Position, b: &TurnBuilder) -> BuilderView {
    let first_href = |p: &Part| {
        if b.single_moves {
            page.with(&[("move", &p.text)])
        } else {
            page.with(&[("first", &p.text)])
        }
    };
    let mover = position.side_to_move();
    let firsts = groups(position, mover, &b.firsts, |p| PartLink {
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
            let seconds = groups(between, mover, &seconds, |p| PartLink {
                text: p.text.clone(),
                href: page.with(&[("first", &c.first.text), ("move", &whole(p))]),
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
    BuilderView {
        first_count: b.firsts.len(),
        second_count: seconds.iter().map(|g| g.parts.len()).sum(),
        firsts,
        single_moves: b.single_moves,
        chosen,
        seconds,
        complete_alone,
        not_a_first: b.not_a_first.clone(),
        moveless: b.moveless.clone(),
        reset_href: page.href.to_string(),
        send_label: page.send_label.to_string(),
        json: data(&page.with(&[("first", "")]), position, b),
    }
}

/// `name=value&...`, form-encoded.
fn query(pairs: &[(&str, &str)]) -> String {
    serde_urlencoded::to_string(pairs).unwrap_or_default()
}

/// Parts grouped under "Knight g1" ("black's Knight g8" for a piece of the opponent of
/// `mover`, "From the reserve: Knight" for drops), in order of first appearance.
fn groups(
    position: &Position,
    mover: Color,
    parts: &[Part],
    link: impl Fn(&Part) -> PartLink,
) -> Vec<PartGroup> {
    let g = position.variant().geometry();
    let mut out: Vec<PartGroup> = Vec::new();
    for p in parts {
        let heading = match p.from {
            Some((f, r)) => match position.piece_at(f, r) {
                Some(piece) if piece.color == mover => {
                    format!("{} {}", piece.name, g.square_name(f, r))
                }
                Some(piece) => format!("{}'s {} {}", piece.color, piece.name, g.square_name(f, r)),
                None => g.square_name(f, r),
            },
            None => {
                let name = p
                    .slot
                    .and_then(|i| position.in_hand(p.color).into_iter().nth(i))
                    .map(|slot| match slot.only_on {
                        Some(shade) => format!("{} ({} squares)", slot.piece.name, shade.name()),
                        None => slot.piece.name,
                    })
                    .unwrap_or_else(|| "piece".into());
                format!("From the reserve: {name}")
            }
        };
        match out.iter_mut().find(|grp| grp.heading == heading) {
            Some(grp) => grp.parts.push(link(p)),
            None => out.push(PartGroup {
                heading,
                parts: vec![link(p)],
            }),
        }
    }
    out
}

/// Where a part starts, as `board.js` names it: a square, or `@w0` for White's first
/// reserve slot (the reserve's list items carry the same names).
fn start(position: &Position, p: &Part) -> Option<String> {
    let g = position.variant().geometry();
    match (p.from, p.slot) {
        (Some((f, r)), _) => Some(g.square_name(f, r)),
        (None, Some(slot)) => Some(reserve_key(p.color, slot)),
        (None, None) => None,
    }
}

/// The name `board.js` gives a reserve slot.
pub fn reserve_key(color: Color, slot: usize) -> String {
    let c = if color == Color::White { 'w' } else { 'b' };
    format!("@{c}{slot}")
}

/// The JSON `board.js` reads: `{"single", "oneClick", "firstHref", "firsts": [{"from",
/// "to", "text"}], "chosen": null | {"text", "turns": [{"from", "to", "part", "text"}],
/// "alone": the first move as a whole turn, or null}}`.
fn data(first_href: &str, position: &Position, b: &TurnBuilder) -> String {
    let g = position.variant().geometry();
    let part = |pos: &Position, p: &Part| {
        json!({
            "from": start(pos, p),
            "to": g.square_name(p.to.0, p.to.1),
            "text": p.text,
        })
    };
    let firsts: Vec<_> = b.firsts.iter().map(|p| part(position, p)).collect();
    let chosen = b.chosen.as_ref().map(|c| {
        let between = &c.completions.between;
        let turns: Vec<_> = c
            .completions
            .turns
            .iter()
            .filter_map(|t| {
                let s = t.second.as_ref()?;
                let mut v = part(between, s);
                v["part"] = json!(s.text);
                v["text"] = json!(t.text);
                Some(v)
            })
            .collect();
        let alone = c
            .completions
            .turns
            .iter()
            .find(|t| t.second.is_none())
            .map(|t| t.text.clone());
        json!({"text": c.first.text, "turns": turns, "alone": alone})
    });
    let value = json!({
        "single": b.single_moves,
        "oneClick": b.one_click,
        "firstHref": first_href,
        "firsts": firsts,
        "chosen": chosen,
    });
    // Escape "<" so a text can never close the script element.
    value.to_string().replace('<', "\\u003c")
}
