//! Players submitting a stream of moves: pairs of players, each pair playing its own
//! chess games along random legal lines, recording which moves were acknowledged.

use crate::server::{Browser, new_game, random_line};
use rand::SeedableRng;
use rand::rngs::StdRng;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

/// The longest line a game is played to before the pair starts another.
const LINE: usize = 160;

/// Two players, their current game and how far into it they are.
pub struct Pair {
    white: Browser,
    black: Browser,
    black_name: String,
    rng: StdRng,
    pub game: Option<(i64, Vec<String>)>,
    /// Moves of the current game's line stored so far (the next is submitted at this ply).
    pub next: usize,
}

/// A move submitted: which game, the ply it is stored at (1-based), its text.
#[derive(Debug, Clone)]
pub struct Sent {
    pub game: i64,
    pub ply: usize,
    pub text: String,
}

/// What one pair saw during one life of the server.
#[derive(Default)]
pub struct Seen {
    pub acked: Vec<Sent>,
    pub unanswered: Vec<Sent>,
}

impl Pair {
    /// Registers two players, `{prefix}w` and `{prefix}b`, whose lines come from `seed`.
    pub async fn register(base: &str, prefix: &str, seed: u64) -> Pair {
        let black_name = format!("{prefix}b");
        Pair {
            white: Browser::register(base, &format!("{prefix}w")).await,
            black: Browser::register(base, &black_name).await,
            black_name,
            rng: StdRng::seed_from_u64(seed),
            game: None,
            next: 0,
        }
    }

    /// Submits moves until the server stops answering or `stop` is set; each move
    /// acknowledged is in `Seen::acked` by the time the next one is sent.
    pub async fn play(mut self, stop: Arc<AtomicBool>, seen: Arc<Mutex<Seen>>) -> Pair {
        loop {
            if stop.load(Ordering::SeqCst) {
                return self;
            }
            let (game, line) = match &self.game {
                Some((game, line)) if self.next < line.len() => (*game, line),
                _ => {
                    let Some(id) = new_game(&self.white, &self.black_name, &self.black).await
                    else {
                        self.game = None;
                        return self;
                    };
                    self.game = Some((id, random_line(&mut self.rng, LINE)));
                    self.next = 0;
                    continue;
                }
            };
            let player = if self.next.is_multiple_of(2) {
                &self.white
            } else {
                &self.black
            };
            let sent = Sent {
                game,
                ply: self.next + 1,
                text: line[self.next].clone(),
            };
            match player.post_move(game, self.next, &sent.text).await {
                Ok(true) => {
                    seen.lock().expect("lock").acked.push(sent);
                    self.next += 1;
                }
                Ok(false) => {
                    seen.lock().expect("lock").unanswered.push(sent);
                    return self;
                }
                Err(refused) => panic!("{refused}"),
            }
        }
    }
}
