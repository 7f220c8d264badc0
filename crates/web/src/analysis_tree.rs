//! A player's analysis tree laid out for reading, as the public analysis page shows it:
//! each game position analysed from, with its main line (the first turn tried at each
//! step), then each variation as a line of its own, indented one step deeper than the
//! line it leaves, right after it and before that line's later variations, as a book
//! prints them. Flat, so that the page needs no recursion and a line of two thousand
//! turns costs no stack.

use super::templates::{TreeLine, TreeTurn};
use crate::app::rules::analysis_tree::Node;
use crate::app::rules::record::GameRecord;
use crate::app::rules::shared::tree_turn_text as turn_text;
use std::collections::HashMap;

/// The lines of the tree `nodes` (a parent before its children), `shown` marked; each
/// position links to `href` with `?node=`.
pub fn lines(game: &GameRecord, nodes: &[Node], shown: i64, href: &str) -> Vec<TreeLine> {
    let mut children: HashMap<i64, Vec<&Node>> = HashMap::new();
    for n in nodes {
        if let Some(parent) = n.parent_id {
            children.entry(parent).or_default().push(n);
        }
    }
    let link = |n: &Node| format!("{href}?node={}", n.id);
    layout(nodes, &children)
        .into_iter()
        .map(|(depth, start, turns)| {
            let root = start.parent_id.is_none().then_some(start);
            TreeLine {
                depth: depth.min(MAX_INDENT),
                from_ply: root.map(|r| r.ply),
                root_href: root.map(link).unwrap_or_default(),
                root_shown: root.is_some_and(|r| r.id == shown),
                root_note: root.map(|r| r.note.clone()).unwrap_or_default(),
                turns: turns
                    .into_iter()
                    .map(|n| TreeTurn {
                        text: turn_text(n, game),
                        href: link(n),
                        note: n.note.clone(),
                        shown: n.id == shown,
                    })
                    .collect(),
            }
        })
        .collect()
}

/// A line as laid out: its depth, where it starts (a root, whose line is its main line,
/// or the turn that leaves a line), and its turns.
type Laid<'a> = (usize, &'a Node, Vec<&'a Node>);

/// The lines of the tree in the order the page prints them.
fn layout<'a>(nodes: &'a [Node], children: &HashMap<i64, Vec<&'a Node>>) -> Vec<Laid<'a>> {
    let mut out = Vec::new();
    for root in nodes.iter().filter(|n| n.parent_id.is_none()) {
        // Lines still to lay out: where each starts, and how deep it is.
        let mut stack = vec![(root, 0)];
        while let Some((start, depth)) = stack.pop() {
            let mut turns = Vec::new();
            let mut branches: Vec<&Node> = Vec::new();
            let mut at = Some(start);
            while let Some(node) = at {
                if node.parent_id.is_some() {
                    turns.push(node);
                }
                let next = children.get(&node.id);
                at = next.and_then(|c| c.first().copied());
                branches.extend(next.into_iter().flat_map(|c| c.iter().skip(1).copied()));
            }
            // Pushed last to first, so the earliest branch is laid out next.
            stack.extend(branches.into_iter().rev().map(|n| (n, depth + 1)));
            out.push((depth, start, turns));
        }
    }
    out
}

/// Deeper variations are indented no further: the page would run off a phone's screen.
const MAX_INDENT: usize = 6;

#[cfg(test)]
mod tests {
    use super::*;

    /// A node of a tree, its turn named after its id.
    fn node(id: i64, parent: Option<i64>) -> Node {
        Node {
            id,
            parent_id: parent,
            ply: 0,
            canonical: Some(format!("t{id}")),
            san: None,
            fen: String::new(),
            note: String::new(),
        }
    }

    /// Each line as its depth and the ids of its turns.
    fn shape(nodes: &[Node]) -> Vec<(usize, Vec<i64>)> {
        let mut children: HashMap<i64, Vec<&Node>> = HashMap::new();
        for n in nodes {
            if let Some(p) = n.parent_id {
                children.entry(p).or_default().push(n);
            }
        }
        layout(nodes, &children)
            .into_iter()
            .map(|(depth, _, turns)| (depth, turns.iter().map(|n| n.id).collect()))
            .collect()
    }

    #[test]
    fn variations_follow_their_line_in_book_order() {
        // 1 (root) - 2 - 3 - 4; 1 - 5 (variation of 2); 3 - 6 - 7 (variation of 4);
        // 6 - 8 (variation of 7).
        let nodes = [
            node(1, None),
            node(2, Some(1)),
            node(3, Some(2)),
            node(4, Some(3)),
            node(5, Some(1)),
            node(6, Some(3)),
            node(7, Some(6)),
            node(8, Some(6)),
        ];
        assert_eq!(
            shape(&nodes),
            [
                (0, vec![2, 3, 4]),
                (1, vec![5]),
                (1, vec![6, 7]),
                (2, vec![8]),
            ]
        );
    }
}
