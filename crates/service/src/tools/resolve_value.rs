//! `resolve_value` (§4.7): one table's `statistics.yaml` and `statistics.annotations.yaml`
//! read through the request's `Reading`, the column (or part) found or failed with the names
//! there are, the text resolved by `dbprint_resolve`, and the answer one whose every key but its
//! lists rides each page (`RidingReply`).

use super::paged::RidingReply;
use super::{Answer, Request};
use dbprint_print::access::absent_declared;
use dbprint_print::access::annotations::annotated_columns;
use dbprint_print::fault::{self, Fault};
use dbprint_print::views::scope::scope_of;
use dbprint_print::views::statistics::{ColumnStats, Stat, Stats, TableStats};
use dbprint_resolve::{Resolution, ValueList, ValueNotes, resolve, undeclared_statistics};
use dbprint_yaml::python::value_key;
use dbprint_yaml::{Mapping, Value};

/// The names of a mapping's keys, as Python's `str()` spells them.
fn names(map: &Mapping) -> Vec<String> {
    map.iter().map(|(key, _)| value_key(key)).collect()
}

/// Whether the file's `disabled` list switches `parts` off.
fn parts_switched_off(statistics: &Mapping) -> bool {
    statistics
        .stat(Stat::Disabled)
        .and_then(Value::as_seq)
        .is_some_and(|named| named.iter().any(|n| n.as_str() == Some("parts")))
}

/// The block of part `part` of a column: its statistics among the column's mapping parts.
fn part_block<'a>(
    block: &'a Mapping,
    part: &str,
    column: &str,
    table: &str,
    statistics: &Mapping,
) -> Result<&'a Mapping, Fault> {
    let parts: Vec<(&Value, &Mapping)> = ColumnStats::new(block)
        .parts()
        .map(|parts| {
            parts
                .iter()
                .filter_map(|(path, b)| Some((path, b.as_map()?)))
                .collect()
        })
        .unwrap_or_default();
    parts
        .iter()
        .find(|(path, _)| path.as_str() == Some(part))
        .map(|(_, b)| *b)
        .ok_or_else(|| {
            let paths: Vec<String> = parts.iter().map(|(path, _)| value_key(path)).collect();
            fault::unknown_part(part, column, table, &paths, parts_switched_off(statistics))
        })
}

/// The keys a reply carries before its answer: the table, column, part and text asked about.
fn target(table: &str, column: &str, part: Option<&str>, text: &str) -> Vec<(String, Value)> {
    let mut keys = vec![
        ("table".to_string(), Value::str(table)),
        ("column".to_string(), Value::str(column)),
    ];
    if let Some(part) = part {
        keys.push(("part".to_string(), Value::str(part)));
    }
    keys.push(("text".to_string(), Value::str(text)));
    keys
}

/// The answer: the keys asked about, then the resolution's.
fn resolved<'r>(mut fields: Vec<(String, Value)>, answer: Resolution) -> Answer<'r> {
    fields.extend(answer.fields);
    Answer::Resolved(RidingReply {
        fields,
        lists: answer.lists,
    })
}

/// What `resolve_value` is asked beside its connection and cursor.
#[derive(serde::Deserialize)]
struct Arguments {
    table: String,
    column: String,
    text: String,
    part: Option<String>,
}

pub fn run<'r>(req: &'r Request) -> Result<Answer<'r>, Fault> {
    let conn = req.connection()?;
    let Arguments {
        table,
        column,
        text,
        part,
    } = req.arguments()?;
    let (fqn, column, text) = (table.as_str(), column.as_str(), text.as_str());
    let table = req.reading.table(conn, fqn)?;
    if table.entry().declares("statistics").is_none() {
        return Ok(resolved(
            target(fqn, column, None, text),
            undeclared_statistics(fqn),
        ));
    }
    let path = req.reading.artifact_path(&table, "statistics")?;
    let statistics = req.reading.parsed(&path, || absent_declared(&path))?;
    // A document that is not a mapping (a false value, a list) reads as an empty one.
    let empty = Mapping::new();
    let statistics = statistics.as_map().unwrap_or(&empty);
    let annotations = annotated_columns(&req.reading, &table)?;
    let columns = TableStats::new(statistics).columns().unwrap_or(&empty);
    let Some(block) = columns.get(column) else {
        return Err(fault::unknown_column(column, fqn, &names(columns)));
    };
    let block = block.as_map().unwrap_or(&empty);
    let part = part.as_deref();
    let measured = match part {
        Some(part) => part_block(block, part, column, fqn, statistics)?,
        None => block,
    };
    let scope = scope_of(Some(statistics));
    let notes = ValueNotes::of(annotations.get(column).and_then(Value::as_map));
    let list = ValueList::read(column, measured, scope.as_ref());
    let answer = resolve(text, &list, &notes, scope.as_ref());
    Ok(resolved(target(fqn, column, part, text), answer))
}
