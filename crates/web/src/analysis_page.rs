//! The analysis pages. The owner's board, from an `app::desk::analysis::AnalysisView`: the
//! board (part-way through a turn while one is built), the line shown, the turns tried
//! from here, and the turn builder of the game page (`turn_builder`) for the side to
//! move, whose clicks and links fill the analysis form's move. And the read-only page
//! others read once it is published, from an `app::desk::public_analysis::PublicAnalysis`:
//! the same board and line, and the whole tree with its notes (`analysis_tree`).

use super::board::{self, BoardOptions};
use super::csrf::CsrfToken;
use super::handlers::nav;
use super::templates::{AnalysisPage, AnalysisTurn, PublicAnalysisPage, TreeTurn};
use super::turn_builder::{OnPage, drawn, field_text};
use crate::app::User;
use crate::app::desk::analysis::{AnalysisView, BoardAt};
use crate::app::desk::public_analysis::PublicAnalysis;
use crate::app::rules::analysis_tree::Node;
use crate::app::rules::shared::tree_turn_text as turn_text;
use percent_encoding::{NON_ALPHANUMERIC, utf8_percent_encode};
use pigeonpost_engine::{Color, Position};

/// What the page shows again after a refusal: the text as typed and why.
pub enum Refused {
    None,
    Move(String, String),
    Import(String, String),
}

/// The address of the analysis board of game `id` at `at`.
pub fn link(id: i64, at: BoardAt) -> String {
    match at {
        BoardAt::Node(node) => format!("/games/{id}/analysis?node={node}"),
        BoardAt::GamePly(ply) => format!("/games/{id}/analysis?ply={ply}"),
        BoardAt::Current => format!("/games/{id}/analysis"),
    }
}

/// The address of player `owner`'s analysis of game `id` as others read it.
pub fn public_link(id: i64, owner: i64) -> String {
    format!("/games/{id}/analyses/{owner}")
}

/// "White to move.", or how the position ended, in `tr`'s words.
pub fn status(p: &Position, tr: pigeonpost_i18n::Tr) -> String {
    match p.outcome() {
        Some(o) => {
            let reason = crate::app::rules::result_words::reason_words(tr, &o.reason);
            match o.winner {
                Some(side) => tr.t2("analysis-win", ("side", side.name()), ("reason", reason)),
                None => tr.t1("analysis-draw", "reason", reason),
            }
        }
        None => tr.t1("analysis-to-move", "side", p.side_to_move().name()),
    }
}

/// The page for `view`; `typed` is a turn a builder link put in the move field.
pub fn build(
    view: &AnalysisView,
    user: &User,
    csrf: &CsrfToken,
    refused: Refused,
    typed: Option<&str>,
) -> AnalysisPage {
    let id = view.game.id();
    let tr = nav(Some(user), csrf).tr;
    let on_page = OnPage {
        href: &link(id, view.at),
        send_label: &tr.t("analysis-play"),
        tr,
    };
    let builder = view
        .builder
        .as_ref()
        .map(|b| super::turn_builder::view(&on_page, &view.position, b));
    let (p, first_squares) = drawn(&view.position, view.builder.as_ref());
    let last = first_squares.unwrap_or_default();
    let checked = board::checked(p);
    let flipped = view.game.row.color_of(user.id) == Some(Color::Black);
    let board_svg = board::board_svg(
        p,
        &BoardOptions {
            flipped,
            last_squares: &last,
            checked: &checked,
            sheet: board::Sheet::Linked,
            words: crate::board_words::BoardWords::of(tr),
        },
    );
    let turns = |nodes: &[Node]| {
        nodes
            .iter()
            .map(|n| AnalysisTurn {
                node: n.id,
                text: turn_text(n, &view.game),
            })
            .collect()
    };
    let (mut error, mut move_text) = (None, field_text(builder.as_ref(), typed));
    let (mut import_error, mut import_text) = (None, String::new());
    match refused {
        Refused::None => {}
        Refused::Move(text, why) => (move_text, error) = (text, Some(why)),
        Refused::Import(text, why) => (import_text, import_error) = (text, Some(why)),
    }
    AnalysisPage {
        nav: nav(Some(user), csrf),
        id,
        variant_name: view.game.variant.name().to_string(),
        root_ply: view.root_ply,
        path: turns(&view.path),
        board_svg,
        reserves: board::reserves(p, flipped, tr),
        builder,
        words: super::position_text::describe(p, tr),
        status: status(&view.position, tr),
        node: match view.at {
            BoardAt::Node(n) => Some(n),
            BoardAt::GamePly(_) | BoardAt::Current => None,
        },
        ply: view.root_ply,
        children: turns(&view.children),
        note: view.note.clone(),
        may_arrange: view.may_arrange,
        error,
        move_text,
        import_error,
        import_text,
        published: view.published,
        may_publish: view.may_publish,
        public_link: public_link(id, user.id),
        new_game_link: format!(
            "/games/new?variant={}&start={}",
            utf8_percent_encode(&view.game.row.variant, NON_ALPHANUMERIC),
            utf8_percent_encode(&view.position.fen(), NON_ALPHANUMERIC)
        ),
    }
}

/// The read-only page of `view`, for `viewer`.
pub fn public(
    view: &PublicAnalysis,
    viewer: Option<&User>,
    csrf: &CsrfToken,
) -> PublicAnalysisPage {
    let id = view.game.id();
    let tr = nav(viewer, csrf).tr;
    let href = public_link(id, view.owner_id);
    let p = &view.position;
    let checked = board::checked(p);
    let flipped = view.game.row.color_of(view.owner_id) == Some(Color::Black);
    let board_svg = board::board_svg(
        p,
        &BoardOptions {
            flipped,
            last_squares: &[],
            checked: &checked,
            sheet: board::Sheet::Linked,
            words: crate::board_words::BoardWords::of(tr),
        },
    );
    PublicAnalysisPage {
        nav: nav(viewer, csrf),
        id,
        variant_name: view.game.variant.name().to_string(),
        owner: view.owner.clone(),
        preview: view
            .game
            .may_read_analysis(None, view.owner_id, view.published)
            .is_err(),
        root_ply: view.path.first().map_or(view.shown.ply, |n| n.ply - 1),
        path: view
            .path
            .iter()
            .map(|n| TreeTurn {
                text: turn_text(n, &view.game),
                href: format!("{href}?node={}", n.id),
                note: String::new(),
                shown: n.id == view.shown.id,
            })
            .collect(),
        board_svg,
        reserves: board::reserves(p, flipped, tr),
        words: super::position_text::describe(p, tr),
        status: status(p, tr),
        note: view.shown.note.clone(),
        tree: super::analysis_tree::lines(&view.game, &view.nodes, view.shown.id, &href),
    }
}

/// The words of the analysis board its template asks for.
impl AnalysisPage {
    pub fn title(&self) -> String {
        let id = self.id.to_string();
        let tr = self.nav.tr;
        tr.t2(
            "analysis-title",
            ("variant", self.variant_name.as_str()),
            ("id", id),
        )
    }

    pub fn heading(&self) -> String {
        let id = self.id.to_string();
        let tr = self.nav.tr;
        tr.html(
            "analysis-heading-html",
            [
                ("variant", self.variant_name.as_str().into()),
                ("id", id.into()),
            ],
        )
    }

    /// Where the line starts, with the way back to it (markup).
    pub fn from_html(&self) -> String {
        let tr = self.nav.tr;
        tr.html(
            "analysis-from-html",
            [
                ("ply", self.root_ply.to_string().into()),
                ("id", self.id.to_string().into()),
            ],
        )
    }
}

/// The words of the published analysis its template asks for.
impl PublicAnalysisPage {
    pub fn title(&self) -> String {
        self.nav.tr.with(
            "analysis-by-title",
            [
                ("owner", self.owner.as_str().into()),
                ("variant", self.variant_name.as_str().into()),
                ("id", self.id.to_string().into()),
            ],
        )
    }

    pub fn heading(&self) -> String {
        self.nav.tr.html(
            "analysis-by-heading-html",
            [
                ("owner", self.owner.as_str().into()),
                ("variant", self.variant_name.as_str().into()),
                ("id", self.id.to_string().into()),
            ],
        )
    }
}
