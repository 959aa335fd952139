//! The value tree every print file is read into: the shapes PyYAML's `safe_load` produces
//! (null, bool, int, float, str, timestamp, list, dict), with mapping keys kept in the order
//! they were written. It owns no parsing and no rendering.

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
/// as a Python dict built from the document would.
#[derive(Debug, Clone, PartialEq, Default, rkyv::Archive, rkyv::Serialize, rkyv::Deserialize)]
#[rkyv(serialize_bounds(
    __S: rkyv::ser::Writer + rkyv::ser::Allocator,
    __S::Error: rkyv::rancor::Source,
))]
#[rkyv(deserialize_bounds(__D::Error: rkyv::rancor::Source))]
#[rkyv(bytecheck(bounds(__C: rkyv::validation::ArchiveContext, __C::Error: rkyv::rancor::Source)))]
pub struct Mapping {
    #[rkyv(omit_bounds)]
    entries: Vec<(Value, Value)>,
}

impl Mapping {
    pub fn new() -> Self {
        Self::default()
    }

    /// A mapping of entries whose keys the caller has already made distinct.
    pub(super) fn from_distinct(entries: Vec<(Value, Value)>) -> Self {
        Self { entries }
    }

    /// Adds `key`, or replaces the value of an equal key already present, keeping its place.
    pub fn insert(&mut self, key: Value, value: Value) {
        if let Some(slot) = self.entries.iter_mut().find(|(k, _)| *k == key) {
            slot.1 = value;
        } else {
            self.entries.push((key, value));
        }
    }

    /// The value under the string key `key`.
    pub fn get(&self, key: &str) -> Option<&Value> {
        self.entries
            .iter()
            .find(|(k, _)| matches!(k, Value::Str(s) if s == key))
            .map(|(_, v)| v)
    }

    /// The value under the string key `key`, to change in place.
    pub fn get_mut(&mut self, key: &str) -> Option<&mut Value> {
        self.entries
            .iter_mut()
            .find(|(k, _)| matches!(k, Value::Str(s) if s == key))
            .map(|(_, v)| v)
    }

    pub fn contains_key(&self, key: &str) -> bool {
        self.get(key).is_some()
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

    /// Removes the string key `key`, returning its value.
    pub fn remove(&mut self, key: &str) -> Option<Value> {
        let at = self
            .entries
            .iter()
            .position(|(k, _)| matches!(k, Value::Str(s) if s == key))?;
        Some(self.entries.remove(at).1)
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
