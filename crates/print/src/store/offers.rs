//! Parsed values offered for a file at one identity, made only when a read asks for them:
//! the compiled index offers its copy of a manifest, so a process that never reads the
//! manifest never deserialises it, and one that does parses nothing while the file keeps the
//! identity the copy was made from (§7.1: the file's identity, checked at the read, decides).

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use parking_lot::Mutex;

use super::Identity;
use dbprint_yaml::Value;

/// What makes an offered value: `None` when it can no longer be had (the copy is gone).
pub type Source = Arc<dyn Fn() -> Option<Value> + Send + Sync>;

/// Per path, the identity a value is offered for and what makes it.
#[derive(Default)]
pub struct Offers(Mutex<HashMap<PathBuf, (Identity, Source)>>);

impl Offers {
    /// Offers what `source` makes as the parsed value of `path` at `identity`, in place of
    /// any earlier offer for the path.
    pub fn offer(&self, path: &Path, identity: Identity, source: Source) {
        self.0.lock().insert(path.to_path_buf(), (identity, source));
    }

    /// The value offered for `path` at `identity`, made now; `None` when none is offered for
    /// that identity (an offer for another identity is dropped: the file has moved on) or it
    /// can no longer be made. A value taken is no longer offered.
    pub fn take(&self, path: &Path, identity: Identity) -> Option<Value> {
        let source = {
            let mut offers = self.0.lock();
            let (offered, _) = offers.get(path)?;
            if *offered != identity {
                offers.remove(path);
                return None;
            }
            offers.remove(path).map(|(_, source)| source)?
        };
        source()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    fn identity(ino: u64) -> Identity {
        Identity {
            device: 1,
            inode: ino,
            size: 10,
            mtime_ns: 5,
            ctime_ns: 5,
        }
    }

    /// §7.1: an offered value answers only the identity it was offered for, is made only
    /// when read, and once.
    #[test]
    fn an_offer_is_made_once_and_only_for_its_identity_spec_7_1() {
        let made = Arc::new(AtomicUsize::new(0));
        let counted = Arc::clone(&made);
        let source: Source = Arc::new(move || {
            counted.fetch_add(1, Ordering::SeqCst);
            Some(Value::Int(7))
        });
        let offers = Offers::default();
        let path = Path::new("/print/manifest.yaml");
        offers.offer(path, identity(1), Arc::clone(&source));
        assert_eq!(made.load(Ordering::SeqCst), 0, "made before a read asked");
        assert_eq!(
            offers.take(path, identity(2)),
            None,
            "another identity answered"
        );
        assert_eq!(
            offers.take(path, identity(1)),
            None,
            "a dropped offer answered"
        );
        offers.offer(path, identity(1), source);
        assert_eq!(offers.take(path, identity(1)), Some(Value::Int(7)));
        assert_eq!(offers.take(path, identity(1)), None, "taken twice");
        assert_eq!(made.load(Ordering::SeqCst), 1);
    }
}
