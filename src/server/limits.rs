//! The bounds of the HTTP transports and how the environment sets them: how long a connection
//! may take to send a request head or a body, how long it may sit idle, how many connections
//! are open at once, and how long a session may wait for `initialize` or for its client's next
//! message. Each is a whole number in the environment (`DBPRINT_HTTP_*`, `DBPRINT_SESSION_*`);
//! a value that is not one is said on stderr and the default kept.

use std::ops::RangeInclusive;
use std::time::Duration;

use rmcp::transport::streamable_http_server::session::local::SessionConfig;

/// Descriptors kept back from the connection cap for the server's own files: print files,
/// archives, the text index's files, locks, the watcher.
const RESERVE: u64 = 256;
/// The connection cap never goes past this, nor below `FEWEST`, whatever the descriptor limit.
const MOST: u64 = 1024;
const FEWEST: u64 = 16;

/// How long a timeout may be set to, in seconds (a day).
const SECONDS: RangeInclusive<u64> = 1..=86_400;
/// How many connections may be allowed at once.
const CONNECTIONS: RangeInclusive<u64> = 1..=65_536;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// From accept, or from a later request's first byte, to its whole head.
    pub header: Duration,
    /// With nothing in flight and no byte moved, or with a response no byte of which the
    /// client took, this long closes the connection. Longer than balancers keep an upstream
    /// connection, so a balancer's reuse never races our close.
    pub idle: Duration,
    /// From the head to the whole body; past it the request is answered 408.
    pub body: Duration,
    /// Connections open at once; at the cap the rest wait in the kernel's backlog.
    pub connections: usize,
    /// A session (Streamable HTTP or SSE) that has not initialized this long is ended.
    pub session_init: Duration,
    /// A session that heard nothing from its client this long is ended.
    pub session_idle: Duration,
}

/// The whole number `asked` names, when it is one within `range`.
pub(super) fn whole(asked: Option<&str>, range: &RangeInclusive<u64>) -> Option<u64> {
    asked
        .and_then(|text| text.trim().parse::<u64>().ok())
        .filter(|n| range.contains(n))
}

/// The connection cap a soft descriptor limit of `nofile` leaves room for (`None`: unlimited).
fn cap_for(nofile: Option<u64>) -> u64 {
    nofile
        .map_or(MOST, |n| n.saturating_sub(RESERVE))
        .clamp(FEWEST, MOST)
}

/// `name`'s whole number within `range`, else `default` (said on stderr when `name` is set).
pub(super) fn setting(name: &str, range: &RangeInclusive<u64>, default: u64) -> u64 {
    let asked = std::env::var(name).ok();
    whole(asked.as_deref(), range).unwrap_or_else(|| {
        if let Some(text) = &asked {
            tracing::warn!(
                "{name}={text:?} is not a whole number from {} to {}; using {default}",
                range.start(),
                range.end()
            );
        }
        default
    })
}

fn seconds(name: &str, default: Duration) -> Duration {
    Duration::from_secs(setting(name, &SECONDS, default.as_secs()))
}

impl Limits {
    pub fn from_env() -> Self {
        let connections = setting(
            "DBPRINT_HTTP_MAX_CONNECTIONS",
            &CONNECTIONS,
            cap_for(dbprint_base::sys::soft_open_files_limit()),
        );
        let limits = Limits {
            header: seconds("DBPRINT_HTTP_HEADER_TIMEOUT", Duration::from_secs(10)),
            idle: seconds("DBPRINT_HTTP_IDLE_TIMEOUT", Duration::from_secs(300)),
            body: seconds("DBPRINT_HTTP_BODY_TIMEOUT", Duration::from_secs(30)),
            connections: usize::try_from(connections).unwrap_or(usize::MAX),
            session_init: seconds(
                "DBPRINT_SESSION_INIT_TIMEOUT",
                SessionConfig::DEFAULT_INIT_TIMEOUT,
            ),
            session_idle: seconds(
                "DBPRINT_SESSION_IDLE_TIMEOUT",
                SessionConfig::DEFAULT_KEEP_ALIVE,
            ),
        };
        tracing::debug!("HTTP limits: {limits:?}");
        limits
    }

    /// Legacy SSE sessions open at once: half the connections, so streams never take the
    /// connections their own POSTs need.
    pub fn sse_sessions(&self) -> usize {
        (self.connections / 2).max(1)
    }

    /// rmcp's session settings with our init and idle timeouts.
    pub fn session_config(&self) -> SessionConfig {
        let mut config = SessionConfig::default();
        config.init_timeout = Some(self.session_init);
        config.keep_alive = Some(self.session_idle);
        config
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_setting_is_a_whole_number_within_its_range() {
        assert_eq!(whole(Some("10"), &SECONDS), Some(10));
        assert_eq!(whole(Some(" 7 "), &SECONDS), Some(7));
        assert_eq!(whole(Some("0"), &SECONDS), None);
        assert_eq!(whole(Some("86401"), &SECONDS), None);
        assert_eq!(whole(Some("1.5"), &SECONDS), None);
        assert_eq!(whole(Some("-3"), &CONNECTIONS), None);
        assert_eq!(whole(Some("many"), &CONNECTIONS), None);
        assert_eq!(whole(None, &CONNECTIONS), None);
        assert_eq!(whole(Some("65536"), &CONNECTIONS), Some(65_536));
    }

    #[test]
    fn the_connection_cap_leaves_descriptors_for_the_servers_own_files() {
        assert_eq!(cap_for(Some(1024)), 768);
        assert_eq!(cap_for(Some(512)), 256);
        assert_eq!(cap_for(Some(65_536)), 1024);
        assert_eq!(cap_for(None), 1024);
        assert_eq!(cap_for(Some(256)), 16, "at least 16");
        assert_eq!(cap_for(Some(100)), 16, "at least 16, below the reserve too");
    }

    #[test]
    fn sse_sessions_take_at_most_half_the_connections() {
        let mut limits = Limits::from_env();
        limits.connections = 768;
        assert_eq!(limits.sse_sessions(), 384);
        limits.connections = 1;
        assert_eq!(limits.sse_sessions(), 1);
    }

    #[test]
    fn a_streamable_session_gets_our_init_and_idle_timeouts() {
        let limits = Limits::from_env();
        let config = limits.session_config();
        assert_eq!(config.init_timeout, Some(limits.session_init));
        assert_eq!(config.keep_alive, Some(limits.session_idle));
        assert_eq!(
            config.channel_capacity,
            SessionConfig::DEFAULT_CHANNEL_CAPACITY
        );
    }
}
