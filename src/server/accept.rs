//! The HTTP accept loop (in place of `axum::serve`, and serving as it does: hyper's HTTP/1 over
//! each connection, TCP_NODELAY set): at most `Limits::connections` connections open, at the cap
//! no accept until one closes (the rest wait in the kernel's backlog); an accept that fails (no
//! descriptor or memory left) retried after a pause doubling from 10 ms to 1 s, said once per
//! episode; every connection watched by its `Activity` and closed when a rule says so; and the
//! stop: no accept after the stop signal, then the caller's wind-down (requests in flight
//! answer), then every connection closed once its response in progress ended.

use std::io;
use std::pin::pin;
use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use hyper_util::rt::{TokioExecutor, TokioIo};
use hyper_util::server::conn::auto::Builder;
use parking_lot::Mutex;
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};
use tokio::time::Instant;
use tokio_util::sync::CancellationToken;

use super::activity::{Activity, Verdict, Why};
use super::limits::Limits;
use super::watched::{Counted, Watched};

const FIRST_PAUSE: Duration = Duration::from_millis(10);
const LONGEST_PAUSE: Duration = Duration::from_secs(1);

/// The pauses between failed accepts: 10 ms doubling to 1 s, from the start again after a
/// success.
#[derive(Debug, Default)]
struct Backoff {
    next: Option<Duration>,
}

impl Backoff {
    /// The pause after a failed accept, and whether the failure begins an episode.
    fn failed(&mut self) -> (Duration, bool) {
        let pause = self.next.unwrap_or(FIRST_PAUSE);
        let first = self.next.is_none();
        self.next = Some((pause * 2).min(LONGEST_PAUSE));
        (pause, first)
    }

    /// An accept succeeded; whether that ended an episode of failures.
    fn succeeded(&mut self) -> bool {
        self.next.take().is_some()
    }
}

/// Whether a failed accept concerns that one connection only (it went away before it was
/// accepted), so the next accept may follow at once.
fn one_connection(e: &io::Error) -> bool {
    matches!(
        e.kind(),
        io::ErrorKind::ConnectionAborted
            | io::ErrorKind::ConnectionReset
            | io::ErrorKind::Interrupted
    )
}

fn said(why: Why, limits: &Limits) -> String {
    match why {
        Why::Head => format!("no whole request head within {} s", limits.header.as_secs()),
        Why::Idle => format!("idle for {} s", limits.idle.as_secs()),
        Why::Stalled => format!(
            "its client took nothing of the response for {} s",
            limits.idle.as_secs()
        ),
    }
}

/// Serves one connection until it ends, its `Activity` says to close it, or (after `closing`)
/// its response in progress ended. Holds `_permit`, its place under the cap, until then.
async fn connection(
    tcp: TcpStream,
    app: Router,
    limits: Limits,
    closing: CancellationToken,
    _permit: OwnedSemaphorePermit,
) {
    let activity = Arc::new(Mutex::new(Activity::accepted(Instant::now())));
    let io = TokioIo::new(Watched::new(tcp, Arc::clone(&activity)));
    let service = Counted::new(app, Arc::clone(&activity));
    let builder = Builder::new(TokioExecutor::new());
    let mut served = pin!(builder.serve_connection_with_upgrades(io, service));
    let mut closing_seen = false;
    loop {
        let verdict = activity
            .lock()
            .verdict(Instant::now(), limits.header, limits.idle);
        let until = match verdict {
            Verdict::Keep(until) => until,
            Verdict::Close(why) => {
                tracing::debug!("connection closed: {}", said(why, &limits));
                return;
            }
        };
        tokio::select! {
            ended = served.as_mut() => {
                if let Err(e) = ended {
                    tracing::debug!("connection ended: {e}");
                }
                return;
            }
            () = closing.cancelled(), if !closing_seen => {
                closing_seen = true;
                served.as_mut().graceful_shutdown();
            }
            () = tokio::time::sleep_until(until) => {}
        }
    }
}

/// Accepts and serves connections to `app` until `signal`; then accepts no more, awaits
/// `wind_down`, closes every connection once its response in progress ended, and returns.
pub async fn serve(
    listener: TcpListener,
    app: Router,
    limits: Limits,
    signal: impl Future<Output = ()>,
    wind_down: impl Future<Output = ()>,
) {
    let places = Arc::new(Semaphore::new(limits.connections));
    let closing = CancellationToken::new();
    let mut signal = pin!(signal);
    let mut backoff = Backoff::default();
    loop {
        let place = tokio::select! {
            place = Arc::clone(&places).acquire_owned() => place,
            () = &mut signal => break,
        };
        let Ok(place) = place else { break };
        let accepted = tokio::select! {
            accepted = listener.accept() => accepted,
            () = &mut signal => break,
        };
        match accepted {
            Ok((tcp, _)) => {
                if backoff.succeeded() {
                    tracing::info!("accepting connections again");
                }
                // Answers go out in several writes (head, then events): without TCP_NODELAY,
                // Nagle holds each later one for the client's delayed ACK, some 40 ms a call.
                if let Err(e) = tcp.set_nodelay(true) {
                    tracing::debug!("TCP_NODELAY not set: {e}");
                }
                tokio::spawn(connection(tcp, app.clone(), limits, closing.clone(), place));
            }
            Err(e) if one_connection(&e) => {
                tracing::debug!("a connection went away before it was accepted: {e}");
            }
            Err(e) => {
                drop(place);
                let (pause, first) = backoff.failed();
                if first {
                    tracing::warn!(
                        "cannot accept a connection: {e}; trying again after pauses of up to {} s",
                        LONGEST_PAUSE.as_secs()
                    );
                } else {
                    tracing::debug!("accept failed again: {e}; next try in {pause:?}");
                }
                tokio::select! {
                    () = tokio::time::sleep(pause) => {}
                    () = &mut signal => break,
                }
            }
        }
    }
    drop(listener);
    wind_down.await;
    closing.cancel();
    let every = u32::try_from(limits.connections).unwrap_or(u32::MAX);
    let _all_closed = places.acquire_many(every).await;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn failed_accepts_pause_10_ms_doubling_to_1_s_and_a_success_starts_again() {
        let mut backoff = Backoff::default();
        let pauses: Vec<(Duration, bool)> = (0..9).map(|_| backoff.failed()).collect();
        let ms = |n| Duration::from_millis(n);
        assert_eq!(
            pauses,
            [
                (ms(10), true),
                (ms(20), false),
                (ms(40), false),
                (ms(80), false),
                (ms(160), false),
                (ms(320), false),
                (ms(640), false),
                (ms(1000), false),
                (ms(1000), false),
            ]
        );
        assert!(backoff.succeeded(), "the episode ends");
        assert!(!backoff.succeeded(), "no episode to end");
        assert_eq!(
            backoff.failed(),
            (ms(10), true),
            "a new episode, said again"
        );
    }

    #[test]
    fn only_a_connection_gone_before_its_accept_is_retried_at_once() {
        let aborted = io::Error::from(io::ErrorKind::ConnectionAborted);
        assert!(one_connection(&aborted));
        for errno in [libc::EMFILE, libc::ENFILE, libc::ENOBUFS, libc::ENOMEM] {
            let e = io::Error::from_raw_os_error(errno);
            assert!(!one_connection(&e), "{e}");
        }
    }
}
