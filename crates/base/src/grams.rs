//! The texts near a text: an inverted index from each trigram (padded as `resolve_value`
//! pads them, MCP spec §4.7) to the keys holding it, so the keys sharing trigrams with a text
//! are counted from its trigrams' lists, never by a pass over every key: scored by the same
//! Jaccard overlap `resolve_value`'s `nearest` gives (`near`, `find_value`'s nearest
//! spellings), or kept when they share enough to be within a few edits (`sharing`,
//! `find_tables`' spelling fixes).

use std::collections::HashMap;

use super::trigram::Trigrams;

/// The trigram lists of a set of keys.
pub struct Grams {
    lists: HashMap<[char; 3], Vec<u32>>,
    /// How many distinct trigrams each key has.
    sizes: Vec<u32>,
    /// The most any key has.
    most: u32,
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
        let most = sizes.iter().copied().max().unwrap_or(0);
        Grams { lists, sizes, most }
    }

    /// How many distinct trigrams of `key` each key shares with it, for the keys sharing any;
    /// `None` when `key` has more than `most` distinct trigrams.
    fn shared(&self, key: &str, most: usize) -> Option<(Trigrams, HashMap<u32, u32>)> {
        let wanted = Trigrams::of_at_most(key, most)?;
        let mut shared: HashMap<u32, u32> = HashMap::new();
        for gram in wanted.iter() {
            for &id in self.lists.get(gram).map_or(&[][..], Vec::as_slice) {
                *shared.entry(id).or_default() += 1;
            }
        }
        Some((wanted, shared))
    }

    /// Every key within `edits` edits of `key` (insertions, deletions, substitutions, and
    /// transpositions of two neighbours), and perhaps others: an edit touches at most four of
    /// a text's trigram windows, so a key within `edits` shares all but `4 * edits` of `key`'s
    /// distinct trigrams (a key too short for that to be one is within reach of every key,
    /// all of which are given). The caller measures the distance of the few this leaves.
    pub fn sharing(&self, key: &str, edits: usize) -> Vec<u32> {
        let Some((wanted, shared)) = self.shared(key, usize::MAX) else {
            return Vec::new();
        };
        let least = wanted.len().saturating_sub(4 * edits);
        if least == 0 {
            return (0..self.sizes.len() as u32).collect();
        }
        let mut ids: Vec<u32> = shared
            .into_iter()
            .filter(|&(_, both)| both as usize >= least)
            .map(|(id, _)| id)
            .collect();
        ids.sort_unstable();
        ids
    }

    /// The keys whose similarity to `key` is at least `floor`, best first (ties by number).
    /// A key with more than `most / floor` trigrams is within `floor` of none, and is known
    /// to be so once that many are read.
    pub fn near(&self, key: &str, floor: f64) -> Vec<(u32, f64)> {
        let reach = (f64::from(self.most) / floor.max(f64::MIN_POSITIVE)).floor() as usize;
        let Some((wanted, shared)) = self.shared(key, reach) else {
            return Vec::new();
        };
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
    fn a_key_too_long_to_reach_the_floor_finds_nothing_without_reading_it_all() {
        let grams = Grams::build(["history", "histology"].into_iter());
        let many: Vec<String> = (0..100_000).map(|n| n.to_string()).collect();
        let long = format!("history {}", many.join(" "));
        assert!(grams.near(&long, 0.3).is_empty());
        for asked in ["historyx", "histologies", "history of the histology"] {
            let wanted = Trigrams::of(asked);
            let by_scan: Vec<u32> = [(0, "history"), (1, "histology")]
                .into_iter()
                .filter(|(_, key)| wanted.similarity(&Trigrams::of(key)) >= 0.3)
                .map(|(id, _)| id)
                .collect();
            let mut found: Vec<u32> = grams.near(asked, 0.3).iter().map(|n| n.0).collect();
            found.sort();
            assert_eq!(found, by_scan, "{asked}");
        }
    }

    #[test]
    fn every_key_within_the_edits_shares_enough_trigrams_to_be_found() {
        let words = [
            "building",
            "buidling",
            "bulding",
            "buildings",
            "rebuilding",
            "booking",
            "bu",
            "aaaa",
            "aaab",
            "abab",
            "baba",
            "customer",
            "cusotmer",
            "costumer",
            "custom",
        ];
        let grams = Grams::build(words.into_iter());
        for asked in words
            .iter()
            .chain(&["buildng", "aaa", "babb", "cstomer", "x"])
        {
            for edits in 0..=2 {
                let found = grams.sharing(asked, edits);
                for (id, word) in words.iter().enumerate() {
                    if strsim::damerau_levenshtein(asked, word) <= edits {
                        assert!(found.contains(&(id as u32)), "{asked} -> {word} at {edits}");
                    }
                }
            }
        }
    }

    #[test]
    fn an_exact_key_scores_one() {
        let grams = Grams::build(["oak"].into_iter());
        assert_eq!(grams.near("oak", 0.3), vec![(0, 1.0)]);
    }
}
