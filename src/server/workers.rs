//! The bounded worker pool every request's work runs on: a fixed number of blocking threads
//! at a time, however many sessions and requests arrive. A request waits (asynchronously,
//! holding no thread) for a free worker, so a slow call occupies one worker and never the
//! async threads that accept, parse and answer everyone else's requests. A request that only
//! waits for another's work (`seat::wait_unseated`) gives its worker back meanwhile.

use std::sync::Arc;

use tokio::runtime::Handle;
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

/// The pool's size unless `DBPRINT_WORKERS` names one: twice the cores, at least 4, so a few
/// slow calls (a first compile of a large connection) leave workers for the quick ones.
fn default_size() -> usize {
    let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
    (2 * cores).clamp(4, 64)
}

pub struct Workers {
    permits: Arc<Semaphore>,
    size: usize,
}

/// One request's worker, as its thread holds it.
struct Worker {
    permits: Arc<Semaphore>,
    held: Option<OwnedSemaphorePermit>,
    runtime: Handle,
}

impl dbprint_base::seat::Seat for Worker {
    fn leave(&mut self) {
        self.held = None;
    }

    fn retake(&mut self) {
        let permits = Arc::clone(&self.permits);
        self.held = self.runtime.block_on(permits.acquire_owned()).ok();
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
            permits: Arc::new(Semaphore::new(size)),
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
        let permit = Arc::clone(&self.permits)
            .acquire_owned()
            .await
            .map_err(|_| "the worker pool is closed".to_string())?;
        let worker = Worker {
            permits: Arc::clone(&self.permits),
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
}
