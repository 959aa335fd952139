//! Paging a list reply: units (header keys, then items, in order) packed into the longest
//! run whose reply, as the client receives it, fits a page; an item too large for any page is
//! replaced by its parts, `{part, parts, text}`, whose texts concatenate to the item's JSON.
//! Items are produced on demand, so a page costs what it holds, not what the whole list holds.
//! An item's parts are cut once (`Cut`: its text and where each part ends), kept by the caller
//! where it can (`Cuts`), and only the parts a page holds are copied out of it, so a page of a
//! large item costs that page plus a lookup. How a run becomes text (JSON, a YAML document) is
//! the caller's `Render`.

use std::borrow::Cow;
use std::collections::VecDeque;
use std::sync::Arc;

use super::{Call, PAGE_CHARS, Position};
use dbprint_print::fault::{self, Fault};
use dbprint_yaml::{Mapping, Value};

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

/// The text the client receives for a run of units, given the next page's cursor (none on
/// the last page).
pub type Render<'a, K> = dyn Fn(&[Unit<K>], Option<&str>) -> String + 'a;

/// The page a cursor names: its units, the cursor of the next page, and its text.
pub struct Selection<K> {
    pub units: Vec<Unit<K>>,
    pub next: Option<String>,
    pub text: String,
}

/// A slot's key and its value, lent or made.
pub type Keyed<'a, K> = (K, Cow<'a, Value>);

/// The list being paged: how many slots it has, and the keyed value at a slot, lent where the
/// list holds it (`None` for a slot that holds nothing, which is skipped; a fault when the
/// slot's value cannot be made, which is the page's answer). A value too large for a page is
/// cut into parts from the loan, never copied whole; `cuts`, when given, keeps each such
/// item's cut between the calls that walk its pages.
pub struct Source<'a, K> {
    pub len: usize,
    pub item: &'a dyn Fn(usize) -> Result<Option<Keyed<'a, K>>, Fault>,
    pub cuts: Option<&'a dyn Cuts>,
}

/// An item too large for any page as its parts: its compact JSON text and where each part
/// ends, in bytes (each part starts where the one before ended).
#[derive(Debug)]
pub struct Cut {
    pub text: String,
    pub ends: Vec<usize>,
}

impl Cut {
    /// Part `n` (from 1)'s text.
    fn part(&self, n: usize) -> &str {
        let start = n.checked_sub(2).and_then(|i| self.ends.get(i)).copied();
        let end = self.ends.get(n.wrapping_sub(1)).copied();
        match end {
            Some(end) => self.text.get(start.unwrap_or(0)..end).unwrap_or_default(),
            None => "",
        }
    }

    /// What holding it costs.
    pub fn bytes(&self) -> usize {
        self.text.len() + self.ends.len() * std::mem::size_of::<usize>()
    }
}

/// Where a caller keeps the cuts of its items: the cut of item `index`, made by `make` when
/// it holds none.
pub trait Cuts {
    fn cut(&self, index: usize, make: &dyn Fn() -> Cut) -> Arc<Cut>;
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

/// The fewest characters any page holding `value` is written in (a render writes every key
/// and scalar at least as wide as its text, a number or flag in at least one character),
/// counted no further than just past `limit`: an item whose floor passes a page's size is
/// cut into parts without being written whole first.
fn written_floor(value: &Value, limit: usize) -> usize {
    fn add(value: &Value, floor: &mut usize, limit: usize) {
        match value {
            Value::Str(text) | Value::Stamp(text) | Value::BigInt(text) => {
                *floor += text.chars().count();
            }
            Value::Seq(items) => {
                for item in items {
                    if *floor > limit {
                        return;
                    }
                    add(item, floor, limit);
                }
            }
            Value::Map(map) => {
                for (key, item) in map.iter() {
                    if *floor > limit {
                        return;
                    }
                    *floor += key.as_str().map_or(1, |text| text.chars().count());
                    add(item, floor, limit);
                }
            }
            Value::Null | Value::Bool(_) | Value::Int(_) | Value::Float(_) => *floor += 1,
        }
    }
    let mut floor = 0;
    add(value, &mut floor, limit);
    floor
}

fn fits(text: &str) -> bool {
    text.len() <= PAGE_CHARS || text.chars().count() <= PAGE_CHARS
}

/// Where each chunk of `text` ends (in bytes) when it is cut so that a chunk's JSON-escaped
/// width stays within `budget` (a chunk holds at least one character).
fn chunk_ends(text: &str, budget: usize) -> Vec<usize> {
    let mut ends = Vec::new();
    let mut size = 0;
    for (at, c) in text.char_indices() {
        let width = dbprint_yaml::json::quoted_width(c);
        if size + width > budget && size > 0 {
            ends.push(at);
            size = 0;
        }
        size += width;
    }
    ends.push(text.len());
    ends
}

/// What is pending in a stream: a unit made, or the parts of a cut item still to come.
enum Pending<K> {
    Made(Unit<K>, Position, Option<usize>),
    Parts {
        key: K,
        index: usize,
        cut: Arc<Cut>,
        next: usize,
    },
}

/// The units of one list, in order from a position, produced as they are asked for.
struct Stream<'s, 'v, K> {
    source: &'s Source<'v, K>,
    render: &'s Render<'s, K>,
    placeholder: String,
    next_item: usize,
    skip_parts: usize,
    /// Units expanded and not yet pulled, each with where it starts and, for a whole item,
    /// the characters it renders to alone; a cut item's parts are made as they are pulled.
    pending: VecDeque<Pending<K>>,
    /// The fault of an item that could not be made, and where: the stream ends there. A page
    /// ends before it, its cursor naming that item, so the page holding it is that fault.
    fault: Option<(Position, Fault)>,
}

impl<K: Clone> Stream<'_, '_, K> {
    /// The units of item `index`: itself, or its parts when it cannot fit any page alone.
    fn expand(&mut self, index: usize, key: K, value: Cow<'_, Value>) {
        let mut value = value;
        if written_floor(&value, PAGE_CHARS) <= PAGE_CHARS {
            let whole = Unit::Whole(key.clone(), value.into_owned());
            let alone = (self.render)(std::slice::from_ref(&whole), Some(&self.placeholder));
            if fits(&alone) {
                let solo = alone.chars().count();
                let at = Position {
                    item: index,
                    part: 0,
                };
                self.pending.push_back(Pending::Made(whole, at, Some(solo)));
                return;
            }
            let Unit::Whole(_, owned) = whole else { return };
            value = Cow::Owned(owned);
        }
        let make = || self.cut(&key, &value);
        let cut = match self.source.cuts {
            Some(cuts) => cuts.cut(index, &make),
            None => Arc::new(make()),
        };
        self.pending.push_back(Pending::Parts {
            key,
            index,
            cut,
            next: self.skip_parts.max(1),
        });
    }

    /// `value` as its parts: its compact JSON cut by JSON-escaped width within what a page
    /// holds beside a part's own keys, cut finer where the wire writes a chunk wider than that
    /// (a YAML page escapes and folds it), until every part's page fits.
    fn cut(&self, key: &K, value: &Value) -> Cut {
        let probe = Unit::Part {
            key: key.clone(),
            part: 9999,
            parts: 9999,
            text: String::new(),
        };
        let overhead = (self.render)(&[probe], Some(&self.placeholder))
            .chars()
            .count();
        let mut text = dbprint_yaml::json::to_json_compact(value);
        let mut budget = PAGE_CHARS.saturating_sub(overhead).max(1);
        loop {
            let cut = Cut {
                ends: chunk_ends(&text, budget),
                text,
            };
            let parts = cut.ends.len();
            let widest = (1..=parts)
                .map(|n| {
                    let unit = Unit::Part {
                        key: key.clone(),
                        part: parts,
                        parts,
                        text: cut.part(n).to_string(),
                    };
                    (self.render)(&[unit], Some(&self.placeholder))
                        .chars()
                        .count()
                })
                .max()
                .unwrap_or(0);
            if widest <= PAGE_CHARS || budget == 1 {
                return cut;
            }
            let over = widest - PAGE_CHARS;
            budget = budget.saturating_sub(over.max(budget / 20)).max(1);
            text = cut.text;
        }
    }

    fn pull(&mut self) -> Option<(Unit<K>, Position, Option<usize>)> {
        loop {
            match self.pending.pop_front() {
                Some(Pending::Made(unit, at, solo)) => return Some((unit, at, solo)),
                Some(Pending::Parts {
                    key,
                    index,
                    cut,
                    next,
                }) => {
                    let parts = cut.ends.len();
                    if next > parts {
                        continue;
                    }
                    let unit = Unit::Part {
                        key: key.clone(),
                        part: next,
                        parts,
                        text: cut.part(next).to_string(),
                    };
                    let at = Position {
                        item: index,
                        part: next,
                    };
                    let rest = Pending::Parts {
                        key,
                        index,
                        cut,
                        next: next + 1,
                    };
                    self.pending.push_front(rest);
                    return Some((unit, at, None));
                }
                None => {}
            }
            if self.next_item >= self.source.len {
                return None;
            }
            let index = self.next_item;
            self.next_item += 1;
            match (self.source.item)(index) {
                Ok(Some((key, value))) => self.expand(index, key, value),
                Ok(None) => {}
                Err(fault) => {
                    let at = Position {
                        item: index,
                        part: 0,
                    };
                    self.fault = Some((at, fault));
                    return None;
                }
            }
            self.skip_parts = 0;
        }
    }
}

/// The page `cursor` points at (none: the first). `render(units, next_cursor)` writes the
/// reply for a run of units and must grow with the run.
pub fn page<K: Clone + PartialEq>(
    call: &Call,
    source: &Source<K>,
    render: &Render<K>,
    cursor: Option<&str>,
) -> Result<Selection<K>, Fault> {
    let first = cursor.is_none();
    let start = call.position(cursor)?;
    if start.item > source.len || (!first && start.item == source.len) {
        return Err(fault::foreign_cursor(call.tool()));
    }
    let mut stream = Stream {
        source,
        render,
        placeholder: call.cursor(Position::default()),
        next_item: start.item,
        skip_parts: start.part,
        pending: VecDeque::new(),
        fault: None,
    };
    let mut units: Vec<Unit<K>> = Vec::new();
    let mut positions: Vec<Position> = Vec::new();
    let mut solos: Vec<Option<usize>> = Vec::new();
    let mut exhausted = false;
    let mut supply = |wanted: usize,
                      units: &mut Vec<Unit<K>>,
                      positions: &mut Vec<Position>,
                      solos: &mut Vec<Option<usize>>| {
        while units.len() < wanted && !exhausted {
            match stream.pull() {
                Some((unit, position, solo)) => {
                    units.push(unit);
                    positions.push(position);
                    solos.push(solo);
                }
                None => exhausted = true,
            }
        }
    };
    let placeholder = call.cursor(Position::default());
    let ok = |units: &[Unit<K>]| -> bool {
        let parted: Vec<&K> = units
            .iter()
            .filter(|u| matches!(u, Unit::Part { .. }))
            .map(Unit::key)
            .collect();
        let distinct = parted
            .iter()
            .enumerate()
            .all(|(i, k)| !parted[..i].contains(k));
        distinct && fits(&render(units, Some(&placeholder)))
    };
    // The count a page's size predicts, from what each unit renders to alone and what a
    // second unit adds, is tried first: kept when it fits and one more does not.
    supply(2, &mut units, &mut positions, &mut solos);
    let predicted = match (
        solos.first().copied().flatten(),
        solos.get(1).copied().flatten(),
    ) {
        (Some(one), Some(two)) if ok(&units[..2]) => {
            let pair = render(&units[..2], Some(&placeholder)).chars().count();
            let shared = (one + two).saturating_sub(pair);
            let (mut count, mut size) = (2, pair);
            loop {
                supply(count + 1, &mut units, &mut positions, &mut solos);
                let Some(Some(solo)) = solos.get(count) else {
                    break;
                };
                let grown = (size + solo).saturating_sub(shared);
                if grown > PAGE_CHARS {
                    break;
                }
                (count, size) = (count + 1, grown);
            }
            supply(count + 1, &mut units, &mut positions, &mut solos);
            let last = units.len() == count;
            (ok(&units[..count]) && (last || !ok(&units[..count + 1]))).then_some(count)
        }
        _ => None,
    };
    let (mut low, mut high) = (predicted.unwrap_or(0), predicted.map_or(1, |c| c + 1));
    while predicted.is_none() {
        supply(high + 1, &mut units, &mut positions, &mut solos);
        if high > units.len() || !ok(&units[..high]) {
            break;
        }
        low = high;
        high *= 2;
    }
    high = high.min(units.len() + 1);
    while high - low > 1 {
        let middle = (low + high) / 2;
        if ok(&units[..middle]) {
            low = middle;
        } else {
            high = middle;
        }
    }
    supply(low + 1, &mut units, &mut positions, &mut solos);
    let fault = stream.fault.take();
    let count = if low == 0 && !first {
        units.len().min(1)
    } else {
        low
    };
    let next = match (positions.get(count), fault) {
        (Some(at), _) => Some(call.cursor(*at)),
        (None, Some((_, fault))) if count == 0 => return Err(fault),
        (None, Some((at, _))) => Some(call.cursor(at)),
        (None, None) => None,
    };
    units.truncate(count);
    let text = render(&units, next.as_deref());
    Ok(Selection { units, next, text })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reply(units: &[Unit<usize>], next: Option<&str>) -> Value {
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

    fn render(units: &[Unit<usize>], next: Option<&str>) -> String {
        dbprint_yaml::json::to_json_pretty(&reply(units, next))
    }

    fn walk(items: Vec<Option<Value>>) -> Vec<Value> {
        walk_keeping(items, None)
    }

    /// Cuts kept in a map, counting how many were made.
    #[derive(Default)]
    struct Kept {
        cuts: std::cell::RefCell<std::collections::HashMap<usize, Arc<Cut>>>,
        made: std::cell::Cell<usize>,
    }

    impl Cuts for Kept {
        fn cut(&self, index: usize, make: &dyn Fn() -> Cut) -> Arc<Cut> {
            let mut cuts = self.cuts.borrow_mut();
            let cut = cuts.entry(index).or_insert_with(|| {
                self.made.set(self.made.get() + 1);
                Arc::new(make())
            });
            Arc::clone(cut)
        }
    }

    fn walk_keeping(items: Vec<Option<Value>>, cuts: Option<&dyn Cuts>) -> Vec<Value> {
        let call = Call::new("t", "{}", String::new());
        let item = |i: usize| Ok(items[i].as_ref().map(|v| (i, Cow::Borrowed(v))));
        let source = Source {
            len: items.len(),
            item: &item,
            cuts,
        };
        let mut pages = Vec::new();
        let mut cursor: Option<String> = None;
        loop {
            let selection = page(&call, &source, &render, cursor.as_deref()).unwrap();
            assert!(selection.text.chars().count() <= PAGE_CHARS);
            cursor = selection.next.clone();
            pages.push(reply(&selection.units, cursor.as_deref()));
            if cursor.is_none() {
                return pages;
            }
        }
    }

    fn seen(pages: &[Value]) -> Vec<Value> {
        pages
            .iter()
            .flat_map(|p| p.get("items").unwrap().as_seq().unwrap().to_vec())
            .collect()
    }

    #[test]
    fn every_item_arrives_once_in_order_spec_4_8() {
        let items = (0..3000)
            .map(|i| Some(Value::str(format!("item-{i:05}"))))
            .collect();
        let pages = walk(items);
        assert!(pages.len() > 1);
        let seen = seen(&pages);
        assert_eq!(seen.len(), 3000);
        assert_eq!(seen[2999], Value::str("item-02999"));
    }

    #[test]
    fn an_item_that_cannot_be_made_ends_the_page_before_it_and_is_the_next_pages_fault() {
        let call = Call::new("t", "{}", String::new());
        let item = |i: usize| match i {
            3 => Err(fault::malformed("x.yaml", "record 3 does not read")),
            _ => Ok(Some((i, Cow::Owned(Value::Int(i as i64))))),
        };
        let source = Source {
            len: 10,
            item: &item,
            cuts: None,
        };
        let first = page(&call, &source, &render, None).unwrap();
        let shown: Vec<usize> = first.units.iter().map(|u| *u.key()).collect();
        assert_eq!(shown, [0, 1, 2]);
        let next = first
            .next
            .expect("a cursor naming the item that did not read");
        let Err(fault) = page(&call, &source, &render, Some(&next)) else {
            panic!("the page holding the item that did not read answered");
        };
        assert!(
            fault.to_string().contains("record 3 does not read"),
            "{fault}"
        );
    }

    #[test]
    fn empty_slots_are_skipped() {
        let items = (0..10)
            .map(|i| (i % 2 == 0).then_some(Value::Int(i)))
            .collect();
        assert_eq!(seen(&walk(items)).len(), 5);
    }

    #[test]
    fn a_large_item_is_cut_once_for_every_page_of_its_parts_where_its_cut_is_kept() {
        let big = Value::str("é\"x".repeat(60_000));
        let kept = Kept::default();
        let items = vec![Some(Value::Int(1)), Some(big.clone()), Some(Value::Int(3))];
        let pages = walk_keeping(items.clone(), Some(&kept));
        assert!(pages.len() > 5);
        assert_eq!(kept.made.get(), 1, "one cut for every page");
        assert_eq!(
            seen(&pages),
            seen(&walk(items)),
            "the same pages as without keeping"
        );
    }

    #[test]
    fn an_item_too_large_arrives_in_parts_that_rebuild_it_spec_4_8() {
        let big = Value::str("é\"x".repeat(12_000));
        let pages = walk(vec![
            Some(Value::Int(1)),
            Some(big.clone()),
            Some(Value::Int(3)),
        ]);
        let parts: Vec<String> = seen(&pages)
            .iter()
            .filter_map(|v| v.get("text").and_then(Value::as_str).map(str::to_string))
            .collect();
        assert!(parts.len() >= 2);
        assert_eq!(parts.concat(), dbprint_yaml::json::to_json_compact(&big));
        assert_eq!(seen(&pages).last(), Some(&Value::Int(3)));
    }

    #[test]
    fn an_empty_list_is_one_page() {
        let pages = walk(Vec::new());
        assert_eq!(pages.len(), 1);
    }
}
