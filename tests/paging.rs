//! Paging (MCP spec §3.3, §3.4, §4.8) over the real binary: resources larger than a page,
//! list replies walked to their end, `total` on every page, header keys on the first.
#![allow(clippy::disallowed_methods)] // fixtures and measurements, not the server (clippy.toml)

mod common;

use common::{edit, fixture_project, fixtures_copy, project_copy, serve};
use serde_json::{Value, json};

const PRODUCT_DESCRIPTION: &str = "dbprint://shop/shop.inventory.product/description";

#[test]
fn a_file_larger_than_a_page_is_read_in_pages_that_join_back_spec_3_4() {
    let mut s = serve(&fixture_project(), &[]);
    let first = s.read(PRODUCT_DESCRIPTION).unwrap();
    let content = &first["contents"][0];
    assert_eq!(content["mimeType"], "text/markdown");
    let meta = &content["_meta"];
    assert_eq!(meta["page"], 1);
    let pages = meta["pages"].as_u64().unwrap();
    assert!(pages >= 2);
    let version = meta["version"].as_str().unwrap().to_string();
    let mut text = content["text"].as_str().unwrap().to_string();
    for n in 2..=pages {
        let page = s
            .read(&format!("{PRODUCT_DESCRIPTION}?page={n}&version={version}"))
            .unwrap();
        let c = &page["contents"][0];
        assert_eq!(c["_meta"]["page"], n);
        assert_eq!(c["_meta"]["version"], version.as_str());
        let piece = c["text"].as_str().unwrap();
        assert!(serde_json::to_string(piece).unwrap().chars().count() - 2 <= 20_000);
        text.push_str(piece);
    }
    let on_disk = std::fs::read_to_string(
        fixture_project().join("prints/shop/shop/inventory/product/description.md"),
    )
    .unwrap();
    assert_eq!(text, on_disk);
    s.close();
}

#[test]
fn a_later_page_needs_the_current_version_spec_3_4() {
    let p = project_copy();
    let mut s = serve(&p.0, &[]);
    assert_eq!(
        s.read(&format!("{PRODUCT_DESCRIPTION}?page=2"))
            .unwrap_err(),
        (
            -32602,
            format!(
                "'{PRODUCT_DESCRIPTION}?page=2' asks for a page past the first without `version`. Pass the `version` the first page's `_meta` reported, as `?page=<n>&version=<v>`."
            )
        )
    );
    let path =
        p.0.join("prints/shop/shop/inventory/product/description.md");
    let again = s.rewrite_refuses_the_old_version(PRODUCT_DESCRIPTION, || {
        let text = std::fs::read_to_string(&path).unwrap();
        std::fs::write(&path, format!("# Rewritten\n{text}")).unwrap();
    });
    assert!(
        again["contents"][0]["text"]
            .as_str()
            .unwrap()
            .starts_with("# Rewritten")
    );
    s.close();
}

/// Calls `tool` and follows `next_cursor` to the end, checking the bound on every page.
fn walk(s: &mut common::Server, tool: &str, args: Value) -> Vec<Value> {
    let mut pages = Vec::new();
    let mut call = args.clone();
    loop {
        let text = s.tool(tool, call.clone()).unwrap();
        assert!(
            text.chars().count() <= 20_000,
            "{tool} page of {} characters",
            text.len()
        );
        let page: Value = serde_json::from_str(&text).unwrap();
        let next = page
            .get("next_cursor")
            .and_then(Value::as_str)
            .map(str::to_string);
        pages.push(page);
        match next {
            Some(cursor) => {
                call = args.clone();
                call["cursor"] = json!(cursor);
            }
            None => return pages,
        }
    }
}

#[test]
fn list_tables_detail_pages_carry_total_and_every_table_once_spec_4_8() {
    let mut s = serve(&fixture_project(), &["warehouse"]);
    let pages = walk(&mut s, "list_tables", json!({"detail": true}));
    assert!(pages.len() >= 2);
    let total = pages[0]["total"].as_u64().unwrap();
    assert!(pages.iter().all(|p| p["total"].as_u64() == Some(total)));
    assert!(pages[0].get("failed_tables").is_some());
    assert!(pages[1..].iter().all(|p| p.get("failed_tables").is_none()));
    let names: Vec<String> = pages
        .iter()
        .flat_map(|p| p["tables"].as_array().unwrap().clone())
        .map(|t| t["table"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(names.len() as u64, total);
    assert_strictly_ascending(&names, "list_tables pages");
    let bare: Vec<String> = walk(&mut s, "list_tables", json!({}))
        .iter()
        .flat_map(|p| p["tables"].as_array().unwrap().clone())
        .map(|t| t.as_str().unwrap().to_string())
        .collect();
    assert_eq!(
        names, bare,
        "detail pages name the same tables in the same order"
    );
    s.close();
}

/// Each item follows the one before it: sorted, and therefore none twice (§4.8 "Order").
fn assert_strictly_ascending(items: &[String], what: &str) {
    for w in items.windows(2) {
        assert!(
            w[0] < w[1],
            "{what}: {:?} then {:?} (out of order, or listed twice)",
            w[0],
            w[1]
        );
    }
}

#[test]
fn get_manifest_pages_its_tables_map_with_header_on_the_first_spec_4_4() {
    let mut s = serve(&fixture_project(), &["warehouse"]);
    let pages = walk(&mut s, "get_manifest", json!({}));
    assert!(pages.len() >= 2);
    assert_eq!(pages[0]["format_version"], 1);
    assert!(pages[1..].iter().all(|p| p.get("format_version").is_none()));
    let keys: Vec<String> = pages
        .iter()
        .flat_map(|p| p["tables"].as_object().unwrap().keys().cloned())
        .collect();
    assert_eq!(keys.len() as u64, pages[0]["total"].as_u64().unwrap());
    assert_strictly_ascending(&keys, "get_manifest tables across pages");
    s.close();
}

#[test]
fn get_diff_pages_in_file_order_spec_4_5() {
    let mut s = serve(&fixture_project(), &[]);
    let pages = walk(&mut s, "get_diff", json!({}));
    assert!(pages.len() >= 2);
    let changes: Vec<Value> = pages
        .iter()
        .flat_map(|p| p["changes"].as_array().unwrap().clone())
        .collect();
    assert_eq!(changes.len() as u64, pages[0]["total"].as_u64().unwrap());
    assert!(pages[0].get("summary").is_some());
    // File order: the served events are the file's events in the file's order, less the
    // relationship events a rejection withholds (§4.5); nothing else is dropped or moved.
    let served: Vec<String> = changes.iter().map(event_key).collect();
    let on_disk = diff_file_events(&fixture_project().join("prints/shop/diff.yaml"));
    let unrelated = |keys: &[String]| -> Vec<String> {
        keys.iter()
            .filter(|k| !k.starts_with("relationship_"))
            .cloned()
            .collect()
    };
    assert_eq!(unrelated(&served), unrelated(&on_disk));
    let mut rest = on_disk.iter();
    for key in &served {
        assert!(
            rest.any(|k| k == key),
            "{key} is out of the file's order, or served twice"
        );
    }
    let filtered = s.tool_json(
        "get_diff",
        json!({"kind": "column_added", "table": "shop.support.ticket"}),
    );
    let kept = filtered["changes"].as_array().unwrap();
    assert!(!kept.is_empty());
    assert!(
        kept.iter()
            .all(|c| c["kind"] == "column_added" && c["table"] == "shop.support.ticket")
    );
    assert_eq!(filtered["total"].as_u64().unwrap(), kept.len() as u64);
    s.close();
}

/// `kind table column` of a served diff event (`source_table`/`source_column` for an edge).
fn event_key(change: &Value) -> String {
    let field = |a: &str, b: &str| {
        change
            .get(a)
            .or_else(|| change.get(b))
            .and_then(Value::as_str)
            .unwrap_or("")
            .to_string()
    };
    format!(
        "{} {} {}",
        change["kind"].as_str().unwrap(),
        field("table", "source_table"),
        field("column", "source_column")
    )
}

/// The same keys read off diff.yaml's `changes` block, in file order (plain scalars only,
/// which is how the fixture spells them).
fn diff_file_events(path: &std::path::Path) -> Vec<String> {
    let text = std::fs::read_to_string(path).unwrap();
    let block = &text[text.find("\nchanges:\n").unwrap()..];
    let mut events: Vec<[String; 3]> = Vec::new();
    for line in block.lines().skip(2) {
        if let Some(kind) = line.strip_prefix("- kind: ") {
            events.push([kind.to_string(), String::new(), String::new()]);
        } else if let Some(last) = events.last_mut() {
            for (prefix, slot) in [
                ("  table: ", 1),
                ("  source_table: ", 1),
                ("  column: ", 2),
                ("  source_column: ", 2),
            ] {
                if let Some(v) = line.strip_prefix(prefix) {
                    last[slot] = v.trim_matches('\'').to_string();
                }
            }
        }
    }
    assert!(!events.is_empty());
    events.into_iter().map(|e| e.join(" ")).collect()
}

fn list_resources(s: &mut common::Server, cursor: Option<&str>) -> Value {
    let params = match cursor {
        Some(c) => json!({"cursor": c}),
        None => json!({}),
    };
    s.request("resources/list", params)
}

#[test]
fn resources_list_pages_in_order_and_refuses_a_stale_cursor_spec_3_3() {
    let f = fixtures_copy();
    let project = f.0.join("variants/two-auto");
    let mut s = serve(&project, &[]);
    let mut uris = Vec::new();
    let mut cursor: Option<String> = None;
    let mut first_cursor = None;
    loop {
        let r = list_resources(&mut s, cursor.as_deref());
        let result = &r["result"];
        assert!(
            serde_json::to_string_pretty(&result["resources"])
                .unwrap()
                .len()
                < 40_000
        );
        uris.extend(
            result["resources"]
                .as_array()
                .unwrap()
                .iter()
                .map(|e| e["uri"].as_str().unwrap().to_string()),
        );
        cursor = result["nextCursor"].as_str().map(str::to_string);
        first_cursor.get_or_insert(cursor.clone());
        if cursor.is_none() {
            break;
        }
    }
    assert_eq!(
        &uris[..2],
        [
            "dbprint:///reference/spec",
            "dbprint:///reference/assertions"
        ]
    );
    assert_eq!(
        uris.iter().filter(|u| u.starts_with("dbprint:///")).count(),
        2
    );
    let shop_at = uris
        .iter()
        .position(|u| u == "dbprint://shop/manifest")
        .unwrap();
    let warehouse_at = uris
        .iter()
        .position(|u| u == "dbprint://warehouse/manifest")
        .unwrap();
    assert!(shop_at < warehouse_at);
    assert!(uris.contains(&"dbprint://shop/manifest_annotations".to_string()));
    assert!(!uris.contains(&"dbprint://warehouse/manifest_annotations".to_string()));
    assert!(uris.contains(&"dbprint://shop/shop.inventory.product/description".to_string()));
    assert!(!uris.contains(&"dbprint://shop/shop.sales.session/description".to_string()));
    let unique: std::collections::HashSet<&String> = uris.iter().collect();
    assert_eq!(unique.len(), uris.len(), "every resource listed once");
    assert_listing_order(&uris);

    let stale = first_cursor.flatten().expect("the listing pages");
    let manifest = f.0.join("project/prints/warehouse/manifest.yaml");
    let text = std::fs::read_to_string(&manifest).unwrap();
    std::fs::write(&manifest, format!("{text}\n")).unwrap();
    let r = list_resources(&mut s, Some(&stale));
    assert_eq!(r["error"]["code"], -32602);
    assert_eq!(
        r["error"]["message"],
        "the print changed on disk since this cursor was issued, so resources/list cannot resume where it left off. Call again without `cursor` to start over."
    );
    s.close();
}

/// §3.3's order: reference resources first (spec, assertions), then by connection, then by
/// FQN, then by artifact (ddl, statistics, relationships, description,
/// statistics_annotations, relationships_annotations). A connection's own resources (manifest,
/// diff, reading, manifest_annotations) belong to its run and are not ordered here.
fn assert_listing_order(uris: &[String]) {
    const ARTIFACTS: [&str; 6] = [
        "ddl",
        "statistics",
        "relationships",
        "description",
        "statistics_annotations",
        "relationships_annotations",
    ];
    let rest = &uris[2..];
    assert!(rest.iter().all(|u| !u.starts_with("dbprint:///")));
    let mut keys: Vec<(String, String, usize)> = Vec::new();
    let mut connections: Vec<String> = Vec::new();
    for uri in rest {
        let body = uri.strip_prefix("dbprint://").unwrap();
        let (connection, tail) = body.split_once('/').unwrap();
        if connections.last().map(String::as_str) != Some(connection) {
            assert!(
                !connections.iter().any(|c| c == connection),
                "{connection}'s resources are not one run: {uri}"
            );
            connections.push(connection.to_string());
        }
        if let Some((fqn, artifact)) = tail.split_once('/') {
            let rank = ARTIFACTS
                .iter()
                .position(|a| *a == artifact)
                .unwrap_or_else(|| panic!("unknown artifact in {uri}"));
            keys.push((connection.to_string(), fqn.to_string(), rank));
        }
    }
    let mut sorted = connections.clone();
    sorted.sort();
    assert_eq!(connections, sorted, "connections in name order");
    for w in keys.windows(2) {
        assert!(w[0] < w[1], "{:?} listed before {:?}", w[0], w[1]);
    }
}

#[test]
fn an_unreadable_manifest_keeps_its_own_resource_only_spec_3_3() {
    let f = fixtures_copy();
    std::fs::write(
        f.0.join("project/prints/warehouse/manifest.yaml"),
        "tables: [\n",
    )
    .unwrap();
    let mut s = serve(&f.0.join("variants/two-auto"), &[]);
    let mut uris = Vec::new();
    let mut cursor: Option<String> = None;
    loop {
        let r = list_resources(&mut s, cursor.as_deref());
        uris.extend(
            r["result"]["resources"]
                .as_array()
                .unwrap()
                .iter()
                .map(|e| e["uri"].as_str().unwrap().to_string()),
        );
        cursor = r["result"]["nextCursor"].as_str().map(str::to_string);
        if cursor.is_none() {
            break;
        }
    }
    assert!(uris.contains(&"dbprint://warehouse/manifest".to_string()));
    assert!(
        !uris
            .iter()
            .any(|u| u.starts_with("dbprint://warehouse/warehouse."))
    );
    assert!(uris.iter().any(|u| u.starts_with("dbprint://shop/shop.")));
    let (code, detail) = s.read("dbprint://warehouse/manifest").unwrap_err();
    assert_eq!(code, -32603);
    assert!(detail.contains("YAML parse error"), "{detail}");
    s.close();
}

#[test]
fn reference_documents_are_served_whole_with_meta_spec_3_2() {
    let mut s = serve(&fixture_project(), &[]);
    for doc in ["spec", "assertions"] {
        let r = s.read(&format!("dbprint:///reference/{doc}")).unwrap();
        let c = &r["contents"][0];
        assert_eq!(c["mimeType"], "text/markdown");
        assert_eq!(c["_meta"]["page"], 1);
        assert!(c["text"].as_str().unwrap().contains("\n## 2"));
    }
    s.close();
}

/// The first page of `tool`'s reply and its `next_cursor`.
fn first_page_cursor(s: &mut common::Server, tool: &str, args: &Value) -> String {
    let page: Value = serde_json::from_str(&s.tool(tool, args.clone()).unwrap()).unwrap();
    page["next_cursor"]
        .as_str()
        .unwrap_or_else(|| panic!("{tool} {args} fits one page"))
        .to_string()
}

#[test]
fn a_file_rewritten_between_pages_fails_the_next_page_spec_4_8() {
    let f = fixtures_copy();
    let mut s = serve(&f.0.join("variants/two-auto"), &[]);
    let warehouse = f.0.join("project/prints/warehouse/manifest.yaml");
    let diff = f.0.join("project/prints/shop/diff.yaml");
    let cases = [
        (
            "get_manifest",
            json!({"connection": "warehouse"}),
            &warehouse,
            "  warehouse.dw.fact_sales:\n",
            "  warehouse.dw.fact_sales_renamed:\n",
        ),
        (
            "list_tables",
            json!({"connection": "warehouse", "detail": true}),
            &warehouse,
            "  warehouse.dw.dim_date:\n",
            "  warehouse.dw.dim_date_renamed:\n",
        ),
        (
            "get_diff",
            json!({"connection": "shop"}),
            &diff,
            "  tables_scanned: 14\n",
            "  tables_scanned: 140\n",
        ),
    ];
    for (tool, args, file, from, to) in cases {
        let cursor = first_page_cursor(&mut s, tool, &args);
        edit(file, from, to);
        let mut next = args.clone();
        next["cursor"] = json!(cursor);
        assert_eq!(
            s.tool(tool, next).unwrap_err(),
            format!(
                "the print changed on disk since this cursor was issued, so {tool} cannot resume where it left off. Call again without `cursor` to start over."
            ),
            "{tool} resumed over a rewritten {}",
            file.display()
        );
        let again: Value = serde_json::from_str(&s.tool(tool, args.clone()).unwrap()).unwrap();
        assert!(again.get("next_cursor").is_some(), "{tool} starts over");
    }
    s.close();
}

#[test]
fn a_resource_rewritten_between_pages_refuses_the_old_version_spec_3_4() {
    let p = project_copy();
    let mut s = serve(&p.0, &[]);
    let uri = "dbprint://shop/shop.sales.orders/statistics";
    let again = s.rewrite_refuses_the_old_version(uri, || {
        edit(
            &p.0.join("prints/shop/shop/sales/orders/statistics.yaml"),
            "  coverage: 1.0\n",
            "  coverage: 1.00\n",
        )
    });
    assert!(
        again["contents"][0]["text"]
            .as_str()
            .unwrap()
            .contains("  coverage: 1.00\n")
    );
    s.close();
}
