//! The compiled indexes this process holds, one per connection, kept current (§7.1). A call
//! asks `Registry::current`: the connection's archive is taken from memory, else mapped from
//! the cache directory, else built; then every share has its sources' identities checked
//! (every call, whatever the watcher saw: relative to the root held open, on the worker
//! pool), and a share whose files or manifest entry changed is rebuilt from its files while
//! every other share's bytes are copied as they are. The watcher only gets that work started
//! before the next call (`refresh`), so the call's own check finds it done. A new archive is written
//! under a new name and renamed into place; the text index is rebuilt whole only when more
//! than a quarter of the shares are new to it (the rest are scanned until then). What is
//! reused, built or kept is decided by `plan` over what this module reads; the reading, the
//! building and the writing are this module's.
//!
//! Builds of one connection are serialised by its slot's lock: calls that need the index wait
//! for the one build (giving their worker back meanwhile), and calls that need none never
//! take the lock but to seed, and never wait for it. Readers hold an `Arc` of the archive
//! they started with, so a rebuild never changes what a call is reading.
//!
//! One check of the shares serves every call that arrived before it began (§7.1 asks each
//! call to check its files at the call; a check begun after the call arrived is such a
//! check): each call notes the monotonic clock as it arrives, each check as it begins, and a
//! call that arrived before the last check that found the archive current began takes that
//! check as its own, whether this process made it or another using the same cache directory
//! (`shared_check`). Calls arriving while a check runs wait for the slot (and the shared
//! record's lock) and share the next one, so verifying costs about one pass per check,
//! whatever the number of calls and of processes.

use super::compiled::Compiled;
use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock, Weak};
use std::time::Instant;

use parking_lot::Mutex;

use super::build;
use super::cache::dir::{CacheDir, OwnerLock};
use super::cache::shared_check;
use super::container::{
    Archive, ArchivedShareEntry, ArchivedSource, Directory, Meanings, ShareBytes, ShareEntry,
    Source, Span, Writer, archive_share,
};
use super::meaning::Matrix;
use super::place::{Made, Place};
use super::plan::{self, Plan, Previous};
use super::postings::Gatherer;
use super::progress::{Building, Progress, REPORT_EVERY};
use super::records::ArchivedTableShare;
use super::watch::Watch;
use dbprint_base::budget::{Budget, Evict};
use dbprint_print::access::{Observer, Prints, Reading};
use dbprint_print::config::Connection;
use dbprint_print::fault::{self, Fault};
use dbprint_print::store::{RootDir, Seen, short_hash, sources_digest};
use dbprint_print::views::manifest::{Entry, Manifest};

/// One connection's compiled index, once there is one, and when (`shared_check::now`) the
/// last check that found it current began.
#[derive(Default)]
struct Held {
    compiled: Option<Arc<Compiled>>,
    checked_from: Option<u64>,
    /// The archive in the cache directory was found damaged (`Compiled::damaged`): it is not
    /// mapped again, and the next build starts from nothing and writes over it.
    damaged: bool,
}

impl Held {
    fn replace(&mut self, compiled: Option<Arc<Compiled>>, checked_from: Option<u64>) {
        self.compiled = compiled;
        self.checked_from = checked_from;
    }
}

/// A connection's slot; its lock serialises its builds and checks.
type Slot = Arc<Mutex<Held>>;

/// The compiled indexes held, as charged to the memory budget: evicting one empties its slot
/// (the next call maps it again from the cache directory, or builds it), unless a call is
/// using the slot right now.
#[derive(Default)]
struct Charges {
    by_stamp: Mutex<HashMap<u64, (Slot, Weak<Compiled>)>>,
    by_root: Mutex<HashMap<PathBuf, (u64, Weak<Compiled>)>>,
}

impl Evict for Charges {
    fn evict(&self, stamp: u64) -> bool {
        let Some((slot, held)) = self.by_stamp.lock().get(&stamp).cloned() else {
            return true;
        };
        let Some(mut slot) = slot.try_lock() else {
            return false;
        };
        if slot
            .compiled
            .as_ref()
            .is_some_and(|c| Weak::ptr_eq(&Arc::downgrade(c), &held))
        {
            slot.replace(None, None);
        }
        self.by_stamp.lock().remove(&stamp);
        true
    }
}

/// The process's compiled indexes, one slot per connection root.
pub struct Registry {
    cache: CacheDir,
    /// Where each connection's index is kept, decided on its first use.
    places: Mutex<HashMap<PathBuf, Arc<Place>>>,
    /// This process's owner lock in the cache directory, held for its life.
    _owner: Option<Arc<OwnerLock>>,
    /// The watcher, once `watch` turned it on (a server does; a library caller need not).
    watch: OnceLock<Watch>,
    slots: Mutex<HashMap<PathBuf, Slot>>,
    /// How far each connection's build under way has got.
    building: Mutex<HashMap<PathBuf, Arc<Building>>>,
    seeded: Mutex<HashSet<PathBuf>>,
    budget: Arc<Budget>,
    charges: Arc<Charges>,
}

impl Registry {
    pub fn new(cache: CacheDir, budget: Arc<Budget>) -> Self {
        let owner = cache.path().and_then(|dir| {
            OwnerLock::hold(dir)
                .map_err(|why| tracing::warn!("{why}: a later start may keep this one's leftovers"))
                .ok()
        });
        if let Some(dir) = cache.path().map(Path::to_path_buf) {
            let swept = dbprint_base::threads::named("dbprint-sweep").spawn(move || {
                let removed = super::cache::sweep::sweep(&dir, std::time::SystemTime::now());
                if !removed.is_empty() {
                    tracing::info!(
                        "removed {} unused entries from {}",
                        removed.len(),
                        dir.display()
                    );
                }
            });
            if let Err(e) = swept {
                tracing::warn!("cannot start the cache sweep: {e}");
            }
        }
        Registry {
            watch: OnceLock::new(),
            cache,
            places: Mutex::new(HashMap::new()),
            _owner: owner,
            slots: Mutex::new(HashMap::new()),
            building: Mutex::new(HashMap::new()),
            seeded: Mutex::new(HashSet::new()),
            budget,
            charges: Arc::default(),
        }
    }

    /// Charges `compiled`, now held in `slot` for `root`, to the budget (or marks it used).
    /// Call `Budget::settle` once the slot's lock is let go.
    fn charge(&self, root: &Path, slot: &Slot, compiled: &Arc<Compiled>) {
        let mut by_root = self.charges.by_root.lock();
        let held = Arc::downgrade(compiled);
        if let Some((stamp, charged)) = by_root.get(root).cloned() {
            if Weak::ptr_eq(&charged, &held)
                && let Some(fresh) = self.budget.touch(stamp)
            {
                let mut by_stamp = self.charges.by_stamp.lock();
                if let Some(entry) = by_stamp.remove(&stamp) {
                    by_stamp.insert(fresh, entry);
                }
                by_root.insert(root.to_path_buf(), (fresh, charged));
                return;
            }
            self.budget.release(stamp);
            self.charges.by_stamp.lock().remove(&stamp);
        }
        let owner = Arc::downgrade(&self.charges) as Weak<dyn Evict>;
        let stamp = self.budget.charge(compiled.bytes(), owner);
        self.charges
            .by_stamp
            .lock()
            .insert(stamp, (Arc::clone(slot), held.clone()));
        by_root.insert(root.to_path_buf(), (stamp, held));
    }

    fn slot(&self, root: &Path) -> Slot {
        Arc::clone(self.slots.lock().entry(root.to_path_buf()).or_default())
    }

    fn building(&self, root: &Path) -> Arc<Building> {
        Arc::clone(self.building.lock().entry(root.to_path_buf()).or_default())
    }

    fn place(&self, conn: &Connection) -> Arc<Place> {
        let mut places = self.places.lock();
        let place = places
            .entry(conn.print_root.clone())
            .or_insert_with(|| Arc::new(Place::of(&self.cache, conn)));
        Arc::clone(place)
    }

    /// The connection's archive from the cache directory, when one is there and sound.
    fn open(&self, conn: &Connection) -> Option<Arc<Compiled>> {
        let (archive, text) = self.place(conn).open(conn)?;
        Some(Arc::new(Compiled::new(archive, text)))
    }

    /// Turns the watcher on (once): from now on each served root is watched after its first
    /// answer, and what it notices is handed to the returned waiter (`refresh` acts on it).
    pub fn watch(&self) -> super::watch::Waiter {
        self.watch.get_or_init(Watch::start).waiter()
    }

    /// The connection's compiled index as its files are now, or `None` when it has no
    /// manifest (as the `Reading` reads it; its fault is the call's). Every call checks the
    /// manifest and every share's sources against the identities the archive was built from
    /// (§7.1), under the slot's lock. While all of them hold, no entry refused for
    /// containment is let in now, and the text index is at hand, the archive answers without
    /// the manifest view; otherwise the manifest is read and every entry planned (`plan`).
    /// A rebuild that fails (a share that cannot be archived, an archive that cannot be
    /// assembled) is the call's fault, and the slot keeps what it held, so the next call
    /// tries again.
    pub fn current(
        &self,
        reading: &Reading,
        conn: &Connection,
    ) -> Result<Option<Arc<Compiled>>, Fault> {
        let arrived = shared_check::now();
        let slot = self.slot(&conn.print_root);
        // Waiting for another call's build or check, this call gives its worker back, and
        // tells its observer how far that build has got.
        let mut held = match slot.try_lock() {
            Some(held) => held,
            None => dbprint_base::seat::wait_unseated(|| {
                let building = self.building(&conn.print_root);
                loop {
                    if let Some(held) = slot.try_lock_for(WAITING_REPORT) {
                        return held;
                    }
                    if let (Some(observe), Some((done, total))) =
                        (reading.observer(), building.now())
                    {
                        observe(done, total);
                    }
                }
            }),
        };
        let root = reading.root_dir(conn);
        if held
            .compiled
            .as_ref()
            .is_some_and(|c| c.damaged().is_some())
        {
            held.replace(None, None);
            held.damaged = true;
        }
        if held.compiled.is_none() && !held.damaged {
            held.replace(self.open(conn), None);
        }
        if let Some(archived) = held.compiled.clone()
            && archived.manifest_unchanged(reading, conn)
        {
            let checked = match held.checked_from {
                Some(from) if from > arrived => Some(from),
                _ => self.check(reading, conn, &archived, arrived, root.as_deref()),
            };
            if let Some(from) = checked {
                held.checked_from = Some(from);
                self.charge(&conn.print_root, &slot, &archived);
                drop(held);
                self.budget.settle();
                self.keep_watching(conn, root.as_deref());
                return Ok(Some(archived));
            }
        }
        // From here the call reads the manifest and plans, perhaps builds: work it waits for,
        // which the warm-up's own build pauses for.
        let _busy = dbprint_base::parallel::foreground();
        let checking_from = shared_check::now();
        let manifest = match reading.manifest_or_fault(conn) {
            Ok(Some(manifest)) => manifest,
            other => return other.map(|_| None),
        };
        let manifest_seen = reading.seen(&manifest.path);
        let plans = match held.compiled.as_deref() {
            Some(old) => plans(reading, old, &manifest, root.as_deref()),
            None => plan::from_nothing(manifest.tables.len()),
        };
        let answering = match held.compiled.as_ref() {
            Some(old) if old.answers(manifest_seen, &plans) => Arc::clone(old),
            _ => {
                let old = held.compiled.as_deref();
                let built = self.rebuild(reading, conn, &manifest, manifest_seen, old, &plans);
                let compiled = match built {
                    // A share to be copied was found unsound: every share is built anew.
                    Err(_) if old.is_some_and(|o| o.damaged().is_some()) => {
                        held.replace(None, None);
                        held.damaged = true;
                        let plans = plan::from_nothing(manifest.tables.len());
                        self.rebuild(reading, conn, &manifest, manifest_seen, None, &plans)?
                    }
                    built => built?,
                };
                Arc::new(compiled)
            }
        };
        held.replace(Some(Arc::clone(&answering)), Some(checking_from));
        held.damaged = false;
        self.charge(&conn.print_root, &slot, &answering);
        drop(held);
        self.budget.settle();
        self.keep_watching(conn, root.as_deref());
        Ok(Some(answering))
    }

    /// The connection's archive as far as its join graph goes (§7.1 for an answer resting on
    /// the edges alone): the archive held, when it answers for the manifest and no share's
    /// edge files (`relationships.yaml`, its annotation file) changed since it was built,
    /// after that check and no other; else `current`'s. What a reply rests on beyond the graph
    /// (the files of the tables it names) its caller checks with `shares_current`.
    pub fn current_joins(
        &self,
        reading: &Reading,
        conn: &Connection,
    ) -> Result<Option<Arc<Compiled>>, Fault> {
        let edges_current = |archived: &Compiled, root: Option<&RootDir>| {
            changed_sources(reading, archived, root, &|s| s.joins).is_empty()
        };
        self.current_in_part(reading, conn, &edges_current)
    }

    /// The connection's archive as far as the shares of `tables` go: the archive held, when it
    /// answers for the manifest, holds every one of them and none of their files changed, after
    /// that check and no other; else `current`'s.
    pub fn current_for(
        &self,
        reading: &Reading,
        conn: &Connection,
        tables: &[&str],
    ) -> Result<Option<Arc<Compiled>>, Fault> {
        let named_current = |archived: &Compiled, _: Option<&RootDir>| {
            let shares: Vec<usize> = tables.iter().filter_map(|t| archived.share_of(t)).collect();
            shares.len() == tables.len() && self.shares_current(reading, conn, archived, &shares)
        };
        self.current_in_part(reading, conn, &named_current)
    }

    /// The archive held, when it answers for the manifest and `current` finds what the call
    /// rests on unchanged; else `current`'s, checked whole.
    fn current_in_part(
        &self,
        reading: &Reading,
        conn: &Connection,
        current: &dyn Fn(&Compiled, Option<&RootDir>) -> bool,
    ) -> Result<Option<Arc<Compiled>>, Fault> {
        let slot = self.slot(&conn.print_root);
        let held = slot.try_lock().and_then(|held| held.compiled.clone());
        if let Some(archived) = held
            && archived.damaged().is_none()
            && archived.manifest_unchanged(reading, conn)
        {
            let root = reading.root_dir(conn);
            if current(&archived, root.as_deref()) {
                self.keep_watching(conn, root.as_deref());
                return Ok(Some(archived));
            }
        }
        self.current(reading, conn)
    }

    /// Whether every file the shares `shares` of `archived` were built from is as it was.
    pub fn shares_current(
        &self,
        reading: &Reading,
        conn: &Connection,
        archived: &Compiled,
        shares: &[usize],
    ) -> bool {
        let root = reading.root_dir(conn);
        let dir = archived.archive.directory();
        let picked: Vec<&ArchivedShareEntry> =
            shares.iter().filter_map(|&i| dir.shares.get(i)).collect();
        reading
            .changed(
                root.as_deref(),
                &picked,
                PARALLEL_FROM,
                |share, seen_now| {
                    share
                        .sources
                        .iter()
                        .any(|s| seen_now(s.path.as_slice()) != s.seen())
                },
            )
            .is_empty()
    }

    /// When a check that found every share of `archived` current began, if one began after
    /// the call that `arrived`: another process's, as the shared record tells, or this call's
    /// own, made now (and recorded for the others).
    fn check(
        &self,
        reading: &Reading,
        conn: &Connection,
        archived: &Compiled,
        arrived: u64,
        root: Option<&RootDir>,
    ) -> Option<u64> {
        let own = || {
            let began = shared_check::now();
            changed_shares(reading, archived, root)
                .is_empty()
                .then_some(began)
        };
        let place = self.place(conn);
        match place.shared_check() {
            Some(shared) => shared.locked(archived.digest(), |last| match last {
                Some(from) if from > arrived => Some(from),
                _ => own(),
            }),
            None => own(),
        }
    }

    /// Has the watcher, when it is on, watch the root as it is now.
    fn keep_watching(&self, conn: &Connection, root: Option<&RootDir>) {
        if let (Some(watch), Some(root)) = (self.watch.get(), root) {
            watch.keep(&conn.print_root, root.at());
        }
    }

    /// The connection's next archive as `plans` has it: each share planned for reuse copied
    /// from `old`, every other built from its files, the text index kept or built anew
    /// (`plan::keeps_text`), and the archive written to the cache directory when there is
    /// one. A share that cannot be archived, or an archive that cannot be assembled, is the
    /// call's fault (logged); without the manifest's document or the posting lists the archive
    /// is still built, and a warning says what is lost.
    fn rebuild(
        &self,
        reading: &Reading,
        conn: &Connection,
        manifest: &Arc<Manifest>,
        manifest_seen: Seen,
        old: Option<&Compiled>,
        plans: &[Plan],
    ) -> Result<Compiled, Fault> {
        let started = Instant::now();
        let old_text = old.and_then(|o| {
            Some((
                o.text.clone()?,
                o.archive.directory().text.as_ref()?.to_string(),
            ))
        });
        let keep_text = plan::keeps_text(plans, old_text.is_some());
        let wanted = plan::built(&manifest.tables, plans);
        let building = self.building(&conn.print_root);
        let fresh_shares = build_all(
            reading.prints,
            &conn.name,
            &wanted,
            &building,
            reading.observer(),
        )?;
        let built = wanted.len();
        let mut writer = Writer::default();
        let (mut shares, postings, matrix) = assemble(plans, old, fresh_shares, &mut writer)
            .map_err(|why| {
                let fault = unassembled(&manifest.path, &conn.name, &why);
                tracing::error!("{fault}");
                fault
            })?;
        let firsts = plan::text_firsts(
            keep_text,
            shares.iter().map(|share| (share.text_first, share.records)),
        );
        for (share, first) in shares.iter_mut().zip(firsts) {
            share.text_first = first;
        }
        let mut lines = vec![sources_digest(&[(manifest.path.clone(), manifest_seen)])];
        lines.extend(shares.iter().map(|s| s.digest.clone()));
        let digest = short_hash(&lines.join("\n"));
        let place = self.place(conn);
        let text_name = match &old_text {
            Some((_, kept)) if keep_text => kept.clone(),
            _ => place.text_name(&digest),
        };
        let manifest_doc = writer
            .document(&manifest.doc)
            .map_err(|why| {
                tracing::warn!(
                    "{}: the index keeps no copy of the manifest ({why}); a new process parses it again",
                    manifest.path.display()
                );
            })
            .ok();
        let postings = postings.and_then(|gatherer| {
            writer
                .postings(&gatherer.finish())
                .map_err(|why| {
                    tracing::warn!(
                        "{}: the index keeps no posting lists ({why}); searches scan every record",
                        conn.name
                    );
                })
                .ok()
        });
        let joins = writer
            .joins(&shares)
            .map_err(|why| {
                tracing::warn!(
                    "{}: the index keeps no join graph ({why}); each process makes it again",
                    conn.name
                );
            })
            .ok();
        let meanings = matrix.map(|matrix| Meanings {
            rows: writer.blob(&matrix.rows),
            dims: u32::try_from(matrix.dims).unwrap_or(0),
        });
        use std::os::unix::ffi::OsStrExt;
        let directory = Directory {
            root: conn.print_root.as_os_str().as_bytes().to_vec(),
            manifest: Source::new(&manifest.path, manifest_seen),
            manifest_doc,
            postings,
            joins,
            meanings,
            text: Some(text_name.clone()),
            shares,
            digest,
            escaped: manifest
                .escaped
                .iter()
                .map(|paths| paths.iter().map(|p| Source::new(p, Seen::Absent)).collect())
                .collect(),
        };
        let archive = writer
            .finish(directory)
            .and_then(Archive::in_memory)
            .and_then(|archive| archive.check_shares().map(|()| archive))
            .map_err(|why| {
                let fault = unassembled(&manifest.path, &conn.name, &why);
                tracing::error!("{fault}");
                fault
            })?;
        let text = match old_text {
            Some((text, _)) if keep_text => Some(text),
            _ => place.text(&text_name, || Box::new(text_documents(&archive))),
        };
        let archive = place.persist(archive);
        if let Some(previous) = old.and_then(|o| o.archive.directory().text.as_ref()) {
            place.replaced(previous.as_str(), &text_name);
        }
        tracing::info!(
            "compiled {}: rebuilt {built} of {} tables in {} ms",
            conn.name,
            manifest.tables.len(),
            started.elapsed().as_millis()
        );
        Ok(Compiled::new(archive, text))
    }
}

/// What `assemble` gives: the shares' directory entries, the posting lists gathered over
/// them and their meanings end to end, each when it could be had.
type Assembled = (Vec<ShareEntry>, Option<Gatherer>, Option<Matrix>);

/// The shares of the next archive in `plans`' order, written into `writer`: each reused one
/// copied from `old`, each built one taken from `fresh` in turn; with the posting lists
/// gathered over them (none once a built share cannot be read back, with a warning), and
/// their meanings end to end (none without a model, or once a share cannot be read back).
/// A reused share of `old` found unsound fails it.
fn assemble(
    plans: &[Plan],
    old: Option<&Compiled>,
    fresh: Vec<(ShareBytes, ShareEntry)>,
    writer: &mut Writer,
) -> Result<Assembled, String> {
    let mut fresh = fresh.into_iter();
    let mut shares = Vec::with_capacity(plans.len());
    let mut postings = Some(Gatherer::default());
    let mut matrix = Matrix::for_model();
    for plan in plans {
        let share = match (plan, old) {
            (Plan::Reuse(i), Some(old)) => {
                if let Some(gatherer) = postings.as_mut() {
                    gatherer.share(old.share(*i));
                }
                matrix.iter_mut().for_each(|m| m.push(old.share(*i)));
                reused(old, *i, writer)?
            }
            _ => match fresh.next() {
                Some((bytes, entry)) => {
                    match rkyv::access::<ArchivedTableShare, rkyv::rancor::Error>(&bytes) {
                        Ok(share) => {
                            postings.iter_mut().for_each(|g| g.share(share));
                            matrix.iter_mut().for_each(|m| m.push(share));
                        }
                        Err(e) => {
                            tracing::warn!(
                                "{}: no posting lists ({e}); searches scan every record",
                                entry.fqn
                            );
                            postings = None;
                            matrix = None;
                        }
                    }
                    ShareEntry {
                        blob: writer.blob(&bytes),
                        ..entry
                    }
                }
                None => continue,
            },
        };
        shares.push(share);
    }
    Ok((shares, postings, matrix))
}

impl Registry {
    /// Offers `reading`'s store the connection's manifest as its archive holds it, once per
    /// process, when the file still has the identity it was archived with, so a fresh process
    /// answers from the archive without parsing the manifest, and deserialises the archive's
    /// copy only if a call reads the manifest (`Store::offer`). Never waits: while a
    /// build or check holds the connection's slot, the caller (who needs no index) reads the
    /// manifest itself, and a later call seeds.
    pub fn seed(&self, conn: &Connection, reading: &Reading) {
        if self.seeded.lock().contains(&conn.print_root) {
            return;
        }
        let slot = self.slot(&conn.print_root);
        let Some(mut held) = slot.try_lock() else {
            return;
        };
        if !self.seeded.lock().insert(conn.print_root.clone()) {
            return;
        }
        if held.compiled.is_none() && !held.damaged {
            held.replace(self.open(conn), None);
        }
        let Some(compiled) = held.compiled.as_ref() else {
            return;
        };
        let source = &compiled.archive.directory().manifest;
        let path = source.path();
        if let (Seen::File(archived), Seen::File(now)) = (source.seen(), reading.seen(&path))
            && archived == now
            && compiled.archive.manifest_archived().is_some()
        {
            let copy = Arc::downgrade(compiled);
            let source = move || copy.upgrade()?.archive.manifest_doc();
            reading.offer(&path, now, Arc::new(source));
        }
    }
}

impl Registry {
    /// Whether companions are kept on disk (a cache directory is in use), not in memory only.
    pub fn keeps_on_disk(&self) -> bool {
        self.cache.path().is_some()
    }

    /// What a tool makes from `compiled` once per archive version and keeps beside it in the
    /// cache directory (`suffix`: one of `cache::names::COMPANIONS`): opened when an earlier
    /// process or call made it, else made (`make`, into the directory given, or in memory
    /// given none) and written there. Logged at INFO when made, so a fresh process over a
    /// compiled archive is seen to make none.
    pub fn companion<T>(
        &self,
        conn: &Connection,
        compiled: &Compiled,
        suffix: &str,
        open: impl Fn(&Path) -> Result<T, String>,
        make: impl Fn(Option<&Path>) -> Result<T, String>,
    ) -> Result<T, String> {
        let began = Instant::now();
        let place = self.place(conn);
        let make = |dir: Option<&Path>| made_sound(compiled, make(dir)?);
        let (companion, made) = place.companion(suffix, compiled.digest(), open, make)?;
        said(conn, compiled, suffix, made, began);
        Ok(companion)
    }

    /// `companion` kept as one file: `decode` reads its bytes back, `make` gives the value
    /// and its bytes.
    pub fn companion_file<T>(
        &self,
        conn: &Connection,
        compiled: &Compiled,
        suffix: &str,
        decode: impl Fn(&[u8]) -> Result<T, String>,
        make: impl Fn() -> Result<(T, Vec<u8>), String>,
    ) -> Result<T, String> {
        let began = Instant::now();
        let place = self.place(conn);
        let make = || made_sound(compiled, make()?);
        let (companion, made) = place.companion_file(suffix, compiled.digest(), decode, make)?;
        said(conn, compiled, suffix, made, began);
        Ok(companion)
    }
}

/// `made`, when `compiled` was sound while it was made: a companion made from a damaged
/// archive (a share read as empty) is never kept, since its rebuilt archive has the same
/// version.
fn made_sound<T>(compiled: &Compiled, made: T) -> Result<T, String> {
    match compiled.damaged() {
        Some(why) => Err(format!("its archive is damaged ({why})")),
        None => Ok(made),
    }
}

/// Logs how a companion came to hand: opened at DEBUG, made at INFO.
fn said(conn: &Connection, compiled: &Compiled, suffix: &str, made: Made, began: Instant) {
    let took = began.elapsed();
    if made == Made::Opened {
        tracing::debug!(
            "opened the {suffix} companion of {} in {took:.1?}",
            conn.name
        );
    } else {
        tracing::info!(
            "made the {suffix} companion of {} ({} tables) in {took:.1?} ({made:?})",
            conn.name,
            compiled.len()
        );
    }
}

/// What a first look at a connection's compiled index finds, as said at start.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Glance {
    /// An archive on disk answers for the manifest as it is (its shares are checked at the
    /// first call, as always): this many tables.
    Compiled(usize),
    /// No archive answers for the manifest yet: it lists this many tables, to be compiled.
    ToCompile(usize),
    /// The connection has no manifest.
    NoPrint,
    /// Its manifest does not read, or is not a manifest: the fault its tools will answer.
    Unreadable(String),
}

impl Registry {
    /// A first look at the connection: its archive mapped apart (never through its slot, so
    /// no call's `seed` or build ever waits on it) and its tables counted when it answers for
    /// the manifest as it is now, else the manifest's count of tables.
    pub fn glance(&self, conn: &Connection, reading: &Reading) -> Glance {
        if let Some(compiled) = self.open(conn)
            && compiled.manifest_unchanged(reading, conn)
        {
            return Glance::Compiled(compiled.archive.directory().shares.len());
        }
        match reading.manifest_or_fault(conn) {
            Ok(Some(manifest)) => Glance::ToCompile(manifest.tables.len()),
            Ok(None) => Glance::NoPrint,
            Err(fault) => Glance::Unreadable(fault.detail),
        }
    }
}

/// Every record of `archive` as a text index document: its number and its texts.
fn text_documents(archive: &Archive) -> impl Iterator<Item = (u64, Vec<&str>)> {
    let dir = archive.directory();
    (0..dir.shares.len()).flat_map(move |i| {
        let first = dir.shares[i]
            .text_first
            .as_ref()
            .map_or(0, |f| f.to_native());
        // Every share of a new archive was checked (`Archive::check_shares`) before this.
        let records = archive
            .share(i)
            .map(|share| share.records.iter())
            .into_iter();
        (records.flatten().enumerate())
            .map(move |(r, record)| (first + r as u64, record.texts().collect()))
    })
}

/// Share `i` of `old`, its bytes copied into `writer`; why not, when they are not sound.
fn reused(old: &Compiled, i: usize, writer: &mut Writer) -> Result<ShareEntry, String> {
    let archived = &old.archive.directory().shares[i];
    let bytes = old.archive.share_bytes(i)?;
    Ok(ShareEntry {
        fqn: archived.fqn.to_string(),
        entry: archived.entry.to_native(),
        sources: archived
            .sources
            .iter()
            .map(|s| Source::new(&s.path(), s.seen()).joining(s.joins))
            .collect(),
        digest: archived.digest.to_string(),
        blob: writer.blob(bytes),
        records: archived.records.to_native(),
        text_first: archived.text_first.as_ref().map(|f| f.to_native()),
        hash: archived.hash.to_native(),
    })
}

/// The share of `entry` built from its files through `reading`: its archived bytes, and its
/// directory entry less where the bytes will sit; a share that cannot be archived is a fault
/// (`unarchivable`, logged).
fn fresh(reading: &Reading, entry: &Entry) -> Result<(ShareBytes, ShareEntry), Fault> {
    let (share, sources) = reading.recording(|r| build::share(r, entry));
    let edge_files: Vec<PathBuf> = ["relationships", "relationships_annotations"]
        .iter()
        .filter_map(|kind| entry.file(kind))
        .collect();
    let bytes = archive_share(&share).map_err(|why| {
        let fault = unarchivable(entry, &why);
        tracing::error!("{fault}");
        fault
    })?;
    let directory = ShareEntry {
        fqn: entry.fqn.clone(),
        entry: plan::entry_sum(entry),
        digest: sources_digest(&sources),
        sources: sources
            .iter()
            .map(|(p, s)| Source::new(p, *s).joining(edge_files.contains(p)))
            .collect(),
        blob: Span { offset: 0, len: 0 },
        records: share.records.len() as u64,
        text_first: None,
        hash: 0,
    };
    Ok((bytes, directory))
}

/// The fault of `entry`'s share when it cannot be archived (`why`): an unreadable file, its
/// statistics file, or its directory when it declares none.
fn unarchivable(entry: &Entry, why: &str) -> Fault {
    let path = entry
        .file("statistics")
        .unwrap_or_else(|| entry.dir.clone());
    fault::unreadable_file(
        &path.display().to_string(),
        &format!(
            "table {} cannot be put in the index ({why})",
            fault::py_repr(&entry.fqn)
        ),
    )
}

/// The fault of a connection (named `connection`) whose archive cannot be assembled
/// (`why`): an unreadable file, its manifest at `manifest`.
fn unassembled(manifest: &Path, connection: &str, why: &str) -> Fault {
    fault::unreadable_file(
        &manifest.display().to_string(),
        &format!(
            "the index of connection {} cannot be assembled ({why})",
            fault::py_repr(connection)
        ),
    )
}

/// The shares of `entries`, in their order, built on as many threads as there are cores,
/// each with a `Reading` of its own; progress is reported as they finish (on stderr, in
/// `building` for calls waiting on it, and to `observe`). Every share is built; the first
/// that cannot be archived is the fault.
fn build_all(
    prints: &Prints,
    connection: &str,
    entries: &[&Entry],
    building: &Building,
    observe: Option<&Observer>,
) -> Result<Vec<(ShareBytes, ShareEntry)>, Fault> {
    let progress = Mutex::new(Progress::new(connection, entries.len(), REPORT_EVERY));
    building.start(entries.len());
    if let Some(observe) = observe {
        observe(0, entries.len());
    }
    let build = |part: &[&Entry]| -> Vec<Result<(ShareBytes, ShareEntry), Fault>> {
        let reading = Reading::new(prints);
        part.iter()
            .map(|entry| {
                let built = fresh(&reading, entry);
                let (n, total) = building.one_done();
                progress.lock().tick(n);
                if let Some(observe) = observe {
                    observe(n, total);
                }
                built
            })
            .collect()
    };
    let built: Result<Vec<_>, Fault> =
        dbprint_base::parallel::chunked(entries, PARALLEL_FROM, build)
            .into_iter()
            .flatten()
            .collect();
    progress.lock().finish();
    building.end();
    built
}

/// How often a call waiting for another's build tells its observer how far it has got.
const WAITING_REPORT: std::time::Duration = std::time::Duration::from_millis(250);

/// What becomes of each entry of `manifest`, against `old` (`plan::plans`): the manifest's
/// identity compared with the one `old` was built from, and every share's sources checked.
fn plans(
    reading: &Reading,
    old: &Compiled,
    manifest: &Manifest,
    root: Option<&RootDir>,
) -> Vec<Plan> {
    let dir = old.archive.directory();
    let same_manifest = dir.manifest.seen() == reading.seen(&manifest.path);
    let changed = changed_shares(reading, old, root);
    let entry_sums: Vec<u64> = dir.shares.iter().map(|s| s.entry.to_native()).collect();
    let previous = Previous {
        by_fqn: &old.by_fqn,
        entry_sums: &entry_sums,
        changed: &changed,
    };
    plan::plans(&manifest.tables, same_manifest, &previous)
}

/// The shares of `old` some source of which no longer has the identity it was built from:
/// every source of every share looked up through `reading` (relative to `root`, held open,
/// when there is one), on the worker pool.
fn changed_shares(reading: &Reading, old: &Compiled, root: Option<&RootDir>) -> HashSet<usize> {
    changed_sources(reading, old, root, &|_| true)
}

/// The shares of `old` some source of which that `counts` no longer has the identity it was
/// built from.
fn changed_sources(
    reading: &Reading,
    old: &Compiled,
    root: Option<&RootDir>,
    counts: &(dyn Fn(&ArchivedSource) -> bool + Sync),
) -> HashSet<usize> {
    let shares = old.archive.directory().shares.as_slice();
    reading
        .changed(root, shares, PARALLEL_FROM, |share, seen_now| {
            share
                .sources
                .iter()
                .filter(|s| counts(s))
                .any(|s| seen_now(s.path.as_slice()) != s.seen())
        })
        .into_iter()
        .collect()
}

/// Below this many shares, identities are checked on one thread.
const PARALLEL_FROM: usize = 512;

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::*;
    use dbprint_print::fault::INTERNAL_ERROR;
    use dbprint_yaml::{Mapping, Value};

    /// The entry of table `a.b` in `/p/a/b`, declaring `artifacts` (kind, file name).
    fn entry(artifacts: &[(&str, &str)]) -> Entry {
        let mut declared = Mapping::new();
        for &(kind, name) in artifacts {
            declared.insert(Value::str(kind), Value::str(name));
        }
        let mut fields = Mapping::new();
        fields.insert(Value::str("artifacts"), Value::Map(declared));
        Entry {
            fqn: "a.b".to_string(),
            fields,
            dir: PathBuf::from("/p/a/b"),
        }
    }

    #[test]
    fn a_share_that_cannot_be_archived_is_the_fault_of_its_statistics_file() {
        let entry = entry(&[("ddl", "ddl.sql"), ("statistics", "statistics.yaml")]);
        assert_eq!(
            unarchivable(&entry, "cannot archive the index: out of space"),
            Fault {
                code: INTERNAL_ERROR,
                detail: "/p/a/b/statistics.yaml: table 'a.b' cannot be put in the index \
                         (cannot archive the index: out of space)"
                    .to_string(),
            }
        );
    }

    #[test]
    fn a_share_declaring_no_statistics_is_the_fault_of_its_directory() {
        let entry = entry(&[("ddl", "ddl.sql")]);
        assert_eq!(
            unarchivable(&entry, "why").detail,
            "/p/a/b: table 'a.b' cannot be put in the index (why)"
        );
    }

    #[test]
    fn an_archive_that_cannot_be_assembled_is_the_fault_of_its_manifest() {
        assert_eq!(
            unassembled(
                Path::new("/p/manifest.yaml"),
                "prod",
                "its checksum does not match"
            ),
            Fault {
                code: INTERNAL_ERROR,
                detail: "/p/manifest.yaml: the index of connection 'prod' cannot be assembled \
                         (its checksum does not match)"
                    .to_string(),
            }
        );
    }
}
