//! One byte budget for everything the process keeps between requests, with least-recently-used
//! eviction across all of it: the store's texts and parsed values, the derived values, the
//! rendered table contexts and served pages, the mapped archives and text indexes. Each cache
//! charges what it keeps (`charge`, an estimate where the size is not known exactly), marks a
//! use (`touch`), and gives a charge back when it drops an entry itself (`release`); past the
//! budget, the oldest charge's owner is told to let it go (`Evict`). Eviction only ever costs a
//! later read or build again, never changes an answer: every cache holds values that its
//! callers can make again from the files.
//!
//! The charges are estimates, and the process holds more than its caches (the compiled
//! indexes' lookups, a request's own work, the allocator's slack), so a budget may also watch
//! what the process really holds (`with_resident_ceiling`): when its resident memory that no
//! file backs passes the ceiling, the next settling lets go of as many more charged bytes as
//! the excess, at most once per `RESIDENT_EVERY` (the allocator returns freed pages within
//! milliseconds, and the next look sees them gone).

mod held;
mod size;

pub use held::Held;
pub use size::{DEFAULT_BUDGET, Footprint, heap, parse_size};

use std::collections::BTreeMap;
use std::sync::{Arc, Weak};
use std::time::{Duration, Instant};

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

/// How often a budget with a resident ceiling looks at the process's memory.
pub const RESIDENT_EVERY: Duration = Duration::from_millis(100);

/// What a budget watches of the process's real memory: its ceiling, the probe that reads it,
/// and when it was last read.
struct Resident {
    ceiling: usize,
    probe: fn() -> Option<usize>,
    last: Mutex<Option<Instant>>,
}

/// The process's byte budget.
pub struct Budget {
    limit: usize,
    ledger: Mutex<Ledger>,
    resident: Option<Resident>,
}

impl Budget {
    pub fn new(limit: usize) -> Arc<Self> {
        Arc::new(Budget {
            limit,
            ledger: Mutex::new(Ledger::default()),
            resident: None,
        })
    }

    /// A budget of `limit` charged bytes that also keeps what `probe` reads of the process's
    /// memory (its resident bytes no file backs) under `ceiling`, letting go of charges for
    /// any excess.
    pub fn with_resident_ceiling(
        limit: usize,
        ceiling: usize,
        probe: fn() -> Option<usize>,
    ) -> Arc<Self> {
        Arc::new(Budget {
            limit,
            ledger: Mutex::new(Ledger::default()),
            resident: Some(Resident {
                ceiling,
                probe,
                last: Mutex::new(None),
            }),
        })
    }

    /// How far the process's memory is past its ceiling, when it is time to look (never more
    /// often than `RESIDENT_EVERY`); 0 otherwise.
    fn resident_excess(&self) -> usize {
        let Some(resident) = &self.resident else {
            return 0;
        };
        {
            let mut last = resident.last.lock();
            let now = Instant::now();
            if last.is_some_and(|at| now.duration_since(at) < RESIDENT_EVERY) {
                return 0;
            }
            *last = Some(now);
        }
        (resident.probe)().map_or(0, |held| held.saturating_sub(resident.ceiling))
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

    /// Evicts the least recently used entries until the charges fit the budget, and (when a
    /// look at the process finds its memory past the ceiling) as many bytes more as the
    /// excess. Never called with an owner's lock held: it takes each victim's.
    pub fn settle(&self) {
        let mut busy = Vec::new();
        let excess = self.resident_excess();
        let target = {
            let ledger = self.ledger.lock();
            self.limit.min(ledger.total.saturating_sub(excess))
        };
        loop {
            let (stamp, charge) = {
                let mut ledger = self.ledger.lock();
                if ledger.total <= target {
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

    static HELD: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

    fn held() -> Option<usize> {
        Some(HELD.load(std::sync::atomic::Ordering::SeqCst))
    }

    #[test]
    fn memory_past_the_resident_ceiling_lets_go_of_as_many_charged_bytes_at_most_once_a_period() {
        let budget = Budget::with_resident_ceiling(1_000, 500, held);
        let owner: Arc<Log> = Arc::default();
        let weak = || Arc::downgrade(&owner) as Weak<dyn Evict>;
        let charges: Vec<u64> = (0..8).map(|_| budget.charge(100, weak())).collect();
        HELD.store(750, std::sync::atomic::Ordering::SeqCst);
        budget.settle();
        assert_eq!(
            *owner.0.lock(),
            charges[..3],
            "250 past the ceiling: three of 100 go"
        );
        assert_eq!(budget.used(), 500);
        budget.settle();
        assert_eq!(budget.used(), 500, "no second look within the period");
        std::thread::sleep(RESIDENT_EVERY);
        HELD.store(400, std::sync::atomic::Ordering::SeqCst);
        budget.settle();
        assert_eq!(
            budget.used(),
            500,
            "under the ceiling, the budget alone decides"
        );
    }
}
