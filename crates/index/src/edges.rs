//! A table's outgoing join edges as its share keeps them: every `refers_to` entry of its
//! `relationships.yaml` (format spec §2.3.2), marked rejected where its own
//! `relationships.annotations.yaml` binds a verdict on it (§2.7.2, never on a declared edge),
//! lent the note a person wrote on it, and every edge that file adds (`annotated`). Both files
//! are read through the request's `Reading`, so they are the share's sources too.

use super::records::{Detection, EdgeRecord};
use dbprint_base::lookup::Lookup;
use dbprint_print::access::Reading;
use dbprint_print::views::annotation_schema::{AnnotationKind, malformation};
use dbprint_print::views::edges::{EdgeKey, admitted_refers_to, edge_key, own_rejections};
use dbprint_print::views::human_edges::adding;
use dbprint_print::views::manifest::Entry;
use dbprint_print::views::statistics::{Stat, TableStats};
use dbprint_yaml::python::{collapsed, noted, number, truthy_field};
use dbprint_yaml::{Mapping, Value};

/// Whether the edge files of `entry` read: its `relationships.yaml` parses (when there is
/// one) and its relationships annotation file parses and matches its schema (when there is
/// one). A file that does not adds no edge, and the share says so (`edges_unreadable`).
pub fn readable(reading: &Reading, entry: &Entry) -> bool {
    let parses = |kind: &str| {
        entry
            .file(kind)
            .is_none_or(|path| reading.optional_yaml(&path).is_ok())
    };
    let admitted = entry.file("relationships_annotations").is_none_or(|path| {
        match reading.optional_yaml(&path) {
            Ok(Some(doc)) => malformation(AnnotationKind::Relationships, &doc).is_none(),
            Ok(None) => true,
            Err(_) => false,
        }
    });
    parses("relationships") && admitted
}

/// The edges leaving the table `entry` names; `statistics` gives the key columns' null shares.
/// A file that is absent or does not read adds nothing (`readable` says which).
pub fn outgoing(reading: &Reading, entry: &Entry, statistics: Option<&Mapping>) -> Vec<EdgeRecord> {
    let relationships = entry
        .file("relationships")
        .and_then(|path| reading.optional_yaml(&path).ok().flatten());
    let refers_to = relationships
        .as_deref()
        .and_then(|doc| doc.get("refers_to"));
    let annotation_path = entry.file("relationships_annotations");
    let annotated = annotation_path
        .as_deref()
        .and_then(|path| admitted_refers_to(reading, path))
        .unwrap_or_default();
    let rejected = Lookup::first(own_rejections(
        reading,
        annotation_path.as_deref(),
        refers_to,
    ));
    let emitted: Vec<&Mapping> = refers_to
        .and_then(Value::as_seq)
        .map(|items| items.iter().filter_map(Value::as_map).collect())
        .unwrap_or_default();
    let notes = Lookup::last(adding(&annotated).map(edge_key));
    let added: Vec<&Mapping> = adding(&annotated).collect();
    let emitted_keys = Lookup::first(emitted.iter().map(|edge| edge_key(edge)));
    let mut edges = Vec::with_capacity(emitted.len());
    for edge in &emitted {
        let key = edge_key(edge);
        let note = notes
            .position(&key)
            .and_then(|at| added.get(at))
            .and_then(|entry| note_of(entry));
        let detection = match edge.get("detection").and_then(Value::as_str) {
            Some("declared") => Detection::Declared,
            Some("measured") => Detection::Measured,
            _ => Detection::Inferred,
        };
        if let Some(record) = record(edge, &key, detection, note, statistics) {
            edges.push(EdgeRecord {
                rejected: rejected.contains(&key),
                ..record
            });
        }
    }
    for entry in added {
        let key = edge_key(entry);
        if emitted_keys.contains(&key) {
            continue;
        }
        let note = note_of(entry);
        edges.extend(record(entry, &key, Detection::Annotated, note, statistics));
    }
    edges
}

fn note_of(entry: &Mapping) -> Option<String> {
    noted(entry.get("note")).map(collapsed)
}

fn names(values: &[Value]) -> Option<Vec<String>> {
    values
        .iter()
        .map(|v| v.as_str().map(str::to_string))
        .collect()
}

/// The record of one edge addressed by `key`; `None` when its address is not column names
/// and a table name (a malformed entry joins nothing).
fn record(
    edge: &Mapping,
    key: &EdgeKey,
    detection: Detection,
    note: Option<String>,
    statistics: Option<&Mapping>,
) -> Option<EdgeRecord> {
    let (columns, target, target_columns) = key;
    let columns = names(columns)?;
    let target_columns = names(target_columns)?;
    if columns.is_empty() || columns.len() != target_columns.len() {
        return None;
    }
    let observed = edge.get("observed");
    let observed_number = |field: &str| number(observed.and_then(|o| o.get(field)));
    let null_rate = match columns.as_slice() {
        [only] => number(
            statistics
                .and_then(|s| TableStats::new(s).column(only))
                .and_then(|c| c.stat(Stat::NullRate)),
        ),
        _ => None,
    };
    Some(EdgeRecord {
        columns,
        target_table: target.as_str()?.to_string(),
        target_columns,
        detection,
        rejected: false,
        keyed_by_path: truthy_field(edge.get("path")) || truthy_field(edge.get("target_path")),
        note,
        null_rate,
        fanout_avg: observed_number("fanout_avg"),
        fanout_max: observed_number("fanout_max"),
    })
}
