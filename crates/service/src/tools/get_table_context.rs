//! `get_table_context` (§4.1): one table's context for a purpose, answered as Markdown
//! sections (paged with a legend per page) or as the structured object (json, yaml; paged a
//! unit at a time, `context::units`). What a table renders to is kept per purpose and
//! switches while its files are unchanged, and so is how it is cut into pages (the Markdown
//! document's pages, a unit's parts), so a later page costs that page. The cursor pins every
//! file read.

use std::borrow::Cow;
use std::sync::Arc;

use super::{Answer, Request, Whole};
use dbprint_base::budget::Held;
use dbprint_context::units::{Place, nest, units};
use dbprint_context::{Options, Purpose, load, markdown, structured};
use dbprint_pager::{
    Block, Call, Cut, Cuts, LegendPages, Position, Source, Unit, Wire, marker_width, page,
};
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
pub enum Context<'r> {
    /// The sections cut into pages, each with the legend terms of its lines, paged with a
    /// legend per page.
    Markdown(Arc<LegendPages>),
    /// The object's units, written as `wire` (JSON or YAML), paged a unit at a time; the cuts
    /// of units too large for a page kept in `cuts`.
    Object {
        units: Arc<Units>,
        wire: Wire,
        cuts: UnitCuts<'r>,
    },
}

/// Where the cuts of one rendered object's units are kept: the state's, under the object's
/// version, its key and how it is written.
pub struct UnitCuts<'r> {
    held: &'r Held<String, Arc<Cut>>,
    prefix: String,
}

impl Cuts for UnitCuts<'_> {
    fn cut(&self, index: usize, make: &dyn Fn() -> Cut) -> Arc<Cut> {
        let key = format!("{}/{index}", self.prefix);
        if let Some(cut) = self.held.get(&key) {
            return cut;
        }
        let cut = Arc::new(make());
        self.held.insert(key, Arc::clone(&cut), cut.bytes());
        cut
    }
}

/// What the context of a table renders to as a structured object, kept per purpose.
type Units = Built<Result<Vec<(Place, Value)>, Fault>>;

impl Context<'_> {
    /// The object's units; the build's fault when it failed (an answer holds only builds that
    /// did not).
    fn units(units: &Units) -> Result<&[(Place, Value)], Fault> {
        units.value.as_deref().map_err(Fault::clone)
    }

    /// The page `cursor` names.
    pub fn page(&self, call: &Call, cursor: Option<&str>) -> Result<String, Fault> {
        match self {
            Context::Markdown(pages) => pages.page(call, cursor, &markdown::legend),
            Context::Object { units, wire, cuts } => {
                let all = Context::units(units)?;
                let item = |i: usize| {
                    Ok(all
                        .get(i)
                        .map(|(place, v)| (place.clone(), Cow::Borrowed(v))))
                };
                let placeholder = call.cursor(Position::default()).len();
                let cuts = UnitCuts {
                    held: cuts.held,
                    prefix: format!("{}/{placeholder}", cuts.prefix),
                };
                let source = Source {
                    len: all.len(),
                    item: &item,
                    cuts: Some(&cuts),
                };
                let render = |units: &[Unit<Place>], next: Option<&str>| {
                    let placed = units.iter().map(|unit| (unit.key(), unit.value()));
                    wire.text(object(placed), next)
                };
                Ok(page(call, &source, &render, cursor)?.text)
            }
        }
    }

    /// The whole context, unpaged: the Markdown document with one legend, or the object.
    pub fn whole(&self) -> Result<Whole, Fault> {
        match self {
            Context::Markdown(pages) => Ok(Whole::Markdown(pages.whole(&markdown::legend))),
            Context::Object { units, .. } => {
                let units = Context::units(units)?;
                let placed = units.iter().map(|(place, value)| (place, value.clone()));
                Ok(Whole::Value(Value::Map(object(placed))))
            }
        }
    }
}

/// The object holding `units` (each value where its place puts it): its header keys first,
/// then each unit at its path.
fn object<'p>(units: impl Iterator<Item = (&'p Place, Value)>) -> Mapping {
    let mut reply = Mapping::new();
    let mut paths = Vec::new();
    for (place, value) in units {
        match place {
            Place::Head(name) => reply.insert(Value::str(name.clone()), value),
            Place::Path(path) => paths.push((path, value)),
        }
    }
    for (path, value) in paths {
        nest(&mut reply, path, value);
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

/// The Markdown sections of `table` cut into pages for `call`'s marker: cut once per version
/// of the sections and kept under the budget.
fn markdown_pages(
    req: &Request,
    table: &Table,
    conn: &Connection,
    options: &Options,
) -> Result<Arc<LegendPages>, Fault> {
    let key = key(table, options, conn);
    let built = req.reading.derived(
        &req.state.context_sections,
        &key,
        &[&table.manifest.path],
        |r| load::load(r, conn, table).map(|artifacts| markdown::sections(&artifacts, options)),
    );
    let sections = built.value.as_ref().map_err(Fault::clone)?;
    let marker = marker_width(&req.call());
    let held = &req.state.context_pages;
    let pages_key = format!("{}/{key}/{marker}", built.digest);
    if let Some(pages) = held.get(&pages_key) {
        return Ok(pages);
    }
    let blocks: Vec<Block> = (sections.iter())
        .map(|section| Block {
            text: (section.lines.iter())
                .map(|l| l.text.as_str())
                .collect::<Vec<_>>()
                .join("\n"),
            terms: section.lines.iter().map(|l| l.terms.clone()).collect(),
        })
        .collect();
    let pages = Arc::new(LegendPages::cut(&blocks, &markdown::legend, marker));
    held.insert(pages_key, Arc::clone(&pages), pages.bytes());
    Ok(pages)
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
            let pages = markdown_pages(req, &table, conn, &options)?;
            return Ok(Answer::Context(Context::Markdown(pages)));
        }
    };
    let units = structured(req, &table, conn, &options);
    Context::units(&units)?;
    let cuts = UnitCuts {
        held: &req.state.context_cuts,
        prefix: format!("{}/{}/{wire:?}", units.digest, key(&table, &options, conn)),
    };
    Ok(Answer::Context(Context::Object { units, wire, cuts }))
}
