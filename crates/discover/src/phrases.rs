//! The stored values a question names: every run of one to four of its words (as written,
//! with the punctuation around a word trimmed, and again without a trailing full stop), by
//! its normalization key (format spec §2.2.4), where the archive's value postings hold that
//! key. A run of one word must hold a letter and be no stop word, and a one-letter run counts
//! only when the question writes it in capitals (`G`, not `a`). The tables storing a value
//! are found by the table search (each table's document holds its stored values' keys);
//! `places_in` tells which of one table's columns store it.

use dbprint_print::views::value_list::normalization_key;
use dbprint_values::{Occurrence, ValuePostings};

use super::terms::is_stop;

/// The longest run of words looked up as one value.
const LONGEST: usize = 4;

/// A run of the question's words that some column stores, folded to key `id`.
#[derive(Debug, Clone)]
pub struct Asked {
    /// The question's words, as written.
    pub run: String,
    pub key: String,
    pub id: u32,
}

fn trimmed(word: &str) -> &str {
    word.trim_matches(|c: char| {
        !c.is_alphanumeric() && !matches!(c, '.' | '-' | '/' | '&' | '+' | '#')
    })
}

/// The runs of words a question may name a value by, each once, longest first.
fn runs(question: &str) -> Vec<String> {
    let words: Vec<&str> = question
        .split_whitespace()
        .map(trimmed)
        .filter(|w| !w.is_empty())
        .collect();
    let mut out: Vec<String> = Vec::new();
    for len in (1..=LONGEST).rev() {
        for window in words.windows(len) {
            let joined = window.join(" ");
            for candidate in [joined.clone(), joined.trim_end_matches('.').to_string()] {
                if !candidate.is_empty() && !out.contains(&candidate) {
                    out.push(candidate);
                }
            }
        }
    }
    out
}

fn could_name(run: &str) -> bool {
    if run.contains(' ') {
        return true;
    }
    let mut letters = run.chars().filter(|c| c.is_alphabetic());
    match run.chars().count() {
        1 => run.chars().all(char::is_uppercase),
        _ => letters.next().is_some() && !is_stop(&run.to_lowercase()),
    }
}

/// The runs of `question` some column stores, each key once (its first spelling kept).
pub fn asked(question: &str, postings: &ValuePostings) -> Vec<Asked> {
    let mut out: Vec<Asked> = Vec::new();
    for run in runs(question).into_iter().filter(|r| could_name(r)) {
        let key = normalization_key(&run);
        if out.iter().any(|a| a.key == key) {
            continue;
        }
        if let Some(id) = postings.id(&key) {
            out.push(Asked { run, key, id });
        }
    }
    out
}

/// The places of table `share` storing key `id` (the postings keep a key's places in archive
/// order, so they are found by halving).
pub fn places_in(postings: &ValuePostings, id: u32, share: usize) -> &[Occurrence] {
    let places = postings.places(id);
    let from = places.partition_point(|p| (p.share as usize) < share);
    let to = places.partition_point(|p| (p.share as usize) <= share);
    places.get(from..to).unwrap_or(&[])
}

#[cfg(test)]
mod tests {
    use super::{could_name, runs};

    #[test]
    fn runs_of_up_to_four_words_trimmed_of_punctuation() {
        let found = runs("Films rated 'PG-13' in Comp. Sci.?");
        assert!(found.contains(&"PG-13".to_string()));
        assert!(found.contains(&"Comp. Sci.".to_string()));
        assert!(found.contains(&"Comp. Sci".to_string()));
        assert!(found.contains(&"Films rated PG-13 in".to_string()));
        assert!(!found.iter().any(|r| r.split(' ').count() > 4));
    }

    #[test]
    fn a_lone_letter_names_a_value_only_in_capitals_and_a_stop_word_never() {
        assert!(could_name("G"));
        assert!(!could_name("a"));
        assert!(!could_name("the"));
        assert!(!could_name("42"));
        assert!(could_name("History"));
    }
}
