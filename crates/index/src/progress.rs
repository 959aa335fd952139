//! Progress of an index build: on stderr, nothing for a build that ends within a second, then
//! a line at most once a second (tables done of the total) and one when it ends; and to the
//! call that asked for it (an MCP client that passed a `progressToken`), every table done,
//! through an `Observer`, while the call builds or waits for another's build (`Building`).

use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// How far the build of one connection's index has got, for calls waiting on it.
#[derive(Default)]
pub struct Building {
    done: AtomicUsize,
    total: AtomicUsize,
}

impl Building {
    pub fn start(&self, total: usize) {
        self.done.store(0, Ordering::Relaxed);
        self.total.store(total, Ordering::Relaxed);
    }

    /// One more table done; (done, total) now.
    pub fn one_done(&self) -> (usize, usize) {
        let done = self.done.fetch_add(1, Ordering::Relaxed) + 1;
        (done, self.total.load(Ordering::Relaxed))
    }

    /// (done, total) of the build under way, if one is.
    pub fn now(&self) -> Option<(usize, usize)> {
        let total = self.total.load(Ordering::Relaxed);
        let done = self.done.load(Ordering::Relaxed);
        (total > 0 && done < total).then_some((done, total))
    }

    pub fn end(&self) {
        self.total.store(0, Ordering::Relaxed);
    }
}

/// A build in progress over `total` tables of one connection.
pub struct Progress {
    what: String,
    total: usize,
    quiet_for: Duration,
    started: Instant,
    last: Option<Instant>,
}

/// How long a build runs before it reports, and how often it reports after that.
pub const REPORT_EVERY: Duration = Duration::from_secs(1);

impl Progress {
    pub fn new(what: &str, total: usize, quiet_for: Duration) -> Self {
        Progress {
            what: what.to_string(),
            total,
            quiet_for,
            started: Instant::now(),
            last: None,
        }
    }

    /// Reports `done` tables when the build has run past the quiet time and the last report
    /// is a second old; returns the line it logged.
    pub fn tick(&mut self, done: usize) -> Option<String> {
        let now = Instant::now();
        let due = match self.last {
            None => now.duration_since(self.started) >= self.quiet_for,
            Some(last) => now.duration_since(last) >= REPORT_EVERY,
        };
        if !due {
            return None;
        }
        self.last = Some(now);
        let line = format!("indexing {}: {done} of {} tables", self.what, self.total);
        tracing::info!("{line}");
        Some(line)
    }

    /// Reports the end of a build that reported progress; returns the line it logged.
    pub fn finish(&self) -> Option<String> {
        self.last?;
        let line = format!(
            "indexed {}: {} tables in {:.1} s",
            self.what,
            self.total,
            self.started.elapsed().as_secs_f64()
        );
        tracing::info!("{line}");
        Some(line)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_quick_build_says_nothing() {
        let mut progress = Progress::new("shop", 10, Duration::from_secs(3600));
        assert_eq!(progress.tick(5), None);
        assert_eq!(progress.finish(), None);
    }

    #[test]
    fn a_long_build_reports_its_count_then_its_end() {
        let mut progress = Progress::new("shop", 10, Duration::ZERO);
        assert_eq!(
            progress.tick(4).as_deref(),
            Some("indexing shop: 4 of 10 tables")
        );
        assert_eq!(progress.tick(5), None, "at most once a second");
        assert!(
            progress
                .finish()
                .unwrap()
                .starts_with("indexed shop: 10 tables in ")
        );
    }
}
