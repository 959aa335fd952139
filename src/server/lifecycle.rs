//! Running over stdio and stopping cleanly (§7.3): SIGTERM, SIGINT or EOF on stdin stop
//! new requests, let those in flight finish and send their answers, flush stderr, exit 0.

use std::io::Write;
use std::sync::Arc;

use rmcp::ServiceExt;

use super::Handler;
use super::flight::{FLUSH_GRACE, Flight};
use super::held_eof::HeldEof;
use super::stdio::Lines;
use super::workers::Workers;
use dbprint_service::state::State;

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
    dbprint_service::state::refresh::start(&state);
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
