//! The game page without JavaScript: the turn builder's links build a turn of two moves,
//! promotion choices are links of their own, resigning and aborting ask first, a past
//! position says whose move it was then and offers nothing to do, and a draw claim is
//! offered only when the record allows it.

use crate::support::{Browser, Page, spawn_app, started_game};

/// The `href` of the first link whose text is `<code>TEXT</code>`, unescaped.
pub(crate) fn link_to(page: &Page, text: &str) -> Option<String> {
    let code = format!("><code>{}</code></a>", escape(text));
    let end = page.body.find(&code)?;
    let start = page.body[..end].rfind("href=\"")? + "href=\"".len();
    Some(
        page.body[start..end - 1]
            .replace("&#38;", "&")
            .replace("&amp;", "&"),
    )
}

pub(crate) fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
        .replace('\'', "&#39;")
}

/// Whether the board drawn on `page` has a piece on `square`.
fn piece_on(page: &Page, square: &str) -> bool {
    let key = format!(" data-square=\"{square}\"><rect");
    let start = page.body.find(&key).expect("the square on the board");
    let end = start + page.body[start..].find("</g>").expect("square end");
    page.body[start..end].contains("<use")
}

/// Plays a turn by following the builder's links, as a player without JavaScript:
/// the first move's link, then the second's, then "Send" on the filled field.
async fn build_and_send(player: &Browser, id: i64, first: &str, pick: usize) -> (Page, String) {
    let page = player.game_page(id).await;
    let href = link_to(&page, first).unwrap_or_else(|| panic!("no link for {first}"));
    // Each link opens the page where the player goes on (the board, then the form), not
    // at its top, which on a phone is far above both.
    assert!(href.ends_with("#board"), "{href}");
    let chosen = player.get(&href).await;
    assert_eq!(chosen.status, 200);
    assert!(chosen.contains("id=\"chosen\""), "{}", chosen.body);
    let turns = chosen.legal_turns();
    let turn = turns[pick % turns.len()].clone();
    let second = turn
        .strip_prefix(&format!("{first}; "))
        .unwrap_or_else(|| panic!("{turn} begins with {first}"))
        .to_string();
    let href = link_to(&chosen, &second).unwrap_or_else(|| panic!("no link for {second}"));
    assert!(href.ends_with("#move-form"), "{href}");
    let filled = player.get(&href).await;
    assert_eq!(filled.input("move").as_deref(), Some(turn.as_str()));
    let ply = filled.ply().expect("the move form");
    let after = player.post_move(id, ply, &turn).await;
    (after, turn)
}

#[both_backends]
async fn a_tandem84_turn_of_two_moves_is_built_from_links() {
    let app = spawn_app().await;
    let (white, black, id) = started_game(&app, "tandem84", "tara", "theo").await;
    // White's first turn is one move: its page lists legal moves, each link filling the
    // field with its whole turn.
    let page = white.game_page(id).await;
    assert!(page.contains("Legal moves ("), "{}", page.body);
    let first = page.first_parts()[0].clone();
    let href = link_to(&page, &first).expect("a link per move");
    let alone = white.get(&href).await;
    assert!(!alone.contains("A turn is two moves"), "{}", alone.body);
    assert_eq!(alone.input("move").as_deref(), Some(first.as_str()));
    assert_eq!(white.post_move(id, 0, &first).await.status, 200);

    // Black builds a turn of two moves: the page for the first move shows the board after
    // it, and lists only second moves, each completing a legal turn.
    let page = black.game_page(id).await;
    assert!(
        page.body.len() < 60_000,
        "the page is {} bytes",
        page.body.len()
    );
    assert!(page.contains("A turn is two moves"));
    let first = page
        .first_parts()
        .into_iter()
        .find(|t| t.starts_with("p "))
        .expect("a pawn move begins a turn");
    let from = first[2..].split('-').next().expect("a square").to_string();
    assert!(piece_on(&page, &from), "{from} holds the pawn before");
    let chosen = black.get(&link_to(&page, &first).expect("link")).await;
    assert!(!piece_on(&chosen, &from), "{from} is empty after {first}");
    assert!(chosen.contains("Second moves ("));
    assert_eq!(
        chosen.input("move").as_deref(),
        Some(format!("{first}; ").as_str()),
        "the field holds the first move, ready for the second"
    );
    let (after, turn) = build_and_send(&black, id, &first, 3).await;
    assert_eq!(after.status, 200, "{}", after.body);
    assert!(after.contains(&escape(&turn)), "the move list shows {turn}");
    assert_eq!(after.ply(), None, "it is White's move now");
}

#[both_backends]
async fn a_palindromic_turn_moves_the_opponents_piece_second() {
    let app = spawn_app().await;
    let (white, black, id) = started_game(&app, "palindromic", "pia", "pol").await;
    let page = white.game_page(id).await;
    let first = page.first_parts()[0].clone();
    let chosen = white.get(&link_to(&page, &first).expect("link")).await;
    // Every second action moves one of Black's pieces, and says so.
    assert!(chosen.contains("<strong>black&#39;s "), "{}", chosen.body);
    assert!(!chosen.legal_turns().is_empty());
    for turn in chosen.legal_turns() {
        let second = turn.split("; ").last().expect("a part");
        assert!(
            second.starts_with(|c: char| c.is_ascii_lowercase()),
            "{turn}: the second action moves a black piece"
        );
    }
    let (after, turn) = build_and_send(&white, id, &first, 0).await;
    assert_eq!(after.status, 200, "{}", after.body);
    assert!(after.contains(&escape(&turn)));
    assert_eq!(black.game_page(id).await.ply(), Some(1), "Black's turn now");
}

#[both_backends]
async fn a_first_move_that_begins_no_turn_is_said_so_and_changes_nothing() {
    let app = spawn_app().await;
    let (white, _black, id) = started_game(&app, "tandem84", "tom", "tim").await;
    let page = white.get(&format!("/games/{id}?first=K+a1-a9")).await;
    assert_eq!(page.status, 200);
    assert!(page.contains("id=\"not-a-first\""), "{}", page.body);
    assert!(!page.contains("id=\"chosen\""));
    assert_eq!(page.ply(), Some(0));
}

#[both_backends]
async fn each_promotion_choice_is_a_link_of_its_own() {
    let app = spawn_app().await;
    let (white, black, id) = started_game(&app, "chess", "ada", "ben").await;
    for (p, t) in [
        (&white, "P e2-e4"),
        (&black, "p d7-d5"),
        (&white, "P e4-d5"),
        (&black, "p c7-c6"),
        (&white, "P d5-c6"),
        (&black, "n g8-f6"),
        (&white, "P c6-b7"),
        (&black, "n b8-c6"),
    ] {
        assert_eq!(p.play(id, t).await.status, 200, "{t}");
    }
    let page = white.game_page(id).await;
    let choices: Vec<String> = page
        .legal_turns()
        .into_iter()
        .filter(|t| t.starts_with("P b7-a8"))
        .collect();
    assert_eq!(choices.len(), 4, "{choices:?}");
    let knight = "P b7-a8; N-a8";
    let href = link_to(&page, knight).expect("a link for the knight");
    let filled = white.get(&href).await;
    assert_eq!(filled.input("move").as_deref(), Some(knight));
    let after = white.post_move(id, 8, knight).await;
    assert_eq!(after.status, 200);
    assert!(
        after.contains("white Knight on a8"),
        "a knight is drawn on a8"
    );
}

#[both_backends]
async fn resigning_and_aborting_ask_first() {
    let app = spawn_app().await;
    let (white, black, id) = started_game(&app, "chess", "rae", "roy").await;
    let page = white.game_page(id).await;
    assert!(
        !page.contains(&format!("action=\"/games/{id}/resign\"")),
        "no one-click resign"
    );
    assert!(!page.contains(&format!("action=\"/games/{id}/abort\"")));
    assert!(page.contains("name=\"confirm\" value=\"resign\""));
    assert!(page.contains("name=\"confirm\" value=\"abort\""));

    // The question itself changes nothing; the answer does.
    let ask = white.get(&format!("/games/{id}?confirm=abort")).await;
    assert!(ask.contains("Abort this game?"), "{}", ask.body);
    assert!(ask.contains(&format!("action=\"/games/{id}/abort\"")));
    assert_eq!(
        white.game_page(id).await.ply(),
        Some(0),
        "still in progress"
    );
    // Asking to confirm what the record does not allow offers nothing.
    let stranger = app.player("sam").await;
    let not_his = stranger.get(&format!("/games/{id}?confirm=resign")).await;
    assert!(!not_his.contains("id=\"confirm\""));

    white.play(id, "P e2-e4").await;
    black.play(id, "p e7-e5").await;
    let late = white.get(&format!("/games/{id}?confirm=abort")).await;
    assert!(
        !late.contains("id=\"confirm\""),
        "no abort after both moved"
    );
    let ask = white.get(&format!("/games/{id}?confirm=resign")).await;
    assert!(ask.contains("Resign this game?"));
    let csrf = ask.input("csrf").expect("csrf");
    let done = white
        .post(&format!("/games/{id}/resign"), &[("csrf", &csrf)])
        .await;
    assert_eq!(done.status, 200);
    assert!(
        done.contains("black (roy) wins by resignation"),
        "{}",
        done.body
    );
}

#[both_backends]
async fn a_past_position_shows_its_own_side_to_move_and_no_actions() {
    let app = spawn_app().await;
    let (white, black, id) = started_game(&app, "chess", "una", "val").await;
    white.play(id, "P e2-e4").await;
    black.play(id, "p e7-e5").await;
    white.play(id, "N g1-f3").await;
    let now = black.game_page(id).await;
    assert!(now.contains("Your move (black)."));
    let then = black.get(&format!("/games/{id}?ply=2")).await;
    assert_eq!(then.status, 200);
    assert!(
        then.contains("After ply 2: White to move (una)."),
        "{}",
        then.body
    );
    assert!(!then.contains("Your move"));
    assert_eq!(then.ply(), None, "no move form");
    for action in ["confirm", "draw/offer", "takeback", "claim-win"] {
        assert!(
            !then.contains(action),
            "{action} offered on a past position"
        );
    }
    assert!(!then.contains("you may claim the win"));
    assert!(!then.contains("must move within"));
}

#[both_backends]
async fn a_draw_claim_is_offered_only_when_the_record_allows_it() {
    let app = spawn_app().await;
    let (white, black, id) = started_game(&app, "chess", "wes", "xan").await;
    for (p, t) in [(&white, "N g1-f3"), (&black, "n g8-f6")] {
        let page = p.game_page(id).await;
        assert!(!page.contains("Claim a draw"), "{}", page.body);
        p.play(id, t).await;
    }
    // The refusal the button would have led to still explains itself.
    let csrf = white.game_page(id).await.input("csrf").expect("csrf");
    let claim = white
        .post(&format!("/games/{id}/claim-draw"), &[("csrf", &csrf)])
        .await;
    assert_eq!(claim.status, 409);
    assert!(claim.contains("not a draw by rule"));
}

#[both_backends]
async fn one_click_sending_is_a_stored_choice_that_reaches_the_board() {
    let app = spawn_app().await;
    let (white, _black, id) = started_game(&app, "chess", "yul", "zed").await;
    let one_click = |p: &Page| p.builder().expect("builder")["oneClick"].as_bool();
    assert_eq!(one_click(&white.game_page(id).await), Some(false));
    let account = white.get("/account").await;
    assert!(account.contains("id=\"one-click\""));
    assert!(!account.contains("id=\"one-click\" checked"));
    let csrf = account.input("csrf").expect("csrf");
    let saved = white
        .post(
            "/account/preferences",
            &[("csrf", &csrf), ("one_click", "on")],
        )
        .await;
    assert_eq!(saved.status, 200);
    assert!(saved.contains("id=\"one-click\" checked"), "{}", saved.body);
    assert_eq!(one_click(&white.game_page(id).await), Some(true));
    let export: serde_json::Value =
        serde_json::from_str(&white.get("/account/export").await.body).expect("JSON");
    assert_eq!(export["preferences"]["one_click_moves"], true, "in my data");
    // Nonsense is refused and changes nothing; an unticked box turns it off.
    let bad = white
        .post(
            "/account/preferences",
            &[("csrf", &csrf), ("one_click", "yes please")],
        )
        .await;
    assert_eq!(bad.status, 422);
    assert_eq!(one_click(&white.game_page(id).await), Some(true));
    white.post("/account/preferences", &[("csrf", &csrf)]).await;
    assert_eq!(one_click(&white.game_page(id).await), Some(false));
}
