//! Builds the value tree from a composed document as PyYAML's `SafeConstructor` does: tag
//! dispatch, merge keys (`<<`, with PyYAML 6's first-wins flattening), Python dict key
//! semantics, and a budget on alias expansion. It parses no text.

use std::collections::{HashMap, HashSet};
use std::rc::Rc;

use super::compose::{Body, Document, Node, NodeId};
use super::error::{Mark, ParseError};
use super::resolve::{
    self, BINARY, BOOL, FLOAT, INT, MAP, MERGE, NULL, OMAP, PAIRS, SEQ, SET, STR, TIMESTAMP, VALUE,
};
use super::set_repr;
use super::value::{Mapping, Value};

/// Nodes an alias-heavy document may expand to beyond its own size.
pub(super) const ALIAS_BUDGET: usize = 1_000_000;

/// Deepest value built, counted through aliases. libyaml's nesting cap (1,000 indentation
/// and flow levels together) keeps a document's own collections at most 1,999 deep (each
/// block mapping's value may be a sequence that takes no indentation level), so only an
/// alias reaches this, and the recursion below stays within a thread's stack.
pub(super) const MAX_DEPTH: usize = 2_000;

type Pairs = Rc<Vec<(NodeId, NodeId)>>;

struct Built {
    value: Value,
    weight: usize,
    height: usize,
}

/// The identity PyYAML's merge flattening compares keys by: `id()` of the key's text, which
/// is shared by aliases of one node and by CPython's cached empty and one-Latin-1-char strings.
#[derive(PartialEq, Eq, Hash)]
enum KeyIdentity {
    Cached(Option<char>),
    Node(NodeId),
}

/// A key as Python's dict compares it (`1 == 1.0 == True`).
#[derive(PartialEq, Eq, Hash)]
pub(super) enum DictKey {
    Null,
    Integer(String),
    Float(u64),
    NaN(usize),
    Str(String),
    Stamp(String),
}

/// Where each distinct key of a mapping under construction sits: a short list searched in
/// order (most mappings in a print have a handful of keys), a hash map past that.
pub(super) enum KeyIndex {
    Few(Vec<(DictKey, usize)>),
    Many(HashMap<DictKey, usize>),
}

/// Keys a mapping under construction holds as a list (a `KeyIndex`'s, or the direct
/// builder's) before it indexes them in a hash map.
pub(super) const FEW_KEYS: usize = 16;

impl KeyIndex {
    pub(super) fn get(&self, key: &DictKey) -> Option<usize> {
        match self {
            KeyIndex::Few(list) => list.iter().find(|(k, _)| k == key).map(|(_, at)| *at),
            KeyIndex::Many(map) => map.get(key).copied(),
        }
    }

    pub(super) fn insert(&mut self, key: DictKey, at: usize) {
        match self {
            KeyIndex::Few(list) if list.len() < FEW_KEYS => list.push((key, at)),
            KeyIndex::Few(list) => {
                let mut map: HashMap<DictKey, usize> = list.drain(..).collect();
                map.insert(key, at);
                *self = KeyIndex::Many(map);
            }
            KeyIndex::Many(map) => {
                map.insert(key, at);
            }
        }
    }
}

struct Builder<'d> {
    nodes: &'d [Node],
    /// Per anchored node (only those can be reached twice, through aliases): its built value
    /// and its flattened pairs, kept by `NodeId` for the aliases to reuse. Per node, indexed
    /// by `NodeId`: whether it is being built (an alias back into it is recursion) and
    /// whether it is being flattened.
    memo: HashMap<NodeId, Built>,
    active: Vec<bool>,
    flat: HashMap<NodeId, Pairs>,
    flattening: Vec<bool>,
    budget: usize,
    nan_count: usize,
}

fn kind(node: &Node) -> &'static str {
    match node.body {
        Body::Scalar { .. } => "scalar",
        Body::Seq(_) => "sequence",
        Body::Map(_) => "mapping",
    }
}

fn unknown_tag(tag: &str, mark: Mark) -> ParseError {
    ParseError::new(
        format!(
            "could not determine a constructor for the tag {}",
            crate::pyrepr::str_repr(tag)
        ),
        mark,
    )
}

fn is_scalar_tag(tag: &str) -> bool {
    [NULL, BOOL, INT, FLOAT, TIMESTAMP, STR, BINARY].contains(&tag)
}

/// The tag a node is constructed by, after implicit resolution.
fn effective_tag(node: &Node) -> &str {
    match (&node.body, node.tag.as_deref()) {
        (
            Body::Scalar {
                text,
                implicit: true,
            },
            _,
        ) => resolve::resolve_plain(text),
        (Body::Scalar { .. }, None | Some("!")) => STR,
        (Body::Seq(_), None | Some("!")) => SEQ,
        (Body::Map(_), None | Some("!")) => MAP,
        (_, Some(tag)) => tag,
    }
}

impl Builder<'_> {
    fn charge(&mut self, weight: usize, mark: Mark) -> Result<(), ParseError> {
        match self.budget.checked_sub(weight) {
            Some(left) => {
                self.budget = left;
                Ok(())
            }
            None => Err(ParseError::new(
                format!(
                    "the document expands to too many nodes through aliases (more than \
                     {ALIAS_BUDGET} beyond its own size)"
                ),
                mark,
            )),
        }
    }

    fn build(&mut self, id: NodeId, depth: usize) -> Result<Built, ParseError> {
        let nodes = self.nodes;
        let node = &nodes[id];
        if depth > MAX_DEPTH {
            return Err(ParseError::new(
                format!("exceeded the maximum nesting depth of {MAX_DEPTH}"),
                node.mark,
            ));
        }
        if let Some(done) = node.anchored.then(|| self.memo.get(&id)).flatten() {
            let (value, weight, height) = (done.value.clone(), done.weight, done.height);
            if depth + height > MAX_DEPTH {
                return Err(ParseError::new(
                    format!("exceeded the maximum nesting depth of {MAX_DEPTH} through an alias"),
                    node.mark,
                ));
            }
            self.charge(weight, node.mark)?;
            return Ok(Built {
                value,
                weight,
                height,
            });
        }
        if self.active[id] {
            return Err(ParseError::new(
                "found a recursive alias: a node cannot contain itself (Circular reference detected)",
                node.mark,
            ));
        }
        self.active[id] = node.anchored;
        let built = self.build_fresh(id, depth)?;
        self.active[id] = false;
        if node.anchored {
            let kept = Built {
                value: built.value.clone(),
                weight: built.weight,
                height: built.height,
            };
            self.memo.insert(id, kept);
        }
        Ok(built)
    }

    fn build_fresh(&mut self, id: NodeId, depth: usize) -> Result<Built, ParseError> {
        let nodes = self.nodes;
        let node = &nodes[id];
        let tag = effective_tag(node);
        let mark = node.mark;
        let found = kind(node);
        match &node.body {
            Body::Scalar { text, .. } => {
                let weight = 1 + text.len() / 64;
                self.charge(weight, mark)?;
                let value = scalar(tag, text, mark)?;
                Ok(Built {
                    value,
                    weight,
                    height: 0,
                })
            }
            Body::Seq(items) => match tag {
                SEQ => {
                    self.charge(1, mark)?;
                    let mut weight = 1;
                    let mut height = 1;
                    let mut values = Vec::with_capacity(items.len());
                    for &item in items {
                        let built = self.build(item, depth + 1)?;
                        weight += built.weight;
                        height = height.max(built.height + 1);
                        values.push(built.value);
                    }
                    Ok(Built {
                        value: Value::Seq(values),
                        weight,
                        height,
                    })
                }
                OMAP | PAIRS => self.pairs(id, tag, depth),
                MAP | SET => Err(ParseError::new(
                    format!("expected a mapping node, but found {found}"),
                    mark,
                )),
                _ if is_scalar_tag(tag) => Err(ParseError::new(
                    format!("expected a scalar node, but found {found}"),
                    mark,
                )),
                _ => Err(unknown_tag(tag, mark)),
            },
            Body::Map(_) => match tag {
                MAP => self.mapping(id, depth),
                SET => {
                    let built = self.mapping(id, depth)?;
                    let keys: Vec<Value> = match built.value {
                        Value::Map(map) => map.iter().map(|(k, _)| k.clone()).collect(),
                        _ => Vec::new(),
                    };
                    Ok(Built {
                        value: Value::Str(set_repr::set_repr(&keys)),
                        weight: built.weight,
                        height: 0,
                    })
                }
                SEQ => Err(ParseError::new(
                    format!("expected a sequence node, but found {found}"),
                    mark,
                )),
                OMAP | PAIRS => Err(ParseError::with_context(
                    pairs_context(tag),
                    mark,
                    format!("expected a sequence, but found {found}"),
                    mark,
                )),
                _ if is_scalar_tag(tag) => Err(ParseError::new(
                    format!("expected a scalar node, but found {found}"),
                    mark,
                )),
                _ => Err(unknown_tag(tag, mark)),
            },
        }
    }

    /// `!!omap` / `!!pairs`: a list of `[key, value]` pairs from one-entry mappings.
    fn pairs(&mut self, id: NodeId, tag: &str, depth: usize) -> Result<Built, ParseError> {
        let nodes = self.nodes;
        let node = &nodes[id];
        let Body::Seq(items) = &node.body else {
            return Err(unknown_tag(tag, node.mark));
        };
        self.charge(1, node.mark)?;
        let mut weight = 1;
        let mut height = 2;
        let mut values = Vec::with_capacity(items.len());
        for &item in items {
            let sub = &nodes[item];
            let pair = match &sub.body {
                Body::Map(pairs) if pairs.len() == 1 => pairs[0],
                Body::Map(pairs) => {
                    return Err(ParseError::with_context(
                        pairs_context(tag),
                        node.mark,
                        format!(
                            "expected a single mapping item, but found {} items",
                            pairs.len()
                        ),
                        sub.mark,
                    ));
                }
                _ => {
                    return Err(ParseError::with_context(
                        pairs_context(tag),
                        node.mark,
                        format!("expected a mapping of length 1, but found {}", kind(sub)),
                        sub.mark,
                    ));
                }
            };
            let key = self.build(pair.0, depth + 2)?;
            let value = self.build(pair.1, depth + 2)?;
            weight += 1 + key.weight + value.weight;
            height = height.max(value.height + 2);
            values.push(Value::Seq(vec![key.value, value.value]));
        }
        Ok(Built {
            value: Value::Seq(values),
            weight,
            height,
        })
    }

    fn is_merge_key(&self, key: NodeId) -> bool {
        let node = &self.nodes[key];
        matches!(node.body, Body::Scalar { .. }) && effective_tag(node) == MERGE
    }

    fn identity(&self, key: NodeId) -> KeyIdentity {
        if let Body::Scalar { text, .. } = &self.nodes[key].body {
            let mut chars = text.chars();
            match (chars.next(), chars.next()) {
                (None, _) => return KeyIdentity::Cached(None),
                (Some(c), None) if u32::from(c) < 256 => return KeyIdentity::Cached(Some(c)),
                _ => {}
            }
        }
        KeyIdentity::Node(key)
    }

    /// The mapping's pairs with merge keys replaced by the pairs they merge in (first).
    fn flatten(&mut self, id: NodeId, depth: usize) -> Result<Pairs, ParseError> {
        if let Some(done) = self.nodes[id]
            .anchored
            .then(|| self.flat.get(&id))
            .flatten()
        {
            return Ok(Rc::clone(done));
        }
        let nodes = self.nodes;
        let node = &nodes[id];
        let mark = node.mark;
        if depth > MAX_DEPTH || self.flattening[id] {
            return Err(ParseError::with_context(
                "while constructing a mapping",
                mark,
                "merge keys nest too deeply or merge a mapping into itself",
                mark,
            ));
        }
        let Body::Map(pairs) = &node.body else {
            return Ok(Rc::new(Vec::new()));
        };
        self.flattening[id] = true;
        let mut merged = Vec::new();
        let mut seen = HashSet::new();
        let mut own = Vec::with_capacity(pairs.len());
        for &(key, value) in pairs {
            if !self.is_merge_key(key) {
                own.push((key, value));
                continue;
            }
            let source = &nodes[value];
            let sources = match &source.body {
                Body::Map(_) => vec![value],
                Body::Seq(items) => {
                    if let Some(&bad) = items
                        .iter()
                        .find(|&&item| !matches!(nodes[item].body, Body::Map(_)))
                    {
                        let bad = &nodes[bad];
                        return Err(ParseError::with_context(
                            "while constructing a mapping",
                            mark,
                            format!("expected a mapping for merging, but found {}", kind(bad)),
                            bad.mark,
                        ));
                    }
                    items.clone()
                }
                Body::Scalar { .. } => {
                    return Err(ParseError::with_context(
                        "while constructing a mapping",
                        mark,
                        "expected a mapping or list of mappings for merging, but found scalar",
                        source.mark,
                    ));
                }
            };
            for source in sources {
                let sub = self.flatten(source, depth + 1)?;
                self.charge(sub.len(), mark)?;
                for &pair in sub.iter() {
                    if seen.insert(self.identity(pair.0)) {
                        merged.push(pair);
                    }
                }
            }
        }
        merged.extend(own);
        let done = Rc::new(merged);
        self.flattening[id] = false;
        if node.anchored {
            self.flat.insert(id, Rc::clone(&done));
        }
        Ok(done)
    }

    fn dict_key(&mut self, key: &Value) -> Option<DictKey> {
        dict_key(key, &mut self.nan_count)
    }

    fn mapping(&mut self, id: NodeId, depth: usize) -> Result<Built, ParseError> {
        let nodes = self.nodes;
        let mark = nodes[id].mark;
        self.charge(1, mark)?;
        let own: &[(NodeId, NodeId)] = match &nodes[id].body {
            Body::Map(pairs) => pairs,
            _ => &[],
        };
        // A mapping without a merge key is its own pairs: nothing to flatten or allocate.
        let flattened;
        let pairs = if own.iter().any(|&(key, _)| self.is_merge_key(key)) {
            flattened = self.flatten(id, depth)?;
            flattened.as_slice()
        } else {
            own
        };
        let mut weight = 1;
        let mut height = 1;
        let mut entries: Vec<(Value, Value)> = Vec::with_capacity(pairs.len());
        let mut index = KeyIndex::Few(Vec::new());
        for &(key_id, value_id) in pairs.iter() {
            let key_node = &nodes[key_id];
            // PyYAML's constructors of collections hand out the empty container before
            // reading the node, so such a key is unhashable before its content is looked at.
            let key_tag = effective_tag(key_node);
            if matches!(key_tag, SEQ | MAP | SET | OMAP | PAIRS) {
                return Err(unhashable_key(mark, key_node.mark));
            }
            let key = match (&key_node.body, key_tag) {
                (Body::Scalar { text, .. }, VALUE) => {
                    self.charge(1, key_node.mark)?;
                    Built {
                        value: Value::Str(text.clone()),
                        weight: 1,
                        height: 0,
                    }
                }
                _ => self.build(key_id, depth + 1)?,
            };
            let Some(dict_key) = self.dict_key(&key.value) else {
                return Err(unhashable_key(mark, key_node.mark));
            };
            let value = self.build(value_id, depth + 1)?;
            weight += key.weight + value.weight;
            height = height.max(value.height + 1);
            match index.get(&dict_key) {
                Some(at) => entries[at].1 = value.value,
                None => {
                    index.insert(dict_key, entries.len());
                    entries.push((key.value, value.value));
                }
            }
        }
        Ok(Built {
            value: Value::Map(Mapping::from_distinct(entries)),
            weight,
            height,
        })
    }
}

/// `key` as a Python dict compares it; none for a collection (unhashable). Each NaN is a key
/// of its own (`nan_count` numbers them).
pub(super) fn dict_key(key: &Value, nan_count: &mut usize) -> Option<DictKey> {
    Some(match key {
        Value::Null => DictKey::Null,
        Value::Bool(b) => DictKey::Integer(u8::from(*b).to_string()),
        Value::Int(i) => DictKey::Integer(i.to_string()),
        Value::BigInt(digits) => DictKey::Integer(digits.clone()),
        Value::Float(f) if f.is_nan() => {
            *nan_count += 1;
            DictKey::NaN(*nan_count)
        }
        Value::Float(f) if f.is_finite() && f.fract() == 0.0 => {
            let text = format!("{f:.0}");
            DictKey::Integer(if text == "-0" { "0".to_string() } else { text })
        }
        Value::Float(f) => DictKey::Float(f.to_bits()),
        Value::Str(s) => DictKey::Str(s.clone()),
        Value::Stamp(s) => DictKey::Stamp(s.clone()),
        Value::Seq(_) | Value::Map(_) => return None,
    })
}

fn unhashable_key(mapping: Mark, key: Mark) -> ParseError {
    ParseError::with_context(
        "while constructing a mapping",
        mapping,
        "found unhashable key",
        key,
    )
}

fn pairs_context(tag: &str) -> &'static str {
    if tag == OMAP {
        "while constructing an ordered map"
    } else {
        "while constructing pairs"
    }
}

pub(super) fn scalar(tag: &str, text: &str, mark: Mark) -> Result<Value, ParseError> {
    let fail = |problem: String| ParseError::new(problem, mark);
    Ok(match tag {
        NULL => Value::Null,
        BOOL => Value::Bool(resolve::construct_bool(text).map_err(fail)?),
        INT => resolve::construct_int(text).map_err(fail)?,
        FLOAT => Value::Float(resolve::construct_float(text).map_err(fail)?),
        TIMESTAMP => Value::Stamp(resolve::construct_timestamp(text).map_err(fail)?),
        STR => Value::Str(text.to_string()),
        BINARY => Value::Str(resolve::construct_binary(text).map_err(fail)?),
        MAP | SET => {
            return Err(fail(
                "expected a mapping node, but found scalar".to_string(),
            ));
        }
        SEQ => {
            return Err(fail(
                "expected a sequence node, but found scalar".to_string(),
            ));
        }
        OMAP | PAIRS => {
            return Err(ParseError::with_context(
                pairs_context(tag),
                mark,
                "expected a sequence, but found scalar",
                mark,
            ));
        }
        _ => return Err(unknown_tag(tag, mark)),
    })
}

/// Constructs the document's value; `own_size` is the document's length, which alias
/// expansion may exceed by at most [`ALIAS_BUDGET`] nodes.
pub(super) fn construct(document: &Document, own_size: usize) -> Result<Value, ParseError> {
    let Some(root) = document.root else {
        return Ok(Value::Null);
    };
    let mut builder = Builder {
        nodes: &document.nodes,
        memo: HashMap::new(),
        active: vec![false; document.nodes.len()],
        flat: HashMap::new(),
        flattening: vec![false; document.nodes.len()],
        budget: ALIAS_BUDGET.saturating_add(own_size.saturating_mul(2)),
        nan_count: 0,
    };
    Ok(builder.build(root, 0)?.value)
}
