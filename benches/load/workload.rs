//! What the simulated agents do: episodes of an agent's mix — list the tables, search
//! columns several ways, read a table's context for a query and for a profile, check filter
//! values, read resources — each walked to its last page by following the cursor (or the
//! resource page and version) its own previous answer gave. One client walks them first;
//! its answers are what every concurrent answer must equal.

use serde_json::{Value, json};

use super::client::Client;

/// One agent task: a first request, then every further page.
#[derive(Clone)]
pub struct Episode {
    pub kind: &'static str,
    pub method: &'static str,
    pub params: Value,
    /// How often, relative to the others, an agent runs it.
    pub weight: u32,
    /// The single client's answers, page by page.
    pub expected: Vec<Value>,
}

/// The `next_cursor` a tool's text carries: JSON, a YAML comment or a Markdown comment.
fn next_cursor(text: &str) -> Option<String> {
    let at = text.rfind("next_cursor")? + "next_cursor".len();
    let rest = text[at..].trim_start_matches(['"', '\'', ':', ' ']);
    let cursor: String = rest
        .chars()
        .take_while(|c| !c.is_whitespace() && *c != '"' && *c != '\'')
        .collect();
    (!cursor.is_empty()).then_some(cursor)
}

/// The request that reads the page after `reply`, if there is one.
fn next_request(method: &str, params: &Value, reply: &Value) -> Option<Value> {
    let result = reply.get("result")?;
    match method {
        "tools/call" => {
            let text = result["content"][0]["text"].as_str()?;
            let cursor = next_cursor(text)?;
            let mut next = params.clone();
            next["arguments"]["cursor"] = Value::String(cursor);
            Some(next)
        }
        "resources/read" => {
            let meta = &result["contents"][0]["_meta"];
            let (page, pages) = (meta["page"].as_u64()?, meta["pages"].as_u64()?);
            if page >= pages {
                return None;
            }
            let base = params["uri"].as_str()?.split('?').next()?;
            let version = meta["version"].as_str()?;
            Some(json!({"uri": format!("{base}?page={}&version={version}", page + 1)}))
        }
        _ => None,
    }
}

/// The keys whose values the clock alone changes between two reads of the same files:
/// `list_tables` reports the moment of the call and each table's age at it.
const CLOCK_KEYS: [&str; 2] = ["\"now\": ", "\"age_days\": "];

/// `text` with the values of `CLOCK_KEYS` blanked.
fn blank_clock(text: &str) -> String {
    let mut kept = text.to_string();
    for key in CLOCK_KEYS {
        let mut out = String::with_capacity(kept.len());
        let mut rest = kept.as_str();
        while let Some(at) = rest.find(key) {
            let value = at + key.len();
            out.push_str(&rest[..value]);
            rest = &rest[value..];
            let end = match rest.strip_prefix('"') {
                Some(quoted) => quoted.find('"').map_or(rest.len(), |q| q + 2),
                None => rest.find([',', '\n', '}']).unwrap_or(rest.len()),
            };
            rest = &rest[end..];
        }
        out.push_str(rest);
        kept = out;
    }
    kept
}

/// `reply` with its text's clock values blanked.
fn timeless(reply: &Value) -> Value {
    let mut reply = reply.clone();
    if let Some(text) = reply["result"]["content"][0]["text"].as_str() {
        reply["result"]["content"][0]["text"] = Value::String(blank_clock(text));
    }
    reply
}

/// What one request of a walk came to.
pub enum Outcome {
    Answered,
    Differs { page: usize, got: Value },
    Failed(String),
}

/// Walks `episode` to its last page; `each(elapsed, outcome)` is told of every request.
/// With `expected`, each answer is compared and a differing walk stops there.
pub fn walk(
    client: &mut dyn Client,
    method: &str,
    params: &Value,
    expected: Option<&[Value]>,
    mut each: impl FnMut(std::time::Duration, &Outcome) -> bool,
) -> Vec<Value> {
    let mut answers = Vec::new();
    let mut request = Some(params.clone());
    while let Some(params) = request.take() {
        let started = std::time::Instant::now();
        let reply = client.call(method, params.clone());
        let elapsed = started.elapsed();
        let outcome = match &reply {
            Err(why) => Outcome::Failed(why.clone()),
            Ok(got) => match expected.map(|e| e.get(answers.len())) {
                Some(Some(want)) if timeless(want) == timeless(got) => Outcome::Answered,
                Some(_) => Outcome::Differs {
                    page: answers.len() + 1,
                    got: got.clone(),
                },
                None => Outcome::Answered,
            },
        };
        let go_on = each(elapsed, &outcome);
        let Ok(reply) = reply else { break };
        if !matches!(outcome, Outcome::Answered) || !go_on {
            break;
        }
        request = next_request(method, &params, &reply);
        answers.push(reply);
    }
    answers
}

fn tool(kind: &'static str, weight: u32, name: &str, arguments: Value) -> Episode {
    Episode {
        kind,
        method: "tools/call",
        params: json!({"name": name, "arguments": arguments}),
        weight,
        expected: Vec::new(),
    }
}

fn resource(weight: u32, uri: String) -> Episode {
    Episode {
        kind: "resources/read",
        method: "resources/read",
        params: json!({"uri": uri}),
        weight,
        expected: Vec::new(),
    }
}

/// A tool's whole answer as JSON (every page's list concatenated under `key`).
fn tool_items(
    client: &mut dyn Client,
    name: &str,
    arguments: Value,
    key: &str,
) -> Result<Vec<Value>, String> {
    let params = json!({"name": name, "arguments": arguments});
    let mut items = Vec::new();
    let mut failure = None;
    for reply in walk(client, "tools/call", &params, None, |_, o| {
        if let Outcome::Failed(why) = o {
            failure = Some(why.clone());
        }
        true
    }) {
        let text = reply["result"]["content"][0]["text"]
            .as_str()
            .unwrap_or("{}");
        let page: Value = serde_json::from_str(text).map_err(|e| format!("{name}: {e}: {text}"))?;
        items.extend(page[key].as_array().cloned().unwrap_or_default());
    }
    match failure {
        Some(why) => Err(why),
        None => Ok(items),
    }
}

/// Up to `n` items spread evenly over `items`.
fn spread<T: Clone>(items: &[T], n: usize) -> Vec<T> {
    if items.len() <= n {
        return items.to_vec();
    }
    (0..n).map(|i| items[i * items.len() / n].clone()).collect()
}

/// Which calls the agents make.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Mix {
    /// An agent's mix: tables, searches, contexts, values, resources.
    Agent,
    /// Heavy search traffic: `search_columns` alone, every filter kind and text needles, each
    /// walked to its last page.
    Search,
}

/// The search-only mix: (weight, arguments).
fn searches() -> Vec<(u32, Value)> {
    vec![
        (3, json!({"pattern": "*_id"})),
        (1, json!({"pattern": "order*"})),
        (2, json!({"text": "status"})),
        (1, json!({"text": "date"})),
        (1, json!({"text": "e"})),
        (2, json!({"classification": "categorical"})),
        (1, json!({"sql_type": "*INT*"})),
        (1, json!({"sensitivity": "*"})),
        (1, json!({"looks_like": "*"})),
        (1, json!({"redacted": "*"})),
        (1, json!({"candidate_key": true})),
        (
            1,
            json!({"candidate_key": false, "classification": "numeric"}),
        ),
        (1, json!({"pattern": "*name*", "classification": "text"})),
        (1, json!({"text": "code", "sql_type": "VARCHAR"})),
    ]
}

/// The episodes for `connection`'s print, found through `client`, with their expected answers.
pub fn discover(
    client: &mut dyn Client,
    connection: &str,
    mix: Mix,
) -> Result<Vec<Episode>, String> {
    let on = |mut arguments: Value| {
        arguments["connection"] = Value::String(connection.to_string());
        arguments
    };
    if mix == Mix::Search {
        let mut episodes: Vec<Episode> = searches()
            .into_iter()
            .map(|(weight, arguments)| {
                tool("search_columns", weight, "search_columns", on(arguments))
            })
            .collect();
        expect(client, &mut episodes)?;
        return Ok(episodes);
    }
    let tables: Vec<String> = tool_items(client, "list_tables", on(json!({})), "tables")?
        .iter()
        .filter_map(|t| t.as_str().map(str::to_string))
        .collect();
    if tables.is_empty() {
        return Err(format!("connection {connection} lists no table"));
    }
    let categorical = tool_items(
        client,
        "search_columns",
        on(json!({"classification": "categorical"})),
        "matches",
    )?;
    let mut episodes = vec![
        tool("list_tables", 1, "list_tables", on(json!({"detail": true}))),
        tool(
            "search_columns",
            3,
            "search_columns",
            on(json!({"pattern": "*_id"})),
        ),
        tool(
            "search_columns",
            2,
            "search_columns",
            on(json!({"text": "status"})),
        ),
        tool(
            "search_columns",
            2,
            "search_columns",
            on(json!({"classification": "categorical"})),
        ),
        tool(
            "search_columns",
            1,
            "search_columns",
            on(json!({"pattern": "*name*", "classification": "text"})),
        ),
        tool(
            "search_columns",
            1,
            "search_columns",
            on(json!({"candidate_key": true})),
        ),
        tool(
            "search_columns",
            1,
            "search_columns",
            on(json!({"text": "e"})),
        ),
        resource(1, format!("dbprint://{connection}/manifest")),
    ];
    for table in spread(&tables, 24) {
        episodes.push(tool(
            "get_table_context",
            2,
            "get_table_context",
            on(json!({"table": table, "purpose": "query"})),
        ));
        episodes.push(tool(
            "get_table_context",
            1,
            "get_table_context",
            on(json!({"table": table})),
        ));
    }
    for table in spread(&tables, 6) {
        episodes.push(resource(
            1,
            format!("dbprint://{connection}/{table}/statistics"),
        ));
    }
    for column in spread(&categorical, 12) {
        let (Some(table), Some(name)) = (column["table"].as_str(), column["column"].as_str())
        else {
            continue;
        };
        let prefix: String = name.chars().take(3).collect();
        for text in [name, "active", &prefix] {
            episodes.push(tool(
                "resolve_value",
                1,
                "resolve_value",
                on(json!({"table": table, "column": name, "text": text})),
            ));
        }
    }
    expect(client, &mut episodes)?;
    Ok(episodes)
}

/// Fills each episode's expected answers: one client's walk of it.
fn expect(client: &mut dyn Client, episodes: &mut [Episode]) -> Result<(), String> {
    for episode in episodes {
        let mut failure = None;
        episode.expected = walk(client, episode.method, &episode.params, None, |_, o| {
            if let Outcome::Failed(why) = o {
                failure = Some(why.clone());
            }
            true
        });
        if let Some(why) = failure {
            return Err(format!("{} {}: {why}", episode.method, episode.params));
        }
    }
    Ok(())
}
