//! What bounds one legacy SSE session, shared by its POSTs and its stream: the requests it has
//! posted whose replies its stream has not yet taken (at most `QUEUE`, so a client that never
//! reads its stream is refused, never queued for without end), when its client last sent a
//! message (for the idle timeout), and the token that ends it.

use std::collections::HashSet;
use std::time::Duration;

use parking_lot::Mutex;
use rmcp::model::{
    ClientJsonRpcMessage, ClientNotification, JsonRpcMessage, RequestId, ServerJsonRpcMessage,
};
use rmcp::transport::streamable_http_server::session::local::SessionConfig;
use tokio::time::Instant;
use tokio_util::sync::CancellationToken;

/// Messages a session queues each way, and requests it may have unanswered or unread: the
/// capacity of rmcp's Streamable HTTP sessions.
pub const QUEUE: usize = SessionConfig::DEFAULT_CHANNEL_CAPACITY;

pub struct Live {
    unanswered: Mutex<HashSet<RequestId>>,
    heard: Mutex<Instant>,
    /// Cancelled to end the session: its stream ends and its service is cancelled.
    pub ended: CancellationToken,
}

impl Live {
    pub fn new(ended: CancellationToken) -> Self {
        Live {
            unanswered: Mutex::new(HashSet::new()),
            heard: Mutex::new(Instant::now()),
            ended,
        }
    }

    /// Notes a message from the client; `false` when it is a new request and `QUEUE` requests
    /// are already unanswered or unread.
    pub fn admit(&self, message: &ClientJsonRpcMessage) -> bool {
        *self.heard.lock() = Instant::now();
        match message {
            JsonRpcMessage::Request(request) => {
                let mut unanswered = self.unanswered.lock();
                if unanswered.len() >= QUEUE && !unanswered.contains(&request.id) {
                    return false;
                }
                unanswered.insert(request.id.clone());
            }
            JsonRpcMessage::Notification(notification) => {
                if let ClientNotification::CancelledNotification(cancelled) =
                    &notification.notification
                    && let Some(id) = &cancelled.params.request_id
                {
                    self.unanswered.lock().remove(id);
                }
            }
            JsonRpcMessage::Response(_) | JsonRpcMessage::Error(_) => {}
        }
        true
    }

    /// Takes back a request admitted but never queued.
    pub fn withdraw(&self, message: &ClientJsonRpcMessage) {
        if let JsonRpcMessage::Request(request) = message {
            self.unanswered.lock().remove(&request.id);
        }
    }

    /// Notes a message the stream took.
    pub fn delivered(&self, message: &ServerJsonRpcMessage) {
        let id = match message {
            JsonRpcMessage::Response(response) => Some(&response.id),
            JsonRpcMessage::Error(error) => error.id.as_ref(),
            JsonRpcMessage::Request(_) | JsonRpcMessage::Notification(_) => None,
        };
        if let Some(id) = id {
            self.unanswered.lock().remove(id);
        }
    }

    /// When the session has heard nothing from its client for `idle`, unless it hears more.
    fn silent_at(&self, idle: Duration) -> Instant {
        *self.heard.lock() + idle
    }

    /// Resolves once the client has sent nothing for `idle`.
    pub async fn silent_for(&self, idle: Duration) {
        loop {
            let until = self.silent_at(idle);
            if Instant::now() >= until {
                return;
            }
            tokio::time::sleep_until(until).await;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn client(message: serde_json::Value) -> ClientJsonRpcMessage {
        serde_json::from_value(message).unwrap()
    }

    fn request(id: u64) -> ClientJsonRpcMessage {
        client(json!({"jsonrpc": "2.0", "id": id, "method": "ping"}))
    }

    fn reply(id: u64) -> ServerJsonRpcMessage {
        serde_json::from_value(json!({"jsonrpc": "2.0", "id": id, "result": {}})).unwrap()
    }

    #[test]
    fn a_session_takes_16_requests_unanswered_or_unread_then_refuses() {
        let live = Live::new(CancellationToken::new());
        for id in 0..16 {
            assert!(live.admit(&request(id)), "{id}");
        }
        assert!(!live.admit(&request(16)));
        assert!(
            live.admit(&request(3)),
            "a request id already waiting is not one more"
        );
        let ping = client(json!({"jsonrpc": "2.0", "method": "notifications/initialized"}));
        assert!(live.admit(&ping), "a notification is never refused");
        live.delivered(&reply(0));
        assert!(live.admit(&request(16)), "the stream took a reply");
        assert!(!live.admit(&request(17)));
    }

    #[test]
    fn a_cancelled_or_withdrawn_request_frees_its_place() {
        let live = Live::new(CancellationToken::new());
        for id in 0..16 {
            assert!(live.admit(&request(id)));
        }
        let cancelled = client(
            json!({"jsonrpc": "2.0", "method": "notifications/cancelled",
                                      "params": {"requestId": 5}}),
        );
        assert!(live.admit(&cancelled));
        assert!(live.admit(&request(16)));
        live.withdraw(&request(16));
        assert!(live.admit(&request(17)));
        let error: ServerJsonRpcMessage = serde_json::from_value(
            json!({"jsonrpc": "2.0", "id": 1, "error": {"code": -32601, "message": "no"}}),
        )
        .unwrap();
        live.delivered(&error);
        assert!(live.admit(&request(18)), "an error reply answers too");
    }

    #[test]
    fn every_message_from_the_client_puts_off_the_idle_end() {
        let live = Live::new(CancellationToken::new());
        let idle = Duration::from_secs(300);
        let first = live.silent_at(idle);
        std::thread::sleep(Duration::from_millis(5));
        assert!(live.admit(&request(1)));
        assert!(live.silent_at(idle) > first);
        std::thread::sleep(Duration::from_millis(5));
        let before = live.silent_at(idle);
        live.delivered(&reply(1));
        assert_eq!(
            live.silent_at(idle),
            before,
            "a reply is not the client speaking"
        );
    }
}
