//! Turns saphyr's event stream for one YAML document into a graph of nodes (aliases share
//! their anchor's node), as PyYAML's composer does; enforces the single-document rule and the
//! nesting bound. It assigns no types and builds no values.

use std::collections::HashMap;

use saphyr_parser::{Event, Parser, ScalarStyle};

use super::diagnose;
use super::error::{Mark, ParseError};
use super::flow_scalar;

/// Deepest collection nesting accepted, in the document and after alias expansion.
pub(super) const MAX_DEPTH: usize = 512;

pub(super) type NodeId = usize;

pub(super) enum Body {
    /// `implicit` is true when the resolver types the text: an untagged plain scalar, or any
    /// written scalar tagged with the non-specific `!` (libyaml's rule).
    Scalar {
        text: String,
        implicit: bool,
    },
    Seq(Vec<NodeId>),
    Map(Vec<(NodeId, NodeId)>),
}

pub(super) struct Node {
    pub body: Body,
    /// The full tag (`tag:yaml.org,2002:int`, `!local`, `!`), if one was written.
    pub tag: Option<String>,
    pub mark: Mark,
    /// Whether an anchor names this node, so aliases may share it.
    pub anchored: bool,
}

pub(super) struct Document {
    pub nodes: Vec<Node>,
    /// `None` for an empty stream.
    pub root: Option<NodeId>,
}

/// saphyr's refusal of a quoted scalar with a continuation line left of the block indentation.
const SHALLOW_QUOTED: &str = "invalid indentation in quoted scalar";

/// Why composing stopped short of a document.
pub(super) enum Stop {
    /// Refused as PyYAML refuses it.
    Refused(ParseError),
    /// saphyr refused the quoted scalar opening at this character index for a continuation
    /// line left of the block indentation, which libyaml never checks (the error, should the
    /// caller not get past it).
    ShallowQuoted(usize, ParseError),
}

impl From<ParseError> for Stop {
    fn from(error: ParseError) -> Self {
        Stop::Refused(error)
    }
}

struct Frame {
    node: NodeId,
    /// The character index where the collection's event began.
    start: usize,
    pending_key: Option<NodeId>,
}

struct Composer {
    nodes: Vec<Node>,
    stack: Vec<Frame>,
    anchors: HashMap<usize, NodeId>,
    root: Option<NodeId>,
}

impl Composer {
    fn add(&mut self, body: Body, tag: Option<String>, mark: Mark, anchor: usize) -> NodeId {
        let id = self.nodes.len();
        self.nodes.push(Node {
            body,
            tag,
            mark,
            anchored: anchor != 0,
        });
        if anchor != 0 {
            self.anchors.insert(anchor, id);
        }
        id
    }

    /// Hangs a finished node on the open collection (or makes it the root).
    fn attach(&mut self, child: NodeId) {
        let Some(frame) = self.stack.last_mut() else {
            self.root = Some(child);
            return;
        };
        match &mut self.nodes[frame.node].body {
            Body::Seq(items) => items.push(child),
            Body::Map(pairs) => match frame.pending_key.take() {
                Some(key) => pairs.push((key, child)),
                None => frame.pending_key = Some(child),
            },
            Body::Scalar { .. } => {}
        }
    }

    fn open(
        &mut self,
        body: Body,
        tag: Option<String>,
        mark: Mark,
        start: usize,
        anchor: usize,
    ) -> Result<(), ParseError> {
        if self.stack.len() >= MAX_DEPTH {
            return Err(ParseError::new(
                format!("exceeded the maximum nesting depth of {MAX_DEPTH}"),
                mark,
            ));
        }
        let node = self.add(body, tag, mark, anchor);
        self.stack.push(Frame {
            node,
            start,
            pending_key: None,
        });
        Ok(())
    }

    fn expects_key(&self) -> bool {
        self.stack.last().is_some_and(|frame| {
            frame.pending_key.is_none() && matches!(self.nodes[frame.node].body, Body::Map(_))
        })
    }

    /// The innermost open collection, for the context of a refusal.
    fn innermost(&self) -> Option<diagnose::Open> {
        self.stack.last().map(|frame| {
            let node = &self.nodes[frame.node];
            diagnose::Open {
                mark: node.mark,
                start: frame.start,
                mapping: matches!(node.body, Body::Map(_)),
            }
        })
    }

    fn close(&mut self) {
        if let Some(frame) = self.stack.pop() {
            self.attach(frame.node);
        }
    }
}

fn full_tag(tag: Option<std::borrow::Cow<'_, saphyr_parser::Tag>>) -> Option<String> {
    tag.map(|t| format!("{}{}", t.handle, t.suffix))
}

/// Reads the source around events to refuse or repair what saphyr (a YAML 1.2 reader) treats
/// differently from libyaml: anchor names (saphyr reports only ids: libyaml refuses an empty
/// name and PyYAML one name anchoring two nodes), keys left out before a `:`, and block
/// scalars cut off by the end of input.
struct Source<'t> {
    text: &'t str,
    /// A cursor mapping saphyr's character positions to byte offsets; events only move forward.
    char_index: usize,
    byte_index: usize,
    seen: HashMap<&'t str, Mark>,
}

/// libyaml's anchor name characters.
fn in_name(ch: char) -> bool {
    ch.is_ascii_alphanumeric() || ch == '_' || ch == '-'
}

impl<'t> Source<'t> {
    fn byte_at(&mut self, char_index: usize) -> usize {
        let rest = &self.text[self.byte_index..];
        let steps = char_index.saturating_sub(self.char_index);
        let advance = rest
            .char_indices()
            .nth(steps)
            .map_or(rest.len(), |(offset, _)| offset);
        self.byte_index += advance;
        self.char_index = char_index.max(self.char_index);
        self.byte_index
    }

    /// The anchor name among the node properties written at `start` (a tag may precede it).
    fn name_at(&mut self, start: usize) -> &'t str {
        let text = self.text;
        let mut rest = &text[self.byte_at(start)..];
        if rest.starts_with('!') {
            let tag_end = rest.find(char::is_whitespace).unwrap_or(rest.len());
            rest = rest[tag_end..].trim_start();
        }
        match rest.strip_prefix('&') {
            Some(after) => &after[..after.find(|c| !in_name(c)).unwrap_or(after.len())],
            None => "",
        }
    }

    /// libyaml refuses a mapping entry whose key is left out (`: x`) unless a `?` announced it.
    fn check_missing_key(&mut self, start: usize, mark: Mark) -> Result<(), ParseError> {
        let at = self.byte_at(start);
        let text = self.text;
        if !text[at..].starts_with(':') {
            return Ok(());
        }
        match text[..at].trim_end().chars().last() {
            Some('?') => Ok(()),
            Some('{' | '[' | ',') => Err(ParseError::with_context(
                "while parsing a flow node",
                mark,
                "did not find expected node content",
                mark,
            )),
            _ => Err(ParseError::with_context(
                "while parsing a block mapping",
                mark,
                "did not find expected key",
                mark,
            )),
        }
    }

    /// Whether saphyr added one line break too many to a block scalar whose content starts
    /// at `start` (column `indent`, 0-based) and is cut off by the end of input: it does when
    /// the unterminated last line has content, or is blank but at least as wide as the indent.
    fn extra_final_break(&mut self, start: usize, indent: usize) -> bool {
        let text = self.text;
        if text.ends_with(['\n', '\r']) {
            return false;
        }
        let tail = &text[self.byte_at(start)..];
        let last = tail.rsplit('\n').next().unwrap_or(tail);
        !last.trim().is_empty() || last.len() >= indent
    }

    /// The quoted scalar whose event starts at `start`, read by PyYAML's rules for breaks.
    fn quoted_from(&mut self, start: usize, style: ScalarStyle) -> Option<String> {
        let quote = if style == ScalarStyle::DoubleQuoted {
            '"'
        } else {
            '\''
        };
        let rest = &self.text[self.byte_at(start)..];
        flow_scalar::quoted(&rest[rest.find(quote)?..])
    }

    fn check_anchor(&mut self, anchor: usize, start: usize, mark: Mark) -> Result<(), ParseError> {
        if anchor == 0 {
            return Ok(());
        }
        let name = self.name_at(start);
        if name.is_empty() {
            return Err(ParseError::with_context(
                "while scanning an anchor",
                mark,
                "did not find expected alphabetic or numeric character",
                mark,
            ));
        }
        if let Some(first) = self.seen.insert(name, mark) {
            return Err(ParseError::with_context(
                "found duplicate anchor; first occurrence",
                first,
                "second occurrence",
                mark,
            ));
        }
        Ok(())
    }
}

/// Composes the single document in `text` (already checked for unacceptable characters).
pub(super) fn compose(text: &str) -> Result<Document, Stop> {
    let mut parser = Parser::new_from_str(text);
    let mut composer = Composer {
        nodes: Vec::new(),
        stack: Vec::new(),
        anchors: HashMap::new(),
        root: None,
    };
    let total_chars = text.chars().count();
    let mut document_start: Option<Mark> = None;
    // Whether the document read ended with `...`: libyaml wants a `---` before another.
    let mut ended_explicitly = false;
    let mut source = Source {
        text,
        char_index: 0,
        byte_index: 0,
        seen: HashMap::new(),
    };
    while let Some(next) = parser.next_event() {
        let (event, span) = match next {
            Ok(found) => found,
            Err(e) if e.info() == SHALLOW_QUOTED => {
                let error = diagnose::refusal(&e, text, composer.innermost());
                return Err(Stop::ShallowQuoted(e.marker().index(), error));
            }
            Err(e) => {
                return Err(Stop::Refused(diagnose::refusal(
                    &e,
                    text,
                    composer.innermost(),
                )));
            }
        };
        let mark = Mark::from_saphyr(&span.start);
        match event {
            Event::StreamEnd => break,
            Event::DocumentStart(explicit) => {
                if let Some(first) = document_start {
                    if !explicit && ended_explicitly {
                        return Err(ParseError::new(
                            "did not find expected <document start>",
                            mark,
                        )
                        .into());
                    }
                    let root = composer
                        .root
                        .map_or(first, |root| composer.nodes[root].mark);
                    return Err(ParseError::with_context(
                        "expected a single document in the stream",
                        root,
                        "but found another document",
                        mark,
                    )
                    .into());
                }
                document_start = Some(mark);
            }
            Event::DocumentEnd => {
                let at = source.byte_at(span.start.index());
                ended_explicitly = text[at..].starts_with("...");
            }
            Event::Scalar(value, style, anchor, tag) => {
                let mut value = value.into_owned();
                if matches!(style, ScalarStyle::Literal | ScalarStyle::Folded)
                    && span.end.index() >= total_chars
                    && source.extra_final_break(span.start.index(), span.start.col())
                {
                    value.pop();
                }
                if value.is_empty() && tag.is_none() && anchor == 0 && composer.expects_key() {
                    source.check_missing_key(span.start.index(), mark)?;
                }
                if matches!(style, ScalarStyle::SingleQuoted | ScalarStyle::DoubleQuoted)
                    && flow_scalar::needs_rescan(&value)
                    && let Some(read) = source.quoted_from(span.start.index(), style)
                {
                    value = read;
                }
                let tag = full_tag(tag);
                let plain = style == ScalarStyle::Plain;
                let implicit = match tag.as_deref() {
                    None => plain,
                    Some("!") => !(plain && value.is_empty()),
                    Some(_) => false,
                };
                let body = Body::Scalar {
                    text: value,
                    implicit,
                };
                source.check_anchor(anchor, span.start.index(), mark)?;
                let id = composer.add(body, tag, mark, anchor);
                composer.attach(id);
            }
            Event::Alias(anchor) => match composer.anchors.get(&anchor) {
                Some(&id) => composer.attach(id),
                None => return Err(ParseError::new("found undefined alias", mark).into()),
            },
            Event::SequenceStart(anchor, tag) => {
                source.check_anchor(anchor, span.start.index(), mark)?;
                let start = span.start.index();
                composer.open(Body::Seq(Vec::new()), full_tag(tag), mark, start, anchor)?;
            }
            Event::MappingStart(anchor, tag) => {
                source.check_anchor(anchor, span.start.index(), mark)?;
                let start = span.start.index();
                composer.open(Body::Map(Vec::new()), full_tag(tag), mark, start, anchor)?;
            }
            Event::SequenceEnd | Event::MappingEnd => composer.close(),
            Event::Nothing | Event::StreamStart => {}
        }
    }
    Ok(Document {
        nodes: composer.nodes,
        root: composer.root,
    })
}
