//! Names written as one run of lower-case letters (`classroom`, `lineitem`, `orderdate`) hold
//! two words the identifier splitter cannot see. A word of the print splits into two parts
//! when both parts are words the print itself uses on their own (`room_number`, `order_date`),
//! so the split is the print's vocabulary, not a dictionary of ours; each part then counts as
//! a term of the word beside the word itself.

use std::collections::{HashMap, HashSet};

/// The fewest letters a part may have (three-letter parts split too many words by chance:
/// `the` + `rapist`).
const PART: usize = 4;

/// The two parts of `word` both found in `seen`, the most even split first; none when no
/// split has two known parts.
fn split(word: &str, seen: &HashSet<String>) -> Option<(String, String)> {
    if !word.is_ascii() || word.len() < 2 * PART || !word.bytes().all(|b| b.is_ascii_lowercase()) {
        return None;
    }
    let mut best: Option<(usize, usize)> = None;
    for at in PART..=word.len() - PART {
        let (left, right) = word.split_at(at);
        if seen.contains(left) && seen.contains(right) {
            let evenness = left.len().min(right.len());
            if best.is_none_or(|(_, e)| evenness > e) {
                best = Some((at, evenness));
            }
        }
    }
    best.map(|(at, _)| (word[..at].to_string(), word[at..].to_string()))
}

/// Every word of `seen` that splits into two words of `seen`, with its parts.
pub fn compounds(seen: &HashSet<String>) -> HashMap<String, [String; 2]> {
    seen.iter()
        .filter_map(|word| split(word, seen).map(|(l, r)| (word.clone(), [l, r])))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seen(words: &[&str]) -> HashSet<String> {
        words.iter().map(|w| w.to_string()).collect()
    }

    #[test]
    fn a_word_splits_into_two_words_the_print_uses_on_their_own() {
        let words = seen(&[
            "classroom",
            "class",
            "room",
            "lineitem",
            "line",
            "item",
            "category",
        ]);
        let found = compounds(&words);
        assert_eq!(
            found.get("classroom").map(|p| p.as_slice()),
            Some(&["class".to_string(), "room".to_string()][..])
        );
        assert!(found.contains_key("lineitem"));
        assert!(!found.contains_key("category"), "no known parts");
        assert!(!found.contains_key("class"));
    }

    #[test]
    fn parts_shorter_than_four_letters_never_split_a_word() {
        let words = seen(&["therapist", "the", "rapist", "orderdate", "order", "date"]);
        let found = compounds(&words);
        assert!(!found.contains_key("therapist"));
        assert!(found.contains_key("orderdate"));
    }
}
