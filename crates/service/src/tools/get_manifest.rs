//! `get_manifest` (§4.4): the manifest document, its `tables` map paged in FQN order and
//! narrowed (with `failed_tables`) by a glob; every other key rides the first page whole.

use super::Request;
use super::paged::{ListReply, ListShape, no_extras};
use dbprint_base::fnmatch::Glob;
use dbprint_print::fault::Fault;
use dbprint_print::views::manifest::Entry;
use dbprint_yaml::Value;

pub fn run(req: &Request) -> Result<String, Fault> {
    let conn = req.connection()?;
    let manifest = req.reading.required_manifest(conn)?;
    let pattern = req.str_arg("pattern").map(Glob::new);
    let matches = |fqn: &str| pattern.as_ref().is_none_or(|g| g.matches(fqn));
    let matched: Vec<&Entry> = manifest.tables.iter().filter(|e| matches(&e.fqn)).collect();
    let item = |i: usize| {
        Ok((
            matched[i].fqn.clone(),
            Value::Map(matched[i].fields.clone()),
        ))
    };
    let mut head: Vec<(String, Value)> = manifest
        .doc
        .as_map()
        .map(|doc| {
            doc.iter()
                .filter_map(|(k, v)| {
                    let key = k.as_str()?;
                    (key != "tables" && key != "failed_tables")
                        .then(|| (key.to_string(), v.clone()))
                })
                .collect()
        })
        .unwrap_or_default();
    let failed: Vec<Value> = manifest
        .failed
        .iter()
        .filter(|f| matches(f))
        .map(|f| Value::str(f.clone()))
        .collect();
    if !failed.is_empty() {
        head.push(("failed_tables".to_string(), Value::Seq(failed)));
    }
    ListReply {
        list_key: "tables",
        shape: ListShape::Map,
        head,
        total: matched.len(),
        count: matched.len(),
        item: &item,
        extras: &no_extras,
    }
    .answer(req)
}
