//! A question that names a time (`in March 1996`, `during 2021`, `per quarter`) needs a table
//! that records when things happened: a column of a date or time type. Both sides say so with
//! one term, `DATE_TERM`: a table's document gains it once per date or time column (by its SQL
//! type or its `temporal` classification), and a question naming a month, a year or a unit of
//! the calendar gains a concept asking for it.

use dbprint_print::views::sql_type::{TypeClass, type_class};

/// The term a date or time column and a question's time share.
pub const DATE_TERM: &str = "date";

/// Months, and the calendar's units, as a question writes them (`may` only capitalised): the
/// English calendar whole, not words taken from any question set.
const MONTHS: &[&str] = &[
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
];
const UNITS: &[&str] = &[
    "annual",
    "annually",
    "daily",
    "monthly",
    "quarter",
    "quarterly",
    "weekly",
    "yearly",
];

/// Types that record a time without being a date or a timestamp: a time of day, SQL
/// Server's short datetime, a span.
const OTHER_TIMES: [&str; 3] = ["TIME", "SMALLDATETIME", "INTERVAL"];

/// Whether a column of SQL type `sql_type` and classification `class` holds dates or times:
/// the temporal class, a type the shared classifier reads as temporal, or another time type.
pub fn is_temporal(sql_type: Option<&str>, class: Option<&str>) -> bool {
    if class == Some("temporal") {
        return true;
    }
    let Some(sql_type) = sql_type else {
        return false;
    };
    let base = sql_type.split(['(', ' ']).next().unwrap_or_default();
    type_class(sql_type) == TypeClass::Temporal
        || OTHER_TIMES.contains(&base.trim().to_ascii_uppercase().as_str())
}

/// Whether the question's word `written` (as written) names a time: a month, a year from
/// 1900 to 2099, or a unit of the calendar.
pub fn names_a_time(written: &str) -> bool {
    let folded = written.to_lowercase();
    if folded == "may" {
        return written.starts_with('M');
    }
    if MONTHS.contains(&folded.as_str()) || UNITS.contains(&folded.as_str()) {
        return true;
    }
    folded.len() == 4
        && folded.chars().all(|c| c.is_ascii_digit())
        && (folded.starts_with("19") || folded.starts_with("20"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn date_and_time_types_and_the_temporal_class_hold_times() {
        assert!(is_temporal(Some("DATE"), None));
        assert!(is_temporal(Some("timestamp with time zone"), None));
        assert!(is_temporal(Some("TIMESTAMP_NTZ"), None));
        assert!(is_temporal(Some("DATETIME(6)"), None));
        assert!(is_temporal(Some("VARCHAR"), Some("temporal")));
        assert!(!is_temporal(Some("VARCHAR"), Some("categorical")));
        assert!(!is_temporal(Some("DATEDIFF_RESULT"), None));
        assert!(!is_temporal(None, None));
    }

    #[test]
    fn months_years_and_calendar_units_name_a_time() {
        assert!(names_a_time("March"));
        assert!(names_a_time("1996"));
        assert!(names_a_time("quarterly"));
        assert!(names_a_time("May"));
        assert!(!names_a_time("may"));
        assert!(!names_a_time("300"));
        assert!(!names_a_time("2500"));
        assert!(!names_a_time("customers"));
    }
}
