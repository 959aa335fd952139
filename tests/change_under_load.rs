//! A print regenerated while calls are in flight (§7.1): one table's statistics.yaml is
//! rewritten back and forth between two versions — replaced atomically (a rename), then
//! truncated and written in place — while sessions over HTTP and a client over stdio call
//! the tools and read the resource. Every answer must be one the files held at some moment:
//! the old version's, the new one's, or (in place only) the empty file's between the
//! truncation and the write, or a prefix of the text being written cut at a page boundary
//! (the kernel copies one write into the file a page at a time, growing its size as it
//! goes, so a read that falls between two pages sees the pages before: the file did hold
//! that, and the answer must say what it held) — never a mix. A page read after the file moved on fails with
//! §3.4's text or is the next page of the version its first page came from.
#![allow(clippy::disallowed_methods)] // fixtures and measurements, not the server (clippy.toml)

mod common;

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use common::http::{Session, serve_http};
use common::{project_copy, serve};
use serde_json::{Value, json};

const TABLE: &str = "shop.sales.orders";
const SWITCHES: usize = 150;

fn statistics(project: &Path) -> PathBuf {
    project.join("prints/shop/shop/sales/orders/statistics.yaml")
}

/// The calls every reader makes, as (method, params).
fn calls() -> Vec<(&'static str, Value)> {
    let tool = |name: &str, arguments: Value| json!({"name": name, "arguments": arguments});
    vec![
        (
            "tools/call",
            tool("search_columns", json!({"sql_type": "VARCHAR(64)"})),
        ),
        (
            "tools/call",
            tool(
                "get_table_context",
                json!({"table": TABLE, "format": "json"}),
            ),
        ),
        (
            "tools/call",
            tool("get_table_context", json!({"table": TABLE})),
        ),
        (
            "resources/read",
            json!({"uri": format!("dbprint://shop/{TABLE}/statistics")}),
        ),
    ]
}

/// What a reply says of the files' content: without its envelope, and without the cursor
/// or resource version (in `_meta` and in a page's URI), which name the files' identities (a rewrite of the same text is a
/// new identity, so a new cursor, by design).
fn answer(reply: &Value) -> Value {
    let Some(result) = reply.get("result") else {
        return json!({"error": reply["error"]["message"]});
    };
    let mut result = result.clone();
    if let Some(text) = result.pointer("/content/0/text").and_then(Value::as_str) {
        let kept: Vec<&str> = text
            .lines()
            .filter(|l| !l.contains("next_cursor"))
            .collect();
        result["content"][0]["text"] = Value::String(kept.join("\n"));
    }
    if let Some(content) = result
        .pointer_mut("/contents/0")
        .and_then(Value::as_object_mut)
    {
        content.remove("uri");
        if let Some(meta) = content.get_mut("_meta").and_then(Value::as_object_mut) {
            meta.remove("version");
        }
    }
    result
}

/// Each call's answer over the project's files as they are now, from a fresh server.
fn answers_now(project: &Path) -> Vec<Value> {
    let mut s = serve(project, &["shop"]);
    calls()
        .into_iter()
        .map(|(method, params)| answer(&s.request(method, params)))
        .collect()
}

/// The kernel's page: a write lands in a file this many bytes at a time (or a multiple).
const PAGE: usize = 4096;

/// The texts a file written in place with `text` can be seen holding before the write
/// completes: the empty file, then each page-aligned prefix of `text`.
fn prefixes(text: &str) -> impl Iterator<Item = &[u8]> {
    (0..text.len())
        .step_by(PAGE)
        .map(|end| &text.as_bytes()[..end])
}

/// Writes `text` over `path`: atomically (a temporary file renamed over it) or in place.
fn rewrite(path: &Path, text: &[u8], atomic: bool) {
    if atomic {
        let temporary = path.with_extension("yaml.tmp");
        std::fs::write(&temporary, text).unwrap();
        std::fs::rename(&temporary, path).unwrap();
    } else {
        std::fs::write(path, text).unwrap();
    }
}

/// What an answer says when each try at reading the file met it mid-rewrite: a tool names
/// the file as changing, a resource refuses the version it no longer is (§3.4).
const CHANGING: [&str; 2] = [
    "the file kept changing while it was read",
    "the file changed on disk since that version was read",
];

/// One reader's check of a reply to call `i` against the answers the files could give;
/// which of them it was (`usize::MAX` for a file caught changing on every try).
fn check(i: usize, reply: &Value, allowed: &[Vec<Value>], who: &str) -> usize {
    let got = answer(reply);
    if CHANGING.iter().any(|words| got.to_string().contains(words)) {
        return usize::MAX;
    }
    let state = allowed.iter().position(|state| state[i] == got);
    assert!(
        state.is_some(),
        "{who}: call {i} answered something no version of the file gives: {:.600}",
        got.to_string()
    );
    state.unwrap_or_default()
}

/// A page 2 read after page 1 (call `i`): the page 2 of the version page 1 came from, §3.4's
/// refusal of a version the file has moved past, or what reading page 1 of the file as it
/// now is answers (a torn prefix that does not parse fails so, before any version check).
fn check_second_page(
    i: usize,
    first: &Value,
    second: &Value,
    pages: &[(Value, Value)],
    allowed: &[Vec<Value>],
    who: &str,
) {
    if let Some(error) = second.get("error") {
        if error["code"] != -32602 {
            check(i, second, allowed, who);
        }
        return;
    }
    let first = answer(first);
    let version = pages.iter().find(|(one, _)| *one == first);
    assert!(
        version.is_some_and(|(_, two)| *two == answer(second)),
        "{who}: page 2 is not the page 2 of the version page 1 came from"
    );
}

/// Each version's pages 1 and 2 of the statistics resource.
fn both_pages(project: &Path, texts: &[&str]) -> Vec<(Value, Value)> {
    let uri = format!("dbprint://shop/{TABLE}/statistics");
    texts
        .iter()
        .map(|text| {
            rewrite(&statistics(project), text.as_bytes(), true);
            let mut s = serve(project, &["shop"]);
            let first = s.request("resources/read", json!({"uri": uri}));
            let version = first["result"]["contents"][0]["_meta"]["version"]
                .as_str()
                .unwrap()
                .to_string();
            let second = s.request(
                "resources/read",
                json!({"uri": format!("{uri}?page=2&version={version}")}),
            );
            (answer(&first), answer(&second))
        })
        .collect()
}

fn churn(atomic: bool) {
    let project = project_copy();
    let path = statistics(&project.0);
    let old = std::fs::read_to_string(&path).unwrap();
    let new = old.replacen("sql_type: VARCHAR\n", "sql_type: VARCHAR(64)\n", 1);
    assert_ne!(old, new);
    let mut torn: Vec<&[u8]> = Vec::new();
    if !atomic {
        torn.extend(prefixes(&new).chain(prefixes(&old)));
        torn.sort();
        torn.dedup();
    }
    let states = std::iter::once(new.as_bytes())
        .chain(torn)
        .chain(std::iter::once(old.as_bytes()));
    let mut allowed = Vec::new();
    for text in states {
        rewrite(&path, text, true);
        allowed.push(answers_now(&project.0));
    }
    assert_ne!(
        allowed[0],
        allowed[allowed.len() - 1],
        "the two versions answer differently"
    );
    let pages = both_pages(&project.0, &[&old, &new]);
    let allowed = Arc::new(allowed);
    let pages = Arc::new(pages);
    let done = Arc::new(AtomicBool::new(false));
    let (_http, port) = serve_http(&project.0, &["shop"], &[]);
    let mut readers = Vec::new();
    for n in 0..3 {
        let (allowed, pages, done) = (Arc::clone(&allowed), Arc::clone(&pages), Arc::clone(&done));
        readers.push(std::thread::spawn(move || {
            let mut session = Session::open(port);
            let who = format!("http session {n}");
            let mut seen = Vec::new();
            while !done.load(Ordering::SeqCst) || seen.is_empty() {
                for (i, (method, params)) in calls().into_iter().enumerate() {
                    let reply = session.request(method, params.clone());
                    seen.push(check(i, &reply, &allowed, &who));
                    if method == "resources/read" && reply.get("result").is_some() {
                        let version = reply["result"]["contents"][0]["_meta"]["version"]
                            .as_str()
                            .unwrap();
                        let uri =
                            format!("dbprint://shop/{TABLE}/statistics?page=2&version={version}");
                        let (_, second) = session.request_as(9_999, method, json!({"uri": uri}));
                        check_second_page(i, &reply, &second, &pages, &allowed, &who);
                    }
                }
            }
            seen
        }));
    }
    let stdio_reader = {
        let (allowed, done, project) = (Arc::clone(&allowed), Arc::clone(&done), project.0.clone());
        std::thread::spawn(move || {
            let mut s = serve(&project, &["shop"]);
            let mut seen = Vec::new();
            while !done.load(Ordering::SeqCst) || seen.is_empty() {
                for (i, (method, params)) in calls().into_iter().enumerate() {
                    seen.push(check(i, &s.request(method, params), &allowed, "stdio"));
                }
            }
            assert_eq!(s.close(), Some(0), "the stdio server ended badly");
            seen
        })
    };
    for switch in 0..SWITCHES {
        let text = if switch % 2 == 0 { &new } else { &old };
        rewrite(&path, text.as_bytes(), atomic);
        std::thread::sleep(Duration::from_millis(3));
    }
    done.store(true, Ordering::SeqCst);
    let mut seen: Vec<usize> = readers
        .into_iter()
        .flat_map(|r| r.join().expect("an HTTP reader failed"))
        .collect();
    seen.extend(stdio_reader.join().expect("the stdio reader failed"));
    // The new version is state 0 and the old one the last: the readers saw both, so the
    // rewrites did land among their calls.
    assert!(seen.contains(&0), "no reader ever saw the new version");
    assert!(
        seen.contains(&(allowed.len() - 1)),
        "no reader ever saw the old version"
    );
}

#[test]
fn atomic_replacement_under_load_answers_wholly_old_or_wholly_new_spec_7_1() {
    churn(true);
}

#[test]
fn rewriting_in_place_under_load_answers_only_what_the_file_held_spec_7_1() {
    churn(false);
}
