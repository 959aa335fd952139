//! The cheapest join tree connecting several tables (a Steiner tree over the join graph), with
//! the cost a route has (`graph::Cost`): each edge its step cost (a hop, the doubt of a found
//! edge, the doubt of an edge onto no key), each table the tree passes through (asked for by
//! no one) its hub cost. Between two tables only their cheapest edge is walked, so a join onto
//! a key beats one on a shared code.
//!
//! The search runs over a `region` (the asked tables' component, or the tables within a
//! radius of them), every search in it a `dijkstra` run. First the shortest-path
//! `heuristic`'s tree (at most twice the cheapest), grown from each of the first `STARTS`
//! asked tables, the cheapest kept; up to `EXACT_UP_TO` tables, then the `exact` tree
//! (Dreyfus–Wagner over the tables no farther than that first tree costs), when its work
//! stays within `exact::EXACT_WORK`; else the heuristic's tree is the answer, not said to be
//! proven. Then `alternatives`, and each tree's steps as the answer gives them (`output`).
//!
//! Memory per call, for k asked tables: the region (its tables, their arcs, a map from graph
//! table to local number) and one Dijkstra state over it (a cost and how it was reached per
//! table, reused by every run), both O(region), never one per run; the trees found, each
//! O(its steps); and the exact search's two tables, 2^(k-1) cells per kept table, sized by
//! the kept tables alone, never by the region: kept × 3^(k-1) is within `EXACT_WORK`, so at
//! most `EXACT_WORK` × (2/3)^(k-1) cells of 16 bytes (under 43 MB for two tables, under 6 MB
//! for seven). `memory_bound_tests` holds a call over 100,000 tables to that.

mod alternatives;
mod dijkstra;
mod exact;
mod heuristic;
mod output;
mod region;

#[cfg(test)]
mod memory_bound_tests;
#[cfg(test)]
mod tests;

use std::collections::HashSet;

use dijkstra::Dijkstra;
use region::{Arcs, Region};

use super::graph::{JoinGraph, Link};
use super::records::ArchivedEdgeRecord;

/// Up to this many tables the tree is exact.
pub const EXACT_UP_TO: usize = 7;
/// From how many of the asked tables the heuristic grows a tree, keeping the cheapest.
const STARTS: usize = 3;

/// Reads a link's edge record.
pub type EdgeOf<'a> = dyn Fn(&Link) -> Option<&'a ArchivedEdgeRecord> + 'a;

/// A join tree: its edges, each walked from a table already joined (breadth first from the
/// first table asked), what it costs (in hops), and how it was found.
#[derive(Debug, Clone)]
pub struct Tree {
    /// (the table walked from, the link walked).
    pub steps: Vec<(usize, Link)>,
    pub cost: f64,
    pub undeclared: u32,
    /// Proven the cheapest (Dreyfus–Wagner); never said of an alternative.
    pub exact: bool,
}

impl JoinGraph {
    /// The cheapest join tree connecting `asked` (distinct tables, the first the one the
    /// steps start from), then up to `wanted - 1` alternatives, cheapest first; none when
    /// they sit in different components. `edge` reads a link's edge record.
    pub fn trees(&self, asked: &[usize], wanted: usize, edge: &EdgeOf) -> Vec<Tree> {
        self.trees_within(asked, wanted, None, edge)
    }

    /// `trees`, over the tables within `radius` hops of an asked table when it is given (a
    /// tree whose every table lies that near; none when they do not connect so near), else
    /// over their whole component.
    pub fn trees_within(
        &self,
        asked: &[usize],
        wanted: usize,
        radius: Option<u32>,
        edge: &EdgeOf,
    ) -> Vec<Tree> {
        let Some(&first) = asked.first() else {
            return Vec::new();
        };
        let component = self.component(first).0;
        if asked.iter().any(|&a| self.component(a).0 != component) {
            return Vec::new();
        }
        let nodes: Vec<usize> = match radius {
            _ if asked.len() == 1 => vec![first],
            Some(radius) => self.near(asked, radius),
            None => self.members(component).collect(),
        };
        let asked_set: HashSet<usize> = asked.iter().copied().collect();
        let region = Region::new(self, nodes, &asked_set, edge);
        let asked_local: Vec<u32> = (asked.iter()).filter_map(|&a| region.local_of(a)).collect();
        let mut dijkstra = Dijkstra::over(&region);
        let Some(best) = solve(&region, &mut dijkstra, &asked_local, &HashSet::new(), true) else {
            return Vec::new();
        };
        alternatives::ranked(&region, &mut dijkstra, &asked_local, best, wanted)
            .into_iter()
            .map(|(cost, arcs, exact)| region.tree_of(&arcs, asked_local[0], cost, exact, edge))
            .collect()
    }
}

/// The best tree over `asked` without the pairs `banned`, and whether it is proven the
/// cheapest: when `exact` is asked and there are at most `EXACT_UP_TO` tables, the exact
/// tree within its work, else the heuristic's best from the first `STARTS` (one when not
/// `exact`).
fn solve(
    region: &Region,
    dijkstra: &mut Dijkstra,
    asked: &[u32],
    banned: &HashSet<(u32, u32)>,
    exact: bool,
) -> Option<(Arcs, bool)> {
    let starts = &asked[..asked.len().min(if exact { STARTS } else { 1 })];
    let heuristic = heuristic::cheapest_grown(region, dijkstra, starts, asked, banned)?;
    if !exact || asked.len() > EXACT_UP_TO {
        return Some((heuristic, false));
    }
    let bound = region.cost_of(&heuristic);
    match exact::cheapest(region, dijkstra, asked, banned, bound) {
        Some(tree) => Some((tree, true)),
        None => Some((heuristic, false)),
    }
}
