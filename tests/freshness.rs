//! Freshness verdicts of `list_tables detail: true` (MCP spec §4.2) and a print edited while
//! the server runs, seen by the next call (§7.1).
#![allow(clippy::disallowed_methods)] // fixtures and measurements, not the server (clippy.toml)

mod common;

use std::os::unix::fs::MetadataExt;
use std::path::Path;

use common::{edit, fixture_project, project_copy, serve, set_entry_field};
use serde_json::{Value, json};

fn entry<'a>(reply: &'a Value, fqn: &str) -> &'a Value {
    reply["tables"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["table"] == fqn)
        .unwrap()
}

#[test]
fn verdicts_follow_each_tables_threshold_spec_4_2() {
    let mut s = serve(&fixture_project(), &[]);
    let r = s.tool_json("list_tables", json!({"detail": true}));
    let orders = entry(&r, "shop.sales.orders");
    assert_eq!(orders["freshness"], "live");
    assert_eq!(orders["max_age_days"], 3650);
    assert!(orders["age_days"].is_number());
    assert_eq!(orders["type"], "table");
    assert!(orders["row_count"].is_number());
    let audit = entry(&r, "shop.support.audit_log");
    assert_eq!(audit["freshness"], "stale");
    assert_eq!(audit["max_age_days"], 0);
    let view = entry(&r, "shop.sales.order_summary");
    assert_eq!(view["type"], "view");
    assert!(view["row_count"].is_null());
    assert!(r["now"].as_str().unwrap().ends_with('Z'));
    s.close();
}

#[test]
fn size_gated_thresholds_warn_naming_the_tables_spec_4_2() {
    let mut s = serve(&fixture_project(), &[]);
    let r = s.tool_json("list_tables", json!({"detail": true}));
    let warnings = r["warnings"].as_array().unwrap();
    assert_eq!(warnings.len(), 1);
    let w = warnings[0].as_str().unwrap();
    assert!(
        w.starts_with("shop: no row count is available without a database"),
        "{w}"
    );
    assert!(w.contains("shop.sales.order_item"), "{w}");
    let narrowed = s.tool_json(
        "list_tables",
        json!({"detail": true, "pattern": "shop.inventory.*"}),
    );
    assert!(narrowed.get("warnings").is_none());
    assert_eq!(
        entry(&narrowed, "shop.inventory.product")["max_age_days"],
        36500
    );
    s.close();
}

#[test]
fn dormant_and_refused_thresholds_spec_4_2() {
    let p = project_copy();
    let manifest = p.0.join("prints/shop/manifest.yaml");
    let text = std::fs::read_to_string(&manifest).unwrap();
    let at = text.find("  shop.sales.customer:").unwrap();
    let stamp_at = at + text[at..].find("    profiled_at:").unwrap();
    let stamp_end = stamp_at + text[stamp_at..].find('\n').unwrap() + 1;
    let mut edited = format!("{}{}", &text[..stamp_at], &text[stamp_end..]);
    let at = edited.find("  shop.sales.orders:").unwrap();
    let limit_at = at + edited[at..].find("    max_age_days: 3650").unwrap();
    edited.replace_range(
        limit_at..limit_at + "    max_age_days: 3650".len(),
        "    max_age_days: -2",
    );
    std::fs::write(&manifest, edited).unwrap();
    let mut s = serve(&p.0, &[]);
    let r = s.tool_json("list_tables", json!({"detail": true}));
    let customer = entry(&r, "shop.sales.customer");
    assert_eq!(customer["freshness"], "dormant");
    assert!(customer["age_days"].is_null());
    let orders = entry(&r, "shop.sales.orders");
    assert!(orders.get("freshness").is_none() && orders.get("max_age_days").is_none());
    assert!(
        orders["threshold_error"]
            .as_str()
            .unwrap()
            .starts_with("shop.sales.orders: max_age_days is -2, which no print can ever satisfy")
    );
    s.close();
}

#[test]
fn a_print_edited_while_serving_is_seen_by_the_next_call_spec_7_1() {
    let p = project_copy();
    let manifest = p.0.join("prints/shop/manifest.yaml");
    let mut s = serve(&p.0, &[]);
    let uris = |s: &mut common::Server| -> Vec<String> {
        s.request("resources/list", json!({}))["result"]["resources"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| e["uri"].as_str().unwrap().to_string())
            .collect()
    };
    assert!(uris(&mut s).contains(&"dbprint://shop/shop.sales.session/ddl".to_string()));
    let before = s.tool_json("list_tables", json!({}));
    assert!(
        !before["tables"]
            .as_array()
            .unwrap()
            .contains(&json!("shop.sales.session_renamed"))
    );
    // The edit changes the file's length, so its size alone shows the change: the test does
    // not rest on the modification time ticking between the two writes.
    let size_before = std::fs::metadata(&manifest).unwrap().len();
    edit(
        &manifest,
        "  shop.sales.session:\n",
        "  shop.sales.session_renamed:\n",
    );
    assert_ne!(std::fs::metadata(&manifest).unwrap().len(), size_before);
    let after = s.tool_json("list_tables", json!({}));
    let tables = after["tables"].as_array().unwrap();
    assert!(tables.contains(&json!("shop.sales.session_renamed")));
    assert!(!tables.contains(&json!("shop.sales.session")));
    let listed = uris(&mut s);
    assert!(listed.contains(&"dbprint://shop/shop.sales.session_renamed/ddl".to_string()));
    assert!(!listed.contains(&"dbprint://shop/shop.sales.session/ddl".to_string()));
    s.close();
}

/// Rewrites `path` with `from` replaced by `to`, which has the same byte length, and sets its
/// modification time back to what it was: size, mtime and inode all read as before, and only
/// the content (and the ctime no user can set) differ.
fn rewrite_keeping_size_and_mtime(path: &Path, from: &str, to: &str) {
    assert_eq!(from.len(), to.len());
    let before = std::fs::metadata(path).unwrap();
    let mtime = before.modified().unwrap();
    edit(path, from, to);
    std::fs::File::options()
        .write(true)
        .open(path)
        .unwrap()
        .set_modified(mtime)
        .unwrap();
    let after = std::fs::metadata(path).unwrap();
    assert_eq!(after.len(), before.len());
    assert_eq!(after.modified().unwrap(), mtime);
    assert_eq!(after.ino(), before.ino());
}

#[test]
fn a_same_size_rewrite_with_its_mtime_restored_fails_an_old_cursor_spec_7_1() {
    let p = project_copy();
    let mut s = serve(&p.0, &["warehouse"]);
    let manifest = p.0.join("prints/warehouse/manifest.yaml");
    let page_1 = s.tool_json("list_tables", json!({"detail": true}));
    let cursor = page_1["next_cursor"]
        .as_str()
        .expect("warehouse's detail listing pages")
        .to_string();
    rewrite_keeping_size_and_mtime(
        &manifest,
        "  warehouse.dw.fact_sales:\n",
        "  warehouse.dw.fact_sal3s:\n",
    );
    assert_eq!(
        s.tool("list_tables", json!({"detail": true, "cursor": cursor}))
            .unwrap_err(),
        "the print changed on disk since this cursor was issued, so list_tables cannot resume where it left off. Call again without `cursor` to start over.",
        "a cursor from before the rewrite resumed"
    );
    let tables = s.tool_json("list_tables", json!({"pattern": "warehouse.dw.fact_*"}));
    assert_eq!(
        tables["tables"],
        json!(["warehouse.dw.fact_sal3s"]),
        "the next call reads the rewritten manifest"
    );
    s.close();
}

#[test]
fn a_same_size_rewrite_with_its_mtime_restored_refuses_an_old_version_spec_7_1() {
    let p = project_copy();
    let mut s = serve(&p.0, &[]);
    let uri = "dbprint://shop/shop.inventory.product/description";
    let description =
        p.0.join("prints/shop/shop/inventory/product/description.md");
    let again = s.rewrite_refuses_the_old_version(uri, || {
        rewrite_keeping_size_and_mtime(&description, "# Product catalogue", "# Product catalogUE")
    });
    assert!(
        again["contents"][0]["text"]
            .as_str()
            .unwrap()
            .starts_with("# Product catalogUE")
    );
    s.close();
}

#[test]
fn a_non_ascii_profiled_at_is_dormant_spec_4_2() {
    let p = project_copy();
    let manifest = p.0.join("prints/shop/manifest.yaml");
    set_entry_field(
        &manifest,
        "shop.sales.customer",
        "profiled_at",
        "    profiled_at: '202é-03-01T00:00:00Z'",
    );
    let mut s = serve(&p.0, &[]);
    // The reference answers: the stamp echoed, dormant, no age, the threshold still judged.
    let r = s.tool_json(
        "list_tables",
        json!({"detail": true, "pattern": "shop.sales.cust*"}),
    );
    let customer = entry(&r, "shop.sales.customer");
    assert_eq!(customer["profiled_at"], "202é-03-01T00:00:00Z");
    assert_eq!(customer["freshness"], "dormant");
    assert!(customer["age_days"].is_null(), "{customer}");
    assert_eq!(customer["max_age_days"], 3650);
    assert_eq!(entry(&r, "shop.sales.customer_ltv")["freshness"], "live");
    let all = s.tool_json("list_tables", json!({}));
    assert_eq!(all["total"], 14, "the server still answers");
    assert_eq!(s.close(), Some(0));
}
