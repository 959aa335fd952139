//! `resources/list` (§3.3): the two reference documents, then per served connection (by
//! name) its manifest, diff and reading guide, its connection notes when authored, and per
//! followable table (by FQN) each declared artifact, optional ones only when present.
//! Paged by the protocol cursor, pinned to every served manifest.

use std::borrow::Cow;
use std::sync::Arc;

use crate::state::State;
use dbprint_pager::{Call, Source, Unit, page};
use dbprint_print::access::{Reading, RootFile};
use dbprint_print::config::Connection;
use dbprint_print::fault::Fault;
use dbprint_print::store::Built;
use dbprint_print::views::artifacts::{
    MANIFEST_ANNOTATIONS_FILE, OPTIONAL_KINDS, TABLE_ARTIFACTS, mime_type,
};
use dbprint_print::views::manifest::ManifestRead;
use dbprint_print::views::slots::TableSlots;
use dbprint_yaml::{Mapping, Value};

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

fn connection_entries(reading: &Reading, conn: &Connection) -> Vec<Entry> {
    let name = &conn.name;
    let has_notes = matches!(
        reading.root_file(conn, MANIFEST_ANNOTATIONS_FILE),
        RootFile::Inside(_)
    );
    CONNECTION_ROWS
        .iter()
        .filter(|(kind, _, _)| *kind != "manifest_annotations" || has_notes)
        .map(|(kind, label, holds)| Entry {
            uri: format!("dbprint://{name}/{kind}"),
            name: format!("{name} {label}"),
            description: format!("{name}: {holds}"),
            mime_type: mime_type(kind),
        })
        .collect()
}

/// One connection's table slots, derived once per manifest identity.
struct Tables {
    connection: String,
    slots: Arc<Built<TableSlots>>,
}

impl Tables {
    fn of(reading: &Reading, conn: &Connection) -> Option<Self> {
        let ManifestRead::Ok(manifest) = reading.manifest(conn) else {
            return None;
        };
        let key = manifest.path.display().to_string();
        let slots = reading.derived(&reading.prints.slots, &key, &[&manifest.path], |_| {
            TableSlots::of(Arc::clone(&manifest))
        });
        Some(Tables {
            connection: conn.name.clone(),
            slots,
        })
    }

    fn len(&self) -> usize {
        self.slots.value.slots.len()
    }

    /// The row of slot `slot`; a slot of an optional kind names one only while its file
    /// exists.
    fn resolve(&self, reading: &Reading, slot: usize) -> Option<Entry> {
        let (entry, kind, file) = self.slots.value.get(slot)?;
        if OPTIONAL_KINDS.contains(&kind) && !reading.exists(&entry.dir.join(file)) {
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

/// A run of the enumeration: rows known outright, or one connection's table slots.
enum Segment {
    Ready(Vec<Entry>),
    Tables(Tables),
}

impl Segment {
    fn len(&self) -> usize {
        match self {
            Segment::Ready(rows) => rows.len(),
            Segment::Tables(tables) => tables.len(),
        }
    }

    fn resolve(&self, reading: &Reading, offset: usize) -> Option<Entry> {
        match self {
            Segment::Ready(rows) => rows.get(offset).cloned(),
            Segment::Tables(tables) => tables.resolve(reading, offset),
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
    fn of(reading: &Reading) -> Self {
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
        let mut conns: Vec<&Connection> = reading.prints.served.connections.iter().collect();
        conns.sort_by(|a, b| a.name.cmp(&b.name));
        for conn in conns {
            segments.push(Segment::Ready(connection_entries(reading, conn)));
            if let Some(tables) = Tables::of(reading, conn) {
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

    fn resolve(&self, reading: &Reading, position: usize) -> Option<Entry> {
        let segment = self.starts.partition_point(|start| *start <= position);
        let index = segment.checked_sub(1)?;
        self.segments[index].resolve(reading, position - self.starts[index])
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

/// The page of `resources/list` the protocol cursor names, and the next cursor. The cursor
/// is pinned to every served manifest.
pub fn list_page(
    state: &State,
    cursor: Option<&str>,
) -> Result<(Vec<Entry>, Option<String>), Fault> {
    let reading = Reading::new(&state.prints);
    for conn in &state.prints.served.connections {
        state.seed(conn, &reading);
    }
    let slots = Enumeration::of(&reading);
    let call = Call::new("resources/list", "{}", reading.digest());
    let item = |i: usize| {
        Ok(slots.resolve(&reading, i).map(|e| {
            let value = row(&e);
            (e, Cow::Owned(value))
        }))
    };
    let source = Source {
        len: slots.len,
        item: &item,
        cuts: None,
    };
    let render = |units: &[Unit<Entry>], next: Option<&str>| -> String {
        let mut m = Mapping::new();
        m.insert(
            Value::str("resources"),
            Value::Seq(units.iter().map(Unit::value).collect()),
        );
        if let Some(c) = next {
            m.insert(Value::str("nextCursor"), Value::str(c));
        }
        dbprint_yaml::json::to_json_pretty(&Value::Map(m))
    };
    let selection = page(&call, &source, &render, cursor)?;
    let shown = selection.units.iter().map(|u| u.key().clone()).collect();
    Ok((shown, selection.next))
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
