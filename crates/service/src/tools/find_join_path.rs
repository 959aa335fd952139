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

use super::join_steps::{
    Hop, NoRoute, Records, clause, hops, number, on_joins, place, referencing, split,
    unreadable_edges,
};
use super::paged::{ListShape, Listed, map, strings};
use super::{Answer, Request};
use crate::sql_names::Quoting;
use dbprint_index::{Compiled, Link, Route};
use dbprint_print::config::Connection;
use dbprint_print::fault::{self, Fault};
use dbprint_yaml::Value;

/// How many routes a reply lists at most.
pub const MAX_ROUTES: usize = 10;
/// `max_hops` when the call gives none.
pub const DEFAULT_MAX_HOPS: u32 = 4;

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

/// One route as the answer holds it: every hop and the SQL joining them, or the fault of a
/// hop whose edge record the index does not hold.
fn shown(
    index: &Compiled,
    connection: &str,
    quoting: Quoting,
    from: usize,
    route: &Route,
) -> Result<JoinRoute, Fault> {
    let steps = hops(index, connection, &route_steps(from, route))?;
    let first = index.share(from).fqn.as_str();
    let mut tables = vec![first.to_string()];
    tables.extend(steps.iter().map(|hop| hop.to.clone()));
    Ok(JoinRoute {
        cost: route.cost,
        undeclared_hops: route.undeclared,
        row_multiplier: (!route.unmeasured).then_some(route.multiplier),
        tables,
        sql: clause(quoting, first, steps.iter().map(|hop| (hop, false))),
        steps,
    })
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
        let records = Records::new(compiled);
        let edge = |link: &Link| records.edge(link);
        let routes = compiled
            .joins()
            .routes(from, via, to, max_hops, MAX_ROUTES, &edge);
        records.check(&conn.name)?;
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
            .map(|r| shown(&index, &conn.name, quoting, from, r))
            .collect::<Result<_, _>>()?,
    })
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
        (None, None, None) => Err(fault::join_path_needs_tables_or_route()),
        (None, None, Some(_)) => Err(fault::missing_argument("find_join_path", "from")),
        (None, Some(_), None) => Err(fault::missing_argument("find_join_path", "to")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tools::join_steps::tests::{atlas, missing, step, table, unrecorded};

    const INVOICE: &str = "atlas.billing.invoice";
    const CONTACT: &str = "atlas.crm.contact";
    const ACCOUNT: &str = "atlas.crm.account";

    /// A route over `links` as the route search gives one.
    fn route(links: Vec<Link>) -> Route {
        Route {
            links,
            cost: 2.0,
            undeclared: 0,
            multiplier: 1.0,
            unmeasured: true,
        }
    }

    #[test]
    fn a_route_is_its_hops_and_the_sql_joining_them() {
        let index = atlas();
        let (_, to_contact) = step(&index, INVOICE, CONTACT);
        let (_, to_account) = step(&index, CONTACT, ACCOUNT);
        let from = table(&index, INVOICE);
        let walked = route(vec![to_contact, to_account]);
        let Ok(shown) = shown(&index, "atlas", Quoting::Double, from, &walked) else {
            panic!("every edge of the fixture's route has its record");
        };
        assert_eq!(shown.tables, [INVOICE, CONTACT, ACCOUNT]);
        assert_eq!(shown.steps.len(), 2);
        assert_eq!(
            shown.sql,
            "FROM atlas.billing.invoice AS invoice\nJOIN atlas.crm.contact AS contact ON contact.contact_id = invoice.contact_id\nJOIN atlas.crm.account AS account ON account.account_id = contact.account_id"
        );
    }

    #[test]
    fn a_route_with_a_hop_without_its_edge_record_is_a_fault_not_a_shorter_route() {
        let index = atlas();
        let (_, to_contact) = unrecorded(step(&index, INVOICE, CONTACT));
        let (_, to_account) = step(&index, CONTACT, ACCOUNT);
        let from = table(&index, INVOICE);
        let walked = route(vec![to_contact, to_account]);
        let Err(fault) = shown(&index, "atlas", Quoting::Double, from, &walked) else {
            panic!("a route with a hop without its edge record was shown");
        };
        assert_eq!(fault, missing(INVOICE, CONTACT, INVOICE));
    }
}
