//! Building one table's share of the compiled index from its print files, through the
//! request's `Reading`: its `statistics.yaml` and `statistics.annotations.yaml` (admitted per
//! format spec §2.7, stale keys dropped per §2.7.1), its manifest entry's `row_count`, and its
//! outgoing join edges (`edges`). The files it read are the share's sources; nothing here
//! keeps or revalidates a share.

use dbprint_print::views::statistics::{ColumnStats, Stat, Stats, TableStats};
use std::collections::BTreeSet;
use std::sync::Arc;

use super::records::{ColumnRecord, TableShare, ValueNote};
use dbprint_base::casefold::casefold;
use dbprint_print::access::Reading;
use dbprint_print::views::annotation_schema::{AnnotationKind, admit, live_columns};
use dbprint_print::views::manifest::Entry;
use dbprint_print::views::scope::{Scope, reply_scope, rows_scanned, scope_of};
use dbprint_yaml::python::python_str;
use dbprint_yaml::python::{collapsed, noted, truthy, truthy_field};
use dbprint_yaml::{Mapping, Value};

/// A table's statistics document (empty when it is not a mapping), or `Err` when it does not
/// parse; `Ok(None)` when none is declared or on disk.
fn statistics(reading: &Reading, entry: &Entry) -> Result<Option<Arc<Value>>, ()> {
    let Some(path) = entry.file("statistics") else {
        return Ok(None);
    };
    reading.optional_yaml(&path).map_err(drop)
}

/// A table's admitted annotation document, or `Err` when it does not parse or fails its
/// schema; an empty document annotates nothing.
fn annotations(reading: &Reading, entry: &Entry) -> Result<Option<Mapping>, ()> {
    let Some(path) = entry.file("statistics_annotations") else {
        return Ok(None);
    };
    match reading.optional_yaml(&path).map_err(drop)? {
        Some(doc) if truthy(&doc) => admit(AnnotationKind::Statistics, &doc).map_err(drop),
        _ => Ok(None),
    }
}

/// The share of the table `entry` names.
pub fn share(reading: &Reading, entry: &Entry) -> TableShare {
    let statistics = statistics(reading, entry);
    let annotations = annotations(reading, entry);
    let unreadable = statistics.is_err() || annotations.is_err();
    let statistics = statistics.ok().flatten();
    let statistics = statistics.as_deref().and_then(Value::as_map);
    let annotations = annotations.ok().flatten();
    let live = live_columns(annotations.as_ref(), statistics).unwrap_or_default();
    let stats_columns = statistics
        .map(TableStats::new)
        .and_then(TableStats::columns);
    let mut names: BTreeSet<&str> = live.iter().map(|(name, _)| name.as_str()).collect();
    names.extend(
        stats_columns
            .into_iter()
            .flat_map(Mapping::iter)
            .filter_map(|(name, _)| name.as_str()),
    );
    let looks_like_off = statistics
        .and_then(|s| s.stat(Stat::Disabled))
        .and_then(Value::as_seq)
        .is_some_and(|named| named.iter().any(|n| n.as_str() == Some("looks_like")));
    let on = On {
        fqn: &entry.fqn,
        row_count: entry.fields.get("row_count").filter(|v| !v.is_null()),
        scope: scope_of(statistics),
    };
    let empty = Value::Map(Mapping::new());
    let mut records = Vec::new();
    let mut stored = Vec::new();
    let mut measured_keys = Vec::new();
    for name in names {
        let column = stats_columns
            .and_then(|c| c.get(name))
            .filter(|c| c.as_map().is_some())
            .unwrap_or(&empty);
        let annotation = live.get(name);
        let record = on.column(name, column, annotation);
        if record.candidate_key == Some(true) {
            measured_keys.push(vec![name.to_string()]);
        }
        records.push(record);
        if let Some(block) = column.as_map() {
            let rows = on.row_count.and_then(Value::as_f64);
            stored.extend(super::stored::column(name, block, rows, on.scope.as_ref()));
        }
        let parts = ColumnStats::of(column).and_then(ColumnStats::parts);
        for (path, block) in parts.into_iter().flat_map(Mapping::iter) {
            if let (Some(path), Some(_)) = (path.as_str(), block.as_map()) {
                records.push(on.part(name, path, block));
            }
        }
    }
    let mut share = TableShare {
        fqn: entry.fqn.clone(),
        unreadable,
        looks_like_off,
        records,
        edges: super::edges::outgoing(reading, entry, statistics),
        edges_unreadable: !super::edges::readable(reading, entry),
        description: super::stored::description(reading, entry),
        stored,
        keys: keys(statistics, annotations.as_ref(), measured_keys),
        meaning: Vec::new(),
    };
    share.meaning = super::meaning::of(&share);
    share
}

/// The column sets that identify a row of the table: the grain keys of its statistics and of
/// its admitted annotations, then the columns measured candidate keys (`measured`), each set
/// once, its columns sorted.
fn keys(
    statistics: Option<&Mapping>,
    annotations: Option<&Mapping>,
    measured: Vec<Vec<String>>,
) -> Vec<Vec<String>> {
    let written = [statistics, annotations]
        .into_iter()
        .flatten()
        .flat_map(|doc| TableStats::new(doc).grain_keys())
        .filter_map(|columns| {
            let names: Option<Vec<String>> = columns
                .iter()
                .map(|c| c.as_str().map(str::to_string))
                .collect();
            names.filter(|n| !n.is_empty())
        });
    let mut keys: Vec<Vec<String>> = Vec::new();
    for mut key in written.chain(measured) {
        key.sort_unstable();
        key.dedup();
        if !keys.contains(&key) {
            keys.push(key);
        }
    }
    keys
}

/// What every record of one table shares.
struct On<'a> {
    fqn: &'a str,
    /// The manifest entry's `row_count`.
    row_count: Option<&'a Value>,
    scope: Option<Scope>,
}

/// A field under `inferred`, when the column carries it.
fn inferred(column: &Value, stat: Stat) -> Option<&Value> {
    column.stat_at(&[Stat::Inferred, stat])
}

/// The shape `inferred.looks_like` names (a word the configuration uses too, so no `Stat`).
fn looks_like(column: &Value) -> Option<&Value> {
    column.stat(Stat::Inferred)?.get("looks_like")
}

/// A field as a glob filter reads it: `str()` of a value present and not null.
fn glob_text(value: Option<&Value>) -> Option<String> {
    value.filter(|v| !v.is_null()).map(python_str)
}

/// The classifications whose statistics matrix forbids `inferred.candidate_key` (SPEC 2.2.3).
const NO_CANDIDATE_KEY: [&str; 3] = ["unsupported", "spatial", "vector"];

/// `inferred.candidate_key` as a reader may act on it (SPEC 4.2, 7.2): measured; else `false`
/// beside a measured `cardinality_ratio` on a column that may carry the verdict; else nothing
/// (unmeasured, forbidden, or no ratio to judge by).
fn candidate_key(column: &Value) -> Option<bool> {
    if let Some(verdict) = inferred(column, Stat::CandidateKey) {
        return Some(truthy(verdict));
    }
    let unmeasured = column.stat(Stat::Unmeasured).and_then(Value::as_seq);
    let read_failed = unmeasured.is_some_and(|names| {
        names.iter().any(|n| {
            matches!(
                n.as_str(),
                Some("inferred.candidate_key" | "cardinality_ratio")
            )
        })
    });
    let forbidden = column
        .stat(Stat::Classification)
        .and_then(Value::as_str)
        .is_some_and(|c| NO_CANDIDATE_KEY.contains(&c));
    let ratio = matches!(
        column.stat(Stat::CardinalityRatio),
        Some(Value::Int(_) | Value::BigInt(_) | Value::Float(_))
    );
    (!read_failed && !forbidden && ratio).then_some(false)
}

fn set(reply: &mut Mapping, key: &str, value: Value) {
    reply.insert(Value::str(key), value);
}

impl On<'_> {
    /// The match object for `column` (a column's statistics, or a part's block) under `name`,
    /// with the column's annotation note.
    fn reply(&self, name: &str, column: &Value, annotation: Option<&Mapping>) -> Mapping {
        let mut reply = Mapping::new();
        let text_or_empty = |key| column.get(key).cloned().unwrap_or(Value::str(""));
        set(&mut reply, "table", Value::str(self.fqn));
        set(&mut reply, "column", Value::str(name));
        set(&mut reply, "sql_type", text_or_empty("sql_type"));
        set(
            &mut reply,
            "classification",
            text_or_empty("classification"),
        );
        if let Some(rows) = self.row_count {
            set(&mut reply, "row_count", rows.clone());
        }
        if let Some(rows) = rows_scanned(column, self.scope.as_ref()) {
            set(&mut reply, "rows_scanned", Value::Int(rows));
        }
        for (key, value) in reply_scope(self.scope.as_ref()) {
            set(&mut reply, &key, value);
        }
        if let Some(verdict) = looks_like(column) {
            set(&mut reply, "looks_like", verdict.clone());
            for stat in [Stat::Sampled, Stat::Matched] {
                if let Some(evidence) = inferred(column, stat).filter(|v| !v.is_null()) {
                    set(&mut reply, stat.name(), evidence.clone());
                }
            }
        }
        if let Some(detection) = inferred(column, Stat::Sensitivity) {
            set(&mut reply, "sensitivity", detection.clone());
        }
        if let Some(marker) = column
            .stat(Stat::Redacted)
            .and_then(Value::as_str)
            .filter(|m| !m.is_empty())
        {
            set(&mut reply, "redacted", Value::str(marker));
        }
        if truthy_field(inferred(column, Stat::CandidateKey)) {
            set(&mut reply, "candidate_key", Value::Bool(true));
            let exception = inferred(column, Stat::CandidateKeyException).filter(|v| !v.is_null());
            if let Some(exception) = exception {
                set(&mut reply, "candidate_key_exception", exception.clone());
            }
        }
        if let Some(note) = noted(annotation.and_then(|a| a.get("note"))) {
            set(&mut reply, "annotation", Value::str(note));
        }
        reply
    }

    fn record(&self, label: String, column: &Value, reply: Mapping) -> ColumnRecord {
        ColumnRecord {
            folded_label: casefold(&label),
            label,
            folded_note: None,
            value_notes: Vec::new(),
            classification: glob_text(column.stat(Stat::Classification)),
            sql_type: glob_text(ColumnStats::of(column).and_then(ColumnStats::sql_type)),
            sensitivity: glob_text(inferred(column, Stat::Sensitivity)),
            looks_like: glob_text(looks_like(column)),
            redacted: glob_text(column.stat(Stat::Redacted)),
            candidate_key: candidate_key(column),
            reply: Value::Map(reply),
        }
    }

    fn column(&self, name: &str, column: &Value, annotation: Option<&Mapping>) -> ColumnRecord {
        let reply = self.reply(name, column, annotation);
        let mut record = self.record(name.to_string(), column, reply);
        record.folded_note = annotation
            .and_then(|a| a.get("note"))
            .and_then(Value::as_str)
            .map(casefold);
        record.value_notes = annotation
            .and_then(|a| a.get("values"))
            .and_then(Value::as_seq)
            .unwrap_or_default()
            .iter()
            .filter_map(|entry| {
                let note = entry.as_map()?.get("note")?.as_str()?;
                Some(ValueNote {
                    value: entry.get("value").cloned().unwrap_or(Value::Null),
                    note: collapsed(note),
                    folded: casefold(note),
                })
            })
            .collect();
        record
    }

    fn part(&self, name: &str, path: &str, block: &Value) -> ColumnRecord {
        let mut reply = self.reply(name, block, None);
        set(&mut reply, "part", Value::str(path));
        let occurrences = block
            .stat(Stat::Occurrences)
            .cloned()
            .unwrap_or(Value::Null);
        set(&mut reply, "occurrences", occurrences);
        self.record(format!("{name}{path}"), block, reply)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mapping(text: &str) -> Mapping {
        match dbprint_yaml::parse(text) {
            Ok(Value::Map(map)) => map,
            other => panic!("{other:?}"),
        }
    }

    /// A table's keys: its grain keys (declared or measured), a person's annotated grain keys
    /// and each column measured a candidate key, each set once with its columns sorted
    /// (format spec §2.2.12, §2.7.1, §4.2).
    #[test]
    fn the_keys_are_the_grain_the_annotations_and_the_candidate_keys_each_once() {
        let statistics = mapping(
            "grain:\n  keys:\n  - columns: [reading_id, reading_date]\n    detection: declared\n  - columns: [code]\n    detection: measured\n",
        );
        let annotations = mapping("grain:\n  keys:\n  - columns: [serial]\n  - columns: [code]\n");
        let measured = vec![vec!["serial".to_string()], vec!["probe".to_string()]];
        let found = keys(Some(&statistics), Some(&annotations), measured);
        let expected: Vec<Vec<&str>> = vec![
            vec!["reading_date", "reading_id"],
            vec!["code"],
            vec!["serial"],
            vec!["probe"],
        ];
        assert_eq!(found, expected);
        assert!(
            keys(None, None, Vec::new()).is_empty(),
            "no grain: keys unknown"
        );
    }
}
