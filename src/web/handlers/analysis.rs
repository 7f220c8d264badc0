//! The analysis board's page and forms: a player's private board for a game (see
//! `app::analysis`). Works without JavaScript: each move is a form post that returns to
//! the board at the position it leads to.

use super::{nav, page, see_other};
use crate::app::analysis::{AnalysisView, BoardAt};
use crate::app::shared::move_number;
use crate::app::{AppError, User};
use crate::web::AppState;
use crate::web::board::{self, BoardOptions};
use crate::web::csrf::CsrfToken;
use crate::web::error::WebError;
use crate::web::extract::{WebForm, WebPath, WebQuery};
use crate::web::session::RequireUser;
use crate::web::templates::{AnalysisPage, AnalysisTurn};
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::Response;
use percent_encoding::{NON_ALPHANUMERIC, utf8_percent_encode};
use pigeonpost_engine::{Color, Position};
use serde::Deserialize;

/// Where the board is: `node` (a position of the tree) or `ply` (of the game; the
/// current position without either).
#[derive(Deserialize)]
pub struct At {
    node: Option<i64>,
    ply: Option<i64>,
}

fn board_at(node: Option<i64>, ply: Option<i64>) -> BoardAt {
    match (node, ply) {
        (Some(node), _) => BoardAt::Node(node),
        (None, Some(ply)) => BoardAt::GamePly(ply),
        (None, None) => BoardAt::Current,
    }
}

fn link(id: i64, at: BoardAt) -> String {
    match at {
        BoardAt::Node(node) => format!("/games/{id}/analysis?node={node}"),
        BoardAt::GamePly(ply) => format!("/games/{id}/analysis?ply={ply}"),
        BoardAt::Current => format!("/games/{id}/analysis"),
    }
}

pub async fn show(
    State(state): State<AppState>,
    csrf: CsrfToken,
    RequireUser(user): RequireUser,
    WebPath(id): WebPath<i64>,
    WebQuery(q): WebQuery<At>,
) -> Result<Response, WebError> {
    let at = board_at(q.node, q.ply);
    let view = state.app.analysis(&user, id, at).await?;
    page(StatusCode::OK, &build(&view, &user, &csrf, Refused::None))
}

/// What the page shows again after a refusal: the text as typed and why.
enum Refused {
    None,
    Move(String, String),
    Import(String, String),
}

#[derive(Deserialize)]
pub struct MoveForm {
    node: Option<i64>,
    ply: Option<i64>,
    #[serde(rename = "move", default)]
    text: String,
}

pub async fn play(
    State(state): State<AppState>,
    csrf: CsrfToken,
    RequireUser(user): RequireUser,
    WebPath(id): WebPath<i64>,
    WebForm(form): WebForm<MoveForm>,
) -> Result<Response, WebError> {
    let at = board_at(form.node, form.ply);
    match state.app.analysis_move(&user, id, at, &form.text).await {
        Ok(node) => Ok(see_other(&link(id, BoardAt::Node(node)))),
        // The board again, with the move as typed and why it was refused.
        Err(AppError::MoveRejected(why)) => {
            let view = state.app.analysis(&user, id, at).await?;
            let refused = Refused::Move(form.text, why.message);
            page(
                StatusCode::UNPROCESSABLE_ENTITY,
                &build(&view, &user, &csrf, refused),
            )
        }
        Err(e) => Err(e.into()),
    }
}

#[derive(Deserialize)]
pub struct ImportForm {
    node: Option<i64>,
    ply: Option<i64>,
    #[serde(default)]
    list: String,
}

pub async fn import(
    State(state): State<AppState>,
    csrf: CsrfToken,
    RequireUser(user): RequireUser,
    WebPath(id): WebPath<i64>,
    WebForm(form): WebForm<ImportForm>,
) -> Result<Response, WebError> {
    let at = board_at(form.node, form.ply);
    match state.app.analysis_import(&user, id, at, &form.list).await {
        Ok(node) => Ok(see_other(&link(id, BoardAt::Node(node)))),
        Err(AppError::MoveRejected(why)) => {
            let view = state.app.analysis(&user, id, at).await?;
            let refused = Refused::Import(form.list, why.message);
            page(
                StatusCode::UNPROCESSABLE_ENTITY,
                &build(&view, &user, &csrf, refused),
            )
        }
        Err(e) => Err(e.into()),
    }
}

#[derive(Deserialize)]
pub struct NoteForm {
    node: i64,
    #[serde(default)]
    note: String,
}

pub async fn note(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    WebPath(id): WebPath<i64>,
    WebForm(form): WebForm<NoteForm>,
) -> Result<Response, WebError> {
    let at = BoardAt::Node(form.node);
    state.app.analysis_note(&user, id, at, &form.note).await?;
    Ok(see_other(&link(id, at)))
}

#[derive(Deserialize)]
pub struct PublishForm {
    /// `yes` to publish, `no` to make private again.
    publish: String,
}

pub async fn publish(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    WebPath(id): WebPath<i64>,
    WebForm(form): WebForm<PublishForm>,
) -> Result<Response, WebError> {
    let publish = match form.publish.as_str() {
        "yes" => true,
        "no" => false,
        _ => return Err(AppError::Invalid("publish is yes or no".into()).into()),
    };
    state.app.publish_analysis(&user, id, publish).await?;
    Ok(see_other(&link(id, BoardAt::Current)))
}

#[derive(Deserialize)]
pub struct NodeForm {
    node: i64,
}

pub async fn delete(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    WebPath(id): WebPath<i64>,
    WebForm(form): WebForm<NodeForm>,
) -> Result<Response, WebError> {
    let back = state.app.analysis_delete(&user, id, form.node).await?;
    Ok(see_other(&link(id, back)))
}

pub async fn conditional(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    WebPath(id): WebPath<i64>,
    WebForm(form): WebForm<NodeForm>,
) -> Result<Response, WebError> {
    state
        .app
        .analysis_to_conditional(&user, id, form.node)
        .await?;
    Ok(see_other(&format!("/games/{id}#conditionals")))
}

/// "12... N g8-f6 (Nf6)": a turn of the tree with its number.
fn turn_text(node: &crate::storage::analysis::NodeRow, view: &AnalysisView) -> String {
    let mover = Position::from_fen(&view.game.variant, &node.fen)
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

fn build(view: &AnalysisView, user: &User, csrf: &CsrfToken, refused: Refused) -> AnalysisPage {
    let p = &view.position;
    let status = match p.outcome() {
        Some(o) => match o.winner {
            Some(Color::White) => format!("White wins by {}.", o.reason),
            Some(Color::Black) => format!("Black wins by {}.", o.reason),
            None => format!("Draw by {}.", o.reason),
        },
        None => match p.side_to_move() {
            Color::White => "White to move.".to_string(),
            Color::Black => "Black to move.".to_string(),
        },
    };
    let checked = p.checked_kings();
    let last: Vec<(usize, usize)> = Vec::new();
    let board_svg = board::board_svg(
        p,
        &BoardOptions {
            flipped: view.game.row.color_of(user.id) == Some(Color::Black),
            last_squares: &last,
            checked: &checked,
            sheet: board::Sheet::Linked,
        },
    );
    let turns = |nodes: &[crate::storage::analysis::NodeRow]| {
        nodes
            .iter()
            .map(|n| AnalysisTurn {
                node: n.id,
                text: turn_text(n, view),
            })
            .collect()
    };
    let (mut error, mut move_text) = (None, String::new());
    let (mut import_error, mut import_text) = (None, String::new());
    match refused {
        Refused::None => {}
        Refused::Move(text, why) => (move_text, error) = (text, Some(why)),
        Refused::Import(text, why) => (import_text, import_error) = (text, Some(why)),
    }
    AnalysisPage {
        nav: nav(Some(user), csrf),
        id: view.game.id(),
        variant_name: view.game.variant.name().to_string(),
        root_ply: view.root_ply,
        path: turns(&view.path),
        board_svg,
        words: crate::web::position_text::describe(p),
        status,
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
        new_game_link: format!(
            "/games/new?variant={}&start={}",
            utf8_percent_encode(&view.game.row.variant, NON_ALPHANUMERIC),
            utf8_percent_encode(&p.fen(), NON_ALPHANUMERIC)
        ),
    }
}
