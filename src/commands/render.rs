//! How a whole answer is printed: JSON (pretty, as the tool answers it), YAML (the same
//! value), or Markdown for a person at a terminal — a heading, the answer's fields as a list,
//! each list of the answer as items, and text that spans lines (SQL) in a fenced block.

use serde_json::Value as Json;

use std::borrow::Cow;

use dbprint_service::tools::Whole;
use dbprint_yaml::Value;
use dbprint_yaml::json::{to_json_pretty, to_serde};

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    Md,
    Json,
    Yaml,
}

/// A Markdown answer (a document) as a value: its text.
fn value(answer: &Whole) -> Cow<'_, Value> {
    match answer {
        Whole::Value(value) => Cow::Borrowed(value),
        Whole::Markdown(text) => Cow::Owned(Value::str(text.as_str())),
    }
}

/// `answer` as pretty JSON, as the tool writes it.
pub fn json(answer: &Whole) -> String {
    let mut text = to_json_pretty(&value(answer));
    text.push('\n');
    text
}

pub fn yaml(answer: &Whole) -> String {
    dbprint_yaml::to_yaml_default(&value(answer))
}

fn scalar(value: &Json) -> String {
    match value {
        Json::String(s) => s.clone(),
        Json::Null => "-".to_string(),
        other => other.to_string(),
    }
}

/// One item of a list at `indent`: a scalar as it is, an object as `key: value` pairs on one
/// line, its lists of objects as items below it and its multi-line texts fenced.
fn item(value: &Json, indent: &str, out: &mut String) {
    let Json::Object(fields) = value else {
        out.push_str(&format!("{indent}- {}\n", scalar(value)));
        return;
    };
    let mut line = Vec::new();
    let mut nested = Vec::new();
    let mut blocks = Vec::new();
    for (key, field) in fields {
        match field {
            Json::String(s) if s.contains('\n') => blocks.push((key, s)),
            Json::Array(items) if items.iter().all(|i| !i.is_object()) => {
                let joined: Vec<String> = items.iter().map(scalar).collect();
                line.push(format!("{key}: [{}]", joined.join(", ")));
            }
            Json::Array(items) => nested.push((key, items)),
            Json::Object(_) => line.push(format!("{key}: {field}")),
            other => line.push(format!("{key}: {}", scalar(other))),
        }
    }
    out.push_str(&format!("{indent}- {}\n", line.join("; ")));
    let deeper = format!("{indent}  ");
    for (key, items) in nested {
        out.push_str(&format!("{deeper}{key}:\n"));
        for value in items {
            item(value, &format!("{deeper}  "), out);
        }
    }
    for (key, text) in blocks {
        out.push_str(&format!("\n{deeper}{key}:\n\n{deeper}```sql\n"));
        for l in text.lines() {
            out.push_str(&format!("{deeper}{l}\n"));
        }
        out.push_str(&format!("{deeper}```\n\n"));
    }
}

/// `answer` as Markdown under `title`: a document as it is, a value as its fields and lists.
pub fn markdown(title: &str, answer: &Whole) -> String {
    match answer {
        Whole::Markdown(text) => format!("{text}\n"),
        Whole::Value(value) => fields(title, &to_serde(value)),
    }
}

fn fields(title: &str, answer: &Json) -> String {
    let mut out = format!("# {title}\n\n");
    let Json::Object(fields) = answer else {
        out.push_str(&scalar(answer));
        out.push('\n');
        return out;
    };
    let mut lists = Vec::new();
    for (key, value) in fields {
        match value {
            Json::Array(items) => lists.push((key, items)),
            Json::String(s) if s.contains('\n') => {
                out.push_str(&format!("**{key}**\n\n```sql\n{s}\n```\n\n"));
            }
            Json::Object(_) => out.push_str(&format!("- **{key}**: {value}\n")),
            other => out.push_str(&format!("- **{key}**: {}\n", scalar(other))),
        }
    }
    for (key, items) in lists {
        out.push_str(&format!("\n## {key} ({})\n\n", items.len()));
        for value in items {
            item(value, "", &mut out);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn markdown_lists_fields_then_each_list_with_sql_fenced() {
        let text = fields(
            "join-path",
            &json!({"from": "a", "paths": [{"hops": 1, "sql": "FROM a\nJOIN b ON b.x = a.x"}]}),
        );
        assert!(text.starts_with("# join-path\n\n- **from**: a\n"), "{text}");
        assert!(text.contains("## paths (1)\n\n- hops: 1\n"), "{text}");
        assert!(
            text.contains("  ```sql\n  FROM a\n  JOIN b ON b.x = a.x\n  ```"),
            "{text}"
        );
    }
}
