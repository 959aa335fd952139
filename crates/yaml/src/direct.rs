//! The value of a text the fast path takes, built straight from its events as they are made,
//! with no node graph between: such a text has no anchors, aliases or tags, so every node is
//! reached once, in document order, and a scalar's text moves into its value. It builds what
//! the composer and constructor build (`construct::scalar` types each scalar, `dict_key` and
//! `KeyIndex` keep a mapping's first positions and last values) and refuses what they refuse,
//! the first refusal in document order; a merge key (`<<`) is left to them. As PyYAML
//! composes a document whole before it constructs, a refusal counts only once the fast path
//! has taken the whole text; where it declines, libyaml reads the text from its first byte.

use super::construct::{DictKey, KeyIndex, dict_key, scalar};
use super::error::{Mark, ParseError};
use super::events::{Event, Located};
use super::fast;
use super::resolve::{MERGE, STR, VALUE, resolve_plain};
use super::value::{Mapping, Value};

/// A collection under construction.
enum Open {
    Seq(Vec<Value>),
    Map {
        entries: Vec<(Value, Value)>,
        index: KeyIndex,
        /// The key read, waiting for its value.
        key: Option<(Value, DictKey)>,
    },
}

#[derive(Default)]
struct Direct {
    open: Vec<Open>,
    root: Option<Value>,
    /// The first refusal, in document order.
    refused: Option<ParseError>,
    /// Left to the composer and constructor: a merge key was met.
    left: bool,
    nan_count: usize,
}

impl Direct {
    fn take(&mut self, Located { event, mark }: Located) {
        if self.refused.is_some() || self.left {
            return;
        }
        match event {
            Event::SequenceStart { .. } => self.open.push(Open::Seq(Vec::new())),
            Event::MappingStart { .. } => self.open.push(Open::Map {
                entries: Vec::new(),
                index: KeyIndex::Few(Vec::new()),
                key: None,
            }),
            Event::SequenceEnd | Event::MappingEnd => {
                let value = match self.open.pop() {
                    Some(Open::Seq(items)) => Value::Seq(items),
                    Some(Open::Map { entries, .. }) => Value::Map(Mapping::from_distinct(entries)),
                    None => return,
                };
                self.attach(value);
            }
            Event::Scalar {
                value,
                plain_implicit,
                ..
            } => self.scalar(value, plain_implicit, mark),
            Event::StreamStart
            | Event::StreamEnd
            | Event::DocumentStart
            | Event::DocumentEnd
            | Event::Alias { .. } => {}
        }
    }

    fn scalar(&mut self, text: String, plain: bool, mark: Mark) {
        let tag = if plain { resolve_plain(&text) } else { STR };
        let awaits_key = matches!(self.open.last(), Some(Open::Map { key: None, .. }));
        if awaits_key && tag == MERGE {
            self.left = true;
            return;
        }
        let built = match tag {
            STR => Ok(Value::Str(text)),
            VALUE if awaits_key => Ok(Value::Str(text)),
            _ => scalar(tag, &text, mark),
        };
        match built {
            Ok(value) => self.attach(value),
            Err(refusal) => self.refused = Some(refusal),
        }
    }

    /// Hangs a finished value on the open collection (as a mapping's key when it awaits
    /// one), or makes it the root.
    fn attach(&mut self, value: Value) {
        match self.open.last_mut() {
            None => self.root = Some(value),
            Some(Open::Seq(items)) => items.push(value),
            Some(Open::Map {
                entries,
                index,
                key,
            }) => match key.take() {
                // A key here is a scalar, always hashable; a collection would be the
                // constructor's to refuse.
                None => match dict_key(&value, &mut self.nan_count) {
                    Some(found) => *key = Some((value, found)),
                    None => self.left = true,
                },
                Some((name, found)) => match index.get(&found) {
                    Some(at) => entries[at].1 = value,
                    None => {
                        index.insert(found, entries.len());
                        entries.push((name, value));
                    }
                },
            },
        }
    }
}

/// The value of `text` as the composer and constructor would build it, when the fast path
/// takes the text (and it holds no merge key); none otherwise.
pub(super) fn value(text: &str) -> Option<Result<Value, ParseError>> {
    let mut direct = Direct::default();
    fast::read(text, &mut |located| direct.take(located))?;
    if direct.left {
        return None;
    }
    Some(match direct.refused {
        Some(refusal) => Err(refusal),
        None => Ok(direct.root.unwrap_or_default()),
    })
}
