//! The shortest-path heuristic's tree (Takahashi–Matsuyama): grown from one asked table,
//! each round joining the nearest table still unjoined by its cheapest path to the tree so
//! far; at most twice the cheapest tree. Grown from each of several starts, the cheapest
//! kept. Each round is one Dijkstra run; the tree's nodes are kept in a set of their own.

use std::collections::HashSet;

use super::dijkstra::{Dijkstra, INFINITE};
use super::region::{Arcs, Region};

/// The cheapest of the heuristic's trees over `asked` grown from each of `starts`, no arc
/// between a `banned` pair walked; none when they do not connect.
pub(super) fn cheapest_grown(
    region: &Region,
    dijkstra: &mut Dijkstra,
    starts: &[u32],
    asked: &[u32],
    banned: &HashSet<(u32, u32)>,
) -> Option<Arcs> {
    (starts.iter())
        .filter_map(|&start| grown(region, dijkstra, start, asked, banned))
        .min_by_key(|arcs| region.cost_of(arcs))
}

/// The heuristic's tree over `asked` grown from `start`: its arcs as (from, arc).
fn grown(
    region: &Region,
    dijkstra: &mut Dijkstra,
    start: u32,
    asked: &[u32],
    banned: &HashSet<(u32, u32)>,
) -> Option<Arcs> {
    let mut in_tree: HashSet<u32> = HashSet::from([start]);
    let mut members = vec![start];
    let mut arcs = Vec::new();
    let mut unjoined: HashSet<u32> = asked.iter().copied().filter(|&a| a != start).collect();
    while !unjoined.is_empty() {
        let stop = |x: u32| unjoined.contains(&x);
        let mut at = dijkstra.run(region, &members, banned, Some(&stop), INFINITE)?;
        unjoined.remove(&at);
        while in_tree.insert(at) {
            members.push(at);
            let (from, arc) = dijkstra.came(region, at)?;
            arcs.push((from, arc));
            unjoined.remove(&at);
            at = from;
        }
    }
    Some(arcs)
}
