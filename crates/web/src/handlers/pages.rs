//! The front page and "my games".

use super::{nav, page};
use crate::AppState;
use crate::app::User;
use crate::app::play::games::MyGames;
use crate::app::rules::clock_rules::ClockRules;
use crate::app::rules::record::GameRecord;
use crate::csrf::CsrfToken;
use crate::error::WebError;
use crate::freshness;
use crate::session::{MaybeUser, RequireUser};
use crate::templates::{GameItem, HomePage, LiveLink, MyGamesPage, Nav, VariantItem};
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use pigeonpost_engine::{Color, Variant};
use std::collections::HashMap;
use std::sync::Arc;

fn variant_item(v: &Arc<Variant>) -> VariantItem {
    VariantItem {
        key: v.key().to_string(),
        name: v.name().to_string(),
        summary: v.summary().to_string(),
    }
}

pub(crate) fn game_item(game: &GameRecord, note: String) -> GameItem {
    let seat = |c: Color| game.row.seat(c).map(|p| p.name.clone()).unwrap_or_default();
    GameItem {
        id: game.id(),
        variant_name: game.variant.name().to_string(),
        white: seat(Color::White),
        black: seat(Color::Black),
        note,
        time_control: game.row.time_control.describe(),
    }
}

/// An invitation on "My games": both seats named (the open one by who is invited to
/// take it) and the colour the viewer plays, in `reader`'s words.
fn invitation_item(game: &GameRecord, user: &User, reader: &Nav) -> GameItem {
    let tr = reader.tr;
    let r = &game.row;
    let creator_color = if r.white.is_some() {
        Color::White
    } else {
        Color::Black
    };
    let you = || tr.t("my-games-seat-you");
    // Who is invited: the viewer, someone named, or anyone (None).
    let invited = match (&r.invitee, &r.invite_email) {
        (Some(p), _) if p.id == user.id => Some(you()),
        (Some(p), _) => Some(p.name.clone()),
        (None, Some(e)) if e.eq_ignore_ascii_case(&user.email) => Some(you()),
        (None, Some(e)) => Some(e.clone()),
        _ => None,
    };
    let note = if r.creator.id == user.id {
        let side = creator_color.name();
        match &invited {
            None => tr.t1("my-games-open-invitation", "side", side),
            Some(who) => tr.t2("my-games-you-invited", ("invited", who), ("side", side)),
        }
    } else {
        tr.t2(
            "my-games-invited-by",
            ("creator", &r.creator.name),
            ("side", creator_color.opposite().name()),
        )
    };
    let mut item = game_item(game, note);
    let open_seat = if r.creator.id == user.id {
        invited.unwrap_or_else(|| tr.t("my-games-seat-anyone"))
    } else {
        you()
    };
    match creator_color {
        Color::White => item.black = open_seat,
        Color::Black => item.white = open_seat,
    }
    item
}

pub async fn home(
    State(state): State<AppState>,
    MaybeUser(user): MaybeUser,
    csrf: CsrfToken,
) -> Result<Response, WebError> {
    let open = state
        .app
        .play()
        .open_invitations()
        .await?
        .iter()
        .map(|g| {
            game_item(
                g,
                if g.row.white.is_some() {
                    "black".into()
                } else {
                    "white".into()
                },
            )
        })
        .collect();
    let variants = state
        .app
        .play()
        .own_variants()
        .iter()
        .map(variant_item)
        .collect();
    let hosted = state.app.play().variant_count();
    page(
        StatusCode::OK,
        &HomePage {
            nav: nav(user.as_ref(), &csrf),
            open,
            variants,
            hosted,
        },
    )
}

/// What a game in progress has waiting: its ply, a standing offer, the deadline, and
/// the opponent's vacation (`away`: player id to the vacation's end), in `reader`'s
/// words and on their clock.
fn active_note(g: &GameRecord, me: i64, away: &HashMap<i64, i64>, reader: &Nav) -> String {
    let tr = reader.tr;
    let r = &g.row;
    let mut note = tr.t1("my-games-ply", "ply", r.ply);
    let opponent = r.color_of(me).map(Color::opposite).unwrap_or(Color::White);
    if let Some(until) = r.seat_id(opponent).and_then(|id| away.get(&id)) {
        note.push_str(&tr.t2(
            "my-games-away",
            ("name", g.name(opponent).to_string()),
            ("until", reader.when(*until)),
        ));
    }
    if r.draw_offer_by.is_some() {
        note.push_str(&tr.t("my-games-draw-offered"));
    }
    if r.takeback_by.is_some() {
        note.push_str(&tr.t("my-games-takeback-asked"));
    }
    if let Some(deadline) = r.clock.deadline {
        note.push_str(&tr.t1("my-games-move-by", "deadline", reader.when(deadline)));
    }
    note
}

pub async fn my_games(
    State(state): State<AppState>,
    RequireUser(user): RequireUser,
    csrf: CsrfToken,
    headers: HeaderMap,
) -> Result<Response, WebError> {
    // As the game page: the tag first, from the list's rows alone.
    let stamp = state.app.my_games_stamp(&user).await?;
    let tag = freshness::my_games(state.build, &stamp, &user, &csrf);
    if tag.matches(&headers) {
        return Ok(tag.not_modified());
    }
    let version = stamp.version();
    let MyGames {
        my_move,
        their_move,
        invitations,
        finished,
        away,
    } = state.app.play().my_games_listed(&user, stamp).await?;
    let reader = nav(Some(&user), &csrf);
    let active = |g: &GameRecord| active_note(g, user.id, &away, &reader);
    let items = |games: Vec<GameRecord>, note: &dyn Fn(&GameRecord) -> String| -> Vec<GameItem> {
        games.iter().map(|g| game_item(g, note(g))).collect()
    };
    let p = MyGamesPage {
        live: LiveLink::my_games(version),
        my_move: items(my_move, &active),
        their_move: items(their_move, &active),
        invitations: invitations
            .iter()
            .map(|g| invitation_item(g, &user, &reader))
            .collect(),
        finished: items(finished, &|g| {
            g.row.result().map(|(_, text)| text).unwrap_or_default()
        }),
        nav: reader,
    };
    Ok(tag.apply(page(StatusCode::OK, &p)?))
}
