//! Tables alike: one name and one set of columns in several schemas (a copy per tenant, per
//! environment, per year). They match a question alike, so listed one by one they would fill
//! the answer with one table; instead the best of them is listed once, naming the others.

use std::collections::HashMap;
use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};

use dbprint_index::ArchivedTableShare;

use super::document::split_fqn;
use super::ranked::Ranked;

/// What makes two tables alike: the table's own name and its column names (worked out once
/// per archive version, by `TableSearch`).
pub fn shape(table: &ArchivedTableShare) -> u64 {
    let mut hasher = DefaultHasher::new();
    split_fqn(table.fqn.as_str()).0.hash(&mut hasher);
    for record in table.records.iter() {
        record.label.as_str().hash(&mut hasher);
    }
    hasher.finish()
}

/// `ranked` (best first) with each set of tables of one shape (`shape_of` a share) folded
/// into its best, which names the others (`alike`) in rank order.
pub fn fold(shape_of: impl Fn(usize) -> u64, ranked: Vec<Ranked>) -> Vec<Ranked> {
    let mut first: HashMap<u64, usize> = HashMap::new();
    let mut out: Vec<Ranked> = Vec::with_capacity(ranked.len());
    for hit in ranked {
        let key = shape_of(hit.share);
        match first.get(&key) {
            Some(&at) => out[at].alike.push(hit.share),
            None => {
                first.insert(key, out.len());
                out.push(hit);
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn copies_of_one_shape_fold_into_the_best_which_names_the_others_in_rank_order() {
        let shapes = [7, 9, 7, 7];
        let ranked = vec![
            Ranked::new(2, 5.0),
            Ranked::new(1, 4.0),
            Ranked::new(0, 3.0),
            Ranked::new(3, 2.0),
        ];
        let folded = fold(|share| shapes[share], ranked);
        let kept: Vec<(usize, Vec<usize>)> =
            folded.iter().map(|r| (r.share, r.alike.clone())).collect();
        assert_eq!(kept, [(2, vec![0, 3]), (1, vec![])]);
    }
}
