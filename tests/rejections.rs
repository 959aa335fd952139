//! Edges a human rejected (MCP spec §3.4, §4.5; format spec §2.7.2): withheld from the
//! relationships resource on both sides and from the diff, with the summary recounted.
#![allow(clippy::disallowed_methods)] // fixtures and measurements, not the server (clippy.toml)

mod common;

use common::{edit, fixture_project, project_copy, serve};
use serde_json::{Value, json};

fn yaml_of(s: &mut common::Server, uri: &str) -> String {
    let r = s.read(uri).unwrap();
    r["contents"][0]["text"].as_str().unwrap().to_string()
}

#[test]
fn rejected_edge_is_withheld_from_both_tables_spec_3_4() {
    let mut s = serve(&fixture_project(), &[]);
    let ticket = yaml_of(&mut s, "dbprint://shop/shop.support.ticket/relationships");
    assert!(
        !ticket.contains("target_table: shop.sales.session"),
        "{ticket}"
    );
    assert!(ticket.contains("target_table: shop.sales.orders"));
    let session = yaml_of(&mut s, "dbprint://shop/shop.sales.session/relationships");
    assert!(
        !session.contains("referencer_table: shop.support.ticket"),
        "{session}"
    );
    s.close();
}

/// A person's note written as a quoted scalar whose continuation line sits left of its key:
/// libyaml (the reference's reader) accepts it, so the verdict beside it still holds.
#[test]
fn a_hand_written_note_continued_left_of_its_key_still_rejects_spec_2_7_2() {
    let p = project_copy();
    edit(
        &p.0.join("prints/shop/shop/support/ticket/relationships.annotations.yaml"),
        "  note: >-\n    session_id is the helpdesk's chat session number (90000 and up), not a web session;\n    it shares only its name with sales.session.session_id.\n",
        "  note: \"session_id is the helpdesk's chat session number,\n not a web session;\n  it shares only its name.\"\n",
    );
    let mut s = serve(&p.0, &[]);
    let ticket = yaml_of(&mut s, "dbprint://shop/shop.support.ticket/relationships");
    assert!(
        !ticket.contains("target_table: shop.sales.session"),
        "{ticket}"
    );
    s.close();
}

#[test]
fn untouched_relationships_are_served_byte_for_byte_spec_3_4() {
    let mut s = serve(&fixture_project(), &[]);
    let served = yaml_of(
        &mut s,
        "dbprint://shop/shop.inventory.product/relationships",
    );
    let disk = std::fs::read_to_string(
        fixture_project().join("prints/shop/shop/inventory/product/relationships.yaml"),
    )
    .unwrap();
    assert_eq!(served, disk);
    s.close();
}

#[test]
fn diff_drops_events_about_rejected_edges_and_recounts_spec_4_5() {
    let mut s = serve(&fixture_project(), &[]);
    let all: Vec<Value> = {
        let r = s.tool_json("get_diff", json!({"kind": "relationship_added"}));
        r["changes"].as_array().unwrap().clone()
    };
    assert!(
        !all.iter()
            .any(|c| c["source_table"] == "shop.support.ticket"
                && c["target_table"] == "shop.sales.session")
    );
    let first = s.tool_json("get_diff", json!({}));
    assert_eq!(
        first["summary"]["relationships_changed"], 1,
        "two on disk, one withheld"
    );
    let served = yaml_of(&mut s, "dbprint://shop/diff");
    assert!(served.contains("relationships_changed: 1"));
    assert!(!served.contains("source_table: shop.support.ticket"));
    let disk = std::fs::read_to_string(fixture_project().join("prints/shop/diff.yaml")).unwrap();
    assert!(
        disk.contains("relationships_changed: 2"),
        "the file on disk is untouched"
    );
    s.close();
}

/// Python's ints do not overflow: a recorded count at i64::MIN recounts to one below it, as
/// the reference serves it, never a wrapped or panicking subtraction.
#[test]
fn a_recount_below_i64_min_is_exact_spec_4_5() {
    let p = project_copy();
    edit(
        &p.0.join("prints/shop/diff.yaml"),
        "relationships_changed: 2",
        "relationships_changed: -9223372036854775808",
    );
    let mut s = serve(&p.0, &[]);
    let served = yaml_of(&mut s, "dbprint://shop/diff");
    assert!(
        served.contains("relationships_changed: -9223372036854775809"),
        "{served}"
    );
    s.close();
}

#[test]
fn a_verdict_edited_between_pages_moves_the_version_spec_3_4() {
    let p = project_copy();
    let mut s = serve(&p.0, &[]);
    let before = s
        .read("dbprint://shop/shop.sales.session/relationships")
        .unwrap();
    let version = before["contents"][0]["_meta"]["version"]
        .as_str()
        .unwrap()
        .to_string();
    let annotations =
        p.0.join("prints/shop/shop/support/ticket/relationships.annotations.yaml");
    edit(&annotations, "  verdict: rejected\n", "");
    let after = s
        .read("dbprint://shop/shop.sales.session/relationships")
        .unwrap();
    assert_ne!(
        after["contents"][0]["_meta"]["version"].as_str().unwrap(),
        version
    );
    assert!(
        after["contents"][0]["text"]
            .as_str()
            .unwrap()
            .contains("referencer_table: shop.support.ticket")
    );
    let diff = s.tool_json("get_diff", json!({}));
    assert_eq!(diff["summary"]["relationships_changed"], 2);
    s.close();
}

#[test]
fn an_annotation_file_off_its_schema_decides_nothing_spec_2_7() {
    let p = project_copy();
    let annotations =
        p.0.join("prints/shop/shop/support/ticket/relationships.annotations.yaml");
    edit(
        &annotations,
        "format_version: 1\n",
        "format_version: 1\nsurprise: true\n",
    );
    let mut s = serve(&p.0, &[]);
    let ticket = yaml_of(&mut s, "dbprint://shop/shop.support.ticket/relationships");
    assert!(ticket.contains("target_table: shop.sales.session"));
    s.close();
}
