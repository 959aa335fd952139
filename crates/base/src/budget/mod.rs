//! One byte budget for everything the process keeps between requests, with least-recently-used
//! eviction across all of it: the store's texts and parsed values, the derived values, the
//! rendered table contexts and served pages, the mapped archives and text indexes. Each cache
//! charges what it keeps (`charge`, an estimate where the size is not known exactly), marks a
//! use (`touch`), and gives a charge back when it drops an entry itself (`release`); past the
//! budget, the oldest charge's owner is told to let it go (`Evict`). Eviction only ever costs a
//! later read or build again, never changes an answer: every cache holds values that its
//! callers can make again from the files.

mod held;
mod size;

pub use held::Held;
pub use size::{DEFAULT_BUDGET, Footprint, heap, parse_size};

use std::collections::BTreeMap;
use std::sync::{Arc, Weak};

use parking_lot::Mutex;

/// What lets a charged entry go.
pub trait Evict: Send + Sync {
    /// Drops the entry charged under `stamp`, if it still holds that stamp; `false` when it
    /// is in use and cannot go now (it is charged again as just used).
    fn evict(&self, stamp: u64) -> bool;
}

struct Charge {
    bytes: usize,
    owner: Weak<dyn Evict>,
}

#[derive(Default)]
struct Ledger {
    total: usize,
    clock: u64,
    /// Every live charge by stamp: the oldest use first.
    order: BTreeMap<u64, Charge>,
}

impl Ledger {
    fn stamp(&mut self) -> u64 {
        self.clock += 1;
        self.clock
    }
}

/// The process's byte budget.
pub struct Budget {
    limit: usize,
    ledger: Mutex<Ledger>,
}

impl Budget {
    pub fn new(limit: usize) -> Arc<Self> {
        Arc::new(Budget {
            limit,
            ledger: Mutex::new(Ledger::default()),
        })
    }

    /// A budget nothing is ever evicted from (a library caller's default, and tests').
    pub fn unbounded() -> Arc<Self> {
        Self::new(usize::MAX)
    }

    pub fn limit(&self) -> usize {
        self.limit
    }

    /// The bytes charged now.
    pub fn used(&self) -> usize {
        self.ledger.lock().total
    }

    /// Charges `bytes` kept by `owner`; the stamp names the charge from now on. Call `settle`
    /// once no lock of the owner's is held.
    pub fn charge(&self, bytes: usize, owner: Weak<dyn Evict>) -> u64 {
        let mut ledger = self.ledger.lock();
        let stamp = ledger.stamp();
        ledger.total = ledger.total.saturating_add(bytes);
        ledger.order.insert(stamp, Charge { bytes, owner });
        stamp
    }

    /// Marks the charge under `stamp` as just used: its new stamp, or `None` when it is
    /// already on its way out (its owner is about to be told to evict it).
    pub fn touch(&self, stamp: u64) -> Option<u64> {
        let mut ledger = self.ledger.lock();
        let charge = ledger.order.remove(&stamp)?;
        let fresh = ledger.stamp();
        ledger.order.insert(fresh, charge);
        Some(fresh)
    }

    /// Gives back the charge under `stamp` (its owner dropped or replaced the entry).
    pub fn release(&self, stamp: u64) {
        let mut ledger = self.ledger.lock();
        if let Some(charge) = ledger.order.remove(&stamp) {
            ledger.total -= charge.bytes;
        }
    }

    /// Evicts the least recently used entries until the charges fit the budget. Never called
    /// with an owner's lock held: it takes each victim's.
    pub fn settle(&self) {
        let mut busy = Vec::new();
        loop {
            let (stamp, charge) = {
                let mut ledger = self.ledger.lock();
                if ledger.total <= self.limit {
                    break;
                }
                let Some((stamp, charge)) = ledger.order.pop_first() else {
                    break;
                };
                ledger.total -= charge.bytes;
                (stamp, charge)
            };
            let Some(owner) = charge.owner.upgrade() else {
                continue;
            };
            if !owner.evict(stamp) {
                busy.push((stamp, charge));
            }
        }
        if !busy.is_empty() {
            let mut ledger = self.ledger.lock();
            for (stamp, charge) in busy {
                ledger.total = ledger.total.saturating_add(charge.bytes);
                ledger.order.insert(stamp, charge);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Default)]
    struct Log(Mutex<Vec<u64>>);

    impl Evict for Log {
        fn evict(&self, stamp: u64) -> bool {
            self.0.lock().push(stamp);
            true
        }
    }

    #[test]
    fn past_the_budget_the_least_recently_used_charge_goes_first() {
        let budget = Budget::new(100);
        let owner: Arc<Log> = Arc::default();
        let weak = || Arc::downgrade(&owner) as Weak<dyn Evict>;
        let a = budget.charge(40, weak());
        let b = budget.charge(40, weak());
        let a = budget.touch(a).unwrap();
        let _c = budget.charge(40, weak());
        budget.settle();
        assert_eq!(*owner.0.lock(), [b]);
        assert_eq!(budget.used(), 80);
        budget.release(a);
        assert_eq!(budget.used(), 40);
        assert_eq!(budget.touch(b), None);
    }

    struct Busy;

    impl Evict for Busy {
        fn evict(&self, _: u64) -> bool {
            false
        }
    }

    #[test]
    fn an_entry_in_use_stays_charged() {
        let budget = Budget::new(10);
        let owner: Arc<dyn Evict> = Arc::new(Busy);
        let stamp = budget.charge(50, Arc::downgrade(&owner));
        budget.settle();
        assert_eq!(budget.used(), 50);
        assert!(budget.touch(stamp).is_some());
    }
}
