//! A manifest's tables found by a dotted name as SQL writes it: by its trailing segments
//! (`orders`, `sales.orders`, `shop.sales.orders`), case-insensitively, or by a name longer
//! than the FQN that ends with all of it. Built once per manifest identity (a derived value),
//! so a lookup costs a hash probe per segment of the name, not a pass over the manifest.

use std::collections::HashMap;
use std::sync::Arc;

use super::manifest::Manifest;
use dbprint_base::budget::{Footprint, heap};

/// Every table of one manifest by each of its trailing-segment names, lowercased.
pub struct TableNames {
    pub manifest: Arc<Manifest>,
    /// A trailing-segment name (lowercase) to the tables (manifest order) it ends.
    by_tail: HashMap<String, Vec<u32>>,
}

impl TableNames {
    pub fn of(manifest: Arc<Manifest>) -> Self {
        let mut by_tail: HashMap<String, Vec<u32>> = HashMap::new();
        for (at, entry) in manifest.tables.iter().enumerate() {
            let fqn = entry.fqn.to_lowercase();
            let mut tail = fqn.as_str();
            loop {
                by_tail.entry(tail.to_string()).or_default().push(at as u32);
                match tail.split_once('.') {
                    Some((_, rest)) => tail = rest,
                    None => break,
                }
            }
        }
        TableNames { manifest, by_tail }
    }

    /// The FQNs the dotted name `parts` (outermost first) names: those it ends, and those that
    /// end it whole (a name that adds segments before the FQN), in manifest order.
    pub fn named(&self, parts: &[String]) -> Vec<&str> {
        let asked = parts.join(".").to_lowercase();
        let mut found: Vec<u32> = self.by_tail.get(&asked).cloned().unwrap_or_default();
        let mut rest = asked.as_str();
        while let Some((_, shorter)) = rest.split_once('.') {
            rest = shorter;
            let whole = self.by_tail.get(rest).into_iter().flatten();
            found.extend(whole.filter(|&&at| self.fqn_folded_is(at, rest)));
        }
        found.sort_unstable();
        found.dedup();
        found
            .into_iter()
            .filter_map(|at| self.manifest.tables.get(at as usize))
            .map(|e| e.fqn.as_str())
            .collect()
    }

    /// Whether table `at`'s whole FQN, lowercased, is `name`.
    fn fqn_folded_is(&self, at: u32, name: &str) -> bool {
        self.manifest
            .tables
            .get(at as usize)
            .is_some_and(|e| e.fqn.to_lowercase() == name)
    }
}

impl Footprint for TableNames {
    /// The name map; the manifest it indexes is charged as a view of its own.
    fn footprint(&self) -> usize {
        std::mem::size_of::<Self>()
            + self
                .by_tail
                .iter()
                .map(|(k, v)| heap(k.len()) + heap(v.capacity() * 4) + 56)
                .sum::<usize>()
    }
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::*;
    use crate::views::manifest::Entry;
    use dbprint_yaml::{Mapping, Value};

    fn names(fqns: &[&str]) -> TableNames {
        let tables = fqns
            .iter()
            .map(|fqn| Entry {
                fqn: fqn.to_string(),
                fields: Mapping::new(),
                dir: PathBuf::new(),
            })
            .collect();
        TableNames::of(Arc::new(Manifest {
            path: PathBuf::new(),
            doc: Arc::new(Value::Null),
            tables,
            failed: Vec::new(),
            escaped: Vec::new(),
        }))
    }

    fn asked(names: &TableNames, name: &str) -> Vec<String> {
        let parts: Vec<String> = name.split('.').map(str::to_string).collect();
        names
            .named(&parts)
            .into_iter()
            .map(str::to_string)
            .collect()
    }

    #[test]
    fn a_name_ends_an_fqn_only_at_a_segment_boundary_case_insensitively() {
        let n = names(&[
            "shop.sales.orders",
            "shop.sales.preorders",
            "shop.archive.Orders",
        ]);
        assert_eq!(asked(&n, "sales.orders"), ["shop.sales.orders"]);
        assert_eq!(
            asked(&n, "ORDERS"),
            ["shop.sales.orders", "shop.archive.Orders"]
        );
        assert_eq!(asked(&n, "shop.sales.orders"), ["shop.sales.orders"]);
        assert_eq!(asked(&n, "preorders"), ["shop.sales.preorders"]);
        assert!(asked(&n, "ders").is_empty());
        assert_eq!(
            asked(&n, "project.shop.sales.orders"),
            ["shop.sales.orders"],
            "a longer name that ends with the whole FQN"
        );
        assert!(asked(&n, "project.sales.orders").is_empty());
    }
}
