//! The region a join tree is searched in: the tables it may pass through (the asked tables'
//! component, or those within a radius of them), numbered locally, each with its cheapest
//! arc to every neighbour in the region (the costlier edges between the same two tables kept
//! apart for alternatives) and what passing through it costs; and what a tree of its arcs
//! costs. Linear in the region: its tables, their arcs, and a map from graph table to local
//! number, never an array over the whole graph.

use std::collections::{HashMap, HashSet, VecDeque};

use super::EdgeOf;
use crate::graph::{Cost, JoinGraph, Link, step_cost};

/// One walkable arc of the region: to a local node, at a cost, over a link.
#[derive(Clone, Copy)]
pub(super) struct Walk {
    pub(super) to: u32,
    pub(super) cost: Cost,
    pub(super) link: Link,
}

/// A tree's arcs, each with the local node it is walked from.
pub(super) type Arcs = Vec<(u32, Walk)>;

/// A pair of local nodes, the lower first: an edge whichever way it is walked.
pub(super) fn pair(a: u32, b: u32) -> (u32, u32) {
    (a.min(b), a.max(b))
}

/// The tables a tree may pass through, numbered locally (their order in `nodes`).
pub(super) struct Region {
    /// The graph table of each local node.
    nodes: Vec<usize>,
    /// Each region table's local number, by graph table.
    local: HashMap<u32, u32>,
    /// Where each local node's arcs begin in `walks` (one entry more than nodes).
    starts: Vec<usize>,
    /// Every node's arcs, node after node: the cheapest per neighbour.
    walks: Vec<Walk>,
    /// What passing through each node costs; nothing for an asked table.
    through: Vec<Cost>,
    /// The costlier edges between a pair, by (lower, higher) local node.
    parallel: HashMap<(u32, u32), Vec<Walk>>,
}

impl Region {
    /// The region over the graph tables `nodes`, where passing through an `asked` table is
    /// free; `edge` reads a link's edge record (a link whose record does not read is no arc).
    pub(super) fn new(
        graph: &JoinGraph,
        nodes: Vec<usize>,
        asked: &HashSet<usize>,
        edge: &EdgeOf,
    ) -> Self {
        let local: HashMap<u32, u32> = (nodes.iter().enumerate())
            .map(|(i, &n)| (n as u32, i as u32))
            .collect();
        let mut starts = Vec::with_capacity(nodes.len() + 1);
        let most: usize = nodes.iter().map(|&n| graph.links(n).len()).sum();
        let mut walks: Vec<Walk> = Vec::with_capacity(most);
        let mut parallel: HashMap<(u32, u32), Vec<Walk>> = HashMap::new();
        for (from, &node) in nodes.iter().enumerate() {
            starts.push(walks.len());
            let mut out: Vec<Walk> = (graph.links(node).iter())
                .filter_map(|link| {
                    let to = *local.get(&link.to)?;
                    let record = edge(link)?;
                    Some(Walk {
                        to,
                        cost: step_cost(link, record),
                        link: *link,
                    })
                })
                .collect();
            out.sort_by_key(|w| (w.to, w.cost, w.link.share, w.link.edge));
            let first = walks.len();
            for walk in out {
                match walks.last() {
                    Some(kept) if walks.len() > first && kept.to == walk.to => {
                        if (from as u32) < walk.to {
                            parallel
                                .entry((from as u32, walk.to))
                                .or_default()
                                .push(walk);
                        }
                    }
                    _ => walks.push(walk),
                }
            }
        }
        starts.push(walks.len());
        let through = (nodes.iter())
            .map(|&n| {
                if asked.contains(&n) {
                    0
                } else {
                    graph.hub_cost(n)
                }
            })
            .collect();
        Region {
            nodes,
            local,
            starts,
            walks,
            through,
            parallel,
        }
    }

    /// How many tables the region holds.
    pub(super) fn len(&self) -> usize {
        self.nodes.len()
    }

    /// The local number of graph table `table`, if the region holds it.
    pub(super) fn local_of(&self, table: usize) -> Option<u32> {
        self.local.get(&u32::try_from(table).ok()?).copied()
    }

    /// The graph table of local node `node`.
    pub(super) fn table(&self, node: u32) -> usize {
        self.nodes[node as usize]
    }

    /// The arcs leaving `node`, each with its place among all the region's arcs (`walk`).
    pub(super) fn arcs(&self, node: u32) -> impl Iterator<Item = (u32, &Walk)> {
        let (begin, end) = (self.starts[node as usize], self.starts[node as usize + 1]);
        (begin..end).map(|at| (at as u32, &self.walks[at]))
    }

    /// The arc at place `at` among all the region's arcs.
    pub(super) fn walk(&self, at: u32) -> Walk {
        self.walks[at as usize]
    }

    /// What passing through `node` costs.
    pub(super) fn through(&self, node: u32) -> Cost {
        self.through[node as usize]
    }

    /// The costlier edges between the two nodes of `pair`, besides its cheapest arc.
    pub(super) fn parallel(&self, pair: (u32, u32)) -> &[Walk] {
        self.parallel.get(&pair).map_or(&[], Vec::as_slice)
    }

    /// `walk` as walked toward `to`: itself when it goes there, else the same edge walked
    /// back (toward `to`, its start).
    pub(super) fn oriented(&self, walk: &Walk, to: u32) -> Walk {
        if walk.to == to {
            return *walk;
        }
        Walk {
            to,
            cost: walk.cost,
            link: Link {
                to: self.table(to) as u32,
                toward_target: !walk.link.toward_target,
                ..walk.link
            },
        }
    }

    /// What a tree of these arcs costs: its arcs, and passing through every node it holds.
    pub(super) fn cost_of(&self, arcs: &[(u32, Walk)]) -> Cost {
        let mut nodes: HashSet<u32> = HashSet::new();
        let mut cost: Cost = 0;
        for (from, arc) in arcs {
            nodes.insert(*from);
            nodes.insert(arc.to);
            cost = cost.saturating_add(arc.cost);
        }
        (nodes.iter()).fold(cost, |c, &n| c.saturating_add(self.through(n)))
    }
}

impl JoinGraph {
    /// The tables within `radius` hops of any of `from`, `from` first, in the order reached.
    pub(super) fn near(&self, from: &[usize], radius: u32) -> Vec<usize> {
        let mut hops: HashMap<usize, u32> = from.iter().map(|&n| (n, 0)).collect();
        let mut order: Vec<usize> = from.to_vec();
        let mut queue: VecDeque<usize> = from.iter().copied().collect();
        while let Some(node) = queue.pop_front() {
            let d = hops[&node];
            if d >= radius {
                continue;
            }
            for link in self.links(node) {
                let next = link.to as usize;
                if let std::collections::hash_map::Entry::Vacant(slot) = hops.entry(next) {
                    slot.insert(d + 1);
                    order.push(next);
                    queue.push_back(next);
                }
            }
        }
        order
    }
}
