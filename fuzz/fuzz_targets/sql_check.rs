//! `check_query` over any text: the first byte picks the dialect, the rest is the SQL, checked
//! against the fixture project's `shop` print (every name, literal and join rule it applies).
#![no_main]

mod common;

use dbprint_sqlcheck::DIALECTS;
use libfuzzer_sys::fuzz_target;
use serde_json::{Map, Value};

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
    let reply = dbprint_service::tools::dispatch(common::fixture_shop(), "check_query", &arguments);
    let text = reply.expect("check_query answers any SQL with findings, never a fault");
    let page: Value = serde_json::from_str(&text).expect("the reply is JSON");
    assert!(page["findings"].is_array());
});
