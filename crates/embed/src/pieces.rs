//! BERT's wordpiece split of one word, as the distilled model's vocabulary was made for:
//! accents stripped (canonical decomposition, combining marks dropped), then the longest
//! piece of the vocabulary that starts the word, then the longest that continues it, and so
//! on; a word no pieces spell, or longer than BERT reads (100 characters), has none. Each
//! step looks at most `LONGEST` characters ahead, so a word costs at most linear time.

use unicode_normalization::UnicodeNormalization;
use unicode_normalization::char::is_combining_mark;

use super::model::Model;

/// The longest word BERT splits (longer ones are unknown).
const LONGEST_WORD: usize = 100;

/// The pieces of `word` (lower-cased), appended to `out`; nothing when it has none.
pub(crate) fn pieces(model: &Model, word: &str, out: &mut Vec<u32>) {
    let chars: Vec<char> = word.nfd().filter(|c| !is_combining_mark(*c)).collect();
    if chars.is_empty() || chars.len() > LONGEST_WORD {
        return;
    }
    let before = out.len();
    let mut start = 0;
    let mut text = String::new();
    while start < chars.len() {
        let mut end = chars.len();
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
