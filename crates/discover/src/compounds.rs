//! Names written as one run of lower-case letters (`classroom`, `lineitem`, `orderdate`) hold
//! two words the identifier splitter cannot see. A word of the print splits into two parts
//! when both parts are words the print itself uses on their own (`room_number`, `order_date`),
//! so the split is the print's vocabulary, not a dictionary of ours; each part then counts as
//! a term of the word beside the word itself. Only a word of at most `LONGEST` letters is
//! tried, so a word costs at most `LONGEST` squared steps however long it is.

use std::collections::{HashMap, HashSet};

/// The fewest letters a part may have (three-letter parts split too many words by chance:
/// `the` + `rapist`).
const PART: usize = 4;
/// The longest word tried: two words of twenty-four letters each, longer than any compound a
/// schema writes as one run of letters (`lineitem`, `orderdate`, `internationalshipment`).
/// Each split hashes both parts, so trying every split of a longer word would cost its
/// length squared: a word of a megabyte in a description, some 10^12 steps.
const LONGEST: usize = 48;

/// The two parts of `word` both found in `seen`, the most even split first; none when no
/// split has two known parts, or the word is longer than `LONGEST`.
fn split(word: &str, seen: &HashSet<String>) -> Option<(String, String)> {
    let letters = || word.bytes().all(|b| b.is_ascii_lowercase());
    if !(2 * PART..=LONGEST).contains(&word.len()) || !letters() {
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

    #[test]
    fn a_word_longer_than_the_cap_is_not_split() {
        let left = "a".repeat(LONGEST / 2);
        let right = "b".repeat(LONGEST / 2);
        let longer = format!("{right}b");
        let words = seen(&[&left, &right, &longer]);
        let at_the_cap = format!("{left}{right}");
        assert_eq!(
            split(&at_the_cap, &words),
            Some((left.clone(), right)),
            "{LONGEST} letters split"
        );
        assert_eq!(split(&format!("{left}{longer}"), &words), None);
    }

    #[test]
    fn a_word_of_a_megabyte_whose_halves_the_print_uses_is_not_split() {
        let letters: String = (0..1 << 19)
            .map(|i| char::from(b'a' + (i % 26) as u8))
            .collect();
        let halves = [letters.clone(), letters.chars().rev().collect()];
        let word = halves.concat();
        let words: HashSet<String> = halves.into_iter().chain([word.clone()]).collect();
        assert_eq!(split(&word, &words), None);
        assert!(compounds(&words).is_empty());
    }
}
