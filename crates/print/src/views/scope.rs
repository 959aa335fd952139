//! How much of the table a `statistics.yaml` describes (format spec §2.2.8) as every structured
//! reply reads it: whether the file is scoped, the rows a column was measured over, the
//! `scope`/`row_count` fields that ride the top level (§4.1), and what a value list covers.

use crate::views::statistics::{Stat, Stats, TableStats};
use dbprint_yaml::python::strict_int;
use dbprint_yaml::{Mapping, Value};

/// The clause a claim one unread row could falsify carries on a scoped table.
const SCANNED_CLAUSE: &str = "over the rows scanned";
const WHOLE_DOMAIN: &str = "the list is the whole domain";
const SAMPLED: &str = "a sample of the most frequent values";

/// A scoped file's reading: its `scope` block verbatim (empty when it is not a mapping or
/// only columns echo `rows_scanned`), the rows it read and the table's `row_count`.
#[derive(Debug, Clone, PartialEq)]
pub struct Scope {
    pub block: Mapping,
    pub rows_scanned: Option<i64>,
    pub row_count: Option<i64>,
}

/// The file's scope, or `None` when it read every row: a present `scope` key decides,
/// well-formed or not; without one, any column echoing an integer `rows_scanned` scopes it.
pub fn scope_of(statistics: Option<&Mapping>) -> Option<Scope> {
    let statistics = statistics.filter(|s| !s.is_empty())?;
    let echoes: Vec<i64> = TableStats::new(statistics)
        .columns()
        .map(|columns| {
            columns
                .iter()
                .filter_map(|(_, column)| strict_int(column.stat(Stat::RowsScanned)))
                .collect()
        })
        .unwrap_or_default();
    let declared = statistics.stat(Stat::Scope);
    if declared.is_none() && echoes.is_empty() {
        return None;
    }
    let block = declared
        .and_then(Value::as_map)
        .cloned()
        .unwrap_or_default();
    let rows_scanned = strict_int(block.stat(Stat::RowsScanned)).or(echoes.first().copied());
    Some(Scope {
        block,
        rows_scanned,
        row_count: strict_int(TableStats::new(statistics).row_count()),
    })
}

/// The rows a scoped column was measured over: its own echo, else the file's; `None` unscoped.
pub fn rows_scanned(column: &Value, scope: Option<&Scope>) -> Option<i64> {
    let scope = scope?;
    strict_int(column.stat(Stat::RowsScanned)).or(scope.rows_scanned)
}

/// The `scope` block and the scanned file's `row_count`, for the top level of the reply.
pub fn reply_scope(scope: Option<&Scope>) -> Vec<(String, Value)> {
    let Some(scope) = scope else {
        return Vec::new();
    };
    let mut fields = vec![("scope".to_string(), Value::Map(scope.block.clone()))];
    if let Some(rows) = scope.row_count {
        fields.push(("row_count".to_string(), Value::Int(rows)));
    }
    fields
}

/// What a value list at `coverage` is: the whole domain (over the rows scanned when scoped),
/// or a sample.
pub fn coverage_statement(coverage: f64, scope: Option<&Scope>) -> String {
    if coverage != 1.0 {
        SAMPLED.to_string()
    } else if scope.is_some() {
        format!("{WHOLE_DOMAIN} {SCANNED_CLAUSE}")
    } else {
        WHOLE_DOMAIN.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dbprint_yaml::Mapping;

    /// A mapping from YAML text (empty when it is not one).
    fn stats(text: &str) -> Mapping {
        dbprint_yaml::parse(text)
            .ok()
            .and_then(|v| v.as_map().cloned())
            .unwrap_or_default()
    }

    #[test]
    fn a_present_scope_key_scopes_the_file_even_malformed_spec_4_1() {
        let s = stats("scope: oops\nrow_count: 9\n");
        let scope = scope_of(Some(&s));
        assert_eq!(
            scope,
            Some(Scope {
                block: Mapping::new(),
                rows_scanned: None,
                row_count: Some(9)
            })
        );
    }

    #[test]
    fn a_column_echo_scopes_a_file_without_a_scope_block_spec_4_1() {
        let s = stats("columns:\n  a: {rows_scanned: 4}\n  b: {rows_scanned: true}\n");
        let scope = scope_of(Some(&s));
        assert_eq!(scope.and_then(|s| s.rows_scanned), Some(4));
    }

    #[test]
    fn an_unscoped_file_carries_no_scope_fields_spec_4_1() {
        let s = stats("row_count: 3\ncolumns: {a: {}}\n");
        assert_eq!(scope_of(Some(&s)), None);
        assert!(reply_scope(None).is_empty());
    }

    #[test]
    fn a_scoped_complete_list_is_the_domain_over_the_rows_scanned_spec_4_1() {
        let scope = scope_of(Some(&stats("scope: {rows_scanned: 2}\n")));
        assert_eq!(
            coverage_statement(1.0, scope.as_ref()),
            "the list is the whole domain over the rows scanned"
        );
        assert_eq!(
            coverage_statement(1.0, None),
            "the list is the whole domain"
        );
        assert_eq!(
            coverage_statement(0.5, scope.as_ref()),
            "a sample of the most frequent values"
        );
    }
}
