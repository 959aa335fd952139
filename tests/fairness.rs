//! A cold build of one connection's compiled index keeps its own callers waiting, no one else
//! (MCP spec §4.3 search_columns is the only tool that needs the index): calls that read a
//! table's files, on the building connection or another, are answered while it runs, even
//! when more calls wait for the build than there are workers (a waiting call gives its worker
//! back). Told by the order the answers arrive in, never by a clock.
#![allow(clippy::disallowed_methods)] // fixtures and measurements, not the server (clippy.toml)

mod common;
#[path = "../benches/support/generate.rs"]
mod generate;

use std::path::{Path, PathBuf};

use common::{Scratch, scratch, serve_with_env};
use serde_json::json;

/// Tables per connection: enough that a cold build in a debug binary runs for seconds.
const TABLES: usize = 6_000;

/// A generated two-connection print kept under the target directory between runs.
fn print() -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("fairness-2x6000");
    if !dir.join(".dbprint.yaml").is_file() {
        let _ = std::fs::remove_dir_all(&dir);
        generate::write_print(&dir, TABLES, 12, 2, false).unwrap();
    }
    dir
}

#[test]
fn calls_that_need_no_index_are_answered_while_a_cold_build_runs_spec_4_3() {
    let project = print();
    let cache: Scratch = scratch();
    let cache_dir = cache.0.to_str().unwrap().to_string();
    let env = [
        ("DBPRINT_CACHE_DIR", cache_dir.as_str()),
        ("DBPRINT_WORKERS", "2"),
    ];
    let mut s = serve_with_env(&project, &[], &env);
    let searches: Vec<u64> = ["col_00*", "col_01*", "*"]
        .iter()
        .map(|pattern| {
            s.send_request(
                "tools/call",
                json!({"name": "search_columns", "arguments": {"connection": "c0", "pattern": pattern}}),
            )
        })
        .collect();
    let context = |connection: &str| {
        json!({"name": "get_table_context", "arguments": {
            "connection": connection, "table": format!("{connection}.s007.t000007")}})
    };
    let quick = [
        s.send_request("tools/call", context("c0")),
        s.send_request(
            "tools/call",
            json!({"name": "resolve_value", "arguments": {
                "connection": "c0", "table": "c0.s003.t000003", "column": "col_000", "text": "alpha"}}),
        ),
        s.send_request("tools/call", context("c1")),
        s.send_request(
            "resources/read",
            json!({"uri": "dbprint://c0/c0.s005.t000005/statistics"}),
        ),
    ];
    let mut arrived = Vec::new();
    while arrived.len() < quick.len() + searches.len() {
        let frame = s.next_frame();
        let id = frame["id"].as_u64().unwrap_or_default();
        assert!(frame.get("error").is_none(), "{frame}");
        assert_ne!(frame["result"]["isError"], json!(true), "{frame}");
        arrived.push(id);
    }
    let (first, _) = arrived.split_at(quick.len());
    assert!(
        quick.iter().all(|id| first.contains(id)),
        "every call that needs no index answers before any that waits for the build, though \
         those waiting outnumber the workers: arrived {arrived:?}, searches {searches:?}"
    );
}
