//! Email delivery when the SMTP server is down: delayed, never lost.

use crate::support::{spawn_app_with_sink_down, start_sink};

#[both_backends]
async fn smtp_outage_delays_mail_but_loses_none() {
    let mut app = spawn_app_with_sink_down().await;
    let alice = app.player("tara").await;
    let bob = app.player("ugo").await;
    let id = alice.create_game("chess", "white", "ugo").await.game_id();
    assert_eq!(bob.accept(id, "").await.status, 200);
    alice.play(id, "P d2-d4").await;
    bob.play(id, "p d7-d5").await;
    // Every send fails while the SMTP server is down, and nothing is lost.
    assert_eq!(app.drain_mail().await, 0);
    let failed = app.outbox.drain_once().await.expect("drain");
    assert_eq!(
        (failed.sent, failed.failed),
        (0, 0),
        "not due again until the backoff"
    );
    start_sink(&mut app).await;
    // The first retry is due 100 ms after the failure.
    app.clock().advance_ms(150);
    assert_eq!(app.drain_mail().await, 6, "4 game mails and 2 confirmations");
    let mails = app.sink().messages();
    let subjects: Vec<String> = mails.iter().map(|m| m.subject()).collect();
    assert!(
        mails
            .iter()
            .any(|m| m.is_for("ugo@example.org") && m.subject().contains("invites you")),
        "{subjects:?}"
    );
    assert!(
        mails
            .iter()
            .any(|m| m.is_for("tara@example.org") && m.subject().contains("ugo accepted")),
        "{subjects:?}"
    );
    assert!(
        mails
            .iter()
            .any(|m| m.is_for("ugo@example.org") && m.subject().contains("played P d2-d4")),
        "{subjects:?}"
    );
    assert!(
        mails
            .iter()
            .any(|m| m.is_for("tara@example.org") && m.subject().contains("played p d7-d5")),
        "{subjects:?}"
    );
    assert_eq!(app.drain_mail().await, 0, "nothing is sent twice");
    assert_eq!(app.sink().messages().len(), 6, "each sent exactly once");
}
