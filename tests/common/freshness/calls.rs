//! The calls a round makes about its changed table, and answers as they are compared: the
//! whole JSON-RPC result (or error), a tool's JSON text parsed, and `list_tables`' clock
//! fields blanked — `now` (the server's clock at the call) and each `age_days` (the age at
//! that moment), the only values two servers over the same files may differ in.

use serde_json::{Value, json};

use super::changes::Focus;
use super::edits;
use crate::common::blank_clock;

/// One request of a round, and how the report names it.
pub struct Call {
    pub label: String,
    pub method: &'static str,
    pub params: Value,
}

fn tool(name: &str, arguments: Value) -> Call {
    Call {
        label: format!("{name} {arguments}"),
        method: "tools/call",
        params: json!({"name": name, "arguments": arguments}),
    }
}

/// The plain scalar after `key` on a line of `block`, quotes removed.
fn field<'a>(block: &'a str, key: &str) -> Option<&'a str> {
    block
        .lines()
        .find_map(|l| l.strip_prefix(key))
        .map(|v| v.trim_matches(|c| c == '\'' || c == '"'))
}

/// Every call of a round about `focus`, whose table's statistics read `statistics`.
pub fn calls(focus: &Focus, statistics: &str) -> Vec<Call> {
    let conn = focus.conn;
    let table = &focus.fqn;
    let columns = edits::column_blocks(statistics);
    let name_of = |i: usize| columns.get(i).map(|(n, _)| n.clone());
    let column = focus
        .column
        .clone()
        .filter(|c| columns.iter().any(|(n, _)| n == c))
        .or_else(|| name_of(0))
        .unwrap_or_else(|| "id".to_string());
    let block = edits::column_block(statistics, &column).unwrap_or_default();
    let listed = |b: &str| b.contains("\n    - value: ");
    let (resolved, value) = if listed(block) {
        (column.clone(), field(block, "    - value: "))
    } else {
        columns
            .iter()
            .find(|(_, range)| listed(&statistics[range.clone()]))
            .map_or((column.clone(), None), |(n, range)| {
                (
                    n.clone(),
                    field(&statistics[range.clone()], "    - value: "),
                )
            })
    };
    let mut needles: Vec<String> = focus
        .needles
        .iter()
        .filter(|n| n.chars().count() >= 3)
        .cloned()
        .collect();
    needles.dedup();
    if needles.is_empty() && column.len() >= 3 {
        needles.push(column.clone());
    }
    let classification = field(block, "    classification: ").unwrap_or("*");
    let prefix: String = column.chars().take(3).collect();
    let mut calls: Vec<Call> = needles
        .iter()
        .take(2)
        .map(|n| tool("search_columns", json!({"connection": conn, "text": n})))
        .collect();
    calls.extend([
        tool(
            "search_columns",
            json!({"connection": conn, "pattern": format!("{prefix}*")}),
        ),
        tool(
            "search_columns",
            json!({"connection": conn, "classification": classification}),
        ),
        tool(
            "search_columns",
            json!({"connection": conn, "sql_type": "*"}),
        ),
    ]);
    for format in ["md", "json"] {
        for purpose in ["query", "profile"] {
            calls.push(tool(
                "get_table_context",
                json!({"connection": conn, "table": table, "format": format, "purpose": purpose}),
            ));
        }
    }
    calls.extend([
        tool(
            "resolve_value",
            json!({"connection": conn, "table": table, "column": resolved, "text": value.unwrap_or("zzz")}),
        ),
        tool("list_tables", json!({"connection": conn, "detail": true})),
        tool("get_manifest", json!({"connection": conn})),
        tool("get_diff", json!({"connection": conn})),
    ]);
    let uri = format!("dbprint://{conn}/{table}/statistics");
    calls.push(Call {
        label: format!("resources/read {uri}"),
        method: "resources/read",
        params: json!({"uri": uri}),
    });
    calls
}

/// A response frame as compared: its result or error, without the request id; a tool's JSON
/// text parsed (so a difference shows as a path, not a column of one long line).
pub fn answer(call: &Call, frame: &Value) -> Value {
    let Some(result) = frame.get("result") else {
        return json!({"error": frame.get("error").cloned().unwrap_or(Value::Null)});
    };
    let mut result = result.clone();
    if let Some(text) = result.pointer("/content/0/text").and_then(Value::as_str)
        && let Ok(mut parsed) = serde_json::from_str::<Value>(text)
    {
        if call.params["name"] == "list_tables" {
            blank_clock(&mut parsed);
        }
        result["content"][0]["text"] = parsed;
    }
    json!({"result": result})
}

/// An answer as lines: the text of a Markdown or resource body line by line, JSON pretty.
fn lines(answer: &Value) -> Vec<String> {
    let mut shell = answer.clone();
    let body = ["/result/content/0/text", "/result/contents/0/text"]
        .iter()
        .find_map(|p| shell.pointer_mut(p).map(Value::take));
    let mut out = vec![shell.to_string()];
    match body {
        Some(Value::String(text)) => out.extend(text.lines().map(str::to_string)),
        Some(other) => out.extend(
            serde_json::to_string_pretty(&other)
                .unwrap()
                .lines()
                .map(str::to_string),
        ),
        None => {}
    }
    out
}

/// Where two answers first part, with a little context from each side: the first
/// differing line from a little before its first differing character, and two more.
pub fn difference(long: &Value, fresh: &Value) -> String {
    let (a, b) = (lines(long), lines(fresh));
    let at = a
        .iter()
        .zip(&b)
        .position(|(x, y)| x != y)
        .unwrap_or(a.len().min(b.len()));
    let from = match (a.get(at), b.get(at)) {
        (Some(x), Some(y)) => {
            let same = x.chars().zip(y.chars()).take_while(|(p, q)| p == q).count();
            same.saturating_sub(60)
        }
        _ => 0,
    };
    let side = |lines: &[String]| -> String {
        let shown: Vec<String> = lines
            .iter()
            .skip(at)
            .take(3)
            .enumerate()
            .map(|(i, l)| {
                let skip = if i == 0 { from } else { 0 };
                let mut s: String = l.chars().skip(skip).take(200).collect();
                if skip > 0 {
                    s.insert(0, '…');
                }
                if l.chars().count() > skip + 200 {
                    s.push('…');
                }
                s
            })
            .collect();
        if shown.is_empty() {
            "(ends here)".to_string()
        } else {
            shown.join("\n              ")
        }
    };
    format!(
        "line {} ({} vs {} lines)\n      long:   {}\n      fresh:  {}",
        at + 1,
        a.len(),
        b.len(),
        side(&a),
        side(&b)
    )
}
