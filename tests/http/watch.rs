//! The watch page: games being played and finished lately, for anyone, filtered by
//! variant and player, each with its board picture and a link to its page.

use crate::support::{spawn_app, started_game};

#[both_backends]
async fn anyone_watches_games_filtered_by_variant_and_player() {
    let app = spawn_app().await;
    let (ann, _bob, chess) = started_game(&app, "chess", "wa_ann", "wa_bob").await;
    ann.play(chess, "P e2-e4").await;
    let (_carl, _dora, capa) = started_game(&app, "capablanca", "wa_carl", "wa_dora").await;
    let (_eve, fay, done) = started_game(&app, "chess", "wa_eve", "wa_fay").await;
    let resigned = fay.post(&format!("/games/{done}/resign"), &[]).await;
    assert_eq!(resigned.status, 200, "{}", resigned.body);

    let visitor = app.browser();
    let page = visitor.get("/watch").await;
    assert_eq!(page.status, 200, "{}", page.body);
    let (playing, finished) = page
        .body
        .split_once("id=\"finished\"")
        .expect("two lists");
    for id in [chess, capa] {
        assert!(playing.contains(&format!("href=\"/games/{id}\"")), "{playing}");
        assert!(playing.contains(&format!("src=\"/games/{id}/board.png\"")), "{playing}");
    }
    assert!(finished.contains(&format!("href=\"/games/{done}\"")), "{finished}");
    assert!(finished.contains("wins by resignation"), "{finished}");

    let only_capa = visitor.get("/watch?variant=capablanca").await;
    assert!(only_capa.body.contains(&format!("href=\"/games/{capa}\"")));
    assert!(!only_capa.body.contains(&format!("href=\"/games/{chess}\"")));
    let only_bob = visitor.get("/watch?player=wa_bob").await;
    assert!(only_bob.body.contains(&format!("href=\"/games/{chess}\"")));
    assert!(!only_bob.body.contains(&format!("href=\"/games/{capa}\"")));
    // A filter is text, escaped, and matches nothing it should not.
    let odd = visitor.get("/watch?player=%3Cscript%3E&variant='").await;
    assert_eq!(odd.status, 200);
    assert!(!odd.body.contains("<script>"), "{}", odd.body);
    assert!(odd.body.contains("None that match"), "{}", odd.body);
}

#[both_backends]
async fn a_filter_with_control_characters_is_refused() {
    let app = spawn_app().await;
    let page = app.browser().get("/watch?player=a%00b").await;
    assert_eq!(page.status, 422, "{}", page.body);
    assert!(page.body.contains("control characters"), "{}", page.body);
}
