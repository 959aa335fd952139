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
use std::collections::HashMap;

use crate::sql_names::Quoting;
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
    pub(super) fn shown(&self) -> Value {
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
    pub(super) fn shown(&self) -> Value {
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
pub(super) fn place(
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
pub(super) fn hop(index: &Compiled, from: usize, link: &Link, edge: &ArchivedEdgeRecord) -> Hop {
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

/// The `FROM … JOIN … ON …` text of `steps` (each walked from a table already joined, the
/// first from `first`), names quoted as `quoting` quotes; a step `left` marks is a `LEFT JOIN`.
pub(super) fn clause(
    index: &Compiled,
    quoting: Quoting,
    first: usize,
    steps: &[(usize, Link)],
    left: &dyn Fn(usize) -> bool,
) -> String {
    let mut taken: Vec<String> = Vec::new();
    let mut aliases: HashMap<usize, String> = HashMap::new();
    let mut alias = |node: usize, aliases: &mut HashMap<usize, String>| -> String {
        let name = quoting.alias(index.share(node).fqn.as_str(), &taken);
        taken.push(name.clone());
        aliases.insert(node, name.clone());
        name
    };
    let head = alias(first, &mut aliases);
    let fqn = |node: usize| quoting.fqn(index.share(node).fqn.as_str());
    let mut text = format!("FROM {} AS {head}", fqn(first));
    for (at, (from, link)) in steps.iter().enumerate() {
        let Some(edge) = index.edge(link) else {
            continue;
        };
        let previous = aliases.get(from).cloned().unwrap_or_default();
        let this = alias(link.to as usize, &mut aliases);
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
                    quoting.identifier(mine),
                    quoting.identifier(theirs)
                )
            })
            .collect();
        let join = if left(at) { "LEFT JOIN" } else { "JOIN" };
        text.push_str(&format!(
            "\n{join} {} AS {this} ON {}",
            fqn(link.to as usize),
            conditions.join(" AND ")
        ));
    }
    text
}

/// A route's links as steps, each walked from the table before it.
fn route_steps(from: usize, route: &Route) -> Vec<(usize, Link)> {
    let mut at = from;
    route
        .links
        .iter()
        .map(|link| {
            let step = (at, *link);
            at = link.to as usize;
            step
        })
        .collect()
}

fn shown(index: &Compiled, quoting: Quoting, from: usize, route: &Route) -> JoinRoute {
    let steps = route_steps(from, route);
    let mut tables = vec![index.share(from).fqn.as_str().to_string()];
    tables.extend(
        (steps.iter()).map(|(_, link)| index.share(link.to as usize).fqn.as_str().to_string()),
    );
    JoinRoute {
        cost: route.cost,
        undeclared_hops: route.undeclared,
        row_multiplier: (!route.unmeasured).then_some(route.multiplier),
        tables,
        steps: (steps.iter())
            .filter_map(|(at, link)| Some(hop(index, *at, link, index.edge(link)?)))
            .collect(),
        sql: clause(index, quoting, from, &steps, &|_| false),
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

/// Why tables `apart` cannot be joined when they sit in different components of the join
/// graph: each one's component, and the key-path edges touching them; none when they share one.
pub(super) fn split(index: &Compiled, apart: &[usize]) -> Option<NoRoute> {
    let graph = index.joins();
    let first = graph.component(*apart.first()?).0;
    if apart.iter().all(|&n| graph.component(n).0 == first) {
        return None;
    }
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
    Some(NoRoute { reason, detail })
}

/// Why no route was found within `max_hops`.
fn no_route(index: &Compiled, ends: (usize, Option<usize>, usize), max_hops: u32) -> NoRoute {
    let (from, via, to) = ends;
    let apart: Vec<usize> = [Some(from), via, Some(to)].into_iter().flatten().collect();
    if let Some(split) = split(index, &apart) {
        return split;
    }
    let nearest = index.joins().hops(from, via, to, u32::MAX);
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

/// What `find_join_path` is asked (its schema checked first: `max_hops` from 1 to 8): a pair
/// (`from`, `to`, maybe `via`), or `tables` to join.
#[derive(serde::Deserialize)]
struct Arguments {
    from: Option<String>,
    to: Option<String>,
    via: Option<String>,
    max_hops: Option<u32>,
    tables: Option<Vec<String>>,
}

/// An answer resting on the join graph (every table's edges) and on the files of the tables
/// whose edges it walks: `walk` answers from the index checked as far as the graph goes,
/// naming the tables whose edges it took; when one of them changed, the whole check runs
/// and `walk` answers again from its index. `first` is the name a fault quotes when the
/// print has no index.
pub(super) fn on_joins<T>(
    req: &Request,
    conn: &Connection,
    first: &str,
    walk: impl Fn(&Compiled) -> Result<(T, Vec<usize>), Fault>,
) -> Result<(std::sync::Arc<Compiled>, T), Fault> {
    let mut index = req.index_for_joins(conn)?;
    let mut checked_whole = false;
    loop {
        let Some(compiled) = index else {
            let unknown = fault::unknown_table(first, &conn.name);
            return Err(fault::quoting_at_most(unknown, first));
        };
        let (answer, named) = walk(&compiled)?;
        let registry = &req.state.index;
        if checked_whole || registry.shares_current(&req.reading, conn, &compiled, &named) {
            return Ok((compiled, answer));
        }
        index = req.index(conn)?;
        checked_whole = true;
    }
}

/// The tables whose edges `links` walk.
pub(super) fn referencing<'a>(links: impl IntoIterator<Item = &'a Link>) -> Vec<usize> {
    links.into_iter().map(|l| l.share as usize).collect()
}

/// The routes from `from_name` to `to_name`.
fn routes(
    req: &Request,
    conn: &Connection,
    (from_name, to_name): (&str, &str),
    via_name: Option<&str>,
    max_hops: Option<u32>,
) -> Result<JoinPaths, Fault> {
    let max_hops = max_hops.unwrap_or(DEFAULT_MAX_HOPS);
    let (index, (ends, names, routes)) = on_joins(req, conn, from_name, |compiled| {
        let (from, from_fqn) = place(req, conn, compiled, from_name)?;
        let (to, to_fqn) = place(req, conn, compiled, to_name)?;
        let via = via_name
            .map(|v| place(req, conn, compiled, v))
            .transpose()?;
        let names = (from_fqn, via.as_ref().map(|v| v.1.clone()), to_fqn);
        let via = via.map(|v| v.0);
        let edge = |link: &Link| compiled.edge(link);
        let routes = compiled
            .joins()
            .routes(from, via, to, max_hops, MAX_ROUTES, &edge);
        let named = referencing(routes.iter().flat_map(|r| &r.links));
        Ok((((from, via, to), names, routes), named))
    })?;
    let (from, via, to) = ends;
    let (from_fqn, via_fqn, to_fqn) = names;
    let no_path = routes
        .is_empty()
        .then(|| no_route(&index, (from, via, to), max_hops));
    let quoting = Quoting::of(conn.adapter.as_deref());
    Ok(JoinPaths {
        from: from_fqn,
        to: to_fqn,
        via: via_fqn,
        max_hops,
        unreadable_edges: unreadable_edges(&index),
        no_path,
        routes: routes
            .iter()
            .map(|r| shown(&index, quoting, from, r))
            .collect(),
    })
}

/// The tables whose edge files do not read, by FQN.
pub(super) fn unreadable_edges(index: &Compiled) -> Vec<String> {
    let unread = index.joins().unread().iter();
    unread
        .map(|&n| index.share(n as usize).fqn.as_str().to_string())
        .collect()
}

pub fn run<'r>(req: &'r Request) -> Result<Answer<'r>, Fault> {
    let conn = req.connection()?;
    let Arguments {
        from,
        to,
        via,
        max_hops,
        tables,
    } = req.arguments()?;
    match (tables, from, to) {
        (Some(tables), None, None) => {
            super::join_tree::refuse_route_arguments(via.is_some(), max_hops.is_some())?;
            super::join_tree::answer(req, conn, &tables).map(Answer::Trees)
        }
        (Some(_), _, _) => Err(super::join_tree::both_ways()),
        (None, Some(from), Some(to)) => {
            routes(req, conn, (&from, &to), via.as_deref(), max_hops).map(Answer::Routes)
        }
        (None, None, _) => Err(fault::missing_argument("find_join_path", "from")),
        (None, Some(_), None) => Err(fault::missing_argument("find_join_path", "to")),
    }
}
