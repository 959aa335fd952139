//! The shape every list-replying tool shares (§4.8): header keys first (on the pages their
//! units reach, the first one normally), then the paged list, then `total` on every page and
//! `next_cursor` on every page but the last; written as JSON. A reply whose other keys ride
//! every page (`RidingReply`, §4.7) walks its lists one after another instead.

use super::Request;
use dbprint_pager::{Call, Source, Unit, Wire, page};
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

/// Keys a page carries after its list, given the item keys on that page.
pub type Extras<'a> = dyn Fn(&[&str]) -> Vec<(String, Value)> + 'a;

/// Everything one paged list reply needs.
pub struct ListReply<'a> {
    pub list_key: &'a str,
    pub shape: ListShape,
    pub head: Vec<(String, Value)>,
    /// How many list items there are, and item `i` as `(key, value)`, made on demand (a
    /// fault when it cannot be made, which the page holding it answers).
    pub count: usize,
    pub item: &'a dyn Fn(usize) -> Result<(String, Value), Fault>,
    pub total: usize,
    /// Keys a page carries after the list, given the item keys on that page.
    pub extras: &'a Extras<'a>,
}

/// No per-page extras.
pub fn no_extras(_: &[&str]) -> Vec<(String, Value)> {
    Vec::new()
}

impl ListReply<'_> {
    fn render(&self, units: &[Unit<Slot>]) -> Mapping {
        let mut reply = Mapping::new();
        let mut seq = Vec::new();
        let mut map = Mapping::new();
        let mut keys = Vec::new();
        for unit in units {
            match unit.key() {
                Slot::Head(name) => reply.insert(Value::str(name.clone()), unit.value()),
                Slot::Item(key) => {
                    keys.push(key.as_str());
                    match self.shape {
                        ListShape::Seq => seq.push(unit.value()),
                        ListShape::Map => map.insert(Value::str(key.clone()), unit.value()),
                    }
                }
            }
        }
        let list = match self.shape {
            ListShape::Seq => Value::Seq(seq),
            ListShape::Map => Value::Map(map),
        };
        reply.insert(Value::str(self.list_key), list);
        for (k, v) in (self.extras)(&keys) {
            reply.insert(Value::str(k), v);
        }
        reply.insert(Value::str("total"), Value::Int(self.total as i64));
        reply
    }

    /// The whole reply, unpaged: every header key and every item, as one mapping (what the
    /// command line prints; the pages carry the same keys and items, an item too large for a
    /// page in parts).
    pub fn whole(self) -> Result<Value, Fault> {
        let mut units: Vec<Unit<Slot>> = self
            .head
            .iter()
            .map(|(k, v)| Unit::Whole(Slot::Head(k.clone()), v.clone()))
            .collect();
        for i in 0..self.count {
            let (k, v) = (self.item)(i)?;
            units.push(Unit::Whole(Slot::Item(k), v));
        }
        Ok(Value::Map(self.render(&units)))
    }

    /// What `req` is answered: the page its cursor names, or the whole reply for a call that
    /// asks for it whole (the command line's).
    pub fn answer(self, req: &Request) -> Result<String, Fault> {
        if req.whole {
            return Ok(dbprint_yaml::json::to_json_pretty(&self.whole()?));
        }
        self.page(&req.call(), req.cursor())
    }

    /// The text of the page `cursor` names.
    pub fn page(self, call: &Call, cursor: Option<&str>) -> Result<String, Fault> {
        let heads = self.head.len();
        let item = |i: usize| -> Result<Option<(Slot, Value)>, Fault> {
            if i < heads {
                let (k, v) = &self.head[i];
                return Ok(Some((Slot::Head(k.clone()), v.clone())));
            }
            let (k, v) = (self.item)(i - heads)?;
            Ok(Some((Slot::Item(k), v)))
        };
        let source = Source {
            len: heads + self.count,
            item: &item,
        };
        let render =
            |units: &[Unit<Slot>], next: Option<&str>| Wire::Json.text(self.render(units), next);
        Ok(page(call, &source, &render, cursor)?.text)
    }
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

    /// What `req` is answered: the page its cursor names, or for a call that asks for it
    /// whole (the command line's) every list whole, as the first page shows them.
    pub fn answer(&self, req: &Request) -> Result<String, Fault> {
        if req.whole {
            let units: Vec<Unit<(usize, usize)>> = (self.lists.iter().enumerate())
                .flat_map(|(n, (_, items))| {
                    (items.iter().enumerate()).map(move |(at, v)| Unit::Whole((n, at), v.clone()))
                })
                .collect();
            return Ok(Wire::Json.text(self.render(&units, true), None));
        }
        self.page(&req.call(), req.cursor())
    }

    /// The text of the page `cursor` names.
    pub fn page(&self, call: &Call, cursor: Option<&str>) -> Result<String, Fault> {
        let item = |i: usize| {
            let found = self.locate(i);
            Ok(found.map(|(n, at)| ((n, at), self.lists[n].1[at].clone())))
        };
        let source = Source {
            len: self.lists.iter().map(|(_, items)| items.len()).sum(),
            item: &item,
        };
        let first = cursor.is_none();
        let render = |units: &[Unit<(usize, usize)>], next: Option<&str>| {
            Wire::Json.text(self.render(units, first), next)
        };
        Ok(page(call, &source, &render, cursor)?.text)
    }
}
