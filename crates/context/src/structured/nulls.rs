//! Null shares under `query` (§4.1): which columns state one (a measured `null_count` and
//! `null_rate`, and a null or a DDL-nullable column), the raw `null_rate` each carries, and
//! the derived rate of rows whose path key reads NULL (format spec §2.2.18).

use dbprint_print::views::parts::member_step;
use dbprint_print::views::scope::{Scope, rows_scanned, scope_of};
use dbprint_print::views::statistics::{ColumnStats, Stat, Stats, TableStats, published_null_rate};
use dbprint_yaml::python::{loose_int, number, value_key};
use dbprint_yaml::{Mapping, Value};

/// Per column that states a null share, in column order: its `null_rate` as written.
pub fn null_rates(statistics: Option<&Mapping>) -> Vec<(String, Value)> {
    let Some(columns) = statistics.and_then(|s| TableStats::new(s).columns()) else {
        return Vec::new();
    };
    crate::columns::ordered(columns)
        .into_iter()
        .filter(|(_, column)| states_null_share(column))
        .filter_map(|(name, column)| Some((name.to_string(), column.stat(Stat::NullRate)?.clone())))
        .collect()
}

/// Whether a column states a null share: both counts measured, and a null among the rows
/// read or a nullable column (`none`); a NOT NULL column without nulls states nothing.
fn states_null_share(column: &Value) -> bool {
    let Some(count) = number(column.stat(Stat::NullCount)) else {
        return false;
    };
    if number(column.stat(Stat::NullRate)).is_none() {
        return false;
    }
    count != 0.0
        || matches!(
            ColumnStats::of(column).and_then(ColumnStats::nullable),
            Some(Value::Bool(true))
        )
}

/// The part path an edge's `path` keys name, each key a member step.
fn key_path(keys: &Value) -> String {
    let steps: Vec<String> = match keys {
        Value::Seq(items) => items.iter().map(value_key).collect(),
        Value::Map(map) => map.iter().map(|(k, _)| value_key(k)).collect(),
        Value::Str(text) => text.chars().map(String::from).collect(),
        other => vec![value_key(other)],
    };
    steps.iter().map(|step| member_step(step)).collect()
}

/// The share of scanned rows whose path key reads NULL — the column null, the key absent, or
/// the key a JSON null — from the key's part; `None` when the print lists no such part or
/// no population to divide by.
pub fn path_null_rate(
    statistics: Option<&Mapping>,
    column: Option<&str>,
    keys: &Value,
) -> Option<f64> {
    let statistics = statistics?;
    let col = TableStats::new(statistics).columns()?.get(column?)?;
    let part = ColumnStats::of(col)?.parts()?.get(&key_path(keys))?;
    part.as_map()?;
    let scope: Option<Scope> = scope_of(Some(statistics));
    let population = match rows_scanned(col, scope.as_ref()) {
        Some(rows) => Some(rows),
        None => loose_int(TableStats::new(statistics).row_count()),
    }?;
    let occurrences = loose_int(part.stat(Stat::Occurrences))?;
    if population == 0 {
        return None;
    }
    let key_nulls = loose_int(part.stat(Stat::NullCount)).unwrap_or(0);
    let null_rows = i128::from(population) - i128::from(occurrences) + i128::from(key_nulls);
    Some(published_null_rate(null_rows, i128::from(population)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::map as stats;
    use dbprint_yaml::parse;

    #[test]
    fn a_not_null_column_without_nulls_states_no_share_spec_4_1() {
        let s = stats(
            "columns:\n  a: {null_count: 0, null_rate: 0.0, nullable: false}\n  b: {null_count: 0, null_rate: 0.0, nullable: true}\n  c: {null_count: 2, null_rate: 0.5}\n  d: {null_count: 2}\n",
        );
        let names: Vec<String> = null_rates(Some(&s)).into_iter().map(|(n, _)| n).collect();
        assert_eq!(names, ["b", "c"]);
    }

    #[test]
    fn a_path_key_rate_counts_absent_and_json_null_keys_spec_4_1() {
        let s = stats(
            "row_count: 8\ncolumns:\n  doc:\n    parts:\n      .a.b: {occurrences: 5, null_count: 1}\n      '[\"x y\"]': {occurrences: 8}\n",
        );
        let keys = parse("[a, b]").unwrap_or(Value::Null);
        assert_eq!(path_null_rate(Some(&s), Some("doc"), &keys), Some(0.5));
        let quoted = parse("['x y']").unwrap_or(Value::Null);
        assert_eq!(path_null_rate(Some(&s), Some("doc"), &quoted), Some(0.0));
        let unlisted = parse("[c]").unwrap_or(Value::Null);
        assert_eq!(path_null_rate(Some(&s), Some("doc"), &unlisted), None);
    }
}
