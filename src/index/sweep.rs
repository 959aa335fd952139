//! Keeping the cache directory from growing without end. Every archive a process maps is
//! marked used (its modification time set to now); a sweep at start removes archives unused
//! for `UNUSED_FOR` together with their text indexes, text indexes whose archive is gone, and
//! temporaries a process left when it died mid-write. A file another process still maps
//! stays valid after its removal, so a sweep never breaks a running server; at worst a later
//! process rebuilds.

use std::path::Path;
use std::time::{Duration, SystemTime};

/// How long an archive may go unused before a sweep removes it.
pub const UNUSED_FOR: Duration = Duration::from_secs(30 * 24 * 3600);
/// How old a temporary or an orphaned text index must be before a sweep removes it.
const ABANDONED_AFTER: Duration = Duration::from_secs(24 * 3600);

const ARCHIVE: &str = ".dbpi";
const TEXT: &str = ".text";

/// Marks the archive at `path` as used now.
pub fn mark_used(path: &Path) {
    if let Ok(file) = std::fs::File::options().write(true).open(path) {
        let _ = file.set_modified(SystemTime::now());
    }
}

fn age(meta: &std::fs::Metadata, now: SystemTime) -> Duration {
    meta.modified()
        .ok()
        .and_then(|m| now.duration_since(m).ok())
        .unwrap_or_default()
}

fn remove(path: &Path) {
    let _ = if path.is_dir() {
        std::fs::remove_dir_all(path)
    } else {
        std::fs::remove_file(path)
    };
}

/// Removes from `dir` what `now` makes stale; returns the names it removed.
pub fn sweep(dir: &Path, now: SystemTime) -> Vec<String> {
    let Ok(listing) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let entries: Vec<(String, Duration)> = listing
        .filter_map(|e| {
            let e = e.ok()?;
            let name = e.file_name().into_string().ok()?;
            Some((name, age(&e.metadata().ok()?, now)))
        })
        .collect();
    let live: Vec<&str> = entries
        .iter()
        .filter(|(name, age)| name.ends_with(ARCHIVE) && *age < UNUSED_FOR)
        .map(|(name, _)| name.trim_end_matches(ARCHIVE))
        .collect();
    let dead: Vec<&str> = entries
        .iter()
        .filter(|(name, age)| name.ends_with(ARCHIVE) && *age >= UNUSED_FOR)
        .map(|(name, _)| name.trim_end_matches(ARCHIVE))
        .collect();
    let owner =
        |stems: &[&str], name: &str| stems.iter().any(|s| name.starts_with(&format!("{s}-")));
    let stale = |name: &str, age: Duration| -> bool {
        if name.contains(".tmp-") {
            return age >= ABANDONED_AFTER;
        }
        if name.ends_with(ARCHIVE) {
            return age >= UNUSED_FOR;
        }
        if name.ends_with(TEXT) {
            if owner(&live, name) {
                return false;
            }
            return owner(&dead, name) || age >= ABANDONED_AFTER;
        }
        false
    };
    let mut removed = Vec::new();
    for (name, age) in &entries {
        if stale(name, *age) {
            remove(&dir.join(name));
            removed.push(name.clone());
        }
    }
    removed.sort();
    removed
}

#[cfg(test)]
mod tests {
    use super::*;

    fn touch(path: &Path, age: Duration) {
        if !path.exists() {
            std::fs::write(path, b"").unwrap();
        }
        let file = std::fs::File::options().write(true).open(path).unwrap();
        file.set_modified(SystemTime::now() - age).unwrap();
    }

    #[test]
    fn unused_archives_orphaned_text_and_abandoned_temporaries_go_the_rest_stays() {
        let dir = std::env::temp_dir().join(format!("dbprint-sweep-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let day = Duration::from_secs(24 * 3600);
        touch(&dir.join("old-1.dbpi"), 40 * day);
        std::fs::create_dir_all(dir.join("old-1-aa.text")).unwrap();
        touch(&dir.join("new-2.dbpi"), day);
        std::fs::create_dir_all(dir.join("new-2-bb.text")).unwrap();
        touch(&dir.join(".new-2.dbpi.tmp-1-2-3"), 2 * day);
        std::fs::create_dir_all(dir.join("gone-3-cc.text")).unwrap();
        touch(&dir.join(".new-2.dbpi.tmp-4-5-6"), Duration::ZERO);
        let removed = sweep(&dir, SystemTime::now() + Duration::from_secs(3600));
        assert_eq!(
            removed,
            [".new-2.dbpi.tmp-1-2-3", "old-1-aa.text", "old-1.dbpi"],
            "the text index went with its archive"
        );
        assert!(dir.join("new-2.dbpi").exists());
        assert!(dir.join("new-2-bb.text").exists());
        assert!(
            dir.join(".new-2.dbpi.tmp-4-5-6").exists(),
            "a write in progress"
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_used_archive_is_kept() {
        let dir = std::env::temp_dir().join(format!("dbprint-sweep-used-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("c-1.dbpi");
        touch(&path, UNUSED_FOR + Duration::from_secs(60));
        mark_used(&path);
        assert!(sweep(&dir, SystemTime::now()).is_empty());
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
