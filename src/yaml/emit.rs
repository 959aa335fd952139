//! Block-style YAML text for a value, shaped like PyYAML's `safe_dump(v, sort_keys=False,
//! allow_unicode=True, default_flow_style=False)`, such that reading it back with
//! [`parse`](super::parse) gives the same value. It owns no reading.
//!
//! Strings are plain when that reads back as the same string, else single-quoted when they
//! are printable on one line, else double-quoted with escapes (never wrapped or folded).
//! A `Stamp` is written plain when its text reads back as that same stamp, else as a quoted
//! string (and so reads back as a `Str`).

use super::resolve::{STR, TIMESTAMP, construct_timestamp, resolve_plain};
use super::value::Value;
use crate::pyrepr::float_repr;

/// Keys longer than this are written in the explicit `? key` form, as PyYAML does.
const SIMPLE_KEY_LIMIT: usize = 128;

/// Characters YAML (and so the reader) accepts literally inside a quoted scalar.
fn printable(ch: char) -> bool {
    matches!(ch,
        '\u{20}'..='\u{7e}' | '\u{a0}'..='\u{d7ff}' | '\u{e000}'..='\u{fefe}'
        | '\u{ff00}'..='\u{fffd}' | '\u{10000}'..='\u{10ffff}')
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

fn double_quoted(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for ch in text.chars() {
        match ch {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\0' => out.push_str("\\0"),
            '\u{7}' => out.push_str("\\a"),
            '\u{8}' => out.push_str("\\b"),
            '\t' => out.push_str("\\t"),
            '\n' => out.push_str("\\n"),
            '\u{b}' => out.push_str("\\v"),
            '\u{c}' => out.push_str("\\f"),
            '\r' => out.push_str("\\r"),
            '\u{1b}' => out.push_str("\\e"),
            '\u{85}' => out.push_str("\\N"),
            '\u{2028}' => out.push_str("\\L"),
            '\u{2029}' => out.push_str("\\P"),
            _ if printable(ch) => out.push(ch),
            _ if u32::from(ch) <= 0xff => out.push_str(&format!("\\x{:02X}", u32::from(ch))),
            _ if u32::from(ch) <= 0xffff => out.push_str(&format!("\\u{:04X}", u32::from(ch))),
            _ => out.push_str(&format!("\\U{:08X}", u32::from(ch))),
        }
    }
    out.push('"');
    out
}

fn string_text(text: &str) -> String {
    if plain_safe(text) {
        text.to_string()
    } else if text.chars().all(printable) {
        single_quoted(text)
    } else {
        double_quoted(text)
    }
}

/// PyYAML's float spelling: `repr`, with `.0` added before an exponent so YAML 1.1 reads it
/// as a float (`1.0e-05`), and `.nan` / `.inf` / `-.inf`.
fn float_text(value: f64) -> String {
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

fn stamp_text(text: &str) -> String {
    let reads_back = resolve_plain(text) == TIMESTAMP
        && construct_timestamp(text).is_ok_and(|back| back == text);
    if reads_back {
        text.to_string()
    } else {
        string_text(text)
    }
}

/// A scalar (or empty collection) on one line.
fn inline(value: &Value) -> String {
    match value {
        Value::Null => "null".to_string(),
        Value::Bool(b) => b.to_string(),
        Value::Int(i) => i.to_string(),
        Value::BigInt(digits) => digits.clone(),
        Value::Float(f) => float_text(*f),
        Value::Str(s) => string_text(s),
        Value::Stamp(s) => stamp_text(s),
        Value::Seq(_) => "[]".to_string(),
        Value::Map(_) => "{}".to_string(),
    }
}

fn is_block(value: &Value) -> bool {
    match value {
        Value::Seq(items) => !items.is_empty(),
        Value::Map(map) => !map.is_empty(),
        _ => false,
    }
}

fn indent(out: &mut String, width: usize) {
    out.extend(std::iter::repeat_n(' ', width));
}

/// Writes `value` after an indicator (`- `, `? `) already written at column `column - 2`.
fn write_item(out: &mut String, value: &Value, column: usize) {
    match value {
        Value::Seq(items) if !items.is_empty() => write_seq(out, items, column, true),
        Value::Map(map) if !map.is_empty() => write_map(out, map, column, true),
        _ => {
            out.push_str(&inline(value));
            out.push('\n');
        }
    }
}

/// Writes the value of a mapping entry after its `:`, the entry being at `column`.
fn write_entry_value(out: &mut String, value: &Value, column: usize) {
    match value {
        Value::Seq(items) if !items.is_empty() => {
            out.push('\n');
            write_seq(out, items, column, false);
        }
        Value::Map(map) if !map.is_empty() => {
            out.push('\n');
            write_map(out, map, column + 2, false);
        }
        _ => {
            out.push(' ');
            out.push_str(&inline(value));
            out.push('\n');
        }
    }
}

fn write_seq(out: &mut String, items: &[Value], column: usize, first_inline: bool) {
    for (i, item) in items.iter().enumerate() {
        if i > 0 || !first_inline {
            indent(out, column);
        }
        out.push_str("- ");
        write_item(out, item, column + 2);
    }
}

fn write_map(out: &mut String, map: &super::Mapping, column: usize, first_inline: bool) {
    for (i, (key, value)) in map.iter().enumerate() {
        if i > 0 || !first_inline {
            indent(out, column);
        }
        let key_text = inline(key);
        if is_block(key) || key_text.chars().count() > SIMPLE_KEY_LIMIT {
            out.push_str("? ");
            write_item(out, key, column + 2);
            indent(out, column);
            out.push(':');
        } else {
            out.push_str(&key_text);
            out.push(':');
        }
        write_entry_value(out, value, column);
    }
}

/// The value as block-style YAML; a plain top-level scalar is followed by the `...` document
/// end marker, as PyYAML writes it.
pub fn to_yaml(value: &Value) -> String {
    let mut out = String::new();
    match value {
        Value::Seq(items) if !items.is_empty() => write_seq(&mut out, items, 0, false),
        Value::Map(map) if !map.is_empty() => write_map(&mut out, map, 0, false),
        _ => {
            let text = inline(value);
            let quoted = text.starts_with('\'') || text.starts_with('"');
            out.push_str(&text);
            out.push('\n');
            if !quoted && !matches!(value, Value::Seq(_) | Value::Map(_)) {
                out.push_str("...\n");
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::yaml::{Mapping, parse};

    fn map(entries: Vec<(&str, Value)>) -> Value {
        Value::Map(
            entries
                .into_iter()
                .map(|(k, v)| (Value::str(k), v))
                .collect::<Mapping>(),
        )
    }

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
            round_trips(&map(vec![(s, Value::str(s))]));
            round_trips(&Value::Seq(vec![
                Value::str(s),
                map(vec![(s, Value::Seq(vec![Value::str(s)]))]),
            ]));
        }
    }

    #[test]
    fn long_keys_use_the_explicit_form() {
        let key = "k".repeat(2000);
        let value = map(vec![(key.as_str(), Value::Int(1))]);
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
                        map(vec![(
                            "deep",
                            map(vec![("er", Value::Seq(vec![Value::Int(1)]))]),
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
