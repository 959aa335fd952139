//! One freshness check serves every call that arrived before it began (§7.1, issue: heavy
//! search traffic): while other sessions keep `search_columns` busy, so that calls share the
//! checks of the connection's files, in one process or across processes that share a cache
//! directory, a change made before a call arrives is always seen by that call.
#![allow(clippy::disallowed_methods)] // fixtures and measurements, not the server (clippy.toml)

mod common;

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Barrier};
use std::time::{Duration, Instant};

use common::http::{Session, serve_http};
use serde_json::{Value, json};

/// The reply's matches, as `table.column` names.
fn matched(session: &mut Session, text: &str) -> Vec<String> {
    let reply = session.tool(
        "search_columns",
        json!({"connection": "shop", "text": text}),
    );
    let page: Value = serde_json::from_str(reply.as_str().unwrap_or("")).unwrap_or(Value::Null);
    page["matches"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|m| {
            format!(
                "{}.{}",
                m["table"].as_str().unwrap_or(""),
                m["column"].as_str().unwrap_or("")
            )
        })
        .collect()
}

/// How long the busy sessions may go without finishing a call before the test calls them
/// stalled.
const STALL: Duration = Duration::from_secs(60);

/// Edits a note `rounds` times; after each edit `ask` searches for the new note, which must be
/// found, and for the one it replaced, which must be gone. Meanwhile four sessions of the
/// server on `busy_port` keep the connection's checks busy: each has made its first call (the
/// cold build) before the first edit, and each round waits until they have finished another
/// call, so every round overlaps their checks however slow the machine.
fn edits_seen_while_busy(
    project: &std::path::Path,
    busy_port: u16,
    rounds: usize,
    mut ask: impl FnMut(&str) -> Vec<String>,
) {
    let annotations = project.join("prints/shop/shop/sales/customer/statistics.annotations.yaml");
    let stop = Arc::new(AtomicBool::new(false));
    let busy_calls = Arc::new(AtomicUsize::new(0));
    let warm = Arc::new(Barrier::new(5));
    let busy: Vec<_> = (0..4)
        .map(|_| {
            let (stop, calls, warm) = (
                Arc::clone(&stop),
                Arc::clone(&busy_calls),
                Arc::clone(&warm),
            );
            std::thread::spawn(move || {
                let mut session = Session::open(busy_port);
                matched(&mut session, "loyalty");
                warm.wait();
                while !stop.load(Ordering::Relaxed) {
                    matched(&mut session, "loyalty");
                    calls.fetch_add(1, Ordering::Relaxed);
                }
            })
        })
        .collect();
    warm.wait();
    let mut note = "Loyalty tier, recomputed nightly.".to_string();
    for round in 0..rounds {
        let before = busy_calls.load(Ordering::Relaxed);
        let marker = format!("mark{round:04}x");
        let next = format!("Loyalty tier {marker}, recomputed nightly.");
        common::edit(&annotations, &note, &next);
        note = next;
        assert_eq!(
            ask(&marker),
            ["shop.sales.customer.tier"],
            "round {round}: the call after the edit sees it"
        );
        if round > 0 {
            let replaced = format!("mark{:04}x", round - 1);
            assert!(
                ask(&replaced).is_empty(),
                "round {round}: the replaced note is gone"
            );
        }
        let waiting = Instant::now();
        while busy_calls.load(Ordering::Relaxed) == before {
            assert!(
                waiting.elapsed() < STALL,
                "round {round}: the busy sessions finished no call in {STALL:?}"
            );
            std::thread::sleep(Duration::from_millis(1));
        }
    }
    stop.store(true, Ordering::Relaxed);
    for thread in busy {
        thread.join().unwrap();
    }
}

#[test]
fn a_change_made_before_a_call_arrives_is_seen_by_that_call_while_calls_share_checks() {
    let project = common::project_copy();
    let (_server, port) = serve_http(&project.0, &["shop"], &[]);
    let mut session = Session::open(port);
    edits_seen_while_busy(&project.0, port, 60, |text| matched(&mut session, text));
}

#[test]
fn a_check_shared_by_another_process_never_hides_a_change_made_before_a_call_arrives() {
    let project = common::project_copy();
    let cache = common::scratch();
    let cache_dir = cache.0.to_str().unwrap();
    let env = [("DBPRINT_CACHE_DIR", cache_dir)];
    let (_busy, busy_port) = serve_http(&project.0, &["shop"], &env);
    let (_other, other_port) = serve_http(&project.0, &["shop"], &env);
    let mut session = Session::open(other_port);
    edits_seen_while_busy(&project.0, busy_port, 60, |text| {
        matched(&mut session, text)
    });
    let records: Vec<String> = std::fs::read_dir(cache.0.join("dbprint-index"))
        .unwrap()
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|name| name.ends_with(".checked"))
        .collect();
    assert_eq!(
        records.len(),
        1,
        "the two servers share one record: {records:?}"
    );
}
