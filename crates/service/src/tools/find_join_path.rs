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

use super::paged::{ListShape, Listed, count, map, strings};
use super::{Answer, Request};
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

/// `find_join_path`'s answer: the tables asked of (as FQNs), the routes found, cheapest
/// first, and why there is none when there is none.
pub struct JoinPaths {
    pub from: String,
    pub to: String,
    pub via: Option<String>,
    pub max_hops: u32,
    /// The tables whose edge files do not read: their edges are missing from every route.
    pub unreadable_edges: Vec<String>,
    pub no_path: Option<NoRoute>,
    pub routes: Vec<JoinRoute>,
}

/// One route: its hops, what it costs, how rows multiply along it, and its SQL.
pub struct JoinRoute {
    pub cost: f64,
    pub undeclared_hops: u32,
    /// The rows one row of `from` becomes; none when a hop's fan-out is unmeasured.
    pub row_multiplier: Option<f64>,
    pub tables: Vec<String>,
    pub steps: Vec<Hop>,
    /// The `FROM … JOIN … ON …` clause.
    pub sql: String,
}

/// One hop of a route, from one table to the next.
pub struct Hop {
    pub from: String,
    pub from_columns: Vec<String>,
    pub to: String,
    pub to_columns: Vec<String>,
    /// `many_to_one` toward the edge's target, else `one_to_many`.
    pub direction: &'static str,
    pub detection: &'static str,
    pub referencing_table: String,
    pub key_null_rate: Option<f64>,
    pub fanout_avg: Option<f64>,
    pub fanout_max: Option<f64>,
    pub note: Option<String>,
}

/// Why no route was found: the reason, and what backs it (the components apart, the
/// edges no route walks, or the hops the nearest route takes).
pub struct NoRoute {
    pub reason: String,
    pub detail: Vec<(&'static str, Value)>,
}

impl Hop {
    fn shown(&self) -> Value {
        let mut fields = vec![
            ("from", Value::str(self.from.as_str())),
            ("from_columns", strings(&self.from_columns)),
            ("to", Value::str(self.to.as_str())),
            ("to_columns", strings(&self.to_columns)),
            ("direction", Value::str(self.direction)),
            ("detection", Value::str(self.detection)),
            (
                "referencing_table",
                Value::str(self.referencing_table.as_str()),
            ),
            ("key_null_rate", number(self.key_null_rate)),
            ("fanout_avg", number(self.fanout_avg)),
            ("fanout_max", count(self.fanout_max)),
        ];
        if let Some(note) = &self.note {
            fields.push(("note", Value::str(note.as_str())));
        }
        map(fields)
    }
}

impl JoinRoute {
    fn shown(&self) -> Value {
        map(vec![
            ("hops", Value::Int(self.steps.len() as i64)),
            ("cost", Value::Float(self.cost)),
            (
                "undeclared_hops",
                Value::Int(i64::from(self.undeclared_hops)),
            ),
            ("row_multiplier", number(self.row_multiplier)),
            ("tables", strings(&self.tables)),
            (
                "steps",
                Value::Seq(self.steps.iter().map(Hop::shown).collect()),
            ),
            ("sql", Value::str(self.sql.as_str())),
        ])
    }
}

impl NoRoute {
    fn shown(&self) -> Value {
        let reason = std::iter::once(("reason", Value::str(self.reason.as_str())));
        map(reason.chain(self.detail.iter().cloned()).collect())
    }
}

impl Listed for JoinPaths {
    fn list(&self) -> (&str, ListShape) {
        ("paths", ListShape::Seq)
    }

    fn head(&self) -> Vec<(String, Value)> {
        let mut head = vec![
            ("from".to_string(), Value::str(self.from.as_str())),
            ("to".to_string(), Value::str(self.to.as_str())),
        ];
        if let Some(via) = &self.via {
            head.push(("via".to_string(), Value::str(via.as_str())));
        }
        head.push(("max_hops".to_string(), Value::Int(i64::from(self.max_hops))));
        if !self.unreadable_edges.is_empty() {
            let tables = strings(&self.unreadable_edges);
            head.push(("unreadable_edges".to_string(), tables));
        }
        if let Some(no_path) = &self.no_path {
            head.push(("no_path".to_string(), no_path.shown()));
        }
        head
    }

    fn count(&self) -> usize {
        self.routes.len()
    }

    fn item(&self, i: usize) -> Result<(String, Value), Fault> {
        let route = self.routes.get(i).map_or(Value::Null, JoinRoute::shown);
        Ok((i.to_string(), route))
    }
}

fn number(value: Option<f64>) -> Value {
    value.map_or(Value::Null, Value::Float)
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

/// One hop as the answer holds it.
fn hop(index: &Compiled, from: usize, link: &Link, edge: &ArchivedEdgeRecord) -> Hop {
    let (columns, targets) = edge.column_names();
    let (from_columns, to_columns) = if link.toward_target {
        (columns, targets)
    } else {
        (targets, columns)
    };
    Hop {
        from: index.share(from).fqn.as_str().to_string(),
        from_columns,
        to: index.share(link.to as usize).fqn.as_str().to_string(),
        to_columns,
        direction: if link.toward_target {
            "many_to_one"
        } else {
            "one_to_many"
        },
        detection: edge.detection.native().word(),
        referencing_table: index.share(link.share as usize).fqn.as_str().to_string(),
        key_null_rate: edge.null_rate.as_ref().map(|r| r.to_native()),
        fanout_avg: edge.fanout_avg.as_ref().map(|r| r.to_native()),
        fanout_max: edge.fanout_max.as_ref().map(|r| r.to_native()),
        note: edge.note.as_ref().map(|n| n.as_str().to_string()),
    }
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

fn shown(index: &Compiled, from: usize, route: &Route) -> JoinRoute {
    let mut at = from;
    let mut tables = vec![index.share(from).fqn.as_str().to_string()];
    let mut steps = Vec::new();
    for link in &route.links {
        if let Some(edge) = index.edge(link) {
            steps.push(hop(index, at, link, edge));
        }
        at = link.to as usize;
        tables.push(index.share(at).fqn.as_str().to_string());
    }
    JoinRoute {
        cost: route.cost,
        undeclared_hops: route.undeclared,
        row_multiplier: (!route.unmeasured).then_some(route.multiplier),
        tables,
        steps,
        sql: clause(index, from, route),
    }
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
fn no_route(index: &Compiled, ends: (usize, Option<usize>, usize), max_hops: u32) -> NoRoute {
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
        let mut detail = vec![("components", Value::Seq(sides))];
        if found > 0 {
            reason.push_str(&format!(
                "; {found} edge(s) touching them narrow a column by a key path, which no plain ON joins and no route walks (path_edges; get_table_context on the table shows the path)"
            ));
            detail.push(("path_edges", Value::Seq(shown)));
        }
        return NoRoute { reason, detail };
    }
    let nearest = graph.hops(from, via, to, u32::MAX);
    let reason = match nearest {
        Some(hops) => format!(
            "the shortest route takes {hops} hops, more than max_hops ({max_hops}); call again with a larger max_hops"
        ),
        None => "no simple route passes through `via`".to_string(),
    };
    let shortest = nearest.map_or(Value::Null, |h| Value::Int(i64::from(h)));
    NoRoute {
        reason,
        detail: vec![("shortest_hops", shortest)],
    }
}

/// What `find_join_path` is asked (its schema checked first: `max_hops` from 1 to 8).
#[derive(serde::Deserialize)]
struct Arguments {
    from: String,
    to: String,
    via: Option<String>,
    max_hops: Option<u32>,
}

/// The routes the call's arguments ask for.
fn answer(req: &Request) -> Result<JoinPaths, Fault> {
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
            let unknown = fault::unknown_table(from_name, &conn.name);
            return Err(fault::quoting_at_most(unknown, from_name));
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
    let unread = index.joins().unread().iter();
    let unreadable_edges = unread
        .map(|&n| index.share(n as usize).fqn.as_str().to_string())
        .collect();
    let no_path = routes
        .is_empty()
        .then(|| no_route(&index, (from, via, to), max_hops));
    Ok(JoinPaths {
        from: from_fqn,
        to: to_fqn,
        via: via_fqn,
        max_hops,
        unreadable_edges,
        no_path,
        routes: routes.iter().map(|r| shown(&index, from, r)).collect(),
    })
}

pub fn run<'r>(req: &'r Request) -> Result<Answer<'r>, Fault> {
    answer(req).map(Answer::Routes)
}
