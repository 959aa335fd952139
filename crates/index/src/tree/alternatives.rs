//! The trees listed after the best: the heuristic's tree with one of the best tree's first
//! `LEFT_OUT` table pairs left out, or the best with one of its edges swapped for another
//! edge between the same two tables; all of them ranked cheapest first, each set of edges
//! once.

use std::collections::HashSet;

use super::dijkstra::Dijkstra;
use super::region::{Arcs, Region, Walk, pair};
use super::solve;
use crate::graph::Cost;

/// How many of the best tree's edges are each left out in turn for alternatives, at most.
const LEFT_OUT: usize = 8;

/// A tree found: what it costs, its arcs, and whether it is proven the cheapest.
pub(super) type Found = (Cost, Arcs, bool);

/// `best` (proven the cheapest when `exact`), then, when more than one tree is `wanted`, its
/// alternatives over `asked`; cheapest first, each set of edges once, `wanted` at most (one
/// at least).
pub(super) fn ranked(
    region: &Region,
    dijkstra: &mut Dijkstra,
    asked: &[u32],
    (best, exact): (Arcs, bool),
    wanted: usize,
) -> Vec<Found> {
    let mut found: Vec<Found> = Vec::new();
    if wanted > 1 {
        for (at, (from, arc)) in best.iter().enumerate() {
            let edge = pair(*from, arc.to);
            if at < LEFT_OUT
                && let Some((other, _)) =
                    solve(region, dijkstra, asked, &HashSet::from([edge]), false)
            {
                found.push((region.cost_of(&other), other, false));
            }
            for swap in region.parallel(edge) {
                let swapped = swapped(region, &best, edge, swap);
                found.push((region.cost_of(&swapped), swapped, false));
            }
        }
    }
    // The best first: of two equal trees, the one kept is the best, proven or not.
    found.insert(0, (region.cost_of(&best), best, exact));
    found.sort_by_cached_key(|(cost, arcs, _)| (*cost, identity(arcs)));
    let mut seen = HashSet::new();
    (found.into_iter())
        .filter(|(_, arcs, _)| seen.insert(identity(arcs)))
        .take(wanted.max(1))
        .collect()
}

/// `tree` with its arc between the two nodes of `edge` walked over `swap` instead.
fn swapped(region: &Region, tree: &[(u32, Walk)], edge: (u32, u32), swap: &Walk) -> Arcs {
    (tree.iter())
        .map(|&(from, arc)| {
            if pair(from, arc.to) == edge {
                (from, region.oriented(swap, arc.to))
            } else {
                (from, arc)
            }
        })
        .collect()
}

/// The edges of a tree as a set, to tell trees apart.
fn identity(arcs: &[(u32, Walk)]) -> Vec<(u32, u32)> {
    let mut out: Vec<(u32, u32)> = (arcs.iter())
        .map(|(_, a)| (a.link.share, a.link.edge))
        .collect();
    out.sort_unstable();
    out
}
