//! The Dijkstra every tree search runs over a region, with a heap, never recursive: from a set
//! of sources to every node up to a cost, or until a node that stops it. Its state (each
//! node's cost and how it was reached) is sized to the region once per call and reused by
//! every run, each run resetting only the nodes the one before reached: one O(region) state
//! per call, never one per run, and a run's work follows what it reaches.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashSet};

use super::region::{Region, Walk, pair};
use crate::graph::Cost;

/// A cost no path reaches.
pub(super) const INFINITE: Cost = Cost::MAX;

/// How a node was reached in the last run.
#[derive(Clone, Copy)]
enum Came {
    Unreached,
    /// A source: reached at no cost, its passing already paid.
    Source,
    /// From `from`, over the region's arc at place `walk`.
    By {
        from: u32,
        walk: u32,
    },
}

/// A Dijkstra's state over one region, reused run after run.
pub(super) struct Dijkstra {
    dist: Vec<Cost>,
    came: Vec<Came>,
    /// The nodes the last run gave a cost, to reset before the next.
    reached: Vec<u32>,
    heap: BinaryHeap<Reverse<(Cost, u32)>>,
}

impl Dijkstra {
    /// A state for runs over `region`.
    pub(super) fn over(region: &Region) -> Self {
        Dijkstra {
            dist: vec![INFINITE; region.len()],
            came: vec![Came::Unreached; region.len()],
            reached: Vec::new(),
            heap: BinaryHeap::new(),
        }
    }

    /// The cheapest cost from `sources` (cost 0 each, their passing paid) to every node up to
    /// `limit` (those farther may keep a cost above it), with the arc each was reached by,
    /// no arc between a `banned` pair walked; stops at the first node `until` accepts, and
    /// answers it.
    pub(super) fn run(
        &mut self,
        region: &Region,
        sources: &[u32],
        banned: &HashSet<(u32, u32)>,
        until: Option<&dyn Fn(u32) -> bool>,
        limit: Cost,
    ) -> Option<u32> {
        for node in self.reached.drain(..) {
            self.dist[node as usize] = INFINITE;
            self.came[node as usize] = Came::Unreached;
        }
        self.heap.clear();
        for &s in sources {
            self.dist[s as usize] = 0;
            self.came[s as usize] = Came::Source;
            self.reached.push(s);
            self.heap.push(Reverse((0, s)));
        }
        while let Some(Reverse((d, x))) = self.heap.pop() {
            if d > limit {
                break;
            }
            if d > self.dist[x as usize] {
                continue;
            }
            if until.is_some_and(|stop| stop(x)) {
                return Some(x);
            }
            let passing = match self.came[x as usize] {
                Came::Source => 0,
                _ => region.through(x),
            };
            for (at, arc) in region.arcs(x) {
                if !banned.is_empty() && banned.contains(&pair(x, arc.to)) {
                    continue;
                }
                let next = d.saturating_add(arc.cost).saturating_add(passing);
                let to = arc.to as usize;
                if next < self.dist[to] {
                    if self.dist[to] == INFINITE {
                        self.reached.push(arc.to);
                    }
                    self.dist[to] = next;
                    self.came[to] = Came::By { from: x, walk: at };
                    self.heap.push(Reverse((next, arc.to)));
                }
            }
        }
        None
    }

    /// The nodes the last run gave a cost.
    pub(super) fn reached(&self) -> &[u32] {
        &self.reached
    }

    /// `node`'s cost in the last run (`INFINITE` when unreached).
    pub(super) fn dist(&self, node: u32) -> Cost {
        self.dist[node as usize]
    }

    /// The node and arc `node` was reached by in the last run; none for a source or a node
    /// not reached.
    pub(super) fn came(&self, region: &Region, node: u32) -> Option<(u32, Walk)> {
        match self.came[node as usize] {
            Came::By { from, walk } => Some((from, region.walk(walk))),
            Came::Unreached | Came::Source => None,
        }
    }
}
