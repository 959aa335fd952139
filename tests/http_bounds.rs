//! The HTTP transports' bounds, through the real binary: no client wedges the server. Half-open
//! connections past the descriptor limit lock no one out; a slow head is closed at the header
//! timeout, a keep-alive connection outlives it and is closed at the idle timeout; a slow body
//! is answered 408; a legacy SSE client that never reads its stream is refused past its queue
//! and holds up no other session; an SSE session that never initializes is ended; SSE sessions
//! are capped.

mod common;

use std::io::{BufRead, BufReader, ErrorKind, Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

use common::http::{
    Session, SseSession, connect, exchange, serve_http, serve_http_through, status,
};
use common::{BIN, fixture_project};
use serde_json::json;

/// Raises this process's soft descriptor limit so it can hold `wanted` more descriptors.
fn room_for(wanted: u64) {
    let mut limit = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    assert_eq!(
        unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) },
        0
    );
    let needed = wanted + 256;
    if limit.rlim_cur < needed {
        assert!(
            limit.rlim_max >= needed,
            "the hard descriptor limit {} is below {needed}",
            limit.rlim_max
        );
        limit.rlim_cur = needed;
        assert_eq!(unsafe { libc::setrlimit(libc::RLIMIT_NOFILE, &limit) }, 0);
    }
}

/// `count` connections that send nothing.
fn half_open(port: u16, count: u64) -> Vec<TcpStream> {
    room_for(count);
    (0..count)
        .map(|_| TcpStream::connect(("127.0.0.1", port)).unwrap())
        .collect()
}

/// A server under a descriptor limit of `nofile`, with `env` set.
fn limited(nofile: u64, env: &[(&str, &str)]) -> (common::Server, u16) {
    let limit = format!("--nofile={nofile}:{nofile}");
    serve_http_through(
        &["prlimit", &limit, "--", BIN],
        &fixture_project(),
        &[],
        env,
    )
}

#[test]
fn half_open_connections_past_the_descriptor_limit_lock_no_client_out() {
    // The default cap, from a limit of 512: 256 connections; the rest wait in the backlog
    // until the header timeout closes those that sent nothing.
    let (server, port) = limited(512, &[("DBPRINT_HTTP_HEADER_TIMEOUT", "1")]);
    let held = half_open(port, 600);
    session_answers(Session::open(port));
    let said = server.stderr_text();
    assert!(
        !said.contains("cannot accept a connection"),
        "the cap let descriptors run out:\n{said}"
    );
    drop(held);
}

/// A session's tool call is answered.
fn session_answers(mut session: Session) {
    let text = session.tool("list_tables", json!({}));
    assert!(text.is_string(), "{text}");
}

#[test]
fn accept_backs_off_when_descriptors_run_out_and_recovers() {
    // Long enough a header timeout that every half-open connection is in before the first
    // ones are closed, however busy the machine.
    let env = [
        ("DBPRINT_HTTP_HEADER_TIMEOUT", "5"),
        ("DBPRINT_HTTP_MAX_CONNECTIONS", "4096"),
    ];
    let (server, port) = limited(256, &env);
    let held = half_open(port, 400);
    session_answers(Session::open(port));
    let said = server.stderr_text();
    let warnings = said.matches("cannot accept a connection").count();
    assert!(warnings >= 1, "no warning when accept failed:\n{said}");
    drop(held);
}

/// Whether the server closed `stream` (end of stream, or a reset) while it sent one byte of
/// `head` every 200 ms; false once the whole head went out and 60 s passed.
fn closed_while_trickling(stream: &mut TcpStream, head: &[u8]) -> bool {
    stream
        .set_read_timeout(Some(Duration::from_millis(200)))
        .unwrap();
    let start = Instant::now();
    let mut sent = 0;
    let mut byte = [0u8; 1];
    while start.elapsed() < Duration::from_secs(60) {
        if sent < head.len() {
            if stream.write_all(&head[sent..=sent]).is_err() {
                return true;
            }
            sent += 1;
        }
        match stream.read(&mut byte) {
            Ok(0) => return true,
            Ok(_) => {}
            Err(e) if matches!(e.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut) => {}
            Err(_) => return true,
        }
    }
    false
}

#[test]
fn a_request_head_not_whole_within_the_header_timeout_is_closed_however_it_trickles() {
    let (_server, port) = serve_http(
        &fixture_project(),
        &[],
        &[("DBPRINT_HTTP_HEADER_TIMEOUT", "2")],
    );
    let head = format!(
        "POST /mcp HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n{}",
        "X-Padding: slow\r\n".repeat(40)
    );
    let mut stream = connect(port);
    assert!(
        closed_while_trickling(&mut stream, head.as_bytes()),
        "a head trickling in held its connection open"
    );
}

/// Sends `GET /messages/` on `stream` and reads its whole answer: the status.
fn keep_alive_exchange(port: u16, stream: &mut BufReader<TcpStream>) -> u16 {
    let request = format!("GET /messages/?session_id=x HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n");
    stream.get_mut().write_all(request.as_bytes()).unwrap();
    let mut line = String::new();
    stream.read_line(&mut line).unwrap();
    let status = line
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let mut length = 0;
    loop {
        line.clear();
        stream.read_line(&mut line).unwrap();
        let header = line.trim().to_ascii_lowercase();
        if header.is_empty() {
            break;
        }
        if let Some(n) = header.strip_prefix("content-length:") {
            length = n.trim().parse().unwrap();
        }
    }
    let mut body = vec![0; length];
    stream.read_exact(&mut body).unwrap();
    status
}

#[test]
fn a_keep_alive_connection_outlives_the_header_timeout_and_is_closed_at_the_idle_timeout() {
    let env = [
        ("DBPRINT_HTTP_HEADER_TIMEOUT", "1"),
        ("DBPRINT_HTTP_IDLE_TIMEOUT", "6"),
    ];
    let (_server, port) = serve_http(&fixture_project(), &[], &env);
    let mut stream = BufReader::new(connect(port));
    assert_eq!(keep_alive_exchange(port, &mut stream), 405);
    // Past the header timeout, well within the idle one: a balancer reusing its upstream
    // connection here must find it open.
    std::thread::sleep(Duration::from_millis(2500));
    assert_eq!(keep_alive_exchange(port, &mut stream), 405, "reused");
    let mut rest = Vec::new();
    let closed = stream.read_to_end(&mut rest);
    assert!(
        closed.is_ok() && rest.is_empty(),
        "the idle connection was not closed: {closed:?}"
    );
}

#[test]
fn a_request_body_that_does_not_arrive_in_time_is_answered_408() {
    let (_server, port) = serve_http(
        &fixture_project(),
        &[],
        &[("DBPRINT_HTTP_BODY_TIMEOUT", "1")],
    );
    let head = format!(
        "POST /mcp HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nContent-Length: 100\r\n\r\n"
    );
    let (status, _, body) = exchange(port, &head, b"{\"jsonrpc\":");
    assert_eq!(status, 408, "{body}");
}

#[test]
fn a_never_reading_sse_client_is_refused_past_its_queue_and_holds_up_no_other_session() {
    // One worker: a stalled stream that held it would hold up every other session.
    let (_server, port) = serve_http(&fixture_project(), &[], &[("DBPRINT_WORKERS", "1")]);
    let mut stalled = SseSession::open(port);
    stalled.handshake();
    let page = |id: u64| {
        json!({"jsonrpc": "2.0", "id": id, "method": "resources/read",
               "params": {"uri": "dbprint:///reference/spec"}})
    };
    // Each reply is a 20,000-character page the client never reads: once the socket's
    // buffers are full, the session's queue fills and a POST is refused, never left waiting.
    let refusal = (100..5100).find_map(|id| {
        let (status, body) = stalled.post(&page(id));
        assert!(
            status == 202 || status == 429 || status == 503,
            "{status}: {body}"
        );
        (status != 202).then_some((status, body))
    });
    let (status, body) = refusal.expect("every POST was queued, its replies unread");
    assert!(body.contains("session"), "{status}: {body}");
    assert_ne!(
        stalled.post(&page(9999)).0,
        0,
        "a later POST is answered too"
    );

    let mut other = SseSession::open(port);
    other.handshake();
    other.tool("list_tables", json!({}));
    session_answers(Session::open(port));
}

#[test]
fn an_sse_session_that_never_initializes_is_ended_after_the_init_timeout() {
    let (_server, port) = serve_http(
        &fixture_project(),
        &[],
        &[("DBPRINT_SESSION_INIT_TIMEOUT", "1")],
    );
    let mut silent = SseSession::open(port);
    let mut initialized = SseSession::open(port);
    initialized.handshake();
    assert!(
        silent.ends(),
        "the uninitialized session's stream stayed open"
    );
    let ping = json!({"jsonrpc": "2.0", "id": 1, "method": "ping"});
    assert_eq!(silent.post(&ping).0, 404, "its session is gone");
    std::thread::sleep(Duration::from_millis(1500));
    initialized.tool("list_tables", json!({}));
}

#[test]
fn sse_sessions_open_at_once_are_capped_at_half_the_connections() {
    let (_server, port) = serve_http(
        &fixture_project(),
        &[],
        &[("DBPRINT_HTTP_MAX_CONNECTIONS", "4")],
    );
    let first = SseSession::open(port);
    let _second = SseSession::open(port);
    let host = format!("127.0.0.1:{port}");
    assert_eq!(status(port, "GET", "/sse", &host, None), 503);
    drop(first);
    let opened = (0..100).any(|_| {
        std::thread::sleep(Duration::from_millis(50));
        status(port, "GET", "/sse", &host, None) == 200
    });
    assert!(opened, "a closed session's place was not freed");
}
