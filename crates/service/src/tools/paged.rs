//! How a typed answer is serialised when its reply is a list (§4.8): header keys first (on
//! the pages their units reach, the first one normally), then the paged list, then `total` on
//! every page and `next_cursor` on every page but the last; written as JSON (`Listed`). A
//! reply whose other keys ride every page (`RidingReply`, §4.7) walks its lists one after
//! another instead.

use std::borrow::Cow;

use dbprint_pager::{Call, Source, Unit, Wire};
use dbprint_print::fault::Fault;
use dbprint_yaml::{Mapping, Value};

/// A mapping of a reply, its keys in the order given.
pub fn map(pairs: Vec<(&str, Value)>) -> Value {
    Value::Map(
        pairs
            .into_iter()
            .map(|(k, v)| (Value::str(k), v))
            .collect::<Mapping>(),
    )
}

/// A sequence of strings.
pub fn strings(items: impl IntoIterator<Item = impl AsRef<str>>) -> Value {
    Value::Seq(items.into_iter().map(|s| Value::str(s.as_ref())).collect())
}

/// A count the print wrote as an integer and the archive keeps as a float: an int when
/// whole, null when absent.
pub fn count(value: Option<f64>) -> Value {
    match value {
        Some(v) if v.fract() == 0.0 && v.abs() < 9.0e15 => Value::Int(v as i64),
        Some(v) => Value::Float(v),
        None => Value::Null,
    }
}

/// A unit's place: a header key, or a list item (keyed for a map-shaped list).
#[derive(Debug, Clone, PartialEq)]
pub enum Slot {
    Head(String),
    Item(String),
}

/// How the paged list is shaped in the reply.
pub enum ListShape {
    /// `list_key: [item, ...]`
    Seq,
    /// `list_key: {key: item, ...}`
    Map,
}

/// A typed answer whose reply is one paged list (§4.8): how it is serialised, key by key
/// and item by item, each item made on demand (an answer may list more than any page holds).
pub trait Listed {
    /// The key the list sits under, and its shape.
    fn list(&self) -> (&str, ListShape);
    /// The header keys, before the list.
    fn head(&self) -> Vec<(String, Value)>;
    /// How many items the list holds; `total` on every page.
    fn count(&self) -> usize;
    /// Item `i` as `(key, value)` (a fault when it cannot be made, which the page holding it
    /// answers).
    fn item(&self, i: usize) -> Result<(String, Value), Fault>;
    /// Keys a page carries after the list, given the item keys on that page.
    fn extras(&self, _keys: &[&str]) -> Vec<(String, Value)> {
        Vec::new()
    }
}

/// The reply mapping holding `units` of `listed`.
fn render(listed: &dyn Listed, units: &[Unit<Slot>]) -> Mapping {
    let (list_key, shape) = listed.list();
    let mut reply = Mapping::new();
    let mut seq = Vec::new();
    let mut map = Mapping::new();
    let mut keys = Vec::new();
    for unit in units {
        match unit.key() {
            Slot::Head(name) => reply.insert(Value::str(name.clone()), unit.value()),
            Slot::Item(key) => {
                keys.push(key.as_str());
                match shape {
                    ListShape::Seq => seq.push(unit.value()),
                    ListShape::Map => map.insert(Value::str(key.clone()), unit.value()),
                }
            }
        }
    }
    let list = match shape {
        ListShape::Seq => Value::Seq(seq),
        ListShape::Map => Value::Map(map),
    };
    reply.insert(Value::str(list_key), list);
    for (k, v) in listed.extras(&keys) {
        reply.insert(Value::str(k), v);
    }
    reply.insert(Value::str("total"), Value::Int(listed.count() as i64));
    reply
}

/// The whole reply of `listed`, unpaged: every header key and every item, as one mapping
/// (what the command line prints; the pages carry the same keys and items, an item too large
/// for a page in parts).
pub fn whole(listed: &dyn Listed) -> Result<Value, Fault> {
    let mut units: Vec<Unit<Slot>> = (listed.head().into_iter())
        .map(|(k, v)| Unit::Whole(Slot::Head(k), v))
        .collect();
    for i in 0..listed.count() {
        let (k, v) = listed.item(i)?;
        units.push(Unit::Whole(Slot::Item(k), v));
    }
    Ok(Value::Map(render(listed, &units)))
}

/// The text of the page of `listed` that `cursor` names.
pub fn page(listed: &dyn Listed, call: &Call, cursor: Option<&str>) -> Result<String, Fault> {
    let head = listed.head();
    let heads = head.len();
    let item = |i: usize| -> Result<Option<(Slot, Cow<Value>)>, Fault> {
        if let Some((k, v)) = head.get(i) {
            return Ok(Some((Slot::Head(k.clone()), Cow::Borrowed(v))));
        }
        let (k, v) = listed.item(i - heads)?;
        Ok(Some((Slot::Item(k), Cow::Owned(v))))
    };
    let source = Source {
        len: heads + listed.count(),
        item: &item,
        cuts: None,
    };
    let render =
        |units: &[Unit<Slot>], next: Option<&str>| Wire::Json.text(render(listed, units), next);
    Ok(dbprint_pager::page(call, &source, &render, cursor)?.text)
}

/// A reply whose keys ride every page but its lists (§4.7): the lists are walked one after
/// another, each item a unit; a list shows on a page that holds some of its items, and an
/// empty list on the first page; `total` counts the items of every list.
pub struct RidingReply {
    pub fields: Vec<(String, Value)>,
    pub lists: Vec<(String, Vec<Value>)>,
}

impl RidingReply {
    /// The list and the place in it of walk position `i`.
    fn locate(&self, mut i: usize) -> Option<(usize, usize)> {
        for (n, (_, items)) in self.lists.iter().enumerate() {
            if i < items.len() {
                return Some((n, i));
            }
            i -= items.len();
        }
        None
    }

    fn render(&self, units: &[Unit<(usize, usize)>], first: bool) -> Mapping {
        let mut reply = Mapping::new();
        for (k, v) in &self.fields {
            reply.insert(Value::str(k.clone()), v.clone());
        }
        for (n, (key, items)) in self.lists.iter().enumerate() {
            let shown: Vec<Value> = units
                .iter()
                .filter(|unit| unit.key().0 == n)
                .map(Unit::value)
                .collect();
            if !shown.is_empty() || (first && items.is_empty()) {
                reply.insert(Value::str(key.clone()), Value::Seq(shown));
            }
        }
        let total: usize = self.lists.iter().map(|(_, items)| items.len()).sum();
        reply.insert(Value::str("total"), Value::Int(total as i64));
        reply
    }

    /// The whole reply, unpaged: every list whole, as the first page shows them (what the
    /// command line prints).
    pub fn whole(&self) -> Value {
        let units: Vec<Unit<(usize, usize)>> = (self.lists.iter().enumerate())
            .flat_map(|(n, (_, items))| {
                (items.iter().enumerate()).map(move |(at, v)| Unit::Whole((n, at), v.clone()))
            })
            .collect();
        Value::Map(self.render(&units, true))
    }

    /// The text of the page `cursor` names.
    pub fn page(&self, call: &Call, cursor: Option<&str>) -> Result<String, Fault> {
        let item = |i: usize| {
            let found = self.locate(i);
            Ok(found.map(|(n, at)| ((n, at), Cow::Borrowed(&self.lists[n].1[at]))))
        };
        let source = Source {
            len: self.lists.iter().map(|(_, items)| items.len()).sum(),
            item: &item,
            cuts: None,
        };
        let first = cursor.is_none();
        let render = |units: &[Unit<(usize, usize)>], next: Option<&str>| {
            Wire::Json.text(self.render(units, first), next)
        };
        Ok(dbprint_pager::page(call, &source, &render, cursor)?.text)
    }
}
