//! The value table as data (§4.1): per column, the entries an exact-match predicate is written
//! from — a complete list whole, a sampled one as its five most frequent groups, a numeric or
//! temporal column's frequent values (both bars) — with their counts and value notes, what
//! they cover, the column's raw `null_rate`, and whether its codes' meanings are documented.

use dbprint_print::views::statistics::{ColumnStats, Stat, Stats, TableStats};
use std::collections::HashMap;

use super::nulls::null_rates;
use crate::artifacts::{Inherited, TableArtifacts};
use crate::shown::{SAMPLE_LIMIT, count_of, entry_value, shown_values, spelling_of};
use dbprint_print::views::scope::{Scope, coverage_statement, rows_scanned, scope_of};
use dbprint_yaml::python::{collapsed, loose_int, noted, number, truthy_field, value_key};
use dbprint_yaml::{Mapping, Value};

/// The least share of non-null rows a numeric or temporal value needs to show.
const FREQUENT_SHARE: f64 = 0.01;
const FREQUENT_STATEMENT: &str = "frequent values, not a domain";

fn is_classified(column: &Value, names: &[&str]) -> bool {
    column
        .stat(Stat::Classification)
        .and_then(Value::as_str)
        .is_some_and(|c| names.contains(&c))
}

/// The mapping entries of a column's non-empty `values` list, with its `values_coverage`.
fn covered_values(column: &Value) -> Option<(Vec<&Mapping>, f64)> {
    let entries = ColumnStats::of(column)?
        .listed()
        .filter(|e| !e.is_empty())?;
    let coverage = number(column.stat(Stat::ValuesCoverage))?;
    Some((entries.iter().filter_map(Value::as_map).collect(), coverage))
}

/// A column's non-null rows: a part's occurrences, the rows scanned, else the table's row
/// count, less the nulls; `None` when none is readable (or the one read is a bool).
fn non_null_rows(column: &Value, row_count: Option<&Value>, scope: Option<&Scope>) -> Option<i64> {
    let population = match column.stat(Stat::Occurrences) {
        Some(Value::Bool(_)) => return None,
        Some(Value::Int(occurrences)) => *occurrences,
        _ => match rows_scanned(column, scope) {
            Some(rows) => rows,
            None => match row_count {
                Some(Value::Int(rows)) => *rows,
                _ => return None,
            },
        },
    };
    let nulls = loose_int(column.stat(Stat::NullCount)).unwrap_or(0);
    population.checked_sub(nulls)
}

/// A numeric or temporal column's values holding at least 1% of its non-null rows and twice
/// an even spread's share, at most five, with their joint share; `None` when none clears.
fn frequent_values<'a>(
    column: &'a Value,
    scope: Option<&Scope>,
    row_count: Option<&Value>,
) -> Option<(Vec<&'a Mapping>, f64)> {
    if !is_classified(column, &["numeric", "temporal"]) {
        return None;
    }
    let entries = ColumnStats::of(column)?.listed()?;
    let population = non_null_rows(column, row_count, scope).filter(|rows| *rows != 0)? as f64;
    let cardinality = number(column.stat(Stat::Cardinality))?;
    let floor = if cardinality != 0.0 {
        FREQUENT_SHARE.max(2.0 / cardinality)
    } else {
        FREQUENT_SHARE
    };
    let shown: Vec<&Mapping> = entries
        .iter()
        .filter_map(Value::as_map)
        .filter(|entry| count_of(entry) as f64 / population >= floor)
        .take(SAMPLE_LIMIT)
        .collect();
    if shown.is_empty() {
        return None;
    }
    let held: i64 = shown.iter().map(|entry| count_of(entry)).sum();
    Some((shown, held as f64 / population))
}

/// A column annotation's value notes, keyed by the value's `str()`; whitespace collapsed,
/// blanks dropped; a later note on the same value wins.
fn value_notes(annotation: Option<&Mapping>) -> HashMap<String, String> {
    let mut notes: HashMap<String, String> = HashMap::new();
    let listed = annotation
        .and_then(|a| a.get("values"))
        .and_then(Value::as_seq)
        .unwrap_or_default();
    for entry in listed {
        if let Some(note) = noted(entry.get("note")) {
            let key = value_key(entry.get("value").unwrap_or(&Value::Null));
            notes.insert(key, collapsed(note));
        }
    }
    notes
}

/// Whether an annotation entry gives its column a meaning: a note or a value note.
pub fn has_meaning(annotation: Option<&Mapping>) -> bool {
    annotation.is_some_and(|a| noted(a.get("note")).is_some() || !value_notes(Some(a)).is_empty())
}

/// Each shown entry as `{value, count, note?, spelling_of?}`.
fn structured_entries(entries: &[&Mapping], annotation: Option<&Mapping>) -> Value {
    let notes = value_notes(annotation);
    let rendered = entries.iter().map(|entry| {
        let value = entry_value(entry);
        let note = match value {
            Value::Str(text) | Value::Stamp(text) => notes.get(text.as_str()),
            other => notes.get(&value_key(other)),
        };
        let of = spelling_of(entry);
        let mut item =
            Mapping::with_capacity(2 + usize::from(note.is_some()) + usize::from(of.is_some()));
        item.insert(Value::str("value"), value.clone());
        item.insert(
            Value::str("count"),
            entry.stat(Stat::Count).cloned().unwrap_or(Value::Null),
        );
        if let Some(note) = note {
            item.insert(Value::str("note"), Value::str(note.clone()));
        }
        if let Some(of) = of {
            item.insert(Value::str("spelling_of"), of.clone());
        }
        Value::Map(item)
    });
    Value::Seq(rendered.collect())
}

/// A complete list of codes no note, value note or inherited note explains.
fn codes_undocumented(
    column: &Value,
    coverage: f64,
    annotation: Option<&Mapping>,
    inherited: Option<&[Inherited]>,
) -> bool {
    coverage == 1.0
        && is_classified(column, &["categorical", "text"])
        && !truthy_field(column.stat(Stat::Redacted))
        && !has_meaning(annotation)
        && inherited.is_none_or(<[Inherited]>::is_empty)
}

/// Per column with a list a predicate can be written from, in column order, its values block.
pub fn values(a: &TableArtifacts) -> Vec<(String, Value)> {
    let statistics = a.statistics.as_deref();
    let Some(columns) = statistics.and_then(|s| TableStats::new(s).columns()) else {
        return Vec::new();
    };
    let scope = scope_of(statistics);
    let row_count = statistics.and_then(|s| TableStats::new(s).row_count());
    let mut rates: HashMap<String, Value> = HashMap::new();
    for (name, rate) in null_rates(statistics) {
        rates.entry(name).or_insert(rate);
    }
    let mut out = Vec::new();
    for (name, column) in crate::columns::ordered(columns) {
        let annotation = a.annotation(name);
        let listed = covered_values(column);
        let mut block = Mapping::new();
        let shown = if let Some((entries, coverage)) = &listed {
            let (shown, share) = shown_values(entries, *coverage);
            block.insert(Value::str("coverage"), Value::Float(*coverage));
            block.insert(
                Value::str("coverage_statement"),
                Value::str(coverage_statement(*coverage, scope.as_ref())),
            );
            if *coverage != 1.0 {
                block.insert(Value::str("shown_coverage"), Value::Float(share));
            }
            shown
        } else if let Some((shown, share)) = frequent_values(column, scope.as_ref(), row_count) {
            block.insert(
                Value::str("coverage_statement"),
                Value::str(FREQUENT_STATEMENT),
            );
            block.insert(Value::str("shown_coverage"), Value::Float(share));
            shown
        } else {
            continue;
        };
        match column
            .stat(Stat::Redacted)
            .and_then(Value::as_str)
            .filter(|r| !r.is_empty())
        {
            Some(redaction) => {
                block.insert(Value::str("redacted"), Value::str(redaction));
                let counts = shown
                    .iter()
                    .map(|entry| entry.stat(Stat::Count).cloned().unwrap_or(Value::Null));
                block.insert(Value::str("counts"), Value::Seq(counts.collect()));
            }
            None => {
                block.insert(
                    Value::str("entries"),
                    structured_entries(&shown, annotation),
                );
            }
        }
        if let Some(rate) = rates.get(name) {
            block.insert(Value::str("null_rate"), rate.clone());
        }
        let inherited = a.inherited.get(name).map(Vec::as_slice);
        if listed.is_some_and(|(_, coverage)| {
            codes_undocumented(column, coverage, annotation, inherited)
        }) {
            block.insert(Value::str("meanings_documented"), Value::Bool(false));
        }
        out.push((name.to_string(), Value::Map(block)));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use indexmap::IndexMap;

    use crate::testing::map;
    use dbprint_yaml::parse;

    fn yaml(text: &str) -> Value {
        parse(text).unwrap_or(Value::Null)
    }

    fn with_stats(statistics: &str) -> TableArtifacts {
        TableArtifacts {
            statistics: Some(map(statistics).into()),
            ..TableArtifacts::default()
        }
    }

    fn block(a: &TableArtifacts, column: &str) -> Option<Value> {
        values(a)
            .into_iter()
            .find(|(name, _)| name == column)
            .map(|(_, block)| block)
    }

    #[test]
    fn a_complete_list_is_shown_whole_as_the_domain_spec_4_1() {
        let a = with_stats(
            "row_count: 3\ncolumns:\n  s:\n    classification: categorical\n    null_count: 0\n    null_rate: 0.0\n    nullable: true\n    values: [{value: a, count: 2}, {value: b, count: 1}]\n    values_coverage: 1\n",
        );
        let expected = yaml(
            "coverage: 1.0\ncoverage_statement: the list is the whole domain\nentries: [{value: a, count: 2}, {value: b, count: 1}]\nnull_rate: 0.0\nmeanings_documented: false\n",
        );
        assert_eq!(block(&a, "s"), Some(expected));
    }

    #[test]
    fn a_sampled_list_shows_its_five_most_frequent_with_shown_coverage_spec_4_1() {
        let a = with_stats(
            "columns:\n  s:\n    classification: text\n    values_coverage: 0.8\n    values:\n    - {value: a, count: 30}\n    - {value: A, count: 10, spelling_of: a}\n    - {value: b, count: 20}\n    - {value: c, count: 10}\n    - {value: d, count: 10}\n    - {value: e, count: 10}\n    - {value: f, count: 10}\n",
        );
        let got = block(&a, "s").unwrap_or(Value::Null);
        let shown: Vec<String> = got
            .get("entries")
            .and_then(Value::as_seq)
            .unwrap_or_default()
            .iter()
            .filter_map(|e| e.get("value").map(value_key))
            .collect();
        assert_eq!(shown, ["a", "A", "b", "c", "d", "e"]);
        assert_eq!(
            got.get("shown_coverage"),
            Some(&Value::Float(0.8 * 90.0 / 100.0))
        );
        assert_eq!(
            got.get("coverage_statement"),
            Some(&Value::str("a sample of the most frequent values"))
        );
        assert_eq!(got.get("meanings_documented"), None);
    }

    #[test]
    fn a_spelling_of_an_unlisted_value_stands_alone_spec_4_1() {
        let entries = [
            map("{value: x, count: 1, spelling_of: gone}"),
            map("{value: y, count: 1}"),
        ];
        let refs: Vec<&Mapping> = entries.iter().collect();
        let (shown, _) = shown_values(&refs, 0.5);
        assert_eq!(shown.len(), 2);
    }

    #[test]
    fn numeric_frequent_values_need_both_bars_spec_4_1() {
        let a = with_stats(
            "row_count: 1000\ncolumns:\n  n:\n    classification: numeric\n    cardinality: 100\n    null_count: 0\n    values: [{value: -1, count: 300}, {value: 7, count: 15}, {value: 8, count: 25}]\n  flat:\n    classification: temporal\n    cardinality: 2\n    values: [{value: 1, count: 500}]\n",
        );
        let expected = yaml(
            "coverage_statement: frequent values, not a domain\nshown_coverage: 0.325\nentries: [{value: -1, count: 300}, {value: 8, count: 25}]\n",
        );
        assert_eq!(block(&a, "n"), Some(expected));
        assert_eq!(block(&a, "flat"), None);
    }

    #[test]
    fn a_redacted_list_publishes_counts_and_no_literal_spec_4_1() {
        let a = with_stats(
            "columns:\n  s:\n    classification: categorical\n    redacted: hash\n    values: [{value: h1, count: 4}]\n    values_coverage: 1.0\n",
        );
        let expected = yaml(
            "coverage: 1.0\ncoverage_statement: the list is the whole domain\nredacted: hash\ncounts: [4]\n",
        );
        assert_eq!(block(&a, "s"), Some(expected));
    }

    #[test]
    fn a_value_note_rides_its_entry_and_documents_the_codes_spec_4_1() {
        let mut a = with_stats(
            "columns:\n  s:\n    classification: categorical\n    values: [{value: 1, count: 4}, {value: 2, count: 1}]\n    values_coverage: 1.0\n",
        );
        a.annotations = Some(IndexMap::from([(
            "s".into(),
            map("values: [{value: '1', note: \"  one\n  code \"}, {value: 2, note: ' '}]"),
        )]));
        let expected = yaml(
            "coverage: 1.0\ncoverage_statement: the list is the whole domain\nentries: [{value: 1, count: 4, note: one code}, {value: 2, count: 1}]\n",
        );
        assert_eq!(block(&a, "s"), Some(expected));
    }

    #[test]
    fn an_inherited_note_documents_a_complete_list_spec_4_1() {
        let mut a = with_stats(
            "columns:\n  s:\n    classification: categorical\n    values: [{value: a, count: 1}]\n    values_coverage: 1.0\n",
        );
        a.inherited = IndexMap::from([(
            "s".into(),
            vec![Inherited {
                source: "t.s".into(),
                note: Some("codes".into()),
                values: Vec::new(),
            }],
        )]);
        let got = block(&a, "s").unwrap_or(Value::Null);
        assert_eq!(got.get("meanings_documented"), None);
    }

    #[test]
    fn a_column_without_a_predicate_list_has_no_block_spec_4_1() {
        let a = with_stats(
            "columns:\n  b: {classification: boolean, values: [{value: true, count: 1}]}\n  e: {classification: categorical, values: [], values_coverage: 1.0}\n",
        );
        assert!(values(&a).is_empty());
    }
}
