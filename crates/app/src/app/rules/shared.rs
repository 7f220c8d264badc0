//! What several use-cases share, kept in one place so that the use-case files do not
//! import each other: reading a game record, a write transaction on a game in progress,
//! ending a game off the board, the mails it sends (queued by `outgoing`), and the words
//! for moves and results.

use crate::app::rules::history::EventKind;
use crate::app::rules::positions::Current;
use crate::app::rules::ratings::{self, Seat};
use crate::app::rules::record::Game;
use crate::app::rules::record::GameRecord;
use crate::app::rules::result_words::result_text;
use crate::app::{App, AppError, User, found};
use crate::notify::Mail;
use crate::notify::board_mail::{self, BoardRef};
use crate::notify::board_text::{self, TextBoard};
use crate::notify::messages::{self, GameLabel};
use crate::storage;
use pigeonpost_domain::Squares;
use pigeonpost_engine::{Color, Outcome, Position, Variant, registry};
use std::sync::Arc;

/// "1." before White's turn, "1..." before Black's, counted from the start position.
pub fn move_number(ply: i64, mover: Color) -> String {
    let n = (ply + 1) / 2;
    match mover {
        Color::White => format!("{}.", n.max(1)),
        Color::Black => format!("{}...", n.max(1)),
    }
}

/// The turn that ended a game, as its result mail tells it: "12. Qh5#", or a
/// conditional reply played at once.
#[derive(Clone, Copy)]
pub(crate) enum LastTurn<'a> {
    Played(&'a str),
    Conditional(&'a str),
}

impl LastTurn<'_> {
    fn words(self, words: pigeonpost_i18n::Tr) -> String {
        match self {
            LastTurn::Played(turn) => turn.to_string(),
            LastTurn::Conditional(turn) => words.t1("mail-move-conditional", "turn", turn),
        }
    }
}

/// "12... N g8-f6 (Nf6)": a turn of an analysis tree of `game` with its number (the
/// owner's board and the published page both print them).
pub fn tree_turn_text(node: &crate::app::rules::analysis_tree::Node, game: &GameRecord) -> String {
    let mover = Position::from_fen(&game.variant, &node.fen)
        .map(|p| p.side_to_move().opposite())
        .unwrap_or(Color::White);
    let canonical = node.canonical.as_deref().unwrap_or_default();
    let san = node.san.as_deref().unwrap_or_default();
    let abbreviated = match san != canonical && !san.is_empty() {
        true => format!(" ({san})"),
        false => String::new(),
    };
    format!("{} {canonical}{abbreviated}", move_number(node.ply, mover))
}

/// The name of a game's variant as its own rules give it (a player's variant is named
/// by its definition), or its key where those rules are not at hand.
pub(crate) fn variant_name(game: &Game) -> String {
    game.definition_hash
        .as_deref()
        .and_then(crate::app::rules::rulebook::known_name)
        .or_else(|| registry::get(&game.variant).map(|v| v.name().to_string()))
        .unwrap_or_else(|| game.variant.clone())
}

/// The variant's name as `words` write it: the name its players use in that language
/// where the language has one (`variant-<key>`), else the definition's own.
pub(crate) fn variant_name_in(words: pigeonpost_i18n::Tr, game: &Game) -> String {
    name_in(words, &game.variant, &variant_name(game))
}

/// The name of the variant of key `key` (its definition calls it `own`) as `words`
/// write it, as `variant_name_in` does for a game.
pub fn name_in(words: pigeonpost_i18n::Tr, key: &str, own: &str) -> String {
    let id = format!("variant-{key}");
    match words.has(&id) {
        true => words.t(&id),
        false => own.to_string(),
    }
}

pub(crate) fn label<'a>(game: &'a Game, variant_name: &'a str) -> GameLabel<'a> {
    GameLabel {
        id: game.id,
        variant_name,
        white: game.name(Color::White),
        black: game.name(Color::Black),
    }
}

/// A board a mail shows: game `game` after `ply` turns (`fen`, reached by the turn that
/// touched `last_squares`), seen from `side`.
pub(crate) struct Board<'a> {
    pub variant: &'a Arc<Variant>,
    pub game: i64,
    pub ply: i64,
    pub fen: &'a str,
    pub last_squares: &'a [(usize, usize)],
    pub side: Color,
}

/// The picture and the text diagram of `board` for a mail; none if the stored position
/// does not read (said in the log), and the mail goes without its board.
pub(crate) fn mail_board(
    board: Board<'_>,
    words: pigeonpost_i18n::Tr,
) -> Option<(BoardRef, String)> {
    let position = match Position::from_fen(board.variant, board.fen) {
        Ok(p) => p,
        Err(e) => {
            tracing::error!(game = board.game, ply = board.ply, error = %e, "board for a mail");
            return None;
        }
    };
    let diagram = board_text::diagram(
        &position,
        &TextBoard {
            flipped: board.side == Color::Black,
            last_squares: board.last_squares,
            words,
        },
    );
    let at = BoardRef {
        game: board.game,
        ply: board.ply,
        side: board.side,
    };
    Some((at, diagram))
}

/// An open write transaction on a game in progress that the player sits in.
pub(crate) struct MyGame {
    pub tx: crate::storage::writes::WriteTx,
    pub game: GameRecord,
    pub color: Color,
}

impl MyGame {
    pub fn opponent_name(&self) -> &str {
        self.game.name(self.color.opposite())
    }
}

impl App {
    pub(crate) async fn read_game(
        &self,
        conn: &mut crate::storage::Conn,
        id: i64,
    ) -> Result<GameRecord, AppError> {
        let row = found(
            storage::games::by_id(conn, id).await,
            crate::app::missing::game(id),
        )?;
        crate::app::rules::rulebook::record(conn, row).await
    }

    /// The stored state a turn of `game` is decided from: its current position and the
    /// repetition key of every position from the start.
    pub(crate) async fn current_position(
        &self,
        conn: &mut crate::storage::Conn,
        game: &GameRecord,
    ) -> Result<Current, AppError> {
        let keys = storage::moves::repetition_keys(conn, game.row.id).await?;
        current_from(game, keys)
    }

    /// Opens a write transaction on game `game_id` and checks `rule` for `user` on it.
    pub(crate) async fn my_game(
        &self,
        user: &User,
        game_id: i64,
        rule: impl FnOnce(&GameRecord, &User) -> Result<Color, AppError>,
    ) -> Result<MyGame, AppError> {
        let mut tx = self.begin().await?;
        let game = self.read_game(&mut tx, game_id).await?;
        let color = rule(&game, user)?;
        Ok(MyGame { tx, game, color })
    }

    /// Finishes a game that ends off the board, records who ended it and how, tells both
    /// players, and commits.
    pub(crate) async fn end_off_board(
        &self,
        g: MyGame,
        outcome: &Outcome,
        by: i64,
        kind: EventKind,
        detail: &str,
    ) -> Result<(), AppError> {
        let MyGame { mut tx, game, .. } = g;
        storage::games::finish(
            &mut tx,
            game.id(),
            outcome.winner,
            &outcome.reason.to_string(),
            self.clock.now(),
        )
        .await?;
        self.rate_result(&mut tx, &game.row, outcome, self.clock.now())
            .await?;
        self.record(&mut tx, game.id(), game.row.ply, Some(by), kind, detail)
            .await?;
        self.queue_result_hook(&mut tx, &game.row, game.row.ply, outcome)
            .await?;
        self.queue_game_over(&mut tx, &game.row, None, outcome)
            .await?;
        tx.commit().await?;
        self.game_changed(game.id()).await;
        self.mail_wake.notify_one();
        Ok(())
    }

    /// A result of `game` written off the board (at its current ply): when it counts,
    /// both players' standings change in the same transaction (`conn`). A move's result
    /// is rated by the turn's own write (`turn_writes`), with the same rule.
    pub(crate) async fn rate_result(
        &self,
        conn: &mut crate::storage::Conn,
        game: &Game,
        outcome: &Outcome,
        now: i64,
    ) -> Result<(), AppError> {
        let (Some(white), Some(black)) = (game.white.as_ref(), game.black.as_ref()) else {
            return Ok(());
        };
        if !ratings::counts(game, game.ply, &outcome.reason) {
            return Ok(());
        }
        let mut seats = [white.id, black.id].map(|user_id| Seat {
            user_id,
            standing: None,
        });
        for seat in &mut seats {
            seat.standing = storage::ratings::standing(conn, seat.user_id, &game.variant).await?;
        }
        let changes = ratings::rate(game.id, &game.variant, seats, outcome.winner, now);
        storage::ratings::apply(conn, &changes).await?;
        Ok(())
    }

    /// Queues the result mail to both players.
    pub(crate) async fn queue_game_over(
        &self,
        conn: &mut crate::storage::Conn,
        game: &Game,
        last: Option<&str>,
        outcome: &Outcome,
    ) -> Result<(), AppError> {
        let mut to = Vec::new();
        for id in Color::BOTH.into_iter().filter_map(|c| game.seat_id(c)) {
            to.push(User::from(storage::users::by_id(conn, id).await?));
        }
        let to: Vec<&User> = to.iter().collect();
        let last = last.map(LastTurn::Played);
        for mail in self.game_over_mails(game, last, outcome, &to) {
            self.enqueue(conn, &mail).await?;
        }
        Ok(())
    }

    /// The result mail to each player of `to`, in their words, written without the
    /// database, so that the move path renders it before its transaction.
    pub(crate) fn game_over_mails(
        &self,
        game: &Game,
        last: Option<LastTurn<'_>>,
        outcome: &Outcome,
        to: &[&User],
    ) -> Vec<crate::notify::Mail> {
        let url = self.url(&format!("/games/{}", game.id));
        to.iter()
            .map(|player| {
                let words = player.locale.mail_words();
                let name = variant_name_in(words, game);
                let label = label(game, &name);
                let result = result_text(
                    words,
                    outcome.winner,
                    &outcome.reason,
                    label.white,
                    label.black,
                );
                let last = last.map(|l| l.words(words));
                messages::game_over(words, &player.email, &label, &result, last.as_deref(), &url)
            })
            .collect()
    }

    /// `mail` with the board of game `game` after `ply` turns, as `side` sees it: its
    /// text diagram now, its picture when the mail is sent (`notify::board_mail`). A
    /// stored position that does not read leaves the mail as it was.
    pub(crate) fn with_board(&self, mail: Mail, board: Board<'_>, alt: &str) -> Mail {
        match mail_board(board, mail.words) {
            Some((at, diagram)) => board_mail::with_board(mail, &at, &diagram, alt),
            None => mail,
        }
    }
}

/// The state a turn of `game` is decided from, given the repetition key stored after
/// each of its plies.
pub(crate) fn current_from(
    game: &GameRecord,
    keys: Vec<Option<String>>,
) -> Result<Current, AppError> {
    Ok(Current {
        variant: game.variant.clone(),
        fen: game.row.fen.clone(),
        ply: game.row.ply,
        keys: std::iter::once(game.row.start_key.clone())
            .chain(keys)
            .collect::<Option<Vec<String>>>()
            .ok_or_else(|| {
                AppError::Internal(format!("game {} has positions not yet filled", game.row.id))
            })?,
    })
}

/// The position stored after `ply` turns (the start at 0) and the squares of the turn
/// that reached it. Read, never replayed.
pub(crate) async fn stored_position(
    conn: &mut crate::storage::Conn,
    variant: &Arc<Variant>,
    row: &Game,
    ply: i64,
) -> Result<(Position, Squares), AppError> {
    let (fen, squares) = if ply == 0 {
        (row.start_fen.clone(), Squares::default())
    } else {
        match storage::moves::position_after(conn, row.id, ply).await? {
            Some((Some(fen), Some(squares))) => (fen, squares),
            Some(_) => {
                return Err(AppError::Internal(format!(
                    "game {} ply {ply}: position not yet filled",
                    row.id
                )));
            }
            None => return Err(AppError::NotFound(crate::app::missing::ply(ply))),
        }
    };
    let position = Position::from_fen(variant, &fen)
        .map_err(|e| AppError::Internal(format!("game {} ply {ply} stored: {e}", row.id)))?;
    Ok((position, squares))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers() {
        assert_eq!(move_number(1, Color::White), "1.");
        assert_eq!(move_number(2, Color::Black), "1...");
        assert_eq!(move_number(3, Color::White), "2.");
    }
}
