//! Malformed requests at the protocol level answer a JSON-RPC error naming what was wrong, and
//! the session goes on to answer the next request (MCP spec §8.3); on stdio every line is
//! answered, one that is not JSON or too long included (JSON-RPC 2.0 §5.1).

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

#[test]
fn a_line_that_is_not_json_is_answered_parse_error_with_id_null_jsonrpc_5_1() {
    let mut s = serve(&fixture_project(), &[]);
    s.send_raw(b"this is not json\n");
    let r = s.frame_with_id(&json!(null));
    assert_eq!(r["error"]["code"], json!(-32700), "{r}");
    s.send_raw(b"{\"jsonrpc\":\"2.0\",\"id\":9,\"method\":\"ping\"\n");
    let r = s.frame_with_id(&json!(null));
    assert_eq!(r["error"]["code"], json!(-32700), "{r}");
    assert_eq!(s.request("ping", json!({}))["result"], json!({}));
}

#[test]
fn a_line_past_the_16_mib_limit_is_answered_naming_it_and_the_session_goes_on_spec_8_3() {
    let mut s = serve(&fixture_project(), &[]);
    let mut line = br#"{"jsonrpc":"2.0","id":77,"method":"ping","params":{"pad":""#.to_vec();
    line.resize(17 * 1024 * 1024, b'x');
    line.extend_from_slice(b"\"}}\n");
    s.send_raw(&line);
    let r = s.frame_with_id(&json!(null));
    assert_eq!(r["error"]["code"], json!(-32600), "{r}");
    let message = r["error"]["message"].as_str().unwrap();
    assert!(message.contains("16 MiB"), "{message}");
    assert_eq!(s.request("ping", json!({}))["result"], json!({}));
}
