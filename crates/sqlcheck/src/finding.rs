//! One finding of `check_query`: its severity, kind, place in the SQL (1-based line and
//! column, from the parser's spans), a one-line message, the tool call that explains it, what
//! else it carries (suggestions, stored spellings), and the fix `corrected_sql` applies when it
//! has exactly one. The corrected SQL is given only when every error has its fix.

use dbprint_base::echo::{cut, echo};
use dbprint_yaml::{Mapping, Value};

/// The most characters a finding's message shows: one that quotes a long name or literal
/// of the SQL is cut there, and marked.
const MESSAGE: usize = 1_000;
use sqlparser::tokenizer::Span;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    Error,
    Warning,
    Note,
}

impl Severity {
    pub fn word(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
        }
    }
}

/// A place in the SQL: 1-based lines and columns, the end exclusive; 0 where unknown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Default)]
pub struct Place {
    pub line: u64,
    pub column: u64,
    pub end_line: u64,
    pub end_column: u64,
}

impl From<Span> for Place {
    fn from(span: Span) -> Self {
        Place {
            line: span.start.line,
            column: span.start.column,
            end_line: span.end.line,
            end_column: span.end.column,
        }
    }
}

/// Text that replaces a place of the SQL.
#[derive(Debug, Clone, PartialEq)]
pub struct Fix {
    pub place: Place,
    pub replacement: String,
}

/// The tool call that explains a finding.
#[derive(Debug, Clone, PartialEq)]
pub struct Explain {
    pub tool: &'static str,
    pub arguments: Vec<(&'static str, Value)>,
}

impl Explain {
    pub fn new(tool: &'static str, arguments: Vec<(&'static str, &str)>) -> Self {
        Explain {
            tool,
            arguments: arguments
                .into_iter()
                .map(|(k, v)| (k, Value::str(v)))
                .collect(),
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct Finding {
    pub severity: Severity,
    pub kind: &'static str,
    pub place: Place,
    pub message: String,
    pub explain: Option<Explain>,
    pub extra: Vec<(&'static str, Value)>,
    /// The one fix, when there is one; an unknown name with no clear nearest has none.
    pub fix: Option<Fix>,
}

impl Finding {
    pub fn new(severity: Severity, kind: &'static str, place: Place, message: String) -> Self {
        Finding {
            severity,
            kind,
            place,
            message,
            explain: None,
            extra: Vec::new(),
            fix: None,
        }
    }

    pub fn explained(mut self, explain: Explain) -> Self {
        self.explain = Some(explain);
        self
    }

    pub fn with(mut self, key: &'static str, value: Value) -> Self {
        self.extra.push((key, value));
        self
    }

    /// The finding as a reply shows it.
    pub fn shown(&self) -> Value {
        let mut out = Mapping::new();
        let mut put = |k: &str, v: Value| {
            out.insert(Value::str(k), v);
        };
        put("severity", Value::str(self.severity.word()));
        put("kind", Value::str(self.kind));
        put("line", Value::Int(self.place.line as i64));
        put("column", Value::Int(self.place.column as i64));
        put("end_line", Value::Int(self.place.end_line as i64));
        put("end_column", Value::Int(self.place.end_column as i64));
        put("message", Value::str(cut(&self.message, MESSAGE)));
        for (key, value) in &self.extra {
            put(key, value.clone());
        }
        if let Some(fix) = &self.fix {
            put("fix", Value::str(fix.replacement.clone()));
        }
        if let Some(explain) = &self.explain {
            let arguments: Mapping = explain
                .arguments
                .iter()
                .map(|(k, v)| {
                    let v = match v.as_str() {
                        Some(text) => Value::str(echo(text)),
                        None => v.clone(),
                    };
                    (Value::str(*k), v)
                })
                .collect();
            let mut call = Mapping::new();
            call.insert(Value::str("tool"), Value::str(explain.tool));
            call.insert(Value::str("arguments"), Value::Map(arguments));
            put("explain", Value::Map(call));
        }
        Value::Map(out)
    }
}

/// Where each line of one SQL text starts, so that a 1-based (line, column) place, columns
/// counted in characters, finds its byte offset without walking the text again.
pub struct Offsets<'a> {
    sql: &'a str,
    /// Per line, its first character's index and its length in characters (its newline
    /// included), as `str::split_inclusive('\n')` cuts the text.
    lines: Vec<(usize, usize)>,
    /// Each character's byte offset, then the text's length; empty when the text is ASCII,
    /// where a character's index is its offset.
    chars: Vec<usize>,
}

impl<'a> Offsets<'a> {
    pub fn new(sql: &'a str) -> Self {
        let ascii = sql.is_ascii();
        let mut chars = Vec::new();
        let mut lines = Vec::new();
        let (mut first, mut count) = (0usize, 0usize);
        for (at, c) in sql.char_indices() {
            if !ascii {
                chars.push(at);
            }
            count += 1;
            if c == '\n' {
                lines.push((first, count));
                first += count;
                count = 0;
            }
        }
        if count > 0 {
            lines.push((first, count));
        }
        if !ascii {
            chars.push(sql.len());
        }
        Offsets { sql, lines, chars }
    }

    /// The byte offset of a 1-based (line, column); line 0 is the text's start.
    fn offset(&self, line: u64, column: u64) -> Option<usize> {
        if line == 0 {
            return Some(0);
        }
        let &(first, count) = self.lines.get(usize::try_from(line - 1).ok()?)?;
        let within = usize::try_from(column.checked_sub(1)?).ok()?;
        if within > count {
            return None;
        }
        match self.chars.is_empty() {
            true => Some(first + within),
            false => self.chars.get(first + within).copied(),
        }
    }

    /// The byte range of `place`.
    pub fn span(&self, place: Place) -> Option<(usize, usize)> {
        let start = self.offset(place.line, place.column)?;
        let end = self.offset(place.end_line, place.end_column)?;
        (start <= end).then_some((start, end))
    }

    /// The text at `place`, when it can be cut out.
    pub fn text(&self, place: Place) -> Option<&'a str> {
        let (start, end) = self.span(place)?;
        self.sql.get(start..end)
    }
}

/// `sql` with every fix applied, when every finding that wants one has one and some do.
pub fn corrected(sql: &str, findings: &[Finding]) -> Option<String> {
    if findings
        .iter()
        .any(|f| f.severity == Severity::Error && f.fix.is_none())
    {
        return None;
    }
    let offsets = Offsets::new(sql);
    let mut fixes: Vec<(usize, usize, &str)> = Vec::new();
    for fix in findings.iter().filter_map(|f| f.fix.as_ref()) {
        let (start, end) = offsets.span(fix.place)?;
        fixes.push((start, end, fix.replacement.as_str()));
    }
    if fixes.is_empty() {
        return None;
    }
    fixes.sort_by_key(|(start, end, _)| (*start, *end));
    fixes.dedup();
    let mut out = String::with_capacity(sql.len());
    let mut at = 0;
    for (start, end, text) in fixes {
        if start < at {
            return None;
        }
        out.push_str(&sql[at..start]);
        out.push_str(text);
        at = end;
    }
    out.push_str(&sql[at..]);
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fix(line: u64, column: u64, end_column: u64, text: &str) -> Finding {
        let place = Place {
            line,
            column,
            end_line: line,
            end_column,
        };
        let mut f = Finding::new(Severity::Error, "unknown_column", place, String::new());
        f.fix = Some(Fix {
            place,
            replacement: text.to_string(),
        });
        f
    }

    #[test]
    fn every_fix_is_applied_at_its_place_counted_in_characters() {
        let sql = "SELECT nme\nFROM é.custmer";
        let fixes = [fix(1, 8, 11, "name"), fix(2, 8, 15, "customer")];
        assert_eq!(
            corrected(sql, &fixes).as_deref(),
            Some("SELECT name\nFROM é.customer")
        );
    }

    #[test]
    fn a_place_finds_its_bytes_as_a_walk_over_the_characters_would() {
        let walked = |sql: &str, line: u64, column: u64| -> Option<usize> {
            let mut at = 0usize;
            for (n, text) in sql.split_inclusive('\n').enumerate() {
                if n as u64 + 1 == line {
                    let mut chars = text.char_indices().map(|(i, _)| i).chain([text.len()]);
                    return chars.nth(column.checked_sub(1)? as usize).map(|i| at + i);
                }
                at += text.len();
            }
            (line == 0).then_some(0)
        };
        for sql in [
            "SELECT a\nFROM t\n",
            "SELECT 'é'\n\nFROM «t»",
            "",
            "x",
            "\n\n",
        ] {
            let offsets = Offsets::new(sql);
            for line in 0..5 {
                for column in 0..14 {
                    assert_eq!(
                        offsets.offset(line, column),
                        walked(sql, line, column),
                        "{sql:?} {line}:{column}"
                    );
                }
            }
        }
    }

    #[test]
    fn no_corrected_sql_while_an_error_has_no_fix_whatever_warnings_say() {
        let mut unfixable = fix(1, 8, 11, "x");
        unfixable.fix = None;
        assert_eq!(
            corrected("SELECT nme", &[fix(1, 8, 11, "name"), unfixable.clone()]),
            None
        );
        unfixable.severity = Severity::Warning;
        assert_eq!(
            corrected("SELECT nme", &[fix(1, 8, 11, "name"), unfixable]).as_deref(),
            Some("SELECT name"),
            "a warning without a fix leaves the SQL runnable"
        );
        assert_eq!(corrected("SELECT 1", &[]), None);
    }
}
