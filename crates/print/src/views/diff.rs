//! `diff.yaml` as served: without the relationship events about an edge a human rejected in
//! the source table's own annotation file, unless its current relationships declare the edge
//! (§4.5), with `summary.relationships_changed` recounted. The served view borrows the parsed
//! document; the file on disk is untouched.

use std::collections::HashMap;

use super::Documents;
use super::edges::{EdgeKey, own_rejections, tuple_of};
use super::manifest::Manifest;
use dbprint_base::lookup::Lookup;
use dbprint_yaml::{Mapping, Value};

/// The diff as served, borrowing the parsed document.
pub struct ShownDiff<'a> {
    doc: &'a Mapping,
    /// The events kept (every mapping event the file lists, less the withheld ones).
    pub changes: Vec<&'a Mapping>,
    pub withheld: usize,
    /// `summary` with `relationships_changed` recounted, when an event was withheld.
    summary: Option<Value>,
}

fn event_key(change: &Mapping) -> EdgeKey {
    (
        tuple_of(change.get("source_column")),
        change.get("target_table").cloned().unwrap_or(Value::Null),
        tuple_of(change.get("target_column")),
    )
}

/// `count - withheld` as Python's exact ints compute it.
fn recounted(count: i64, withheld: usize) -> Value {
    let exact = i128::from(count) - withheld as i128;
    i64::try_from(exact).map_or_else(|_| Value::BigInt(exact.to_string()), Value::Int)
}

/// `summary` with its `relationships_changed` count lowered by `withheld`, when it has one.
fn recounted_summary(doc: &Mapping, withheld: usize) -> Option<Value> {
    let Some(Value::Map(summary)) = doc.get("summary") else {
        return None;
    };
    let Some(Value::Int(changed)) = summary.get("relationships_changed") else {
        return None;
    };
    let mut summary = summary.clone();
    summary.insert(
        Value::str("relationships_changed"),
        recounted(*changed, withheld),
    );
    Some(Value::Map(summary))
}

/// `doc` (a parsed diff mapping) less its events about rejected edges; the annotation and
/// relationships files that decide are read through `docs`.
pub fn without_rejected<'a>(
    docs: &dyn Documents,
    manifest: Option<&Manifest>,
    doc: &'a Mapping,
) -> ShownDiff<'a> {
    let all: Vec<&Mapping> = doc
        .get("changes")
        .and_then(Value::as_seq)
        .map(|items| items.iter().filter_map(Value::as_map).collect())
        .unwrap_or_default();
    let mut verdicts: HashMap<&str, Lookup<EdgeKey>> = HashMap::new();
    let mut kept = Vec::with_capacity(all.len());
    for change in &all {
        let is_relationship = change
            .get("kind")
            .and_then(Value::as_str)
            .is_some_and(|k| k.starts_with("relationship_"));
        let source = change.get("source_table").and_then(Value::as_str);
        let entry = source.and_then(|s| manifest.and_then(|m| m.entry(s)));
        let (Some(entry), true) = (entry, is_relationship) else {
            kept.push(*change);
            continue;
        };
        let rejections = verdicts.entry(entry.fqn.as_str()).or_insert_with(|| {
            let Some(own) = entry.file("relationships_annotations") else {
                return Lookup::first(Vec::new());
            };
            let edges = entry.file("relationships").and_then(|rel| docs.yaml(&rel));
            let refers_to = edges.as_deref().and_then(|d| d.get("refers_to"));
            Lookup::first(own_rejections(docs, Some(&own), refers_to))
        });
        if !rejections.contains(&event_key(change)) {
            kept.push(*change);
        }
    }
    let withheld = all.len() - kept.len();
    let summary = if withheld > 0 {
        recounted_summary(doc, withheld)
    } else {
        None
    };
    ShownDiff {
        doc,
        changes: kept,
        withheld,
        summary,
    }
}

impl ShownDiff<'_> {
    /// The served document's keys other than `changes`, in file order.
    pub fn head(&self) -> Vec<(&str, &Value)> {
        self.doc
            .iter()
            .filter_map(|(k, v)| {
                let key = k.as_str()?;
                match key {
                    "changes" => None,
                    "summary" => Some((key, self.summary.as_ref().unwrap_or(v))),
                    _ => Some((key, v)),
                }
            })
            .collect()
    }

    /// The whole served document: the file's keys in order, `changes` the kept events.
    pub fn document(&self) -> Value {
        let mut out = Mapping::new();
        for (key, value) in self.doc.iter() {
            let value = match key.as_str() {
                Some("changes") => Value::Seq(
                    self.changes
                        .iter()
                        .map(|c| Value::Map((*c).clone()))
                        .collect(),
                ),
                Some("summary") => self.summary.clone().unwrap_or_else(|| value.clone()),
                _ => value.clone(),
            };
            out.insert(key.clone(), value);
        }
        Value::Map(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_recount_past_i64_is_exact_as_python_ints_are_spec_4_5() {
        assert_eq!(recounted(5, 2), Value::Int(3));
        assert_eq!(
            recounted(i64::MIN, 1),
            Value::BigInt("-9223372036854775809".to_string())
        );
    }
}
