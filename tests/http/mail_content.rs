//! Email that says enough: an invitation states the variant, the time
//! control and the colour; declining or withdrawing tells the other player; a move
//! mail states the new deadline; every mail about one game threads with the others.

use crate::smtp_sink::SunkMail;
use crate::support::{EPOCH, TestApp, spawn_app_with_clock_counting_mail};

/// The one mail to `to` whose subject contains `subject`, among those sent so far.
fn mail(app: &TestApp, to: &str, subject: &str) -> SunkMail {
    let all = app.sink().messages();
    let subjects: Vec<String> = all.iter().map(|m| m.subject()).collect();
    let found: Vec<SunkMail> = all
        .into_iter()
        .filter(|m| m.is_for(to) && m.subject().contains(subject))
        .collect();
    assert_eq!(
        found.len(),
        1,
        "one mail to {to} about {subject:?} in {subjects:?}"
    );
    found.into_iter().next().expect("one mail")
}

#[both_backends]
async fn invitation_mail_states_variant_time_control_and_colour() {
    let app = spawn_app_with_clock_counting_mail().await;
    let alice = app.player("mc_alice").await;
    app.player("mc_bob").await;
    let created = alice
        .post(
            "/games",
            &[
                ("variant", "meteoric"),
                ("color", "white"),
                ("opponent", "mc_bob"),
                ("time_control", "move"),
                ("days", "3"),
            ],
        )
        .await;
    assert_eq!(created.status, 200, "{}", created.body);
    app.drain_mail().await;
    let text = mail(&app, "mc_bob@example.org", "invites you").text();
    for words in ["Meteoric Chess", "You would play Black", "3 days per move"] {
        assert!(text.contains(words), "{words:?} missing from {text}");
    }
}

#[both_backends]
async fn declining_an_invitation_tells_the_player_who_invited() {
    let app = spawn_app_with_clock_counting_mail().await;
    let alice = app.player("dc_alice").await;
    let bob = app.player("dc_bob").await;
    let id = alice
        .create_game("chess", "white", "dc_bob")
        .await
        .game_id();
    let page = bob.post(&format!("/games/{id}/decline"), &[]).await;
    assert_eq!(page.status, 200, "{}", page.body);
    app.drain_mail().await;
    let told = mail(&app, "dc_alice@example.org", "declined");
    assert!(
        told.subject().contains("dc_bob declined"),
        "{}",
        told.subject()
    );
    assert!(
        told.text().contains(&format!("game #{id}")),
        "{}",
        told.text()
    );
}

#[both_backends]
async fn withdrawing_an_invitation_tells_the_player_invited() {
    let app = spawn_app_with_clock_counting_mail().await;
    let alice = app.player("wd_alice").await;
    app.player("wd_bob").await;
    let by_name = alice
        .create_game("chess", "white", "wd_bob")
        .await
        .game_id();
    let by_mail = alice
        .create_game("chess", "black", "outsider@example.net")
        .await
        .game_id();
    for id in [by_name, by_mail] {
        let page = alice.post(&format!("/games/{id}/withdraw"), &[]).await;
        assert_eq!(page.status, 200, "{}", page.body);
    }
    app.drain_mail().await;
    mail(&app, "wd_bob@example.org", "wd_alice withdrew");
    mail(&app, "outsider@example.net", "wd_alice withdrew");
}

#[both_backends]
async fn move_mail_states_the_new_deadline() {
    let app = spawn_app_with_clock_counting_mail().await;
    let alice = app.player("dl_alice").await;
    let bob = app.player("dl_bob").await;
    let created = alice
        .create_timed_game("dl_bob", &[("time_control", "move"), ("days", "3")])
        .await;
    let id = created.game_id();
    assert_eq!(bob.accept(id, "").await.status, 200);
    alice.play(id, "P e2-e4").await;
    app.drain_mail().await;
    // The manual clock stands still at EPOCH: three days later, at the same minute.
    let deadline = pigeonpost::calendar::format_utc(EPOCH + 3 * 86_400);
    let text = mail(&app, "dl_bob@example.org", "played P e2-e4").text();
    assert!(
        text.contains(&format!("Move by {deadline}")),
        "{deadline} missing from {text}"
    );
}

#[both_backends]
async fn mails_about_one_game_thread_together() {
    let app = spawn_app_with_clock_counting_mail().await;
    let alice = app.player("th_alice").await;
    let bob = app.player("th_bob").await;
    let id = alice
        .create_game("chess", "white", "th_bob")
        .await
        .game_id();
    assert_eq!(bob.accept(id, "").await.status, 200);
    alice.play(id, "P e2-e4").await;
    bob.play(id, "p e7-e5").await;
    let other = alice
        .create_game("chess", "white", "th_bob")
        .await
        .game_id();
    app.drain_mail().await;

    let about = |id: i64| -> Vec<SunkMail> {
        app.sink()
            .messages()
            .into_iter()
            .filter(|m| {
                let text = m.text();
                text.contains(&format!("/games/{id}\r")) || text.contains(&format!("/games/{id}\""))
            })
            .collect()
    };
    let thread = about(id);
    assert!(
        thread.len() >= 4,
        "invitation, acceptance, two moves: {}",
        thread.len()
    );
    let root = thread[0].header("References").expect("References");
    assert!(root.starts_with(&format!("<game-{id}@")), "{root}");
    let mut ids = std::collections::HashSet::new();
    for m in &thread {
        assert_eq!(
            m.header("References").as_deref(),
            Some(root.as_str()),
            "{}",
            m.subject()
        );
        assert_eq!(
            m.header("In-Reply-To").as_deref(),
            Some(root.as_str()),
            "{}",
            m.subject()
        );
        let own = m.header("Message-ID").expect("a Message-ID");
        assert_ne!(own, root, "the root is never a sent mail's own id");
        assert!(ids.insert(own), "Message-IDs are unique");
    }
    let elsewhere = about(other);
    assert_eq!(elsewhere.len(), 1, "the second invitation");
    assert_ne!(elsewhere[0].header("References"), Some(root));
}
