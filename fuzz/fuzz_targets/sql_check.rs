//! `check_query` over any text: the first byte picks the dialect, the rest is the SQL, checked
//! against the fixture project's `shop` print (every name, literal and join rule it applies).
#![no_main]

mod common;

use std::sync::OnceLock;

use dbprint_tools::check::DIALECTS;
use dbprint_tools::state::State;
use libfuzzer_sys::fuzz_target;
use serde_json::{Map, Value};

fn state() -> &'static State {
    static STATE: OnceLock<State> = OnceLock::new();
    STATE.get_or_init(|| {
        common::shop_state(
            &std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("../fixtures/project/.dbprint.yaml"),
        )
    })
}

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    let Ok(sql) = std::str::from_utf8(rest) else {
        return;
    };
    if sql.is_empty() {
        return;
    }
    let mut arguments = Map::new();
    arguments.insert("sql".into(), Value::String(sql.to_string()));
    let dialect = DIALECTS[usize::from(pick) % DIALECTS.len()];
    arguments.insert("dialect".into(), Value::String(dialect.to_string()));
    let reply = dbprint_tools::tools::dispatch(state(), "check_query", &arguments);
    let text = reply.expect("check_query answers any SQL with findings, never a fault");
    let page: Value = serde_json::from_str(&text).expect("the reply is JSON");
    assert!(page["findings"].is_array());
});
