//! What the concurrent runs count (accepted requests and their latencies, refusals by
//! status, errors) and how `moves`, `baseline` and `compare` print it.

use crate::stats::{Samples, Summary};
use std::collections::BTreeMap;
use std::time::Duration;

/// Messages kept per run for the report, so a failing run says why.
const EXAMPLES: usize = 5;

/// The counts of one task, merged over all tasks at the end.
#[derive(Clone, Debug, Default)]
pub struct Tally {
    pub tasks: usize,
    pub accepted: usize,
    pub latencies: Samples,
    /// 4xx answers by status (0: the page showed no move form when one was expected).
    pub refused: BTreeMap<u16, usize>,
    /// 5xx answers, timeouts and transport failures.
    pub errors: usize,
    pub examples: Vec<String>,
    pub games_started: usize,
    pub games_finished: usize,
}

impl Tally {
    pub fn refusal(&mut self, status: u16, what: String) {
        *self.refused.entry(status).or_default() += 1;
        self.example(format!("refused {status}: {what}"));
    }

    /// Counts an error, then pauses so that a server that is down is not spun against.
    pub async fn error(&mut self, what: String, pause: Duration) {
        self.errors += 1;
        self.example(format!("error: {what}"));
        tokio::time::sleep(pause).await;
    }

    fn example(&mut self, text: String) {
        if self.examples.len() < EXAMPLES {
            self.examples.push(text);
        }
    }

    pub fn merge(&mut self, other: Tally) {
        self.tasks += other.tasks;
        self.accepted += other.accepted;
        self.latencies.extend(other.latencies);
        for (status, n) in other.refused {
            *self.refused.entry(status).or_default() += n;
        }
        self.errors += other.errors;
        for e in other.examples {
            self.example(e);
        }
        self.games_started += other.games_started;
        self.games_finished += other.games_finished;
    }

    pub fn refused_total(&self) -> usize {
        self.refused.values().sum()
    }

    pub fn rate(&self, elapsed: Duration) -> f64 {
        self.accepted as f64 / elapsed.as_secs_f64().max(1e-9)
    }

    pub fn summary(&self) -> Summary {
        self.latencies.summary()
    }

    fn print_problems(&self) {
        let refused: Vec<String> = self
            .refused
            .iter()
            .map(|(s, n)| format!("{n} x {s}"))
            .collect();
        println!(
            "  refused (4xx): {}{}",
            self.refused_total(),
            if refused.is_empty() {
                String::new()
            } else {
                format!(" ({})", refused.join(", "))
            }
        );
        println!("  errors (5xx, timeouts, transport): {}", self.errors);
        for e in &self.examples {
            println!("    {e}");
        }
    }
}

/// The result of one `moves` run.
pub struct MovesReport {
    pub players: usize,
    pub readers: usize,
    /// From the start to the last player's last answer.
    pub elapsed: Duration,
    pub moves: Tally,
    pub reads: Tally,
    pub reads_elapsed: Duration,
    /// With `--mail-dir`: what the server's outbox sent.
    pub mail: Option<MailFigures>,
}

/// The mail the server sent during a run and after it (`--mail-dir`).
pub struct MailFigures {
    /// Mails written to the folder while the moves ran.
    pub during: usize,
    /// Mails written after the last move, until the folder stopped growing.
    pub after: usize,
    /// How long after the last move the last mail came.
    pub drained_in: Duration,
}

impl MovesReport {
    pub fn print(&self) {
        let m = &self.moves;
        println!(
            "moves: {} players ({} games, both seats driven), {} readers, {:.1} s",
            self.players,
            self.players,
            self.readers,
            self.elapsed.as_secs_f64()
        );
        println!(
            "  accepted moves: {} = {:.1} per second",
            m.accepted,
            m.rate(self.elapsed)
        );
        println!("  move latency: {}", m.summary());
        m.print_problems();
        println!(
            "  games finished: {}, new games started during the run: {}",
            m.games_finished, m.games_started
        );
        let r = &self.reads;
        println!(
            "  page reads alongside (game pages and My games): {} = {:.1} per second; {}; errors {}",
            r.accepted,
            r.rate(self.reads_elapsed),
            r.summary(),
            r.errors
        );
        for e in &r.examples {
            println!("    {e}");
        }
        if let Some(mail) = &self.mail {
            println!(
                "  mail sent by the outbox while the moves ran: {} = {:.1} per second; after them: {} more, the last {:.1} s after the last move",
                mail.during,
                mail.during as f64 / self.elapsed.as_secs_f64().max(1e-9),
                mail.after,
                mail.drained_in.as_secs_f64()
            );
        }
    }
}

/// The result of one `baseline` run.
pub struct BaselineReport {
    pub players: usize,
    pub elapsed: Duration,
    pub synchronous: String,
    pub commits: Tally,
}

impl BaselineReport {
    pub fn print(&self) {
        let c = &self.commits;
        println!(
            "baseline: bare axum + sqlx, {} concurrent clients, two-statement transaction per request (synchronous = {}), {:.1} s",
            self.players,
            self.synchronous,
            self.elapsed.as_secs_f64()
        );
        println!(
            "  committed transactions: {} = {:.1} per second",
            c.accepted,
            c.rate(self.elapsed)
        );
        println!("  latency: {}", c.summary());
        c.print_problems();
    }
}
