//! Freshness verdicts of `list_tables detail: true` (MCP spec §4.2) and a print edited while
//! the server runs, seen by the next call (§7.1).

mod common;

use common::{edit, fixture_project, project_copy, serve};
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
            .contains(&json!("shop.sales.renamed"))
    );
    edit(
        &manifest,
        "  shop.sales.session:\n",
        "  shop.sales.renamed:\n",
    );
    let after = s.tool_json("list_tables", json!({}));
    let tables = after["tables"].as_array().unwrap();
    assert!(tables.contains(&json!("shop.sales.renamed")));
    assert!(!tables.contains(&json!("shop.sales.session")));
    let listed = uris(&mut s);
    assert!(listed.contains(&"dbprint://shop/shop.sales.renamed/ddl".to_string()));
    assert!(!listed.contains(&"dbprint://shop/shop.sales.session/ddl".to_string()));
    s.close();
}
