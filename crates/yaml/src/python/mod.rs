//! How a reply reads a parsed print field: the Python tests its rules are stated in
//! (truthiness, "an int", "a number", `str()` of a value, whitespace). It owns no rule of a
//! reply itself.

mod text;

pub use text::{iso_text, key_repr, key_type, python_str, repr};

use crate::Value;

/// Python's truth value of a parsed field.
pub fn truthy(value: &Value) -> bool {
    match value {
        Value::Null => false,
        Value::Bool(b) => *b,
        Value::Int(i) => *i != 0,
        Value::BigInt(_) | Value::Stamp(_) => true,
        Value::Float(f) => *f != 0.0,
        Value::Str(s) => !s.is_empty(),
        Value::Seq(items) => !items.is_empty(),
        Value::Map(map) => !map.is_empty(),
    }
}

/// Whether an optional field is present and true.
pub fn truthy_field(value: Option<&Value>) -> bool {
    value.is_some_and(truthy)
}

/// An integer that is not a bool (the reference's `_is_int`).
pub fn strict_int(value: Option<&Value>) -> Option<i64> {
    value.and_then(Value::as_i64)
}

/// `isinstance(value, int)`: a bool counts, as `True` and `False` are ints to Python.
pub fn loose_int(value: Option<&Value>) -> Option<i64> {
    match value? {
        Value::Int(i) => Some(*i),
        Value::Bool(b) => Some(i64::from(*b)),
        _ => None,
    }
}

/// A real number, never a bool.
pub fn number(value: Option<&Value>) -> Option<f64> {
    value.and_then(Value::as_f64)
}

/// Python's `str()` of a value: how a value list's entries and their notes are matched.
pub fn value_key(value: &Value) -> String {
    python_str(value)
}

/// Python's `str.isspace` for one character.
fn is_space(ch: char) -> bool {
    ch.is_whitespace() || ('\u{1c}'..='\u{1f}').contains(&ch)
}

/// Whether a text holds nothing but whitespace (`not text.strip()`).
pub fn is_blank(text: &str) -> bool {
    text.chars().all(is_space)
}

/// `" ".join(text.split())`: every run of whitespace one space, none at either end.
pub fn collapsed(text: &str) -> String {
    text.split(is_space)
        .filter(|word| !word.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// A string field holding more than whitespace.
pub fn noted(value: Option<&Value>) -> Option<&str> {
    value.and_then(Value::as_str).filter(|text| !is_blank(text))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn whitespace_collapses_as_python_splits_it() {
        assert_eq!(collapsed("  a\n\tb \u{1f} c "), "a b c");
        assert!(is_blank(" \n\u{a0}"));
        assert!(!is_blank(" x "));
    }

    #[test]
    fn a_bool_is_an_int_only_where_python_says_so() {
        assert_eq!(loose_int(Some(&Value::Bool(true))), Some(1));
        assert_eq!(strict_int(Some(&Value::Bool(true))), None);
        assert_eq!(number(Some(&Value::Bool(false))), None);
    }

    #[test]
    fn a_value_key_is_python_str() {
        assert_eq!(value_key(&Value::Bool(true)), "True");
        assert_eq!(value_key(&Value::Float(1.0)), "1.0");
        assert_eq!(value_key(&Value::Null), "None");
        assert_eq!(value_key(&Value::str("x")), "x");
    }
}
