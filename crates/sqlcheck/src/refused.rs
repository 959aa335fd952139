//! SQL the parser refused: whether the fault is certainly the query's or may be the parser's.
//! sqlparser reads most of each dialect but not all of it (Oracle's `KEEP (DENSE_RANK FIRST
//! …)`, say), so a refusal alone does not prove the SQL wrong. It is certainly wrong when a
//! quote or comment never closes, a character has no meaning in the dialect, parentheses or
//! brackets do not balance, the text ends where more must follow, `ORDER` or `GROUP` lacks
//! its `BY`, or a clause keyword (`FROM`, `WHERE`, `AND`…) or a `.` stands where a name or an
//! expression must: an error (`parse_error`); so is a word no dialect accepts where it stands,
//! a misspelled keyword or an unknown opening word (`misworded`). Anywhere else the database
//! may accept what the parser cannot read: a note (`not_checked`) saying where the reading
//! stopped and that nothing in the query was checked.

use sqlparser::dialect::Dialect;
use sqlparser::parser::ParserError;
use sqlparser::tokenizer::{Token, TokenWithSpan, Tokenizer};

use super::finding::{Finding, Place, Severity};
use super::misworded::misworded;

/// Keywords every dialect reserves for its clauses: one of them where a name or an expression
/// must stand is a slip, never a dialect's syntax.
const CLAUSE_KEYWORDS: [&str; 19] = [
    "SELECT",
    "FROM",
    "WHERE",
    "GROUP",
    "ORDER",
    "HAVING",
    "BY",
    "UNION",
    "INTERSECT",
    "EXCEPT",
    "JOIN",
    "ON",
    "AND",
    "OR",
    "WHEN",
    "THEN",
    "ELSE",
    "END",
    "LIMIT",
];

/// Why the refusal is certainly the query's fault, if it is.
fn certain_fault(tokens: &[TokenWithSpan], message: &str, place: Place) -> Option<&'static str> {
    let mut depth: i64 = 0;
    for t in tokens {
        match t.token {
            Token::LParen | Token::LBracket => depth += 1,
            Token::RParen | Token::RBracket => depth -= 1,
            _ => {}
        }
        if depth < 0 {
            return Some("a closing parenthesis or bracket has no opening one");
        }
    }
    if depth > 0 {
        return Some("a parenthesis or bracket is never closed");
    }
    if message.contains("found: EOF") {
        return Some("the SQL ends where more must follow");
    }
    if message.contains("Expected: BY") {
        return Some("ORDER and GROUP take BY");
    }
    let found = message
        .split("found: ")
        .nth(1)
        .map(|rest| rest.split(" at Line: ").next().unwrap_or(rest))
        .unwrap_or_default();
    let words: Vec<String> = tokens
        .iter()
        .filter(|t| !matches!(t.token, Token::Whitespace(_)))
        .filter(|t| (t.span.start.line, t.span.start.column) <= (place.line, place.column))
        .map(|t| match &t.token {
            Token::Word(w) if w.quote_style.is_none() => w.value.to_uppercase(),
            other => other.to_string(),
        })
        .collect();
    let at = words.iter().rposition(|w| w.eq_ignore_ascii_case(found));
    let before = at.and_then(|i| i.checked_sub(1)).map(|i| words[i].as_str());
    let after = at.and_then(|i| {
        tokens
            .iter()
            .filter(|t| !matches!(t.token, Token::Whitespace(_)))
            .nth(i + 1)
    });
    let after_by = after
        .is_some_and(|t| matches!(&t.token, Token::Word(w) if w.value.eq_ignore_ascii_case("BY")));
    let wants_expression = message.contains("an expression") || message.contains("identifier");
    let keyword = found.to_uppercase();
    let is_clause = CLAUSE_KEYWORDS.contains(&keyword.as_str()) && at.is_some();
    let char_token = tokens
        .iter()
        .find(|t| t.span.start.line == place.line && t.span.start.column == place.column)
        .is_some_and(|t| matches!(t.token, Token::Char(_)));
    if char_token {
        Some("a character with no meaning in this dialect")
    } else if matches!(keyword.as_str(), "ORDER" | "GROUP") && is_clause && !after_by {
        Some("ORDER and GROUP take BY")
    } else if keyword == "BY" && matches!(before, Some("ORDER" | "GROUP")) {
        Some("a clause keyword where a name or an expression must stand")
    } else if found == "." && (wants_expression || message.contains("end of statement")) {
        Some("a qualified name where none can stand")
    } else if is_clause && wants_expression {
        Some("a clause keyword where a name or an expression must stand")
    } else {
        None
    }
}

/// The findings for SQL the parser refused with `error` at `place`, written in `dialect`
/// (named `dialect_name`): the misworded keywords when there are some, else one.
pub fn refused(
    sql: &str,
    dialect: &dyn Dialect,
    dialect_name: &str,
    error: &ParserError,
    place: Place,
) -> Vec<Finding> {
    let message = error.to_string();
    let tokens = match Tokenizer::new(dialect, sql).tokenize_with_location() {
        Ok(tokens) => tokens,
        Err(_) => return vec![Finding::new(Severity::Error, "parse_error", place, message)],
    };
    if matches!(error, ParserError::TokenizerError(_)) {
        return vec![Finding::new(Severity::Error, "parse_error", place, message)];
    }
    let misworded = misworded(dialect, sql, place, &message);
    if !misworded.is_empty() {
        return misworded;
    }
    let finding = match certain_fault(&tokens, &message, place) {
        Some(why) => Finding::new(
            Severity::Error,
            "parse_error",
            place,
            format!("{message} ({why})"),
        ),
        None => Finding::new(
            Severity::Note,
            "not_checked",
            place,
            format!(
                "the parser stops at line {}, column {} ({message}); {dialect_name} may accept this SQL, whose syntax the parser does not know: nothing in the query was checked",
                place.line, place.column
            ),
        ),
    };
    vec![finding]
}

#[cfg(test)]
mod tests {
    use super::*;
    use sqlparser::dialect::dialect_from_str;
    use sqlparser::parser::Parser;

    fn judged(sql: &str, dialect: &str) -> Finding {
        let parser_dialect = dialect_from_str(dialect).unwrap();
        let error = Parser::parse_sql(parser_dialect.as_ref(), sql).unwrap_err();
        let place = super::super::parser_place(&error.to_string());
        let mut found = refused(sql, parser_dialect.as_ref(), dialect, &error, place);
        assert_eq!(found.len(), 1, "{sql}");
        found.remove(0)
    }

    #[test]
    fn syntax_the_parser_lacks_is_not_checked_rather_than_wrong() {
        let keep = "SELECT d, MAX(x) KEEP (DENSE_RANK FIRST ORDER BY y) FROM t GROUP BY d";
        let finding = judged(keep, "oracle");
        assert_eq!(
            (finding.severity, finding.kind),
            (Severity::Note, "not_checked")
        );
        assert!(finding.message.contains("oracle may accept"));
    }

    #[test]
    fn unbalanced_parentheses_and_a_cut_off_query_are_errors() {
        for (sql, dialect) in [
            ("SELECT a FROM t WHERE (a = 1 OR b = 2", "mssql"),
            ("SELECT a FROM t WHERE a = 1)", "postgres"),
            ("SELECT a FROM t WHERE", "oracle"),
            ("SELECT a FROM t WHERE a = 'open", "postgres"),
            ("SELECT a FROM t ORDER a", "snowflake"),
        ] {
            let finding = judged(sql, dialect);
            assert_eq!(finding.kind, "parse_error", "{sql}");
            assert_eq!(finding.severity, Severity::Error, "{sql}");
        }
    }

    #[test]
    fn a_clause_keyword_where_a_name_must_stand_is_an_error() {
        for (sql, dialect) in [
            ("SELECT a, FROM t", "postgres"),
            ("SELECT a FROM t WHERE a = 1 AND GROUP BY a", "mysql"),
            ("SELECT t.a t.b FROM t", "sqlite"),
            ("SELECT `a` FROM t", "postgres"),
        ] {
            assert_eq!(judged(sql, dialect).kind, "parse_error", "{sql}");
        }
    }
}
