//! Admission of a human-authored annotation file (SPEC 2.7): the shape rules of
//! `statistics.annotations.yaml`, `relationships.annotations.yaml` and
//! `manifest.annotations.yaml`, written out by hand, and the file's first problem in document
//! order, spelled `<address>: <message>` exactly as the reference's JSON Schema validation
//! spells it (jsonschema's messages over Python reprs, dates read as ISO 8601 text). It owns
//! no parsing and no reading of the admitted file.

pub use dbprint_yaml::python::iso_text;

use std::collections::HashSet;

use indexmap::IndexMap;

use crate::views::statistics::TableStats;

use dbprint_yaml::python::python_str;
use dbprint_yaml::python::{key_repr, key_type, repr};
use dbprint_yaml::{Mapping, Value};

/// Which annotation file a document claims to be (SPEC 2.7.1, 2.7.2, 2.7.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AnnotationKind {
    Statistics,
    Relationships,
    Manifest,
}

/// None when `data` is admitted as a `kind` annotation file; else its first problem in
/// document order, `<address>: <message>` (SPEC 2.7: a file that does not match is not read).
pub fn malformation(kind: AnnotationKind, data: &Value) -> Option<String> {
    if !matches!(data, Value::Map(_)) {
        return Some(format!("root: a {}, not a mapping", data.type_name()));
    }
    let root = match kind {
        AnnotationKind::Statistics => &STATISTICS,
        AnnotationKind::Relationships => &RELATIONSHIPS,
        AnnotationKind::Manifest => &MANIFEST,
    };
    first_problem(data, Some(Rule::Object(root)), &mut Vec::new())
}

/// `data` as a reader uses an admitted annotation file: every date or timestamp read as its
/// ISO 8601 text; `None` when the file is not admitted.
pub fn admitted(kind: AnnotationKind, data: &Value) -> Option<Value> {
    malformation(kind, data).is_none().then(|| iso_dates(data))
}

/// An annotation document as a reader uses it: its admitted mapping (`None` when the document
/// is admitted but not a mapping), or why it is not admitted, as the §8.2 detail spells it
/// after the path.
pub fn admit(kind: AnnotationKind, data: &Value) -> Result<Option<Mapping>, String> {
    match malformation(kind, data) {
        Some(problem) => Err(format!("does not match its schema (SPEC 2.7): {problem}")),
        None => Ok(match iso_dates(data) {
            Value::Map(admitted) => Some(admitted),
            _ => None,
        }),
    }
}

/// The mapping entries of an admitted file's `columns` whose column `statistics` still lists
/// (format spec §2.7.1: a key naming an absent column is stale), by name in the file's order;
/// every entry when the statistics list no columns map to judge by.
pub fn live_columns(
    annotated: Option<&Mapping>,
    statistics: Option<&Mapping>,
) -> Option<IndexMap<String, Mapping>> {
    let columns = annotated?.get("columns")?.as_map()?;
    let known = statistics.and_then(|s| TableStats::new(s).columns());
    Some(
        columns
            .iter()
            .filter_map(|(name, entry)| Some((name.as_str()?.to_string(), entry.as_map()?.clone())))
            .filter(|(name, _)| known.is_none_or(|k| k.contains_key(name)))
            .collect(),
    )
}

fn iso_dates(value: &Value) -> Value {
    match value {
        Value::Stamp(text) => Value::Str(iso_text(text)),
        Value::Seq(items) => Value::Seq(items.iter().map(iso_dates).collect()),
        Value::Map(map) => {
            let mut out = Mapping::new();
            for (k, v) in map.iter() {
                out.insert(k.clone(), iso_dates(v));
            }
            Value::Map(out)
        }
        other => other.clone(),
    }
}

/// What the schema asks of one node.
#[derive(Clone, Copy)]
enum Rule {
    /// `type: object` with its own keys.
    Object(&'static Object),
    /// `type: object, additionalProperties: true`.
    OpenObject,
    Array(&'static Array),
    /// `type: string`, with `minLength: 1` when `non_empty`.
    Text {
        non_empty: bool,
    },
    /// `const: 1`.
    FormatVersion,
    /// `enum: [rejected]`.
    Verdict,
    /// `not: {type: [array, object]}`.
    Scalar,
}

struct Object {
    required: &'static [&'static str],
    /// The schema lists `additionalProperties` ahead of `required`, so reports it first.
    closed_first: bool,
    /// Keys outside `properties`: refused (`Closed`) or each held to a rule.
    extra: Extra,
    properties: &'static [(&'static str, Rule)],
}

enum Extra {
    Closed,
    Each(Rule),
}

struct Array {
    /// `minItems: 1`.
    non_empty: bool,
    /// `uniqueItems: true`.
    unique: bool,
    items: Rule,
}

const TEXT: Rule = Rule::Text { non_empty: false };
const NAME: Rule = Rule::Text { non_empty: true };

static STATISTICS: Object = Object {
    required: &["format_version", "columns"],
    closed_first: false,
    extra: Extra::Closed,
    properties: &[
        ("format_version", Rule::FormatVersion),
        ("columns", Rule::Object(&COLUMNS)),
        ("grain", Rule::Object(&GRAIN)),
    ],
};

static COLUMNS: Object = Object {
    required: &[],
    closed_first: false,
    extra: Extra::Each(Rule::Object(&COLUMN)),
    properties: &[],
};

static COLUMN: Object = Object {
    required: &[],
    closed_first: false,
    extra: Extra::Closed,
    properties: &[
        ("note", TEXT),
        ("claims", Rule::OpenObject),
        (
            "values",
            Rule::Array(&Array {
                non_empty: false,
                unique: false,
                items: Rule::Object(&LISTED_VALUE),
            }),
        ),
        (
            "derived_from",
            Rule::Array(&Array {
                non_empty: false,
                unique: false,
                items: Rule::Object(&SOURCE_COLUMN),
            }),
        ),
    ],
};

static LISTED_VALUE: Object = Object {
    required: &["value", "note"],
    closed_first: false,
    extra: Extra::Closed,
    properties: &[("value", Rule::Scalar), ("note", TEXT)],
};

static SOURCE_COLUMN: Object = Object {
    required: &["table", "column"],
    closed_first: false,
    extra: Extra::Closed,
    properties: &[("table", NAME), ("column", NAME)],
};

static GRAIN: Object = Object {
    required: &[],
    closed_first: false,
    extra: Extra::Closed,
    properties: &[(
        "keys",
        Rule::Array(&Array {
            non_empty: false,
            unique: false,
            items: Rule::Object(&GRAIN_KEY),
        }),
    )],
};

static GRAIN_KEY: Object = Object {
    required: &["columns"],
    closed_first: true,
    extra: Extra::Closed,
    properties: &[
        (
            "columns",
            Rule::Array(&Array {
                non_empty: true,
                unique: true,
                items: NAME,
            }),
        ),
        ("note", TEXT),
    ],
};

static RELATIONSHIPS: Object = Object {
    required: &["format_version", "refers_to"],
    closed_first: false,
    extra: Extra::Closed,
    properties: &[
        ("format_version", Rule::FormatVersion),
        (
            "refers_to",
            Rule::Array(&Array {
                non_empty: false,
                unique: false,
                items: Rule::Object(&EDGE),
            }),
        ),
    ],
};

/// `ColumnArray`: a non-empty list of non-empty names.
static COLUMN_ARRAY: Array = Array {
    non_empty: true,
    unique: false,
    items: NAME,
};

/// `AnnotatedRefersTo`.
static EDGE: Object = Object {
    required: &["column", "target_table", "target_column"],
    closed_first: false,
    extra: Extra::Closed,
    properties: &[
        ("column", Rule::Array(&COLUMN_ARRAY)),
        ("path", Rule::Array(&COLUMN_ARRAY)),
        ("target_table", NAME),
        ("target_column", Rule::Array(&COLUMN_ARRAY)),
        ("target_path", Rule::Array(&COLUMN_ARRAY)),
        ("note", TEXT),
        ("verdict", Rule::Verdict),
        ("claims", Rule::OpenObject),
    ],
};

static MANIFEST: Object = Object {
    required: &["format_version"],
    closed_first: false,
    extra: Extra::Closed,
    properties: &[("format_version", Rule::FormatVersion), ("notes", TEXT)],
};

impl Rule {
    /// The rule over the value under `key` of a mapping this rule governs.
    fn under_key(self, key: &Value) -> Option<Rule> {
        let Rule::Object(object) = self else {
            return None;
        };
        let named = key.as_str().and_then(|name| {
            object
                .properties
                .iter()
                .find(|(property, _)| *property == name)
        });
        match (named, &object.extra) {
            (Some((_, rule)), _) => Some(*rule),
            (None, Extra::Each(rule)) => Some(*rule),
            (None, Extra::Closed) => None,
        }
    }

    /// The rule over each item of a list this rule governs.
    fn item(self) -> Option<Rule> {
        match self {
            Rule::Array(array) => Some(array.items),
            _ => None,
        }
    }

    /// The first schema error at this node itself, in the schema's keyword order.
    fn error_at(self, node: &Value) -> Option<String> {
        match self {
            Rule::Object(object) => match node {
                Value::Map(map) => object_error(object, map),
                _ => Some(not_of_type(node, "object")),
            },
            Rule::OpenObject => {
                (!matches!(node, Value::Map(_))).then(|| not_of_type(node, "object"))
            }
            Rule::Array(array) => match node {
                Value::Seq(items) if array.non_empty && items.is_empty() => {
                    Some("[] should be non-empty".to_string())
                }
                Value::Seq(items) if array.unique && !unique(items) => {
                    Some(format!("{} has non-unique elements", repr(node)))
                }
                Value::Seq(_) => None,
                _ => Some(not_of_type(node, "array")),
            },
            Rule::Text { non_empty } => match node {
                Value::Str(text) if non_empty && text.is_empty() => {
                    Some("'' should be non-empty".to_string())
                }
                Value::Str(_) | Value::Stamp(_) => None,
                _ => Some(not_of_type(node, "string")),
            },
            Rule::FormatVersion => {
                (!equal(node, &Value::Int(1))).then(|| "1 was expected".to_string())
            }
            Rule::Verdict => (!matches!(node, Value::Str(text) if text == "rejected"))
                .then(|| format!("{} is not one of ['rejected']", repr(node))),
            Rule::Scalar => matches!(node, Value::Seq(_) | Value::Map(_)).then(|| {
                format!(
                    "{} should not be valid under {{'type': ['array', 'object']}}",
                    repr(node)
                )
            }),
        }
    }
}

fn not_of_type(node: &Value, name: &str) -> String {
    format!("{} is not of type '{name}'", repr(node))
}

/// `required` and `additionalProperties: false`, in the order the schema lists them.
fn object_error(object: &Object, map: &Mapping) -> Option<String> {
    let missing = || {
        object
            .required
            .iter()
            .find(|name| !map.contains_key(name))
            .map(|name| format!("'{name}' is a required property"))
    };
    let unexpected = || match object.extra {
        Extra::Closed => unexpected_keys(object, map),
        Extra::Each(_) => None,
    };
    if object.closed_first {
        unexpected().or_else(missing)
    } else {
        missing().or_else(unexpected)
    }
}

/// `additionalProperties: false`: every key outside `properties`, sorted as text.
fn unexpected_keys(object: &Object, map: &Mapping) -> Option<String> {
    let mut extras: Vec<(String, &Value)> = map
        .iter()
        .filter(|(key, _)| {
            !key.as_str()
                .is_some_and(|name| object.properties.iter().any(|(p, _)| *p == name))
        })
        .map(|(key, _)| (python_str(key), key))
        .collect();
    if extras.is_empty() {
        return None;
    }
    extras.sort_by(|a, b| a.0.cmp(&b.0));
    let listed: Vec<String> = extras.iter().map(|(_, key)| key_repr(key)).collect();
    let verb = if extras.len() == 1 { "was" } else { "were" };
    Some(format!(
        "Additional properties are not allowed ({} {verb} unexpected)",
        listed.join(", ")
    ))
}

/// One step of a node's address: a mapping key or a list index.
#[derive(Clone, Copy)]
enum Step<'a> {
    Key(&'a Value),
    Index(usize),
}

/// Walks the document in order, a node's own problems before its children's: a non-string key
/// of a mapping first, then the schema's error at the node, then each child in written order.
fn first_problem<'a>(
    node: &'a Value,
    rule: Option<Rule>,
    path: &mut Vec<Step<'a>>,
) -> Option<String> {
    if let Value::Map(map) = node
        && let Some((key, _)) = map.iter().find(|(key, _)| !matches!(key, Value::Str(_)))
    {
        path.push(Step::Key(key));
        let at = address(path, true);
        path.pop();
        return Some(format!(
            "{at}: mapping key {} ({}) is not a string; quote it",
            key_repr(key),
            key_type(key)
        ));
    }
    if let Some(message) = rule.and_then(|rule| rule.error_at(node)) {
        let at = address(path, false);
        return Some(format!(
            "{}: {message}",
            if at.is_empty() { "root" } else { &at }
        ));
    }
    let children: Vec<(Step<'a>, &'a Value, Option<Rule>)> = match node {
        Value::Map(map) => map
            .iter()
            .map(|(key, value)| (Step::Key(key), value, rule.and_then(|r| r.under_key(key))))
            .collect(),
        Value::Seq(items) => items
            .iter()
            .enumerate()
            .map(|(index, value)| (Step::Index(index), value, rule.and_then(Rule::item)))
            .collect(),
        _ => Vec::new(),
    };
    for (step, child, child_rule) in children {
        path.push(step);
        let found = first_problem(child, child_rule, path);
        path.pop();
        if found.is_some() {
            return found;
        }
    }
    None
}

/// A path spelled `.name`/`[i]`; with `last_as_key`, its last step always spelled as a key.
fn address(path: &[Step], last_as_key: bool) -> String {
    let mut rendered = String::new();
    for (at, step) in path.iter().enumerate() {
        let last = at + 1 == path.len();
        let segment = match step {
            Step::Index(index) => {
                rendered.push_str(&format!("[{index}]"));
                continue;
            }
            Step::Key(key @ (Value::Int(_) | Value::BigInt(_))) if !(last && last_as_key) => {
                rendered.push_str(&format!("[{}]", python_str(key)));
                continue;
            }
            Step::Key(key) => python_str(key),
        };
        if !rendered.is_empty() {
            rendered.push('.');
        }
        rendered.push_str(&segment);
    }
    rendered
}

/// `uniqueItems`: no two items equal under jsonschema's `equal`. Items are told apart by
/// their [`Same`] identity in one pass; items holding a mapping (equal only to another such
/// item) are compared pairwise among themselves.
fn unique(items: &[Value]) -> bool {
    let mut seen = HashSet::new();
    let mut nested: Vec<&Value> = Vec::new();
    for item in items {
        match same(item) {
            Some(identity) => {
                if !seen.insert(identity) {
                    return false;
                }
            }
            None => {
                if nested.iter().any(|other| equal(other, item)) {
                    return false;
                }
                nested.push(item);
            }
        }
    }
    true
}

/// What `equal` compares an item by, when it holds no mapping: its text (a string or an ISO
/// timestamp), a bool, a number's exact digits (an integral float as an int), a fractional
/// or infinite float's bits, every NaN alike, a list's items.
#[derive(PartialEq, Eq, Hash)]
enum Same {
    Null,
    Bool(bool),
    Text(String),
    Digits(String),
    Float(u64),
    NaN,
    Seq(Vec<Same>),
}

fn same(value: &Value) -> Option<Same> {
    if let Some(text) = text_of(value) {
        return Some(Same::Text(text));
    }
    Some(match value {
        Value::Null => Same::Null,
        Value::Bool(flag) => Same::Bool(*flag),
        Value::Int(number) => Same::Digits(number.to_string()),
        Value::BigInt(digits) => Same::Digits(digits.clone()),
        Value::Float(number) if number.is_nan() => Same::NaN,
        Value::Float(number) if *number == 0.0 => Same::Digits("0".to_string()),
        Value::Float(number) if number.is_finite() && number.fract() == 0.0 => {
            Same::Digits(format!("{number:.0}"))
        }
        Value::Float(number) => Same::Float(number.to_bits()),
        Value::Seq(items) => Same::Seq(items.iter().map(same).collect::<Option<_>>()?),
        Value::Str(_) | Value::Stamp(_) | Value::Map(_) => return None,
    })
}

/// jsonschema's `equal`: Python equality, except a bool equals only a bool, recursively.
fn equal(one: &Value, two: &Value) -> bool {
    match (text_of(one), text_of(two)) {
        (Some(a), Some(b)) => return a == b,
        (Some(_), None) | (None, Some(_)) => return false,
        (None, None) => {}
    }
    match (one, two) {
        (Value::Seq(a), Value::Seq(b)) => {
            a.len() == b.len() && a.iter().zip(b).all(|(x, y)| equal(x, y))
        }
        (Value::Map(a), Value::Map(b)) => {
            a.len() == b.len()
                && a.iter().all(|(key, value)| {
                    b.iter()
                        .find(|(other, _)| same_key(key, other))
                        .is_some_and(|(_, other)| equal(value, other))
                })
        }
        (Value::Null, Value::Null) => true,
        (Value::Bool(a), Value::Bool(b)) => a == b,
        // NaN is one object in PyYAML, so two of them are the same object.
        (Value::Float(a), Value::Float(b)) => a == b || (a.is_nan() && b.is_nan()),
        _ => match (number_of(one), number_of(two)) {
            (Some(a), Some(b)) => same_number(&a, &b),
            _ => false,
        },
    }
}

/// A value's text as the schema sees it: a string, or a timestamp read as ISO 8601.
fn text_of(value: &Value) -> Option<String> {
    match value {
        Value::Str(text) => Some(text.clone()),
        Value::Stamp(text) => Some(iso_text(text)),
        _ => None,
    }
}

/// A number, for Python's exact equality between ints and floats.
enum Number {
    Int(i128),
    Big(String),
    Float(f64),
}

fn number_of(value: &Value) -> Option<Number> {
    match value {
        Value::Int(number) => Some(Number::Int(i128::from(*number))),
        Value::BigInt(digits) => Some(Number::Big(digits.clone())),
        Value::Float(number) => Some(Number::Float(*number)),
        _ => None,
    }
}

/// Python's exact comparison between ints and floats.
fn same_number(one: &Number, two: &Number) -> bool {
    let integral = |number: f64| -> Option<String> {
        (number.is_finite() && number.fract() == 0.0).then(|| format!("{number:.0}"))
    };
    let digits = |number: &Number| -> Option<String> {
        match number {
            Number::Int(number) => Some(number.to_string()),
            Number::Big(digits) => Some(digits.clone()),
            Number::Float(number) if *number == 0.0 => Some("0".to_string()),
            Number::Float(number) => integral(*number),
        }
    };
    match (one, two) {
        (Number::Float(a), Number::Float(b)) => a == b,
        _ => digits(one).is_some_and(|a| digits(two).is_some_and(|b| a == b)),
    }
}

/// Python's dict-key equality, where `True`, `1` and `1.0` are one key.
fn same_key(one: &Value, two: &Value) -> bool {
    let loose = |value: &Value| match value {
        Value::Bool(flag) => Some(Number::Int(i128::from(*flag))),
        _ => number_of(value),
    };
    match (one, two) {
        (Value::Str(a), Value::Str(b)) | (Value::Stamp(a), Value::Stamp(b)) => a == b,
        (Value::Null, Value::Null) => true,
        _ => match (loose(one), loose(two)) {
            (Some(a), Some(b)) => same_number(&a, &b),
            _ => false,
        },
    }
}

#[cfg(test)]
mod tests {
    //! Expected texts are the reference's `authored.malformation` output, confirmed against it.

    use super::{AnnotationKind, malformation};
    use dbprint_yaml::{Mapping, Value};

    fn s(text: &str) -> Value {
        Value::str(text)
    }

    fn map(entries: Vec<(Value, Value)>) -> Value {
        Value::Map(entries.into_iter().collect::<Mapping>())
    }

    fn obj(entries: Vec<(&str, Value)>) -> Value {
        map(entries.into_iter().map(|(k, v)| (s(k), v)).collect())
    }

    fn seq(items: Vec<Value>) -> Value {
        Value::Seq(items)
    }

    fn stats(data: &Value) -> Option<String> {
        malformation(AnnotationKind::Statistics, data)
    }

    fn rels(data: &Value) -> Option<String> {
        malformation(AnnotationKind::Relationships, data)
    }

    fn manifest(data: &Value) -> Option<String> {
        malformation(AnnotationKind::Manifest, data)
    }

    /// A statistics file whose `columns` is `columns`.
    fn with_columns(columns: Value) -> Value {
        obj(vec![
            ("format_version", Value::Int(1)),
            ("columns", columns),
        ])
    }

    /// A statistics file with one grain key whose `columns` is `columns`.
    fn with_grain_columns(columns: Value) -> Value {
        let key = obj(vec![("columns", columns)]);
        obj(vec![
            ("format_version", Value::Int(1)),
            ("columns", obj(vec![])),
            ("grain", obj(vec![("keys", seq(vec![key]))])),
        ])
    }

    /// A relationships file with the one edge `edge`.
    fn with_edge(edge: Vec<(&str, Value)>) -> Value {
        obj(vec![
            ("format_version", Value::Int(1)),
            ("refers_to", seq(vec![obj(edge)])),
        ])
    }

    fn edge() -> Vec<(&'static str, Value)> {
        vec![
            ("column", seq(vec![s("a")])),
            ("target_table", s("t")),
            ("target_column", seq(vec![s("b")])),
        ]
    }

    fn note(value: Value) -> Value {
        obj(vec![("format_version", Value::Int(1)), ("notes", value)])
    }

    #[test]
    fn spec_2_7_admits_files_matching_their_schema() {
        let column = obj(vec![
            ("note", s("primary key")),
            ("claims", obj(vec![("unique", Value::Bool(true))])),
            (
                "values",
                seq(vec![
                    obj(vec![("value", Value::Int(1)), ("note", s("one"))]),
                    obj(vec![("value", Value::Null), ("note", s("none"))]),
                    obj(vec![
                        ("value", Value::Stamp("2026-03-09".into())),
                        ("note", s("d")),
                    ]),
                ]),
            ),
            (
                "derived_from",
                seq(vec![obj(vec![("table", s("a.b.c")), ("column", s("id"))])]),
            ),
        ]);
        let mut file = with_grain_columns(seq(vec![s("id"), s("day")]));
        if let Value::Map(root) = &mut file {
            root.insert(s("columns"), obj(vec![("id", column)]));
        }
        assert_eq!(stats(&file), None);
        let mut full = edge();
        full.extend([
            ("path", seq(vec![s("b"), s("c")])),
            ("target_path", seq(vec![s("q")])),
            ("note", s("hi")),
            ("verdict", s("rejected")),
            ("claims", obj(vec![("x", Value::Int(1))])),
        ]);
        assert_eq!(rels(&with_edge(full)), None);
        assert_eq!(
            rels(&obj(vec![
                ("format_version", Value::Int(1)),
                ("refers_to", seq(vec![]))
            ])),
            None
        );
        assert_eq!(manifest(&note(s("hello"))), None);
        assert_eq!(
            manifest(&obj(vec![("format_version", Value::Int(1))])),
            None
        );
    }

    #[test]
    fn spec_2_7_root_not_a_mapping_is_named_by_its_python_type() {
        let cases = [
            (seq(vec![Value::Int(1)]), "root: a list, not a mapping"),
            (s("just text"), "root: a str, not a mapping"),
            (Value::Null, "root: a NoneType, not a mapping"),
            (
                Value::Stamp("2026-03-09".into()),
                "root: a date, not a mapping",
            ),
            (
                Value::Stamp("2026-03-09 01:02:03".into()),
                "root: a datetime, not a mapping",
            ),
        ];
        for (data, expected) in cases {
            assert_eq!(manifest(&data).as_deref(), Some(expected));
        }
    }

    #[test]
    fn spec_2_7_missing_required_key_first_in_schema_order() {
        assert_eq!(
            stats(&obj(vec![])).as_deref(),
            Some("root: 'format_version' is a required property")
        );
        assert_eq!(
            stats(&obj(vec![("format_version", Value::Int(1))])).as_deref(),
            Some("root: 'columns' is a required property")
        );
        let mut partial = edge();
        partial.remove(2);
        assert_eq!(
            rels(&with_edge(partial)).as_deref(),
            Some("refers_to[0]: 'target_column' is a required property")
        );
    }

    #[test]
    fn spec_2_7_closed_root_lists_unknown_keys_sorted() {
        let file = obj(vec![
            ("format_version", Value::Int(1)),
            ("columns", obj(vec![])),
            ("zeta", Value::Int(1)),
            ("alpha", Value::Int(2)),
            ("Beta", Value::Int(3)),
        ]);
        assert_eq!(
            stats(&file).as_deref(),
            Some(
                "root: Additional properties are not allowed ('Beta', 'alpha', 'zeta' were unexpected)"
            )
        );
        let file = obj(vec![
            ("format_version", Value::Int(1)),
            ("x", Value::Int(1)),
        ]);
        assert_eq!(
            manifest(&file).as_deref(),
            Some("root: Additional properties are not allowed ('x' was unexpected)")
        );
    }

    #[test]
    fn spec_2_7_unknown_nested_key_is_refused() {
        let file = with_columns(obj(vec![("id", obj(vec![("nope", Value::Int(1))]))]));
        assert_eq!(
            stats(&file).as_deref(),
            Some("columns.id: Additional properties are not allowed ('nope' was unexpected)")
        );
    }

    #[test]
    fn spec_2_7_required_reported_before_unknown_keys_in_schema_keyword_order() {
        let file = obj(vec![
            ("format_version", Value::Int(1)),
            ("extra", Value::Int(1)),
        ]);
        assert_eq!(
            stats(&file).as_deref(),
            Some("root: 'columns' is a required property")
        );
        // A grain key's schema lists `additionalProperties` ahead of `required`.
        let key = obj(vec![("extra", Value::Int(1))]);
        let file = obj(vec![
            ("format_version", Value::Int(1)),
            ("columns", obj(vec![])),
            ("grain", obj(vec![("keys", seq(vec![key]))])),
        ]);
        assert_eq!(
            stats(&file).as_deref(),
            Some("grain.keys[0]: Additional properties are not allowed ('extra' was unexpected)")
        );
    }

    #[test]
    fn spec_2_7_format_version_must_be_one() {
        let version = |v: Value| obj(vec![("format_version", v), ("columns", obj(vec![]))]);
        assert_eq!(
            stats(&version(Value::Int(2))).as_deref(),
            Some("format_version: 1 was expected")
        );
        assert_eq!(
            stats(&version(Value::Bool(true))).as_deref(),
            Some("format_version: 1 was expected")
        );
        assert_eq!(
            stats(&version(s("1"))).as_deref(),
            Some("format_version: 1 was expected")
        );
        assert_eq!(stats(&version(Value::Float(1.0))), None);
    }

    #[test]
    fn spec_2_7_verdict_is_only_rejected() {
        let mut with = edge();
        with.push(("verdict", s("accepted")));
        assert_eq!(
            rels(&with_edge(with)).as_deref(),
            Some("refers_to[0].verdict: 'accepted' is not one of ['rejected']")
        );
        let mut with = edge();
        with.push(("verdict", Value::Null));
        assert_eq!(
            rels(&with_edge(with)).as_deref(),
            Some("refers_to[0].verdict: None is not one of ['rejected']")
        );
    }

    #[test]
    fn spec_2_7_column_lists_are_non_empty() {
        let mut with = edge();
        with[0].1 = seq(vec![]);
        assert_eq!(
            rels(&with_edge(with)).as_deref(),
            Some("refers_to[0].column: [] should be non-empty")
        );
        assert_eq!(
            stats(&with_grain_columns(seq(vec![]))).as_deref(),
            Some("grain.keys[0].columns: [] should be non-empty")
        );
    }

    #[test]
    fn spec_2_7_names_are_non_empty_strings() {
        let source = obj(vec![("table", s("")), ("column", s("x"))]);
        let file = with_columns(obj(vec![(
            "id",
            obj(vec![("derived_from", seq(vec![source]))]),
        )]));
        assert_eq!(
            stats(&file).as_deref(),
            Some("columns.id.derived_from[0].table: '' should be non-empty")
        );
        let mut with = edge();
        with[0].1 = s("a");
        assert_eq!(
            rels(&with_edge(with)).as_deref(),
            Some("refers_to[0].column: 'a' is not of type 'array'")
        );
    }

    #[test]
    fn spec_2_7_grain_key_columns_are_unique_under_jsonschema_equality() {
        assert_eq!(
            stats(&with_grain_columns(seq(vec![s("a"), s("a")]))).as_deref(),
            Some("grain.keys[0].columns: ['a', 'a'] has non-unique elements")
        );
        assert_eq!(
            stats(&with_grain_columns(seq(vec![
                Value::Int(1),
                Value::Float(1.0)
            ])))
            .as_deref(),
            Some("grain.keys[0].columns: [1, 1.0] has non-unique elements")
        );
        // A bool never equals a number, so this list is unique and fails on its items.
        assert_eq!(
            stats(&with_grain_columns(seq(vec![
                Value::Int(1),
                Value::Bool(true)
            ])))
            .as_deref(),
            Some("grain.keys[0].columns[0]: 1 is not of type 'string'")
        );
    }

    #[test]
    fn spec_2_7_listed_value_is_not_a_list_or_mapping() {
        let value = obj(vec![
            ("a", Value::Int(1)),
            (
                "b",
                seq(vec![
                    Value::Int(1),
                    Value::Float(2.5),
                    Value::Null,
                    Value::Bool(true),
                ]),
            ),
        ]);
        let listed = obj(vec![("value", value), ("note", s("x"))]);
        let file = with_columns(obj(vec![("id", obj(vec![("values", seq(vec![listed]))]))]));
        assert_eq!(
            stats(&file).as_deref(),
            Some(
                "columns.id.values[0].value: {'a': 1, 'b': [1, 2.5, None, True]} should not be \
                 valid under {'type': ['array', 'object']}"
            )
        );
    }

    #[test]
    fn spec_2_7_wrong_types_name_the_python_repr() {
        assert_eq!(
            stats(&with_columns(seq(vec![]))).as_deref(),
            Some("columns: [] is not of type 'object'")
        );
        assert_eq!(
            stats(&with_columns(obj(vec![("id", Value::Null)]))).as_deref(),
            Some("columns.id: None is not of type 'object'")
        );
        assert_eq!(
            manifest(&note(Value::Int(1))).as_deref(),
            Some("notes: 1 is not of type 'string'")
        );
        assert_eq!(
            manifest(&note(obj(vec![
                ("a", Value::Null),
                ("b", seq(vec![Value::Bool(true), Value::Bool(false)]))
            ])))
            .as_deref(),
            Some("notes: {'a': None, 'b': [True, False]} is not of type 'string'")
        );
    }

    #[test]
    fn spec_2_7_numbers_are_spelled_as_python_reprs_them() {
        let numbers = [1.0, -0.0, 1e16, 1.5e16, 1234567890123456.0, 0.0001, 1e-05]
            .into_iter()
            .chain([
                f64::INFINITY,
                f64::NEG_INFINITY,
                f64::NAN,
                -814021421408749.2,
            ])
            .map(Value::Float)
            .chain([Value::BigInt("123456789012345678901234567890".into())])
            .collect();
        assert_eq!(
            manifest(&note(seq(numbers))).as_deref(),
            Some(
                "notes: [1.0, -0.0, 1e+16, 1.5e+16, 1234567890123456.0, 0.0001, 1e-05, inf, -inf, \
                 nan, -814021421408749.2, 123456789012345678901234567890] is not of type 'string'"
            )
        );
    }

    #[test]
    fn spec_2_7_strings_are_spelled_as_python_reprs_them() {
        let texts = [
            "it's",
            "say \"hi\"",
            "both ' and \"",
            "back\\slash",
            "tab\there",
            "\u{1}\u{7f}\u{80}\u{a0}\u{ad}",
            "é中😀",
            "\u{200b}\u{2028}\u{e000}\u{378}",
        ];
        let file = note(seq(texts.into_iter().map(s).collect()));
        assert_eq!(
            manifest(&file).as_deref(),
            Some(
                r#"notes: ["it's", 'say "hi"', 'both \' and "', 'back\\slash', 'tab\there', '\x01\x7f\x80\xa0\xad', 'é中😀', '\u200b\u2028\ue000\u0378'] is not of type 'string'"#
            )
        );
    }

    #[test]
    fn spec_2_7_timestamps_are_read_as_iso_text() {
        let stamp = |text: &str| Value::Stamp(text.into());
        assert_eq!(manifest(&note(stamp("2026-03-09 14:27:36+00:00"))), None);
        let file = note(seq(vec![
            stamp("2026-03-09"),
            stamp("2026-03-09 01:02:03+00:00"),
            stamp("2026-03-09 01:02:03.250000-01:00"),
        ]));
        assert_eq!(
            manifest(&file).as_deref(),
            Some(
                "notes: ['2026-03-09', '2026-03-09T01:02:03Z', \
                 '2026-03-09T01:02:03.250000-01:00'] is not of type 'string'"
            )
        );
    }

    #[test]
    fn spec_2_7_non_string_keys_are_refused_naming_key_and_type() {
        let keyed = |key: Value| {
            map(vec![
                (s("format_version"), Value::Int(1)),
                (s("columns"), obj(vec![])),
                (key, s("x")),
            ])
        };
        let cases = [
            (
                Value::Int(1),
                "1: mapping key 1 (int) is not a string; quote it",
            ),
            (
                Value::Bool(true),
                "True: mapping key True (bool) is not a string; quote it",
            ),
            (
                Value::Null,
                "None: mapping key None (NoneType) is not a string; quote it",
            ),
            (
                Value::Float(1.5),
                "1.5: mapping key 1.5 (float) is not a string; quote it",
            ),
            (
                Value::Stamp("2026-03-09".into()),
                "2026-03-09: mapping key datetime.date(2026, 3, 9) (object) is not a string; \
                 quote it",
            ),
            (
                Value::Stamp("2026-03-09 10:11:12+00:00".into()),
                "2026-03-09 10:11:12+00:00: mapping key datetime.datetime(2026, 3, 9, 10, 11, 12, \
                 tzinfo=datetime.timezone.utc) (object) is not a string; quote it",
            ),
            (
                Value::Stamp("2026-03-09 10:11:12.500000+05:30".into()),
                "2026-03-09 10:11:12.500000+05:30: mapping key datetime.datetime(2026, 3, 9, 10, \
                 11, 12, 500000, tzinfo=datetime.timezone(datetime.timedelta(seconds=19800))) \
                 (object) is not a string; quote it",
            ),
            (
                Value::Stamp("2026-03-09 10:11:00-04:00".into()),
                "2026-03-09 10:11:00-04:00: mapping key datetime.datetime(2026, 3, 9, 10, 11, \
                 tzinfo=datetime.timezone(datetime.timedelta(days=-1, seconds=72000))) (object) \
                 is not a string; quote it",
            ),
        ];
        for (key, expected) in cases {
            assert_eq!(stats(&keyed(key)).as_deref(), Some(expected));
        }
        let claims = map(vec![(Value::Bool(false), Value::Int(1))]);
        let file = with_columns(obj(vec![("id", obj(vec![("claims", claims)]))]));
        assert_eq!(
            stats(&file).as_deref(),
            Some("columns.id.claims.False: mapping key False (bool) is not a string; quote it")
        );
    }

    #[test]
    fn spec_2_7_key_problem_precedes_schema_errors_at_its_mapping() {
        let file = map(vec![
            (s("columns"), obj(vec![])),
            (s("extra"), Value::Int(1)),
            (Value::Int(1), Value::Int(2)),
        ]);
        assert_eq!(
            stats(&file).as_deref(),
            Some("1: mapping key 1 (int) is not a string; quote it")
        );
    }

    #[test]
    fn spec_2_7_first_problem_in_document_order() {
        let file = obj(vec![
            (
                "columns",
                obj(vec![("b", obj(vec![("note", Value::Int(1))]))]),
            ),
            ("format_version", Value::Int(2)),
        ]);
        assert_eq!(
            stats(&file).as_deref(),
            Some("columns.b.note: 1 is not of type 'string'")
        );
        // The root's own error comes before any error inside it.
        let file = obj(vec![
            ("format_version", Value::Int(2)),
            ("columns", obj(vec![])),
            ("zz", map(vec![(Value::Int(1), Value::Int(2))])),
        ]);
        assert_eq!(
            stats(&file).as_deref(),
            Some("root: Additional properties are not allowed ('zz' was unexpected)")
        );
        // A type error at a node precedes a bad key inside it.
        let inner = map(vec![(Value::Int(1), s("b"))]);
        let file = with_columns(obj(vec![(
            "id",
            obj(vec![("note", obj(vec![("a", inner)]))]),
        )]));
        assert_eq!(
            stats(&file).as_deref(),
            Some("columns.id.note: {'a': {1: 'b'}} is not of type 'string'")
        );
    }

    /// `uniqueItems` told apart in one pass answers as jsonschema's pairwise `equal` does, for
    /// every pair of a spread of values (format spec §2.7: a grain key's `columns`).
    #[test]
    fn unique_items_agree_with_pairwise_equality() {
        let values = vec![
            Value::Int(1),
            Value::Float(1.0),
            Value::Bool(true),
            s("1"),
            Value::Stamp("2026-03-09 14:27:36+00:00".into()),
            s("2026-03-09T14:27:36Z"),
            Value::Float(0.0),
            Value::Float(-0.0),
            Value::Int(0),
            Value::Bool(false),
            Value::Float(f64::NAN),
            Value::Float(0.5),
            Value::Float(f64::INFINITY),
            Value::Null,
            seq(vec![Value::Int(1)]),
            seq(vec![Value::Float(1.0)]),
            obj(vec![("a", Value::Int(1))]),
            obj(vec![("a", Value::Float(1.0))]),
            seq(vec![obj(vec![])]),
        ];
        for one in &values {
            for two in &values {
                assert_eq!(
                    super::unique(&[one.clone(), two.clone()]),
                    !super::equal(one, two),
                    "{one:?} and {two:?}"
                );
            }
        }
    }
}
