//! A whole `tools/call` over a fuzzed print: the input becomes one table's statistics.yaml
//! in a scratch copy of the fixture project, and every tool that reads it is called, by one
//! state that lives across runs as a server lives across edits.
#![no_main]

mod common;

use std::path::PathBuf;
use std::sync::OnceLock;

use dbprint_service::state::State;
use libfuzzer_sys::fuzz_target;
use serde_json::{Map, Value, json};

fn scratch() -> &'static PathBuf {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let fixture = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../fixtures/project");
        let dir = std::env::temp_dir().join(format!("dbprint-fuzz-print-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        copy(&fixture, &dir);
        dir
    })
}

fn copy(from: &std::path::Path, to: &std::path::Path) {
    std::fs::create_dir_all(to).expect("scratch dir");
    for entry in std::fs::read_dir(from).expect("fixture dir").flatten() {
        let target = to.join(entry.file_name());
        if entry.path().is_dir() {
            copy(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), &target).expect("fixture copy");
        }
    }
}

/// One state for every run, as one server process serves edit after edit: each run's
/// rewrite is a new identity the next call must see (§7.1), so freshness is fuzzed too.
fn state(dir: &std::path::Path) -> &'static State {
    static STATE: OnceLock<State> = OnceLock::new();
    STATE.get_or_init(|| common::shop_state(&dir.join(".dbprint.yaml")))
}

fn arguments(value: Value) -> Map<String, Value> {
    match value {
        Value::Object(map) => map,
        _ => Map::new(),
    }
}

fuzz_target!(|data: &[u8]| {
    let dir = scratch();
    let file = dir.join("prints/shop/shop/sales/orders/statistics.yaml");
    if std::fs::write(&file, data).is_err() {
        return;
    }
    let state = state(dir);
    let table = "shop.sales.orders";
    for (tool, args) in [
        ("get_table_context", json!({"table": table})),
        (
            "get_table_context",
            json!({"table": table, "purpose": "query", "format": "json"}),
        ),
        ("search_columns", json!({"pattern": "*"})),
        ("search_columns", json!({"text": "a"})),
        (
            "resolve_value",
            json!({"table": table, "column": "status", "text": "paid"}),
        ),
        ("list_tables", json!({"detail": true})),
    ] {
        let _ = dbprint_service::tools::dispatch(state, tool, &arguments(args));
    }
    let _ = dbprint_service::resources::read(state, &format!("dbprint://shop/{table}/statistics"));
});
