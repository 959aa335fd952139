//! Running over stdio and stopping cleanly (§7.3): SIGTERM, SIGINT or EOF on stdin stop
//! new requests, let those in flight finish and send their answers, flush stderr, exit 0.

use std::io::Write;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

use rmcp::ServiceExt;
use tokio::sync::Notify;

use super::Handler;
use super::held_eof::HeldEof;
use super::stdio::Lines;
use super::workers::Workers;
use dbprint_tools::state::State;

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
    fn stop_accepting(&self) {
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

pub(super) async fn stop_signal() {
    use tokio::signal::unix::{SignalKind, signal};
    match (
        signal(SignalKind::terminate()),
        signal(SignalKind::interrupt()),
    ) {
        (Ok(mut term), Ok(mut int)) => {
            tokio::select! {
                _ = term.recv() => {}
                _ = int.recv() => {}
            }
        }
        _ => std::future::pending::<()>().await,
    }
}

/// Serves MCP over stdin/stdout until EOF or a stop signal; returns the exit code.
pub async fn serve_stdio(state: Arc<State>) -> i32 {
    let flight = Arc::new(Flight::default());
    let workers = Arc::new(Workers::from_env());
    dbprint_tools::state::refresh::start(&state);
    let handler = Handler::new(state, Arc::clone(&flight), workers);
    let (stdin, stdout) = rmcp::transport::stdio();
    let stdin = HeldEof::new(stdin, Arc::clone(&flight));
    let service = match handler.serve(Lines::new(stdin, stdout)).await {
        Ok(service) => service,
        Err(rmcp::service::ServerInitializeError::ConnectionClosed(_)) => {
            tracing::info!("stdin closed before the handshake; exiting");
            return 0;
        }
        Err(e) => {
            tracing::error!("the MCP session did not start: {e}");
            return 1;
        }
    };
    let token = service.cancellation_token();
    let mut waiting = tokio::spawn(service.waiting());
    tokio::select! {
        _ = &mut waiting => {
            tracing::info!("the session ended; exiting");
        }
        _ = stop_signal() => {
            flight.stop_accepting();
            tracing::info!(
                "stop signal received; accepting no new requests, finishing requests in flight"
            );
            flight.drain().await;
            tokio::time::sleep(FLUSH_GRACE).await;
            token.cancel();
            let _ = waiting.await;
        }
    }
    let _ = std::io::stderr().flush();
    0
}
