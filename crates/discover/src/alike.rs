//! Tables alike: one name and one set of columns in several schemas (a copy per tenant, per
//! environment, per year). They match a question alike, so listed one by one they would fill
//! the answer with one table; instead the best of them is listed once, naming the others.

use std::collections::HashMap;
use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};

use dbprint_index::Compiled;

use super::document::split_fqn;
use super::ranked::Ranked;

/// What makes two tables alike: the table's own name and its column names.
fn shape(index: &Compiled, share: usize) -> u64 {
    let table = index.share(share);
    let mut hasher = DefaultHasher::new();
    split_fqn(table.fqn.as_str()).0.hash(&mut hasher);
    for record in table.records.iter() {
        record.label.as_str().hash(&mut hasher);
    }
    hasher.finish()
}

/// `ranked` (best first) with each set of tables alike folded into its best, which names the
/// others (`alike`) in rank order.
pub fn fold(index: &Compiled, ranked: Vec<Ranked>) -> Vec<Ranked> {
    let mut first: HashMap<u64, usize> = HashMap::new();
    let mut out: Vec<Ranked> = Vec::with_capacity(ranked.len());
    for hit in ranked {
        let key = shape(index, hit.share);
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
