//! Mail the receiving server refuses. A permanent refusal of the recipient (SMTP 550)
//! used to be retried forever; now it is given up on, the address is marked, the player
//! is told on the account page, and their mail waits until they press "try again". A
//! transient refusal (4xx) keeps the backoff. Every message carries a Message-ID, the
//! same on every attempt of one outbox row.

use crate::support::{TestApp, spawn_app_with_clock_counting_mail};
use std::collections::BTreeSet;

const REFUSAL: &str = "550 5.1.1 <ugo@example.org>: no such mailbox here";

/// Moves the app's clock past the tests' first retry delay (100 ms), so a retried row is
/// due again.
fn past_the_backoff(app: &TestApp) {
    app.clock().advance_ms(250);
}

#[both_backends]
async fn a_permanently_refused_address_is_not_retried_forever_and_its_player_is_told() {
    let app = spawn_app_with_clock_counting_mail().await;
    let tara = app.player("tara").await;
    let ugo = app.player("ugo").await;
    assert_eq!(app.drain_mail().await, 2, "the confirmations of their addresses");
    app.sink().refuse("ugo@example.org", REFUSAL);
    let id = tara.create_game("chess", "white", "ugo").await.game_id();

    // The invitation to ugo is refused: given up on at once, not retried.
    let drained = app.outbox.drain_once().await.expect("drain");
    assert_eq!((drained.sent, drained.failed, drained.given_up), (0, 0, 1));
    assert_eq!(app.sink().rcpt_refused(), 1);
    past_the_backoff(&app);
    let drained = app.outbox.drain_once().await.expect("drain");
    assert_eq!((drained.sent, drained.failed, drained.given_up), (0, 0, 0));
    assert_eq!(drained.next_due, None, "nothing waits to be retried");
    assert_eq!(app.sink().rcpt_refused(), 1, "no second attempt");

    // Mail to others flows; new mail to ugo waits instead of being refused again.
    assert_eq!(ugo.accept(id, "").await.status, 200);
    tara.play(id, "P e2-e4").await;
    assert_eq!(app.drain_mail().await, 1, "only the acceptance, to tara");
    assert_eq!(app.sink().rcpt_refused(), 1);
    assert!(
        app.sink()
            .messages()
            .iter()
            .filter(|m| !m.subject().contains("Confirm your address"))
            .all(|m| !m.is_for("ugo@example.org"))
    );

    // ugo is told, with the date and the server's reply; tara is not.
    let page = ugo.get("/account").await;
    assert!(page.contains("id=\"mail-refused\""), "{}", page.body);
    assert!(
        page.contains("Mail to ugo@example.org was refused by the receiving server on 20"),
        "{}",
        page.body
    );
    assert!(page.contains("no such mailbox here"), "{}", page.body);
    assert!(page.contains("Check your address"), "{}", page.body);
    assert!(!tara.get("/account").await.contains("mail-refused"));

    // Once the address works again, "try again" sends what waited, the refused
    // invitation included, each once.
    app.sink().accept("ugo@example.org");
    let after = ugo.post("/account/mail/retry", &[]).await;
    assert_eq!(after.status, 200);
    assert!(after.url.ends_with("/account"), "{}", after.url);
    assert!(!after.contains("mail-refused"), "{}", after.body);
    assert_eq!(app.drain_mail().await, 2);
    let to_ugo: Vec<String> = app
        .sink()
        .messages()
        .iter()
        .filter(|m| m.is_for("ugo@example.org") && !m.subject().contains("Confirm your"))
        .map(|m| m.subject())
        .collect();
    assert_eq!(to_ugo.len(), 2, "{to_ugo:?}");
    assert!(
        to_ugo.iter().any(|s| s.contains("invites you")),
        "{to_ugo:?}"
    );
    assert!(
        to_ugo.iter().any(|s| s.contains("played P e2-e4")),
        "{to_ugo:?}"
    );
    assert_eq!(app.drain_mail().await, 0, "nothing is sent twice");
    // Pressing it again, with nothing refused, changes nothing.
    assert_eq!(ugo.post("/account/mail/retry", &[]).await.status, 200);
    assert_eq!(app.drain_mail().await, 0);
}

#[both_backends]
async fn a_refused_address_that_is_refused_again_is_marked_again() {
    let app = spawn_app_with_clock_counting_mail().await;
    let tara = app.player("tara").await;
    let ugo = app.player("ugo").await;
    assert_eq!(app.drain_mail().await, 2, "the confirmations of their addresses");
    app.sink().refuse("ugo@example.org", REFUSAL);
    tara.create_game("chess", "white", "ugo").await.game_id();
    app.drain_mail().await;
    ugo.post("/account/mail/retry", &[]).await;
    let drained = app.outbox.drain_once().await.expect("drain");
    assert_eq!(
        drained.given_up, 1,
        "the retried invitation is refused again"
    );
    assert!(ugo.get("/account").await.contains("mail-refused"));
}

#[both_backends]
async fn a_transient_refusal_keeps_the_backoff_and_tells_no_one() {
    let app = spawn_app_with_clock_counting_mail().await;
    let tara = app.player("tara").await;
    let ugo = app.player("ugo").await;
    assert_eq!(app.drain_mail().await, 2, "the confirmations of their addresses");
    app.sink()
        .refuse("ugo@example.org", "450 4.2.1 mailbox busy, try later");
    tara.create_game("chess", "white", "ugo").await.game_id();
    let drained = app.outbox.drain_once().await.expect("drain");
    // (A loaded machine may already have retried it once within that drain.)
    assert_eq!((drained.sent, drained.given_up), (0, 0));
    assert!(drained.failed >= 1);
    assert!(drained.next_due.is_some(), "it will be retried");
    assert!(!ugo.get("/account").await.contains("mail-refused"));
    app.sink().accept("ugo@example.org");
    past_the_backoff(&app);
    assert_eq!(app.drain_mail().await, 1);
    app.sink()
        .wait_for_mail("ugo@example.org", "invites you")
        .await;
}

#[both_backends]
async fn every_mail_carries_a_message_id_and_a_retry_of_one_row_keeps_it() {
    let app = spawn_app_with_clock_counting_mail().await;
    let tara = app.player("tara").await;
    let ugo = app.player("ugo").await;
    assert_eq!(app.drain_mail().await, 2, "the confirmations of their addresses");
    app.sink()
        .refuse_after_data("ugo@example.org", "451 4.3.0 queue full, try later");
    let id = tara.create_game("chess", "white", "ugo").await.game_id();
    assert_eq!(ugo.accept(id, "").await.status, 200);
    tara.play(id, "P e2-e4").await;
    // The acceptance goes to tara; the invitation and the move to ugo are taken, then
    // deferred, so the sink holds their first attempts.
    assert_eq!(app.drain_mail().await, 1);
    // (On a slow machine a row may already have been retried within that drain.)
    let first: BTreeSet<String> = app
        .sink()
        .refused()
        .iter()
        .map(|m| m.header("Message-ID").expect("a Message-ID"))
        .collect();
    assert_eq!(first.len(), 2, "each row has its own: {first:?}");
    let host = app.base.trim_start_matches("http://");
    let host = host.split(':').next().expect("host");
    for id in &first {
        assert!(
            // Mail about a game names the game, so that it threads (see mail_content).
            (id.starts_with("<outbox-") || id.starts_with("<game-"))
                && id.ends_with(&format!("@{host}>")),
            "{id}"
        );
    }
    app.sink().accept("ugo@example.org");
    past_the_backoff(&app);
    assert_eq!(app.drain_mail().await, 2);
    let delivered: BTreeSet<String> = app
        .sink()
        .messages()
        .iter()
        .filter(|m| m.is_for("ugo@example.org") && !m.subject().contains("Confirm your"))
        .map(|m| m.header("Message-ID").expect("a Message-ID"))
        .collect();
    assert_eq!(delivered, first, "a retry carries the same Message-ID");
    let to_tara = app
        .sink()
        .messages()
        .into_iter()
        .find(|m| m.is_for("tara@example.org"))
        .expect("the acceptance");
    assert!(to_tara.header("Message-ID").is_some());
}
