//! The analysis board: a player's private board for a game, where they make moves for
//! both sides from any of the game's positions, checked by the engine as real moves are,
//! without sending anything. Lines branch into a tree kept per player per game; each
//! position may carry a note; a line from the current position that begins with the
//! opponent's turn can be arranged as conditional moves. Nobody else sees the tree.

use super::Desk;
/// A node of an analysis tree, as storage decodes it.
use crate::app::rules::analysis_tree::{Node, nodes, path_to};
use crate::app::rules::positions::{Current, decide};
use crate::app::rules::record::{GameRecord, GameStatus};
use crate::app::rules::shared::stored_position;
use crate::app::rules::turn_builder::{self, TurnBuilder};
use crate::app::{AppError, Refusal, RefusalReason, User};
use crate::storage::moves::NewMove;
use crate::storage::{self, analysis::NewNode};
use pigeonpost_engine::{Color, Position};
use pigeonpost_i18n::Said;

/// Positions one player may keep in the trees of one game.
const MAX_NODES: usize = 2_000;
/// The longest move list one import may paste.
const MAX_IMPORT_BYTES: usize = 64 * 1024;
/// The longest note on a position, in characters.
const MAX_NOTE: usize = 2_000;

/// Where on the board a move is played from: a stored node, or a position of the game
/// itself (a tree starts there on its first move).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BoardAt {
    Node(i64),
    GamePly(i64),
    /// The game's position now.
    Current,
}

/// The analysis board as its page shows it.
pub struct AnalysisView {
    pub game: GameRecord,
    /// The position shown, and where it is in the tree.
    pub position: Position,
    pub at: BoardAt,
    /// The game ply the line shown starts from.
    pub root_ply: i64,
    /// The turns from that game position to the one shown, oldest first.
    pub path: Vec<Node>,
    /// The turns already tried from here: the main line first, then the variations.
    pub children: Vec<Node>,
    /// The note on the shown position.
    pub note: String,
    /// The line shown may be arranged as conditional moves.
    pub may_arrange: bool,
    /// The player's analysis is public with the game; it may be made so (or private).
    pub published: bool,
    pub may_publish: bool,
    /// The turn builder for the side to move, as the game page offers it (none once
    /// the position is over, or in free play, where there are no legal turns to list).
    pub builder: Option<TurnBuilder>,
}

impl GameRecord {
    /// The analysis board is its players' own: while the game runs and after.
    pub fn may_analyse(&self, user: &User) -> Result<Color, AppError> {
        self.seat_of(user)
    }

    /// A player's analysis goes public with the game once it is over, never before.
    pub fn may_publish_analysis(&self, user: &User) -> Result<Color, AppError> {
        let color = self.seat_of(user)?;
        if self.row.status != GameStatus::Finished {
            return Err(AppError::Conflict(Said::new(
                "refused-analysis-public-once-over",
            )));
        }
        Ok(color)
    }
}

/// The ids of `id` and everything below it, parents before children.
fn subtree(nodes: &[Node], id: i64) -> Vec<i64> {
    let mut ids = vec![id];
    let mut i = 0;
    while i < ids.len() {
        let parent = ids[i];
        ids.extend(
            nodes
                .iter()
                .filter(|n| n.parent_id == Some(parent))
                .map(|n| n.id),
        );
        i += 1;
    }
    ids
}

impl Desk<'_> {
    /// The analysis board of `user` in game `game_id`, at `at`.
    pub async fn analysis(
        &self,
        user: &User,
        game_id: i64,
        at: BoardAt,
    ) -> Result<AnalysisView, AppError> {
        let mut conn = self.conn().await?;
        let game = self.read_game(&mut conn, game_id).await?;
        game.may_analyse(user)?;
        let nodes = nodes(storage::analysis::of_player(&mut conn, game_id, user.id).await?);
        let published = storage::analysis::published(&mut conn, game_id)
            .await?
            .iter()
            .any(|(id, _)| *id == user.id);
        let at = match at {
            BoardAt::Current => BoardAt::GamePly(game.row.ply),
            other => other,
        };
        let (position, path, root_ply, children, note) = match at {
            BoardAt::GamePly(_) | BoardAt::Current => {
                let ply = match at {
                    BoardAt::GamePly(ply) => ply,
                    _ => game.row.ply,
                };
                if !(0..=game.row.ply).contains(&ply) {
                    return Err(AppError::NotFound(crate::app::missing::ply_of_game(
                        ply, game_id,
                    )));
                }
                let (position, _) =
                    stored_position(&mut conn, &game.variant, &game.row, ply).await?;
                // A tree started from this position already: show its root.
                let root = nodes.iter().find(|n| n.parent_id.is_none() && n.ply == ply);
                let children = root.map_or_else(Vec::new, |r| children_of(&nodes, r.id));
                let note = root.map(|r| r.note.clone()).unwrap_or_default();
                (position, Vec::new(), ply, children, note)
            }
            BoardAt::Node(id) => {
                let path = path_to(&nodes, id).ok_or_else(|| {
                    AppError::NotFound(crate::app::missing::analysis_position(id))
                })?;
                let Some(node) = path.last().cloned() else {
                    return Err(AppError::NotFound(crate::app::missing::analysis_position(
                        id,
                    )));
                };
                let position = Position::from_fen(&game.variant, &node.fen)
                    .map_err(|e| AppError::Internal(format!("analysis node {id}: {e}")))?;
                let root_ply = path[0].ply;
                // The root is the game's own position, not a turn of the line.
                let turns = path.into_iter().skip(1).collect();
                (
                    position,
                    turns,
                    root_ply,
                    children_of(&nodes, id),
                    node.note,
                )
            }
        };
        drop(conn);
        let may_arrange = game.may_arrange_conditionals(user).is_ok()
            && root_ply == game.row.ply
            && !path.is_empty()
            && path.len().is_multiple_of(2);
        let may_publish = game.may_publish_analysis(user).is_ok() && !nodes.is_empty();
        Ok(AnalysisView {
            builder: None,
            published,
            may_publish,
            game,
            position,
            at,
            root_ply,
            path,
            children,
            note,
            may_arrange,
        })
    }

    /// The analysis board as its page shows it: `analysis`, with the turn builder's
    /// `first` move chosen. Every turn is played from the board, one-click: nothing is
    /// sent, so there is nothing to confirm.
    pub async fn analysis_board(
        &self,
        user: &User,
        game_id: i64,
        at: BoardAt,
        first: Option<&str>,
    ) -> Result<AnalysisView, AppError> {
        let mut view = self.analysis(user, game_id, at).await?;
        if view.game.variant.rules_enforced() && view.position.outcome().is_none() {
            view.builder = Some(turn_builder::build(&view.position, first, true));
        }
        Ok(view)
    }

    /// Plays `text` on `user`'s analysis board at `at`; returns the node it leads to (the
    /// one already there if this turn was tried before).
    pub async fn analysis_move(
        &self,
        user: &User,
        game_id: i64,
        at: BoardAt,
        text: &str,
    ) -> Result<i64, AppError> {
        let text = text.trim();
        if text.is_empty() {
            return Err(AppError::MoveRejected(Refusal::written(
                RefusalReason::NoAnalysisMove,
            )));
        }
        self.grow(user, game_id, at, vec![text.to_string()], false)
            .await
    }

    /// Plays a pasted move list (PGN, or a Game Courier list in either notation) on
    /// `user`'s analysis board from `at`, all of it or nothing; returns where it ends.
    pub async fn analysis_import(
        &self,
        user: &User,
        game_id: i64,
        at: BoardAt,
        text: &str,
    ) -> Result<i64, AppError> {
        if text.len() > MAX_IMPORT_BYTES {
            return Err(AppError::Invalid(Said::with(
                "refused-import-too-long",
                [("most", MAX_IMPORT_BYTES.into())],
            )));
        }
        let turns = crate::app::rules::move_list::turns(text);
        if turns.is_empty() {
            return Err(AppError::MoveRejected(Refusal::written(
                RefusalReason::NoMovesToImport,
            )));
        }
        self.grow(user, game_id, at, turns, true).await
    }

    /// Plays `turns` in order from `at`, each checked by the engine, and keeps them as a
    /// line of the tree (turns tried before are found, not repeated).
    async fn grow(
        &self,
        user: &User,
        game_id: i64,
        at: BoardAt,
        turns: Vec<String>,
        name_turns: bool,
    ) -> Result<i64, AppError> {
        let view = self.analysis(user, game_id, at).await?;
        let current = Current {
            variant: view.game.variant.clone(),
            fen: view.position.fen(),
            ply: 0,
            keys: vec![view.position.repetition_key()],
        };
        let played = tokio::task::spawn_blocking(move || play_out(current, &turns, name_turns))
            .await
            .map_err(|e| AppError::Internal(format!("deciding analysis moves: {e}")))??;
        let now = self.clock.now();
        let mut tx = self.begin().await?;
        let mut nodes = nodes(storage::analysis::of_player(&mut tx, game_id, user.id).await?);
        if nodes.len() + played.len() + 1 > MAX_NODES {
            return Err(AppError::Conflict(Said::with(
                "refused-analysis-too-big",
                [("most", MAX_NODES.into())],
            )));
        }
        let mut parent = match view.at {
            BoardAt::Node(id) => id,
            // A game position: its tree's root, made on the first move from it.
            BoardAt::GamePly(_) | BoardAt::Current => match nodes
                .iter()
                .find(|n| n.parent_id.is_none() && n.ply == view.root_ply)
            {
                Some(root) => root.id,
                None => {
                    let root = NewNode {
                        game_id,
                        user_id: user.id,
                        parent_id: None,
                        ply: view.root_ply,
                        canonical: None,
                        san: None,
                        fen: &view.position.fen(),
                        now,
                    };
                    storage::analysis::insert(&mut tx, &root).await?
                }
            },
        };
        let first_ply = view.root_ply + view.path.len() as i64 + 1;
        for (ply, turn) in (first_ply..).zip(played.iter()) {
            let tried = nodes.iter().find(|n| {
                n.parent_id == Some(parent) && n.canonical.as_deref() == Some(&turn.canonical)
            });
            parent = match tried {
                Some(node) => node.id,
                None => {
                    let node = NewNode {
                        game_id,
                        user_id: user.id,
                        parent_id: Some(parent),
                        ply,
                        canonical: Some(&turn.canonical),
                        san: Some(&turn.san),
                        fen: &turn.fen_after,
                        now,
                    };
                    let id = storage::analysis::insert(&mut tx, &node).await?;
                    nodes.push(Node {
                        id,
                        parent_id: Some(parent),
                        ply,
                        canonical: Some(turn.canonical.clone()),
                        san: Some(turn.san.clone()),
                        fen: turn.fen_after.clone(),
                        note: String::new(),
                    });
                    id
                }
            };
        }
        tx.commit().await?;
        Ok(parent)
    }

    /// Keeps `text` as the note on `user`'s analysis position `node`.
    pub async fn analysis_note(
        &self,
        user: &User,
        game_id: i64,
        at: BoardAt,
        text: &str,
    ) -> Result<i64, AppError> {
        let note = text.replace("\r\n", "\n");
        let note = note.trim_end();
        if note.chars().count() > MAX_NOTE {
            return Err(AppError::Invalid(Said::with(
                "refused-position-note-too-long",
                [("most", MAX_NOTE.into())],
            )));
        }
        if note
            .chars()
            .any(|c| c.is_control() && c != '\n' && c != '\t')
        {
            return Err(AppError::Invalid(Said::new("refused-position-note-plain")));
        }
        // Checks that the position is the player's own.
        self.analysis(user, game_id, at).await?;
        let BoardAt::Node(id) = at else {
            return Err(AppError::Conflict(Said::new(
                "refused-position-note-needs-move",
            )));
        };
        let mut tx = self.begin().await?;
        if !storage::analysis::set_note(&mut tx, id, user.id, note).await? {
            return Err(AppError::NotFound(crate::app::missing::analysis_position(
                id,
            )));
        }
        tx.commit().await?;
        Ok(id)
    }

    /// Deletes `user`'s analysis position `node` and every line below it; returns where
    /// the board goes back to.
    pub async fn analysis_delete(
        &self,
        user: &User,
        game_id: i64,
        node: i64,
    ) -> Result<BoardAt, AppError> {
        let view = self.analysis(user, game_id, BoardAt::Node(node)).await?;
        let back = match view.path.len() {
            0 | 1 => BoardAt::GamePly(view.root_ply),
            n => BoardAt::Node(view.path[n - 2].id),
        };
        let mut tx = self.begin().await?;
        let nodes = nodes(storage::analysis::of_player(&mut tx, game_id, user.id).await?);
        storage::analysis::delete(&mut tx, &subtree(&nodes, node), user.id).await?;
        tx.commit().await?;
        Ok(back)
    }

    /// Makes `user`'s analysis of finished game `game_id` public with it, or private again.
    pub async fn publish_analysis(
        &self,
        user: &User,
        game_id: i64,
        publish: bool,
    ) -> Result<(), AppError> {
        let mut tx = self.begin().await?;
        let game = self.read_game(&mut tx, game_id).await?;
        game.may_publish_analysis(user)?;
        if publish
            && storage::analysis::of_player(&mut tx, game_id, user.id)
                .await?
                .is_empty()
        {
            return Err(AppError::Conflict(Said::new(
                "refused-no-analysis-to-publish",
            )));
        }
        let now = self.clock.now();
        storage::analysis::set_published(&mut tx, game_id, user.id, publish, now).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Arranges the line from the current position to `node` as conditional moves.
    pub async fn analysis_to_conditional(
        &self,
        user: &User,
        game_id: i64,
        node: i64,
    ) -> Result<(), AppError> {
        let view = self.analysis(user, game_id, BoardAt::Node(node)).await?;
        if !view.may_arrange {
            return Err(AppError::Conflict(Said::new(
                "refused-analysis-line-not-conditional",
            )));
        }
        let line: Vec<&str> = view
            .path
            .iter()
            .filter_map(|n| n.canonical.as_deref())
            .collect();
        self.0
            .play()
            .add_conditional(user, game_id, &line.join("\n"))
            .await
    }
}

/// Plays `turns` out from `current`: each turn's record, or the first refused, with
/// why (named by its place in the list when `name_turns`). Pure.
fn play_out(
    mut current: Current,
    turns: &[String],
    name_turns: bool,
) -> Result<Vec<NewMove>, AppError> {
    let mut played = Vec::with_capacity(turns.len());
    for (i, turn) in turns.iter().enumerate() {
        let decided = decide(current.clone(), turn).map_err(|e| match e {
            AppError::MoveRejected(why) if name_turns => {
                AppError::MoveRejected(why.in_turn(i + 1, turn, false))
            }
            other => other,
        })?;
        current.fen = decided.record.fen_after.clone();
        current.ply += 1;
        current.keys.push(decided.record.repetition_key.clone());
        played.push(decided.record);
    }
    Ok(played)
}

/// The children of `id`, the first tried first (the main line).
fn children_of(nodes: &[Node], id: i64) -> Vec<Node> {
    nodes
        .iter()
        .filter(|n| n.parent_id == Some(id))
        .cloned()
        .collect()
}

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

    #[test]
    fn paths_and_subtrees_follow_the_parents() {
        let nodes = [
            node(1, None),
            node(2, Some(1)),
            node(3, Some(2)),
            node(4, Some(1)),
            node(5, Some(4)),
        ];
        let path: Vec<i64> = path_to(&nodes, 3).unwrap().iter().map(|n| n.id).collect();
        assert_eq!(path, [1, 2, 3]);
        assert_eq!(subtree(&nodes, 1), [1, 2, 4, 3, 5]);
        assert_eq!(subtree(&nodes, 4), [4, 5]);
        assert!(path_to(&nodes, 9).is_none());
    }
}
