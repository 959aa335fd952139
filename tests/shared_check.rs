//! One freshness check serves every call that arrived before it began (§7.1, issue: heavy
//! search traffic): while other sessions keep `search_columns` busy, so that calls share the
//! checks of the connection's files, a change made before a call arrives is always seen by
//! that call.

mod common;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

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

#[test]
fn a_change_made_before_a_call_arrives_is_seen_by_that_call_while_calls_share_checks() {
    let project = common::project_copy();
    let (_server, port) = serve_http(&project.0, &["shop"], &[]);
    let annotations = project
        .0
        .join("prints/shop/shop/sales/customer/statistics.annotations.yaml");
    let stop = Arc::new(AtomicBool::new(false));
    let busy_calls = Arc::new(AtomicUsize::new(0));
    let busy: Vec<_> = (0..4)
        .map(|_| {
            let (stop, calls) = (Arc::clone(&stop), Arc::clone(&busy_calls));
            std::thread::spawn(move || {
                let mut session = Session::open(port);
                while !stop.load(Ordering::Relaxed) {
                    matched(&mut session, "loyalty");
                    calls.fetch_add(1, Ordering::Relaxed);
                }
            })
        })
        .collect();
    let mut session = Session::open(port);
    let mut note = "Loyalty tier, recomputed nightly.".to_string();
    for round in 0..60 {
        let marker = format!("mark{round:04}x");
        let next = format!("Loyalty tier {marker}, recomputed nightly.");
        common::edit(&annotations, &note, &next);
        note = next;
        assert_eq!(
            matched(&mut session, &marker),
            ["shop.sales.customer.tier"],
            "round {round}: the call after the edit sees it"
        );
        let stale = format!("mark{:04}x", round.max(1) - 1);
        if round > 0 {
            assert!(
                matched(&mut session, &stale).is_empty(),
                "round {round}: the note the edit replaced is gone"
            );
        }
    }
    stop.store(true, Ordering::Relaxed);
    for thread in busy {
        thread.join().unwrap();
    }
    assert!(
        busy_calls.load(Ordering::Relaxed) > 60,
        "the other sessions kept the connection busy"
    );
}
