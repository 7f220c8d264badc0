//! The variants list and the rules pages: the built-ins' and players' variants alike,
//! each generated from its definition.

use super::{nav, page};
use crate::AppState;
use crate::app::variants::player_variants::PlayerVariant;
use crate::app::variants::player_variants::VariantRecord;
use crate::app::{App, AppError};
use crate::board::{self, BoardOptions};
use crate::csrf::CsrfToken;
use crate::diagram::diagram_svg;
use crate::error::WebError;
use crate::extract::{WebPath, WebQuery};
use crate::session::MaybeUser;
use crate::templates::{
    AuthorInfo, ExampleItem, FamilyGroup, PieceItem, PlayerVariantItem, RulesView, RulingItem,
    VariantItem, VariantPage, VariantsPage, VersionItem,
};
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::Response;
use pigeonpost_engine::{Color, Family, Position, Variant};
use serde::Deserialize;
use std::sync::Arc;

#[derive(Deserialize)]
pub struct ListQuery {
    #[serde(default)]
    q: String,
}

fn player_item(r: &VariantRecord) -> PlayerVariantItem {
    let state = match (r.published, r.latest_version) {
        (true, Some(v)) => format!("published, version {v}"),
        (_, Some(_)) => "unpublished".to_string(),
        _ => "draft".to_string(),
    };
    PlayerVariantItem {
        key: format!("{}/{}", r.owner_name, r.slug),
        name: r.name.clone(),
        description: r.description.clone(),
        author: r.owner_name.clone(),
        games: r.games,
        state,
    }
}

/// Built-ins first, then players' published variants (searchable), then one's own.
pub async fn list(
    State(state): State<AppState>,
    MaybeUser(user): MaybeUser,
    csrf: CsrfToken,
    WebQuery(query): WebQuery<ListQuery>,
) -> Result<Response, WebError> {
    let builtins = state.app.play().variants();
    let families = Family::all()
        .iter()
        .map(|f| FamilyGroup {
            key: f.key.clone(),
            name: f.name.clone(),
            summary: f.summary.clone(),
            variants: builtins
                .iter()
                .filter(|v| v.family().key == f.key)
                .map(|v| VariantItem {
                    key: v.key().to_string(),
                    name: v.name().to_string(),
                    summary: v.summary().to_string(),
                })
                .collect(),
        })
        .filter(|g| !g.variants.is_empty())
        .collect();
    let published = state
        .app
        .player_variants()
        .published_variants(&query.q)
        .await?;
    let mine = match &user {
        Some(u) => state.app.player_variants().my_variants(u).await?,
        None => Vec::new(),
    };
    page(
        StatusCode::OK,
        &VariantsPage {
            nav: nav(user.as_ref(), &csrf),
            families,
            published: published.iter().map(player_item).collect(),
            search: query.q,
            mine: mine.iter().map(player_item).collect(),
        },
    )
}

/// A built-in's rules page.
pub async fn builtin(
    State(state): State<AppState>,
    MaybeUser(user): MaybeUser,
    csrf: CsrfToken,
    WebPath(key): WebPath<String>,
) -> Result<Response, WebError> {
    let v = state.app.play().variant(&key)?;
    let rules = rules_view(&state.app, &v).await?;
    page(
        StatusCode::OK,
        &VariantPage {
            nav: nav(user.as_ref(), &csrf),
            rules,
            play_key: key,
            author: None,
        },
    )
}

#[derive(Deserialize, Default)]
pub struct VersionQuery {
    version: Option<i64>,
}

/// A player's variant: its rules at one version, its author, versions and actions.
pub async fn player(
    State(state): State<AppState>,
    MaybeUser(user): MaybeUser,
    csrf: CsrfToken,
    WebPath((owner, slug)): WebPath<(String, String)>,
    WebQuery(query): WebQuery<VersionQuery>,
) -> Result<Response, WebError> {
    let pv = state
        .app
        .player_variants()
        .player_variant(user.as_ref(), &owner, &slug, query.version)
        .await?;
    let rules = rules_view(&state.app, &pv.variant).await?;
    let author = author_info(&pv);
    page(
        StatusCode::OK,
        &VariantPage {
            nav: nav(user.as_ref(), &csrf),
            rules,
            play_key: pv.key(),
            author: Some(author),
        },
    )
}

fn author_info(pv: &PlayerVariant) -> AuthorInfo {
    let r = &pv.row;
    let state = match (r.published, r.latest_version) {
        (true, _) => "published",
        (_, Some(_)) => "unpublished",
        _ => "draft",
    };
    AuthorInfo {
        path: format!("/variants/{}", pv.key()),
        author: r.owner_name.clone(),
        description: r.description.clone(),
        state: state.to_string(),
        version: pv.version,
        versions: pv
            .versions
            .iter()
            .map(|v| VersionItem {
                version: v.version,
                short_hash: v.hash[..12].to_string(),
                date: crate::calendar::format_utc(v.published_at),
                shown: Some(v.version) == pv.version,
            })
            .collect(),
        is_owner: pv.is_owner,
        published: r.published,
        rated: r.rated,
        copied_from: r.copied_from.clone(),
    }
}

/// Everything a rules page (and the editor's preview of one) shows of `v`, "How to
/// enter moves" with its examples too (worked out once per definition, see
/// `variant_guide`).
pub(crate) async fn rules_view(app: &Arc<App>, v: &Arc<Variant>) -> Result<RulesView, AppError> {
    let start = Position::start(v);
    let board_svg = board::board_svg(
        &start,
        &BoardOptions {
            flipped: false,
            last_squares: &[],
            checked: &[],
            sheet: board::Sheet::Linked,
            words: crate::board_words::BoardWords::of(pigeonpost_i18n::Tr::source()),
        },
    );
    let pieces = v
        .pieces()
        .into_iter()
        .map(|p| PieceItem {
            svg: board::piece_svg(&p.glyph, &p.label, "white", 36),
            diagram: v
                .piece_diagram(&p.label)
                .map(|d| diagram_svg(&d, &p.glyph, &p.name))
                .unwrap_or_default(),
            label: p.label,
            name: p.name,
            betza: p.betza,
            notes: p.notes,
        })
        .collect();
    let rulings = v
        .rulings()
        .iter()
        .map(|r| RulingItem {
            title: r.title.clone(),
            text: r.text.clone(),
        })
        .collect();
    let examples = app
        .player_variants()
        .entry_examples(v.clone())
        .await?
        .iter()
        .map(|e| ExampleItem {
            title: e.kind.title().to_string(),
            after: numbered_line(&e.line),
            full: e.full.clone(),
            abbreviated: e.abbreviated.clone(),
        })
        .collect();
    Ok(RulesView {
        name: v.name().to_string(),
        summary: v.summary().to_string(),
        board_svg,
        files: v.geometry().width(),
        ranks: v.geometry().height(),
        pieces,
        reserve_white: board::reserve(&start, Color::White),
        reserve_black: board::reserve(&start, Color::Black),
        rulings,
        mechanics: v.mechanics_in_words().to_vec(),
        examples,
        has_reserve: !start.in_hand(Color::White).is_empty(),
        hash: v.definition_hash().to_string(),
        canonical: v.definition_text().to_string(),
    })
}

/// A line of play as a player reads it: "1. P e2-e4 1... p d7-d5 2. P e4-d5".
fn numbered_line(line: &[String]) -> String {
    line.iter()
        .enumerate()
        .map(|(i, t)| {
            let n = i / 2 + 1;
            if i % 2 == 0 {
                format!("{n}. {t}")
            } else {
                format!("{n}... {t}")
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}
