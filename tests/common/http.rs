//! A bare HTTP/1.1 client for the HTTP transports (§6.2): one exchange per connection, a
//! Streamable HTTP session at `/mcp`, and a legacy SSE session at `/sse` + `/messages/`.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::time::Duration;

use serde_json::{Value, json};

use super::{BIN, Server, spawn_through};

/// A port nothing listens on right now.
pub fn free_port() -> u16 {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    listener.local_addr().unwrap().port()
}

/// `dbprint serve --project <project> --transport http --port <free> [extra...]`, once it
/// said where it listens; the server and its port.
pub fn serve_http(project: &Path, extra: &[&str], env: &[(&str, &str)]) -> (Server, u16) {
    serve_http_through(&[BIN], project, extra, env)
}

/// `serve_http` with the server run through `program` (its first item, then its arguments,
/// ending with the binary: `prlimit --nofile=256:256 -- <BIN>`).
pub fn serve_http_through(
    program: &[&str],
    project: &Path,
    extra: &[&str],
    env: &[(&str, &str)],
) -> (Server, u16) {
    let port = free_port();
    let port_text = port.to_string();
    let p = project.to_str().unwrap();
    let mut args = vec!["serve", "--project", p];
    args.extend_from_slice(&["--transport", "http", "--port", &port_text]);
    args.extend_from_slice(extra);
    let server = spawn_through(program, &args, project, env);
    let wanted = format!("http://127.0.0.1:{port}/mcp");
    server
        .wait_for_stderr(|l| l.contains(&wanted), Duration::from_secs(60))
        .unwrap_or_else(|| panic!("no {wanted} on stderr:\n{}", server.stderr_text()));
    (server, port)
}

pub fn connect(port: u16) -> TcpStream {
    let stream = TcpStream::connect(("127.0.0.1", port)).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(60)))
        .unwrap();
    stream
}

/// The response's status line code.
fn status_code(line: &str) -> u16 {
    line.split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0)
}

/// One HTTP/1.1 exchange on a new connection: the status, the headers (lower-cased names)
/// and the body.
pub fn exchange(port: u16, request: &str, body: &[u8]) -> (u16, Vec<(String, String)>, String) {
    let mut raw = request.as_bytes().to_vec();
    raw.extend_from_slice(body);
    exchange_bytes(port, &raw)
}

/// `exchange` of a request given as bytes (its head may hold bytes that are not UTF-8).
pub fn exchange_bytes(port: u16, request: &[u8]) -> (u16, Vec<(String, String)>, String) {
    let mut stream = connect(port);
    // A server may answer (413) and close before the whole body is sent: the answer is what
    // counts, so a write cut short is not a failure.
    let _ = stream.write_all(request);
    let mut raw = Vec::new();
    let _ = stream.read_to_end(&mut raw);
    let text = String::from_utf8_lossy(&raw).to_string();
    let (head, rest) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
    let mut lines = head.lines();
    let status = lines.next().map_or(0, status_code);
    let headers = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(k, v)| (k.trim().to_ascii_lowercase(), v.trim().to_string()))
        .collect();
    (status, headers, rest.to_string())
}

/// The status of `method path` with that Host and Origin; only the status line is read, so
/// an answer that is an endless event stream does not hold the caller.
pub fn status(port: u16, method: &str, path: &str, host: &str, origin: Option<&str>) -> u16 {
    let origin = origin
        .map(|o| format!("Origin: {o}\r\n"))
        .unwrap_or_default();
    let request = format!(
        "{method} {path} HTTP/1.1\r\nHost: {host}\r\n{origin}Accept: application/json, text/event-stream\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{{}}"
    );
    let mut stream = connect(port);
    stream.write_all(request.as_bytes()).unwrap();
    let mut line = String::new();
    BufReader::new(stream).read_line(&mut line).unwrap();
    status_code(&line)
}

/// The JSON-RPC message a POST answered with, as JSON or as an SSE `data:` line.
pub fn message(body: &str) -> Value {
    if let Ok(value) = serde_json::from_str(body) {
        return value;
    }
    body.lines()
        .filter_map(|l| l.strip_prefix("data:"))
        .filter_map(|d| serde_json::from_str::<Value>(d.trim()).ok())
        .find(|v| v.get("id").is_some())
        .unwrap_or(Value::Null)
}

/// A POST of `body` to `path` with our Host; the whole answer.
pub fn post_raw(
    port: u16,
    path: &str,
    headers: &str,
    body: &[u8],
) -> (u16, Vec<(String, String)>, String) {
    let request = format!(
        "POST {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\n{headers}Content-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    );
    exchange(port, &request, body)
}

fn rpc(id: u64, method: &str, params: Value) -> Value {
    json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params})
}

fn initialize() -> Value {
    rpc(
        0,
        "initialize",
        json!({"protocolVersion": "2025-06-18", "capabilities": {},
               "clientInfo": {"name": "test", "version": "1"}}),
    )
}

fn initialized() -> Value {
    json!({"jsonrpc": "2.0", "method": "notifications/initialized"})
}

/// A Streamable HTTP session at `/mcp`.
pub struct Session {
    pub port: u16,
    pub id: String,
    next: u64,
}

impl Session {
    /// A POST to `/mcp` in this session (or none).
    pub fn post(
        port: u16,
        session: Option<&str>,
        payload: &Value,
    ) -> (u16, Vec<(String, String)>, String) {
        let session = session
            .map(|s| format!("Mcp-Session-Id: {s}\r\nMCP-Protocol-Version: 2025-06-18\r\n"))
            .unwrap_or_default();
        post_raw(port, "/mcp", &session, payload.to_string().as_bytes())
    }

    pub fn open(port: u16) -> Self {
        let (status, headers, body) = Self::post(port, None, &initialize());
        assert_eq!(status, 200, "{body}");
        assert_eq!(message(&body)["result"]["serverInfo"]["name"], "dbprint");
        let id = headers
            .iter()
            .find(|(k, _)| k == "mcp-session-id")
            .map(|(_, v)| v.clone())
            .unwrap();
        let (status, _, _) = Self::post(port, Some(&id), &initialized());
        assert!(status == 202 || status == 200, "{status}");
        Session { port, id, next: 1 }
    }

    /// The reply to a request with this id, whatever the HTTP status.
    pub fn request_as(&self, id: u64, method: &str, params: Value) -> (u16, Value) {
        let (status, _, body) = Self::post(self.port, Some(&self.id), &rpc(id, method, params));
        (status, message(&body))
    }

    pub fn request(&mut self, method: &str, params: Value) -> Value {
        self.next += 1;
        let (status, reply) = self.request_as(self.next, method, params);
        assert_eq!(status, 200, "{method}: {reply}");
        reply
    }

    /// A tool's text; the call must succeed.
    pub fn tool(&mut self, name: &str, arguments: Value) -> Value {
        let reply = self.request("tools/call", json!({"name": name, "arguments": arguments}));
        assert_eq!(reply["result"]["isError"], false, "{name}: {reply}");
        reply["result"]["content"][0]["text"].clone()
    }
}

/// A legacy SSE session: the open event stream and the endpoint it announced.
pub struct SseSession {
    pub port: u16,
    pub endpoint: String,
    events: BufReader<TcpStream>,
    next: u64,
}

impl SseSession {
    /// `GET /sse` (HTTP/1.0, so the stream is not chunked) and its `endpoint` event.
    pub fn open(port: u16) -> Self {
        let mut stream = connect(port);
        let request = format!(
            "GET /sse HTTP/1.0\r\nHost: 127.0.0.1:{port}\r\nAccept: text/event-stream\r\n\r\n"
        );
        stream.write_all(request.as_bytes()).unwrap();
        let mut events = BufReader::new(stream);
        let mut line = String::new();
        events.read_line(&mut line).unwrap();
        assert_eq!(status_code(&line), 200, "{line}");
        loop {
            line.clear();
            events.read_line(&mut line).unwrap();
            if line.trim().is_empty() {
                break;
            }
        }
        let mut session = SseSession {
            port,
            endpoint: String::new(),
            events,
            next: 0,
        };
        let (event, data) = session.next_event();
        assert_eq!(event, "endpoint", "{data}");
        session.endpoint = data;
        session
    }

    /// The next event's name and data (comments skipped).
    pub fn next_event(&mut self) -> (String, String) {
        let (mut event, mut data) = (String::new(), String::new());
        loop {
            let mut line = String::new();
            let read = self.events.read_line(&mut line).unwrap();
            assert!(read > 0, "the event stream ended");
            let line = line.trim_end_matches(['\r', '\n']);
            if line.is_empty() {
                if !event.is_empty() || !data.is_empty() {
                    return (event, data);
                }
            } else if let Some(name) = line.strip_prefix("event:") {
                event = name.trim().to_string();
            } else if let Some(text) = line.strip_prefix("data:") {
                data.push_str(text.strip_prefix(' ').unwrap_or(text));
            }
        }
    }

    /// Whether the stream ends (the server closes it) within 60 s; what arrives before the
    /// end (keep-alive comments) is skipped.
    pub fn ends(&mut self) -> bool {
        let start = std::time::Instant::now();
        let mut line = String::new();
        while start.elapsed() < Duration::from_secs(60) {
            line.clear();
            match self.events.read_line(&mut line) {
                Ok(0) => return true,
                Ok(_) => {}
                Err(_) => return false,
            }
        }
        false
    }

    /// POSTs one message to the announced endpoint; the status and body.
    pub fn post(&self, payload: &Value) -> (u16, String) {
        let (status, _, body) = post_raw(
            self.port,
            &self.endpoint,
            "",
            payload.to_string().as_bytes(),
        );
        (status, body)
    }

    /// Sends a request and reads events until its reply.
    pub fn request(&mut self, method: &str, params: Value) -> Value {
        self.next += 1;
        let id = self.next;
        let (status, body) = self.post(&rpc(id, method, params));
        assert_eq!(status, 202, "{method}: {body}");
        loop {
            let (event, data) = self.next_event();
            if event != "message" {
                continue;
            }
            let reply: Value = serde_json::from_str(&data).unwrap();
            if reply["id"] == json!(id) {
                return reply;
            }
        }
    }

    /// The handshake over this session.
    pub fn handshake(&mut self) {
        let reply = self.request("initialize", initialize()["params"].clone());
        assert_eq!(reply["result"]["serverInfo"]["name"], "dbprint", "{reply}");
        let (status, body) = self.post(&initialized());
        assert_eq!(status, 202, "{body}");
    }

    pub fn tool(&mut self, name: &str, arguments: Value) -> Value {
        let reply = self.request("tools/call", json!({"name": name, "arguments": arguments}));
        assert_eq!(reply["result"]["isError"], false, "{name}: {reply}");
        reply["result"]["content"][0]["text"].clone()
    }
}
