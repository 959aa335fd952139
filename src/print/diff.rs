//! `diff.yaml` as served: without the relationship events about an edge a human rejected in
//! the source table's own annotation file, unless its current relationships declare the edge
//! (§4.5), with `summary.relationships_changed` recounted. The file on disk is untouched.

use std::collections::HashMap;
use std::path::PathBuf;

use super::edges::{EdgeKey, own_rejections, tuple_of};
use super::manifest::Manifest;
use crate::store::Store;
use crate::yaml::{Mapping, Value};

/// The diff as served, and the files read to decide what it withholds.
pub struct ShownDiff {
    pub doc: Mapping,
    /// The events kept (every mapping event the file lists, less the withheld ones).
    pub changes: Vec<Mapping>,
    pub withheld: usize,
    pub consulted: Vec<PathBuf>,
}

fn event_key(change: &Mapping) -> EdgeKey {
    (
        tuple_of(change.get("source_column")),
        change.get("target_table").cloned().unwrap_or(Value::Null),
        tuple_of(change.get("target_column")),
    )
}

/// `doc` (a parsed diff mapping) less its events about rejected edges.
pub fn without_rejected(store: &Store, manifest: Option<&Manifest>, doc: &Mapping) -> ShownDiff {
    let all: Vec<Mapping> = doc
        .get("changes")
        .and_then(Value::as_seq)
        .map(|items| items.iter().filter_map(Value::as_map).cloned().collect())
        .unwrap_or_default();
    let mut verdicts: HashMap<String, Vec<EdgeKey>> = HashMap::new();
    let mut consulted = Vec::new();
    let mut kept = Vec::with_capacity(all.len());
    for change in &all {
        let is_relationship = change
            .get("kind")
            .and_then(Value::as_str)
            .is_some_and(|k| k.starts_with("relationship_"));
        let source = change.get("source_table").and_then(Value::as_str);
        let entry = source.and_then(|s| manifest.and_then(|m| m.entry(s)));
        let (Some(entry), true) = (entry, is_relationship) else {
            kept.push(change.clone());
            continue;
        };
        let rejections = verdicts.entry(entry.fqn.clone()).or_insert_with(|| {
            let Some(own) = entry.file("relationships_annotations") else {
                return Vec::new();
            };
            consulted.push(own.clone());
            let edges = entry.file("relationships").and_then(|rel| {
                consulted.push(rel.clone());
                store.yaml(&rel).ok()
            });
            let refers_to = edges.as_deref().and_then(|d| d.get("refers_to"));
            own_rejections(store, Some(&own), refers_to)
        });
        if !rejections.contains(&event_key(change)) {
            kept.push(change.clone());
        }
    }
    let withheld = all.len() - kept.len();
    let mut shown = doc.clone();
    shown.insert(
        Value::str("changes"),
        Value::Seq(kept.iter().cloned().map(Value::Map).collect()),
    );
    if withheld > 0
        && let Some(Value::Map(summary)) = doc.get("summary")
        && let Some(Value::Int(changed)) = summary.get("relationships_changed")
    {
        let mut summary = summary.clone();
        // Exact, as Python's ints are: a recorded count near i64::MIN recounts to a big int.
        let recounted = i128::from(*changed) - withheld as i128;
        summary.insert(
            Value::str("relationships_changed"),
            i64::try_from(recounted)
                .map_or_else(|_| Value::BigInt(recounted.to_string()), Value::Int),
        );
        shown.insert(Value::str("summary"), Value::Map(summary));
    }
    ShownDiff {
        doc: shown,
        changes: kept,
        withheld,
        consulted,
    }
}
