//! MCP over loopback HTTP (§6.2), through the real binary and a bare HTTP/1.1 client: the
//! Host/Origin matrix on every endpoint, the bind refusals, whole sessions over Streamable
//! HTTP and over the legacy SSE transport, cursors followed across sessions and processes,
//! the body limit and malformed requests, a slow call beside a quick one, and a stop signal
//! with a request in flight (§7.3).
#![allow(clippy::disallowed_methods)] // fixtures and measurements, not the server (clippy.toml)

mod common;

use std::fmt::Write as _;
use std::process::Command;
use std::time::Duration;

use common::http::{Session, SseSession, exchange, post_raw, serve_http, status};
use common::{Server, fixture_project, large_project, test_cache_dir};
use serde_json::{Value, json};

fn fixture(extra: &[&str]) -> (Server, u16) {
    serve_http(&fixture_project(), extra, &[])
}

/// Every endpoint, with the method a client opens it with.
const ENDPOINTS: [(&str, &str); 3] = [("GET", "/mcp"), ("GET", "/sse"), ("POST", "/messages/")];

#[test]
fn host_and_origin_are_checked_on_every_endpoint_as_spec_6_2_says() {
    let (_server, port) = fixture(&[]);
    for (method, path) in ENDPOINTS {
        let at = |host: &str, origin: Option<&str>| status(port, method, path, host, origin);
        for host in [
            format!("127.0.0.1:{port}"),
            format!("localhost:{port}"),
            format!("[::1]:{port}"),
        ] {
            let answered = at(&host, None);
            assert!(
                answered != 421 && answered != 403 && answered != 0,
                "{method} {path} {host}: {answered}"
            );
            for origin_host in [
                format!("127.0.0.1:{port}"),
                format!("localhost:{port}"),
                format!("[::1]:{port}"),
            ] {
                let origin = format!("http://{origin_host}");
                let answered = at(&host, Some(&origin));
                assert!(
                    answered != 421 && answered != 403 && answered != 0,
                    "{method} {path} {host} from {origin}: {answered}"
                );
            }
        }
        let ours = format!("127.0.0.1:{port}");
        assert_eq!(
            at(&format!("127.0.0.1:{}", port + 1), None),
            421,
            "{path}: wrong port"
        );
        assert_eq!(
            at(&format!("localhost:{}", port + 1), None),
            421,
            "{path}: wrong port"
        );
        assert_eq!(at("127.0.0.1", None), 421, "{path}: no port");
        assert_eq!(
            at(&format!("evil.example:{port}"), None),
            421,
            "{path}: foreign name"
        );
        assert_eq!(
            at(&format!("evil.example:{port}"), Some("http://evil.example")),
            421,
            "{path}: Host first"
        );
        assert_eq!(
            at(&ours, Some("http://evil.example")),
            403,
            "{path}: foreign origin"
        );
        let wrong_port = format!("http://127.0.0.1:{}", port + 1);
        assert_eq!(
            at(&ours, Some(&wrong_port)),
            403,
            "{path}: origin on another port"
        );
        let https = format!("https://127.0.0.1:{port}");
        assert_eq!(at(&ours, Some(&https)), 403, "{path}: not an http origin");
        assert_eq!(at(&ours, Some("null")), 403, "{path}: an opaque origin");
    }
}

#[test]
fn an_operator_widens_section_6_2_only_by_the_hosts_and_origins_named() {
    let (_server, port) = fixture(&[
        "--allowed-host",
        "mcp.internal",
        "--allowed-host",
        "127.0.0.1:8800",
        "--allowed-origin",
        "https://app.example",
    ]);
    let ours = format!("127.0.0.1:{port}");
    for (method, path) in ENDPOINTS {
        let at = |host: &str, origin: Option<&str>| status(port, method, path, host, origin);
        for (host, origin) in [
            ("mcp.internal", None),
            ("MCP.internal", Some("https://app.example")),
            ("127.0.0.1:8800", None),
            (ours.as_str(), Some("https://app.example:443")),
            (ours.as_str(), Some(&*format!("http://localhost:{port}"))),
        ] {
            let answered = at(host, origin);
            assert!(
                answered != 421 && answered != 403 && answered != 0,
                "{method} {path} {host} from {origin:?}: {answered}"
            );
        }
        for host in [
            "mcp.internal:8800",
            "mcp.internal:80",
            "127.0.0.1:8801",
            "evil.example",
        ] {
            assert_eq!(at(host, None), 421, "{method} {path} {host}");
        }
        for origin in [
            "http://app.example",
            "https://app.example:8443",
            "https://evil.example",
        ] {
            assert_eq!(
                at("mcp.internal", Some(origin)),
                403,
                "{method} {path} {origin}"
            );
        }
    }
}

#[test]
fn an_allowed_host_or_origin_that_names_none_is_refused_at_start() {
    let project = fixture_project();
    for (flag, value, said) in [
        (
            "--allowed-host",
            "http://mcp.internal",
            "--allowed-host http://mcp.internal: ",
        ),
        ("--allowed-host", "mcp.internal:0", "is not a port"),
        (
            "--allowed-origin",
            "app.example",
            "--allowed-origin app.example: ",
        ),
        ("--allowed-origin", "https://app.example/mcp", "no path"),
    ] {
        let port = common::http::free_port().to_string();
        let out = Command::new(common::BIN)
            .args(["serve", "--project", project.to_str().unwrap()])
            .args(["--transport", "http", "--port", &port, flag, value])
            .env("DBPRINT_CACHE_DIR", test_cache_dir())
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{flag} {value}: {stderr}");
        assert!(stderr.contains(said), "{flag} {value}: {stderr}");
    }
}

#[test]
fn only_loopback_binds_and_a_taken_port_is_a_clear_error_spec_6_2() {
    let project = fixture_project();
    let p = project.to_str().unwrap();
    let run = |args: &[&str]| {
        let out = Command::new(common::BIN)
            .args(["serve", "--project", p])
            .args(args)
            .env("DBPRINT_CACHE_DIR", test_cache_dir())
            .output()
            .unwrap();
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stderr).to_string(),
        )
    };
    for host in ["0.0.0.0", "192.168.1.10", "::", "example.com"] {
        let (code, said) = run(&["--transport", "http", "--port", "1", "--host", host]);
        assert_eq!(code, Some(1), "{host}");
        assert!(said.contains("loopback"), "{host}: {said}");
    }
    let (code, said) = run(&["--transport", "http"]);
    assert_eq!(code, Some(1));
    assert!(said.contains("--port is required"), "{said}");
    let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = taken.local_addr().unwrap().port().to_string();
    let (code, said) = run(&["--transport", "http", "--port", &port]);
    assert_eq!(code, Some(1));
    assert!(said.contains("already in use"), "{said}");
}

/// Every tool once, with arguments the fixture's `shop` connection answers.
fn every_tool() -> Vec<(&'static str, Value)> {
    vec![
        ("list_tables", json!({})),
        ("get_manifest", json!({})),
        ("search_columns", json!({"pattern": "*_id"})),
        ("get_table_context", json!({"table": "shop.sales.orders"})),
        (
            "resolve_value",
            json!({"table": "shop.support.ticket", "column": "priority", "text": "urgent"}),
        ),
        ("get_diff", json!({})),
        (
            "get_reference",
            json!({"document": "spec", "section": "2.2.4"}),
        ),
        (
            "check_query",
            json!({"sql": "SELECT o.order_id FROM sales.orders AS o WHERE o.status = 'shipped'"}),
        ),
        (
            "find_join_path",
            json!({"from": "shop.support.ticket", "to": "shop.sales.customer"}),
        ),
        (
            "find_tables",
            json!({"question": "which customers ordered the most"}),
        ),
        ("find_value", json!({"value": "shipped"})),
    ]
}

fn tool_names(reply: &Value) -> Vec<String> {
    let mut names: Vec<String> = reply["result"]["tools"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|t| t["name"].as_str().map(str::to_string))
        .collect();
    names.sort();
    names
}

fn expected_names() -> Vec<String> {
    let mut names: Vec<String> = every_tool().iter().map(|(n, _)| n.to_string()).collect();
    names.sort();
    names
}

/// Reads every page of the reference spec resource through `read`; the page count.
fn read_all_pages(mut read: impl FnMut(&str) -> Value) -> u64 {
    let first = read("dbprint:///reference/spec");
    let meta = &first["result"]["contents"][0]["_meta"];
    let pages = meta["pages"].as_u64().unwrap();
    let version = meta["version"].as_str().unwrap().to_string();
    for page in 2..=pages {
        let reply = read(&format!(
            "dbprint:///reference/spec?page={page}&version={version}"
        ));
        assert_eq!(
            reply["result"]["contents"][0]["_meta"]["page"], page,
            "{reply}"
        );
    }
    pages
}

/// Through `request`: tools/list, every tool once, and every page of a paged resource.
fn every_method(mut request: impl FnMut(&str, Value) -> Value) {
    assert_eq!(
        tool_names(&request("tools/list", json!({}))),
        expected_names()
    );
    for (name, arguments) in every_tool() {
        let reply = request("tools/call", json!({"name": name, "arguments": arguments}));
        assert_eq!(reply["result"]["isError"], false, "{name}: {reply}");
    }
    let pages = read_all_pages(|uri| request("resources/read", json!({"uri": uri})));
    assert!(pages > 1, "the spec is read in pages");
}

#[test]
fn a_whole_session_over_streamable_http_spec_6_2() {
    let (_server, port) = fixture(&["shop"]);
    let mut s = Session::open(port);
    every_method(|method, params| s.request(method, params));
    let end = format!(
        "DELETE /mcp HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nMcp-Session-Id: {}\r\nConnection: close\r\n\r\n",
        s.id
    );
    assert_eq!(exchange(port, &end, b"").0, 200, "the session is ended");
    let (status, _) = s.request_as(99, "tools/list", json!({}));
    assert_eq!(status, 404, "an ended session is gone");
}

#[test]
fn a_whole_session_over_the_legacy_sse_transport_spec_6_2() {
    let (_server, port) = fixture(&["shop"]);
    let mut s = SseSession::open(port);
    assert!(
        s.endpoint.starts_with("/messages/?session_id="),
        "{}",
        s.endpoint
    );
    s.handshake();
    every_method(|method, params| s.request(method, params));
    let fault = s.request(
        "resources/read",
        json!({"uri": "dbprint://shop/no.such.table/ddl"}),
    );
    assert!(
        fault["error"]["code"].is_i64(),
        "a resource fault is a JSON-RPC error: {fault}"
    );

    let post = |target: &str, body: &[u8]| post_raw(port, target, "", body).0;
    let ping = br#"{"jsonrpc":"2.0","id":1,"method":"ping"}"#;
    assert_eq!(post("/messages/", ping), 400, "no session_id");
    assert_eq!(
        post("/messages/?session_id=nonsense", ping),
        400,
        "not a session id"
    );
    let unknown = "/messages/?session_id=0123456789abcdef0123456789abcdef";
    assert_eq!(post(unknown, ping), 404, "no such session");
    assert_eq!(post(&s.endpoint, b"{not json"), 400, "a malformed message");
    let get = format!(
        "GET {} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n",
        s.endpoint
    );
    assert_eq!(exchange(port, &get, b"").0, 405, "messages are POSTed");
    s.tool("list_tables", json!({}));

    let endpoint = s.endpoint.clone();
    drop(s);
    let gone = (0..100).any(|_| {
        std::thread::sleep(Duration::from_millis(50));
        post(&endpoint, ping) == 404
    });
    assert!(gone, "a closed stream ends its session");
}

fn page(text: &Value) -> Value {
    serde_json::from_str(text.as_str().unwrap()).unwrap()
}

#[test]
fn a_cursor_is_followed_in_another_session_and_another_process_spec_4_8() {
    let (first_server, port) = fixture(&["warehouse"]);
    let mut first = Session::open(port);
    let mut second = Session::open(port);
    let mut legacy = SseSession::open(port);
    legacy.handshake();
    let one = page(&first.tool("search_columns", json!({"pattern": "*"})));
    let cursor = one["next_cursor"].as_str().expect("the search spans pages");
    let next = json!({"pattern": "*", "cursor": cursor});
    let here = page(&first.tool("search_columns", next.clone()));
    assert_ne!(here["matches"], one["matches"]);
    assert_eq!(page(&second.tool("search_columns", next.clone())), here);
    assert_eq!(page(&legacy.tool("search_columns", next.clone())), here);
    drop(first_server);

    let fresh_cache = common::scratch();
    let cache = fresh_cache.0.to_str().unwrap();
    let (_other, other_port) = serve_http(
        &fixture_project(),
        &["warehouse"],
        &[("DBPRINT_CACHE_DIR", cache)],
    );
    let mut elsewhere = Session::open(other_port);
    assert_eq!(
        page(&elsewhere.tool("search_columns", next)),
        here,
        "a second server process"
    );
}

#[test]
fn a_body_past_the_limit_gets_413_and_a_malformed_one_is_refused_alone() {
    let (_server, port) = fixture(&["shop"]);
    let mut s = Session::open(port);
    let big = vec![b' '; 5 * 1024 * 1024];
    assert_eq!(post_raw(port, "/mcp", "", &big).0, 413);
    let header = format!("Mcp-Session-Id: {}\r\n", s.id);
    assert_eq!(
        post_raw(port, "/mcp", &header, &big).0,
        413,
        "inside a session"
    );
    let legacy = SseSession::open(port);
    assert_eq!(
        post_raw(port, &legacy.endpoint, "", &big).0,
        413,
        "over SSE"
    );
    let broken = post_raw(port, "/mcp", &header, b"{\"jsonrpc\": \"2.0\", \"id\": ");
    assert!(
        (400..500).contains(&broken.0),
        "a malformed body: {broken:?}"
    );
    s.tool("list_tables", json!({}));
    Session::open(port).tool("list_tables", json!({}));
}

/// The `large_project` plus a one-table connection `small`.
fn big_and_small(tables: usize) -> common::Scratch {
    let project = large_project(tables);
    common::write_config(
        &project.0,
        "connections:\n  big:\n    adapter: duckdb\n    auto: true\n  small:\n    adapter: duckdb\n    auto: true\n",
    );
    let root = project.0.join("prints/small");
    std::fs::create_dir_all(&root).unwrap();
    let mut manifest = String::from("format_version: 1\nconnection: small\ntables:\n");
    let _ = write!(
        manifest,
        "  s.only:\n    type: table\n    path: s/only\n    artifacts: {{ddl: ddl.sql}}\n    columns: 1\n    profiled_at: '2026-03-09T14:27:36Z'\n    row_count: 1\n"
    );
    std::fs::write(root.join("manifest.yaml"), manifest).unwrap();
    project
}

const SLOW_ID: u64 = 1001;

/// A slow `list_tables` on `big` in one session, sent from a thread once `server` is up;
/// returns once the server logged that it started.
fn slow_call(server: &Server, port: u16) -> std::thread::JoinHandle<(u16, Value)> {
    let slow = Session::open(port);
    let call = std::thread::spawn(move || {
        slow.request_as(
            SLOW_ID,
            "tools/call",
            json!({"name": "list_tables", "arguments": {"connection": "big", "detail": true}}),
        )
    });
    let started = format!("tools/call {SLOW_ID} (list_tables) started");
    server
        .wait_for_stderr(|l| l.contains(&started), Duration::from_secs(60))
        .unwrap_or_else(|| panic!("no {started:?}:\n{}", server.stderr_text()));
    call
}

fn slow_finished(server: &Server) -> bool {
    let finished = format!("tools/call {SLOW_ID} (list_tables) finished");
    server.stderr_lines().iter().any(|l| l.contains(&finished))
}

/// One run: whether a quick call in another session was answered while the slow one was
/// still running (the log has not said it finished).
fn quick_beside_slow(tables: usize, workers: &str) -> bool {
    let project = big_and_small(tables);
    let env = [("RUST_LOG", "debug"), ("DBPRINT_WORKERS", workers)];
    let (server, port) = serve_http(&project.0, &[], &env);
    let slow = slow_call(&server, port);
    let mut quick = Session::open(port);
    let tables_text = page(&quick.tool("list_tables", json!({"connection": "small"})));
    assert_eq!(tables_text["total"], 1);
    let overtaken = !slow_finished(&server);
    let (status, reply) = slow.join().unwrap();
    assert_eq!(status, 200);
    let answer = page(&reply["result"]["content"][0]["text"]);
    assert_eq!(answer["total"], tables);
    overtaken
}

#[test]
fn a_slow_call_never_blocks_another_session() {
    let overtaken = [20_000, 60_000, 150_000]
        .into_iter()
        .any(|tables| quick_beside_slow(tables, "4"));
    assert!(
        overtaken,
        "the quick call waited for the slow one in every run"
    );
}

#[test]
fn the_worker_pool_is_bounded_a_second_call_waits_for_the_only_worker() {
    assert!(
        !quick_beside_slow(20_000, "1"),
        "with one worker, the quick call ran beside the slow one"
    );
}

/// One run: a slow call is in flight when SIGTERM arrives. The call's whole answer is sent,
/// a request sent after the signal is not served, and the server exits 0. Returns whether
/// the log proves the call was still running at the signal.
fn stop_during_a_call(signal: &str, tables: usize) -> bool {
    let project = big_and_small(tables);
    let (mut server, port) = serve_http(&project.0, &[], &[("RUST_LOG", "debug")]);
    let late = Session::open(port);
    // An open event stream must not hold the server past its stop.
    let mut legacy = SseSession::open(port);
    legacy.handshake();
    let slow = slow_call(&server, port);
    assert!(common::signal(server.child.id(), signal));
    let stopped = "stop signal received";
    server
        .wait_for_stderr(|l| l.contains(stopped), Duration::from_secs(60))
        .unwrap_or_else(|| panic!("the signal was not logged:\n{}", server.stderr_text()));
    let in_flight = !slow_finished(&server);
    let late_id = 2002;
    let refused = std::net::TcpStream::connect(("127.0.0.1", port)).is_err() || {
        let (_, reply) = late.request_as(
            late_id,
            "tools/call",
            json!({"name": "list_tables", "arguments": {"connection": "small"}}),
        );
        reply.get("result").is_none()
    };
    assert!(refused, "a request sent after the signal was served");
    let (status, reply) = slow.join().unwrap();
    assert_eq!(status, 200, "{reply}");
    let answer = page(&reply["result"]["content"][0]["text"]);
    assert_eq!(answer["total"], tables, "the whole answer, not a cut one");
    assert_eq!(server.wait(), Some(0), "exit code after SIG{signal}");
    let late_started = format!("tools/call {late_id} (list_tables) started");
    assert!(
        !server
            .stderr_lines()
            .iter()
            .any(|l| l.contains(&late_started)),
        "the late request ran"
    );
    in_flight
}

/// Retries over bigger prints until a run shows the call in flight at the signal.
fn in_flight_at(signal: &str) {
    let proven = [20_000, 60_000, 150_000]
        .into_iter()
        .any(|tables| stop_during_a_call(signal, tables));
    assert!(proven, "the call finished before SIG{signal} in every run");
}

#[test]
fn sigterm_over_http_lets_the_request_in_flight_finish_and_exits_0_spec_7_3() {
    in_flight_at("TERM");
}

#[test]
fn sigint_over_http_lets_the_request_in_flight_finish_and_exits_0_spec_7_3() {
    in_flight_at("INT");
}

/// One stateless request: its reply.
fn stateless(port: u16, id: u64, method: &str, params: Value) -> Value {
    let payload = json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params});
    let (status, headers, body) = Session::post(port, None, &payload);
    assert_eq!(status, 200, "{method}: {body}");
    assert!(
        !headers.iter().any(|(k, _)| k == "mcp-session-id"),
        "a stateless server opened a session"
    );
    common::http::message(&body)
}

#[test]
fn stateless_replicas_answer_any_request_and_follow_each_others_cursors() {
    let (_a, a) = fixture(&["warehouse", "--stateless"]);
    let (_b, b) = fixture(&["warehouse", "--stateless"]);
    let init = json!({"protocolVersion": "2025-06-18", "capabilities": {},
                      "clientInfo": {"name": "test", "version": "1"}});
    assert_eq!(
        stateless(a, 0, "initialize", init)["result"]["serverInfo"]["name"],
        "dbprint"
    );
    let call = |port, arguments: Value| {
        let reply = stateless(
            port,
            1,
            "tools/call",
            json!({"name": "search_columns", "arguments": arguments}),
        );
        assert_eq!(reply["result"]["isError"], false, "{reply}");
        page(&reply["result"]["content"][0]["text"])
    };
    let one = call(a, json!({"pattern": "*"}));
    let cursor = one["next_cursor"].as_str().expect("the search spans pages");
    let next = json!({"pattern": "*", "cursor": cursor});
    assert_eq!(
        call(b, next.clone()),
        call(a, next),
        "replica b follows replica a's cursor"
    );
    assert_eq!(call(b, json!({"pattern": "*"})), one);
}

#[test]
fn a_stateless_reply_is_one_json_body_of_known_length_never_a_stream() {
    let (_server, port) = fixture(&["--stateless"]);
    let init = json!({"jsonrpc": "2.0", "id": 0, "method": "initialize",
                      "params": {"protocolVersion": "2025-06-18", "capabilities": {},
                                 "clientInfo": {"name": "test", "version": "1"}}});
    let walk = json!({"jsonrpc": "2.0", "id": 1, "method": "tools/call",
                      "params": {"name": "search_columns", "arguments": {"pattern": "*"}}});
    for payload in [init, walk] {
        let (status, headers, body) = Session::post(port, None, &payload);
        assert_eq!(status, 200, "{body}");
        let header = |name: &str| {
            headers
                .iter()
                .find(|(k, _)| k == name)
                .map(|(_, v)| v.clone())
        };
        assert_eq!(header("content-type").as_deref(), Some("application/json"));
        assert_eq!(header("content-length"), Some(body.len().to_string()));
        assert_eq!(header("transfer-encoding"), None);
        let reply: Value = serde_json::from_str(&body).unwrap();
        assert_eq!(reply["id"], payload["id"]);
    }
}

#[test]
fn stateless_and_the_allowed_flags_apply_only_to_http() {
    let project = fixture_project();
    for flags in [
        &["--stateless"][..],
        &["--allowed-host", "mcp.internal"],
        &["--allowed-origin", "https://app.example"],
    ] {
        let out = Command::new(common::BIN)
            .args(["serve", "--project", project.to_str().unwrap()])
            .args(flags)
            .env("DBPRINT_CACHE_DIR", test_cache_dir())
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(1));
        let said = format!("{} applies only with --transport http", flags[0]);
        assert!(
            String::from_utf8_lossy(&out.stderr).contains(&said),
            "{said}"
        );
    }
}

/// The status of a POST of `initialize` to `target` with these header lines (each ending in
/// CRLF), as bytes.
fn initialize_with(port: u16, target: &str, headers: &[u8]) -> u16 {
    let body = json!({"jsonrpc": "2.0", "id": 0, "method": "initialize",
                      "params": {"protocolVersion": "2025-06-18", "capabilities": {},
                                 "clientInfo": {"name": "test", "version": "1"}}})
    .to_string();
    let mut request = format!("POST {target} HTTP/1.1\r\n").into_bytes();
    request.extend_from_slice(headers);
    request.extend_from_slice(
        format!(
            "Content-Type: application/json\r\nAccept: application/json, text/event-stream\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
            body.len()
        )
        .as_bytes(),
    );
    common::http::exchange_bytes(port, &request).0
}

#[test]
fn an_origin_that_is_not_utf8_is_a_foreign_origin_403_spec_6_2() {
    let (_server, port) = fixture(&[]);
    let host = format!("Host: 127.0.0.1:{port}\r\n");
    let mut broken = format!("{host}Origin: http://127.0.0.1:{port}").into_bytes();
    broken.extend_from_slice(b"\xff\r\n");
    let mut latin1 = host.clone().into_bytes();
    latin1.extend_from_slice(b"Origin: http://\xe9vil.example\r\n");
    for headers in [broken, latin1] {
        assert_eq!(initialize_with(port, "/mcp", &headers), 403);
    }
    assert_eq!(initialize_with(port, "/mcp", host.as_bytes()), 200);
}

#[test]
fn two_host_headers_are_refused_400_never_the_first_taken() {
    let (_server, port) = fixture(&[]);
    let ours = format!("Host: 127.0.0.1:{port}\r\n");
    for second in [format!("Host: evil.example:{port}\r\n"), ours.clone()] {
        let headers = format!("{ours}{second}");
        assert_eq!(
            initialize_with(port, "/mcp", headers.as_bytes()),
            400,
            "{headers}"
        );
    }
}

#[test]
fn an_absolute_form_target_must_name_this_server_spec_6_2() {
    let (_server, port) = fixture(&[]);
    let ours = format!("Host: 127.0.0.1:{port}\r\n");
    let elsewhere = format!("http://evil.example:{port}/mcp");
    assert_eq!(initialize_with(port, &elsewhere, ours.as_bytes()), 421);
    let other_port = format!("http://127.0.0.1:{}/mcp", port + 1);
    assert_eq!(initialize_with(port, &other_port, ours.as_bytes()), 421);
    let here = format!("http://127.0.0.1:{port}/mcp");
    assert_eq!(initialize_with(port, &here, ours.as_bytes()), 200);
}
