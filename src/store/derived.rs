//! Values derived from a shared source (a parsed document, a derived manifest), kept per path
//! while the source is the very same `Arc`: a reparsed source yields a new `Arc`, so what was
//! derived from the old one is rebuilt on the next request.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use parking_lot::Mutex;

/// What one path holds: the source a value was derived from, and the value.
type Held<S, T> = (Arc<S>, Arc<T>);

/// `T`s derived from `S`s, one per path.
pub struct Derived<S, T> {
    held: Mutex<HashMap<PathBuf, Held<S, T>>>,
}

impl<S, T> Default for Derived<S, T> {
    fn default() -> Self {
        Derived {
            held: Mutex::new(HashMap::new()),
        }
    }
}

impl<S, T> Derived<S, T> {
    /// What was derived from `source` at `path`, built by `build` unless held for this source.
    pub fn get_or_build(&self, path: &Path, source: &Arc<S>, build: impl FnOnce() -> T) -> Arc<T> {
        if let Some((from, derived)) = self.held.lock().get(path)
            && Arc::ptr_eq(from, source)
        {
            return Arc::clone(derived);
        }
        let derived = Arc::new(build());
        self.held.lock().insert(
            path.to_path_buf(),
            (Arc::clone(source), Arc::clone(&derived)),
        );
        derived
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_value_is_rebuilt_only_when_its_source_is_a_new_arc() {
        let cache: Derived<String, usize> = Derived::default();
        let path = Path::new("/p");
        let first = Arc::new("one".to_string());
        let mut builds = 0;
        let a = cache.get_or_build(path, &first, || {
            builds += 1;
            1
        });
        let b = cache.get_or_build(path, &first, || {
            builds += 1;
            2
        });
        assert!(Arc::ptr_eq(&a, &b));
        let second = Arc::new("one".to_string());
        let c = cache.get_or_build(path, &second, || {
            builds += 1;
            3
        });
        assert_eq!((*c, builds), (3, 2));
    }
}
