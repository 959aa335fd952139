//! Paging (MCP spec §3.3, §3.4, §4.8) over the real binary: resources larger than a page,
//! list replies walked to their end, `total` on every page, header keys on the first.

mod common;

use common::{fixture_project, fixtures_copy, project_copy, serve};
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
    let first = s.read(PRODUCT_DESCRIPTION).unwrap();
    let version = first["contents"][0]["_meta"]["version"]
        .as_str()
        .unwrap()
        .to_string();
    let path =
        p.0.join("prints/shop/shop/inventory/product/description.md");
    let text = std::fs::read_to_string(&path).unwrap();
    std::fs::write(&path, format!("# Rewritten\n{text}")).unwrap();
    let uri = format!("{PRODUCT_DESCRIPTION}?page=2&version={version}");
    assert_eq!(
        s.read(&uri).unwrap_err(),
        (
            -32602,
            format!(
                "'{uri}': the file changed on disk since that version was read. Read page 1 again for its current version."
            )
        )
    );
    let again = s.read(PRODUCT_DESCRIPTION).unwrap();
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
    let mut sorted = names.clone();
    sorted.sort();
    sorted.dedup();
    assert_eq!(names, sorted, "sorted, each exactly once");
    s.close();
}

#[test]
fn get_manifest_pages_its_tables_map_with_header_on_the_first_spec_4_4() {
    let mut s = serve(&fixture_project(), &["warehouse"]);
    let pages = walk(&mut s, "get_manifest", json!({}));
    assert!(pages.len() >= 2);
    assert_eq!(pages[0]["format_version"], 1);
    assert!(pages[1..].iter().all(|p| p.get("format_version").is_none()));
    let count: usize = pages
        .iter()
        .map(|p| p["tables"].as_object().unwrap().len())
        .sum();
    assert_eq!(count as u64, pages[0]["total"].as_u64().unwrap());
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
    let mut unique = uris.clone();
    unique.dedup();
    assert_eq!(unique.len(), uris.len());

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
