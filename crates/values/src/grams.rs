//! The spellings near a value: an inverted index from each trigram (padded as `resolve_value`
//! pads them, MCP spec §4.7) to the keys holding it, so the keys sharing trigrams with a
//! value are counted from its trigrams' lists, never by a pass over every key, and scored by
//! the same Jaccard overlap `resolve_value`'s `nearest` gives.

use std::collections::HashMap;

use dbprint_base::trigram::Trigrams;

/// The trigram lists of a set of keys.
pub struct Grams {
    lists: HashMap<[char; 3], Vec<u32>>,
    /// How many distinct trigrams each key has.
    sizes: Vec<u32>,
}

impl Grams {
    /// The lists over `keys`, numbered in order.
    pub fn build<'k>(keys: impl Iterator<Item = &'k str>) -> Self {
        let mut lists: HashMap<[char; 3], Vec<u32>> = HashMap::new();
        let mut sizes = Vec::new();
        for (id, key) in keys.enumerate() {
            let grams = Trigrams::of(key);
            sizes.push(u32::try_from(grams.len()).unwrap_or(u32::MAX));
            for gram in grams.iter() {
                lists
                    .entry(*gram)
                    .or_default()
                    .push(u32::try_from(id).unwrap_or(u32::MAX));
            }
        }
        Grams { lists, sizes }
    }

    /// The keys whose similarity to `key` is at least `floor`, best first (ties by number).
    pub fn near(&self, key: &str, floor: f64) -> Vec<(u32, f64)> {
        let wanted = Trigrams::of(key);
        let mut shared: HashMap<u32, u32> = HashMap::new();
        for gram in wanted.iter() {
            for &id in self.lists.get(gram).map_or(&[][..], Vec::as_slice) {
                *shared.entry(id).or_default() += 1;
            }
        }
        let mine = u32::try_from(wanted.len()).unwrap_or(u32::MAX);
        let mut scored: Vec<(u32, f64)> = shared
            .into_iter()
            .filter_map(|(id, both)| {
                let theirs = self.sizes.get(id as usize).copied()?;
                let score = f64::from(both) / f64::from(mine + theirs - both);
                (score >= floor).then_some((id, score))
            })
            .collect();
        scored.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
        scored
    }

    pub fn bytes(&self) -> usize {
        let lists: usize = self.lists.values().map(|l| l.len() * 4 + 48).sum();
        lists + self.sizes.len() * 4
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn near_scores_as_the_trigram_similarity_resolve_value_gives_spec_4_7() {
        let grams = Grams::build(["history", "histology", "physics"].into_iter());
        let near = grams.near("histroy", 0.3);
        let expected = Trigrams::of("histroy").similarity(&Trigrams::of("history"));
        assert_eq!(near.first().map(|n| n.0), Some(0));
        assert!((near[0].1 - expected).abs() < 1e-12);
        assert!(
            near.iter().all(|(id, _)| *id != 2),
            "physics shares too little"
        );
    }

    #[test]
    fn an_exact_key_scores_one() {
        let grams = Grams::build(["oak"].into_iter());
        assert_eq!(grams.near("oak", 0.3), vec![(0, 1.0)]);
    }
}
