//! The editor's perft preview is bounded by the work it does, not only by the positions
//! it starts from: a definition whose depth 3 would take CPU-minutes is answered at once
//! with the counts reached and a sentence saying why it stopped, one client address
//! counts one preview at a time, and its previews share an hourly CPU allowance.

use super::support::{Browser, Page, spawn_app_with};
use pigeonpost_engine::{Catalogue, Position, perft};
use std::sync::Arc;

/// 16x8, two moves a turn, twelve queens against a king that can hardly move.
pub const BOMB: &str = include_str!("../data/preview_bomb.toml");

/// Chess whose knight also steps one square orthogonally: cheap to count.
const SMALL: &str = "inherits = \"chess\"\nkey = \"small\"\nname = \"Small\"\n[pieces.N]\nbetza = \"NW\"\n";

async fn check(who: &Browser, source: &str) -> Page {
    who.post(
        "/variants/new",
        &[
            ("format", "pigeonpost"),
            ("source", source),
            ("name", ""),
            ("description", ""),
            ("action", "check"),
        ],
    )
    .await
}

/// The bomb's perft at `depth`, counted by the engine itself.
fn bomb_perft(depth: u32) -> u64 {
    let catalogue = Catalogue::builtin();
    let definition = catalogue.parse("preview_bomb.toml", BOMB).expect("the bomb reads");
    let variant = catalogue.compile(&definition).expect("the bomb compiles");
    perft::perft(&Position::start(&Arc::new(variant)), depth)
}

/// The positions the page shows at `depth`.
fn shown(page: &Page, depth: u32) -> String {
    let row = format!("<tr><td>{depth}</td><td>");
    let start = page.body.find(&row).map(|i| i + row.len());
    let start = start.unwrap_or_else(|| panic!("no depth {depth} in {}", page.body));
    page.body[start..].split('<').next().unwrap_or_default().to_string()
}

#[both_backends]
async fn preview_stops_at_its_work_budget() {
    // Depths 1 and 2 cost some 53,000 + (53,000 + 54,000) turns; depth 3 billions.
    let app = spawn_app_with(|c| {
        c.limits.preview_perft_turns = 200_000;
        c.limits.preview_ms = 600_000;
    })
    .await;
    let alice = app.player("alice").await;
    let page = check(&alice, BOMB).await;
    assert_eq!(page.status, 200, "{}", page.body);
    assert_eq!(shown(&page, 1), bomb_perft(1).to_string());
    assert_eq!(shown(&page, 2), bomb_perft(2).to_string());
    assert_eq!(shown(&page, 3), "not counted");
    assert!(
        page.contains("Depth 3 was not counted: it takes more than the 200000 turns"),
        "{}",
        page.body
    );
}

#[both_backends]
async fn preview_stops_at_its_time_budget() {
    let app = spawn_app_with(|c| {
        c.limits.preview_perft_turns = 10_000_000_000;
        c.limits.preview_ms = 300;
    })
    .await;
    let alice = app.player("alice").await;
    let page = check(&alice, BOMB).await;
    assert_eq!(page.status, 200, "{}", page.body);
    assert_eq!(shown(&page, 3), "not counted");
    assert!(
        page.contains("was not counted: it takes longer than the 0.3 seconds a preview may count"),
        "{}",
        page.body
    );
}

#[both_backends]
async fn previews_of_one_address_run_one_at_a_time_within_an_hourly_cpu_budget() {
    let app = spawn_app_with(|c| {
        c.limits.preview_perft_turns = 10_000_000_000;
        c.limits.preview_ms = 2_500;
        c.limits.preview_cpu_secs_per_hour = 1;
    })
    .await;
    let alice = app.player("alice").await;
    let bob = app.player("bob").await;
    let bomb = check(&alice, BOMB);
    let small = async {
        // While alice's bomb is being counted, her next check is shown without perft;
        // bob, at another address, is counted as usual.
        tokio::time::sleep(std::time::Duration::from_millis(1_000)).await;
        (check(&alice, SMALL).await, check(&bob, SMALL).await)
    };
    let (bomb, (alice_small, bob_small)) = tokio::join!(bomb, small);
    assert_eq!(bomb.status, 200, "{}", bomb.body);
    assert_eq!(alice_small.status, 200, "{}", alice_small.body);
    assert!(
        alice_small.contains("another preview from your address is being counted"),
        "{}",
        alice_small.body
    );
    assert!(!bob_small.contains("not counted"), "{}", bob_small.body);
    // Counting spends the hour's one CPU second (how many bombs that takes depends on
    // the CPU the machine gives the count): then no perft for a while, but the
    // definition is still checked and shown.
    let mut spent = None;
    for _ in 0..10 {
        let page = check(&alice, BOMB).await;
        assert_eq!(page.status, 200, "{}", page.body);
        if page.contains("have used the 1 CPU seconds they may use in an hour") {
            spent = Some(page);
            break;
        }
    }
    let page = spent.expect("the hour's CPU allowance is never spent");
    assert!(page.contains("Preview: Preview bomb"), "{}", page.body);
}
