//! Containment: no manifest path, artifact file name, table directory link, resource URI,
//! table name or cursor makes the server read outside the connection root — `..`, absolute
//! paths, symbolic links, percent-encoded separators and NUL bytes alike. Every case plants a
//! marked file outside the root where the trick would land, and no answer may carry it.
#![allow(clippy::disallowed_methods)] // fixtures and measurements, not the server (clippy.toml)

mod common;

use std::path::Path;

use common::{Server, project_copy, scratch, serve};
use serde_json::{Value, json};

const MARK: &str = "OUTSIDE_THE_ROOT_5f2b7c";
const TABLE: &str = "shop.sales.orders";

/// A print directory outside the root holding every artifact, each carrying the mark.
fn plant_outside(dir: &Path) {
    std::fs::create_dir_all(dir).unwrap();
    let yaml =
        format!("format_version: 1\ntable: {TABLE}\ncolumns:\n  {MARK}:\n    sql_type: INTEGER\n");
    for name in [
        "statistics.yaml",
        "relationships.yaml",
        "statistics.annotations.yaml",
    ] {
        std::fs::write(dir.join(name), &yaml).unwrap();
    }
    std::fs::write(
        dir.join("ddl.sql"),
        format!("CREATE TABLE {MARK}(x INTEGER);\n"),
    )
    .unwrap();
    std::fs::write(dir.join("description.md"), format!("# {MARK}\n")).unwrap();
}

/// Every call that could reach a table's files, its connection's, or a path in an argument.
fn probes() -> Vec<(&'static str, Value)> {
    let tool = |name: &str, arguments: Value| json!({"name": name, "arguments": arguments});
    let mut probes = vec![
        ("tools/call", tool("list_tables", json!({"detail": true}))),
        ("tools/call", tool("get_manifest", json!({}))),
        (
            "tools/call",
            tool("search_columns", json!({"pattern": "*"})),
        ),
        (
            "tools/call",
            tool("search_columns", json!({"text": "OUTSIDE"})),
        ),
        ("resources/list", json!({})),
    ];
    for table in [
        TABLE,
        "../../outside",
        "shop.sales.orders/../../../outside",
        "/etc/passwd",
        "shop.sales.orders\u{0}",
        "..%2F..%2Foutside",
    ] {
        probes.push((
            "tools/call",
            tool("get_table_context", json!({"table": table})),
        ));
        probes.push((
            "tools/call",
            tool(
                "get_table_context",
                json!({"table": table, "format": "json", "purpose": "query"}),
            ),
        ));
        probes.push((
            "tools/call",
            tool(
                "resolve_value",
                json!({"table": table, "column": "leak_probe", "text": "x"}),
            ),
        ));
        for kind in ["statistics", "ddl", "description", "relationships"] {
            probes.push((
                "resources/read",
                json!({"uri": format!("dbprint://shop/{table}/{kind}")}),
            ));
        }
    }
    for uri in [
        "dbprint://shop/..%2F..%2F..%2Foutside/ddl",
        "dbprint://shop/%2e%2e/%2e%2e/outside/statistics",
        "dbprint://shop/shop.sales.orders/..%2f..%2f..%2foutside%2fddl",
        "dbprint://shop/shop.sales.orders%00/ddl",
        "dbprint://../outside/manifest",
        "dbprint:///../../outside/statistics.yaml",
        "dbprint:///reference/..%2F..%2Foutside",
    ] {
        probes.push(("resources/read", json!({"uri": uri})));
    }
    for cursor in [
        "Li4vLi4vb3V0c2lkZQ",
        "../../outside",
        "%2e%2e%2foutside",
        "\u{0}",
    ] {
        probes.push((
            "tools/call",
            tool("search_columns", json!({"pattern": "*", "cursor": cursor})),
        ));
        probes.push(("resources/list", json!({"cursor": cursor})));
    }
    probes
}

/// Runs every probe; none may answer with the mark, and every one is answered.
fn nothing_leaks(s: &mut Server, case: &str) {
    for (method, params) in probes() {
        let reply = s.request(method, params.clone());
        assert!(
            reply.get("result").is_some() || reply.get("error").is_some(),
            "{case}: {method} {params} unanswered: {reply}"
        );
        assert!(
            !reply.to_string().contains(MARK),
            "{case}: {method} {params} read outside the root: {:.500}",
            reply.to_string()
        );
    }
}

/// The fixture with the orders entry's `field` line replaced by `line`, the outside print
/// planted at `outside`; the server over it.
fn with_entry(field: &str, line: &str, outside: &Path) -> (common::Scratch, Server) {
    let project = project_copy();
    plant_outside(outside);
    let manifest = project.0.join("prints/shop/manifest.yaml");
    common::set_entry_field(&manifest, TABLE, field, line);
    let s = serve(&project.0, &["shop"]);
    (project, s)
}

#[test]
fn a_manifest_path_with_dotdot_or_absolute_reads_nothing_outside() {
    let outside = scratch();
    let dir = outside.0.join("print");
    let root_depth = common::scratch().0.join("prints/shop").components().count();
    let climbing = format!(
        "    path: {}{}",
        "../".repeat(root_depth + 2),
        dir.strip_prefix("/").unwrap().display()
    );
    let (_p, mut s) = with_entry("path", &climbing, &dir);
    nothing_leaks(&mut s, "path: ../..");
    drop(s);
    let absolute = format!("    path: {}", dir.display());
    let (_p, mut s) = with_entry("path", &absolute, &dir);
    nothing_leaks(&mut s, "absolute path");
}

#[test]
fn an_artifact_file_name_that_climbs_out_reads_nothing_outside() {
    let outside = scratch();
    let dir = outside.0.join("print");
    let project = project_copy();
    plant_outside(&dir);
    let depth = project
        .0
        .join("prints/shop/shop/sales/orders")
        .components()
        .count();
    let climb = "../".repeat(depth + 2);
    let target = format!("{climb}{}", dir.strip_prefix("/").unwrap().display());
    let manifest = project.0.join("prints/shop/manifest.yaml");
    let text = std::fs::read_to_string(&manifest).unwrap();
    let changed = text
        .replace("      statistics: statistics.yaml\n      relationships: relationships.yaml\n      description: description.md",
            &format!("      statistics: {target}/statistics.yaml\n      relationships: relationships.yaml\n      description: {target}/description.md"));
    assert_ne!(changed, text, "the orders entry's artifacts were rewritten");
    std::fs::write(&manifest, changed).unwrap();
    let mut s = serve(&project.0, &["shop"]);
    nothing_leaks(&mut s, "artifact ../");
}

#[test]
fn a_table_directory_linked_out_of_the_root_reads_nothing_outside() {
    let outside = scratch();
    let dir = outside.0.join("print");
    let project = project_copy();
    plant_outside(&dir);
    let table_dir = project.0.join("prints/shop/shop/sales/orders");
    std::fs::remove_dir_all(&table_dir).unwrap();
    std::os::unix::fs::symlink(&dir, &table_dir).unwrap();
    let mut s = serve(&project.0, &["shop"]);
    nothing_leaks(&mut s, "linked table directory");
    let files = project
        .0
        .join("prints/shop/shop/sales/customer/statistics.yaml");
    std::fs::remove_file(&files).unwrap();
    std::os::unix::fs::symlink(dir.join("statistics.yaml"), &files).unwrap();
    nothing_leaks(&mut s, "linked statistics file, after start");
}

#[test]
fn uris_table_names_and_cursors_reach_nothing_outside() {
    let outside = scratch();
    let project = project_copy();
    // Where `..` from the connection root or the table directory would land.
    plant_outside(&project.0.join("outside"));
    plant_outside(&project.0.join("prints/outside"));
    let mut s = serve(&project.0, &["shop"]);
    nothing_leaks(&mut s, "hostile arguments");
    drop(outside);
}
