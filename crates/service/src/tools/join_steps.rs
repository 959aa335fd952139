//! What a join route and a join tree share (`find_join_path`, `join_tree`): a table named as
//! SQL names it (`place`), one hop as an answer holds it (`Hop`) and the `FROM … JOIN … ON …`
//! text of a walk (`clause`, in the connection's quoting), why tables cannot be joined when
//! no chain of edges connects them (`split`: each one's component, and the edges keyed by a
//! path that touch them), and the freshness an answer resting on the join graph checks
//! (`on_joins`: the graph, then the files of the tables whose edges it walked).

use std::collections::HashMap;
use std::sync::Arc;

use super::Request;
use super::paged::{count, map, strings};
use crate::sql_names::Quoting;
use dbprint_index::{ArchivedEdgeRecord, Compiled, Link};
use dbprint_print::access::table_name;
use dbprint_print::config::Connection;
use dbprint_print::fault::{self, Fault};
use dbprint_yaml::Value;

/// How many tables of a component a no-route reply names.
const COMPONENT_SAMPLE: usize = 10;

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
    pub fn shown(&self) -> Value {
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

impl NoRoute {
    pub fn shown(&self) -> Value {
        let reason = std::iter::once(("reason", Value::str(self.reason.as_str())));
        map(reason.chain(self.detail.iter().cloned()).collect())
    }
}

/// A measured number, or null where the print measured none.
pub fn number(value: Option<f64>) -> Value {
    value.map_or(Value::Null, Value::Float)
}

/// The FQN the table name `asked` names (`table_name`) and its share: the manifest's fault
/// for a table it does not hold, the ambiguity for a name several tables end.
pub fn place(
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
pub fn hop(index: &Compiled, from: usize, link: &Link, edge: &ArchivedEdgeRecord) -> Hop {
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
pub fn clause(
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
        // Every step starts from a table already joined (routes walk on, trees breadth
        // first); one that did not would be named here rather than left without an alias.
        let previous = match aliases.get(from) {
            Some(alias) => alias.clone(),
            None => alias(*from, &mut aliases),
        };
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
pub fn split(index: &Compiled, apart: &[usize]) -> Option<NoRoute> {
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

/// An answer resting on the join graph (every table's edges) and on the files of the tables
/// whose edges it walks: `walk` answers from the index checked as far as the graph goes,
/// naming the tables whose edges it took; when one of them changed, the whole check runs
/// and `walk` answers again from its index. `first` is the name a fault quotes when the
/// print has no index.
pub fn on_joins<T>(
    req: &Request,
    conn: &Connection,
    first: &str,
    walk: impl Fn(&Compiled) -> Result<(T, Vec<usize>), Fault>,
) -> Result<(Arc<Compiled>, T), Fault> {
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
pub fn referencing<'a>(links: impl IntoIterator<Item = &'a Link>) -> Vec<usize> {
    links.into_iter().map(|l| l.share as usize).collect()
}

/// The tables whose edge files do not read, by FQN.
pub fn unreadable_edges(index: &Compiled) -> Vec<String> {
    let unread = index.joins().unread().iter();
    unread
        .map(|&n| index.share(n as usize).fqn.as_str().to_string())
        .collect()
}
