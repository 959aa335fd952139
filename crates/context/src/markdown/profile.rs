//! The profile purpose's sections (§4.1) in page order: header, connection notes, DDL,
//! description, annotations, the column tables (or a catalog-only object's column list), the
//! blocks a run lost or had switched off, null patterns, relationships, and column parts.

use super::spelling::{literal, one_line};
use super::{IDENTITY_SECTION, block, block_of, cardinality, header, joins, query, str_of};
use crate::artifacts::TableArtifacts;
use crate::{Options, Section};
use dbprint_yaml::{Mapping, Value};

pub fn sections(a: &TableArtifacts, options: &Options) -> Vec<Section> {
    let stats = options.include_stats && a.statistics.as_deref().is_some_and(|s| !s.is_empty());
    let mut out = vec![Section {
        name: IDENTITY_SECTION,
        lines: header::profile(a, stats),
    }];
    if options.include_annotations
        && let Some(notes) = a.connection_notes.as_deref()
    {
        out.push(block(
            "connection_notes",
            &format!("## Connection notes\n\n{notes}"),
        ));
    }
    out.push(block("ddl", &query::ddl(a)));
    if options.include_description
        && let Some(description) = a.description.as_deref().filter(|d| !d.is_empty())
    {
        out.push(block(
            "description",
            &format!("## Description\n\n{}", description.trim_end()),
        ));
    }
    if options.include_annotations
        && let Some(text) = annotations(a)
    {
        out.push(block("annotations", &text));
    }
    if stats {
        if block_of(a, "catalog_only") == Some(&Value::Bool(true)) {
            out.push(block("columns", &cardinality::catalog_only(a)));
        } else {
            if let Some(text) = cardinality::unmeasured(a) {
                out.push(block("unmeasured", &text));
            }
            if let Some(text) = cardinality::disabled(a) {
                out.push(block("disabled", &text));
            }
            if let Some(text) = cardinality::physical_layout(a) {
                out.push(block("physical_layout", &text));
            }
            out.push(Section {
                name: "cardinality",
                lines: cardinality::table(a),
            });
            let patterns = cardinality::null_patterns(a);
            if !patterns.is_empty() {
                out.push(Section {
                    name: "null_patterns",
                    lines: patterns,
                });
            }
        }
    }
    if options.include_relationships && a.relationships.as_deref().is_some_and(|r| !r.is_empty()) {
        out.push(Section {
            name: "relationships",
            lines: joins::relationships(a),
        });
    }
    if stats {
        let parts = cardinality::parts(a);
        if !parts.is_empty() {
            out.push(Section {
                name: "parts",
                lines: parts,
            });
        }
    }
    out
}

/// Whether an annotation entry renders anything: a note, a claim or a value note.
fn has_content(entry: &Mapping) -> bool {
    str_of(entry.get("note")).is_some_and(|n| !n.trim().is_empty())
        || entry
            .get("claims")
            .and_then(Value::as_map)
            .is_some_and(|c| !c.is_empty())
        || !super::value_notes(Some(entry)).is_empty()
}

/// The `## Annotations` section: each column's note, claims and value notes.
fn annotations(a: &TableArtifacts) -> Option<String> {
    let entries: Vec<(&String, &Mapping)> = a
        .annotations
        .iter()
        .flatten()
        .filter(|(_, e)| has_content(e))
        .collect();
    if entries.is_empty() {
        return None;
    }
    let mut lines = vec!["## Annotations".to_string()];
    for (name, entry) in entries {
        match str_of(entry.get("note")).filter(|n| !n.trim().is_empty()) {
            Some(note) => lines.push(format!("- **{name}**: {}", note.trim())),
            None => lines.push(format!("- **{name}**")),
        }
        if let Some(claims) = entry
            .get("claims")
            .and_then(Value::as_map)
            .filter(|c| !c.is_empty())
        {
            let rendered: Vec<String> = claims
                .iter()
                .map(|(stat, predicate)| {
                    format!(
                        "{}: {}",
                        super::spelling::value_key(stat),
                        dbprint_yaml::json::to_json_compact(predicate)
                    )
                })
                .collect();
            lines.push(format!("  - claims: {}", rendered.join(", ")));
        }
        for value in super::maps(entry.get("values")) {
            if let Some(note) = str_of(value.get("note")).filter(|n| !n.trim().is_empty()) {
                lines.push(format!(
                    "  - {}: {}",
                    literal(value.get("value").unwrap_or(&Value::Null)),
                    one_line(note)
                ));
            }
        }
    }
    Some(lines.join("\n"))
}
