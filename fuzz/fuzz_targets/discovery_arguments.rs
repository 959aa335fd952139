//! `find_tables` and `find_value` over any arguments, on the bundled discovery fixture (the
//! `campus` connection): the first byte picks the tool and where the rest goes (a whole JSON
//! object of arguments, or the text as the question, the value, or the schema glob). Every
//! call answers or fails with a fault; an answer is one page (§4.8) that echoes a long
//! argument cut, and a question past its bounds says what went unread.
#![no_main]

mod common;

use dbprint_base::echo::ECHOED;
use libfuzzer_sys::fuzz_target;
use serde_json::{Map, Value};

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let tool = if pick % 2 == 0 { "find_tables" } else { "find_value" };
    let asked = if tool == "find_tables" { "question" } else { "value" };
    let mut arguments = Map::new();
    match (pick / 2) % 4 {
        0 => match serde_json::from_str::<Value>(text) {
            Ok(Value::Object(map)) => arguments = map,
            _ => return,
        },
        1 => {
            arguments.insert(asked.into(), Value::String(text.into()));
        }
        2 => {
            arguments.insert("value".into(), Value::String("History".into()));
            arguments.insert("question".into(), Value::String(text.into()));
        }
        _ => {
            arguments.insert(asked.into(), Value::String("rooms".into()));
            arguments.insert("schema".into(), Value::String(text.into()));
        }
    }
    let reply = dbprint_service::tools::dispatch(common::fixture_campus(), tool, &arguments);
    let Ok(page) = reply else {
        return;
    };
    assert!(page.chars().count() <= 20_000, "a page past the bound");
    let page: Value = serde_json::from_str(&page).expect("a page is JSON");
    if let Some(echoed) = page.get(asked).and_then(Value::as_str) {
        let whole = arguments.get(asked).and_then(Value::as_str).unwrap_or_default();
        if whole.chars().count() > ECHOED {
            assert!(echoed.contains("[cut: "), "a long argument echoed whole");
            assert!(echoed.chars().count() < ECHOED + 64);
        }
    }
});
