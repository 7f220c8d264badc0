//! `long-game`: plays the recorded Tandem-84 game through HTTP, K times in a row, one
//! submission at a time so nothing else competes, and reports how long a move takes at
//! ply 10, 100 and 200. "Ply p" is the submission of the p-th turn (the game stood at
//! ply p - 1); each checkpoint pools the plies within two of it over all K games.
//!
//! Target: the ply-200 median within 1.2 times the ply-10 median, and
//! under 10 ms.

use crate::LoadError;
use crate::browser::MoveForm;
use crate::record::{self, VARIANT};
use crate::setup;
use crate::stats::{Samples, ms};
use reqwest::StatusCode;
use std::path::PathBuf;
use std::time::{Duration, Instant};

pub const CHECKPOINTS: [usize; 3] = [10, 100, 200];
/// Plies either side of a checkpoint pooled with it.
const WINDOW: usize = 2;
/// Width of the bands in the ply-by-ply overview.
const BAND: usize = 20;

pub struct Args {
    pub base_url: String,
    pub games: usize,
    /// Play only the first N turns of the recording (all by default).
    pub turns: Option<usize>,
    /// A recording other than the committed one.
    pub recording: Option<PathBuf>,
    pub prefix: Option<String>,
}

pub async fn run(args: Args) -> Result<(), LoadError> {
    let texts = match &args.recording {
        Some(path) => record::turns(&std::fs::read_to_string(path)?),
        None => record::turns(record::RECORDED),
    };
    let turns = args.turns.unwrap_or(texts.len()).min(texts.len());
    let prefix = args.prefix.clone().unwrap_or_else(setup::run_prefix);
    println!(
        "long-game: {} game(s) of {turns} recorded {VARIANT} turns against {}, players {prefix}w and {prefix}b",
        args.games, args.base_url
    );
    let names = vec![format!("{prefix}w"), format!("{prefix}b")];
    let seats = setup::players(&args.base_url, names).await?;
    let mut by_ply = vec![Samples::default(); turns + 1];
    for k in 1..=args.games {
        let id = setup::start_game(VARIANT, &seats[0], &seats[1]).await?;
        let started = Instant::now();
        let mut forms: [Option<MoveForm>; 2] = [None, None];
        for (i, text) in texts[..turns].iter().enumerate() {
            let seat = i % 2;
            let player = &seats[seat];
            // Each seat reads its move form once per game, when it first has the move,
            // and then sends the same hidden fields with every move.
            let form = match &forms[seat] {
                Some(f) => f.clone(),
                None => {
                    let f = player.move_form(id).await?.ok_or_else(|| {
                        LoadError::Setup(format!("game {id}: no move form for ply {}", i + 1))
                    })?;
                    if f.ply != i as u64 {
                        return Err(LoadError::Setup(format!(
                            "game {id}: the page says ply {}, the recording is at {i}",
                            f.ply
                        )));
                    }
                    forms[seat] = Some(f.clone());
                    f
                }
            };
            let sent = player.submit_move(id, &form, i as u64, text).await?;
            if sent.status != StatusCode::SEE_OTHER {
                return Err(LoadError::Unexpected {
                    what: format!("game {id}, ply {} ({text})", i + 1),
                    status: sent.status.as_u16(),
                    gist: sent.gist.unwrap_or_default(),
                });
            }
            by_ply[i + 1].push(sent.elapsed);
        }
        println!(
            "  game {k}/{} (#{id}): {turns} turns in {:.1} s",
            args.games,
            started.elapsed().as_secs_f64()
        );
    }
    report(&by_ply);
    Ok(())
}

/// The samples of plies `ply - WINDOW ..= ply + WINDOW`.
fn around(by_ply: &[Samples], ply: usize) -> Samples {
    let mut pooled = Samples::default();
    for p in ply.saturating_sub(WINDOW).max(1)..=ply + WINDOW {
        if let Some(s) = by_ply.get(p) {
            pooled.extend(s.clone());
        }
    }
    pooled
}

fn report(by_ply: &[Samples]) {
    println!("move submission latency (plies within {WINDOW} of the checkpoint, all games):");
    println!(
        "  {:>5} {:>8} {:>10} {:>10}",
        "ply", "samples", "median ms", "max ms"
    );
    let mut medians = Vec::new();
    for c in CHECKPOINTS {
        let s = around(by_ply, c);
        if s.is_empty() {
            println!("  {c:>5} {:>8} (not reached)", 0);
            continue;
        }
        println!(
            "  {c:>5} {:>8} {:>10} {:>10}",
            s.len(),
            ms(s.median()),
            ms(s.max())
        );
        medians.push((c, s.median()));
    }
    let bands: Vec<String> = (1..by_ply.len())
        .step_by(BAND)
        .map(|from| {
            let to = (from + BAND - 1).min(by_ply.len() - 1);
            let mut s = Samples::default();
            by_ply[from..=to].iter().for_each(|p| s.extend(p.clone()));
            format!("{from}-{to}: {}", ms(s.median()))
        })
        .collect();
    println!("  median ms by ply band: {}", bands.join(", "));
    let first = medians.first().copied();
    let last = medians.last().copied();
    if let (Some((10, m10)), Some((200, m200))) = (first, last) {
        let ratio = m200.as_secs_f64() / m10.as_secs_f64().max(1e-9);
        let met = ratio <= 1.2 && m200 < Duration::from_millis(10);
        println!(
            "ply-200 / ply-10 median: {ratio:.2} (target <= 1.2); ply-200 median {} ms (target < 10 ms): target {}",
            ms(m200),
            if met { "met" } else { "not met" }
        );
    }
}
