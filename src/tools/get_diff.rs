//! `get_diff` (§4.5): `diff.yaml` without events about edges a human rejected, its `changes`
//! paged in file order and narrowed by `table` (read from `table`, `source_table` and
//! `target_table` alike) and `kind`; every other key rides the first page whole.

use serde_json::{Map, Value as Json};

use super::paged::{ListReply, ListShape, no_extras};
use super::{Request, str_arg};
use crate::fault::{self, Fault};
use crate::paths::contained;
use crate::print::artifacts::DIFF_FILE;
use crate::print::diff::without_rejected;
use crate::print::manifest::ManifestRead;
use crate::store::ReadError;
use crate::yaml::{Mapping, Value};

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

pub fn run(req: &Request, args: &Map<String, Json>) -> Result<Value, Fault> {
    let conn = req.connection(args)?;
    let path = conn.print_root.join(DIFF_FILE);
    let shown_path = path.display().to_string();
    if !path.is_file() || !contained(&conn.print_root, &path) {
        return Err(fault::no_diff(&shown_path));
    }
    let doc = match req.state.store.yaml(&path) {
        Ok(doc) => doc,
        Err(ReadError::Missing) => return Err(fault::no_diff(&shown_path)),
        Err(ReadError::Parse(why) | ReadError::Unreadable(why)) => {
            return Err(fault::yaml_parse_error(&shown_path, &why));
        }
    };
    let Some(doc) = doc.as_map() else {
        return Ok(Value::Map(Mapping::new()));
    };
    let manifest = match req.state.manifest(conn) {
        ManifestRead::Ok(m) => Some(m),
        _ => None,
    };
    let shown = without_rejected(&req.state.store, manifest.as_deref(), doc);
    let (table, kind) = (str_arg(args, "table"), str_arg(args, "kind"));
    let kept: Vec<&Mapping> = shown
        .changes
        .iter()
        .filter(|c| keeps(c, table, kind))
        .collect();
    let item = |i: usize| (i.to_string(), Value::Map(kept[i].clone()));
    let head: Vec<(String, Value)> = shown
        .doc
        .iter()
        .filter_map(|(k, v)| {
            let key = k.as_str()?;
            (key != "changes").then(|| (key.to_string(), v.clone()))
        })
        .collect();
    let mut files = vec![path];
    files.extend(shown.consulted);
    let call = req.call("get_diff", args, &files);
    ListReply {
        list_key: "changes",
        shape: ListShape::Seq,
        head,
        total: kept.len(),
        count: kept.len(),
        item: &item,
        extras: &no_extras,
    }
    .page(&call, req.cursor(args))
}

#[cfg(test)]
mod tests {
    use super::keeps;

    #[test]
    fn table_filter_reads_relationship_sides_spec_4_5() {
        let change =
            crate::yaml::parse("{kind: relationship_added, source_table: a.b, target_table: a.c}")
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
