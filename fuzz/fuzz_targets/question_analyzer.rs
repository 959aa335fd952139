//! The question analyzer over any text: a question is read within its bounds (a prefix of it,
//! ending at a word, no more than 256 distinct meaningful words and 4,096 words, what was left
//! counted), and its concepts are its distinct words read, each placed where it stands in the
//! text and each with terms to look up.
#![no_main]

use std::collections::{HashMap, HashSet};

use dbprint_discover::Analyzer;
use dbprint_discover::question::{MAX_CONCEPTS, read};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let question = read(text);
    assert!(text.starts_with(question.read), "what is read is where the question starts");
    assert_eq!(question.unread == 0, question.read.len() == text.len() || text[question.read.len()..].chars().all(|c| !c.is_alphanumeric()));
    assert!(question.unread_named.len() <= question.unread);
    let analyzer = Analyzer::new(&HashMap::new(), &HashMap::new());
    let concepts = analyzer.concepts(question.read);
    assert!(concepts.len() <= MAX_CONCEPTS + 1, "one time concept beside the words");
    let mut seen = HashSet::new();
    for concept in &concepts {
        let word = &concept.word;
        let spelled = question.read.get(word.start..word.end).expect("a word stands in the text");
        assert!(!spelled.is_empty());
        assert!(seen.insert(word.folded.clone()), "a word is one concept");
        assert!(concept.terms.iter().all(|(term, weight)| !term.is_empty() && *weight > 0.0));
    }
});
