//! The bounded worker pool every request's work runs on: a fixed number of blocking threads
//! at a time, however many sessions and requests arrive. A request waits (asynchronously,
//! holding no thread) for a free worker, so a slow call occupies one worker and never the
//! async threads that accept, parse and answer everyone else's requests. A request that only
//! waits for another's work (`seat::wait_unseated`) gives its worker back meanwhile, and
//! takes one again ahead of the requests that have not started: a worker let go goes first
//! to a request coming back from such a wait, so a call that waited through another's check
//! is not sent to the back of the queue behind every call that arrived since (fair tails).

use std::collections::VecDeque;
use std::sync::Arc;

use parking_lot::Mutex;
use tokio::runtime::Handle;
use tokio::sync::{OwnedSemaphorePermit, Semaphore, oneshot};

/// The pool's size unless `DBPRINT_WORKERS` names one: twice the cores, at least 4, so a few
/// slow calls (a first compile of a large connection) leave workers for the quick ones.
fn default_size() -> usize {
    let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
    (2 * cores).clamp(4, 64)
}

/// The pool's seats: the semaphore new requests queue on, in the order they came, and the
/// requests coming back from a wait, served first.
struct Seats {
    permits: Arc<Semaphore>,
    returning: Mutex<VecDeque<oneshot::Sender<OwnedSemaphorePermit>>>,
}

impl Seats {
    /// Lets `permit` go: to the longest-waiting request coming back from a wait, else to the
    /// semaphore (and so to the first request queued there).
    fn release(&self, mut permit: OwnedSemaphorePermit) {
        loop {
            let Some(returning) = self.returning.lock().pop_front() else {
                return;
            };
            match returning.send(permit) {
                Ok(()) => return,
                Err(unsent) => permit = unsent,
            }
        }
    }

    /// A seat for a request coming back from a wait: a free one at once, else the first one
    /// let go (or one the semaphore grants, whichever comes first).
    async fn retake(&self) -> Option<OwnedSemaphorePermit> {
        if let Ok(permit) = Arc::clone(&self.permits).try_acquire_owned() {
            return Some(permit);
        }
        let (sender, handed) = oneshot::channel();
        self.returning.lock().push_back(sender);
        tokio::select! {
            biased;
            permit = handed => permit.ok(),
            permit = Arc::clone(&self.permits).acquire_owned() => permit.ok(),
        }
    }
}

pub struct Workers {
    seats: Arc<Seats>,
    size: usize,
}

/// One request's worker, as its thread holds it.
struct Worker {
    seats: Arc<Seats>,
    held: Option<OwnedSemaphorePermit>,
    runtime: Handle,
}

impl dbprint_base::seat::Seat for Worker {
    fn leave(&mut self) {
        if let Some(permit) = self.held.take() {
            self.seats.release(permit);
        }
    }

    fn retake(&mut self) {
        self.held = self.runtime.block_on(self.seats.retake());
    }
}

impl Drop for Worker {
    fn drop(&mut self) {
        dbprint_base::seat::Seat::leave(self);
    }
}

impl Workers {
    /// A pool sized by `DBPRINT_WORKERS` (a whole number from 1 to 1024), else by the cores.
    pub fn from_env() -> Self {
        let size = super::limits::setting("DBPRINT_WORKERS", &(1..=1024), default_size() as u64);
        let size = usize::try_from(size).unwrap_or_else(|_| default_size());
        tracing::debug!("{size} workers");
        Workers::with_size(size)
    }

    pub fn with_size(size: usize) -> Self {
        Workers {
            seats: Arc::new(Seats {
                permits: Arc::new(Semaphore::new(size)),
                returning: Mutex::default(),
            }),
            size,
        }
    }

    pub fn size(&self) -> usize {
        self.size
    }

    /// Runs `work` on a blocking thread once a worker is free; the error says why it did not
    /// answer (it panicked, or the pool was closed).
    pub async fn run<T: Send + 'static>(
        &self,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, String> {
        let permit = Arc::clone(&self.seats.permits)
            .acquire_owned()
            .await
            .map_err(|_| "the worker pool is closed".to_string())?;
        let worker = Worker {
            seats: Arc::clone(&self.seats),
            held: Some(permit),
            runtime: Handle::current(),
        };
        tokio::task::spawn_blocking(move || dbprint_base::seat::seated(Box::new(worker), work))
            .await
            .map_err(|e| format!("request failed: {e}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_worker_count_is_a_whole_number_from_1_to_1024() {
        let configured_size = |asked| super::super::limits::whole(asked, &(1..=1024));
        assert_eq!(configured_size(Some("8")), Some(8));
        assert_eq!(configured_size(Some(" 3 ")), Some(3));
        assert_eq!(configured_size(Some("0")), None);
        assert_eq!(configured_size(Some("2000")), None);
        assert_eq!(configured_size(Some("many")), None);
        assert_eq!(configured_size(None), None);
        assert!((4..=64).contains(&default_size()));
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn no_more_than_the_pool_runs_at_once() {
        use std::sync::Arc;
        use std::sync::atomic::{AtomicUsize, Ordering};
        let workers = Arc::new(Workers::with_size(2));
        let running = Arc::new(AtomicUsize::new(0));
        let most = Arc::new(AtomicUsize::new(0));
        let calls: Vec<_> = (0..8)
            .map(|_| {
                let (workers, running, most) = (
                    Arc::clone(&workers),
                    Arc::clone(&running),
                    Arc::clone(&most),
                );
                tokio::spawn(async move {
                    workers
                        .run(move || {
                            let now = running.fetch_add(1, Ordering::SeqCst) + 1;
                            most.fetch_max(now, Ordering::SeqCst);
                            std::thread::sleep(std::time::Duration::from_millis(20));
                            running.fetch_sub(1, Ordering::SeqCst);
                        })
                        .await
                })
            })
            .collect();
        for call in calls {
            assert!(call.await.is_ok_and(|r| r.is_ok()));
        }
        let most = most.load(Ordering::SeqCst);
        assert!((1..=2).contains(&most), "{most} ran at once");
    }

    /// Runs `before`, then records `name` in `order`, as a request on `workers`.
    fn request(
        workers: &Arc<Workers>,
        order: &Arc<Mutex<Vec<&'static str>>>,
        name: &'static str,
        before: impl FnOnce() + Send + 'static,
    ) -> tokio::task::JoinHandle<Result<(), String>> {
        let (workers, order) = (Arc::clone(workers), Arc::clone(order));
        tokio::spawn(async move {
            workers
                .run(move || {
                    before();
                    order.lock().push(name);
                })
                .await
        })
    }

    /// A request back from a wait (`seat::wait_unseated`) takes the next worker let go ahead
    /// of the requests queued since it left: with one worker, A waits unseated while B runs
    /// and C and D queue (in whichever order their tasks reach the queue); when B ends, A goes
    /// on before C and D.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_request_back_from_a_wait_is_seated_before_new_ones() {
        use std::sync::mpsc;
        use std::time::Duration;
        let workers = Arc::new(Workers::with_size(1));
        let order = Arc::new(Mutex::new(Vec::new()));
        let (a_left, a_has_left) = mpsc::channel();
        let (a_go, a_may_go) = mpsc::channel::<()>();
        let a = request(&workers, &order, "A", move || {
            dbprint_base::seat::wait_unseated(|| {
                let _ = a_left.send(());
                let _ = a_may_go.recv();
            });
        });
        tokio::task::spawn_blocking(move || a_has_left.recv())
            .await
            .ok();
        let (b_started, b_has_started) = mpsc::channel();
        let (b_go, b_may_go) = mpsc::channel::<()>();
        let b = request(&workers, &order, "B", move || {
            let _ = b_started.send(());
            let _ = b_may_go.recv();
        });
        tokio::task::spawn_blocking(move || b_has_started.recv())
            .await
            .ok();
        let later = ["C", "D"].map(|name| request(&workers, &order, name, || {}));
        tokio::time::sleep(Duration::from_millis(100)).await;
        let _ = a_go.send(());
        while workers.seats.returning.lock().is_empty() {
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        let _ = b_go.send(());
        for call in [a, b].into_iter().chain(later) {
            assert!(call.await.is_ok_and(|r| r.is_ok()));
        }
        let mut order = order.lock().clone();
        order[2..].sort_unstable();
        assert_eq!(
            order,
            ["B", "A", "C", "D"],
            "C and D may queue in either order"
        );
    }
}
