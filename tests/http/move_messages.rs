//! A word with a move: the move form's message field (and the `//` comment) is shown
//! beside the move in both players' move lists, in the opponent's mail, in the API and
//! the feed, escaped everywhere; a reply by mail carries one in the lines after the move.

use crate::api::tool::{Tool, make_token};
use crate::support::{spawn_app, started_game};

const SAID: &str = "good luck, <b>bob</b> & co";
/// As the pages escape it (askama's numeric references) and as the mails do.
const SAID_ON_PAGE: &str = "good luck, &#60;b&#62;bob&#60;/b&#62; &#38; co";
const SAID_IN_MAIL: &str = "good luck, &lt;b&gt;bob&lt;/b&gt; &amp; co";

#[both_backends]
async fn a_message_with_a_move_reaches_the_opponent_escaped_everywhere() {
    let app = spawn_app().await;
    let (ann, bob, id) = started_game(&app, "chess", "mm_ann", "mm_bob").await;
    let ply = ann.game_page(id).await.ply().expect("a move form");
    let page = ann
        .post(
            &format!("/games/{id}/moves"),
            &[("ply", &ply.to_string()), ("move", "e4"), ("message", SAID)],
        )
        .await;
    assert_eq!(page.status, 200, "{}", page.body);

    // Beside the move, for both players, escaped.
    for who in [&ann, &bob] {
        let page = who.game_page(id).await;
        assert!(
            page.body
                .contains(&format!("<q class=\"move-message\">{SAID_ON_PAGE}</q>")),
            "{}",
            page.body
        );
        assert!(!page.body.contains(SAID), "unescaped: {}", page.body);
    }

    // In the move mail: the text part as written, the HTML part escaped.
    let mail = app
        .sink()
        .wait_for_mail("mm_bob@example.org", "mm_ann played")
        .await;
    let text = mail.text();
    assert!(text.contains("mm_ann wrote with the move:"), "{text}");
    assert!(text.contains(SAID), "{text}");
    assert!(text.contains(SAID_IN_MAIL), "the HTML part escapes it: {text}");

    // In the API, as the move's comment.
    let token = make_token(&bob, "mm tool", "play").await;
    let game = Tool::new(&app, &token).game(id).await;
    assert_eq!(game["moves"][0]["comment"], SAID, "{game}");
}

#[both_backends]
async fn a_message_too_long_is_refused_and_nothing_is_played() {
    let app = spawn_app().await;
    let (ann, _bob, id) = started_game(&app, "chess", "ml_ann", "ml_bob").await;
    let long = "word ".repeat(60);
    let page = ann
        .post(
            &format!("/games/{id}/moves"),
            &[("ply", "0"), ("move", "e4"), ("message", &long)],
        )
        .await;
    assert!(
        page.body.contains("a message is at most 280 characters"),
        "{}",
        page.body
    );
    // The message is kept in the form for the next try; the game has not moved.
    assert!(page.body.contains(long.trim_end()), "{}", page.body);
    assert_eq!(ann.game_page(id).await.ply(), Some(0));
}
