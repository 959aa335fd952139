//! Building early: at start, a thread of the lowest priority says the start line (`announce`),
//! then compiles (or maps and checks) the index of every served connection, one after another,
//! with what the discovery tools read of it (`companions::keep`), so the first `search_columns`
//! or `find_tables` finds it ready or under way. It runs `Registry::current` as a call would, its slices taken by the
//! pool's helpers only when no call has work for them (`parallel::in_background`); a call that
//! needs an index meanwhile waits for the one build, any other call never waits for it. The
//! server's handshake and answers never wait for it either: it starts after them and holds
//! nothing but the slot of the connection it builds.

use std::sync::{Arc, Weak};

use crate::state::announce::{self, Compiling};
use crate::state::{State, ToolSet};
use dbprint_print::access::Reading;

/// Starts the thread that says the start line (`announce`, after `head`), reads the
/// embedding model, and then, when `compiling` is `Now`, warms `state`'s served connections;
/// it ends when they are done or once the state is dropped.
pub fn start(state: &Arc<State>, head: String, compiling: Compiling) {
    let state: Weak<State> = Arc::downgrade(state);
    let spawned = dbprint_base::threads::named("dbprint-warm").spawn(move || {
        dbprint_base::sys::lowest_priority();
        let Some(count) = state.upgrade().map(|s| {
            eprintln!("{}", announce::line(&s, &head, compiling));
            s.prints.served.connections.len()
        }) else {
            return;
        };
        // The embedding model's vocabulary read now, off the handshake's path, rather than by
        // the first call that needs it.
        dbprint_embed::bundled();
        if compiling == Compiling::AtFirstCall {
            return;
        }
        for i in 0..count {
            let Some(state) = state.upgrade() else {
                return;
            };
            let conn = &state.prints.served.connections[i];
            let reading = Reading::new(&state.prints);
            dbprint_base::parallel::in_background(|| {
                let current = state.index.current(&reading, conn);
                if let (Ok(Some(compiled)), ToolSet::All) = (current, state.tool_set) {
                    crate::state::companions::keep(&state, conn, &compiled);
                }
            });
        }
    });
    if let Err(e) = spawned {
        tracing::warn!(
            "cannot start the thread that says what is served and builds the indexes early ({e}); the first search builds them"
        );
    }
}
