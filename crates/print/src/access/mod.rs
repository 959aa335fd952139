//! The print-access layer: the one way a request reaches print files. A `Reading` is one
//! request's view of the print: it opens each file once (a second read in the same request
//! answers from the first), keeps the record of every file the reply read with the identity
//! its bytes came with, and reuses derived values while every file they were built from is
//! unchanged. Cursors and resource versions are digests of that record, so they name exactly
//! the bytes a reply was built from (§4.8, §7.1). Locating a connection's and a table's files,
//! containment and mapping each failure to the spec's text live in `files` and `manifest`.
//! Read through a `Reading` too: a table's admitted column annotations (`annotations`) and a
//! table named as SQL writes it (`table_name`).

pub mod annotations;
mod files;
mod manifest;
mod prints;
pub mod table_name;

pub use files::{RootFile, Table, absent_declared};
pub use prints::Prints;

use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::config::Connection;
use crate::store::{
    Built, Derived, Identity, RootDir, Seen, Snapshot, Sources, Want, short_hash, sources_digest,
};
use dbprint_base::budget::Footprint;
use dbprint_yaml::Value;

/// A record of files read: each path once, with what the first read of it found.
type Record = BTreeMap<PathBuf, Seen>;

/// What a reply read: files read outside any derived value, and each derived value it used by
/// the digest of the files that value was built from (a derived value over thousands of files
/// joins the reply as one entry, never as a copy of its list).
#[derive(Default)]
struct Reply {
    files: Record,
    derived: BTreeSet<String>,
}

/// Told (done, of total) how far work a request waits for has got (an index build); called
/// from the threads doing it.
pub type Observer = Arc<dyn Fn(usize, usize) + Send + Sync>;

/// One request's access to the served prints.
pub struct Reading<'a> {
    pub prints: &'a Prints,
    opened: RefCell<HashMap<PathBuf, Snapshot>>,
    reply: RefCell<Reply>,
    /// One record per derived value being built, innermost last: each holds every file read
    /// while it is built, those of the values it used included, so it revalidates alone.
    building: RefCell<Vec<Record>>,
    /// Reads made while set keep nothing: neither this request nor the store holds what they
    /// parsed (a compiled-index share reads thousands of files once each).
    transient: std::cell::Cell<bool>,
    /// Told how far an index build this request waits for has got, when its client asked.
    observer: Option<Observer>,
}

impl<'a> Reading<'a> {
    pub fn new(prints: &'a Prints) -> Self {
        Reading {
            prints,
            opened: RefCell::new(HashMap::new()),
            reply: RefCell::new(Reply::default()),
            building: RefCell::new(Vec::new()),
            transient: std::cell::Cell::new(false),
            observer: None,
        }
    }

    /// A reading whose request's client follows the progress of the index builds it waits
    /// for through `observer`.
    pub fn observed(prints: &'a Prints, observer: Option<Observer>) -> Self {
        Reading {
            observer,
            ..Self::new(prints)
        }
    }

    pub fn observer(&self) -> Option<&Observer> {
        self.observer.as_ref()
    }

    fn note(&self, path: &Path, seen: Seen) {
        let mut building = self.building.borrow_mut();
        if building.is_empty() {
            self.reply
                .borrow_mut()
                .files
                .entry(path.to_path_buf())
                .or_insert(seen);
        }
        for record in building.iter_mut() {
            record.entry(path.to_path_buf()).or_insert(seen);
        }
    }

    /// A derived value the request used: the reply names it by its digest when no other
    /// derived value is being built, else every value being built takes its files.
    fn used<T>(&self, built: &Built<T>) {
        let mut building = self.building.borrow_mut();
        if building.is_empty() {
            self.reply.borrow_mut().derived.insert(built.digest.clone());
        }
        for record in building.iter_mut() {
            for (path, seen) in &built.sources {
                record.entry(path.clone()).or_insert(*seen);
            }
        }
    }

    /// `path` read for what `want` asks, once per request: a later read in the same request
    /// answers from the first unless it asks for more than the first had.
    fn read(&self, path: &Path, want: Want) -> Snapshot {
        let kept = self.opened.borrow().get(path).cloned();
        let snapshot = match kept {
            Some(snapshot) if snapshot.answers(want) => snapshot,
            _ if self.transient.get() => self.prints.store.read_once(path, want),
            _ => {
                let fresh = self.prints.store.read(path, want);
                self.opened
                    .borrow_mut()
                    .insert(path.to_path_buf(), fresh.clone());
                fresh
            }
        };
        self.note(path, snapshot.seen);
        snapshot
    }

    /// What is at `path` as this request sees it, without reading it.
    pub fn seen(&self, path: &Path) -> Seen {
        match self.opened.borrow().get(path) {
            Some(snapshot) => snapshot.seen,
            None => self.prints.store.seen(path),
        }
    }

    /// Whether a regular file is at `path`; not part of the reply's record.
    pub fn exists(&self, path: &Path) -> bool {
        match self.opened.borrow().get(path) {
            Some(snapshot) => snapshot.seen != Seen::Absent,
            None => self.prints.store.exists(path),
        }
    }

    /// The connection's root held open, when it is a directory (identity checks in bulk are
    /// made relative to it, and the watcher watches it).
    pub fn root_dir(&self, conn: &Connection) -> Option<Arc<RootDir>> {
        self.prints.store.root_dir(&conn.print_root)
    }

    /// Whether `path`, links followed, lies under the connection's root as pinned at start.
    pub fn inside(&self, conn: &Connection, path: &Path) -> bool {
        conn.contains(path)
    }

    /// Offers the store what `source` makes as the parsed value of `path` at `identity` (a
    /// manifest the compiled index archived), made only if a read of that identity asks.
    pub fn offer(&self, path: &Path, identity: Identity, source: crate::store::Source) {
        self.prints.store.offer(path, identity, source);
    }

    /// The positions of `items` that `changed` finds changed, in order, each asked with a
    /// lookup of what is at a path now (relative to `root`, held open, when there is one);
    /// on the worker pool past `parallel_from` items. Nothing looked up joins the record: a
    /// caller that answers from the items names them by their digest (`used_version`).
    pub fn changed<T: Sync>(
        &self,
        root: Option<&RootDir>,
        items: &[T],
        parallel_from: usize,
        changed: impl Fn(&T, &dyn Fn(&[u8]) -> Seen) -> bool + Sync,
    ) -> Vec<usize> {
        let store = &self.prints.store;
        let seen_now = |path: &[u8]| match root {
            Some(root) => root.seen(path),
            None => {
                use std::os::unix::ffi::OsStrExt;
                store.seen(Path::new(std::ffi::OsStr::from_bytes(path)))
            }
        };
        let all: Vec<usize> = (0..items.len()).collect();
        dbprint_base::parallel::chunked(&all, parallel_from, |part| {
            part.iter()
                .copied()
                .filter(|i| changed(&items[*i], &seen_now))
                .collect::<Vec<_>>()
        })
        .into_iter()
        .flatten()
        .collect()
    }

    /// The value `cache` holds for `key` while every file it was built from is unchanged,
    /// else `build`'s, recorded as built from `inputs` (files this request already read,
    /// which `build` is handed as values) and every file `build` reads itself. Either way
    /// those files join this reply's record.
    pub fn derived<T: Footprint + Send + Sync + 'static>(
        &self,
        cache: &Derived<T>,
        key: &str,
        inputs: &[&Path],
        build: impl FnOnce(&Self) -> T,
    ) -> Arc<Built<T>> {
        let unchanged =
            |sources: &Sources| sources.iter().all(|(path, seen)| self.seen(path) == *seen);
        if let Some(held) = cache.held(key, unchanged) {
            self.used(&held);
            return held;
        }
        let given: Record = inputs
            .iter()
            .map(|path| (path.to_path_buf(), self.seen(path)))
            .collect();
        let (value, sources) = self.within(given, || build(self));
        let built = cache.keep(key, Built::new(sources, value));
        self.used(&built);
        built
    }

    /// `build`'s value and every file it read (those of the derived values it used
    /// included), for a caller that keeps the value itself (the compiled index's shares).
    /// What `build` reads is kept by neither the request nor the store. The files join this
    /// reply's record only through what the caller names with `used_version`.
    pub fn recording<T>(&self, build: impl FnOnce(&Self) -> T) -> (T, Sources) {
        let was = self.transient.replace(true);
        let built = self.within(Record::new(), || build(self));
        self.transient.set(was);
        built
    }

    /// `build`'s value and the files read while it ran, starting from `given`.
    fn within<T>(&self, given: Record, build: impl FnOnce() -> T) -> (T, Sources) {
        self.building.borrow_mut().push(given);
        let value = build();
        let sources = self
            .building
            .borrow_mut()
            .pop()
            .unwrap_or_default()
            .into_iter()
            .collect();
        (value, sources)
    }

    /// A value kept outside the derived caches that the reply used, named by the digest of
    /// every file it was built from (the compiled index's `Directory::digest`).
    pub fn used_version(&self, digest: &str) {
        self.reply.borrow_mut().derived.insert(digest.to_string());
    }

    /// The digest of every file this reply has read so far, directly or through the derived
    /// values it used.
    pub fn digest(&self) -> String {
        let reply = self.reply.borrow();
        let files: Sources = reply.files.iter().map(|(p, s)| (p.clone(), *s)).collect();
        let derived: Vec<&str> = reply.derived.iter().map(String::as_str).collect();
        short_hash(&format!(
            "{}\n{}",
            sources_digest(&files),
            derived.join("\n")
        ))
    }
}

impl crate::views::Documents for Reading<'_> {
    fn yaml(&self, path: &Path) -> Option<Arc<Value>> {
        self.read(path, Want::Yaml).yaml().ok().cloned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::{Project, resolve_served};
    use dbprint_base::budget::Budget;

    /// A served project of one connection under a fresh directory, and its print root.
    fn project(name: &str) -> (Prints, PathBuf) {
        let dir =
            std::env::temp_dir().join(format!("dbprint-access-{}-{name}", std::process::id()));
        let root = dir.join("prints/shop");
        std::fs::create_dir_all(&root).unwrap();
        std::fs::write(
            dir.join(".dbprint.yaml"),
            "connections:\n  shop:\n    adapter: duckdb\n",
        )
        .unwrap();
        let project = Project::load(&dir.join(".dbprint.yaml")).unwrap();
        let prints = Prints::new(resolve_served(&project, None).unwrap(), Budget::unbounded());
        (prints, root)
    }

    fn number(reading: &Reading, path: &Path) -> Option<i64> {
        crate::views::Documents::yaml(reading, path)?
            .get("n")?
            .as_i64()
    }

    #[test]
    fn a_file_read_twice_in_one_request_is_opened_once_spec_4_8() {
        let (state, root) = project("once");
        let path = root.join("f.yaml");
        std::fs::write(&path, "n: 1\n").unwrap();
        let reading = Reading::new(&state);
        assert_eq!(number(&reading, &path), Some(1));
        let digest = reading.digest();
        std::fs::write(&path, "n: 22\n").unwrap();
        assert_eq!(
            number(&reading, &path),
            Some(1),
            "the request's first bytes"
        );
        assert_eq!(
            reading.digest(),
            digest,
            "the record keeps the first identity"
        );
        assert_eq!(number(&Reading::new(&state), &path), Some(22));
    }

    #[test]
    fn the_record_names_absent_files_and_changes_with_any_file_spec_4_8() {
        let (state, root) = project("record");
        let path = root.join("g.yaml");
        let _ = std::fs::remove_file(&path);
        let absent = Reading::new(&state);
        assert_eq!(number(&absent, &path), None);
        std::fs::write(&path, "n: 1\n").unwrap();
        let present = Reading::new(&state);
        assert_eq!(number(&present, &path), Some(1));
        assert_ne!(absent.digest(), present.digest());
    }

    #[test]
    fn a_derived_value_is_rebuilt_when_a_file_it_read_changes_spec_7_1() {
        let (state, root) = project("derived");
        let path = root.join("h.yaml");
        std::fs::write(&path, "n: 1\n").unwrap();
        let cache: Derived<Option<i64>> = Derived::new(Budget::unbounded());
        let build = |r: &Reading| number(r, &path);
        let (built, held) = (Reading::new(&state), Reading::new(&state));
        let first = built.derived(&cache, "k", &[], build);
        let again = held.derived(&cache, "k", &[], build);
        assert!(
            Arc::ptr_eq(&first, &again),
            "unchanged files: the held value"
        );
        assert_eq!(
            built.digest(),
            held.digest(),
            "a build and a hit pin the same files"
        );
        std::fs::write(&path, "n: 333\n").unwrap();
        let reading = Reading::new(&state);
        let rebuilt = reading.derived(&cache, "k", &[], build);
        assert_eq!(rebuilt.value, Some(333));
        assert_ne!(
            rebuilt.digest, first.digest,
            "the value names the new identity"
        );
        assert_ne!(
            reading.digest(),
            built.digest(),
            "and so does the reply's record"
        );
    }

    #[test]
    fn a_derived_value_handed_a_file_as_a_value_names_it_as_an_input_spec_7_1() {
        let (state, root) = project("inputs");
        let path = root.join("i.yaml");
        std::fs::write(&path, "n: 1\n").unwrap();
        let cache: Derived<Option<i64>> = Derived::new(Budget::unbounded());
        let derive = |state: &Prints| {
            let reading = Reading::new(state);
            let n = number(&reading, &path);
            reading.derived(&cache, "k", &[&path], |_| n).value
        };
        assert_eq!(derive(&state), Some(1));
        std::fs::write(&path, "n: 4444\n").unwrap();
        assert_eq!(derive(&state), Some(4444));
    }

    #[test]
    fn a_bulk_check_names_exactly_the_items_whose_files_moved_on_spec_7_1() {
        use std::os::unix::ffi::OsStrExt;
        let (prints, root) = project("changed");
        let (kept, edited) = (root.join("kept.yaml"), root.join("edited.yaml"));
        std::fs::write(&kept, "n: 1\n").unwrap();
        std::fs::write(&edited, "n: 1\n").unwrap();
        let reading = Reading::new(&prints);
        let items: Vec<Vec<(PathBuf, Seen)>> = [&kept, &edited]
            .iter()
            .map(|path| vec![(path.to_path_buf(), reading.seen(path))])
            .collect();
        let changed_now = |reading: &Reading, root: Option<&RootDir>| {
            reading.changed(root, &items, 1, |files, seen_now| {
                files
                    .iter()
                    .any(|(path, seen)| seen_now(path.as_os_str().as_bytes()) != *seen)
            })
        };
        let conn = &prints.served.connections[0];
        let held = reading.root_dir(conn);
        assert!(held.is_some(), "the root is a directory, held open");
        assert!(changed_now(&reading, None).is_empty());
        assert!(changed_now(&reading, held.as_deref()).is_empty());
        std::fs::write(&edited, "n: 22\n").unwrap();
        let later = Reading::new(&prints);
        assert_eq!(changed_now(&later, None), vec![1], "by path");
        assert_eq!(
            changed_now(&later, held.as_deref()),
            vec![1],
            "relative to the root"
        );
        std::fs::remove_file(&kept).unwrap();
        assert_eq!(changed_now(&Reading::new(&prints), None), vec![0, 1]);
    }
}
