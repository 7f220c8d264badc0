//! Every variant the engine knows is hosted: rules page, and a few turns played via forms.

use crate::support::{spawn_app, started_game};
use pigeonpost_engine::registry;

#[both_backends]
async fn every_variant_has_a_rules_page() {
    let app = spawn_app().await;
    let list = app.browser().get("/variants").await;
    for key in registry::keys() {
        let v = registry::get(key).expect("listed variant exists");
        assert!(list.contains(&format!("/variants/{key}\"")), "{key} listed");
        let page = app.browser().get(&format!("/variants/{key}")).await;
        assert_eq!(page.status, 200, "{key}");
        assert!(page.contains(v.name()));
        assert!(
            page.contains("<svg class=\"board\""),
            "{key} start position drawn"
        );
        for ruling in v.rulings() {
            assert!(
                page.contains(&escape(&ruling.title)),
                "{key} shows ruling {}",
                ruling.title
            );
        }
        for piece in v.pieces() {
            assert!(
                page.contains(&escape(&piece.name)),
                "{key} shows piece {}",
                piece.name
            );
        }
    }
}

/// Every piece of every start position and reserve is drawn with a drawing the piece set
/// has (the Culverin was once drawn as nothing).
#[both_backends]
async fn every_piece_of_every_start_position_and_reserve_is_drawn() {
    let app = spawn_app().await;
    let set = app.browser().get("/static/pieces.svg").await;
    assert_eq!(set.status, 200);
    for key in registry::keys() {
        let v = registry::get(key).expect("listed variant exists");
        let start = pigeonpost_engine::Position::start(&v);
        let mut shown = Vec::new();
        let g = v.geometry();
        for square in g.squares() {
            shown.extend(start.piece_at(square));
        }
        for color in pigeonpost_engine::Color::BOTH {
            shown.extend(
                start
                    .in_hand(color)
                    .into_iter()
                    .filter(|slot| slot.count > 0)
                    .map(|slot| slot.piece),
            );
        }
        let page = app.browser().get(&format!("/variants/{key}")).await;
        for piece in shown {
            let color = match piece.color {
                pigeonpost_engine::Color::White => "white",
                pigeonpost_engine::Color::Black => "black",
            };
            let id = format!("piece-{}-{color}", piece.glyph);
            assert!(
                page.contains(&format!("#{id}\"")),
                "{key}: {} not drawn",
                piece.name
            );
            assert!(
                set.contains(&format!("id=\"{id}\"")),
                "{key}: no drawing {id}"
            );
        }
    }
}

/// Fairy-Stockfish's games are hosted too: each in the catalogue under its family, with
/// a rules page drawn as its family draws its board.
#[both_backends]
async fn every_fairy_stockfish_game_is_in_the_catalogue_under_its_family() {
    let app = spawn_app().await;
    let list = app.browser().get("/variants").await;
    for v in registry::fairy_stockfish() {
        let key = v.key();
        let family = v.family();
        let section = list
            .body
            .split(&format!("id=\"family-{}\"", family.key))
            .nth(1)
            .and_then(|rest| rest.split("<section").next())
            .unwrap_or_else(|| panic!("{key}: no section for {}", family.key));
        assert!(section.contains(&format!("/variants/{key}\"")), "{key} listed");
        let page = app.browser().get(&format!("/variants/{key}")).await;
        assert_eq!(page.status, 200, "{key}");
        assert!(page.contains(&escape(v.name())), "{key}");
        let drawn = match v.board_drawing().drawn_on {
            pigeonpost_engine::DrawnOn::Squares => "<svg class=\"board\"",
            pigeonpost_engine::DrawnOn::Grid => "<svg class=\"board grid\"",
            pigeonpost_engine::DrawnOn::Points => "<svg class=\"board points\"",
        };
        assert!(page.contains(drawn), "{key}: {drawn}");
        for piece in v.pieces() {
            assert!(page.contains(&escape(&piece.name)), "{key}: {}", piece.name);
        }
    }
    assert!(list.contains("/variants/xiangqi\""));
    // The home page names ours and counts every one.
    let home = app.browser().get("/").await;
    let hosted = registry::hosted().count();
    assert!(home.contains(&format!("Every variant</a>: {hosted} in all")), "{}", home.body);
}

/// A few turns of one game of each family of Fairy-Stockfish's, as the forms play them.
#[both_backends]
async fn fairy_stockfish_games_play_a_few_turns() {
    let app = spawn_app().await;
    let keys = [
        "shogi", "xiangqi", "janggi", "makruk", "seirawan", "duck", "atomic", "antichess",
        "crazyhouse", "amazons", "ataxx", "sittuyin",
    ];
    play_a_few_turns(&app, &keys).await;
    // Their PGN names them as lichess and pychess-variants do.
    let (_w, _b, id) = started_game(&app, "kingofthehill", "kw", "kb").await;
    let pgn = app.browser().get(&format!("/games/{id}/pgn")).await;
    assert!(pgn.contains("[Variant \"King of the Hill\"]"), "{}", pgn.body);
}

#[both_backends]
async fn every_variant_plays_a_few_turns() {
    let app = spawn_app().await;
    play_a_few_turns(&app, &registry::keys()).await;
}

async fn play_a_few_turns(app: &crate::support::TestApp, keys: &[&str]) {
    for (n, key) in keys.iter().copied().enumerate() {
        let (white, black, id) = started_game(app, key, &format!("w{n}"), &format!("b{n}")).await;
        for turn in 0..4 {
            let player = if turn % 2 == 0 { &white } else { &black };
            let page = player.game_page(id).await;
            if page.builder().is_none() {
                break; // the game ended
            }
            // The builder says how many first moves there are, and a long list starts
            // folded.
            let count = page.first_parts().len();
            let folded = if count > 200 { "" } else { " open" };
            assert!(
                page.contains(&format!("<details class=\"legal\" id=\"firsts\"{folded}>")),
                "{key}: {count} first moves"
            );
            assert!(
                page.contains(&format!("moves ({count})</summary>")),
                "{key}"
            );
            let first = player
                .built_turns(id, turn as usize)
                .await
                .into_iter()
                .next();
            let first = first.unwrap_or_else(|| panic!("{key}: no turn built"));
            let ply = page.ply().expect("move form");
            assert_eq!(ply, turn, "{key}");
            let after = player.post_move(id, ply, &first).await;
            assert_eq!(
                after.status, 200,
                "{key}: {first:?} refused: {}",
                after.body
            );
            assert!(
                after.contains(&escape(&first)),
                "{key}: move list shows {first}"
            );
        }
    }
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
        .replace('\'', "&#39;")
}
