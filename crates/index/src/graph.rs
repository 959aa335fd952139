//! A connection's join graph, made once per archive from its shares' edges: every table a
//! node, every edge a person did not reject and that a plain `ON` can express (no key path)
//! a link walkable both ways, to a target inside the print. It answers which tables are
//! connected (`component`) and the join routes between two tables (`routes`), cheapest
//! first: one cost per route (`Cost`) weighing every hop, the doubt of an edge no database or
//! person declared, and passing through a hub table, then the fewest rows a row of the first
//! table becomes (the product of the fan-outs met walking from a key to its referencers).
//! The search is best-first over partial routes, each ranked by its cost plus the hops it
//! still needs (a breadth-first distance, a lower bound on the rest), so its work follows
//! the routes it reports and they come out in order.

use std::cmp::Ordering;
use std::collections::{BinaryHeap, HashMap, VecDeque};

use super::records::{ArchivedEdgeRecord, ArchivedTableShare, Detection};

/// What a route costs, in thousandths of a hop: integers, so routes of equal cost tie exactly
/// and the fan-out decides between them.
///
/// Every hop costs one (`HOP`): a shorter route is a simpler join. An edge the producer found
/// (inferred from names or measured from values) rather than one the database declared or a
/// person added costs half a hop more (`FOUND_DOUBT`): between two routes of one length the
/// declared one comes first, yet a direct found edge (1.5) comes before every route of two
/// declared hops or more, since a join the two tables' own columns name is what a person
/// means far more often than a chain through others. The print records no confidence for an
/// edge, so every edge found one way carries the same doubt; one measured from values alone
/// (a containment of values, no name to back it) a little more than one inferred from names.
/// An edge onto no whole key of either table, where the target's keys are known, costs 0.4
/// hop more (`KEYLESS_DOUBT`): of two edges between the same tables, the one onto a key wins.
///
/// Passing through a hub costs more (`hub`): a table on the way (neither end nor `via`)
/// whose degree (the tables it links to) is over twice the typical degree (the median over
/// the tables that link at all) adds a hop for each doubling beyond that, at most `HUB_MOST`
/// hops. Twice the typical degree is still an ordinary table (a fact with its few
/// dimensions); a table everything references (a tenant, a project, a user) relates two
/// others only by their sharing an owner, seldom what a route between them means. Such a
/// route stays listed, only lower, for when nothing else joins them. The logarithm makes the
/// penalty follow how far a table stands out from the rest, not the size of the print.
pub type Cost = u32;

/// One hop.
pub const HOP: Cost = 1000;
/// The extra cost of walking an edge that was found, not declared: inferred from names, or
/// (a little more) measured from values alone.
const FOUND_DOUBT: Cost = 500;
const MEASURED_DOUBT: Cost = 600;
/// The extra cost of an edge joining onto no whole key (`Link::keyless`): between two tables
/// a join onto one side's key (a reference) comes before one on a code both carry.
const KEYLESS_DOUBT: Cost = 400;
/// The most a hub adds, in hops.
const HUB_MOST: f64 = 2.0;

/// The doubt a hop over an edge of this detection adds to its cost.
fn doubt(detection: Detection) -> Cost {
    match detection {
        Detection::Declared | Detection::Annotated => 0,
        Detection::Inferred => FOUND_DOUBT,
        Detection::Measured => MEASURED_DOUBT,
    }
}

/// What walking `link` (over `record`, its edge) costs, the table it enters aside.
pub fn step_cost(link: &Link, record: &ArchivedEdgeRecord) -> Cost {
    let keyless = if link.keyless { KEYLESS_DOUBT } else { 0 };
    HOP + doubt(record.detection.native()) + keyless
}

/// What passing through each table adds to a route's cost: its degree against the typical
/// degree, as `Cost` explains.
fn hubs(links: &[Vec<Link>]) -> Vec<Cost> {
    let degrees: Vec<usize> = links
        .iter()
        .map(|out| {
            let mut near: Vec<u32> = out.iter().map(|l| l.to).collect();
            near.sort_unstable();
            near.dedup();
            near.len()
        })
        .collect();
    let mut linked: Vec<usize> = degrees.iter().copied().filter(|&d| d > 0).collect();
    linked.sort_unstable();
    let typical = match linked.len() {
        0 => 1.0,
        n if n % 2 == 1 => linked[n / 2] as f64,
        n => (linked[n / 2 - 1] + linked[n / 2]) as f64 / 2.0,
    };
    degrees
        .iter()
        .map(|&d| {
            let doublings = (d as f64 / (2.0 * typical)).log2().clamp(0.0, HUB_MOST);
            (doublings * f64::from(HOP)).round() as Cost
        })
        .collect()
}

/// One walkable link: the edge (share, place among its edges) and the way it is walked.
#[derive(Debug, Clone, Copy, rkyv::Archive, rkyv::Serialize, rkyv::Deserialize)]
pub struct Link {
    pub to: u32,
    pub share: u32,
    pub edge: u32,
    /// Walked from the referencing table to its target (many to one).
    pub toward_target: bool,
    /// It joins onto no whole key of either table though its target's keys are known
    /// (`keyless`): a shared code rather than a reference.
    pub keyless: bool,
}

/// Whether `columns` hold every column of one of `keys`.
fn covers_a_key(columns: &[&str], keys: &rkyv::Archived<Vec<Vec<String>>>) -> bool {
    keys.iter()
        .any(|key| key.iter().all(|k| columns.contains(&k.as_str())))
}

/// Whether edge `edge` of table `from` onto table `to` joins on no whole key: `to`'s keys are
/// known and its columns hold none of them, nor do the referencing columns hold one of
/// `from`'s keys (a one-to-one join). Unknown keys say nothing: such an edge is not keyless.
fn keyless(from: &ArchivedTableShare, edge: &ArchivedEdgeRecord, to: &ArchivedTableShare) -> bool {
    let target: Vec<&str> = edge.target_columns.iter().map(|c| c.as_str()).collect();
    let source: Vec<&str> = edge.columns.iter().map(|c| c.as_str()).collect();
    !to.keys.is_empty() && !covers_a_key(&target, &to.keys) && !covers_a_key(&source, &from.keys)
}

/// The join graph of one archive: made when the archive is compiled and archived beside its
/// shares (`Writer::joins`), so a process reading the archive deserialises it rather than
/// walking every share.
#[derive(rkyv::Archive, rkyv::Serialize, rkyv::Deserialize)]
pub struct JoinGraph {
    links: Vec<Vec<Link>>,
    /// What passing through each table adds to a route's cost (`Cost`).
    hub: Vec<Cost>,
    /// The tables whose edge files did not read: their edges are missing from the graph.
    unread: Vec<u32>,
    component: Vec<u32>,
    component_sizes: Vec<u32>,
}

impl ArchivedJoinGraph {
    /// Whether this graph, read from an archive of `tables` shares, names only tables and
    /// components it holds: what `JoinGraph` indexes by without a check.
    pub fn fits(&self, tables: usize) -> bool {
        let below = |n: &rkyv::rend::u32_le, limit: usize| (n.to_native() as usize) < limit;
        let components = self.component_sizes.len();
        self.links.len() == tables
            && self.hub.len() == tables
            && self.component.len() == tables
            && (self.links.iter().flat_map(|out| out.iter()))
                .all(|l| below(&l.to, tables) && below(&l.share, tables))
            && self.unread.iter().all(|t| below(t, tables))
            && self.component.iter().all(|c| below(c, components))
    }
}

/// A route: its links in order from the first table.
#[derive(Debug, Clone)]
pub struct Route {
    pub links: Vec<Link>,
    /// What it costs, in hops (`Cost`): the order routes come in.
    pub cost: f64,
    pub undeclared: u32,
    /// The rows one row of the first table becomes, where every fan-out met was measured.
    pub multiplier: f64,
    pub unmeasured: bool,
}

impl JoinGraph {
    /// The graph over `shares` (in archive order), whose place by FQN `index_of` gives.
    pub fn new<'a>(
        shares: impl ExactSizeIterator<Item = &'a ArchivedTableShare>,
        index_of: &HashMap<String, usize>,
    ) -> Self {
        let shares: Vec<&ArchivedTableShare> = shares.collect();
        let mut links: Vec<Vec<Link>> = vec![Vec::new(); shares.len()];
        let mut unread = Vec::new();
        for (from, &share) in shares.iter().enumerate() {
            if share.edges_unreadable {
                unread.push(from as u32);
            }
            for (at, edge) in share.edges.iter().enumerate() {
                let Some(&to) = index_of.get(edge.target_table.as_str()) else {
                    continue;
                };
                if edge.rejected || edge.keyed_by_path || to == from {
                    continue;
                }
                let keyless = keyless(share, edge, shares[to]);
                let (from32, to32) = (from as u32, to as u32);
                let (share, edge) = (from as u32, at as u32);
                links[from].push(Link {
                    to: to32,
                    share,
                    edge,
                    toward_target: true,
                    keyless,
                });
                links[to].push(Link {
                    to: from32,
                    share,
                    edge,
                    toward_target: false,
                    keyless,
                });
            }
        }
        let (component, component_sizes) = components(&links);
        JoinGraph {
            hub: hubs(&links),
            links,
            unread,
            component,
            component_sizes,
        }
    }

    /// The links leaving table `node` (each edge once per way it is walked).
    pub fn links(&self, node: usize) -> &[Link] {
        self.links.get(node).map_or(&[], Vec::as_slice)
    }

    /// The tables whose edge files did not read, in archive order.
    pub fn unread(&self) -> &[u32] {
        &self.unread
    }

    /// The component table `node` sits in, and how many tables it holds.
    pub fn component(&self, node: usize) -> (u32, u32) {
        let c = self.component.get(node).copied().unwrap_or(u32::MAX);
        (
            c,
            self.component_sizes.get(c as usize).copied().unwrap_or(1),
        )
    }

    /// The tables of component `c`, in archive order.
    pub fn members(&self, c: u32) -> impl Iterator<Item = usize> + '_ {
        self.component
            .iter()
            .enumerate()
            .filter(move |(_, of)| **of == c)
            .map(|(node, _)| node)
    }

    /// Hops from every table to `target`, `u32::MAX` beyond `limit` or unreachable.
    fn distances(&self, target: usize, limit: u32) -> Vec<u32> {
        let mut dist = vec![u32::MAX; self.links.len()];
        let mut queue = VecDeque::new();
        if target < dist.len() {
            dist[target] = 0;
            queue.push_back(target);
        }
        while let Some(node) = queue.pop_front() {
            let d = dist[node];
            if d >= limit {
                continue;
            }
            for link in &self.links[node] {
                let next = link.to as usize;
                if dist[next] == u32::MAX {
                    dist[next] = d + 1;
                    queue.push_back(next);
                }
            }
        }
        dist
    }

    /// The fewest hops from `from` to `to` (through `via` when given), up to `limit`.
    pub fn hops(&self, from: usize, via: Option<usize>, to: usize, limit: u32) -> Option<u32> {
        let to_end = self.distances(to, limit);
        let d = match via {
            None => to_end.get(from).copied()?,
            Some(via) => {
                let to_via = self.distances(via, limit);
                to_via.get(from)?.saturating_add(*to_end.get(via)?)
            }
        };
        (d <= limit).then_some(d)
    }

    /// What passing through table `node` adds to a route's cost (`Cost`).
    pub fn hub_cost(&self, node: usize) -> Cost {
        self.hub.get(node).copied().unwrap_or(0)
    }

    /// Up to `wanted` simple routes from `from` to `to` (through `via` when given) of at
    /// most `max_hops` links, cheapest first (`Cost`), then the lower row multiplier; `edge`
    /// reads a link's edge record. The search stops after `BUDGET` partial routes, the
    /// routes found so far kept.
    pub fn routes<'a>(
        &self,
        from: usize,
        via: Option<usize>,
        to: usize,
        max_hops: u32,
        wanted: usize,
        edge: &dyn Fn(&Link) -> Option<&'a ArchivedEdgeRecord>,
    ) -> Vec<Route> {
        const BUDGET: usize = 200_000;
        let to_end = self.distances(to, max_hops);
        let to_via = via.map(|v| self.distances(v, max_hops));
        // The hops a partial route at `node` still needs, by whether it has passed `via`.
        let needed = |node: usize, passed: bool| -> u32 {
            match (&to_via, passed) {
                (Some(to_via), false) => to_via[node].saturating_add(via.map_or(0, |v| to_end[v])),
                _ => to_end[node],
            }
        };
        // Entering a table on the way costs its hub share; the ends and `via` were asked for.
        let through = |node: usize| -> Cost {
            if node == to || Some(node) == via {
                0
            } else {
                self.hub_cost(node)
            }
        };
        let mut arena: Vec<Partial> = vec![Partial {
            node: from as u32,
            parent: u32::MAX,
            link: None,
            hops: 0,
            cost: 0,
            undeclared: 0,
            multiplier: 1.0,
            unmeasured: false,
            passed: via.is_none() || via == Some(from),
        }];
        let mut heap = BinaryHeap::new();
        let needed_from = needed(from, arena[0].passed);
        if from < self.links.len() && needed_from <= max_hops {
            heap.push(Queued::of(&arena[0], 0, needed_from));
        }
        let mut found = Vec::new();
        let mut popped = 0usize;
        while let Some(Queued { at, .. }) = heap.pop() {
            popped += 1;
            if popped > BUDGET || found.len() >= wanted {
                break;
            }
            let partial = arena[at as usize].clone();
            if partial.node as usize == to && partial.passed {
                found.push(route(&arena, at));
                continue;
            }
            for link in &self.links[partial.node as usize] {
                let next = link.to as usize;
                let passed = partial.passed || Some(next) == via;
                let still = needed(next, passed);
                if partial.hops.saturating_add(1).saturating_add(still) > max_hops
                    || on_route(&arena, at, link.to)
                {
                    continue;
                }
                let Some(record) = edge(link) else { continue };
                let fanout = record.fanout_avg.as_ref().map(|f| f.to_native());
                let (multiplier, unmeasured) = match (link.toward_target, fanout) {
                    (true, _) => (partial.multiplier, partial.unmeasured),
                    (false, Some(f)) => (partial.multiplier * f.max(1.0), partial.unmeasured),
                    (false, None) => (partial.multiplier, true),
                };
                let declared = record.detection.native() == Detection::Declared;
                arena.push(Partial {
                    node: link.to,
                    parent: at,
                    link: Some(*link),
                    hops: partial.hops + 1,
                    cost: partial.cost + step_cost(link, record) + through(next),
                    undeclared: partial.undeclared + u32::from(!declared),
                    multiplier,
                    unmeasured,
                    passed,
                });
                let n = (arena.len() - 1) as u32;
                heap.push(Queued::of(&arena[n as usize], n, still));
            }
        }
        found
    }
}

#[derive(Clone)]
struct Partial {
    node: u32,
    parent: u32,
    link: Option<Link>,
    hops: u32,
    cost: Cost,
    undeclared: u32,
    multiplier: f64,
    unmeasured: bool,
    passed: bool,
}

/// A partial route in the queue, ordered best first (the heap pops its greatest): by the
/// least any route it grows into costs (its cost plus a hop for each it still needs; every
/// hop costs at least `HOP`), then its row multiplier. Neither falls as a route grows, so
/// whole routes leave the queue in the order of their cost, then multiplier.
struct Queued {
    bound: Cost,
    multiplier: f64,
    at: u32,
}

impl Queued {
    fn of(partial: &Partial, at: u32, still: u32) -> Self {
        Queued {
            bound: partial.cost.saturating_add(still.saturating_mul(HOP)),
            multiplier: partial.multiplier,
            at,
        }
    }
}

impl PartialEq for Queued {
    fn eq(&self, other: &Self) -> bool {
        self.cmp(other) == Ordering::Equal
    }
}

impl Eq for Queued {}

impl PartialOrd for Queued {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Queued {
    fn cmp(&self, other: &Self) -> Ordering {
        other
            .bound
            .cmp(&self.bound)
            .then_with(|| other.multiplier.total_cmp(&self.multiplier))
            .then_with(|| other.at.cmp(&self.at))
    }
}

/// Whether table `node` is on the partial route ending at `at`.
fn on_route(arena: &[Partial], mut at: u32, node: u32) -> bool {
    while let Some(partial) = arena.get(at as usize) {
        if partial.node == node {
            return true;
        }
        at = partial.parent;
    }
    false
}

fn route(arena: &[Partial], end: u32) -> Route {
    let last = &arena[end as usize];
    let mut links = Vec::with_capacity(last.hops as usize);
    let mut at = end;
    while let Some(partial) = arena.get(at as usize) {
        links.extend(partial.link);
        at = partial.parent;
    }
    links.reverse();
    Route {
        links,
        cost: f64::from(last.cost) / f64::from(HOP),
        undeclared: last.undeclared,
        multiplier: last.multiplier,
        unmeasured: last.unmeasured,
    }
}

/// Each node's component (numbered in order of their first table) and each one's size.
fn components(links: &[Vec<Link>]) -> (Vec<u32>, Vec<u32>) {
    let mut component = vec![u32::MAX; links.len()];
    let mut sizes = Vec::new();
    let mut stack = Vec::new();
    for start in 0..links.len() {
        if component[start] != u32::MAX {
            continue;
        }
        let c = sizes.len() as u32;
        let mut size = 0u32;
        component[start] = c;
        stack.push(start);
        while let Some(node) = stack.pop() {
            size += 1;
            for link in &links[node] {
                let next = link.to as usize;
                if component[next] == u32::MAX {
                    component[next] = c;
                    stack.push(next);
                }
            }
        }
        sizes.push(size);
    }
    (component, sizes)
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::records::{ArchivedTableShare, EdgeRecord, TableShare};

    pub(crate) fn edge(to: &str, detection: Detection, fanout: f64, rejected: bool) -> EdgeRecord {
        EdgeRecord {
            columns: vec!["k".to_string()],
            target_table: to.to_string(),
            target_columns: vec!["k".to_string()],
            detection,
            rejected,
            keyed_by_path: false,
            note: None,
            null_rate: None,
            fanout_avg: Some(fanout),
            fanout_max: None,
        }
    }

    pub(crate) fn share(fqn: &str, edges: Vec<EdgeRecord>) -> Vec<u8> {
        keyed_share(fqn, edges, Vec::new())
    }

    /// A share whose row-identifying keys are `keys`.
    pub(crate) fn keyed_share(
        fqn: &str,
        edges: Vec<EdgeRecord>,
        keys: Vec<Vec<String>>,
    ) -> Vec<u8> {
        let share = TableShare {
            fqn: fqn.to_string(),
            unreadable: false,
            looks_like_off: false,
            records: Vec::new(),
            edges,
            edges_unreadable: false,
            description: None,
            stored: Vec::new(),
            keys,
            meaning: Vec::new(),
        };
        rkyv::to_bytes::<rkyv::rancor::Error>(&share)
            .unwrap()
            .to_vec()
    }

    /// a -> b (inferred), b -> c (declared), a -> c (inferred, fan-out 3), a -> d (rejected),
    /// e alone.
    fn archived() -> Vec<Vec<u8>> {
        vec![
            share(
                "a",
                vec![
                    edge("b", Detection::Inferred, 1.0, false),
                    edge("c", Detection::Inferred, 3.0, false),
                    edge("d", Detection::Inferred, 1.0, true),
                ],
            ),
            share("b", vec![edge("c", Detection::Declared, 2.0, false)]),
            share("c", Vec::new()),
            share("d", Vec::new()),
            share("e", Vec::new()),
        ]
    }

    pub(crate) fn access(bytes: &[Vec<u8>]) -> Vec<&ArchivedTableShare> {
        bytes
            .iter()
            .map(|b| rkyv::access::<ArchivedTableShare, rkyv::rancor::Error>(b).unwrap())
            .collect()
    }

    pub(crate) fn graph_of(shares: &[&ArchivedTableShare]) -> JoinGraph {
        let index: HashMap<String, usize> = shares
            .iter()
            .enumerate()
            .map(|(i, s)| (s.fqn.to_string(), i))
            .collect();
        JoinGraph::new(shares.iter().copied(), &index)
    }

    /// An archived graph reads back as the graph it was, and one naming a table its archive
    /// does not hold does not fit it (the graph indexes by table without a check).
    #[test]
    fn an_archived_graph_reads_back_and_fits_only_its_own_tables() {
        let bytes = archived();
        let graph = graph_of(&access(&bytes));
        let blob = rkyv::to_bytes::<rkyv::rancor::Error>(&graph).unwrap();
        let archived = rkyv::access::<ArchivedJoinGraph, rkyv::rancor::Error>(&blob).unwrap();
        assert!(archived.fits(5));
        assert!(!archived.fits(4), "a link to the fifth table of four");
        let back: JoinGraph = rkyv::deserialize::<_, rkyv::rancor::Error>(archived).unwrap();
        let pairs = |g: &JoinGraph| -> Vec<(u32, u32, bool)> {
            (0..5)
                .flat_map(|n| g.links(n).iter().map(|l| (l.to, l.edge, l.toward_target)))
                .collect()
        };
        assert_eq!(pairs(&back), pairs(&graph));
        assert_eq!(back.component(4), graph.component(4));
        assert_eq!(back.hub_cost(0), graph.hub_cost(0));
    }

    #[test]
    fn routes_come_cheapest_first_and_a_rejected_edge_is_no_link() {
        let bytes = archived();
        let shares = access(&bytes);
        let graph = graph_of(&shares);
        let edge = |link: &Link| shares[link.share as usize].edges.get(link.edge as usize);
        let routes = graph.routes(0, None, 2, 4, 10, &edge);
        let hops: Vec<usize> = routes.iter().map(|r| r.links.len()).collect();
        assert_eq!(
            hops,
            [1, 2],
            "a-c direct (one found edge) costs 1.5, a-b-c (found, declared) 2.5"
        );
        assert_eq!(routes[0].cost, 1.5);
        assert_eq!(routes[1].cost, 2.5);
        assert!(
            graph.routes(0, None, 3, 4, 10, &edge).is_empty(),
            "a-d is rejected"
        );
        assert_eq!(graph.component(3).1, 1);
        assert_eq!(graph.component(0), graph.component(2));
        assert_ne!(graph.component(0).0, graph.component(4).0);
        let through_b = graph.routes(0, Some(1), 2, 4, 10, &edge);
        assert_eq!(through_b.len(), 1);
        assert_eq!(through_b[0].links.len(), 2);
        assert_eq!(graph.hops(2, None, 0, u32::MAX), Some(1));
        assert!(graph.routes(0, None, 2, 4, 10, &edge)[0].multiplier == 1.0);
        let back = graph.routes(2, None, 0, 4, 10, &edge);
        assert_eq!(
            back[0].multiplier, 3.0,
            "walking from c to a meets a's fan-out"
        );
    }

    #[test]
    fn a_direct_found_edge_costs_less_than_a_route_of_declared_edges() {
        // s -> p (found); s -> h, p -> h (declared); s -> m -> n -> o -> p (declared).
        let declared = |to: &str| edge(to, Detection::Declared, 1.0, false);
        let bytes = vec![
            share(
                "s",
                vec![
                    edge("p", Detection::Inferred, 1.0, false),
                    declared("h"),
                    declared("m"),
                ],
            ),
            share("p", vec![declared("h")]),
            share("h", Vec::new()),
            share("m", vec![declared("n")]),
            share("n", vec![declared("o")]),
            share("o", vec![declared("p")]),
        ];
        let shares = access(&bytes);
        let graph = graph_of(&shares);
        let edge = |link: &Link| shares[link.share as usize].edges.get(link.edge as usize);
        let routes = graph.routes(0, None, 1, 4, 10, &edge);
        let costs: Vec<(usize, u32, f64)> = routes
            .iter()
            .map(|r| (r.links.len(), r.undeclared, r.cost))
            .collect();
        assert_eq!(costs, [(1, 1, 1.5), (2, 0, 2.0), (4, 0, 4.0)]);
    }

    #[test]
    fn a_route_through_a_hub_comes_after_an_equally_long_one_around_it() {
        // Six tables refer to hub h (declared); a and b also meet at m (declared). The
        // median degree is 1 (the spokes), h's is 7: log2(7 / 2) = 1.807 hops more through h.
        let declared = |to: &str| edge(to, Detection::Declared, 1.0, false);
        let mut bytes = vec![
            share("a", vec![declared("h"), declared("m")]),
            share("b", vec![declared("h"), declared("m")]),
            share("m", Vec::new()),
            share("h", Vec::new()),
        ];
        for spoke in ["s1", "s2", "s3", "s4", "s5"] {
            bytes.push(share(spoke, vec![declared("h")]));
        }
        let shares = access(&bytes);
        let graph = graph_of(&shares);
        assert_eq!(graph.hub_cost(3), 1807);
        assert_eq!(graph.hub_cost(2), 0, "m links two tables: no hub");
        let edge = |link: &Link| shares[link.share as usize].edges.get(link.edge as usize);
        let routes = graph.routes(0, None, 1, 4, 10, &edge);
        let through: Vec<(usize, f64)> = routes
            .iter()
            .map(|r| (r.links[0].to as usize, r.cost))
            .collect();
        assert_eq!(through, [(2, 2.0), (3, 3.807)]);
        let asked = graph.routes(0, Some(3), 1, 4, 10, &edge);
        assert_eq!(
            asked[0].cost, 2.0,
            "a hub asked for as via costs nothing more"
        );
        let to_hub = graph.routes(0, None, 3, 4, 10, &edge);
        assert_eq!(to_hub[0].cost, 1.0, "nor one that ends the route");
    }
}
