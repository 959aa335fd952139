//! §4.1 rules of the Markdown reply, pinned on hand-built artifacts.

use super::*;
use crate::testing::{map, options};

fn artifacts(statistics: &str, relationships: Option<&str>) -> TableArtifacts {
    TableArtifacts {
        fqn: "s.t".into(),
        entry: map("row_count: 10\ncolumns: 2\n"),
        ddl: "CREATE TABLE t (a text, b text NOT NULL);".into(),
        statistics: Some(map(statistics).into()),
        relationships: relationships.map(|r| map(r).into()),
        ..Default::default()
    }
}

fn text(a: &TableArtifacts, purpose: Purpose) -> String {
    sections(a, &options(purpose))
        .iter()
        .map(|s| {
            s.lines
                .iter()
                .map(|l| l.text.as_str())
                .collect::<Vec<_>>()
                .join("\n")
        })
        .collect::<Vec<_>>()
        .join("\n\n")
}

const STATS: &str = "row_count: 10
columns:
  a:
    classification: categorical
    nullable: true
    null_count: 1
    null_rate: 0.1
    cardinality: 2
    values_coverage: 1.0
    values: [{value: x, count: 6}, {value: y, count: 3}]
  b:
    classification: text
    nullable: false
    null_count: 0
    null_rate: 0.0
    cardinality: 10
";

#[test]
fn a_complete_list_is_rendered_in_full_with_its_domain_statement_spec_4_1() {
    let out = text(&artifacts(STATS, None), Purpose::Query);
    assert!(out.contains("| a | 'x' (6), 'y' (3) | 100% - every distinct value: the whole domain; meanings: not documented here | 10% |"), "{out}");
}

#[test]
fn each_nullable_column_states_its_null_share_once_spec_4_1() {
    let out = text(&artifacts(STATS, None), Purpose::Query);
    assert_eq!(out.matches("10%").count(), 1, "{out}");
    assert!(
        !out.contains("Nulls: "),
        "a NOT NULL column states nothing: {out}"
    );
}

#[test]
fn none_found_with_not_a_join_target_when_not_eligible_spec_4_1() {
    let out = text(
        &artifacts(STATS, Some("eligible_target: false\n")),
        Purpose::Query,
    );
    assert!(
        out.contains("## Joins\nnone found (not a join target, no declared-unique column)"),
        "{out}"
    );
    let out = text(&artifacts(STATS, Some("refers_to: []\n")), Purpose::Query);
    assert!(out.contains("## Joins\nnone found"), "{out}");
}

#[test]
fn query_sections_follow_the_priority_order_spec_4_1() {
    let a = artifacts(STATS, Some("eligible_target: false\n"));
    let names: Vec<&str> = sections(&a, &options(Purpose::Query))
        .iter()
        .map(|s| s.name)
        .collect();
    assert_eq!(names, [IDENTITY_SECTION, "ddl", "values", "joins"]);
    let names: Vec<&str> = sections(&a, &options(Purpose::Profile))
        .iter()
        .map(|s| s.name)
        .collect();
    assert_eq!(
        names,
        [IDENTITY_SECTION, "ddl", "cardinality", "relationships"]
    );
}

#[test]
fn an_undocumented_table_says_so_in_its_header_spec_4_1() {
    let out = text(&artifacts(STATS, None), Purpose::Profile);
    assert!(out.contains(
        "\nMeanings: not documented here - read codes, units and defaults from the code"
    ));
}
