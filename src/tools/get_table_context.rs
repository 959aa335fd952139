//! `get_table_context` (§4.1): one table's context for a purpose, as Markdown sections paged
//! with a legend per page, or as the structured object (json, yaml) paged section by section:
//! the identity fields on the first page, then each section whole, `statistics.columns` and
//! the per-column sections (`annotations`, `values`, `dictionary`) a column at a time, so the
//! pages merged key by key are the whole object. The cursor pins every file the reply read.

use super::Request;
use crate::context::artifacts::TableArtifacts;
use crate::context::{Options, Purpose, load, markdown, structured};
use crate::fault::{self, Fault};
use crate::reply::{Block, Source, Unit, Wire, legend_page, page};
use crate::yaml::{Mapping, Value};

/// Sections sent a column at a time.
const PER_COLUMN: [&str; 3] = ["annotations", "values", "dictionary"];

/// Where a unit goes in the reply: an identity field, or a path into the object.
#[derive(Debug, Clone, PartialEq)]
enum Place {
    Head(String),
    Path(Vec<String>),
}

fn options(req: &Request) -> Options {
    let on = |key: &str| !matches!(req.args.get(key), Some(serde_json::Value::Bool(false)));
    Options {
        purpose: match req.str_arg("purpose") {
            Some("query") => Purpose::Query,
            _ => Purpose::Profile,
        },
        include_stats: on("include_stats"),
        include_relationships: on("include_relationships"),
        include_description: on("include_description"),
        include_annotations: on("include_annotations"),
    }
}

/// The object's sections as units: a section whole, or a column at a time.
fn units(candidates: Vec<(String, Value)>) -> Vec<(Place, Value)> {
    let mut out = Vec::new();
    for (name, value) in candidates {
        let path = |rest: &[&str]| {
            let mut p = vec![name.clone()];
            p.extend(rest.iter().map(|s| s.to_string()));
            Place::Path(p)
        };
        match &value {
            Value::Map(stats) if name == "statistics" => {
                let columns = stats
                    .get("columns")
                    .and_then(Value::as_map)
                    .filter(|c| !c.is_empty());
                let Some(columns) = columns else {
                    out.push((path(&[]), value.clone()));
                    continue;
                };
                let mut rest = Mapping::new();
                for (k, v) in stats.iter().filter(|(k, _)| k.as_str() != Some("columns")) {
                    rest.insert(k.clone(), v.clone());
                }
                out.push((path(&[]), Value::Map(rest)));
                for (column, v) in columns.iter() {
                    let column = column.as_str().unwrap_or_default();
                    out.push((path(&["columns", column]), v.clone()));
                }
            }
            Value::Map(per) if PER_COLUMN.contains(&name.as_str()) && !per.is_empty() => {
                for (column, v) in per.iter() {
                    out.push((path(&[column.as_str().unwrap_or_default()]), v.clone()));
                }
            }
            _ => out.push((path(&[]), value)),
        }
    }
    out
}

/// Sets `value` at `path` under `reply`, merging a mapping into one already there.
fn place(reply: &mut Mapping, path: &[String], value: Value) {
    let Some((last, parents)) = path.split_last() else {
        return;
    };
    let mut target = reply;
    for key in parents {
        if !matches!(target.get(key), Some(Value::Map(_))) {
            target.insert(Value::str(key.clone()), Value::Map(Mapping::new()));
        }
        let Some(Value::Map(next)) = target.get_mut(key) else {
            return;
        };
        target = next;
    }
    match (target.get_mut(last), value) {
        (Some(Value::Map(held)), Value::Map(more)) => {
            for (k, v) in more.iter() {
                held.insert(k.clone(), v.clone());
            }
        }
        (_, value) => target.insert(Value::str(last.clone()), value),
    }
}

fn structured_page(
    req: &Request,
    a: &TableArtifacts,
    options: &Options,
    wire: Wire,
) -> Result<String, Fault> {
    let (header, candidates) = structured::structured(a, options);
    let mut all: Vec<(Place, Value)> = header
        .into_iter()
        .map(|(k, v)| (Place::Head(k), v))
        .collect();
    all.extend(units(candidates));
    let item = |i: usize| all.get(i).cloned();
    let source = Source {
        len: all.len(),
        item: &item,
    };
    let render = |units: &[Unit<Place>], next: Option<&str>| {
        let mut reply = Mapping::new();
        for unit in units.iter().filter(|u| matches!(u.key(), Place::Head(_))) {
            if let Place::Head(name) = unit.key() {
                reply.insert(Value::str(name.clone()), unit.value());
            }
        }
        for unit in units {
            if let Place::Path(path) = unit.key() {
                place(&mut reply, path, unit.value());
            }
        }
        wire.text(reply, next)
    };
    let call = req.call();
    Ok(page(&call, &source, &render, req.cursor())?.text)
}

fn markdown_page(req: &Request, a: &TableArtifacts, options: &Options) -> Result<String, Fault> {
    let blocks: Vec<Block> = markdown::sections(a, options)
        .into_iter()
        .map(|section| Block {
            text: section
                .lines
                .iter()
                .map(|l| l.text.as_str())
                .collect::<Vec<_>>()
                .join("\n"),
            terms: section.lines.into_iter().map(|l| l.terms).collect(),
        })
        .collect();
    legend_page(&req.call(), &blocks, req.cursor(), &markdown::legend)
}

pub fn run(req: &Request) -> Result<String, Fault> {
    let conn = req.connection()?;
    let fqn = req.str_arg("table").unwrap_or_default();
    if req.reading.manifest_or_fault(conn)?.is_none() {
        return Err(fault::unknown_table(fqn, &conn.name));
    }
    let table = req.reading.table(conn, fqn)?;
    let artifacts = load::load(&req.reading, conn, &table);
    let options = options(req);
    match req.str_arg("format") {
        Some("json") => structured_page(req, &artifacts, &options, Wire::Json),
        Some("yaml") => structured_page(req, &artifacts, &options, Wire::Yaml),
        _ => markdown_page(req, &artifacts, &options),
    }
}
