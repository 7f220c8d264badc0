//! Turns an `app::games::GameView` into the game page: board, move list, legal turns
//! grouped by piece, the click-to-move data, and which buttons the viewer gets.

use super::board::{self, BoardOptions};
use super::templates::{GamePage, MoveLink, MoveListRow, Nav, OfferControls, TurnGroup};
use crate::app::clocks::span;
use crate::app::games::GameView;
use crate::app::record::{GameRecord, GameStatus};
use crate::app::shared::result_text;
use crate::calendar::format_utc;
use pigeonpost_engine::{Color, Position};

/// What the viewer typed and was told, when a move is refused.
pub struct Submission {
    pub text: String,
    pub error: String,
}

pub fn build(view: &GameView, nav: Nav, flip: bool, submission: Option<Submission>) -> GamePage {
    let row = view.row();
    let seat = |c: Color| {
        row.seat(c)
            .map(|p| p.name.clone())
            .unwrap_or_else(|| "(open seat)".into())
    };
    let (white, black) = (seat(Color::White), seat(Color::Black));
    // Players see the board from their side; `flip` turns it round.
    let flipped = (view.viewer_color == Some(Color::Black)) != flip;
    let checked = view.position.checked_kings();
    let board_svg = board::board_svg(
        &view.position,
        &BoardOptions {
            flipped,
            last_squares: &view.last_squares,
            checked: &checked,
        },
    );
    let mut flip_link = format!("/games/{}?", row.id);
    if !view.is_current() {
        flip_link.push_str(&format!("ply={}&", view.shown_ply));
    }
    if !flip {
        flip_link.push_str("flip=1");
    }
    let flip_link = flip_link.trim_end_matches(['?', '&']).to_string();

    let result = (row.status == GameStatus::Finished).then(|| {
        result_text(
            row.winner,
            row.reason.as_deref().unwrap_or("unknown"),
            &white,
            &black,
        )
    });
    let to_move = view.position.side_to_move();
    let actions = &view.actions;
    let status_text = match row.status {
        GameStatus::Invited => invitation_status(&view.game),
        GameStatus::Declined => "The invitation was declined.".to_string(),
        GameStatus::Withdrawn => "The invitation was withdrawn.".to_string(),
        GameStatus::Finished => "The game is over.".to_string(),
        GameStatus::Active if actions.move_now => format!("Your move ({to_move})."),
        GameStatus::Active => {
            let name = if to_move == Color::White {
                &white
            } else {
                &black
            };
            format!("{} to move ({name}).", capitalise(&to_move.to_string()))
        }
    };

    let can_move = actions.move_now;
    let (turn_groups, turns_json) = if can_move {
        legal_turns(&view.position)
    } else {
        (Vec::new(), "[]".into())
    };
    let (text, error) = match submission {
        Some(s) => (s.text, Some(s.error)),
        None => (String::new(), None),
    };
    GamePage {
        id: row.id,
        variant_key: view.variant().key().to_string(),
        variant_name: view.variant().name().to_string(),
        board_svg,
        flip_link,
        shown_ply: view.shown_ply,
        ply: row.ply,
        is_current: view.is_current(),
        status_text,
        result,
        rows: move_rows(view),
        reserve_white: board::reserve(&view.position, Color::White),
        reserve_black: board::reserve(&view.position, Color::Black),
        can_move,
        move_text: text,
        error,
        turn_count: turn_groups.iter().map(|g| g.turns.len()).sum(),
        turn_groups,
        turns_json,
        can_accept: actions.accept,
        can_decline: actions.decline,
        can_withdraw: actions.withdraw,
        can_resign: actions.resign,
        can_abort: actions.abort,
        invite_token: String::new(),
        time_control: row.time_control.describe(),
        clock_lines: clock_lines(&view.game, view.now),
        offers: offer_controls(view, &white, &black),
        history: view.history.clone(),
        white,
        black,
        nav,
    }
}

/// What stands between the players, and the offer buttons the record allows the viewer.
fn offer_controls(view: &GameView, white: &str, black: &str) -> OfferControls {
    let row = view.row();
    let actions = &view.actions;
    let mut c = OfferControls {
        offer_draw: actions.offer_draw,
        answer_draw: actions.answer_draw,
        request_takeback: actions.request_takeback,
        answer_takeback: actions.answer_takeback,
        claim_win: actions.claim_win,
        ..OfferControls::default()
    };
    if row.status != GameStatus::Active {
        return c;
    }
    let name = |color: Color| if color == Color::White { white } else { black };
    for &(color, until) in &view.on_vacation {
        c.notices.push(format!(
            "{} is on vacation until {}: their clock is stopped.",
            name(color),
            format_utc(until)
        ));
    }
    let me = view.viewer_color;
    match row.draw_offer_by {
        Some(by) if Some(by) == me => c.notices.push(format!(
            "You offered a draw; it stands until {} answers or moves.",
            name(by.opposite())
        )),
        Some(by) => c.notices.push(format!("{} offers a draw.", name(by))),
        None => {}
    }
    let last = view
        .moves
        .last()
        .map(|m| m.canonical.as_str())
        .unwrap_or("");
    match row.takeback_by {
        Some(by) if Some(by) == me => c.notices.push(format!(
            "You asked to take back {last}; waiting for {}.",
            name(by.opposite())
        )),
        Some(by) => c
            .notices
            .push(format!("{} asks to take back {last}.", name(by))),
        None => {}
    }
    if let (Some(me), Some(from)) = (me, view.stalled_claim_from)
        && view.game.to_move != me
        && view.now < from
    {
        c.notices.push(format!(
            "If {} has not moved by {}, you may claim the win.",
            name(me.opposite()),
            format_utc(from)
        ));
    }
    c
}

/// What the page says about the clocks of a game in progress at `now`.
fn clock_lines(game: &GameRecord, now: i64) -> Vec<String> {
    let row = &game.row;
    let mut lines = Vec::new();
    if row.status != GameStatus::Active {
        return lines;
    }
    if let (Some(w), Some(b)) = (row.clock.white_bank, row.clock.black_bank) {
        lines.push(format!("White has {} in the bank.", span(w)));
        lines.push(format!("Black has {} in the bank.", span(b)));
    }
    if let Some(deadline) = row.clock.deadline {
        let who = capitalise(&game.to_move.to_string());
        lines.push(format!(
            "{who} must move within {} (deadline {}).",
            span(deadline - now),
            format_utc(deadline)
        ));
    }
    lines
}

fn invitation_status(game: &GameRecord) -> String {
    let row = &game.row;
    let for_whom = match (&row.invitee, &row.invite_email) {
        (Some(p), _) => format!("for {}", p.name),
        (None, Some(_)) => "sent by email".to_string(),
        _ => "open to anyone".to_string(),
    };
    format!(
        "An invitation from {}, {for_whom}, waiting for an answer.",
        row.creator.name
    )
}

fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(first) => first.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

/// The move list in rows of (White's turn, Black's turn), each linking to its position.
fn move_rows(view: &GameView) -> Vec<MoveListRow> {
    // Ply parity tells whose turn it was; the start position says who began.
    let start_black = view.row().start_fen.split_whitespace().nth(1) == Some("b");
    let mut rows: Vec<MoveListRow> = Vec::new();
    for m in &view.moves {
        let index = m.ply - 1 + i64::from(start_black);
        let number = index / 2 + 1;
        let link = MoveLink {
            ply: m.ply,
            text: m.canonical.clone(),
            shown: m.ply == view.shown_ply,
        };
        let white_turn = index % 2 == 0;
        if white_turn || rows.last().is_none_or(|r| r.number != number) {
            rows.push(MoveListRow {
                number,
                white: None,
                black: None,
            });
        }
        if let Some(last) = rows.last_mut() {
            if white_turn {
                last.white = Some(link)
            } else {
                last.black = Some(link)
            }
        }
    }
    rows
}

/// The legal turns grouped by the piece that starts them, and the same turns as JSON for
/// `board.js`: `[{"from": "e2" | null, "to": "e4", "text": "P e2-e4"}]`.
fn legal_turns(position: &Position) -> (Vec<TurnGroup>, String) {
    let g = position.variant().geometry();
    let mut groups: Vec<TurnGroup> = Vec::new();
    let mut json = Vec::new();
    for turn in position.legal_turns() {
        let text = position.turn_text(&turn);
        let Some(first) = turn.first() else {
            continue;
        };
        let (from, (tf, tr)) = position.move_squares(first);
        let heading = match from {
            Some((f, r)) => match position.piece_at(f, r) {
                Some(p) => format!("{} {}", p.name, g.square_name(f, r)),
                None => g.square_name(f, r),
            },
            None => "Drops".to_string(),
        };
        json.push(serde_json::json!({
            "from": from.map(|(f, r)| g.square_name(f, r)),
            "to": g.square_name(tf, tr),
            "text": text,
        }));
        match groups.iter_mut().find(|grp| grp.heading == heading) {
            Some(grp) => grp.turns.push(text),
            None => groups.push(TurnGroup {
                heading,
                turns: vec![text],
            }),
        }
    }
    // Escape "<" so a label can never close the script element.
    let json = serde_json::Value::Array(json)
        .to_string()
        .replace('<', "\\u003c");
    (groups, json)
}
