//! `get_table_context` (§4.1): one table's context for a purpose, as Markdown sections paged
//! with a legend per page, or as the structured object (json, yaml) paged a unit at a time
//! (`context::units`). What a table renders to is kept per purpose and switches while its
//! files are unchanged, so a later page costs that page. The cursor pins every file read.

use super::Request;
use dbprint_context::units::{Place, nest, units};
use dbprint_context::{Options, Purpose, load, markdown, structured};
use dbprint_pager::{Block, Source, Unit, Wire, legend_page, page};
use dbprint_print::access::Table;
use dbprint_print::config::Connection;
use dbprint_print::fault::{self, Fault};
use dbprint_yaml::{Mapping, Value};

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

/// What a table's rendered context is kept under: the table and every switch that shapes it.
fn key(table: &Table, options: &Options, conn: &Connection) -> String {
    format!("{}/{}/{options:?}", conn.name, table.entry().fqn)
}

fn structured_page(
    req: &Request,
    table: &Table,
    conn: &Connection,
    options: &Options,
    wire: Wire,
) -> Result<String, Fault> {
    let state = req.state;
    let built = req.reading.derived(
        &state.context_objects,
        &key(table, options, conn),
        &[&table.manifest.path],
        |r| {
            let artifacts = load::load(r, conn, table)?;
            let (header, sections) = structured::structured(&artifacts, options);
            Ok(units(header, sections))
        },
    );
    let all = built.value.as_ref().map_err(Fault::clone)?;
    let item = |i: usize| Ok(all.get(i).cloned());
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
                nest(&mut reply, path, unit.value());
            }
        }
        wire.text(reply, next)
    };
    if req.whole {
        let units: Vec<Unit<Place>> = all
            .iter()
            .map(|(place, value)| Unit::Whole(place.clone(), value.clone()))
            .collect();
        return Ok(render(&units, None));
    }
    let call = req.call();
    Ok(page(&call, &source, &render, req.cursor())?.text)
}

fn markdown_page(
    req: &Request,
    table: &Table,
    conn: &Connection,
    options: &Options,
) -> Result<String, Fault> {
    let state = req.state;
    let built = req.reading.derived(
        &state.context_sections,
        &key(table, options, conn),
        &[&table.manifest.path],
        |r| load::load(r, conn, table).map(|artifacts| markdown::sections(&artifacts, options)),
    );
    let sections = built.value.as_ref().map_err(Fault::clone)?;
    let blocks: Vec<Block> = sections
        .iter()
        .cloned()
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

/// What `get_table_context` is asked beside its switches and cursor (`format` and `purpose`
/// arrive case-folded).
#[derive(serde::Deserialize)]
struct Arguments {
    table: String,
    format: Option<String>,
}

pub fn run(req: &Request) -> Result<String, Fault> {
    let conn = req.connection()?;
    let Arguments { table, format } = req.arguments()?;
    let fqn = table.as_str();
    if req.reading.manifest_or_fault(conn)?.is_none() {
        return Err(fault::unknown_table(fqn, &conn.name));
    }
    let table = req.reading.table(conn, fqn)?;
    let options = options(req);
    match format.as_deref() {
        Some("json") => structured_page(req, &table, conn, &options, Wire::Json),
        Some("yaml") => structured_page(req, &table, conn, &options, Wire::Yaml),
        _ => markdown_page(req, &table, conn, &options),
    }
}
