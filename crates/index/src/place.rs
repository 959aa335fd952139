//! Where one connection's archive and its text index live: their names in the cache
//! directory, mapping them back, writing new ones (a temporary renamed into place), and
//! removing the text index a new one replaced; and the record of its last check that the
//! processes sharing the cache directory share (`shared_check`). Every name read back from an archive is
//! checked to be one of ours (`cache_names`) before it is opened or removed, and nothing
//! outside the cache directory is ever touched. A cache path taken by something that is not
//! a regular file (a FIFO, a socket, a device, a link) is never opened: the connection's
//! index is then kept in memory, and that is said once.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, Ordering};

use crate::cache::dir::{self, CacheDir, is_regular};
use crate::cache::names::{self, text_name, text_stem};
use crate::cache::shared_check::SharedCheck;
use crate::container::Archive;
use crate::text::TextIndex;
use dbprint_print::config::Connection;
use dbprint_print::store::short_hash;

/// Where one connection's index is kept.
pub struct Place {
    /// The cache directory, or `None`: in memory.
    dir: Option<PathBuf>,
    /// The archive's file name.
    name: String,
    /// The shared record of the archive's last check, opened on first use.
    shared: OnceLock<Option<SharedCheck>>,
}

/// How a companion came to hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Made {
    /// Read back from the cache directory: made by an earlier process or call.
    Opened,
    /// Made now and written into the cache directory.
    Written,
    /// Made now and held in memory only.
    InMemory,
}

/// Whether a cache path taken by something else has been said on stderr.
static SAID: AtomicBool = AtomicBool::new(false);

fn say_once(path: &Path) {
    if !SAID.swap(true, Ordering::Relaxed) {
        tracing::warn!(
            "{} is not a file of ours (not a regular file); keeping that index in memory",
            path.display()
        );
    }
}

/// The archive's file name for a connection: readable, and unique per pinned root.
fn archive_name(conn: &Connection) -> String {
    let readable: String = conn
        .name
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .take(40)
        .collect();
    let root = short_hash(&conn.real_root.display().to_string());
    format!("{readable}-{root}{}", names::ARCHIVE)
}

impl Place {
    /// Where `conn`'s index is kept under `cache`: in memory when there is no cache
    /// directory, or when the archive's path is taken by something not a regular file.
    pub fn of(cache: &CacheDir, conn: &Connection) -> Self {
        let name = archive_name(conn);
        let dir = cache.path().map(Path::to_path_buf).filter(|dir| {
            let path = dir.join(&name);
            let usable = is_regular(&path) != Some(false);
            if !usable {
                say_once(&path);
            }
            usable
        });
        Place {
            dir,
            name,
            shared: OnceLock::new(),
        }
    }

    /// The record of the last check, shared with every process using the cache directory;
    /// `None` in memory, or where the record cannot be kept.
    pub fn shared_check(&self) -> Option<&SharedCheck> {
        self.shared
            .get_or_init(|| {
                let dir = self.dir.as_ref()?;
                SharedCheck::open(dir, &names::checked_name(self.stem()))
            })
            .as_ref()
    }

    fn stem(&self) -> &str {
        names::archive_stem(&self.name).unwrap_or(&self.name)
    }

    /// The name of the text index over an archive whose sources have `digest`, made by
    /// this build (another build's index is never taken for ours).
    pub fn text_name(&self, digest: &str) -> String {
        let fingerprint = crate::container::fingerprint();
        text_name(
            self.stem(),
            &short_hash(&format!("{digest}:{fingerprint:x?}")),
        )
    }

    /// Whether `name`, read from an archive, is a text index of this connection's.
    fn ours(&self, name: &str) -> bool {
        text_stem(name) == Some(self.stem())
    }

    /// The connection's archive and its text index from the cache directory, when a sound
    /// archive of this build is there.
    pub fn open(&self, conn: &Connection) -> Option<(Archive, Option<TextIndex>)> {
        let dir = self.dir.as_ref()?;
        let path = dir.join(&self.name);
        let archive = match Archive::open(&path) {
            Ok(archive) => archive,
            Err(why) => {
                if is_regular(&path).is_some() {
                    tracing::info!(
                        "not using the archive {}: {why}; rebuilding it",
                        path.display()
                    );
                }
                return None;
            }
        };
        use std::os::unix::ffi::OsStrExt;
        let directory = archive.directory();
        if directory.root.as_slice() != conn.print_root.as_os_str().as_bytes() {
            return None;
        }
        let text = match directory.text.as_ref().map(|n| n.as_str()) {
            Some(name) if self.ours(name) => TextIndex::open(&dir.join(name)).ok(),
            Some(name) => {
                tracing::warn!(
                    "the archive {} names a text index {name:?} that is not one of ours; rebuilding it",
                    path.display()
                );
                return None;
            }
            None => None,
        };
        crate::cache::sweep::mark_used(&path);
        tracing::debug!(
            "mapped the archive {} ({} tables, {} bytes)",
            path.display(),
            directory.shares.len(),
            archive.size()
        );
        Some((archive, text))
    }

    /// `archive` written into the cache directory and mapped back, or kept as it is when
    /// there is none, it cannot be written, or its path has since been taken by something
    /// that is not a regular file (never replaced).
    pub fn persist(&self, archive: Archive) -> Archive {
        let Some(dir) = &self.dir else {
            return archive;
        };
        let path = dir.join(&self.name);
        if is_regular(&path) == Some(false) {
            say_once(&path);
            return archive;
        }
        match archive.persist_copy(dir, &self.name) {
            Ok(mapped) => mapped,
            Err(why) => {
                tracing::warn!("cannot write the archive into {}: {why}", dir.display());
                archive
            }
        }
    }

    /// The text index `name` over `docs`: the one already written under that name, else
    /// built into a temporary directory renamed into place, else built in memory.
    pub fn text<'t>(
        &self,
        name: &str,
        docs: impl Fn() -> Box<dyn Iterator<Item = (u64, Vec<&'t str>)> + 't>,
    ) -> Option<TextIndex> {
        if let Some(text) = self
            .dir
            .as_ref()
            .and_then(|dir| self.written_text(dir, name, &docs))
        {
            return Some(text);
        }
        TextIndex::build(None, docs())
            .map_err(|why| tracing::warn!("{why}"))
            .ok()
    }

    fn written_text<'t>(
        &self,
        dir: &Path,
        name: &str,
        docs: &impl Fn() -> Box<dyn Iterator<Item = (u64, Vec<&'t str>)> + 't>,
    ) -> Option<TextIndex> {
        let target = dir.join(name);
        if let Ok(text) = TextIndex::open(&target) {
            return Some(text);
        }
        let temporary = dir.join(names::temporary(name));
        let built = dir::made(&temporary).and_then(|()| TextIndex::build(Some(&temporary), docs()));
        let renamed = built.and_then(|_| dir::renamed(&temporary, &target));
        if let Err(why) = renamed {
            dir::remove_tree(&temporary);
            tracing::warn!("cannot write the text index {}: {why}", target.display());
            return None;
        }
        TextIndex::open(&target).ok()
    }

    /// The companion `suffix` of the archive version `digest`: the one already written under
    /// its name, opened (`open`); else made by `make` into a temporary directory renamed into
    /// place (the companions of the archive's earlier versions then removed) and opened; else
    /// made in memory (`make(None)`): in memory too when there is no cache directory. Says
    /// whether it was made.
    pub fn companion<T>(
        &self,
        suffix: &str,
        digest: &str,
        open: impl Fn(&Path) -> Result<T, String>,
        make: impl Fn(Option<&Path>) -> Result<T, String>,
    ) -> Result<(T, Made), String> {
        let Some(dir) = &self.dir else {
            return make(None).map(|made| (made, Made::InMemory));
        };
        let name = self.companion_name(suffix, digest);
        let target = dir.join(&name);
        if dir::real_dir(&target) {
            match open(&target) {
                Ok(opened) => return Ok((opened, Made::Opened)),
                Err(why) => {
                    tracing::info!("not using {}: {why}; making it again", target.display());
                    dir::remove_tree(&target);
                }
            }
        }
        let temporary = dir.join(names::temporary(&name));
        let written = dir::made(&temporary)
            .and_then(|()| make(Some(&temporary)).map(drop))
            .and_then(|()| dir::renamed(&temporary, &target))
            .and_then(|()| open(&target));
        match written {
            Ok(opened) => {
                crate::cache::sweep::superseded(dir, self.stem(), suffix, &name);
                Ok((opened, Made::Written))
            }
            Err(why) => {
                dir::remove_tree(&temporary);
                // Another maker (the warm-up, another call or process) may have renamed its
                // own into place first: that one is as good.
                if let Ok(opened) = open(&target) {
                    return Ok((opened, Made::Opened));
                }
                tracing::warn!("cannot keep {} in the cache: {why}", target.display());
                make(None).map(|made| (made, Made::InMemory))
            }
        }
    }

    /// The companion `suffix` of the archive version `digest` kept as one file: read back by
    /// `decode` from the file already written under its name; else made by `make` (the value
    /// and its bytes), the bytes written (a temporary renamed into place) and the companions
    /// of the archive's earlier versions removed; in memory only when there is no cache
    /// directory or the file cannot be written. Says whether it was made.
    pub fn companion_file<T>(
        &self,
        suffix: &str,
        digest: &str,
        decode: impl Fn(&[u8]) -> Result<T, String>,
        make: impl Fn() -> Result<(T, Vec<u8>), String>,
    ) -> Result<(T, Made), String> {
        let Some(dir) = &self.dir else {
            return make().map(|(made, _)| (made, Made::InMemory));
        };
        let name = self.companion_name(suffix, digest);
        let target = dir.join(&name);
        if dir::is_regular(&target) == Some(true) {
            // Read, not mapped: the bytes are copied out as they are decoded anyway, and a
            // file cut short in place by someone else is then an error, never a fault.
            let read = dir::open_regular(&target)
                .and_then(|mut file| {
                    let mut bytes = Vec::new();
                    std::io::Read::read_to_end(&mut file, &mut bytes).map_err(|e| e.to_string())?;
                    Ok(bytes)
                })
                .and_then(|bytes| decode(&bytes));
            match read {
                Ok(opened) => return Ok((opened, Made::Opened)),
                Err(why) => {
                    tracing::info!("not using {}: {why}; making it again", target.display());
                }
            }
        }
        let (made, bytes) = make()?;
        match dir::written(dir, &name, &bytes) {
            Ok(_) => {
                crate::cache::sweep::superseded(dir, self.stem(), suffix, &name);
                Ok((made, Made::Written))
            }
            Err(why) => {
                tracing::warn!("cannot keep {} in the cache: {why}", target.display());
                Ok((made, Made::InMemory))
            }
        }
    }

    /// The name of the companion `suffix` of the archive version `digest`, made by this build
    /// (another build's is never taken for ours).
    fn companion_name(&self, suffix: &str, digest: &str) -> String {
        let fingerprint = crate::container::fingerprint();
        let hash = short_hash(&format!("{digest}:{fingerprint:x?}{suffix}"));
        names::beside_name(self.stem(), &hash, suffix)
    }

    /// Removes the text index `previous` once `current` replaced it, when it is one of ours.
    pub fn replaced(&self, previous: &str, current: &str) {
        if let Some(dir) = &self.dir
            && previous != current
            && self.ours(previous)
        {
            dir::remove_tree(&dir.join(previous));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::Cell;

    fn place(name: &str) -> (Place, PathBuf) {
        let base =
            std::env::temp_dir().join(format!("dbprint-place-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&base);
        let CacheDir::Disk(dir) = CacheDir::locate(Some(&base)) else {
            panic!("no cache directory");
        };
        let place = Place {
            dir: Some(dir.clone()),
            name: "shop-00.dbpi".to_string(),
            shared: OnceLock::new(),
        };
        (place, dir)
    }

    /// What a test companion directory holds: the text of its `mark` file.
    fn mark(at: &Path) -> Result<String, String> {
        std::fs::read_to_string(at.join("mark")).map_err(|e| e.to_string())
    }

    #[test]
    fn a_companion_another_maker_renamed_in_first_is_opened_not_made_again() {
        let (place, dir) = place("race");
        let target = dir.join(place.companion_name(names::FIND, "d1"));
        let makes = Cell::new(0);
        let make = |into: Option<&Path>| {
            makes.set(makes.get() + 1);
            let into = into.ok_or("kept on disk")?;
            std::fs::write(into.join("mark"), "ours").map_err(|e| e.to_string())?;
            // The other maker renames its own into place first.
            std::fs::create_dir(&target).map_err(|e| e.to_string())?;
            std::fs::write(target.join("mark"), "theirs").map_err(|e| e.to_string())?;
            Ok("made".to_string())
        };
        let (got, made) = place.companion(names::FIND, "d1", mark, make).unwrap();
        assert_eq!(
            (got.as_str(), made, makes.get()),
            ("theirs", Made::Opened, 1)
        );
        let left: Vec<String> = std::fs::read_dir(&dir)
            .unwrap()
            .filter_map(|e| e.ok()?.file_name().into_string().ok())
            .filter(|n| n.ends_with(names::FIND) || n.contains(".tmp-"))
            .collect();
        assert_eq!(left.len(), 1, "no temporary left: {left:?}");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_companion_is_made_once_then_opened() {
        let (place, dir) = place("once");
        let makes = Cell::new(0);
        let make = |into: Option<&Path>| {
            makes.set(makes.get() + 1);
            let into = into.ok_or("kept on disk")?;
            std::fs::write(into.join("mark"), "kept").map_err(|e| e.to_string())?;
            Ok("made".to_string())
        };
        let first = place.companion(names::FIND, "d1", mark, make).unwrap();
        let second = place.companion(names::FIND, "d1", mark, make).unwrap();
        assert_eq!(first, ("kept".to_string(), Made::Written));
        assert_eq!(second, ("kept".to_string(), Made::Opened));
        assert_eq!(makes.get(), 1);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
