//! Keeping the cache directory from growing without end, removing only what is provably the
//! server's own. A sweep at start works only in a marked directory (`dir::marked`) and
//! only on entries whose names parse as ours (`cache_names`) and whose kind fits the name:
//! - an archive unused for `UNUSED_FOR` (every archive a process maps is marked used: its
//!   modification time set to now), when it is a regular file that starts with our magic;
//! - a text index or a companion whose archive is gone or was removed, when it is a real
//!   directory; and a companion a newer one of its archive superseded (`superseded`);
//! - a shared check record (`shared_check`) whose archive is gone or was removed, when it is
//!   a regular file that starts as our records do;
//! - a temporary whose writer is gone (its owner lock is absent or no longer held) and that
//!   is older than `GRACE`, and that writer's owner lock;
//! - nothing else: a file the user put there, whatever its name, stays.
//!
//! A file another process still maps stays valid after its removal, so a sweep never breaks
//! a running server; at worst a later process rebuilds.

use std::collections::HashSet;
use std::io::Read;
use std::path::Path;
use std::time::{Duration, SystemTime};

use super::dir::{is_regular, lockable, marked, open_regular, real_dir};
use super::names::{
    archive_stem, beside_stem, checked_stem, companion_stem, lock_owner, owner_lock,
    temporary_owner, text_stem, token,
};

/// How long an archive may go unused before a sweep removes it.
pub const UNUSED_FOR: Duration = Duration::from_secs(30 * 24 * 3600);
/// How old an orphaned text index must be before a sweep removes it.
const ABANDONED_AFTER: Duration = Duration::from_secs(24 * 3600);
/// How old a temporary of a writer that is gone, or an unheld owner lock, must be before a
/// sweep removes it (a process makes its lock a moment before it takes it).
pub const GRACE: Duration = Duration::from_secs(60);

/// Marks the archive at `path` as used now (a regular file only, never opened blocking).
pub fn mark_used(path: &Path) {
    use std::os::unix::fs::OpenOptionsExt;
    let opened = std::fs::File::options()
        .write(true)
        .custom_flags(libc::O_NONBLOCK | libc::O_NOFOLLOW)
        .open(path);
    if let Ok(file) = opened
        && file.metadata().is_ok_and(|m| m.is_file())
    {
        let _ = file.set_modified(SystemTime::now());
    }
}

/// How long ago what is at `path` (not followed) was modified; `None` when nothing is there.
fn age(path: &Path, now: SystemTime) -> Option<Duration> {
    let modified = std::fs::symlink_metadata(path).ok()?.modified().ok()?;
    Some(now.duration_since(modified).unwrap_or_default())
}

/// Whether the file at `path` is an archive of ours: a regular file starting with our magic.
fn is_archive(path: &Path) -> bool {
    let mut magic = [0u8; 8];
    open_regular(path)
        .and_then(|mut f| f.read_exact(&mut magic).map_err(|e| e.to_string()))
        .is_ok_and(|()| magic == super::names::ARCHIVE_MAGIC)
}

/// Removes `name` from `dir` as the kind it must be: a regular file, or a real directory.
fn remove(dir: &Path, name: &str, removed: &mut Vec<String>) {
    let path = dir.join(name);
    let gone = match is_regular(&path) {
        Some(true) => std::fs::remove_file(&path).is_ok(),
        Some(false) if real_dir(&path) => std::fs::remove_dir_all(&path).is_ok(),
        _ => false,
    };
    if gone {
        removed.push(name.to_string());
    }
}

/// Whether the process whose token is `owner` is gone: its lock is absent, or can be taken
/// and is older than `GRACE`.
fn gone(dir: &Path, owner: &str, now: SystemTime) -> bool {
    let lock = dir.join(owner_lock(owner));
    match open_regular(&lock) {
        Ok(file) => lockable(&file) && age(&lock, now).is_some_and(|a| a >= GRACE),
        Err(_) => is_regular(&lock).is_none(),
    }
}

/// Removes from the marked directory `dir` every companion of the archive `stem` with
/// `suffix` but `kept` (each removed as the kind it must be, as the sweep removes): made
/// from versions of the archive before the one `kept` was made from. A process still reading
/// one keeps its mapped files; one about to open it makes its own again.
pub fn superseded(dir: &Path, stem: &str, suffix: &str, kept: &str) {
    if !marked(dir) {
        return;
    }
    let Ok(listing) = std::fs::read_dir(dir) else {
        return;
    };
    let mut removed = Vec::new();
    for name in listing.filter_map(|e| e.ok()?.file_name().into_string().ok()) {
        if name != kept && beside_stem(&name, suffix) == Some(stem) {
            remove(dir, &name, &mut removed);
        }
    }
}

/// Removes from the marked directory `dir` what `now` makes stale; returns the names it
/// removed.
pub fn sweep(dir: &Path, now: SystemTime) -> Vec<String> {
    if !marked(dir) {
        return Vec::new();
    }
    let Ok(listing) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let names: Vec<String> = listing
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .collect();
    let old = |name: &str, limit: Duration| age(&dir.join(name), now).is_some_and(|a| a >= limit);
    let mut removed = Vec::new();
    let mut live = HashSet::new();
    for name in &names {
        if let Some(stem) = archive_stem(name)
            && is_archive(&dir.join(name))
        {
            if old(name, UNUSED_FOR) {
                remove(dir, name, &mut removed);
            } else {
                live.insert(stem.to_string());
            }
        }
    }
    let mut dead_owners = HashSet::new();
    for name in &names {
        let file_companion =
            companion_stem(name).is_some() && is_regular(&dir.join(name)) == Some(true);
        if let Some(stem) = text_stem(name).or_else(|| companion_stem(name))
            && !live.contains(stem)
            && (removed.iter().any(|r| archive_stem(r) == Some(stem)) || old(name, ABANDONED_AFTER))
            && (real_dir(&dir.join(name)) || file_companion)
        {
            remove(dir, name, &mut removed);
        }
        if let Some(stem) = checked_stem(name)
            && !live.contains(stem)
            && (removed.iter().any(|r| archive_stem(r) == Some(stem)) || old(name, ABANDONED_AFTER))
            && super::shared_check::is_record(&dir.join(name))
        {
            remove(dir, name, &mut removed);
        }
        if let Some(owner) = temporary_owner(name)
            && owner != token()
            && old(name, GRACE)
            && gone(dir, owner, now)
        {
            remove(dir, name, &mut removed);
            dead_owners.insert(owner.to_string());
        }
        if let Some(owner) = lock_owner(name)
            && owner != token()
            && gone(dir, owner, now)
        {
            dead_owners.insert(owner.to_string());
        }
    }
    for owner in dead_owners {
        remove(dir, &owner_lock(&owner), &mut removed);
    }
    removed.sort();
    removed
}

#[cfg(test)]
mod tests {
    use super::super::dir::{CacheDir, OwnerLock};
    use super::*;

    fn touch(path: &Path, age: Duration) {
        if !path.exists() {
            std::fs::write(path, b"").unwrap();
        }
        let file = std::fs::File::options().write(true).open(path).unwrap();
        file.set_modified(SystemTime::now() - age).unwrap();
    }

    fn archive(path: &Path, age: Duration) {
        let mut bytes = super::super::names::ARCHIVE_MAGIC.to_vec();
        bytes.extend_from_slice(&[0; 40]);
        std::fs::write(path, bytes).unwrap();
        touch(path, age);
    }

    fn home(name: &str) -> std::path::PathBuf {
        let base =
            std::env::temp_dir().join(format!("dbprint-sweep-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&base);
        match CacheDir::locate(Some(&base)) {
            CacheDir::Disk(home) => home,
            CacheDir::Memory => panic!("no cache directory"),
        }
    }

    const DAY: Duration = Duration::from_secs(24 * 3600);
    const TOKEN_A: &str = "00000000000000aa";

    #[test]
    fn unused_archives_orphaned_text_and_temporaries_of_dead_writers_go_the_rest_stays() {
        let dir = home("stale");
        archive(&dir.join("old-1.dbpi"), 40 * DAY);
        std::fs::create_dir_all(dir.join("old-1-00000000000000aa.text")).unwrap();
        archive(&dir.join("new-2.dbpi"), DAY);
        std::fs::create_dir_all(dir.join("new-2-00000000000000bb.text")).unwrap();
        std::fs::create_dir_all(dir.join("old-1-00000000000000cc.find")).unwrap();
        std::fs::create_dir_all(dir.join("new-2-00000000000000dd.find")).unwrap();
        touch(&dir.join("old-1-00000000000000ee.values"), DAY);
        let dead = format!(".new-2.dbpi.tmp-{TOKEN_A}-3");
        touch(&dir.join(&dead), 2 * GRACE);
        touch(&dir.join(owner_lock(TOKEN_A)), 2 * GRACE);
        let fresh = format!(".new-2.dbpi.tmp-{TOKEN_A}-4");
        touch(&dir.join(&fresh), Duration::ZERO);
        let removed = sweep(&dir, SystemTime::now());
        let lock = owner_lock(TOKEN_A);
        let mut expected = vec![
            dead.as_str(),
            lock.as_str(),
            "old-1-00000000000000aa.text",
            "old-1-00000000000000cc.find",
            "old-1-00000000000000ee.values",
            "old-1.dbpi",
        ];
        expected.sort();
        assert_eq!(
            removed, expected,
            "the text index and companion went with their archive"
        );
        assert!(dir.join("new-2.dbpi").exists());
        assert!(dir.join("new-2-00000000000000dd.find").exists());
        assert!(dir.join("new-2-00000000000000bb.text").exists());
        assert!(dir.join(&fresh).exists(), "too young to tell");
    }

    #[test]
    fn a_superseded_companion_goes_and_the_kept_one_and_everything_else_stay() {
        let dir = home("superseded");
        for name in [
            "shop-1-00000000000000aa.find",
            "shop-1-00000000000000bb.find",
            "shop-1-00000000000000cc.text",
            "other-2-00000000000000dd.find",
            "shop-1-notours.find",
        ] {
            std::fs::create_dir_all(dir.join(name)).unwrap();
        }
        let unmarked =
            std::env::temp_dir().join(format!("dbprint-unmarked-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&unmarked);
        std::fs::create_dir_all(unmarked.join("shop-1-00000000000000aa.find")).unwrap();
        superseded(&unmarked, "shop-1", ".find", "shop-1-00000000000000bb.find");
        assert!(
            unmarked.join("shop-1-00000000000000aa.find").exists(),
            "not our directory"
        );
        let _ = std::fs::remove_dir_all(&unmarked);
        superseded(&dir, "shop-1", ".find", "shop-1-00000000000000bb.find");
        assert!(!dir.join("shop-1-00000000000000aa.find").exists());
        for stays in [
            "shop-1-00000000000000bb.find",
            "shop-1-00000000000000cc.text",
            "other-2-00000000000000dd.find",
            "shop-1-notours.find",
        ] {
            assert!(dir.join(stays).exists(), "{stays}");
        }
    }

    #[test]
    fn a_check_record_goes_with_its_archive_and_one_that_is_not_ours_stays() {
        let dir = home("checked");
        archive(&dir.join("old-1.dbpi"), 40 * DAY);
        archive(&dir.join("new-2.dbpi"), DAY);
        let record = format!("{} boot/ns 1 d 0\n", super::super::shared_check::MAGIC);
        for name in ["old-1.checked", "new-2.checked", "gone-3.checked"] {
            std::fs::write(dir.join(name), &record).unwrap();
        }
        std::fs::write(dir.join("notes-4.checked"), "my notes").unwrap();
        touch(&dir.join("gone-3.checked"), 2 * DAY);
        touch(&dir.join("notes-4.checked"), 2 * DAY);
        let removed = sweep(&dir, SystemTime::now());
        assert_eq!(removed, ["gone-3.checked", "old-1.checked", "old-1.dbpi"]);
        assert!(dir.join("new-2.checked").exists(), "its archive is live");
        assert!(dir.join("notes-4.checked").exists(), "not a record of ours");
    }

    #[test]
    fn a_temporary_of_a_live_writer_stays() {
        let dir = home("live");
        let ours = OwnerLock::hold(&dir).unwrap();
        let mine = format!(".a-1.dbpi.tmp-{}-9", token());
        touch(&dir.join(&mine), 2 * GRACE);
        let other = dir.join(owner_lock(TOKEN_A));
        touch(&other, 2 * GRACE);
        let held = std::fs::File::open(&other).unwrap();
        assert!(lockable(&held), "the other writer holds its lock");
        let theirs = format!(".a-1.dbpi.tmp-{TOKEN_A}-1");
        touch(&dir.join(&theirs), 2 * GRACE);
        assert!(sweep(&dir, SystemTime::now()).is_empty());
        assert!(dir.join(&mine).exists() && dir.join(&theirs).exists());
        drop((held, ours));
    }

    #[test]
    fn what_the_user_put_there_stays_whatever_its_name() {
        let dir = home("foreign");
        std::fs::create_dir_all(dir.join("notes.text")).unwrap();
        touch(&dir.join("thesis.tmp-draft"), 400 * DAY);
        touch(&dir.join("old.dbpi"), 400 * DAY);
        std::fs::create_dir_all(dir.join("mine-00000000000000cc.text")).unwrap();
        std::fs::write(dir.join("mine-00000000000000cc.text/../keep"), "x").unwrap();
        let victim = home("victim");
        std::os::unix::fs::symlink(&victim, dir.join("link-00000000000000dd.text")).unwrap();
        touch(&dir.join(format!(".x.tmp-{TOKEN_A}")), 400 * DAY);
        let removed = sweep(&dir, SystemTime::now() + 2 * DAY);
        assert_eq!(
            removed,
            ["mine-00000000000000cc.text"],
            "only an orphaned index of ours"
        );
        for kept in ["notes.text", "thesis.tmp-draft", "old.dbpi", "keep"] {
            assert!(dir.join(kept).exists(), "{kept}");
        }
        assert!(victim.exists(), "a link is never followed");
    }

    #[test]
    fn an_unmarked_directory_is_never_swept() {
        let dir =
            std::env::temp_dir().join(format!("dbprint-sweep-unmarked-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        archive(&dir.join("old-1.dbpi"), 400 * DAY);
        assert!(sweep(&dir, SystemTime::now()).is_empty());
        assert!(dir.join("old-1.dbpi").exists());
    }

    #[test]
    fn a_used_archive_is_kept() {
        let dir = home("used");
        let path = dir.join("c-1.dbpi");
        archive(&path, UNUSED_FOR + Duration::from_secs(60));
        mark_used(&path);
        assert!(sweep(&dir, SystemTime::now()).is_empty());
    }
}
