//! The stored values a question names: every run of one to four of its words (as written,
//! with the punctuation around a word trimmed, and again without a trailing full stop), by
//! its normalization key (format spec §2.2.4), where the archive's value postings hold that
//! key. A run of one word must hold a letter and be no stop word unless written in capitals
//! (`US` names a country, `us` does not), and a one-letter run counts only when the question
//! writes it in capitals (`G`, not `a`). The tables storing a value
//! are found by the table search (each table's document holds its stored values' keys);
//! `places_in` tells which of one table's columns store it.

use std::collections::HashSet;

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

/// A run of the question's words: where it starts, how many words, and its spellings to look
/// up (as written, without a trailing full stop, and with a plural last word made singular).
struct Run {
    start: usize,
    len: usize,
    spellings: Vec<String>,
}

/// The singular of a plural English word as a value would store it (`Agents`, `Agent`;
/// `Companies`, `Company`), or none. A word ending in `ss`, `us` or `is`, or of three letters
/// or fewer, is taken as it is.
fn singular(word: &str) -> Option<String> {
    let n = word.len();
    if n <= 3 || !word.is_ascii() {
        return None;
    }
    let lower = word.to_ascii_lowercase();
    if lower.ends_with("ies") && n > 4 {
        let y = if word.ends_with("IES") { "Y" } else { "y" };
        return Some(format!("{}{y}", &word[..n - 3]));
    }
    let keeps = ["ss", "us", "is"].iter().any(|end| lower.ends_with(end));
    (lower.ends_with('s') && !keeps).then(|| word[..n - 1].to_string())
}

/// The runs of words a question may name a value by, longest first.
fn runs(question: &str) -> Vec<Run> {
    let words: Vec<&str> = question
        .split_whitespace()
        .map(trimmed)
        .filter(|w| !w.is_empty())
        .collect();
    let mut out: Vec<Run> = Vec::new();
    for len in (1..=LONGEST).rev() {
        for (start, window) in words.windows(len).enumerate() {
            let joined = window.join(" ");
            let mut spellings = vec![joined.clone()];
            let stopped = joined.trim_end_matches('.').to_string();
            if let Some(last) = stopped.rsplit(' ').next().and_then(singular) {
                let head =
                    &stopped[..stopped.len() - stopped.rsplit(' ').next().map_or(0, str::len)];
                spellings.push(format!("{head}{last}"));
            }
            spellings.push(stopped);
            spellings.retain(|s| !s.is_empty());
            spellings.dedup();
            out.push(Run {
                start,
                len,
                spellings,
            });
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
        _ => {
            let capitals = run.chars().all(|c| !c.is_alphabetic() || c.is_uppercase());
            letters.next().is_some() && (capitals || !is_stop(&run.to_lowercase()))
        }
    }
}

/// The runs of `question` some column stores, each key once (its first spelling kept). A run
/// inside a longer run already found is part of that value, not a value of its own (`Sales`
/// in `Sales Support Agent`).
pub fn asked(question: &str, postings: &ValuePostings) -> Vec<Asked> {
    let mut out: Vec<Asked> = Vec::new();
    let mut keys: HashSet<String> = HashSet::new();
    let mut spans: HashSet<(usize, usize)> = HashSet::new();
    for run in runs(question) {
        let inside = (run.start.saturating_sub(LONGEST - 1)..=run.start).any(|start| {
            (1..=LONGEST)
                .any(|len| run.start + run.len <= start + len && spans.contains(&(start, len)))
        });
        if inside {
            continue;
        }
        for spelling in run.spellings.iter().filter(|s| could_name(s)) {
            let key = normalization_key(spelling);
            if keys.contains(&key) {
                continue;
            }
            if let Some(id) = postings.id(&key) {
                keys.insert(key.clone());
                out.push(Asked {
                    run: spelling.clone(),
                    key,
                    id,
                });
                spans.insert((run.start, run.len));
                break;
            }
        }
    }
    out
}

/// Where the runs of `words` spelling key `key` start (by its normalization key, so in any
/// case, with a trailing full stop or not), each `span` words long.
fn spelled_at(words: &[&str], key: &str, span: usize) -> Vec<usize> {
    let mut starts = Vec::new();
    let mut at = 0;
    while at + span <= words.len() {
        let joined: Vec<&str> = words[at..at + span].iter().map(|w| trimmed(w)).collect();
        let joined = normalization_key(&joined.join(" "));
        if joined == key || joined.trim_end_matches('.') == key {
            starts.push(at);
            at += span;
        } else {
            at += 1;
        }
    }
    starts
}

/// What `question` asks beside `value`: its words with every run spelling the value left out,
/// and the words within `reach` of such a run (`customers` in "customers in Brazil"). Every
/// column storing the value matches the value alike, so a column is told apart by the rest
/// of the question, and most by the words next to the value.
pub fn beside(question: &str, value: &str, reach: usize) -> (String, String) {
    let key = normalization_key(value);
    let words: Vec<&str> = question.split_whitespace().collect();
    let span = key.split(' ').filter(|w| !w.is_empty()).count().max(1);
    let starts = spelled_at(&words, &key, span);
    let (mut inside, mut near) = (vec![false; words.len()], vec![false; words.len()]);
    for &s in &starts {
        let end = (s + span).min(words.len());
        inside[s..end].iter_mut().for_each(|n| *n = true);
        let (from, to) = (s.saturating_sub(reach), (s + span + reach).min(words.len()));
        near[from..to].iter_mut().for_each(|n| *n = true);
    }
    let kept = (0..words.len()).filter(|&n| !inside[n]);
    let rest: Vec<&str> = kept.clone().map(|n| words[n]).collect();
    let close: Vec<&str> = kept.filter(|&n| near[n]).map(|n| words[n]).collect();
    (rest.join(" "), close.join(" "))
}

/// Whether one of the stored values `asked` names holds the question's word `folded`: the
/// word is part of a value, not a concept of its own.
pub fn names_word(asked: &[Asked], folded: &str) -> bool {
    asked.iter().any(|a| a.key.split(' ').any(|w| w == folded))
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
    use super::{beside, could_name, runs, singular};

    fn spellings(question: &str) -> Vec<String> {
        runs(question)
            .into_iter()
            .flat_map(|r| r.spellings)
            .collect()
    }

    #[test]
    fn runs_of_up_to_four_words_trimmed_of_punctuation() {
        let found = spellings("Films rated 'PG-13' in Comp. Sci.?");
        assert!(found.contains(&"PG-13".to_string()));
        assert!(found.contains(&"Comp. Sci.".to_string()));
        assert!(found.contains(&"Comp. Sci".to_string()));
        assert!(found.contains(&"Films rated PG-13 in".to_string()));
        assert!(!found.iter().any(|r| r.split(' ').count() > 4));
    }

    #[test]
    fn a_plural_last_word_is_also_looked_up_singular() {
        let found = spellings("Who are the Sales Support Agents?");
        assert!(found.contains(&"Sales Support Agent".to_string()));
        assert_eq!(singular("Companies").as_deref(), Some("Company"));
        assert_eq!(singular("Clerks").as_deref(), Some("Clerk"));
        assert_eq!(singular("Status"), None);
        assert_eq!(singular("Class"), None);
        assert_eq!(singular("Bus"), None);
    }

    #[test]
    fn a_lone_letter_or_a_stop_word_names_a_value_only_in_capitals() {
        assert!(could_name("G"));
        assert!(!could_name("a"));
        assert!(!could_name("the"));
        assert!(!could_name("us"));
        assert!(!could_name("Us"));
        assert!(could_name("US"));
        assert!(!could_name("42"));
        assert!(could_name("History"));
    }

    #[test]
    fn a_value_is_left_out_of_its_question_in_any_case_and_its_neighbours_kept_apart() {
        let asked = "Which vendors are in Japan, and what do they supply?";
        assert_eq!(
            beside(asked, "japan", 2),
            (
                "Which vendors are in and what do they supply?".to_string(),
                "are in and what".to_string()
            )
        );
        let (rest, close) = beside("Rooms of the Comp. Sci. department", "Comp. Sci.", 1);
        assert_eq!(
            (rest.as_str(), close.as_str()),
            ("Rooms of the department", "the department")
        );
        let (rest, close) = beside("Who teaches?", "History", 3);
        assert_eq!((rest.as_str(), close.as_str()), ("Who teaches?", ""));
    }
}
