//! App values turned into the API's documents (`model`): a game as `App::game_view`
//! gives it to the game page, the "my games" list as `App::my_games` gives it. Nothing is
//! decided here; what the caller may do comes from the record's predicates
//! (`app::play::games::Actions`).

use super::model::{
    Actions, Clocks, Game, GameList, GameResult, GameSummary, GameVariant, LegalTurns, MovePlayed,
    Offers, RatingChangeView, Side, Status, TimeControlInfo, TimeControlKind,
};
use crate::app::play::games::{GameView, MyGames};
use crate::app::rules::clock_rules::ClockRules;
use crate::app::rules::record::{self, GameRecord, GameStatus, TimeControl};
use crate::app::rules::turn_builder::TurnBuilder;
use pigeonpost_engine::{Color, Position};

pub fn side(c: Color) -> Side {
    match c {
        Color::White => Side::White,
        Color::Black => Side::Black,
    }
}

fn status(s: GameStatus) -> Status {
    match s {
        GameStatus::Invited => Status::Invited,
        GameStatus::Active => Status::Active,
        GameStatus::Finished => Status::Finished,
        GameStatus::Declined => Status::Declined,
        GameStatus::Withdrawn => Status::Withdrawn,
    }
}

fn name(row: &record::Game, c: Color) -> Option<String> {
    row.seat(c).map(|p| p.name.clone())
}

fn result(row: &record::Game) -> Option<GameResult> {
    let (reason, text) = row.result()?;
    Some(GameResult {
        winner: row.winner.map(side),
        text,
        reason: reason.to_string(),
    })
}

fn time_control(tc: &TimeControl) -> TimeControlInfo {
    let (kind, days, increment, cap, grace) = match *tc {
        TimeControl::Untimed => (TimeControlKind::None, None, None, None, 0),
        TimeControl::PerMove { days, grace } => {
            (TimeControlKind::Move, Some(days), None, None, grace)
        }
        TimeControl::Bank {
            days,
            increment,
            cap,
            grace,
        } => (
            TimeControlKind::Bank,
            Some(days),
            Some(increment),
            cap,
            grace,
        ),
    };
    TimeControlInfo {
        kind,
        description: tc.describe(),
        days,
        increment_seconds: increment,
        cap_seconds: cap,
        grace_seconds: grace,
    }
}

fn legal(b: &TurnBuilder, position: &Position) -> LegalTurns {
    let firsts: Vec<String> = b.firsts.iter().map(|p| p.text.clone()).collect();
    let mut turns = if b.single_moves && b.firsts.iter().any(|p| p.wall_follows) {
        // The builder lists a move a wall follows once, without its wall; the API lists
        // the whole turns, each move with every wall it may put down.
        position
            .legal_turns()
            .iter()
            .filter(|t| !t.is_pass())
            .map(|t| position.turn_text(t))
            .collect()
    } else if b.single_moves {
        firsts.clone()
    } else {
        b.chosen
            .as_ref()
            .map(|c| c.completions.turns.iter().map(|t| t.text.clone()).collect())
            .unwrap_or_default()
    };
    // A pass is a turn without a move: no first move begins it.
    turns.extend(b.moveless.iter().cloned());
    LegalTurns {
        single_moves: b.single_moves,
        firsts,
        chosen: b.chosen.as_ref().map(|c| c.first.text.clone()),
        turns,
    }
}

/// The game as `view` shows it to its viewer.
pub fn game(view: &GameView) -> Game {
    let row = view.row();
    Game {
        id: row.id,
        status: status(row.status),
        variant: GameVariant {
            key: row.variant.clone(),
            name: view.variant().name().to_string(),
            rules_version: view.variant().definition_hash().to_string(),
            rules_enforced: view.variant().rules_enforced(),
            newer_rules: view.newer_rules,
        },
        white: name(row, Color::White),
        black: name(row, Color::Black),
        creator: row.creator.name.clone(),
        your_side: view.viewer_color.map(side),
        start_position: row.start_fen.clone(),
        position: view.position.fen(),
        ply: row.ply,
        to_move: side(view.game.to_move),
        moves: view
            .moves
            .iter()
            .map(|m| MovePlayed {
                ply: m.ply,
                canonical: m.canonical.clone(),
                abbreviated: m.san.clone(),
                comment: m.comment.clone(),
                played_at: m.created_at,
            })
            .collect(),
        legal: view.builder.as_ref().map(|b| legal(b, &view.position)),
        clocks: Clocks {
            time_control: time_control(&row.time_control),
            white_bank: row.clock.white_bank,
            black_bank: row.clock.black_bank,
            turn_started_at: row.clock.turn_started_at,
            deadline: row.clock.deadline,
            stalled_claim_from: view.stalled_claim_from,
        },
        offers: Offers {
            draw_offered_by: row.draw_offer_by.map(side),
            takeback_requested_by: row.takeback_by.map(side),
            win_reported_by: row.win_report_by.map(side),
        },
        result: result(row),
        actions: Actions(view.actions),
        private: row.hidden_by.any(),
        rated: row.rated,
        ratings: view
            .ratings
            .iter()
            .map(|r| RatingChangeView {
                side: side(r.color),
                before: r.before,
                after: r.after,
                provisional: r.provisional,
            })
            .collect(),
        conversation: view.conversation.iter().map(|l| l.text()).collect(),
    }
}

fn summary(game: &GameRecord, viewer: i64) -> GameSummary {
    let row = &game.row;
    let mine = row.color_of(viewer);
    GameSummary {
        id: row.id,
        status: status(row.status),
        variant_key: row.variant.clone(),
        variant_name: game.variant.name().to_string(),
        white: name(row, Color::White),
        black: name(row, Color::Black),
        your_side: mine.map(side),
        ply: row.ply,
        to_move: side(game.to_move),
        your_move: row.status == GameStatus::Active && mine == Some(game.to_move),
        deadline: row.clock.deadline,
        result: result(row),
    }
}

/// The list in its order: awaiting the viewer (soonest deadline first, untimed last),
/// awaiting the opponent, invitations, finished.
pub fn game_list(mut games: MyGames, viewer: i64) -> GameList {
    games
        .my_move
        .sort_by_key(|g| (g.row.clock.deadline.is_none(), g.row.clock.deadline));
    let all = games
        .my_move
        .iter()
        .chain(&games.their_move)
        .chain(&games.invitations)
        .chain(&games.finished);
    GameList {
        games: all.map(|g| summary(g, viewer)).collect(),
    }
}
