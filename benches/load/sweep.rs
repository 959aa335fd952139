//! The memory sweep: one server process reads every table's context (both purposes, every
//! format, every page) and every table resource of one connection, twice over, and its resident
//! memory is read at each quarter of the work. Under the memory budget it stays flat: what the
//! first pass kept is let go, least recently used first, as the second pass needs room.

use serde_json::{Value, json};

use crate::client::Client;
use crate::usage::Usage;
use crate::workload::{Outcome, walk};

/// The connection's tables, as list_tables names them.
fn tables(client: &mut dyn Client, connection: &str) -> Result<Vec<String>, String> {
    let params = json!({"name": "list_tables", "arguments": {"connection": connection}});
    let mut names = Vec::new();
    for page in walk(client, "tools/call", &params, None, |_, _| true) {
        let text = page["result"]["content"][0]["text"].as_str().unwrap_or("");
        let listed: Value =
            serde_json::from_str(text).map_err(|_| format!("list_tables: {text}"))?;
        for table in listed["tables"].as_array().into_iter().flatten() {
            if let Some(name) = table["table"].as_str().or(table.as_str()) {
                names.push(name.to_string());
            }
        }
    }
    Ok(names)
}

/// Every resource the enumeration lists under the connection's tables.
fn table_resources(client: &mut dyn Client, connection: &str) -> Result<Vec<String>, String> {
    let prefix = format!("dbprint://{connection}/");
    let mut uris = Vec::new();
    let mut cursor = Value::Null;
    loop {
        let params = if cursor.is_null() {
            json!({})
        } else {
            json!({"cursor": cursor})
        };
        let reply = client.call("resources/list", params)?;
        for resource in reply["result"]["resources"]
            .as_array()
            .into_iter()
            .flatten()
        {
            let uri = resource["uri"].as_str().unwrap_or("");
            if let Some(rest) = uri.strip_prefix(&prefix)
                && rest.contains('/')
            {
                uris.push(uri.to_string());
            }
        }
        cursor = reply["result"]["nextCursor"].clone();
        if cursor.is_null() {
            return Ok(uris);
        }
    }
}

/// One request of the sweep, all its pages.
fn call(client: &mut dyn Client, method: &str, params: &Value, failures: &mut Vec<String>) {
    walk(client, method, params, None, |_, outcome| {
        if let Outcome::Failed(why) = outcome {
            failures.push(format!("{method} {params}: {why}"));
        }
        true
    });
}

/// Runs the sweep over `connection`; prints RSS at each quarter. Whether every call answered.
pub fn run(client: &mut dyn Client, connection: &str) -> bool {
    let Some(pid) = client.own_server() else {
        println!("sweep: no server process to watch");
        return false;
    };
    let (tables, resources) = match (
        tables(client, connection),
        table_resources(client, connection),
    ) {
        (Ok(t), Ok(r)) => (t, r),
        (Err(why), _) | (_, Err(why)) => {
            println!("sweep: {why}");
            return false;
        }
    };
    let mut requests = Vec::new();
    for table in &tables {
        for format in ["md", "json", "yaml"] {
            for purpose in ["query", "profile"] {
                let arguments = json!({"connection": connection, "table": table, "format": format, "purpose": purpose});
                requests.push((
                    "tools/call",
                    json!({"name": "get_table_context", "arguments": arguments}),
                ));
            }
        }
    }
    requests.extend(
        resources
            .iter()
            .map(|uri| ("resources/read", json!({"uri": uri}))),
    );
    let total = requests.len() * 2;
    println!(
        "sweep {connection}: {} tables, {} table resources, {} requests over two passes",
        tables.len(),
        resources.len(),
        total
    );
    let report = |when: &str| {
        if let Some(usage) = Usage::of(pid) {
            println!("        server {pid}: {when} {usage}");
        }
    };
    report("before");
    let started = std::time::Instant::now();
    let mut failures = Vec::new();
    let (mut done, mut quarter) = (0, 0);
    for pass in 0..2 {
        for (method, params) in &requests {
            call(client, method, params, &mut failures);
            done += 1;
            if quarter < 3 && done * 4 >= total * (quarter + 1) {
                quarter += 1;
                report(&format!("{quarter}/4 (pass {})", pass + 1));
            }
        }
    }
    report("at the end");
    println!(
        "        {total} requests in {:.1} s, {} failed",
        started.elapsed().as_secs_f64(),
        failures.len()
    );
    for line in failures.iter().take(10) {
        println!("  {line}");
    }
    failures.is_empty()
}
