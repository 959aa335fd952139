//! Shutdown (MCP spec §7.3): SIGTERM and SIGINT let a request in flight finish and exit 0;
//! EOF on stdin is the same.

mod common;

use std::time::Duration;

use common::{fixture_project, large_project, serve, serve_with_env, signal};
use serde_json::{Value, json};

/// How the client stops the server, and the line the server logs when it sees that.
#[derive(Clone, Copy)]
enum Stop {
    Signal(&'static str),
    Eof,
}

impl Stop {
    fn logged_as(self) -> &'static str {
        match self {
            // src/server/lifecycle.rs, logged once it stopped accepting requests.
            Stop::Signal(_) => "stop signal received",
            // src/server/held_eof.rs, logged when stdin ends, before the requests in flight
            // are let finish.
            Stop::Eof => "stdin closed; accepting no new requests",
        }
    }
}

/// One run: a slow `tools/call` is sent, the signal follows once the server logged that the
/// call started, and a second call follows once it logged the signal. Asserts everything
/// §7.3 promises that does not depend on timing, and returns whether the log proves the first
/// call was still running when the signal was handled (its "finished" line comes after the
/// signal's) — a call that finished first proves nothing, and the caller retries bigger.
fn stop_during_a_call(stop: Stop, tables: usize) -> bool {
    let project = large_project(tables);
    let mut s = serve_with_env(&project.0, &[], &[("RUST_LOG", "debug")]);
    // A round trip first, so the server is past its start-up (signal handlers installed).
    assert!(s.request("tools/list", json!({}))["result"].is_object());
    let id = s.send_request(
        "tools/call",
        json!({"name": "list_tables", "arguments": {"detail": true}}),
    );
    let started = format!("tools/call {id} (list_tables) started");
    let finished = format!("tools/call {id} (list_tables) finished");
    s.wait_for_stderr(|l| l.contains(&started), Duration::from_secs(60))
        .unwrap_or_else(|| panic!("no {started:?} on stderr:\n{}", s.stderr_text()));
    let stopped = stop.logged_as();
    let late = match stop {
        Stop::Signal(name) => {
            assert!(signal(s.child.id(), name));
            s.wait_for_stderr(|l| l.contains(stopped), Duration::from_secs(60))
                .unwrap_or_else(|| panic!("the signal was not logged:\n{}", s.stderr_text()));
            // Sent after the server logged that it stopped accepting: refused, or never
            // answered.
            s.try_send_request(
                "tools/call",
                json!({"name": "list_tables", "arguments": {}}),
            )
        }
        Stop::Eof => {
            s.close_stdin();
            None
        }
    };

    let frames = s.frames_until_eof();
    assert_eq!(s.wait(), Some(0), "exit code after {stopped}");
    assert!(s.stderr_closed());
    let log = s.stderr_lines();

    let answer = |id: u64| frames.iter().find(|f| f["id"] == json!(id));
    let response = answer(id).expect("the request in flight was answered");
    assert_eq!(
        response["result"]["isError"], false,
        "the request in flight completed: {response}"
    );
    let text = response["result"]["content"][0]["text"].as_str().unwrap();
    let page: Value = serde_json::from_str(text).unwrap();
    assert_eq!(page["total"], tables, "the whole answer, not a cut one");
    assert_eq!(page["tables"][0]["table"], "s.t000000");

    if let Some(late) = late {
        if let Some(refused) = answer(late) {
            assert!(
                refused.get("result").is_none() && refused["error"].is_object(),
                "a request sent after the signal was served: {refused}"
            );
        }
        let late_started = format!("tools/call {late} (list_tables) started");
        assert!(
            !log.iter().any(|l| l.contains(&late_started)),
            "a request sent after the signal ran"
        );
    }

    let at = |needle: &str| log.iter().position(|l| l.contains(needle));
    let signal_at =
        at(stopped).unwrap_or_else(|| panic!("no {stopped:?} on stderr:\n{}", log.join("\n")));
    let finished_at = at(&finished).unwrap_or_else(|| panic!("no {finished:?} on stderr"));
    eprintln!(
        "{tables} tables: {:?} at stderr line {signal_at}, {finished:?} at {finished_at}",
        stopped
    );
    signal_at < finished_at
}

/// Retries over bigger prints until a run shows the call in flight at the stop; every run
/// checks the answer, the refusal of a late request and the exit code regardless.
fn in_flight_at(stop: Stop) {
    for tables in [20_000, 60_000, 150_000] {
        if stop_during_a_call(stop, tables) {
            return;
        }
    }
    panic!(
        "the call finished before {:?} was logged in every run, up to 150000 tables",
        stop.logged_as()
    );
}

#[test]
fn sigterm_lets_the_request_in_flight_finish_and_exits_0_spec_7_3() {
    in_flight_at(Stop::Signal("TERM"));
}

#[test]
fn sigint_lets_the_request_in_flight_finish_and_exits_0_spec_7_3() {
    in_flight_at(Stop::Signal("INT"));
}

#[test]
fn eof_lets_the_request_in_flight_finish_and_exits_0_spec_7_3() {
    in_flight_at(Stop::Eof);
}

#[test]
fn eof_after_a_request_exits_0_spec_7_3() {
    let project = large_project(20_000);
    let mut s = serve(&project.0, &[]);
    let id = s.send_request(
        "tools/call",
        json!({"name": "list_tables", "arguments": {"detail": true}}),
    );
    let response = s.response(id);
    assert_eq!(response["result"]["isError"], false);
    assert_eq!(s.close(), Some(0));
}

#[test]
fn eof_on_stdin_exits_0_spec_7_3() {
    let s = serve(&fixture_project(), &[]);
    assert_eq!(s.close(), Some(0));
}

#[test]
fn eof_before_any_handshake_exits_0_spec_7_3() {
    let project = fixture_project();
    let s = common::spawn(&["serve", "--project", project.to_str().unwrap()], &project);
    assert_eq!(s.close(), Some(0));
}
