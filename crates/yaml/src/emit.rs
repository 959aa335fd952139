//! Block-style YAML layout shared by both of our spellings of a value, and the one-line
//! spelling [`to_yaml`] writes with: PyYAML's `safe_dump(v, sort_keys=False,
//! allow_unicode=True, default_flow_style=False)` shape, such that reading it back with
//! [`parse`](super::parse) gives the same value. It owns no reading; the PyYAML-defaults
//! spelling (ASCII only, folded at 80 columns) is [`dump`](super::dump)'s.
//!
//! In the one-line spelling strings are plain when that reads back as the same string, else
//! single-quoted when they are printable on one line, else double-quoted with escapes (never
//! wrapped or folded). A `Stamp` is written plain when its text reads back as that same
//! stamp, else as a quoted string (and so reads back as a `Str`).

use super::resolve::{STR, TIMESTAMP, construct_timestamp, resolve_plain};
use super::value::{Mapping, Value};
use crate::pyrepr::float_repr;

/// Keys longer than this are written in the explicit `? key` form by the one-line spelling.
const SIMPLE_KEY_LIMIT: usize = 128;

/// Where a scalar's text starts and how it may go on: `column` is the column of its first
/// character, `indent` the column continuation lines start at, and `fold` false for a simple
/// key, which must stay on one line.
#[derive(Debug, Clone, Copy)]
pub(super) struct Place {
    pub column: usize,
    pub indent: usize,
    pub fold: bool,
}

/// How one dialect spells what the shared block layout leaves to it.
pub(super) trait Spelling {
    /// The string `text` as a scalar written at `place` (any line breaks included).
    fn string(&self, text: &str, place: Place) -> String;
    /// Whether the mapping key `key`, spelled `spelled` on one line, takes the `? key` form.
    fn explicit_key(&self, key: &Value, spelled: &str) -> bool;
    /// Whether a block collection after an explicit key's `:` starts on the `:` line.
    fn compact_after_explicit_key(&self) -> bool;
}

/// The spelling [`to_yaml`] writes with: every scalar on one line, non-ASCII kept literal.
struct OneLine;

impl Spelling for OneLine {
    fn string(&self, text: &str, _place: Place) -> String {
        if plain_safe(text) {
            text.to_string()
        } else if text.chars().all(printable) {
            single_quoted(text)
        } else {
            double_quoted(text, |ch| printable(ch) && !matches!(ch, '"' | '\\'))
        }
    }

    fn explicit_key(&self, key: &Value, spelled: &str) -> bool {
        is_block(key) || spelled.chars().count() > SIMPLE_KEY_LIMIT
    }

    fn compact_after_explicit_key(&self) -> bool {
        false
    }
}

/// Characters written as themselves on one line: YAML's printable set less the two Unicode
/// separators, which YAML 1.1 (and so libyaml) reads as line breaks.
fn printable(ch: char) -> bool {
    matches!(ch,
        '\u{20}'..='\u{7e}' | '\u{a0}'..='\u{2027}' | '\u{202a}'..='\u{d7ff}'
        | '\u{e000}'..='\u{fefe}' | '\u{ff00}'..='\u{fffd}' | '\u{10000}'..='\u{10ffff}')
}

fn plain_safe(text: &str) -> bool {
    let Some(first) = text.chars().next() else {
        return false;
    };
    resolve_plain(text) == STR
        && !"-?:,[]{}#&*!|>'\"%@`".contains(first)
        && !text.starts_with(' ')
        && !text.ends_with(' ')
        && !text.ends_with(':')
        && !text.contains(": ")
        && !text.contains(" #")
        && !text.starts_with("---")
        && !text.starts_with("...")
        && text.chars().all(printable)
}

fn single_quoted(text: &str) -> String {
    format!("'{}'", text.replace('\'', "''"))
}

/// The escape sequence for `ch` inside a double-quoted scalar: its short form when YAML has
/// one, else `\xXX`, `\uXXXX` or `\UXXXXXXXX` in upper-case hex.
pub(super) fn escape(ch: char) -> String {
    let short = match ch {
        '"' => "\\\"",
        '\\' => "\\\\",
        '\0' => "\\0",
        '\u{7}' => "\\a",
        '\u{8}' => "\\b",
        '\t' => "\\t",
        '\n' => "\\n",
        '\u{b}' => "\\v",
        '\u{c}' => "\\f",
        '\r' => "\\r",
        '\u{1b}' => "\\e",
        '\u{85}' => "\\N",
        '\u{a0}' => "\\_",
        '\u{2028}' => "\\L",
        '\u{2029}' => "\\P",
        _ => "",
    };
    match u32::from(ch) {
        _ if !short.is_empty() => short.to_string(),
        code @ 0..=0xff => format!("\\x{code:02X}"),
        code @ 0x100..=0xffff => format!("\\u{code:04X}"),
        code => format!("\\U{code:08X}"),
    }
}

/// `text` double-quoted on one line, `literal` telling which characters stay unescaped.
fn double_quoted(text: &str, literal: impl Fn(char) -> bool) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for ch in text.chars() {
        if literal(ch) {
            out.push(ch);
        } else {
            out.push_str(&escape(ch));
        }
    }
    out.push('"');
    out
}

/// PyYAML's float spelling: `repr`, with `.0` added before an exponent so YAML 1.1 reads it
/// as a float (`1.0e-05`), and `.nan` / `.inf` / `-.inf`.
pub(super) fn float_text(value: f64) -> String {
    if value.is_nan() {
        return ".nan".to_string();
    }
    if value.is_infinite() {
        return if value > 0.0 { ".inf" } else { "-.inf" }.to_string();
    }
    let text = float_repr(value);
    if !text.contains('.') && text.contains('e') {
        text.replacen('e', ".0e", 1)
    } else {
        text
    }
}

/// Whether a stamp's text, written plain, reads back as that same stamp.
pub(super) fn stamp_reads_back(text: &str) -> bool {
    resolve_plain(text) == TIMESTAMP && construct_timestamp(text).is_ok_and(|back| back == text)
}

/// A scalar (or empty collection) as `spelling` writes it at `place`.
fn scalar(spelling: &impl Spelling, value: &Value, place: Place) -> String {
    match value {
        Value::Null => "null".to_string(),
        Value::Bool(b) => b.to_string(),
        Value::Int(i) => i.to_string(),
        Value::BigInt(digits) => digits.clone(),
        Value::Float(f) => float_text(*f),
        Value::Stamp(s) if stamp_reads_back(s) => s.clone(),
        Value::Str(s) | Value::Stamp(s) => spelling.string(s, place),
        Value::Seq(_) => "[]".to_string(),
        Value::Map(_) => "{}".to_string(),
    }
}

pub(super) fn is_block(value: &Value) -> bool {
    match value {
        Value::Seq(items) => !items.is_empty(),
        Value::Map(map) => !map.is_empty(),
        _ => false,
    }
}

fn indent(out: &mut String, width: usize) {
    out.extend(std::iter::repeat_n(' ', width));
}

/// The column the next character written to `out` lands on.
fn column_of(out: &str) -> usize {
    out.len() - out.rfind('\n').map_or(0, |at| at + 1)
}

/// The block layout, with the scalars spelled by `S`.
struct Layout<'a, S> {
    spelling: &'a S,
    out: String,
}

impl<S: Spelling> Layout<'_, S> {
    /// Writes `value` after an indicator (`- `, `? `) already written at column `column - 2`.
    fn item(&mut self, value: &Value, column: usize) {
        match value {
            Value::Seq(items) if !items.is_empty() => self.seq(items, column, true),
            Value::Map(map) if !map.is_empty() => self.map(map, column, true),
            _ => {
                let place = Place {
                    column,
                    indent: column,
                    fold: true,
                };
                let text = scalar(self.spelling, value, place);
                self.out.push_str(&text);
                self.out.push('\n');
            }
        }
    }

    /// Writes the value of a mapping entry after its `:`, the entry being at `column`.
    fn entry_value(&mut self, value: &Value, column: usize) {
        match value {
            Value::Seq(items) if !items.is_empty() => {
                self.out.push('\n');
                self.seq(items, column, false);
            }
            Value::Map(map) if !map.is_empty() => {
                self.out.push('\n');
                self.map(map, column + 2, false);
            }
            _ => {
                self.out.push(' ');
                let place = Place {
                    column: column_of(&self.out),
                    indent: column + 2,
                    fold: true,
                };
                let text = scalar(self.spelling, value, place);
                self.out.push_str(&text);
                self.out.push('\n');
            }
        }
    }

    fn seq(&mut self, items: &[Value], column: usize, first_inline: bool) {
        for (i, item) in items.iter().enumerate() {
            if i > 0 || !first_inline {
                indent(&mut self.out, column);
            }
            self.out.push_str("- ");
            self.item(item, column + 2);
        }
    }

    fn map(&mut self, map: &Mapping, column: usize, first_inline: bool) {
        for (i, (key, value)) in map.iter().enumerate() {
            if i > 0 || !first_inline {
                indent(&mut self.out, column);
            }
            let place = Place {
                column: column_of(&self.out),
                indent: column + 2,
                fold: false,
            };
            let key_text = scalar(self.spelling, key, place);
            if !self.spelling.explicit_key(key, &key_text) {
                self.out.push_str(&key_text);
                self.out.push(':');
                self.entry_value(value, column);
                continue;
            }
            self.out.push_str("? ");
            self.item(key, column + 2);
            indent(&mut self.out, column);
            self.out.push(':');
            if self.spelling.compact_after_explicit_key() && is_block(value) {
                self.out.push(' ');
                self.item(value, column + 2);
            } else {
                self.entry_value(value, column);
            }
        }
    }
}

/// `value` as a block-style YAML document spelled by `spelling`; a plain top-level scalar is
/// followed by the `...` document end marker, as PyYAML writes it.
pub(super) fn document(spelling: &impl Spelling, value: &Value) -> String {
    let mut layout = Layout {
        spelling,
        out: String::new(),
    };
    match value {
        Value::Seq(items) if !items.is_empty() => layout.seq(items, 0, false),
        Value::Map(map) if !map.is_empty() => layout.map(map, 0, false),
        _ => {
            let place = Place {
                column: 0,
                indent: 2,
                fold: true,
            };
            let text = scalar(spelling, value, place);
            let quoted = text.starts_with('\'') || text.starts_with('"');
            layout.out.push_str(&text);
            layout.out.push('\n');
            if !quoted && !matches!(value, Value::Seq(_) | Value::Map(_)) {
                layout.out.push_str("...\n");
            }
        }
    }
    layout.out
}

/// The value as block-style YAML with every scalar on one line and non-ASCII text literal.
pub fn to_yaml(value: &Value) -> String {
    document(&OneLine, value)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse;

    fn round_trips(value: &Value) {
        let text = to_yaml(value);
        assert_eq!(parse(&text).as_ref(), Ok(value), "written as:\n{text}");
    }

    #[test]
    fn block_layout_matches_pyyaml() {
        let value = parse(
            "a: [1, {b: 2, c: [3, [4, 5]]}]\ne: {}\nf: []\ng: {h: {i: null}}\nj: true\nk: 0.1\nl: 1.0e-05",
        )
        .unwrap();
        assert_eq!(
            to_yaml(&value),
            "a:\n- 1\n- b: 2\n  c:\n  - 3\n  - - 4\n    - 5\ne: {}\nf: []\ng:\n  h:\n    i: null\n\
             j: true\nk: 0.1\nl: 1.0e-05\n"
        );
        let value = parse("[[1, 2], {a: 1, b: 2}, x]").unwrap();
        assert_eq!(to_yaml(&value), "- - 1\n  - 2\n- a: 1\n  b: 2\n- x\n");
    }

    #[test]
    fn top_level_scalars_end_the_document() {
        assert_eq!(to_yaml(&Value::Int(1)), "1\n...\n");
        assert_eq!(to_yaml(&Value::str("a")), "a\n...\n");
        assert_eq!(to_yaml(&Value::Null), "null\n...\n");
        assert_eq!(to_yaml(&Value::str("yes")), "'yes'\n");
    }

    #[test]
    fn strings_that_would_read_as_something_else_are_quoted() {
        let strings = [
            "yes", "1e-05", "~", "", "a: b", "- x", "#x", " lead", "trail ", "é", "null",
        ];
        let value = Value::Seq(strings.into_iter().map(Value::str).collect());
        assert_eq!(
            to_yaml(&value),
            "- 'yes'\n- 1e-05\n- '~'\n- ''\n- 'a: b'\n- '- x'\n- '#x'\n- ' lead'\n- 'trail '\n- é\n- 'null'\n"
        );
    }

    #[test]
    fn floats_are_written_to_read_back_as_floats() {
        let value = Value::Seq(
            [
                0.1,
                1e-05,
                1e16,
                1.5e16,
                -0.0,
                100.0,
                5e-324,
                f64::MAX,
                f64::INFINITY,
                f64::NEG_INFINITY,
            ]
            .into_iter()
            .map(Value::Float)
            .collect(),
        );
        assert_eq!(
            to_yaml(&value),
            "- 0.1\n- 1.0e-05\n- 1.0e+16\n- 1.5e+16\n- -0.0\n- 100.0\n- 5.0e-324\n\
             - 1.7976931348623157e+308\n- .inf\n- -.inf\n"
        );
        round_trips(&value);
        assert!(
            matches!(parse(&to_yaml(&Value::Float(f64::NAN))), Ok(Value::Float(f)) if f.is_nan())
        );
    }

    #[test]
    fn tricky_strings_round_trip() {
        let strings = [
            "yes",
            "No",
            "on",
            "1e-05",
            "1.0",
            "0o17",
            "08",
            "0x1f",
            "1:30",
            "~",
            "",
            "a: b",
            "a:",
            "- x",
            "-",
            "--- x",
            "... x",
            "#x",
            "a #b",
            "a#b",
            " lead",
            "trail ",
            "é",
            "😀",
            "a\nb",
            "a\n",
            "\n",
            "tab\there",
            "\u{7}bell",
            "\u{0}",
            "\u{85}",
            "\u{2028}",
            "\u{feff}x",
            "it's",
            "say \"hi\"",
            "back\\slash",
            "[x]",
            "{x}",
            "x, y",
            "*x",
            "&x",
            "!x",
            "%x",
            "@x",
            "`x",
            "|",
            ">",
            "<<",
            "=",
            "?",
            "? x",
            "2026-03-09",
            "2026-03-09 14:27:36",
            "2026-13-45",
            ".nan",
            ".inf",
            "null",
            "Null",
            "true",
            "+1",
            "-.5",
            ".5",
            "\u{7f}",
            "\u{a0}",
            "  ",
            "\r\n",
            "line one\nline two\n\nline four",
        ];
        for s in strings {
            round_trips(&Value::str(s));
            round_trips(&Value::str_map(vec![(s, Value::str(s))]));
            round_trips(&Value::Seq(vec![
                Value::str(s),
                Value::str_map(vec![(s, Value::Seq(vec![Value::str(s)]))]),
            ]));
        }
    }

    #[test]
    fn long_keys_use_the_explicit_form() {
        let key = "k".repeat(2000);
        let value = Value::str_map(vec![(key.as_str(), Value::Int(1))]);
        assert!(to_yaml(&value).starts_with("? "));
        round_trips(&value);
    }

    #[test]
    fn other_values_round_trip() {
        let values = [
            Value::Null,
            Value::Bool(true),
            Value::Int(i64::MIN),
            Value::BigInt("123456789012345678901234567890".into()),
            Value::BigInt("-123456789012345678901234567890".into()),
            Value::Stamp("2026-03-09".into()),
            Value::Stamp("2026-03-09 14:27:36+00:00".into()),
            Value::Stamp("2026-03-09 14:27:36.500000-05:30".into()),
            Value::Stamp("2026-03-09 14:27:36".into()),
            Value::Seq(Vec::new()),
            Value::Map(Mapping::new()),
            Value::Seq(vec![
                Value::Seq(vec![Value::Seq(Vec::new())]),
                Value::Map(Mapping::new()),
            ]),
            Value::Map(
                [
                    (Value::Int(1), Value::str("int key")),
                    (Value::Null, Value::str("null key")),
                    (Value::Bool(false), Value::str("bool key")),
                    (
                        Value::Float(1.5),
                        Value::str_map(vec![(
                            "deep",
                            Value::str_map(vec![("er", Value::Seq(vec![Value::Int(1)]))]),
                        )]),
                    ),
                ]
                .into_iter()
                .collect(),
            ),
        ];
        for value in &values {
            round_trips(value);
        }
    }

    #[test]
    fn stamps_that_would_not_read_back_are_quoted() {
        let value = Value::Stamp("not a date".into());
        assert_eq!(parse(&to_yaml(&value)), Ok(Value::str("not a date")));
    }
}
