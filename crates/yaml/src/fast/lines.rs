//! The text as the fast path walks it: whether every character is one it reads the way
//! libyaml does without a second thought (`plain_characters`), and a cursor over its lines
//! that knows each line's indentation and turns a byte offset into libyaml's 1-based mark.

use crate::error::Mark;

/// Whether every character of `text` is one libyaml's reader accepts and its scanner treats
/// as an ordinary character: printable ASCII and `\n`, and the printable non-ASCII
/// characters that are neither a line break (U+0085, U+2028, U+2029) nor a byte order mark.
/// Tabs and carriage returns are left to libyaml, as are an empty text and a BOM.
pub(super) fn plain_characters(text: &str) -> bool {
    let bytes = text.as_bytes();
    let mut at = 0;
    while let Some(off) = bytes[at..]
        .iter()
        .position(|&b| !ORDINARY_ASCII[usize::from(b)])
    {
        at += off;
        if bytes[at] < 0x80 {
            return false;
        }
        let Some(ch) = text.get(at..).and_then(|rest| rest.chars().next()) else {
            return false;
        };
        let code = u32::from(ch);
        let printable = (0xA0..=0xD7FF).contains(&code)
            || (0xE000..=0xFFFD).contains(&code)
            || (0x10000..=0x10FFFF).contains(&code);
        if !printable || matches!(code, 0x2028 | 0x2029 | 0xFEFF) {
            return false;
        }
        at += ch.len_utf8();
    }
    !bytes.is_empty()
}

/// The ASCII bytes that are ordinary characters to libyaml's reader and scanner alike:
/// printable ASCII and `\n` (every other byte, and every byte of a non-ASCII character, is
/// false).
static ORDINARY_ASCII: [bool; 256] = {
    let mut table = [false; 256];
    let mut b = 0x20;
    while b < 0x7f {
        table[b] = true;
        b += 1;
    }
    table[b'\n' as usize] = true;
    table
};

/// One line: where it starts and ends (before its `\n`) and how many spaces open it.
#[derive(Clone, Copy)]
pub(super) struct Line {
    pub start: usize,
    pub end: usize,
    pub indent: usize,
}

impl Line {
    /// Where its text starts, after the indentation.
    pub fn content(&self) -> usize {
        self.start + self.indent
    }

    /// Whether it holds nothing at all, or nothing but spaces.
    pub fn blank(&self) -> bool {
        self.content() == self.end
    }
}

/// The lines of a text, one at a time, with the number of the current one.
#[derive(Clone)]
pub(super) struct Lines<'t> {
    pub text: &'t str,
    pub bytes: &'t [u8],
    /// Where the current line starts.
    at: usize,
    /// The current line's number, from 0.
    number: usize,
}

impl<'t> Lines<'t> {
    pub fn new(text: &'t str) -> Self {
        Lines {
            text,
            bytes: text.as_bytes(),
            at: 0,
            number: 0,
        }
    }

    /// The current line; none past the last.
    pub fn current(&self) -> Option<Line> {
        if self.at >= self.bytes.len() {
            return None;
        }
        let rest = &self.bytes[self.at..];
        let end = self.at + memchr::memchr(b'\n', rest).unwrap_or(rest.len());
        let indent = rest[..end - self.at]
            .iter()
            .take_while(|&&b| b == b' ')
            .count();
        Some(Line {
            start: self.at,
            end,
            indent,
        })
    }

    /// Moves past `line`, the current one.
    pub fn advance(&mut self, line: &Line) {
        self.at = line.end + 1;
        self.number += 1;
    }

    /// libyaml's mark of byte `at` of `line`, the current one: its 1-based line, and its
    /// column counted in characters.
    pub fn mark(&self, line: &Line, at: usize) -> Mark {
        let before = &self.bytes[line.start..at];
        let column = if before.is_ascii() {
            before.len()
        } else {
            self.text[line.start..at].chars().count()
        };
        Mark {
            line: self.number + 1,
            column: column + 1,
        }
    }

    /// The mark where the next token would start: the current line's first character, or the
    /// end of the text.
    pub fn here(&self) -> Mark {
        Mark {
            line: self.number + 1,
            column: 1,
        }
    }
}
