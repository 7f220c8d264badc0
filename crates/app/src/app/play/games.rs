//! Reading games: one game as its page shows it (everything the page needs, with the
//! actions the record's predicates allow the viewer), a player's list, the variants.

use super::Play;
use crate::app::play::ConditionalLine;
use crate::app::rules::history::{self, HistoryLine};
use crate::app::rules::ratings::GameRating;
use crate::app::rules::record::GameRecord;
use crate::app::rules::record::Move;
use crate::app::rules::record::{Game, GameStatus};
use crate::app::rules::shared::stored_position;
use crate::app::rules::stamps::{GameStamp, MyGamesStamp};
use crate::app::rules::turn_builder::{self, TurnBuilder};
use crate::app::{AppError, User};
use crate::storage;
/// A stored turn of a game, as storage decodes it.
use crate::storage::page_facts::FactsOf;
use crate::storage::reader::Reader;
use pigeonpost_engine::{Color, Position, Variant, registry};
use std::sync::Arc;

/// What the viewer may do in a game now, each decided by the record's predicate that the
/// use-case itself enforces: the one list of permissions, which the game page, the JSON
/// API (by these names) and the tests read.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, serde::Serialize)]
pub struct Actions {
    /// Submit a turn.
    pub play: bool,
    pub accept: bool,
    pub decline: bool,
    pub withdraw: bool,
    pub resign: bool,
    pub abort: bool,
    pub offer_draw: bool,
    pub answer_draw: bool,
    pub request_takeback: bool,
    pub answer_takeback: bool,
    pub claim_win: bool,
    pub claim_draw: bool,
    pub report_win: bool,
    pub answer_win_report: bool,
    pub arrange_conditionals: bool,
}

impl Actions {
    fn for_viewer(game: &GameRecord, viewer: &User, now: i64, stalled_days: i64) -> Actions {
        Actions {
            play: game.may_move(viewer).is_ok(),
            accept: game.may_accept(viewer, None).is_ok(),
            decline: game.row.invitee.as_ref().is_some_and(|p| p.id == viewer.id)
                && game.may_decline(viewer, None).is_ok(),
            withdraw: game.may_withdraw(viewer).is_ok(),
            resign: game.may_resign(viewer).is_ok(),
            abort: game.may_abort(viewer).is_ok(),
            offer_draw: game.may_offer_draw(viewer).is_ok(),
            answer_draw: game.may_answer_draw(viewer).is_ok(),
            request_takeback: game.may_request_takeback(viewer).is_ok(),
            answer_takeback: game.may_answer_takeback(viewer).is_ok(),
            claim_win: game.may_claim_win(viewer, now, stalled_days).is_ok(),
            claim_draw: game.may_claim_draw(viewer).is_ok(),
            report_win: game.may_report_win(viewer).is_ok(),
            answer_win_report: game.may_answer_win_report(viewer).is_ok(),
            arrange_conditionals: game.may_arrange_conditionals(viewer).is_ok(),
        }
    }
}

/// One game as its page needs it.
pub struct GameView {
    pub game: GameRecord,
    /// The position shown: the current one, or the one after `shown_ply`.
    pub position: Position,
    pub shown_ply: i64,
    pub moves: Vec<Move>,
    /// Squares touched by the turn that led to the shown position.
    pub last_squares: Vec<(usize, usize)>,
    /// The viewer's seat, if they play in this game.
    pub viewer_color: Option<Color>,
    /// What the viewer may do now (nothing on an earlier position but looking).
    pub actions: Actions,
    /// The app clock's "now" when the view was made (for clock displays).
    pub now: i64,
    /// What happened off the board, oldest first.
    pub history: Vec<HistoryLine>,
    /// What the players said to each other, oldest first, where the viewer may read it
    /// (`GameRecord::may_read_conversation`).
    pub conversation: Vec<HistoryLine>,
    /// The viewer may add a line to the conversation (`GameRecord::may_talk`).
    pub may_talk: bool,
    /// The sides whose player is on vacation now, with when it ends.
    pub on_vacation: Vec<(Color, i64)>,
    /// From when the player not to move may claim the win (untimed games in progress).
    pub stalled_claim_from: Option<i64>,
    /// The moves the viewer may build a turn from, when it is their move now.
    pub builder: Option<TurnBuilder>,
    /// The variant key now names newer rules than the game's own.
    pub newer_rules: bool,
    /// The viewer's own conditional lines for the current ply (nobody else's).
    pub conditional_lines: Vec<ConditionalLine>,
    /// The viewer's private note, where they may keep one (they play in the game).
    pub note: Option<String>,
    /// The players whose analysis anyone may read now: (id, name).
    pub public_analyses: Vec<(i64, String)>,
    /// Once a rated game is over: what it did to each player's rating.
    pub ratings: Vec<GameRating>,
}

impl GameView {
    pub fn row(&self) -> &Game {
        &self.game.row
    }

    pub fn variant(&self) -> &Arc<Variant> {
        &self.game.variant
    }

    pub fn is_current(&self) -> bool {
        self.shown_ply == self.game.row.ply
    }
}

/// A position of a game as shown: on its page, in a board picture.
pub struct Shown {
    pub position: Position,
    /// After how many turns.
    pub ply: i64,
    /// Squares touched by the turn that led to it.
    pub last_squares: Vec<(usize, usize)>,
}

/// The position of `game` after `ply` turns, or its current one; a ply the game has not
/// reached is not found.
async fn shown_position(
    reads: &mut Reader,
    game: &GameRecord,
    ply: Option<i64>,
) -> Result<Shown, AppError> {
    let row = &game.row;
    let (position, ply, last_squares) = match ply {
        Some(p) if p < 0 || p > row.ply => {
            return Err(AppError::NotFound(crate::app::missing::ply(p)));
        }
        Some(p) if p < row.ply => {
            let (pos, last) = stored_position(reads.conn().await?, &game.variant, row, p).await?;
            (pos, p, last.as_slice().to_vec())
        }
        _ => {
            let pos = Position::from_fen(&game.variant, &row.fen)
                .map_err(|e| AppError::Internal(format!("game {} stored FEN: {e}", row.id)))?;
            (pos, row.ply, row.last_squares.as_slice().to_vec())
        }
    };
    Ok(Shown {
        position,
        ply,
        last_squares,
    })
}

/// The "my games" page, in its order.
#[derive(Default)]
pub struct MyGames {
    pub my_move: Vec<GameRecord>,
    pub their_move: Vec<GameRecord>,
    pub invitations: Vec<GameRecord>,
    pub finished: Vec<GameRecord>,
    /// Opponents in games in progress who are on vacation, with when it ends.
    pub away: std::collections::HashMap<i64, i64>,
}

/// What a game page shows beside the game and its lists, and whether the lists that
/// are usually empty have anything to read.
struct ViewFacts {
    on_vacation: Vec<(Color, i64)>,
    /// The viewer's one-click sending.
    one_click: bool,
    /// The viewer's note, if they saved one.
    note: Option<String>,
    /// The viewer has conditional lines in the game.
    has_lines: bool,
    /// Someone published an analysis of the game.
    any_published: bool,
    /// The game has a history to read (false only where the stamp says it has none).
    any_events: bool,
    newer_rules: bool,
    now: i64,
}

impl Play<'_> {
    /// Every hosted variant: the project's own, then Fairy-Stockfish's games.
    pub fn variants(&self) -> Vec<Arc<Variant>> {
        registry::hosted().cloned().collect()
    }

    /// How many variants are hosted.
    pub fn variant_count(&self) -> usize {
        registry::hosted().count()
    }

    /// The project's own variants, which the home page names one by one.
    pub fn own_variants(&self) -> Vec<Arc<Variant>> {
        registry::all().to_vec()
    }

    pub fn variant(&self, key: &str) -> Result<Arc<Variant>, AppError> {
        registry::get(key).ok_or_else(|| AppError::NotFound(crate::app::missing::variant(key)))
    }

    /// A game as seen by `viewer` (anyone may look), at `ply` or the current position,
    /// with the turn builder's `first` move chosen. Every position shown is read as
    /// stored; nothing is replayed.
    pub async fn game_view(
        &self,
        viewer: Option<&User>,
        id: i64,
        ply: Option<i64>,
        first: Option<&str>,
    ) -> Result<GameView, AppError> {
        let mut conn = self.conn().await?;
        let game = self.read_game(&mut conn, id).await?;
        let row = &game.row;
        let now = self.clock.now();
        let facts = storage::page_facts::read(
            &mut conn,
            &FactsOf {
                game_id: id,
                white: row.seat_id(Color::White),
                black: row.seat_id(Color::Black),
                viewer: viewer.map(|u| u.id),
                now,
            },
        )
        .await?;
        let on_vacation = match row.status {
            GameStatus::Active => [
                (Color::White, facts.white_away_until),
                (Color::Black, facts.black_away_until),
            ]
            .into_iter()
            .filter_map(|(color, until)| until.map(|u| (color, u)))
            .collect(),
            _ => Vec::new(),
        };
        let newer_rules =
            crate::app::rules::rulebook::newer_rules(&mut conn, &row.variant, &game.variant)
                .await?;
        let facts = ViewFacts {
            on_vacation,
            one_click: facts.one_click,
            note: facts.note,
            has_lines: facts.viewer_has_conditionals,
            any_published: facts.any_published_analysis,
            any_events: true,
            newer_rules,
            now,
        };
        let reads = self.reader(Some(conn));
        self.view_with(reads, game, facts, viewer, ply, first).await
    }

    /// The page of the game `stamp` read, as its viewer sees it: what `game_view` says,
    /// built from the read that made the page's tag (`viewed_game_stamp`, often kept
    /// from an earlier request) rather than a second read of the game and its facts.
    pub async fn game_view_of(
        &self,
        stamp: GameStamp,
        viewer: Option<&User>,
        ply: Option<i64>,
        first: Option<&str>,
    ) -> Result<GameView, AppError> {
        let mut reads = self.reader(None);
        let any_events = stamp.last_event.is_some();
        let game = stamp.game;
        let note = match (viewer, stamp.own_note) {
            (Some(u), Some(_)) => storage::notes::of_player(reads.conn().await?, game.row.id, u.id)
                .await?
                .map(|(body, _)| body),
            _ => None,
        };
        let facts = ViewFacts {
            on_vacation: stamp.on_vacation,
            one_click: stamp.one_click,
            note,
            has_lines: stamp.own_lines.0 > 0,
            any_published: stamp.published.0 > 0,
            any_events,
            newer_rules: stamp.newer_rules,
            now: stamp.now,
        };
        self.view_with(reads, game, facts, viewer, ply, first).await
    }

    /// The page of `game` with `facts`: the lists it shows are read through `reads`,
    /// the usually empty ones only when the facts say they are not.
    async fn view_with(
        &self,
        mut reads: Reader,
        game: GameRecord,
        facts: ViewFacts,
        viewer: Option<&User>,
        ply: Option<i64>,
        first: Option<&str>,
    ) -> Result<GameView, AppError> {
        game.may_watch(viewer)?;
        let row = &game.row;
        let id = row.id;
        let now = facts.now;
        let (moves, events) = reads.moves_and_events(id, facts.any_events).await?;
        let Shown {
            position,
            ply: shown_ply,
            last_squares,
        } = shown_position(&mut reads, &game, ply).await?;
        let stalled_days = self.rules.stalled_days;
        // Everything is done to the current position: an earlier one is only looked at.
        let actions = match viewer {
            Some(u) if shown_ply == row.ply => Actions::for_viewer(&game, u, now, stalled_days),
            _ => Actions::default(),
        };
        let one_click = actions.play && facts.one_click;
        let conditional_lines = match viewer {
            Some(u)
                if shown_ply == row.ply && row.status == GameStatus::Active && facts.has_lines =>
            {
                storage::conditionals::of_player(reads.conn().await?, id, u.id)
                    .await?
                    .iter()
                    .filter(|r| r.ply == row.ply)
                    .map(ConditionalLine::from_row)
                    .collect()
            }
            _ => Vec::new(),
        };
        let note = match viewer {
            Some(u) if game.may_keep_note(u).is_ok() => Some(facts.note.unwrap_or_default()),
            _ => None,
        };
        let public_analyses = match facts.any_published {
            true => storage::analysis::published(reads.conn().await?, id)
                .await?
                .into_iter()
                .filter(|(owner, _)| game.may_read_analysis(None, *owner, true).is_ok())
                .collect(),
            false => Vec::new(),
        };
        let ratings = match row.rated && row.status == GameStatus::Finished {
            true => storage::ratings::of_game(reads.conn().await?, id)
                .await?
                .into_iter()
                .map(GameRating::from)
                .collect(),
            false => Vec::new(),
        };
        reads.release();
        // Free play has no legal turns to build from: the player writes the move.
        let builder = (actions.play && game.variant.rules_enforced())
            .then(|| turn_builder::build(&position, first, one_click));
        let (history, conversation) = history::lines(&events);
        let conversation = match game.may_read_conversation(viewer) {
            true => conversation,
            false => Vec::new(),
        };
        Ok(GameView {
            public_analyses,
            ratings,
            builder,
            conditional_lines,
            note,
            newer_rules: facts.newer_rules,
            viewer_color: viewer.and_then(|u| row.color_of(u.id)),
            stalled_claim_from: game.stalled_claim_from(stalled_days),
            position,
            shown_ply,
            moves: moves.into_iter().map(Move::from).collect(),
            last_squares,
            actions,
            now,
            history,
            conversation,
            may_talk: viewer.is_some_and(|u| game.may_talk(u).is_ok()),
            on_vacation: facts.on_vacation,
            game,
        })
    }

    /// The position a board picture of game `id` shows: after `ply` turns, or the
    /// current one; to whoever may see the game's page (`GameRecord::may_watch`), and
    /// whether everyone may (a picture anyone may see may be kept by any cache).
    pub async fn board_shot(
        &self,
        viewer: Option<&User>,
        id: i64,
        ply: Option<i64>,
    ) -> Result<(Shown, bool), AppError> {
        let mut conn = self.conn().await?;
        let game = self.read_game(&mut conn, id).await?;
        game.may_watch(viewer)?;
        let public = game.may_watch(None).is_ok();
        let shown = shown_position(&mut self.reader(Some(conn)), &game, ply).await?;
        Ok((shown, public))
    }

    /// The position a mail to a player of game `id` draws: after `ply` turns.
    pub async fn board_for_mail(&self, id: i64, ply: i64) -> Result<Shown, AppError> {
        let mut conn = self.conn().await?;
        let game = self.read_game(&mut conn, id).await?;
        shown_position(&mut self.reader(Some(conn)), &game, Some(ply)).await
    }

    /// A player's games, sorted as the "my games" page lists them.
    pub async fn my_games(&self, user: &User) -> Result<MyGames, AppError> {
        let stamp = self.my_games_stamp(user).await?;
        self.my_games_listed(user, stamp).await
    }

    /// `user`'s games as `stamp` read them, sorted as the "my games" page lists them: the
    /// page shows exactly what its tag was computed from.
    pub async fn my_games_listed(
        &self,
        user: &User,
        stamp: MyGamesStamp,
    ) -> Result<MyGames, AppError> {
        let MyGamesStamp { rows, away } = stamp;
        let mut out = MyGames {
            away: away.into_iter().collect(),
            ..MyGames::default()
        };
        // A connection is taken only for a definition this process has not compiled yet.
        let mut reads = self.reader(None);
        for row in rows {
            let game = crate::app::rules::rulebook::record_of(&mut reads, row).await?;
            match game.status() {
                GameStatus::Invited => out.invitations.push(game),
                GameStatus::Finished => out.finished.push(game),
                GameStatus::Declined | GameStatus::Withdrawn => {}
                GameStatus::Active => {
                    if game.row.color_of(user.id) == Some(game.to_move) {
                        out.my_move.push(game)
                    } else {
                        out.their_move.push(game)
                    }
                }
            }
        }
        Ok(out)
    }
}
