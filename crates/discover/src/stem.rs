//! A light English stemmer for schema words: plurals and the `-ing`/`-ed` forms fold to one
//! stem (`categories`, `category`; `movies`, `movie`; `addresses`, `address`; `shipped`,
//! `shipping`, `ship`), a final `-y` after a consonant and a final `-e` dropped so both
//! spellings of a plural meet, and nothing more. Heavier stemmers (Porter's) join words a schema keeps apart
//! (`organization` and `organ`, `university` and `universe`), so suffixes that carry meaning
//! in a name (`-er`, `-ment`, `-ion`, `-ity`) are left alone.

fn is_vowel(c: u8) -> bool {
    matches!(c, b'a' | b'e' | b'i' | b'o' | b'u' | b'y')
}

fn has_vowel(s: &str) -> bool {
    s.bytes().any(is_vowel)
}

/// A stem ending in a doubled consonant left by `-ing`/`-ed` loses one (`shipp`, `ship`),
/// except the doubles English keeps (`bill`, `pass`, `buzz`).
fn undouble(stem: &str) -> &str {
    let b = stem.as_bytes();
    let n = b.len();
    if n >= 3
        && b[n - 1] == b[n - 2]
        && !is_vowel(b[n - 1])
        && !matches!(b[n - 1], b'l' | b's' | b'z')
    {
        &stem[..n - 1]
    } else {
        stem
    }
}

/// The stem of a lower-cased word (ASCII words only; any other is its own stem).
pub fn stem(word: &str) -> String {
    if !word.is_ascii() || word.len() <= 3 || word.bytes().any(|b| b.is_ascii_digit()) {
        return word.to_string();
    }
    let w = word;
    let n = w.len();
    let plural = if w.ends_with("ies") && n > 4 {
        format!("{}i", &w[..n - 3])
    } else if w.ends_with("sses")
        || w.ends_with("xes")
        || w.ends_with("ches")
        || w.ends_with("shes")
        || (w.ends_with("uses") && n > 5)
    {
        w[..n - 2].to_string()
    } else if w.ends_with('s') && !w.ends_with("ss") && !w.ends_with("us") && !w.ends_with("is") {
        w[..n - 1].to_string()
    } else {
        w.to_string()
    };
    let w = plural.as_str();
    let n = w.len();
    if let Some(base) = w.strip_suffix("ing")
        && base.len() >= 3
        && has_vowel(base)
    {
        return undouble(base).to_string();
    }
    if let Some(base) = w.strip_suffix("ed")
        && base.len() >= 3
        && has_vowel(base)
        && !w.ends_with("eed")
    {
        return undouble(base).to_string();
    }
    if n > 3 && w.ends_with('e') && !w.ends_with("ee") {
        return w[..n - 1].to_string();
    }
    let b = w.as_bytes();
    if n > 3 && b[n - 1] == b'y' && !is_vowel(b[n - 2]) {
        return format!("{}i", &w[..n - 1]);
    }
    w.to_string()
}

#[cfg(test)]
mod tests {
    use super::stem;

    #[test]
    fn plurals_fold_to_the_singular() {
        for (a, b) in [
            ("categories", "category"),
            ("addresses", "address"),
            ("orders", "order"),
            ("boxes", "box"),
            ("statuses", "status"),
        ] {
            assert_eq!(stem(a), stem(b), "{a} ~ {b}");
        }
    }

    #[test]
    fn ing_and_ed_forms_fold_to_the_verb() {
        assert_eq!(stem("shipped"), "ship");
        assert_eq!(stem("shipping"), "ship");
        assert_eq!(stem("created"), stem("create"));
        assert_eq!(stem("billing"), "bill");
    }

    #[test]
    fn meaningful_suffixes_stay() {
        assert_eq!(stem("organization"), "organization");
        assert_eq!(stem("customer"), "customer");
        assert_eq!(stem("status"), "status");
        assert_eq!(stem("analysis"), "analysis");
        assert_eq!(stem("id"), "id");
    }
}
