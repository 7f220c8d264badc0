//! `pigeonpost-pair`: pairs the next round of a Swiss tournament given as a TRF16
//! file, by the FIDE Dutch system, and prints it as bbpPairings and JaVaFo do: the
//! number of pairs on the first line, then `white black` per line, the bye as
//! `player 0`. It is how the pairing is checked against other programs
//! (`scripts/pairing-compare.py`).
//!
//! Usage: `pigeonpost-pair [--round R] FILE.trf` (default: the round after the last
//! one recorded; `--round R` ignores the results of round R and later, except that a
//! player whose round-R entry is an unplayed non-bye is not paired).

use pigeonpost_pairing::{dutch, trf};
use std::process::ExitCode;

fn main() -> ExitCode {
    match run() {
        Ok(text) => {
            print!("{text}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("pigeonpost-pair: {e}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> Result<String, String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut round = None;
    let mut file = None;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--round" => {
                let v = it.next().ok_or("--round needs a number")?;
                round = Some(v.parse::<u32>().map_err(|_| format!("bad round {v:?}"))?);
            }
            _ if file.is_none() => file = Some(a.clone()),
            _ => return Err(format!("unexpected argument {a:?}")),
        }
    }
    let file = file.ok_or("usage: pigeonpost-pair [--round R] FILE.trf")?;
    let text = std::fs::read_to_string(&file).map_err(|e| format!("{file}: {e}"))?;
    let t = trf::parse(&text).map_err(|e| e.to_string())?;
    let round = round.unwrap_or(t.rounds_recorded() + 1);
    let total = t.total_rounds.unwrap_or(round).max(round);
    let players = t.players_before(round).map_err(|e| e.to_string())?;
    let pairing = dutch::pair_with_initial_colour(&players, round, total, t.initial_colour())
        .map_err(|e| e.to_string())?;
    let mut out = format!("{}\n", pairing.boards.len() + pairing.bye.iter().count());
    for b in &pairing.boards {
        out.push_str(&format!("{} {}\n", b.white, b.black));
    }
    if let Some(b) = pairing.bye {
        out.push_str(&format!("{b} 0\n"));
    }
    Ok(out)
}
