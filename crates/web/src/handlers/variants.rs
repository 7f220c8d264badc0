//! The variants list and the rules pages: the built-ins' and players' variants alike,
//! each generated from its definition.

use super::{nav, page};
use crate::AppState;
use crate::app::rules::piece_names::piece_name_in;
use crate::app::variants::player_variants::PlayerVariant;
use crate::app::variants::player_variants::VariantRecord;
use crate::app::{App, AppError};
use crate::board::{self, BoardOptions};
use crate::csrf::CsrfToken;
use crate::diagram::diagram_svg;
use crate::error::WebError;
use crate::extract::{WebPath, WebQuery};
use crate::session::MaybeUser;
use crate::templates::Nav;
use crate::templates::{
    AuthorInfo, ExampleItem, FamilyGroup, PieceItem, PlayerVariantItem, RulesView, RulingItem,
    VariantItem, VariantPage, VariantsPage, VersionItem,
};
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::Response;
use pigeonpost_engine::notation::TurnKind;
use pigeonpost_engine::{Color, Family, Position, Variant};
use pigeonpost_i18n::Tr;
use serde::Deserialize;
use std::sync::Arc;

#[derive(Deserialize)]
pub struct ListQuery {
    #[serde(default)]
    q: String,
}

fn player_item(tr: Tr, r: &VariantRecord) -> PlayerVariantItem {
    let state = match (r.published, r.latest_version) {
        (true, Some(v)) => tr.t1("variants-state-published-version", "version", v),
        (_, Some(_)) => tr.t1("variants-state", "state", "unpublished"),
        _ => tr.t1("variants-state", "state", "draft"),
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
    let nav = nav(user.as_ref(), &csrf);
    let tr = nav.tr;
    let builtins = state.app.play().variants();
    let families = Family::all()
        .iter()
        .map(|f| FamilyGroup {
            key: f.key.clone(),
            name: family_name(tr, f),
            summary: family_summary(tr, f),
            variants: builtins
                .iter()
                .filter(|v| v.family().key == f.key)
                .map(|v| VariantItem {
                    key: v.key().to_string(),
                    name: variant_name(tr, v),
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
            families,
            published: published.iter().map(|r| player_item(tr, r)).collect(),
            search: query.q,
            mine: mine.iter().map(|r| player_item(tr, r)).collect(),
            nav,
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
    let nav = nav(user.as_ref(), &csrf);
    let rules = rules_view(&state.app, &v, &nav).await?;
    page(
        StatusCode::OK,
        &VariantPage {
            nav,
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
    let nav = nav(user.as_ref(), &csrf);
    let rules = rules_view(&state.app, &pv.variant, &nav).await?;
    let author = author_info(&pv, &nav);
    page(
        StatusCode::OK,
        &VariantPage {
            nav,
            rules,
            play_key: pv.key(),
            author: Some(author),
        },
    )
}

fn author_info(pv: &PlayerVariant, nav: &Nav) -> AuthorInfo {
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
                date: nav.when(v.published_at),
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
pub(crate) async fn rules_view(
    app: &Arc<App>,
    v: &Arc<Variant>,
    nav: &Nav,
) -> Result<RulesView, AppError> {
    let tr = nav.tr;
    let start = Position::start(v);
    let board_svg = board::board_svg(
        &start,
        &BoardOptions {
            flipped: false,
            last_squares: &[],
            checked: &[],
            sheet: board::Sheet::Linked,
            words: crate::board_words::BoardWords::of(nav.tr),
        },
    );
    let pieces = v
        .pieces()
        .into_iter()
        .map(|p| {
            let name = piece_name_in(tr, v, &p.name);
            PieceItem {
                svg: board::piece_svg(&p.glyph, &p.label, "white", 36),
                diagram: v
                    .piece_diagram(&p.label)
                    .map(|d| diagram_svg(&d, &p.glyph, &name, tr))
                    .unwrap_or_default(),
                label: p.label,
                name,
                betza: p.betza,
                notes: p.notes,
            }
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
            title: tr.t1("rules-example-kind", "kind", turn_kind(e.kind)),
            after: numbered_line(&e.line),
            full: e.full.clone(),
            abbreviated: e.abbreviated.clone(),
        })
        .collect();
    let reserve = |side| board::reserve(&start, side, tr);
    Ok(RulesView {
        name: variant_name(tr, v),
        summary: v.summary().to_string(),
        board_svg,
        files: v.geometry().width(),
        ranks: v.geometry().height(),
        pieces,
        reserve_white: reserve(Color::White),
        reserve_black: reserve(Color::Black),
        rulings,
        mechanics: mechanics_words(tr, v),
        examples,
        has_reserve: !start.in_hand(Color::White).is_empty(),
        hash: v.definition_hash().to_string(),
        canonical: v.definition_text().to_string(),
    })
}

/// A variant's name as `tr` writes it: its players' name for it in that language
/// (`variant-<key>`) where the language has one, else the definition's.
pub(crate) fn variant_name(tr: Tr, v: &Variant) -> String {
    let id = format!("variant-{}", v.key());
    match tr.has(&id) {
        true => tr.t(&id),
        false => v.name().to_string(),
    }
}

/// A family's name in `tr`'s words (`variants-family-<key>`), else the catalogue's.
pub(crate) fn family_name(tr: Tr, f: &Family) -> String {
    let id = format!("variants-family-{}", f.key);
    match tr.has(&id) {
        true => tr.t(&id),
        false => f.name.clone(),
    }
}

/// A family's summary in `tr`'s words (`variants-family-<key>-summary`), else the
/// catalogue's.
fn family_summary(tr: Tr, f: &Family) -> String {
    let id = format!("variants-family-{}-summary", f.key);
    match tr.has(&id) {
        true => tr.t(&id),
        false => f.summary.clone(),
    }
}

/// The mechanics `v` switches on, a sentence each in `tr`'s words with the parameters
/// the definition gives them (`rules-mechanic-<kind>`); the engine's English sentence
/// for a mechanic the language has no message for; free play's one sentence.
fn mechanics_words(tr: Tr, v: &Variant) -> Vec<String> {
    if !v.rules_enforced() {
        return vec![tr.t("rules-free-play")];
    }
    v.mechanics_given()
        .iter()
        .zip(v.mechanics_in_words())
        .map(|(m, english)| {
            let id = format!("rules-mechanic-{}", m.kind);
            if !tr.has(&id) {
                return english.clone();
            }
            let sentence = tr.t(&id);
            match m.params.is_empty() {
                true => tr.t2(
                    "rules-mechanic-line",
                    ("kind", m.kind.as_str()),
                    ("sentence", sentence),
                ),
                false => tr.with(
                    "rules-mechanic-line-params",
                    [
                        ("kind", m.kind.as_str().into()),
                        ("sentence", sentence.into()),
                        (
                            "params",
                            m.params
                                .iter()
                                .map(|(k, v)| format!("{k} = {v}"))
                                .collect::<Vec<_>>()
                                .join(", ")
                                .into(),
                        ),
                    ],
                ),
            }
        })
        .collect()
}

/// The key `rules-example-kind` chooses a kind of turn's heading by.
fn turn_kind(kind: TurnKind) -> &'static str {
    match kind {
        TurnKind::Move => "move",
        TurnKind::Capture => "capture",
        TurnKind::Drop => "drop",
        TurnKind::Relocation => "relocation",
        TurnKind::Promotion => "promotion",
        TurnKind::Castling => "castling",
        TurnKind::Transfer => "transfer",
        TurnKind::Swap => "swap",
        TurnKind::TwoParts => "two-parts",
    }
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
