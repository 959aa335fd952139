//! What a table's share keeps for the discovery tools (`find_tables`, `find_value`) beyond its
//! column records: its `description.md` text, and each column's stored values as the
//! published list gives them (format spec §2.2.4), with the count of each, whether the list
//! holds every distinct value, and the literal SQL writes for it. A redacted column
//! (§2.2.9) keeps no values, nor does a scoped read that scanned no rows (§2.2.8): what is
//! withheld is never indexed, so never echoed.

use dbprint_print::views::statistics::{ColumnStats, ListedValue, Stat, Stats};
use rkyv::{Archive, Deserialize, Serialize};

use dbprint_print::access::Reading;
use dbprint_print::views::manifest::Entry;
use dbprint_print::views::scope::Scope;
use dbprint_print::views::value_list::{is_complete, redaction};
use dbprint_yaml::python::{number, python_str, truthy};
use dbprint_yaml::{Mapping, Value};

/// One stored value of a column's list.
#[derive(Debug, Clone, PartialEq, Archive, Serialize, Deserialize)]
pub struct StoredValue {
    /// Python's `str()` of the value, as the list spells it.
    pub text: String,
    /// The value as a SQL literal: a quoted string, a bare number, `TRUE`/`FALSE`.
    pub literal: String,
    /// How many rows hold it, where the list counted.
    pub count: Option<f64>,
}

/// One column's published value list.
#[derive(Debug, Clone, PartialEq, Archive, Serialize, Deserialize)]
pub struct StoredColumn {
    pub column: String,
    pub sql_type: Option<String>,
    pub classification: Option<String>,
    /// The list holds every distinct value over what was read (format spec §2.2.5).
    pub complete: bool,
    /// Each value names one row (`inferred.candidate_key`, §2.2.7): the column that defines
    /// its values, where other columns repeat them.
    pub unique: bool,
    /// The rows the counts are shares of: rows read less the column's nulls, where known.
    pub rows: Option<f64>,
    pub values: Vec<StoredValue>,
}

/// A value as SQL writes it.
fn literal(value: &Value) -> Option<String> {
    match value {
        Value::Null => None,
        Value::Bool(b) => Some(if *b { "TRUE" } else { "FALSE" }.to_string()),
        Value::Int(_) | Value::BigInt(_) | Value::Float(_) => Some(python_str(value)),
        Value::Str(s) => Some(format!("'{}'", s.replace('\'', "''"))),
        other => Some(format!("'{}'", python_str(other).replace('\'', "''"))),
    }
}

/// The rows a column's counts are shares of.
fn rows(block: &Mapping, row_count: Option<f64>, scope: Option<&Scope>) -> Option<f64> {
    let read = scope
        .and_then(|s| s.rows_scanned)
        .map(|r| r as f64)
        .or(row_count)?;
    let nulls = number(block.stat(Stat::NullCount)).unwrap_or(0.0);
    Some((read - nulls).max(0.0))
}

/// The stored values of column `name` (its statistics `block`), or `None` when it publishes
/// no list a reader may see.
pub fn column(
    name: &str,
    block: &Mapping,
    row_count: Option<f64>,
    scope: Option<&Scope>,
) -> Option<StoredColumn> {
    let view = ColumnStats::new(block);
    let listed = view.listed()?;
    if redaction(block).is_some() || scope.is_some_and(|s| s.rows_scanned == Some(0)) {
        return None;
    }
    let values = listed
        .iter()
        .filter(|entry| entry.as_map().is_some())
        .map(ListedValue::new)
        .filter_map(|entry| {
            let value = entry.value()?;
            Some(StoredValue {
                text: python_str(value),
                literal: literal(value)?,
                count: number(entry.count()),
            })
        })
        .collect();
    let text = |field: Option<&Value>| field.and_then(Value::as_str).map(str::to_string);
    Some(StoredColumn {
        column: name.to_string(),
        sql_type: text(view.sql_type()),
        classification: text(view.stat(Stat::Classification)),
        complete: is_complete(block),
        unique: block
            .stat(Stat::Inferred)
            .and_then(|i| i.stat(Stat::CandidateKey))
            .is_some_and(truthy),
        rows: rows(block, row_count, scope),
        values,
    })
}

/// The text of the table's `description.md`, when it declares one that reads.
pub fn description(reading: &Reading, entry: &Entry) -> Option<String> {
    let path = entry.file("description")?;
    reading
        .text_if_there(&path)
        .ok()
        .flatten()
        .map(|text| text.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use dbprint_yaml::parse;

    fn block(yaml: &str) -> Mapping {
        match parse(yaml) {
            Ok(Value::Map(m)) => m,
            other => panic!("not a mapping: {other:?}"),
        }
    }

    #[test]
    fn a_list_keeps_each_value_its_count_and_its_sql_literal_spec_2_2_4() {
        let listed = block(
            "sql_type: text\nclassification: categorical\nnull_count: 2\nvalues_coverage: 1.0\n\
             values:\n- {value: History, count: 5}\n- {value: O'Brien, count: 1}\n- {value: 7, count: 3}\n- {value: true, count: 1}\n- {value: null, count: 2}\n",
        );
        let stored = column("dept_name", &listed, Some(12.0), None).expect("a list");
        assert!(stored.complete);
        assert_eq!(stored.rows, Some(10.0));
        let literals: Vec<&str> = stored.values.iter().map(|v| v.literal.as_str()).collect();
        assert_eq!(literals, ["'History'", "'O''Brien'", "7", "TRUE"]);
        assert_eq!(stored.values[0].count, Some(5.0));
    }

    #[test]
    fn a_redacted_column_keeps_no_values_spec_2_2_9() {
        let masked = block("redacted: mask\nvalues:\n- {value: '[redacted]', count: 4}\n");
        assert_eq!(column("email", &masked, Some(4.0), None), None);
    }

    #[test]
    fn a_column_without_a_list_keeps_nothing() {
        assert_eq!(column("n", &block("sql_type: integer\n"), None, None), None);
    }
}
