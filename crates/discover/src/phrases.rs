//! The stored values a question names: every run of one to four of its words (as written,
//! with the punctuation around a word trimmed, and again without a trailing full stop) looked
//! up by its normalization key in the archive's value postings. A run of one word must hold
//! a letter and be no stop word; a one-letter value counts only when the question spells it
//! exactly as stored (`G`, not `a`).

use dbprint_index::Compiled;
use dbprint_print::views::value_list::normalization_key;
use dbprint_values::{Match, Occurrence, ValuePostings};

use super::terms::is_stop;

/// The longest run of words looked up as one value.
const LONGEST: usize = 4;

/// One stored value a question names.
#[derive(Debug, Clone)]
pub struct Named {
    /// The question's words, as written.
    pub phrase: String,
    pub at: Occurrence,
    pub matched: Match,
    /// How many tables store a value of this key.
    pub tables: usize,
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
    run.chars().any(char::is_alphabetic) && !is_stop(&run.to_lowercase())
}

/// Every stored value `question` names, with the places storing it.
pub fn named(question: &str, postings: &ValuePostings, index: &Compiled) -> Vec<Named> {
    let mut out = Vec::new();
    for run in runs(question).into_iter().filter(|r| could_name(r)) {
        let Some(id) = postings.id(&normalization_key(&run)) else {
            continue;
        };
        let places = postings.places(id);
        let mut tables: Vec<u32> = places.iter().map(|p| p.share).collect();
        tables.dedup();
        for at in places {
            let stored = index
                .share(at.share as usize)
                .stored
                .get(at.column as usize)
                .and_then(|c| c.values.get(at.value as usize));
            let Some(stored) = stored else { continue };
            let exact = stored.text.as_str() == run;
            if run.chars().count() == 1 && !exact {
                continue;
            }
            out.push(Named {
                phrase: run.clone(),
                at: *at,
                matched: if exact { Match::Exact } else { Match::Folded },
                tables: tables.len(),
            });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::runs;

    #[test]
    fn runs_of_up_to_four_words_trimmed_of_punctuation() {
        let found = runs("Films rated 'PG-13' in Comp. Sci.?");
        assert!(found.contains(&"PG-13".to_string()));
        assert!(found.contains(&"Comp. Sci.".to_string()));
        assert!(found.contains(&"Comp. Sci".to_string()));
        assert!(found.contains(&"Films rated PG-13 in".to_string()));
        assert!(!found.iter().any(|r| r.split(' ').count() > 4));
    }
}
