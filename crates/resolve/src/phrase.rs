//! How a text is compared with a listed value or a note: the normalization key (format spec
//! §2.2.4: trimmed of spaces, lower-cased, exactly as SQL's `LOWER(TRIM(...))`), and whether
//! one folded text holds another as a whole phrase, bounded by non-word characters or the
//! text's ends (a word character as Python's Unicode `\w` reads it: alphanumeric or `_`).

pub use dbprint_print::views::value_list::normalization_key as fold;

fn is_word(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// Whether `needle` occurs in `haystack` with no word character right before or after it.
pub fn holds_phrase(haystack: &str, needle: &str) -> bool {
    let starts = haystack
        .char_indices()
        .map(|(i, _)| i)
        .chain(std::iter::once(haystack.len()));
    starts
        .filter(|&i| haystack[i..].starts_with(needle))
        .any(|i| {
            let before = haystack[..i].chars().next_back();
            let after = haystack[i + needle.len()..].chars().next();
            !before.is_some_and(is_word) && !after.is_some_and(is_word)
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folding_trims_spaces_only_and_lower_cases_spec_2_2_4() {
        assert_eq!(fold("  Oak Tree "), "oak tree");
        assert_eq!(fold("\tOak\n"), "\toak\n");
    }

    #[test]
    fn a_phrase_matches_on_word_boundaries_only() {
        assert!(holds_phrase("the order was shipped", "shipped"));
        assert!(holds_phrase("shipped", "shipped"));
        assert!(holds_phrase("(shipped)", "shipped"));
        assert!(!holds_phrase("unshipped", "shipped"));
        assert!(!holds_phrase("shipped_late", "shipped"));
        assert!(holds_phrase("on hold, pending", "hold, pending"));
    }

    #[test]
    fn a_later_occurrence_can_match_where_an_earlier_cannot() {
        assert!(holds_phrase("aa a", "a"));
        assert!(!holds_phrase("aaa", "aa"));
        assert!(holds_phrase("é la", "la"));
        assert!(!holds_phrase("éla", "la"));
    }
}
