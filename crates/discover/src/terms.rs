//! The analyzer both sides of a match share: a text's words (`words`), stop words dropped,
//! each word stemmed (`stem`), and an abbreviation's expansion added beside it
//! (`abbreviations`: the common ones and those the print defines). A question keeps each
//! word apart as a concept (what it may also mean is the model's to say: `rank` reads each
//! word's neighbours in meaning among the print's names), so the ranking can say which of its words matched where and
//! which matched nowhere.

use std::collections::{HashMap, HashSet};

use super::stem::stem;
use dbprint_base::abbreviations::COMMON;
use dbprint_embed::meaning::Readings;

use super::moments::{DATE_TERM, names_a_time};
use dbprint_base::words::{Word, each_word, words};

/// The weight of the date term a question naming a time asks for (`moments`).
const TIME_WEIGHT: f32 = 0.5;

/// Words that carry no meaning for finding a table: English function words (the closed
/// classes: articles, pronouns, prepositions, conjunctions, auxiliaries, quantifiers, as
/// general stop-word lists such as NLTK's hold them) and the verbs a request is phrased with
/// (`find`, `get`, `give`, `list`, `need`, `please`, `show`, `tell`, `want`). No word here was
/// taken from a labelled set's questions.
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
    /// A short word's terms: the stems of what it stands for.
    expansions: HashMap<String, Vec<String>>,
    /// A short word spelled out in words, for the model (`Readings`): the first reading of
    /// the common, the defined, then the compound ones.
    spelled: HashMap<String, String>,
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
        let mut spelled: HashMap<String, String> = HashMap::new();
        for (short, long) in COMMON
            .iter()
            .copied()
            .chain(defined.iter().map(|(s, l)| (s.as_str(), l.as_str())))
        {
            spelled
                .entry(short.to_string())
                .or_insert_with(|| long.to_string());
            let stems = stems_of(long);
            let known = expansions.entry(short.to_string()).or_default();
            for s in stems {
                if !known.contains(&s) {
                    known.push(s);
                }
            }
        }
        for (word, parts) in compounds {
            spelled
                .entry(word.clone())
                .or_insert_with(|| parts.join(" "));
            let known = expansions.entry(word.clone()).or_default();
            for part in parts {
                let s = stem(part);
                if !known.contains(&s) {
                    known.push(s);
                }
            }
        }
        Analyzer {
            expansions,
            spelled,
        }
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

    /// The concepts of a question: each meaningful word once, with its terms at weight 1.
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

impl Readings for Analyzer {
    fn spelled_out(&self, folded: &str) -> Option<Vec<String>> {
        let long = self.spelled.get(folded)?;
        Some(long.split(' ').map(str::to_string).collect())
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
    fn the_model_reads_a_name_through_the_same_abbreviations_as_the_words() {
        let defined = HashMap::from([("spc".to_string(), "space".to_string())]);
        let compounds = HashMap::from([(
            "classroom".to_string(),
            ["class".to_string(), "room".to_string()],
        )]);
        let analyzer = Analyzer::new(&defined, &compounds);
        let read = |text| dbprint_embed::meaning::words_of(text, &analyzer).collect::<Vec<_>>();
        assert_eq!(read("spc_usage"), ["space", "usage"], "the print's own");
        assert_eq!(read("cust"), ["customer"], "a common one");
        assert_eq!(read("classroom"), ["class", "room"], "a compound");
        assert_eq!(read("zeppelin"), ["zeppelin"]);
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
