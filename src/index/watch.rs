//! Which print files may have changed since a connection was last looked at, learnt from the
//! file system's change notices (notify) instead of a stat of every file per call. Notices
//! are coalesced per connection root into a set of dirty paths, drained by the next call on
//! that root: that set is the debouncer, so a regenerated print of thousands of files costs
//! one look, and no notice waits for a timer.
//!
//! Notices arrive on notify's thread a moment after the write that caused them, so before
//! draining, a call raises a barrier: it creates a uniquely named file in a directory of
//! this process's own, watched by the same watcher, and waits until that file's notice has
//! come through. One watcher has one queue, in order, so every notice of a write made
//! before the call began has been seen by then (§7.1: an edit is seen by the next call).
//!
//! Watching is a hint: identity stays the truth, and whenever the hint may be incomplete —
//! the watch is not set up yet or could not be (watch limit, a file system that cannot be
//! watched), the queue overflowed (a rescan notice), the barrier did not come back, the root
//! itself went away — `changes` answers `Unknown` and the caller checks every identity. The
//! first fallback is said once on stderr.

use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Duration;

use notify::event::{EventKind, ModifyKind};
use notify::{Event, RecommendedWatcher, RecursiveMode, Watcher};
use parking_lot::{Condvar, Mutex};

/// What may have changed under a root since the last call drained it.
#[derive(Debug, PartialEq)]
pub enum Changes {
    /// Nothing is known: check every identity.
    Unknown,
    /// At most these paths (files or directories) changed.
    Paths(HashSet<PathBuf>),
}

/// Set (to anything but empty), file change notices are not used at all: every call checks
/// every identity, as on a file system that cannot be watched.
pub const OFF_ENV: &str = "DBPRINT_NO_WATCH";

/// How long a call waits for its barrier before it stops trusting the notices.
const BARRIER_WAIT: Duration = Duration::from_secs(2);
const BARRIER_PREFIX: &str = "b-";

#[derive(Default)]
struct Root {
    /// The watch is set up and every notice since is in `paths`.
    ready: bool,
    /// Notices may have been lost since the last drain.
    unknown: bool,
    /// The watch could not be set up, or the root went away: stop until asked again.
    failed: bool,
    paths: HashSet<PathBuf>,
}

#[derive(Default)]
struct Shared {
    roots: Mutex<HashMap<PathBuf, Root>>,
    /// The highest barrier number whose notice has come through.
    barrier_seen: Mutex<u64>,
    barrier_came: Condvar,
    /// Whether the fallback to identity checks has been said on stderr.
    said: AtomicBool,
}

impl Shared {
    fn say_once(&self, why: &str) {
        if !self.said.swap(true, Ordering::Relaxed) {
            tracing::warn!("{why}; checking file identities on every call instead");
        }
    }

    fn mark_all_unknown(&self) {
        for root in self.roots.lock().values_mut() {
            root.unknown = true;
        }
    }

    fn on_event(&self, barrier_dir: &Path, event: Event) {
        if event.need_rescan() {
            self.say_once("file change notices overflowed");
            self.mark_all_unknown();
            return;
        }
        let renamed_or_removed = matches!(
            event.kind,
            EventKind::Remove(_) | EventKind::Modify(ModifyKind::Name(_))
        );
        let mut roots = self.roots.lock();
        for path in event.paths {
            if path.parent() == Some(barrier_dir) {
                if matches!(event.kind, EventKind::Create(_))
                    && let Some(n) = barrier_number(&path)
                {
                    let mut seen = self.barrier_seen.lock();
                    *seen = (*seen).max(n);
                    self.barrier_came.notify_all();
                }
                continue;
            }
            for (root_path, root) in roots.iter_mut() {
                if path.starts_with(root_path) {
                    if renamed_or_removed && path == *root_path {
                        root.failed = true;
                    }
                    root.paths.insert(path.clone());
                }
            }
        }
    }
}

fn barrier_number(path: &Path) -> Option<u64> {
    path.file_name()?
        .to_str()?
        .strip_prefix(BARRIER_PREFIX)?
        .parse()
        .ok()
}

/// The process's watcher over every connection root it has been asked about.
pub struct Watch {
    shared: Arc<Shared>,
    watcher: Option<Arc<Mutex<RecommendedWatcher>>>,
    barrier_dir: Option<PathBuf>,
    next_barrier: AtomicU64,
}

impl Watch {
    /// A watcher whose barriers live in a new directory under `scratch`; without one, or
    /// when notices cannot be had at all, every answer is `Unknown`.
    pub fn new(scratch: Option<&Path>) -> Self {
        let shared = Arc::new(Shared::default());
        if std::env::var_os(OFF_ENV).is_some_and(|v| !v.is_empty()) {
            shared.say_once(&format!("{OFF_ENV} is set"));
            return Watch {
                shared,
                watcher: None,
                barrier_dir: None,
                next_barrier: AtomicU64::new(1),
            };
        }
        let barrier_dir = scratch.and_then(make_barrier_dir);
        let handler_shared = Arc::clone(&shared);
        let handler_dir = barrier_dir.clone().unwrap_or_default();
        let watcher =
            notify::recommended_watcher(move |result: notify::Result<Event>| match result {
                Ok(event) => handler_shared.on_event(&handler_dir, event),
                Err(e) => {
                    handler_shared.say_once(&format!("file change notices failed ({e})"));
                    handler_shared.mark_all_unknown();
                }
            });
        let watcher = match (watcher, &barrier_dir) {
            (Ok(mut watcher), Some(dir)) => match watcher.watch(dir, RecursiveMode::NonRecursive) {
                Ok(()) => Some(Arc::new(Mutex::new(watcher))),
                Err(e) => {
                    shared.say_once(&format!("cannot watch {} ({e})", dir.display()));
                    None
                }
            },
            (Ok(_), None) => {
                shared.say_once("no writable directory for change barriers");
                None
            }
            (Err(e), _) => {
                shared.say_once(&format!("cannot watch for file changes ({e})"));
                None
            }
        };
        Watch {
            shared,
            watcher,
            barrier_dir,
            next_barrier: AtomicU64::new(1),
        }
    }

    /// Starts watching `root` in the background, unless it is watched or being set up. The
    /// caller starts it after answering its first call, so the walk that sets the watch up
    /// does not compete with that answer.
    pub fn start(&self, root: &Path) {
        let Some(watcher) = &self.watcher else {
            return;
        };
        {
            let mut roots = self.shared.roots.lock();
            match roots.get_mut(root) {
                Some(r) if !r.failed => return,
                Some(r) => *r = Root::default(),
                None => {
                    roots.insert(root.to_path_buf(), Root::default());
                }
            }
        }
        let (watcher, shared, root) = (
            Arc::clone(watcher),
            Arc::clone(&self.shared),
            root.to_path_buf(),
        );
        let spawned = std::thread::Builder::new()
            .name("dbprint-watch".to_string())
            .spawn(move || {
                let mut watcher = watcher.lock();
                let _ = watcher.unwatch(&root);
                let outcome = watcher.watch(&root, RecursiveMode::Recursive);
                drop(watcher);
                let mut roots = shared.roots.lock();
                let Some(entry) = roots.get_mut(&root) else {
                    return;
                };
                match outcome {
                    Ok(()) => {
                        entry.ready = true;
                        entry.unknown = true;
                    }
                    Err(e) => {
                        entry.failed = true;
                        drop(roots);
                        shared.say_once(&format!("cannot watch {} ({e})", root.display()));
                    }
                }
            });
        if spawned.is_err() {
            self.shared.say_once("cannot start the watch thread");
        }
    }

    /// Forgets what was drained from `root`: its next answer is `Unknown` (a call that
    /// drained changes and then could not act on them).
    pub fn forget(&self, root: &Path) {
        if let Some(entry) = self.shared.roots.lock().get_mut(root) {
            entry.unknown = true;
        }
    }

    /// Waits until every notice of a write made before this call has come through.
    fn barrier(&self) -> bool {
        let Some(dir) = &self.barrier_dir else {
            return false;
        };
        let n = self.next_barrier.fetch_add(1, Ordering::SeqCst);
        let path = dir.join(format!("{BARRIER_PREFIX}{n}"));
        if std::fs::write(&path, b"").is_err() {
            self.shared.say_once("cannot write a change barrier");
            return false;
        }
        let _ = std::fs::remove_file(&path);
        let mut seen = self.shared.barrier_seen.lock();
        let deadline = std::time::Instant::now() + BARRIER_WAIT;
        while *seen < n {
            if self
                .shared
                .barrier_came
                .wait_until(&mut seen, deadline)
                .timed_out()
            {
                drop(seen);
                self.shared.say_once("a change barrier did not come back");
                return false;
            }
        }
        true
    }

    /// What may have changed under `root` since the last call on it: `Unknown` until a
    /// watch on it (`start`) is set up, and whenever notices may have been missed.
    pub fn changes(&self, root: &Path) -> Changes {
        let settled = self.barrier();
        let mut roots = self.shared.roots.lock();
        let Some(entry) = roots.get_mut(root) else {
            return Changes::Unknown;
        };
        if !entry.ready || entry.failed || !settled || entry.unknown {
            entry.unknown = false;
            entry.paths.clear();
            return Changes::Unknown;
        }
        Changes::Paths(std::mem::take(&mut entry.paths))
    }
}

impl Drop for Watch {
    fn drop(&mut self) {
        if let Some(dir) = &self.barrier_dir {
            let _ = std::fs::remove_dir_all(dir);
        }
    }
}

/// A new directory of this process's own under `scratch`, for barrier files.
fn make_barrier_dir(scratch: &Path) -> Option<PathBuf> {
    let dir = scratch.join(format!(".watch-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).ok()?;
    Some(dir)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("dbprint-watch-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("print/t")).unwrap();
        dir
    }

    /// Starts watching and calls until the watch is set up: the first answers are `Unknown`.
    fn settled(watch: &Watch, root: &Path) {
        for _ in 0..200 {
            watch.start(root);
            if watch.changes(root) != Changes::Unknown {
                return;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        panic!("the watch never became ready");
    }

    #[test]
    fn a_write_is_seen_by_the_very_next_call_spec_7_1() {
        let dir = scratch("next");
        let root = dir.join("print");
        let watch = Watch::new(Some(&dir));
        settled(&watch, &root);
        let file = root.join("t/statistics.yaml");
        for round in 0..50 {
            std::fs::write(&file, format!("round: {round}\n")).unwrap();
            match watch.changes(&root) {
                Changes::Paths(paths) => assert!(paths.contains(&file), "round {round}"),
                Changes::Unknown => panic!("round {round}: the watch stopped"),
            }
        }
        assert_eq!(watch.changes(&root), Changes::Paths(HashSet::new()));
    }

    #[test]
    fn a_new_directory_and_its_files_are_named() {
        let dir = scratch("newdir");
        let root = dir.join("print");
        let watch = Watch::new(Some(&dir));
        settled(&watch, &root);
        std::fs::create_dir_all(root.join("u")).unwrap();
        std::fs::write(root.join("u/statistics.yaml"), "a: 1\n").unwrap();
        let Changes::Paths(paths) = watch.changes(&root) else {
            panic!("the watch stopped");
        };
        assert!(paths.contains(&root.join("u")), "{paths:?}");
    }

    #[test]
    fn without_a_barrier_directory_every_answer_is_unknown() {
        let dir = scratch("nobarrier");
        let watch = Watch::new(None);
        watch.start(&dir.join("print"));
        assert_eq!(watch.changes(&dir.join("print")), Changes::Unknown);
        assert_eq!(watch.changes(&dir.join("print")), Changes::Unknown);
    }

    #[test]
    fn a_root_that_went_away_is_unknown_until_watched_again() {
        let dir = scratch("gone");
        let root = dir.join("print");
        let watch = Watch::new(Some(&dir));
        settled(&watch, &root);
        std::fs::rename(&root, dir.join("old")).unwrap();
        std::fs::create_dir_all(root.join("t")).unwrap();
        assert_eq!(watch.changes(&root), Changes::Unknown);
        settled(&watch, &root);
        std::fs::write(root.join("t/statistics.yaml"), "a: 2\n").unwrap();
        let Changes::Paths(paths) = watch.changes(&root) else {
            panic!("the new root is not watched");
        };
        assert!(paths.contains(&root.join("t/statistics.yaml")));
    }
}
