//! A player's analysis of a game, read-only: the tree with its notes and any of its
//! positions, for anyone who may see the game once the game is over and its owner has
//! published it, and for its owner at any time (to see what others will). Everyone else
//! is told there is no such page, so that nobody learns whether a player of a running
//! game is analysing it.

use super::Desk;
use crate::app::rules::analysis_tree::Node;
use crate::app::rules::analysis_tree::path_to;
use crate::app::rules::record::{GameRecord, GameStatus};
use crate::app::{AppError, User};
use crate::storage;
use pigeonpost_engine::Position;

/// One player's analysis as the public page shows it.
pub struct PublicAnalysis {
    pub game: GameRecord,
    pub owner_id: i64,
    pub owner: String,
    /// Every position of the tree, a parent before its children.
    pub nodes: Vec<Node>,
    /// The position shown: a node of the tree.
    pub shown: Node,
    pub position: Position,
    /// The turns from the game's position to the one shown, oldest first.
    pub path: Vec<Node>,
    /// Others see it (the owner may be looking before it is published).
    pub published: bool,
}

impl GameRecord {
    /// `viewer` may read the analysis of player `owner`, published or not: its owner
    /// always; anyone who may see the game (`may_watch`) once it is over and it is
    /// published.
    pub fn may_read_analysis(
        &self,
        viewer: Option<&User>,
        owner: i64,
        published: bool,
    ) -> Result<(), AppError> {
        let own = viewer.is_some_and(|v| v.id == owner);
        let public =
            published && self.row.status == GameStatus::Finished && self.may_watch(viewer).is_ok();
        match self.row.color_of(owner) {
            Some(_) if own || public => Ok(()),
            _ => Err(AppError::NotFound(crate::app::missing::analysis_by(
                self.id(),
                owner,
            ))),
        }
    }
}

impl Desk<'_> {
    /// Player `owner`'s analysis of game `game_id` as `viewer` may read it, at `node`
    /// (the first position of the tree without one).
    pub async fn public_analysis(
        &self,
        viewer: Option<&User>,
        game_id: i64,
        owner_id: i64,
        node: Option<i64>,
    ) -> Result<PublicAnalysis, AppError> {
        let mut conn = self.conn().await?;
        let game = self.read_game(&mut conn, game_id).await?;
        let publishers = storage::analysis::published(&mut conn, game_id).await?;
        let published = publishers.iter().any(|(id, _)| *id == owner_id);
        game.may_read_analysis(viewer, owner_id, published)?;
        let nodes = crate::app::rules::analysis_tree::nodes(
            storage::analysis::of_player(&mut conn, game_id, owner_id).await?,
        );
        drop(conn);
        let missing = || AppError::NotFound(crate::app::missing::analysis_position_in(game_id));
        let shown_id = match node {
            Some(id) => id,
            None => nodes.first().ok_or_else(missing)?.id,
        };
        let mut path = path_to(&nodes, shown_id).ok_or_else(missing)?;
        let shown = path.last().cloned().ok_or_else(missing)?;
        let position = Position::from_fen(&game.variant, &shown.fen)
            .map_err(|e| AppError::Internal(format!("analysis node {shown_id}: {e}")))?;
        // The root is the game's own position, not a turn of the line.
        path.remove(0);
        let owner = game
            .row
            .color_of(owner_id)
            .map(|c| game.name(c).to_string())
            .unwrap_or_default();
        Ok(PublicAnalysis {
            game,
            owner_id,
            owner,
            nodes,
            shown,
            position,
            path,
            published,
        })
    }
}
