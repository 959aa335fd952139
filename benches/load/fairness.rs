//! The cold-build fairness check: over one HTTP server with an empty cache, one client's
//! `search_columns` starts a connection's cold index build, and while it runs another client
//! asks for table contexts on that connection and on another. It prints their latencies
//! beside the build's, and says if the build ended before the contexts did, since then it
//! showed nothing.

use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::client::{Client, Http};

/// Up to `n` table names of `connection`, from list_tables' first page (which also parses
/// its manifest, so the contexts after it time the context alone).
fn some_tables(client: &mut dyn Client, connection: &str, n: usize) -> Result<Vec<String>, String> {
    let reply = client.call(
        "tools/call",
        json!({"name": "list_tables", "arguments": {"connection": connection}}),
    )?;
    let text = reply["result"]["content"][0]["text"].as_str().unwrap_or("");
    let listed: Value = serde_json::from_str(text).map_err(|_| format!("list_tables: {text}"))?;
    Ok(listed["tables"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|t| t["table"].as_str().or(t.as_str()).map(str::to_string))
        .take(n)
        .collect())
}

fn ms(d: Duration) -> String {
    format!("{:.1} ms", d.as_secs_f64() * 1000.0)
}

/// Runs the check on the server at `port`: `building`'s index is built cold while contexts
/// of `building` and `other` are asked for. Whether every call answered.
pub fn run(port: u16, building: &str, other: &str) -> bool {
    let opened = (Http::open(port), Http::open(port));
    let (Ok(mut searcher), Ok(mut reader)) = opened else {
        println!("fairness: no session");
        return false;
    };
    let names = (
        some_tables(&mut reader, building, 20),
        some_tables(&mut reader, other, 20),
    );
    let (Ok(on_building), Ok(on_other)) = names else {
        println!("fairness: the tables could not be listed");
        return false;
    };
    let started = Instant::now();
    let searched = building.to_string();
    let search = std::thread::spawn(move || {
        let arguments = json!({"connection": searched, "pattern": "*"});
        let answered = searcher
            .call(
                "tools/call",
                json!({"name": "search_columns", "arguments": arguments}),
            )
            .is_ok();
        (answered, started.elapsed())
    });
    std::thread::sleep(Duration::from_millis(500));
    let mut clean = true;
    for (connection, tables) in [(building, &on_building), (other, &on_other)] {
        let mut took = Vec::new();
        for table in tables {
            let asked = Instant::now();
            let arguments = json!({"connection": connection, "table": table});
            let reply = reader.call(
                "tools/call",
                json!({"name": "get_table_context", "arguments": arguments}),
            );
            clean &= reply.is_ok_and(|r| r["result"]["isError"] != json!(true));
            took.push(asked.elapsed());
        }
        took.sort();
        if let (Some(first), Some(last)) = (took.first(), took.last()) {
            println!(
                "fairness: {} get_table_context on {connection} during the build: fastest {}, median {}, slowest {}",
                took.len(),
                ms(*first),
                ms(took[took.len() / 2]),
                ms(*last)
            );
        }
    }
    let contexts_done = started.elapsed();
    let (answered, build) = search.join().unwrap_or((false, Duration::ZERO));
    println!(
        "fairness: the cold build of {building} answered its search in {}",
        ms(build)
    );
    if build < contexts_done {
        println!("fairness: the build ended before the contexts did; a larger print shows more");
    }
    clean && answered
}
