//! What a join route and a join tree share (`find_join_path`, `join_tree`): a table named as
//! SQL names it (`place`), one hop as an answer holds it (`Hop`, made by `hop`, the one place
//! a walked edge's columns are oriented; a link whose edge record the compiled index does not
//! hold is the answer's fault, never a hop left out) and the `FROM … JOIN … ON …` text of the
//! hops (`clause`, in the connection's quoting), the edge records a search over the join graph
//! reads with every missing one noted (`Records`), why tables cannot be joined when no chain
//! of edges connects them (`split`: each one's component, and the edges keyed by a path that
//! touch them), and the freshness an answer resting on the join graph checks (`on_joins`: the
//! graph, then the files of the tables whose edges it walked).

use std::cell::Cell;
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
/// for a table it does not hold, the ambiguity for a name several tables end. An FQN the
/// index holds is its own answer (as `table_name` answers it: the exact FQN wins), read from
/// the index, which answers for the manifest as it is; any other name is resolved against
/// the manifest's names.
pub fn place(
    req: &Request,
    conn: &Connection,
    index: &Compiled,
    asked: &str,
) -> Result<(usize, String), Fault> {
    if let Some(share) = index.share_of(asked) {
        return Ok((share, asked.to_string()));
    }
    let fqn = table_name::fqn(&req.reading, conn, asked)?;
    match index.share_of(&fqn) {
        Some(share) => Ok((share, fqn)),
        None => Err(fault::unknown_table(&fqn, &conn.name)),
    }
}

/// One hop as the answer holds it: walking `link` from table `from`, its edge's columns
/// oriented here and nowhere else (`from_columns` on the table walked from, `to_columns` on
/// the table entered, pair by pair). A link whose edge record the index does not hold is the
/// whole answer's fault, never a hop left out.
pub fn hop(index: &Compiled, connection: &str, from: usize, link: &Link) -> Result<Hop, Fault> {
    let Some(edge) = index.edge(link) else {
        return Err(missing_edge(index, connection, from, link));
    };
    let (columns, targets) = edge.column_names();
    let (from_columns, to_columns) = if link.toward_target {
        (columns, targets)
    } else {
        (targets, columns)
    };
    Ok(Hop {
        from: fqn(index, from),
        from_columns,
        to: fqn(index, link.to as usize),
        to_columns,
        direction: if link.toward_target {
            "many_to_one"
        } else {
            "one_to_many"
        },
        detection: edge.detection.native().word(),
        referencing_table: fqn(index, link.share as usize),
        key_null_rate: edge.null_rate.as_ref().map(|r| r.to_native()),
        fanout_avg: edge.fanout_avg.as_ref().map(|r| r.to_native()),
        fanout_max: edge.fanout_max.as_ref().map(|r| r.to_native()),
        note: edge.note.as_ref().map(|n| n.as_str().to_string()),
    })
}

/// The hops of `steps` (each a table walked from and the link walked), in order: every one
/// of them, or the fault of the first whose edge record is missing.
pub fn hops(
    index: &Compiled,
    connection: &str,
    steps: &[(usize, Link)],
) -> Result<Vec<Hop>, Fault> {
    (steps.iter())
        .map(|(from, link)| hop(index, connection, *from, link))
        .collect()
}

/// The FQN of table `node`.
fn fqn(index: &Compiled, node: usize) -> String {
    index.share(node).fqn.as_str().to_string()
}

/// The fault for walking `link` from table `from` when the index holds no record of its edge.
fn missing_edge(index: &Compiled, connection: &str, from: usize, link: &Link) -> Fault {
    let (from, to) = (fqn(index, from), fqn(index, link.to as usize));
    let holder = fqn(index, link.share as usize);
    fault::missing_edge_record(connection, (&from, &to), &holder, link.edge as usize)
}

/// The edge records a search over the join graph reads (`JoinGraph::routes`, `trees`), each
/// link whose record the index does not hold noted as the search meets it: the search walks
/// on without such a link, so `check` makes it the whole answer's fault rather than a route
/// or tree silently missing.
pub struct Records<'a> {
    index: &'a Compiled,
    missing: Cell<Option<Link>>,
}

impl<'a> Records<'a> {
    pub fn new(index: &'a Compiled) -> Self {
        Records {
            index,
            missing: Cell::new(None),
        }
    }

    /// The edge record `link` walks, noting the link when there is none.
    pub fn edge(&self, link: &Link) -> Option<&'a ArchivedEdgeRecord> {
        let record = self.index.edge(link);
        if record.is_none() && self.missing.get().is_none() {
            self.missing.set(Some(*link));
        }
        record
    }

    /// The fault for the first link met without its edge record, if one was.
    pub fn check(&self, connection: &str) -> Result<(), Fault> {
        match self.missing.get() {
            Some(link) => Err(missing_edge(
                self.index,
                connection,
                walked_from(self.index, &link),
                &link,
            )),
            None => Ok(()),
        }
    }
}

/// The table `link` is walked from: the table holding its edge when walked toward the edge's
/// target, else that target, where the holder's own link over the same edge leads (the graph
/// lists every edge both ways).
fn walked_from(index: &Compiled, link: &Link) -> usize {
    let holder = link.share as usize;
    if link.toward_target {
        return holder;
    }
    (index.joins().links(holder).iter())
        .find(|l| l.toward_target && l.edge == link.edge)
        .map_or(holder, |l| l.to as usize)
}

/// The `FROM … JOIN … ON …` text joining table `first` (an FQN) and then each step's hop,
/// walked from a table already joined, a step marked `left` a `LEFT JOIN`; names quoted as
/// `quoting` quotes. Each `ON` pairs the hop's columns as `hop` oriented them, the table
/// entered on the left.
pub fn clause<'h>(
    quoting: Quoting,
    first: &str,
    steps: impl IntoIterator<Item = (&'h Hop, bool)>,
) -> String {
    let mut taken: Vec<String> = Vec::new();
    let mut alias = |fqn: &str| -> String {
        let name = quoting.alias(fqn, &taken);
        taken.push(name.clone());
        name
    };
    let mut aliases: HashMap<&str, String> = HashMap::new();
    let head = alias(first);
    aliases.insert(first, head.clone());
    let mut text = format!("FROM {} AS {head}", quoting.fqn(first));
    for (hop, left) in steps {
        // Every step starts from a table already joined (routes walk on, trees breadth
        // first); one that did not would be named here rather than left without an alias.
        let previous = match aliases.get(hop.from.as_str()) {
            Some(alias) => alias.clone(),
            None => {
                let named = alias(&hop.from);
                aliases.insert(&hop.from, named.clone());
                named
            }
        };
        let this = alias(&hop.to);
        aliases.insert(&hop.to, this.clone());
        let conditions: Vec<String> = (hop.to_columns.iter())
            .zip(hop.from_columns.iter())
            .map(|(entered, walked_from)| {
                format!(
                    "{this}.{} = {previous}.{}",
                    quoting.identifier(entered),
                    quoting.identifier(walked_from)
                )
            })
            .collect();
        let join = if left { "LEFT JOIN" } else { "JOIN" };
        text.push_str(&format!(
            "\n{join} {} AS {this} ON {}",
            quoting.fqn(&hop.to),
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

#[cfg(test)]
pub(crate) mod tests {
    use std::path::Path;

    use super::*;
    use dbprint_base::budget::Budget;
    use dbprint_index::{CacheDir, Registry};
    use dbprint_print::access::{Prints, Reading};
    use dbprint_print::config::{Project, resolve_served};
    use dbprint_print::fault::INTERNAL_ERROR;

    /// The join fixture's compiled index (fixtures/joins, connection `atlas`), built in memory.
    pub(crate) fn atlas() -> Arc<Compiled> {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fixtures/joins");
        let project = Project::load(&root.join(".dbprint.yaml")).expect("the fixture loads");
        let served = resolve_served(&project, None).expect("the fixture serves atlas");
        let conn = served.connections[0].clone();
        let prints = Prints::new(served, Budget::unbounded());
        let reading = Reading::new(&prints);
        let registry = Registry::new(CacheDir::Memory, Budget::unbounded());
        let built = registry.current_joins(&reading, &conn);
        built
            .expect("the index builds")
            .expect("atlas has a manifest")
    }

    /// Table `fqn`'s place in `index`.
    pub(crate) fn table(index: &Compiled, fqn: &str) -> usize {
        index.share_of(fqn).expect("the fixture holds the table")
    }

    /// The step walking the join graph's first link from table `from` to table `to`.
    pub(crate) fn step(index: &Compiled, from: &str, to: &str) -> (usize, Link) {
        let (from, to) = (table(index, from), table(index, to));
        let links = index.joins().links(from).iter();
        let link = links.copied().find(|l| l.to as usize == to);
        (from, link.expect("the fixture joins the tables"))
    }

    /// `step` walking a link whose edge record its table does not hold (numbered past every
    /// one it holds).
    pub(crate) fn unrecorded((from, link): (usize, Link)) -> (usize, Link) {
        let edge = u32::MAX;
        (from, Link { edge, ..link })
    }

    /// The fault `missing_edge_record` says of walking from `from` to `to` over an edge
    /// record of `holder` numbered past every one it holds.
    pub(crate) fn missing(from: &str, to: &str, holder: &str) -> Fault {
        fault::missing_edge_record("atlas", (from, to), holder, u32::MAX as usize)
    }

    const INVOICE: &str = "atlas.billing.invoice";
    const ACCOUNT: &str = "atlas.crm.account";
    const CONTACT: &str = "atlas.crm.contact";

    #[test]
    fn a_hop_walks_its_edge_toward_the_target_or_back_from_it() {
        let index = atlas();
        let (from, link) = step(&index, INVOICE, ACCOUNT);
        let toward = hop(&index, "atlas", from, &link).expect("the edge has its record");
        assert_eq!(
            (toward.from.as_str(), toward.to.as_str()),
            (INVOICE, ACCOUNT)
        );
        assert_eq!(toward.direction, "many_to_one");
        assert_eq!(toward.referencing_table, INVOICE);
        assert_eq!(toward.from_columns, ["account_id"]);
        assert_eq!(toward.to_columns, ["account_id"]);
        let (from, link) = step(&index, ACCOUNT, INVOICE);
        let back = hop(&index, "atlas", from, &link).expect("the edge has its record");
        assert_eq!((back.from.as_str(), back.to.as_str()), (ACCOUNT, INVOICE));
        assert_eq!(back.direction, "one_to_many");
        assert_eq!(back.referencing_table, INVOICE);
    }

    #[test]
    fn a_link_without_its_edge_record_fails_every_hop_never_leaves_one_out() {
        let index = atlas();
        let steps = [
            step(&index, INVOICE, CONTACT),
            unrecorded(step(&index, INVOICE, ACCOUNT)),
            step(&index, ACCOUNT, CONTACT),
        ];
        let Err(fault) = hops(&index, "atlas", &steps) else {
            panic!("three steps, one without its edge record, made hops");
        };
        assert_eq!(fault, missing(INVOICE, ACCOUNT, INVOICE));
        assert_eq!(fault.code, INTERNAL_ERROR);
        assert_eq!(
            fault.detail,
            format!(
                "the compiled index of connection 'atlas' does not fit together: its join graph joins table '{INVOICE}' to table '{ACCOUNT}' over edge record {} of table '{INVOICE}', which the index does not hold. The compiled join graph and its edge records disagree, so no join over them is answered. Rebuild the archive: stop the server, delete dbprint-index/ in its cache directory (--cache-dir, else $DBPRINT_CACHE_DIR, else $XDG_CACHE_HOME/dbprint or ~/.cache/dbprint) and start it again.",
                u32::MAX
            )
        );
        let Err(back) = hops(
            &index,
            "atlas",
            &[unrecorded(step(&index, ACCOUNT, INVOICE))],
        ) else {
            panic!("a step back over an edge without its record made a hop");
        };
        assert_eq!(back, missing(ACCOUNT, INVOICE, INVOICE));
    }

    #[test]
    fn a_search_meeting_a_link_without_its_edge_record_is_a_fault() {
        let index = atlas();
        let records = Records::new(&index);
        let (_, recorded) = step(&index, INVOICE, ACCOUNT);
        assert!(records.edge(&recorded).is_some());
        assert_eq!(records.check("atlas"), Ok(()));
        let (_, missing_record) = unrecorded(step(&index, INVOICE, ACCOUNT));
        assert!(records.edge(&missing_record).is_none());
        assert!(records.edge(&recorded).is_some());
        assert_eq!(
            records.check("atlas"),
            Err(missing(INVOICE, ACCOUNT, INVOICE))
        );
    }

    #[test]
    fn a_link_walked_back_from_the_target_is_walked_from_the_target() {
        let index = atlas();
        let (account, back) = step(&index, ACCOUNT, INVOICE);
        assert!(!back.toward_target);
        assert_eq!(walked_from(&index, &back), account);
        let (invoice, toward) = step(&index, INVOICE, ACCOUNT);
        assert_eq!(walked_from(&index, &toward), invoice);
    }

    /// A hop from `from` to `to` over `from_columns` and `to_columns`, as `hop` orients them.
    fn oriented(from: &str, from_columns: &[&str], to: &str, to_columns: &[&str]) -> Hop {
        let owned = |names: &[&str]| names.iter().map(|n| n.to_string()).collect();
        Hop {
            from: from.to_string(),
            from_columns: owned(from_columns),
            to: to.to_string(),
            to_columns: owned(to_columns),
            direction: "many_to_one",
            detection: "declared",
            referencing_table: from.to_string(),
            key_null_rate: None,
            fanout_avg: None,
            fanout_max: None,
            note: None,
        }
    }

    #[test]
    fn the_clause_pairs_each_hops_columns_as_oriented_the_table_entered_first() {
        let hops = [
            oriented(
                "shop.sales.purchase",
                &["customer_ref", "region"],
                "shop.crm.customer",
                &["id", "Region"],
            ),
            oriented(
                "shop.crm.customer",
                &["id"],
                "shop.crm.note",
                &["customer_id"],
            ),
            oriented(
                "shop.sales.purchase",
                &["noted_by"],
                "shop.sales.note",
                &["id"],
            ),
        ];
        let left = [false, true, false];
        let sql = clause(
            Quoting::Double,
            "shop.sales.purchase",
            hops.iter().zip(left),
        );
        assert_eq!(
            sql,
            "FROM shop.sales.purchase AS purchase\n\
             JOIN shop.crm.customer AS customer ON customer.id = purchase.customer_ref AND customer.\"Region\" = purchase.region\n\
             LEFT JOIN shop.crm.note AS note ON note.customer_id = customer.id\n\
             JOIN shop.sales.note AS note_2 ON note_2.id = purchase.noted_by"
        );
    }

    #[test]
    fn the_clause_of_a_route_walked_back_is_the_route_walked_forward_turned() {
        let index = atlas();
        let toward = hops(&index, "atlas", &[step(&index, INVOICE, ACCOUNT)]);
        let back = hops(&index, "atlas", &[step(&index, ACCOUNT, INVOICE)]);
        let (Ok(toward), Ok(back)) = (toward, back) else {
            panic!("the fixture's edge has its record");
        };
        let inner = |hop| (hop, false);
        assert_eq!(
            clause(Quoting::Double, INVOICE, toward.iter().map(inner)),
            "FROM atlas.billing.invoice AS invoice\nJOIN atlas.crm.account AS account ON account.account_id = invoice.account_id"
        );
        assert_eq!(
            clause(Quoting::Double, ACCOUNT, back.iter().map(inner)),
            "FROM atlas.crm.account AS account\nJOIN atlas.billing.invoice AS invoice ON invoice.account_id = account.account_id"
        );
    }
}
