//! The Markdown reply of `get_table_context` (§4.1) as sections in page order, each line
//! carrying the legend terms it prints, and the `## Terms` legend for the terms of one page.
//!
//! Joining: a section's lines are joined with `\n`; sections are joined with a blank line
//! (`\n\n` between one section's last line and the next one's first). The first section is
//! always `header` (the identity and, under profile, the table-level qualifiers); the legend
//! is not a section: the pager places [`legend`] of a page's terms after the `header` section
//! on the first page (separated from it and from what follows by a blank line), at the top of
//! every later page (followed by a blank line), and nowhere on a page that prints no term.

mod cardinality;
mod header;
mod joins;
mod notes;
mod profile;
mod query;
mod scope;
mod spelling;
mod terms;
mod values;

use super::artifacts::TableArtifacts;
use super::{Line, Options, Purpose, Section};
use dbprint_yaml::{Mapping, Value};

/// The name of the section every reply opens with, the one the first page's legend follows
/// (the pager puts the legend after the first section).
pub const IDENTITY_SECTION: &str = "header";

/// The sections of the reply, in page order, each line with the legend terms it prints.
pub fn sections(a: &TableArtifacts, options: &Options) -> Vec<Section> {
    match options.purpose {
        Purpose::Profile => profile::sections(a, options),
        Purpose::Query => query::sections(a, options),
    }
}

/// The `## Terms` block defining exactly `terms` (none: no legend), for one page.
pub fn legend(terms: &[&'static str]) -> Option<String> {
    terms::legend(terms)
}

/// A line printing no term.
fn plain(text: impl Into<String>) -> Line {
    Line {
        text: text.into(),
        terms: Vec::new(),
    }
}

/// A line printing `terms`.
fn termed(text: impl Into<String>, terms: Vec<&'static str>) -> Line {
    Line {
        text: text.into(),
        terms,
    }
}

/// A section of one multi-line text block whose lines print no term.
fn block(name: &'static str, text: &str) -> Section {
    Section {
        name,
        lines: text.split('\n').map(plain).collect(),
    }
}

/// The value at a dotted `path` in `mapping`.
fn field<'a>(mapping: &'a Mapping, path: &str) -> Option<&'a Value> {
    let mut segments = path.split('.');
    let mut current = mapping.get(segments.next()?)?;
    for segment in segments {
        current = current.get(segment)?;
    }
    Some(current)
}

fn num_of(value: Option<&Value>) -> Option<f64> {
    value.and_then(Value::as_f64)
}

fn str_of(value: Option<&Value>) -> Option<&str> {
    value.and_then(Value::as_str)
}

/// The mappings of a list, skipping entries that are not.
fn maps(value: Option<&Value>) -> Vec<&Mapping> {
    value
        .and_then(Value::as_seq)
        .unwrap_or_default()
        .iter()
        .filter_map(Value::as_map)
        .collect()
}

/// The string members of a list.
fn strings(value: Option<&Value>) -> Vec<String> {
    value
        .and_then(Value::as_seq)
        .unwrap_or_default()
        .iter()
        .filter_map(|v| match v {
            Value::Str(s) => Some(s.clone()),
            other => spelling::number(other),
        })
        .collect()
}

/// The statistics' columns in table order: by classification, then as written; entries that
/// are not mappings are skipped.
fn ordered_columns(a: &TableArtifacts) -> Vec<(&str, &Mapping)> {
    a.columns()
        .map(crate::columns::ordered)
        .unwrap_or_default()
        .into_iter()
        .filter_map(|(name, column)| Some((name, column.as_map()?)))
        .collect()
}

/// A table-level block of the statistics file.
fn block_of<'a>(a: &'a TableArtifacts, name: &str) -> Option<&'a Value> {
    a.statistics.as_deref()?.get(name).filter(|v| !v.is_null())
}

/// Whether a value note or column note gives `entry` (an annotation) a meaning.
fn has_meaning(entry: Option<&Mapping>) -> bool {
    let Some(entry) = entry else {
        return false;
    };
    str_of(entry.get("note")).is_some_and(|n| !n.trim().is_empty())
        || !value_notes(Some(entry)).is_empty()
}

/// A column annotation's value notes, keyed by the value's `str()` and collapsed to one line.
fn value_notes(entry: Option<&Mapping>) -> Vec<(String, String)> {
    maps(entry.and_then(|e| e.get("values")))
        .into_iter()
        .filter_map(|v| {
            let note = str_of(v.get("note")).filter(|n| !n.trim().is_empty())?;
            Some((
                spelling::value_key(v.get("value").unwrap_or(&Value::Null)),
                spelling::one_line(note),
            ))
        })
        .collect()
}

/// Whether the table's meanings are documented (§4.1's Meanings cue): a description, a column
/// or value note, or (under query) an inherited note.
fn meanings_documented(a: &TableArtifacts, purpose: Purpose) -> bool {
    a.description
        .as_deref()
        .is_some_and(|d| !d.trim().is_empty())
        || (purpose == Purpose::Query && a.inherited.iter().any(|(_, sources)| !sources.is_empty()))
        || a.annotations
            .iter()
            .flatten()
            .any(|(_, entry)| has_meaning(Some(entry)))
}

#[cfg(test)]
mod tests;
