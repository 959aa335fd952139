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

use super::arguments::canonical;
use super::paged::{ListShape, Listed};
use super::{Answer, Request};
use crate::matches::{Hit, MatchList};
use dbprint_base::casefold::casefold;
use dbprint_base::fnmatch::Glob;
use dbprint_index::postings::Wanted;
use dbprint_index::{ArchivedColumnRecord, Compiled, Field};
use dbprint_print::fault::{self, Fault};
use dbprint_yaml::{Mapping, Value};
use rkyv::rancor::Error as RkyvError;

/// What `search_columns` is asked beside its connection and cursor (every predicate
/// optional; those given are ANDed).
#[derive(serde::Deserialize)]
struct Arguments {
    pattern: Option<String>,
    text: Option<String>,
    classification: Option<String>,
    sql_type: Option<String>,
    sensitivity: Option<String>,
    looks_like: Option<String>,
    redacted: Option<String>,
    candidate_key: Option<bool>,
}

impl Arguments {
    /// The glob the call gives for `field`.
    fn glob(&self, field: Field) -> Option<&str> {
        match field {
            Field::Classification => self.classification.as_deref(),
            Field::SqlType => self.sql_type.as_deref(),
            Field::Sensitivity => self.sensitivity.as_deref(),
            Field::LooksLike => self.looks_like.as_deref(),
            Field::Redacted => self.redacted.as_deref(),
        }
    }
}

/// A call's predicates, each compiled once.
struct Filters {
    pattern: Option<Glob>,
    /// `text` casefolded.
    text: Option<String>,
    globs: Vec<(Field, Glob)>,
    candidate_key: Option<bool>,
    /// Whether a non-empty `looks_like` glob is given (the first page then names the tables
    /// that switched it off).
    looks_like: bool,
}

impl Filters {
    fn of(asked: &Arguments) -> Self {
        Filters {
            pattern: asked.pattern.as_deref().map(Glob::new),
            text: asked.text.as_deref().map(casefold),
            globs: (Field::ALL.iter())
                .filter_map(|(field, _)| Some((*field, Glob::new(asked.glob(*field)?))))
                .collect(),
            candidate_key: asked.candidate_key,
            looks_like: asked.looks_like.as_deref().is_some_and(|g| !g.is_empty()),
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

/// The value notes at `places` in `record`, each value read back; why one does not, else.
fn notes_at<'a>(
    record: &'a ArchivedColumnRecord,
    places: &[u32],
) -> Result<Vec<(Value, &'a str)>, String> {
    (places.iter())
        .filter_map(|&i| record.value_notes.get(i as usize))
        .map(|n| Ok((owned(&n.value)?, n.note.as_str())))
        .collect()
}

/// One match as the reply carries it, with `notes` (its value notes `text` matched); why
/// its reply does not read back, else.
fn shown(record: &ArchivedColumnRecord, notes: &[(Value, &str)]) -> Result<Value, String> {
    let mut reply = match owned(&record.reply)? {
        Value::Map(map) => map,
        other => {
            return Err(format!(
                "its reply is a {}, not a mapping",
                other.type_name()
            ));
        }
    };
    if !notes.is_empty() {
        let notes = notes
            .iter()
            .map(|(value, note)| {
                let mut entry = Mapping::new();
                entry.insert(Value::str("value"), value.clone());
                entry.insert(Value::str("note"), Value::str(*note));
                Value::Map(entry)
            })
            .collect();
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
/// archive version, same arguments), else made now and kept, unless `index` was found
/// damaged while it was made (its rebuilt archive has the same version).
fn match_list(req: &Request, index: &Compiled, filters: &Filters, root: &str) -> Arc<MatchList> {
    let key = format!("{root}\0{}\0{}", index.digest(), canonical(&req.args));
    let kept = &req.state.search_matches;
    if let Some(list) = kept.get(&key) {
        return list;
    }
    let list = Arc::new(MatchList {
        hits: matches(index, filters),
        head: head(Some(index), filters.looks_like),
    });
    if index.damaged().is_none() {
        kept.insert(key, Arc::clone(&list), list.bytes());
    }
    list
}

/// One column (or part) matched: where it is, its fields as the reply shows them (the
/// archived record's reply, with the value notes `text` matched), and the fields the glob
/// filters test.
pub struct ColumnMatch<'a> {
    pub table: &'a str,
    /// The column's name, or a part's `<column><path>`.
    pub column: &'a str,
    record: &'a ArchivedColumnRecord,
    notes: Vec<(Value, &'a str)>,
    reply: Value,
}

impl ColumnMatch<'_> {
    /// A glob-filtered field of the column (its type, classification...), when it has one.
    pub fn field(&self, field: Field) -> Option<&str> {
        self.record.field(field)
    }

    /// The notes on its values that `text` matched: each value and its note.
    pub fn value_notes(&self) -> &[(Value, &str)] {
        &self.notes
    }
}

/// `search_columns`' answer: the matches over the connection's index as of this call, each
/// read back from the archive on demand, as a page reaches it (a walk may match every column
/// of the connection), and the first page's header keys.
pub struct ColumnMatches {
    connection: String,
    index: Option<Arc<Compiled>>,
    found: Option<Arc<MatchList>>,
}

impl ColumnMatches {
    pub fn len(&self) -> usize {
        self.found.as_deref().map_or(0, |list| list.hits.len())
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The `i`th match; none past the end, a fault naming the record when it does not read
    /// back.
    pub fn get(&self, i: usize) -> Result<Option<ColumnMatch<'_>>, Fault> {
        let (Some(index), Some(hit)) = (self.index.as_deref(), self.hit(i)) else {
            return Ok(None);
        };
        let table = index.share(hit.share());
        let Some(record) = table.records.get(hit.record()) else {
            return Ok(None);
        };
        let damaged =
            |why: String| fault::damaged_record(&self.connection, table.fqn.as_str(), &why);
        let notes = notes_at(record, hit.notes()).map_err(damaged)?;
        let reply = shown(record, &notes).map_err(damaged)?;
        Ok(Some(ColumnMatch {
            table: table.fqn.as_str(),
            column: record.label.as_str(),
            record,
            notes,
            reply,
        }))
    }

    fn hit(&self, i: usize) -> Option<&Hit> {
        self.found.as_deref()?.hits.get(i)
    }
}

impl Listed for ColumnMatches {
    fn list(&self) -> (&str, ListShape) {
        ("matches", ListShape::Seq)
    }

    fn head(&self) -> Vec<(String, Value)> {
        self.found
            .as_ref()
            .map_or_else(Vec::new, |list| list.head.clone())
    }

    fn count(&self) -> usize {
        self.len()
    }

    fn item(&self, i: usize) -> Result<(String, Value), Fault> {
        Ok(match self.get(i)? {
            Some(m) => (format!("{}.{}", m.table, m.column), m.reply),
            None => (String::new(), Value::Null),
        })
    }
}

pub fn run<'r>(req: &'r Request) -> Result<Answer<'r>, Fault> {
    let conn = req.connection()?;
    let filters = Filters::of(&req.arguments()?);
    let index = req.index(conn)?;
    let root = conn.print_root.to_string_lossy();
    let found = index
        .as_deref()
        .map(|index| match_list(req, index, &filters, &root));
    Ok(Answer::Columns(ColumnMatches {
        connection: conn.name.clone(),
        index,
        found,
    }))
}
