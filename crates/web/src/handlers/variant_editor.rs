//! Writing a variant: the editor ("Check" shows problems or a preview, "Save" keeps a
//! draft), and the author's actions on a variant (publish, unpublish) and anyone's copy.

use super::variants::rules_view;
use super::{nav, page, see_other};
use crate::AppState;
use crate::app::AppError;
use crate::app::rules::authoring::{Format, Preview, Problem};
use crate::app::variants::player_variants::VariantForm;
use crate::board;
use crate::csrf::CsrfToken;
use crate::error::{WebError, app_status, with_retry_after};
use crate::extract::{ClientAddr, WebForm, WebPath};
use crate::session::RequireUser;
use crate::templates::{self, GlyphItem, ProblemItem, VariantEditorPage};
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::Response;
use pigeonpost_engine::glyphs::GLYPHS;
use pigeonpost_i18n::Said;
use serde::Deserialize;

/// A definition to start from: our format, inheriting orthodox chess.
const STARTER: &str = r#"inherits = "chess"
key = "my-variant"
name = "My variant"
summary = "Chess with a knight that also moves as a wazir."

[pieces.N]
name = "Knight"
betza = "NW"
glyph = "knight"
"#;

#[derive(Deserialize)]
pub struct EditorForm {
    #[serde(default)]
    format: String,
    #[serde(default)]
    source: String,
    #[serde(default)]
    description: String,
    /// "check" or "save".
    #[serde(default)]
    action: String,
}

impl EditorForm {
    fn to_form(&self) -> Result<VariantForm, AppError> {
        Ok(VariantForm {
            format: Format::parse(&self.format)?,
            source: self.source.replace("\r\n", "\n"),
            description: self.description.clone(),
        })
    }
}

/// The piece set's drawings, each with what it shows in `tr`'s words
/// (`editor-glyph-<name>`), or the engine's English for one the language has no message
/// for.
fn glyphs(tr: pigeonpost_i18n::Tr) -> Vec<GlyphItem> {
    GLYPHS
        .iter()
        .map(|(name, about)| GlyphItem {
            name: name.to_string(),
            about: match tr.has(&format!("editor-glyph-{name}")) {
                true => tr.t(&format!("editor-glyph-{name}")),
                false => about.to_string(),
            },
            svg: board::piece_svg(name, "", "white", 30),
        })
        .collect()
}

fn editor(
    heading: String,
    nav: templates::Nav,
    action: String,
    form: &EditorForm,
) -> VariantEditorPage {
    VariantEditorPage {
        glyphs: glyphs(nav.tr),
        nav,
        heading,
        action,
        format: if form.format.is_empty() {
            "pigeonpost".into()
        } else {
            form.format.clone()
        },
        source: form.source.clone(),
        description: form.description.clone(),
        error: None,
        problems: Vec::new(),
        lines: Vec::new(),
        preview: None,
    }
}

fn with_problems(mut p: VariantEditorPage, problems: Vec<Problem>) -> VariantEditorPage {
    p.lines = p
        .source
        .lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l.to_string()))
        .collect();
    let tr = p.nav.tr;
    p.problems = problems
        .into_iter()
        .map(|pr| ProblemItem {
            line: pr.line,
            column: pr.column,
            message: pr.message.words(tr),
        })
        .collect();
    p
}

async fn with_preview(
    state: &AppState,
    mut p: VariantEditorPage,
    preview: Preview,
) -> Result<VariantEditorPage, AppError> {
    // The whole rules page as it will read once saved: examples and rulings too.
    let rules = rules_view(&state.app, &preview.checked.variant, &p.nav).await?;
    let tr = p.nav.tr;
    p.preview = Some(templates::Preview {
        key: preview.checked.key().to_string(),
        rules,
        perft: preview
            .perft
            .iter()
            .map(|c| {
                let text = match c.nodes {
                    Some(n) => n.to_string(),
                    None => tr.t("editor-not-counted"),
                };
                (c.depth, text)
            })
            .collect(),
        perft_short: preview.perft_short.map(|short| short.words(tr)),
    });
    Ok(p)
}

/// The empty editor, with a starting definition.
pub async fn new_page(
    RequireUser(user): RequireUser,
    csrf: CsrfToken,
) -> Result<Response, WebError> {
    let form = EditorForm {
        format: "pigeonpost".into(),
        source: STARTER.into(),
        description: String::new(),
        action: String::new(),
    };
    let nav = super::nav(Some(&user), &csrf);
    let p = editor(
        nav.tr.t("editor-new-title"),
        nav,
        "/variants/new".into(),
        &form,
    );
    page(StatusCode::OK, &p)
}

/// "Check" or "Save" on a new variant.
pub async fn new_submit(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    csrf: CsrfToken,
    ClientAddr(from): ClientAddr,
    WebForm(form): WebForm<EditorForm>,
) -> Result<Response, WebError> {
    let nav = nav(Some(&user), &csrf);
    let p = editor(
        nav.tr.t("editor-new-title"),
        nav,
        "/variants/new".into(),
        &form,
    );
    let variant = form.to_form()?;
    match form.action.as_str() {
        "save" => match state
            .app
            .player_variants()
            .create_variant(&user, from, &variant)
            .await
        {
            Ok(Ok(key)) => Ok(see_other(&format!("/variants/{key}"))),
            Ok(Err(problems)) => page(
                StatusCode::UNPROCESSABLE_ENTITY,
                &with_problems(p, problems),
            ),
            Err(e) => refused(p, e),
        },
        _ => check(&state, from, p, variant).await,
    }
}

/// The editor on `user`'s own variant.
pub async fn edit_page(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    csrf: CsrfToken,
    WebPath((owner, slug)): WebPath<(String, String)>,
) -> Result<Response, WebError> {
    let pv = state
        .app
        .player_variants()
        .player_variant(Some(&user), &owner, &slug, None)
        .await?;
    if !pv.is_owner {
        return Err(AppError::Forbidden(Said::new("refused-variant-author-edits")).into());
    }
    let form = EditorForm {
        format: pv.row.format.clone(),
        source: pv.row.source.clone(),
        description: pv.row.description.clone(),
        action: String::new(),
    };
    let key = pv.key();
    let nav = nav(Some(&user), &csrf);
    let p = editor(
        nav.tr.t1("editor-edit-title", "key", key.as_str()),
        nav,
        format!("/variants/{key}/edit"),
        &form,
    );
    page(StatusCode::OK, &p)
}

/// "Check" or "Save" on `user`'s own variant.
pub async fn edit_submit(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    csrf: CsrfToken,
    ClientAddr(from): ClientAddr,
    WebPath((owner, slug)): WebPath<(String, String)>,
    WebForm(form): WebForm<EditorForm>,
) -> Result<Response, WebError> {
    if !owner.eq_ignore_ascii_case(&user.username) {
        return Err(AppError::Forbidden(Said::new("refused-variant-author-edits")).into());
    }
    let key = format!("{}/{slug}", user.username);
    let nav = nav(Some(&user), &csrf);
    let p = editor(
        nav.tr.t1("editor-edit-title", "key", key.as_str()),
        nav,
        format!("/variants/{key}/edit"),
        &form,
    );
    let variant = form.to_form()?;
    match form.action.as_str() {
        "save" => match state
            .app
            .player_variants()
            .edit_variant(&user, from, &slug, &variant)
            .await
        {
            Ok(Ok(key)) => Ok(see_other(&format!("/variants/{key}"))),
            Ok(Err(problems)) => page(
                StatusCode::UNPROCESSABLE_ENTITY,
                &with_problems(p, problems),
            ),
            Err(e) => refused(p, e),
        },
        _ => check(&state, from, p, variant).await,
    }
}

async fn check(
    state: &AppState,
    from: std::net::IpAddr,
    p: VariantEditorPage,
    form: VariantForm,
) -> Result<Response, WebError> {
    let checked = state
        .app
        .check_definition(from, form.format, form.source)
        .await;
    let checked = match checked {
        Ok(c) => c,
        Err(e) => return refused(p, e),
    };
    match checked {
        Ok(preview) => page(StatusCode::OK, &with_preview(state, p, preview).await?),
        Err(problems) => page(
            StatusCode::UNPROCESSABLE_ENTITY,
            &with_problems(p, problems),
        ),
    }
}

/// A refusal the author can fix in the form (a name too long, a key already used) is
/// shown on the editor with the text kept; anything else is an error page.
fn refused(mut p: VariantEditorPage, e: AppError) -> Result<Response, WebError> {
    match e {
        AppError::Invalid(why) | AppError::Taken(why) | AppError::Conflict(why) => {
            p.error = Some(why.words(p.nav.tr));
            page(StatusCode::UNPROCESSABLE_ENTITY, &p)
        }
        e @ AppError::TooManyAttempts { .. } => {
            p.error = Some(e.words(p.nav.tr));
            Ok(with_retry_after(page(app_status(&e), &p)?, &e))
        }
        other => Err(other.into()),
    }
}

pub async fn publish(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    WebPath((owner, slug)): WebPath<(String, String)>,
) -> Result<Response, WebError> {
    own(&user, &owner)?;
    state
        .app
        .player_variants()
        .publish_variant(&user, &slug)
        .await?;
    Ok(see_other(&format!("/variants/{}/{slug}", user.username)))
}

#[derive(serde::Deserialize)]
pub struct RatedForm {
    /// Ticked: the author lets the variant's games be rated.
    rated: Option<super::conversation::Ticked>,
}

/// The author says whether the variant's games may be rated.
pub async fn rated(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    WebPath((owner, slug)): WebPath<(String, String)>,
    WebForm(form): WebForm<RatedForm>,
) -> Result<Response, WebError> {
    own(&user, &owner)?;
    state
        .app
        .player_variants()
        .set_rated_play(&user, &slug, form.rated.is_some())
        .await?;
    Ok(see_other(&format!("/variants/{}/{slug}", user.username)))
}

pub async fn unpublish(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    WebPath((owner, slug)): WebPath<(String, String)>,
) -> Result<Response, WebError> {
    own(&user, &owner)?;
    state
        .app
        .player_variants()
        .unpublish_variant(&user, &slug)
        .await?;
    Ok(see_other(&format!("/variants/{}/{slug}", user.username)))
}

/// Copies a published variant into the viewer's drafts and opens the copy.
pub async fn copy(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    WebPath((owner, slug)): WebPath<(String, String)>,
) -> Result<Response, WebError> {
    let key = state
        .app
        .player_variants()
        .copy_variant(&user, &owner, &slug)
        .await?;
    Ok(see_other(&format!("/variants/{key}")))
}

fn own(user: &crate::app::User, owner: &str) -> Result<(), AppError> {
    if owner.eq_ignore_ascii_case(&user.username) {
        Ok(())
    } else {
        Err(AppError::Forbidden(Said::new(
            "refused-variant-author-publishes",
        )))
    }
}
