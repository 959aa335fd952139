//! Paging a list reply: units (header keys, then items, in order) packed into the longest
//! run whose rendered reply fits a page; an item too large for any page is replaced by its
//! parts, `{part, parts, text}`, whose texts concatenate to the item's JSON.

use super::{Call, PAGE_CHARS, serialized};
use crate::fault::{self, Fault};
use crate::yaml::{Mapping, Value};

/// Builds the reply for a run of units, given the next page's cursor (none on the last).
pub type Render<'a, K> = dyn Fn(&[Unit<K>], Option<&str>) -> Value + 'a;

/// One pageable piece of a reply: a whole keyed value, or one part of a value too large.
#[derive(Debug, Clone)]
pub enum Unit<K> {
    Whole(K, Value),
    Part {
        key: K,
        part: usize,
        parts: usize,
        text: String,
    },
}

impl<K> Unit<K> {
    pub fn key(&self) -> &K {
        match self {
            Unit::Whole(k, _) | Unit::Part { key: k, .. } => k,
        }
    }

    /// The value that stands in the item's place on the page.
    pub fn value(&self) -> Value {
        match self {
            Unit::Whole(_, v) => v.clone(),
            Unit::Part {
                part, parts, text, ..
            } => {
                let mut m = Mapping::new();
                m.insert(Value::str("part"), Value::Int(*part as i64));
                m.insert(Value::str("parts"), Value::Int(*parts as i64));
                m.insert(Value::str("text"), Value::str(text.clone()));
                Value::Map(m)
            }
        }
    }
}

fn fits(reply: &Value) -> bool {
    serialized(reply).len() <= PAGE_CHARS
}

/// `(key, value)` items as units, each value too large for a page split into parts sized so
/// one part alone, on a page carrying a cursor, stays within the bound.
pub fn split_oversize<K: Clone>(
    items: Vec<(K, Value)>,
    render: &Render<K>,
    placeholder: &str,
) -> Vec<Unit<K>> {
    let mut units = Vec::with_capacity(items.len());
    for (key, value) in items {
        let whole = Unit::Whole(key.clone(), value);
        if fits(&render(std::slice::from_ref(&whole), Some(placeholder))) {
            units.push(whole);
            continue;
        }
        let Unit::Whole(_, value) = whole else {
            continue;
        };
        let probe = Unit::Part {
            key: key.clone(),
            part: 9999,
            parts: 9999,
            text: String::new(),
        };
        let overhead = serialized(&render(&[probe], Some(placeholder))).len();
        let chunks = chunk(
            &crate::json::to_json_compact(&value),
            PAGE_CHARS.saturating_sub(overhead).max(1),
        );
        let parts = chunks.len();
        units.extend(chunks.into_iter().enumerate().map(|(n, text)| Unit::Part {
            key: key.clone(),
            part: n + 1,
            parts,
            text,
        }));
    }
    units
}

/// `text` cut into chunks whose JSON-escaped width stays within `budget`.
fn chunk(text: &str, budget: usize) -> Vec<String> {
    let mut chunks = Vec::new();
    let mut current = String::new();
    let mut size = 0;
    for c in text.chars() {
        let mut buf = [0u8; 4];
        let width = crate::json::quote(c.encode_utf8(&mut buf)).len() - 2;
        if size + width > budget && !current.is_empty() {
            chunks.push(std::mem::take(&mut current));
            size = 0;
        }
        current.push(c);
        size += width;
    }
    chunks.push(current);
    chunks
}

/// The page `cursor` points at (none: the first). `render(units, next_cursor)` builds the
/// reply for a run of units and must grow with the run.
pub fn page<K: PartialEq>(
    call: &Call,
    units: &[Unit<K>],
    render: &Render<K>,
    cursor: Option<&str>,
) -> Result<Value, Fault> {
    let first = cursor.is_none();
    let start = call.position(cursor)?;
    if start > units.len() || (!first && start == units.len()) {
        return Err(fault::foreign_cursor(call.tool()));
    }
    let placeholder = call.cursor(0);
    let rest = &units[start..];
    let mut count = longest_run(rest, render, &placeholder);
    if count == rest.len() {
        return Ok(render(rest, None));
    }
    if count == 0 && !first {
        count = 1;
    }
    Ok(render(&rest[..count], Some(&call.cursor(start + count))))
}

fn longest_run<K: PartialEq>(units: &[Unit<K>], render: &Render<K>, placeholder: &str) -> usize {
    let ok = |count: usize| -> bool {
        let run = &units[..count];
        let parted: Vec<&K> = run
            .iter()
            .filter(|u| matches!(u, Unit::Part { .. }))
            .map(Unit::key)
            .collect();
        let distinct = parted
            .iter()
            .enumerate()
            .all(|(i, k)| !parted[..i].contains(k));
        distinct && fits(&render(run, Some(placeholder)))
    };
    let (mut low, mut high) = (0usize, 1usize);
    while high <= units.len() && ok(high) {
        low = high;
        high *= 2;
    }
    high = high.min(units.len() + 1);
    while high - low > 1 {
        let middle = (low + high) / 2;
        if ok(middle) {
            low = middle;
        } else {
            high = middle;
        }
    }
    low
}

#[cfg(test)]
mod tests {
    use super::*;

    fn render(units: &[Unit<usize>], next: Option<&str>) -> Value {
        let mut m = Mapping::new();
        m.insert(
            Value::str("items"),
            Value::Seq(units.iter().map(Unit::value).collect()),
        );
        m.insert(Value::str("total"), Value::Int(1000));
        if let Some(c) = next {
            m.insert(Value::str("next_cursor"), Value::str(c));
        }
        Value::Map(m)
    }

    fn walk(items: Vec<(usize, Value)>) -> Vec<Value> {
        let call = Call::new::<&std::path::Path>("t", "{}", &[]);
        let units = split_oversize(items, &render, &call.cursor(0));
        let mut pages = Vec::new();
        let mut cursor: Option<String> = None;
        loop {
            let reply = page(&call, &units, &render, cursor.as_deref()).unwrap();
            assert!(serialized(&reply).len() <= PAGE_CHARS);
            cursor = reply
                .get("next_cursor")
                .and_then(Value::as_str)
                .map(str::to_string);
            pages.push(reply);
            if cursor.is_none() {
                return pages;
            }
        }
    }

    #[test]
    fn every_item_arrives_once_in_order_spec_4_8() {
        let items: Vec<(usize, Value)> = (0..3000)
            .map(|i| (i, Value::str(format!("item-{i:05}"))))
            .collect();
        let pages = walk(items);
        assert!(pages.len() > 1);
        let seen: Vec<Value> = pages
            .iter()
            .flat_map(|p| p.get("items").unwrap().as_seq().unwrap().to_vec())
            .collect();
        assert_eq!(seen.len(), 3000);
        assert_eq!(seen[2999], Value::str("item-02999"));
    }

    #[test]
    fn an_item_too_large_arrives_in_parts_that_rebuild_it_spec_4_8() {
        let big = Value::str("é\"x".repeat(12_000));
        let pages = walk(vec![
            (0, Value::Int(1)),
            (1, big.clone()),
            (2, Value::Int(3)),
        ]);
        let parts: Vec<String> = pages
            .iter()
            .flat_map(|p| p.get("items").unwrap().as_seq().unwrap().to_vec())
            .filter_map(|v| v.get("text").and_then(Value::as_str).map(str::to_string))
            .collect();
        assert!(parts.len() >= 2);
        assert_eq!(parts.concat(), crate::json::to_json_compact(&big));
    }
}
