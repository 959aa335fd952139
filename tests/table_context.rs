//! `get_table_context` (MCP spec §4.1, paged per §4.8) over the bundled fixture prints, driven
//! through the real binary: what each format's pages are, how they join back, what degrades
//! instead of failing, and what the cursor pins.
#![allow(clippy::disallowed_methods)] // fixtures and measurements, not the server (clippy.toml)

mod common;

use common::{Server, edit, fixture_project, project_copy, serve};
use serde_json::{Map, Value, json};

const PAGE: usize = 20_000;
const MD_MARKER: &str = "\n<!-- next_cursor: ";
const YAML_MARKER: &str = "# next_cursor: ";

fn warehouse() -> Server {
    serve(&fixture_project(), &["warehouse"])
}

/// Every page of one call, following the cursor each format carries.
fn pages(s: &mut Server, mut args: Value) -> Vec<String> {
    let format = args["format"].as_str().unwrap_or("md").to_string();
    let mut out = Vec::new();
    loop {
        let page = s.tool("get_table_context", args.clone()).unwrap();
        assert!(page.chars().count() <= PAGE, "a page over the bound");
        let next = match format.as_str() {
            "json" => serde_json::from_str::<Value>(&page).unwrap()["next_cursor"]
                .as_str()
                .map(str::to_string),
            "yaml" => page
                .rsplit_once(YAML_MARKER)
                .map(|(_, c)| c.trim_end().to_string()),
            _ => page
                .rsplit_once(MD_MARKER)
                .map(|(_, c)| c.trim_end_matches(" -->").to_string()),
        };
        out.push(page);
        match next {
            Some(cursor) => args["cursor"] = json!(cursor),
            None => return out,
        }
    }
}

/// Merges `page` into `whole` key by key (§4.1: json pages merge into the whole object); the
/// parts of an item too large for a page (§4.8) join their texts.
fn merge(whole: &mut Map<String, Value>, page: Map<String, Value>) {
    for (key, value) in page {
        match (whole.get_mut(&key), value) {
            (Some(Value::Object(held)), Value::Object(more))
                if held.contains_key("part") && more.contains_key("part") =>
            {
                let text =
                    held["text"].as_str().unwrap().to_string() + more["text"].as_str().unwrap();
                held.insert("text".to_string(), json!(text));
                held.insert("part".to_string(), more["part"].clone());
            }
            (Some(Value::Object(held)), Value::Object(more)) => merge(held, more),
            (_, value) => {
                whole.insert(key, value);
            }
        }
    }
}

/// Every item sent in parts replaced by the item its parts' texts spell, with any keys later
/// pages merged beside it.
fn joined_parts(value: &mut Value) {
    let Value::Object(map) = value else { return };
    if let (Some(part), Some(parts), Some(Value::String(text))) =
        (map.get("part"), map.get("parts"), map.get("text"))
    {
        assert_eq!(part, parts, "every part arrived");
        let Value::Object(mut item) = serde_json::from_str(text).unwrap() else {
            panic!("a parted item that is not an object");
        };
        for (k, v) in std::mem::take(map) {
            if !["part", "parts", "text"].contains(&k.as_str()) {
                item.insert(k, v);
            }
        }
        *map = item;
    }
    for child in map.values_mut() {
        joined_parts(child);
    }
}

fn merged_json(s: &mut Server, args: Value) -> (usize, Map<String, Value>) {
    let pages = pages(s, args);
    let mut whole = Map::new();
    for page in &pages {
        let Value::Object(mut object) = serde_json::from_str(page).unwrap() else {
            panic!("a json page is not an object");
        };
        object.remove("next_cursor");
        merge(&mut whole, object);
    }
    let mut whole = Value::Object(whole);
    joined_parts(&mut whole);
    let Value::Object(whole) = whole else {
        unreachable!("an object stays an object")
    };
    (pages.len(), whole)
}

#[test]
fn a_wide_table_pages_in_json_and_the_pages_merge_into_the_whole_object_spec_4_8() {
    let mut s = warehouse();
    let args = json!({"table": "warehouse.dw.wide_metrics", "format": "json"});
    let (count, whole) = merged_json(&mut s, args);
    assert!(count > 2, "151 columns fit one page");
    assert_eq!(whole["table"], "warehouse.dw.wide_metrics");
    let columns = whole["statistics"]["columns"].as_object().unwrap();
    assert_eq!(columns.len(), 151, "every column's statistics arrive once");
    s.close();
}

#[test]
fn yaml_pages_are_documents_closed_by_the_cursor_comment_spec_4_1() {
    let mut s = warehouse();
    let args = json!({"table": "warehouse.dw.wide_metrics", "format": "yaml"});
    let pages = pages(&mut s, args.clone());
    assert!(pages.len() > 2);
    for page in &pages[..pages.len() - 1] {
        let last = page.trim_end().lines().last().unwrap();
        assert!(last.starts_with(YAML_MARKER), "{last}");
    }
    assert!(!pages.last().unwrap().contains(YAML_MARKER));
    let mut whole = Map::new();
    for page in &pages {
        let value = dbprint_yaml::parse(page).unwrap();
        let Value::Object(object) =
            serde_json::from_str(&dbprint_yaml::json::to_json_pretty(&value)).unwrap()
        else {
            panic!("a yaml page is not a mapping");
        };
        merge(&mut whole, object);
    }
    let mut whole = Value::Object(whole);
    joined_parts(&mut whole);
    let mut json_args = args;
    json_args["format"] = json!("json");
    assert_eq!(
        whole,
        Value::Object(merged_json(&mut s, json_args).1),
        "the yaml pages merge into the json object"
    );
    s.close();
}

#[test]
fn markdown_pages_end_in_the_marker_and_carry_their_own_legend_spec_4_1() {
    let mut s = warehouse();
    let pages = pages(&mut s, json!({"table": "warehouse.dw.wide_metrics"}));
    assert!(pages.len() > 2, "a wide table pages in md");
    assert!(pages[0].starts_with("# Table: warehouse.dw.wide_metrics"));
    for page in &pages[1..] {
        assert!(
            page.starts_with("## Terms\n\n") || !page.contains("\n## Terms\n"),
            "a later page's legend leads it"
        );
    }
    s.close();
}

#[test]
fn a_scoped_table_carries_scope_at_the_top_level_under_both_purposes_spec_4_1() {
    let mut s = serve(&fixture_project(), &[]);
    for purpose in ["profile", "query"] {
        let args = json!({"table": "shop.sales.page_view", "format": "json", "purpose": purpose, "include_stats": false});
        let (_, whole) = merged_json(&mut s, args);
        let scope = whole
            .get("scope")
            .unwrap_or_else(|| panic!("no scope under {purpose}"));
        assert!(scope.get("sample").is_some(), "{scope}");
        assert!(
            whole.get("statistics").is_none(),
            "include_stats: false drops statistics"
        );
    }
    s.close();
}

#[test]
fn a_corrupt_artifact_degrades_its_section_and_the_call_answers_spec_4_1() {
    let p = project_copy();
    let stats = p.0.join("prints/shop/shop/sales/orders/statistics.yaml");
    edit(&stats, "columns:\n", "columns: [\n");
    let mut s = serve(&p.0, &[]);
    let (_, whole) = merged_json(
        &mut s,
        json!({"table": "shop.sales.orders", "format": "json"}),
    );
    let why = whole["_corrupted"]["statistics"].as_str().unwrap();
    assert!(why.contains("while parsing"), "{why}");
    assert!(whole.get("statistics").is_none());
    assert!(whole["ddl"].as_str().unwrap().contains("CREATE TABLE"));
    let md = s
        .tool("get_table_context", json!({"table": "shop.sales.orders"}))
        .unwrap();
    assert!(md.contains("statistics"), "md names the corrupt file");
    s.close();
}

#[test]
fn a_missing_artifact_is_listed_and_the_call_answers_spec_4_1() {
    let p = project_copy();
    std::fs::remove_file(p.0.join("prints/shop/shop/sales/orders/relationships.yaml")).unwrap();
    let mut s = serve(&p.0, &[]);
    let (_, whole) = merged_json(
        &mut s,
        json!({"table": "shop.sales.orders", "format": "json"}),
    );
    assert_eq!(whole["_missing"], json!(["relationships"]));
    assert!(whole.get("relationships").is_none());
    let md = s
        .tool("get_table_context", json!({"table": "shop.sales.orders"}))
        .unwrap();
    assert!(
        md.lines().any(|l| l.starts_with("Missing:")),
        "the header's Missing: line"
    );
    s.close();
}

#[test]
fn a_ddl_that_is_not_text_fails_the_call_until_it_is_mended_spec_3_4() {
    let p = project_copy();
    let ddl = p.0.join("prints/shop/shop/sales/orders/ddl.sql");
    let text = std::fs::read(&ddl).unwrap();
    std::fs::write(&ddl, [&b"-- \xff\xfe\n"[..], &text].concat()).unwrap();
    let mut s = serve(&p.0, &[]);
    for format in ["md", "json", "yaml"] {
        let args = json!({"table": "shop.sales.orders", "format": format});
        let err = s.tool("get_table_context", args).unwrap_err();
        assert!(
            err.contains("ddl.sql") && err.contains("not UTF-8"),
            "{format}: {err}"
        );
    }
    std::fs::write(&ddl, &text).unwrap();
    for format in ["md", "json"] {
        let args = json!({"table": "shop.sales.orders", "format": format});
        let answer = s.tool("get_table_context", args).unwrap();
        assert!(answer.contains("CREATE TABLE"), "{format}: {answer}");
    }
    s.close();
}

#[test]
fn an_unknown_or_unprofiled_table_fails_with_the_spec_text_spec_8_2() {
    let mut s = warehouse();
    assert_eq!(
        s.tool("get_table_context", json!({"table": "no_such.table"}))
            .unwrap_err(),
        "table 'no_such.table' not found in connection 'warehouse'. Call list_tables with connection 'warehouse' for valid names."
    );
    assert_eq!(
        s.tool(
            "get_table_context",
            json!({"table": "warehouse.dw.broken_feed"})
        )
        .unwrap_err(),
        "the last generate run could not profile 'warehouse.dw.broken_feed'; run dbprint generate to see the cause"
    );
    s.close();
}

#[test]
fn a_file_rewritten_between_pages_fails_the_next_page_spec_4_8() {
    let p = project_copy();
    let mut s = serve(&p.0, &["warehouse"]);
    let args = json!({"table": "warehouse.dw.wide_metrics", "format": "json"});
    let first: Value =
        serde_json::from_str(&s.tool("get_table_context", args.clone()).unwrap()).unwrap();
    let cursor = first["next_cursor"].as_str().unwrap().to_string();
    let stats =
        p.0.join("prints/warehouse/warehouse/dw/wide_metrics/statistics.yaml");
    let text = std::fs::read_to_string(&stats).unwrap();
    std::fs::write(&stats, format!("{text}\n")).unwrap();
    let mut next = args;
    next["cursor"] = json!(cursor);
    assert_eq!(
        s.tool("get_table_context", next).unwrap_err(),
        "the print changed on disk since this cursor was issued, so get_table_context cannot resume where it left off. Call again without `cursor` to start over."
    );
    s.close();
}

#[test]
fn a_rejected_edge_is_withheld_and_an_added_one_shows_on_both_sides_spec_4_1() {
    let mut s = serve(&fixture_project(), &[]);
    let relationships = |s: &mut Server, table: &str| -> Value {
        merged_json(s, json!({"table": table, "format": "json"})).1["relationships"].clone()
    };
    let ticket = relationships(&mut s, "shop.support.ticket");
    assert!(
        !ticket["refers_to"]
            .as_array()
            .unwrap()
            .iter()
            .any(|e| e["target_table"] == "shop.sales.session"),
        "the rejected edge is withheld from its own table"
    );
    let session = relationships(&mut s, "shop.sales.session");
    assert!(
        !session["referenced_by"]
            .as_array()
            .unwrap()
            .iter()
            .any(|e| e["referencer_table"] == "shop.support.ticket"),
        "and from its target"
    );
    let orders = relationships(&mut s, "shop.sales.orders");
    let added = orders["refers_to"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["target_table"] == "shop.inventory.coupon")
        .unwrap();
    assert_eq!(added["detection"], "annotated");
    let coupon = relationships(&mut s, "shop.inventory.coupon");
    let incoming = coupon["referenced_by"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["referencer_table"] == "shop.sales.orders")
        .unwrap();
    assert_eq!(incoming["detection"], "annotated");
    assert_eq!(incoming["referencer_column"], json!(["coupon_code"]));
    s.close();
}

/// The oddities fixture (fixtures/README.md): one table per rule of §4.1.
fn oddities() -> Server {
    let project = fixture_project().parent().unwrap().join("oddities");
    serve(&project, &[])
}

fn query_md(s: &mut Server, table: &str) -> String {
    pages(s, json!({"table": table, "purpose": "query"})).concat()
}

fn row<'a>(md: &'a str, column: &str) -> &'a str {
    let prefix = format!("| {column} | ");
    md.lines()
        .find(|l| l.starts_with(&prefix))
        .unwrap_or_else(|| panic!("no row for {column}"))
}

#[test]
fn every_value_is_spelled_as_a_one_line_sql_literal_spec_4_1() {
    let mut s = oddities();
    let md = query_md(&mut s, "lab.main.spellings");
    let word = row(&md, "word");
    assert!(
        word.contains("'O''Brien' (7)"),
        "an embedded quote is doubled: {word}"
    );
    assert!(word.contains("'' (8)") && word.contains("'  padded  ' (8)"));
    let memo = row(&md, "memo");
    for literal in [
        r#""line one\\nline two" (10)"#,
        r#""col1\\tcol2\\x07" (10)"#,
        r#""zero\\u200bwidth" (10)"#,
        r#""no\\xa0break" (10)"#,
    ] {
        assert!(memo.contains(literal), "{literal} in {memo}");
    }
    assert!(
        row(&md, "null_word").contains("'NULL' (24)"),
        "the stored string, quoted"
    );
    assert!(
        row(&md, "flag").contains("false (34), true (18)"),
        "booleans bare"
    );
    s.close();
}

#[test]
fn numbers_are_positional_and_shares_never_round_onto_0_or_100_spec_4_1() {
    let mut s = oddities();
    let md = query_md(&mut s, "lab.main.numbers_and_shares");
    let floats = row(&md, "float_codes");
    assert!(
        floats.contains("-0.00000025 (25000), 0.0000001 (25000)"),
        "{floats}"
    );
    assert!(floats.contains("12345678901234.5 (25000)"));
    assert!(
        !md.contains("e-0") && !md.contains("e+"),
        "no exponent form"
    );
    assert!(row(&md, "one_value").ends_with("| 99.999% |"));
    let nulls = md.lines().find(|l| l.starts_with("Nulls:")).unwrap();
    assert!(nulls.contains("one_null (0.001%)"), "{nulls}");
    s.close();
}

#[test]
fn numeric_and_temporal_lists_show_only_values_clearing_both_bars_spec_4_1() {
    let mut s = oddities();
    let md = query_md(&mut s, "lab.main.numbers_and_shares");
    assert!(row(&md, "score").starts_with("| score | -1 (5000) | 5%"));
    assert!(row(&md, "expires_on").starts_with("| expires_on | '2099-12-31' (3000) | 3%"));
    for column in ["bucket", "spike", "measured_at"] {
        assert!(
            !md.contains(&format!("| {column} |")),
            "{column} has no row"
        );
    }
    s.close();
}

#[test]
fn a_redacted_column_publishes_counts_and_no_literal_spec_4_1() {
    let mut s = oddities();
    let md = query_md(&mut s, "lab.main.redactions");
    assert!(
        row(&md, "email")
            .starts_with("| email | redacted: mask; values: withheld (4), withheld (4) |")
    );
    assert!(row(&md, "national_id").contains("withheld (3), withheld (3), withheld (3)"));
    let (_, whole) = merged_json(
        &mut s,
        json!({"table": "lab.main.redactions", "format": "json", "purpose": "query"}),
    );
    let email = whole["values"]["email"].to_string();
    assert!(
        !email.contains('@'),
        "no literal of a redacted column: {email}"
    );
    s.close();
}

#[test]
fn a_scoped_table_qualifies_its_claims_over_the_rows_scanned_spec_4_1() {
    let mut s = oddities();
    let md = query_md(&mut s, "lab.main.scoped_readings");
    assert!(md.lines().any(|l| l.starts_with("Scanned: 20 of 30 rows")));
    assert!(row(&md, "status").contains("whole domain over the rows scanned"));
    assert!(row(&md, "remark").ends_with("| none over the rows scanned |"));
    s.close();
}

#[test]
fn a_path_valued_edge_is_written_with_its_path_on_both_tables_spec_4_1() {
    let mut s = oddities();
    let events = query_md(&mut s, "lab.main.events");
    assert!(events.lines().any(|l| l.starts_with(
        "- payload (path customer.id) -> lab.main.customers.id (annotated); nulls: 17.5%; note: "
    )));
    let customers = query_md(&mut s, "lab.main.customers");
    assert!(customers.lines().any(|l| {
        l.starts_with("- id <- lab.main.events.payload (path customer.id) (annotated); note: ")
    }));
    s.close();
}

#[test]
fn notes_are_inherited_one_step_through_derived_from_spec_4_1() {
    let mut s = oddities();
    let md = query_md(&mut s, "lab.main.v_event_kinds");
    assert!(
        md.lines()
            .any(|l| l.starts_with("- kind (from lab.main.events.kind): "))
    );
    assert!(
        md.lines()
            .any(|l| l.starts_with("- segment (from lab.main.customers.segment): "))
    );
    assert!(
        !md.contains("retired_events"),
        "an absent source carries nothing"
    );
    assert!(
        !md.contains("(from lab.main.spellings."),
        "a source's own derived_from is not followed"
    );
    let (_, whole) = merged_json(
        &mut s,
        json!({"table": "lab.main.v_event_kinds", "format": "json", "purpose": "query"}),
    );
    assert_eq!(
        whole["inherited_notes"]["kind"][0]["source"],
        "lab.main.events.kind"
    );
    s.close();
}

#[test]
fn a_table_without_meanings_says_so_in_md_and_json_spec_4_1() {
    let mut s = oddities();
    let md = query_md(&mut s, "lab.main.redactions");
    assert!(
        md.lines()
            .any(|l| l.starts_with("Meanings: not documented here"))
    );
    let (_, whole) = merged_json(
        &mut s,
        json!({"table": "lab.main.redactions", "format": "json"}),
    );
    assert_eq!(whole["meanings_documented"], false);
    let (_, events) = merged_json(
        &mut s,
        json!({"table": "lab.main.events", "format": "json"}),
    );
    assert!(
        events.get("meanings_documented").is_none(),
        "a described table is documented"
    );
    s.close();
}

#[test]
fn a_yaml_page_holding_a_part_stays_within_the_bound_spec_4_8() {
    let mut s = serve(&fixture_project(), &[]);
    for purpose in ["profile", "query"] {
        let args = json!({"table": "shop.inventory.product", "format": "yaml", "purpose": purpose});
        let pages = pages(&mut s, args);
        assert!(pages.len() > 1, "the long description is sent in parts");
    }
    s.close();
}
