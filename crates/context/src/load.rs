//! Filling `TableArtifacts` for one table through the request's `Reading`: each declared file
//! read once, its failure kept as the reason its section degrades (§4.1 `_corrupted`,
//! `_missing`), the rules of format spec §2.7 applied (admission, rejected and added edges,
//! stale annotation keys, `derived_from` one step deep). Other tables' files are read only
//! where an edge or a lineage names them, and the edges humans added anywhere come from one
//! connection-wide value derived once per set of annotation files.

use dbprint_print::views::statistics::{ColumnStats, Stat, TableStats};
use std::collections::HashMap;
use std::path::Path;
use std::sync::Arc;

use indexmap::IndexMap;

use super::artifacts::{Doc, Inherited, TableArtifacts};
use dbprint_base::lookup::Lookup;
use dbprint_print::access::{Reading, RootFile, Table};
use dbprint_print::config::Connection;
use dbprint_print::fault::Fault;
use dbprint_print::views::annotation_schema::{AnnotationKind, admit, live_columns};
use dbprint_print::views::artifacts::MANIFEST_ANNOTATIONS_FILE;
use dbprint_print::views::edges::{edge_key, without_rejected};
use dbprint_print::views::human_edges::{Authored, with_human_edges};
use dbprint_print::views::manifest::{Entry, Manifest};
use dbprint_yaml::{Mapping, Value};

const NOT_A_MAPPING: &str = "parses, but is not a mapping";

/// A declared YAML artifact: its mapping as the store holds it, or why it is corrupt;
/// `Ok(None)` when absent.
fn artifact(reading: &Reading, path: &Path) -> Result<Option<Doc>, String> {
    match reading.optional_yaml(path)? {
        None => Ok(None),
        Some(doc) => Doc::new(doc)
            .map(Some)
            .ok_or_else(|| NOT_A_MAPPING.to_string()),
    }
}

/// A declared annotation file as a reader uses it: admitted, or why it is not.
fn annotation(
    reading: &Reading,
    path: &Path,
    kind: AnnotationKind,
) -> Result<Option<Mapping>, String> {
    match artifact(reading, path)? {
        None => Ok(None),
        Some(doc) => admit(kind, doc.value()),
    }
}

fn maps(list: Option<&Value>) -> Vec<Mapping> {
    list.and_then(Value::as_seq)
        .map(|items| items.iter().filter_map(Value::as_map).cloned().collect())
        .unwrap_or_default()
}

/// Every table's admitted `refers_to` annotation entries, derived once per set of files.
fn authored(reading: &Reading, manifest: &Arc<Manifest>) -> Arc<Authored> {
    let key = manifest.path.display().to_string();
    let built = reading.derived(&reading.prints.authored, &key, &[&manifest.path], |r| {
        Arc::new(
            manifest
                .tables
                .iter()
                .filter_map(|entry| {
                    let path = entry.file("relationships_annotations")?;
                    let file = annotation(r, &path, AnnotationKind::Relationships)
                        .ok()
                        .flatten();
                    Some((
                        entry.fqn.clone(),
                        maps(file.as_ref().and_then(|f| f.get("refers_to"))),
                    ))
                })
                .collect(),
        )
    });
    Arc::clone(&built.value)
}

/// A column's per-value notes: whether any value carries a non-blank note.
fn has_value_notes(entry: &Mapping) -> bool {
    entry
        .get("values")
        .and_then(Value::as_seq)
        .is_some_and(|values| values.iter().any(|v| noted(v.get("note")).is_some()))
}

fn noted(note: Option<&Value>) -> Option<&str> {
    match note {
        Some(Value::Str(s)) if !s.trim().is_empty() => Some(s),
        _ => None,
    }
}

/// Whether an annotation entry gives a meaning: a note, or a note on a value.
pub fn has_meaning(entry: &Mapping) -> bool {
    noted(entry.get("note")).is_some() || has_value_notes(entry)
}

/// The live annotation entries of another table, for `derived_from`.
fn source_annotations(reading: &Reading, entry: &Entry) -> IndexMap<String, Mapping> {
    let Some(path) = entry.file("statistics_annotations") else {
        return IndexMap::new();
    };
    let annotated = annotation(reading, &path, AnnotationKind::Statistics)
        .ok()
        .flatten();
    let statistics = entry
        .file("statistics")
        .and_then(|p| artifact(reading, &p).ok().flatten());
    live_columns(annotated.as_ref(), statistics.as_deref()).unwrap_or_default()
}

/// Each column's `derived_from` sources that carry a meaning (format spec §2.7.1).
fn inherited(
    reading: &Reading,
    manifest: &Manifest,
    statistics: Option<&Mapping>,
    annotations: Option<&IndexMap<String, Mapping>>,
) -> IndexMap<String, Vec<Inherited>> {
    let mut lineage: IndexMap<String, Value> = IndexMap::new();
    let columns = statistics.and_then(|s| TableStats::new(s).columns());
    for (name, column) in columns.into_iter().flat_map(Mapping::iter) {
        let sources = ColumnStats::of(column).and_then(ColumnStats::derived_from);
        if let (Some(name), Some(sources)) = (name.as_str(), sources)
            && !sources.is_null()
        {
            lineage.insert(name.to_string(), sources.clone());
        }
    }
    for (name, entry) in annotations.into_iter().flatten() {
        let Some(sources) = entry.get("derived_from") else {
            continue;
        };
        lineage.insert(name.clone(), sources.clone());
    }
    let mut read: HashMap<String, IndexMap<String, Mapping>> = HashMap::new();
    let mut out: IndexMap<String, Vec<Inherited>> = IndexMap::new();
    for (name, sources) in lineage {
        for source in sources.as_seq().unwrap_or_default() {
            let (Some(table), Some(column)) = (
                source.get("table").and_then(Value::as_str),
                source.get("column").and_then(Value::as_str),
            ) else {
                continue;
            };
            let Some(entry) = manifest.entry(table) else {
                continue;
            };
            let Some(noted_entry) = read
                .entry(table.to_string())
                .or_insert_with(|| source_annotations(reading, entry))
                .get(column)
                .filter(|e| has_meaning(e))
            else {
                continue;
            };
            let values = noted_entry
                .get("values")
                .and_then(Value::as_seq)
                .unwrap_or_default()
                .iter()
                .filter_map(|v| {
                    let note = noted(v.get("note"))?;
                    Some((
                        v.get("value").cloned().unwrap_or(Value::Null),
                        note.to_string(),
                    ))
                })
                .collect();
            let found = Inherited {
                source: format!("{table}.{column}"),
                note: noted(noted_entry.get("note")).map(str::to_string),
                values,
            };
            out.entry(name.clone()).or_default().push(found);
        }
    }
    out
}

/// Each single-column referencer's distinct count behind an observed incoming edge.
fn incoming_cardinalities(
    reading: &Reading,
    manifest: &Manifest,
    relationships: Option<&Mapping>,
) -> IndexMap<(String, String), i64> {
    let mut out: IndexMap<(String, String), i64> = IndexMap::new();
    let mut read: HashMap<String, Option<Doc>> = HashMap::new();
    for edge in maps(relationships.and_then(|r| r.get("referenced_by"))) {
        let observed = edge.get("observed").and_then(Value::as_map);
        if !observed.is_some_and(|o| o.contains_key("answerable_count")) {
            continue;
        }
        let Some(referencer) = edge.get("referencer_table").and_then(Value::as_str) else {
            continue;
        };
        let Some(entry) = manifest.entry(referencer) else {
            continue;
        };
        let columns = edge.get("referencer_column").and_then(Value::as_seq);
        let Some([Value::Str(column)]) = columns else {
            continue;
        };
        let cardinality = read
            .entry(referencer.to_string())
            .or_insert_with(|| {
                entry
                    .file("statistics")
                    .and_then(|p| artifact(reading, &p).ok().flatten())
            })
            .as_deref()
            .and_then(|s| TableStats::new(s).column(column))
            .and_then(|c| c.stat(Stat::Cardinality));
        if let Some(Value::Int(count)) = cardinality {
            out.insert((referencer.to_string(), column.clone()), *count);
        }
    }
    out
}

/// `manifest.annotations.yaml`'s notes, or why the file is corrupt.
fn connection_notes(reading: &Reading, conn: &Connection) -> Result<Option<String>, String> {
    let RootFile::Inside(path) = reading.root_file(conn, MANIFEST_ANNOTATIONS_FILE) else {
        return Ok(None);
    };
    let Some(doc) = annotation(reading, &path, AnnotationKind::Manifest)? else {
        return Ok(None);
    };
    Ok(match doc.get("notes") {
        Some(Value::Str(notes)) if !notes.trim().is_empty() => Some(notes.trim().to_string()),
        _ => None,
    })
}

/// Everything a `get_table_context` reply about `table` reads.
pub fn load(reading: &Reading, conn: &Connection, table: &Table) -> Result<TableArtifacts, Fault> {
    let manifest = &table.manifest;
    let entry = table.entry();
    let mut corrupted: Vec<(String, String)> = Vec::new();
    let mut read_yaml = |kind: &str, load: &dyn Fn(&Path) -> Result<Option<Doc>, String>| {
        let path = entry.file(kind)?;
        match load(&path) {
            Ok(doc) => doc,
            Err(why) => {
                corrupted.push((kind.to_string(), why));
                None
            }
        }
    };
    let statistics = read_yaml("statistics", &|p| artifact(reading, p));
    let relationships = read_yaml("relationships", &|p| artifact(reading, p));
    let admitted = |p: &Path, kind| Ok(annotation(reading, p, kind)?.map(Doc::from));
    let statistics_annotations = read_yaml("statistics_annotations", &|p| {
        admitted(p, AnnotationKind::Statistics)
    });
    let relationships_annotations = read_yaml("relationships_annotations", &|p| {
        admitted(p, AnnotationKind::Relationships)
    });
    // A declared DDL or description that is there but is not text fails the call (as the
    // reference's does), rather than reading as an empty section.
    let text = |kind: &str| -> Result<Option<String>, Fault> {
        match entry.file(kind) {
            Some(path) => Ok(reading.text_if_there(&path)?.map(|t| t.to_string())),
            None => Ok(None),
        }
    };
    let ddl = text("ddl")?.unwrap_or_default();
    let description = text("description")?;
    let annotations = entry.declares("statistics_annotations").map(|_| {
        live_columns(statistics_annotations.as_deref(), statistics.as_deref()).unwrap_or_default()
    });
    let annotated_grain = statistics_annotations
        .as_ref()
        .and_then(|a| a.get("grain"))
        .and_then(Value::as_map)
        .cloned();
    let mut relationship_annotations = relationships_annotations
        .as_ref()
        .and_then(|a| a.get("refers_to"))
        .filter(|r| r.as_seq().is_some())
        .map(|r| maps(Some(r)));
    let authored = authored(reading, manifest);
    let shown = relationships.as_ref().map(|doc| {
        let withheld = without_rejected(reading, manifest, entry, doc.value())
            .and_then(|v| v.as_map().cloned().map(Doc::from));
        let base = withheld.unwrap_or_else(|| doc.clone());
        with_human_edges(&base, &authored, &entry.fqn).map_or(base, Doc::from)
    });
    if let (Some(original), Some(shown), Some(entries)) =
        (&relationships, &shown, relationship_annotations.as_mut())
    {
        let kept: Vec<_> = maps(shown.get("refers_to")).iter().map(edge_key).collect();
        let kept = Lookup::first(&kept);
        let withheld: Vec<_> = maps(original.get("refers_to"))
            .iter()
            .map(edge_key)
            .filter(|k| !kept.contains(k))
            .collect();
        let withheld = Lookup::first(&withheld);
        entries.retain(|e| !withheld.contains(&edge_key(e)));
    }
    let missing = {
        let mut kinds: Vec<String> = entry
            .declared()
            .into_iter()
            .filter(|(_, file)| !reading.exists(&entry.dir.join(file)))
            .map(|(kind, _)| kind.to_string())
            .collect();
        kinds.sort();
        kinds
    };
    let connection_notes = match connection_notes(reading, conn) {
        Ok(notes) => notes,
        Err(why) => {
            corrupted.push(("manifest_annotations".to_string(), why));
            None
        }
    };
    let inherited = inherited(
        reading,
        manifest,
        statistics.as_deref(),
        annotations.as_ref(),
    );
    let incoming_cardinalities =
        incoming_cardinalities(reading, manifest, relationships.as_deref());
    Ok(TableArtifacts {
        connection: conn.name.clone(),
        fqn: entry.fqn.clone(),
        entry: entry.fields.clone(),
        table_type: entry
            .fields
            .get("type")
            .and_then(Value::as_str)
            .unwrap_or("table")
            .to_string(),
        ddl,
        statistics,
        relationships: shown,
        description,
        annotations,
        annotated_grain,
        relationship_annotations,
        missing,
        corrupted,
        profile_override: entry.fields.get("profile").and_then(Value::as_map).cloned(),
        last_run_failed: manifest.failed.contains(&entry.fqn),
        incoming_cardinalities,
        connection_notes,
        inherited,
        manifest: Arc::clone(&manifest.doc),
    })
}
