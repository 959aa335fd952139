//! Rebuilding ahead of the next call: a thread that waits on the watcher's notices and, once a
//! burst of them has settled, runs for each root they concern the same check and rebuild a
//! call runs (`Registry::current`), so the next call's own check finds the work done. It
//! decides nothing a call does not decide again: a notice missed costs that call the rebuild,
//! never an answer.

use std::sync::{Arc, Weak};
use std::time::{Duration, Instant};

use crate::state::State;
use dbprint_print::access::Reading;

/// A burst of notices is settled once none came for this long...
const QUIET: Duration = Duration::from_millis(150);
/// ...or once it has lasted this long (a long regeneration is caught up with as it goes).
const AT_MOST: Duration = Duration::from_secs(2);
/// How often an idle refresher looks whether its server is still there.
const IDLE: Duration = Duration::from_secs(1);

/// Turns on the watcher of `state`'s compiled indexes and starts the thread acting on it; the
/// thread ends once `state` is dropped.
pub fn start(state: &Arc<State>) {
    let waiter = state.index.watch();
    let state: Weak<State> = Arc::downgrade(state);
    let spawned = dbprint_base::threads::named("dbprint-refresh").spawn(move || {
        loop {
            let mut roots = waiter.take(IDLE);
            if state.strong_count() == 0 {
                return;
            }
            if roots.is_empty() {
                continue;
            }
            let began = Instant::now();
            while began.elapsed() < AT_MOST {
                let more = waiter.take(QUIET);
                if more.is_empty() {
                    break;
                }
                roots.extend(more);
            }
            let Some(state) = state.upgrade() else {
                return;
            };
            for conn in &state.prints.served.connections {
                if roots.contains(&conn.print_root) {
                    let reading = Reading::new(&state.prints);
                    let _ = state.index.current(&reading, conn);
                }
            }
        }
    });
    if let Err(e) = spawned {
        tracing::warn!("cannot start the index refresher ({e}); every call rebuilds what changed");
    }
}
