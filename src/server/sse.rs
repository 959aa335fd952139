//! The legacy HTTP+SSE transport at the reference's own paths, so a client configured for the
//! reference (`claude mcp add --transport sse ... /sse`) works unchanged: `GET /sse` opens a
//! session's event stream and announces, as its first `endpoint` event, where the session's
//! requests go (`/messages/?session_id=<hex>`); each `POST` there carries one JSON-RPC
//! message and is answered 202, its reply arriving on the stream as a `message` event.
//! Owns the table of open sessions; a session lives as long as its stream, and its stream no
//! longer than the session: at most half the connection cap open at once, each ended when no
//! `initialize` came within the init timeout or nothing came from its client within the idle
//! timeout (rmcp's Streamable HTTP sessions' limits), and a POST never waits (`sse_session`).

use std::collections::HashMap;
use std::convert::Infallible;
use std::sync::Arc;
use std::time::Duration;

use axum::body::Bytes;
use axum::extract::{Query, State as AxumState};
use axum::http::{Method, StatusCode, header};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use futures::channel::mpsc as replies;
use futures::{Stream, StreamExt};
use parking_lot::Mutex;
use rmcp::ServiceExt;
use rmcp::model::{ClientJsonRpcMessage, ServerJsonRpcMessage};
use tokio::sync::mpsc::{self, error::TrySendError};
use tokio_util::sync::CancellationToken;

use super::Handler;
use super::limits::Limits;
use super::sse_session::{Live, QUEUE};

/// Where `GET /sse` tells the client to post its messages.
pub const MESSAGES: &str = "/messages/";
/// Where the event stream is opened.
pub const STREAM: &str = "/sse";

/// An open session as its POSTs reach it.
#[derive(Clone)]
struct Session {
    inbox: mpsc::Sender<ClientJsonRpcMessage>,
    live: Arc<Live>,
}

/// The bounds every session keeps.
#[derive(Clone, Copy)]
struct Bounds {
    /// Sessions open at once.
    most: usize,
    /// Until `initialize`.
    init: Duration,
    /// Between two messages from the client.
    idle: Duration,
}

/// The open SSE sessions, and how to make the handler of a new one.
pub struct Hub {
    sessions: Mutex<HashMap<String, Session>>,
    handler: Box<dyn Fn() -> Handler + Send + Sync>,
    stop: CancellationToken,
    bounds: Bounds,
}

impl Hub {
    /// `stop`, once cancelled, ends every stream (after the requests in flight answered).
    pub fn new(
        handler: impl Fn() -> Handler + Send + Sync + 'static,
        stop: CancellationToken,
        limits: &Limits,
    ) -> Self {
        Hub {
            sessions: Mutex::new(HashMap::new()),
            handler: Box::new(handler),
            stop,
            bounds: Bounds {
                most: limits.sse_sessions(),
                init: limits.session_init,
                idle: limits.session_idle,
            },
        }
    }

    fn session(&self, id: &str) -> Option<Session> {
        self.sessions.lock().get(id).cloned()
    }

    /// A new session under `id`, unless as many are open as the bounds allow.
    fn enter(&self, id: &str, inbox: mpsc::Sender<ClientJsonRpcMessage>) -> Option<Arc<Live>> {
        let mut sessions = self.sessions.lock();
        if sessions.len() >= self.bounds.most {
            return None;
        }
        let live = Arc::new(Live::new(self.stop.child_token()));
        let session = Session {
            inbox,
            live: Arc::clone(&live),
        };
        sessions.insert(id.to_string(), session);
        Some(live)
    }
}

/// Removes its session from the hub when the stream is dropped (the client went away, the
/// session ended, or the server is stopping), which closes the session's inbox and so ends its
/// MCP service.
struct Leaving {
    hub: Arc<Hub>,
    id: String,
    ended: CancellationToken,
}

impl Drop for Leaving {
    fn drop(&mut self) {
        self.hub.sessions.lock().remove(&self.id);
        self.ended.cancel();
        tracing::debug!("SSE session {} closed", self.id);
    }
}

fn plain(status: StatusCode, text: impl Into<String>) -> Response {
    (
        status,
        [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
        text.into(),
    )
        .into_response()
}

/// The message event for one outgoing JSON-RPC message.
fn message_event(message: &ServerJsonRpcMessage) -> Event {
    match serde_json::to_string(message) {
        Ok(json) => Event::default().event("message").data(json),
        Err(e) => Event::default().comment(format!("unserializable message dropped: {e}")),
    }
}

/// Runs a session's MCP service over its two queues until it ends: no `initialize` within the
/// init timeout, nothing from the client within the idle timeout, its stream gone, or the
/// server stopping. The session's end is its stream's end.
fn run(
    hub: &Hub,
    id: String,
    live: Arc<Live>,
    transport: (
        replies::Sender<ServerJsonRpcMessage>,
        impl Stream<Item = ClientJsonRpcMessage> + Send + Unpin + 'static,
    ),
) {
    let handler = (hub.handler)();
    let bounds = hub.bounds;
    tokio::spawn(async move {
        let _ends_the_stream = live.ended.clone().drop_guard();
        let service = match tokio::time::timeout(bounds.init, handler.serve(transport)).await {
            Ok(Ok(service)) => service,
            Ok(Err(e)) => {
                tracing::debug!("SSE session {id} ended before its handshake: {e}");
                return;
            }
            Err(_) => {
                tracing::debug!(
                    "SSE session {id} ended: no initialize within {} s",
                    bounds.init.as_secs()
                );
                return;
            }
        };
        let token = service.cancellation_token();
        tokio::select! {
            _ = service.waiting() => {}
            () = live.ended.cancelled() => token.cancel(),
            () = live.silent_for(bounds.idle) => {
                tracing::debug!(
                    "SSE session {id} ended: nothing from its client for {} s",
                    bounds.idle.as_secs()
                );
                token.cancel();
            }
        }
    });
}

/// `GET /sse`: a new session, its `endpoint` event, then its replies.
pub async fn open(AxumState(hub): AxumState<Arc<Hub>>) -> Response {
    let id = uuid::Uuid::new_v4().simple().to_string();
    let (inbox, mut requests) = mpsc::channel::<ClientJsonRpcMessage>(QUEUE);
    let Some(live) = hub.enter(&id, inbox) else {
        return plain(
            StatusCode::SERVICE_UNAVAILABLE,
            format!(
                "{} SSE sessions are open, as many as this server keeps: close one, or use Streamable HTTP at /mcp",
                hub.bounds.most
            ),
        );
    };
    let (replies, outbox) = replies::channel::<ServerJsonRpcMessage>(QUEUE);
    let requests = futures::stream::poll_fn(move |cx| requests.poll_recv(cx));
    run(&hub, id.clone(), Arc::clone(&live), (replies, requests));
    tracing::debug!("SSE session {id} opened");
    let endpoint = Event::default()
        .event("endpoint")
        .data(format!("{MESSAGES}?session_id={id}"));
    let ended = live.ended.clone();
    let leaving = Leaving {
        hub: Arc::clone(&hub),
        id,
        ended: ended.clone(),
    };
    let events = futures::stream::once(async { endpoint })
        .chain(outbox.map(move |message| {
            live.delivered(&message);
            message_event(&message)
        }))
        .map(move |event| {
            let _held = &leaving;
            Ok::<_, Infallible>(event)
        });
    let events = events.take_until(ended.cancelled_owned());
    Sse::new(boxed(events))
        .keep_alive(KeepAlive::default())
        .into_response()
}

fn boxed(
    events: impl Stream<Item = Result<Event, Infallible>> + Send + 'static,
) -> std::pin::Pin<Box<dyn Stream<Item = Result<Event, Infallible>> + Send>> {
    Box::pin(events)
}

#[derive(serde::Deserialize)]
pub struct Addressed {
    session_id: Option<String>,
}

/// `POST /messages/?session_id=<hex>`: one message into its session; 202 once queued, never
/// a wait: 429 while the session has `QUEUE` requests unanswered or unread, 503 while its
/// queue is full.
pub async fn post(
    AxumState(hub): AxumState<Arc<Hub>>,
    method: Method,
    Query(addressed): Query<Addressed>,
    body: Bytes,
) -> Response {
    if method != Method::POST {
        let mut response = plain(StatusCode::METHOD_NOT_ALLOWED, "Method Not Allowed");
        response
            .headers_mut()
            .insert(header::ALLOW, header::HeaderValue::from_static("POST"));
        return response;
    }
    let Some(id) = addressed.session_id else {
        return plain(StatusCode::BAD_REQUEST, "session_id is required");
    };
    let Ok(id) = uuid::Uuid::try_parse(&id) else {
        return plain(StatusCode::BAD_REQUEST, "Invalid session ID");
    };
    let id = id.simple().to_string();
    let Some(session) = hub.session(&id) else {
        return plain(StatusCode::NOT_FOUND, "Could not find session");
    };
    let Ok(message) = serde_json::from_slice::<ClientJsonRpcMessage>(&body) else {
        return plain(StatusCode::BAD_REQUEST, "Could not parse message");
    };
    if !session.live.admit(&message) {
        return plain(
            StatusCode::TOO_MANY_REQUESTS,
            format!(
                "session {id} has {QUEUE} requests whose replies are not yet computed or not yet read from its event stream: read the stream before sending more"
            ),
        );
    }
    match session.inbox.try_send(message) {
        Ok(()) => plain(StatusCode::ACCEPTED, "Accepted"),
        Err(TrySendError::Full(message)) => {
            session.live.withdraw(&message);
            plain(
                StatusCode::SERVICE_UNAVAILABLE,
                format!(
                    "session {id}'s queue of {QUEUE} messages is full: send this one again shortly"
                ),
            )
        }
        Err(TrySendError::Closed(_)) => plain(StatusCode::NOT_FOUND, "Could not find session"),
    }
}
