//! `search_columns` (§4.3): the columns and parts of every followable table that a name glob,
//! a text search over names and notes, and the field globs and `candidate_key` select, ANDed;
//! answered from the connection's column records (`index`), in (table FQN, column name)
//! order, with the tables that could not be read and, under a `looks_like` filter, those that
//! switched it off, on the first page.

use rkyv::rancor::Error as RkyvError;
use serde_json::Value as Json;

use super::Request;
use super::paged::{ListReply, ListShape, no_extras};
use crate::casefold::casefold;
use crate::fault::Fault;
use crate::fnmatch::Glob;
use crate::index::{ArchivedColumnRecord, ArchivedValueNote, Compiled, Field};
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

    /// The value notes a match of `record` carries (by their place), or `None` when it does
    /// not match: a glob needs its field present, and `text` is found in the label, the
    /// column's note or the notes on its values (§4.3).
    fn hit(&self, record: &ArchivedColumnRecord) -> Option<Vec<usize>> {
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
            .is_some_and(|want| record.candidate_key.as_ref().copied() != Some(want))
        {
            return None;
        }
        let Some(needle) = &self.text else {
            return Some(Vec::new());
        };
        let notes: Vec<usize> = record
            .value_notes
            .iter()
            .enumerate()
            .filter(|(_, n)| n.folded.contains(needle.as_str()))
            .map(|(i, _)| i)
            .collect();
        let named = record.folded_label.contains(needle.as_str())
            || record
                .folded_note
                .as_ref()
                .is_some_and(|n| n.contains(needle.as_str()));
        (named || !notes.is_empty()).then_some(notes)
    }
}

fn owned(archived: &crate::yaml::ArchivedValue) -> Value {
    rkyv::deserialize::<Value, RkyvError>(archived).unwrap_or_default()
}

/// One match as the reply carries it.
fn shown(record: &ArchivedColumnRecord, notes: &[usize]) -> Value {
    let mut reply = match owned(&record.reply) {
        Value::Map(map) => map,
        _ => Mapping::new(),
    };
    let listed: Vec<&ArchivedValueNote> = notes
        .iter()
        .filter_map(|&i| record.value_notes.get(i))
        .collect();
    if !listed.is_empty() {
        let notes = listed
            .iter()
            .map(|n| {
                let mut entry = Mapping::new();
                entry.insert(Value::str("value"), owned(&n.value));
                entry.insert(Value::str("note"), Value::str(n.note.as_str()));
                Value::Map(entry)
            })
            .collect();
        reply.insert(Value::str("value_notes"), Value::Seq(notes));
    }
    Value::Map(reply)
}

/// The first page's header keys: tables that could not be read, and under a `looks_like`
/// filter those that switched it off (§4.3).
fn head(index: Option<&Compiled>, looks_like: bool) -> Vec<(String, Value)> {
    let named = |keep: &dyn Fn(&crate::index::ArchivedTableShare) -> bool| -> Vec<Value> {
        let Some(index) = index else {
            return Vec::new();
        };
        (0..index.len())
            .map(|i| index.share(i))
            .filter(|t| keep(t))
            .map(|t| Value::str(t.fqn.as_str()))
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

/// Every (share, record) pair `filters` select, with the value notes each carries, in
/// (table FQN, column) order: the text index narrows a `text` search to its candidates; a
/// scan of every record is split over the cores, in share order.
fn matches(index: &Compiled, filters: &Filters) -> Vec<(usize, usize, Vec<usize>)> {
    let hit = |(share, record): (usize, usize)| {
        let notes = filters.hit(index.share(share).records.get(record)?)?;
        Some((share, record, notes))
    };
    let candidates = filters
        .text
        .as_deref()
        .and_then(|needle| index.text_candidates(needle));
    if let Some(candidates) = candidates {
        return candidates.into_iter().filter_map(hit).collect();
    }
    let scan = |shares: &[usize]| -> Vec<(usize, usize, Vec<usize>)> {
        let mut found = Vec::new();
        for &s in shares {
            let share = index.share(s);
            for (r, record) in share.records.iter().enumerate() {
                if let Some(notes) = filters.hit(record) {
                    found.push((s, r, notes));
                }
            }
        }
        found
    };
    let shares: Vec<usize> = (0..index.len()).collect();
    crate::parallel::chunked(&shares, PARALLEL_FROM, scan)
        .into_iter()
        .flatten()
        .collect()
}

/// Below this many tables a scan runs on one thread.
const PARALLEL_FROM: usize = 256;

pub fn run(req: &Request) -> Result<String, Fault> {
    let conn = req.connection()?;
    let filters = Filters::of(req);
    let reading = &req.reading;
    let index = reading
        .state
        .index
        .current(reading, conn, || reading.manifest_or_fault(conn))?;
    if let Some(index) = &index {
        req.reading.used_version(index.digest());
    }
    let found = index
        .as_deref()
        .map(|index| matches(index, &filters))
        .unwrap_or_default();
    let item = |i: usize| -> (String, Value) {
        let (share, record, notes) = &found[i];
        let Some(index) = index.as_deref() else {
            return (String::new(), Value::Null);
        };
        let table = index.share(*share);
        let record = &table.records[*record];
        (
            format!("{}.{}", table.fqn.as_str(), record.label.as_str()),
            shown(record, notes),
        )
    };
    let looks_like = req.str_arg("looks_like").is_some_and(|g| !g.is_empty());
    let call = req.call();
    ListReply {
        list_key: "matches",
        shape: ListShape::Seq,
        head: head(index.as_deref(), looks_like),
        total: found.len(),
        count: found.len(),
        item: &item,
        extras: &no_extras,
    }
    .page(&call, req.cursor())
}
