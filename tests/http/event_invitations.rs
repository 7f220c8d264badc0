//! Invitation-only events as their organiser and players use them: the organiser names
//! who may enter, everyone reads the list before entering, an invitee enters, anyone
//! else is refused with a clear reason and nothing changed; and bad lists of invitees
//! refused with no event opened.

use crate::support::{count, spawn_app};


#[both_backends]
async fn only_the_players_an_organiser_invited_may_enter() {
    let app = spawn_app().await;
    let org = app.player("iv_org").await;
    let ann = app.player("iv_ann").await;
    let bob = app.player("iv_bob").await;
    let cid = app.player("iv_cid").await;
    let eve = app.player("iv_eve").await;
    let id = crate::support::open_event(
        &org,
        &[("name", "Club invitational"), ("format", "round_robin"), ("invitees", "iv_ann, iv_bob\niv_cid")],
    )
    .await;

    // Read before entering, by anyone.
    let page = app.browser().get(&format!("/tournaments/{id}")).await;
    assert!(page.contains("Entry: by invitation only"), "{}", page.body);
    let listed = crate::support::text_of(
        &page.body[page.body.find("id=\"invitees\"").expect("the list")..],
    );
    assert!(listed.contains("iv_ann iv_bob iv_cid Entrants (0)"), "{listed}");

    // Someone not invited sees why, and is refused if they ask anyway.
    let seen = eve.get(&format!("/tournaments/{id}")).await;
    assert!(seen.contains("its organiser has not invited you"), "{}", seen.body);
    assert!(!seen.contains("id=\"join\""), "{}", seen.body);
    let refused = eve.post(&format!("/tournaments/{id}/join"), &[]).await;
    assert_eq!(refused.status, 403, "{}", refused.body);
    assert!(refused.contains("by invitation only"), "{}", refused.body);
    let entrants = format!("SELECT COUNT(*) FROM tournament_entrants WHERE tournament_id = {id}");
    assert_eq!(count(&app, &entrants).await, 0);

    // The invitees enter, and the event runs as any other.
    for p in [&ann, &bob, &cid] {
        assert!(p.get(&format!("/tournaments/{id}")).await.contains("id=\"join\""));
        assert_eq!(p.post(&format!("/tournaments/{id}/join"), &[]).await.status, 200);
    }
    assert_eq!(count(&app, &entrants).await, 3);
    assert_eq!(org.post(&format!("/tournaments/{id}/start"), &[]).await.status, 200);
    let games = format!("SELECT COUNT(*) FROM tournament_games WHERE tournament_id = {id}");
    assert_eq!(count(&app, &games).await, 3);
    // An event without invitees is open to everyone.
    let open = crate::support::open_event(&org, &[("name", "Open cup"), ("format", "swiss")]).await;
    assert!(!eve.get(&format!("/tournaments/{open}")).await.contains("by invitation only"));
    assert_eq!(eve.post(&format!("/tournaments/{open}/join"), &[]).await.status, 200);
}

#[both_backends]
async fn a_bad_list_of_invitees_is_refused_and_opens_nothing() {
    let app = spawn_app().await;
    let org = app.player("ib_org").await;
    let _ann = app.player("ib_ann").await;
    let too_many = (0..201).map(|i| format!("p{i}")).collect::<Vec<_>>().join(",");
    for (invitees, why) in [
        ("ib_ann, nobody_here, nor_her", "no player is called \"nobody_here\", \"nor_her\""),
        ("ib_ann ib_ann", "ib_ann is among the invitees twice"),
        (too_many.as_str(), "at most 200 players"),
    ] {
        let form = [
            ("name", "Probe"),
            ("format", "round_robin"),
            ("variant", "chess"),
            ("time_control", "move"),
            ("days", "3"),
            ("invitees", invitees),
        ];
        let page = org.post("/tournaments", &form).await;
        assert_eq!(page.status, 422, "{invitees}: {}", page.body);
        let text = page.body.replace("&quot;", "\"").replace("&#34;", "\"");
        assert!(text.contains(why), "{invitees}: {}", page.body);
    }
    assert_eq!(count(&app, "SELECT COUNT(*) FROM tournaments").await, 0);
    assert_eq!(count(&app, "SELECT COUNT(*) FROM tournament_invitees").await, 0);
}
