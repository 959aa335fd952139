//! The tree search's answers on small graphs: the exact tree where no pairwise route shows
//! it, a key join before a shared code, the heuristic's order above the exact size, and no
//! tree across components.

use crate::graph::tests::{access, edge, graph_of, keyed_share, share};
use crate::records::{ArchivedTableShare, Detection, EdgeRecord};
use crate::{Link, Tree};

fn declared(to: &str) -> EdgeRecord {
    edge(to, Detection::Declared, 1.0, false)
}

/// An inferred edge on `columns` onto `targets` of table `to`.
fn on(columns: &[&str], to: &str, targets: &[&str]) -> EdgeRecord {
    EdgeRecord {
        columns: columns.iter().map(|c| c.to_string()).collect(),
        target_columns: targets.iter().map(|c| c.to_string()).collect(),
        ..edge(to, Detection::Inferred, 1.0, false)
    }
}

fn names(shares: &[&ArchivedTableShare], tree: &Tree) -> Vec<(String, String)> {
    tree.steps
        .iter()
        .map(|(from, link)| {
            (
                shares[*from].fqn.to_string(),
                shares[link.to as usize].fqn.to_string(),
            )
        })
        .collect()
}

/// a, b and c each refer to s (declared); a and b also meet at x, b and c at y. Joining
/// the pairs' shortest routes one after another (a-x-b, then b-y-c) costs 4 hops; the
/// star through s, which neither pair's route needs to take, costs 3.
#[test]
fn the_exact_tree_is_the_cheapest_even_where_no_pairwise_route_shows_it() {
    let bytes = vec![
        share("a", vec![declared("s"), declared("x")]),
        share("b", vec![declared("s"), declared("x"), declared("y")]),
        share("c", vec![declared("s"), declared("y")]),
        share("s", Vec::new()),
        share("x", Vec::new()),
        share("y", Vec::new()),
    ];
    let shares = access(&bytes);
    let graph = graph_of(&shares);
    let edge = |link: &Link| shares[link.share as usize].edges.get(link.edge as usize);
    let trees = graph.trees(&[0, 1, 2], 3, &edge);
    assert_eq!(trees[0].cost, 3.0);
    assert!(trees[0].exact);
    assert_eq!(
        names(&shares, &trees[0]),
        [("a", "s"), ("s", "b"), ("s", "c")].map(|(f, t)| (f.to_string(), t.to_string()))
    );
    assert_eq!(trees.len(), 3, "two alternatives");
    assert!(
        trees[1..]
            .iter()
            .all(|t| t.cost >= 3.0 && t.steps.len() >= 3)
    );
}

/// t refers to u twice: by a code both carry (u's key is `id`, not the code) and by
/// `u_id` onto `id`. Both were inferred; the tree and the route take the key.
#[test]
fn a_join_onto_the_key_beats_one_on_a_shared_code() {
    let key = |k: &str| vec![vec![k.to_string()]];
    let bytes = vec![
        keyed_share(
            "t",
            vec![on(&["code"], "u", &["code"]), on(&["u_id"], "u", &["id"])],
            key("t_id"),
        ),
        keyed_share("u", Vec::new(), key("id")),
    ];
    let shares = access(&bytes);
    let graph = graph_of(&shares);
    let edge = |link: &Link| shares[link.share as usize].edges.get(link.edge as usize);
    let trees = graph.trees(&[0, 1], 2, &edge);
    let first = trees[0].steps[0].1;
    assert_eq!(first.edge, 1, "the edge onto u.id");
    assert_eq!(trees[0].cost, 1.5);
    assert_eq!(
        trees[1].cost, 1.9,
        "the shared code, kept as the alternative"
    );
    let routes = graph.routes(0, None, 1, 2, 2, &edge);
    assert_eq!(routes[0].links[0].edge, 1);
}

/// Ten spokes on one hub chain: the heuristic's tree above `EXACT_UP_TO` tables joins
/// every asked table, each step from a table already joined.
#[test]
fn above_the_exact_size_the_tree_still_joins_every_table_in_order() {
    let mut bytes = vec![share("h0", vec![declared("h1")]), share("h1", Vec::new())];
    for n in 0..10 {
        let hub = if n % 2 == 0 { "h0" } else { "h1" };
        bytes.push(share(&format!("t{n}"), vec![declared(hub)]));
    }
    let shares = access(&bytes);
    let graph = graph_of(&shares);
    let edge = |link: &Link| shares[link.share as usize].edges.get(link.edge as usize);
    let asked: Vec<usize> = (2..12).collect();
    let trees = graph.trees(&asked, 1, &edge);
    let tree = &trees[0];
    assert!(!tree.exact);
    assert_eq!(
        tree.steps.len(),
        11,
        "ten spokes and two hubs: eleven edges"
    );
    let mut joined = vec![2usize];
    for (from, link) in &tree.steps {
        assert!(
            joined.contains(from),
            "each step starts from a table already joined"
        );
        joined.push(link.to as usize);
    }
    assert!(asked.iter().all(|a| joined.contains(a)));
}

#[test]
fn tables_in_different_components_have_no_tree() {
    let bytes = vec![
        share("a", vec![declared("b")]),
        share("b", Vec::new()),
        share("c", Vec::new()),
    ];
    let shares = access(&bytes);
    let graph = graph_of(&shares);
    let edge = |link: &Link| shares[link.share as usize].edges.get(link.edge as usize);
    assert!(graph.trees(&[0, 2], 3, &edge).is_empty());
    assert_eq!(graph.trees(&[0, 1], 3, &edge).len(), 1);
}
