//! Shutdown (MCP spec §7.3): SIGTERM and SIGINT let a request in flight finish and exit 0;
//! EOF on stdin is the same.

mod common;

use std::fmt::Write as _;
use std::time::Duration;

use common::{Scratch, fixture_project, scratch, serve, write_config};
use serde_json::json;

/// A project whose manifest is large enough that its first read takes a while.
fn large_project() -> Scratch {
    let dir = scratch();
    write_config(&dir.0, "connections:\n  big:\n    adapter: duckdb\n");
    let root = dir.0.join("prints/big");
    std::fs::create_dir_all(&root).unwrap();
    let mut text = String::from("format_version: 1\nconnection: big\ntables:\n");
    for i in 0..20_000 {
        let _ = write!(
            text,
            "  s.t{i:05}:\n    type: table\n    path: s/t{i:05}\n    artifacts: {{ddl: ddl.sql, statistics: statistics.yaml}}\n    columns: 3\n    profiled_at: '2026-03-09T14:27:36Z'\n    row_count: {i}\n"
        );
    }
    std::fs::write(root.join("manifest.yaml"), text).unwrap();
    dir
}

fn signal(pid: u32, name: &str) {
    let status = std::process::Command::new("kill")
        .args([&format!("-{name}"), &pid.to_string()])
        .status()
        .unwrap();
    assert!(status.success());
}

fn in_flight_then(signal_name: Option<&str>) {
    let project = large_project();
    let mut s = serve(&project.0, &[]);
    let id = s.send_request(
        "tools/call",
        json!({"name": "list_tables", "arguments": {"detail": true}}),
    );
    std::thread::sleep(Duration::from_millis(30));
    let pid = s.child.id();
    match signal_name {
        Some(name) => signal(pid, name),
        None => {
            let response = s.response(id);
            assert_eq!(response["result"]["isError"], false);
            assert_eq!(s.close(), Some(0));
            return;
        }
    }
    let response = s.response(id);
    assert_eq!(
        response["result"]["isError"], false,
        "the request in flight completed"
    );
    let text = response["result"]["content"][0]["text"].as_str().unwrap();
    assert!(text.contains("\"total\": 20000"));
    assert_eq!(s.wait(), Some(0));
}

#[test]
fn sigterm_lets_the_request_in_flight_finish_and_exits_0_spec_7_3() {
    in_flight_then(Some("TERM"));
}

#[test]
fn sigint_lets_the_request_in_flight_finish_and_exits_0_spec_7_3() {
    in_flight_then(Some("INT"));
}

#[test]
fn eof_after_a_request_exits_0_spec_7_3() {
    in_flight_then(None);
}

#[test]
fn eof_on_stdin_exits_0_spec_7_3() {
    let s = serve(&fixture_project(), &[]);
    assert_eq!(s.close(), Some(0));
}

#[test]
fn eof_before_any_handshake_exits_0_spec_7_3() {
    let project = fixture_project();
    let s = common::spawn(&["serve", "--project", project.to_str().unwrap()], &project);
    assert_eq!(s.close(), Some(0));
}
