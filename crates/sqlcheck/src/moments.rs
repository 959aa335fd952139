//! Which text an engine reads as a date or timestamp, by dialect, as far as `check_query`
//! judges a text literal compared with a date or timestamp column: an ISO date must be one a
//! calendar has; the engines that take ISO alone (DuckDB, BigQuery, SQLite's text order, the
//! Spark family, ClickHouse, ANSI) refuse any other form; MySQL also takes a year-first date
//! with any punctuation or none; the engines that read dates by their settings (PostgreSQL,
//! Redshift, SQL Server, Snowflake, Oracle, and the generic dialect) take any text whose words
//! are numbers, month or weekday names, or a meridiem or UTC mark.

/// Words PostgreSQL (and DuckDB, for the first four) reads as a moment.
const WORDS: [&str; 9] = [
    "infinity",
    "-infinity",
    "+infinity",
    "epoch",
    "now",
    "today",
    "tomorrow",
    "yesterday",
    "allballs",
];

const NAMES: [&str; 12] = [
    "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
];

const DAYS: [&str; 7] = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];

const MARKS: [&str; 6] = ["am", "pm", "utc", "gmt", "z", "t"];

/// How a dialect reads a date written as text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Reading {
    Iso,
    YearFirst,
    Settings,
}

fn reading(dialect: &str) -> Reading {
    match dialect {
        "mysql" => Reading::YearFirst,
        "postgres" | "redshift" | "mssql" | "snowflake" | "oracle" | "generic" => Reading::Settings,
        _ => Reading::Iso,
    }
}

/// Whether a calendar has the day `day` of month `month` in year `year`.
fn on_calendar(year: u32, month: u32, day: u32) -> bool {
    (1..=12).contains(&month)
        && day >= 1
        && i64::from(day) <= dbprint_base::clock::days_in_month(i64::from(year), i64::from(month))
}

/// A date's year, month and day when `text` begins with one written year first (four digits,
/// then one or two for the month and the day, split by `-`, or by any punctuation when
/// `any_mark`), and what follows it is nothing or a time after a space or a `T`.
fn year_first(text: &str, any_mark: bool) -> Option<(u32, u32, u32)> {
    let bytes = text.as_bytes();
    let digits = |from: usize| {
        bytes[from..]
            .iter()
            .take_while(|b| b.is_ascii_digit())
            .count()
    };
    let mark = |at: usize| {
        bytes
            .get(at)
            .is_some_and(|&b| b == b'-' || (any_mark && b.is_ascii_punctuation()))
    };
    if digits(0) != 4 || !mark(4) {
        return None;
    }
    let month_len = digits(5);
    if !(1..=2).contains(&month_len) || !mark(5 + month_len) {
        return None;
    }
    let day_at = 6 + month_len;
    let day_len = digits(day_at);
    let end = day_at + day_len;
    if !(1..=2).contains(&day_len) || !matches!(bytes.get(end), None | Some(b' ' | b'T' | b't')) {
        return None;
    }
    let number = |from: usize, len: usize| text[from..from + len].parse::<u32>().ok();
    Some((
        number(0, 4)?,
        number(5, month_len)?,
        number(day_at, day_len)?,
    ))
}

/// Whether a word of a date written as text is one an engine reading by its settings knows.
fn known_word(word: &str) -> bool {
    word.bytes().all(|b| b.is_ascii_digit())
        || MARKS.contains(&word)
        || (word.len() >= 3 && (NAMES.iter().chain(&DAYS).any(|n| word.starts_with(n))))
}

/// Whether the engine of `dialect` may read `text` as a date or timestamp.
pub fn may_be_moment(text: &str, dialect: &str) -> bool {
    let lower = text.trim().to_lowercase();
    let how = reading(dialect);
    if WORDS.contains(&lower.as_str()) {
        return how == Reading::Settings || (dialect == "duckdb" && WORDS[..4].contains(&&*lower));
    }
    if let Some((year, month, day)) = year_first(&lower, how != Reading::Iso) {
        return on_calendar(year, month, day);
    }
    match how {
        Reading::Iso => false,
        Reading::YearFirst => {
            let digits = lower.bytes().take_while(u8::is_ascii_digit).count();
            let whole = (digits == 8 || digits == 14) && digits == lower.len();
            let number = |from: usize, to: usize| lower[from..to].parse().unwrap_or(0);
            whole && on_calendar(number(0, 4), number(4, 6), number(6, 8))
        }
        Reading::Settings => {
            let words: Vec<&str> = lower
                .split(|c: char| !c.is_ascii_alphanumeric())
                .filter(|w| !w.is_empty())
                .collect();
            words.iter().any(|w| w.bytes().all(|b| b.is_ascii_digit()))
                && words.iter().all(|w| known_word(w))
        }
    }
}

/// A date-time as text with its `T` read as a space and a UTC mark dropped, so the ISO and
/// the SQL spellings of one moment compare equal.
pub fn moment(text: &str) -> String {
    let text = text.trim().trim_end_matches('Z').trim_end_matches("+00:00");
    match text.as_bytes().get(10) {
        Some(b'T') if year_first(&text[..10], false).is_some() => {
            format!("{} {}", &text[..10], &text[11..])
        }
        _ => text.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_iso_date_is_a_moment_everywhere_when_a_calendar_has_it() {
        for dialect in ["duckdb", "bigquery", "postgres", "mysql", "snowflake"] {
            for text in [
                "2024-02-29",
                "2024-3-1",
                "2024-03-01 08:30:00",
                "2024-03-01T08:30Z",
            ] {
                assert!(may_be_moment(text, dialect), "{text} in {dialect}");
            }
            for text in ["2023-02-29", "2024-13-01", "2024-04-31", "2024-01-00", ""] {
                assert!(!may_be_moment(text, dialect), "{text} in {dialect}");
            }
        }
    }

    #[test]
    fn an_engine_reading_iso_alone_refuses_other_forms() {
        for text in ["01/03/2024", "20240301", "Mar 1, 2024", "today", "Q1-2023"] {
            assert!(!may_be_moment(text, "duckdb"), "{text}");
            assert!(!may_be_moment(text, "bigquery"), "{text}");
        }
        assert!(may_be_moment("infinity", "duckdb"));
    }

    #[test]
    fn mysql_takes_a_year_first_date_with_any_punctuation_or_none() {
        for text in ["2024/03/01", "2024.3.1", "20240301", "20240301083000"] {
            assert!(may_be_moment(text, "mysql"), "{text}");
        }
        for text in ["01/03/2024", "20240230", "Mar 1, 2024", "today"] {
            assert!(!may_be_moment(text, "mysql"), "{text}");
        }
    }

    #[test]
    fn an_engine_reading_by_its_settings_takes_numbers_and_month_names() {
        for text in [
            "01/03/2024",
            "20240301",
            "Mar 1, 2024",
            "1 March 2024 8:30 PM",
            "Friday, 1 March 2024",
            "01-MAR-24",
            "yesterday",
        ] {
            assert!(may_be_moment(text, "postgres"), "{text}");
        }
        for text in ["Q1-2023", "last week", "soon", "2024-02-30"] {
            assert!(!may_be_moment(text, "postgres"), "{text}");
        }
    }

    #[test]
    fn the_iso_and_sql_spellings_of_one_moment_compare_equal() {
        assert_eq!(
            moment("2024-03-01T08:30:00Z"),
            moment("2024-03-01 08:30:00")
        );
        assert_eq!(moment("not a date"), "not a date");
    }
}
