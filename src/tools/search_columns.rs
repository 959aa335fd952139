//! `search_columns` (§4.3): the columns and parts of every followable table that a name glob,
//! a text search over names and notes, and the field globs and `candidate_key` select, ANDed;
//! answered from the connection's column records (`index`), in (table FQN, column name)
//! order, with the tables that could not be read and, under a `looks_like` filter, those that
//! switched it off, on the first page.

use serde_json::Value as Json;

use super::Request;
use super::paged::{ListReply, ListShape, no_extras};
use crate::casefold::casefold;
use crate::fault::Fault;
use crate::fnmatch::Glob;
use crate::index::{self, ColumnIndex, ColumnRecord, Field, ValueNote};
use crate::yaml::{Mapping, Value};

/// A call's predicates, each compiled once.
struct Filters {
    pattern: Option<Glob>,
    /// `text` casefolded.
    text: Option<String>,
    globs: Vec<(Field, Glob)>,
    candidate_key: Option<bool>,
}

impl Filters {
    fn of(req: &Request) -> Self {
        Filters {
            pattern: req.str_arg("pattern").map(Glob::new),
            text: req.str_arg("text").map(casefold),
            globs: Field::ALL
                .iter()
                .filter_map(|(field, arg)| Some((*field, Glob::new(req.str_arg(arg)?))))
                .collect(),
            candidate_key: req.args.get("candidate_key").and_then(Json::as_bool),
        }
    }

    /// The value notes a match of `record` carries, or `None` when it does not match: a glob
    /// needs its field present, and `text` is found in the label, the column's note or the
    /// notes on its values (§4.3).
    fn hit<'r>(&self, record: &'r ColumnRecord) -> Option<Vec<&'r ValueNote>> {
        if self
            .pattern
            .as_ref()
            .is_some_and(|p| !p.matches(&record.label))
        {
            return None;
        }
        let globs = self
            .globs
            .iter()
            .all(|(field, glob)| record.field(*field).is_some_and(|v| glob.matches(v)));
        if !globs {
            return None;
        }
        if self
            .candidate_key
            .is_some_and(|want| record.candidate_key != Some(want))
        {
            return None;
        }
        let Some(needle) = &self.text else {
            return Some(Vec::new());
        };
        let notes: Vec<&ValueNote> = record
            .value_notes
            .iter()
            .filter(|n| n.folded.contains(needle.as_str()))
            .collect();
        let named = record.folded_label.contains(needle.as_str())
            || record
                .folded_note
                .as_ref()
                .is_some_and(|n| n.contains(needle.as_str()));
        (named || !notes.is_empty()).then_some(notes)
    }
}

/// One match as the reply carries it.
fn shown(record: &ColumnRecord, notes: &[&ValueNote]) -> Value {
    let mut reply = record.reply.clone();
    if !notes.is_empty() {
        let notes = notes
            .iter()
            .map(|n| {
                let mut entry = Mapping::new();
                entry.insert(Value::str("value"), n.value.clone());
                entry.insert(Value::str("note"), Value::str(n.note.clone()));
                Value::Map(entry)
            })
            .collect();
        reply.insert(Value::str("value_notes"), Value::Seq(notes));
    }
    Value::Map(reply)
}

/// The first page's header keys: tables that could not be read, and under a `looks_like`
/// filter those that switched it off (§4.3).
fn head(index: &ColumnIndex, looks_like: bool) -> Vec<(String, Value)> {
    let named = |keep: &dyn Fn(&index::TableRecord) -> bool| -> Vec<Value> {
        index
            .tables
            .iter()
            .filter(|t| keep(t))
            .map(|t| Value::str(t.fqn.clone()))
            .collect()
    };
    let mut head = Vec::new();
    let unreadable = named(&|t| t.unreadable);
    if !unreadable.is_empty() {
        head.push(("unreadable_tables".to_string(), Value::Seq(unreadable)));
    }
    let switched_off = named(&|t| t.looks_like_off);
    if looks_like && !switched_off.is_empty() {
        head.push(("switched_off_tables".to_string(), Value::Seq(switched_off)));
    }
    head
}

pub fn run(req: &Request) -> Result<String, Fault> {
    let conn = req.connection()?;
    let filters = Filters::of(req);
    let manifest = req.reading.manifest_or_fault(conn)?;
    let index = manifest
        .map(|m| index::columns(&req.reading, &m))
        .unwrap_or_default();
    let matches: Vec<(&ColumnRecord, Vec<&ValueNote>)> = index
        .records
        .iter()
        .filter_map(|record| Some((record, filters.hit(record)?)))
        .collect();
    let item = |i: usize| -> (String, Value) {
        let (record, notes) = &matches[i];
        let table = &index.tables[record.table].fqn;
        (format!("{table}.{}", record.label), shown(record, notes))
    };
    let looks_like = req.str_arg("looks_like").is_some_and(|g| !g.is_empty());
    let call = req.call();
    ListReply {
        list_key: "matches",
        shape: ListShape::Seq,
        head: head(&index, looks_like),
        total: matches.len(),
        count: matches.len(),
        item: &item,
        extras: &no_extras,
    }
    .page(&call, req.cursor())
}
