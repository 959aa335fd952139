//! Turns libyaml's events for one YAML document into a graph of nodes (aliases share their
//! anchor's node), as PyYAML's C composer does, pulling events in the order it pulls them so a
//! refusal comes from the same event; enforces the single-document rule. Its stack is as deep as the document, which libyaml's
//! nesting cap bounds (see `construct::MAX_DEPTH`).
//! It assigns no types and builds no values.

use std::collections::HashMap;

use super::engine::Events;
use super::error::{Mark, ParseError};
use super::events::{Event, Located};

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

struct Frame {
    node: NodeId,
    pending_key: Option<NodeId>,
}

#[derive(Default)]
struct Composer {
    nodes: Vec<Node>,
    stack: Vec<Frame>,
    anchors: HashMap<String, NodeId>,
    root: Option<NodeId>,
}

impl Composer {
    /// A node for an event; an anchor already naming a node is PyYAML's duplicate-anchor error.
    fn add(
        &mut self,
        body: Body,
        tag: Option<String>,
        mark: Mark,
        anchor: Option<String>,
    ) -> Result<NodeId, ParseError> {
        if let Some(name) = &anchor
            && let Some(&first) = self.anchors.get(name)
        {
            return Err(ParseError::with_context(
                "found duplicate anchor; first occurrence",
                self.nodes[first].mark,
                "second occurrence",
                mark,
            ));
        }
        let id = self.nodes.len();
        self.nodes.push(Node {
            body,
            tag,
            mark,
            anchored: anchor.is_some(),
        });
        if let Some(name) = anchor {
            self.anchors.insert(name, id);
        }
        Ok(id)
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
        anchor: Option<String>,
    ) -> Result<(), ParseError> {
        let node = self.add(body, tag, mark, anchor)?;
        self.stack.push(Frame {
            node,
            pending_key: None,
        });
        Ok(())
    }

    fn close(&mut self) {
        if let Some(frame) = self.stack.pop() {
            self.attach(frame.node);
        }
    }

    /// Takes one event of the document's node tree; true once the root node is complete.
    fn take(&mut self, Located { event, mark }: Located) -> Result<bool, ParseError> {
        match event {
            Event::Alias { anchor } => match self.anchors.get(&anchor) {
                Some(&id) => self.attach(id),
                None => return Err(ParseError::new("found undefined alias", mark)),
            },
            Event::Scalar {
                anchor,
                tag,
                value,
                plain_implicit,
            } => {
                let implicit = plain_implicit && matches!(tag.as_deref(), None | Some("!"));
                let body = Body::Scalar {
                    text: value,
                    implicit,
                };
                let id = self.add(body, tag, mark, anchor)?;
                self.attach(id);
            }
            Event::SequenceStart { anchor, tag } => {
                self.open(Body::Seq(Vec::new()), tag, mark, anchor)?;
            }
            Event::MappingStart { anchor, tag } => {
                self.open(Body::Map(Vec::new()), tag, mark, anchor)?;
            }
            Event::SequenceEnd | Event::MappingEnd => self.close(),
            Event::StreamStart | Event::StreamEnd | Event::DocumentStart | Event::DocumentEnd => {}
        }
        Ok(self.stack.is_empty() && self.root.is_some())
    }
}

/// Composes the single document in `text`, read by libyaml, as PyYAML's `get_single_node`
/// does.
pub(super) fn compose(text: &str) -> Result<Document, ParseError> {
    compose_from(Events::new(text.as_bytes())?)
}

/// The single document of `events`: the stream's start, the first document if any (its
/// start, its node tree, its end), then the stream's end, where anything else is a second
/// document.
fn compose_from(mut events: Events) -> Result<Document, ParseError> {
    let mut composer = Composer::default();
    events.next()?;
    let first = events.next()?;
    if !matches!(first.event, Event::StreamEnd) {
        while !composer.take(events.next()?)? {}
        events.next()?;
        let after = events.next()?;
        if !matches!(after.event, Event::StreamEnd) {
            let root = composer
                .root
                .map_or(first.mark, |root| composer.nodes[root].mark);
            return Err(ParseError::with_context(
                "expected a single document in the stream",
                root,
                "but found another document",
                after.mark,
            ));
        }
    }
    Ok(Document {
        nodes: composer.nodes,
        root: composer.root,
    })
}
