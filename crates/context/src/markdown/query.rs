//! The query purpose's sections (§4.1) in page order: header, DDL, connection notes, column
//! values, Joins, data dictionary; with nothing measured beyond the null shares.

use super::spelling::{literal, one_line};
use super::{IDENTITY_SECTION, block, header, joins, ordered_columns, plain, str_of, values};
use crate::artifacts::TableArtifacts;
use crate::{Line, Options, Section};

pub fn sections(a: &TableArtifacts, options: &Options) -> Vec<Section> {
    let joined = if options.include_relationships {
        joins::referencing_columns(a)
    } else {
        Vec::new()
    };
    let mut out = vec![Section {
        name: IDENTITY_SECTION,
        lines: header::query(a),
    }];
    out.push(block("ddl", &ddl(a)));
    if options.include_annotations
        && let Some(notes) = a.connection_notes.as_deref()
    {
        out.push(block(
            "connection_notes",
            &format!("## Connection notes\n\n{notes}"),
        ));
    }
    let values = values::section(a, &joined);
    if !values.is_empty() {
        out.push(Section {
            name: "values",
            lines: values,
        });
    }
    if options.include_relationships {
        let lines = joins::joins(a);
        if !lines.is_empty() {
            out.push(Section {
                name: "joins",
                lines,
            });
        }
    }
    let dictionary = dictionary(a, options);
    if !dictionary.is_empty() {
        out.push(Section {
            name: "dictionary",
            lines: dictionary,
        });
    }
    out
}

/// The DDL block, verbatim.
pub fn ddl(a: &TableArtifacts) -> String {
    format!("## DDL\n\n```sql\n{}\n```", a.ddl.trim_end())
}

/// The `## Data dictionary`: the description, then each annotated column's note and the
/// notes it inherits through `derived_from` (format spec §2.7.1).
fn dictionary(a: &TableArtifacts, options: &Options) -> Vec<Line> {
    let description = a
        .description
        .as_deref()
        .filter(|d| options.include_description && !d.is_empty());
    let mut notes = Vec::new();
    if options.include_annotations {
        let annotated: Vec<&str> = a
            .annotations
            .iter()
            .flatten()
            .map(|(n, _)| n.as_str())
            .collect();
        let parsed_only = ordered_columns(a)
            .into_iter()
            .map(|(n, _)| n)
            .filter(|n| a.annotation(n).is_none() && a.inherited.contains_key(*n));
        for name in annotated.iter().copied().chain(parsed_only) {
            if let Some(note) = a
                .annotation(name)
                .and_then(|e| str_of(e.get("note")))
                .filter(|n| !n.trim().is_empty())
            {
                notes.push(format!("- {name}: {}", one_line(note)));
            }
            for source in a.inherited_by(name) {
                let mut facts: Vec<String> = source
                    .note
                    .iter()
                    .filter(|n| !n.is_empty())
                    .map(|n| one_line(n))
                    .collect();
                facts.extend(
                    source
                        .values
                        .iter()
                        .map(|(v, n)| format!("{} = {}", literal(v), one_line(n))),
                );
                notes.push(format!(
                    "- {name} (from {}): {}",
                    source.source,
                    facts.join("; ")
                ));
            }
        }
    }
    if notes.is_empty() && description.is_none() {
        return Vec::new();
    }
    let mut lines = vec![plain("## Data dictionary")];
    if let Some(description) = description {
        lines.push(plain(""));
        lines.extend(description.trim_end().split('\n').map(plain));
    }
    if !notes.is_empty() {
        lines.push(plain(""));
        lines.extend(notes.into_iter().map(plain));
    }
    lines
}
