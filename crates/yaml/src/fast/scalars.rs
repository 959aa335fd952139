//! The scalars of the fast path: a plain scalar on one line (where it ends, and whether a
//! key's `:` ends it), and a single- or double-quoted scalar read across lines, its escapes
//! decoded and its line breaks folded as libyaml's `yaml_parser_scan_flow_scalar` does. Each
//! returns none wherever libyaml might read the text otherwise or refuse it.

use super::lines::{Line, Lines};

/// The characters that cannot open a plain scalar in a block (libyaml's indicators); `-`,
/// `?` and `:` may when a non-space follows, which the fast path leaves to libyaml but for
/// `-` (a negative number).
const INDICATORS: &[u8] = b"-?:,[]{}#&*!|>'\"%@`";

/// The plain scalar opening at byte `at` of `line`: the byte it ends at, and whether a `:`
/// followed by a space or the line's end (a key's indicator) ends it rather than the line.
/// None for an opening character libyaml reads as something else, or where `plain_run`
/// declines.
pub(super) fn plain_end(bytes: &[u8], line: &Line, at: usize) -> Option<(usize, bool)> {
    let first = bytes[at];
    let dash_of_a_number = first == b'-' && at + 1 < line.end && bytes[at + 1] != b' ';
    if INDICATORS.contains(&first) && !dash_of_a_number {
        return None;
    }
    plain_run(bytes, line, at)
}

/// Whether `line` carries on a plain scalar as one more of its lines (libyaml reads any
/// character there but a comment's `#`): the whole line, no key's `:` in it.
pub(super) fn plain_continues(bytes: &[u8], line: &Line) -> bool {
    let at = line.content();
    !matches!(bytes[at], b'#' | b':') && plain_run(bytes, line, at) == Some((line.end, false))
}

/// Where the plain text from byte `at` of `line` ends: at a `:` followed by a space or the
/// line's end (true), or at the line's end (false). None for a comment (`#` after a space),
/// or spaces before where it ends (libyaml drops them; PyYAML never writes them).
fn plain_run(bytes: &[u8], line: &Line, at: usize) -> Option<(usize, bool)> {
    let mut from = at + 1;
    while let Some(found) = memchr::memchr2(b':', b'#', &bytes[from..line.end]) {
        let j = from + found;
        let after_space = bytes[j - 1] == b' ';
        if bytes[j] == b'#' {
            if after_space {
                return None;
            }
        } else if j + 1 == line.end || bytes[j + 1] == b' ' {
            return (!after_space).then_some((j, true));
        }
        from = j + 1;
    }
    (bytes[line.end - 1] != b' ').then_some((line.end, false))
}

/// A quoted scalar read: its text, the line its closing quote is on, and the byte after
/// that quote.
pub(super) struct Quoted {
    pub text: String,
    pub line: Line,
    pub end: usize,
}

/// Spaces read but not yet known to stay: libyaml keeps them before a character and drops
/// them before a line break.
fn flush(text: &mut String, pending: &mut usize) {
    for _ in 0..*pending {
        text.push(' ');
    }
    *pending = 0;
}

/// The quoted scalar whose opening quote is byte `at` of `line`, the current line of
/// `lines`. The cursor is left on the line of its closing quote.
pub(super) fn quoted(lines: &mut Lines, line: Line, at: usize) -> Option<Quoted> {
    let (text, bytes) = (lines.text, lines.bytes);
    let double = bytes[at] == b'"';
    let quote = bytes[at];
    let mut value = String::new();
    let mut pending = 0;
    let mut line = line;
    let mut i = at + 1;
    loop {
        let mut escaped_break = false;
        while i < line.end {
            match bytes[i] {
                b' ' => {
                    pending += 1;
                    i += 1;
                }
                b'\'' if !double && bytes.get(i + 1) == Some(&b'\'') && i + 1 < line.end => {
                    flush(&mut value, &mut pending);
                    value.push('\'');
                    i += 2;
                }
                b if b == quote => {
                    flush(&mut value, &mut pending);
                    return Some(Quoted {
                        text: value,
                        line,
                        end: i + 1,
                    });
                }
                b'\\' if double => {
                    flush(&mut value, &mut pending);
                    if i + 1 == line.end {
                        escaped_break = true;
                        i += 1;
                    } else {
                        i = escape(text, line.end, i + 1, &mut value)?;
                    }
                }
                _ => {
                    flush(&mut value, &mut pending);
                    let run = bytes[i..line.end]
                        .iter()
                        .position(|&b| b == b' ' || b == quote || (double && b == b'\\'))
                        .map_or(line.end, |n| i + n);
                    value.push_str(&text[i..run]);
                    i = run;
                }
            }
        }
        pending = 0;
        lines.advance(&line);
        let mut breaks = 0;
        line = loop {
            let next = lines.current()?;
            if !next.blank() {
                break next;
            }
            breaks += 1;
            lines.advance(&next);
        };
        if line.indent == 0 && document_marker(bytes, &line) {
            return None;
        }
        if breaks == 0 && !escaped_break {
            value.push(' ');
        }
        for _ in 0..breaks {
            value.push('\n');
        }
        i = line.content();
    }
}

/// Whether `line` opens with `---` or `...` followed by a space or its end.
pub(super) fn document_marker(bytes: &[u8], line: &Line) -> bool {
    let text = &bytes[line.start..line.end];
    (text.starts_with(b"---") || text.starts_with(b"...")) && text.get(3).is_none_or(|&b| b == b' ')
}

/// Decodes the escape whose letter is byte `at` (a line ends at `end`) onto `value`; the
/// byte after it, or none for an escape libyaml refuses (or one PyYAML never writes).
fn escape(text: &str, end: usize, at: usize, value: &mut String) -> Option<usize> {
    let bytes = text.as_bytes();
    let simple = match bytes[at] {
        b'0' => '\0',
        b'a' => '\x07',
        b'b' => '\x08',
        b't' => '\t',
        b'n' => '\n',
        b'v' => '\x0b',
        b'f' => '\x0c',
        b'r' => '\r',
        b'e' => '\x1b',
        b' ' => ' ',
        b'"' => '"',
        b'\\' => '\\',
        b'N' => '\u{85}',
        b'_' => '\u{a0}',
        b'L' => '\u{2028}',
        b'P' => '\u{2029}',
        b'x' | b'u' | b'U' => {
            let digits = match bytes[at] {
                b'x' => 2,
                b'u' => 4,
                _ => 8,
            };
            let hex = text.get(at + 1..at + 1 + digits)?;
            if at + 1 + digits > end || !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
                return None;
            }
            value.push(char::from_u32(u32::from_str_radix(hex, 16).ok()?)?);
            return Some(at + 1 + digits);
        }
        _ => return None,
    };
    value.push(simple);
    Some(at + 1)
}
