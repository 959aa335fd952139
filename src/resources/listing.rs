//! `resources/list` (§3.3): the two reference documents, then per served connection (by
//! name) its manifest, diff and reading guide, its connection notes when authored, and per
//! followable table (by FQN) each declared artifact, optional ones only when present.
//! Paged by the protocol cursor, pinned to every served manifest.

use std::sync::Arc;

use crate::config::Connection;

use crate::fault::Fault;
use crate::paths::contained;
use crate::print::artifacts::{
    MANIFEST_ANNOTATIONS_FILE, OPTIONAL_KINDS, TABLE_ARTIFACTS, mime_type,
};
use crate::print::manifest::{Manifest, ManifestRead};
use crate::reply::{Call, Source, Unit, page};
use crate::state::State;
use crate::store::Derived;
use crate::yaml::{Mapping, Value};

use super::uri::{CONNECTION_KINDS, REFERENCE_DOCUMENTS};

/// One `resources/list` row.
#[derive(Debug, Clone, PartialEq)]
pub struct Entry {
    pub uri: String,
    pub name: String,
    pub description: String,
    pub mime_type: &'static str,
}

fn table_description(kind: &str) -> &'static str {
    match kind {
        "ddl" => {
            "the table's DDL as the catalog gave it; get_table_context returns it with the joins and value lists"
        }
        "statistics" => {
            "the raw statistics file, each column's sketch included; get_table_context returns it interpreted (scope, redaction, unmeasured fields)"
        }
        "relationships" => {
            "the table's joins, without those a person rejected; get_table_context lists them as its Joins, with the joins a person added"
        }
        "description" => {
            "the prose description people wrote for the table; get_table_context includes it"
        }
        "statistics_annotations" => {
            "notes people wrote on the table's columns and values; get_table_context includes them and search_columns `text` searches them"
        }
        _ => {
            "notes people wrote on the table's joins, including the ones they rejected or added; only this resource lists a rejected join"
        }
    }
}

/// The connection-grain rows: `(kind, label, what it holds)`.
const CONNECTION_ROWS: [(&str, &str, &str); 4] = [
    (
        "manifest",
        "manifest",
        "The index of this print's tables and their files; list_tables (detail: true) and get_manifest return it filtered",
    ),
    (
        "diff",
        "diff",
        "What changed between the last two prints, without events about joins a person rejected; get_diff returns it filtered",
    ),
    (
        "reading",
        "reading guide",
        "How to read this print's fields: vocabulary, traps, reading order",
    ),
    (
        "manifest_annotations",
        "connection notes",
        "Notes people wrote about the whole database; get_table_context carries them with every table",
    ),
];

fn connection_entries(conn: &Connection) -> Vec<Entry> {
    let name = &conn.name;
    let notes = conn.print_root.join(MANIFEST_ANNOTATIONS_FILE);
    let has_notes = notes.is_file() && contained(&conn.print_root, &notes);
    let out: Vec<Entry> = CONNECTION_ROWS
        .iter()
        .filter(|(kind, _, _)| *kind != "manifest_annotations" || has_notes)
        .map(|(kind, label, holds)| Entry {
            uri: format!("dbprint://{name}/{kind}"),
            name: format!("{name} {label}"),
            description: format!("{name}: {holds}"),
            mime_type: mime_type(kind),
        })
        .collect();
    out
}

/// One connection's table artifacts in enumeration order, derived once per manifest: each
/// `(table index, kind, file)` names a row that exists only when its file does, for the
/// optional kinds (checked when the slot's page is built).
struct TableSlots {
    connection: String,
    manifest: Arc<Manifest>,
    slots: Vec<(usize, &'static str, &'static str)>,
}

impl TableSlots {
    fn of(connection: &str, manifest: Arc<Manifest>) -> Self {
        let mut slots = Vec::new();
        for (index, entry) in manifest.tables.iter().enumerate() {
            let declared = entry.declared();
            for (kind, _) in TABLE_ARTIFACTS {
                if let Some((_, file)) = declared.iter().find(|(k, _)| *k == kind) {
                    slots.push((index, kind, *file));
                }
            }
        }
        TableSlots {
            connection: connection.to_string(),
            manifest,
            slots,
        }
    }

    fn resolve(&self, slot: usize) -> Option<Entry> {
        let (index, kind, file) = *self.slots.get(slot)?;
        let entry = self.manifest.tables.get(index)?;
        if OPTIONAL_KINDS.contains(&kind) && !entry.dir.join(file).is_file() {
            return None;
        }
        let connection = &self.connection;
        Some(Entry {
            uri: format!("dbprint://{connection}/{}/{kind}", entry.fqn),
            name: format!("{} {kind}", entry.fqn),
            description: format!("{}: {}", entry.fqn, table_description(kind)),
            mime_type: mime_type(kind),
        })
    }
}

/// Each connection's table slots, kept while its manifest is the same derived one.
#[derive(Default)]
pub struct SlotCache {
    held: Derived<Manifest, TableSlots>,
}

impl SlotCache {
    fn tables(&self, state: &State, conn: &Connection) -> Option<Arc<TableSlots>> {
        let ManifestRead::Ok(manifest) = state.manifest(conn) else {
            return None;
        };
        Some(self.held.get_or_build(&manifest.path, &manifest, || {
            TableSlots::of(&conn.name, Arc::clone(&manifest))
        }))
    }
}

/// A run of the enumeration: rows known outright, or one connection's table slots.
enum Segment {
    Ready(Vec<Entry>),
    Tables(Arc<TableSlots>),
}

impl Segment {
    fn len(&self) -> usize {
        match self {
            Segment::Ready(rows) => rows.len(),
            Segment::Tables(tables) => tables.slots.len(),
        }
    }

    fn resolve(&self, offset: usize) -> Option<Entry> {
        match self {
            Segment::Ready(rows) => rows.get(offset).cloned(),
            Segment::Tables(tables) => tables.resolve(offset),
        }
    }
}

/// Every resource slot, in the order §3.3 fixes, addressed by position.
struct Enumeration {
    segments: Vec<Segment>,
    /// Position of each segment's first slot.
    starts: Vec<usize>,
    len: usize,
}

impl Enumeration {
    fn of(state: &State) -> Self {
        let mut segments = vec![Segment::Ready(
            REFERENCE_DOCUMENTS
                .iter()
                .map(|doc| Entry {
                    uri: format!("dbprint:///reference/{doc}"),
                    name: format!("{doc} reference"),
                    description: format!(
                        "The packaged {doc} document, whole; get_reference returns one section of it by number"
                    ),
                    mime_type: "text/markdown",
                })
                .collect(),
        )];
        let mut conns: Vec<&Connection> = state.served.connections.iter().collect();
        conns.sort_by(|a, b| a.name.cmp(&b.name));
        for conn in conns {
            segments.push(Segment::Ready(connection_entries(conn)));
            if let Some(tables) = state.resource_slots.tables(state, conn) {
                segments.push(Segment::Tables(tables));
            }
        }
        let mut starts = Vec::with_capacity(segments.len());
        let mut len = 0;
        for segment in &segments {
            starts.push(len);
            len += segment.len();
        }
        Enumeration {
            segments,
            starts,
            len,
        }
    }

    fn resolve(&self, position: usize) -> Option<Entry> {
        let segment = self.starts.partition_point(|start| *start <= position);
        let index = segment.checked_sub(1)?;
        self.segments[index].resolve(position - self.starts[index])
    }
}

fn row(entry: &Entry) -> Value {
    let mut m = Mapping::new();
    m.insert(Value::str("uri"), Value::str(entry.uri.clone()));
    m.insert(Value::str("name"), Value::str(entry.name.clone()));
    m.insert(
        Value::str("description"),
        Value::str(entry.description.clone()),
    );
    m.insert(Value::str("mimeType"), Value::str(entry.mime_type));
    Value::Map(m)
}

fn entry_of(row: &Value) -> Option<Entry> {
    let text = |key: &str| row.get(key).and_then(Value::as_str).map(str::to_string);
    let mime = text("mimeType")?;
    Some(Entry {
        uri: text("uri")?,
        name: text("name")?,
        description: text("description")?,
        mime_type: ["application/yaml", "application/sql", "text/markdown"]
            .into_iter()
            .find(|m| *m == mime)?,
    })
}

/// The page of `resources/list` the protocol cursor names, and the next cursor.
pub fn list_page(
    state: &State,
    cursor: Option<&str>,
) -> Result<(Vec<Entry>, Option<String>), Fault> {
    let slots = Enumeration::of(state);
    let manifests: Vec<_> = state
        .served
        .connections
        .iter()
        .map(|c| c.manifest_path())
        .collect();
    let call = Call::new("resources/list", "{}", &manifests);
    let item = |i: usize| slots.resolve(i).map(|e| (i, row(&e)));
    let source = Source {
        len: slots.len,
        item: &item,
    };
    let render = |units: &[Unit<usize>], next: Option<&str>| -> Value {
        let mut m = Mapping::new();
        m.insert(
            Value::str("resources"),
            Value::Seq(units.iter().map(Unit::value).collect()),
        );
        if let Some(c) = next {
            m.insert(Value::str("nextCursor"), Value::str(c));
        }
        Value::Map(m)
    };
    let reply = page(&call, &source, &render, cursor)?;
    let shown: Vec<Entry> = reply
        .get("resources")
        .and_then(Value::as_seq)
        .map(|rows| rows.iter().filter_map(entry_of).collect())
        .unwrap_or_default();
    let next = reply
        .get("nextCursor")
        .and_then(Value::as_str)
        .map(str::to_string);
    Ok((shown, next))
}

/// One template per URI pattern, in page form (§7.2): `(uriTemplate, name, mimeType)`.
pub fn templates() -> Vec<(String, String, &'static str)> {
    let mut out = vec![(
        "dbprint:///reference/{document}{?page,version}".to_string(),
        "reference document".to_string(),
        "text/markdown",
    )];
    for kind in CONNECTION_KINDS {
        out.push((
            format!("dbprint://{{connection}}/{kind}{{?page,version}}"),
            format!("connection {kind}"),
            mime_type(kind),
        ));
    }
    for (kind, _) in TABLE_ARTIFACTS {
        out.push((
            format!("dbprint://{{connection}}/{{table}}/{kind}{{?page,version}}"),
            format!("table {kind}"),
            mime_type(kind),
        ));
    }
    out
}
