//! YAML 1.1 timestamps: recognising the text PyYAML's resolver types as a timestamp and
//! building the `str()` Python gives the resulting `date`/`datetime`, with Python's range
//! checks. It owns no other scalar type.

/// Reads `min..=max` ASCII digits at `*at`, returning their value.
fn digits(bytes: &[u8], at: &mut usize, min: usize, max: usize) -> Option<u32> {
    let start = *at;
    while *at < bytes.len() && *at - start < max && bytes[*at].is_ascii_digit() {
        *at += 1;
    }
    if *at - start < min {
        return None;
    }
    bytes[start..*at]
        .iter()
        .try_fold(0u32, |acc, b| Some(acc * 10 + u32::from(b - b'0')))
}

fn eat(bytes: &[u8], at: &mut usize, byte: u8) -> bool {
    if bytes.get(*at) == Some(&byte) {
        *at += 1;
        true
    } else {
        false
    }
}

struct Offset {
    negative: bool,
    hours: u32,
    minutes: u32,
}

struct Time {
    hour: u32,
    minute: u32,
    second: u32,
    micros: u32,
    /// `None` for a naive time; `Z` is a zero offset.
    offset: Option<Offset>,
}

struct Stamp {
    year: u32,
    month: u32,
    day: u32,
    time: Option<Time>,
}

fn scan_time(bytes: &[u8], at: &mut usize) -> Option<Time> {
    if !(eat(bytes, at, b'T') || eat(bytes, at, b't')) {
        let start = *at;
        while matches!(bytes.get(*at), Some(b' ' | b'\t')) {
            *at += 1;
        }
        if *at == start {
            return None;
        }
    }
    let hour = digits(bytes, at, 1, 2)?;
    if !eat(bytes, at, b':') {
        return None;
    }
    let minute = digits(bytes, at, 2, 2)?;
    if !eat(bytes, at, b':') {
        return None;
    }
    let second = digits(bytes, at, 2, 2)?;
    let mut micros = 0;
    if eat(bytes, at, b'.') {
        let start = *at;
        while bytes.get(*at).is_some_and(u8::is_ascii_digit) {
            *at += 1;
        }
        let fraction = &bytes[start..*at];
        micros = (0..6).fold(0u32, |acc, i| {
            acc * 10 + fraction.get(i).map_or(0, |b| u32::from(b - b'0'))
        });
    }
    while matches!(bytes.get(*at), Some(b' ' | b'\t')) {
        *at += 1;
    }
    let offset = match bytes.get(*at) {
        Some(b'Z') => {
            *at += 1;
            Some(Offset {
                negative: false,
                hours: 0,
                minutes: 0,
            })
        }
        Some(sign @ (b'+' | b'-')) => {
            let negative = *sign == b'-';
            *at += 1;
            let hours = digits(bytes, at, 1, 2)?;
            let minutes = if eat(bytes, at, b':') {
                digits(bytes, at, 2, 2)?
            } else {
                0
            };
            Some(Offset {
                negative,
                hours,
                minutes,
            })
        }
        _ => None,
    };
    Some(Time {
        hour,
        minute,
        second,
        micros,
        offset,
    })
}

/// `strict` is the implicit resolver's form (a bare date needs two-digit month and day);
/// otherwise the `!!timestamp` constructor's looser form.
fn scan(text: &str, strict: bool) -> Option<Stamp> {
    let bytes = text.as_bytes();
    let mut at = 0;
    let year = digits(bytes, &mut at, 4, 4)?;
    if !eat(bytes, &mut at, b'-') {
        return None;
    }
    let month_start = at;
    let month = digits(bytes, &mut at, 1, 2)?;
    let month_len = at - month_start;
    if !eat(bytes, &mut at, b'-') {
        return None;
    }
    let day_start = at;
    let day = digits(bytes, &mut at, 1, 2)?;
    let day_len = at - day_start;
    let time = if at == bytes.len() {
        if strict && (month_len != 2 || day_len != 2) {
            return None;
        }
        None
    } else {
        Some(scan_time(bytes, &mut at)?)
    };
    (at == bytes.len()).then_some(Stamp {
        year,
        month,
        day,
        time,
    })
}

/// Whether the resolver types this plain scalar as a timestamp.
pub(super) fn is_timestamp(text: &str) -> bool {
    scan(text, true).is_some()
}

fn days_in_month(year: u32, month: u32) -> u32 {
    match month {
        2 if year.is_multiple_of(4) && (!year.is_multiple_of(100) || year.is_multiple_of(400)) => {
            29
        }
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

fn check_date(year: u32, month: u32, day: u32) -> Result<(), String> {
    if year == 0 {
        return Err(format!("year {year} is out of range"));
    }
    if !(1..=12).contains(&month) {
        return Err("month must be in 1..12".to_string());
    }
    if day == 0 || day > days_in_month(year, month) {
        return Err("day is out of range for month".to_string());
    }
    Ok(())
}

fn timedelta_repr(seconds: i64) -> String {
    let days = seconds.div_euclid(86_400);
    let rest = seconds.rem_euclid(86_400);
    match (days, rest) {
        (0, 0) => "datetime.timedelta(0)".to_string(),
        (0, s) => format!("datetime.timedelta(seconds={s})"),
        (d, 0) => format!("datetime.timedelta(days={d})"),
        (d, s) => format!("datetime.timedelta(days={d}, seconds={s})"),
    }
}

fn offset_text(offset: &Offset) -> Result<String, String> {
    let minutes = i64::from(offset.hours) * 60 + i64::from(offset.minutes);
    let signed = if offset.negative { -minutes } else { minutes };
    if minutes >= 24 * 60 {
        return Err(format!(
            "offset must be a timedelta strictly between -timedelta(hours=24) and \
             timedelta(hours=24), not {}.",
            timedelta_repr(signed * 60)
        ));
    }
    let sign = if signed < 0 { '-' } else { '+' };
    Ok(format!("{sign}{:02}:{:02}", minutes / 60, minutes % 60))
}

/// The `str()` of the `date`/`datetime` PyYAML builds from `text`; `Ok(None)` when the text is
/// not a timestamp at all, `Err` with Python's message when a field is out of range.
pub(super) fn construct(text: &str) -> Result<Option<String>, String> {
    let Some(stamp) = scan(text, false) else {
        return Ok(None);
    };
    let Some(time) = stamp.time else {
        check_date(stamp.year, stamp.month, stamp.day)?;
        return Ok(Some(format!(
            "{:04}-{:02}-{:02}",
            stamp.year, stamp.month, stamp.day
        )));
    };
    let zone = time.offset.as_ref().map(offset_text).transpose()?;
    check_date(stamp.year, stamp.month, stamp.day)?;
    if time.hour > 23 {
        return Err("hour must be in 0..23".to_string());
    }
    if time.minute > 59 {
        return Err("minute must be in 0..59".to_string());
    }
    if time.second > 59 {
        return Err("second must be in 0..59".to_string());
    }
    let mut out = format!(
        "{:04}-{:02}-{:02} {:02}:{:02}:{:02}",
        stamp.year, stamp.month, stamp.day, time.hour, time.minute, time.second
    );
    if time.micros != 0 {
        out.push_str(&format!(".{:06}", time.micros));
    }
    out.push_str(zone.as_deref().unwrap_or(""));
    Ok(Some(out))
}
