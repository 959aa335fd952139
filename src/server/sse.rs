//! The legacy HTTP+SSE transport at the reference's own paths, so a client configured for the
//! reference (`claude mcp add --transport sse ... /sse`) works unchanged: `GET /sse` opens a
//! session's event stream and announces, as its first `endpoint` event, where the session's
//! requests go (`/messages/?session_id=<hex>`); each `POST` there carries one JSON-RPC
//! message and is answered 202, its reply arriving on the stream as a `message` event.
//! Owns the table of open sessions; a session lives as long as its stream.

use std::collections::HashMap;
use std::convert::Infallible;
use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::{Query, State as AxumState};
use axum::http::{Method, StatusCode, header};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use futures::channel::mpsc;
use futures::{SinkExt, Stream, StreamExt};
use parking_lot::Mutex;
use rmcp::ServiceExt;
use rmcp::model::{ClientJsonRpcMessage, ServerJsonRpcMessage};
use tokio_util::sync::CancellationToken;

use super::Handler;

/// Where `GET /sse` tells the client to post its messages.
pub const MESSAGES: &str = "/messages/";
/// Where the event stream is opened.
pub const STREAM: &str = "/sse";
/// Messages a session buffers each way before the sender waits.
const QUEUE: usize = 64;

type Inbox = mpsc::Sender<ClientJsonRpcMessage>;

/// The open SSE sessions, and how to make the handler of a new one.
pub struct Hub {
    sessions: Mutex<HashMap<String, Inbox>>,
    handler: Box<dyn Fn() -> Handler + Send + Sync>,
    stop: CancellationToken,
}

impl Hub {
    /// `stop`, once cancelled, ends every stream (after the requests in flight answered).
    pub fn new(
        handler: impl Fn() -> Handler + Send + Sync + 'static,
        stop: CancellationToken,
    ) -> Self {
        Hub {
            sessions: Mutex::new(HashMap::new()),
            handler: Box::new(handler),
            stop,
        }
    }

    fn inbox(&self, id: &str) -> Option<Inbox> {
        self.sessions.lock().get(id).cloned()
    }
}

/// Removes its session from the hub when the stream is dropped (the client went away, or the
/// server is stopping), which closes the session's inbox and so ends its MCP service.
struct Leaving {
    hub: Arc<Hub>,
    id: String,
}

impl Drop for Leaving {
    fn drop(&mut self) {
        self.hub.sessions.lock().remove(&self.id);
        tracing::debug!("SSE session {} closed", self.id);
    }
}

fn plain(status: StatusCode, text: &'static str) -> Response {
    (
        status,
        [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
        text,
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

/// `GET /sse`: a new session, its `endpoint` event, then its replies.
pub async fn open(AxumState(hub): AxumState<Arc<Hub>>) -> Response {
    let id = uuid::Uuid::new_v4().simple().to_string();
    let (inbox, requests) = mpsc::channel::<ClientJsonRpcMessage>(QUEUE);
    let (replies, outbox) = mpsc::channel::<ServerJsonRpcMessage>(QUEUE);
    hub.sessions.lock().insert(id.clone(), inbox);
    let handler = (hub.handler)();
    let stop = hub.stop.clone();
    let session = id.clone();
    tokio::spawn(async move {
        match handler.serve((replies, requests)).await {
            Ok(service) => {
                let token = service.cancellation_token();
                tokio::select! {
                    _ = service.waiting() => {}
                    _ = stop.cancelled() => token.cancel(),
                }
            }
            Err(e) => tracing::debug!("SSE session {session} ended before its handshake: {e}"),
        }
    });
    tracing::debug!("SSE session {id} opened");
    let endpoint = Event::default()
        .event("endpoint")
        .data(format!("{MESSAGES}?session_id={id}"));
    let leaving = Leaving {
        hub: Arc::clone(&hub),
        id,
    };
    let events = futures::stream::once(async { endpoint })
        .chain(outbox.map(|message| message_event(&message)))
        .map(move |event| {
            let _held = &leaving;
            Ok::<_, Infallible>(event)
        });
    let stop = hub.stop.clone();
    let events = events.take_until(async move { stop.cancelled().await });
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

/// `POST /messages/?session_id=<hex>`: one message into its session; 202 once queued.
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
    let Some(mut inbox) = hub.inbox(&id.simple().to_string()) else {
        return plain(StatusCode::NOT_FOUND, "Could not find session");
    };
    let Ok(message) = serde_json::from_slice::<ClientJsonRpcMessage>(&body) else {
        return plain(StatusCode::BAD_REQUEST, "Could not parse message");
    };
    if inbox.send(message).await.is_err() {
        return plain(StatusCode::NOT_FOUND, "Could not find session");
    }
    plain(StatusCode::ACCEPTED, "Accepted")
}
