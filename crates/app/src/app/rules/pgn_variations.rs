//! Published analysis in a game's PGN: the notes on positions the game itself reached
//! become comments after its moves, and the lines that leave the game become variations
//! (PGN's recursive annotation, `( ... )`) after the move they replace, nested as the
//! tree branches. Each note is signed with its author's name.

use crate::app::rules::analysis_tree::Node;
use crate::storage::moves::MoveRow;
use pigeonpost_engine::Color;

/// One player's published analysis of a game.
pub(crate) struct Published {
    pub owner: String,
    pub nodes: Vec<Node>,
}

/// What published analysis adds after one move of the game.
#[derive(Default, Clone)]
pub(crate) struct Additions<'a> {
    /// Notes on the position the move reached, signed.
    pub notes: Vec<String>,
    /// Lines that replace the move: their first position, in their owner's tree.
    pub variations: Vec<(&'a Published, &'a Node)>,
}

/// A move's number and side, as PGN writes them (`12.`, `12...`).
#[derive(Clone, Copy)]
pub(crate) struct MoveNo {
    pub number: u32,
    pub side: Color,
}

impl MoveNo {
    pub fn next(self) -> MoveNo {
        match self.side {
            Color::White => MoveNo {
                side: Color::Black,
                ..self
            },
            Color::Black => MoveNo {
                number: self.number + 1,
                side: Color::White,
            },
        }
    }

    /// The number before a move: always before White's, before Black's only where the
    /// reader has lost count (first in a line, after a comment or a variation).
    pub fn prefix(self, numbered: bool) -> Option<String> {
        match self.side {
            Color::White => Some(format!("{}.", self.number)),
            Color::Black if numbered => Some(format!("{}...", self.number)),
            Color::Black => None,
        }
    }
}

/// For each move of the game, what the published analyses add after it.
pub(crate) fn additions<'a>(published: &'a [Published], moves: &[MoveRow]) -> Vec<Additions<'a>> {
    let mut out = vec![Additions::default(); moves.len()];
    for p in published {
        for root in p.nodes.iter().filter(|n| n.parent_id.is_none()) {
            let Ok(reached) = usize::try_from(root.ply) else {
                continue;
            };
            if !root.note.is_empty() && reached >= 1 && reached <= moves.len() {
                out[reached - 1].notes.push(signed(p, root));
            }
            follow(p, root.id, reached, moves, &mut out);
        }
    }
    out
}

/// The tree below `parent`, which stands where the game stood after `played` moves.
fn follow<'a>(
    p: &'a Published,
    parent: i64,
    played: usize,
    moves: &[MoveRow],
    out: &mut [Additions<'a>],
) {
    let Some(game_move) = moves.get(played) else {
        // After the game's last move there is no move to replace: left out.
        return;
    };
    for child in children(p, parent) {
        if child.canonical.as_deref() == Some(game_move.canonical.as_str()) {
            if !child.note.is_empty() {
                out[played].notes.push(signed(p, child));
            }
            follow(p, child.id, played + 1, moves, out);
        } else {
            out[played].variations.push((p, child));
        }
    }
}

fn children(p: &Published, id: i64) -> impl Iterator<Item = &Node> {
    p.nodes.iter().filter(move |n| n.parent_id == Some(id))
}

fn signed(p: &Published, node: &Node) -> String {
    format!("{}: {}", p.owner, node.note)
}

/// The tokens of a variation from `node` (which plays at `at`), with its own branches.
pub(crate) fn variation(
    p: &Published,
    node: &Node,
    at: MoveNo,
    token: &dyn Fn(&Node) -> String,
    comment: &dyn Fn(&str) -> String,
) -> Vec<String> {
    let mut out = vec!["(".to_string()];
    line(p, node, at, true, token, comment, &mut out);
    out.push(")".to_string());
    out
}

/// `node`'s move, then its main continuation with the other branches as variations.
fn line(
    p: &Published,
    node: &Node,
    at: MoveNo,
    numbered: bool,
    token: &dyn Fn(&Node) -> String,
    comment: &dyn Fn(&str) -> String,
    out: &mut Vec<String>,
) {
    out.extend(at.prefix(numbered));
    out.push(token(node));
    let noted = !node.note.is_empty();
    if noted {
        out.push(format!("{{{}}}", comment(&signed(p, node))));
    }
    continue_after(p, node, at, noted, token, comment, out);
}

/// The moves after `node` (which played at `at`): its first child as the main line, the
/// others as variations of it; `numbered` when the reader has lost count.
fn continue_after(
    p: &Published,
    node: &Node,
    at: MoveNo,
    numbered: bool,
    token: &dyn Fn(&Node) -> String,
    comment: &dyn Fn(&str) -> String,
    out: &mut Vec<String>,
) {
    let kids: Vec<&Node> = children(p, node.id).collect();
    let Some((main, others)) = kids.split_first() else {
        return;
    };
    let next = at.next();
    out.extend(next.prefix(numbered));
    out.push(token(main));
    if !main.note.is_empty() {
        out.push(format!("{{{}}}", comment(&signed(p, main))));
    }
    for other in others {
        out.extend(variation(p, other, next, token, comment));
    }
    let renumber = !others.is_empty() || !main.note.is_empty();
    continue_after(p, main, next, renumber, token, comment, out);
}
