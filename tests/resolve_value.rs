//! `resolve_value` (MCP spec §4.7, paged per §4.8, faults per §8.2) over the bundled fixture
//! prints, driven through the real binary: each match kind, what every reply carries, a
//! scoped table, a redacted column, a part, and every fault the tool can end in.
#![allow(clippy::disallowed_methods)] // fixtures and measurements, not the server (clippy.toml)

mod common;

use common::{Server, edit, fixture_project, project_copy, serve};
use serde_json::{Value, json};

const SAMPLE_TAIL: &str =
    "a spelling absent here is not evidence that it is absent from the column";

fn shop() -> Server {
    serve(&fixture_project(), &["shop"])
}

/// The oddities fixture (fixtures/README.md): one table per rendering rule.
fn oddities() -> Server {
    serve(&fixture_project().parent().unwrap().join("oddities"), &[])
}

fn resolve(s: &mut Server, table: &str, column: &str, text: &str) -> Value {
    s.tool_json(
        "resolve_value",
        json!({"table": table, "column": column, "text": text}),
    )
}

fn values(list: &Value) -> Vec<&str> {
    list.as_array()
        .unwrap()
        .iter()
        .map(|e| e["value"].as_str().unwrap())
        .collect()
}

#[test]
fn stored_folds_the_text_and_a_small_complete_list_rides_as_domain_spec_4_7() {
    let mut s = shop();
    let r = resolve(&mut s, "shop.sales.orders", "status", "  SHIPPED ");
    assert_eq!(r["match"], "stored");
    assert_eq!(r["spellings"], json!([{"value": "shipped", "count": 508}]));
    assert_eq!(r["coverage"], 1.0);
    assert_eq!(r["exhaustive"], true);
    assert_eq!(r["listed"], 6);
    assert!(r.get("sample_caveat").is_none());
    let domain = r["domain"].as_array().unwrap();
    assert_eq!(domain.len(), 6);
    assert_eq!(
        domain[5],
        json!({"value": "X", "count": 12, "note": "Unknown state, migrated from the legacy shop; treat as cancelled in revenue reports."})
    );
    assert_eq!(r["total"], 7, "total counts spellings and domain");
    assert!(r.get("next_cursor").is_none());
    s.close();
}

#[test]
fn stored_returns_every_spelling_of_one_category_spec_4_7() {
    let mut s = shop();
    let r = resolve(&mut s, "shop.sales.orders", "coupon_code", "Welcome10");
    assert_eq!(r["match"], "stored");
    assert_eq!(
        r["spellings"],
        json!([
            {"value": "welcome10", "count": 27},
            {"value": "WELCOME10", "count": 26, "note": "First-order discount, 10 %.", "spelling_of": "welcome10"}
        ])
    );
    s.close();
}

#[test]
fn definition_matches_a_value_note_on_word_boundaries_spec_4_7() {
    let mut s = shop();
    let r = resolve(&mut s, "shop.sales.orders", "status", "Legacy Shop");
    assert_eq!(r["match"], "definition");
    assert_eq!(values(&r["candidates"]), ["X"]);
    let r = resolve(&mut s, "shop.sales.orders", "status", "legacy sho");
    assert_ne!(r["match"], "definition", "a partial word is not a phrase");
    s.close();
}

#[test]
fn nearest_ranks_by_trigram_similarity_with_a_score_spec_4_7() {
    let mut s = shop();
    let r = resolve(&mut s, "shop.sales.orders", "status", "shiped");
    assert_eq!(r["match"], "nearest");
    let candidates = r["candidates"].as_array().unwrap();
    assert_eq!(candidates[0]["value"], "shipped");
    assert!(candidates.len() <= 5);
    let scores: Vec<f64> = candidates
        .iter()
        .map(|c| c["score"].as_f64().unwrap())
        .collect();
    assert!(scores.windows(2).all(|w| w[0] >= w[1]));
    assert!(scores.iter().all(|s| *s >= 0.3));
    s.close();
}

#[test]
fn none_is_an_answer_and_keeps_the_domain_spec_4_7() {
    let mut s = shop();
    let r = resolve(&mut s, "shop.sales.orders", "status", "zzqx");
    assert_eq!(r["match"], "none");
    assert_eq!(r["domain"].as_array().unwrap().len(), 6);
    assert!(r.get("candidates").is_none());
    s.close();
}

#[test]
fn a_top_n_list_carries_the_sample_caveat_and_no_domain_spec_4_7() {
    let mut s = shop();
    let r = resolve(&mut s, "shop.sales.orders", "customer_id", "zzqx");
    assert_eq!(r["exhaustive"], false);
    let listed = r["listed"].as_i64().unwrap();
    assert_eq!(
        r["sample_caveat"],
        format!("the print lists {listed} of the column's values; {SAMPLE_TAIL}")
    );
    assert!(r.get("domain").is_none());
    s.close();
}

#[test]
fn a_scoped_table_carries_scope_and_the_scanned_domain_caveat_spec_4_7() {
    let mut s = shop();
    let r = resolve(&mut s, "shop.sales.page_view", "url_path", "/CART");
    assert_eq!(r["match"], "stored");
    assert_eq!(r["scope"], json!({"rows_scanned": 5093, "sample": 0.25}));
    assert!(r["row_count"].is_i64());
    assert_eq!(r["exhaustive"], false);
    assert_eq!(
        r["sample_caveat"],
        format!(
            "the list is the whole domain over the rows scanned, not over the table; {SAMPLE_TAIL}"
        )
    );
    assert_eq!(r["domain"].as_array().unwrap().len(), 6);
    s.close();
}

#[test]
fn a_redacted_column_is_unavailable_spec_4_7() {
    let mut s = oddities();
    let r = resolve(&mut s, "lab.main.redactions", "email", "a@b.c");
    assert_eq!(r["match"], "unavailable");
    assert_eq!(
        r["reason"],
        "column 'email' is redacted (mask), so its values are withheld"
    );
    assert!(r.get("domain").is_none());
    assert!(r.get("sample_caveat").is_none());
    assert_eq!(r["total"], 0);
    s.close();
}

#[test]
fn a_part_resolves_against_its_own_values_and_the_reply_carries_it_spec_4_7() {
    let mut s = oddities();
    let r = s.tool_json(
        "resolve_value",
        json!({"table": "lab.main.events", "column": "meta", "part": ".source", "text": "WEB"}),
    );
    assert_eq!(r["part"], ".source");
    assert_eq!(r["match"], "stored");
    assert_eq!(values(&r["spellings"]), ["web"]);
    assert_eq!(values(&r["domain"]), ["web", "mobile"]);
    let err = s
        .tool(
            "resolve_value",
            json!({"table": "lab.main.events", "column": "meta", "part": ".nope", "text": "x"}),
        )
        .unwrap_err();
    assert!(
        err.starts_with(
            "part '.nope' not found in column 'meta' of table 'lab.main.events'. Parts: "
        ),
        "{err}"
    );
    s.close();
}

#[test]
fn an_unknown_column_names_the_columns_there_are_spec_8_2() {
    let mut s = oddities();
    let err = s
        .tool(
            "resolve_value",
            json!({"table": "lab.main.scoped_readings", "column": "rnk", "text": "x"}),
        )
        .unwrap_err();
    assert_eq!(
        err,
        "column 'rnk' not found in table 'lab.main.scoped_readings'. Columns: batch_no, reading_id, remark, status, value."
    );
    s.close();
}

#[test]
fn an_unknown_or_unprofiled_table_fails_as_get_table_context_does_spec_8_2() {
    let mut s = serve(&fixture_project(), &["warehouse"]);
    let err = s
        .tool(
            "resolve_value",
            json!({"table": "nope", "column": "c", "text": "x"}),
        )
        .unwrap_err();
    assert_eq!(
        err,
        "table 'nope' not found in connection 'warehouse'. Call list_tables with connection 'warehouse' for valid names."
    );
    let err = s
        .tool(
            "resolve_value",
            json!({"table": "warehouse.dw.broken_feed", "column": "c", "text": "x"}),
        )
        .unwrap_err();
    assert_eq!(
        err,
        "the last generate run could not profile 'warehouse.dw.broken_feed'; run dbprint generate to see the cause"
    );
    s.close();
}

const ORDERS: &str = "prints/shop/shop/sales/orders";

#[test]
fn an_absent_statistics_file_fails_never_as_an_unknown_column_spec_8_2() {
    let project = project_copy();
    let path = project.0.join(ORDERS).join("statistics.yaml");
    std::fs::remove_file(&path).unwrap();
    let mut s = serve(&project.0, &["shop"]);
    let err = s
        .tool(
            "resolve_value",
            json!({"table": "shop.sales.orders", "column": "nope", "text": "x"}),
        )
        .unwrap_err();
    assert_eq!(
        err,
        format!(
            "manifest references statistics.yaml but file is absent at {}. Re-run dbprint generate.",
            path.display()
        )
    );
    s.close();
}

#[test]
fn statistics_that_do_not_parse_fail_with_the_parse_error_spec_8_2() {
    let project = project_copy();
    let path = project.0.join(ORDERS).join("statistics.yaml");
    std::fs::write(&path, "columns: [unclosed\n").unwrap();
    let mut s = serve(&project.0, &["shop"]);
    let err = s
        .tool(
            "resolve_value",
            json!({"table": "shop.sales.orders", "column": "status", "text": "x"}),
        )
        .unwrap_err();
    assert!(
        err.starts_with(&format!("{}: YAML parse error: ", path.display())),
        "{err}"
    );
    s.close();
}

#[test]
fn annotations_that_do_not_parse_or_match_their_schema_fail_spec_8_2() {
    let project = project_copy();
    let path = project.0.join(ORDERS).join("statistics.annotations.yaml");
    let shown = path.display().to_string();
    let args = json!({"table": "shop.sales.orders", "column": "status", "text": "x"});
    let mut s = serve(&project.0, &["shop"]);
    edit(&path, "format_version: 1", "format_version: [1");
    let err = s.tool("resolve_value", args.clone()).unwrap_err();
    assert!(
        err.starts_with(&format!("{shown}: YAML parse error: ")),
        "{err}"
    );
    edit(&path, "format_version: [1", "format_version: one");
    let err = s.tool("resolve_value", args).unwrap_err();
    assert!(
        err.starts_with(&format!("{shown}: does not match its schema (SPEC 2.7): ")),
        "{err}"
    );
    s.close();
}

#[test]
fn a_table_declaring_no_statistics_answers_unavailable_spec_4_7() {
    let project = project_copy();
    let manifest = project.0.join("prints/shop/manifest.yaml");
    edit(
        &manifest,
        "path: shop/sales/orders\n    artifacts:\n      ddl: ddl.sql\n      statistics: statistics.yaml\n",
        "path: shop/sales/orders\n    artifacts:\n      ddl: ddl.sql\n",
    );
    let mut s = serve(&project.0, &["shop"]);
    let r = resolve(&mut s, "shop.sales.orders", "anything", "x");
    assert_eq!(r["match"], "unavailable");
    assert_eq!(
        r["reason"],
        "table 'shop.sales.orders' declares no statistics artifact"
    );
    assert_eq!(r["coverage"], Value::Null);
    assert_eq!(r["exhaustive"], false);
    assert_eq!(r["listed"], 0);
    s.close();
}

#[test]
fn a_cursor_on_a_single_page_answer_is_refused_spec_4_8() {
    let mut s = shop();
    let err = s
        .tool(
            "resolve_value",
            json!({"table": "shop.sales.orders", "column": "status", "text": "x", "cursor": "bogus"}),
        )
        .unwrap_err();
    assert!(
        err.starts_with("cursor 'bogus' is not one this server issued."),
        "{err}"
    );
    s.close();
}
