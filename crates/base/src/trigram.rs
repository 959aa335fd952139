//! Character trigrams and the similarity they give two spellings (MCP spec §4.7, `nearest`):
//! each text is padded with two spaces on either side, so a one- or two-character value still
//! has trigrams to share, and two texts score the Jaccard overlap of their trigram sets. The
//! caller folds both texts first; trigrams are taken over characters, never bytes.

use std::collections::BTreeSet;

/// Spaces added before and after a text before its trigrams are taken.
const PAD: usize = 2;

/// The distinct trigrams of one padded text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Trigrams(BTreeSet<[char; 3]>);

impl Trigrams {
    pub fn of(text: &str) -> Self {
        Trigrams::of_at_most(text, usize::MAX).unwrap_or(Trigrams(BTreeSet::new()))
    }

    /// The trigrams of `text`, or none once it has more than `most` distinct ones: a text
    /// with more than `n / floor` of them is never within `floor` of a text with `n`, so a
    /// long text is refused as soon as it is known to be too far, having held no more.
    pub fn of_at_most(text: &str, most: usize) -> Option<Self> {
        let mut chars = std::iter::repeat_n(' ', PAD)
            .chain(text.chars())
            .chain(std::iter::repeat_n(' ', PAD));
        let (mut a, mut b) = (chars.next()?, chars.next()?);
        let mut set = BTreeSet::new();
        for c in chars {
            set.insert([a, b, c]);
            if set.len() > most {
                return None;
            }
            (a, b) = (b, c);
        }
        Some(Trigrams(set))
    }

    /// The distinct trigrams, in order.
    pub fn iter(&self) -> impl Iterator<Item = &[char; 3]> {
        self.0.iter()
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The Jaccard overlap of two trigram sets: shared over all; 0 when either is empty.
    pub fn similarity(&self, other: &Trigrams) -> f64 {
        if self.0.is_empty() || other.0.is_empty() {
            return 0.0;
        }
        let shared = self.0.intersection(&other.0).count();
        let all = self.0.len() + other.0.len() - shared;
        shared as f64 / all as f64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_text_is_padded_with_two_spaces_each_side() {
        // "  ab  " has the trigrams "  a", " ab", "ab ", "b  ".
        assert_eq!(Trigrams::of("ab").0.len(), 4);
        assert_eq!(Trigrams::of("").0.len(), 1);
    }

    #[test]
    fn a_text_with_more_trigrams_than_asked_is_refused_and_one_within_is_whole() {
        assert_eq!(Trigrams::of_at_most("oak", 5), Some(Trigrams::of("oak")));
        assert_eq!(Trigrams::of_at_most("oaks", 5), None);
        assert_eq!(
            Trigrams::of_at_most(&"a".repeat(100_000), 5).map(|t| t.len()),
            Some(5)
        );
    }

    #[test]
    fn identical_texts_score_one_and_disjoint_texts_zero() {
        assert_eq!(Trigrams::of("oak").similarity(&Trigrams::of("oak")), 1.0);
        assert_eq!(Trigrams::of("oak").similarity(&Trigrams::of("zzqx")), 0.0);
    }

    #[test]
    fn similarity_is_shared_trigrams_over_all_trigrams() {
        // "  oak  " and "  oaks  ": shared "  o", " oa", "oak"; union adds "ak ", "k  ",
        // "aks", "ks ", "s  ": 3 of 8.
        let score = Trigrams::of("oak").similarity(&Trigrams::of("oaks"));
        assert_eq!(score, 3.0 / 8.0);
        assert_eq!(score, Trigrams::of("oaks").similarity(&Trigrams::of("oak")));
    }

    #[test]
    fn trigrams_are_taken_over_characters_not_bytes() {
        assert_eq!(Trigrams::of("é").0.len(), 3);
        assert_eq!(Trigrams::of("été").similarity(&Trigrams::of("été")), 1.0);
    }

    #[test]
    fn repeated_trigrams_count_once() {
        // "  aaaa  ": "  a", " aa", "aaa" (twice), "aa ", "a  ".
        assert_eq!(Trigrams::of("aaaa").0.len(), 5);
    }
}
