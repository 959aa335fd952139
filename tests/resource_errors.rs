//! Every `resources/read` fault of MCP spec §8.1, as a JSON-RPC error with its code and
//! detail, over the real binary; the server keeps answering after each.
#![allow(clippy::disallowed_methods)] // fixtures and measurements, not the server (clippy.toml)

mod common;

use common::{Server, edit, fixture_project, project_copy, serve};

const INVALID: i64 = -32602;
const INTERNAL: i64 = -32603;

fn fails(s: &mut Server, uri: &str) -> (i64, String) {
    s.read(uri).expect_err(uri)
}

#[test]
fn absent_optional_file_is_invalid_params_spec_8_1() {
    let mut s = serve(&fixture_project(), &[]);
    assert_eq!(
        fails(&mut s, "dbprint://shop/shop.sales.session/description"),
        (
            INVALID,
            "description.md is optional and not authored for table 'shop.sales.session'."
                .to_string()
        )
    );
    assert_eq!(
        fails(&mut s, "dbprint://shop/shop.sales.session/statistics_annotations"),
        (INVALID, "statistics.annotations.yaml is optional and not authored for table 'shop.sales.session'.".to_string())
    );
    s.close();
}

#[test]
fn unconfigured_and_unserved_connections_spec_8_1() {
    let mut s = serve(&fixture_project(), &[]);
    assert_eq!(
        fails(&mut s, "dbprint://bar/manifest"),
        (
            INVALID,
            "connection 'bar' not in .dbprint.yaml. Configured: ['shop', 'warehouse']".to_string()
        )
    );
    assert_eq!(
        fails(&mut s, "dbprint://warehouse/manifest"),
        (INVALID, "connection 'warehouse' is configured but not served by this instance. Served: ['shop']. Restart the server naming it to serve it.".to_string())
    );
    s.close();
}

#[test]
fn unknown_and_unprofiled_tables_spec_8_1() {
    let mut s = serve(&fixture_project(), &["warehouse"]);
    assert_eq!(
        fails(&mut s, "dbprint://warehouse/foo/ddl"),
        (INVALID, "table 'foo' not found in connection 'warehouse'. Call list_tables with connection 'warehouse' for valid names.".to_string())
    );
    assert_eq!(
        fails(&mut s, "dbprint://warehouse/warehouse.dw.broken_feed/statistics"),
        (INVALID, "the last generate run could not profile 'warehouse.dw.broken_feed'; run dbprint generate to see the cause".to_string())
    );
    s.close();
}

#[test]
fn kind_the_manifest_never_declares_spec_8_1() {
    let p = project_copy();
    edit(
        &p.0.join("prints/shop/manifest.yaml"),
        "      relationships: relationships.yaml\n      statistics_annotations: statistics.annotations.yaml\n    columns: 7",
        "      statistics_annotations: statistics.annotations.yaml\n    columns: 7",
    );
    let mut s = serve(&p.0, &[]);
    assert_eq!(
        fails(&mut s, "dbprint://shop/shop.sales.order_summary/relationships"),
        (INVALID, "relationships is not declared for table 'shop.sales.order_summary' - check the object's type before requesting it; the manifest does not declare every kind for every object.".to_string())
    );
    s.close();
}

#[test]
fn declared_file_absent_from_disk_spec_8_1() {
    let p = project_copy();
    let stats = p.0.join("prints/shop/shop/sales/session/statistics.yaml");
    std::fs::remove_file(&stats).unwrap();
    let mut s = serve(&p.0, &[]);
    let (code, detail) = fails(&mut s, "dbprint://shop/shop.sales.session/statistics");
    assert_eq!(code, INTERNAL);
    assert_eq!(
        detail,
        format!(
            "manifest references statistics.yaml but file is absent at {}. Re-run dbprint generate.",
            stats.display()
        )
    );
    s.close();
}

#[test]
fn manifest_of_the_wrong_shape_spec_8_1() {
    let p = project_copy();
    let manifest = p.0.join("prints/shop/manifest.yaml");
    std::fs::write(&manifest, "format_version: 1\ntables: [a, b]\n").unwrap();
    let mut s = serve(&p.0, &[]);
    let (code, detail) = fails(&mut s, "dbprint://shop/shop.sales.orders/ddl");
    assert_eq!(code, INTERNAL);
    assert_eq!(
        detail,
        format!(
            "{}: `tables` must be a mapping of table name to entry, found list",
            manifest.display()
        )
    );
    assert!(
        s.read("dbprint://shop/manifest").is_ok(),
        "the manifest itself still reads"
    );
    s.close();
}

#[test]
fn yaml_parse_error_names_the_file_and_position_spec_8_1() {
    let p = project_copy();
    let stats = p.0.join("prints/shop/shop/sales/session/statistics.yaml");
    std::fs::write(&stats, "format_version: 1\ncolumns: [unclosed\n").unwrap();
    let mut s = serve(&p.0, &[]);
    let (code, detail) = fails(&mut s, "dbprint://shop/shop.sales.session/statistics");
    assert_eq!(code, INTERNAL);
    assert!(
        detail.starts_with(&format!("{}: YAML parse error: ", stats.display())),
        "{detail}"
    );
    assert!(detail.contains("line"), "{detail}");
    let manifest = p.0.join("prints/shop/manifest.yaml");
    std::fs::write(&manifest, "tables: {a: [\n").unwrap();
    let (code, detail) = fails(&mut s, "dbprint://shop/manifest");
    assert_eq!(code, INTERNAL);
    assert!(
        detail.starts_with(&format!("{}: YAML parse error: ", manifest.display())),
        "{detail}"
    );
    s.close();
}

#[test]
fn missing_diff_and_reading_guide_spec_8_1() {
    let p = project_copy();
    let diff = p.0.join("prints/shop/diff.yaml");
    let reading = p.0.join("prints/shop/reading.md");
    std::fs::remove_file(&diff).unwrap();
    std::fs::remove_file(&reading).unwrap();
    let mut s = serve(&p.0, &[]);
    assert_eq!(
        fails(&mut s, "dbprint://shop/diff"),
        (
            INTERNAL,
            format!(
                "no diff available at {}. Run `dbprint diff` or `dbprint generate` first.",
                diff.display()
            )
        )
    );
    assert_eq!(
        fails(&mut s, "dbprint://shop/reading"),
        (
            INTERNAL,
            format!(
                "no reading guide available at {}. Run `dbprint generate` first.",
                reading.display()
            )
        )
    );
    s.close();
}

#[test]
fn malformed_uris_spec_8_1() {
    let mut s = serve(&fixture_project(), &[]);
    for uri in [
        "foo",
        "dbprint://",
        "http://x/y",
        "dbprint:///reference/readme",
        "dbprint://shop/manifest?color=red",
        "dbprint://shop/nonsense",
    ] {
        assert_eq!(
            fails(&mut s, uri),
            (
                INVALID,
                format!("URI '{uri}' does not match the dbprint:// scheme.")
            )
        );
    }
    s.close();
}

#[test]
fn page_outside_the_range_or_not_a_number_spec_8_1() {
    let mut s = serve(&fixture_project(), &[]);
    for uri in [
        "dbprint://shop/manifest?page=9",
        "dbprint://shop/manifest?page=0",
        "dbprint://shop/manifest?page=abc",
    ] {
        assert_eq!(
            fails(&mut s, uri),
            (
                INVALID,
                format!("'{uri}' names no page of this resource: pages run 1 to 1.")
            )
        );
    }
    s.close();
}

#[test]
fn errors_never_end_the_server_spec_8_3() {
    let mut s = serve(&fixture_project(), &[]);
    for uri in ["foo", "dbprint://bar/manifest", "dbprint://shop/x/ddl"] {
        assert!(s.read(uri).is_err());
    }
    let r = s.request("no/such/method", serde_json::json!({}));
    assert!(r.get("error").is_some());
    assert!(s.read("dbprint://shop/manifest").is_ok());
    assert_eq!(s.close(), Some(0));
}
