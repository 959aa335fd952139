//! Words of a megabyte where people write words (issue 49), through the real server as a
//! client calls it: in a copy of the discovery fixture, `classroom`'s description and a note
//! on one of its columns each hold a word of 1,000,000 letters, and `find_tables` is asked a
//! question holding another, one letter from the description's. Every step that reads one
//! word is linear in it or capped: compound splitting, learned abbreviations, the wordpiece
//! split, spelling fixes and guessed abbreviations. A step quadratic in the word costs some
//! 10^12 steps and never answers within the harness's wait; a linear build answers in
//! seconds. The answer is checked, never timed: the table the question's ordinary words
//! name ranks first; the long word is not fixed to the description's word (no edit distance
//! is measured on it), gains no guessed abbreviation (`key`, a column name word of
//! `fclt_bldg`, whose letters it holds in order) and matches nowhere; and the answer repeats
//! it cut, not whole.
#![allow(clippy::disallowed_methods)] // writes fixture files in its scratch copy (clippy.toml)

mod common;

use common::{Scratch, discovery_copy, edit, scratch, serve_with_env};
use serde_json::{Value, json};

/// The letters of each long word.
const LETTERS: usize = 1_000_000;

/// A word of `LETTERS` lower-case letters, `k` first, the rest drawn by a fixed generator so
/// the word holds every letter (`e`, then `y`, among them) and many distinct trigrams.
fn long_word() -> String {
    let mut state: u64 = 49;
    let mut word = String::with_capacity(LETTERS);
    word.push('k');
    while word.len() < LETTERS {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        word.push(char::from(b'a' + ((state >> 33) % 26) as u8));
    }
    word
}

/// `word` with its middle letter changed: one edit away.
fn one_letter_off(word: &str) -> String {
    let middle = word.len() / 2;
    let changed = if &word[middle..=middle] == "q" {
        "z"
    } else {
        "q"
    };
    format!("{}{changed}{}", &word[..middle], &word[middle + 1..])
}

/// A copy of the discovery fixture whose `classroom` says `word` in its description and its
/// reverse in a note on `capacity`.
fn print_saying(word: &str) -> Scratch {
    let copy = discovery_copy();
    let table = copy.0.join("prints/campus/campus/univ/classroom");
    let description = table.join("description.md");
    let mut text = std::fs::read_to_string(&description).unwrap();
    text.push_str(&format!("\nIts wing code, one word: {word}.\n"));
    std::fs::write(&description, text).unwrap();
    let reversed: String = word.chars().rev().collect();
    std::fs::write(
        table.join("statistics.annotations.yaml"),
        format!(
            "format_version: 1\ncolumns:\n  capacity:\n    note: Seats counted by {reversed} each term.\n"
        ),
    )
    .unwrap();
    edit(
        &copy.0.join("prints/campus/manifest.yaml"),
        "      description: description.md\n    columns: 4\n",
        "      description: description.md\n      statistics_annotations: statistics.annotations.yaml\n    columns: 4\n",
    );
    copy
}

/// The first 2,000 characters of `answer`, for a failure's message.
fn shown(answer: &Value) -> String {
    answer.to_string().chars().take(2000).collect()
}

/// Every word of every table's evidence in `answer`.
fn evidence_words(answer: &Value) -> Vec<&str> {
    let tables = answer["tables"].as_array().map_or(&[][..], Vec::as_slice);
    tables
        .iter()
        .filter_map(|table| table["evidence"].as_array())
        .flatten()
        .filter_map(|clue| clue["word"].as_str())
        .collect()
}

#[test]
fn a_word_of_a_megabyte_in_a_print_and_in_a_question_is_read_in_linear_time() {
    let said = long_word();
    let asked = one_letter_off(&said);
    let print = print_saying(&said);
    let cache: Scratch = scratch();
    let cache_dir = cache.0.to_str().unwrap();
    let mut server = serve_with_env(
        &print.0,
        &["--no-warm"],
        &[("DBPRINT_CACHE_DIR", cache_dir)],
    );
    let question = format!("seating capacity of teaching rooms {asked}");
    let text = server
        .tool(
            "find_tables",
            json!({"question": question, "detail": true, "limit": 20}),
        )
        .unwrap_or_else(|e| panic!("find_tables failed: {:.500}", e));
    assert!(
        text.len() < 100_000,
        "the answer repeats the long word whole: {} bytes",
        text.len()
    );
    let answer: Value = serde_json::from_str(&text).unwrap();
    let first = &answer["tables"][0];
    assert_eq!(
        first["table"],
        "campus.univ.classroom",
        "{}",
        shown(&answer)
    );
    let prefix = &asked[..40];
    assert!(
        !evidence_words(&answer)
            .iter()
            .any(|w| w.starts_with(prefix)),
        "the long word matched somewhere (a fix or a guessed abbreviation): {}",
        shown(&answer)
    );
    let unmatched: Vec<&str> = (answer["unmatched_words"].as_array())
        .map_or(&[][..], Vec::as_slice)
        .iter()
        .filter_map(Value::as_str)
        .collect();
    assert!(
        unmatched
            .iter()
            .any(|w| w.starts_with(prefix) && w.len() < 1_000),
        "the long word is found nowhere, and said cut: {}",
        shown(&answer["unmatched_words"])
    );
}
