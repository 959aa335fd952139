//! YAML 1.1 scalar typing as PyYAML's safe loader does it: which core tag a plain scalar
//! resolves to (the resolver's regular expressions, written out by hand), and the value each
//! scalar tag constructs. It owns no document structure.

use super::value::Value;
use super::{bigint, stamp};

pub(super) const NULL: &str = "tag:yaml.org,2002:null";
pub(super) const BOOL: &str = "tag:yaml.org,2002:bool";
pub(super) const INT: &str = "tag:yaml.org,2002:int";
pub(super) const FLOAT: &str = "tag:yaml.org,2002:float";
pub(super) const TIMESTAMP: &str = "tag:yaml.org,2002:timestamp";
pub(super) const STR: &str = "tag:yaml.org,2002:str";
pub(super) const BINARY: &str = "tag:yaml.org,2002:binary";
pub(super) const MERGE: &str = "tag:yaml.org,2002:merge";
pub(super) const VALUE: &str = "tag:yaml.org,2002:value";
pub(super) const MAP: &str = "tag:yaml.org,2002:map";
pub(super) const SEQ: &str = "tag:yaml.org,2002:seq";
pub(super) const SET: &str = "tag:yaml.org,2002:set";
pub(super) const OMAP: &str = "tag:yaml.org,2002:omap";
pub(super) const PAIRS: &str = "tag:yaml.org,2002:pairs";

/// The tag PyYAML's resolver gives an untagged plain scalar.
pub(super) fn resolve_plain(text: &str) -> &'static str {
    match text {
        "" | "~" | "null" | "Null" | "NULL" => NULL,
        "yes" | "Yes" | "YES" | "no" | "No" | "NO" | "true" | "True" | "TRUE" | "false"
        | "False" | "FALSE" | "on" | "On" | "ON" | "off" | "Off" | "OFF" => BOOL,
        "<<" => MERGE,
        "=" => VALUE,
        _ if !may_be_numeric(text) => STR,
        _ if is_int(text) => INT,
        _ if is_float(text) => FLOAT,
        _ if stamp::is_timestamp(text) => TIMESTAMP,
        _ => STR,
    }
}

/// Every int, float and timestamp form opens with a sign, a digit or a dot.
fn may_be_numeric(text: &str) -> bool {
    matches!(
        text.as_bytes().first(),
        Some(b'-' | b'+' | b'.' | b'0'..=b'9')
    )
}

fn strip_sign(text: &str) -> (bool, &str) {
    match text.as_bytes().first() {
        Some(b'-' | b'+') => (true, &text[1..]),
        _ => (false, text),
    }
}

fn all_in(text: &str, allowed: impl Fn(u8) -> bool) -> bool {
    !text.is_empty() && text.bytes().all(allowed)
}

fn digit_or_underscore(b: u8) -> bool {
    b.is_ascii_digit() || b == b'_'
}

/// `[0-5]?[0-9]`
fn is_sexagesimal_part(part: &str) -> bool {
    match part.as_bytes() {
        [d] => d.is_ascii_digit(),
        [t, d] => (b'0'..=b'5').contains(t) && d.is_ascii_digit(),
        _ => false,
    }
}

/// `[0-9][0-9_]*` (or `[1-9][0-9_]*` when `nonzero_lead`)
fn is_digit_run(text: &str, nonzero_lead: bool) -> bool {
    match text.as_bytes().split_first() {
        Some((lead, rest)) => {
            lead.is_ascii_digit()
                && !(nonzero_lead && *lead == b'0')
                && rest.iter().all(|b| digit_or_underscore(*b))
        }
        None => false,
    }
}

fn is_int(text: &str) -> bool {
    let (_, body) = strip_sign(text);
    if let Some(bits) = body.strip_prefix("0b") {
        return all_in(bits, |b| b == b'0' || b == b'1' || b == b'_');
    }
    if let Some(hex) = body.strip_prefix("0x") {
        return all_in(hex, |b| b.is_ascii_hexdigit() || b == b'_');
    }
    if let Some(octal) = body.strip_prefix('0') {
        return octal.is_empty() || all_in(octal, |b| (b'0'..=b'7').contains(&b) || b == b'_');
    }
    let mut parts = body.split(':');
    let lead = parts.next().unwrap_or("");
    if !is_digit_run(lead, true) {
        return false;
    }
    parts.all(is_sexagesimal_part)
}

/// `[eE][-+][0-9]+` or nothing.
fn is_exponent_or_empty(text: &str) -> bool {
    match text.as_bytes() {
        [] => true,
        [b'e' | b'E', b'-' | b'+', rest @ ..] => {
            !rest.is_empty() && rest.iter().all(u8::is_ascii_digit)
        }
        _ => false,
    }
}

/// Splits `text` at the first byte that is not a digit or underscore.
fn split_digits(text: &str) -> (&str, &str) {
    let end = text
        .bytes()
        .position(|b| !digit_or_underscore(b))
        .unwrap_or(text.len());
    text.split_at(end)
}

fn is_float(text: &str) -> bool {
    let (signed, body) = strip_sign(text);
    if matches!(body, ".inf" | ".Inf" | ".INF") {
        return true;
    }
    if !signed && matches!(body, ".nan" | ".NaN" | ".NAN") {
        return true;
    }
    if let Some(fraction) = body.strip_prefix('.') {
        let (run, rest) = split_digits(fraction);
        return !signed && is_digit_run(run, false) && is_exponent_or_empty(rest);
    }
    let Some((whole, fraction)) = body.split_once('.') else {
        return false;
    };
    let (run, rest) = split_digits(fraction);
    if !whole.contains(':') {
        return is_digit_run(whole, false) && is_exponent_or_empty(rest);
    }
    let mut parts = whole.split(':');
    is_digit_run(parts.next().unwrap_or(""), false)
        && parts.all(is_sexagesimal_part)
        && rest.is_empty()
        && run.len() == fraction.len()
}

/// PyYAML's bool constructor: the lower-cased text must be one of the six YAML 1.1 words.
pub(super) fn construct_bool(text: &str) -> Result<bool, String> {
    match text.to_lowercase().as_str() {
        "yes" | "true" | "on" => Ok(true),
        "no" | "false" | "off" => Ok(false),
        other => Err(format!("KeyError: '{other}' is not a YAML boolean")),
    }
}

/// PyYAML's int constructor (underscores dropped; binary, hex, leading-zero octal,
/// sexagesimal, decimal), exact at any size.
pub(super) fn construct_int(text: &str) -> Result<Value, String> {
    // Plain decimal digits that surely fit an `i64` need none of the arithmetic below.
    let digits = text.strip_prefix('-').unwrap_or(text);
    if (1..=18).contains(&digits.len())
        && digits.bytes().all(|b| b.is_ascii_digit())
        && (digits.len() == 1 || !digits.starts_with('0'))
        && let Ok(number) = text.parse::<i64>()
    {
        return Ok(Value::Int(number));
    }
    let cleaned: String = text.chars().filter(|c| *c != '_').collect();
    let (negative, body) = match cleaned.as_bytes().first() {
        Some(b'-') => (true, &cleaned[1..]),
        Some(b'+') => (false, &cleaned[1..]),
        _ => (false, cleaned.as_str()),
    };
    if body == "0" {
        return Ok(Value::Int(0));
    }
    if let Some(bits) = body.strip_prefix("0b") {
        return bigint::from_radix(negative, bits, 2);
    }
    if let Some(hex) = body.strip_prefix("0x") {
        return bigint::from_radix(negative, hex, 16);
    }
    if body.starts_with('0') {
        return bigint::from_radix(negative, body, 8);
    }
    if body.contains(':') {
        let parts: Vec<&str> = body.split(':').collect();
        return bigint::from_sexagesimal(negative, &parts);
    }
    bigint::from_radix(negative, body, 10)
}

fn python_float(text: &str) -> Result<f64, String> {
    let valid = matches!(text, "inf" | "infinity" | "nan")
        || text
            .bytes()
            .all(|b| b.is_ascii_digit() || matches!(b, b'.' | b'e' | b'-' | b'+'));
    match text.parse::<f64>() {
        Ok(value) if valid => Ok(value),
        _ => Err(format!("could not convert string to float: '{text}'")),
    }
}

/// PyYAML's float constructor (underscores dropped, case folded; `.inf`, `.nan`, sexagesimal).
pub(super) fn construct_float(text: &str) -> Result<f64, String> {
    let cleaned: String = text
        .chars()
        .filter(|c| *c != '_')
        .collect::<String>()
        .to_lowercase();
    let (sign, body) = match cleaned.as_bytes().first() {
        Some(b'-') => (-1.0, &cleaned[1..]),
        Some(b'+') => (1.0, &cleaned[1..]),
        _ => (1.0, cleaned.as_str()),
    };
    match body {
        ".inf" => Ok(sign * f64::INFINITY),
        ".nan" => Ok(f64::NAN),
        // PyYAML reads every part first, then adds each times an exact int power of 60,
        // which Python turns into a float for the product.
        _ if body.contains(':') => {
            let digits = body
                .split(':')
                .map(python_float)
                .collect::<Result<Vec<f64>, String>>()?;
            let mut places = bigint::float_powers_of_60();
            let mut value = 0.0;
            for digit in digits.iter().rev() {
                let base = places
                    .next()
                    .ok_or_else(|| "int too large to convert to float".to_string())?;
                value += digit * base;
            }
            Ok(sign * value)
        }
        _ => Ok(sign * python_float(body)?),
    }
}

/// PyYAML's timestamp constructor: the `str()` of the `date`/`datetime` it builds.
pub(super) fn construct_timestamp(text: &str) -> Result<String, String> {
    stamp::construct(text)?.ok_or_else(|| format!("'{text}' is not a timestamp"))
}

/// Python's `repr()` of a `bytes` value.
fn bytes_repr(bytes: &[u8]) -> String {
    let quote = if bytes.contains(&b'\'') && !bytes.contains(&b'"') {
        '"'
    } else {
        '\''
    };
    let mut out = format!("b{quote}");
    for &b in bytes {
        match b {
            b'\\' => out.push_str("\\\\"),
            b'\t' => out.push_str("\\t"),
            b'\n' => out.push_str("\\n"),
            b'\r' => out.push_str("\\r"),
            _ if char::from(b) == quote => {
                out.push('\\');
                out.push(quote);
            }
            0x20..=0x7e => out.push(char::from(b)),
            _ => out.push_str(&format!("\\x{b:02x}")),
        }
    }
    out.push(quote);
    out
}

fn sextet(b: u8) -> Option<u32> {
    match b {
        b'A'..=b'Z' => Some(u32::from(b - b'A')),
        b'a'..=b'z' => Some(u32::from(b - b'a') + 26),
        b'0'..=b'9' => Some(u32::from(b - b'0') + 52),
        b'+' => Some(62),
        b'/' => Some(63),
        _ => None,
    }
}

/// PyYAML's binary constructor (lenient base64, as `base64.decodebytes`), as the `repr()` of
/// the resulting bytes, which is what `str()` of them gives.
pub(super) fn construct_binary(text: &str) -> Result<String, String> {
    if !text.is_ascii() {
        return Err("failed to convert base64 data into ascii: non-ASCII character".to_string());
    }
    let data = text.split('=').next().unwrap_or("");
    let sextets: Vec<u32> = data.bytes().filter_map(sextet).collect();
    let pads = text.len() - data.len();
    match sextets.len() % 4 {
        1 => {
            return Err(format!(
                "failed to decode base64 data: Invalid base64-encoded string: number of data \
                 characters ({}) cannot be 1 more than a multiple of 4",
                sextets.len()
            ));
        }
        rem @ (2 | 3) if pads < 4 - rem => {
            return Err("failed to decode base64 data: Incorrect padding".to_string());
        }
        _ => {}
    }
    let mut bytes = Vec::with_capacity(sextets.len() * 3 / 4);
    for chunk in sextets.chunks(4) {
        let word = chunk
            .iter()
            .enumerate()
            .fold(0u32, |acc, (i, s)| acc | (s << (18 - 6 * i)));
        let produced = chunk.len() * 6 / 8;
        for i in 0..produced {
            bytes.push((word >> (16 - 8 * i)) as u8);
        }
    }
    Ok(bytes_repr(&bytes))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// PyYAML's sexagesimal float multiplies each part by an exact int power of 60: from the
    /// 175th part that power overflows a float and Python raises (values from Python).
    #[test]
    fn a_sexagesimal_float_past_174_parts_is_python_overflow() {
        let parts = |count: usize| vec!["59"; count].join(":");
        assert_eq!(construct_float("1:30:15.5"), Ok(5415.5));
        assert_eq!(
            construct_float(&format!("{}.5", parts(20))),
            Ok(3.656158440062976e35)
        );
        assert_eq!(
            construct_float(&format!("-{}.5", parts(174))),
            Ok(f64::NEG_INFINITY)
        );
        let overflow = Err("int too large to convert to float".to_string());
        assert_eq!(construct_float(&format!("{}.5", parts(175))), overflow);
        assert_eq!(
            construct_float(&format!("0:{}1", "0:".repeat(173))),
            overflow
        );
        let long: Vec<String> = (0..96_000).map(|i| (i % 59 + 1).to_string()).collect();
        assert_eq!(construct_float(&format!("{}.5", long.join(":"))), overflow);
    }

    /// Every part is read before any is added, so the first bad part from the left is named.
    #[test]
    fn a_sexagesimal_float_names_its_first_bad_part() {
        assert_eq!(
            construct_float("x:1:y"),
            Err("could not convert string to float: 'x'".to_string())
        );
    }
}
