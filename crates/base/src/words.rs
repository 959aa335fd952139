//! How a text of the print or a question falls into words: at every character that is not a
//! letter or digit, and inside identifiers where SQL names join words (`FCLT_BUILDING_KEY`,
//! `customerId`, `XMLHttp`, `addr2`): at an underscore, a lower-to-upper case change, the
//! last capital of a run of capitals followed by a lower-case letter, and a letter-digit
//! boundary. Each word is folded to lower case; where it stood is kept for evidence.

/// One word of a text.
#[derive(Debug, Clone, PartialEq)]
pub struct Word {
    /// Its byte range in the text.
    pub start: usize,
    pub end: usize,
    /// Lower-cased.
    pub folded: String,
}

#[derive(Clone, Copy, PartialEq)]
enum Kind {
    Lower,
    Upper,
    Digit,
    Other,
}

fn kind(c: char) -> Kind {
    if c.is_numeric() {
        Kind::Digit
    } else if c.is_uppercase() {
        Kind::Upper
    } else if c.is_alphabetic() {
        Kind::Lower
    } else {
        Kind::Other
    }
}

/// Whether a word ends before the character at `i` (`chars[i]`), given its neighbours.
fn splits(prev: Kind, this: Kind, next: Option<Kind>) -> bool {
    match (prev, this) {
        (Kind::Lower, Kind::Upper) => true,
        (Kind::Digit, Kind::Lower | Kind::Upper) | (Kind::Lower | Kind::Upper, Kind::Digit) => true,
        (Kind::Upper, Kind::Upper) => next == Some(Kind::Lower),
        _ => false,
    }
}

/// The words of `text`, in order.
pub fn words(text: &str) -> Vec<Word> {
    each_word(text).collect()
}

/// The words of `text`, in order, one at a time: a text is read once, holding no more than
/// the word at hand.
pub fn each_word(text: &str) -> impl Iterator<Item = Word> + '_ {
    let mut chars = text.char_indices().peekable();
    let mut start: Option<usize> = None;
    let mut prev = Kind::Other;
    let mut done = false;
    std::iter::from_fn(move || {
        let close = |from: usize, to: usize| {
            text.get(from..to).map(|slice| Word {
                start: from,
                end: to,
                folded: slice.to_lowercase(),
            })
        };
        while !done {
            let Some((at, c)) = chars.next() else {
                done = true;
                return start.take().and_then(|from| close(from, text.len()));
            };
            let this = kind(c);
            let before = std::mem::replace(&mut prev, this);
            if this == Kind::Other {
                if let Some(from) = start.take() {
                    return close(from, at);
                }
                continue;
            }
            match start {
                Some(from) => {
                    let next = chars.peek().map(|&(_, n)| kind(n));
                    if splits(before, this, next) {
                        start = Some(at);
                        return close(from, at);
                    }
                }
                None => start = Some(at),
            }
        }
        None
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn folded(text: &str) -> Vec<String> {
        words(text).into_iter().map(|w| w.folded).collect()
    }

    #[test]
    fn identifiers_split_at_underscores_case_changes_and_digits() {
        assert_eq!(folded("FCLT_BUILDING_KEY"), ["fclt", "building", "key"]);
        assert_eq!(folded("customerId"), ["customer", "id"]);
        assert_eq!(folded("addr2"), ["addr", "2"]);
        assert_eq!(folded("XMLHttpRequest"), ["xml", "http", "request"]);
        assert_eq!(folded("SalesOrderHeader"), ["sales", "order", "header"]);
    }

    #[test]
    fn prose_splits_at_spaces_and_punctuation_and_keeps_places() {
        let found = words("Which rooms, in 'History'?");
        let spelled: Vec<&str> = found
            .iter()
            .map(|w| &"Which rooms, in 'History'?"[w.start..w.end])
            .collect();
        assert_eq!(spelled, ["Which", "rooms", "in", "History"]);
    }

    #[test]
    fn a_text_ending_inside_a_word_or_after_one_closes_it() {
        assert_eq!(folded("ab cd"), ["ab", "cd"]);
        assert_eq!(folded("ab cd "), ["ab", "cd"]);
        assert_eq!(folded(""), Vec::<String>::new());
        assert_eq!(folded("  "), Vec::<String>::new());
        assert_eq!(folded("aB"), ["a", "b"]);
    }

    #[test]
    fn non_ascii_letters_are_letters() {
        assert_eq!(folded("Café_Straße"), ["café", "straße"]);
    }
}
