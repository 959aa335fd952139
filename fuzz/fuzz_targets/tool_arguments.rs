//! Tool-argument validation and cursor decoding: every tool of the bundled fixture project
//! called with arbitrary JSON arguments (the first byte picks the tool; the rest is a JSON
//! object, or a cursor string for a real first-page call).
#![no_main]

mod common;

use libfuzzer_sys::fuzz_target;
use serde_json::{Map, Value};

const TOOLS: [&str; 10] = [
    "list_tables",
    "get_manifest",
    "search_columns",
    "get_table_context",
    "resolve_value",
    "get_diff",
    "get_reference",
    "no_such_tool",
    "check_query",
    "find_join_path",
];

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    let tool = TOOLS[usize::from(pick) % TOOLS.len()];
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let arguments = match serde_json::from_str::<Value>(text) {
        Ok(Value::Object(map)) => map,
        _ => {
            let mut map = Map::new();
            map.insert("cursor".into(), Value::String(text.to_string()));
            map.insert("pattern".into(), Value::String("*".into()));
            map.insert("table".into(), Value::String("shop.sales.orders".into()));
            map
        }
    };
    let _ = dbprint_service::tools::dispatch(common::fixture_shop(), tool, &arguments);
});
