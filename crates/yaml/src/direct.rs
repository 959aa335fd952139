//! The value of a text the fast path takes, built straight from its events as they are made,
//! with no node graph between: such a text has no anchors, aliases or tags, so every node is
//! reached once, in document order, and a scalar's text moves into its value. It builds what
//! the composer and constructor build (`construct::scalar` types each scalar; a mapping keeps
//! each key's first position and last value, keys told apart as `dict_key` tells them) and
//! refuses what they refuse, the first refusal in document order; a merge key (`<<`) is left to them. As PyYAML
//! composes a document whole before it constructs, a refusal counts only once the fast path
//! has taken the whole text; where it declines, libyaml reads the text from its first byte.

use std::collections::HashMap;

use super::construct::{DictKey, FEW_KEYS, dict_key, scalar};
use super::error::{Mark, ParseError};
use super::events::{Event, Located};
use super::fast;
use super::resolve::{MERGE, STR, VALUE, resolve_plain};
use super::value::{Mapping, Value};

/// A collection under construction: where its items or entries start on the shared stacks.
enum Open {
    Seq {
        from: usize,
    },
    Map {
        from: usize,
        /// Each distinct key's position from `from`, once the mapping outgrows a scan of its
        /// keys.
        index: Option<HashMap<DictKey, usize>>,
        /// The key read, waiting for its value.
        key: Option<Value>,
    },
}

/// Builds a document's value. The items and entries of every open collection wait on two
/// shared stacks, innermost last, and move into a vector of their exact length when their
/// collection ends: no collection holds spare capacity, and no small one allocates twice.
#[derive(Default)]
struct Direct {
    open: Vec<Open>,
    items: Vec<Value>,
    entries: Vec<(Value, Value)>,
    root: Option<Value>,
    /// The first refusal, in document order.
    refused: Option<ParseError>,
    /// Left to the composer and constructor: a merge key was met.
    left: bool,
    nan_count: usize,
}

/// Whether two keys are the same dict key, as `dict_key` tells them apart: a string equals
/// only a string of the same text, and two strings compare with no key built.
fn same_key(a: &Value, b: &Value, nan_count: &mut usize) -> bool {
    match (a, b) {
        (Value::Str(a), Value::Str(b)) => a == b,
        (Value::Str(_), _) | (_, Value::Str(_)) => false,
        _ => dict_key(a, nan_count).is_some_and(|a| dict_key(b, nan_count) == Some(a)),
    }
}

impl Direct {
    fn take(&mut self, Located { event, mark }: Located) {
        if self.refused.is_some() || self.left {
            return;
        }
        match event {
            Event::SequenceStart { .. } => self.open.push(Open::Seq {
                from: self.items.len(),
            }),
            Event::MappingStart { .. } => self.open.push(Open::Map {
                from: self.entries.len(),
                index: None,
                key: None,
            }),
            Event::SequenceEnd | Event::MappingEnd => {
                let value = match self.open.pop() {
                    Some(Open::Seq { from }) => Value::Seq(self.items.drain(from..).collect()),
                    Some(Open::Map { from, .. }) => {
                        Value::Map(Mapping::from_distinct(self.entries.drain(from..).collect()))
                    }
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
        let Direct {
            open,
            items,
            entries,
            nan_count,
            ..
        } = self;
        let (from, index, key) = match open.last_mut() {
            None => return self.root = Some(value),
            Some(Open::Seq { .. }) => return items.push(value),
            Some(Open::Map { from, index, key }) => (*from, index, key),
        };
        let Some(name) = key.take() else {
            // A key here is a scalar, always hashable; a collection would be the
            // constructor's to refuse.
            if matches!(value, Value::Str(_)) || dict_key(&value, nan_count).is_some() {
                *key = Some(value);
            } else {
                self.left = true;
            }
            return;
        };
        let at = match index {
            None => (entries[from..].iter()).position(|(k, _)| same_key(k, &name, nan_count)),
            Some(index) => {
                let Some(found) = dict_key(&name, nan_count) else {
                    self.left = true;
                    return;
                };
                let at = index.get(&found).copied();
                if at.is_none() {
                    index.insert(found, entries.len() - from);
                }
                at
            }
        };
        match at {
            Some(at) => entries[from + at].1 = value,
            None => entries.push((name, value)),
        }
        if index.is_none() && entries.len() - from > FEW_KEYS {
            *index = Some(key_index(&entries[from..], nan_count));
        }
    }
}

/// The position of each distinct key of `entries` (all distinct already).
fn key_index(entries: &[(Value, Value)], nan_count: &mut usize) -> HashMap<DictKey, usize> {
    (entries.iter().enumerate())
        .filter_map(|(at, (key, _))| Some((dict_key(key, nan_count)?, at)))
        .collect()
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
