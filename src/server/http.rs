//! MCP over loopback HTTP (§6.2): rmcp's Streamable HTTP service at `/mcp` (POST with JSON or
//! SSE responses, GET for the stream, DELETE to end a session) and the legacy HTTP+SSE
//! transport at `/sse` and `/messages/` (`sse`), mounted in axum behind our own guard: the
//! DNS-rebinding check (`origin`), a body limit answered with 413 and a body deadline answered
//! with 408; served by our own accept loop (`accept`) under the bounds of `limits`. Every
//! session gets its own `Handler` over the one shared `State`, so cursors work across
//! sessions (and across processes: they are self-contained). A stop signal stops new
//! requests, lets those in flight finish, and exits 0.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};
use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::body::Body;
use axum::extract::{Request, State as AxumState};
use axum::http::{StatusCode, header};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::{any, get};
use rmcp::transport::streamable_http_server::session::SessionManager;
use rmcp::transport::streamable_http_server::session::local::LocalSessionManager;
use rmcp::transport::streamable_http_server::session::never::NeverSessionManager;
use rmcp::transport::streamable_http_server::{StreamableHttpServerConfig, StreamableHttpService};
use tokio_util::sync::CancellationToken;

use super::Handler;
use super::accept;
use super::allowed::Allowed;
use super::flight::{FLUSH_GRACE, Flight};
use super::lifecycle::stop_signal;
use super::limits::Limits;
use super::origin::{Claims, Refusal, Served, admit};
use super::sse::{self, Hub, MESSAGES, STREAM};
use super::workers::Workers;
use dbprint_service::state::State;

/// The largest request body answered; a larger one gets 413.
pub const BODY_LIMIT: usize = 4 * 1024 * 1024;
/// Where the Streamable HTTP endpoint is mounted.
pub const ENDPOINT: &str = "/mcp";

/// The address a loopback `host` names.
pub fn loopback_ip(host: &str) -> Option<IpAddr> {
    match host {
        "127.0.0.1" | "localhost" => Some(IpAddr::V4(Ipv4Addr::LOCALHOST)),
        "::1" => Some(IpAddr::V6(Ipv6Addr::LOCALHOST)),
        _ => None,
    }
}

/// The Streamable HTTP service at `ENDPOINT`, keeping sessions as `sessions` does.
fn streamable_at_endpoint<M: SessionManager>(
    make: impl Fn() -> std::io::Result<Handler> + Send + Sync + 'static,
    sessions: M,
    config: StreamableHttpServerConfig,
) -> Router {
    Router::new().nest_service(
        ENDPOINT,
        StreamableHttpService::new(make, Arc::new(sessions), config),
    )
}

fn refuse(status: StatusCode, text: String) -> Response {
    (
        status,
        [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
        text,
    )
        .into_response()
}

/// §6.2's verdict on the request's `Host` headers, its target's authority and its `Origin`.
fn admitted(request: &Request, served: Served) -> Result<(), Refusal> {
    let values = |name| {
        request
            .headers()
            .get_all(name)
            .iter()
            .map(|v| v.as_bytes())
            .collect::<Vec<_>>()
    };
    let target = request.uri().authority().map(|a| a.as_str());
    let claims = Claims {
        hosts: &values(header::HOST),
        target,
        origins: &values(header::ORIGIN),
    };
    admit(&claims, served)
}

/// What the guard checks a request against.
#[derive(Clone)]
struct Guarded {
    port: u16,
    /// Hosts and origins the operator admitted beside the loopback ones.
    allowed: Arc<Allowed>,
    /// How long the body may take to arrive once the head did.
    body: Duration,
}

/// Answers the request only when its Host and Origin pass §6.2 and its body fits, and arrives
/// in time.
async fn guard(AxumState(guarded): AxumState<Guarded>, request: Request, next: Next) -> Response {
    let served = Served {
        port: guarded.port,
        allowed: &guarded.allowed,
    };
    if let Err(refusal) = admitted(&request, served) {
        let status = StatusCode::from_u16(refusal.status()).unwrap_or(StatusCode::FORBIDDEN);
        return refuse(status, refusal.text());
    }
    let (parts, body) = request.into_parts();
    let read = axum::body::to_bytes(body, BODY_LIMIT);
    let bytes = match tokio::time::timeout(guarded.body, read).await {
        Ok(Ok(bytes)) => bytes,
        Ok(Err(_)) => {
            return refuse(
                StatusCode::PAYLOAD_TOO_LARGE,
                format!("the request body passes the limit of {BODY_LIMIT} bytes"),
            );
        }
        Err(_) => {
            return refuse(
                StatusCode::REQUEST_TIMEOUT,
                format!(
                    "the request body did not arrive whole within {} s",
                    guarded.body.as_secs()
                ),
            );
        }
    };
    let ending = parts.method == axum::http::Method::DELETE;
    let mut response = next
        .run(Request::from_parts(parts, Body::from(bytes)))
        .await;
    // rmcp ends a session with 202 Accepted; clients (the Python SDK among them) take 200 as
    // the sign the session is gone.
    if ending && response.status() == StatusCode::ACCEPTED {
        *response.status_mut() = StatusCode::OK;
    }
    response
}

/// Where and how the HTTP server listens, as the command line gave it.
pub struct Front {
    /// A loopback name or address.
    pub host: String,
    pub port: u16,
    /// Keep no Streamable HTTP session: every POST is answered on its own (with a JSON body of
    /// known length), so identical replicas behind a load balancer answer any request.
    pub stateless: bool,
    /// `--allowed-host` values: more `Host`s answered than §6.2's loopback names.
    pub allowed_hosts: Vec<String>,
    /// `--allowed-origin` values: more `Origin`s answered than §6.2's loopback ones.
    pub allowed_origins: Vec<String>,
}

/// Serves MCP over HTTP as `front` says until a stop signal; returns the exit code.
pub async fn serve_http(state: Arc<State>, front: Front) -> i32 {
    let Front {
        host,
        port,
        stateless,
        ..
    } = front;
    let Some(ip) = loopback_ip(&host) else {
        eprintln!("dbprint serve: --host must be a loopback address; got {host}");
        return 1;
    };
    let allowed = match Allowed::parse(&front.allowed_hosts, &front.allowed_origins) {
        Ok(allowed) => Arc::new(allowed),
        Err(why) => {
            eprintln!("dbprint serve: {why}");
            return 1;
        }
    };
    let listener = match tokio::net::TcpListener::bind(SocketAddr::new(ip, port)).await {
        Ok(listener) => listener,
        Err(e) => {
            let why = match e.kind() {
                std::io::ErrorKind::AddrInUse => "the port is already in use".to_string(),
                _ => e.to_string(),
            };
            eprintln!("dbprint serve: cannot listen on {host}:{port}: {why}");
            return 1;
        }
    };
    let bound = listener.local_addr().map_or(port, |a| a.port());
    let shown = match ip {
        IpAddr::V6(_) => format!("[::1]:{bound}"),
        IpAddr::V4(_) => format!("127.0.0.1:{bound}"),
    };
    eprintln!(
        "dbprint serve: MCP over Streamable HTTP at http://{shown}{ENDPOINT} (legacy HTTP+SSE at http://{shown}{STREAM})"
    );
    let limits = Limits::from_env();
    let flight = Arc::new(Flight::default());
    dbprint_service::state::refresh::start(&state);
    let workers = Arc::new(Workers::from_env());
    let stopping = Arc::clone(&flight);
    let handler = move || {
        Handler::new(
            Arc::clone(&state),
            Arc::clone(&flight),
            Arc::clone(&workers),
        )
    };
    let stop = CancellationToken::new();
    let mut config = StreamableHttpServerConfig::default();
    config.max_request_body_bytes = BODY_LIMIT;
    config.cancellation_token = stop.clone();
    // The guard in front of every endpoint is the one Host/Origin check (§6.2 and what the
    // operator allowed); rmcp's own would refuse an allowed host with 403.
    config.allowed_hosts.clear();
    config.legacy_session_mode = !stateless;
    // A stateless reply is one message: sent as JSON with its length, not as an event stream a
    // proxy copies as a stream (Caddy 2.6 loses such responses on reused upstream connections).
    config.json_response = stateless;
    let streamable = handler.clone();
    let make = move || Ok(streamable());
    let streamable_http = if stateless {
        streamable_at_endpoint(make, NeverSessionManager::default(), config)
    } else {
        let mut sessions = LocalSessionManager::default();
        sessions.session_config = limits.session_config();
        streamable_at_endpoint(make, sessions, config)
    };
    let hub = Arc::new(Hub::new(handler, stop.clone(), &limits));
    let guarded = Guarded {
        port: bound,
        allowed,
        body: limits.body,
    };
    let app = Router::new()
        .route(STREAM, get(sse::open))
        .route(MESSAGES, any(sse::post))
        .route(MESSAGES.trim_end_matches('/'), any(sse::post))
        .with_state(hub)
        .merge(streamable_http)
        .layer(middleware::from_fn_with_state(guarded, guard));
    let wind_down = async move {
        tracing::info!(
            "stop signal received; accepting no new requests, finishing requests in flight"
        );
        stopping.drain().await;
        tokio::time::sleep(FLUSH_GRACE).await;
        stop.cancel();
    };
    accept::serve(listener, app, limits, stop_signal(), wind_down).await;
    0
}
