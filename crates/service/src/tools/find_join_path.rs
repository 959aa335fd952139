//! `find_join_path` (beyond the reference): the join routes from one table to another
//! through the edges of the print (emitted less those a person rejected, plus those people
//! added), answered from the compiled index's join graph: cheapest first (each route's
//! `cost`: a hop each, half a hop more for an edge found rather than declared, more for
//! passing through a hub table everything joins; `dbprint_index::Cost`), then the fewest rows
//! one row of `from` becomes, each hop with its columns, detection, note, the key's null
//! share and the measured fan-out, and a `FROM … JOIN … ON …` clause ready to paste. The
//! tables are named as SQL writes them (`table_name`: a unique trailing part of the FQN, in
//! any case when the exact spelling is absent); an ambiguous name is refused listing its
//! tables. With no route, the reply says why: the two tables sit in different components
//! (each named, with its size), or the nearest route takes more hops than `max_hops`; edges
//! that narrow a column by a key path, which no route walks, are named there when they touch
//! either component. Tables whose edge files do not read are named (`unreadable_edges`):
//! their edges are missing from every route.

use super::Request;
use super::paged::{ListReply, ListShape, map, no_extras};
use crate::sql_names::{alias_for, quoted_fqn, quoted_identifier};
use dbprint_index::{ArchivedEdgeRecord, Compiled, Link, Route};
use dbprint_print::access::table_name;
use dbprint_print::config::Connection;
use dbprint_print::fault::{self, Fault};
use dbprint_yaml::Value;

/// How many routes a reply lists at most.
pub const MAX_ROUTES: usize = 10;
/// `max_hops` when the call gives none.
pub const DEFAULT_MAX_HOPS: u32 = 4;
/// How many tables of a component a no-route reply names.
const COMPONENT_SAMPLE: usize = 10;

/// A call's answer, before paging: its header and its routes.
pub struct JoinPaths {
    pub head: Vec<(String, Value)>,
    pub routes: Vec<Value>,
}

fn strings(items: impl IntoIterator<Item = impl AsRef<str>>) -> Value {
    Value::Seq(items.into_iter().map(|s| Value::str(s.as_ref())).collect())
}

fn number(value: Option<f64>) -> Value {
    value.map_or(Value::Null, Value::Float)
}

/// A count the print wrote as an integer and the archive keeps as a float.
fn count(value: Option<f64>) -> Value {
    match value {
        Some(v) if v.fract() == 0.0 && v.abs() < 9.0e15 => Value::Int(v as i64),
        other => number(other),
    }
}

/// The FQN the table name `asked` names (`table_name`) and its share: the manifest's fault
/// for a table it does not hold, the ambiguity for a name several tables end.
fn place(
    req: &Request,
    conn: &Connection,
    index: &Compiled,
    asked: &str,
) -> Result<(usize, String), Fault> {
    let fqn = table_name::fqn(&req.reading, conn, asked)?;
    match index.share_of(&fqn) {
        Some(share) => Ok((share, fqn)),
        None => Err(fault::unknown_table(&fqn, &conn.name)),
    }
}

/// One hop as the reply shows it.
fn hop(index: &Compiled, from: usize, link: &Link, edge: &ArchivedEdgeRecord) -> Value {
    let referencing = index.share(link.share as usize).fqn.as_str();
    let columns: Vec<&str> = edge.columns.iter().map(|c| c.as_str()).collect();
    let targets: Vec<&str> = edge.target_columns.iter().map(|c| c.as_str()).collect();
    let (from_columns, to_columns) = if link.toward_target {
        (&columns, &targets)
    } else {
        (&targets, &columns)
    };
    let mut fields = vec![
        ("from", Value::str(index.share(from).fqn.as_str())),
        ("from_columns", strings(from_columns.iter())),
        ("to", Value::str(index.share(link.to as usize).fqn.as_str())),
        ("to_columns", strings(to_columns.iter())),
        (
            "direction",
            Value::str(if link.toward_target {
                "many_to_one"
            } else {
                "one_to_many"
            }),
        ),
        ("detection", Value::str(edge.detection.native().word())),
        ("referencing_table", Value::str(referencing)),
        (
            "key_null_rate",
            number(edge.null_rate.as_ref().map(|r| r.to_native())),
        ),
        (
            "fanout_avg",
            number(edge.fanout_avg.as_ref().map(|r| r.to_native())),
        ),
        (
            "fanout_max",
            count(edge.fanout_max.as_ref().map(|r| r.to_native())),
        ),
    ];
    if let Some(note) = edge.note.as_ref() {
        fields.push(("note", Value::str(note.as_str())));
    }
    map(fields)
}

/// The `FROM … JOIN … ON …` clause of a route starting at `from`.
fn clause(index: &Compiled, from: usize, route: &Route) -> String {
    let mut aliases: Vec<String> = Vec::new();
    let mut alias = |fqn: &str| -> String {
        let name = alias_for(fqn, &aliases);
        aliases.push(name.clone());
        name
    };
    let first = index.share(from).fqn.as_str();
    let mut previous = alias(first);
    let mut text = format!("FROM {} AS {previous}", quoted_fqn(first));
    for link in &route.links {
        let Some(edge) = index.edge(link) else {
            continue;
        };
        let table = index.share(link.to as usize).fqn.as_str();
        let this = alias(table);
        let pairs = edge.columns.iter().zip(edge.target_columns.iter());
        let conditions: Vec<String> = pairs
            .map(|(column, target)| {
                let (mine, theirs) = if link.toward_target {
                    (target.as_str(), column.as_str())
                } else {
                    (column.as_str(), target.as_str())
                };
                format!(
                    "{this}.{} = {previous}.{}",
                    quoted_identifier(mine),
                    quoted_identifier(theirs)
                )
            })
            .collect();
        text.push_str(&format!(
            "\nJOIN {} AS {this} ON {}",
            quoted_fqn(table),
            conditions.join(" AND ")
        ));
        previous = this;
    }
    text
}

fn shown(index: &Compiled, from: usize, route: &Route) -> Value {
    let mut at = from;
    let mut tables = vec![Value::str(index.share(from).fqn.as_str())];
    let mut hops = Vec::new();
    for link in &route.links {
        if let Some(edge) = index.edge(link) {
            hops.push(hop(index, at, link, edge));
        }
        at = link.to as usize;
        tables.push(Value::str(index.share(at).fqn.as_str()));
    }
    map(vec![
        ("hops", Value::Int(route.links.len() as i64)),
        ("cost", Value::Float(route.cost)),
        ("undeclared_hops", Value::Int(i64::from(route.undeclared))),
        (
            "row_multiplier",
            if route.unmeasured {
                Value::Null
            } else {
                Value::Float(route.multiplier)
            },
        ),
        ("tables", Value::Seq(tables)),
        ("steps", Value::Seq(hops)),
        ("sql", Value::str(clause(index, from, route))),
    ])
}

/// The component of `node` as a no-route reply names it.
fn component(index: &Compiled, node: usize) -> Value {
    let graph = index.joins();
    let (c, size) = graph.component(node);
    let sample: Vec<&str> = graph
        .members(c)
        .take(COMPONENT_SAMPLE)
        .map(|n| index.share(n).fqn.as_str())
        .collect();
    map(vec![
        ("table", Value::str(index.share(node).fqn.as_str())),
        ("component_size", Value::Int(i64::from(size))),
        ("component_tables", strings(sample)),
    ])
}

/// The edges no route walks because they narrow a column by a key path (no plain `ON` joins
/// them), among those whose either end sits in one of `components`: how many, and the first
/// few, each with the table that holds it.
fn path_edges(index: &Compiled, components: &[u32]) -> (usize, Vec<Value>) {
    let graph = index.joins();
    let touches = |fqn: &str| {
        index
            .share_of(fqn)
            .is_some_and(|n| components.contains(&graph.component(n).0))
    };
    let mut found = 0;
    let mut shown = Vec::new();
    for n in 0..index.len() {
        let share = index.share(n);
        for edge in share
            .edges
            .iter()
            .filter(|e| e.keyed_by_path && !e.rejected)
        {
            if !touches(share.fqn.as_str()) && !touches(edge.target_table.as_str()) {
                continue;
            }
            found += 1;
            if shown.len() < COMPONENT_SAMPLE {
                shown.push(map(vec![
                    ("table", Value::str(share.fqn.as_str())),
                    ("columns", strings(edge.columns.iter().map(|c| c.as_str()))),
                    ("target_table", Value::str(edge.target_table.as_str())),
                    (
                        "target_columns",
                        strings(edge.target_columns.iter().map(|c| c.as_str())),
                    ),
                    (
                        "note",
                        edge.note
                            .as_ref()
                            .map_or(Value::Null, |n| Value::str(n.as_str())),
                    ),
                ]));
            }
        }
    }
    (found, shown)
}

/// Why no route was found within `max_hops`.
fn no_route(index: &Compiled, ends: (usize, Option<usize>, usize), max_hops: u32) -> Value {
    let (from, via, to) = ends;
    let graph = index.joins();
    let apart: Vec<usize> = [Some(from), via, Some(to)].into_iter().flatten().collect();
    let split = apart
        .windows(2)
        .any(|pair| graph.component(pair[0]).0 != graph.component(pair[1]).0);
    if split {
        let mut reason = "the tables sit in different components of the join graph: no chain of edges (rejected ones left out) connects them".to_string();
        let sides: Vec<Value> = apart.iter().map(|&n| component(index, n)).collect();
        let components: Vec<u32> = apart.iter().map(|&n| graph.component(n).0).collect();
        let (found, shown) = path_edges(index, &components);
        let mut out = vec![("components", Value::Seq(sides))];
        if found > 0 {
            reason.push_str(&format!(
                "; {found} edge(s) touching them narrow a column by a key path, which no plain ON joins and no route walks (path_edges; get_table_context on the table shows the path)"
            ));
            out.push(("path_edges", Value::Seq(shown)));
        }
        out.insert(0, ("reason", Value::str(reason)));
        return map(out);
    }
    let nearest = graph.hops(from, via, to, u32::MAX);
    let reason = match nearest {
        Some(hops) => format!(
            "the shortest route takes {hops} hops, more than max_hops ({max_hops}); call again with a larger max_hops"
        ),
        None => "no simple route passes through `via`".to_string(),
    };
    map(vec![
        ("reason", Value::str(reason)),
        (
            "shortest_hops",
            nearest.map_or(Value::Null, |h| Value::Int(i64::from(h))),
        ),
    ])
}

/// What `find_join_path` is asked (its schema checked first: `max_hops` from 1 to 8).
#[derive(serde::Deserialize)]
struct Arguments {
    from: String,
    to: String,
    via: Option<String>,
    max_hops: Option<u32>,
}

/// The whole answer for the call's arguments (the CLI prints it unpaged).
pub fn answer(req: &Request) -> Result<JoinPaths, Fault> {
    let conn = req.connection()?;
    let Arguments {
        from,
        to,
        via,
        max_hops,
    } = req.arguments()?;
    let (from_name, to_name, via_name) = (from.as_str(), to.as_str(), via.as_deref());
    let max_hops = max_hops.unwrap_or(DEFAULT_MAX_HOPS);
    // The routes rest on every table's edges, and each hop on its referencing table's own
    // files: the narrower check first, then the full one when a route's table changed.
    let mut index = req.index_for_joins(conn)?;
    let mut checked_whole = false;
    let (index, ends, routes) = loop {
        let Some(compiled) = index else {
            return Err(fault::unknown_table(from_name, &conn.name));
        };
        let (from, from_fqn) = place(req, conn, &compiled, from_name)?;
        let (to, to_fqn) = place(req, conn, &compiled, to_name)?;
        let via = via_name
            .map(|v| place(req, conn, &compiled, v))
            .transpose()?;
        let ends = (from_fqn, via.as_ref().map(|v| v.1.clone()), to_fqn);
        let via = via.map(|v| v.0);
        let edge = |link: &Link| compiled.edge(link);
        let routes = compiled
            .joins()
            .routes(from, via, to, max_hops, MAX_ROUTES, &edge);
        let named: Vec<usize> = routes
            .iter()
            .flat_map(|r| r.links.iter().map(|l| l.share as usize))
            .collect();
        let registry = &req.state.index;
        if checked_whole || registry.shares_current(&req.reading, conn, &compiled, &named) {
            break (compiled, ((from, via, to), ends), routes);
        }
        index = req.index(conn)?;
        checked_whole = true;
    };
    let ((from, via, to), (from_fqn, via_fqn, to_fqn)) = ends;
    let mut head = vec![
        ("from".to_string(), Value::str(from_fqn)),
        ("to".to_string(), Value::str(to_fqn)),
    ];
    if let Some(via) = via_fqn {
        head.push(("via".to_string(), Value::str(via)));
    }
    head.push(("max_hops".to_string(), Value::Int(i64::from(max_hops))));
    let unread = index.joins().unread();
    if !unread.is_empty() {
        let tables = unread.iter().map(|&n| index.share(n as usize).fqn.as_str());
        head.push(("unreadable_edges".to_string(), strings(tables)));
    }
    if routes.is_empty() {
        head.push((
            "no_path".to_string(),
            no_route(&index, (from, via, to), max_hops),
        ));
    }
    let routes = routes.iter().map(|r| shown(&index, from, r)).collect();
    Ok(JoinPaths { head, routes })
}

pub fn run(req: &Request) -> Result<String, Fault> {
    let JoinPaths { head, routes } = answer(req)?;
    let item = |i: usize| -> Result<(String, Value), Fault> {
        Ok((i.to_string(), routes.get(i).cloned().unwrap_or(Value::Null)))
    };
    ListReply {
        list_key: "paths",
        shape: ListShape::Seq,
        head,
        total: routes.len(),
        count: routes.len(),
        item: &item,
        extras: &no_extras,
    }
    .answer(req)
}
