//! The exact tree: Dreyfus–Wagner, rooted at the first asked table, over the nodes a tree
//! no costlier than a known one may hold (`within`: an asked table, or one whose two nearest
//! asked tables are together no farther than that tree costs, since a table the cheapest
//! tree passes through and was not asked joins two of its branches), when that work (those
//! nodes times 3^(k-1), the splits of the k asked tables) stays within `EXACT_WORK`.
//!
//! The kept nodes are numbered anew, compactly, with their arcs among themselves (`Kept`),
//! so the search's two tables (a cost and how it was reached, per subset of the asked tables
//! but the root and per kept node) hold 2^(k-1) × kept cells: never more than `EXACT_WORK`,
//! however large the region around them.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap, HashSet};

use super::dijkstra::{Dijkstra, INFINITE};
use super::region::{Arcs, Region, pair};
use crate::graph::Cost;

/// The most work an exact search may take (nodes it may pass through times the splits of
/// the asked tables, 3^(k-1)); above, the heuristic's tree is the answer, not proven. Its
/// tables' cells (2^(k-1) per node) stay below it.
pub(super) const EXACT_WORK: usize = 4_000_000;

/// How a Dreyfus–Wagner entry was reached.
#[derive(Clone, Copy)]
pub(super) enum Back {
    Leaf,
    /// The union of the entries for this subset and the rest of the set, at the same node.
    Merge(u32),
    /// From kept node `from` over the region's arc at place `walk`.
    Arc {
        from: u32,
        walk: u32,
    },
}

/// The kept nodes, numbered compactly (their place in `nodes`, in the order of their local
/// numbers), with the arcs between them.
struct Kept {
    /// The local node of each kept node.
    nodes: Vec<u32>,
    /// Where each kept node's arcs begin in `arcs` (one entry more than nodes).
    starts: Vec<usize>,
    /// (the kept node it reaches, the region's arc at that place), node after node.
    arcs: Vec<(u32, u32)>,
}

impl Kept {
    /// The kept `nodes` (sorted) with their arcs among themselves, no `banned` pair's.
    fn new(region: &Region, nodes: Vec<u32>, banned: &HashSet<(u32, u32)>) -> Self {
        let mut starts = Vec::with_capacity(nodes.len() + 1);
        let mut arcs = Vec::new();
        for &x in &nodes {
            starts.push(arcs.len());
            for (at, arc) in region.arcs(x) {
                if !banned.is_empty() && banned.contains(&pair(x, arc.to)) {
                    continue;
                }
                if let Ok(to) = nodes.binary_search(&arc.to) {
                    arcs.push((to as u32, at));
                }
            }
        }
        starts.push(arcs.len());
        Kept {
            nodes,
            starts,
            arcs,
        }
    }

    fn len(&self) -> usize {
        self.nodes.len()
    }

    /// The kept number of local node `node`, if kept.
    fn of(&self, node: u32) -> Option<usize> {
        self.nodes.binary_search(&node).ok()
    }

    fn arcs(&self, v: usize) -> &[(u32, u32)] {
        &self.arcs[self.starts[v]..self.starts[v + 1]]
    }
}

/// The cheapest tree over `asked` (the first is the root), no arc between a `banned` pair
/// walked, proven by Dreyfus–Wagner over the nodes a tree costing at most `bound` may hold;
/// none when that work is above `EXACT_WORK` or they do not connect.
pub(super) fn cheapest(
    region: &Region,
    dijkstra: &mut Dijkstra,
    asked: &[u32],
    banned: &HashSet<(u32, u32)>,
    bound: Cost,
) -> Option<Arcs> {
    let kept = within(region, dijkstra, asked, banned, bound);
    let splits = 3usize.checked_pow(u32::try_from(asked.len().saturating_sub(1)).ok()?)?;
    if kept.len().saturating_mul(splits) > EXACT_WORK {
        return None;
    }
    dreyfus_wagner(region, &Kept::new(region, kept, banned), asked)
}

/// The nodes a tree costing at most `bound` may hold, sorted: an asked one, or one whose two
/// nearest asked tables are together at most `bound` away. Each asked table's Dijkstra stops
/// at `bound`, and only the nodes it reached are looked at.
fn within(
    region: &Region,
    dijkstra: &mut Dijkstra,
    asked: &[u32],
    banned: &HashSet<(u32, u32)>,
    bound: Cost,
) -> Vec<u32> {
    let mut nearest: HashMap<u32, (Cost, Cost)> = HashMap::new();
    for &a in asked {
        dijkstra.run(region, &[a], banned, None, bound);
        for &x in dijkstra.reached() {
            let d = dijkstra.dist(x);
            let two = nearest.entry(x).or_insert((INFINITE, INFINITE));
            if d < two.0 {
                *two = (d, two.0);
            } else if d < two.1 {
                two.1 = d;
            }
        }
    }
    let mut kept: Vec<u32> = (nearest.into_iter())
        .filter(|(_, (a, b))| a.saturating_add(*b) <= bound)
        .map(|(x, _)| x)
        .chain(asked.iter().copied())
        .collect();
    kept.sort_unstable();
    kept.dedup();
    kept
}

/// Dreyfus–Wagner over `kept`: for every subset of the asked tables but the root (a bit
/// each), the cheapest tree joining it to each kept node, by merging two subsets' trees at
/// the node, then a Dijkstra within the kept nodes; the tree joining all of them to the root,
/// read back without recursion.
fn dreyfus_wagner(region: &Region, kept: &Kept, asked: &[u32]) -> Option<Arcs> {
    let (root, others) = asked.split_first()?;
    let root = kept.of(*root)?;
    let terminals: Vec<usize> = others.iter().map(|&t| kept.of(t)).collect::<Option<_>>()?;
    let n = kept.len();
    let full = (1usize << terminals.len()) - 1;
    let mut dp = vec![INFINITE; (full + 1) * n];
    let mut back = vec![Back::Leaf; (full + 1) * n];
    for set in 1..=full {
        let row = set * n;
        if set.is_power_of_two() {
            dp[row + terminals[set.trailing_zeros() as usize]] = 0;
        } else {
            for v in 0..n {
                if let Some((cost, one)) = cheapest_merge(&dp, n, set, v)
                    && cost < dp[row + v]
                {
                    dp[row + v] = cost;
                    back[row + v] = Back::Merge(one as u32);
                }
            }
        }
        let mut heap: BinaryHeap<Reverse<(Cost, u32)>> = (0..n)
            .filter(|&v| dp[row + v] < INFINITE)
            .map(|v| Reverse((dp[row + v], v as u32)))
            .collect();
        while let Some(Reverse((d, x))) = heap.pop() {
            if d > dp[row + x as usize] {
                continue;
            }
            let passing = region.through(kept.nodes[x as usize]);
            for &(to, at) in kept.arcs(x as usize) {
                let next = d
                    .saturating_add(region.walk(at).cost)
                    .saturating_add(passing);
                if next < dp[row + to as usize] {
                    dp[row + to as usize] = next;
                    back[row + to as usize] = Back::Arc { from: x, walk: at };
                    heap.push(Reverse((next, to)));
                }
            }
        }
    }
    if dp[full * n + root] == INFINITE {
        return None;
    }
    let mut arcs = Vec::new();
    let mut stack = vec![(full, root)];
    while let Some((set, v)) = stack.pop() {
        match back[set * n + v] {
            Back::Leaf => {}
            Back::Merge(one) => {
                stack.push((one as usize, v));
                stack.push((set ^ one as usize, v));
            }
            Back::Arc { from, walk } => {
                arcs.push((kept.nodes[from as usize], region.walk(walk)));
                stack.push((set, from as usize));
            }
        }
    }
    Some(arcs)
}

/// The cheapest way to join `set` at kept node `v` from two trees of the table `dp` (rows of
/// `n`), each over a part of it, and the part holding its lowest table; none when no split
/// is reached.
fn cheapest_merge(dp: &[Cost], n: usize, set: usize, v: usize) -> Option<(Cost, usize)> {
    let low = set & set.wrapping_neg();
    let rest = set ^ low;
    let mut best: Option<(Cost, usize)> = None;
    let mut sub = rest;
    loop {
        let one = sub | low;
        let other = set ^ one;
        if other != 0 {
            let cost = dp[one * n + v].saturating_add(dp[other * n + v]);
            if best.is_none_or(|(b, _)| cost < b) {
                best = Some((cost, one));
            }
        }
        if sub == 0 {
            break;
        }
        sub = (sub - 1) & rest;
    }
    best
}
