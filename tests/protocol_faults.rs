//! Malformed requests at the protocol level answer a JSON-RPC error naming what was wrong, and
//! the session goes on to answer the next request (MCP spec §8.3).

mod common;

use common::{fixture_project, serve};
use serde_json::json;

#[test]
fn params_that_do_not_decode_are_invalid_params_and_the_session_goes_on_spec_8_3() {
    let mut s = serve(&fixture_project(), &[]);
    s.handshake("2025-06-18");
    let r = s.request("tools/call", json!({"arguments": {}}));
    assert_eq!(r["error"]["code"], json!(-32602), "{r}");
    let message = r["error"]["message"].as_str().unwrap();
    assert!(
        message.contains("tools/call") && message.contains("name"),
        "{message}"
    );

    let r = s.request("resources/read", json!({"uri": 5}));
    assert_eq!(r["error"]["code"], json!(-32602), "{r}");

    let r = s.request(
        "tools/call",
        json!({"name": "list_tables", "arguments": [1]}),
    );
    assert_eq!(r["error"]["code"], json!(-32602), "{r}");

    assert!(s.tool("list_tables", json!({})).is_ok());
}

#[test]
fn an_unknown_method_is_method_not_found_naming_it_spec_8_3() {
    let mut s = serve(&fixture_project(), &[]);
    s.handshake("2025-06-18");
    let r = s.request("tables/drop", json!({}));
    assert_eq!(r["error"]["code"], json!(-32601), "{r}");
    assert!(
        r["error"]["message"]
            .as_str()
            .unwrap()
            .contains("'tables/drop'")
    );
    assert_eq!(s.request("ping", json!({}))["result"], json!({}));
}
