//! Edges a human rejected (format spec §2.7.2): which `verdict: rejected` entries bind — the
//! referencing table's own `relationships.annotations.yaml` decides, never on a declared
//! edge — and `relationships.yaml` served without them, from either side.

use std::collections::HashMap;
use std::path::Path;

use super::Documents;
use super::annotation_schema::{AnnotationKind, malformation};
use super::manifest::{Entry, Manifest};
use dbprint_base::lookup::Lookup;
use dbprint_yaml::{Mapping, Value};

/// How an edge is addressed: (columns, target table, target columns).
pub type EdgeKey = (Vec<Value>, Value, Vec<Value>);

/// Python's `tuple(x or ())` over a parsed field: how a column list is compared.
pub fn tuple_of(value: Option<&Value>) -> Vec<Value> {
    match value {
        Some(Value::Seq(items)) => items.clone(),
        Some(Value::Str(s)) => s.chars().map(|c| Value::Str(c.to_string())).collect(),
        Some(Value::Map(m)) => m.iter().map(|(k, _)| k.clone()).collect(),
        _ => Vec::new(),
    }
}

fn field(entry: &Mapping, key: &str) -> Value {
    entry.get(key).cloned().unwrap_or(Value::Null)
}

/// The address of a `refers_to` edge, or of an annotation entry naming one.
pub fn edge_key(entry: &Mapping) -> EdgeKey {
    (
        tuple_of(entry.get("column")),
        field(entry, "target_table"),
        tuple_of(entry.get("target_column")),
    )
}

/// The address, in the referencer's own file, of the edge behind a `referenced_by` row of `table`.
fn incoming_key(row: &Mapping, table: &str) -> EdgeKey {
    (
        tuple_of(row.get("referencer_column")),
        Value::str(table),
        tuple_of(row.get("column")),
    )
}

fn is_declared(edge: &Mapping) -> bool {
    matches!(edge.get("detection"), Some(Value::Str(d)) if d == "declared")
}

fn maps(list: Option<&Value>) -> Vec<&Mapping> {
    list.and_then(Value::as_seq)
        .map(|items| items.iter().filter_map(Value::as_map).collect())
        .unwrap_or_default()
}

/// The `refers_to` entries of an admitted `relationships.annotations.yaml`; `None` when the
/// file is absent, does not parse, or does not match its schema (it then decides nothing).
pub fn admitted_refers_to(docs: &dyn Documents, path: &Path) -> Option<Vec<Mapping>> {
    let doc = docs.yaml(path)?;
    if malformation(AnnotationKind::Relationships, &doc).is_some() {
        return None;
    }
    Some(maps(doc.get("refers_to")).into_iter().cloned().collect())
}

/// The binding rejections among `annotated`: `edges` maps each address to the edge it names,
/// so a verdict on a declared edge does not bind.
pub fn rejected(annotated: &[Mapping], edges: &[(EdgeKey, &Mapping)]) -> Vec<EdgeKey> {
    let last = Lookup::last(edges.iter().map(|(k, _)| k));
    annotated
        .iter()
        .filter(|entry| matches!(entry.get("verdict"), Some(Value::Str(v)) if v == "rejected"))
        .map(edge_key)
        .filter(|key| {
            last.position(key)
                .is_none_or(|at| !is_declared(edges[at].1))
        })
        .collect()
}

/// The rejections `table`'s own annotation file makes of its `refers_to` edges.
pub fn own_rejections(
    docs: &dyn Documents,
    own: Option<&Path>,
    refers_to: Option<&Value>,
) -> Vec<EdgeKey> {
    let Some(annotated) = own.and_then(|p| admitted_refers_to(docs, p)) else {
        return Vec::new();
    };
    let edges: Vec<(EdgeKey, &Mapping)> = maps(refers_to)
        .into_iter()
        .map(|e| (edge_key(e), e))
        .collect();
    rejected(&annotated, &edges)
}

/// `relationships.yaml` of `entry` less every edge a human rejected, from either side;
/// `None` when nothing is withheld. The annotation files that decide are read through `docs`.
pub fn without_rejected(
    docs: &dyn Documents,
    manifest: &Manifest,
    entry: &Entry,
    doc: &Value,
) -> Option<Value> {
    let map = doc.as_map()?;
    let own_path = entry.file("relationships_annotations");
    let own = own_rejections(docs, own_path.as_deref(), map.get("refers_to"));
    let table = entry.fqn.as_str();
    let rows = maps(map.get("referenced_by"));
    let mut referencers: Vec<&str> = rows
        .iter()
        .filter_map(|r| r.get("referencer_table").and_then(Value::as_str))
        .filter(|r| manifest.entry(r).is_some())
        .collect();
    referencers.sort();
    referencers.dedup();
    let mut rows_by: HashMap<&str, Vec<&Mapping>> = HashMap::new();
    for row in &rows {
        if let Some(by) = row.get("referencer_table").and_then(Value::as_str) {
            rows_by.entry(by).or_default().push(row);
        }
    }
    let mut incoming: Vec<(String, EdgeKey)> = Vec::new();
    for referencer in referencers {
        let Some(path) = manifest
            .entry(referencer)
            .and_then(|e| e.file("relationships_annotations"))
        else {
            continue;
        };
        let Some(annotated) = admitted_refers_to(docs, &path) else {
            continue;
        };
        let edges: Vec<(EdgeKey, &Mapping)> = rows_by
            .get(referencer)
            .into_iter()
            .flatten()
            .map(|r| (incoming_key(r, table), *r))
            .collect();
        for key in rejected(&annotated, &edges) {
            if key.1.as_str() == Some(table) {
                incoming.push((referencer.to_string(), key));
            }
        }
    }
    let own = Lookup::first(own);
    let incoming = Lookup::first(incoming);
    let keep_out = |e: &Value| match e.as_map() {
        Some(m) => !own.contains(&edge_key(m)),
        None => true,
    };
    let keep_in = |e: &Value| match e.as_map() {
        Some(m) => {
            let by = m
                .get("referencer_table")
                .and_then(Value::as_str)
                .unwrap_or_default();
            !incoming.contains(&(by.to_string(), incoming_key(m, table)))
        }
        None => true,
    };
    let filter = |key: &str, keep: &dyn Fn(&Value) -> bool| -> Option<(Vec<Value>, usize)> {
        let items = map.get(key)?.as_seq()?;
        let kept: Vec<Value> = items.iter().filter(|e| keep(e)).cloned().collect();
        let before = items.len();
        Some((kept, before))
    };
    let out_kept = filter("refers_to", &keep_out);
    let in_kept = filter("referenced_by", &keep_in);
    let removed =
        |k: &Option<(Vec<Value>, usize)>| k.as_ref().is_some_and(|(kept, n)| kept.len() != *n);
    if !removed(&out_kept) && !removed(&in_kept) {
        return None;
    }
    let mut shown = map.clone();
    if let Some((kept, _)) = out_kept {
        shown.insert(Value::str("refers_to"), Value::Seq(kept));
    }
    if let Some((kept, _)) = in_kept {
        shown.insert(Value::str("referenced_by"), Value::Seq(kept));
    }
    Some(Value::Map(shown))
}
