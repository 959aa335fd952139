//! `find_join_path` given `tables` (beyond the reference): the cheapest join tree connecting 2
//! to 10 tables (`dbprint_index::JoinGraph::trees`: exact up to `EXACT_UP_TO` tables, else
//! the shortest-path heuristic), then up to `ALTERNATIVES` others, each with its steps in a
//! route's shape (breadth first from the first table asked), whether each step is written a
//! `LEFT JOIN` or an inner `JOIN` and why (`Advice`, `advise`: a step the print cannot show
//! drops no row is a `LEFT JOIN`, and so is every step hanging off a table a `LEFT JOIN` keeps
//! optional), the tables it passes through that were not asked (bridges) and the `FROM … JOIN
//! … ON …` text in the connection's quoting, each step joined as its advice says. A list naming
//! one table twice, an unknown or ambiguous name, or route-only arguments beside it are
//! refused, each saying which.

use std::collections::HashSet;

use super::Request;
use super::join_steps::{
    Hop, NoRoute, Records, clause, hops, on_joins, place, referencing, split, unreadable_edges,
};
use super::paged::{ListShape, Listed, map, strings};
use crate::sql_names::Quoting;
use dbprint_index::{Compiled, Link, Tree};
use dbprint_print::config::Connection;
use dbprint_print::fault::{self, Fault, py_repr};
use dbprint_yaml::Value;

/// How many trees beside the cheapest an answer lists at most.
pub const ALTERNATIVES: usize = 2;

/// How a step is joined, `LEFT JOIN` (`left`) or inner `JOIN`, and why: `why` describes the
/// join written, never another one.
pub struct Advice {
    pub left: bool,
    pub why: String,
}

impl Advice {
    /// The join walking `hop` takes on what the print measured of its edge alone: inner only
    /// when an inner join is shown to drop no row already joined, else `LEFT`. Toward the
    /// edge's target, rows whose key is null find no partner (the key's measured null share
    /// says how many); away from it, rows nothing references find none (a share the print
    /// does not measure), and each row becomes the fan-out's rows.
    fn of(hop: &Hop) -> Self {
        let percent = |r: f64| format!("{:.1}%", r * 100.0);
        if hop.direction == "many_to_one" {
            return match hop.key_null_rate {
                Some(rate) if rate > 0.0 => Advice {
                    left: true,
                    why: format!(
                        "{} of {}'s rows have a null key: an INNER JOIN drops them, a LEFT JOIN keeps them",
                        percent(rate),
                        hop.from
                    ),
                },
                Some(_) => Advice {
                    left: false,
                    why: "no null key measured: an INNER JOIN keeps every row that has a partner"
                        .to_string(),
                },
                None => Advice {
                    left: true,
                    why: format!(
                        "the key's null share was not measured: an INNER JOIN would drop {}'s rows whose key is null, a LEFT JOIN keeps them",
                        hop.from
                    ),
                },
            };
        }
        let fanout = match (hop.fanout_avg, hop.fanout_max) {
            (Some(avg), Some(max)) => {
                format!("each row becomes {avg} rows on average (at most {max})")
            }
            (Some(avg), None) => format!("each row becomes {avg} rows on average"),
            _ => "the fan-out was not measured".to_string(),
        };
        Advice {
            left: true,
            why: format!(
                "{fanout}; an INNER JOIN drops {}'s rows nothing references, a LEFT JOIN keeps them",
                hop.from
            ),
        }
    }

    /// The join of a step walked from `optional`, a table a `LEFT JOIN` before it keeps
    /// optional: `LEFT` too, since an inner join there would drop again the rows kept.
    fn hanging_off(optional: &str) -> Self {
        Advice {
            left: true,
            why: format!(
                "LEFT because it hangs off {optional}, which a LEFT JOIN keeps optional: an INNER JOIN here would drop again the rows kept with no {optional}"
            ),
        }
    }
}

/// Each of `hops`' advice, in order (each walked from a table joined before it): a step walked
/// from a table a `LEFT JOIN` keeps optional (the table a `LEFT` step enters, and so every
/// table joined through it) is `LEFT` too (`Advice::hanging_off`); any other as its own edge
/// says (`Advice::of`).
fn advise(hops: &[Hop]) -> Vec<Advice> {
    let mut optional: HashSet<&str> = HashSet::new();
    (hops.iter())
        .map(|hop| {
            let advice = if optional.contains(hop.from.as_str()) {
                Advice::hanging_off(&hop.from)
            } else {
                Advice::of(hop)
            };
            if advice.left {
                optional.insert(hop.to.as_str());
            }
            advice
        })
        .collect()
}

/// One tree: what it costs, whether it is proven cheapest, its tables (the bridges among
/// them), its steps with their advice, and its SQL.
pub struct JoinTree {
    pub cost: f64,
    pub exact: bool,
    pub undeclared_hops: u32,
    pub tables: Vec<String>,
    /// The tables it passes through that were not asked.
    pub bridges: Vec<String>,
    pub steps: Vec<(Hop, Advice)>,
    pub sql: String,
}

/// `find_join_path`'s answer given `tables`.
pub struct JoinTrees {
    pub tables: Vec<String>,
    pub unreadable_edges: Vec<String>,
    pub no_tree: Option<NoRoute>,
    pub trees: Vec<JoinTree>,
}

impl JoinTree {
    fn shown(&self) -> Value {
        let steps = self.steps.iter().map(|(hop, advice)| {
            let Value::Map(mut fields) = hop.shown() else {
                return Value::Null;
            };
            let kind = if advice.left { "left" } else { "inner" };
            fields.insert(Value::str("join"), Value::str(kind));
            fields.insert(Value::str("join_why"), Value::str(advice.why.as_str()));
            Value::Map(fields)
        });
        map(vec![
            ("cost", Value::Float(self.cost)),
            ("proven_cheapest", Value::Bool(self.exact)),
            ("hops", Value::Int(self.steps.len() as i64)),
            (
                "undeclared_hops",
                Value::Int(i64::from(self.undeclared_hops)),
            ),
            ("tables", strings(&self.tables)),
            ("bridges", strings(&self.bridges)),
            ("steps", Value::Seq(steps.collect())),
            ("sql", Value::str(self.sql.as_str())),
        ])
    }
}

impl Listed for JoinTrees {
    fn list(&self) -> (&str, ListShape) {
        ("trees", ListShape::Seq)
    }

    fn head(&self) -> Vec<(String, Value)> {
        let mut head = vec![("tables".to_string(), strings(&self.tables))];
        if !self.unreadable_edges.is_empty() {
            let tables = strings(&self.unreadable_edges);
            head.push(("unreadable_edges".to_string(), tables));
        }
        if let Some(none) = &self.no_tree {
            head.push(("no_tree".to_string(), none.shown()));
        }
        head
    }

    fn count(&self) -> usize {
        self.trees.len()
    }

    fn item(&self, i: usize) -> Result<(String, Value), Fault> {
        let tree = self.trees.get(i).map_or(Value::Null, JoinTree::shown);
        Ok((i.to_string(), tree))
    }
}

/// The fault for `tables` beside `from` or `to`.
pub fn both_ways() -> Fault {
    fault::conflicting_arguments(
        "give either tables (2 to 10 tables to join into one tree) or from and to (the routes between two tables), not both".to_string(),
    )
}

/// The fault for a route's own arguments beside `tables`, if any was given.
pub fn refuse_route_arguments(via: bool, max_hops: bool) -> Result<(), Fault> {
    let given = match (via, max_hops) {
        (true, _) => "via",
        (_, true) => "max_hops",
        _ => return Ok(()),
    };
    Err(fault::conflicting_arguments(format!(
        "{given} applies to a route between from and to; a tree over tables passes through whatever joins them cheapest: add the table to tables instead, or ask from and to"
    )))
}

/// One tree as the answer holds it: every step's hop with its advice and the SQL joining
/// them, or the fault of a step whose edge record the index does not hold.
fn shown(
    index: &Compiled,
    connection: &str,
    quoting: Quoting,
    asked: &HashSet<usize>,
    tree: &Tree,
) -> Result<JoinTree, Fault> {
    let Some(&(first, _)) = tree.steps.first() else {
        return Ok(JoinTree {
            cost: tree.cost,
            exact: tree.exact,
            undeclared_hops: 0,
            tables: Vec::new(),
            bridges: Vec::new(),
            steps: Vec::new(),
            sql: String::new(),
        });
    };
    let fqn = |n: usize| index.share(n).fqn.as_str().to_string();
    let nodes: Vec<usize> = std::iter::once(first)
        .chain(tree.steps.iter().map(|(_, link)| link.to as usize))
        .collect();
    let hops = hops(index, connection, &tree.steps)?;
    let advice = advise(&hops);
    let steps: Vec<(Hop, Advice)> = hops.into_iter().zip(advice).collect();
    let sql = clause(
        quoting,
        &fqn(first),
        steps.iter().map(|(hop, advice)| (hop, advice.left)),
    );
    Ok(JoinTree {
        cost: tree.cost,
        exact: tree.exact,
        undeclared_hops: tree.undeclared,
        tables: nodes.iter().map(|&n| fqn(n)).collect(),
        bridges: (nodes.iter())
            .filter(|n| !asked.contains(n))
            .map(|&n| fqn(n))
            .collect(),
        sql,
        steps,
    })
}

/// The trees joining the tables `names` names.
pub fn answer(req: &Request, conn: &Connection, names: &[String]) -> Result<JoinTrees, Fault> {
    let first = names.first().map_or("", String::as_str);
    let (index, (asked, fqns, trees)) = on_joins(req, conn, first, |compiled| {
        let mut asked: Vec<usize> = Vec::with_capacity(names.len());
        let mut fqns: Vec<String> = Vec::with_capacity(names.len());
        for name in names {
            let (share, fqn) = place(req, conn, compiled, name)?;
            if let Some(at) = asked.iter().position(|&a| a == share) {
                return Err(fault::conflicting_arguments(format!(
                    "tables names {} twice ({} and {}): name each table once",
                    py_repr(&fqn),
                    py_repr(&dbprint_base::echo::echo(&names[at])),
                    py_repr(&dbprint_base::echo::echo(name))
                )));
            }
            asked.push(share);
            fqns.push(fqn);
        }
        let records = Records::new(compiled);
        let edge = |link: &Link| records.edge(link);
        let trees = compiled.joins().trees(&asked, 1 + ALTERNATIVES, &edge);
        records.check(&conn.name)?;
        let named = referencing(trees.iter().flat_map(|t| t.steps.iter().map(|(_, l)| l)));
        Ok(((asked, fqns, trees), named))
    })?;
    let no_tree = if trees.is_empty() {
        split(&index, &asked)
    } else {
        None
    };
    let quoting = Quoting::of(conn.adapter.as_deref());
    let asked_set: HashSet<usize> = asked.iter().copied().collect();
    Ok(JoinTrees {
        tables: fqns,
        unreadable_edges: unreadable_edges(&index),
        no_tree,
        trees: (trees.iter())
            .map(|t| shown(&index, &conn.name, quoting, &asked_set, t))
            .collect::<Result<_, _>>()?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tools::join_steps::tests::{atlas, missing, step, table, unrecorded};

    const PORT: &str = "atlas.net.port";
    const PROJECT: &str = "atlas.net.project";
    const ROUTER: &str = "atlas.net.router";
    const SUBNETPOOL: &str = "atlas.net.subnetpool";
    const SUBNET: &str = "atlas.net.subnet";
    const NETWORK: &str = "atlas.net.network";

    /// The tables the tests of a whole tree ask to join.
    fn asked(index: &Compiled) -> HashSet<usize> {
        [PORT, ROUTER, SUBNETPOOL]
            .iter()
            .map(|t| table(index, t))
            .collect()
    }

    /// A tree of `steps` as the tree search gives one.
    fn tree(steps: Vec<(usize, Link)>) -> Tree {
        Tree {
            steps,
            cost: 3.0,
            undeclared: 0,
            exact: true,
        }
    }

    #[test]
    fn a_tree_is_its_steps_each_with_its_advice_and_the_sql_joining_them() {
        let index = atlas();
        let asked = asked(&index);
        let steps = vec![
            step(&index, PORT, PROJECT),
            step(&index, PROJECT, ROUTER),
            step(&index, PROJECT, SUBNETPOOL),
        ];
        let Ok(shown) = shown(&index, "atlas", Quoting::Double, &asked, &tree(steps)) else {
            panic!("every edge of the fixture's tree has its record");
        };
        assert_eq!(shown.steps.len(), 3);
        assert_eq!(shown.bridges, [PROJECT]);
        assert_eq!(
            shown.sql,
            "FROM atlas.net.port AS port\nJOIN atlas.net.project AS project ON project.project_id = port.project_id\nLEFT JOIN atlas.net.router AS router ON router.project_id = project.project_id\nLEFT JOIN atlas.net.subnetpool AS subnetpool ON subnetpool.project_id = project.project_id"
        );
        assert_each_why_tells_its_join(&shown.steps);
    }

    /// A hop from `from` to `to` in `direction`, its key's null share `key_null_rate`.
    fn walked(from: &str, to: &str, direction: &'static str, key_null_rate: Option<f64>) -> Hop {
        Hop {
            from: from.to_string(),
            from_columns: vec![format!("{to}_id")],
            to: to.to_string(),
            to_columns: vec![format!("{to}_id")],
            direction,
            detection: "declared",
            referencing_table: from.to_string(),
            key_null_rate,
            fanout_avg: Some(2.0),
            fanout_max: Some(3.0),
            note: None,
        }
    }

    /// Each step's `why` tells the join it takes: a `LEFT` one says what a `LEFT JOIN` keeps
    /// or what it hangs off, an inner one what an `INNER JOIN` keeps and never a `LEFT JOIN`.
    fn assert_each_why_tells_its_join(steps: &[(Hop, Advice)]) {
        for (hop, advice) in steps {
            let why = advice.why.as_str();
            if advice.left {
                assert!(
                    why.contains("a LEFT JOIN keeps") || why.starts_with("LEFT because"),
                    "{} to {}: LEFT, but {why}",
                    hop.from,
                    hop.to
                );
            } else {
                assert!(
                    why.contains("an INNER JOIN keeps") && !why.contains("LEFT"),
                    "{} to {}: inner, but {why}",
                    hop.from,
                    hop.to
                );
            }
        }
    }

    #[test]
    fn after_a_left_step_every_step_hanging_off_its_optional_side_is_left_too() {
        let hops = [
            walked("ticket", "orders", "many_to_one", Some(0.2)),
            walked("orders", "customer", "many_to_one", Some(0.0)),
            walked("customer", "region", "many_to_one", Some(0.0)),
            walked("ticket", "agent", "many_to_one", Some(0.0)),
            walked("agent", "team", "many_to_one", Some(0.0)),
        ];
        let advice = advise(&hops);
        let joins: Vec<bool> = advice.iter().map(|a| a.left).collect();
        assert_eq!(joins, [true, true, true, false, false]);
        assert_eq!(
            advice[0].why,
            "20.0% of ticket's rows have a null key: an INNER JOIN drops them, a LEFT JOIN keeps them"
        );
        assert_eq!(
            advice[1].why,
            "LEFT because it hangs off orders, which a LEFT JOIN keeps optional: an INNER JOIN here would drop again the rows kept with no orders"
        );
        assert!(
            advice[2]
                .why
                .starts_with("LEFT because it hangs off customer,")
        );
        let steps: Vec<(Hop, Advice)> = hops.into_iter().zip(advice).collect();
        assert_each_why_tells_its_join(&steps);
    }

    #[test]
    fn a_step_not_shown_to_keep_every_row_is_left_and_says_why() {
        let hops = [
            walked("orders", "customer", "many_to_one", Some(0.0)),
            walked("orders", "ticket", "one_to_many", Some(0.2)),
            walked("orders", "promotion", "many_to_one", None),
            walked("customer", "region", "many_to_one", Some(0.0)),
        ];
        let advice = advise(&hops);
        let joins: Vec<bool> = advice.iter().map(|a| a.left).collect();
        assert_eq!(joins, [false, true, true, false]);
        assert_eq!(
            advice[1].why,
            "each row becomes 2 rows on average (at most 3); an INNER JOIN drops orders's rows nothing references, a LEFT JOIN keeps them"
        );
        let steps: Vec<(Hop, Advice)> = hops.into_iter().zip(advice).collect();
        assert_each_why_tells_its_join(&steps);
    }

    #[test]
    fn a_trees_sql_joins_each_step_as_its_advice_says() {
        let index = atlas();
        let asked = asked(&index);
        let steps = vec![
            step(&index, PORT, PROJECT),
            step(&index, PROJECT, SUBNET),
            step(&index, SUBNET, SUBNETPOOL),
            step(&index, PORT, NETWORK),
        ];
        let Ok(shown) = shown(&index, "atlas", Quoting::Double, &asked, &tree(steps)) else {
            panic!("every edge of the fixture's tree has its record");
        };
        let joins: Vec<bool> = shown.steps.iter().map(|(_, a)| a.left).collect();
        assert_eq!(joins, [false, true, true, false]);
        assert!(
            shown.steps[2]
                .1
                .why
                .starts_with("LEFT because it hangs off atlas.net.subnet,")
        );
        assert_each_why_tells_its_join(&shown.steps);
        let written: Vec<bool> = (shown.sql.lines().skip(1))
            .map(|line| line.starts_with("LEFT JOIN "))
            .collect();
        assert_eq!(written, joins, "{}", shown.sql);
    }

    #[test]
    fn a_tree_with_a_step_without_its_edge_record_is_a_fault_not_a_smaller_tree() {
        let index = atlas();
        let asked = asked(&index);
        let steps = vec![
            step(&index, PORT, PROJECT),
            unrecorded(step(&index, PROJECT, ROUTER)),
            step(&index, PROJECT, SUBNETPOOL),
        ];
        let answer = shown(&index, "atlas", Quoting::Double, &asked, &tree(steps));
        let Err(fault) = answer else {
            panic!("a tree with a step without its edge record was shown");
        };
        assert_eq!(fault, missing(PROJECT, ROUTER, ROUTER));
    }
}
