//! The error every YAML read can fail with, spelled as PyYAML's libyaml loader spells its
//! errors (an optional context line, the problem, each followed by its 1-based position).
//! It owns no parsing logic.

use std::fmt;

/// Where in the source an error was found: 1-based line and column (in characters).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Mark {
    pub line: usize,
    pub column: usize,
}

impl Mark {
    pub(super) fn from_saphyr(marker: &saphyr_parser::Marker) -> Self {
        Mark {
            line: marker.line().max(1),
            column: marker.col() + 1,
        }
    }

    /// The mark of the character starting at byte `offset` of `text` (its end when past it).
    pub(super) fn at(text: &str, offset: usize) -> Self {
        let before = text.get(..offset).unwrap_or(text);
        let line_start = before.rfind('\n').map_or(0, |at| at + 1);
        Mark {
            line: before.matches('\n').count() + 1,
            column: before[line_start..].chars().count() + 1,
        }
    }
}

impl fmt::Display for Mark {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "  in \"<unicode string>\", line {}, column {}",
            self.line, self.column
        )
    }
}

/// A document that PyYAML's safe loader would refuse (or that exceeds this reader's safety
/// bounds), with the position of the problem.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError {
    context: Option<(String, Mark)>,
    problem: String,
    mark: Mark,
}

impl ParseError {
    pub(super) fn new(problem: impl Into<String>, mark: Mark) -> Self {
        ParseError {
            context: None,
            problem: problem.into(),
            mark,
        }
    }

    pub(super) fn with_context(
        context: impl Into<String>,
        context_mark: Mark,
        problem: impl Into<String>,
        mark: Mark,
    ) -> Self {
        ParseError {
            context: Some((context.into(), context_mark)),
            problem: problem.into(),
            mark,
        }
    }

    /// What went wrong, without positions.
    pub fn problem(&self) -> &str {
        &self.problem
    }

    /// The 1-based line of the problem.
    pub fn line(&self) -> usize {
        self.mark.line
    }

    /// The 1-based column of the problem.
    pub fn column(&self) -> usize {
        self.mark.column
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some((context, context_mark)) = &self.context {
            writeln!(f, "{context}")?;
            if *context_mark != self.mark {
                writeln!(f, "{context_mark}")?;
            }
        }
        write!(f, "{}\n{}", self.problem, self.mark)
    }
}

impl std::error::Error for ParseError {}
