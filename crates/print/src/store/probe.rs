//! Identity checks in bulk (§7.1): what is at each of many paths under one connection root now,
//! each looked up with one `fstatat` relative to a descriptor of the root held open, so a check
//! walks no path from `/`. The descriptor is trusted only while the root's path still leads to
//! the directory it was opened on (one `stat` of the root per check): a root, `prints/` or
//! project directory renamed away and replaced is reopened, and its files are then looked up
//! in the new directory. A link at the end of a path is followed, as a read follows it, so a
//! check reports the identity a read would record.

use std::ffi::CStr;
use std::os::fd::{AsRawFd, OwnedFd};
use std::os::unix::ffi::OsStrExt;
use std::path::Path;

use super::identity::{Identity, Seen};

/// A connection root held open for identity checks.
pub struct RootDir {
    fd: OwnedFd,
    /// (device, inode) of the directory `fd` is open on.
    at: (u64, u64),
    /// The root's path bytes followed by `/`: what a path under it starts with.
    prefix: Vec<u8>,
}

/// The longest path a lookup takes on the stack; longer ones are looked up through `Path`.
const INLINE_PATH: usize = 1024;

use dbprint_base::sys::stat_at;

fn device_inode(stat: &libc::stat) -> (u64, u64) {
    (stat.st_dev, stat.st_ino)
}

fn seen_of(stat: Option<libc::stat>) -> Seen {
    match stat {
        Some(stat) if stat.st_mode & libc::S_IFMT == libc::S_IFREG => {
            Seen::File(Identity::of_stat(&stat))
        }
        _ => Seen::Absent,
    }
}

/// `path` as a NUL-terminated C string in `buf`, when it fits and holds no NUL.
fn c_path<'b>(path: &[u8], buf: &'b mut [u8; INLINE_PATH]) -> Option<&'b CStr> {
    if path.len() >= INLINE_PATH || path.contains(&0) {
        return None;
    }
    buf[..path.len()].copy_from_slice(path);
    buf[path.len()] = 0;
    CStr::from_bytes_with_nul(&buf[..=path.len()]).ok()
}

impl RootDir {
    /// The directory at `root`, opened for checks; `None` when none is there.
    pub fn open(root: &Path) -> Option<Self> {
        let mut buf = [0; INLINE_PATH];
        let name = c_path(root.as_os_str().as_bytes(), &mut buf)?;
        let flags = libc::O_PATH | libc::O_DIRECTORY | libc::O_CLOEXEC;
        let fd = dbprint_base::sys::open_raw(name, flags)?;
        let at = device_inode(&stat_at(fd.as_raw_fd(), c"", libc::AT_EMPTY_PATH)?);
        let mut prefix = root.as_os_str().as_bytes().to_vec();
        prefix.push(b'/');
        Some(RootDir { fd, at, prefix })
    }

    /// (device, inode) of the directory held.
    pub fn at(&self) -> (u64, u64) {
        self.at
    }

    /// Whether `root`'s path still leads to the directory this was opened on.
    pub fn still_at(&self, root: &Path) -> bool {
        let mut buf = [0; INLINE_PATH];
        let Some(name) = c_path(root.as_os_str().as_bytes(), &mut buf) else {
            return false;
        };
        stat_at(libc::AT_FDCWD, name, 0).is_some_and(|s| device_inode(&s) == self.at)
    }

    /// What is at `path` (absolute, as bytes) now: the identity a read would record.
    pub fn seen(&self, path: &[u8]) -> Seen {
        let mut buf = [0; INLINE_PATH];
        match path.strip_prefix(self.prefix.as_slice()) {
            Some(rel) => match c_path(rel, &mut buf) {
                Some(rel) => seen_of(stat_at(self.fd.as_raw_fd(), rel, 0)),
                None => seen_of(None),
            },
            None => match c_path(path, &mut buf) {
                Some(path) => seen_of(stat_at(libc::AT_FDCWD, path, 0)),
                None => seen_of(None),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!("dbprint-probe-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("root/t")).unwrap();
        dir
    }

    fn store_seen(path: &Path) -> Seen {
        crate::store::Store::new().seen(path)
    }

    #[test]
    fn a_check_reports_what_a_stat_of_the_path_reports_spec_7_1() {
        let dir = scratch("same");
        let root = dir.join("root");
        let file = root.join("t/statistics.yaml");
        std::fs::write(&file, "a: 1\n").unwrap();
        let held = RootDir::open(&root).unwrap();
        let bytes = |p: &Path| p.as_os_str().as_bytes().to_vec();
        assert_eq!(held.seen(&bytes(&file)), store_seen(&file));
        assert_eq!(held.seen(&bytes(&root.join("t/absent.yaml"))), Seen::Absent);
        assert_eq!(
            held.seen(&bytes(&root.join("t"))),
            Seen::Absent,
            "a directory"
        );
        std::fs::write(&file, "a: 22\n").unwrap();
        assert_eq!(
            held.seen(&bytes(&file)),
            store_seen(&file),
            "a new identity"
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_root_replaced_by_rename_is_no_longer_the_directory_held_spec_7_1() {
        let dir = scratch("swap");
        let root = dir.join("root");
        let held = RootDir::open(&root).unwrap();
        assert!(held.still_at(&root));
        std::fs::create_dir_all(dir.join("new/t")).unwrap();
        std::fs::rename(&root, dir.join("old")).unwrap();
        std::fs::rename(dir.join("new"), &root).unwrap();
        assert!(!held.still_at(&root));
        assert!(RootDir::open(&root).unwrap().still_at(&root));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
