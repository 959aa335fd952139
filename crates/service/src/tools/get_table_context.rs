//! `get_table_context` (§4.1): one table's context for a purpose, answered as Markdown
//! sections (paged with a legend per page) or as the structured object (json, yaml; paged a
//! unit at a time, `context::units`). What a table renders to is kept per purpose and switches while its
//! files are unchanged, so a later page costs that page. The cursor pins every file read.

use std::borrow::Cow;
use std::sync::Arc;

use super::{Answer, Request, Whole};
use dbprint_context::units::{Place, nest, units};
use dbprint_context::{Options, Purpose, load, markdown, structured};
use dbprint_pager::{Block, Call, Source, Unit, Wire, legend_page, legend_whole, page};
use dbprint_print::access::Table;
use dbprint_print::config::Connection;
use dbprint_print::fault::{self, Fault};
use dbprint_print::store::Built;
use dbprint_yaml::{Mapping, Value};

/// The switches `get_table_context` is asked (each on unless given `false`; `purpose`
/// arrives case-folded).
#[derive(serde::Deserialize)]
struct Switches {
    purpose: Option<String>,
    include_stats: Option<bool>,
    include_relationships: Option<bool>,
    include_description: Option<bool>,
    include_annotations: Option<bool>,
}

fn options(req: &Request) -> Result<Options, Fault> {
    let asked: Switches = req.arguments()?;
    let on = |switch: Option<bool>| switch != Some(false);
    Ok(Options {
        purpose: match asked.purpose.as_deref() {
            Some("query") => Purpose::Query,
            _ => Purpose::Profile,
        },
        include_stats: on(asked.include_stats),
        include_relationships: on(asked.include_relationships),
        include_description: on(asked.include_description),
        include_annotations: on(asked.include_annotations),
    })
}

/// What a table's rendered context is kept under: the table and every switch that shapes it.
fn key(table: &Table, options: &Options, conn: &Connection) -> String {
    format!("{}/{}/{options:?}", conn.name, table.entry().fqn)
}

/// A table's rendered context: Markdown sections, or the structured object as units.
pub enum Context {
    /// Sections, each with the legend terms of its lines, paged with a legend per page.
    Markdown(Vec<Block>),
    /// The object's units, written as `wire` (JSON or YAML), paged a unit at a time.
    Object { units: Arc<Units>, wire: Wire },
}

/// What the context of a table renders to as a structured object, kept per purpose.
type Units = Built<Result<Vec<(Place, Value)>, Fault>>;

impl Context {
    /// The object's units; the build's fault when it failed (an answer holds only builds that
    /// did not).
    fn units(units: &Units) -> Result<&[(Place, Value)], Fault> {
        units.value.as_deref().map_err(Fault::clone)
    }

    /// The page `cursor` names.
    pub fn page(&self, call: &Call, cursor: Option<&str>) -> Result<String, Fault> {
        match self {
            Context::Markdown(blocks) => legend_page(call, blocks, cursor, &markdown::legend),
            Context::Object { units, wire } => {
                let all = Context::units(units)?;
                let item = |i: usize| {
                    Ok(all
                        .get(i)
                        .map(|(place, v)| (place.clone(), Cow::Borrowed(v))))
                };
                let source = Source {
                    len: all.len(),
                    item: &item,
                };
                let render =
                    |units: &[Unit<Place>], next: Option<&str>| wire.text(object(units), next);
                Ok(page(call, &source, &render, cursor)?.text)
            }
        }
    }

    /// The whole context, unpaged: the Markdown document with one legend, or the object.
    pub fn whole(&self) -> Result<Whole, Fault> {
        match self {
            Context::Markdown(blocks) => {
                Ok(Whole::Markdown(legend_whole(blocks, &markdown::legend)))
            }
            Context::Object { units, .. } => {
                let units: Vec<Unit<Place>> = (Context::units(units)?.iter())
                    .map(|(place, value)| Unit::Whole(place.clone(), value.clone()))
                    .collect();
                Ok(Whole::Value(Value::Map(object(&units))))
            }
        }
    }
}

/// The object holding `units`: its header keys first, then each unit at its path.
fn object(units: &[Unit<Place>]) -> Mapping {
    let mut reply = Mapping::new();
    for unit in units {
        if let Place::Head(name) = unit.key() {
            reply.insert(Value::str(name.clone()), unit.value());
        }
    }
    for unit in units {
        if let Place::Path(path) = unit.key() {
            nest(&mut reply, path, unit.value());
        }
    }
    reply
}

fn structured(req: &Request, table: &Table, conn: &Connection, options: &Options) -> Arc<Units> {
    req.reading.derived(
        &req.state.context_objects,
        &key(table, options, conn),
        &[&table.manifest.path],
        |r| {
            let artifacts = load::load(r, conn, table)?;
            let (header, sections) = structured::structured(&artifacts, options);
            Ok(units(header, sections))
        },
    )
}

fn markdown_blocks(
    req: &Request,
    table: &Table,
    conn: &Connection,
    options: &Options,
) -> Result<Vec<Block>, Fault> {
    let built = req.reading.derived(
        &req.state.context_sections,
        &key(table, options, conn),
        &[&table.manifest.path],
        |r| load::load(r, conn, table).map(|artifacts| markdown::sections(&artifacts, options)),
    );
    let sections = built.value.as_ref().map_err(Fault::clone)?;
    Ok(sections
        .iter()
        .map(|section| Block {
            text: (section.lines.iter())
                .map(|l| l.text.as_str())
                .collect::<Vec<_>>()
                .join("\n"),
            terms: section.lines.iter().map(|l| l.terms.clone()).collect(),
        })
        .collect())
}

/// What `get_table_context` is asked beside its switches and cursor (`format` and `purpose`
/// arrive case-folded).
#[derive(serde::Deserialize)]
struct Arguments {
    table: String,
    format: Option<String>,
}

pub fn run<'r>(req: &'r Request) -> Result<Answer<'r>, Fault> {
    let conn = req.connection()?;
    let Arguments { table, format } = req.arguments()?;
    let fqn = table.as_str();
    if req.reading.manifest_or_fault(conn)?.is_none() {
        return Err(fault::unknown_table(fqn, &conn.name));
    }
    let table = req.reading.table(conn, fqn)?;
    let options = options(req)?;
    let wire = match format.as_deref() {
        Some("json") => Wire::Json,
        Some("yaml") => Wire::Yaml,
        _ => {
            let blocks = markdown_blocks(req, &table, conn, &options)?;
            return Ok(Answer::Context(Context::Markdown(blocks)));
        }
    };
    let units = structured(req, &table, conn, &options);
    Context::units(&units)?;
    Ok(Answer::Context(Context::Object { units, wire }))
}
