//! A fast path for the YAML the producer writes: PyYAML's `safe_dump`, which writes a small,
//! regular subset (block mappings and sequences, plain, single- and double-quoted scalars,
//! `[]` and `{}` only when empty; no comments, anchors, tags, directives or block scalars).
//! For a text wholly inside that subset it makes the events libyaml makes (kinds, texts,
//! styles, and the marks of the nodes, which are all the composer and constructor read); on
//! anything else it declines, and the text goes to libyaml from its first byte. It never
//! refuses a text itself: every refusal, and its wording, stays libyaml's. The differential
//! check (`crate::differential`) holds it to libyaml's events.

mod lines;
mod scalars;

use lines::{Line, Lines, plain_characters};
use scalars::{Quoted, document_marker, plain_continues, plain_end, quoted};

use super::error::Mark;
use super::events::{Event, Located};

/// The deepest nesting the fast path follows; a deeper document goes to libyaml.
const MAX_DEPTH: usize = 64;

/// Hands `sink` libyaml's events for `text`, in order, when the whole text is inside the
/// subset; none where it is not (some events may have been handed by then: the caller starts
/// over with libyaml, from the text's first byte).
pub(super) fn read(text: &str, sink: &mut dyn FnMut(Located)) -> Option<()> {
    if !plain_characters(text) {
        return None;
    }
    let mut reader = Reader {
        lines: Lines::new(text),
        sink,
    };
    let first = reader.lines.current()?;
    if first.indent != 0 || first.blank() || document_marker(reader.lines.bytes, &first) {
        return None;
    }
    let start = Mark { line: 1, column: 1 };
    reader.push(Event::StreamStart, start);
    reader.push(Event::DocumentStart, start);
    reader.node(first, first.start, Place::Root, 0)?;
    if reader.lines.current().is_some() {
        return None;
    }
    let end = reader.lines.here();
    reader.push(Event::DocumentEnd, end);
    reader.push(Event::StreamEnd, end);
    Some(())
}

/// libyaml's events for `text`, when the whole text is inside the subset; none otherwise.
pub(super) fn events(text: &str) -> Option<Vec<Located>> {
    let mut all = Vec::new();
    read(text, &mut |located| all.push(located))?;
    Some(all)
}

/// Where a node stands, which decides what it may be.
#[derive(Clone, Copy)]
enum Place {
    /// The document's root: a block collection (a scalar is left to libyaml).
    Root,
    /// A mapping's value after its `: `, in a block indented `indent`: a scalar or an empty
    /// flow collection.
    Inline { indent: usize },
    /// A line of its own, or a sequence entry's text, in a block indented `indent` (libyaml's
    /// current indent, which a plain scalar's continuation lines must pass): anything.
    Block { indent: usize },
}

struct Reader<'t, 's> {
    lines: Lines<'t>,
    sink: &'s mut dyn FnMut(Located),
}

fn scalar(value: String, plain: bool) -> Event {
    Event::Scalar {
        anchor: None,
        tag: None,
        value,
        plain_implicit: plain,
    }
}

impl Reader<'_, '_> {
    fn push(&mut self, event: Event, mark: Mark) {
        (self.sink)(Located { event, mark });
    }

    fn byte(&self, at: usize) -> Option<u8> {
        self.lines.bytes.get(at).copied()
    }

    /// The node whose text opens at byte `at` of `line` (the current line), standing at
    /// `place`. The cursor is left on the line after it.
    fn node(&mut self, line: Line, at: usize, place: Place, depth: usize) -> Option<()> {
        if depth > MAX_DEPTH {
            return None;
        }
        let bytes = self.lines.bytes;
        let rest = &bytes[at..line.end];
        let mark = self.lines.mark(&line, at);
        if rest == b"[]" || rest == b"{}" {
            return self.empty_flow(line, rest == b"[]", mark);
        }
        let (inline, indent) = match place {
            Place::Root => (false, None),
            Place::Inline { indent } => (true, Some(indent)),
            Place::Block { indent } => (false, Some(indent)),
        };
        if rest.starts_with(b"- ") {
            return if inline {
                None
            } else {
                self.sequence(line, at, false, depth + 1)
            };
        }
        if rest.first() == Some(&b'\'') || rest.first() == Some(&b'"') {
            let Quoted {
                text,
                line: last,
                end,
            } = quoted(&mut self.lines, line, at)?;
            if self.byte(end) == Some(b':') && last.start == line.start {
                let indicator = end + 1 == last.end || self.byte(end + 1) == Some(b' ');
                return if inline || !indicator {
                    None
                } else {
                    self.mapping(line, at, depth + 1)
                };
            }
            if end != last.end || indent.is_none() {
                return None;
            }
            self.push(scalar(text, false), mark);
            self.lines.advance(&last);
            return Some(());
        }
        let (end, key) = plain_end(bytes, &line, at)?;
        if key {
            return if inline {
                None
            } else {
                self.mapping(line, at, depth + 1)
            };
        }
        let indent = indent?;
        let mut value = self.lines.text[at..end].to_string();
        self.lines.advance(&line);
        while let Some(next) = self.lines.current() {
            if next.blank() || next.indent <= indent {
                break;
            }
            if !plain_continues(bytes, &next) {
                return None;
            }
            value.push(' ');
            value.push_str(&self.lines.text[next.content()..next.end]);
            self.lines.advance(&next);
        }
        self.push(scalar(value, true), mark);
        Some(())
    }

    /// `[]` or `{}`, the whole rest of `line`.
    fn empty_flow(&mut self, line: Line, sequence: bool, mark: Mark) -> Option<()> {
        let (open, close) = if sequence {
            let open = Event::SequenceStart {
                anchor: None,
                tag: None,
            };
            (open, Event::SequenceEnd)
        } else {
            let open = Event::MappingStart {
                anchor: None,
                tag: None,
            };
            (open, Event::MappingEnd)
        };
        self.push(open, mark);
        self.lines.advance(&line);
        let end = self.lines.here();
        self.push(close, end);
        Some(())
    }

    /// The block mapping whose first key opens at byte `at` of `line`: its indent is that
    /// key's column, and every later key stands alone on a line indented as much.
    fn mapping(&mut self, line: Line, at: usize, depth: usize) -> Option<()> {
        let indent = at - line.start;
        let mark = self.lines.mark(&line, at);
        self.push(
            Event::MappingStart {
                anchor: None,
                tag: None,
            },
            mark,
        );
        let (mut line, mut at) = (line, at);
        loop {
            let colon = self.key(&line, at)?;
            if colon + 1 == line.end {
                self.lines.advance(&line);
                self.value_below(indent, depth)?;
            } else {
                let value = self.text_after(&line, colon + 2)?;
                self.node(line, value, Place::Inline { indent }, depth)?;
            }
            let Some(next) = self.next_entry(indent)? else {
                break;
            };
            let content = &self.lines.bytes[next.content()..next.end];
            if content.starts_with(b"- ")
                || content == b"-"
                || document_marker(self.lines.bytes, &next)
            {
                return None;
            }
            (line, at) = (next, next.content());
        }
        let end = self.lines.here();
        self.push(Event::MappingEnd, end);
        Some(())
    }

    /// Byte `at` of `line`, where text must follow an indicator and its one space: none
    /// (declined) at the line's end or a second space.
    fn text_after(&self, line: &Line, at: usize) -> Option<usize> {
        (at < line.end && self.byte(at) != Some(b' ')).then_some(at)
    }

    /// The current line, when it holds the next entry of a block indented `indent` (it is
    /// indented as much); `Some(None)` where the block ends (the text's end, or a line
    /// indented less); none (declined) for a blank line or one indented more.
    fn next_entry(&self, indent: usize) -> Option<Option<Line>> {
        let Some(next) = self.lines.current() else {
            return Some(None);
        };
        if next.blank() || next.indent > indent {
            return None;
        }
        Some((next.indent == indent).then_some(next))
    }

    /// Reads the key opening at byte `at` of `line` (one line, plain or quoted) as its
    /// scalar event; the byte of the `:` after it.
    fn key(&mut self, line: &Line, at: usize) -> Option<usize> {
        let bytes = self.lines.bytes;
        let mark = self.lines.mark(line, at);
        let (text, plain, colon) = match bytes[at] {
            b'\'' | b'"' => {
                let mut probe = self.lines.clone();
                let key = quoted(&mut probe, *line, at)?;
                if key.line.start != line.start {
                    return None;
                }
                (key.text, false, key.end)
            }
            _ => {
                let (end, key) = plain_end(bytes, line, at)?;
                if !key {
                    return None;
                }
                (self.lines.text[at..end].to_string(), true, end)
            }
        };
        let indicator = self.byte(colon) == Some(b':')
            && (colon + 1 == line.end || self.byte(colon + 1) == Some(b' '));
        if !indicator || colon - at > MAX_KEY {
            return None;
        }
        self.push(scalar(text, plain), mark);
        Some(colon)
    }

    /// A mapping value on the lines below its key (indented `indent`): a sequence at the
    /// key's own indentation (PyYAML's indentless sequence), or a node indented further.
    fn value_below(&mut self, indent: usize, depth: usize) -> Option<()> {
        let next = self.lines.current()?;
        if next.blank() {
            return None;
        }
        let content = &self.lines.bytes[next.content()..next.end];
        if next.indent == indent && content.starts_with(b"- ") {
            return self.sequence(next, next.content(), true, depth + 1);
        }
        if next.indent <= indent {
            return None;
        }
        self.node(next, next.content(), Place::Block { indent }, depth + 1)
    }

    /// The block sequence whose first `- ` is byte `at` of `line`; every later entry stands
    /// on a line indented to that dash. An indentless sequence (a mapping's value at its
    /// key's indentation) ends at the mapping's next key; any other ends only where the
    /// indentation falls back.
    fn sequence(&mut self, line: Line, at: usize, indentless: bool, depth: usize) -> Option<()> {
        let indent = at - line.start;
        let mark = self.lines.mark(&line, at);
        self.push(
            Event::SequenceStart {
                anchor: None,
                tag: None,
            },
            mark,
        );
        let (mut line, mut at) = (line, at);
        loop {
            let entry = self.text_after(&line, at + 2)?;
            self.node(line, entry, Place::Block { indent }, depth)?;
            let Some(next) = self.next_entry(indent)? else {
                break;
            };
            if !self.lines.bytes[next.content()..next.end].starts_with(b"- ") {
                if indentless {
                    break;
                }
                return None;
            }
            (line, at) = (next, next.content());
        }
        let end = self.lines.here();
        self.push(Event::SequenceEnd, end);
        Some(())
    }
}

/// The longest key the fast path reads (PyYAML writes a longer one as a complex `?` key,
/// and libyaml's simple keys stop at 1,024 characters).
const MAX_KEY: usize = 128;
