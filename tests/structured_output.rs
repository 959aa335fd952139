//! Structured results (MCP 2025-06-18): the four tools beyond the reference declare an
//! `outputSchema` and answer each page with `structuredContent` matching it, checked by the
//! official Python SDK client over stdio (`tests/clients/structured.py`, which also validates
//! with jsonschema and compares the data with the page's text); the seven of v1 declare none.
//! Here the SDK is found as the balancer tests find it (`common::sdk_python`: `DBPRINT_SDK_PYTHON`, the reference
//! venv, `python3`); without it the SDK half is skipped, unless `DBPRINT_REQUIRE_BALANCERS`
//! (CI) asks for it. The half that needs no SDK checks the same over the raw protocol.

mod common;

use std::process::Command;

use common::{BIN, fixture_project, serve};
use serde_json::{Value, json};

#[test]
fn the_python_sdk_validates_every_additive_tools_structured_content() {
    let Some(python) = common::sdk_python("mcp.client.stdio, jsonschema") else {
        assert!(
            std::env::var_os("DBPRINT_REQUIRE_BALANCERS").is_none(),
            "the MCP Python SDK is required here"
        );
        eprintln!("skipped: no python with the MCP SDK and jsonschema");
        return;
    };
    let script =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/clients/structured.py");
    let project = fixture_project();
    let out = Command::new(python)
        .arg(&script)
        .args([BIN, "serve", "--project"])
        .arg(&project)
        .env("DBPRINT_CACHE_DIR", common::test_cache_dir())
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{said}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(said.matches("structuredContent valid").count(), 6, "{said}");
}

/// Over the raw protocol: `tools/list` gives the four their schema and the seven none; a
/// result's `structuredContent` is its text as JSON, and an error result carries none.
#[test]
fn structured_content_is_the_page_as_data_and_an_error_has_none() {
    let mut s = serve(&fixture_project(), &["--no-warm"]);
    let listed = s.request("tools/list", json!({}));
    for tool in listed["result"]["tools"].as_array().unwrap() {
        let additive = ["check_query", "find_join_path", "find_tables", "find_value"];
        let declared = tool.get("outputSchema").is_some();
        assert_eq!(
            declared,
            additive.contains(&tool["name"].as_str().unwrap()),
            "{tool}"
        );
    }
    let call = |s: &mut common::Server, args: Value| {
        s.request(
            "tools/call",
            json!({"name": "find_join_path", "arguments": args}),
        )
    };
    let answered = call(
        &mut s,
        json!({"tables": ["sales.orders", "sales.customer"]}),
    );
    let result = &answered["result"];
    let text: Value = serde_json::from_str(result["content"][0]["text"].as_str().unwrap()).unwrap();
    assert_eq!(result["structuredContent"], text);
    let refused = call(&mut s, json!({"tables": ["sales.orders"]}));
    assert_eq!(refused["result"]["isError"], true);
    assert!(refused["result"].get("structuredContent").is_none());
    let v1 = s.request(
        "tools/call",
        json!({"name": "list_tables", "arguments": {}}),
    );
    assert!(v1["result"].get("structuredContent").is_none());
}
