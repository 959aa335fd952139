//! Requests in flight: counted in while the server accepts them, drained when it stops, and
//! the grace their answers get to reach the client after the last one finished (§7.3).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

use tokio::sync::Notify;

/// Requests in flight, and whether new ones are still accepted.
#[derive(Default)]
pub struct Flight {
    running: AtomicUsize,
    closing: AtomicBool,
    idle: Notify,
}

/// Held while one request runs.
pub struct FlightGuard(Arc<Flight>);

impl Flight {
    /// Counts a new request in, unless the server is closing.
    pub fn enter(self: &Arc<Self>) -> Option<FlightGuard> {
        self.running.fetch_add(1, Ordering::SeqCst);
        if self.closing.load(Ordering::SeqCst) {
            self.leave();
            return None;
        }
        Some(FlightGuard(Arc::clone(self)))
    }

    fn leave(&self) {
        if self.running.fetch_sub(1, Ordering::SeqCst) == 1 {
            self.idle.notify_waiters();
        }
    }

    /// Refuses every request counted in from now on.
    pub(super) fn stop_accepting(&self) {
        self.closing.store(true, Ordering::SeqCst);
    }

    /// Stops accepting and waits until nothing is in flight.
    pub(super) async fn drain(&self) {
        self.stop_accepting();
        loop {
            let idle = self.idle.notified();
            if self.running.load(Ordering::SeqCst) == 0 {
                return;
            }
            idle.await;
        }
    }
}

impl Drop for FlightGuard {
    fn drop(&mut self) {
        self.0.leave();
    }
}

/// How long answers already computed get to reach stdout after the last request finished.
pub(super) const FLUSH_GRACE: Duration = Duration::from_millis(200);
