//! The memory sweep: one server process reads every table's context (both purposes, every
//! format, every page) and every table resource of one connection, or of every connection it
//! serves, twice over, and its resident memory is read at each quarter of the work. Under the memory budget it stays flat: what the
//! first pass kept is let go, least recently used first, as the second pass needs room.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use parking_lot::Mutex;
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

/// Every resource URI the enumeration lists.
fn resources(client: &mut dyn Client) -> Result<Vec<String>, String> {
    let mut uris = Vec::new();
    let mut cursor = Value::Null;
    loop {
        let params = if cursor.is_null() {
            json!({})
        } else {
            json!({"cursor": cursor})
        };
        let reply = client.call("resources/list", params)?;
        if reply.get("error").is_some() {
            return Err(format!("resources/list: {reply}"));
        }
        for resource in reply["result"]["resources"]
            .as_array()
            .into_iter()
            .flatten()
        {
            uris.extend(resource["uri"].as_str().map(str::to_string));
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

/// The connections the enumeration lists a manifest for, in its order.
fn connections(uris: &[String]) -> Vec<String> {
    uris.iter()
        .filter_map(|uri| uri.strip_prefix("dbprint://")?.strip_suffix("/manifest"))
        .filter(|name| !name.contains('/'))
        .map(str::to_string)
        .collect()
}

/// One pass's requests over `connection`: each table's six contexts, then its table resources.
fn requests_of(
    client: &mut dyn Client,
    connection: &str,
    uris: &[String],
    requests: &mut Vec<(&'static str, Value)>,
) -> Result<(usize, usize), String> {
    let tables = tables(client, connection)?;
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
    let prefix = format!("dbprint://{connection}/");
    let before = requests.len();
    requests.extend(
        uris.iter()
            .filter(|uri| {
                uri.strip_prefix(&prefix)
                    .is_some_and(|rest| rest.contains('/'))
            })
            .map(|uri| ("resources/read", json!({"uri": uri}))),
    );
    Ok((tables.len(), requests.len() - before))
}

/// Runs the sweep over `connection`, or over every connection served when it is `None`, with
/// every client of `clients` (all of one server, `pid`) taking the next request in turn;
/// prints RSS at each quarter. Whether every call answered.
pub fn run(clients: &mut [Box<dyn Client>], pid: u32, connection: Option<&str>) -> bool {
    let Some(first) = clients.first_mut() else {
        println!("sweep: no client");
        return false;
    };
    let uris = match resources(first.as_mut()) {
        Ok(uris) => uris,
        Err(why) => {
            println!("sweep: {why}");
            return false;
        }
    };
    let names = match connection {
        Some(name) => vec![name.to_string()],
        None => connections(&uris),
    };
    let mut requests = Vec::new();
    for name in &names {
        match requests_of(first.as_mut(), name, &uris, &mut requests) {
            Ok((tables, resources)) => {
                println!("sweep {name}: {tables} tables, {resources} table resources")
            }
            Err(why) => {
                println!("sweep: {why}");
                return false;
            }
        }
    }
    let total = requests.len() * 2;
    println!(
        "sweep over {} connection(s): {total} requests over two passes, {} client(s)",
        names.len(),
        clients.len()
    );
    let started = Instant::now();
    let report = |when: &str| {
        if let Some(usage) = Usage::of(pid) {
            println!(
                "        server {pid}: {when} ({:.0} s) {usage}",
                started.elapsed().as_secs_f64()
            );
        }
    };
    report("before");
    let next = AtomicUsize::new(0);
    let quarters = Mutex::new(0);
    let failures = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for client in clients.iter_mut() {
            let (next, quarters, failures, requests) = (&next, &quarters, &failures, &requests);
            let report = &report;
            scope.spawn(move || {
                let mut failed = Vec::new();
                loop {
                    let n = next.fetch_add(1, Ordering::Relaxed);
                    if n >= total {
                        break;
                    }
                    let (method, params) = &requests[n % requests.len()];
                    call(client.as_mut(), method, params, &mut failed);
                    let mut quarter = quarters.lock();
                    if *quarter < 3 && (n + 1) * 4 >= total * (*quarter + 1) {
                        *quarter += 1;
                        report(&format!("{}/4 (pass {})", *quarter, n * 2 / total + 1));
                    }
                }
                failures.lock().extend(failed);
            });
        }
    });
    report("at the end");
    let failures = failures.into_inner();
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
