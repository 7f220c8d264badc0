//! Reading games: one game as its page shows it, a player's list, the variants.

use super::history::{self, HistoryLine};
use super::positions::parse_squares;
use super::{App, AppError, User, found, parse_color};
use crate::storage::{self, games::GameRow, games::MoveRow};
use pigeonpost_engine::{Color, Position, Variant, registry};
use std::sync::Arc;

/// One game as its page needs it.
pub struct GameView {
    pub row: GameRow,
    pub variant: Arc<Variant>,
    /// The position shown: the current one, or the one after `shown_ply`.
    pub position: Position,
    pub shown_ply: i64,
    pub moves: Vec<MoveRow>,
    /// Squares touched by the turn that led to the shown position.
    pub last_squares: Vec<(usize, usize)>,
    /// The viewer's seat, if they play in this game.
    pub viewer_color: Option<Color>,
    /// The app clock's "now" when the view was made (for clock displays).
    pub now: i64,
    /// What happened off the board, oldest first.
    pub history: Vec<HistoryLine>,
    /// The sides whose player is on vacation now, with when it ends.
    pub on_vacation: Vec<(Color, i64)>,
    /// From when the player not to move may claim the win (untimed games in progress).
    pub stalled_claim_from: Option<i64>,
}

impl GameView {
    pub fn is_current(&self) -> bool {
        self.shown_ply == self.row.ply
    }

    /// The viewer may move now in the position shown.
    pub fn viewer_to_move(&self) -> bool {
        self.row.status == "active"
            && self.is_current()
            && self.viewer_color == Some(self.position.side_to_move())
    }
}

/// The "my games" page, in its order.
#[derive(Default)]
pub struct MyGames {
    pub my_move: Vec<GameRow>,
    pub their_move: Vec<GameRow>,
    pub invitations: Vec<GameRow>,
    pub finished: Vec<GameRow>,
    /// Opponents in games in progress who are on vacation, with when it ends.
    pub away: std::collections::HashMap<i64, i64>,
}

/// Which colour is to move in a stored game, read from its FEN.
pub fn side_to_move(row: &GameRow) -> Option<Color> {
    let variant = registry::get(&row.variant)?;
    Position::from_fen(&variant, &row.fen)
        .ok()
        .map(|p| p.side_to_move())
}

/// The player sitting on `color`'s side, once the seat is taken.
pub fn seat_id(row: &GameRow, color: Color) -> Option<i64> {
    match color {
        Color::White => row.white_id,
        Color::Black => row.black_id,
    }
}

impl App {
    pub fn variants(&self) -> Vec<Arc<Variant>> {
        registry::keys()
            .into_iter()
            .filter_map(registry::get)
            .collect()
    }

    pub fn variant(&self, key: &str) -> Result<Arc<Variant>, AppError> {
        registry::get(key).ok_or_else(|| AppError::NotFound(format!("variant \"{key}\"")))
    }

    /// A game as seen by `viewer` (anyone may look), at `ply` or the current position.
    /// Every position shown is read as stored; nothing is replayed.
    pub async fn game_view(
        &self,
        viewer: Option<&User>,
        id: i64,
        ply: Option<i64>,
    ) -> Result<GameView, AppError> {
        let mut conn = self.conn().await?;
        let row = found(
            storage::games::by_id(&mut conn, id).await,
            format!("game {id}"),
        )?;
        let moves = storage::games::moves(&mut conn, id).await?;
        let events = storage::events::for_game(&mut conn, id).await?;
        let now = self.clock.now();
        let mut on_vacation = Vec::new();
        if row.status == "active" {
            for color in [Color::White, Color::Black] {
                let Some(player) = seat_id(&row, color) else {
                    continue;
                };
                if let Some(v) = storage::vacations::current(&mut conn, player, now).await? {
                    on_vacation.push((color, v.ends_at));
                }
            }
        }
        let variant = registry::get(&row.variant).ok_or_else(|| {
            AppError::Internal(format!("game {id} has unknown variant {}", row.variant))
        })?;
        let (position, shown_ply, last_squares) = match ply {
            Some(p) if p < 0 || p > row.ply => {
                return Err(AppError::NotFound(format!("ply {p}")));
            }
            Some(p) if p < row.ply => {
                let (pos, last) = stored_position(&mut conn, &variant, &row, p).await?;
                (pos, p, last)
            }
            _ => {
                let pos = Position::from_fen(&variant, &row.fen)
                    .map_err(|e| AppError::Internal(format!("game {id} stored FEN: {e}")))?;
                (pos, row.ply, parse_squares(&row.last_squares))
            }
        };
        drop(conn);
        let stalled_claim_from = self.stalled_claim_from(&row);
        let viewer_color = viewer.and_then(|u| {
            if row.white_id == Some(u.id) {
                Some(Color::White)
            } else if row.black_id == Some(u.id) {
                Some(Color::Black)
            } else {
                None
            }
        });
        Ok(GameView {
            row,
            variant,
            position,
            shown_ply,
            moves,
            last_squares,
            viewer_color,
            now,
            history: history::lines(&events),
            on_vacation,
            stalled_claim_from,
        })
    }

    /// A player's games, sorted as the "my games" page lists them.
    pub async fn my_games(&self, user: &User) -> Result<MyGames, AppError> {
        let mut conn = self.conn().await?;
        let rows = storage::games::for_user(&mut conn, user.id).await?;
        let mut out = MyGames::default();
        for row in rows {
            match row.status.as_str() {
                "invited" => out.invitations.push(row),
                "finished" => out.finished.push(row),
                _ => {
                    let mine = match side_to_move(&row) {
                        Some(Color::White) => row.white_id == Some(user.id),
                        Some(Color::Black) => row.black_id == Some(user.id),
                        None => false,
                    };
                    let opponent = if row.white_id == Some(user.id) {
                        row.black_id
                    } else {
                        row.white_id
                    };
                    if let Some(id) = opponent
                        && !out.away.contains_key(&id)
                        && let Some(v) =
                            storage::vacations::current(&mut conn, id, self.clock.now()).await?
                    {
                        out.away.insert(id, v.ends_at);
                    }
                    if mine {
                        out.my_move.push(row)
                    } else {
                        out.their_move.push(row)
                    }
                }
            }
        }
        Ok(out)
    }
}

/// The position stored after `ply` turns (the start at 0) and the squares of the turn
/// that reached it. Read, never replayed.
pub(crate) async fn stored_position(
    conn: &mut sqlx::SqliteConnection,
    variant: &Arc<Variant>,
    row: &GameRow,
    ply: i64,
) -> Result<(Position, Vec<(usize, usize)>), AppError> {
    let (fen, squares) = if ply == 0 {
        (row.start_fen.clone(), String::new())
    } else {
        match storage::games::position_after(conn, row.id, ply).await? {
            Some((Some(fen), Some(squares))) => (fen, squares),
            Some(_) => {
                return Err(AppError::Internal(format!(
                    "game {} ply {ply}: position not yet filled",
                    row.id
                )));
            }
            None => return Err(AppError::NotFound(format!("ply {ply}"))),
        }
    };
    let position = Position::from_fen(variant, &fen)
        .map_err(|e| AppError::Internal(format!("game {} ply {ply} stored: {e}", row.id)))?;
    Ok((position, parse_squares(&squares)))
}

/// The winner stored on a finished game.
pub fn winner(row: &GameRow) -> Option<Color> {
    row.winner.as_deref().and_then(parse_color)
}
