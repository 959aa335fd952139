//! Abbreviations as schemas write them, read both ways: a word and its abbreviation give one
//! term, because both sides of a match are analysed alike and an abbreviation adds its
//! expansion's terms beside its own (`dept` indexes as `dept` and `department`, so the
//! question's `department` finds it, and the question's `dept` finds `department`). Three
//! sources: the common abbreviations of database names (`COMMON`, each given by a published
//! naming standard); those the print itself defines in its notes and descriptions (`FCLT =
//! facility`, `facility (FCLT)`, `FCLT stands for facility`), kept only where the short form
//! could abbreviate the word (`could_abbreviate`); and, at question time, the print's own
//! short name words that could abbreviate a question word (a lower weight, `find`).

use std::collections::HashMap;

use dbprint_base::words::words;

/// Whether `short` could abbreviate `word` (both lower-cased): shorter, starting with the
/// same letter, its letters found in `word` in order, and at least two of them.
pub fn could_abbreviate(short: &str, word: &str) -> bool {
    let (s, w) = (short.as_bytes(), word.as_bytes());
    if s.len() < 2 || s.len() >= w.len() || s.first() != w.first() || !short.is_ascii() {
        return false;
    }
    let mut rest = w.iter();
    s.iter().all(|c| rest.any(|d| d == c))
}

/// The longest question word read for the print's short name words that could abbreviate
/// it, in characters: longer than any word a name abbreviates (`internationalization` has
/// twenty letters), so a word of a megabyte costs no more than one of this length.
const GUESSED_LONGEST: usize = 32;
/// How many of the print's short name words one question word gains at most: a schema
/// abbreviates a word one way or two (`cust`, `cst`); more are its letters in order by
/// chance, and each is one more term asked in every field.
const GUESSED: usize = 4;

/// The print's short name words (`shorts`) that could abbreviate question word `word` (as
/// `could_abbreviate` reads it) and `wanted` keeps, in their order: at most `GUESSED`, the
/// longest (keeping more of the word's letters) when more could; none for a word of fewer
/// than four letters or more than `GUESSED_LONGEST` characters. Each short word costs at most
/// `GUESSED_LONGEST` characters of the word.
pub fn find<'s>(
    word: &str,
    shorts: &'s [String],
    wanted: impl Fn(&str) -> bool,
) -> Vec<&'s String> {
    if word.len() < 4 || word.chars().nth(GUESSED_LONGEST).is_some() {
        return Vec::new();
    }
    let mut found: Vec<&String> = (shorts.iter())
        .filter(|short| wanted(short) && could_abbreviate(short, word))
        .collect();
    if found.len() > GUESSED {
        let mut longest = found.clone();
        longest.sort_by_key(|short| std::cmp::Reverse(short.len()));
        longest.truncate(GUESSED);
        found.retain(|short| longest.contains(short));
    }
    found
}

/// The phrases that tie a short form to what it stands for, in either order: the ways English
/// defines an abbreviation, not taken from any print or question set.
const TIES: &[&str] = &[
    "=",
    ":",
    "stands for",
    "is short for",
    "short for",
    "abbreviates",
    "abbreviation for",
    "abbreviation of",
    "means",
];

/// The abbreviations a text defines: a short word tied to a longer one by `=`, `:`, a
/// parenthesis, or a phrase such as "stands for", in either order, where the short form
/// could abbreviate the word.
pub fn defined_in(text: &str, into: &mut HashMap<String, String>) {
    let found = words(text);
    for (i, a) in found.iter().enumerate() {
        for b in found.iter().skip(i + 1).take(4) {
            let between = text.get(a.end..b.start).unwrap_or("").to_lowercase();
            let between = between.split_whitespace().collect::<Vec<_>>().join(" ");
            if between != "(" && !TIES.contains(&between.as_str()) {
                continue;
            }
            for (short, long) in [(&a.folded, &b.folded), (&b.folded, &a.folded)] {
                if could_abbreviate(short, long) && long.len() >= 4 {
                    into.entry(short.clone()).or_insert_with(|| long.clone());
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dbprint_base::abbreviations::COMMON;

    #[test]
    fn a_short_form_abbreviates_a_word_whose_letters_it_keeps_in_order() {
        assert!(could_abbreviate("fclt", "facility"));
        assert!(could_abbreviate("bldg", "building"));
        assert!(could_abbreviate("dept", "department"));
        assert!(!could_abbreviate("dtp", "department"));
        assert!(!could_abbreviate("room", "room"));
        assert!(!could_abbreviate("x", "xylophone"));
    }

    #[test]
    fn a_print_defines_abbreviations_in_its_own_words() {
        let mut found = HashMap::new();
        defined_in(
            "FCLT = facility. Keys of the Space Usage (SPUS) table; WKST stands for workstation.",
            &mut found,
        );
        assert_eq!(found.get("fclt").map(String::as_str), Some("facility"));
        assert_eq!(found.get("wkst").map(String::as_str), Some("workstation"));
        assert_eq!(found.get("spus"), None, "two words are not one");
        let mut none = HashMap::new();
        defined_in("status = shipped", &mut none);
        assert!(none.is_empty());
    }

    #[test]
    fn every_common_abbreviation_could_abbreviate_its_expansion_or_is_its_initials() {
        for (short, long) in COMMON {
            let joined = long.replace(' ', "");
            let initials: String = long.split(' ').filter_map(|w| w.chars().next()).collect();
            assert!(
                could_abbreviate(short, &joined) || *short == initials,
                "{short} {long}"
            );
        }
    }

    #[test]
    fn a_question_word_gains_at_most_the_cap_of_short_names_the_longest_kept() {
        let shorts: Vec<String> = ["cmr", "cst", "ctm", "cus", "cust", "custm", "dept"]
            .map(str::to_string)
            .to_vec();
        assert_eq!(
            find("customer", &shorts, |_| true),
            ["cmr", "cst", "cust", "custm"]
        );
        let three = |short: &str| short.len() == 3;
        assert_eq!(
            find("customer", &shorts, three),
            ["cmr", "cst", "ctm", "cus"]
        );
        let few = |short: &str| short.starts_with("cu");
        assert_eq!(find("customer", &shorts, few), ["cus", "cust", "custm"]);
        assert_eq!(find("cust", &shorts, |_| true), ["cst", "cus"]);
        assert!(
            find("cus", &shorts, |_| true).is_empty(),
            "fewer than four letters"
        );
    }

    #[test]
    fn a_question_word_longer_than_the_cap_gains_no_short_name() {
        let shorts = ["cst".to_string()];
        let at_the_cap = format!("c{}st", "u".repeat(GUESSED_LONGEST - 3));
        assert_eq!(find(&at_the_cap, &shorts, |_| true), ["cst"]);
        for longer in [
            format!("c{}st", "u".repeat(GUESSED_LONGEST - 2)),
            format!("c{}st", "u".repeat(1 << 20)),
        ] {
            assert!(find(&longer, &shorts, |_| true).is_empty());
        }
    }
}
