//! How the Markdown spells a value (§4.1): strings and timestamps as SQL literals, numbers
//! positional and as `statistics.yaml` writes them, shares as percentages that never round a
//! partial share onto 0% or 100%, and the Python `str()` key a value note is matched by.

use std::borrow::Cow;

use dbprint_yaml::Value;
use dbprint_yaml::pyrepr::{Digits, float_repr, printable, shortest_digits};

/// A finite float in positional notation, with the shortest digits that read back as it and
/// always a decimal point; non-finite values as YAML writes them.
pub fn float_text(number: f64) -> String {
    if number.is_nan() {
        return ".nan".to_string();
    }
    if number.is_infinite() {
        return if number > 0.0 { ".inf" } else { "-.inf" }.to_string();
    }
    let text = positional(&float_repr(number));
    if text.contains('.') {
        text
    } else {
        format!("{text}.0")
    }
}

/// `d.ddde±XX` (or plain digits) rewritten without an exponent.
fn positional(repr: &str) -> String {
    let Some((mantissa, exponent)) = repr.split_once('e') else {
        return repr.to_string();
    };
    let Ok(exponent) = exponent.parse::<i64>() else {
        return repr.to_string();
    };
    let (sign, mantissa) = match mantissa.strip_prefix('-') {
        Some(rest) => ("-", rest),
        None => ("", mantissa),
    };
    let (whole, fraction) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let digits = format!("{whole}{fraction}");
    let point = whole.len() as i64 + exponent;
    let body = if point <= 0 {
        format!("0.{}{}", "0".repeat(point.unsigned_abs() as usize), digits)
    } else if point as usize >= digits.len() {
        format!("{digits}{}", "0".repeat(point as usize - digits.len()))
    } else {
        let (left, right) = digits.split_at(point as usize);
        format!("{left}.{right}")
    };
    format!("{sign}{body}")
}

/// A number as the statistics file spells it: an integer as digits, a float positionally.
/// `None` for anything that is not a number (a bool included).
pub fn number(value: &Value) -> Option<String> {
    match value {
        Value::Int(i) => Some(i.to_string()),
        Value::BigInt(digits) => Some(digits.clone()),
        Value::Float(f) => Some(float_text(*f)),
        _ => None,
    }
}

/// A statistic that should be a number, shown as a literal when a hand edit made it another thing.
pub fn statistic(value: &Value) -> String {
    number(value).unwrap_or_else(|| literal(value))
}

/// `ratio` as a percentage to one decimal place (half to even, on the ratio's shortest decimal
/// digits); a share that is neither 0 nor 1 gains decimals until it no longer reads 0% or 100%.
pub fn percent(ratio: f64) -> String {
    if !ratio.is_finite() {
        return format!("{}%", float_text(ratio));
    }
    let Some((mantissa, scale, own_places)) = percentage(ratio.abs()) else {
        return format!("{}%", float_text(ratio * 100.0));
    };
    let mut places = 1;
    let (mut shown, mut exact) = quantize(mantissa, scale, places);
    while !exact && places < own_places && on_a_bound(shown, places) {
        places += 1;
        (shown, exact) = quantize(mantissa, scale, places);
    }
    let mut text = shown.to_string();
    let width = places as usize + 1;
    if text.len() < width {
        text = format!("{}{text}", "0".repeat(width - text.len()));
    }
    text.insert(text.len() - places as usize, '.');
    let text = text.trim_end_matches('0').trim_end_matches('.');
    let sign = if ratio < 0.0 && shown != 0 { "-" } else { "" };
    format!("{sign}{text}%")
}

/// A finite `magnitude` as a percentage `mantissa / 10^scale`, exact on the digits Python's
/// `repr()` gives it, with the decimal places its positional form shows (at least one);
/// `None` past what a `u128` holds.
fn percentage(magnitude: f64) -> Option<(u128, u32, u32)> {
    let Digits { digits, point } = shortest_digits(magnitude);
    let count = digits.len() as i64;
    // `0.00ddd` and `dd.dd` show their digits after the point, `ddd00.0` one place (a
    // point past 16 places shows none, which reads the same).
    let places = (count - point).max(1);
    let shift = u32::try_from(places - count + point).ok()?;
    let whole = digits
        .parse::<u128>()
        .ok()?
        .checked_mul(10u128.checked_pow(shift)?)?;
    let places = u32::try_from(places).ok()?;
    let (mantissa, scale) = match places.checked_sub(2) {
        Some(scale) => (whole, scale),
        None => (whole.checked_mul(10u128.pow(2 - places))?, 0),
    };
    Some((mantissa, scale, places))
}

/// `mantissa / 10^scale` rounded half-even to `places` decimals, as an integer count of
/// `10^-places`, and whether that is exact.
fn quantize(mantissa: u128, scale: u32, places: u32) -> (u128, bool) {
    if places >= scale {
        return match 10u128
            .checked_pow(places - scale)
            .and_then(|f| mantissa.checked_mul(f))
        {
            Some(v) => (v, true),
            None => (mantissa, true),
        };
    }
    let Some(divisor) = 10u128.checked_pow(scale - places) else {
        return (0, mantissa == 0);
    };
    let (mut quotient, rest) = (mantissa / divisor, mantissa % divisor);
    if rest * 2 > divisor || (rest * 2 == divisor && quotient % 2 == 1) {
        quotient += 1;
    }
    (quotient, rest == 0)
}

/// Whether `shown` (in units of `10^-places` percent) reads 0% or 100%.
fn on_a_bound(shown: u128, places: u32) -> bool {
    shown == 0
        || Some(shown)
            == (10u128.checked_pow(places))
                .and_then(|hundred_percent| hundred_percent.checked_mul(100))
}

/// A value as an SQL literal: a string or timestamp single-quoted with `'` doubled (double-quoted
/// with escapes, on one line, when it holds a line break, control or invisible character); a
/// number, a boolean and `NULL` bare.
pub fn literal(value: &Value) -> String {
    match value {
        Value::Null => "NULL".to_string(),
        Value::Bool(b) => b.to_string(),
        Value::Int(_) | Value::BigInt(_) | Value::Float(_) => number(value).unwrap_or_default(),
        Value::Str(s) => string_literal(s),
        Value::Stamp(s) => quoted(&iso_stamp(s)),
        Value::Seq(_) | Value::Map(_) => quoted(&dbprint_yaml::json::to_json_compact(value)),
    }
}

fn string_literal(text: &str) -> String {
    if text.chars().all(printable) {
        quoted(text)
    } else {
        escaped(text)
    }
}

fn quoted(text: &str) -> String {
    format!("'{}'", text.replace('\'', "''"))
}

/// Double-quoted with YAML escapes, every invisible character spelled out.
fn escaped(text: &str) -> String {
    let mut out = String::from("\"");
    for ch in text.chars() {
        match ch {
            '\\' => out.push_str("\\\\"),
            '"' => out.push_str("\\\""),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\0' => out.push_str("\\0"),
            _ if printable(ch) => out.push(ch),
            _ if u32::from(ch) <= 0xff => out.push_str(&format!("\\x{:02x}", u32::from(ch))),
            _ if u32::from(ch) <= 0xffff => out.push_str(&format!("\\u{:04x}", u32::from(ch))),
            _ => out.push_str(&format!("\\U{:08x}", u32::from(ch))),
        }
    }
    out.push('"');
    out
}

/// A stamp's `str()` text (`2026-03-09 14:27:36+00:00`) in ISO form, UTC as `Z`.
fn iso_stamp(text: &str) -> String {
    let iso = text.replacen(' ', "T", 1);
    match iso.strip_suffix("+00:00") {
        Some(head) => format!("{head}Z"),
        None => iso,
    }
}

/// Python's `str()` of a value: the key a value note is matched by, so `1` and `'1'` meet.
pub fn value_key(value: &Value) -> String {
    match value {
        Value::Null => "None".to_string(),
        Value::Bool(true) => "True".to_string(),
        Value::Bool(false) => "False".to_string(),
        Value::Int(i) => i.to_string(),
        Value::BigInt(d) => d.clone(),
        Value::Float(f) => float_repr(*f),
        Value::Str(s) | Value::Stamp(s) => s.clone(),
        Value::Seq(_) | Value::Map(_) => dbprint_yaml::json::to_json_compact(value),
    }
}

/// [`value_key`], borrowing a string's or timestamp's own text.
pub fn key_text(value: &Value) -> Cow<'_, str> {
    match value {
        Value::Str(s) | Value::Stamp(s) => Cow::Borrowed(s),
        other => Cow::Owned(value_key(other)),
    }
}

/// Text with its runs of whitespace collapsed to single spaces, as a note rides one line.
pub fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Text safe inside one table cell: `\` and `|` escaped, line breaks folded to spaces.
pub fn cell(text: &str) -> String {
    if !text.contains(['\\', '|', '\r', '\n']) {
        return text.to_string();
    }
    text.replace('\\', "\\\\")
        .replace('|', "\\|")
        .replace("\r\n", " ")
        .replace(['\n', '\r'], " ")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A magnitude's percentage as `percent` first read it, through `repr()`'s text: the
    /// oracle `percentage`, which reads the digits directly, is held to.
    fn percentage_through_repr(magnitude: f64) -> Option<(u128, u32, u32)> {
        let text = positional(&float_repr(magnitude));
        let (whole, fraction) = text.split_once('.').unwrap_or((&text, ""));
        let own_places = fraction.len().max(1) as u32;
        let m = format!("{whole}{fraction}").parse::<u128>().ok()?;
        if fraction.len() >= 2 {
            return Some((m, fraction.len() as u32 - 2, own_places));
        }
        let m = m.checked_mul(10u128.pow(2 - fraction.len() as u32))?;
        Some((m, 0, own_places))
    }

    /// `percent` reads every ratio as it did through `repr()`'s text: shares of counts,
    /// bounds, a few digits at every power of ten, and floats of random bits.
    #[test]
    fn percent_agrees_with_the_repr_spelling_spec_4_1() {
        let mut ratios = vec![
            0.0, -0.0, 1.0, 0.5, 1e-7, 0.9996, 5e-324, 1e300, 1e15, 1e16, 1e17, 123.0,
        ];
        let mut state: u64 = 0x9e37_79b9_7f4a_7c15;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for _ in 0..200_000 {
            let (count, base) = (next() % 2_000_000, next() % 1_000_000_000_000 + 1);
            ratios.push(count as f64 / base as f64);
            let bits = f64::from_bits(next());
            if bits.is_finite() {
                ratios.push(bits);
            }
            let power = (next() % 640) as i32 - 330;
            ratios.push((next() % 100_000) as f64 * 10f64.powi(power));
        }
        for ratio in ratios {
            let magnitude = ratio.abs();
            let read = percentage(magnitude);
            assert_eq!(read, percentage_through_repr(magnitude), "{ratio:e}");
        }
    }

    /// A share so small it needs 37 places to read other than 0% is spelled, not overflowed
    /// (100% at 37 places is past what a `u128` holds).
    #[test]
    fn a_share_needing_37_places_is_spelled_spec_4_1() {
        assert_eq!(percent(1.5e-39), format!("0.{}2%", "0".repeat(36)));
    }

    #[test]
    fn numbers_are_never_in_exponent_form_spec_4_1() {
        assert_eq!(float_text(1e-7), "0.0000001");
        assert_eq!(float_text(1e16), "10000000000000000.0");
        assert_eq!(float_text(2.5), "2.5");
        assert_eq!(float_text(100.0), "100.0");
        assert_eq!(percent(1e-7), "0.00001%");
        assert_eq!(number(&Value::Int(1_000_000)).as_deref(), Some("1000000"));
    }

    #[test]
    fn a_share_between_0_and_1_never_rounds_onto_0_or_100_spec_4_1() {
        assert_eq!(percent(0.0004), "0.04%");
        assert_eq!(percent(0.9996), "99.96%");
        assert_eq!(percent(0.99999), "99.999%");
        assert_eq!(percent(0.0), "0%");
        assert_eq!(percent(1.0), "100%");
        assert_eq!(percent(0.125), "12.5%");
        assert_eq!(percent(0.1), "10%");
        assert_eq!(percent(0.00025), "0.02%");
        assert_eq!(percent(0.00035), "0.04%");
    }

    #[test]
    fn a_string_with_a_line_break_is_double_quoted_on_one_line_spec_4_1() {
        assert_eq!(literal(&Value::str("a\nb")), "\"a\\nb\"");
        assert_eq!(
            literal(&Value::str("zero\u{200b}width")),
            "\"zero\\u200bwidth\""
        );
        assert_eq!(literal(&Value::str("O'Brien")), "'O''Brien'");
        assert_eq!(literal(&Value::Null), "NULL");
        assert_eq!(literal(&Value::str("NULL")), "'NULL'");
        assert_eq!(literal(&Value::Bool(true)), "true");
        assert_eq!(
            literal(&Value::Stamp("2026-03-09 14:27:36+00:00".into())),
            "'2026-03-09T14:27:36Z'"
        );
    }
}
