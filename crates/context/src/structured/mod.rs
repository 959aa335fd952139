//! The structured object `format: "json"` and `"yaml"` carry (§4.1): the identity fields,
//! which ride the first page (§4.8), and the sections in page order for each purpose. Under
//! `profile` the artifacts as shown (statistics less each column's sketch); under `query` the
//! value table, the joins, the null shares no other section states, the data dictionary and
//! inherited notes. It owns the selection and order; its submodules own each computed part.

mod identity;
mod joins;
mod nulls;
mod values;

use std::collections::HashSet;

use indexmap::IndexMap;

use super::artifacts::{Inherited, TableArtifacts};
use super::{Options, Purpose};
use dbprint_print::views::statistics::TableStats;
use dbprint_yaml::python::{collapsed, noted};
use dbprint_yaml::{Mapping, Value};

/// Fields in the order they are written.
type Fields = Vec<(String, Value)>;

/// The identity fields (ride the first page) and the sections in page order.
pub fn structured(a: &TableArtifacts, options: &Options) -> (Fields, Fields) {
    let header = identity::identity(a, options.purpose);
    let sections = match options.purpose {
        Purpose::Profile => profile_sections(a, options),
        Purpose::Query => query_sections(a, options),
    };
    (header, sections)
}

/// The connection's notes, when annotations are included and it has any.
fn connection_notes(a: &TableArtifacts, options: &Options) -> Option<Value> {
    let notes = a.connection_notes.as_deref().filter(|n| !n.is_empty())?;
    options.include_annotations.then(|| Value::str(notes))
}

/// The statistics with each column's `sketch` removed.
fn stripped_statistics(statistics: &Mapping) -> Mapping {
    let Some(columns) = TableStats::new(statistics).columns() else {
        return statistics.clone();
    };
    let stripped: Mapping = columns
        .iter()
        .map(|(name, column)| {
            let column = match column {
                Value::Map(fields) => Value::Map(
                    fields
                        .iter()
                        .filter(|(key, _)| key.as_str() != Some("sketch"))
                        .map(|(k, v)| (k.clone(), v.clone()))
                        .collect(),
                ),
                other => other.clone(),
            };
            (name.clone(), column)
        })
        .collect();
    let mut stripped = Some(Value::Map(stripped));
    statistics
        .iter()
        .map(|(key, value)| {
            let value = match key.as_str() {
                Some("columns") => stripped.take().unwrap_or_else(|| value.clone()),
                _ => value.clone(),
            };
            (key.clone(), value)
        })
        .collect()
}

fn annotations_value(annotations: &IndexMap<String, Mapping>) -> Value {
    Value::Map(
        annotations
            .iter()
            .map(|(name, entry)| (Value::str(name.clone()), Value::Map(entry.clone())))
            .collect(),
    )
}

fn profile_sections(a: &TableArtifacts, options: &Options) -> Fields {
    let mut out: Fields = vec![("ddl".into(), Value::str(a.ddl.clone()))];
    if let Some(notes) = connection_notes(a, options) {
        out.push(("connection_notes".into(), notes));
    }
    if let Some(description) = a
        .description
        .as_ref()
        .filter(|_| options.include_description)
    {
        out.push(("description".into(), Value::str(description.clone())));
    }
    if options.include_annotations {
        if let Some(annotations) = a.annotations.as_ref().filter(|list| !list.is_empty()) {
            out.push(("annotations".into(), annotations_value(annotations)));
        }
        if let Some(grain) = a.annotated_grain.as_ref().filter(|g| !g.is_empty()) {
            out.push(("grain_annotations".into(), Value::Map(grain.clone())));
        }
    }
    if let Some(statistics) = a.statistics.as_deref().filter(|_| options.include_stats) {
        out.push((
            "statistics".into(),
            Value::Map(stripped_statistics(statistics)),
        ));
    }
    if options.include_relationships {
        if let Some(relationships) = &a.relationships {
            out.push(("relationships".into(), relationships.value().clone()));
        }
        if let Some(entries) = a
            .relationship_annotations
            .as_ref()
            .filter(|e| !e.is_empty())
        {
            let entries = entries.iter().map(|entry| Value::Map(entry.clone()));
            out.push((
                "relationship_annotations".into(),
                Value::Seq(entries.collect()),
            ));
        }
    }
    out
}

/// Column -> its own note, whitespace collapsed, for every annotation with one.
fn dictionary(a: &TableArtifacts) -> Mapping {
    a.annotations
        .iter()
        .flatten()
        .filter_map(|(name, entry)| {
            let note = noted(entry.get("note"))?;
            Some((Value::str(name.clone()), Value::str(collapsed(note))))
        })
        .collect()
}

fn inherited_value(sources: &[Inherited]) -> Value {
    let sources = sources.iter().map(|source| {
        let mut item = Mapping::new();
        item.insert(Value::str("source"), Value::str(source.source.clone()));
        if let Some(note) = &source.note {
            item.insert(Value::str("note"), Value::str(note.clone()));
        }
        if !source.values.is_empty() {
            let values = source.values.iter().map(|(value, note)| {
                let mut pair = Mapping::new();
                pair.insert(Value::str("value"), value.clone());
                pair.insert(Value::str("note"), Value::str(note.clone()));
                Value::Map(pair)
            });
            item.insert(Value::str("values"), Value::Seq(values.collect()));
        }
        Value::Map(item)
    });
    Value::Seq(sources.collect())
}

fn query_sections(a: &TableArtifacts, options: &Options) -> Fields {
    let mut out: Fields = vec![("ddl".into(), Value::str(a.ddl.clone()))];
    if let Some(notes) = connection_notes(a, options) {
        out.push(("connection_notes".into(), notes));
    }
    let values = values::values(a);
    let listed: HashSet<String> = values.iter().map(|(name, _)| name.clone()).collect();
    if !values.is_empty() {
        let blocks = values
            .into_iter()
            .map(|(name, block)| (Value::str(name), block));
        out.push(("values".into(), Value::Map(blocks.collect())));
    }
    let joined = if options.include_relationships {
        if a.relationships.is_some() {
            out.push(("joins".into(), joins::joins(a)));
        }
        joins::referencing_columns(a)
    } else {
        Vec::new()
    };
    let joined: HashSet<&str> = joined.iter().map(String::as_str).collect();
    let nulls: Mapping = nulls::null_rates(a.statistics.as_deref())
        .into_iter()
        .filter(|(name, _)| !listed.contains(name.as_str()) && !joined.contains(name.as_str()))
        .map(|(name, rate)| (Value::Str(name), rate))
        .collect();
    if !nulls.is_empty() {
        out.push(("nulls".into(), Value::Map(nulls)));
    }
    if options.include_annotations {
        let dictionary = dictionary(a);
        if !dictionary.is_empty() {
            out.push(("dictionary".into(), Value::Map(dictionary)));
        }
        if !a.inherited.is_empty() {
            let inherited = a
                .inherited
                .iter()
                .map(|(column, sources)| (Value::str(column.clone()), inherited_value(sources)));
            out.push(("inherited_notes".into(), Value::Map(inherited.collect())));
        }
    }
    if let Some(description) = a
        .description
        .as_ref()
        .filter(|_| options.include_description)
    {
        out.push(("description".into(), Value::str(description.clone())));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{map, options};
    use dbprint_yaml::parse;

    fn names(fields: &Fields) -> Vec<&str> {
        fields.iter().map(|(k, _)| k.as_str()).collect()
    }

    fn field<'a>(fields: &'a Fields, key: &str) -> Option<&'a Value> {
        fields.iter().find(|(k, _)| k == key).map(|(_, v)| v)
    }

    fn everything() -> TableArtifacts {
        TableArtifacts {
            fqn: "s.t".into(),
            table_type: "table".into(),
            ddl: "CREATE TABLE t ();".into(),
            connection_notes: Some("codes are ISO".into()),
            description: Some("Orders.".into()),
            statistics: Some(map(
                "row_count: 4\ncolumns:\n  k: {classification: categorical, null_count: 1, null_rate: 0.25, values: [{value: a, count: 3}], values_coverage: 1.0, sketch: xyz}\n  r: {classification: numeric, null_count: 1, null_rate: 0.25, sketch: abc}\n  o: {classification: numeric, null_count: 2, null_rate: 0.5}\n  n: {classification: numeric, null_count: 0, null_rate: 0.0, nullable: false}\n",
            ).into()),
            relationships: Some(map(
                "refers_to:\n- {column: [r], target_table: u, target_column: [id], detection: declared}\n",
            ).into()),
            annotations: Some(IndexMap::from([("k".into(), map("note: \"the\n  key\""))])),
            annotated_grain: Some(map("keys: [{columns: [k]}]")),
            relationship_annotations: Some(vec![map(
                "{column: [r], target_table: u, target_column: [id], note: x}",
            )]),
            inherited: IndexMap::from([(
                "o".into(),
                vec![Inherited {
                    source: "u.o".into(),
                    note: None,
                    values: vec![(Value::Int(1), "one".into())],
                }],
            )]),
            ..TableArtifacts::default()
        }
    }

    #[test]
    fn profile_carries_the_artifacts_in_page_order_spec_4_1() {
        let (_, sections) = structured(&everything(), &options(Purpose::Profile));
        assert_eq!(
            names(&sections),
            [
                "ddl",
                "connection_notes",
                "description",
                "annotations",
                "grain_annotations",
                "statistics",
                "relationships",
                "relationship_annotations"
            ]
        );
    }

    #[test]
    fn profile_statistics_omit_each_sketch_spec_4_1() {
        let (_, sections) = structured(&everything(), &options(Purpose::Profile));
        let columns = field(&sections, "statistics").and_then(|s| s.get("columns"));
        let columns = columns.and_then(Value::as_map).cloned().unwrap_or_default();
        assert_eq!(columns.len(), 4);
        assert!(columns.iter().all(|(_, c)| c.get("sketch").is_none()));
        assert!(
            columns
                .iter()
                .all(|(_, c)| c.get("classification").is_some())
        );
    }

    #[test]
    fn profile_includes_narrow_their_sections_spec_4_1() {
        let narrowed = Options {
            include_stats: false,
            include_relationships: false,
            include_description: false,
            include_annotations: false,
            ..options(Purpose::Profile)
        };
        let (_, sections) = structured(&everything(), &narrowed);
        assert_eq!(names(&sections), ["ddl"]);
    }

    #[test]
    fn query_carries_its_sections_in_page_order_spec_4_1() {
        let (_, sections) = structured(&everything(), &options(Purpose::Query));
        assert_eq!(
            names(&sections),
            [
                "ddl",
                "connection_notes",
                "values",
                "joins",
                "nulls",
                "dictionary",
                "inherited_notes",
                "description"
            ]
        );
        assert_eq!(
            field(&sections, "dictionary"),
            Some(&Value::Map(map("k: the key")))
        );
        assert_eq!(
            field(&sections, "inherited_notes"),
            Some(
                &parse("o: [{source: u.o, values: [{value: 1, note: one}]}]")
                    .unwrap_or(Value::Null)
            )
        );
    }

    #[test]
    fn nulls_holds_only_the_shares_no_other_section_states_spec_4_1() {
        let (_, sections) = structured(&everything(), &options(Purpose::Query));
        assert_eq!(field(&sections, "nulls"), Some(&Value::Map(map("o: 0.5"))));
        let unjoined = Options {
            include_relationships: false,
            ..options(Purpose::Query)
        };
        let (_, sections) = structured(&everything(), &unjoined);
        assert_eq!(field(&sections, "joins"), None);
        assert_eq!(
            field(&sections, "nulls"),
            Some(&Value::Map(map("r: 0.25\no: 0.5")))
        );
    }

    #[test]
    fn query_joins_are_absent_only_when_relationships_were_not_read_spec_4_1() {
        let a = TableArtifacts {
            relationships: None,
            ..everything()
        };
        let (_, sections) = structured(&a, &options(Purpose::Query));
        assert_eq!(field(&sections, "joins"), None);
    }
}
