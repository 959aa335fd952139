//! The identity fields of the structured object (§4.1, §4.8): table, type, column and row
//! counts, what the print could not read (`_unprofiled`, `_missing`, `_corrupted`), the
//! Meanings cue (`meanings_documented: false`) and a scoped file's `scope` and `row_count`,
//! which ride the top level under both purposes whatever `include_stats` says.

use super::Fields;
use super::values;
use crate::Purpose;
use crate::artifacts::TableArtifacts;
use dbprint_print::views::scope;
use dbprint_yaml::pyrepr::str_repr;
use dbprint_yaml::python::is_blank;
use dbprint_yaml::{Mapping, Value};

/// Sets `key`, replacing an earlier value in place, as a Python dict update does.
fn set(fields: &mut Fields, key: &str, value: Value) {
    match fields.iter_mut().find(|(k, _)| k == key) {
        Some(slot) => slot.1 = value,
        None => fields.push((key.to_string(), value)),
    }
}

/// `int(entry.get('columns') or 0)`: an integer, a float truncated, a bool, or decimal text.
fn column_count(entry: &Mapping) -> i64 {
    match entry.get("columns") {
        Some(Value::Int(count)) => *count,
        Some(Value::Bool(b)) => i64::from(*b),
        Some(Value::Float(count)) if count.is_finite() => count.trunc() as i64,
        Some(Value::Str(text)) => text.trim().replace('_', "").parse().unwrap_or(0),
        _ => 0,
    }
}

/// Whether anything on the table says what its values mean: a description, a column or
/// value note, or (under `query`, which renders them) a note inherited through `derived_from`.
fn meanings_documented(a: &TableArtifacts, purpose: Purpose) -> bool {
    a.description.as_deref().is_some_and(|text| !is_blank(text))
        || (purpose == Purpose::Query && !a.inherited.is_empty())
        || a.annotations
            .iter()
            .flatten()
            .any(|(_, entry)| values::has_meaning(Some(entry)))
}

pub fn identity(a: &TableArtifacts, purpose: Purpose) -> Fields {
    let table_type = a
        .entry
        .get("type")
        .cloned()
        .unwrap_or_else(|| Value::str(a.table_type.clone()));
    let mut header: Fields = vec![
        ("table".into(), Value::str(a.fqn.clone())),
        ("type".into(), table_type),
        ("columns_count".into(), Value::Int(column_count(&a.entry))),
    ];
    if let Some(rows) = a.entry.get("row_count").filter(|v| !v.is_null()) {
        header.push(("row_count".into(), rows.clone()));
    }
    if a.last_run_failed {
        let message = format!(
            "the last generate run could not profile {}; run dbprint generate to see the cause",
            str_repr(&a.fqn)
        );
        header.push(("_unprofiled".into(), Value::Str(message)));
    }
    if !a.missing.is_empty() {
        let missing = a.missing.iter().map(|kind| Value::str(kind.clone()));
        header.push(("_missing".into(), Value::Seq(missing.collect())));
    }
    if !a.corrupted.is_empty() {
        let corrupted = a
            .corrupted
            .iter()
            .map(|(kind, why)| (Value::str(kind.clone()), Value::str(why.clone())));
        header.push(("_corrupted".into(), Value::Map(corrupted.collect())));
    }
    if !meanings_documented(a, purpose) {
        header.push(("meanings_documented".into(), Value::Bool(false)));
    }
    let scope = scope::scope_of(a.statistics.as_deref());
    for (key, value) in scope::reply_scope(scope.as_ref()) {
        set(&mut header, &key, value);
    }
    header
}

#[cfg(test)]
mod tests {
    use super::*;
    use indexmap::IndexMap;

    use crate::testing::map;
    use dbprint_yaml::parse;

    fn field<'a>(fields: &'a Fields, key: &str) -> Option<&'a Value> {
        fields.iter().find(|(k, _)| k == key).map(|(_, v)| v)
    }

    fn documented() -> TableArtifacts {
        TableArtifacts {
            fqn: "s.t".into(),
            table_type: "table".into(),
            description: Some("What it holds.".into()),
            ..TableArtifacts::default()
        }
    }

    #[test]
    fn identity_names_the_table_its_type_and_counts_from_the_entry_spec_4_1() {
        let a = TableArtifacts {
            entry: map("type: view\ncolumns: '7'\nrow_count: 12\n"),
            ..documented()
        };
        let expected: Fields = vec![
            ("table".into(), Value::str("s.t")),
            ("type".into(), Value::str("view")),
            ("columns_count".into(), Value::Int(7)),
            ("row_count".into(), Value::Int(12)),
        ];
        assert_eq!(identity(&a, Purpose::Profile), expected);
        let bare = identity(&documented(), Purpose::Profile);
        assert_eq!(field(&bare, "type"), Some(&Value::str("table")));
        assert_eq!(field(&bare, "columns_count"), Some(&Value::Int(0)));
        assert_eq!(field(&bare, "row_count"), None);
    }

    #[test]
    fn scope_rides_the_top_level_even_without_stats_spec_4_1() {
        let a = TableArtifacts {
            entry: map("row_count: 5\n"),
            statistics: Some(
                map("row_count: 900\nscope: {rows_scanned: 100, sample: 0.1}\n").into(),
            ),
            ..documented()
        };
        let header = identity(&a, Purpose::Profile);
        assert_eq!(header[3], ("row_count".into(), Value::Int(900)));
        assert_eq!(
            field(&header, "scope"),
            Some(&parse("{rows_scanned: 100, sample: 0.1}").unwrap_or(Value::Null))
        );
    }

    #[test]
    fn an_unprofiled_missing_or_corrupt_table_says_so_spec_4_1() {
        let a = TableArtifacts {
            fqn: "s.it's".into(),
            last_run_failed: true,
            missing: vec!["ddl".into()],
            corrupted: vec![("statistics".into(), "bad".into())],
            ..documented()
        };
        let header = identity(&a, Purpose::Query);
        assert_eq!(
            field(&header, "_unprofiled"),
            Some(&Value::str(
                "the last generate run could not profile \"s.it's\"; run dbprint generate to see the cause"
            ))
        );
        assert_eq!(
            field(&header, "_missing"),
            Some(&Value::Seq(vec![Value::str("ddl")]))
        );
        assert_eq!(
            field(&header, "_corrupted"),
            Some(&Value::Map(map("statistics: bad")))
        );
    }

    #[test]
    fn an_undocumented_table_carries_meanings_documented_false_spec_4_1() {
        let bare = TableArtifacts {
            description: Some(" \n".into()),
            annotations: Some(IndexMap::from([("c".into(), map("note: '  '"))])),
            inherited: IndexMap::from([("c".into(), Vec::new())]),
            ..documented()
        };
        let cue = Some(&Value::Bool(false));
        assert_eq!(
            field(&identity(&bare, Purpose::Profile), "meanings_documented"),
            cue
        );
        assert_eq!(
            field(&identity(&bare, Purpose::Query), "meanings_documented"),
            None
        );
        let noted = TableArtifacts {
            inherited: IndexMap::new(),
            annotations: Some(IndexMap::from([(
                "c".into(),
                map("values: [{value: 1, note: one}]"),
            )])),
            ..bare
        };
        assert_eq!(
            field(&identity(&noted, Purpose::Profile), "meanings_documented"),
            None
        );
    }
}
