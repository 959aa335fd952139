//! File identity and the digest of a set of files' identities: what a cursor and a resource
//! version pin, so that a file changed between two pages is noticed.

use std::os::unix::fs::MetadataExt;
use std::path::Path;

use sha2::{Digest, Sha256};

/// What identifies one version of a file on disk (§7.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Identity {
    pub mtime_ns: i128,
    pub size: u64,
    pub inode: u64,
}

impl Identity {
    pub fn of(meta: &std::fs::Metadata) -> Self {
        Identity {
            mtime_ns: i128::from(meta.mtime()) * 1_000_000_000 + i128::from(meta.mtime_nsec()),
            size: meta.size(),
            inode: meta.ino(),
        }
    }
}

/// Characters of hex a digest keeps.
const DIGEST_CHARS: usize = 16;

/// Hex digest of `text`, cut to the width every version and cursor field uses.
pub fn short_hash(text: &str) -> String {
    let hash = Sha256::digest(text.as_bytes());
    let hex: String = hash.iter().map(|b| format!("{b:02x}")).collect();
    hex[..DIGEST_CHARS].to_string()
}

/// Digest of each file's identity now; an absent file counts as absent, so its appearance
/// changes the digest too.
pub fn files_digest<P: AsRef<Path>>(paths: &[P]) -> String {
    let mut unique: Vec<&Path> = paths.iter().map(AsRef::as_ref).collect();
    unique.sort();
    unique.dedup();
    let lines: Vec<String> = unique
        .iter()
        .map(|path| match std::fs::metadata(path) {
            Ok(meta) => {
                let id = Identity::of(&meta);
                format!(
                    "{}:{}:{}:{}",
                    path.display(),
                    id.mtime_ns,
                    id.size,
                    id.inode
                )
            }
            Err(_) => format!("{}:absent", path.display()),
        })
        .collect();
    short_hash(&lines.join("\n"))
}
