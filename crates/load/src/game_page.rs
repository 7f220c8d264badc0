//! `game-page`: the size of the Tandem-84 game page of the player to move, and how long the
//! server takes to answer it, at ply 10, 100 and 200 of the recorded game (target: under
//! 60 KB and 5 ms). The game is played up to each checkpoint through HTTP, then the page
//! (and the page of its first move chosen, `?first=`) is read `--reads` times, one request
//! at a time so nothing else competes. The time is from sending to the whole body read.

use crate::LoadError;
use crate::browser::Browser;
use crate::long_game::CHECKPOINTS;
use crate::record::{self, VARIANT};
use crate::setup;
use crate::stats::{Samples, ms};
use reqwest::StatusCode;
use std::time::Instant;

pub struct Args {
    pub base_url: String,
    pub reads: usize,
    pub prefix: Option<String>,
}

pub async fn run(args: Args) -> Result<(), LoadError> {
    let texts = record::turns(record::RECORDED);
    let prefix = args.prefix.clone().unwrap_or_else(setup::run_prefix);
    let names = vec![format!("{prefix}w"), format!("{prefix}b")];
    let seats = setup::players(&args.base_url, names).await?;
    let id = setup::start_game(VARIANT, &seats[0], &seats[1]).await?;
    println!(
        "game-page: {VARIANT} game #{id} against {}, {} reads per page",
        args.base_url, args.reads
    );
    println!(
        "  {:>5} {:>30} {:>9} {:>10} {:>8}",
        "ply", "page", "bytes", "median ms", "p90 ms"
    );
    let mut played = 0;
    for checkpoint in CHECKPOINTS {
        while played < checkpoint.min(texts.len()) {
            let player = &seats[played % 2];
            let form = player.move_form(id).await?.ok_or_else(|| {
                LoadError::Setup(format!("game {id}: no move form at ply {played}"))
            })?;
            let sent = player
                .submit_move(id, &form, played as u64, &texts[played])
                .await?;
            if sent.status != StatusCode::SEE_OTHER {
                return Err(LoadError::Setup(format!(
                    "game {id}: turn {} refused: {}",
                    played + 1,
                    sent.gist.unwrap_or_default()
                )));
            }
            played += 1;
        }
        let player = &seats[played % 2];
        let path = format!("/games/{id}");
        let page = measure(player, &path, args.reads).await?;
        // A server from before the turn builder has no first-move links: its page alone.
        let mut pages = vec![("to move", page)];
        if let Some(first) = first_link(&pages[0].1.0) {
            pages.push((
                "a first move chosen",
                measure(player, &first, args.reads).await?,
            ));
        }
        for (what, (body, samples)) in pages {
            println!(
                "  {played:>5} {what:>30} {:>9} {:>10} {:>8}",
                body.len(),
                ms(samples.median()),
                ms(samples.percentile(90.0))
            );
        }
    }
    Ok(())
}

/// The start page of a game of each of `variants`, for the player to move (a variant
/// of each family: a board drawn otherwise, another piece set, a hand beside it), and
/// the page of its first move chosen where the builder links one.
pub async fn starts(args: Args, variants: &[String]) -> Result<(), LoadError> {
    let prefix = args.prefix.clone().unwrap_or_else(setup::run_prefix);
    let names = vec![format!("{prefix}w"), format!("{prefix}b")];
    let seats = setup::players(&args.base_url, names).await?;
    println!(
        "game-page: start pages against {}, {} reads per page",
        args.base_url, args.reads
    );
    println!(
        "  {:>16} {:>9} {:>10} {:>8}",
        "variant", "bytes", "median ms", "p90 ms"
    );
    for variant in variants {
        let id = setup::start_game(variant, &seats[0], &seats[1]).await?;
        // The player to move: White, or in a variant whose second colour starts, Black.
        let mut measured = None;
        for seat in &seats {
            if seat.move_form(id).await?.is_some() {
                let start = measure(seat, &format!("/games/{id}"), args.reads).await?;
                // The page of its first move chosen too, where a variant has one (a
                // turn of two moves, a move then its wall).
                let chosen = match first_link(&start.0) {
                    Some(first) => Some(measure(seat, &first, args.reads).await?),
                    None => None,
                };
                measured = Some((start, chosen));
                break;
            }
        }
        let (start, chosen) =
            measured.ok_or_else(|| LoadError::Setup(format!("game {id}: nobody to move")))?;
        let pages = [
            (variant.clone(), Some(start)),
            (format!("{variant} ?first"), chosen),
        ];
        for (what, (body, samples)) in pages.into_iter().filter_map(|(w, p)| Some((w, p?))) {
            println!(
                "  {what:>16} {:>9} {:>10} {:>8}",
                body.len(),
                ms(samples.median()),
                ms(samples.percentile(90.0))
            );
        }
    }
    Ok(())
}

/// Reads `path` `reads` times; the last body and the times.
async fn measure(
    player: &Browser,
    path: &str,
    reads: usize,
) -> Result<(String, Samples), LoadError> {
    let mut samples = Samples::default();
    let mut body = String::new();
    for _ in 0..reads.max(1) {
        let started = Instant::now();
        let page = player.get(path).await?;
        samples.push(started.elapsed());
        if page.status != StatusCode::OK {
            return Err(LoadError::Setup(format!("GET {path}: {}", page.status)));
        }
        body = page.body;
    }
    Ok((body, samples))
}

/// The page's first `?first=` link (a first move of the turn builder).
fn first_link(body: &str) -> Option<String> {
    let start = body.find("?first=")?;
    let href_start = body[..start].rfind('"')? + 1;
    let end = start + body[start..].find('"')?;
    Some(
        body[href_start..end]
            .replace("&#38;", "&")
            .replace("&amp;", "&"),
    )
}
