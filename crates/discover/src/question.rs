//! A question as the discovery tools read it: from its start, up to its `MAX_CONCEPTS`th
//! distinct meaningful word (a word a concept is made of: no stop word, not digits alone) and
//! at most `MAX_WORDS` words in all. The text after the last word read is not read; the
//! answer says how many words it held and names the first few meaningful ones, so a pasted
//! page costs what its first paragraph costs, and the caller knows what went unread.

use std::collections::HashSet;

use super::terms::meaningful;
use dbprint_base::words::each_word;

/// The most distinct meaningful words a question is read for.
pub const MAX_CONCEPTS: usize = 256;
/// The most words (of any kind) a question is read for.
pub const MAX_WORDS: usize = 4_096;
/// How many of the words not read an answer names.
const NAMED: usize = 20;

/// A question, read within its bounds.
#[derive(Debug, Clone, PartialEq)]
pub struct Question<'q> {
    /// The text read: the question up to the end of its last word read.
    pub read: &'q str,
    /// The words after it, counted.
    pub unread: usize,
    /// The first of those that would have made a concept, each once (at most `NAMED`).
    pub unread_named: Vec<String>,
}

/// `text` read within the bounds.
pub fn read(text: &str) -> Question<'_> {
    let mut seen: HashSet<String> = HashSet::new();
    let mut end = 0usize;
    let mut words = each_word(text);
    let mut all = 0usize;
    while let Some(word) = words.next() {
        let new = meaningful(&word) && !seen.contains(&word.folded);
        if all == MAX_WORDS || (new && seen.len() == MAX_CONCEPTS) {
            return unread_from(text, end, word, words);
        }
        all += 1;
        end = word.end;
        if new {
            seen.insert(word.folded);
        }
    }
    Question {
        read: text,
        unread: 0,
        unread_named: Vec::new(),
    }
}

/// The question cut at `end`, where `first` and `rest` go unread.
fn unread_from(
    text: &str,
    end: usize,
    first: dbprint_base::words::Word,
    rest: impl Iterator<Item = dbprint_base::words::Word>,
) -> Question<'_> {
    let mut unread = 0usize;
    let mut unread_named: Vec<String> = Vec::new();
    for word in std::iter::once(first).chain(rest) {
        unread += 1;
        let named = unread_named.len() == NAMED || unread_named.contains(&word.folded);
        if !named && meaningful(&word) {
            unread_named.push(word.folded);
        }
    }
    Question {
        read: text.get(..end).unwrap_or(text),
        unread,
        unread_named,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The `n`th of many distinct words of letters alone (`zab`, `zac`…).
    fn word(n: usize) -> String {
        let letter = |k: usize| char::from(b'a' + (k % 26) as u8);
        format!("z{}{}", letter(n / 26), letter(n))
    }

    #[test]
    fn a_short_question_is_read_whole() {
        let q = read("Which rooms are free on Monday?");
        assert_eq!(q.read, "Which rooms are free on Monday?");
        assert_eq!((q.unread, q.unread_named.len()), (0, 0));
    }

    #[test]
    fn reading_stops_before_the_first_distinct_word_past_the_bound_and_names_the_rest() {
        let distinct: Vec<String> = (0..MAX_CONCEPTS + 30).map(word).collect();
        let text = format!("the {} {}", distinct.join(" the "), word(0));
        let q = read(&text);
        assert!(q.read.ends_with(&format!("{} the", word(MAX_CONCEPTS - 1))));
        assert_eq!(
            q.unread,
            30 + 29 + 1,
            "30 words, the stop words between them, the repeat"
        );
        assert_eq!(q.unread_named.len(), NAMED);
        assert_eq!(q.unread_named[0], word(MAX_CONCEPTS));
    }

    #[test]
    fn a_word_read_before_is_read_again_past_the_distinct_bound() {
        let distinct: Vec<String> = (0..MAX_CONCEPTS).map(word).collect();
        let text = format!("{} {} {}", distinct.join(" "), word(0), word(1));
        assert_eq!(read(&text).read, text);
    }

    #[test]
    fn a_question_of_stop_words_is_read_up_to_the_word_bound() {
        let text = "the ".repeat(MAX_WORDS + 10);
        let q = read(&text);
        assert_eq!(q.read.split_whitespace().count(), MAX_WORDS);
        assert_eq!(q.unread, 10);
        assert!(q.unread_named.is_empty());
    }
}
