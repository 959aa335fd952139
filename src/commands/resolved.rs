//! How a `resolve` answer reads to a person at a terminal: what the text matched in the
//! column and how (stored, by a value's definition, nearest spellings, nothing, or why no
//! list is there), the values to write in a predicate with their counts and notes, and the
//! column's listed values, with whether they are its whole domain.

use serde_json::Value as Json;

/// One listed value as a person reads it: `'shipped' (508)`, its score and note when it
/// carries them.
fn entry(value: &Json) -> String {
    let spelled = match &value["value"] {
        Json::String(text) => format!("'{}'", text.replace('\'', "''")),
        Json::Null => "NULL".to_string(),
        other => other.to_string(),
    };
    let mut out = format!("{spelled} ({})", value["count"]);
    if let Some(score) = value["score"].as_f64() {
        out.push_str(&format!(", similarity {score}"));
    }
    if let Some(note) = value["note"].as_str() {
        out.push_str(&format!(": {note}"));
    }
    out
}

/// The entries of the list `key` of `answer`, one a line, indented.
fn listed(answer: &Json, key: &str, out: &mut String) {
    for value in answer[key].as_array().into_iter().flatten() {
        out.push_str(&format!("  {}\n", entry(value)));
    }
}

/// The answer of `resolve_value` (its whole JSON value) for a person; none when it lacks a
/// field every reply carries (the general rendering shows it as it is).
pub fn render(answer: &Json) -> Option<String> {
    let text = answer["text"].as_str()?;
    let column = format!(
        "{}.{}",
        answer["table"].as_str()?,
        answer["column"].as_str()?
    );
    let mut out = String::new();
    let head = match answer["match"].as_str()? {
        "stored" => format!("'{text}' is stored in {column}, spelled:\n"),
        "definition" => format!("'{text}' is what these values of {column} mean (their notes):\n"),
        "nearest" => format!("'{text}' is not stored in {column}; the nearest listed values:\n"),
        "none" => format!("'{text}' resembles no listed value of {column}.\n"),
        "unavailable" => format!(
            "{column} lists no values to resolve against: {}\n",
            answer["reason"].as_str().unwrap_or("no reason given")
        ),
        other => format!("'{text}' in {column}: {other}\n"),
    };
    out.push_str(&head);
    listed(answer, "spellings", &mut out);
    listed(answer, "candidates", &mut out);
    if answer["domain"].as_array().is_some_and(|d| !d.is_empty()) {
        let whole = if answer["exhaustive"] == Json::Bool(true) {
            "its whole domain"
        } else {
            "not every value it holds"
        };
        out.push_str(&format!(
            "\nThe values {column} lists ({}, {whole}):\n",
            answer["listed"]
        ));
        listed(answer, "domain", &mut out);
    }
    if let Some(caveat) = answer["sample_caveat"].as_str() {
        out.push_str(&format!("\n{caveat}\n"));
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_near_miss_names_the_nearest_values_and_the_whole_domain() {
        let answer = json!({
            "table": "shop.sales.orders", "column": "status", "text": "shiped",
            "match": "nearest", "exhaustive": true, "listed": 2,
            "candidates": [{"value": "shipped", "count": 508, "score": 0.7}],
            "domain": [{"value": "shipped", "count": 508}, {"value": "it's", "count": 1, "note": "odd"}]
        });
        assert_eq!(
            render(&answer).as_deref(),
            Some(
                "'shiped' is not stored in shop.sales.orders.status; the nearest listed values:\n  \
             'shipped' (508), similarity 0.7\n\nThe values shop.sales.orders.status lists (2, its \
             whole domain):\n  'shipped' (508)\n  'it''s' (1): odd\n"
            )
        );
    }

    #[test]
    fn no_list_says_why() {
        let answer = json!({"table": "t", "column": "c", "text": "x", "match": "unavailable",
            "reason": "redacted"});
        assert_eq!(
            render(&answer).as_deref(),
            Some("t.c lists no values to resolve against: redacted\n")
        );
        assert_eq!(
            render(&json!({"match": "none"})),
            None,
            "no field every reply carries"
        );
    }
}
