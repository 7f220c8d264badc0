//! A player's analysis tree as the use-cases hand it on: its turns (nodes) and the
//! path from the root to one of them.

use crate::storage::analysis::NodeRow;

/// A turn of a player's analysis tree: the position it led to and the player's note.
#[derive(Debug, Clone)]
pub struct Node {
    pub id: i64,
    /// The turn it follows in the tree; none for a turn from the game's position.
    pub parent_id: Option<i64>,
    pub ply: i64,
    pub canonical: Option<String>,
    pub san: Option<String>,
    pub fen: String,
    pub note: String,
}

impl From<NodeRow> for Node {
    fn from(r: NodeRow) -> Node {
        Node {
            id: r.id,
            parent_id: r.parent_id,
            ply: r.ply,
            canonical: r.canonical,
            san: r.san,
            fen: r.fen,
            note: r.note,
        }
    }
}

/// The nodes of a tree as the use-cases hand them on.
pub(crate) fn nodes(rows: Vec<NodeRow>) -> Vec<Node> {
    rows.into_iter().map(Node::from).collect()
}
/// The node `id` of `nodes` and its ancestors, root first.
pub(crate) fn path_to(nodes: &[Node], id: i64) -> Option<Vec<Node>> {
    let mut path = Vec::new();
    let mut at = Some(id);
    while let Some(id) = at {
        let node = nodes.iter().find(|n| n.id == id)?;
        path.push(node.clone());
        at = node.parent_id;
    }
    path.reverse();
    Some(path)
}
