//! Turns an `app::games::GameView` into the game page: board, move list, legal turns
//! grouped by piece, the click-to-move data, and which buttons the viewer gets.

use super::board::{self, BoardOptions};
use super::templates::{GamePage, MoveLink, MoveListRow, Nav, OfferControls, TurnGroup};
use crate::app::clocks::{TimeControl, clock_lines};
use crate::app::games::{GameView, winner};
use crate::app::moves::result_text;
use crate::app::{User, parse_color};
use crate::calendar::format_utc;
use pigeonpost_engine::{Color, Position};

/// What the viewer typed and was told, when a move is refused.
pub struct Submission {
    pub text: String,
    pub error: String,
}

pub fn build(
    view: &GameView,
    viewer: Option<&User>,
    nav: Nav,
    flip: bool,
    submission: Option<Submission>,
) -> GamePage {
    let row = &view.row;
    let white = row
        .white_name
        .clone()
        .unwrap_or_else(|| "(open seat)".into());
    let black = row
        .black_name
        .clone()
        .unwrap_or_else(|| "(open seat)".into());
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

    let result = (row.status == "finished").then(|| {
        result_text(
            winner(row),
            row.reason.as_deref().unwrap_or("unknown"),
            &white,
            &black,
        )
    });
    let to_move = view.position.side_to_move();
    let status_text = match row.status.as_str() {
        "invited" => invitation_status(view),
        "declined" => "The invitation was declined.".to_string(),
        "withdrawn" => "The invitation was withdrawn.".to_string(),
        "finished" => "The game is over.".to_string(),
        _ if view.viewer_to_move() => format!("Your move ({to_move})."),
        _ => {
            let name = if to_move == Color::White {
                &white
            } else {
                &black
            };
            format!("{} to move ({name}).", capitalise(&to_move.to_string()))
        }
    };

    let can_move = view.viewer_to_move();
    let (turn_groups, turns_json) = if can_move {
        legal_turns(&view.position)
    } else {
        (Vec::new(), "[]".into())
    };
    let me = viewer.map(|u| u.id);
    let invited = row.status == "invited";
    let addressed = row.invitee_id.is_some() && row.invitee_id == me;
    let open = row.invitee_id.is_none() && row.invite_email.is_none();
    let (text, error) = match submission {
        Some(s) => (s.text, Some(s.error)),
        None => (String::new(), None),
    };
    GamePage {
        id: row.id,
        variant_key: view.variant.key().to_string(),
        variant_name: view.variant.name().to_string(),
        defs: board::PIECE_DEFS,
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
        can_accept: invited && me.is_some() && me != Some(row.creator_id) && (addressed || open),
        can_decline: invited && addressed,
        can_withdraw: invited && me == Some(row.creator_id),
        can_resign: row.status == "active" && view.viewer_color.is_some(),
        can_abort: row.status == "active" && view.viewer_color.is_some() && row.ply < 2,
        invite_token: String::new(),
        time_control: TimeControl::from_row(row).describe(),
        clock_lines: clock_lines(row, to_move, view.now),
        offers: offer_controls(view, &white, &black),
        history: view.history.clone(),
        white,
        black,
        nav,
    }
}

/// What stands between the players and what the viewer may do about it.
fn offer_controls(view: &GameView, white: &str, black: &str) -> OfferControls {
    let row = &view.row;
    let mut c = OfferControls::default();
    if row.status != "active" {
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
    let to_move = view.position.side_to_move();
    let draw_by = row.draw_offer_by.as_deref().and_then(parse_color);
    let takeback_by = row.takeback_by.as_deref().and_then(parse_color);
    match draw_by {
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
    match takeback_by {
        Some(by) if Some(by) == me => c.notices.push(format!(
            "You asked to take back {last}; waiting for {}.",
            name(by.opposite())
        )),
        Some(by) => c
            .notices
            .push(format!("{} asks to take back {last}.", name(by))),
        None => {}
    }
    let Some(me) = me else {
        return c;
    };
    c.offer_draw = draw_by.is_none();
    c.answer_draw = draw_by == Some(me.opposite());
    // The player who made the last turn is the one not to move.
    c.request_takeback = takeback_by.is_none() && row.ply > 0 && to_move != me;
    c.answer_takeback = takeback_by == Some(me.opposite());
    if let Some(from) = view.stalled_claim_from
        && to_move != me
    {
        if view.now >= from {
            c.claim_win = true;
        } else {
            c.notices.push(format!(
                "If {} has not moved by {}, you may claim the win.",
                name(me.opposite()),
                format_utc(from)
            ));
        }
    }
    c
}

fn invitation_status(view: &GameView) -> String {
    let row = &view.row;
    let for_whom = match (&row.invitee_name, &row.invite_email) {
        (Some(name), _) => format!("for {name}"),
        (None, Some(_)) => "sent by email".to_string(),
        _ => "open to anyone".to_string(),
    };
    format!(
        "An invitation from {}, {for_whom}, waiting for an answer.",
        row.creator_name
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
    let start_black = view.row.start_fen.split_whitespace().nth(1) == Some("b");
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
