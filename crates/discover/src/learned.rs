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
//! its letters begin, in a row (`po`: purchase order). All of it is linear in the print's text:
//! a reading is a word of at most `LONGEST` letters, a table's prose is indexed once (its
//! distinct words by first letter, its runs by their initials), and a short word is read
//! against at most `CANDIDATES` words of its first letter, in its table's prose and among the
//! print's names, so it costs at most `CANDIDATES` times `LONGEST` steps.

use std::collections::{HashMap, HashSet};

use dbprint_index::ArchivedTableShare;

use super::abbreviations::could_abbreviate;
use super::document::{split_fqn, texts};
use super::stem::stem;
use super::terms::is_stop;
use dbprint_base::abbreviations::COMMON;
use dbprint_base::words::words;

/// The longest word read as what a short word stands for, in bytes (letters, in the ASCII
/// words a short word can stand for): longer than any word a name abbreviates
/// (`internationalization` has twenty letters), so a word of a megabyte in a description is
/// never read letter by letter against each short word.
const LONGEST: usize = 32;
/// How many distinct words of one first letter a short word is read against at most: in its
/// table's prose, the first said; among the print's long name words, all of them or none
/// (with more, which one alone it could stand for cannot be told). More than the notes of a
/// thousand columns use, and few enough that a short word costs a bounded time however long
/// the prose and however many the names.
const CANDIDATES: usize = 512;

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

/// One table's prose (its words in order), indexed once for its short name words: its
/// distinct words of four to `LONGEST` letters by first letter, in the order first said, at
/// most `CANDIDATES` a letter; and where each run of two or three words of three to `LONGEST`
/// letters, no stop word among them, starts, by the run's initials.
struct Prose {
    words: Vec<String>,
    by_first: HashMap<char, Vec<String>>,
    runs: HashMap<String, Vec<usize>>,
}

impl Prose {
    fn new(words: Vec<String>) -> Self {
        let mut by_first: HashMap<char, Vec<String>> = HashMap::new();
        let mut seen: HashSet<&str> = HashSet::new();
        for word in words.iter().filter(|w| (4..=LONGEST).contains(&w.len())) {
            if let Some(first) = word.chars().next()
                && seen.insert(word.as_str())
            {
                let same = by_first.entry(first).or_default();
                if same.len() < CANDIDATES {
                    same.push(word.clone());
                }
            }
        }
        let mut runs: HashMap<String, Vec<usize>> = HashMap::new();
        let part = |w: &String| (3..=LONGEST).contains(&w.len()) && !is_stop(w);
        for len in 2..=3 {
            for (start, run) in words.windows(len).enumerate() {
                if run.iter().all(part) {
                    let initials: String = run.iter().filter_map(|w| w.chars().next()).collect();
                    runs.entry(initials).or_default().push(start);
                }
            }
        }
        Prose {
            words,
            by_first,
            runs,
        }
    }

    /// The readings of `short` the prose supports: each word it could abbreviate, by stem,
    /// and the runs of words its letters begin.
    fn readings(&self, short: &str) -> HashMap<String, String> {
        let mut out: HashMap<String, String> = HashMap::new();
        let Some(first) = short.chars().next() else {
            return out;
        };
        for word in self.by_first.get(&first).map_or(&[][..], Vec::as_slice) {
            // Two letters abbreviate one word by its start (`qt`: quantity would be a guess:
            // too many words hold two letters in order); longer ones by any letters kept in
            // order.
            let kept = match short.len() {
                2 => word.starts_with(short),
                _ => could_abbreviate(short, word),
            };
            if word.len() >= short.len() + 2 && kept {
                out.entry(stem(word)).or_insert_with(|| word.clone());
            }
        }
        if (2..=3).contains(&short.len()) {
            for &start in self.runs.get(short).map_or(&[][..], Vec::as_slice) {
                let Some(run) = self.words.get(start..start + short.len()) else {
                    continue;
                };
                out.entry(run.iter().map(|w| stem(w)).collect::<Vec<_>>().join(" "))
                    .or_insert_with(|| run.join(" "));
            }
        }
        out
    }
}

/// The long name words of a print by first letter, then by length: four, five, six, seven
/// letters or more (a short word of two to five letters stands for a word two longer at
/// least, so the words it could stand for are the buckets from its length plus two on).
type LongNames<'n> = HashMap<char, [Vec<&'n String>; 4]>;

/// The print's name words of four to `LONGEST` letters, by first letter and length.
fn long_names<'n>(names: impl Iterator<Item = &'n String>) -> LongNames<'n> {
    let mut out: LongNames = HashMap::new();
    for word in names.filter(|w| (4..=LONGEST).contains(&w.len())) {
        if let (Some(first), Some(bucket)) = (word.chars().next(), word.len().min(7).checked_sub(4))
            && let Some(same) = out.entry(first).or_default().get_mut(bucket)
        {
            same.push(word);
        }
    }
    out
}

/// The one long name word (`long_names`) that could expand each short one of `names`; none
/// for a short word two could expand, or one that more than `CANDIDATES` long words of its
/// letter are long enough to expand (which of them is the only one cannot be told without
/// reading them all).
fn from_names<'n>(
    names: impl Iterator<Item = &'n String>,
    long_names: &LongNames,
) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for short in names.filter(|w| looks_short(w)) {
        let Some(same) = short
            .chars()
            .next()
            .and_then(|first| long_names.get(&first))
        else {
            continue;
        };
        // Long words are kept by length: none from this short word's own length on leaves
        // nothing it could expand.
        let Some(fitting) = same.get(short.len().saturating_sub(2)..) else {
            continue;
        };
        if fitting.iter().map(Vec::len).sum::<usize>() > CANDIDATES {
            continue;
        }
        let mut expanded = fitting
            .iter()
            .flatten()
            .filter(|l| could_abbreviate(short, l));
        if let (Some(only), None) = (expanded.next(), expanded.next()) {
            out.push((short.clone(), (*only).clone()));
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
        let prose = Prose::new(prose);
        for short in own.iter().filter(|w| looks_short(w)) {
            for (key, reading) in prose.readings(short) {
                let tally = votes.entry(short.clone()).or_default();
                tally.entry(key).or_insert((0, reading)).0 += 1;
            }
        }
        names.extend(own);
    }
    for (short, only) in from_names(names.iter(), &long_names(names.iter())) {
        let tally = votes.entry(short).or_default();
        tally.entry(stem(&only)).or_insert((0, only)).0 += 1;
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

    /// The readings of `short` a table's prose (its words in order) supports.
    fn readings(short: &str, prose: &[String]) -> HashMap<String, String> {
        Prose::new(prose.to_vec()).readings(short)
    }

    /// `count` distinct words of six letters, `v` and five vowels (no `n`, no `d`: none
    /// could be what `vnd` stands for), in order.
    fn fillers(count: usize) -> Vec<String> {
        let vowel = |k: usize| char::from(b"aeiou"[k % 5]);
        (0..count)
            .map(|n| {
                format!(
                    "va{}{}{}{}",
                    vowel(n / 125),
                    vowel(n / 25),
                    vowel(n / 5),
                    vowel(n)
                )
            })
            .collect()
    }

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

    #[test]
    fn a_word_longer_than_the_cap_is_no_reading() {
        let at_the_cap = format!("v{}nd", "e".repeat(LONGEST - 3));
        assert_eq!(
            readings("vnd", std::slice::from_ref(&at_the_cap))
                .values()
                .collect::<Vec<_>>(),
            [&at_the_cap]
        );
        for word in [
            format!("v{}nd", "e".repeat(LONGEST - 2)),
            format!("v{}nd", "e".repeat(1 << 20)),
        ] {
            assert!(readings("vnd", std::slice::from_ref(&word)).is_empty());
            let run = [word, "order".to_string()];
            assert!(readings("vo", &run).is_empty(), "nor part of a run");
        }
        let long = [format!("vendor{}", "s".repeat(LONGEST - 5))];
        assert!(from_names(["vnd".to_string()].iter(), &long_names(long.iter())).is_empty());
    }

    #[test]
    fn a_short_word_reads_at_most_the_first_candidates_of_its_letter_in_its_prose() {
        let mut prose = fillers(CANDIDATES - 1);
        prose.push("vendor".to_string());
        assert_eq!(
            readings("vnd", &prose).values().collect::<Vec<_>>(),
            ["vendor"]
        );
        prose.insert(0, "vaxxxx".to_string());
        assert!(readings("vnd", &prose).is_empty(), "vendor is past the cap");
    }

    #[test]
    fn a_short_name_word_reads_the_names_only_when_their_long_words_of_its_letter_are_few() {
        let short = ["vnd".to_string()];
        let mut names = fillers(CANDIDATES - 1);
        names.push("vendor".to_string());
        assert_eq!(
            from_names(short.iter(), &long_names(names.iter())),
            [("vnd".to_string(), "vendor".to_string())]
        );
        names.push("vaxxxx".to_string());
        assert!(from_names(short.iter(), &long_names(names.iter())).is_empty());
        let few = ["vendor".to_string(), "vanished".to_string()];
        assert!(
            from_names(short.iter(), &long_names(few.iter())).is_empty(),
            "two could expand it"
        );
    }
}
