//! The `str()` of a Python set, which is how a `!!set` reaches a reply. It owns no I/O.

use super::value::Value;
use crate::pyrepr::{float_repr, str_repr};

fn member_repr(value: &Value) -> String {
    match value {
        Value::Null => "None".to_string(),
        Value::Bool(true) => "True".to_string(),
        Value::Bool(false) => "False".to_string(),
        Value::Int(i) => i.to_string(),
        Value::BigInt(digits) => digits.clone(),
        Value::Float(f) => float_repr(*f),
        Value::Str(s) => str_repr(s),
        Value::Stamp(s) => s.clone(),
        Value::Seq(_) | Value::Map(_) => String::new(),
    }
}

/// `str()` of a Python set of these members, in the order given.
pub(super) fn set_repr(members: &[Value]) -> String {
    if members.is_empty() {
        return "set()".to_string();
    }
    let inner: Vec<String> = members.iter().map(member_repr).collect();
    format!("{{{}}}", inner.join(", "))
}
