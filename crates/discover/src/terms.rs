//! The analyzer both sides of a match share: a text's words (`words`), stop words dropped,
//! each word stemmed (`stem`), and an abbreviation's expansion added beside it
//! (`abbreviations`: the common ones and those the print defines); a question's word also
//! brings its synonyms at a lower weight (`synonyms`). A question keeps each
//! word apart as a concept, so the ranking can say which of its words matched where and
//! which matched nowhere.

use std::collections::{HashMap, HashSet};

use super::stem::stem;
use super::synonyms;
use dbprint_base::abbreviations::COMMON;

use super::moments::{DATE_TERM, names_a_time};
use dbprint_base::words::{Word, each_word, words};

/// The weight of a synonym's terms beside the word's own.
const SYNONYM_WEIGHT: f32 = 0.6;
/// The weight of the date term a question naming a time asks for (`moments`).
const TIME_WEIGHT: f32 = 0.5;

/// Words that carry no meaning for finding a table: English function words and the verbs
/// and fillers a question is phrased with.
const STOP: &[&str] = &[
    "a", "about", "above", "after", "again", "all", "also", "am", "an", "and", "any", "are", "as",
    "at", "be", "been", "before", "being", "below", "between", "both", "but", "by", "can", "could",
    "did", "do", "does", "doing", "during", "each", "either", "every", "few", "find", "for",
    "from", "get", "give", "had", "has", "have", "having", "he", "her", "here", "hers", "him",
    "his", "how", "i", "if", "in", "into", "is", "it", "its", "itself", "just", "list", "many",
    "me", "much", "my", "myself", "need", "no", "nor", "not", "of", "off", "on", "one", "only",
    "or", "other", "our", "ours", "out", "over", "own", "please", "s", "same", "she", "should",
    "show", "so", "some", "such", "t", "tell", "than", "that", "the", "their", "theirs", "them",
    "then", "there", "these", "they", "this", "those", "through", "to", "too", "under", "until",
    "up", "us", "very", "want", "was", "we", "were", "what", "when", "where", "which", "while",
    "who", "whom", "whose", "why", "will", "with", "would", "you", "your", "yours",
];

pub fn is_stop(folded: &str) -> bool {
    STOP.binary_search(&folded).is_ok()
}

/// A word a term can be made of: not a stop word, not digits alone.
pub(crate) fn meaningful(word: &Word) -> bool {
    !is_stop(&word.folded) && !word.folded.chars().all(|c| c.is_numeric())
}

/// A question's word and the terms it is looked up by, each with its weight.
#[derive(Debug, Clone)]
pub struct Concept {
    pub word: Word,
    pub terms: Vec<(String, f32)>,
}

/// The analyzer of one print: the common abbreviations and those its texts define.
#[derive(Debug, Default)]
pub struct Analyzer {
    expansions: HashMap<String, Vec<String>>,
}

fn stems_of(text: &str) -> Vec<String> {
    words(text)
        .iter()
        .filter(|w| meaningful(w))
        .map(|w| stem(&w.folded))
        .collect()
}

impl Analyzer {
    /// The analyzer knowing the common abbreviations, `defined` (short form to word) and
    /// the print's compound words (`compounds`: word to its two parts).
    pub fn new(
        defined: &HashMap<String, String>,
        compounds: &HashMap<String, [String; 2]>,
    ) -> Self {
        let mut expansions: HashMap<String, Vec<String>> = HashMap::new();
        for (short, long) in COMMON
            .iter()
            .copied()
            .chain(defined.iter().map(|(s, l)| (s.as_str(), l.as_str())))
        {
            let stems = stems_of(long);
            let known = expansions.entry(short.to_string()).or_default();
            for s in stems {
                if !known.contains(&s) {
                    known.push(s);
                }
            }
        }
        for (word, parts) in compounds {
            let known = expansions.entry(word.clone()).or_default();
            for part in parts {
                let s = stem(part);
                if !known.contains(&s) {
                    known.push(s);
                }
            }
        }
        Analyzer { expansions }
    }

    /// Whether `short` (folded) is an abbreviation the analyzer already reads: a common one,
    /// one the print defines or one it teaches.
    pub fn expands(&self, short: &str) -> bool {
        self.expansions.contains_key(short)
    }

    /// The terms of one word: its stem, then its expansion's stems when it abbreviates one.
    fn word_terms(&self, folded: &str, into: &mut Vec<String>) {
        into.push(stem(folded));
        if let Some(more) = self.expansions.get(folded) {
            into.extend(more.iter().cloned());
        }
    }

    /// The terms of a text of the print, in order (a term repeats as often as it is said).
    pub fn terms(&self, text: &str) -> Vec<String> {
        let mut out = Vec::new();
        for word in words(text).iter().filter(|w| meaningful(w)) {
            self.word_terms(&word.folded, &mut out);
        }
        out
    }

    /// The concepts of a question: each meaningful word once, with its terms at weight 1 and
    /// the terms of its synonyms (`synonyms`) at `SYNONYM_WEIGHT`.
    pub fn concepts(&self, question: &str) -> Vec<Concept> {
        let mut out: Vec<Concept> = Vec::new();
        let mut seen: HashSet<String> = HashSet::new();
        for word in each_word(question).filter(meaningful) {
            if !seen.insert(word.folded.clone()) {
                continue;
            }
            let mut own = Vec::new();
            self.word_terms(&word.folded, &mut own);
            let mut terms: Vec<(String, f32)> = Vec::new();
            for term in own {
                if !terms.iter().any(|(t, _)| *t == term) {
                    terms.push((term, 1.0));
                }
            }
            let singular = stem(&word.folded);
            for other in synonyms::of(&word.folded).chain(synonyms::of(&singular)) {
                let term = stem(other);
                if !terms.iter().any(|(t, _)| *t == term) {
                    terms.push((term, SYNONYM_WEIGHT));
                }
            }
            out.push(Concept { word, terms });
        }
        let time =
            each_word(question).find(|w| question.get(w.start..w.end).is_some_and(names_a_time));
        if let Some(word) = time {
            let terms = vec![(DATE_TERM.to_string(), TIME_WEIGHT)];
            out.retain(|c| c.word.folded != word.folded);
            out.push(Concept { word, terms });
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_stop_list_is_sorted_for_its_search() {
        assert!(STOP.windows(2).all(|w| w[0] < w[1]));
    }

    #[test]
    fn an_abbreviation_and_its_word_share_a_term_both_ways() {
        let analyzer = Analyzer::new(&HashMap::new(), &HashMap::new());
        let indexed = analyzer.terms("DEPT_NAME");
        let asked = analyzer.concepts("the department");
        assert!(asked[0].terms.iter().all(|(t, _)| indexed.contains(t)));
        let indexed = analyzer.terms("department_name");
        let asked = analyzer.concepts("dept");
        assert!(asked[0].terms.iter().any(|(t, _)| indexed.contains(t)));
    }

    #[test]
    fn a_print_defined_abbreviation_is_read_like_a_common_one() {
        let defined = HashMap::from([("spc".to_string(), "space".to_string())]);
        let analyzer = Analyzer::new(&defined, &HashMap::new());
        let space = analyzer.terms("space");
        assert!(analyzer.terms("SPC_USAGE").contains(&space[0]));
    }

    #[test]
    fn stop_words_and_bare_numbers_make_no_concept() {
        let analyzer = Analyzer::new(&HashMap::new(), &HashMap::new());
        let words: Vec<String> = analyzer
            .concepts("Which of the 10 rooms are empty?")
            .into_iter()
            .map(|c| c.word.folded)
            .collect();
        assert_eq!(words, ["rooms", "empty"]);
    }
}
