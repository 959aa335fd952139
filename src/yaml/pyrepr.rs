//! Python's `repr()` spellings the loader and writers need: floats (shortest round-trip
//! digits, Python's exponent thresholds) and, for `!!set`, strs and sets. It owns no I/O.

use super::value::Value;

/// The shortest round-trip decimal digits of a finite float and the exponent of the first.
fn digits_and_exponent(value: f64) -> (String, i32) {
    let formatted = format!("{:e}", value.abs());
    let (mantissa, exponent) = formatted.split_once('e').unwrap_or((&formatted, "0"));
    let digits: String = mantissa.chars().filter(char::is_ascii_digit).collect();
    (digits, exponent.parse().unwrap_or(0))
}

/// Python's `repr(float)` for a finite value (`0.1`, `1e-05`, `1.5e+16`, `100.0`).
fn finite_repr(value: f64) -> String {
    let (digits, exponent) = digits_and_exponent(value);
    let sign = if value.is_sign_negative() { "-" } else { "" };
    if (-4..16).contains(&exponent) {
        if exponent < 0 {
            let zeros = "0".repeat(exponent.unsigned_abs() as usize - 1);
            return format!("{sign}0.{zeros}{digits}");
        }
        let whole_len = exponent as usize + 1;
        if digits.len() <= whole_len {
            let zeros = "0".repeat(whole_len - digits.len());
            return format!("{sign}{digits}{zeros}.0");
        }
        let (whole, fraction) = digits.split_at(whole_len);
        return format!("{sign}{whole}.{fraction}");
    }
    let (lead, rest) = digits.split_at(1);
    let dot = if rest.is_empty() { "" } else { "." };
    let exp_sign = if exponent < 0 { '-' } else { '+' };
    format!(
        "{sign}{lead}{dot}{rest}e{exp_sign}{:02}",
        exponent.unsigned_abs()
    )
}

/// Python's `repr(float)`: `nan`, `inf`, `-inf` for the non-finite values.
pub fn float_repr(value: f64) -> String {
    if value.is_nan() {
        "nan".to_string()
    } else if value.is_infinite() {
        if value > 0.0 { "inf" } else { "-inf" }.to_string()
    } else {
        finite_repr(value)
    }
}

/// Python's `repr(str)`, close enough for naming set members.
fn str_repr(text: &str) -> String {
    let quote = if text.contains('\'') && !text.contains('"') {
        '"'
    } else {
        '\''
    };
    let mut out = String::with_capacity(text.len() + 2);
    out.push(quote);
    for ch in text.chars() {
        match ch {
            '\\' => out.push_str("\\\\"),
            '\t' => out.push_str("\\t"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            _ if ch == quote => {
                out.push('\\');
                out.push(ch);
            }
            _ if ch.is_control() && u32::from(ch) < 0x100 => {
                out.push_str(&format!("\\x{:02x}", u32::from(ch)));
            }
            _ => out.push(ch),
        }
    }
    out.push(quote);
    out
}

fn member_repr(value: &Value) -> String {
    match value {
        Value::Null => "None".to_string(),
        Value::Bool(true) => "True".to_string(),
        Value::Bool(false) => "False".to_string(),
        Value::Int(i) => i.to_string(),
        Value::BigInt(digits) => digits.clone(),
        Value::Float(f) => float_repr(*f),
        Value::Str(s) => str_repr(s),
        Value::Stamp(s) => s.clone(),
        Value::Seq(_) | Value::Map(_) => String::new(),
    }
}

/// `str()` of a Python set of these members, in the order given.
pub(super) fn set_repr(members: &[Value]) -> String {
    if members.is_empty() {
        return "set()".to_string();
    }
    let inner: Vec<String> = members.iter().map(member_repr).collect();
    format!("{{{}}}", inner.join(", "))
}
