//! Where compiled indexes are kept between processes: outside every project, in a directory
//! of the server's own inside the first of `--cache-dir`, `$DBPRINT_CACHE_DIR`,
//! `$XDG_CACHE_HOME/dbprint` and `~/.cache/dbprint` that can be used; in memory (this process
//! only) when none can. A directory named explicitly that cannot be used is said on stderr.
//!
//! The server never writes beside a user's files: it works in `<base>/dbprint-index/`, which
//! it creates and marks with a `CACHEDIR.TAG` of its own (the cache directory tagging
//! convention, so backup tools skip it). A directory of that name without the mark, or that
//! is a link, is not the server's: it is left alone and another place is tried. Only inside a
//! marked directory does the server ever remove anything (`sweep`).
//!
//! Each process holds an owner lock there (`.owner-<token>.lock`, `flock`ed for its life), so
//! a later start can tell a temporary of a live writer from one a killed process left.

use std::fs::{File, OpenOptions};
use std::io::{Read, Write};
use std::os::unix::fs::OpenOptionsExt;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use memmap2::Mmap;
use parking_lot::Mutex;

use super::names;

/// The environment variable naming the cache directory (after the flag).
pub const ENV: &str = "DBPRINT_CACHE_DIR";

/// The directory the server works in, inside the base it was given.
pub const HOME: &str = "dbprint-index";

/// The mark's file name, and what it holds: the tagging convention's signature line, then
/// our own line, which is what makes the directory ours.
pub const MARK: &str = "CACHEDIR.TAG";
const MARK_TEXT: &str = "Signature: 8a477f597d28d172789f06886806bc55\n\
# This directory is the compiled index cache of dbprint serve.\n\
# Everything in it is rebuilt on demand; it may be deleted at any time.\n";

/// Where archives go.
#[derive(Debug, Clone, PartialEq)]
pub enum CacheDir {
    /// The marked directory the server works in.
    Disk(PathBuf),
    Memory,
}

impl CacheDir {
    /// The cache directory for `flag` (`--cache-dir`) and this process's environment.
    pub fn locate(flag: Option<&Path>) -> Self {
        let var = |name: &str| std::env::var_os(name).filter(|v| !v.is_empty());
        let explicit = flag
            .map(Path::to_path_buf)
            .or_else(|| var(ENV).map(PathBuf::from));
        if let Some(dir) = explicit {
            match claim(&dir) {
                Ok(home) => return CacheDir::Disk(home),
                Err(why) => tracing::warn!(
                    "cache directory {} is not usable ({why}); trying the default",
                    dir.display()
                ),
            }
        }
        let xdg = var("XDG_CACHE_HOME")
            .map(PathBuf::from)
            .filter(|p| p.is_absolute())
            .map(|p| p.join("dbprint"));
        let home = var("HOME").map(|h| PathBuf::from(h).join(".cache").join("dbprint"));
        for dir in xdg.into_iter().chain(home) {
            if let Ok(home) = claim(&dir) {
                return CacheDir::Disk(home);
            }
        }
        tracing::info!("no writable cache directory: compiled indexes are kept in memory");
        CacheDir::Memory
    }

    pub fn path(&self) -> Option<&Path> {
        match self {
            CacheDir::Disk(dir) => Some(dir),
            CacheDir::Memory => None,
        }
    }
}

/// Opens `path` for reading without following a link at its end and without blocking (a FIFO
/// or device there is never waited on); only a regular file is handed back.
pub fn open_regular(path: &Path) -> Result<File, String> {
    let file = OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_NONBLOCK | libc::O_NOFOLLOW)
        .open(path)
        .map_err(|e| e.to_string())?;
    let meta = file.metadata().map_err(|e| e.to_string())?;
    if !meta.is_file() {
        return Err("it is not a regular file".to_string());
    }
    Ok(file)
}

/// Whether `path` is a real directory (not a link to one).
pub fn real_dir(path: &Path) -> bool {
    std::fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_dir())
}

/// Whether what is at `path` is a regular file, a link or something else: `None` when
/// nothing is there.
pub fn is_regular(path: &Path) -> Option<bool> {
    std::fs::symlink_metadata(path)
        .ok()
        .map(|meta| meta.file_type().is_file())
}

/// Whether `dir` is the server's own: a real directory holding our mark.
pub fn marked(dir: &Path) -> bool {
    let mut text = String::new();
    real_dir(dir)
        && open_regular(&dir.join(MARK))
            .and_then(|f| {
                f.take(MARK_TEXT.len() as u64 + 1)
                    .read_to_string(&mut text)
                    .map_err(|e| e.to_string())
            })
            .is_ok()
        && text == MARK_TEXT
}

/// The server's own directory inside `base`: created and marked when it is not there, taken
/// when it is there and marked, refused otherwise; and a file can be made in it.
fn claim(base: &Path) -> Result<PathBuf, String> {
    std::fs::create_dir_all(base).map_err(|e| e.to_string())?;
    let home = base.join(HOME);
    match std::fs::create_dir(&home) {
        Ok(()) => {
            let mut mark = OpenOptions::new()
                .write(true)
                .create_new(true)
                .open(home.join(MARK))
                .map_err(|e| e.to_string())?;
            mark.write_all(MARK_TEXT.as_bytes())
                .map_err(|e| e.to_string())?;
        }
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
            if !marked(&home) {
                return Err(format!(
                    "{} is not a dbprint cache (no {MARK} of ours in it); it is left as it is",
                    home.display()
                ));
            }
        }
        Err(e) => return Err(e.to_string()),
    }
    let probe = home.join(names::temporary("probe"));
    OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&probe)
        .map_err(|e| e.to_string())?;
    std::fs::remove_file(&probe).map_err(|e| e.to_string())?;
    Ok(home)
}

/// This process's owner lock in a cache directory, held while the process lives.
pub struct OwnerLock {
    _file: File,
}

/// Whether `file` can be locked exclusively now: its owner, if it had one, is gone.
pub fn lockable(file: &File) -> bool {
    dbprint_base::sys::try_lock(file)
}

impl OwnerLock {
    /// This process's owner lock in `home`, taken on first use and held from then on.
    pub fn hold(home: &Path) -> Result<Arc<Self>, String> {
        static HELD: Mutex<Vec<(PathBuf, Arc<OwnerLock>)>> = Mutex::new(Vec::new());
        let mut held = HELD.lock();
        if let Some((_, lock)) = held.iter().find(|(dir, _)| dir == home) {
            return Ok(Arc::clone(lock));
        }
        let path = home.join(names::owner_lock(names::token()));
        let file = OpenOptions::new()
            .read(true)
            .write(true)
            .create_new(true)
            .custom_flags(libc::O_NOFOLLOW)
            .open(&path)
            .map_err(|e| format!("cannot make {}: {e}", path.display()))?;
        if !lockable(&file) {
            return Err(format!("cannot lock {}", path.display()));
        }
        let lock = Arc::new(OwnerLock { _file: file });
        held.push((home.to_path_buf(), Arc::clone(&lock)));
        Ok(lock)
    }
}

/// Writes `bytes` into `dir` as `name`, by a new temporary file of ours renamed into place, and
/// maps what was written; on failure the temporary is removed.
pub fn written(dir: &Path, name: &str, bytes: &[u8]) -> Result<Mmap, String> {
    let temporary = dir.join(super::names::temporary(name));
    let written = write_mapped(&temporary, bytes).and_then(|map| {
        renamed(&temporary, &dir.join(name))?;
        Ok(map)
    });
    if written.is_err() {
        let _ = std::fs::remove_file(&temporary);
    }
    written
}

/// A new file at `path` holding `bytes`, mapped.
fn write_mapped(path: &Path, bytes: &[u8]) -> Result<Mmap, String> {
    let mut file = OpenOptions::new()
        .read(true)
        .write(true)
        .create_new(true)
        .open(path)
        .map_err(|e| e.to_string())?;
    file.write_all(bytes).map_err(|e| e.to_string())?;
    // The file is new, private to this writer until renamed, and never written again.
    dbprint_base::sys::map_written_once(&file).map_err(|e| e.to_string())
}

/// Whether `dir` is a directory holding regular files only (a text index of ours).
pub fn only_regular_files(dir: &Path) -> Result<(), String> {
    let meta = std::fs::symlink_metadata(dir).map_err(|e| format!("text index: {e}"))?;
    if !meta.is_dir() {
        return Err(format!("text index: {} is not a directory", dir.display()));
    }
    let entries = std::fs::read_dir(dir).map_err(|e| format!("text index: {e}"))?;
    for entry in entries {
        let entry = entry.map_err(|e| format!("text index: {e}"))?;
        if !entry.file_type().is_ok_and(|t| t.is_file()) {
            return Err(format!(
                "text index: {} is not a regular file",
                entry.path().display()
            ));
        }
    }
    Ok(())
}

/// A new directory of ours at `path` (its parent exists).
pub fn made(path: &Path) -> Result<(), String> {
    std::fs::create_dir(path).map_err(|e| e.to_string())
}

/// `from` renamed to `to`, replacing what `to` named.
pub fn renamed(from: &Path, to: &Path) -> Result<(), String> {
    std::fs::rename(from, to).map_err(|e| e.to_string())
}

/// Removes the directory tree at `path` when it is a real directory (never through a link);
/// a failure leaves it for the sweep.
pub fn remove_tree(path: &Path) {
    if real_dir(path) {
        let _ = std::fs::remove_dir_all(path);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn base(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("dbprint-cache-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    }

    #[test]
    fn a_named_directory_is_created_and_a_marked_one_used_inside_it() {
        let dir = base("named").join("a/b");
        let home = dir.join(HOME);
        assert_eq!(CacheDir::locate(Some(&dir)), CacheDir::Disk(home.clone()));
        assert!(marked(&home));
        assert_eq!(
            CacheDir::locate(Some(&dir)),
            CacheDir::Disk(home),
            "and again"
        );
    }

    #[test]
    fn a_directory_of_our_name_without_our_mark_is_not_taken() {
        let dir = base("foreign");
        std::fs::create_dir_all(dir.join(HOME)).unwrap();
        std::fs::write(dir.join(HOME).join("thesis.tex"), "mine").unwrap();
        assert!(claim(&dir).is_err());
        std::fs::write(
            dir.join(HOME).join(MARK),
            "Signature: 8a477f597d28d172789f06886806bc55\n",
        )
        .unwrap();
        assert!(claim(&dir).is_err(), "another tool's tag is not ours");
        assert_eq!(
            std::fs::read_to_string(dir.join(HOME).join("thesis.tex")).unwrap(),
            "mine"
        );
    }

    #[test]
    fn a_link_of_our_name_is_not_taken() {
        let dir = base("link");
        let elsewhere = base("link-target");
        std::fs::create_dir_all(&elsewhere).unwrap();
        assert!(claim(&elsewhere).is_ok());
        std::fs::create_dir_all(&dir).unwrap();
        std::os::unix::fs::symlink(elsewhere.join(HOME), dir.join(HOME)).unwrap();
        assert!(claim(&dir).is_err());
    }

    #[test]
    fn a_directory_that_cannot_be_made_is_not_usable() {
        let file = base("file");
        std::fs::write(&file, b"x").unwrap();
        assert!(claim(&file.join("sub")).is_err());
    }

    #[test]
    fn a_fifo_is_never_opened_blocking() {
        let dir = base("fifo");
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("a.dbpi");
        dbprint_base::sys::make_fifo(&path).unwrap();
        assert_eq!(open_regular(&path).unwrap_err(), "it is not a regular file");
        assert_eq!(is_regular(&path), Some(false));
    }

    #[test]
    fn an_owner_lock_is_held_while_its_process_lives() {
        let dir = base("lock");
        let home = claim(&dir).unwrap();
        let held = OwnerLock::hold(&home).unwrap();
        assert!(
            Arc::ptr_eq(&held, &OwnerLock::hold(&home).unwrap()),
            "one per process"
        );
        let path = home.join(names::owner_lock(names::token()));
        let other = File::open(&path).unwrap();
        assert!(!lockable(&other), "held while the process lives");
    }
}
