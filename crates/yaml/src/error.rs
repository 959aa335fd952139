//! The error every YAML read can fail with, spelled as PyYAML's libyaml loader spells its
//! errors: an optional context line and the problem, each followed by its 1-based position,
//! or, for a character libyaml's reader refuses, the problem and its byte position.
//! It owns no parsing logic.

use std::fmt;

/// Where in the source an error was found: 1-based line and column (in characters).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Mark {
    pub line: usize,
    pub column: usize,
}

impl Mark {
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

/// Where a problem was found: a mark, or (libyaml's reader) a byte offset into the stream.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Place {
    At(Mark),
    Byte(usize),
}

/// A document that PyYAML's safe loader would refuse (or that exceeds this reader's safety
/// bounds), with the position of the problem.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError {
    context: Option<(String, Mark)>,
    problem: String,
    place: Place,
}

impl ParseError {
    pub(super) fn new(problem: impl Into<String>, mark: Mark) -> Self {
        ParseError {
            context: None,
            problem: problem.into(),
            place: Place::At(mark),
        }
    }

    /// A refusal by libyaml's reader, which PyYAML reports with a byte position.
    pub(super) fn at_byte(problem: impl Into<String>, offset: usize) -> Self {
        ParseError {
            context: None,
            problem: problem.into(),
            place: Place::Byte(offset),
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
            place: Place::At(mark),
        }
    }

    /// What went wrong, without positions.
    pub fn problem(&self) -> &str {
        &self.problem
    }

    /// The 1-based line and column of the problem, unless it is placed by byte offset.
    pub fn mark(&self) -> Option<Mark> {
        match self.place {
            Place::At(mark) => Some(mark),
            Place::Byte(_) => None,
        }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mark = match self.place {
            Place::At(mark) => mark,
            Place::Byte(offset) => {
                return write!(
                    f,
                    "{}\n  in \"<unicode string>\", position {offset}",
                    self.problem
                );
            }
        };
        if let Some((context, context_mark)) = &self.context {
            writeln!(f, "{context}")?;
            if *context_mark != mark {
                writeln!(f, "{context_mark}")?;
            }
        }
        write!(f, "{}\n{mark}", self.problem)
    }
}

impl std::error::Error for ParseError {}
