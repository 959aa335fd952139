//! A map whose entries are charged to the budget: an entry is dropped when it is the least
//! recently used charge past the budget, and a lookup of a dropped entry misses, so its caller
//! makes the value again.

use std::borrow::Borrow;
use std::collections::HashMap;
use std::hash::Hash;
use std::sync::{Arc, Weak};

use parking_lot::Mutex;

use super::{Budget, Evict};

struct Entries<K, V> {
    by_key: HashMap<K, (V, u64)>,
    by_stamp: HashMap<u64, K>,
}

struct Inner<K, V> {
    budget: Arc<Budget>,
    entries: Mutex<Entries<K, V>>,
}

impl<K: Hash + Eq + Send, V: Send> Evict for Inner<K, V> {
    fn evict(&self, stamp: u64) -> bool {
        let mut entries = self.entries.lock();
        if let Some(key) = entries.by_stamp.remove(&stamp) {
            entries.by_key.remove(&key);
        }
        true
    }
}

/// Values by key, each charged to one budget.
pub struct Held<K, V> {
    inner: Arc<Inner<K, V>>,
}

impl<K: Hash + Eq + Clone + Send + 'static, V: Clone + Send + 'static> Held<K, V> {
    pub fn new(budget: Arc<Budget>) -> Self {
        Held {
            inner: Arc::new(Inner {
                budget,
                entries: Mutex::new(Entries {
                    by_key: HashMap::new(),
                    by_stamp: HashMap::new(),
                }),
            }),
        }
    }

    /// The value held for `key`, marked as just used.
    pub fn get<Q: Hash + Eq + ?Sized>(&self, key: &Q) -> Option<V>
    where
        K: Borrow<Q>,
    {
        let mut entries = self.inner.entries.lock();
        let (value, stamp) = entries.by_key.get(key)?;
        let (value, stamp) = (value.clone(), *stamp);
        if let Some(fresh) = self.inner.budget.touch(stamp)
            && let Some(owned) = entries.by_stamp.remove(&stamp)
        {
            entries.by_stamp.insert(fresh, owned);
            if let Some(entry) = entries.by_key.get_mut(key) {
                entry.1 = fresh;
            }
        }
        Some(value)
    }

    /// Keeps `value` for `key`, charged `bytes`, replacing what was held; then evicts what
    /// the budget no longer holds (`value` itself among them when it alone is past it).
    pub fn insert(&self, key: K, value: V, bytes: usize) {
        {
            let mut entries = self.inner.entries.lock();
            let owner = Arc::downgrade(&self.inner) as Weak<dyn Evict>;
            let stamp = self.inner.budget.charge(bytes, owner);
            entries.by_stamp.insert(stamp, key.clone());
            if let Some((_, old)) = entries.by_key.insert(key, (value, stamp)) {
                entries.by_stamp.remove(&old);
                self.inner.budget.release(old);
            }
        }
        self.inner.budget.settle();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_held_value_is_evicted_least_recently_used_first_and_then_misses() {
        let budget = Budget::new(100);
        let held: Held<&str, u32> = Held::new(Arc::clone(&budget));
        held.insert("a", 1, 40);
        held.insert("b", 2, 40);
        assert_eq!(held.get(&"a"), Some(1));
        held.insert("c", 3, 40);
        assert_eq!(held.get(&"b"), None);
        assert_eq!((held.get(&"a"), held.get(&"c")), (Some(1), Some(3)));
        held.insert("a", 4, 10);
        assert_eq!(budget.used(), 50);
        assert_eq!(held.get(&"a"), Some(4));
    }

    #[test]
    fn a_value_past_the_whole_budget_is_not_kept() {
        let budget = Budget::new(10);
        let held: Held<u8, u8> = Held::new(Arc::clone(&budget));
        held.insert(1, 1, 11);
        assert_eq!(held.get(&1), None);
        assert_eq!(budget.used(), 0);
    }
}
