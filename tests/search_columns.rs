//! `search_columns` (MCP spec §4.3, paged per §4.8) over the bundled fixture prints, driven
//! through the real binary: each filter, each reply field's presence rule, parts, scoped and
//! redacted columns, the tables named on the first page, paging order and freshness (§7.1).
#![allow(clippy::disallowed_methods)] // fixtures and measurements, not the server (clippy.toml)

mod common;

use std::path::PathBuf;

use common::{Server, edit, fixture_project, project_copy, serve};
use serde_json::{Value, json};

fn oddities() -> PathBuf {
    fixture_project().with_file_name("oddities")
}

fn search(s: &mut Server, args: Value) -> Value {
    s.tool_json("search_columns", args)
}

/// `(table, column)` of each match, with the part when there is one.
fn names(reply: &Value) -> Vec<String> {
    reply["matches"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| {
            let part = m["part"].as_str().unwrap_or("");
            format!(
                "{}.{}{part}",
                m["table"].as_str().unwrap(),
                m["column"].as_str().unwrap()
            )
        })
        .collect()
}

#[test]
fn filters_are_anded_and_a_glob_needs_its_field_present_spec_4_3() {
    let mut s = serve(&fixture_project(), &["shop"]);
    let redacted = search(&mut s, json!({"redacted": "*"}));
    assert_eq!(names(&redacted), ["shop.sales.customer.email"]);
    let email = &redacted["matches"][0];
    assert_eq!(email["redacted"], "mask");
    assert_eq!(email["sensitivity"], "contact");
    assert_eq!(
        (email["looks_like"].as_str(), email["sampled"].as_i64()),
        (Some("email"), Some(182))
    );
    assert!(
        email["annotation"]
            .as_str()
            .unwrap()
            .starts_with("Contact address")
    );
    let both = search(
        &mut s,
        json!({"pattern": "session_id", "classification": "numeric"}),
    );
    assert_eq!(names(&both), ["shop.sales.session.session_id"]);
    let nope = search(&mut s, json!({"classification": "nope"}));
    assert_eq!(
        (nope["matches"].clone(), nope["total"].clone()),
        (json!([]), json!(0))
    );
    let every = search(&mut s, json!({"pattern": "*"}));
    let detected = search(&mut s, json!({"sensitivity": "*"}));
    assert!(
        detected["matches"]
            .as_array()
            .unwrap()
            .iter()
            .all(|m| m.get("sensitivity").is_some())
    );
    assert!(detected["total"].as_i64() < every["total"].as_i64());
    s.close();
}

#[test]
fn candidate_key_and_its_field_ride_only_a_carrying_column_spec_4_3() {
    let mut s = serve(&fixture_project(), &["shop"]);
    let keys = search(&mut s, json!({"candidate_key": true}));
    assert!(
        keys["matches"]
            .as_array()
            .unwrap()
            .iter()
            .all(|m| m["candidate_key"] == true)
    );
    let not_keys = search(&mut s, json!({"candidate_key": false}));
    assert!(
        not_keys["matches"]
            .as_array()
            .unwrap()
            .iter()
            .all(|m| m.get("candidate_key").is_none())
    );
    assert!(names(&keys).contains(&"shop.sales.session.session_id".to_string()));
    s.close();
}

#[test]
fn text_reads_names_notes_and_value_notes_case_insensitively_spec_4_3() {
    let mut s = serve(&fixture_project(), &["shop"]);
    let lower = search(&mut s, json!({"text": "refund"}));
    let upper = search(&mut s, json!({"text": "REFUND"}));
    assert_eq!(lower, upper);
    assert_eq!(
        names(&lower),
        [
            "shop.sales.orders.status",
            "shop.sales.refund.refund_id",
            "shop.sales.refund.refunded_at"
        ]
    );
    assert_eq!(lower["matches"][0]["value_notes"][0]["value"], "refunded");
    assert!(
        lower["matches"][1].get("value_notes").is_none(),
        "a name match carries none"
    );
    s.close();
}

#[test]
fn a_scoped_table_carries_its_scope_and_rows_scanned_spec_4_3() {
    let mut s = serve(&fixture_project(), &["shop"]);
    let reply = search(&mut s, json!({"pattern": "session_id"}));
    let scoped = &reply["matches"][0];
    assert_eq!(scoped["table"], "shop.sales.page_view");
    assert_eq!(scoped["rows_scanned"], 5093);
    assert_eq!(
        scoped["scope"],
        json!({"rows_scanned": 5093, "sample": 0.25})
    );
    assert!(reply["matches"][1].get("rows_scanned").is_none());
    assert!(reply["matches"][1].get("scope").is_none());
    s.close();
}

#[test]
fn a_part_is_searched_as_column_and_path_spec_4_3() {
    let mut s = serve(&oddities(), &[]);
    let reply = search(&mut s, json!({"pattern": "payload[[]*"}));
    let first = &reply["matches"][0];
    assert_eq!(
        (first["column"].as_str(), first["part"].as_str()),
        (Some("payload"), Some("[keys]"))
    );
    assert_eq!(first["occurrences"], 75);
    s.close();
}

#[test]
fn a_catalog_only_view_answers_by_name_never_by_inferred_fields_spec_4_3() {
    let mut s = serve(&fixture_project(), &["warehouse"]);
    let view = search(&mut s, json!({"pattern": "city"}));
    assert!(names(&view).contains(&"warehouse.dw.sales_by_store.city".to_string()));
    let inferred = search(&mut s, json!({"sensitivity": "*"}));
    assert!(
        !names(&inferred)
            .iter()
            .any(|n| n.starts_with("warehouse.dw.sales_by_store."))
    );
    s.close();
}

#[test]
fn unreadable_and_switched_off_tables_ride_the_first_page_spec_4_3() {
    let project = project_copy();
    let dw = project.0.join("prints/warehouse/warehouse/dw");
    std::fs::write(
        dw.join("fact_sales/statistics.annotations.yaml"),
        "columns: [unclosed\n",
    )
    .unwrap();
    let staging = project
        .0
        .join("prints/warehouse/warehouse/staging/feed_052/statistics.yaml");
    edit(
        &staging,
        "disabled:\n- null_patterns\n",
        "disabled:\n- null_patterns\n- looks_like\n",
    );
    let mut s = serve(&project.0, &["warehouse"]);
    let reply = search(&mut s, json!({"looks_like": "*"}));
    assert_eq!(
        reply["unreadable_tables"],
        json!(["warehouse.dw.fact_sales"])
    );
    assert_eq!(
        reply["switched_off_tables"],
        json!(["warehouse.staging.feed_052"])
    );
    let plain = search(&mut s, json!({"pattern": "*"}));
    assert!(
        plain.get("switched_off_tables").is_none(),
        "only under a looks_like filter"
    );
    assert!(
        names(&plain)
            .iter()
            .any(|n| n.starts_with("warehouse.dw.fact_sales.")),
        "a corrupt annotation file keeps the table's columns"
    );
    s.close();
}

#[test]
fn pages_walk_table_then_column_order_each_match_once_spec_4_8() {
    let mut s = serve(&fixture_project(), &["warehouse"]);
    let mut args = json!({"pattern": "*"});
    let mut all = Vec::new();
    let mut pages = 0;
    loop {
        let text = s.tool("search_columns", args.clone()).unwrap();
        assert!(text.chars().count() <= 20_000);
        let page: Value = serde_json::from_str(&text).unwrap();
        all.extend(
            names(&page)
                .into_iter()
                .zip(page["matches"].as_array().unwrap().iter().map(|m| {
                    (
                        m["table"].as_str().unwrap().to_string(),
                        m["column"].as_str().unwrap().to_string(),
                    )
                })),
        );
        pages += 1;
        match page["next_cursor"].as_str() {
            Some(cursor) => args["cursor"] = json!(cursor),
            None => {
                assert_eq!(page["total"].as_u64(), Some(all.len() as u64));
                break;
            }
        }
    }
    assert!(pages > 1, "the warehouse spans pages");
    let keys: Vec<_> = all.iter().map(|(_, k)| k.clone()).collect();
    assert!(
        keys.windows(2).all(|w| w[0] <= w[1]),
        "(table, column) order"
    );
    s.close();
}

#[test]
fn an_edit_to_one_tables_statistics_is_seen_by_the_next_call_spec_7_1() {
    let project = project_copy();
    let mut s = serve(&project.0, &["shop"]);
    let before = search(
        &mut s,
        json!({"pattern": "session_id", "classification": "numeric"}),
    );
    assert_eq!(names(&before), ["shop.sales.session.session_id"]);
    let stats = project
        .0
        .join("prints/shop/shop/sales/session/statistics.yaml");
    edit(&stats, "  session_id:\n", "  visit_id:\n");
    let after = search(
        &mut s,
        json!({"pattern": "session_id", "classification": "numeric"}),
    );
    assert_eq!(after["total"], 0);
    let renamed = search(&mut s, json!({"pattern": "visit_id"}));
    assert_eq!(names(&renamed), ["shop.sales.session.visit_id"]);
    s.close();
}
