//! Reads of a file under way, so that two callers wanting the same identity of one file read
//! and parse it once: the first leads, and a second that finds it under way waits for what it
//! came to. A lead that ends without facts (the identity moved while it read, or it unwound)
//! releases its followers to read for themselves; a follower never trusts a lead of another
//! identity, or one that was not asked for what the follower needs.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use parking_lot::{Condvar, Mutex};

use super::{Facts, Identity, Want};

/// The reads under way, one per path.
#[derive(Default)]
pub(super) struct Flights(Mutex<HashMap<PathBuf, Arc<Flight>>>);

/// One read under way: the identity it reads and what it was asked for, then what it came to.
struct Flight {
    identity: Identity,
    want: Want,
    outcome: Mutex<Outcome>,
    ended: Condvar,
}

enum Outcome {
    UnderWay,
    Landed(Facts),
    Abandoned,
}

/// What a reader is to do about a read under way.
pub(super) enum Joined<'f> {
    /// Another reader read the same identity for what this one wants: its facts.
    Landed(Facts),
    /// No read of it is under way: this reader leads, and lands its facts through the lead.
    Leads(Lead<'f>),
    /// A read is under way that cannot serve this one: read alone.
    Alone,
}

/// The lead of a read: `land` hands its facts to whoever waits; dropped without, it
/// releases them to read for themselves.
pub(super) struct Lead<'f> {
    flights: &'f Flights,
    path: PathBuf,
    flight: Arc<Flight>,
}

fn serves(had: Want, wanted: Want) -> bool {
    had == wanted || had == Want::TextAndYaml
}

impl Flights {
    /// Joins the read of `path` at `identity` under way, or leads one.
    pub(super) fn join(&self, path: &Path, identity: Identity, want: Want) -> Joined<'_> {
        let flight = {
            let mut flights = self.0.lock();
            match flights.get(path) {
                Some(flight) if flight.identity == identity && serves(flight.want, want) => {
                    Arc::clone(flight)
                }
                Some(_) => return Joined::Alone,
                None => {
                    let flight = Arc::new(Flight {
                        identity,
                        want,
                        outcome: Mutex::new(Outcome::UnderWay),
                        ended: Condvar::new(),
                    });
                    flights.insert(path.to_path_buf(), Arc::clone(&flight));
                    return Joined::Leads(Lead {
                        flights: self,
                        path: path.to_path_buf(),
                        flight,
                    });
                }
            }
        };
        let mut outcome = flight.outcome.lock();
        while matches!(*outcome, Outcome::UnderWay) {
            flight.ended.wait(&mut outcome);
        }
        match &*outcome {
            Outcome::Landed(facts) => Joined::Landed(facts.clone()),
            Outcome::UnderWay | Outcome::Abandoned => Joined::Alone,
        }
    }
}

impl Lead<'_> {
    /// Hands `facts` to every reader waiting on this read.
    pub(super) fn land(self, facts: &Facts) {
        self.end(Outcome::Landed(facts.clone()));
    }

    fn end(&self, outcome: Outcome) {
        {
            let mut flights = self.flights.0.lock();
            if flights
                .get(&self.path)
                .is_some_and(|f| Arc::ptr_eq(f, &self.flight))
            {
                flights.remove(&self.path);
            }
        }
        let mut ended = self.flight.outcome.lock();
        if matches!(*ended, Outcome::UnderWay) {
            *ended = outcome;
        }
        self.flight.ended.notify_all();
    }
}

impl Drop for Lead<'_> {
    fn drop(&mut self) {
        self.end(Outcome::Abandoned);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    fn identity(size: u64) -> Identity {
        Identity {
            device: 1,
            inode: 2,
            size,
            mtime_ns: 3,
            ctime_ns: 4,
        }
    }

    /// Waits until a follower holds the lead's flight (the map, the lead and it): it is
    /// then waiting, or about to.
    fn until_followed(lead: &Lead<'_>) {
        for _ in 0..10_000 {
            if Arc::strong_count(&lead.flight) == 3 {
                return;
            }
            std::thread::sleep(Duration::from_millis(1));
        }
        panic!("no follower joined the read");
    }

    fn landed_text(joined: Joined<'_>) -> Option<String> {
        match joined {
            Joined::Landed(facts) => Some(facts.text?.ok()?.to_string()),
            Joined::Leads(_) | Joined::Alone => None,
        }
    }

    /// Two readers of one identity at once (§7.1's identity, read once): the second waits
    /// for the first's facts instead of reading the file again.
    #[test]
    fn a_second_reader_of_the_same_identity_waits_for_the_first() {
        let flights = Flights::default();
        let path = Path::new("/print/statistics.yaml");
        let Joined::Leads(lead) = flights.join(path, identity(10), Want::TextAndYaml) else {
            panic!("the first reader leads");
        };
        std::thread::scope(|scope| {
            let follower =
                scope.spawn(|| landed_text(flights.join(path, identity(10), Want::Yaml)));
            until_followed(&lead);
            std::thread::sleep(Duration::from_millis(20));
            assert!(
                !follower.is_finished(),
                "the follower waits while the lead reads"
            );
            let facts = Facts {
                text: Some(Ok("read once".into())),
                ..Facts::default()
            };
            lead.land(&facts);
            assert_eq!(follower.join().ok().flatten().as_deref(), Some("read once"));
        });
        assert!(
            matches!(
                flights.join(path, identity(10), Want::Yaml),
                Joined::Leads(_)
            ),
            "a landed read is no longer under way"
        );
    }

    /// A lead that ends without facts releases its followers to read alone; a reader of
    /// another identity, or wanting what the lead was not asked for, never waits on it.
    #[test]
    fn a_reader_waits_only_for_a_lead_that_can_serve_it() {
        let flights = Flights::default();
        let path = Path::new("/print/statistics.yaml");
        let Joined::Leads(lead) = flights.join(path, identity(10), Want::Yaml) else {
            panic!("the first reader leads");
        };
        assert!(matches!(
            flights.join(path, identity(11), Want::Yaml),
            Joined::Alone
        ));
        assert!(matches!(
            flights.join(path, identity(10), Want::Text),
            Joined::Alone
        ));
        std::thread::scope(|scope| {
            let follower = scope
                .spawn(|| matches!(flights.join(path, identity(10), Want::Yaml), Joined::Alone));
            until_followed(&lead);
            drop(lead);
            assert!(follower.join().unwrap_or(false), "released to read alone");
        });
    }
}
