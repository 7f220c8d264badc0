//! `moves`: concurrent players submitting moves as fast as the server answers, with page
//! readers alongside.
//!
//! `--players N` means N moves in flight at all times: N games, each driven by one task
//! that plays both seats with two logged-in browsers, so the task always has a move to
//! send. The N accounts sit in a ring (game i is player i, white, against player i + 1),
//! so each account plays two games. Moves are random legal turns of a game kept locally
//! with the engine; when a game ends (or a move is refused), the task starts a new one
//! through the pages. Readers log in as players (their own sessions) and fetch game pages
//! and "My games" in turn.

use crate::LoadError;
use crate::browser::{Browser, MoveForm};
use crate::mailbox::Mailbox;
use crate::report::{MailFigures, MovesReport, Tally};
use crate::rng::XorShift;
use crate::setup;
use pigeonpost_engine::{Game, Variant, registry};
use reqwest::StatusCode;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::Semaphore;
use tokio::task::JoinSet;

/// How long after the moves the outbox may take to send what they queued.
const MAIL_DRAIN_LIMIT: Duration = Duration::from_secs(600);

/// Pause after an error, so a dead server is not hammered in a tight loop.
const ERROR_PAUSE: Duration = Duration::from_millis(100);

pub struct Args {
    pub base_url: String,
    pub players: usize,
    pub seconds: u64,
    pub readers: usize,
    pub seed: u64,
    pub variant: String,
    pub prefix: Option<String>,
    /// The server's mail folder: players confirm their addresses, so moves queue mail.
    pub mail_dir: Option<PathBuf>,
}

/// Players, their first games and the readers, ready to run.
pub struct Prepared {
    players: Vec<Browser>,
    games: Vec<i64>,
    readers: Vec<Browser>,
    variant: Arc<Variant>,
    mailbox: Option<Mailbox>,
}

pub async fn prepare(args: &Args) -> Result<Prepared, LoadError> {
    if args.players < 2 {
        return Err(LoadError::Setup("--players must be at least 2".into()));
    }
    let variant = registry::get(&args.variant)
        .ok_or_else(|| LoadError::Setup(format!("no variant {}", args.variant)))?;
    let prefix = args.prefix.clone().unwrap_or_else(setup::run_prefix);
    let n = args.players;
    eprintln!(
        "setting up {n} players ({prefix}p0..), {n} games and {} readers",
        args.readers
    );
    let names = (0..n).map(|i| format!("{prefix}p{i}")).collect();
    let players = setup::players(&args.base_url, names).await?;
    let mailbox = args.mail_dir.clone().map(Mailbox::new);
    if let Some(mailbox) = &mailbox {
        eprintln!("confirming the players' addresses from their mail");
        mailbox.confirm_all(&players).await?;
    }
    let key = args.variant.clone();
    let pairs: Vec<(Browser, Browser)> = (0..n)
        .map(|i| (players[i].clone(), players[(i + 1) % n].clone()))
        .collect();
    let games = setup::bounded(pairs, move |(w, b)| {
        let key = key.clone();
        async move { setup::start_game(&key, &w, &b).await }
    })
    .await?;
    let base = args.base_url.clone();
    let reader_names = (0..args.readers)
        .map(|r| players[r % n].name.clone())
        .collect();
    let readers = setup::bounded(reader_names, move |name| {
        let base = base.clone();
        async move { setup::session_of(&base, &name).await }
    })
    .await?;
    Ok(Prepared {
        players,
        games,
        readers,
        variant,
        mailbox,
    })
}

/// Runs the prepared players and readers for `seconds`.
pub async fn measure(p: Prepared, seconds: u64, seed: u64) -> Result<MovesReport, LoadError> {
    let n = p.players.len();
    let ids = Arc::new(Mutex::new(p.games.clone()));
    // Starting a new game during the run takes this gate: many creations at once are a
    // known, separately tested problem, not what this run measures.
    let gate = Arc::new(Semaphore::new(setup::SETUP_CONCURRENCY));
    let mails_before = p.mailbox.as_ref().map(Mailbox::count).transpose()?;
    let started = Instant::now();
    let deadline = started + Duration::from_secs(seconds);
    let mut movers = JoinSet::new();
    for slot in 0..n {
        let table = Table {
            white: p.players[slot].clone(),
            black: p.players[(slot + 1) % n].clone(),
            variant: p.variant.clone(),
            ids: ids.clone(),
            slot,
            gate: gate.clone(),
        };
        let rng = XorShift::new(seed ^ (slot as u64) << 20);
        movers.spawn(table.play(deadline, rng));
    }
    let mut readers = JoinSet::new();
    for (r, b) in p.readers.into_iter().enumerate() {
        let rng = XorShift::new(seed ^ 0xBEEF ^ (r as u64) << 24);
        readers.spawn(read_pages(b, ids.clone(), deadline, rng));
    }
    let mut moves = Tally::default();
    while let Some(done) = movers.join_next().await {
        let done = done.map_err(|e| LoadError::Setup(format!("a player task failed: {e}")))?;
        moves.merge(done?);
    }
    let elapsed = started.elapsed();
    let mails_during = p.mailbox.as_ref().map(Mailbox::count).transpose()?;
    let mut reads = Tally::default();
    while let Some(done) = readers.join_next().await {
        reads.merge(done.map_err(|e| LoadError::Setup(format!("a reader task failed: {e}")))?);
    }
    Ok(MovesReport {
        players: n,
        readers: reads.tasks,
        elapsed,
        moves,
        reads,
        reads_elapsed: started.elapsed(),
        mail: match (p.mailbox, mails_before, mails_during) {
            (Some(mailbox), Some(before), Some(during)) => {
                let (after, drained_in) = mailbox.drained(MAIL_DRAIN_LIMIT).await?;
                Some(MailFigures {
                    during: during - before,
                    after,
                    drained_in,
                })
            }
            _ => None,
        },
    })
}

/// One game slot: the two browsers that play it, and where to publish its current id.
struct Table {
    white: Browser,
    black: Browser,
    variant: Arc<Variant>,
    ids: Arc<Mutex<Vec<i64>>>,
    slot: usize,
    gate: Arc<Semaphore>,
}

/// A game in progress on the server, mirrored locally.
struct Current {
    id: i64,
    game: Game,
    /// Each seat's move form, read from the game page when the seat first has the move.
    forms: [Option<MoveForm>; 2],
}

impl Table {
    async fn play(self, deadline: Instant, mut rng: XorShift) -> Result<Tally, LoadError> {
        let first = self
            .ids
            .lock()
            .map(|ids| ids[self.slot])
            .unwrap_or_default();
        let mut current = Some(self.fresh(first));
        let mut t = Tally {
            tasks: 1,
            ..Tally::default()
        };
        while Instant::now() < deadline {
            let Some(cur) = current.as_mut() else {
                match self.new_game().await {
                    Ok(id) => {
                        t.games_started += 1;
                        current = Some(self.fresh(id));
                    }
                    Err(e @ LoadError::RateLimited(_)) => return Err(e),
                    Err(e) => t.error(format!("starting a game: {e}"), ERROR_PAUSE).await,
                }
                continue;
            };
            match self.one_move(cur, &mut rng, &mut t).await {
                Ok(true) => {}
                Ok(false) => current = None,
                Err(e) => {
                    t.error(e.to_string(), ERROR_PAUSE).await;
                    current = None;
                }
            }
        }
        Ok(t)
    }

    fn fresh(&self, id: i64) -> Current {
        Current {
            id,
            game: Game::new(&self.variant),
            forms: [None, None],
        }
    }

    async fn new_game(&self) -> Result<i64, LoadError> {
        let _permit = self.gate.acquire().await;
        let id = setup::start_game(self.variant.key(), &self.white, &self.black).await?;
        if let Ok(mut ids) = self.ids.lock() {
            ids[self.slot] = id;
        }
        Ok(id)
    }

    /// Sends one random legal turn; false when the game is over or out of step with the
    /// server (a refused move), so a new one must start.
    async fn one_move(
        &self,
        cur: &mut Current,
        rng: &mut XorShift,
        t: &mut Tally,
    ) -> Result<bool, LoadError> {
        let mover = cur.game.position().side_to_move();
        let player = if mover.index() == 0 {
            &self.white
        } else {
            &self.black
        };
        let form = match &cur.forms[mover.index()] {
            Some(f) => f.clone(),
            None => match player.move_form(cur.id).await? {
                Some(f) => {
                    cur.forms[mover.index()] = Some(f.clone());
                    f
                }
                None => {
                    t.refusal(
                        0,
                        format!("game {}: no move form for {}", cur.id, player.name),
                    );
                    return Ok(false);
                }
            },
        };
        let turns = cur.game.position().legal_turns();
        let turn = turns[rng.below(turns.len() as u64) as usize];
        let text = cur.game.position().turn_text(&turn);
        let ply = cur.game.ply() as u64;
        let sent = player.submit_move(cur.id, &form, ply, &text).await?;
        let status = sent.status;
        if status == StatusCode::SEE_OTHER {
            t.accepted += 1;
            t.latencies.push(sent.elapsed);
            cur.game.play_unchecked(&turn);
            if cur.game.outcome().is_some() {
                t.games_finished += 1;
                return Ok(false);
            }
            return Ok(true);
        }
        let what = format!(
            "game {} ply {} {text}: {}",
            cur.id,
            ply + 1,
            sent.gist.unwrap_or_default()
        );
        if status.is_client_error() {
            t.refusal(status.as_u16(), what);
        } else {
            t.error(format!("{status} {what}"), ERROR_PAUSE).await;
        }
        Ok(false)
    }
}

/// Fetches a random current game's page, then "My games", until the deadline.
async fn read_pages(
    b: Browser,
    ids: Arc<Mutex<Vec<i64>>>,
    deadline: Instant,
    mut rng: XorShift,
) -> Tally {
    let mut t = Tally {
        tasks: 1,
        ..Tally::default()
    };
    let mut next_is_game = true;
    while Instant::now() < deadline {
        let path = if next_is_game {
            let id = ids
                .lock()
                .map(|ids| ids[rng.below(ids.len() as u64) as usize])
                .unwrap_or_default();
            format!("/games/{id}")
        } else {
            "/my".to_string()
        };
        next_is_game = !next_is_game;
        let started = Instant::now();
        match b.get(&path).await {
            Ok(page) if page.status == StatusCode::OK => {
                t.accepted += 1;
                t.latencies.push(started.elapsed());
            }
            Ok(page) => {
                t.error(format!("GET {path}: {}", page.status), ERROR_PAUSE)
                    .await
            }
            Err(e) => t.error(e.to_string(), ERROR_PAUSE).await,
        }
    }
    t
}
