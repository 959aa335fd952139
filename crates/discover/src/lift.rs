//! Questions need connected tables: after the first ranking, a table joined (one or two hops
//! through the print's edges; rejected and path-keyed ones are not in the join graph) to at
//! least two of the first `HITS` tables gains a share of their scores, a two-hop tie less
//! than a direct one, and a table joined to everything (a hub) less than one joined to few.
//! A table the text never matched can enter the ranking this way (the bridge between two
//! hits). The walk from each hit stops after `VISITS` tables, so a hub costs no more than that.

use std::collections::HashMap;

use dbprint_index::Compiled;

use super::ranked::Ranked;
use super::tuning::tuning;

/// How many of the first tables lift their neighbours.
const HITS: usize = 20;
/// The share of a hit's score a table joined to it at two hops gains (directly:
/// `Tuning::lift_direct`).
const TWO_HOPS: f32 = 0.12;
/// How many of the first hits a table must be joined to to gain: one for a table the text
/// matched too (its partner in a question of two tables), two for one it did not (a bridge).
const PAIRED: usize = 1;
const BRIDGED: usize = 2;
/// How many tables the walk from one hit visits at most.
const VISITS: usize = 4096;

/// The tables within two hops of `from`, each with its fewest hops.
fn near(index: &Compiled, from: usize) -> HashMap<usize, u8> {
    let graph = index.joins();
    let mut out: HashMap<usize, u8> = HashMap::new();
    for link in graph.links(from) {
        let next = link.to as usize;
        if next != from {
            out.insert(next, 1);
        }
    }
    let firsts: Vec<usize> = out.keys().copied().collect();
    'walk: for first in firsts {
        for link in graph.links(first) {
            if out.len() >= VISITS {
                break 'walk;
            }
            let next = link.to as usize;
            if next != from {
                out.entry(next).or_insert(2);
            }
        }
    }
    out
}

/// `ranked` (best first) with the lift applied and re-ordered; `admitted` says which tables
/// may be ranked at all.
pub fn lift(
    index: &Compiled,
    ranked: Vec<Ranked>,
    admitted: &dyn Fn(usize) -> bool,
) -> Vec<Ranked> {
    let hits: Vec<(usize, f32)> = ranked
        .iter()
        .take(HITS)
        .map(|r| (r.share, r.score))
        .collect();
    let mut ties: HashMap<usize, Vec<(usize, f32)>> = HashMap::new();
    for &(hit, score) in &hits {
        for (table, hops) in near(index, hit) {
            let gain = score
                * if hops == 1 {
                    tuning().lift_direct
                } else {
                    TWO_HOPS
                };
            ties.entry(table).or_default().push((hit, gain));
        }
    }
    let mut by_share: HashMap<usize, Ranked> = ranked.into_iter().map(|r| (r.share, r)).collect();
    for (table, from) in ties {
        let ranked_already = by_share.contains_key(&table);
        let needed = if ranked_already { PAIRED } else { BRIDGED };
        if from.len() < needed || !admitted(table) {
            continue;
        }
        let degree = index.joins().links(table).len() as f32;
        let gain: f32 =
            from.iter().map(|(_, g)| g).sum::<f32>() / (1.0 + (1.0 + degree).ln() / 2.0);
        let entry = by_share.entry(table).or_insert(Ranked::new(table, 0.0));
        entry.lift = gain;
        entry.score += gain;
        entry.joined = from.iter().map(|(h, _)| *h).collect();
        entry.joined.sort_unstable();
    }
    let mut out: Vec<Ranked> = by_share.into_values().collect();
    out.sort_by(Ranked::best_first);
    out
}
