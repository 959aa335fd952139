//! The tables between the tables: after the lexical ranking, the connected set a question
//! needs. The first hits that each bring a part of the question no better hit holds (at most
//! `TERMINALS`, each scoring at least `FLOOR` of the best) are joined by the cheapest join
//! tree over the print's graph (`JoinGraph::trees_within`, the route cost of
//! `find_join_path`), found among the tables within `RADIUS` hops of them and taken only
//! when it costs at most `Tuning::hops_per_table` hops per table it joins (else the last of them is
//! let go and the rest tried again). The tables that tree passes through and the ranking
//! did not list are bridges: each is listed right after the last of its tree neighbours,
//! and the lowest hits that were neither joined nor bridges make room, so a bridge counts
//! toward the limit. Hits in different components are joined component by component.

use std::collections::{HashMap, HashSet};

use dbprint_index::{Compiled, Link};

use super::rank::Ranking;
use super::ranked::Ranked;
use super::tuning::{Tuning, tuning};

/// The most hits a tree joins.
const TERMINALS: usize = 5;
/// The least share of the best score a hit needs to be joined.
const FLOOR: f32 = 0.3;
/// How far from the joined hits a tree may pass.
const RADIUS: u32 = 2;

/// One table listed: its share, its place in the ranking (none for a bridge the ranking
/// never matched) and, for a bridge, the tables it joins in the tree.
#[derive(Debug, Clone, PartialEq)]
pub struct Pick {
    pub share: usize,
    pub ranked: Option<usize>,
    pub between: Vec<usize>,
}

/// The tables listed for a question, hits and bridges in order, and the edges of the trees
/// joining them (each walked from a table the tree already holds).
#[derive(Debug, Default)]
pub struct Connected {
    pub listed: Vec<Pick>,
    pub tree: Vec<(usize, Link)>,
}

/// The hits a tree should join: the best, then each next one holding a part of the question
/// the ones before do not, scoring at least `FLOOR` of the best.
fn terminals(ranking: &Ranking, limit: usize) -> Vec<usize> {
    let Some(best) = ranking.tables.first() else {
        return Vec::new();
    };
    let holds = |share: usize| -> HashSet<usize> {
        (ranking.parts.iter().enumerate())
            .filter(|(_, tables)| tables.contains(&share))
            .map(|(part, _)| part)
            .collect()
    };
    let mut covered = holds(best.share);
    let mut out = vec![best.share];
    for hit in ranking.tables.iter().take(limit).skip(1) {
        if out.len() >= TERMINALS || hit.score < FLOOR * best.score {
            break;
        }
        let held = holds(hit.share);
        if !held.is_subset(&covered) {
            covered.extend(held);
            out.push(hit.share);
        }
    }
    out
}

/// How many of the first hits weigh which component of the join graph the question is in.
const WEIGHED: usize = 20;

/// The first `limit` tables of `ranking` in the order the listing takes them: the question's
/// component is the one its first hits' scores weigh most in; a weak hit outside it (under
/// `Tuning::apart` of the best) keeps `Tuning::outside` of its score, and the listing takes
/// the ranking's own order (`Ranked::best_first`) over the scores so kept.
fn coherent(index: &Compiled, ranking: &Ranking, limit: usize) -> Vec<usize> {
    let graph = index.joins();
    let mut mass: HashMap<u32, f32> = HashMap::new();
    for hit in ranking.tables.iter().take(WEIGHED) {
        *mass.entry(graph.component(hit.share).0).or_default() += hit.score;
    }
    let Some((&home, _)) = mass
        .iter()
        .max_by(|a, b| a.1.total_cmp(b.1).then(b.0.cmp(a.0)))
    else {
        return Vec::new();
    };
    let Tuning { outside, apart, .. } = *tuning();
    let best = ranking.tables.first().map_or(0.0, |r| r.score);
    let mut order: Vec<Ranked> = (ranking.tables.iter())
        .map(|r| {
            let away = graph.component(r.share).0 != home && r.score < apart * best;
            Ranked::new(r.share, if away { r.score * outside } else { r.score })
        })
        .collect();
    order.sort_by(Ranked::best_first);
    order.into_iter().take(limit).map(|r| r.share).collect()
}

/// The tables `node` joins in a tree of `steps` (one per edge touching it).
fn neighbours(steps: &[(usize, Link)], node: usize) -> Vec<usize> {
    (steps.iter())
        .filter_map(
            |&(from, link)| match (from == node, link.to as usize == node) {
                (true, _) => Some(link.to as usize),
                (_, true) => Some(from),
                _ => None,
            },
        )
        .collect()
}

/// The listing of `ranking`'s first `limit` tables with the bridges their trees need.
pub fn connect(index: &Compiled, ranking: &Ranking, limit: usize) -> Connected {
    let graph = index.joins();
    let place: HashMap<usize, usize> = (ranking.tables.iter().enumerate())
        .map(|(at, r)| (r.share, at))
        .collect();
    let hits: Vec<usize> = coherent(index, ranking, limit);
    let mut groups: Vec<Vec<usize>> = Vec::new();
    for share in terminals(ranking, limit) {
        let component = graph.component(share).0;
        match groups
            .iter_mut()
            .find(|g| graph.component(g[0]).0 == component)
        {
            Some(group) => group.push(share),
            None => groups.push(vec![share]),
        }
    }
    let edge = |link: &Link| index.edge(link);
    let mut tree: Vec<(usize, Link)> = Vec::new();
    let mut joined: HashSet<usize> = HashSet::new();
    let mut bridges: Vec<(usize, Vec<usize>)> = Vec::new();
    for mut group in groups {
        while group.len() >= 2 {
            let found = graph.trees_within(&group, 1, Some(RADIUS), &edge);
            let within = (found.first())
                .filter(|t| t.cost <= tuning().hops_per_table * (group.len() - 1) as f64);
            let Some(found) = within else {
                group.pop();
                continue;
            };
            let new: Vec<(usize, Vec<usize>)> = (found.steps.iter())
                .map(|(_, link)| link.to as usize)
                .filter(|n| !hits.contains(n))
                .map(|n| (n, neighbours(&found.steps, n)))
                .collect();
            let mut kept = joined.clone();
            kept.extend(group.iter().copied());
            kept.extend(
                found
                    .steps
                    .iter()
                    .map(|(_, l)| l.to as usize)
                    .filter(|n| hits.contains(n)),
            );
            if kept.len() + bridges.len() + new.len() > limit {
                break;
            }
            joined = kept;
            bridges.extend(new);
            tree.extend(found.steps.iter().copied());
            break;
        }
    }
    let mut listed: Vec<Pick> = hits
        .iter()
        .map(|&share| Pick {
            share,
            ranked: place.get(&share).copied(),
            between: Vec::new(),
        })
        .collect();
    let mut spare = listed.len() + bridges.len();
    while spare > limit {
        let Some(last) = (listed.iter()).rposition(|p| !joined.contains(&p.share)) else {
            break;
        };
        listed.remove(last);
        spare -= 1;
    }
    for (share, between) in bridges {
        let after = (listed.iter())
            .rposition(|p| between.contains(&p.share))
            .map_or(listed.len(), |at| at + 1);
        listed.insert(
            after,
            Pick {
                share,
                ranked: place.get(&share).copied(),
                between,
            },
        );
    }
    listed.truncate(limit);
    Connected { listed, tree }
}
