//! Python's `repr()` spellings of the scalars messages and replies print: a `str` (quotes
//! and escapes as CPython chooses them) and a `float` (shortest round-trip digits, Python's
//! exponent thresholds). Every other module that spells a Python value goes through here.

mod printable;

pub use printable::printable;

/// Python's `repr(str)`.
pub fn str_repr(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    write_str_repr(text, &mut out);
    out
}

/// Python's `repr()` of a `str`: single quotes unless only single quotes occur inside.
pub fn write_str_repr(text: &str, out: &mut String) {
    let quote = if text.contains('\'') && !text.contains('"') {
        '"'
    } else {
        '\''
    };
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
            _ if printable(ch) => out.push(ch),
            _ if (ch as u32) <= 0xff => out.push_str(&format!("\\x{:02x}", ch as u32)),
            _ if (ch as u32) <= 0xffff => out.push_str(&format!("\\u{:04x}", ch as u32)),
            _ => out.push_str(&format!("\\U{:08x}", ch as u32)),
        }
    }
    out.push(quote);
}

/// A finite float's magnitude in the digits Python's `repr()` picks: the shortest that read
/// back as it (the nearer, then the even, of two), the decimal point after `point` of them
/// (the magnitude is `0.digits × 10^point`).
pub struct Digits {
    pub digits: String,
    pub point: i64,
}

/// The [`Digits`] of `number`'s magnitude (`number` finite).
pub fn shortest_digits(number: f64) -> Digits {
    let shortest = format!("{:e}", number.abs());
    let places = shortest
        .find('e')
        .unwrap_or(shortest.len())
        .saturating_sub(2);
    // Of two shortest spellings equally near, Python keeps the even one.
    let nearest = format!("{:.*e}", places, number.abs());
    let scientific = if nearest.parse::<f64>() == Ok(number.abs()) {
        nearest
    } else {
        shortest
    };
    let (mantissa, exponent) = scientific.split_once('e').unwrap_or((&scientific, "0"));
    Digits {
        digits: mantissa.chars().filter(char::is_ascii_digit).collect(),
        point: exponent.parse::<i64>().unwrap_or(0) + 1,
    }
}

/// Python's `repr()` of a `float`: the shortest round-tripping digits (the nearer, then the
/// even, of two), positional while the decimal point sits within 16 places, else `d.ddde±XX`.
pub fn float_repr(number: f64) -> String {
    if number.is_nan() {
        return "nan".to_string();
    }
    if number.is_infinite() {
        return if number > 0.0 { "inf" } else { "-inf" }.to_string();
    }
    let Digits { digits, point } = shortest_digits(number);
    let sign = if number.is_sign_negative() { "-" } else { "" };
    let count = digits.len() as i64;
    let body = if point <= -4 || point > 16 {
        let (first, rest) = digits.split_at(1);
        let fraction = if rest.is_empty() {
            String::new()
        } else {
            format!(".{rest}")
        };
        let shown = point - 1;
        let exponent_sign = if shown < 0 { '-' } else { '+' };
        format!("{first}{fraction}e{exponent_sign}{:02}", shown.abs())
    } else if point <= 0 {
        format!("0.{}{digits}", "0".repeat(point.unsigned_abs() as usize))
    } else if point >= count {
        format!("{digits}{}.0", "0".repeat((point - count) as usize))
    } else {
        let (whole, fraction) = digits.split_at(point as usize);
        format!("{whole}.{fraction}")
    };
    format!("{sign}{body}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn str_repr_picks_quotes_and_escapes_as_python() {
        assert_eq!(str_repr("abc"), "'abc'");
        assert_eq!(str_repr("it's"), "\"it's\"");
        assert_eq!(str_repr("a'\"b"), "'a\\'\"b'");
        assert_eq!(str_repr("a\nb\u{7f}\u{378}"), "'a\\nb\\x7f\\u0378'");
        assert_eq!(str_repr("é🌱"), "'é🌱'");
    }

    #[test]
    fn float_repr_matches_python() {
        for (value, text) in [
            (0.1, "0.1"),
            (1e-05, "1e-05"),
            (1e16, "1e+16"),
            (1.5e16, "1.5e+16"),
            (100.0, "100.0"),
            (-814021421408749.2, "-814021421408749.2"),
            (f64::NAN, "nan"),
            (f64::NEG_INFINITY, "-inf"),
        ] {
            assert_eq!(float_repr(value), text);
        }
    }
}
