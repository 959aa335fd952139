//! Python's `repr()` and `str()` of the values an annotation file holds, as the reference's
//! messages spell them: strings, numbers, containers, and the `date`/`datetime` a timestamp is.

use crate::Value;
use crate::pyrepr::{float_repr, write_str_repr};

/// The builtin type a mapping key is named by: a date or timestamp is no builtin, so `object`.
pub fn key_type(key: &Value) -> &'static str {
    match key {
        Value::Stamp(_) => "object",
        _ => key.type_name(),
    }
}

/// Python's `str()` of a value as the document holds it (a timestamp as its own text).
pub fn python_str(value: &Value) -> String {
    match value {
        Value::Str(text) | Value::Stamp(text) => text.clone(),
        _ => key_repr(value),
    }
}

/// Python's `repr()` of a value after dates are read as ISO 8601 text (SPEC 2.7).
pub fn repr(value: &Value) -> String {
    let mut out = String::new();
    write_repr(value, &mut out, false);
    out
}

/// Python's `repr()` of a mapping key: keys are never read as ISO text, so a timestamp key
/// shows as the `datetime` it is.
pub fn key_repr(key: &Value) -> String {
    let mut out = String::new();
    write_repr(key, &mut out, true);
    out
}

fn write_repr(value: &Value, out: &mut String, as_key: bool) {
    match value {
        Value::Null => out.push_str("None"),
        Value::Bool(true) => out.push_str("True"),
        Value::Bool(false) => out.push_str("False"),
        Value::Int(number) => out.push_str(&number.to_string()),
        Value::BigInt(digits) => out.push_str(digits),
        Value::Float(number) => out.push_str(&float_repr(*number)),
        Value::Str(text) => write_str_repr(text, out),
        Value::Stamp(text) if as_key => out.push_str(&stamp_repr(text)),
        Value::Stamp(text) => write_str_repr(&iso_text(text), out),
        Value::Seq(items) => {
            out.push('[');
            for (at, item) in items.iter().enumerate() {
                if at > 0 {
                    out.push_str(", ");
                }
                write_repr(item, out, false);
            }
            out.push(']');
        }
        Value::Map(map) => {
            out.push('{');
            for (at, (key, item)) in map.iter().enumerate() {
                if at > 0 {
                    out.push_str(", ");
                }
                write_repr(key, out, true);
                out.push_str(": ");
                write_repr(item, out, false);
            }
            out.push('}');
        }
    }
}

/// A timestamp's ISO 8601 text: `isoformat()`, with a UTC offset written `Z`.
pub fn iso_text(text: &str) -> String {
    text.replacen(' ', "T", 1).replace("+00:00", "Z")
}

/// Python's `repr()` of the `date`/`datetime` a timestamp's `str()` text names.
fn stamp_repr(text: &str) -> String {
    let number = |part: &str| part.parse::<i64>().unwrap_or(0);
    let (day, time) = text.split_once(' ').unwrap_or((text, ""));
    let mut fields: Vec<i64> = day.splitn(3, '-').map(number).collect();
    if time.is_empty() {
        let joined: Vec<String> = fields.iter().map(i64::to_string).collect();
        return format!("datetime.date({})", joined.join(", "));
    }
    let zone_at = time.find(['+', '-']).unwrap_or(time.len());
    let (clock, zone) = time.split_at(zone_at);
    let (clock, micros) = clock.split_once('.').unwrap_or((clock, "0"));
    fields.extend(clock.splitn(3, ':').map(number));
    fields.push(number(micros));
    for _ in 0..2 {
        if fields.last() == Some(&0) {
            fields.pop();
        }
    }
    let mut joined: Vec<String> = fields.iter().map(i64::to_string).collect();
    if !zone.is_empty() {
        joined.push(format!("tzinfo={}", zone_repr(zone)));
    }
    format!("datetime.datetime({})", joined.join(", "))
}

/// Python's `repr()` of the `timezone` an offset like `+05:30` or `-04:00` names.
fn zone_repr(zone: &str) -> String {
    let (negative, digits) = match zone.split_at(1) {
        ("-", rest) => (true, rest),
        (_, rest) => (false, rest),
    };
    let seconds = digits
        .split(':')
        .map(|part| part.parse::<i64>().unwrap_or(0))
        .zip([3600, 60, 1])
        .map(|(part, scale)| part * scale)
        .sum::<i64>();
    if seconds == 0 {
        return "datetime.timezone.utc".to_string();
    }
    let delta = if negative {
        format!("days=-1, seconds={}", 86_400 - seconds)
    } else {
        format!("seconds={seconds}")
    };
    format!("datetime.timezone(datetime.timedelta({delta}))")
}
