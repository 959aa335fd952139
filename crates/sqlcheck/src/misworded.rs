//! Words no dialect accepts where they stand: a keyword misspelled where the parser stopped
//! (`SELEC`, `FRM`, `WHER`), or a statement opened by a word no statement starts with. Such
//! SQL is certainly wrong, never syntax the parser lacks, and only judged so when every
//! supported dialect refuses it. A misspelling is a word within one or two edits of a clause
//! or statement keyword (same first letter, or its first two letters swapped), standing where
//! the parser stopped or just before it, whose keyword carries the parse past that place; each
//! is an error with the keyword as its fix, and the SQL so fixed is read again for the next
//! (at most `MOST_FIXES`). A word opening a statement, misspelled or unknown, is judged only
//! when what follows it could not be a T-SQL procedure's arguments (`sp_who 'x'`, `SELEC 2`),
//! an unknown one only when it is no keyword of any dialect.

use sqlparser::dialect::{Dialect, dialect_from_str};
use sqlparser::keywords::Keyword;
use sqlparser::tokenizer::{Token, TokenWithSpan, Tokenizer};

use super::bounded::{QUERY, Tokens};
use super::finding::{Finding, Fix, Offsets, Place, Severity};
use super::{DIALECTS, end_of, parser_place};

/// The keywords a misspelling is looked for against: clauses and statements.
const KEYWORDS: [&str; 28] = [
    "SELECT",
    "FROM",
    "WHERE",
    "GROUP",
    "ORDER",
    "HAVING",
    "LIMIT",
    "UNION",
    "JOIN",
    "INNER",
    "LEFT",
    "RIGHT",
    "OUTER",
    "CROSS",
    "FULL",
    "WITH",
    "VALUES",
    "INSERT",
    "UPDATE",
    "DELETE",
    "CREATE",
    "DISTINCT",
    "QUALIFY",
    "OFFSET",
    "EXCEPT",
    "INTERSECT",
    "BETWEEN",
    "WINDOW",
];

/// Keywords no T-SQL procedure argument can be: one after an unknown opening word makes it no
/// procedure call.
const CLAUSE_KEYWORDS: [&str; 8] = [
    "SELECT", "FROM", "WHERE", "GROUP", "ORDER", "HAVING", "JOIN", "UNION",
];

/// The most misspellings one SQL text is read for.
const MOST_FIXES: usize = 8;

/// Whether `sql` parses in `dialect`, else the byte offset where the parser stopped.
fn stop_in(dialect: &dyn Dialect, sql: &str) -> Option<usize> {
    let Ok(tokens) = Tokens::read(dialect, sql, QUERY) else {
        return Some(0);
    };
    let place = tokens.parsed(dialect, |parsed| {
        parsed.err().map(|error| parser_place(&error.to_string()))
    })?;
    let place = if place.line == 0 { end_of(sql) } else { place };
    Some(
        Offsets::new(sql)
            .span(place)
            .map_or(sql.len(), |(at, _)| at),
    )
}

/// Whether every supported dialect refuses `sql`.
fn refused_by_every_dialect(sql: &str) -> bool {
    DIALECTS
        .iter()
        .filter_map(|name| dialect_from_str(name))
        .all(|dialect| stop_in(dialect.as_ref(), sql).is_some())
}

/// How many edits `word` is from `keyword`, when it is a near miss of it: one edit (two for a
/// keyword of five letters or more), the same first letter or the first two swapped, and not
/// the keyword itself.
fn near_miss(word: &str, keyword: &str) -> Option<usize> {
    let word = word.to_ascii_uppercase();
    if word.len() < 3 || word == keyword {
        return None;
    }
    let distance = strsim::osa_distance(&word, keyword);
    let allowed = if keyword.len() >= 5 { 2 } else { 1 };
    let (w, k) = (word.as_bytes(), keyword.as_bytes());
    let same_start = w.first() == k.first();
    let swapped_start = w.len() >= 2 && w[0] == k[1] && w[1] == k[0];
    (distance <= allowed && (same_start || swapped_start)).then_some(distance)
}

/// The keywords `word` is a near miss of, nearest first.
fn nearest_keywords(word: &str) -> Vec<&'static str> {
    let mut near: Vec<(usize, &str)> = KEYWORDS
        .iter()
        .filter_map(|k| near_miss(word, k).map(|d| (d, *k)))
        .collect();
    near.sort();
    near.into_iter().map(|(_, k)| k).collect()
}

/// An unquoted word no dialect takes for a keyword.
fn plain_word(token: &TokenWithSpan) -> Option<&str> {
    match &token.token {
        Token::Word(w) if w.quote_style.is_none() && w.keyword == Keyword::NoKeyword => {
            Some(w.value.as_str())
        }
        _ => None,
    }
}

/// One misspelling: its byte range in the text read, the keyword meant.
struct Misspelling {
    start: usize,
    end: usize,
    keyword: &'static str,
}

/// The misspelled keyword at or just before the byte offset `stop` where `sql` stops parsing
/// in `dialect`, when its keyword carries the parse past `stop`.
fn misspelling_at(dialect: &dyn Dialect, sql: &str, stop: usize) -> Option<Misspelling> {
    let tokens = Tokenizer::new(dialect, sql).tokenize_with_location().ok()?;
    let offsets = Offsets::new(sql);
    let significant: Vec<(usize, usize, &TokenWithSpan)> = tokens
        .iter()
        .filter(|t| !matches!(t.token, Token::Whitespace(_) | Token::EOF))
        .filter_map(|t| {
            let (start, end) = offsets.span(Place::from(t.span))?;
            Some((start, end, t))
        })
        .collect();
    let at = significant.partition_point(|(start, _, _)| *start < stop);
    let candidates = [Some(at), at.checked_sub(1)];
    for i in candidates.into_iter().flatten() {
        let Some(&(start, end, token)) = significant.get(i) else {
            continue;
        };
        let Some(word) = plain_word(token) else {
            continue;
        };
        let opens = i == 0 || significant[i - 1].2.token == Token::SemiColon;
        let rest = significant[i + 1..].iter().map(|(_, _, t)| *t);
        if opens && could_be_procedure_call(rest) {
            continue;
        }
        for keyword in nearest_keywords(word) {
            let fixed = format!("{}{keyword}{}", &sql[..start], &sql[end..]);
            // Where the keyword ends in the fixed text: a stop past it, placed back in `sql`.
            let past = start + keyword.len();
            let further = match stop_in(dialect, &fixed) {
                None => true,
                Some(new_stop) => new_stop >= past && new_stop - past + end > stop,
            };
            if further {
                return Some(Misspelling {
                    start,
                    end,
                    keyword,
                });
            }
        }
    }
    None
}

/// The 1-based place of the byte range `start..end` of `sql`.
fn place_of(sql: &str, start: usize, end: usize) -> Place {
    let at = |offset: usize| -> (u64, u64) {
        let before = sql.get(..offset).unwrap_or(sql);
        let line = before.matches('\n').count() as u64 + 1;
        let line_start = before.rfind('\n').map_or(0, |at| at + 1);
        let column = before.get(line_start..).map_or(0, |l| l.chars().count()) as u64 + 1;
        (line, column)
    };
    let ((line, column), (end_line, end_column)) = (at(start), at(end));
    Place {
        line,
        column,
        end_line,
        end_column,
    }
}

/// The error for a misspelled keyword at `place`.
fn misspelled(word: &str, keyword: &'static str, place: Place) -> Finding {
    let message = format!(
        "{word} is no keyword, and no dialect reads the SQL as written (a misspelling of {keyword}): nothing in it was checked"
    );
    let mut finding = Finding::new(Severity::Error, "misspelled_keyword", place, message).with(
        "suggestions",
        dbprint_yaml::Value::Seq(vec![dbprint_yaml::Value::str(keyword)]),
    );
    finding.fix = Some(Fix {
        place,
        replacement: keyword.to_string(),
    });
    finding
}

/// The misspelled keywords of `sql`, which `dialect` stopped parsing at byte offset `stop`,
/// each placed in `sql`: none unless every dialect refuses it.
fn misspellings(dialect: &dyn Dialect, sql: &str, stop: usize) -> Vec<Finding> {
    let mut findings = Vec::new();
    let mut text = sql.to_string();
    let mut stop = Some(stop);
    // Each fix made so far: its start in the text read and how many bytes it added.
    let mut shifts: Vec<(usize, isize)> = Vec::new();
    while let Some(at) = stop {
        if findings.len() >= MOST_FIXES {
            break;
        }
        let Some(found) = misspelling_at(dialect, &text, at) else {
            break;
        };
        let shift = |offset: usize| -> usize {
            let added: isize = shifts
                .iter()
                .filter(|(start, _)| *start < offset)
                .map(|(_, added)| *added)
                .sum();
            offset.saturating_add_signed(-added)
        };
        let (start, end) = (shift(found.start), shift(found.end));
        let word = &text[found.start..found.end];
        findings.push(misspelled(word, found.keyword, place_of(sql, start, end)));
        text = format!(
            "{}{}{}",
            &text[..found.start],
            found.keyword,
            &text[found.end..]
        );
        shifts.push((
            found.start,
            found.keyword.len() as isize - (found.end - found.start) as isize,
        ));
        stop = stop_in(dialect, &text);
    }
    findings
}

/// Whether what follows the opening word (up to `;`) could be a T-SQL procedure's arguments:
/// names, literals, `@` parameters, `=`, `-` and commas, no clause keyword.
fn could_be_procedure_call<'t>(rest: impl IntoIterator<Item = &'t TokenWithSpan>) -> bool {
    rest.into_iter()
        .take_while(|t| t.token != Token::SemiColon)
        .all(|t| match &t.token {
            Token::Word(w) => !CLAUSE_KEYWORDS
                .iter()
                .any(|k| w.quote_style.is_none() && w.value.eq_ignore_ascii_case(k)),
            Token::Number(..)
            | Token::SingleQuotedString(_)
            | Token::NationalStringLiteral(_)
            | Token::Placeholder(_)
            | Token::Comma
            | Token::Eq
            | Token::Minus
            | Token::Period => true,
            _ => false,
        })
}

/// The error for a statement opened at byte offset `stop` by a word no statement starts with,
/// no keyword of any dialect and no procedure call.
fn unknown_statement(dialect: &dyn Dialect, sql: &str, stop: usize) -> Option<Finding> {
    let tokens = Tokenizer::new(dialect, sql).tokenize_with_location().ok()?;
    let offsets = Offsets::new(sql);
    let significant: Vec<&TokenWithSpan> = tokens
        .iter()
        .filter(|t| !matches!(t.token, Token::Whitespace(_) | Token::EOF))
        .collect();
    let at = significant.iter().position(|t| {
        offsets
            .span(Place::from(t.span))
            .is_some_and(|(start, _)| start == stop)
    })?;
    let opens = at == 0 || significant[at - 1].token == Token::SemiColon;
    let word = plain_word(significant[at])?;
    if !opens || could_be_procedure_call(significant[at + 1..].iter().copied()) {
        return None;
    }
    let place = Place::from(significant[at].span);
    let message = format!(
        "no statement starts with {word} in any dialect: a statement opens with a keyword such as SELECT, WITH or INSERT; nothing in the SQL was checked"
    );
    Some(Finding::new(
        Severity::Error,
        "unknown_statement",
        place,
        message,
    ))
}

/// The errors for words no dialect accepts where they stand in `sql`, which `dialect` stopped
/// parsing at `place` with `message`: empty when some dialect reads it.
pub fn misworded(dialect: &dyn Dialect, sql: &str, place: Place, message: &str) -> Vec<Finding> {
    let Some((stop, _)) = Offsets::new(sql).span(place) else {
        return Vec::new();
    };
    let mut found = misspellings(dialect, sql, stop);
    if found.is_empty() && message.contains("Expected: an SQL statement") {
        found.extend(unknown_statement(dialect, sql, stop));
    }
    // Read in every dialect only when there is something to judge: most refusals have not.
    if found.is_empty() || !refused_by_every_dialect(sql) {
        return Vec::new();
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use sqlparser::dialect::GenericDialect;

    fn judged(sql: &str) -> Vec<(Option<String>, &'static str, u64)> {
        let dialect = GenericDialect {};
        let Some(stop) = stop_in(&dialect, sql) else {
            return Vec::new();
        };
        let offsets = Offsets::new(sql);
        let place = (0..=sql.len())
            .map(|at| place_of(sql, at, at))
            .find(|p| offsets.span(*p).is_some_and(|(s, _)| s == stop))
            .expect("the place the parser stopped at");
        let message = Tokens::read(&dialect, sql, QUERY)
            .unwrap()
            .parsed(&dialect, |p| p.err().map(|e| e.to_string()))
            .expect("the parser's error");
        misworded(&dialect, sql, place, &message)
            .into_iter()
            .map(|f| (f.fix.map(|f| f.replacement), f.kind, f.place.column))
            .collect()
    }

    #[test]
    fn a_misspelled_keyword_where_the_parser_stops_is_an_error_with_its_keyword() {
        assert_eq!(
            judged("SELEC * FRM sales.orders"),
            [
                (Some("SELECT".to_string()), "misspelled_keyword", 1),
                (Some("FROM".to_string()), "misspelled_keyword", 9)
            ]
        );
        assert_eq!(
            judged("SELECT * FORM sales.orders"),
            [(Some("FROM".to_string()), "misspelled_keyword", 10)]
        );
        assert_eq!(
            judged("SELECT order_id FORM sales.orders"),
            [(Some("FROM".to_string()), "misspelled_keyword", 17)]
        );
        assert_eq!(
            judged("SELECT * FROM sales.orders WHER status = 'x'"),
            [(Some("WHERE".to_string()), "misspelled_keyword", 28)]
        );
    }

    #[test]
    fn a_near_miss_whose_keyword_reads_no_further_is_no_misspelling() {
        assert!(judged("SELECT * FROM orders ord status").is_empty());
        assert!(judged("SELECT a FROM t WHERE x = 1").is_empty());
    }

    #[test]
    fn a_near_miss_shares_the_first_letter_or_swaps_the_first_two() {
        assert_eq!(near_miss("FRM", "FROM"), Some(1));
        assert_eq!(near_miss("rfom", "FROM"), Some(1));
        assert_eq!(near_miss("SLECET", "SELECT"), Some(2));
        assert_eq!(near_miss("DROM", "FROM"), None);
        assert_eq!(near_miss("FROM", "FROM"), None);
        assert_eq!(near_miss("ON", "ON"), None);
    }

    #[test]
    fn an_unknown_opening_word_is_an_error_unless_it_could_call_a_procedure() {
        assert_eq!(
            judged("PLEASE SELECT * FROM t"),
            [(None, "unknown_statement", 1)]
        );
        assert!(judged("sp_who 'active'").is_empty());
        assert!(
            judged("SELEC 2").is_empty(),
            "a T-SQL call of a procedure SELEC"
        );
        assert!(judged("SELECT 1; frobnicate 1, 2").is_empty());
    }
}
