//! BERT's wordpiece split of one word, as the distilled model's vocabulary was made for:
//! accents stripped (canonical decomposition, combining marks dropped), then the longest
//! piece of the vocabulary that starts the word, then the longest that continues it, and so
//! on; a word no pieces spell, or longer than BERT reads (100 characters), has none. A word
//! is read no further than its 101st character, and each step tries at most `LONGEST`
//! lengths (no piece is longer), so a word costs at most linear time, and a word of a
//! megabyte no more than one of 101 characters.

use unicode_normalization::UnicodeNormalization;
use unicode_normalization::char::is_combining_mark;

use super::model::Model;

/// The longest word BERT splits (longer ones are unknown).
const LONGEST_WORD: usize = 100;
/// The longest piece of the bundled vocabulary, in characters (`telecommunications`, 18; a
/// test reads the vocabulary to hold it to that): a longer run of a word is no piece, so a
/// step of the split tries the lengths from this one down.
const LONGEST: usize = 18;

/// The pieces of `word` (lower-cased), appended to `out`; nothing when it has none.
pub(crate) fn pieces(model: &Model, word: &str, out: &mut Vec<u32>) {
    let chars: Vec<char> = (word.nfd())
        .filter(|c| !is_combining_mark(*c))
        .take(LONGEST_WORD + 1)
        .collect();
    if chars.is_empty() || chars.len() > LONGEST_WORD {
        return;
    }
    let before = out.len();
    let mut start = 0;
    let mut text = String::new();
    while start < chars.len() {
        let mut end = chars.len().min(start + LONGEST);
        let found = loop {
            if end == start {
                break None;
            }
            text.clear();
            text.extend(&chars[start..end]);
            if let Some(id) = model.piece(&text, start > 0) {
                break Some(id);
            }
            end -= 1;
        };
        let Some(id) = found else {
            out.truncate(before);
            return;
        };
        out.push(id);
        start = end;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A model of `vocabulary` (one piece a line, in id order), two dimensions, every row
    /// (1, 0), in the file format `Model` reads.
    fn model_of(vocabulary: &[&str]) -> Model {
        let text = vocabulary.join("\n");
        let mut bytes = b"DBPEMB01".to_vec();
        for n in [vocabulary.len(), 2, text.len()] {
            bytes.extend_from_slice(&(n as u32).to_le_bytes());
        }
        bytes.extend_from_slice(text.as_bytes());
        for _ in vocabulary {
            bytes.extend_from_slice(&1.0f32.to_le_bytes());
        }
        for _ in vocabulary {
            bytes.extend_from_slice(&[1, 0]);
        }
        let bytes: &'static [u8] = Box::leak(bytes.into_boxed_slice());
        Model::parse(bytes).unwrap()
    }

    fn split(model: &Model, word: &str) -> Vec<u32> {
        let mut out = Vec::new();
        pieces(model, word, &mut out);
        out
    }

    #[test]
    fn a_word_splits_into_the_longest_pieces_from_its_start() {
        let model = model_of(&["[UNK]", "room", "##s", "##mate", "roo", "##m"]);
        assert_eq!(split(&model, "rooms"), [1, 2]);
        assert_eq!(split(&model, "roommates"), [1, 3, 2]);
        assert_eq!(
            split(&model, "rooz"),
            Vec::<u32>::new(),
            "no piece spells z"
        );
    }

    #[test]
    fn a_step_tries_no_piece_longer_than_the_longest() {
        let long = "a".repeat(LONGEST + 1);
        let model = model_of(&[&long, "a", "##a"]);
        let mut capped = vec![1];
        capped.extend([2; LONGEST]);
        assert_eq!(
            split(&model, &long),
            capped,
            "the piece of {} is not tried",
            LONGEST + 1
        );
        let at_the_cap = "a".repeat(LONGEST);
        let model = model_of(&[&at_the_cap, "a", "##a"]);
        assert_eq!(split(&model, &at_the_cap), [0]);
    }

    #[test]
    fn a_word_longer_than_bert_reads_has_no_pieces_even_of_a_megabyte() {
        let model = model_of(&["a", "##a"]);
        assert_eq!(split(&model, &"a".repeat(LONGEST_WORD)).len(), LONGEST_WORD);
        assert!(split(&model, &"a".repeat(LONGEST_WORD + 1)).is_empty());
        assert!(split(&model, &"a".repeat(1 << 20)).is_empty());
    }

    #[cfg(feature = "bundled")]
    #[test]
    fn no_piece_of_the_bundled_vocabulary_is_longer_than_the_longest() {
        let bytes = include_bytes!("../model/static.bin");
        let length = bytes
            .get(16..20)
            .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]));
        let text = length.and_then(|n| bytes.get(20..20 + n as usize));
        let vocabulary = std::str::from_utf8(text.unwrap()).unwrap();
        let letters = |piece: &str| piece.strip_prefix("##").unwrap_or(piece).chars().count();
        let longest = vocabulary.split('\n').map(letters).max();
        assert_eq!(longest, Some(LONGEST));
    }
}
