//! Spells saphyr's refusals as libyaml spells them: its wording, and the context mark saphyr
//! does not give (where the collection, key, scalar or document being read began), recovered
//! from the composer's innermost open collection and from the source text. It runs only once
//! a read has failed, so it costs nothing on valid input.

use saphyr_parser::ScanError;

use super::error::{Mark, ParseError};

/// The collection the composer had open, innermost, when saphyr refused.
#[derive(Clone, Copy)]
pub(super) struct Open {
    /// Where its node began, and its first character (character index) in the source.
    pub mark: Mark,
    pub start: usize,
    /// Whether its entries are key/value pairs.
    pub mapping: bool,
}

/// The byte offset of the character at `char_index` (the end when past it).
fn byte_of(text: &str, char_index: usize) -> usize {
    text.char_indices()
        .nth(char_index)
        .map_or(text.len(), |(at, _)| at)
}

/// Whether the collection opening at byte `at` (past any tag and anchor) is a flow one.
fn is_flow(text: &str, at: usize) -> bool {
    let mut rest = &text[at.min(text.len())..];
    while rest.starts_with(['!', '&']) {
        let end = rest.find(char::is_whitespace).unwrap_or(rest.len());
        rest = rest[end..].trim_start();
    }
    rest.starts_with(['[', '{'])
}

/// libyaml reports a block entry where its `-` stands; saphyr where its content starts.
fn block_entry_mark(text: &str, at: usize) -> Option<Mark> {
    let before = text[..at].trim_end_matches([' ', '\t']);
    before
        .ends_with('-')
        .then(|| Mark::at(text, before.len() - 1))
}

/// Whether a line (without its indentation) can be the first line of a plain scalar key or
/// carry one on: it holds no `: ` and opens with no indicator.
fn plain_line(line: &str) -> bool {
    let line = line.trim_end();
    !line.contains(": ")
        && !line.ends_with(':')
        && !line.starts_with(['-', '?', '#', '[', '{', '"', '\'', '|', '>', '&', '*', '!'])
}

/// Where the simple key that never found its `:` began, the problem being at byte `at`: the
/// start of the content line before it, or of the less indented plain line it carries on.
fn simple_key_start(text: &str, at: usize) -> Option<Mark> {
    let mut found: Option<(usize, usize)> = None;
    let mut end = at.min(text.len());
    loop {
        let start = text[..end].rfind('\n').map_or(0, |n| n + 1);
        let line = &text[start..end];
        let body = line.trim_start_matches(' ');
        let indent = line.len() - body.len();
        if !body.trim().is_empty() && !body.starts_with('#') {
            match found {
                None => found = Some((start, indent)),
                Some((_, deeper)) if indent < deeper && plain_line(body) => {
                    found = Some((start, indent));
                }
                Some(_) => break,
            }
        }
        if start == 0 {
            break;
        }
        end = start - 1;
    }
    found.map(|(start, indent)| Mark::at(text, start + indent))
}

/// Where the quoted scalar opening at byte `at` would close: the byte after its closing
/// quote, or `None` when it runs to the end of the text.
fn quoted_end(text: &str, at: usize) -> Option<usize> {
    let quote = text[at..].chars().next()?;
    let mut chars = text[at + 1..].char_indices();
    while let Some((n, ch)) = chars.next() {
        match ch {
            '\\' if quote == '"' => {
                chars.next();
            }
            _ if ch == quote => {
                if quote == '\'' && text[at + 1 + n + 1..].starts_with('\'') {
                    chars.next();
                } else {
                    return Some(at + 1 + n + 1);
                }
            }
            _ => {}
        }
    }
    None
}

/// A line that opens with a document marker standing alone.
fn marker_line(line: &str) -> bool {
    (line.starts_with("---") || line.starts_with("..."))
        && line[3..].chars().next().is_none_or(char::is_whitespace)
}

/// libyaml's refusal of the quoted scalar opening at character `quote` when it never closes
/// or a document marker interrupts it; `None` when it closes normally.
pub(super) fn unclosed_quote(text: &str, quote: usize) -> Option<ParseError> {
    let at = byte_of(text, quote);
    let end = quoted_end(text, at);
    let body = &text[at..end.unwrap_or(text.len())];
    let context = Mark::at(text, at);
    let marker = body
        .match_indices('\n')
        .map(|(n, _)| at + n + 1)
        .find(|&line| marker_line(&text[line..]));
    let (problem, mark) = match (marker, end) {
        (Some(line), _) => ("found unexpected document indicator", Mark::at(text, line)),
        (None, None) => ("found unexpected end of stream", Mark::at(text, text.len())),
        (None, Some(_)) => return None,
    };
    Some(ParseError::with_context(
        "while scanning a quoted scalar",
        context,
        problem,
        mark,
    ))
}

/// Where the first tab indenting a line of the plain scalar that starts at byte `at` stands.
fn indenting_tab(text: &str, at: usize) -> Option<Mark> {
    let first_break = at + text[at..].find('\n')?;
    let mut line = first_break + 1;
    while line < text.len() {
        let rest = &text[line..];
        let lead = rest.len() - rest.trim_start_matches([' ', '\t']).len();
        let content = rest[lead..]
            .lines()
            .next()
            .is_some_and(|l| !l.trim().is_empty());
        if content && let Some(tab) = rest[..lead].find('\t') {
            return Some(Mark::at(text, line + tab));
        }
        line += rest.find('\n')? + 1;
    }
    None
}

/// libyaml's refusal of a flow collection that never closed, marked where it opened.
fn unclosed_flow(open: &Open, mark: Mark) -> ParseError {
    let (context, problem) = if open.mapping {
        (
            "while parsing a flow mapping",
            "did not find expected ',' or '}'",
        )
    } else {
        (
            "while parsing a flow sequence",
            "did not find expected ',' or ']'",
        )
    };
    ParseError::with_context(context, open.mark, problem, mark)
}

/// saphyr's refusal `error`, met with `open` the innermost open collection, as libyaml words it.
pub(super) fn refusal(error: &ScanError, text: &str, open: Option<Open>) -> ParseError {
    let mark = Mark::from_saphyr(error.marker());
    let at = byte_of(text, error.marker().index());
    let open = open.map(|open| (open, is_flow(text, byte_of(text, open.start))));
    let info = error.info();
    match (info, open) {
        ("while parsing node, found unknown anchor", _) => {
            ParseError::new("found undefined alias", mark)
        }
        ("while parsing a block mapping, did not find expected key", Some((open, false))) => {
            ParseError::with_context(
                "while parsing a block mapping",
                open.mark,
                "did not find expected key",
                block_entry_mark(text, at).unwrap_or(mark),
            )
        }
        (
            "while parsing a block collection, did not find expected '-' indicator",
            Some((open, false)),
        ) => ParseError::with_context(
            "while parsing a block collection",
            open.mark,
            "did not find expected '-' indicator",
            mark,
        ),
        ("invalid trailing content after double-quoted scalar", Some((open, false))) => {
            if open.mapping {
                ParseError::with_context(
                    "while parsing a block mapping",
                    open.mark,
                    "did not find expected key",
                    mark,
                )
            } else {
                ParseError::with_context(
                    "while parsing a block collection",
                    open.mark,
                    "did not find expected '-' indicator",
                    mark,
                )
            }
        }
        ("illegal placement of ':' indicator", Some((open, true))) => unclosed_flow(&open, mark),
        ("simple key expect ':'" | "simple key expected", _) => match simple_key_start(text, at) {
            Some(key) => ParseError::with_context(
                "while scanning a simple key",
                key,
                "could not find expected ':'",
                mark,
            ),
            None => ParseError::new(info, mark),
        },
        ("while scanning a plain scalar, found a tab", _) => ParseError::with_context(
            "while scanning a plain scalar",
            mark,
            "found a tab character that violates indentation",
            indenting_tab(text, at).unwrap_or(mark),
        ),
        ("while scanning a quoted scalar, found unexpected end of stream", _) => {
            ParseError::with_context(
                "while scanning a quoted scalar",
                mark,
                "found unexpected end of stream",
                Mark::at(text, text.len()),
            )
        }
        ("while parsing a node, did not find expected node content", _) => {
            let context = match open {
                Some((_, true)) => "while parsing a flow node",
                _ => "while parsing a block node",
            };
            ParseError::with_context(context, mark, "did not find expected node content", mark)
        }
        (
            "while parsing a flow sequence, expected ',' or ']'"
            | "while parsing a flow mapping, did not find expected ',' or '}'"
            | "invalid indentation"
            | "invalid indentation in flow construct",
            Some((open, true)),
        ) => unclosed_flow(&open, mark),
        ("tabs disallowed within this context (block indentation)", _) => {
            let line = &text[text[..at].rfind('\n').map_or(0, |n| n + 1)..at];
            let tab = line
                .rfind('\t')
                .map_or(mark, |n| Mark::at(text, at - line.len() + n));
            ParseError::with_context(
                "while scanning for the next token",
                tab,
                "found character that cannot start any token",
                tab,
            )
        }
        _ => match info.split_once(", ") {
            Some((context, problem)) if context.starts_with("while ") => {
                ParseError::with_context(context, mark, problem, mark)
            }
            _ => ParseError::new(info, mark),
        },
    }
}

#[cfg(test)]
mod tests {
    fn refusal(text: &str) -> String {
        crate::yaml::parse(text).unwrap_err().to_string()
    }

    #[test]
    fn block_mapping_error_names_where_the_mapping_began() {
        assert_eq!(
            refusal("a:\n  b: 1\n c: 2\n"),
            "while parsing a block mapping\n  in \"<unicode string>\", line 1, column 1\ndid not find expected key\n  in \"<unicode string>\", line 3, column 2"
        );
    }

    #[test]
    fn stray_item_in_a_mapping_is_marked_at_its_dash() {
        assert_eq!(
            refusal("a:\n  b: 1\n  - x\n"),
            "while parsing a block mapping\n  in \"<unicode string>\", line 2, column 3\ndid not find expected key\n  in \"<unicode string>\", line 3, column 3"
        );
    }

    #[test]
    fn block_collection_error_names_where_the_sequence_began() {
        assert_eq!(
            refusal("x:\n  - 1\n  - 2\n  x: 1\n"),
            "while parsing a block collection\n  in \"<unicode string>\", line 2, column 3\ndid not find expected '-' indicator\n  in \"<unicode string>\", line 4, column 3"
        );
    }

    #[test]
    fn missing_colon_names_where_the_simple_key_began() {
        assert_eq!(
            refusal("a:\n  b: 1\n  c 2\n  d: 3\n"),
            "while scanning a simple key\n  in \"<unicode string>\", line 3, column 3\ncould not find expected ':'\n  in \"<unicode string>\", line 4, column 3"
        );
    }

    #[test]
    fn simple_key_cut_off_by_the_end_names_where_it_began() {
        assert_eq!(
            refusal("a: 1\nkey_cut"),
            "while scanning a simple key\n  in \"<unicode string>\", line 2, column 1\ncould not find expected ':'\n  in \"<unicode string>\", line 3, column 1"
        );
    }

    #[test]
    fn unclosed_quote_runs_to_the_end_of_the_stream() {
        assert_eq!(
            refusal("a: 1\nb: \"x\n  c: 2\n"),
            "while scanning a quoted scalar\n  in \"<unicode string>\", line 2, column 4\nfound unexpected end of stream\n  in \"<unicode string>\", line 4, column 1"
        );
    }

    #[test]
    fn unclosed_quote_after_a_shallow_line_runs_to_the_end_of_the_stream() {
        assert_eq!(
            refusal("a:\n  b: 'x\nc: 2\n"),
            "while scanning a quoted scalar\n  in \"<unicode string>\", line 2, column 6\nfound unexpected end of stream\n  in \"<unicode string>\", line 4, column 1"
        );
    }

    #[test]
    fn tab_indenting_a_plain_scalar_line_is_marked_at_the_tab() {
        assert_eq!(
            refusal("a:\n  b: x\n \ty\n"),
            "while scanning a plain scalar\n  in \"<unicode string>\", line 2, column 6\nfound a tab character that violates indentation\n  in \"<unicode string>\", line 3, column 2"
        );
    }

    #[test]
    fn tab_before_a_token_cannot_start_one() {
        assert_eq!(
            refusal("a:\n  b:\n \t- 2\n"),
            "while scanning for the next token\nfound character that cannot start any token\n  in \"<unicode string>\", line 3, column 2"
        );
    }

    #[test]
    fn colon_on_a_later_line_of_a_flow_sequence_names_its_bracket() {
        assert_eq!(
            refusal("a: [x, y\nb: 1\n"),
            "while parsing a flow sequence\n  in \"<unicode string>\", line 1, column 4\ndid not find expected ',' or ']'\n  in \"<unicode string>\", line 2, column 2"
        );
    }

    #[test]
    fn unclosed_flow_mapping_names_its_brace() {
        assert_eq!(
            refusal("a: {x: 1\nb: 2\n"),
            "while parsing a flow mapping\n  in \"<unicode string>\", line 1, column 4\ndid not find expected ',' or '}'\n  in \"<unicode string>\", line 2, column 2"
        );
    }

    #[test]
    fn second_document_names_the_first_root_node() {
        assert_eq!(
            refusal("---\na: 1\n---\nb: 1\n"),
            "expected a single document in the stream\n  in \"<unicode string>\", line 2, column 1\nbut found another document\n  in \"<unicode string>\", line 3, column 1"
        );
    }

    #[test]
    fn content_after_document_end_wants_a_document_start() {
        assert_eq!(
            refusal("a: 1\n...\nb: 1\n"),
            "did not find expected <document start>\n  in \"<unicode string>\", line 3, column 1"
        );
    }

    #[test]
    fn trailing_content_after_a_quoted_value_ends_the_mapping_entry() {
        assert_eq!(
            refusal("a: \"x\" y\n"),
            "while parsing a block mapping\n  in \"<unicode string>\", line 1, column 1\ndid not find expected key\n  in \"<unicode string>\", line 1, column 8"
        );
    }
}
