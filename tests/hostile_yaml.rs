//! Hostile YAML in a print is refused with a clear error, in bounded time and memory, and
//! leaves every other table answering (INTERNALS.md, "Bounds"): an alias bomb, nesting
//! 10,000 deep (flow and block), a 100,000-part sexagesimal number, and a file past the
//! size limit (a sparse 1 GB file: refused from its size, before a byte is read). The deepest
//! document libyaml accepts is read, and every tool answers over it.
#![allow(clippy::disallowed_methods)] // fixtures and measurements, not the server (clippy.toml)

mod common;

use common::{project_copy, serve};
use serde_json::json;

const TABLE: &str = "shop.sales.orders";
const OTHER: &str = "shop.sales.customer";

fn statistics(project: &std::path::Path) -> std::path::PathBuf {
    project.join("prints/shop/shop/sales/orders/statistics.yaml")
}

fn alias_bomb() -> String {
    let mut text = String::from("a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n");
    for i in 1..12 {
        let refs = vec![format!("*a{}", i - 1); 10].join(", ");
        text.push_str(&format!("a{i}: &a{i} [{refs}]\n"));
    }
    text
}

fn deep_flow() -> String {
    format!("a: {}{}\n", "[".repeat(10_000), "]".repeat(10_000))
}

/// Block sequences nested 10,000 deep on one line (`- - - ... x`): an indented mapping
/// that deep would be 100 MB, past the size limit, before the depth bound is reached.
fn deep_block() -> String {
    format!("{}x\n", "- ".repeat(10_000))
}

fn long_sexagesimal() -> String {
    format!("row_count: {}\n", vec!["1"; 100_000].join(":"))
}

/// The table's own calls fail or degrade naming its file; the other table still answers.
fn refused_alone(write: impl FnOnce(&std::path::Path), said: &[&str]) {
    let project = project_copy();
    write(&statistics(&project.0));
    let mut s = serve(&project.0, &["shop"]);
    let context = s
        .tool("get_table_context", json!({"table": TABLE}))
        .unwrap();
    assert!(
        context.contains("Unreadable: statistics") && !context.contains("Missing: statistics"),
        "the context degrades, saying which artifact: {context:.600}"
    );
    let (code, detail) = s
        .read(&format!("dbprint://shop/{TABLE}/statistics"))
        .expect_err("the resource read fails");
    assert_eq!(code, -32603, "{detail}");
    assert!(
        detail.contains("statistics.yaml"),
        "names the file: {detail:.600}"
    );
    for needle in said {
        assert!(detail.contains(needle), "{needle:?} not in: {detail:.600}");
    }
    let search = s.tool("search_columns", json!({"pattern": "*"})).unwrap();
    assert!(
        search.contains(TABLE),
        "the unreadable table is listed: {search:.400}"
    );
    assert!(s.tool("get_table_context", json!({"table": OTHER})).is_ok());
    assert_eq!(s.close(), Some(0), "the server is still well");
}

#[test]
fn an_alias_bomb_is_refused() {
    refused_alone(|p| std::fs::write(p, alias_bomb()).unwrap(), &["aliases"]);
}

#[test]
fn nesting_10000_deep_is_refused_flow_and_block() {
    refused_alone(|p| std::fs::write(p, deep_flow()).unwrap(), &[]);
    refused_alone(
        |p| std::fs::write(p, deep_block()).unwrap(),
        &["nesting depth"],
    );
}

#[test]
fn a_100000_part_sexagesimal_number_is_refused() {
    refused_alone(
        |p| std::fs::write(p, long_sexagesimal()).unwrap(),
        &["4300 digits"],
    );
}

#[test]
fn a_file_past_the_size_limit_is_refused_unread() {
    refused_alone(
        |p| {
            let file = std::fs::File::create(p).unwrap();
            file.set_len(1 << 30).unwrap();
        },
        &["64 MiB"],
    );
}

/// The first value of the first column's list made a value about 1,980 deep: a mapping whose
/// key holds an indentless sequence, which takes none of libyaml's 1,000-level budget.
fn deepest_accepted(project: &std::path::Path) {
    let path = statistics(project);
    let text = std::fs::read_to_string(&path).unwrap();
    let levels = 990;
    let mut deep = vec!["    - count: 1".to_string(), "      value:".to_string()];
    deep.push("        a:".to_string());
    for level in 1..levels {
        deep.push(format!("        {}- a:", "  ".repeat(level - 1)));
    }
    deep.push(format!("        {}- [x]", "  ".repeat(levels - 1)));
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    let columns = lines.iter().position(|l| l == "columns:").unwrap();
    let values = columns
        + lines[columns..]
            .iter()
            .position(|l| l == "    values:")
            .unwrap();
    lines.splice(values + 1..values + 1, deep);
    std::fs::write(&path, lines.join("\n") + "\n").unwrap();
}

/// Every thread that reads, archives, renders or drops a print's values has the stack the
/// deepest accepted document needs (`dbprint_base::threads`): a release build once overflowed
/// the 2 MiB a thread had by default, and the process aborted.
#[test]
fn the_deepest_document_libyaml_accepts_is_answered_by_every_tool() {
    let project = project_copy();
    deepest_accepted(&project.0);
    let mut s = serve(&project.0, &["shop"]);
    for format in ["md", "json", "yaml"] {
        for purpose in ["profile", "query"] {
            let args = json!({"table": TABLE, "format": format, "purpose": purpose});
            let context = s.tool("get_table_context", args).unwrap();
            assert!(
                !context.contains("Unreadable: statistics") && context.contains("order_id"),
                "{format}/{purpose}: {context:.600}"
            );
        }
    }
    let args = json!({"table": TABLE, "column": "order_id", "text": "a"});
    assert!(s.tool("resolve_value", args).is_ok());
    assert!(s.tool("search_columns", json!({"pattern": "*"})).is_ok());
    assert!(s.tool("find_value", json!({"value": "x"})).is_ok());
    assert!(
        s.read(&format!("dbprint://shop/{TABLE}/statistics"))
            .is_ok()
    );
    assert_eq!(s.close(), Some(0), "the server is still well");
}
