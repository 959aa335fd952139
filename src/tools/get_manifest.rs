//! `get_manifest` (§4.4): the manifest document, its `tables` map paged in FQN order and
//! narrowed (with `failed_tables`) by a glob; every other key rides the first page whole.

use serde_json::{Map, Value as Json};

use super::paged::{ListReply, ListShape, no_extras};
use super::{Request, str_arg};
use crate::fault::{self, Fault};
use crate::fnmatch::Glob;
use crate::print::manifest::Entry;
use crate::yaml::Value;

pub fn run(req: &Request, args: &Map<String, Json>) -> Result<Value, Fault> {
    let conn = req.connection(args)?;
    let path = conn.manifest_path();
    let Some(manifest) = req.state.manifest_or_fault(conn)? else {
        return Err(fault::missing_file(
            "manifest.yaml",
            &path.display().to_string(),
        ));
    };
    let pattern = str_arg(args, "pattern").map(Glob::new);
    let matches = |fqn: &str| pattern.as_ref().is_none_or(|g| g.matches(fqn));
    let matched: Vec<&Entry> = manifest.tables.iter().filter(|e| matches(&e.fqn)).collect();
    let item = |i: usize| {
        (
            matched[i].fqn.clone(),
            Value::Map(matched[i].fields.clone()),
        )
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
    let call = req.call("get_manifest", args, &[path]);
    ListReply {
        list_key: "tables",
        shape: ListShape::Map,
        head,
        total: matched.len(),
        count: matched.len(),
        item: &item,
        extras: &no_extras,
    }
    .page(&call, req.cursor(args))
}
