//! Nothing acknowledged is lost: clients submit a stream of moves to the real binary on a
//! real SQLite file, the server is killed with SIGKILL at a random moment, restarted on
//! the same file, and every move that got a success answer must be stored (and the
//! stored games must replay cleanly with `pigeonpost verify`). A move that got no answer
//! may or may not be stored; if it is, it must be the move the client sent.
//!
//! `PIGEONPOST_CRASH_CYCLES` (default 10) sets the number of kills and
//! `PIGEONPOST_CRASH_SEED` replays a run (the seed is printed).

use crate::players::{Pair, Seen};
use crate::server::{Site, assert_verify_clean, open_db, stored_games, stored_moves};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Pairs of players taking turns in their own games, all at once.
const PAIRS: usize = 4;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_acknowledged_move_survives_sigkill() {
    let cycles: usize = std::env::var("PIGEONPOST_CRASH_CYCLES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(10);
    let seed: u64 = std::env::var("PIGEONPOST_CRASH_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| rand::thread_rng().r#gen());
    println!("crash test: {cycles} cycles, PIGEONPOST_CRASH_SEED={seed}");
    let mut rng = StdRng::seed_from_u64(seed);
    let started = Instant::now();
    let mut site = Site::new();
    let mut server = site.start().await;
    let mut pairs = Vec::new();
    for i in 0..PAIRS {
        pairs.push(Pair::register(&site.base(), &format!("crash{i}"), rng.r#gen()).await);
    }
    let mut acked = Vec::new();
    let (mut unanswered, mut unanswered_stored) = (0, 0);
    let never = Arc::new(AtomicBool::new(false));
    for cycle in 0..cycles {
        let seen = Arc::new(Mutex::new(Seen::default()));
        let tasks: Vec<_> = pairs
            .into_iter()
            .map(|p| tokio::spawn(p.play(never.clone(), seen.clone())))
            .collect();
        tokio::time::sleep(Duration::from_millis(rng.gen_range(20..600))).await;
        server.kill();
        pairs = Vec::new();
        for task in tasks {
            pairs.push(task.await.expect("a client panicked"));
        }
        let seen = std::mem::take(&mut *seen.lock().expect("lock"));
        acked.extend(seen.acked);
        let lost_answers = seen.unanswered;
        server = site.start().await;
        let mut db = open_db(&site.db()).await;
        let ids = acked.iter().chain(&lost_answers).map(|s| s.game);
        let games = stored_games(&mut db, ids).await;
        for sent in &acked {
            assert_eq!(
                games[&sent.game].get(sent.ply - 1),
                Some(&sent.text),
                "cycle {cycle} (seed {seed}): acknowledged {sent:?} not stored"
            );
        }
        for pair in &mut pairs {
            // Carry on from what is stored: the move sent without an answer may be there.
            if let Some((game, line)) = &pair.game {
                let stored = stored_moves(&mut db, *game).await;
                assert!(
                    stored.len() <= line.len() && line[..stored.len()] == stored[..],
                    "cycle {cycle} (seed {seed}): game {game} holds moves never sent: {stored:?}"
                );
                pair.next = stored.len();
            }
        }
        for sent in &lost_answers {
            unanswered += 1;
            unanswered_stored += usize::from(games[&sent.game].len() >= sent.ply);
        }
        drop(db);
        assert_verify_clean(&site.db());
    }
    server.kill();
    println!(
        "crash test: {cycles} cycles in {:.1} s: {} moves acknowledged, all found stored; \
         {unanswered} sent without an answer, {unanswered_stored} of them stored",
        started.elapsed().as_secs_f64(),
        acked.len()
    );
    assert!(
        acked.len() >= cycles,
        "too few moves were played for the test to mean anything"
    );
}
