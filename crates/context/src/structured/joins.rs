//! The Joins list as data (§4.1): each shown edge of `relationships.yaml`, the surest
//! detection first, as its columns, table, detection, any path and any human note; a
//! single-column referencer's raw `null_rate`, or a path key's derived one, on its
//! `refers_to` edge; and which columns those edges name alone.

use std::collections::HashMap;

use super::nulls::{null_rates, path_null_rate};
use crate::artifacts::TableArtifacts;
use dbprint_yaml::python::{truthy, truthy_field, value_key};
use dbprint_yaml::{Mapping, Value};

const REFERS_TO_FIELDS: [&str; 6] = [
    "column",
    "path",
    "target_table",
    "target_column",
    "target_path",
    "note",
];
const REFERENCED_BY_FIELDS: [&str; 6] = [
    "column",
    "path",
    "referencer_table",
    "referencer_column",
    "referencer_path",
    "note",
];

/// An edge's `detection`; absent or empty reads `inferred`, the weaker claim.
fn detection(edge: &Mapping) -> Value {
    edge.get("detection")
        .filter(|d| truthy(d))
        .cloned()
        .unwrap_or_else(|| Value::str("inferred"))
}

fn detection_rank(edge: &Mapping) -> usize {
    match detection(edge).as_str() {
        Some("declared") => 0,
        Some("inferred") => 1,
        Some("measured") => 2,
        Some("annotated") => 3,
        _ => 4,
    }
}

/// The mapping edges of one list, declared then inferred, measured, annotated; the file's
/// own order within a rank.
fn ranked<'a>(relationships: Option<&'a Mapping>, list: &str) -> Vec<&'a Mapping> {
    let mut edges: Vec<&Mapping> = relationships
        .and_then(|r| r.get(list))
        .and_then(Value::as_seq)
        .map(|items| items.iter().filter_map(Value::as_map).collect())
        .unwrap_or_default();
    edges.sort_by_key(|edge| detection_rank(edge));
    edges
}

/// The referencing column of an edge on exactly one column.
fn single_column(edge: &Mapping) -> Option<String> {
    match edge.get("column")?.as_seq()? {
        [only] => Some(value_key(only)),
        _ => None,
    }
}

/// The columns a column-valued `refers_to` edge names alone: their null share rides it.
pub fn referencing_columns(a: &TableArtifacts) -> Vec<String> {
    ranked(a.relationships.as_deref(), "refers_to")
        .into_iter()
        .filter(|edge| !truthy_field(edge.get("path")))
        .filter_map(single_column)
        .collect()
}

/// An edge's named fields as the artifact spells them, plus its detection.
fn edge_fields(edge: &Mapping, fields: &[&str]) -> Mapping {
    let mut out: Mapping = fields
        .iter()
        .filter_map(|key| Some((Value::str(*key), edge.get(key)?.clone())))
        .collect();
    out.insert(Value::str("detection"), detection(edge));
    out
}

/// The null rate a `refers_to` edge carries: its lone column's raw rate, or for a path key
/// the derived rate of rows whose key reads NULL.
fn edge_null_rate(
    a: &TableArtifacts,
    edge: &Mapping,
    rates: &HashMap<String, Value>,
) -> Option<Value> {
    let column = single_column(edge);
    match edge.get("path").filter(|keys| truthy(keys)) {
        None => rates.get(&column?).cloned(),
        Some(keys) => {
            path_null_rate(a.statistics.as_deref(), column.as_deref(), keys).map(Value::Float)
        }
    }
}

/// `{refers_to, referenced_by}`: both lists, empty on a table with no edge.
pub fn joins(a: &TableArtifacts) -> Value {
    let mut rates: HashMap<String, Value> = HashMap::new();
    for (name, rate) in null_rates(a.statistics.as_deref()) {
        rates.entry(name).or_insert(rate);
    }
    let refers_to = ranked(a.relationships.as_deref(), "refers_to")
        .into_iter()
        .map(|edge| {
            let mut fields = edge_fields(edge, &REFERS_TO_FIELDS);
            if let Some(rate) = edge_null_rate(a, edge, &rates) {
                fields.insert(Value::str("null_rate"), rate);
            }
            Value::Map(fields)
        })
        .collect();
    let referenced_by = ranked(a.relationships.as_deref(), "referenced_by")
        .into_iter()
        .map(|edge| Value::Map(edge_fields(edge, &REFERENCED_BY_FIELDS)))
        .collect();
    let mut out = Mapping::new();
    out.insert(Value::str("refers_to"), Value::Seq(refers_to));
    out.insert(Value::str("referenced_by"), Value::Seq(referenced_by));
    Value::Map(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::map;
    use dbprint_yaml::parse;

    fn artifacts(statistics: &str, relationships: &str) -> TableArtifacts {
        TableArtifacts {
            statistics: Some(map(statistics).into()),
            relationships: Some(map(relationships).into()),
            ..TableArtifacts::default()
        }
    }

    #[test]
    fn edges_list_the_surest_detection_first_spec_4_1() {
        let a = artifacts(
            "{}",
            "refers_to:\n- {column: [a], target_table: t, target_column: [x], detection: measured}\n- {column: [b], target_table: t, target_column: [y]}\n- {column: [c], target_table: t, target_column: [z], detection: declared}\n",
        );
        let got = joins(&a);
        let columns: Vec<String> = got
            .get("refers_to")
            .and_then(Value::as_seq)
            .unwrap_or_default()
            .iter()
            .filter_map(|e| {
                e.get("column")
                    .and_then(Value::as_seq)
                    .map(|c| value_key(&c[0]))
            })
            .collect();
        assert_eq!(columns, ["c", "b", "a"]);
        let detections: Vec<Value> = got
            .get("refers_to")
            .and_then(Value::as_seq)
            .unwrap_or_default()
            .iter()
            .filter_map(|e| e.get("detection").cloned())
            .collect();
        assert_eq!(detections[1], Value::str("inferred"));
    }

    #[test]
    fn a_single_column_edge_carries_the_raw_null_rate_spec_4_1() {
        let a = artifacts(
            "columns:\n  a: {null_count: 1, null_rate: 0.25}\n  b: {null_count: 1, null_rate: 0.5}\n",
            "refers_to:\n- {column: [a], target_table: t, target_column: [x], note: hi}\n- {column: [a, b], target_table: t, target_column: [x, y]}\nreferenced_by:\n- {column: [id], referencer_table: u, referencer_column: [t_id], referencer_path: [k], fan_out: 3}\n",
        );
        let expected = parse(
            "refers_to:\n- {column: [a], target_table: t, target_column: [x], note: hi, detection: inferred, null_rate: 0.25}\n- {column: [a, b], target_table: t, target_column: [x, y], detection: inferred}\nreferenced_by:\n- {column: [id], referencer_table: u, referencer_column: [t_id], referencer_path: [k], detection: inferred}\n",
        )
        .unwrap_or(Value::Null);
        assert_eq!(joins(&a), expected);
        assert_eq!(referencing_columns(&a), ["a"]);
    }

    #[test]
    fn a_path_valued_edge_carries_its_derived_null_rate_spec_4_1() {
        let a = artifacts(
            "row_count: 4\ncolumns:\n  doc: {null_count: 1, null_rate: 0.25, parts: {.id: {occurrences: 3, null_count: 1}}}\n",
            "refers_to:\n- {column: [doc], path: [id], target_table: t, target_column: [x]}\n- {column: [doc], path: [gone], target_table: t, target_column: [y]}\n",
        );
        let edges = joins(&a);
        let edges = edges
            .get("refers_to")
            .and_then(Value::as_seq)
            .unwrap_or_default();
        assert_eq!(edges[0].get("null_rate"), Some(&Value::Float(0.5)));
        assert_eq!(edges[1].get("null_rate"), None);
        assert!(referencing_columns(&a).is_empty());
    }

    #[test]
    fn a_table_with_no_edge_has_both_lists_empty_spec_4_1() {
        let a = artifacts("{}", "{}");
        let expected = parse("{refers_to: [], referenced_by: []}").unwrap_or(Value::Null);
        assert_eq!(joins(&a), expected);
    }
}
