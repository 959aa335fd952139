//! Finding a key in a list through its hash, for keys compared by `PartialEq` (a print's
//! values, and tuples of them, whose NaN equals nothing): [`Lookup`] indexes a list once, so
//! a loop over another list asks it in constant time and is answered exactly as a linear
//! `find` or `contains` over the list would answer.

use std::borrow::Borrow;
use std::hash::{BuildHasher, Hash, RandomState};

use hashbrown::HashTable;

/// A list's keys (owned, or borrowed as `&K`) and, for each distinct key, its first or its
/// last position.
pub struct Lookup<K> {
    keys: Vec<K>,
    table: HashTable<usize>,
    state: RandomState,
}

impl<K: Hash + PartialEq> Lookup<K> {
    fn of(keys: Vec<K>, last: bool) -> Self {
        let state = RandomState::new();
        let mut table: HashTable<usize> = HashTable::with_capacity(keys.len());
        for (at, key) in keys.iter().enumerate() {
            let hash = state.hash_one(key);
            match table.find_mut(hash, |&i| keys[i] == *key) {
                Some(held) if last => *held = at,
                Some(_) => {}
                None => {
                    table.insert_unique(hash, at, |&i| state.hash_one(&keys[i]));
                }
            }
        }
        Lookup { keys, table, state }
    }

    /// Each key at its first position, as `iter().position` finds it.
    pub fn first(keys: impl IntoIterator<Item = K>) -> Self {
        Self::of(keys.into_iter().collect(), false)
    }

    /// Each key at its last position, as `iter().rposition` finds it.
    pub fn last(keys: impl IntoIterator<Item = K>) -> Self {
        Self::of(keys.into_iter().collect(), true)
    }

    /// Where `key` is, when the list holds a key equal to it.
    pub fn position<Q>(&self, key: &Q) -> Option<usize>
    where
        K: Borrow<Q>,
        Q: Hash + PartialEq + ?Sized,
    {
        let hash = self.state.hash_one(key);
        self.table
            .find(hash, |&i| self.keys[i].borrow() == key)
            .copied()
    }

    pub fn contains<Q>(&self, key: &Q) -> bool
    where
        K: Borrow<Q>,
        Q: Hash + PartialEq + ?Sized,
    {
        self.position(key).is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::Lookup;
    use dbprint_yaml::Value;

    #[test]
    fn answers_as_a_linear_search_does() {
        let keys = [
            Value::str("a"),
            Value::Float(f64::NAN),
            Value::str("b"),
            Value::str("a"),
            Value::Float(-0.0),
        ];
        let first = Lookup::first(&keys);
        let last = Lookup::last(&keys);
        for probe in [
            Value::str("a"),
            Value::str("b"),
            Value::str("c"),
            Value::Float(f64::NAN),
            Value::Float(0.0),
        ] {
            assert_eq!(
                first.position(&probe),
                keys.iter().position(|k| *k == probe)
            );
            assert_eq!(
                last.position(&probe),
                keys.iter().rposition(|k| *k == probe)
            );
        }
    }
}
