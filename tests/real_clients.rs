//! Real MCP clients over our HTTP endpoints (§6.2): `tests/clients/run.sh` drives the official
//! Python SDK (Streamable HTTP and SSE clients) and the MCP Inspector CLI through every tool.
//! Where neither client is installed the script says so and the test passes as skipped.

mod common;

#[test]
fn the_python_sdk_and_the_inspector_call_every_tool_over_http_and_sse() {
    let script = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/clients/run.sh");
    let port = common::http::free_port().to_string();
    let out = std::process::Command::new("bash")
        .arg(&script)
        .args([common::BIN, &port])
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&out.stdout);
    eprintln!("{said}{}", String::from_utf8_lossy(&out.stderr));
    assert!(out.status.success(), "{said}");
    assert!(
        said.contains("skipped") || said.contains(" passed, 0 failed"),
        "{said}"
    );
}
