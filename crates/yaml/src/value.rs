//! The value tree every print file is read into: the shapes PyYAML's `safe_load` produces
//! (null, bool, int, float, str, timestamp, list, dict), with mapping keys kept in the order
//! they were written, and a mapping's key index. It owns no parsing and no rendering.

use std::hash::{BuildHasher, Hash, Hasher, RandomState};
use std::sync::{LazyLock, OnceLock};

use hashbrown::HashTable;

/// One parsed YAML node, typed as PyYAML's safe loader types it (YAML 1.1 implicit typing).
/// It archives with rkyv, so the compiled index can carry parsed documents and replies.
#[derive(Debug, Clone, PartialEq, Default, rkyv::Archive, rkyv::Serialize, rkyv::Deserialize)]
#[rkyv(serialize_bounds(
    __S: rkyv::ser::Writer + rkyv::ser::Allocator,
    __S::Error: rkyv::rancor::Source,
))]
#[rkyv(deserialize_bounds(__D::Error: rkyv::rancor::Source))]
#[rkyv(bytecheck(bounds(__C: rkyv::validation::ArchiveContext, __C::Error: rkyv::rancor::Source)))]
pub enum Value {
    #[default]
    Null,
    Bool(bool),
    Int(i64),
    /// An integer outside `i64`, kept as its canonical decimal digits (optional leading `-`).
    BigInt(String),
    Float(f64),
    Str(String),
    /// A YAML timestamp or date, kept as the text Python's `str()` gives the parsed
    /// `datetime`/`date` (`2026-03-09 14:27:36+00:00`, `2026-03-09`).
    Stamp(String),
    Seq(#[rkyv(omit_bounds)] Vec<Value>),
    Map(#[rkyv(omit_bounds)] Mapping),
}

/// A mapping in written order; a repeated key keeps its first position and its last value,
/// as a Python dict built from the document would. A mapping of more than [`FEW_KEYS`]
/// entries finds a key through an index of its keys' hashes, built on the first lookup and
/// kept by every insert, so building one by inserts and looking every key up are linear.
#[derive(Clone, Default, rkyv::Archive, rkyv::Serialize, rkyv::Deserialize)]
#[rkyv(serialize_bounds(
    __S: rkyv::ser::Writer + rkyv::ser::Allocator,
    __S::Error: rkyv::rancor::Source,
))]
#[rkyv(deserialize_bounds(__D::Error: rkyv::rancor::Source))]
#[rkyv(bytecheck(bounds(__C: rkyv::validation::ArchiveContext, __C::Error: rkyv::rancor::Source)))]
pub struct Mapping {
    #[rkyv(omit_bounds)]
    entries: Vec<(Value, Value)>,
    /// Not archived: an archived mapping is read in place or deserialized, and indexes itself
    /// again on its first lookup.
    #[rkyv(with = rkyv::with::Skip)]
    index: OnceLock<Box<KeyIndex>>,
}

/// Entries a mapping searches in order before it indexes its keys.
const FEW_KEYS: usize = 16;

/// Each distinct key's position, by the key's hash (a repeated key: its first position).
#[derive(Clone)]
struct KeyIndex(HashTable<usize>);

/// One random hash key per process, so no print can choose keys that collide.
static HASHER: LazyLock<RandomState> = LazyLock::new(RandomState::new);

fn key_hash(key: &Value) -> u64 {
    HASHER.hash_one(key)
}

/// The hash of `Value::Str(key)`, from the `&str` alone.
fn str_hash(key: &str) -> u64 {
    let mut state = HASHER.build_hasher();
    hash_str(STR_TAG, key, &mut state);
    state.finish()
}

const STR_TAG: u8 = 5;

fn hash_str(tag: u8, text: &str, state: &mut impl Hasher) {
    state.write_u8(tag);
    text.hash(state);
}

/// Consistent with `Value`'s equality: equal values hash alike (`0.0` and `-0.0` too; a NaN
/// equals nothing, so its hash is never asked to match).
impl Hash for Value {
    fn hash<H: Hasher>(&self, state: &mut H) {
        match self {
            Value::Null => state.write_u8(0),
            Value::Bool(b) => {
                state.write_u8(1);
                b.hash(state);
            }
            Value::Int(i) => {
                state.write_u8(2);
                i.hash(state);
            }
            Value::BigInt(digits) => hash_str(3, digits, state),
            Value::Float(f) => {
                state.write_u8(4);
                let bits = if *f == 0.0 { 0 } else { f.to_bits() };
                bits.hash(state);
            }
            Value::Str(text) => hash_str(STR_TAG, text, state),
            Value::Stamp(text) => hash_str(6, text, state),
            Value::Seq(items) => {
                state.write_u8(7);
                items.hash(state);
            }
            Value::Map(map) => {
                state.write_u8(8);
                map.hash(state);
            }
        }
    }
}

/// A mapping hashes its entries in order, as it compares them.
impl Hash for Mapping {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.entries.hash(state);
    }
}

/// Whether two keys are one key; under test, counted per thread (`COMPARED`).
fn same(one: &Value, two: &Value) -> bool {
    compared();
    one == two
}

#[cfg(test)]
thread_local! {
    /// Key comparisons this thread's mappings made, so a test can pin them as linear.
    static COMPARED: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

fn compared() {
    #[cfg(test)]
    COMPARED.with(|count| count.set(count.get() + 1));
}

impl KeyIndex {
    /// The index of `entries`, each key at its first position.
    fn of(entries: &[(Value, Value)]) -> Self {
        let mut table: HashTable<usize> = HashTable::with_capacity(entries.len());
        for (at, (key, _)) in entries.iter().enumerate() {
            let hash = key_hash(key);
            if table.find(hash, |&i| same(&entries[i].0, key)).is_none() {
                table.insert_unique(hash, at, |&i| key_hash(&entries[i].0));
            }
        }
        KeyIndex(table)
    }
}

impl Mapping {
    pub const fn new() -> Self {
        Self {
            entries: Vec::new(),
            index: OnceLock::new(),
        }
    }

    /// An empty mapping with room for `entries` entries: a small one built by inserts holds
    /// no spare capacity.
    pub fn with_capacity(entries: usize) -> Self {
        Self {
            entries: Vec::with_capacity(entries),
            index: OnceLock::new(),
        }
    }

    /// A mapping of entries whose keys the caller has already made distinct.
    pub(super) fn from_distinct(entries: Vec<(Value, Value)>) -> Self {
        Self {
            entries,
            index: OnceLock::new(),
        }
    }

    /// The key index, once the mapping is large enough to need one.
    fn indexed(&self) -> Option<&KeyIndex> {
        (self.entries.len() > FEW_KEYS).then(|| {
            &**self
                .index
                .get_or_init(|| Box::new(KeyIndex::of(&self.entries)))
        })
    }

    /// The position of the string key `key`.
    fn position(&self, key: &str) -> Option<usize> {
        let is_key = |k: &Value| {
            compared();
            matches!(k, Value::Str(s) if s == key)
        };
        match self.indexed() {
            Some(index) => index
                .0
                .find(str_hash(key), |&i| is_key(&self.entries[i].0))
                .copied(),
            None => self.entries.iter().position(|(k, _)| is_key(k)),
        }
    }

    /// Adds `key`, or replaces the value of an equal key already present, keeping its place.
    pub fn insert(&mut self, key: Value, value: Value) {
        if self.entries.len() < FEW_KEYS {
            match self.entries.iter_mut().find(|(k, _)| same(k, &key)) {
                Some(slot) => slot.1 = value,
                None => self.entries.push((key, value)),
            }
            return;
        }
        if self.index.get().is_none() {
            self.index = OnceLock::from(Box::new(KeyIndex::of(&self.entries)));
        }
        let Some(index) = self.index.get_mut() else {
            return;
        };
        let entries = &mut self.entries;
        let hash = key_hash(&key);
        match index.0.find(hash, |&i| same(&entries[i].0, &key)) {
            Some(&at) => entries[at].1 = value,
            None => {
                index
                    .0
                    .insert_unique(hash, entries.len(), |&i| key_hash(&entries[i].0));
                entries.push((key, value));
            }
        }
    }

    /// The value under the string key `key`.
    pub fn get(&self, key: &str) -> Option<&Value> {
        self.position(key).map(|at| &self.entries[at].1)
    }

    /// The value under the string key `key`, to change in place.
    pub fn get_mut(&mut self, key: &str) -> Option<&mut Value> {
        let at = self.position(key)?;
        Some(&mut self.entries[at].1)
    }

    pub fn contains_key(&self, key: &str) -> bool {
        self.position(key).is_some()
    }

    pub fn iter(&self) -> impl Iterator<Item = (&Value, &Value)> {
        self.entries.iter().map(|(k, v)| (k, v))
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Removes the string key `key`, returning its value (the later entries move up, so the
    /// index is dropped and built again on the next lookup).
    pub fn remove(&mut self, key: &str) -> Option<Value> {
        let at = self.position(key)?;
        self.index = OnceLock::new();
        Some(self.entries.remove(at).1)
    }
}

/// Mappings are equal when their entries are, in order; the index is only a cache.
impl PartialEq for Mapping {
    fn eq(&self, other: &Self) -> bool {
        self.entries == other.entries
    }
}

impl std::fmt::Debug for Mapping {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Mapping")
            .field("entries", &self.entries)
            .finish()
    }
}

/// The entries in order, owned.
impl IntoIterator for Mapping {
    type Item = (Value, Value);
    type IntoIter = std::vec::IntoIter<(Value, Value)>;

    fn into_iter(self) -> Self::IntoIter {
        self.entries.into_iter()
    }
}

impl FromIterator<(Value, Value)> for Mapping {
    fn from_iter<I: IntoIterator<Item = (Value, Value)>>(iter: I) -> Self {
        let mut map = Mapping::new();
        for (k, v) in iter {
            map.insert(k, v);
        }
        map
    }
}

impl Value {
    pub fn str(text: impl Into<String>) -> Self {
        Value::Str(text.into())
    }

    pub fn as_str(&self) -> Option<&str> {
        match self {
            Value::Str(s) => Some(s),
            _ => None,
        }
    }

    pub fn as_map(&self) -> Option<&Mapping> {
        match self {
            Value::Map(m) => Some(m),
            _ => None,
        }
    }

    pub fn as_seq(&self) -> Option<&[Value]> {
        match self {
            Value::Seq(s) => Some(s),
            _ => None,
        }
    }

    /// An integer that fits `i64`; never a bool (unlike Python, where `True` is an int).
    pub fn as_i64(&self) -> Option<i64> {
        match self {
            Value::Int(i) => Some(*i),
            _ => None,
        }
    }

    /// A number (int or float) as `f64`; never a bool.
    pub fn as_f64(&self) -> Option<f64> {
        match self {
            Value::Int(i) => Some(*i as f64),
            Value::BigInt(digits) => digits.parse().ok(),
            Value::Float(f) => Some(*f),
            _ => None,
        }
    }

    pub fn is_null(&self) -> bool {
        matches!(self, Value::Null)
    }

    /// The value under string key `key` when `self` is a mapping.
    pub fn get(&self, key: &str) -> Option<&Value> {
        self.as_map().and_then(|m| m.get(key))
    }

    /// The name Python gives this value's type, as messages about a print's shape spell it.
    pub fn type_name(&self) -> &'static str {
        match self {
            Value::Null => "NoneType",
            Value::Bool(_) => "bool",
            Value::Int(_) | Value::BigInt(_) => "int",
            Value::Float(_) => "float",
            Value::Str(_) => "str",
            Value::Stamp(text) if text.len() == 10 => "date",
            Value::Stamp(_) => "datetime",
            Value::Seq(_) => "list",
            Value::Map(_) => "dict",
        }
    }
}

impl ArchivedValue {
    /// The archived value under string key `key` when `self` is a mapping, read in place: a
    /// scan of its keys (a mapping's keys are distinct, `Mapping::insert`), for a reader that
    /// wants a few entries of a large archived document without deserialising the rest.
    pub fn get(&self, key: &str) -> Option<&ArchivedValue> {
        let ArchivedValue::Map(map) = self else {
            return None;
        };
        map.entries
            .iter()
            .find(|entry| matches!(&entry.0, ArchivedValue::Str(k) if k.as_str() == key))
            .map(|entry| &entry.1)
    }

    /// The value, deserialised.
    pub fn to_value(&self) -> Option<Value> {
        rkyv::deserialize::<Value, rkyv::rancor::Error>(self).ok()
    }
}

#[cfg(test)]
impl Value {
    /// A mapping of string keys in the order given: tests' shorthand for a document.
    pub(crate) fn str_map(entries: Vec<(&str, Value)>) -> Self {
        Value::Map(
            entries
                .into_iter()
                .map(|(k, v)| (Value::str(k), v))
                .collect(),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn compared_by(work: impl FnOnce()) -> usize {
        let before = COMPARED.with(std::cell::Cell::get);
        work();
        COMPARED.with(std::cell::Cell::get) - before
    }

    /// A mapping built by inserts (every tenth key written twice) keeps each key's first
    /// position and last value, as a Python dict does, and building it and then looking every
    /// key up compares keys a few times per key, never once per other key (a scan per insert
    /// would compare 20,000 keys 200 million times).
    #[test]
    fn a_mapping_builds_and_finds_in_linear_comparisons() {
        let n = 20_000;
        let key = |i: usize| Value::Str(format!("k{i}"));
        let mut map = Mapping::new();
        let building = compared_by(|| {
            map = (0..n)
                .map(|i| (key(i), Value::Int(i as i64)))
                .chain((0..n).step_by(10).map(|i| (key(i), Value::Int(-1))))
                .collect();
        });
        assert_eq!(map.len(), n);
        let finding = compared_by(|| {
            for i in 0..n {
                let expected = if i % 10 == 0 { -1 } else { i as i64 };
                assert_eq!(map.get(&format!("k{i}")), Some(&Value::Int(expected)));
            }
        });
        assert!(building < 3 * n, "{building} comparisons to build");
        assert!(finding < 3 * n, "{finding} comparisons to find");
        let firsts: Vec<&Value> = map.iter().map(|(k, _)| k).take(3).collect();
        assert_eq!(firsts, [&key(0), &key(1), &key(2)]);
    }

    #[test]
    fn a_removed_key_leaves_the_others_found_in_order() {
        let mut map: Mapping = (0..40)
            .map(|i| (Value::Str(format!("k{i}")), Value::Int(i)))
            .collect();
        assert_eq!(map.get("k30"), Some(&Value::Int(30)));
        assert_eq!(map.remove("k3"), Some(Value::Int(3)));
        assert_eq!(map.get("k30"), Some(&Value::Int(30)));
        assert_eq!(map.get("k3"), None);
        map.insert(Value::str("k3"), Value::Int(3));
        let last = map.iter().last().map(|(k, v)| (k.clone(), v.clone()));
        assert_eq!(last, Some((Value::str("k3"), Value::Int(3))));
        assert_eq!(map.len(), 40);
    }

    /// An archived document answers a key as the document does, in place, and a key written
    /// twice with its last value (one entry, `Mapping::insert`); a scalar answers no key.
    #[test]
    fn an_archived_mapping_finds_a_key_in_place() {
        let mut tables: Mapping = (0..40)
            .map(|i| {
                (
                    Value::Str(format!("s.t{i}")),
                    Value::str_map(vec![("row_count", Value::Int(i))]),
                )
            })
            .collect();
        tables.insert(
            Value::str("s.t7"),
            Value::str_map(vec![("row_count", Value::Int(-7))]),
        );
        let doc = Value::str_map(vec![("tables", Value::Map(tables))]);
        let bytes = rkyv::to_bytes::<rkyv::rancor::Error>(&doc).expect("the document archives");
        let archived =
            rkyv::access::<ArchivedValue, rkyv::rancor::Error>(&bytes).expect("it reads back");
        let entry = |fqn: &str| {
            archived
                .get("tables")
                .and_then(|t| t.get(fqn))
                .and_then(ArchivedValue::to_value)
        };
        assert_eq!(
            entry("s.t30"),
            doc.get("tables").and_then(|t| t.get("s.t30")).cloned()
        );
        assert_eq!(
            entry("s.t7"),
            Some(Value::str_map(vec![("row_count", Value::Int(-7))]))
        );
        assert_eq!(entry("s.t40"), None);
        let scalar = archived
            .get("tables")
            .and_then(|t| t.get("s.t1"))
            .and_then(|e| e.get("row_count"));
        assert!(scalar.is_some_and(|v| v.get("anything").is_none()));
    }
}
