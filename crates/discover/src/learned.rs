//! Abbreviations the print teaches by its shape, where no one wrote a definition: a short word
//! of a table's or column's name (`vnd`, `rcpt`, `po`) read against what the same table's
//! description and notes say (`# Vendor item`, "goods received against purchase orders"), and
//! against the longer words of the print's own names (`cust` beside `customer`). Each table
//! votes once for each reading it supports; a short word takes the reading most tables vote
//! for, and none on a tie. Only a word that looks abbreviated is read: two to five letters,
//! at most one vowel after its first letter, never written in any prose of the print
//! (identifiers quoted in backticks aside) and neither a common nor a defined abbreviation.
//! A reading is a word it could abbreviate (`could_abbreviate`, two letters longer at
//! least; a two-letter word only a word it starts), or for two or three letters the words
//! its letters begin, in a row (`po`: purchase order). All of it is linear in the print's text.

use std::collections::{HashMap, HashSet};

use dbprint_index::ArchivedTableShare;

use super::abbreviations::could_abbreviate;
use super::document::{split_fqn, texts};
use super::stem::stem;
use super::terms::is_stop;
use dbprint_base::abbreviations::COMMON;
use dbprint_base::words::words;

/// Whether `word` looks abbreviated: two to five letters, at most one vowel after the first.
fn looks_short(word: &str) -> bool {
    let letters = word.chars().all(|c| c.is_ascii_lowercase());
    let vowels = word
        .chars()
        .skip(1)
        .filter(|c| "aeiou".contains(*c))
        .count();
    letters && (2..=5).contains(&word.len()) && vowels <= 1
}

/// `text` without its spans in backticks (identifiers quoted in prose).
fn unquoted(text: &str) -> String {
    text.split('`').step_by(2).collect::<Vec<_>>().join(" ")
}

/// The readings of `short` a table's prose (`prose`, its words in order) supports: each
/// word it could abbreviate, by stem, and the runs of words its letters begin.
fn readings(short: &str, prose: &[String]) -> HashMap<String, String> {
    let mut out: HashMap<String, String> = HashMap::new();
    for word in prose {
        // Two letters abbreviate one word by its start (`qt`: quantity would be a guess: too
        // many words hold two letters in order); longer ones by any letters kept in order.
        let kept = match short.len() {
            2 => word.starts_with(short),
            _ => could_abbreviate(short, word),
        };
        if word.len() >= short.len() + 2 && kept {
            out.entry(stem(word)).or_insert_with(|| word.clone());
        }
    }
    if (2..=3).contains(&short.len()) {
        for run in prose.windows(short.len()) {
            let initials: String = run.iter().filter_map(|w| w.chars().next()).collect();
            if initials == short && run.iter().all(|w| w.len() >= 3 && !is_stop(w)) {
                let phrase = run.join(" ");
                out.entry(run.iter().map(|w| stem(w)).collect::<Vec<_>>().join(" "))
                    .or_insert(phrase);
            }
        }
    }
    out
}

/// The abbreviations the print's shape teaches, short word to what it stands for; `known`
/// (those the print defines) are left as they are.
pub fn learned<'a>(
    shares: impl Iterator<Item = &'a ArchivedTableShare>,
    known: &HashMap<String, String>,
) -> HashMap<String, String> {
    let common: HashSet<&str> = COMMON.iter().map(|(s, _)| *s).collect();
    let mut written: HashSet<String> = HashSet::new();
    let mut names: HashSet<String> = HashSet::new();
    let mut votes: HashMap<String, HashMap<String, (usize, String)>> = HashMap::new();
    for share in shares {
        let [_, _, columns, description, notes, _] = texts(share);
        let (name, _) = split_fqn(share.fqn.as_str());
        let mut own: HashSet<String> = HashSet::new();
        for text in std::iter::once(name).chain(columns) {
            own.extend(words(text).into_iter().map(|w| w.folded));
        }
        let mut prose: Vec<String> = Vec::new();
        for text in description.into_iter().chain(notes) {
            prose.extend(words(&unquoted(text)).into_iter().map(|w| w.folded));
        }
        written.extend(prose.iter().cloned());
        for short in own.iter().filter(|w| looks_short(w)) {
            for (key, reading) in readings(short, &prose) {
                let tally = votes.entry(short.clone()).or_default();
                tally.entry(key).or_insert((0, reading)).0 += 1;
            }
        }
        names.extend(own);
    }
    let long_names: Vec<&String> = names.iter().filter(|w| w.len() >= 4).collect();
    for short in names.iter().filter(|w| looks_short(w)) {
        let mut expanded = long_names
            .iter()
            .filter(|l| l.len() >= short.len() + 2 && could_abbreviate(short, l));
        if let (Some(only), None) = (expanded.next(), expanded.next()) {
            let tally = votes.entry(short.clone()).or_default();
            tally.entry(stem(only)).or_insert((0, (*only).clone())).0 += 1;
        }
    }
    let mut out = HashMap::new();
    for (short, tally) in votes {
        if written.contains(&short) || common.contains(short.as_str()) || known.contains_key(&short)
        {
            continue;
        }
        let mut ranked: Vec<&(usize, String)> = tally.values().collect();
        ranked.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        match ranked.as_slice() {
            [best, next, ..] if best.0 == next.0 => {}
            [best, ..] => {
                out.insert(short, best.1.clone());
            }
            [] => {}
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_short_name_word_reads_as_the_word_or_words_its_own_tables_prose_spells_out() {
        let prose: Vec<String> = "goods received against purchase orders at a warehouse dock"
            .split(' ')
            .map(str::to_string)
            .collect();
        let po = readings("po", &prose);
        assert_eq!(po.values().collect::<Vec<_>>(), ["purchase orders"]);
        let whse = readings("whse", &prose);
        assert_eq!(whse.values().collect::<Vec<_>>(), ["warehouse"]);
        assert!(readings("vnd", &prose).is_empty());
        let phoned: Vec<String> = ["orders", "by", "phone"].map(str::to_string).to_vec();
        assert!(
            readings("po", &phoned).is_empty(),
            "two letters in order inside a word are no reading"
        );
    }

    #[test]
    fn only_a_word_that_looks_abbreviated_is_read() {
        assert!(looks_short("vnd"));
        assert!(looks_short("rcpt"));
        assert!(looks_short("whse"));
        assert!(!looks_short("code"), "two vowels after the first letter");
        assert!(!looks_short("warehouse"));
        assert!(!looks_short("x"));
        assert!(!looks_short("a1"));
        assert_eq!(unquoted("the `sls_rep_id` column"), "the   column");
    }
}
