//! `search_columns` (§4.3): the columns and parts of every followable table that a name glob,
//! a text search over names and notes, and the field globs and `candidate_key` select, ANDed;
//! answered from the connection's column records (`index`), in (table FQN, column name)
//! order, with the tables that could not be read and, under a `looks_like` filter, those that
//! switched it off, on the first page.
//!
//! The records a call can match come from the archive's posting lists (the field globs
//! expanded over each field's distinct values, `pattern` over the sorted name table) and the
//! text index (a `text` needle of three or more characters), intersected; each is then tested
//! in full. A call's match list is kept per archive version and arguments, under the memory
//! budget, so the pages of one walk, from any client, match once.

use std::sync::Arc;

use rkyv::rancor::Error as RkyvError;
use serde_json::Value as Json;

use super::Request;
use super::arguments::canonical;
use super::paged::{ListReply, ListShape, no_extras};
use crate::matches::{Hit, MatchList};
use dbprint_base::casefold::casefold;
use dbprint_base::fnmatch::Glob;
use dbprint_index::postings::Wanted;
use dbprint_index::{ArchivedColumnRecord, ArchivedValueNote, Compiled, Field};
use dbprint_print::fault::{self, Fault};
use dbprint_yaml::{Mapping, Value};

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
    fn hit(&self, record: &ArchivedColumnRecord) -> Option<Vec<u32>> {
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
        let notes: Vec<u32> = record
            .value_notes
            .iter()
            .zip(0u32..)
            .filter(|(n, _)| n.folded.contains(needle.as_str()))
            .map(|(_, i)| i)
            .collect();
        let named = record.folded_label.contains(needle.as_str())
            || record
                .folded_note
                .as_ref()
                .is_some_and(|n| n.contains(needle.as_str()));
        (named || !notes.is_empty()).then_some(notes)
    }
}

/// An archived value read back; the reason it does not read, else.
fn owned(archived: &dbprint_yaml::ArchivedValue) -> Result<Value, String> {
    rkyv::deserialize::<Value, RkyvError>(archived).map_err(|e| e.to_string())
}

/// One match as the reply carries it; why it does not read back, else.
fn shown(record: &ArchivedColumnRecord, notes: &[u32]) -> Result<Value, String> {
    let mut reply = match owned(&record.reply)? {
        Value::Map(map) => map,
        other => {
            return Err(format!(
                "its reply is a {}, not a mapping",
                other.type_name()
            ));
        }
    };
    let listed: Vec<&ArchivedValueNote> = notes
        .iter()
        .filter_map(|&i| record.value_notes.get(i as usize))
        .collect();
    if !listed.is_empty() {
        let notes = listed
            .iter()
            .map(|n| {
                let mut entry = Mapping::new();
                entry.insert(Value::str("value"), owned(&n.value)?);
                entry.insert(Value::str("note"), Value::str(n.note.as_str()));
                Ok(Value::Map(entry))
            })
            .collect::<Result<Vec<Value>, String>>()?;
        reply.insert(Value::str("value_notes"), Value::Seq(notes));
    }
    Ok(Value::Map(reply))
}

/// The first page's header keys: tables that could not be read, and under a `looks_like`
/// filter those that switched it off (§4.3).
fn head(index: Option<&Compiled>, looks_like: bool) -> Vec<(String, Value)> {
    let named = |keep: &dyn Fn(&dbprint_index::ArchivedTableShare) -> bool| -> Vec<Value> {
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

/// The records `filters` can match, by number, ascending; `None` when nothing narrows.
fn candidates(index: &Compiled, filters: &Filters) -> Option<Vec<u32>> {
    let wanted = Wanted {
        pattern: filters.pattern.as_ref(),
        globs: &filters.globs,
        candidate_key: filters.candidate_key,
    };
    index.candidates(&wanted, filters.text.as_deref())
}

/// Every record `filters` select, with the value notes each carries, in (table FQN, column)
/// order: the candidates tested, or every record when nothing narrows; split over the cores.
fn matches(index: &Compiled, filters: &Filters) -> Vec<Hit> {
    let hit = |share: usize, record: usize| -> Option<Hit> {
        let notes = filters.hit(index.share(share).records.get(record)?)?;
        Some(Hit::new(share, record, notes))
    };
    if let Some(numbers) = candidates(index, filters) {
        let test = |part: &[u32]| -> Vec<Hit> {
            part.iter()
                .filter_map(|&n| index.locate(n))
                .filter_map(|(share, record)| hit(share, record))
                .collect()
        };
        return dbprint_base::parallel::chunked(&numbers, TEST_IN_PARALLEL_FROM, test)
            .into_iter()
            .flatten()
            .collect();
    }
    let scan = |shares: &[usize]| -> Vec<Hit> {
        let mut found = Vec::new();
        for &s in shares {
            let records = index.share(s).records.len();
            found.extend((0..records).filter_map(|r| hit(s, r)));
        }
        found
    };
    let shares: Vec<usize> = (0..index.len()).collect();
    dbprint_base::parallel::chunked(&shares, PARALLEL_FROM, scan)
        .into_iter()
        .flatten()
        .collect()
}

/// Below this many tables a scan runs on one thread.
const PARALLEL_FROM: usize = 256;
/// Below this many candidates they are tested on one thread.
const TEST_IN_PARALLEL_FROM: usize = 4096;

/// The call's match list over `index`: kept from an earlier page of the same walk (same
/// archive version, same arguments), else made now and kept.
fn match_list(req: &Request, index: &Compiled, filters: &Filters, root: &str) -> Arc<MatchList> {
    let key = format!("{root}\0{}\0{}", index.digest(), canonical(&req.args));
    let kept = &req.state.search_matches;
    if let Some(list) = kept.get(&key) {
        return list;
    }
    let looks_like = req.str_arg("looks_like").is_some_and(|g| !g.is_empty());
    let list = Arc::new(MatchList {
        hits: matches(index, filters),
        head: head(Some(index), looks_like),
    });
    kept.insert(key, Arc::clone(&list), list.bytes());
    list
}

pub fn run(req: &Request) -> Result<String, Fault> {
    let conn = req.connection()?;
    let filters = Filters::of(req);
    let index = req.index(conn)?;
    let root = conn.print_root.to_string_lossy();
    let found = index
        .as_deref()
        .map(|index| match_list(req, index, &filters, &root));
    let hits = found.as_deref().map_or(&[][..], |list| &list.hits[..]);
    let item = |i: usize| -> Result<(String, Value), Fault> {
        let (Some(index), Some(hit)) = (index.as_deref(), hits.get(i)) else {
            return Ok((String::new(), Value::Null));
        };
        let table = index.share(hit.share());
        let record = &table.records[hit.record()];
        let value = shown(record, hit.notes())
            .map_err(|why| fault::damaged_record(&conn.name, table.fqn.as_str(), &why))?;
        Ok((
            format!("{}.{}", table.fqn.as_str(), record.label.as_str()),
            value,
        ))
    };
    ListReply {
        list_key: "matches",
        shape: ListShape::Seq,
        head: found
            .as_ref()
            .map_or_else(Vec::new, |list| list.head.clone()),
        total: hits.len(),
        count: hits.len(),
        item: &item,
        extras: &no_extras,
    }
    .answer(req)
}
