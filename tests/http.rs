//! MCP over loopback HTTP (§6.2), through the real binary and a bare HTTP/1.1 client: the
//! Host/Origin matrix, the bind refusals, a whole session over Streamable HTTP, a cursor
//! issued in one session and followed in another, the body limit, and a stop signal.

mod common;

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

/// A server over the fixture project on a free port, and that port.
struct HttpServer {
    child: Child,
    port: u16,
}

impl Drop for HttpServer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn free_port() -> u16 {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    listener.local_addr().unwrap().port()
}

fn start(extra: &[&str]) -> HttpServer {
    let project = common::fixture_project();
    let port = free_port();
    let port_text = port.to_string();
    let mut args = vec!["serve", "--project", project.to_str().unwrap()];
    args.extend_from_slice(&["--transport", "http", "--port", &port_text]);
    args.extend_from_slice(extra);
    let mut child = Command::new(common::BIN)
        .args(&args)
        .env("DBPRINT_CACHE_DIR", common::test_cache_dir())
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stderr = BufReader::new(child.stderr.take().unwrap());
    let mut line = String::new();
    stderr.read_line(&mut line).unwrap();
    assert!(
        line.contains(&format!("http://127.0.0.1:{port}/mcp")),
        "{line}"
    );
    std::thread::spawn(move || std::io::copy(&mut stderr, &mut std::io::sink()));
    HttpServer { child, port }
}

/// One HTTP/1.1 exchange on a new connection: the status, the headers (lower-cased names)
/// and the body.
fn exchange(port: u16, request: &str, body: &[u8]) -> (u16, Vec<(String, String)>, String) {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(20)))
        .unwrap();
    stream.write_all(request.as_bytes()).unwrap();
    stream.write_all(body).unwrap();
    let mut raw = Vec::new();
    let _ = stream.read_to_end(&mut raw);
    let text = String::from_utf8_lossy(&raw).to_string();
    let (head, rest) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
    let mut lines = head.lines();
    let status = lines
        .next()
        .and_then(|l| l.split(' ').nth(1))
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let headers = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(k, v)| (k.trim().to_ascii_lowercase(), v.trim().to_string()))
        .collect();
    (status, headers, rest.to_string())
}

fn get(port: u16, host: &str, origin: Option<&str>) -> u16 {
    let origin = origin
        .map(|o| format!("Origin: {o}\r\n"))
        .unwrap_or_default();
    let request = format!(
        "GET /mcp HTTP/1.1\r\nHost: {host}\r\n{origin}Accept: text/event-stream\r\nConnection: close\r\n\r\n"
    );
    exchange(port, &request, b"").0
}

#[test]
fn host_and_origin_are_checked_as_spec_6_2_says() {
    let server = start(&[]);
    let port = server.port;
    for host in [
        format!("127.0.0.1:{port}"),
        format!("localhost:{port}"),
        format!("[::1]:{port}"),
    ] {
        let status = get(port, &host, None);
        assert!(status != 421 && status != 403, "{host}: {status}");
        let origin = format!("http://{host}");
        let status = get(port, &host, Some(&origin));
        assert!(
            status != 421 && status != 403,
            "{host} with its origin: {status}"
        );
    }
    assert_eq!(
        get(port, &format!("127.0.0.1:{}", port + 1), None),
        421,
        "wrong port"
    );
    assert_eq!(get(port, "127.0.0.1", None), 421, "no port");
    assert_eq!(
        get(port, &format!("evil.example:{port}"), None),
        421,
        "foreign name"
    );
    let host = format!("127.0.0.1:{port}");
    assert_eq!(
        get(port, &host, Some("http://evil.example")),
        403,
        "foreign origin"
    );
    let https = format!("https://127.0.0.1:{port}");
    assert_eq!(get(port, &host, Some(&https)), 403, "not an http origin");
}

#[test]
fn only_loopback_binds_and_a_taken_port_is_a_clear_error_spec_6_2() {
    let project = common::fixture_project();
    let p = project.to_str().unwrap();
    let run = |args: &[&str]| {
        let out = Command::new(common::BIN)
            .args(["serve", "--project", p])
            .args(args)
            .env("DBPRINT_CACHE_DIR", common::test_cache_dir())
            .output()
            .unwrap();
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stderr).to_string(),
        )
    };
    let (code, said) = run(&["--transport", "http", "--port", "1", "--host", "0.0.0.0"]);
    assert_eq!(code, Some(1));
    assert!(said.contains("loopback"), "{said}");
    let (code, said) = run(&["--transport", "http"]);
    assert_eq!(code, Some(1));
    assert!(said.contains("--port is required"), "{said}");
    let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = taken.local_addr().unwrap().port().to_string();
    let (code, said) = run(&["--transport", "http", "--port", &port]);
    assert_eq!(code, Some(1));
    assert!(said.contains("already in use"), "{said}");
}

/// A Streamable HTTP session: its id once initialized.
struct Session {
    port: u16,
    id: String,
    next: u64,
}

/// The JSON-RPC message a POST answered with, as JSON or as an SSE `data:` line.
fn message(body: &str) -> Value {
    if let Ok(value) = serde_json::from_str(body) {
        return value;
    }
    body.lines()
        .filter_map(|l| l.strip_prefix("data:"))
        .filter_map(|d| serde_json::from_str::<Value>(d.trim()).ok())
        .find(|v| v.get("id").is_some())
        .unwrap_or(Value::Null)
}

fn post(port: u16, session: Option<&str>, payload: &Value) -> (u16, Vec<(String, String)>, String) {
    let body = payload.to_string();
    let session = session
        .map(|s| format!("Mcp-Session-Id: {s}\r\n"))
        .unwrap_or_default();
    let request = format!(
        "POST /mcp HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nMCP-Protocol-Version: 2025-06-18\r\n{session}Content-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    );
    exchange(port, &request, body.as_bytes())
}

impl Session {
    fn open(port: u16) -> Self {
        let init = json!({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {
            "protocolVersion": "2025-06-18", "capabilities": {},
            "clientInfo": {"name": "test", "version": "1"}}});
        let (status, headers, body) = post(port, None, &init);
        assert_eq!(status, 200, "{body}");
        assert_eq!(message(&body)["result"]["serverInfo"]["name"], "dbprint");
        let id = headers
            .iter()
            .find(|(k, _)| k == "mcp-session-id")
            .map(|(_, v)| v.clone())
            .unwrap();
        let initialized = json!({"jsonrpc": "2.0", "method": "notifications/initialized"});
        let (status, _, _) = post(port, Some(&id), &initialized);
        assert!(status == 202 || status == 200, "{status}");
        Session { port, id, next: 1 }
    }

    fn request(&mut self, method: &str, params: Value) -> Value {
        self.next += 1;
        let payload =
            json!({"jsonrpc": "2.0", "id": self.next, "method": method, "params": params});
        let (status, _, body) = post(self.port, Some(&self.id), &payload);
        assert_eq!(status, 200, "{method}: {body}");
        message(&body)
    }

    fn tool(&mut self, name: &str, arguments: Value) -> Value {
        let reply = self.request("tools/call", json!({"name": name, "arguments": arguments}));
        assert_eq!(reply["result"]["isError"], false, "{name}: {reply}");
        reply["result"]["content"][0]["text"].clone()
    }
}

#[test]
fn a_whole_session_over_streamable_http_spec_6_2() {
    let server = start(&["shop"]);
    let mut s = Session::open(server.port);
    let tools = s.request("tools/list", json!({}));
    let names: Vec<&str> = tools["result"]["tools"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|t| t["name"].as_str())
        .collect();
    assert_eq!(names.len(), 7, "{names:?}");
    s.tool("list_tables", json!({}));
    s.tool("get_manifest", json!({}));
    s.tool("search_columns", json!({"pattern": "*_id"}));
    s.tool("get_table_context", json!({"table": "shop.sales.orders"}));
    s.tool(
        "resolve_value",
        json!({"table": "shop.support.ticket", "column": "priority", "text": "urgent"}),
    );
    s.tool("get_diff", json!({}));
    s.tool(
        "get_reference",
        json!({"document": "spec", "section": "2.2.4"}),
    );
    let read = s.request("resources/read", json!({"uri": "dbprint://shop/manifest"}));
    assert!(read["result"]["contents"][0]["text"].is_string(), "{read}");
    let port = s.port;
    let end = format!(
        "DELETE /mcp HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nMcp-Session-Id: {}\r\nConnection: close\r\n\r\n",
        s.id
    );
    assert_eq!(exchange(port, &end, b"").0, 200, "the session is ended");
    let payload = json!({"jsonrpc": "2.0", "id": 99, "method": "tools/list", "params": {}});
    let (status, _, _) = post(port, Some(&s.id), &payload);
    assert_eq!(status, 404, "an ended session is gone");
}

#[test]
fn a_cursor_from_one_session_is_followed_in_another_spec_4_8() {
    let server = start(&["warehouse"]);
    let mut first = Session::open(server.port);
    let mut second = Session::open(server.port);
    let page = |text: &Value| serde_json::from_str::<Value>(text.as_str().unwrap()).unwrap();
    let one = page(&first.tool("search_columns", json!({"pattern": "*"})));
    let cursor = one["next_cursor"].as_str().expect("the search spans pages");
    let there = page(&second.tool("search_columns", json!({"pattern": "*", "cursor": cursor})));
    let here = page(&first.tool("search_columns", json!({"pattern": "*", "cursor": cursor})));
    assert_eq!(there, here);
    assert_ne!(there["matches"], one["matches"]);
}

#[test]
fn a_body_past_the_limit_gets_413_and_others_are_still_answered() {
    let server = start(&["shop"]);
    let port = server.port;
    let body = vec![b' '; 5 * 1024 * 1024];
    let request = format!(
        "POST /mcp HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    );
    assert_eq!(exchange(port, &request, &body).0, 413);
    let mut s = Session::open(port);
    s.tool("list_tables", json!({}));
}

#[test]
fn a_stop_signal_ends_the_server_with_exit_0_spec_7() {
    let mut server = start(&["shop"]);
    Session::open(server.port).tool("list_tables", json!({}));
    let pid = server.child.id().to_string();
    let killed = Command::new("kill").args(["-TERM", &pid]).status().unwrap();
    assert!(killed.success());
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        if let Some(status) = server.child.try_wait().unwrap() {
            assert_eq!(status.code(), Some(0));
            return;
        }
        assert!(Instant::now() < deadline, "the server did not stop");
        std::thread::sleep(Duration::from_millis(50));
    }
}
