//! The edges humans added in `relationships.annotations.yaml` (format spec §2.7.2), shown on
//! both tables they join: an entry with no `verdict` and a whole address adds an edge with
//! `detection: annotated` to its author's `refers_to` and to its target's `referenced_by`;
//! an entry addressing an edge the print emitted only lends that edge its note.

use super::edges::{EdgeKey, edge_key, tuple_of};
use dbprint_base::lookup::Lookup;
use dbprint_yaml::python::truthy_field;
use dbprint_yaml::{Mapping, Value};

/// Every table's admitted `refers_to` annotation entries, by author FQN, sorted by FQN.
pub type Authored = Vec<(String, Vec<Mapping>)>;

/// Annotation field -> the field it fills on the author's side.
const OUTGOING: [(&str, &str); 5] = [
    ("column", "column"),
    ("path", "path"),
    ("target_table", "target_table"),
    ("target_column", "target_column"),
    ("target_path", "target_path"),
];

/// Annotation field -> the field it fills on the target's side.
const INCOMING: [(&str, &str); 4] = [
    ("target_column", "column"),
    ("target_path", "path"),
    ("column", "referencer_column"),
    ("path", "referencer_path"),
];

/// The entries that add (or annotate) an edge: no verdict, and a whole address.
pub fn adding(entries: &[Mapping]) -> impl Iterator<Item = &Mapping> {
    entries.iter().filter(|e| {
        !e.contains_key("verdict")
            && ["column", "target_table", "target_column"]
                .iter()
                .all(|k| truthy_field(e.get(k)))
    })
}

fn note_of(entry: &Mapping) -> Option<String> {
    match entry.get("note") {
        Some(Value::Str(note)) if !note.trim().is_empty() => Some(note.clone()),
        _ => None,
    }
}

fn annotated(
    entry: &Mapping,
    fields: &[(&str, &str)],
    author: Option<&str>,
    note: Option<&str>,
) -> Value {
    let mut edge = Mapping::new();
    if let Some(author) = author {
        edge.insert(Value::str("referencer_table"), Value::str(author));
    }
    for (from, to) in fields {
        if let Some(value) = entry.get(from) {
            edge.insert(Value::str(*to), value.clone());
        }
    }
    edge.insert(Value::str("detection"), Value::str("annotated"));
    if let Some(note) = note {
        edge.insert(Value::str("note"), Value::str(note));
    }
    Value::Map(edge)
}

/// Where a `referenced_by` row of `table` is addressed from its referencer's side.
fn incoming_address(row: &Mapping, table: &str) -> (Value, EdgeKey) {
    (
        row.get("referencer_table").cloned().unwrap_or(Value::Null),
        (
            tuple_of(row.get("referencer_column")),
            Value::str(table),
            tuple_of(row.get("column")),
        ),
    )
}

fn with_note(edge: &mut Value, note: Option<&str>) -> bool {
    match (edge, note) {
        (Value::Map(edge), Some(note)) => {
            edge.insert(Value::str("note"), Value::str(note));
            true
        }
        _ => false,
    }
}

/// `relationships` of `table` plus the edges humans added, on both sides; `None` when
/// nothing changes.
pub fn with_human_edges(
    relationships: &Mapping,
    authored: &Authored,
    table: &str,
) -> Option<Mapping> {
    let list = |key: &str| -> Vec<Value> {
        relationships
            .get(key)
            .and_then(Value::as_seq)
            .map(<[Value]>::to_vec)
            .unwrap_or_default()
    };
    let mut refers_to = list("refers_to");
    let mut referenced_by = list("referenced_by");
    // Only the emitted edges lend a note (the last of equal addresses, as a search from the
    // end finds it); an added one is added again for each entry. A note leaves an address
    // as it was, so the emitted edges are indexed once.
    let addressed = |edges: &[Value], address: &dyn Fn(&Mapping) -> (Value, EdgeKey)| {
        edges
            .iter()
            .enumerate()
            .filter_map(|(at, e)| Some((at, address(e.as_map()?))))
            .collect::<Vec<_>>()
    };
    let emitted_out = addressed(&refers_to, &|m| (Value::Null, edge_key(m)));
    let emitted_in = addressed(&referenced_by, &|m| incoming_address(m, table));
    let out_at = Lookup::last(emitted_out.iter().map(|(_, address)| address));
    let in_at = Lookup::last(emitted_in.iter().map(|(_, address)| address));
    let mut changed = false;
    for (author, entries) in authored {
        for entry in adding(entries) {
            let key = edge_key(entry);
            let note = note_of(entry);
            let note = note.as_deref();
            if author == table {
                let own = (Value::Null, key.clone());
                match out_at.position(&own).map(|p| emitted_out[p].0) {
                    Some(at) => changed |= with_note(&mut refers_to[at], note),
                    None => {
                        refers_to.push(annotated(entry, &OUTGOING, None, note));
                        changed = true;
                    }
                }
            }
            if key.1.as_str() != Some(table) {
                continue;
            }
            let address = (Value::str(author.clone()), key.clone());
            match in_at.position(&address).map(|p| emitted_in[p].0) {
                Some(at) => changed |= with_note(&mut referenced_by[at], note),
                None => {
                    referenced_by.push(annotated(entry, &INCOMING, Some(author), note));
                    changed = true;
                }
            }
        }
    }
    if !changed {
        return None;
    }
    let mut out = relationships.clone();
    out.insert(Value::str("refers_to"), Value::Seq(refers_to));
    out.insert(Value::str("referenced_by"), Value::Seq(referenced_by));
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn map(text: &str) -> Mapping {
        dbprint_yaml::parse(text).unwrap().as_map().unwrap().clone()
    }

    #[test]
    fn an_added_edge_shows_on_both_tables_as_annotated_spec_2_7_2() {
        let authored: Authored = vec![(
            "s.a".to_string(),
            vec![map(
                "{column: [b_id], target_table: s.b, target_column: [id], note: by hand}",
            )],
        )];
        let empty = map("{refers_to: [], referenced_by: []}");
        let a = with_human_edges(&empty, &authored, "s.a").unwrap();
        assert_eq!(
            a.get("refers_to"),
            Some(&dbprint_yaml::parse("[{column: [b_id], target_table: s.b, target_column: [id], detection: annotated, note: by hand}]").unwrap())
        );
        let b = with_human_edges(&empty, &authored, "s.b").unwrap();
        assert_eq!(
            b.get("referenced_by"),
            Some(&dbprint_yaml::parse("[{referencer_table: s.a, column: [id], referencer_column: [b_id], detection: annotated, note: by hand}]").unwrap())
        );
    }

    #[test]
    fn an_entry_on_an_emitted_edge_lends_it_its_note_only_spec_2_7_2() {
        let authored: Authored = vec![(
            "s.a".to_string(),
            vec![map(
                "{column: [b_id], target_table: s.b, target_column: [id], note: checked}",
            )],
        )];
        let emitted = map(
            "{refers_to: [{column: [b_id], target_table: s.b, target_column: [id], detection: declared}]}",
        );
        let shown = with_human_edges(&emitted, &authored, "s.a").unwrap();
        let edges = shown.get("refers_to").and_then(Value::as_seq).unwrap();
        assert_eq!(edges.len(), 1);
        assert_eq!(edges[0].get("note"), Some(&Value::str("checked")));
        assert_eq!(edges[0].get("detection"), Some(&Value::str("declared")));
    }

    #[test]
    fn verdicts_and_partial_addresses_add_nothing_spec_2_7_2() {
        let authored: Authored = vec![(
            "s.a".to_string(),
            vec![
                map("{column: [x], target_table: s.b, target_column: [id], verdict: rejected}"),
                map("{column: [], target_table: s.b, target_column: [id]}"),
            ],
        )];
        assert!(with_human_edges(&map("{refers_to: []}"), &authored, "s.a").is_none());
    }
}
