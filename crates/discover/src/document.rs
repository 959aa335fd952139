//! What the print says of one table, as `find_tables` ranks it: six fields, each a list of
//! terms made by the shared analyzer (`terms`) from the table's share of the compiled index.
//! `name` (the table's own name), `schema` (the segments before it), `columns` (every column
//! and part name), `description` (its `description.md`), `notes` (what people wrote on its
//! columns, values and edges), `values` (the stored values of its enumerated columns: the
//! words a question names a category by); beside them `stored`, each stored value's key
//! whole (`stored_keys`). A redacted column's values are not in the share, so never here.

use std::collections::{HashMap, HashSet};

use dbprint_index::ArchivedTableShare;
use dbprint_print::views::value_list::normalization_key;

use super::abbreviations::defined_in;
use super::moments::{DATE_TERM, is_temporal};
use super::terms::Analyzer;
use dbprint_base::words::words;

/// The fields, in the order the index declares them, with the weight each lends a match.
pub const FIELDS: [(&str, f32); 6] = [
    ("name", 4.0),
    ("schema", 0.5),
    ("columns", 1.2),
    ("description", 1.0),
    ("notes", 0.8),
    ("values", 1.0),
];

/// Classifications whose stored values name categories (format spec §2.2.3).
const ENUMERATED: [&str; 2] = ["categorical", "boolean"];
/// How many of one column's values a table's document takes at most.
pub const VALUES_PER_COLUMN: usize = 200;

/// The last segment of a dotted name, and the segments before it.
pub fn split_fqn(fqn: &str) -> (&str, &str) {
    match fqn.rsplit_once('.') {
        Some((schema, name)) => (name, schema),
        None => (fqn, ""),
    }
}

/// Whether a stored value can name a category in words: it holds a letter.
pub fn wordy(text: &str) -> bool {
    text.chars().any(char::is_alphabetic)
}

/// The texts of each field of `share`, in `FIELDS` order.
pub fn texts(share: &ArchivedTableShare) -> [Vec<&str>; 6] {
    let (name, schema) = split_fqn(share.fqn.as_str());
    let mut columns: Vec<&str> = share.records.iter().map(|r| r.label.as_str()).collect();
    let times = share.records.iter().filter(|r| {
        is_temporal(
            r.sql_type.as_ref().map(|t| t.as_str()),
            r.classification.as_ref().map(|c| c.as_str()),
        )
    });
    columns.extend(times.map(|_| DATE_TERM));
    let description = share
        .description
        .as_ref()
        .map(|d| d.as_str())
        .into_iter()
        .collect();
    let mut notes: Vec<&str> = Vec::new();
    for record in share.records.iter() {
        notes.extend(record.folded_note.as_ref().map(|n| n.as_str()));
        notes.extend(record.value_notes.iter().map(|n| n.note.as_str()));
    }
    notes.extend(
        share
            .edges
            .iter()
            .filter_map(|e| e.note.as_ref().map(|n| n.as_str())),
    );
    let mut values = Vec::new();
    for column in share.stored.iter() {
        let enumerated = column
            .classification
            .as_ref()
            .is_some_and(|c| ENUMERATED.contains(&c.as_str()));
        if enumerated {
            let listed = column
                .values
                .iter()
                .map(|v| v.text.as_str())
                .filter(|t| wordy(t));
            values.extend(listed.take(VALUES_PER_COLUMN));
        }
    }
    [
        vec![name],
        vec![schema],
        columns,
        description,
        notes,
        values,
    ]
}

/// The abbreviations the texts of `shares` define (descriptions and notes).
pub fn defined<'a>(
    shares: impl Iterator<Item = &'a ArchivedTableShare>,
) -> HashMap<String, String> {
    let mut found = HashMap::new();
    for share in shares {
        let [_, _, _, description, notes, _] = texts(share);
        for text in description.into_iter().chain(notes) {
            defined_in(text, &mut found);
        }
    }
    found
}

/// Every word (folded) the names and texts of `shares` use, stored values left out.
pub fn vocabulary<'a>(shares: impl Iterator<Item = &'a ArchivedTableShare>) -> HashSet<String> {
    let mut seen = HashSet::new();
    for share in shares {
        let [name, schema, columns, description, notes, _] = texts(share);
        for text in name
            .into_iter()
            .chain(schema)
            .chain(columns)
            .chain(description)
            .chain(notes)
        {
            seen.extend(words(text).into_iter().map(|w| w.folded));
        }
    }
    seen
}

/// The keys (format spec §2.2.4) of the stored values of `share` that hold a letter, at
/// most `VALUES_PER_COLUMN` a column: each one term of the `stored` field, whole, so a run
/// of the question's words finds the tables storing it.
pub fn stored_keys(share: &ArchivedTableShare) -> Vec<String> {
    share
        .stored
        .iter()
        .flat_map(|column| {
            column
                .values
                .iter()
                .map(|v| v.text.as_str())
                .filter(|t| wordy(t))
                .take(VALUES_PER_COLUMN)
                .map(normalization_key)
        })
        .collect()
}

/// The terms of each field of `share`.
pub fn terms(analyzer: &Analyzer, share: &ArchivedTableShare) -> [Vec<String>; 6] {
    texts(share).map(|texts| texts.iter().flat_map(|t| analyzer.terms(t)).collect())
}
