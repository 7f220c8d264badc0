//! Latency samples and their summaries (median, percentiles, max), printed in
//! milliseconds.

use std::fmt;
use std::time::Duration;

/// A set of latency samples, sorted on demand.
#[derive(Clone, Debug, Default)]
pub struct Samples(Vec<Duration>);

impl Samples {
    pub fn push(&mut self, d: Duration) {
        self.0.push(d);
    }

    pub fn extend(&mut self, other: Samples) {
        self.0.extend(other.0);
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The nearest-rank percentile (`p` in 0..=100); zero when there are no samples.
    pub fn percentile(&self, p: f64) -> Duration {
        let mut sorted = self.0.clone();
        sorted.sort_unstable();
        if sorted.is_empty() {
            return Duration::ZERO;
        }
        let rank = ((p / 100.0) * sorted.len() as f64).ceil() as usize;
        sorted[rank.clamp(1, sorted.len()) - 1]
    }

    pub fn median(&self) -> Duration {
        self.percentile(50.0)
    }

    pub fn max(&self) -> Duration {
        self.0.iter().copied().max().unwrap_or_default()
    }

    pub fn summary(&self) -> Summary {
        Summary {
            count: self.len(),
            p50: self.percentile(50.0),
            p90: self.percentile(90.0),
            p99: self.percentile(99.0),
            max: self.max(),
        }
    }
}

/// The percentiles the reports print.
#[derive(Clone, Copy, Debug)]
pub struct Summary {
    pub count: usize,
    pub p50: Duration,
    pub p90: Duration,
    pub p99: Duration,
    pub max: Duration,
}

impl fmt::Display for Summary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "p50 {} ms, p90 {} ms, p99 {} ms, max {} ms ({} samples)",
            ms(self.p50),
            ms(self.p90),
            ms(self.p99),
            ms(self.max),
            self.count
        )
    }
}

/// Milliseconds with one decimal.
pub fn ms(d: Duration) -> String {
    format!("{:.1}", d.as_secs_f64() * 1000.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentiles_are_nearest_rank() {
        let mut s = Samples::default();
        for i in 1..=100 {
            s.push(Duration::from_millis(i));
        }
        assert_eq!(s.median(), Duration::from_millis(50));
        assert_eq!(s.percentile(99.0), Duration::from_millis(99));
        assert_eq!(s.percentile(100.0), Duration::from_millis(100));
        assert_eq!(s.percentile(0.0), Duration::from_millis(1));
        assert_eq!(s.max(), Duration::from_millis(100));
        assert_eq!(Samples::default().median(), Duration::ZERO);
    }
}
