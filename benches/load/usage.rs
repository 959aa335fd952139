//! What a server process holds, read from /proc: resident memory (its peak, and how much of
//! it is anonymous memory rather than mapped files such as the index archives), open
//! descriptors, memory mappings and threads (each thread's stack is two mappings, so a thread pool growing and
//! shrinking moves the mappings), so a soak shows whether any of them grows with the calls.
#![allow(clippy::disallowed_methods)] // fixtures and measurements, not the server (clippy.toml)

use std::fmt;

pub struct Usage {
    rss_kib: u64,
    peak_kib: u64,
    anonymous_kib: u64,
    descriptors: usize,
    mappings: usize,
    threads: usize,
}

impl Usage {
    /// The process's usage now; `None` where /proc cannot tell (not Linux, process gone).
    pub fn of(pid: u32) -> Option<Usage> {
        let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
        let kib = |field: &str| -> Option<u64> {
            status
                .lines()
                .find_map(|l| l.strip_prefix(field))
                .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        };
        let rss_kib = kib("VmRSS:")?;
        let peak_kib = kib("VmHWM:")?;
        let anonymous_kib = kib("RssAnon:")?;
        let threads = status
            .lines()
            .find_map(|l| l.strip_prefix("Threads:"))
            .and_then(|v| v.trim().parse().ok())?;
        let descriptors = std::fs::read_dir(format!("/proc/{pid}/fd")).ok()?.count();
        let mappings = std::fs::read_to_string(format!("/proc/{pid}/maps"))
            .ok()?
            .lines()
            .count();
        Some(Usage {
            rss_kib,
            peak_kib,
            anonymous_kib,
            descriptors,
            mappings,
            threads,
        })
    }
}

impl fmt::Display for Usage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "RSS {:.1} MiB ({:.1} MiB anonymous, the rest mapped files), peak {:.1} MiB, {} descriptors, {} mappings, {} threads",
            self.rss_kib as f64 / 1024.0,
            self.anonymous_kib as f64 / 1024.0,
            self.peak_kib as f64 / 1024.0,
            self.descriptors,
            self.mappings,
            self.threads
        )
    }
}
