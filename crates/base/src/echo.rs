//! What an answer repeats of a caller's text: a long argument, or a name in an error, is
//! quoted by its first characters and marked as cut, saying how long it was, so an answer's
//! size is its own and never the argument's.

use std::borrow::Cow;

/// How many characters of a long argument an answer repeats.
pub const ECHOED: usize = 200;

/// `text` whole when it has at most `most` characters; else its first `most` and a mark
/// saying it was cut and how many characters it held.
pub fn cut(text: &str, most: usize) -> Cow<'_, str> {
    match text.char_indices().nth(most) {
        None => Cow::Borrowed(text),
        Some((at, _)) => {
            let all = most + text[at..].chars().count();
            Cow::Owned(format!("{}… [cut: {all} characters in all]", &text[..at]))
        }
    }
}

/// `text` as an answer echoes an argument: at most `ECHOED` characters, marked when cut.
pub fn echo(text: &str) -> Cow<'_, str> {
    cut(text, ECHOED)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_short_text_is_echoed_whole_and_a_long_one_cut_at_characters_and_marked() {
        assert_eq!(echo("rooms"), "rooms");
        let exact = "é".repeat(ECHOED);
        assert_eq!(echo(&exact), exact);
        let long = "é".repeat(ECHOED + 5);
        let echoed = echo(&long);
        assert!(echoed.starts_with(&exact));
        assert!(echoed.ends_with(&format!("… [cut: {} characters in all]", ECHOED + 5)));
        assert_eq!(cut("abcdef", 3), "abc… [cut: 6 characters in all]");
    }
}
