//! Edits that change what a print file says, so every answer reading it differs afterwards:
//! a column renamed, added or removed, a listed value respelt, a row count moved, a word of
//! a note or a description replaced. Each is a text-to-text function over the layout the
//! producer (PyYAML) writes, with a same-length form for the changes that must keep a file's
//! size (an in-place write, a write through a mapping).

use super::rng::Rng;

/// What a file is to the print, which decides the edits that apply to it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Role {
    Statistics,
    /// `statistics.annotations.yaml`: column and value notes.
    ColumnNotes,
    /// `relationships.annotations.yaml`, `manifest.annotations.yaml`.
    OtherNotes,
    Description,
    Manifest,
    Diff,
}

impl Role {
    /// Whether `search_columns` answers from this file (its columns, their notes, the
    /// manifest's row counts): a change to it shows in a search, not only in its table's
    /// context, so a search left stale by it is seen.
    pub fn searched(self) -> bool {
        matches!(self, Role::Statistics | Role::ColumnNotes | Role::Manifest)
    }
}

/// A file's new text and what the change was about.
pub struct Edit {
    pub text: String,
    /// What was changed, for the round's description.
    pub what: String,
    /// Words of three or more characters the change made appear or disappear.
    pub needles: Vec<String>,
    /// The column the change is about, when it is about one.
    pub column: Option<String>,
}

type Op = fn(&str, &mut Rng) -> Option<Edit>;

/// One edit of `text` (a file of `role`; for the manifest, of `fqn`'s entry), or `None`
/// when no edit of that role applies to this text. A statistics file always has a column
/// renamed, added or removed (only renamed when its size must stay), and sometimes a listed
/// value respelt and its row count moved as well.
pub fn edit(role: Role, text: &str, fqn: &str, rng: &mut Rng, same_length: bool) -> Option<Edit> {
    match role {
        Role::Statistics => {
            let mut ops: Vec<Op> = vec![rename_column];
            if !same_length {
                ops.extend([add_column as Op, remove_column]);
            }
            let first = rng.below(ops.len());
            let mut edit = (0..ops.len()).find_map(|i| ops[(first + i) % ops.len()](text, rng))?;
            for (op, one_in) in [(respell_value as Op, 2), (table_row_count, 3)] {
                if rng.one_in(one_in)
                    && let Some(more) = op(&edit.text, rng)
                {
                    edit.text = more.text;
                    edit.what = format!("{}; {}", edit.what, more.what);
                }
            }
            Some(edit)
        }
        Role::ColumnNotes => {
            // Only the notes search_columns reads: a column's own and its values' notes.
            let spans = note_spans(text).into_iter();
            let searched = spans.filter(|s| annotated_column(text, s.start).is_some());
            note_word(text, searched, rng, same_length)
        }
        Role::OtherNotes => note_word(text, note_spans(text), rng, same_length),
        Role::Description => note_word(text, std::iter::once(0..text.len()), rng, same_length),
        Role::Manifest => entry_count(text, fqn, rng, same_length),
        Role::Diff => diff_number(text, rng, same_length),
    }
}

/// `text` with `range` replaced by `by`.
fn spliced(text: &str, range: std::ops::Range<usize>, by: &str) -> String {
    let mut out = String::with_capacity(text.len() + by.len());
    out.push_str(&text[..range.start]);
    out.push_str(by);
    out.push_str(&text[range.end..]);
    out
}

/// Each line with the byte offset it starts at.
fn lines(text: &str) -> Vec<(usize, &str)> {
    let mut at = 0;
    text.split_inclusive('\n')
        .map(|line| {
            let start = at;
            at += line.len();
            (start, line.trim_end_matches('\n'))
        })
        .collect()
}

fn indent(line: &str) -> usize {
    line.len() - line.trim_start_matches(' ').len()
}

/// A statistics file's columns: (name, byte range of its whole block), in file order.
pub fn column_blocks(text: &str) -> Vec<(String, std::ops::Range<usize>)> {
    let all = lines(text);
    let Some(open) = all.iter().position(|(_, l)| *l == "columns:") else {
        return Vec::new();
    };
    let end = all[open + 1..]
        .iter()
        .find(|(_, l)| !l.is_empty() && indent(l) == 0)
        .map_or(text.len(), |(at, _)| *at);
    let mut blocks: Vec<(String, std::ops::Range<usize>)> = Vec::new();
    for (at, line) in &all[open + 1..] {
        if *at >= end {
            break;
        }
        if indent(line) == 2 && line.ends_with(':') {
            if let Some(last) = blocks.last_mut() {
                last.1.end = *at;
            }
            blocks.push((line.trim().trim_end_matches(':').to_string(), *at..end));
        }
    }
    blocks
}

/// A column's block within `text`, by name.
pub fn column_block<'a>(text: &'a str, column: &str) -> Option<&'a str> {
    let (_, range) = column_blocks(text).into_iter().find(|(n, _)| n == column)?;
    Some(&text[range])
}

/// A token as long as `old` and different from it, so the edit changes something.
fn token_for(rng: &mut Rng, old: &str) -> String {
    loop {
        let token = rng.token(old.len());
        if token != old {
            return token;
        }
    }
}

fn plain_name(name: &str) -> bool {
    name.bytes()
        .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
}

/// A column's name with its last letters replaced by a token.
pub fn rename_column(text: &str, rng: &mut Rng) -> Option<Edit> {
    let blocks = column_blocks(text);
    let names: Vec<&(String, _)> = blocks
        .iter()
        .filter(|(n, _)| n.len() >= 4 && plain_name(n))
        .collect();
    if names.is_empty() {
        return None;
    }
    let (name, range) = *rng.pick(&names);
    let keep = name.len() - name.len().min(5);
    let renamed = format!("{}{}", &name[..keep], token_for(rng, &name[keep..]));
    let at = range.start + 2;
    Some(Edit {
        text: spliced(text, at..at + name.len(), &renamed),
        what: format!("column {name} renamed {renamed}"),
        needles: vec![renamed.clone(), name.clone()],
        column: Some(renamed),
    })
}

/// One listed value of a column (a plain word) respelt as a token of its length.
fn respell_value(text: &str, rng: &mut Rng) -> Option<Edit> {
    let mut spots = Vec::new();
    for (name, range) in column_blocks(text) {
        for (at, line) in lines(&text[range.clone()]) {
            let Some(value) = line.strip_prefix("    - value: ") else {
                continue;
            };
            let word = value
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'_');
            if value.len() >= 3 && word && value.as_bytes()[0].is_ascii_alphabetic() {
                let start = range.start + at + "    - value: ".len();
                spots.push((name.clone(), value.to_string(), start));
            }
        }
    }
    if spots.is_empty() {
        return None;
    }
    let (column, value, start) = rng.pick(&spots).clone();
    let respelt = token_for(rng, &value);
    Some(Edit {
        text: spliced(text, start..start + value.len(), &respelt),
        what: format!("value {value} of {column} respelt {respelt}"),
        needles: vec![column.clone()]
            .into_iter()
            .filter(|n| n.len() >= 3)
            .collect(),
        column: Some(column),
    })
}

/// A number changed in place: one digit (same length), or a digit appended.
fn renumbered(number: &str, rng: &mut Rng, same_length: bool) -> String {
    if !same_length && rng.one_in(2) {
        return format!("{number}{}", 1 + rng.below(9));
    }
    let mut digits: Vec<u8> = number.bytes().collect();
    let at = rng.below(digits.len());
    let lowest = if at == 0 && digits.len() > 1 { 1 } else { 0 };
    let old = digits[at] - b'0';
    let mut new = lowest + rng.below(usize::from(10 - lowest)) as u8;
    if new == old {
        new = if new == 9 { lowest } else { new + 1 };
    }
    digits[at] = b'0' + new;
    String::from_utf8(digits).unwrap()
}

/// The number after `key` on the line starting at `at`, as its byte range.
fn number_after(text: &str, at: usize, key: &str) -> Option<std::ops::Range<usize>> {
    let line = &text[at..at + text[at..].find('\n').unwrap_or(text.len() - at)];
    let value = line.strip_prefix(key)?;
    let start = at + key.len();
    (!value.is_empty() && value.bytes().all(|b| b.is_ascii_digit()))
        .then(|| start..start + value.len())
}

/// The statistics file's own `row_count`.
fn table_row_count(text: &str, rng: &mut Rng) -> Option<Edit> {
    let at = lines(text)
        .into_iter()
        .find(|(_, l)| l.starts_with("row_count: "))?
        .0;
    let range = number_after(text, at, "row_count: ")?;
    let new = renumbered(&text[range.clone()], rng, true);
    let what = format!("row_count {} -> {new}", &text[range.clone()]);
    Some(Edit {
        text: spliced(text, range, &new),
        what,
        needles: Vec::new(),
        column: None,
    })
}

/// A column copied under a new name, right after the one it copies.
fn add_column(text: &str, rng: &mut Rng) -> Option<Edit> {
    let blocks = column_blocks(text);
    if blocks.is_empty() {
        return None;
    }
    let (name, range) = rng.pick(&blocks).clone();
    let added = format!("x_{}", rng.token(5));
    let block = &text[range.clone()];
    let copy = format!("  {added}:{}", &block[2 + name.len() + 1..]);
    Some(Edit {
        text: spliced(text, range.end..range.end, &copy),
        what: format!("column {added} added (a copy of {name})"),
        needles: vec![added.clone()],
        column: Some(added),
    })
}

/// A column's whole block removed (never the last column).
fn remove_column(text: &str, rng: &mut Rng) -> Option<Edit> {
    let blocks = column_blocks(text);
    if blocks.len() < 2 {
        return None;
    }
    let (name, range) = rng.pick(&blocks).clone();
    Some(Edit {
        text: spliced(text, range, ""),
        what: format!("column {name} removed"),
        needles: vec![name].into_iter().filter(|n| n.len() >= 3).collect(),
        column: None,
    })
}

/// The byte ranges of a YAML file that are note prose: a plain `note:` value, or the lines
/// of a block scalar (`note: >-`, `notes: |`).
fn note_spans(text: &str) -> Vec<std::ops::Range<usize>> {
    let mut spans = Vec::new();
    let mut block: Option<usize> = None;
    for (at, line) in lines(text) {
        if let Some(key_indent) = block {
            if line.trim().is_empty() || indent(line) > key_indent {
                spans.push(at..at + line.len());
                continue;
            }
            block = None;
        }
        let trimmed = line.trim_start_matches([' ', '-']);
        let Some((key, value)) = trimmed.split_once(':') else {
            continue;
        };
        let value = value.trim_start();
        if key == "note" || key == "notes" {
            if matches!(value, "|" | "|-" | ">" | ">-") {
                block = Some(indent(line));
            } else {
                spans.push(at + line.len() - value.len()..at + line.len());
            }
        }
    }
    spans
}

/// A word of the prose in `spans` (five or more lower-case letters) replaced by a token, or
/// (when the size may change) a token added after it.
fn note_word(
    text: &str,
    spans: impl IntoIterator<Item = std::ops::Range<usize>>,
    rng: &mut Rng,
    same_length: bool,
) -> Option<Edit> {
    let mut words = Vec::new();
    for span in spans {
        let bytes = text.as_bytes();
        let mut i = span.start;
        while i < span.end {
            let start = i;
            while i < span.end && bytes[i].is_ascii_lowercase() {
                i += 1;
            }
            if i - start >= 5 {
                words.push(start..i);
            }
            i += 1;
        }
    }
    if words.is_empty() {
        return None;
    }
    let word = rng.pick(&words).clone();
    let old = text[word.clone()].to_string();
    let from = word.start + rng.below(old.len() - 4);
    let replaced = &text[from..from + 5];
    let token = token_for(rng, replaced);
    let (new_text, what) = if same_length {
        let what = format!("{replaced:?} of the word {old:?} replaced by {token:?}");
        (spliced(text, from..from + 5, &token), what)
    } else {
        let what = format!("{token:?} added after the word {old:?}");
        (
            spliced(text, word.end..word.end, &format!(" {token}")),
            what,
        )
    };
    Some(Edit {
        text: new_text,
        what,
        needles: vec![token, old],
        column: annotated_column(text, word.start),
    })
}

/// The column whose annotation entry holds the byte at `at` (a `statistics.annotations.yaml`
/// `columns:` entry), if any.
fn annotated_column(text: &str, at: usize) -> Option<String> {
    let before = &text[..at];
    let open = before.rfind("\ncolumns:\n")?;
    let entry = before[open..]
        .lines()
        .rev()
        .find(|l| indent(l) == 2 && l.ends_with(':'))?;
    let name = entry.trim().trim_end_matches(':').to_string();
    (!before[open + 1..]
        .lines()
        .skip(1)
        .any(|l| !l.is_empty() && indent(l) == 0))
    .then_some(name)
}

/// The row count (or, for a view, the column count) of `fqn`'s manifest entry.
fn entry_count(text: &str, fqn: &str, rng: &mut Rng, same_length: bool) -> Option<Edit> {
    let start = text.find(&format!("\n  {fqn}:\n"))? + 1;
    let entry_end = lines(&text[start..])
        .into_iter()
        .skip(1)
        .find(|(_, l)| indent(l) <= 2)
        .map_or(text.len(), |(at, _)| start + at);
    let entry = lines(&text[start..entry_end]);
    let (key, at) = ["    row_count: ", "    columns: "]
        .iter()
        .find_map(|key| {
            let found = entry.iter().find(|(_, l)| l.starts_with(key))?;
            Some((*key, start + found.0))
        })?;
    let range = number_after(text, at, key)?;
    let new = renumbered(&text[range.clone()], rng, same_length);
    let what = format!(
        "manifest {fqn}{}{} -> {new}",
        key.trim_end_matches(' '),
        &text[range.clone()]
    );
    Some(Edit {
        text: spliced(text, range, &new),
        what,
        needles: Vec::new(),
        column: None,
    })
}

/// A `before:` or `after:` count of one of diff.yaml's events.
fn diff_number(text: &str, rng: &mut Rng, same_length: bool) -> Option<Edit> {
    let spots: Vec<(usize, &str)> = lines(text)
        .into_iter()
        .filter_map(|(at, line)| {
            let key = ["  before: ", "  after: "]
                .into_iter()
                .find(|k| line.starts_with(k))?;
            number_after(text, at, key).map(|_| (at, key))
        })
        .collect();
    if spots.is_empty() {
        return None;
    }
    let (at, key) = *rng.pick(&spots);
    let range = number_after(text, at, key)?;
    let new = renumbered(&text[range.clone()], rng, same_length);
    let what = format!(
        "diff.yaml {} {} -> {new} (line {})",
        key.trim(),
        &text[range.clone()],
        text[..at].lines().count() + 1
    );
    Some(Edit {
        text: spliced(text, range, &new),
        what,
        needles: Vec::new(),
        column: None,
    })
}
