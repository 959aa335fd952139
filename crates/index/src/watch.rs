//! Change notices (notify, inotify on Linux) as an accelerator, never as a reason to skip a
//! check: every call checks every identity its answer rests on (`registry`), and what the
//! watcher notices only gets the rebuild started before the next call arrives (`refresh`),
//! so the checking call finds it done. It can miss things without harm: inotify never sees a
//! write through a hard link elsewhere or a shared mapping, nor a directory above the root
//! swapped by rename.
//!
//! What it watches, and how, is chosen so the watcher costs the user little:
//! - only changes: creations, removals, renames, data and metadata changes and closes after
//!   writing; never opens, accesses or closes after reading, so the server's own reads raise
//!   no notice (on a print of tens of thousands of tables they overflowed the queue);
//! - never through a link: a link inside a print to a large tree elsewhere costs no watches;
//! - a root whose watch failed (the user's watch limit, a file system without notices) has
//!   its partial watches released and is not walked again before `RETRY_AFTER`;
//! - a root renamed away or replaced is watched again as the directory now at its path, once
//!   a call has seen it there;
//! - an overflow of the queue, or a watch just set up, makes every root it concerns dirty:
//!   its rescan is the full check the refresher then runs.

use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use notify::{Config, Event, EventKindMask, RecommendedWatcher, RecursiveMode, Watcher};
use parking_lot::{Condvar, Mutex};

/// Set (to anything but empty), file change notices are not used at all: nothing is rebuilt
/// ahead of a call, which then finds and rebuilds what changed itself.
pub const OFF_ENV: &str = "DBPRINT_NO_WATCH";

/// How long a root whose watch failed goes unwatched before it is tried again.
pub const RETRY_AFTER: Duration = Duration::from_secs(600);

/// The notices asked of the kernel: changes only.
fn changes_only() -> EventKindMask {
    EventKindMask::CORE | EventKindMask::ACCESS_CLOSE
}

/// Where the watch of one root stands.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Standing {
    /// A thread is setting it up.
    Starting,
    /// Watched as the directory of this (device, inode).
    Watching((u64, u64)),
    /// Could not be watched at this moment; its partial watches were released.
    Failed(Instant),
}

#[derive(Default)]
struct Shared {
    roots: Mutex<HashMap<PathBuf, Standing>>,
    /// Roots something may have changed under since the waiter last took them.
    dirty: Mutex<HashSet<PathBuf>>,
    woken: Condvar,
    /// Whether a failure of the watcher has been said on stderr.
    said: AtomicBool,
}

impl Shared {
    fn say_once(&self, why: &str) {
        if !self.said.swap(true, Ordering::Relaxed) {
            tracing::info!(
                "{why}; every call still checks every file, only nothing is rebuilt ahead of it"
            );
        }
    }

    fn mark(&self, roots: impl IntoIterator<Item = PathBuf>) {
        let mut dirty = self.dirty.lock();
        let before = dirty.len();
        dirty.extend(roots);
        if dirty.len() > before {
            self.woken.notify_all();
        }
    }

    fn on_event(&self, event: Event) {
        let watched: Vec<PathBuf> = self.roots.lock().keys().cloned().collect();
        if event.need_rescan() {
            self.mark(watched);
            return;
        }
        let touched = watched
            .into_iter()
            .filter(|root| event.paths.iter().any(|p| p.starts_with(root)));
        self.mark(touched);
    }
}

/// The process's watcher over the roots it has been asked to keep watched.
pub struct Watch {
    shared: Arc<Shared>,
    watcher: Option<Arc<Mutex<RecommendedWatcher>>>,
}

/// What the refresher waits on: the roots that may have changed.
pub struct Waiter {
    shared: Arc<Shared>,
}

impl Waiter {
    /// The roots noticed dirty since the last take, waiting up to `timeout` for one.
    pub fn take(&self, timeout: Duration) -> Vec<PathBuf> {
        let mut dirty = self.shared.dirty.lock();
        if dirty.is_empty() && !timeout.is_zero() {
            let _ = self.shared.woken.wait_for(&mut dirty, timeout);
        }
        dirty.drain().collect()
    }
}

impl Watch {
    /// Starts a watcher; without notices (`OFF_ENV`, or none to be had) it watches nothing.
    pub fn start() -> Self {
        let shared = Arc::new(Shared::default());
        if std::env::var_os(OFF_ENV).is_some_and(|v| !v.is_empty()) {
            shared.say_once(&format!("{OFF_ENV} is set"));
            return Watch {
                shared,
                watcher: None,
            };
        }
        let handler = Arc::clone(&shared);
        let config = Config::default()
            .with_event_kinds(changes_only())
            .with_follow_symlinks(false);
        let watcher = RecommendedWatcher::new(
            move |result: notify::Result<Event>| match result {
                Ok(event) => handler.on_event(event),
                Err(e) => {
                    handler.say_once(&format!("a file change notice failed ({e})"));
                    let all: Vec<PathBuf> = handler.roots.lock().keys().cloned().collect();
                    handler.mark(all);
                }
            },
            config,
        );
        let watcher = match watcher {
            Ok(watcher) => Some(Arc::new(Mutex::new(watcher))),
            Err(e) => {
                shared.say_once(&format!("cannot watch for file changes ({e})"));
                None
            }
        };
        Watch { shared, watcher }
    }

    pub fn waiter(&self) -> Waiter {
        Waiter {
            shared: Arc::clone(&self.shared),
        }
    }

    /// Keeps `root`, whose directory is now `at` (device, inode), watched: starts watching it
    /// in the background unless it is watched as that directory, being set up, or failed
    /// less than `RETRY_AFTER` ago. A watch set up makes the root dirty: what changed before
    /// it was armed is found by the refresher's check.
    pub fn keep(&self, root: &Path, at: (u64, u64)) {
        let Some(watcher) = &self.watcher else {
            return;
        };
        {
            let mut roots = self.shared.roots.lock();
            match roots.get(root) {
                Some(Standing::Starting) => return,
                Some(Standing::Watching(was)) if *was == at => return,
                Some(Standing::Failed(when)) if when.elapsed() < RETRY_AFTER => return,
                _ => {}
            }
            roots.insert(root.to_path_buf(), Standing::Starting);
        }
        let (watcher, shared, watched) = (
            Arc::clone(watcher),
            Arc::clone(&self.shared),
            root.to_path_buf(),
        );
        let spawned = dbprint_base::threads::named("dbprint-watch").spawn(move || {
            let root = watched;
            let mut watcher = watcher.lock();
            let _ = watcher.unwatch(&root);
            let outcome = watcher.watch(&root, RecursiveMode::Recursive);
            if outcome.is_err() {
                let _ = watcher.unwatch(&root);
            }
            drop(watcher);
            let standing = match &outcome {
                Ok(()) => Standing::Watching(at),
                Err(_) => Standing::Failed(Instant::now()),
            };
            shared.roots.lock().insert(root.clone(), standing);
            match outcome {
                Ok(()) => shared.mark([root]),
                Err(e) => shared.say_once(&format!("cannot watch {} ({e})", root.display())),
            }
        });
        if spawned.is_err() {
            self.shared
                .roots
                .lock()
                .insert(root.to_path_buf(), Standing::Failed(Instant::now()));
            self.shared.say_once("cannot start the watch thread");
        }
    }

    #[cfg(test)]
    fn standing(&self, root: &Path) -> Option<Standing> {
        self.shared.roots.lock().get(root).copied()
    }
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

    fn at(path: &Path) -> (u64, u64) {
        use std::os::unix::fs::MetadataExt;
        let meta = std::fs::metadata(path).unwrap();
        (meta.dev(), meta.ino())
    }

    /// Keeps `root` watched and waits until the watch is armed (its arming marks it dirty).
    fn armed(watch: &Watch, root: &Path) {
        watch.keep(root, at(root));
        let waiter = watch.waiter();
        let deadline = Instant::now() + Duration::from_secs(30);
        while Instant::now() < deadline {
            if waiter
                .take(Duration::from_millis(100))
                .contains(&root.to_path_buf())
            {
                return;
            }
        }
        panic!("the watch was never armed: {:?}", watch.standing(root));
    }

    fn noticed(watch: &Watch, root: &Path) -> bool {
        watch
            .waiter()
            .take(Duration::from_secs(10))
            .contains(&root.to_path_buf())
    }

    #[test]
    fn a_write_makes_its_root_dirty() {
        let dir = scratch("write");
        let root = dir.join("print");
        let watch = Watch::start();
        armed(&watch, &root);
        std::fs::write(root.join("t/statistics.yaml"), "a: 1\n").unwrap();
        assert!(noticed(&watch, &root));
    }

    #[test]
    fn reading_raises_no_notice() {
        let dir = scratch("read");
        let root = dir.join("print");
        let file = root.join("t/statistics.yaml");
        std::fs::write(&file, "a: 1\n").unwrap();
        let watch = Watch::start();
        armed(&watch, &root);
        for _ in 0..100 {
            std::fs::read(&file).unwrap();
        }
        assert_eq!(
            watch.waiter().take(Duration::from_millis(500)),
            Vec::<PathBuf>::new()
        );
        std::fs::write(&file, "a: 2\n").unwrap();
        assert!(noticed(&watch, &root), "a write still is");
    }

    #[test]
    fn a_link_out_of_the_root_is_not_followed() {
        let dir = scratch("link");
        let root = dir.join("print");
        std::fs::create_dir_all(dir.join("elsewhere/deep")).unwrap();
        std::os::unix::fs::symlink(dir.join("elsewhere"), root.join("t/out")).unwrap();
        let watch = Watch::start();
        armed(&watch, &root);
        std::fs::write(dir.join("elsewhere/deep/x"), "x").unwrap();
        assert_eq!(
            watch.waiter().take(Duration::from_millis(500)),
            Vec::<PathBuf>::new()
        );
    }

    #[test]
    fn an_overflow_makes_every_root_dirty_for_a_rescan() {
        let shared = Shared::default();
        for root in ["/a", "/b"] {
            shared
                .roots
                .lock()
                .insert(PathBuf::from(root), Standing::Watching((1, 2)));
        }
        let overflow = Event::new(notify::EventKind::Other).set_flag(notify::event::Flag::Rescan);
        shared.on_event(overflow);
        let mut dirty: Vec<PathBuf> = shared.dirty.lock().drain().collect();
        dirty.sort();
        assert_eq!(dirty, [PathBuf::from("/a"), PathBuf::from("/b")]);
    }

    #[test]
    fn a_root_that_cannot_be_watched_is_not_tried_again_at_once() {
        let dir = scratch("missing");
        let root = dir.join("absent");
        let watch = Watch::start();
        watch.keep(&root, (0, 0));
        let deadline = Instant::now() + Duration::from_secs(30);
        while watch.standing(&root) == Some(Standing::Starting) && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(10));
        }
        let Some(Standing::Failed(when)) = watch.standing(&root) else {
            panic!("{:?}", watch.standing(&root));
        };
        watch.keep(&root, (0, 0));
        assert_eq!(
            watch.standing(&root),
            Some(Standing::Failed(when)),
            "not walked again"
        );
    }

    #[test]
    fn a_root_replaced_is_watched_again_as_the_new_directory() {
        let dir = scratch("replaced");
        let root = dir.join("print");
        let watch = Watch::start();
        armed(&watch, &root);
        std::fs::create_dir_all(dir.join("new/t")).unwrap();
        std::fs::rename(&root, dir.join("old")).unwrap();
        std::fs::rename(dir.join("new"), &root).unwrap();
        let _ = watch.waiter().take(Duration::from_millis(200));
        armed(&watch, &root);
        std::fs::write(root.join("t/statistics.yaml"), "a: 3\n").unwrap();
        assert!(noticed(&watch, &root));
    }
}
