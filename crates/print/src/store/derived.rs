//! Values derived from print files (a manifest view, a connection's resource slots, a
//! resource's served text and its page boundaries), each kept with the record of the files
//! it was built from: it is reused while every one of those files still has the identity it
//! was read at, whichever process or parse produced it.

use std::sync::Arc;

use super::identity::Sources;
use dbprint_base::budget::{Budget, Footprint, Held};

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

/// `T`s derived from print files, one per key, kept under the process's memory budget.
pub struct Derived<T> {
    held: Held<String, Arc<Built<T>>>,
}

impl<T: Footprint + Send + Sync + 'static> Derived<T> {
    pub fn new(budget: Arc<Budget>) -> Self {
        Derived {
            held: Held::new(budget),
        }
    }

    /// What is held for `key`, if `current` confirms each of its sources is unchanged.
    pub fn held(&self, key: &str, current: impl Fn(&Sources) -> bool) -> Option<Arc<Built<T>>> {
        let held = self.held.get(key)?;
        current(&held.sources).then_some(held)
    }

    /// Keeps `built` for `key`, replacing what was held.
    pub fn keep(&self, key: &str, built: Built<T>) -> Arc<Built<T>> {
        let bytes = built.value.footprint()
            + key.len()
            + built.digest.len()
            + built
                .sources
                .iter()
                .map(|(path, _)| path.as_os_str().len() + 64)
                .sum::<usize>();
        let built = Arc::new(built);
        self.held.insert(key.to_string(), Arc::clone(&built), bytes);
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
        let cache: Derived<String> = Derived::new(Budget::unbounded());
        let sources = vec![(PathBuf::from("/p/manifest.yaml"), Seen::Absent)];
        cache.keep("k", Built::new(sources.clone(), "7".to_string()));
        let held = cache.held("k", |s| *s == sources);
        assert_eq!(held.map(|b| b.value.clone()), Some("7".to_string()));
        assert!(cache.held("k", |_| false).is_none());
        assert!(cache.held("other", |_| true).is_none());
    }
}
