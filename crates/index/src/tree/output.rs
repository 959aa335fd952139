//! A tree's arcs as the `Tree` an answer gives: its steps breadth first from the first asked
//! table, each walked from a table already joined and named by graph table, with what it
//! costs in hops and how many of its edges no database declared.

use std::collections::{HashSet, VecDeque};

use super::region::{Region, Walk};
use super::{EdgeOf, Tree};
use crate::graph::{Cost, HOP, Link};
use crate::records::Detection;

impl Region {
    /// The `Tree` of `arcs`, its steps from `root`; `edge` reads a link's edge record.
    pub(super) fn tree_of(
        &self,
        arcs: &[(u32, Walk)],
        root: u32,
        cost: Cost,
        exact: bool,
        edge: &EdgeOf,
    ) -> Tree {
        let steps = self.breadth_first(arcs, root);
        let undeclared = (steps.iter())
            .filter(|(_, link)| {
                edge(link).map(|e| e.detection.native()) != Some(Detection::Declared)
            })
            .count() as u32;
        Tree {
            steps,
            cost: f64::from(cost) / f64::from(HOP),
            undeclared,
            exact,
        }
    }

    /// The steps of the tree of `arcs` walked breadth first from `root`: each arc oriented
    /// away from it as a graph link, with the graph table it is walked from; a table's arcs
    /// in the order of the tables they reach.
    fn breadth_first(&self, arcs: &[(u32, Walk)], root: u32) -> Vec<(usize, Link)> {
        let around = self.both_ways(arcs);
        let mut steps = Vec::with_capacity(arcs.len());
        let mut joined = HashSet::from([root]);
        let mut queue = VecDeque::from([root]);
        while let Some(at) = queue.pop_front() {
            let begin = around.partition_point(|(from, _)| *from < at);
            let end = around.partition_point(|(from, _)| *from <= at);
            for (_, arc) in &around[begin..end] {
                if joined.insert(arc.to) {
                    let link = Link {
                        to: self.table(arc.to) as u32,
                        ..arc.link
                    };
                    steps.push((self.table(at), link));
                    queue.push_back(arc.to);
                }
            }
        }
        steps
    }

    /// Every arc of the tree of `arcs` walked both ways, by the node it leaves, then the
    /// graph table it reaches (in the order given between equals).
    fn both_ways(&self, arcs: &[(u32, Walk)]) -> Vec<(u32, Walk)> {
        let mut around: Vec<(u32, Walk)> = Vec::with_capacity(2 * arcs.len());
        for &(from, arc) in arcs {
            around.push((from, arc));
            around.push((arc.to, self.oriented(&arc, from)));
        }
        around.sort_by_key(|(from, arc)| (*from, self.table(arc.to)));
        around
    }
}
