//! `get_diff` (§4.5): `diff.yaml` without events about edges a human rejected, its `changes`
//! paged in file order and narrowed by `table` (read from `table`, `source_table` and
//! `target_table` alike) and `kind`; every other key rides the first page whole.

use super::paged::{ListShape, Listed};
use super::{Answer, Request};
use dbprint_print::access::RootFile;
use dbprint_print::fault::{self, Fault};
use dbprint_print::views::artifacts::DIFF_FILE;
use dbprint_print::views::diff::without_rejected;
use dbprint_yaml::{Mapping, Value};

const TABLE_FIELDS: [&str; 3] = ["table", "source_table", "target_table"];

fn keeps(change: &Mapping, table: Option<&str>, kind: Option<&str>) -> bool {
    if kind.is_some_and(|k| change.get("kind").and_then(Value::as_str) != Some(k)) {
        return false;
    }
    table.is_none_or(|t| {
        TABLE_FIELDS
            .iter()
            .any(|f| change.get(f).and_then(Value::as_str) == Some(t))
    })
}

/// `get_diff`'s answer: the diff's keys but its changes, and the changes kept (edges a
/// human rejected left out, then the filters), in file order.
pub struct DiffListing {
    pub head: Vec<(String, Value)>,
    pub changes: Vec<Mapping>,
}

impl Listed for DiffListing {
    fn list(&self) -> (&str, ListShape) {
        ("changes", ListShape::Seq)
    }

    fn head(&self) -> Vec<(String, Value)> {
        self.head.clone()
    }

    fn count(&self) -> usize {
        self.changes.len()
    }

    fn item(&self, i: usize) -> Result<(String, Value), Fault> {
        let change = self.changes.get(i).cloned().map_or(Value::Null, Value::Map);
        Ok((i.to_string(), change))
    }
}

/// What `get_diff` is asked beside its connection and cursor.
#[derive(serde::Deserialize)]
struct Arguments {
    table: Option<String>,
    kind: Option<String>,
}

pub fn run<'r>(req: &'r Request) -> Result<Answer<'r>, Fault> {
    let conn = req.connection()?;
    let file = req.reading.root_file(conn, DIFF_FILE);
    let no_diff = || fault::no_diff(&file.path().display().to_string());
    let RootFile::Inside(path) = &file else {
        return Err(no_diff());
    };
    let doc = req.reading.parsed(path, no_diff)?;
    let Some(doc) = doc.as_map() else {
        return Ok(Answer::Empty);
    };
    let manifest = req.reading.usable_manifest(conn);
    let shown = without_rejected(&req.reading, manifest.as_deref(), doc);
    let Arguments { table, kind } = req.arguments()?;
    let changes = (shown.changes.iter().copied())
        .filter(|c| keeps(c, table.as_deref(), kind.as_deref()))
        .cloned()
        .collect();
    let head = (shown.head().into_iter())
        .map(|(k, v)| (k.to_string(), v.clone()))
        .collect();
    Ok(Answer::Diff(DiffListing { head, changes }))
}

#[cfg(test)]
mod tests {
    use super::keeps;

    #[test]
    fn table_filter_reads_relationship_sides_spec_4_5() {
        let change =
            dbprint_yaml::parse("{kind: relationship_added, source_table: a.b, target_table: a.c}")
                .unwrap()
                .as_map()
                .unwrap()
                .clone();
        assert!(keeps(&change, Some("a.c"), None));
        assert!(keeps(&change, Some("a.b"), Some("relationship_added")));
        assert!(!keeps(&change, Some("a.b"), Some("column_added")));
        assert!(!keeps(&change, Some("a.z"), None));
    }
}
