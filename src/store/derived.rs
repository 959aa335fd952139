//! Values derived from print files (a manifest view, a connection's resource slots, a
//! resource's served text and its page boundaries), each kept with the record of the files
//! it was built from: it is reused while every one of those files still has the identity it
//! was read at, whichever process or parse produced it.

use std::collections::HashMap;
use std::sync::Arc;

use parking_lot::Mutex;

use super::identity::Sources;

/// A derived value and the files, with their identities, it was built from.
pub struct Built<T> {
    pub sources: Sources,
    /// The digest of `sources` (`sources_digest`), taken once.
    pub digest: String,
    pub value: T,
}

impl<T> Built<T> {
    pub fn new(sources: Sources, value: T) -> Self {
        Built {
            digest: super::sources_digest(&sources),
            sources,
            value,
        }
    }
}

/// `T`s derived from print files, one per key.
pub struct Derived<T> {
    held: Mutex<HashMap<String, Arc<Built<T>>>>,
}

impl<T> Default for Derived<T> {
    fn default() -> Self {
        Derived {
            held: Mutex::new(HashMap::new()),
        }
    }
}

impl<T> Derived<T> {
    /// What is held for `key`, if `current` confirms each of its sources is unchanged.
    pub fn held(&self, key: &str, current: impl Fn(&Sources) -> bool) -> Option<Arc<Built<T>>> {
        let held = self.held.lock().get(key).cloned()?;
        current(&held.sources).then_some(held)
    }

    /// Keeps `built` for `key`, replacing what was held.
    pub fn keep(&self, key: &str, built: Built<T>) -> Arc<Built<T>> {
        let built = Arc::new(built);
        self.held.lock().insert(key.to_string(), Arc::clone(&built));
        built
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::Seen;
    use std::path::PathBuf;

    #[test]
    fn a_value_is_held_only_while_its_sources_are_confirmed() {
        let cache: Derived<usize> = Derived::default();
        let sources = vec![(PathBuf::from("/p/manifest.yaml"), Seen::Absent)];
        cache.keep("k", Built::new(sources.clone(), 7));
        assert_eq!(cache.held("k", |s| *s == sources).map(|b| b.value), Some(7));
        assert!(cache.held("k", |_| false).is_none());
        assert!(cache.held("other", |_| true).is_none());
    }
}
