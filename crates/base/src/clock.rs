//! Instants as a freshness verdict needs them: the server's clock, a `profiled_at` stamp read
//! the way Python's `datetime.fromisoformat` reads it (an offset-less one as UTC), and UTC
//! text for the `now` a reply carries.

use std::time::{SystemTime, UNIX_EPOCH};

/// Seconds since the Unix epoch, now.
pub fn now() -> f64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs_f64())
        .unwrap_or(0.0)
}

/// Days since 1970-01-01 of a proleptic Gregorian date.
fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = if y >= 0 { y } else { y - 399 } / 400;
    let yoe = y - era * 400;
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

fn civil_from_days(z: i64) -> (i64, i64, i64) {
    let z = z + 719_468;
    let era = if z >= 0 { z } else { z - 146_096 } / 146_097;
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    (
        if m <= 2 {
            yoe + era * 400 + 1
        } else {
            yoe + era * 400
        },
        m,
        d,
    )
}

fn digits(s: &str) -> Option<i64> {
    (!s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()))
        .then(|| s.parse().ok())
        .flatten()
}

/// The days of month `m` (1 to 12) of year `y` in the proleptic Gregorian calendar.
pub fn days_in_month(y: i64, m: i64) -> i64 {
    match m {
        2 if (y.rem_euclid(4) == 0 && y.rem_euclid(100) != 0) || y.rem_euclid(400) == 0 => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// `YYYY-MM-DD` or `YYYYMMDD` as days since the epoch. Every field is read with `get`, so a
/// multi-byte character where a digit or dash belongs is no date rather than a panic.
fn date_part(s: &str) -> Option<i64> {
    let field = |range: std::ops::Range<usize>| s.get(range).and_then(digits);
    let (y, m, d) = match s.len() {
        10 if s.get(4..5) == Some("-") && s.get(7..8) == Some("-") => {
            (field(0..4)?, field(5..7)?, field(8..10)?)
        }
        8 => (field(0..4)?, field(4..6)?, field(6..8)?),
        _ => return None,
    };
    if !(1..=12).contains(&m) || d < 1 || d > days_in_month(y, m) || y < 1 {
        return None;
    }
    Some(days_from_civil(y, m, d))
}

/// `HH[:MM[:SS[.ffffff]]]` or `HHMM[SS]`, as seconds into the day.
fn clock_part(s: &str) -> Option<f64> {
    let (main, fraction) = match s.find(['.', ',']) {
        Some(i) => (&s[..i], Some(&s[i + 1..])),
        None => (s, None),
    };
    let fields: Vec<&str> = if main.contains(':') {
        main.split(':').collect()
    } else {
        (0..main.len())
            .step_by(2)
            .map(|i| main.get(i..i + 2).unwrap_or(""))
            .collect()
    };
    if fields.is_empty() || fields.len() > 3 || fields.iter().any(|f| f.len() != 2) {
        return None;
    }
    let h = digits(fields[0])?;
    let m = fields.get(1).map_or(Some(0), |f| digits(f))?;
    let sec = fields.get(2).map_or(Some(0), |f| digits(f))?;
    if h > 23 || m > 59 || sec > 59 {
        return None;
    }
    let frac = match fraction {
        Some(f) if fields.len() == 3 => {
            digits(f)?;
            format!("0.{f}").parse::<f64>().ok()?
        }
        Some(_) => return None,
        None => 0.0,
    };
    Some((h * 3600 + m * 60 + sec) as f64 + frac)
}

/// `Z`, `±HH[:MM[:SS]]` or `±HHMM` as seconds east of UTC.
fn offset_part(s: &str) -> Option<f64> {
    if s == "Z" {
        return Some(0.0);
    }
    let sign = match s.as_bytes().first()? {
        b'+' => 1.0,
        b'-' => -1.0,
        _ => return None,
    };
    Some(sign * clock_part(&s[1..])?)
}

/// A `profiled_at` string as seconds since the epoch, as `datetime.fromisoformat` reads it.
pub fn parse_iso(text: &str) -> Option<f64> {
    if text.len() == 10 || text.len() == 8 {
        return date_part(text).map(|d| d as f64 * 86_400.0);
    }
    let date_len = if text.get(4..5) == Some("-") { 10 } else { 8 };
    let date = date_part(text.get(..date_len)?)?;
    // The separator is any one character, as Python takes it, however many bytes it spans.
    let mut after_date = text.get(date_len..)?.chars();
    after_date.next()?;
    let rest = after_date.as_str();
    let (clock, offset) = match rest.find(['Z', '+', '-']) {
        Some(i) => (&rest[..i], offset_part(&rest[i..])?),
        None => (rest, 0.0),
    };
    Some(date as f64 * 86_400.0 + clock_part(clock)? - offset)
}

/// `seconds` since the epoch as `YYYY-MM-DDTHH:MM:SSZ`.
pub fn utc_text(seconds: f64) -> String {
    let whole = seconds.floor() as i64;
    let (y, m, d) = civil_from_days(whole.div_euclid(86_400));
    let s = whole.rem_euclid(86_400);
    format!(
        "{y:04}-{m:02}-{d:02}T{:02}:{:02}:{:02}Z",
        s / 3600,
        s % 3600 / 60,
        s % 60
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn iso_forms_python_accepts() {
        let base = parse_iso("2026-03-09T14:27:36Z").unwrap();
        assert_eq!(base, 1_773_066_456.0);
        assert_eq!(parse_iso("2026-03-09T14:27:36"), Some(base));
        assert_eq!(parse_iso("2026-03-09 14:27:36+00:00"), Some(base));
        assert_eq!(parse_iso("2026-03-09T15:27:36+01:00"), Some(base));
        assert_eq!(parse_iso("2026-03-09T14:27:36.5Z"), Some(base + 0.5));
        assert_eq!(parse_iso("20260309T142736Z"), Some(base));
        assert_eq!(parse_iso("2026-03-09"), Some(base - 52_056.0));
    }

    #[test]
    fn unreadable_stamps_are_none() {
        for bad in [
            "",
            "yesterday",
            "2026-13-01",
            "2026-02-30T00:00:00",
            "2026-03-09T25:00",
        ] {
            assert_eq!(parse_iso(bad), None, "{bad}");
        }
    }

    /// A multi-byte character where a digit or dash belongs is no instant (Python's
    /// `fromisoformat` raises, so the entry is dormant, §4.2), never a panic.
    #[test]
    fn a_non_ascii_stamp_is_no_instant_not_a_panic() {
        for bad in [
            "202é-03-01",
            "2026é03-01",
            "2026-03-0é",
            "2026-0é-01",
            "2026-03é01",
            "2026030é",
            "202€0301",
            "2026-03-01é",
            "2026-03-01T14:2é",
            "2026-03-01T14:27:36+0é:00",
            "2026-03-01T1€",
            "𝟘026-03-01T00:00",
        ] {
            assert_eq!(parse_iso(bad), None, "{bad}");
        }
    }

    /// Python takes any one character between the date and the time, however many bytes.
    #[test]
    fn a_non_ascii_separator_is_one_character() {
        let base = parse_iso("2026-03-09T14:27:36Z");
        assert_eq!(parse_iso("2026-03-09é14:27:36Z"), base);
        assert_eq!(parse_iso("2026-03-09\u{3000}14:27:36Z"), base);
        assert_eq!(parse_iso("20260309𝟘142736"), base);
    }

    #[test]
    fn utc_text_round_trips() {
        assert_eq!(utc_text(1_773_066_456.0), "2026-03-09T14:27:36Z");
        assert_eq!(parse_iso(&utc_text(1_000_000_000.0)), Some(1_000_000_000.0));
    }
}
