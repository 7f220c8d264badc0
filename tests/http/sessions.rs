//! Session tokens were stored in clear, and a player could neither see
//! nor end their other sessions. Now the database keeps only a hash, and the account page
//! lists the sessions with "log out" for each and "log out everywhere else".

use crate::support::{Browser, TestApp, spawn_app};
use sha2::{Digest, Sha256};

const FIREFOX: &str = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
const SAFARI: &str = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

fn browser(app: &TestApp, addr: &str, agent: &str) -> Browser {
    Browser::with_agent(&app.base, addr.parse().expect("an address"), Some(agent))
}

/// The public ids in the page's "log out" forms.
fn session_ids(page: &crate::support::Page) -> Vec<String> {
    page.body
        .split("name=\"id\" value=\"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .map(str::to_string)
        .collect()
}

#[both_backends]
async fn session_tokens_are_stored_hashed() {
    let app = spawn_app().await;
    let alice = app.player("sh_alice").await;
    let cookie = alice.cookie("pp_session").expect("a session cookie");
    assert_eq!(cookie.len(), 64, "{cookie}");
    let db = app.db().await;
    let stored: Vec<String> = sqlx::query_scalar("SELECT token_hash FROM sessions")
        .fetch_all(&db)
        .await
        .expect("read sessions");
    assert_eq!(stored.len(), 1);
    assert!(
        !stored.contains(&cookie),
        "the cookie value is not in the database"
    );
    let hash: String = Sha256::digest(cookie.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    assert_eq!(stored, vec![hash], "its SHA-256 is");
    let other_columns: i64 = sqlx::query_scalar(if app.on_postgres() {
        "SELECT COUNT(*) FROM information_schema.columns
         WHERE table_name = 'sessions' AND column_name = 'token'"
    } else {
        "SELECT COUNT(*) FROM pragma_table_info('sessions') WHERE name = 'token'"
    })
    .fetch_one(&db)
    .await
    .expect("table info");
    assert_eq!(other_columns, 0, "no clear-text column is left");
    // The cookie still works, and so does logging out with it.
    assert_eq!(alice.get("/my").await.status, 200);
    assert_eq!(alice.post("/logout", &[]).await.status, 200);
    let left: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM sessions")
        .fetch_one(&db)
        .await
        .expect("count");
    assert_eq!(left, 0, "logging out deleted the hashed row");
}

#[both_backends]
async fn the_account_page_lists_sessions_and_ends_them() {
    let app = spawn_app().await;
    let laptop = browser(&app, "127.2.0.1", FIREFOX);
    let page = laptop
        .register("ls_alice", "ls_alice@example.org", "correct horse")
        .await;
    assert_eq!(page.status, 200, "{}", page.body);
    let phone = browser(&app, "127.2.0.2", SAFARI);
    assert_eq!(phone.login("ls_alice", "correct horse").await.status, 200);

    let account = laptop.get("/account").await;
    assert_eq!(account.status, 200);
    for text in ["Firefox on Linux", "Safari on iOS", "this browser"] {
        assert!(account.contains(text), "{text}: {}", account.body);
    }
    assert_eq!(account.body.matches("this browser").count(), 1);
    let ids = session_ids(&account);
    assert_eq!(ids.len(), 1, "a log-out form for the other session only");
    let from_phone = phone.get("/account").await;
    assert!(from_phone.contains("Log out everywhere else"));

    let ended = laptop
        .post("/account/sessions/end", &[("id", &ids[0])])
        .await;
    assert_eq!(ended.status, 200, "{}", ended.body);
    assert!(ended.url.ends_with("/account"), "{}", ended.url);
    assert_eq!(
        phone.get("/my").await.status,
        401,
        "the phone is logged out"
    );
    assert_eq!(laptop.get("/my").await.status, 200, "the laptop is not");
    let account = laptop.get("/account").await;
    assert!(!account.contains("Safari on iOS"), "{}", account.body);
    // Ending it again is answered, and changes nothing.
    let again = laptop
        .post("/account/sessions/end", &[("id", &ids[0])])
        .await;
    assert_eq!(again.status, 404, "{}", again.body);
    let bad = laptop
        .post("/account/sessions/end", &[("id", "not a number")])
        .await;
    assert_eq!(bad.status, 400, "{}", bad.body);

    // Two more browsers, one with a User-Agent made to break the page; then log out
    // everywhere else.
    let odd = browser(&app, "127.2.0.3", "<script>alert(1)</script>");
    let tablet = browser(&app, "127.2.0.4", SAFARI);
    for b in [&odd, &tablet] {
        assert_eq!(b.login("ls_alice", "correct horse").await.status, 200);
    }
    let account = laptop.get("/account").await;
    assert_eq!(session_ids(&account).len(), 2);
    assert!(!account.contains("<script>alert"), "{}", account.body);
    assert!(account.contains("alert(1)"), "{}", account.body);
    let page = laptop.post("/account/sessions/end-others", &[]).await;
    assert_eq!(page.status, 200, "{}", page.body);
    assert!(session_ids(&page).is_empty(), "{}", page.body);
    for b in [&odd, &tablet] {
        assert_eq!(b.get("/my").await.status, 401);
    }
    assert_eq!(laptop.get("/my").await.status, 200);
}

#[both_backends]
async fn a_player_cannot_end_another_players_session() {
    let app = spawn_app().await;
    let alice = app.player("os_alice").await;
    let bob = app.player("os_bob").await;
    let db = app.db().await;
    let alices: i64 = sqlx::query_scalar(
        "SELECT s.id FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.username = 'os_alice'",
    )
    .fetch_one(&db)
    .await
    .expect("alice's session");
    let page = bob
        .post("/account/sessions/end", &[("id", &alices.to_string())])
        .await;
    assert_eq!(page.status, 404, "{}", page.body);
    assert_eq!(alice.get("/my").await.status, 200, "alice is still in");
    // Bob's "everywhere else" ends only his own.
    bob.get("/account").await;
    assert_eq!(
        bob.post("/account/sessions/end-others", &[]).await.status,
        200
    );
    assert_eq!(alice.get("/my").await.status, 200, "alice is still in");
}
