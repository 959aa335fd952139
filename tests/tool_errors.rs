//! Every `tools/call` fault of MCP spec §8.2 this build's tools can meet: a result with
//! `isError: true` and the exact detail, never a protocol error, never the end of the server.
#![allow(clippy::disallowed_methods)] // fixtures and measurements, not the server (clippy.toml)

mod common;

use common::{edit, fixture_project, project_copy, serve, set_entry_field};
use serde_json::json;

#[test]
fn argument_faults_name_key_value_and_what_is_accepted_spec_8_2() {
    let mut s = serve(&fixture_project(), &[]);
    let cases = [
        (
            "list_tables",
            json!({"schema": "public"}),
            "list_tables takes no argument 'schema'. Accepted: ['connection', 'cursor', 'detail', 'pattern'].",
        ),
        (
            "get_table_context",
            json!({}),
            "get_table_context requires 'table'.",
        ),
        (
            "list_tables",
            json!({"pattern": 7}),
            "pattern 7 must be of type string.",
        ),
        (
            "get_table_context",
            json!({"table": ""}),
            "table '' must be a non-empty string.",
        ),
        (
            "get_table_context",
            json!({"table": "t", "format": "yml"}),
            "format 'yml' must be one of ['md', 'json', 'yaml'].",
        ),
        (
            "get_table_context",
            json!({"table": "t", "format": 1}),
            "format 1 must be of type string.",
        ),
        (
            "get_table_context",
            json!({"table": "t", "include_stats": "false"}),
            "include_stats 'false' must be of type boolean.",
        ),
        (
            "list_tables",
            json!({"detail": "yes"}),
            "detail 'yes' must be of type boolean.",
        ),
        (
            "get_diff",
            json!({"kind": "nope"}),
            "kind 'nope' must be one of",
        ),
        (
            "get_reference",
            json!({"document": "readme"}),
            "document 'readme' must be one of ['assertions', 'guide', 'spec'].",
        ),
        (
            "get_reference",
            json!({"document": "SPEC"}),
            "document 'SPEC' must be one of ['assertions', 'guide', 'spec'].",
        ),
        (
            "list_tables",
            json!({"pattern": null}),
            "pattern None must be of type string.",
        ),
    ];
    for (tool, args, expected) in cases {
        let err = s.tool(tool, args.clone()).unwrap_err();
        assert!(err.starts_with(expected), "{tool} {args}: {err}");
    }
    s.close();
}

#[test]
fn unknown_tool_lists_the_available_ones_spec_8_2() {
    let mut s = serve(&fixture_project(), &[]);
    assert_eq!(
        s.tool("foo", json!({})).unwrap_err(),
        "unknown tool 'foo'. Available: ['check_query', 'find_join_path', 'find_tables', 'find_value', 'get_diff', 'get_manifest', 'get_reference', 'get_table_context', 'list_tables', 'resolve_value', 'search_columns']"
    );
    s.close();
    let mut v1 = serve(&fixture_project(), &["--tools", "v1"]);
    assert_eq!(
        v1.tool("foo", json!({})).unwrap_err(),
        "unknown tool 'foo'. Available: ['get_diff', 'get_manifest', 'get_reference', 'get_table_context', 'list_tables', 'resolve_value', 'search_columns']"
    );
    v1.close();
}

#[test]
fn cursor_faults_spec_8_2() {
    let mut s = serve(&fixture_project(), &["warehouse"]);
    assert_eq!(
        s.tool("list_tables", json!({"cursor": "x"})).unwrap_err(),
        "cursor 'x' is not one this server issued. Pass back a reply's `next_cursor` unchanged, or call again without `cursor` for the first page."
    );
    let first = s.tool_json("get_manifest", json!({}));
    let cursor = first["next_cursor"]
        .as_str()
        .expect("warehouse's manifest pages")
        .to_string();
    assert_eq!(
        s.tool("list_tables", json!({"cursor": cursor}))
            .unwrap_err(),
        "this cursor was not issued by list_tables with these arguments. Repeat the call that returned it with the same arguments, or call again without `cursor`."
    );
    assert_eq!(
        s.tool("get_manifest", json!({"cursor": cursor, "pattern": "*"}))
            .unwrap_err(),
        "this cursor was not issued by get_manifest with these arguments. Repeat the call that returned it with the same arguments, or call again without `cursor`."
    );
    s.close();
}

#[test]
fn cursor_after_the_print_changed_fails_spec_4_8() {
    let p = project_copy();
    let mut s = serve(&p.0, &["warehouse"]);
    let first = s.tool_json("list_tables", json!({"detail": true}));
    let cursor = first["next_cursor"]
        .as_str()
        .expect("detail pages")
        .to_string();
    let manifest = p.0.join("prints/warehouse/manifest.yaml");
    let text = std::fs::read_to_string(&manifest).unwrap();
    std::fs::write(&manifest, format!("{text}\n")).unwrap();
    assert_eq!(
        s.tool("list_tables", json!({"detail": true, "cursor": cursor}))
            .unwrap_err(),
        "the print changed on disk since this cursor was issued, so list_tables cannot resume where it left off. Call again without `cursor` to start over."
    );
    assert!(s.tool("list_tables", json!({"detail": true})).is_ok());
    s.close();
}

#[test]
fn connection_faults_spec_8_2() {
    let mut s = serve(&fixture_project(), &[]);
    assert_eq!(
        s.tool("get_diff", json!({"connection": "bar"}))
            .unwrap_err(),
        "connection 'bar' not in .dbprint.yaml. Configured: ['shop', 'warehouse']"
    );
    assert_eq!(
        s.tool("get_diff", json!({"connection": "warehouse"}))
            .unwrap_err(),
        "connection 'warehouse' is configured but not served by this instance. Served: ['shop']. Restart the server naming it to serve it."
    );
    s.close();
}

#[test]
fn print_faults_reach_the_tools_spec_8_2() {
    let p = project_copy();
    let manifest = p.0.join("prints/shop/manifest.yaml");
    let diff = p.0.join("prints/shop/diff.yaml");
    let mut s = serve(&p.0, &[]);

    std::fs::remove_file(&diff).unwrap();
    assert_eq!(
        s.tool("get_diff", json!({})).unwrap_err(),
        format!(
            "no diff available at {}. Run `dbprint diff` or `dbprint generate` first.",
            diff.display()
        )
    );
    std::fs::write(&diff, "changes: [\n").unwrap();
    let err = s.tool("get_diff", json!({})).unwrap_err();
    assert!(
        err.starts_with(&format!("{}: YAML parse error: ", diff.display())),
        "{err}"
    );

    let good = std::fs::read_to_string(&manifest).unwrap();
    std::fs::write(&manifest, "- just\n- a list\n").unwrap();
    assert_eq!(
        s.tool("list_tables", json!({})).unwrap_err(),
        format!("{}: expected a mapping, found list", manifest.display())
    );
    std::fs::write(&manifest, "tables: {a: [\n").unwrap();
    let err = s.tool("get_manifest", json!({})).unwrap_err();
    assert!(
        err.starts_with(&format!("{}: YAML parse error: ", manifest.display())),
        "{err}"
    );
    std::fs::remove_file(&manifest).unwrap();
    assert_eq!(
        s.tool("get_manifest", json!({})).unwrap_err(),
        format!(
            "manifest references manifest.yaml but file is absent at {}. Re-run dbprint generate.",
            manifest.display()
        )
    );
    std::fs::write(&manifest, good).unwrap();
    assert!(
        s.tool("get_manifest", json!({})).is_ok(),
        "a corrected file is read on the next call"
    );
    s.close();
}

#[test]
fn failed_tables_ride_the_first_page_filtered_spec_4_2() {
    let mut s = serve(&fixture_project(), &["warehouse"]);
    let r = s.tool_json("list_tables", json!({"pattern": "warehouse.dw.*"}));
    assert_eq!(
        r["failed_tables"],
        json!(["warehouse.dw.broken_feed", "warehouse.dw.legacy_import"])
    );
    let tables = r["tables"].as_array().unwrap();
    assert!(!tables.contains(&json!("warehouse.dw.broken_feed")));
    let none = s.tool_json("list_tables", json!({"pattern": "warehouse.staging.*"}));
    assert!(none.get("failed_tables").is_none());
    let m = s.tool_json("get_manifest", json!({"pattern": "warehouse.dw.b*"}));
    assert_eq!(m["failed_tables"], json!(["warehouse.dw.broken_feed"]));
    s.close();
}

#[test]
fn unfollowable_manifest_entries_drop_alone_spec_3_3() {
    let p = project_copy();
    edit(
        &p.0.join("prints/shop/manifest.yaml"),
        "    path: shop/sales/session\n",
        "    path: ../../outside\n",
    );
    let mut s = serve(&p.0, &[]);
    let r = s.tool_json("list_tables", json!({}));
    let tables = r["tables"].as_array().unwrap();
    assert!(!tables.contains(&json!("shop.sales.session")));
    assert!(tables.contains(&json!("shop.sales.orders")));
    s.close();
}

/// `row_count: 1:59:59:...` is a YAML 1.1 sexagesimal integer of some 142,000 decimal digits.
/// We refuse it when the file is read, with Python's own 4300-digit text and its position,
/// before doing the arithmetic; the refusal is kept for that identity, the server answers
/// the next call, and a corrected manifest is read on the call after it. (The reference
/// reads such a file and fails only the replies that print the number; INTERNALS.md
/// lists this as a known gap.)
#[test]
fn a_sexagesimal_row_count_past_the_digit_limit_is_refused_with_pythons_text_spec_8_3() {
    let p = project_copy();
    let manifest = p.0.join("prints/shop/manifest.yaml");
    let text = set_entry_field(
        &manifest,
        "shop.sales.customer",
        "row_count",
        &format!("    row_count: 1{}", ":59".repeat(80_000)),
    );
    let mut s = serve(&p.0, &[]);
    let limit = "Exceeds the limit (4300 digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit";
    for _ in 0..2 {
        let fault = s.tool("list_tables", json!({"detail": true})).unwrap_err();
        assert!(fault.contains(": YAML parse error: "), "{fault}");
        assert!(fault.contains(limit), "{fault}");
    }
    assert!(s.tool("get_reference", json!({"document": "spec"})).is_ok());
    std::fs::write(&manifest, &text).unwrap();
    let fixed = s.tool_json("list_tables", json!({}));
    assert_eq!(fixed["total"], 14);
    assert_eq!(s.close(), Some(0), "the server was still up");
}
