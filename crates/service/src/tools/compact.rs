//! `find_tables`' answer in its compact shape, the default: per table one line of evidence
//! grouped by the question's words (`building: name, 4 columns; street: street_name`), the
//! names of its best columns, the ranks of the listed tables it joins and, for a bridge, the
//! tables it joins (and, where its meaning raised it, its names close in meaning to the
//! question); across the answer, each value named and each join as one line. The full
//! evidence is behind `detail: true` (`find_tables`).

use super::found::{Across, FoundTable, rounded};
use super::paged::map;
use dbprint_discover::{Evidence, Place};
use dbprint_yaml::Value;

/// From how many columns one word matched the line counts them rather than naming them.
const COUNTED: usize = 3;

/// One word's places, in the order a reader wants them: the table's own name, its columns,
/// the values it stores, its description and notes.
#[derive(Default)]
struct Places {
    named: Vec<&'static str>,
    columns: Vec<String>,
    said: Vec<String>,
}

impl Places {
    fn line(&self) -> String {
        let mut parts: Vec<String> = self.named.iter().map(|p| p.to_string()).collect();
        match self.columns.len() {
            0 => {}
            n if n >= COUNTED => parts.push(format!("{n} columns")),
            _ => parts.extend(self.columns.iter().cloned()),
        }
        parts.extend(self.said.iter().cloned());
        parts.join(", ")
    }
}

fn add<T: PartialEq>(list: &mut Vec<T>, item: T) {
    if !list.contains(&item) {
        list.push(item);
    }
}

/// The evidence as one line, grouped by word in the order the words first matched.
pub fn evidence_line(evidence: &Evidence) -> String {
    let mut words: Vec<(&str, Places)> = Vec::new();
    for clue in &evidence.clues {
        let at = match words.iter().position(|(w, _)| *w == clue.word.as_str()) {
            Some(at) => at,
            None => {
                words.push((clue.word.as_str(), Places::default()));
                words.len() - 1
            }
        };
        let places = &mut words[at].1;
        match &clue.place {
            Place::Name => add(&mut places.named, "name"),
            Place::Schema => add(&mut places.named, "schema"),
            Place::Column { column, .. } => add(&mut places.columns, column.clone()),
            Place::Value { column, value, .. } => {
                add(&mut places.said, format!("{column} = {value}"));
            }
            Place::Description { .. } => add(&mut places.said, "description".to_string()),
            Place::Note { column } => add(&mut places.said, format!("note on {column}")),
        }
    }
    let mut lines: Vec<String> = (words.iter())
        .map(|(word, places)| format!("{word}: {}", places.line()))
        .collect();
    if !evidence.close_in_meaning.is_empty() {
        let near = evidence.close_in_meaning.join(", ");
        lines.push(format!("close in meaning: {near}"));
    }
    lines.join("; ")
}

/// One table, compactly.
pub fn table(table: &FoundTable, rank: usize) -> Value {
    let mut fields = vec![
        ("rank", Value::Int(rank as i64)),
        ("table", Value::str(table.table.as_str())),
        ("score", rounded(table.score)),
        ("row_count", table.row_count.clone()),
    ];
    if let Some(verdict) = &table.verdict {
        let kept = ["freshness", "threshold_error"];
        fields.extend(
            verdict
                .fields()
                .into_iter()
                .filter(|(k, _)| kept.contains(k)),
        );
    }
    fields.push(("evidence", Value::str(evidence_line(&table.evidence))));
    let columns = table.evidence.columns.iter();
    fields.push((
        "columns",
        Value::Seq(columns.map(|c| Value::str(c.column.as_str())).collect()),
    ));
    if !table.joins_with.is_empty() {
        let ranks = table.joins_with.iter().map(|&r| Value::Int(r as i64));
        fields.push(("joins_with", Value::Seq(ranks.collect())));
    }
    if !table.bridge.is_empty() {
        let between = table.bridge.iter().map(|t| Value::str(t.as_str()));
        fields.push(("bridge_between", Value::Seq(between.collect())));
    }
    if table.alike.0 > 0 {
        fields.push(("alike", Value::Int(table.alike.0 as i64)));
    }
    map(fields)
}

/// The values named and the joins, one line each.
pub fn across(across: &Across) -> [(String, Value); 2] {
    let named = across.named_values.iter().map(|n| {
        let first = n.stored_in.first().map_or("", String::as_str);
        let more = n.columns_storing_it.saturating_sub(1);
        let text = match more {
            0 => format!("{}: {first}", n.phrase),
            _ => format!("{}: {first} (+{more} more columns)", n.phrase),
        };
        Value::str(text)
    });
    let joins = across.joins.iter().map(|j| {
        let pairs = j.from_columns.iter().zip(&j.to_columns);
        let on: Vec<String> = pairs
            .map(|(a, b)| format!("{}.{a} = {}.{b}", j.from, j.to))
            .collect();
        let mut text = on.join(" AND ");
        if j.detection != "declared" {
            text.push_str(&format!(" ({})", j.detection));
        }
        Value::str(text)
    });
    [
        ("named_values".to_string(), Value::Seq(named.collect())),
        ("joins".to_string(), Value::Seq(joins.collect())),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use dbprint_discover::Clue;

    fn clue(word: &str, place: Place) -> Clue {
        Clue {
            word: word.to_string(),
            place,
        }
    }

    fn column(name: &str) -> Place {
        Place::Column {
            column: name.to_string(),
            sql_type: Some("VARCHAR".to_string()),
        }
    }

    #[test]
    fn evidence_groups_by_word_naming_few_columns_and_counting_many() {
        let evidence = Evidence {
            clues: vec![
                clue("building", Place::Name),
                clue("building", column("bldg_name")),
                clue("street", column("street_name")),
                clue("building", column("bldg_code")),
                clue("street", column("street_number")),
                clue("building", column("bldg_floor")),
                clue("building", column("bldg_wing")),
                clue(
                    "History",
                    Place::Value {
                        column: "dept_name".to_string(),
                        value: "History".to_string(),
                        matched: None,
                    },
                ),
                clue(
                    "street",
                    Place::Note {
                        column: "addr".to_string(),
                    },
                ),
            ],
            columns: Vec::new(),
            close_in_meaning: vec!["bldg_space".to_string()],
        };
        assert_eq!(
            evidence_line(&evidence),
            "building: name, 4 columns; street: street_name, street_number, note on addr; History: dept_name = History; close in meaning: bldg_space"
        );
    }
}
