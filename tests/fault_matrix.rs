//! The fault matrix: every artifact kind of one table (and of its connection) x every way a
//! file can be wrong, each served and called through every tool and resource that reads it.
//! Whatever the fault: every call is answered (the spec's error or a degraded reply), the
//! server is still well at the end, nothing from outside the connection root is ever served,
//! an unbroken table answers exactly as before, and a declared artifact that cannot be read
//! is never served as an empty section: the reply fails or says which artifact it lacks.
#![allow(clippy::disallowed_methods)] // fixtures and measurements, not the server (clippy.toml)

mod common;

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

use common::{Server, project_copy, scratch, serve};
use serde_json::{Value, json};

const TABLE: &str = "shop.sales.orders";
const OTHER: &str = "shop.support.ticket";
const TABLE_DIR: &str = "shop/sales/orders";
/// What a file outside the connection root holds; no answer may carry it.
const OUTSIDE: &str = "OUTSIDE_THE_ROOT_d41d8cd9";

/// Each kind and its file under the connection root.
const KINDS: [(&str, &str); 10] = [
    ("manifest", "manifest.yaml"),
    ("diff", "diff.yaml"),
    ("manifest_annotations", "manifest.annotations.yaml"),
    ("reading", "reading.md"),
    ("statistics", "statistics.yaml"),
    ("relationships", "relationships.yaml"),
    ("statistics_annotations", "statistics.annotations.yaml"),
    (
        "relationships_annotations",
        "relationships.annotations.yaml",
    ),
    ("ddl", "ddl.sql"),
    ("description", "description.md"),
];

/// The table's own kinds (the rest are the connection's).
const TABLE_KINDS: [&str; 6] = [
    "statistics",
    "relationships",
    "statistics_annotations",
    "relationships_annotations",
    "ddl",
    "description",
];

#[derive(Clone, Copy, Debug, PartialEq)]
enum Fault {
    Absent,
    Empty,
    Unparseable,
    WrongShape,
    SchemaInvalid,
    Unreadable,
    Directory,
    SymlinkOut,
    InvalidUtf8,
    Big,
}

const FAULTS: [Fault; 10] = [
    Fault::Absent,
    Fault::Empty,
    Fault::Unparseable,
    Fault::WrongShape,
    Fault::SchemaInvalid,
    Fault::Unreadable,
    Fault::Directory,
    Fault::SymlinkOut,
    Fault::InvalidUtf8,
    Fault::Big,
];

fn file_of(root: &Path, kind: &str, name: &str) -> PathBuf {
    if TABLE_KINDS.contains(&kind) {
        root.join(TABLE_DIR).join(name)
    } else {
        root.join(name)
    }
}

/// Puts `fault` at `path`; false when this machine cannot make it (permissions, as root).
fn apply(path: &Path, fault: Fault, outside: &Path) -> bool {
    let _ = std::fs::remove_file(path);
    match fault {
        Fault::Absent => {}
        Fault::Empty => std::fs::write(path, "").unwrap(),
        Fault::Unparseable => std::fs::write(path, "a: [1\nb: {\n").unwrap(),
        Fault::WrongShape => std::fs::write(path, "- just\n- a list\n").unwrap(),
        Fault::SchemaInvalid => std::fs::write(
            path,
            "format_version: 1\ncolumns: 7\ntables: 3\nrefers_to: nope\nnotes: 5\n",
        )
        .unwrap(),
        Fault::Unreadable => {
            std::fs::write(path, "format_version: 1\n").unwrap();
            std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o000)).unwrap();
            if std::fs::File::open(path).is_ok() {
                return false;
            }
        }
        Fault::Directory => std::fs::create_dir(path).unwrap(),
        Fault::SymlinkOut => {
            std::fs::write(outside, format!("format_version: 1\n{OUTSIDE}: 1\n")).unwrap();
            std::os::unix::fs::symlink(outside, path).unwrap();
        }
        Fault::InvalidUtf8 => std::fs::write(path, b"a: \xff\xfe bad\n").unwrap(),
        Fault::Big => {
            let line = "# a comment line that pads the file to fifty megabytes\n";
            std::fs::write(path, line.repeat(50 * 1024 * 1024 / line.len())).unwrap();
        }
    }
    true
}

/// Every call that reads one of the kinds, and its whole reply.
fn calls() -> Vec<(&'static str, Value)> {
    let tool = |name: &str, arguments: Value| json!({"name": name, "arguments": arguments});
    let read = |uri: String| json!({"uri": uri});
    let mut calls = vec![
        ("tools/call", tool("list_tables", json!({"detail": true}))),
        ("tools/call", tool("get_manifest", json!({}))),
        ("tools/call", tool("get_diff", json!({}))),
        (
            "tools/call",
            tool("search_columns", json!({"pattern": "*"})),
        ),
        ("tools/call", tool("search_columns", json!({"text": "a"}))),
        (
            "tools/call",
            tool("get_table_context", json!({"table": TABLE})),
        ),
        (
            "tools/call",
            tool(
                "get_table_context",
                json!({"table": TABLE, "purpose": "query"}),
            ),
        ),
        (
            "tools/call",
            tool(
                "get_table_context",
                json!({"table": TABLE, "format": "json"}),
            ),
        ),
        (
            "tools/call",
            tool(
                "resolve_value",
                json!({"table": TABLE, "column": "status", "text": "paid"}),
            ),
        ),
        ("resources/list", json!({})),
        ("resources/read", read("dbprint://shop/manifest".into())),
        ("resources/read", read("dbprint://shop/diff".into())),
    ];
    for kind in TABLE_KINDS {
        calls.push((
            "resources/read",
            read(format!("dbprint://shop/{TABLE}/{kind}")),
        ));
    }
    calls
}

/// Another table's context, the same whatever happens to the broken one.
fn other_table(s: &mut Server) -> Value {
    s.request(
        "tools/call",
        json!({"name": "get_table_context", "arguments": {"table": OTHER}}),
    )["result"]
        .clone()
}

/// The reply's text: a tool's text, a read's contents, or an error's message.
fn text_of(reply: &Value) -> String {
    if let Some(error) = reply.get("error") {
        return error["message"].as_str().unwrap_or_default().to_string();
    }
    reply["result"].to_string()
}

/// Whether a reply to a call reading the broken table says what it lacks, or fails.
fn tells_the_gap(reply: &Value, kind: &str) -> bool {
    let result = &reply["result"];
    if reply.get("error").is_some() || result["isError"] == json!(true) {
        return true;
    }
    let text = result["content"][0]["text"].as_str().unwrap_or_default();
    text.contains(&format!("Missing: {kind}"))
        || text.contains(&format!("Unreadable: {kind}"))
        || text.contains("\"_missing\"")
        || text.contains("\"_corrupted\"")
}

fn run_cell(kind: &str, name: &str, fault: Fault, baseline: &Value) {
    let project = project_copy();
    let outside_dir = scratch();
    let root = project.0.join("prints/shop");
    let path = file_of(&root, kind, name);
    if !apply(&path, fault, &outside_dir.0.join("outside.yaml")) {
        eprintln!("{kind} x {fault:?}: skipped, this user reads a mode-000 file (root)");
        return;
    }
    let mut s = serve(&project.0, &["shop"]);
    let cell = format!("{kind} x {fault:?}");
    for (method, params) in calls() {
        let reply = s.request(method, params.clone());
        assert!(
            reply.get("result").is_some() || reply.get("error").is_some(),
            "{cell}: {method} {params} was not answered: {reply}"
        );
        assert!(
            !text_of(&reply).contains(OUTSIDE),
            "{cell}: {method} {params} served a file outside the root"
        );
        let context = params["name"] == "get_table_context";
        let text_kind = matches!(kind, "ddl" | "description");
        let degrading = match fault {
            Fault::Absent | Fault::InvalidUtf8 | Fault::Directory | Fault::Unreadable => true,
            // A text artifact is not parsed: YAML damage is text like any other.
            Fault::Unparseable => !text_kind,
            _ => false,
        };
        if context && TABLE_KINDS.contains(&kind) && degrading {
            assert!(
                tells_the_gap(&reply, kind),
                "{cell}: {params} reads as if nothing were wrong: {:.800}",
                text_of(&reply)
            );
        }
    }
    if TABLE_KINDS.contains(&kind) {
        let other = other_table(&mut s);
        assert!(
            &other == baseline,
            "{cell}: another table's answer changed: {other:.600}"
        );
    }
    let _ = std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o644));
    assert_eq!(s.close(), Some(0), "{cell}: the server ended badly");
}

fn matrix_for(kinds: &[&str]) {
    let baseline = {
        let project = project_copy();
        let mut s = serve(&project.0, &["shop"]);
        other_table(&mut s)
    };
    for (kind, name) in KINDS.iter().filter(|(k, _)| kinds.contains(k)) {
        for fault in FAULTS {
            run_cell(kind, name, fault, &baseline);
        }
    }
}

#[test]
fn the_manifest_and_diff_x_every_fault() {
    matrix_for(&["manifest", "diff"]);
}

#[test]
fn the_manifest_annotations_and_reading_guide_x_every_fault() {
    matrix_for(&["manifest_annotations", "reading"]);
}

#[test]
fn the_yaml_artifacts_of_a_table_x_every_fault() {
    matrix_for(&["statistics", "relationships"]);
}

#[test]
fn the_annotation_files_of_a_table_x_every_fault() {
    matrix_for(&["statistics_annotations", "relationships_annotations"]);
}

#[test]
fn the_text_artifacts_of_a_table_x_every_fault() {
    matrix_for(&["ddl", "description"]);
}
