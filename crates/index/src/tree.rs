//! The cheapest join tree connecting several tables (a Steiner tree over the join graph), with
//! the cost a route has (`graph::Cost`): each edge its step cost (a hop, the doubt of a found
//! edge, the doubt of an edge onto no key), each table the tree passes through (asked for by
//! no one) its hub cost. Between two tables only their cheapest edge is walked, so a join onto
//! a key beats one on a shared code.
//!
//! Up to `EXACT_UP_TO` tables the tree is exact: Dreyfus–Wagner, rooted at the first table,
//! over the tables whose two nearest asked tables are together no farther than a first tree
//! found by the shortest-path heuristic costs (a table the cheapest tree passes through
//! joins two of its branches), when that work (those tables times 3^(k-1)) stays within
//! `EXACT_WORK`. Otherwise, and above, it is that heuristic's tree (Takahashi–Matsuyama: grow
//! from one table, add the nearest table still unjoined by its cheapest path; at most twice
//! the cheapest), grown from each of the first `STARTS` asked tables, the cheapest kept, and
//! not said to be proven. Then alternatives: the heuristic's tree with one of the best
//! tree's first `LEFT_OUT` table pairs left out, or one of its edges swapped for another edge
//! between the same two tables, cheapest first, each set of edges once.
//! Every search is a Dijkstra over the asked tables' component, with a heap, never recursive.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap, HashSet, VecDeque};

use super::graph::{Cost, HOP, JoinGraph, Link, step_cost};
use super::records::{ArchivedEdgeRecord, Detection};

/// Up to this many tables the tree is exact.
pub const EXACT_UP_TO: usize = 7;
/// The most work an exact search may take (tables it may pass through times the splits of
/// the asked tables, 3^(k-1)); above, the heuristic's tree is the answer, not proven.
const EXACT_WORK: usize = 4_000_000;
/// From how many of the asked tables the heuristic grows a tree, keeping the cheapest.
const STARTS: usize = 3;
/// How many of the best tree's edges are each left out in turn for alternatives, at most.
const LEFT_OUT: usize = 8;

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

const NONE: u32 = u32::MAX;

/// A tree's arcs, each with the node it is walked from.
type Arcs = Vec<(u32, Walk)>;

/// What a Dijkstra reached: each node's cost, the node and arc it was reached by, and the
/// node that stopped it.
struct Reached {
    dist: Vec<Cost>,
    came: Vec<(u32, Option<Walk>)>,
    stopped: Option<u32>,
}
const INFINITE: Cost = Cost::MAX;

/// One walkable arc of the region: to a local node, at a cost, over a link.
#[derive(Clone, Copy)]
struct Walk {
    to: u32,
    cost: Cost,
    link: Link,
}

/// The asked tables' component, numbered locally, with the cheapest arc per table pair and
/// the other edges between the same pair kept for alternatives.
struct Region {
    nodes: Vec<usize>,
    /// Each graph node's local number (`NONE` outside the region), by graph node.
    local: Vec<u32>,
    arcs: Vec<Vec<Walk>>,
    /// What passing through each node costs; nothing for an asked table.
    through: Vec<Cost>,
    /// The costlier edges between a pair, by (lower, higher) local node.
    parallel: HashMap<(u32, u32), Vec<Walk>>,
}

fn pair(a: u32, b: u32) -> (u32, u32) {
    (a.min(b), a.max(b))
}

impl Region {
    fn new(graph: &JoinGraph, nodes: Vec<usize>, asked: &HashSet<usize>, edge: &EdgeOf) -> Self {
        let most = nodes.iter().copied().max().map_or(0, |m| m + 1);
        let mut local = vec![NONE; most];
        for (i, &n) in nodes.iter().enumerate() {
            local[n] = i as u32;
        }
        let mut arcs = Vec::with_capacity(nodes.len());
        let mut parallel: HashMap<(u32, u32), Vec<Walk>> = HashMap::new();
        for (from, &node) in nodes.iter().enumerate() {
            let mut out: Vec<Walk> = (graph.links(node).iter())
                .filter_map(|link| {
                    let to = *local.get(link.to as usize)?;
                    let record = edge(link)?;
                    (to != NONE).then(|| Walk {
                        to,
                        cost: step_cost(link, record),
                        link: *link,
                    })
                })
                .collect();
            out.sort_by_key(|w| (w.to, w.cost, w.link.share, w.link.edge));
            let mut best: Vec<Walk> = Vec::with_capacity(out.len());
            for walk in out {
                match best.last() {
                    Some(kept) if kept.to == walk.to => {
                        if (from as u32) < walk.to {
                            parallel
                                .entry((from as u32, walk.to))
                                .or_default()
                                .push(walk);
                        }
                    }
                    _ => best.push(walk),
                }
            }
            arcs.push(best);
        }
        let through = nodes
            .iter()
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
            arcs,
            through,
            parallel,
        }
    }

    /// The cheapest cost from `sources` (cost 0 each, their passing paid) to every node up to
    /// `limit` (those farther stay unreached), with the arc each was reached by; stops once
    /// `until` is reached when it is given.
    fn dijkstra(
        &self,
        sources: &[u32],
        banned: &HashSet<(u32, u32)>,
        until: Option<&dyn Fn(u32) -> bool>,
        limit: Cost,
    ) -> Reached {
        let n = self.nodes.len();
        let mut dist = vec![INFINITE; n];
        let mut came = vec![(NONE, None); n];
        let mut is_source = vec![false; n];
        let mut heap = BinaryHeap::new();
        for &s in sources {
            dist[s as usize] = 0;
            is_source[s as usize] = true;
            heap.push(Reverse((0, s)));
        }
        while let Some(Reverse((d, x))) = heap.pop() {
            if d > limit {
                break;
            }
            if d > dist[x as usize] {
                continue;
            }
            if until.is_some_and(|stop| stop(x)) {
                return Reached {
                    dist,
                    came,
                    stopped: Some(x),
                };
            }
            let passing = if is_source[x as usize] {
                0
            } else {
                self.through[x as usize]
            };
            for arc in &self.arcs[x as usize] {
                if !banned.is_empty() && banned.contains(&pair(x, arc.to)) {
                    continue;
                }
                let next = d.saturating_add(arc.cost).saturating_add(passing);
                if next < dist[arc.to as usize] {
                    dist[arc.to as usize] = next;
                    came[arc.to as usize] = (x, Some(*arc));
                    heap.push(Reverse((next, arc.to)));
                }
            }
        }
        Reached {
            dist,
            came,
            stopped: None,
        }
    }

    /// The shortest-path heuristic's tree grown from `start`: its arcs as (from, arc).
    fn grown(
        &self,
        start: u32,
        asked: &[u32],
        banned: &HashSet<(u32, u32)>,
    ) -> Option<Vec<(u32, Walk)>> {
        let mut in_tree = vec![false; self.nodes.len()];
        in_tree[start as usize] = true;
        let mut members = vec![start];
        let mut edges = Vec::new();
        let mut unjoined: HashSet<u32> = asked.iter().copied().filter(|&a| a != start).collect();
        while !unjoined.is_empty() {
            let stop = |x: u32| unjoined.contains(&x);
            let Reached { came, stopped, .. } =
                self.dijkstra(&members, banned, Some(&stop), INFINITE);
            let mut at = stopped?;
            unjoined.remove(&at);
            while !in_tree[at as usize] {
                in_tree[at as usize] = true;
                members.push(at);
                let (from, arc) = came[at as usize];
                edges.push((from, arc?));
                unjoined.remove(&at);
                at = from;
            }
        }
        Some(edges)
    }

    /// What a tree of these arcs costs: its arcs, and passing through every node it holds.
    fn cost_of(&self, edges: &[(u32, Walk)]) -> Cost {
        let mut nodes: HashSet<u32> = HashSet::new();
        let mut cost: Cost = 0;
        for (from, arc) in edges {
            nodes.insert(*from);
            nodes.insert(arc.to);
            cost = cost.saturating_add(arc.cost);
        }
        nodes
            .iter()
            .fold(cost, |c, &n| c.saturating_add(self.through[n as usize]))
    }

    /// The cheapest tree over `asked` (the first is the root) among the nodes `kept` marks,
    /// by Dreyfus–Wagner; none when they do not connect.
    fn exact(
        &self,
        asked: &[u32],
        banned: &HashSet<(u32, u32)>,
        kept: &[bool],
    ) -> Option<Vec<(u32, Walk)>> {
        let n = self.nodes.len();
        let (root, others) = asked.split_first()?;
        let m = others.len();
        let full = (1usize << m) - 1;
        let mut dp = vec![INFINITE; (full + 1) * n];
        let mut back: Vec<Back> = vec![Back::Leaf; (full + 1) * n];
        for set in 1..=full {
            let row = set * n;
            if set.is_power_of_two() {
                let terminal = others[set.trailing_zeros() as usize] as usize;
                dp[row + terminal] = 0;
            } else {
                let low = set & set.wrapping_neg();
                for v in (0..n).filter(|&v| kept[v]) {
                    let mut best = INFINITE;
                    let mut split = 0;
                    let rest = set ^ low;
                    let mut sub = rest;
                    loop {
                        let one = sub | low;
                        let other = set ^ one;
                        if other != 0 {
                            let c = dp[one * n + v].saturating_add(dp[other * n + v]);
                            if c < best {
                                best = c;
                                split = one;
                            }
                        }
                        if sub == 0 {
                            break;
                        }
                        sub = (sub - 1) & rest;
                    }
                    if best < dp[row + v] {
                        dp[row + v] = best;
                        back[row + v] = Back::Merge(split as u32);
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
                let passing = self.through[x as usize];
                for arc in &self.arcs[x as usize] {
                    let to = arc.to as usize;
                    if !kept[to] || (!banned.is_empty() && banned.contains(&pair(x, arc.to))) {
                        continue;
                    }
                    let next = d.saturating_add(arc.cost).saturating_add(passing);
                    if next < dp[row + to] {
                        dp[row + to] = next;
                        back[row + to] = Back::Arc(x, *arc);
                        heap.push(Reverse((next, arc.to)));
                    }
                }
            }
        }
        if dp[full * n + *root as usize] == INFINITE {
            return None;
        }
        let mut edges = Vec::new();
        let mut stack = vec![(full, *root)];
        while let Some((set, v)) = stack.pop() {
            match back[set * n + v as usize] {
                Back::Leaf => {}
                Back::Merge(one) => {
                    stack.push((one as usize, v));
                    stack.push((set ^ one as usize, v));
                }
                Back::Arc(from, arc) => {
                    edges.push((from, arc));
                    stack.push((set, from));
                }
            }
        }
        Some(edges)
    }

    /// The best tree over `asked` without the pairs `banned`: exact up to `EXACT_UP_TO`
    /// tables, else the heuristic's best from every start.
    fn solve(
        &self,
        asked: &[u32],
        banned: &HashSet<(u32, u32)>,
        exact: bool,
    ) -> Option<(Vec<(u32, Walk)>, bool)> {
        let starts = &asked[..asked.len().min(if exact { STARTS } else { 1 })];
        let heuristic = starts
            .iter()
            .filter_map(|&s| self.grown(s, asked, banned))
            .min_by_key(|edges| self.cost_of(edges))?;
        if !exact || asked.len() > EXACT_UP_TO {
            return Some((heuristic, false));
        }
        let bound = self.cost_of(&heuristic);
        let kept = self.within(asked, banned, bound);
        let size = kept.iter().filter(|k| **k).count();
        let splits = 3usize.pow(asked.len().saturating_sub(1) as u32);
        if size.saturating_mul(splits) > EXACT_WORK {
            return Some((heuristic, false));
        }
        match self.exact(asked, banned, &kept) {
            Some(tree) => Some((tree, true)),
            None => Some((heuristic, false)),
        }
    }

    /// The nodes a tree costing at most `bound` may hold: an asked one, or one whose two
    /// nearest asked tables are together at most `bound` away (a table the cheapest tree
    /// passes through and was not asked joins at least two branches, each ending at an
    /// asked table).
    fn within(&self, asked: &[u32], banned: &HashSet<(u32, u32)>, bound: Cost) -> Vec<bool> {
        let n = self.nodes.len();
        let mut nearest = vec![(INFINITE, INFINITE); n];
        for &a in asked {
            let dist = self.dijkstra(&[a], banned, None, bound).dist;
            for (two, d) in nearest.iter_mut().zip(dist) {
                if d < two.0 {
                    *two = (d, two.0);
                } else if d < two.1 {
                    two.1 = d;
                }
            }
        }
        let mut kept: Vec<bool> = (nearest.iter())
            .map(|(a, b)| a.saturating_add(*b) <= bound)
            .collect();
        for &a in asked {
            kept[a as usize] = true;
        }
        kept
    }
}

/// How a Dreyfus–Wagner entry was reached.
#[derive(Clone, Copy)]
enum Back {
    Leaf,
    Merge(u32),
    Arc(u32, Walk),
}

/// The edges of a tree as a set, to tell trees apart.
fn identity(edges: &[(u32, Walk)]) -> Vec<(u32, u32)> {
    let mut out: Vec<(u32, u32)> = edges
        .iter()
        .map(|(_, a)| (a.link.share, a.link.edge))
        .collect();
    out.sort_unstable();
    out
}

impl JoinGraph {
    /// The tables within `radius` hops of any of `from`, `from` first, in the order reached.
    fn near(&self, from: &[usize], radius: u32) -> Vec<usize> {
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
        let asked_local: Vec<u32> = (asked.iter())
            .filter_map(|&a| region.local.get(a).copied().filter(|&l| l != NONE))
            .collect();
        let Some((best, exact)) = region.solve(&asked_local, &HashSet::new(), true) else {
            return Vec::new();
        };
        let mut found: Vec<(Cost, Arcs, bool)> = vec![(region.cost_of(&best), best.clone(), exact)];
        if wanted > 1 {
            for (at, (from, arc)) in best.iter().enumerate() {
                let banned = HashSet::from([pair(*from, arc.to)]);
                let other = (at < LEFT_OUT)
                    .then(|| region.solve(&asked_local, &banned, false))
                    .flatten();
                if let Some((other, _)) = other {
                    found.push((region.cost_of(&other), other, false));
                }
                for swap in region
                    .parallel
                    .get(&pair(*from, arc.to))
                    .into_iter()
                    .flatten()
                {
                    let swapped: Vec<(u32, Walk)> = best
                        .iter()
                        .map(|&(f, a)| {
                            if pair(f, a.to) == pair(*from, arc.to) {
                                (f, region.oriented(swap, a.to))
                            } else {
                                (f, a)
                            }
                        })
                        .collect();
                    found.push((region.cost_of(&swapped), swapped, false));
                }
            }
        }
        found.sort_by_key(|(cost, edges, _)| (*cost, identity(edges)));
        let mut seen = HashSet::new();
        found
            .into_iter()
            .filter(|(_, edges, _)| seen.insert(identity(edges)))
            .take(wanted.max(1))
            .map(|(cost, edges, exact)| region.shown(&edges, asked_local[0], cost, exact, edge))
            .collect()
    }
}

impl Region {
    /// `walk` as walked toward `to`: itself when it goes there, else the same edge walked
    /// back (toward `to`, its start).
    fn oriented(&self, walk: &Walk, to: u32) -> Walk {
        if walk.to == to {
            return *walk;
        }
        Walk {
            to,
            cost: walk.cost,
            link: Link {
                to: self.nodes[to as usize] as u32,
                toward_target: !walk.link.toward_target,
                ..walk.link
            },
        }
    }

    /// A tree's steps, breadth first from `root`, as graph links.
    fn shown(
        &self,
        edges: &[(u32, Walk)],
        root: u32,
        cost: Cost,
        exact: bool,
        edge: &EdgeOf,
    ) -> Tree {
        let mut around: HashMap<u32, Vec<Walk>> = HashMap::new();
        for &(from, arc) in edges {
            around.entry(from).or_default().push(arc);
            around
                .entry(arc.to)
                .or_default()
                .push(self.oriented(&arc, from));
        }
        let mut steps = Vec::new();
        let mut undeclared = 0;
        let mut joined = HashSet::from([root]);
        let mut queue = VecDeque::from([root]);
        while let Some(at) = queue.pop_front() {
            // A table the tree holds has an entry; the asked table alone (no edges) none.
            let Some(mut next) = around.remove(&at) else {
                continue;
            };
            next.sort_by_key(|a| self.nodes[a.to as usize]);
            for arc in next {
                if !joined.insert(arc.to) {
                    continue;
                }
                let link = Link {
                    to: self.nodes[arc.to as usize] as u32,
                    ..arc.link
                };
                let declared = edge(&link).map(|e| e.detection.native());
                undeclared += u32::from(declared != Some(Detection::Declared));
                steps.push((self.nodes[at as usize], link));
                queue.push_back(arc.to);
            }
        }
        Tree {
            steps,
            cost: f64::from(cost) / f64::from(HOP),
            undeclared,
            exact,
        }
    }
}

#[cfg(test)]
mod tests {
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
}
