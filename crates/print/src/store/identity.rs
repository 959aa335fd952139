//! What identifies one version of a file on disk, how a reply records the files it read, and
//! the digest of such a record that a cursor or a resource version pins (§4.8, §7.1).

use std::os::unix::fs::MetadataExt;
use std::path::PathBuf;

use sha2::{Digest, Sha256};

/// One version of a file (§7.1): device and inode say which file, size, modification and
/// change time which version of it. The change time moves on every write and cannot be set
/// back, so a same-size rewrite within one mtime tick, or a restore that keeps the mtime, is
/// still a new identity.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Identity {
    pub device: u64,
    pub inode: u64,
    pub size: u64,
    pub mtime_ns: i128,
    pub ctime_ns: i128,
}

impl Identity {
    pub fn of(meta: &std::fs::Metadata) -> Self {
        let ns = |secs: i64, nanos: i64| i128::from(secs) * 1_000_000_000 + i128::from(nanos);
        Identity {
            device: meta.dev(),
            inode: meta.ino(),
            size: meta.size(),
            mtime_ns: ns(meta.mtime(), meta.mtime_nsec()),
            ctime_ns: ns(meta.ctime(), meta.ctime_nsec()),
        }
    }

    /// The identity a `stat` call reported.
    pub fn of_stat(stat: &libc::stat) -> Self {
        let ns = |secs: libc::time_t, nanos: libc::c_long| {
            i128::from(secs) * 1_000_000_000 + i128::from(nanos)
        };
        Identity {
            device: stat.st_dev,
            inode: stat.st_ino,
            size: u64::try_from(stat.st_size).unwrap_or_default(),
            mtime_ns: ns(stat.st_mtime, stat.st_mtime_nsec),
            ctime_ns: ns(stat.st_ctime, stat.st_ctime_nsec),
        }
    }
}

/// What a reader found at a path: a regular file at an identity, or none it could open.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Seen {
    File(Identity),
    Absent,
}

/// The files a reply (or a derived value) was built from, each with what was found there,
/// sorted by path and each path once.
pub type Sources = Vec<(PathBuf, Seen)>;

/// Characters of hex a digest keeps.
const DIGEST_CHARS: usize = 16;

/// Hex digest of `text`, cut to the width every version and cursor field uses.
pub fn short_hash(text: &str) -> String {
    let hash = Sha256::digest(text.as_bytes());
    let hex: String = hash.iter().map(|b| format!("{b:02x}")).collect();
    hex[..DIGEST_CHARS].to_string()
}

/// The digest of a record of files read: any file's change, appearance or disappearance
/// changes it.
pub fn sources_digest(sources: &[(PathBuf, Seen)]) -> String {
    let lines: Vec<String> = sources
        .iter()
        .map(|(path, seen)| match seen {
            Seen::File(id) => format!(
                "{}:{}:{}:{}:{}:{}",
                path.display(),
                id.device,
                id.inode,
                id.size,
                id.mtime_ns,
                id.ctime_ns
            ),
            Seen::Absent => format!("{}:absent", path.display()),
        })
        .collect();
    short_hash(&lines.join("\n"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn id(size: u64, ctime_ns: i128) -> Seen {
        Seen::File(Identity {
            device: 1,
            inode: 2,
            size,
            mtime_ns: 5,
            ctime_ns,
        })
    }

    #[test]
    fn the_change_time_alone_changes_the_digest_spec_7_1() {
        let path = PathBuf::from("/p/statistics.yaml");
        let before = sources_digest(&[(path.clone(), id(10, 1))]);
        assert_ne!(before, sources_digest(&[(path.clone(), id(10, 2))]));
        assert_ne!(before, sources_digest(&[(path.clone(), Seen::Absent)]));
        assert_eq!(before, sources_digest(&[(path, id(10, 1))]));
    }
}
