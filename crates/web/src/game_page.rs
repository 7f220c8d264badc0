//! Turns an `app::play::games::GameView` into the game page: board, move list, the turn
//! builder (`turn_builder`), and which buttons the viewer gets. A past position is only
//! looked at: it says whose move it was then and offers nothing to do.

use super::board::{self, BoardOptions};
use super::templates::{GamePage, MoveLink, MoveListRow, Nav, OfferControls, PrivacyChoices};
use super::turn_builder::{OnPage, field_text};
use crate::app::play::games::GameView;
use crate::app::rules::clock_rules::ClockRules;
use crate::app::rules::history::HistoryLine;
use crate::app::rules::move_messages::MAX_MESSAGE;
use crate::app::rules::record::{GameRecord, GameStatus};
use pigeonpost_engine::Color;

/// What the viewer typed and was told, when a move is refused.
pub struct Submission {
    pub text: String,
    pub message: String,
    pub error: String,
}

/// How the viewer asked to see the page.
#[derive(Default)]
pub struct Shown {
    /// Turn the board round.
    pub flip: bool,
    /// The action to confirm ("resign", "abort").
    pub confirm: Option<String>,
    /// A turn to put in the move field (a turn builder link).
    pub typed: Option<String>,
    /// The whole move list, not only its latest turns.
    pub all_moves: bool,
    /// The viewer's report was just sent: say so.
    pub reported: bool,
}

/// Turns (rows of the move list) shown when the list is folded. A long game's page
/// would otherwise grow with every move (a Tandem-84 turn is about 100 bytes).
const LATEST_TURNS: usize = 20;

pub fn build(view: &GameView, nav: Nav, shown: Shown, submission: Option<Submission>) -> GamePage {
    let tr = nav.tr;
    let flip = shown.flip;
    let (rows, earlier_turns) = shown_rows(view, shown.all_moves);
    let row = view.row();
    // A seat waiting for a named player or address shows whom; an open invitation's
    // seat is open.
    let waiting_for = row
        .invitee
        .as_ref()
        .map(|p| p.name.clone())
        .or_else(|| row.invite_email.clone())
        .map(|who| tr.t1("game-seat-invited", "name", who));
    let seat = |c: Color| {
        row.seat(c)
            .map(|p| p.name.clone())
            .or_else(|| waiting_for.clone())
            .unwrap_or_else(|| tr.t("game-seat-open"))
    };
    let (white, black) = (seat(Color::White), seat(Color::Black));
    // Players see the board from their side; `flip` turns it round.
    let flipped = (view.viewer_color == Some(Color::Black)) != flip;
    // With a first move chosen, the board shows the position part-way through the turn.
    let (drawn, first_squares) = super::turn_builder::drawn(&view.position, view.builder.as_ref());
    let last_squares = first_squares.unwrap_or_else(|| view.last_squares.clone());
    let checked = board::checked(drawn);
    let board_svg = board::board_svg(
        drawn,
        &BoardOptions {
            flipped,
            last_squares: &last_squares,
            checked: &checked,
            sheet: board::Sheet::Linked,
            words: crate::board_words::BoardWords::of(tr),
        },
    );
    let words = super::position_text::describe(drawn, tr);
    let at = |ply: i64| match ply == row.ply {
        true => format!("/games/{}", row.id),
        false => format!("/games/{}?ply={ply}", row.id),
    };
    let previous_link = (view.shown_ply > 0).then(|| at(view.shown_ply - 1));
    let next_link = (view.shown_ply < row.ply).then(|| at(view.shown_ply + 1));
    let last_move = last_move_words(view, tr);
    let mut flip_link = format!("/games/{}?", row.id);
    if !view.is_current() {
        flip_link.push_str(&format!("ply={}&", view.shown_ply));
    }
    if !flip {
        flip_link.push_str("flip=1");
    }
    let flip_link = flip_link.trim_end_matches(['?', '&']).to_string();

    let result = row.result_in(tr).map(|(_, text)| text);
    let to_move = view.position.side_to_move();
    let actions = &view.actions;
    let name = match to_move {
        Color::White => white.as_str(),
        Color::Black => black.as_str(),
    };
    let side = to_move.name();
    let status_text = match row.status {
        _ if !view.is_current() => tr.with(
            "game-status-past",
            [
                ("ply", view.shown_ply.to_string().into()),
                ("side", side.into()),
                ("name", name.into()),
            ],
        ),
        GameStatus::Invited => invitation_status(&view.game, tr),
        GameStatus::Declined => tr.t("game-status-declined"),
        GameStatus::Withdrawn => tr.t("game-status-withdrawn"),
        GameStatus::Finished => tr.t("game-status-over"),
        GameStatus::Active if actions.play => tr.t1("game-status-your-move", "side", side),
        GameStatus::Active => tr.t2("game-status-to-move", ("side", side), ("name", name)),
    };

    let send_label = tr.t("game-send");
    let on_page = OnPage {
        href: &format!("/games/{}", row.id),
        send_label: &send_label,
        tr,
    };
    let builder = view
        .builder
        .as_ref()
        .map(|b| super::turn_builder::view(&on_page, &view.position, b));
    // The field holds what was refused, or the turn a link built, or the chosen first
    // move ready for its second.
    let (text, message, error) = match submission {
        Some(s) => (s.text, s.message, Some(s.error)),
        None => (
            field_text(builder.as_ref(), shown.typed.as_deref()),
            String::new(),
            None,
        ),
    };
    let confirm = shown.confirm.as_deref();
    GamePage {
        id: row.id,
        rated: row.rated,
        rating_lines: view
            .ratings
            .iter()
            .map(|r| (row.name(r.color).to_string(), r.words()))
            .collect(),
        variant_key: row.variant.clone(),
        variant_name: crate::app::rules::shared::name_in(tr, &row.variant, view.variant().name()),
        // The first 12 hex digits, as the variant pages show a version.
        rules_version: crate::hex::lower(&view.variant().definition_hash().0[..6]),
        newer_rules: view.newer_rules,
        free_play: !view.variant().rules_enforced(),
        pgn: matches!(row.status, GameStatus::Active | GameStatus::Finished),
        public_analyses: view.public_analyses.clone(),
        conditional_lines: view
            .conditional_lines
            .iter()
            .map(|l| (l.id, l.words(tr)))
            .collect(),
        note: view.note.clone(),
        board_svg,
        words,
        last_move,
        previous_link,
        next_link,
        flip_link,
        shown_ply: view.shown_ply,
        ply: row.ply,
        is_current: view.is_current(),
        status_text,
        result,
        rows,
        earlier_turns,
        reserves: board::reserves(drawn, flipped, tr),
        actions: *actions,
        move_text: text,
        message_text: message,
        message_max: MAX_MESSAGE,
        error,
        builder,
        confirm_resign: confirm == Some("resign") && actions.resign,
        confirm_abort: confirm == Some("abort") && actions.abort,
        reported: shown.reported,
        invite_token: String::new(),
        time_control: row.time_control.describe_in(tr),
        clock_lines: if view.is_current() {
            clock_lines(&view.game, view.now, &nav)
        } else {
            Vec::new()
        },
        offers: offer_controls(view, &white, &black, &nav),
        history: shown_lines(&view.history, &nav),
        conversation: shown_lines(&view.conversation, &nav),
        can_talk: view.may_talk,
        line_max: crate::app::play::conversation::MAX_LINE,
        private_by: match Color::BOTH.map(|c| row.hidden_by.has(c).then(|| row.name(c))) {
            [Some(w), Some(b)] => tr.t2("names-two", ("first", w), ("second", b)),
            [Some(one), None] | [None, Some(one)] => one.to_string(),
            [None, None] => String::new(),
        },
        privacy: view.viewer_color.map(|c| PrivacyChoices {
            private: row.hidden_by.has(c),
            talk_shown: row.talk_shown_by.has(c),
            other_shows_talk: row.talk_shown_by.has(c.opposite()),
        }),
        live: None,
        preview: None,
        white,
        black,
        nav,
    }
}

/// What stands between the players (the buttons are the viewer's `actions`).
fn offer_controls(view: &GameView, white: &str, black: &str, reader: &Nav) -> OfferControls {
    let row = view.row();
    let mut c = OfferControls::default();
    if row.status != GameStatus::Active || !view.is_current() {
        return c;
    }
    let tr = reader.tr;
    let name = |color: Color| if color == Color::White { white } else { black };
    for &(color, until) in &view.on_vacation {
        c.notices.push(tr.t2(
            "game-on-vacation",
            ("name", name(color)),
            ("until", reader.when(until)),
        ));
    }
    let me = view.viewer_color;
    let notice = |id: &str, by: Color| tr.t1(id, "name", name(by));
    match row.draw_offer_by {
        Some(by) if Some(by) == me => c
            .notices
            .push(notice("game-draw-offered-by-you", by.opposite())),
        Some(by) => c.notices.push(notice("game-draw-offered", by)),
        None => {}
    }
    match row.win_report_by {
        Some(by) if Some(by) == me => c
            .notices
            .push(notice("game-win-reported-by-you", by.opposite())),
        Some(by) => c.notices.push(notice("game-win-reported", by)),
        None => {}
    }
    let last = view
        .moves
        .last()
        .map(|m| m.canonical.as_str())
        .unwrap_or("");
    match row.takeback_by {
        Some(by) if Some(by) == me => c.notices.push(tr.t2(
            "game-takeback-asked-by-you",
            ("move", last),
            ("name", name(by.opposite())),
        )),
        Some(by) => {
            c.notices
                .push(tr.t2("game-takeback-asked", ("name", name(by)), ("move", last)))
        }
        None => {}
    }
    if let (Some(me), Some(from)) = (me, view.stalled_claim_from)
        && view.game.to_move != me
        && view.now < from
    {
        c.notices.push(tr.t2(
            "game-may-claim-from",
            ("name", name(me.opposite())),
            ("from", reader.when(from)),
        ));
    }
    c
}

/// What the page says about the clocks of a game in progress at `now`: the only text of
/// the page that changes with the wall clock, so the page's tag hashes it
/// (`web::freshness`).
pub(crate) fn clock_lines(game: &GameRecord, now: i64, reader: &Nav) -> Vec<String> {
    let row = &game.row;
    let tr = reader.tr;
    let mut lines = Vec::new();
    if row.status != GameStatus::Active {
        return lines;
    }
    let side = |c: Color| if c == Color::White { "white" } else { "black" };
    if let (Some(w), Some(b)) = (row.clock.white_bank, row.clock.black_bank) {
        for (c, bank) in [(Color::White, w), (Color::Black, b)] {
            lines.push(tr.t2("clock-bank", ("side", side(c)), ("left", tr.duration(bank))));
        }
    }
    if let Some(deadline) = row.clock.deadline {
        lines.push(tr.with(
            "clock-deadline",
            [
                ("side", side(game.to_move).into()),
                ("left", tr.duration(deadline - now).into()),
                ("deadline", reader.when(deadline).into()),
            ],
        ));
    }
    lines
}

fn invitation_status(game: &GameRecord, tr: pigeonpost_i18n::Tr) -> String {
    let row = &game.row;
    let creator = row.creator.name.as_str();
    match (&row.invitee, &row.invite_email) {
        (Some(p), _) => tr.t2(
            "game-status-invitation-for",
            ("creator", creator),
            ("name", p.name.as_str()),
        ),
        (None, Some(_)) => tr.t1("game-status-invitation-mailed", "creator", creator),
        _ => tr.t1("game-status-invitation-open", "creator", creator),
    }
}

/// A line of the history or the conversation as the page shows it: on the reader's
/// clock and in their words.
pub struct ShownLine {
    pub when: String,
    pub ply: i64,
    pub text: String,
}

fn shown_lines(lines: &[HistoryLine], reader: &Nav) -> Vec<ShownLine> {
    lines
        .iter()
        .map(|l| ShownLine {
            when: reader.when(l.at),
            ply: l.ply,
            text: l.text_in(reader.tr, &reader.zone),
        })
        .collect()
}

/// The rows of the move list to show, and how many earlier ones are folded away: the
/// latest `LATEST_TURNS`, unless the viewer asked for all or is looking at a position
/// among the earlier ones.
/// The turn that led to the shown position, in both notations where they differ.
fn last_move_words(view: &GameView, tr: pigeonpost_i18n::Tr) -> Option<String> {
    let ply = usize::try_from(view.shown_ply).ok()?.checked_sub(1)?;
    let m = view.moves.get(ply)?;
    let mover = view.position.side_to_move().opposite();
    let number = crate::app::rules::shared::move_number(m.ply, mover);
    let values = [
        ("side", mover.name().into()),
        ("number", number.into()),
        ("move", m.canonical.as_str().into()),
        ("san", m.san.as_str().into()),
    ];
    Some(match m.san != m.canonical {
        true => tr.with("game-last-move-abbreviated", values),
        false => tr.with("game-last-move", values),
    })
}

fn shown_rows(view: &GameView, all: bool) -> (Vec<MoveListRow>, usize) {
    let mut rows = move_rows(view);
    // Folding a handful of rows would save nothing worth a click.
    if all || rows.len() <= LATEST_TURNS + LATEST_TURNS / 4 {
        return (rows, 0);
    }
    let earlier = rows.len() - LATEST_TURNS;
    let looked_at = |r: &MoveListRow| [&r.white, &r.black].into_iter().flatten().any(|m| m.shown);
    if rows[..earlier].iter().any(looked_at) {
        return (rows, 0);
    }
    rows.drain(..earlier);
    (rows, earlier)
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
            message: m
                .comment
                .as_deref()
                .map(str::trim)
                .filter(|c| !c.is_empty())
                .map(str::to_string),
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

/// The words of the game page its template asks for.
impl GamePage {
    /// "Chess #12: alice vs bob", the page's name in the browser's tab.
    pub fn title(&self) -> String {
        self.nav.tr.with(
            "game-title",
            [
                ("variant", self.variant_name.as_str().into()),
                ("id", self.id.to_string().into()),
                ("white", self.white.as_str().into()),
                ("black", self.black.as_str().into()),
            ],
        )
    }

    /// The heading, linking to the variant's page.
    pub fn heading(&self) -> String {
        self.nav.tr.html(
            "game-heading-html",
            [
                ("key", self.variant_key.as_str().into()),
                ("variant", self.variant_name.as_str().into()),
                ("id", self.id.to_string().into()),
                ("white", self.white.as_str().into()),
                ("black", self.black.as_str().into()),
            ],
        )
    }

    /// "Time control: 3 days per move; rated".
    pub fn time_control_line(&self) -> String {
        let rated = if self.rated { "yes" } else { "no" };
        self.nav.tr.t2(
            "game-time-control",
            ("control", self.time_control.as_str()),
            ("rated", rated),
        )
    }

    /// That a past position is shown, with the way back to the current one (markup).
    pub fn past_position(&self) -> String {
        self.nav.tr.html(
            "game-past-position-html",
            [
                ("ply", self.shown_ply.to_string().into()),
                ("id", self.id.to_string().into()),
            ],
        )
    }

    /// Whether both players let others read the conversation once the game is over.
    pub fn talk_will_be_shown(&self) -> bool {
        self.privacy
            .as_ref()
            .is_some_and(|p| p.talk_shown && p.other_shows_talk)
    }
}
