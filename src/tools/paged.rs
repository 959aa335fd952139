//! The shape every list-replying tool shares (§4.8): header keys first (on the pages their
//! units reach, the first one normally), then the paged list, then `total` on every page and
//! `next_cursor` on every page but the last; written as JSON.

use crate::fault::Fault;
use crate::reply::{Call, Source, Unit, Wire, page};
use crate::yaml::{Mapping, Value};

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
    /// How many list items there are, and item `i` as `(key, value)`, made on demand.
    pub count: usize,
    pub item: &'a dyn Fn(usize) -> (String, Value),
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

    /// The text of the page `cursor` names.
    pub fn page(self, call: &Call, cursor: Option<&str>) -> Result<String, Fault> {
        let heads = self.head.len();
        let item = |i: usize| -> Option<(Slot, Value)> {
            if i < heads {
                let (k, v) = &self.head[i];
                return Some((Slot::Head(k.clone()), v.clone()));
            }
            let (k, v) = (self.item)(i - heads);
            Some((Slot::Item(k), v))
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
