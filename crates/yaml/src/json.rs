//! JSON text for YAML values exactly as Python's `json.dumps(..., default=str)` writes the
//! objects PyYAML builds (ASCII escaping, float `repr`, Python's separators and key coercion),
//! plus conversions to and from `serde_json`. It owns no parsing of YAML.

use crate::pyrepr::float_repr;
use crate::{Mapping, Value};

/// `json.dumps(text)`: a JSON string with every non-ASCII character escaped as `\uXXXX`.
pub fn quote(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    push_quoted(&mut out, text);
    out
}

/// `json.dumps(text, ensure_ascii=False)`: only quotes, backslashes and control characters
/// escaped.
pub fn quote_unicode(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    push_escaped(&mut out, text, false);
    out
}

fn push_quoted(out: &mut String, text: &str) {
    push_escaped(out, text, true);
}

fn push_escaped(out: &mut String, text: &str, ascii: bool) {
    out.push('"');
    for ch in text.chars() {
        match ch {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            ' '..='~' => out.push(ch),
            _ if !ascii && ch >= ' ' => out.push(ch),
            _ => {
                let mut units = [0u16; 2];
                for unit in ch.encode_utf16(&mut units) {
                    out.push_str(&format!("\\u{unit:04x}"));
                }
            }
        }
    }
    out.push('"');
}

/// `len(json.dumps(ch)) - 2`: the width of one character in a JSON string's body.
pub fn quoted_width(ch: char) -> usize {
    match ch {
        '"' | '\\' | '\n' | '\r' | '\t' | '\u{8}' | '\u{c}' => 2,
        ' '..='~' => 1,
        _ => 6 * ch.len_utf16(),
    }
}

/// `len(json.dumps(text, ensure_ascii=False)) - 2`, in code points: the width of the string's
/// JSON body when only quotes, backslashes and control characters are escaped.
pub fn escaped_width(text: &str) -> usize {
    text.chars()
        .map(|ch| match ch {
            '"' | '\\' | '\n' | '\r' | '\t' | '\u{8}' | '\u{c}' => 2,
            '\0'..='\u{1f}' => 6,
            _ => 1,
        })
        .sum()
}

/// A float as Python's `json` spells it: `repr`, or `NaN` / `Infinity` / `-Infinity`.
fn float_text(value: f64) -> String {
    if value.is_nan() {
        "NaN".to_string()
    } else if value.is_infinite() {
        if value > 0.0 { "Infinity" } else { "-Infinity" }.to_string()
    } else {
        float_repr(value)
    }
}

/// The string Python's `json` turns a dict key into (`str` keys as they are, `1` → `"1"`,
/// `True` → `"true"`, `None` → `"null"`); a timestamp key gives its text.
fn key_text(key: &Value) -> String {
    match key {
        Value::Str(s) | Value::Stamp(s) | Value::BigInt(s) => s.clone(),
        Value::Null => "null".to_string(),
        Value::Bool(b) => b.to_string(),
        Value::Int(i) => i.to_string(),
        Value::Float(f) => float_text(*f),
        Value::Seq(_) | Value::Map(_) => to_json_compact(key),
    }
}

struct Style {
    /// `Some(width)` for `indent=width`.
    indent: Option<usize>,
}

impl Style {
    fn item_separator(&self) -> &'static str {
        if self.indent.is_some() { "," } else { ", " }
    }

    fn newline(&self, out: &mut String, level: usize) {
        if let Some(width) = self.indent {
            out.push('\n');
            out.extend(std::iter::repeat_n(' ', width * level));
        }
    }
}

fn write_value(out: &mut String, value: &Value, style: &Style, level: usize) {
    match value {
        Value::Null => out.push_str("null"),
        Value::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        Value::Int(i) => out.push_str(&i.to_string()),
        Value::BigInt(digits) => out.push_str(digits),
        Value::Float(f) => out.push_str(&float_text(*f)),
        Value::Str(s) | Value::Stamp(s) => push_quoted(out, s),
        Value::Seq(items) if items.is_empty() => out.push_str("[]"),
        Value::Seq(items) => {
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(style.item_separator());
                }
                style.newline(out, level + 1);
                write_value(out, item, style, level + 1);
            }
            style.newline(out, level);
            out.push(']');
        }
        Value::Map(map) if map.is_empty() => out.push_str("{}"),
        Value::Map(map) => {
            out.push('{');
            for (i, (key, item)) in map.iter().enumerate() {
                if i > 0 {
                    out.push_str(style.item_separator());
                }
                style.newline(out, level + 1);
                push_quoted(out, &key_text(key));
                out.push_str(": ");
                write_value(out, item, style, level + 1);
            }
            style.newline(out, level);
            out.push('}');
        }
    }
}

/// `json.dumps(value, indent=2, default=str)` of the object PyYAML builds for `value`.
pub fn to_json_pretty(value: &Value) -> String {
    let mut out = String::new();
    write_value(&mut out, value, &Style { indent: Some(2) }, 0);
    out
}

/// `json.dumps(value, default=str)`: one line, `, ` and `: ` separators.
pub fn to_json_compact(value: &Value) -> String {
    let mut out = String::new();
    write_value(&mut out, value, &Style { indent: None }, 0);
    out
}

/// A `serde_json` value as the YAML value tree (objects keep their order; every key is a str).
pub fn from_serde(value: &serde_json::Value) -> Value {
    match value {
        serde_json::Value::Null => Value::Null,
        serde_json::Value::Bool(b) => Value::Bool(*b),
        serde_json::Value::Number(n) => {
            if let Some(i) = n.as_i64() {
                Value::Int(i)
            } else if let Some(u) = n.as_u64() {
                Value::BigInt(u.to_string())
            } else {
                Value::Float(n.as_f64().unwrap_or(f64::NAN))
            }
        }
        serde_json::Value::String(s) => Value::Str(s.clone()),
        serde_json::Value::Array(items) => Value::Seq(items.iter().map(from_serde).collect()),
        serde_json::Value::Object(map) => Value::Map(
            map.iter()
                .map(|(k, v)| (Value::Str(k.clone()), from_serde(v)))
                .collect::<Mapping>(),
        ),
    }
}

/// The value tree as `serde_json`: a timestamp becomes its text, an int beyond `u64` its
/// decimal text, a non-finite float `null`, and keys are coerced as Python's `json` does.
pub fn to_serde(value: &Value) -> serde_json::Value {
    match value {
        Value::Null => serde_json::Value::Null,
        Value::Bool(b) => serde_json::Value::Bool(*b),
        Value::Int(i) => serde_json::Value::from(*i),
        Value::BigInt(digits) => match digits.parse::<u64>() {
            Ok(u) => serde_json::Value::from(u),
            Err(_) => serde_json::Value::String(digits.clone()),
        },
        Value::Float(f) => serde_json::Number::from_f64(*f)
            .map_or(serde_json::Value::Null, serde_json::Value::Number),
        Value::Str(s) | Value::Stamp(s) => serde_json::Value::String(s.clone()),
        Value::Seq(items) => serde_json::Value::Array(items.iter().map(to_serde).collect()),
        Value::Map(map) => serde_json::Value::Object(
            map.iter()
                .map(|(k, v)| (key_text(k), to_serde(v)))
                .collect(),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse;

    #[test]
    fn a_character_is_as_wide_as_its_json_escape() {
        for ch in [
            'a',
            '"',
            '\\',
            '\n',
            '\u{8}',
            '\u{1f}',
            '~',
            '\u{7f}',
            '\u{e9}',
            '\u{1f600}',
        ] {
            assert_eq!(quoted_width(ch), quote(&ch.to_string()).len() - 2, "{ch:?}");
        }
    }

    fn map(entries: Vec<(Value, Value)>) -> Value {
        Value::Map(entries.into_iter().collect())
    }

    #[test]
    fn json_floats_match_python_repr() {
        let floats = [
            0.1,
            1e-05,
            1e16,
            1.5e16,
            100.0,
            123_456_789.0,
            1e-4,
            0.00012,
            -0.0,
            5e-324,
            f64::MAX,
            f64::NAN,
            f64::INFINITY,
            f64::NEG_INFINITY,
        ];
        let value = Value::Seq(floats.into_iter().map(Value::Float).collect());
        assert_eq!(
            to_json_compact(&value),
            "[0.1, 1e-05, 1e+16, 1.5e+16, 100.0, 123456789.0, 0.0001, 0.00012, -0.0, 5e-324, \
             1.7976931348623157e+308, NaN, Infinity, -Infinity]"
        );
    }

    #[test]
    fn big_ints_are_written_as_digits() {
        let value = parse("- 1180591620717411303424\n- -9223372036854775809").unwrap();
        assert_eq!(
            to_json_compact(&value),
            "[1180591620717411303424, -9223372036854775809]"
        );
    }

    #[test]
    fn pretty_output_uses_python_indent_separators() {
        let value = parse("a: [1, {}]\nb: []\nc: {d: ~}").unwrap();
        assert_eq!(
            to_json_pretty(&value),
            "{\n  \"a\": [\n    1,\n    {}\n  ],\n  \"b\": [],\n  \"c\": {\n    \"d\": null\n  }\n}"
        );
    }

    #[test]
    fn strings_are_escaped_to_ascii_with_surrogate_pairs() {
        assert_eq!(
            quote("é\"\\\n\u{1}\u{7f}😀"),
            "\"\\u00e9\\\"\\\\\\n\\u0001\\u007f\\ud83d\\ude00\""
        );
    }

    #[test]
    fn escaped_width_counts_code_points_of_the_unescaped_body() {
        assert_eq!(escaped_width("é\"\\\n\u{1}\u{7f}😀"), 15);
        assert_eq!(escaped_width("plain"), 5);
    }

    #[test]
    fn keys_are_coerced_as_python_json_does() {
        let value = parse("{1: a, 1.5: b, true: c, null: d, .nan: e}").unwrap();
        assert_eq!(
            to_json_compact(&value),
            "{\"1\": \"c\", \"1.5\": \"b\", \"null\": \"d\", \"NaN\": \"e\"}"
        );
    }

    #[test]
    fn stamps_are_written_as_their_text() {
        let value = parse("a: 2026-03-09T14:27:36Z\nb: 2026-03-09").unwrap();
        assert_eq!(
            to_json_compact(&value),
            "{\"a\": \"2026-03-09 14:27:36+00:00\", \"b\": \"2026-03-09\"}"
        );
    }

    #[test]
    fn empty_collections_stay_on_one_line() {
        assert_eq!(to_json_pretty(&Value::Seq(Vec::new())), "[]");
        assert_eq!(to_json_pretty(&Value::Map(Mapping::new())), "{}");
    }

    #[test]
    fn serde_round_trip_keeps_order_and_types() {
        let value = map(vec![
            (Value::str("z"), Value::Int(-3)),
            (Value::str("a"), Value::Float(0.5)),
            (Value::str("n"), Value::Null),
            (
                Value::str("l"),
                Value::Seq(vec![Value::Bool(true), Value::str("x")]),
            ),
            (
                Value::str("big"),
                Value::BigInt("18446744073709551615".into()),
            ),
        ]);
        assert_eq!(from_serde(&to_serde(&value)), value);
    }

    #[test]
    fn serde_conversion_of_values_json_cannot_hold() {
        let value = Value::Seq(vec![
            Value::Float(f64::NAN),
            Value::Stamp("2026-03-09".into()),
            Value::BigInt("-99999999999999999999".into()),
        ]);
        assert_eq!(
            to_serde(&value),
            serde_json::json!([null, "2026-03-09", "-99999999999999999999"])
        );
    }
}
