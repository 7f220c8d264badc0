//! The player's desk: the analysis board, published analysis, feeds and PGN out.

pub mod analysis;
pub mod feeds;
pub mod pgn;
pub mod public_analysis;

crate::app::service!(
    /// The player's desk: the analysis board, published analysis, feeds and PGN.
    Desk
);

use crate::app::AppError;
use crate::app::rules::analysis_tree::nodes;
use crate::app::rules::pgn_variations::Published;
use crate::storage::{self, Conn};

/// The analyses of game `game_id` its players have made public, each with its tree.
pub(crate) async fn published_analyses(
    conn: &mut Conn,
    game_id: i64,
) -> Result<Vec<Published>, AppError> {
    let mut published = Vec::new();
    for (user_id, owner) in storage::analysis::published(conn, game_id).await? {
        let nodes = nodes(storage::analysis::of_player(conn, game_id, user_id).await?);
        published.push(Published { owner, nodes });
    }
    Ok(published)
}
