//! Quoted scalars as PyYAML's scanner reads them where YAML 1.1 and saphyr's YAML 1.2 part:
//! NEL (U+0085), LS (U+2028) and PS (U+2029) are line breaks in 1.1. PyYAML's emitter writes
//! them raw inside quoted scalars (with `allow_unicode`) followed by indentation, and reads a
//! NEL back as an ordinary break and an LS or PS as itself with the indentation dropped. The
//! composer rescans a quoted scalar with these rules only when its value holds such a character.

/// Characters PyYAML's scanner treats as line breaks.
const BREAKS: [char; 5] = ['\r', '\n', '\u{85}', '\u{2028}', '\u{2029}'];

/// True when a scalar's value holds a break only YAML 1.1 knows, so its text must be rescanned.
pub(super) fn needs_rescan(value: &str) -> bool {
    value.contains(['\u{85}', '\u{2028}', '\u{2029}'])
}

/// The value of the quoted scalar that opens `text` (at its quote), or `None` when `text` does
/// not hold one that ends; the caller then keeps saphyr's reading.
pub(super) fn quoted(text: &str) -> Option<String> {
    scan_quoted(text).map(|(value, _)| value)
}

/// `text` with the continuation lines of the quoted scalar opening at character `quote`
/// indented past the quote's column, which saphyr demands and libyaml never checks; blanks
/// that open a continuation line are not part of the value, so the reading is unchanged.
/// `None` when there is no such scalar, no line to indent, or a line opening with a document
/// marker (libyaml refuses that scalar whatever its indentation).
pub(super) fn indent_continuations(text: &str, quote: usize) -> Option<String> {
    let (start, _) = text.char_indices().nth(quote)?;
    let (_, length) = scan_quoted(&text[start..])?;
    let end = start + length;
    let line_start = text[..start].rfind(['\n', '\r']).map_or(0, |at| at + 1);
    let pad = " ".repeat(text[line_start..start].chars().count() + 1);
    let mut out = String::with_capacity(text.len() + pad.len() * 4);
    out.push_str(&text[..start]);
    let mut padded = false;
    let mut chars = text[start..end].char_indices().peekable();
    while let Some((at, ch)) = chars.next() {
        out.push(ch);
        let ends_line = ch == '\n' || (ch == '\r' && chars.peek().map(|(_, c)| *c) != Some('\n'));
        if ends_line {
            if opens_with_marker(&text[start + at + 1..]) {
                return None;
            }
            out.push_str(&pad);
            padded = true;
        }
    }
    out.push_str(&text[end..]);
    padded.then_some(out)
}

/// Whether a line opens with `---` or `...` standing alone.
fn opens_with_marker(line: &str) -> bool {
    (line.starts_with("---") || line.starts_with("..."))
        && line[3..]
            .chars()
            .next()
            .is_none_or(|c| matches!(c, ' ' | '\t' | '\r' | '\n'))
}

/// The quoted scalar's value and the bytes it spans, closing quote included.
fn scan_quoted(text: &str) -> Option<(String, usize)> {
    let mut scan = Scan { text, at: 0 };
    let quote = scan.peek(0)?;
    let double = match quote {
        '"' => true,
        '\'' => false,
        _ => return None,
    };
    scan.advance(1);
    let mut out = String::new();
    scan.non_spaces(double, &mut out)?;
    while scan.peek(0)? != quote {
        scan.spaces(&mut out)?;
        scan.non_spaces(double, &mut out)?;
    }
    scan.advance(1);
    Some((out, scan.at))
}

/// A cursor over the text; `at` is a byte offset on a character boundary.
struct Scan<'t> {
    text: &'t str,
    at: usize,
}

impl Scan<'_> {
    fn peek(&self, ahead: usize) -> Option<char> {
        self.text[self.at..].chars().nth(ahead)
    }

    fn advance(&mut self, count: usize) {
        for _ in 0..count {
            if let Some(ch) = self.peek(0) {
                self.at += ch.len_utf8();
            }
        }
    }

    /// A run without spaces or breaks, with `''` (single) or escapes (double) applied.
    fn non_spaces(&mut self, double: bool, out: &mut String) -> Option<()> {
        loop {
            while let Some(ch) = self.peek(0) {
                if matches!(ch, '\'' | '"' | '\\' | ' ' | '\t') || BREAKS.contains(&ch) {
                    break;
                }
                out.push(ch);
                self.advance(1);
            }
            let ch = self.peek(0)?;
            if !double && ch == '\'' && self.peek(1) == Some('\'') {
                out.push('\'');
                self.advance(2);
            } else if (double && ch == '\'') || (!double && matches!(ch, '"' | '\\')) {
                out.push(ch);
                self.advance(1);
            } else if double && ch == '\\' {
                self.advance(1);
                self.escape(out)?;
            } else {
                return Some(());
            }
        }
    }

    /// The character after a backslash in a double-quoted scalar.
    fn escape(&mut self, out: &mut String) -> Option<()> {
        let ch = self.peek(0)?;
        if let Some(replaced) = replacement(ch) {
            out.push(replaced);
            self.advance(1);
            return Some(());
        }
        let digits = match ch {
            'x' => 2,
            'u' => 4,
            'U' => 8,
            _ if BREAKS.contains(&ch) => {
                self.line_break();
                self.breaks(out);
                return Some(());
            }
            _ => return None,
        };
        self.advance(1);
        let hex: String = (0..digits).map(|i| self.peek(i)).collect::<Option<_>>()?;
        if !hex.chars().all(|c| c.is_ascii_hexdigit()) {
            return None;
        }
        let code = u32::from_str_radix(&hex, 16).ok()?;
        out.push(char::from_u32(code)?);
        self.advance(digits);
        Some(())
    }

    /// Blanks, then either a folded line break or the blanks themselves.
    fn spaces(&mut self, out: &mut String) -> Option<()> {
        let start = self.at;
        while matches!(self.peek(0), Some(' ' | '\t')) {
            self.advance(1);
        }
        let ch = self.peek(0)?;
        if BREAKS.contains(&ch) {
            let first = self.line_break();
            let mut rest = String::new();
            self.breaks(&mut rest);
            if first != '\n' {
                out.push(first);
            } else if rest.is_empty() {
                out.push(' ');
            }
            out.push_str(&rest);
        } else {
            out.push_str(&self.text[start..self.at]);
        }
        Some(())
    }

    /// Further breaks, each kept, with the blanks around them dropped.
    fn breaks(&mut self, out: &mut String) {
        loop {
            while matches!(self.peek(0), Some(' ' | '\t')) {
                self.advance(1);
            }
            match self.peek(0) {
                Some(ch) if BREAKS.contains(&ch) => out.push(self.line_break()),
                _ => return,
            }
        }
    }

    /// One break: CR LF, CR, LF and NEL read as `\n`; LS and PS as themselves.
    fn line_break(&mut self) -> char {
        match self.peek(0) {
            Some('\r') if self.peek(1) == Some('\n') => {
                self.advance(2);
                '\n'
            }
            Some('\r' | '\n' | '\u{85}') => {
                self.advance(1);
                '\n'
            }
            Some(ch @ ('\u{2028}' | '\u{2029}')) => {
                self.advance(1);
                ch
            }
            _ => '\n',
        }
    }
}

/// PyYAML's one-character escapes.
fn replacement(ch: char) -> Option<char> {
    Some(match ch {
        '0' => '\0',
        'a' => '\u{7}',
        'b' => '\u{8}',
        't' | '\t' => '\t',
        'n' => '\n',
        'v' => '\u{b}',
        'f' => '\u{c}',
        'r' => '\r',
        'e' => '\u{1b}',
        ' ' => ' ',
        '"' => '"',
        '\\' => '\\',
        '/' => '/',
        'N' => '\u{85}',
        '_' => '\u{a0}',
        'L' => '\u{2028}',
        'P' => '\u{2029}',
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_separator_stays_and_the_indentation_after_it_goes() {
        assert_eq!(quoted("'\u{2028}    x'").as_deref(), Some("\u{2028}x"));
        assert_eq!(
            quoted("\"x \u{2028}\n  y\"").as_deref(),
            Some("x\u{2028}\ny")
        );
        assert_eq!(quoted("\"x\n  \u{2028} y\"").as_deref(), Some("x\u{2028}y"));
    }

    #[test]
    fn continuation_lines_are_indented_past_the_quote_and_markers_left_alone() {
        let text = "a:\n  note: 'one\n  two\n\n three' \nb: 'x\n---\ny'\n";
        let pad = " ".repeat(9);
        assert_eq!(
            indent_continuations(text, text.find("'one").unwrap()),
            Some(format!(
                "a:\n  note: 'one\n{pad}  two\n{pad}\n{pad} three' \nb: 'x\n---\ny'\n"
            ))
        );
        assert_eq!(indent_continuations(text, text.find("'x").unwrap()), None);
        assert_eq!(indent_continuations("a: 'never closed\nb", 3), None);
    }

    #[test]
    fn a_next_line_folds_like_any_break() {
        assert_eq!(quoted("'\u{85}    '").as_deref(), Some(" "));
        assert_eq!(quoted("'a\u{85}\u{85}b'").as_deref(), Some("a\nb"));
    }

    #[test]
    fn escapes_and_doubled_quotes_read_as_pyyaml_reads_them() {
        assert_eq!(quoted("'it''s\u{2029}'").as_deref(), Some("it's\u{2029}"));
        assert_eq!(
            quoted("\"\\L\\x41\\u00e9\\\n  b\\\"\"").as_deref(),
            Some("\u{2028}Aéb\"")
        );
        assert_eq!(quoted("\"\\q\""), None);
        assert_eq!(quoted("\"\\x+1\""), None);
        assert_eq!(quoted("'never closed"), None);
    }
}
