//! The record, in the cache directory and shared by every server process that uses it, of the
//! last check that found a connection's archive current (§7.1): the digest of the sources it
//! checked and when it began, on `CLOCK_MONOTONIC`, with the boot and the clock namespace that
//! clock belongs to. A call that arrived before that moment may take that check as its own,
//! whichever process made it (a check begun after a call arrived is a check at that call).
//! Checks of one archive are serialised across processes by an exclusive `flock` on the
//! record's file, so the calls that arrive while one check runs share the next: a stdio
//! server per editor costs one pass over the print per check, not one per call.
//!
//! The record is a hint read from a file: it is believed only when it parses, its checksum
//! holds, and its clock and digest are this process's own; anything else costs the call a
//! check of its own, never an answer. The file is ours alone (`names::checked`), opened
//! without following a link and only when it is a regular file.

use dbprint_base::sys;
use std::fs::{File, OpenOptions};
use std::os::unix::fs::{FileExt, OpenOptionsExt};
use std::path::Path;
use std::sync::OnceLock;

/// What a record begins with.
pub const MAGIC: &str = "dbprint-check 1";

/// Now on `CLOCK_MONOTONIC`, in nanoseconds: comparable between processes of one boot and one
/// clock namespace.
pub fn now() -> u64 {
    dbprint_base::sys::monotonic_nanos()
}

/// Which monotonic clock `now` reads: the boot and the time namespace; `None` when either
/// cannot be told (then no record is shared).
fn clock() -> Option<&'static str> {
    static CLOCK: OnceLock<Option<String>> = OnceLock::new();
    CLOCK
        .get_or_init(|| {
            let boot = std::fs::read_to_string("/proc/sys/kernel/random/boot_id").ok()?;
            let boot = boot.trim();
            let valid = |b: u8| b.is_ascii_hexdigit() || b == b'-';
            if boot.is_empty() || !boot.bytes().all(valid) {
                return None;
            }
            let namespace = std::fs::read_link("/proc/self/ns/time")
                .map(|link| link.display().to_string())
                .unwrap_or_else(|_| "time:[initial]".to_string());
            let namespace: String = namespace.chars().filter(|c| !c.is_whitespace()).collect();
            Some(format!("{boot}/{namespace}"))
        })
        .as_deref()
}

/// A record's text: what it says, then the checksum of what it says.
fn text(clock: &str, began: u64, digest: &str) -> String {
    let said = format!("{MAGIC} {clock} {began} {digest}");
    format!(
        "{said} {:016x}\n",
        xxhash_rust::xxh3::xxh3_64(said.as_bytes())
    )
}

/// When the check a record describes began, if the record is whole, ours and about `digest`.
fn began(record: &str, clock: &str, digest: &str) -> Option<u64> {
    let (said, sum) = record.trim_end_matches('\n').rsplit_once(' ')?;
    if format!("{:016x}", xxhash_rust::xxh3::xxh3_64(said.as_bytes())) != sum {
        return None;
    }
    let rest = said.strip_prefix(MAGIC)?.strip_prefix(' ')?;
    let mut words = rest.split(' ');
    let (of_clock, at, of_digest) = (words.next()?, words.next()?, words.next()?);
    (words.next().is_none() && of_clock == clock && of_digest == digest)
        .then(|| at.parse().ok())
        .flatten()
}

/// One archive's record file, held open.
pub struct SharedCheck {
    file: File,
    clock: &'static str,
}

/// The longest record read back.
const MAX_RECORD: usize = 512;

impl SharedCheck {
    /// The record file `name` in the cache directory `dir`, made when absent; `None` when the
    /// clock cannot be told or the path holds anything but a regular file.
    pub fn open(dir: &Path, name: &str) -> Option<Self> {
        let clock = clock()?;
        let file = OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .mode(0o600)
            .custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK | libc::O_CLOEXEC)
            .open(dir.join(name))
            .ok()?;
        file.metadata()
            .ok()?
            .is_file()
            .then_some(SharedCheck { file, clock })
    }

    /// `work` with this record held by this process alone: given when the last check of the
    /// archive of `digest` began (if the record tells), it answers when its own check began,
    /// if it made one that found the archive current, and that is recorded. The lock is
    /// waited for without a worker seat (`seat::wait_unseated`).
    pub fn locked(
        &self,
        digest: &str,
        work: impl FnOnce(Option<u64>) -> Option<u64>,
    ) -> Option<u64> {
        let take = || sys::lock(&self.file);
        let locked = sys::try_lock(&self.file) || dbprint_base::seat::wait_unseated(take);
        if !locked {
            return work(None);
        }
        let mut buf = [0u8; MAX_RECORD];
        let read = self.file.read_at(&mut buf, 0).unwrap_or(0);
        let last = std::str::from_utf8(&buf[..read])
            .ok()
            .and_then(|record| began(record, self.clock, digest));
        let mine = work(last);
        if let Some(at) = mine.filter(|at| Some(*at) != last) {
            let record = text(self.clock, at, digest);
            if self.file.write_at(record.as_bytes(), 0).is_ok() {
                let _ = self.file.set_len(record.len() as u64);
            }
        }
        sys::unlock(&self.file);
        mine
    }
}

/// Whether the file at `path` starts as a record of ours.
pub fn is_record(path: &Path) -> bool {
    let mut head = [0u8; MAGIC.len()];
    super::dir::open_regular(path)
        .is_ok_and(|f| f.read_exact_at(&mut head, 0).is_ok() && head == MAGIC.as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_record_reads_back_only_whole_for_its_clock_and_digest() {
        let record = text("boot/time:[1]", 42, "abc");
        assert_eq!(began(&record, "boot/time:[1]", "abc"), Some(42));
        assert_eq!(
            began(&record, "boot/time:[2]", "abc"),
            None,
            "another clock"
        );
        assert_eq!(
            began(&record, "boot/time:[1]", "abd"),
            None,
            "another archive"
        );
        let flipped = record.replace(" 42 ", " 43 ");
        assert_eq!(
            began(&flipped, "boot/time:[1]", "abc"),
            None,
            "the checksum holds"
        );
        assert_eq!(
            began(&record[..10], "boot/time:[1]", "abc"),
            None,
            "cut short"
        );
        assert_eq!(began("", "boot/time:[1]", "abc"), None);
    }

    #[test]
    fn the_monotonic_clock_only_goes_forward() {
        let a = now();
        let b = now();
        assert!(b >= a);
        assert!(clock().is_some(), "this machine tells its boot");
    }

    #[test]
    fn a_check_is_recorded_under_the_lock_and_read_by_the_next_holder() {
        let dir = std::env::temp_dir().join(format!("dbprint-shared-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let a = SharedCheck::open(&dir, "c.checked").unwrap();
        let b = SharedCheck::open(&dir, "c.checked").unwrap();
        assert_eq!(
            a.locked("d", |last| {
                assert_eq!(last, None);
                Some(7)
            }),
            Some(7)
        );
        assert_eq!(
            b.locked("d", |last| last),
            Some(7),
            "another holder reads it"
        );
        assert_eq!(
            b.locked("e", |last| last),
            None,
            "about another archive it says nothing"
        );
        assert!(is_record(&dir.join("c.checked")));
        std::fs::write(dir.join("mine.checked"), "my notes").unwrap();
        assert!(!is_record(&dir.join("mine.checked")));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
