//! Creating games, the game page and moves.

use super::{nav, page, see_other};
use crate::AppState;
use crate::app::AppError;
use crate::app::User;
use crate::app::play::free_play::FreeSetup;
use crate::app::play::{ColorChoice, Opponent, SeekRequest, StartSetup, Terms};
use crate::app::rules::clock_rules;
use crate::app::rules::clock_rules::TimeControlFields;
use crate::csrf::CsrfToken;
use crate::error::{WebError, app_status, with_retry_after};
use crate::extract::{ClientAddr, WebForm, WebPath, WebQuery};
use crate::freshness;
use crate::game_page::{self, Shown, Submission};
use crate::session::{RequireUser, session_token};
use crate::templates::{
    FreePlayFields, LiveLink, NewGamePage, SeekFields, TimeControlForm, VariantGroup, VariantItem,
};
use axum::extract::{RawQuery, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use pigeonpost_engine::Family;
use pigeonpost_i18n::Said;
use serde::Deserialize;

#[derive(Deserialize)]
pub struct NewGameQuery {
    variant: Option<String>,
    /// The player to invite (a profile's "Challenge").
    opponent: Option<String>,
    /// A start position to begin from (the analysis board's link).
    start: Option<String>,
}

/// The form's variant list, in groups: the built-ins by family, then published, then
/// the player's drafts.
async fn variant_groups(
    state: &AppState,
    user: &User,
    tr: pigeonpost_i18n::Tr,
) -> Result<Vec<VariantGroup>, AppError> {
    let c = state.app.player_variants().variant_choices(user).await?;
    let items = |list: Vec<(String, String)>| {
        list.into_iter()
            .map(|(key, name)| VariantItem {
                key,
                name,
                summary: String::new(),
            })
            .collect::<Vec<_>>()
    };
    let families = Family::all().iter().map(|f| {
        let list = c
            .builtin
            .iter()
            .filter(|v| v.family().key == f.key)
            .map(|v| (v.key().to_string(), super::variants::variant_name(tr, v)))
            .collect();
        (super::variants::family_name(tr, f), list)
    });
    Ok(families
        .chain([
            (tr.t("new-game-published"), c.published),
            (tr.t("new-game-drafts"), c.drafts),
        ])
        .filter(|(_, list)| !list.is_empty())
        .map(|(label, list)| VariantGroup {
            label,
            variants: items(list),
        })
        .collect())
}

pub async fn new_page(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    csrf: CsrfToken,
    WebQuery(q): WebQuery<NewGameQuery>,
) -> Result<Response, WebError> {
    let nav = nav(Some(&user), &csrf);
    let p = NewGamePage {
        variants: variant_groups(&state, &user, nav.tr).await?,
        nav,
        error: None,
        variant: q.variant.unwrap_or_else(|| "chess".into()),
        color: "random".into(),
        opponent: q.opponent.unwrap_or_default(),
        private: false,
        rated: false,
        seek: SeekFields::default(),
        tc: TimeControlFields {
            kind: "none".into(),
            ..TimeControlFields::default()
        },
        free: FreePlayFields {
            start: q.start.unwrap_or_default(),
            ..FreePlayFields::default()
        },
    };
    page(StatusCode::OK, &p)
}

#[derive(Deserialize)]
pub struct NewGameForm {
    variant: String,
    color: String,
    #[serde(default)]
    opponent: String,
    #[serde(flatten)]
    tc: TimeControlForm,
    /// Ticked: the creator keeps the game private.
    #[serde(default)]
    private: Option<String>,
    /// Ticked: the game is rated.
    #[serde(default)]
    rated: Option<String>,
    #[serde(flatten)]
    seek: SeekFields,
    #[serde(flatten)]
    free: FreePlayFields,
}

pub async fn create(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    csrf: CsrfToken,
    ClientAddr(from): ClientAddr,
    WebForm(form): WebForm<NewGameForm>,
) -> Result<Response, WebError> {
    let color = match form.color.as_str() {
        "white" => Ok(ColorChoice::White),
        "black" => Ok(ColorChoice::Black),
        "random" => Ok(ColorChoice::Random),
        _ => Err(AppError::Invalid(Said::new("refused-choose-colour"))),
    };
    let tc = form.tc.fields();
    let free = &form.free;
    let board_chosen = [&free.files, &free.ranks, &free.holes]
        .iter()
        .any(|f| !f.trim().is_empty());
    let setup = match free.rules.as_str() {
        "" | "enforced" if board_chosen => Err(AppError::Invalid(Said::new(
            "refused-own-board-is-free-play",
        ))),
        "" | "enforced" => Ok(None),
        "free" => FreeSetup::parse(
            &form.variant,
            &free.files,
            &free.ranks,
            &free.holes,
            &free.start,
        )
        .map(Some),
        _ => Err(AppError::Invalid(Said::new("refused-choose-rules"))),
    };
    let seek = &form.seek;
    let seek = SeekRequest::parse(
        &seek.min_rating,
        &seek.max_rating,
        &seek.message,
        &seek.days,
    );
    let result = match (color, clock_rules::parse(&tc), setup, seek) {
        (Ok(color), Ok(time_control), Ok(None), Ok(seek)) => {
            let setup = StartSetup {
                variant_key: form.variant.clone(),
                start: free.start.clone(),
                terms: Terms {
                    private: form.private.is_some(),
                    rated: form.rated.is_some(),
                    seek,
                },
            };
            state
                .app
                .play()
                .create_game(
                    &user,
                    from,
                    &setup,
                    color,
                    Opponent::parse(&form.opponent),
                    time_control,
                )
                .await
        }
        (Ok(_), Ok(_), Ok(Some(_)), Ok(_)) if form.rated.is_some() => {
            Err(AppError::Invalid(Said::new("refused-free-play-unrated")))
        }
        (Ok(color), Ok(time_control), Ok(Some(mut setup)), Ok(_)) => {
            setup.private = form.private.is_some();
            state
                .app
                .play()
                .create_free_game(
                    &user,
                    from,
                    &setup,
                    color,
                    Opponent::parse(&form.opponent),
                    time_control,
                )
                .await
        }
        (Err(e), _, _, _) | (_, Err(e), _, _) | (_, _, Err(e), _) | (_, _, _, Err(e)) => Err(e),
    };
    match result {
        Ok(id) => Ok(see_other(&format!("/games/{id}"))),
        // The form is shown again with the player's choices and what was wrong.
        Err(
            e @ (AppError::Invalid(_)
            | AppError::NotFound(_)
            | AppError::Forbidden(_)
            | AppError::Conflict(_)
            | AppError::TooManyAttempts { .. }),
        ) => {
            let nav = nav(Some(&user), &csrf);
            let p = NewGamePage {
                variants: variant_groups(&state, &user, nav.tr).await?,
                error: Some(e.words(nav.tr)),
                nav,
                variant: form.variant,
                color: form.color,
                opponent: form.opponent,
                private: form.private.is_some(),
                rated: form.rated.is_some(),
                seek: form.seek,
                tc,
                free: form.free,
            };
            Ok(with_retry_after(page(app_status(&e), &p)?, &e))
        }
        Err(e) => Err(e.into()),
    }
}

#[derive(Deserialize)]
pub struct GameQuery {
    ply: Option<i64>,
    flip: Option<u8>,
    /// The turn builder's chosen first move.
    first: Option<String>,
    /// A turn to put in the move field.
    #[serde(rename = "move")]
    text: Option<String>,
    /// An action to confirm before it is done.
    confirm: Option<String>,
    /// `all`: the whole move list, not only its latest turns.
    moves: Option<MoveList>,
    /// `1`: the viewer's report was just sent.
    reported: Option<u8>,
}

#[derive(Deserialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum MoveList {
    All,
}

pub async fn show(
    State(state): State<AppState>,
    csrf: CsrfToken,
    WebPath(id): WebPath<i64>,
    WebQuery(q): WebQuery<GameQuery>,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
) -> Result<Response, WebError> {
    // The tag from one cheap read (the game, and the player behind the session cookie,
    // as `MaybeUser` finds them), before the page is built: a browser holding the
    // current page gets 304 and nothing is rendered.
    let session = session_token(&headers, state.secure_cookies);
    let (user, stamp) = state.app.viewed_game_stamp(session.as_deref(), id).await?;
    let version = stamp.version();
    let tag = freshness::game_page(
        state.build,
        &stamp,
        &version,
        user.as_ref(),
        &csrf,
        query.as_deref(),
    );
    if tag.matches(&headers) {
        return Ok(tag.not_modified());
    }
    let view = state
        .app
        .play()
        .game_view_of(stamp, user.as_ref(), q.ply, q.first.as_deref())
        .await?;
    let shown = Shown {
        flip: q.flip == Some(1),
        confirm: q.confirm,
        typed: q.text,
        all_moves: q.moves == Some(MoveList::All),
        reported: q.reported == Some(1),
    };
    let preview = crate::link_preview::of_game(&view, state.app.base_url(), shown.flip);
    let mut p = game_page::build(&view, nav(user.as_ref(), &csrf), shown, None);
    p.preview = Some(preview);
    let here = match query {
        Some(q) => format!("/games/{id}?{q}"),
        None => format!("/games/{id}"),
    };
    p.live = Some(LiveLink::game(id, version, here));
    Ok(tag.apply(page(StatusCode::OK, &p)?))
}

/// A form's address opened as a page (the address bar after a refused move, reloaded
/// or bookmarked): the game it belongs to, rather than "method not allowed".
pub async fn back_to_game(WebPath(id): WebPath<i64>) -> Response {
    see_other(&format!("/games/{id}"))
}

#[derive(Deserialize)]
pub struct MoveForm {
    ply: String,
    #[serde(rename = "move")]
    text: String,
    /// A message for the opponent, sent with the move.
    #[serde(default)]
    message: String,
}

pub async fn submit_move(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    csrf: CsrfToken,
    WebPath(id): WebPath<i64>,
    WebForm(form): WebForm<MoveForm>,
) -> Result<Response, WebError> {
    let result = match form.ply.trim().parse::<i64>() {
        Ok(ply) => {
            state
                .app
                .play()
                .submit_move(&user, id, ply, &form.text, &form.message)
                .await
        }
        Err(_) => Err(AppError::Invalid(Said::new("refused-ply-not-number"))),
    };
    match result {
        Ok(()) => Ok(see_other(&format!("/games/{id}"))),
        // Refused moves show the game page again, with the message and the text kept.
        Err(
            e @ (AppError::MoveRejected(_)
            | AppError::Stale { .. }
            | AppError::Forbidden(_)
            | AppError::Conflict(_)
            | AppError::Invalid(_)),
        ) => {
            // The version read before the page, as `show` does.
            let version = state.app.game_stamp(id).await?.version();
            let view = state
                .app
                .play()
                .game_view(Some(&user), id, None, None)
                .await?;
            let nav = nav(Some(&user), &csrf);
            let submission = Submission {
                text: form.text,
                message: form.message,
                error: e.words(nav.tr),
            };
            let mut p = game_page::build(&view, nav, Shown::default(), Some(submission));
            // Kept up to date as the game page is, refreshed from the game page.
            p.live = Some(LiveLink::game(id, version, format!("/games/{id}")));
            page(app_status(&e), &p)
        }
        Err(e) => Err(e.into()),
    }
}
