//! The compiled index across processes and edits: a second process over an unchanged print
//! answers from the archive without parsing a YAML file; an edit rebuilds only its table's
//! share; an archive that is corrupt, truncated or gone is rebuilt, never trusted, and never
//! changes an answer; an edit is seen by the very next call, many times over (§7.1).
#![allow(clippy::disallowed_methods)] // fixtures and measurements, not the server (clippy.toml)

mod common;

use std::path::{Path, PathBuf};

use common::{Scratch, Server, edit, project_copy, scratch, serve_with_env};
use serde_json::{Value, json};

const LOG: &str = "warn,dbprint_index=debug,dbprint_print::store=debug";

/// A server over the shop connection of `project` with its archives in `cache`.
/// Whether the server logged a line holding `text`: the line is written before the answer
/// that follows it, but the test's reader of stderr may not have taken it yet when that
/// answer arrives, so it is waited for (up to 10 s).
fn logged(server: &common::Server, text: &str) -> bool {
    let wanted = |line: &str| line.contains(text);
    server
        .wait_for_stderr(wanted, std::time::Duration::from_secs(10))
        .is_some()
}

fn shop(project: &Path, cache: &Path) -> Server {
    let cache = cache.to_str().unwrap();
    serve_with_env(
        project,
        &["shop"],
        &[("DBPRINT_CACHE_DIR", cache), ("RUST_LOG", LOG)],
    )
}

/// The replies a session asks for: a text search, a pattern search, the table list (less
/// the clock reading it carries) and the manifest.
fn answers(s: &mut Server) -> Vec<Value> {
    let mut tables = s.tool_json("list_tables", json!({"detail": true}));
    tables.as_object_mut().unwrap().remove("now");
    vec![
        s.tool_json("search_columns", json!({"text": "customer"})),
        s.tool_json("search_columns", json!({"pattern": "*_id"})),
        tables,
        s.tool_json("get_manifest", json!({})),
    ]
}

fn parses(s: &Server) -> Vec<String> {
    s.stderr_lines()
        .into_iter()
        .filter(|l| l.contains("parsing"))
        .collect()
}

/// The archive files in `cache`.
/// The directory of the server's own inside `cache` (`dbprint_index::cache::dir::HOME`).
fn home(cache: &Path) -> PathBuf {
    cache.join(dbprint_index::cache::dir::HOME)
}

fn archives(cache: &Path) -> Vec<PathBuf> {
    std::fs::read_dir(home(cache))
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "dbpi"))
        .collect()
}

fn fresh_cache() -> Scratch {
    scratch()
}

#[test]
fn a_second_process_answers_from_the_archive_without_parsing() {
    let project = project_copy();
    let cache = fresh_cache();
    let mut first = shop(&project.0, &cache.0);
    let built = answers(&mut first);
    assert!(
        !parses(&first).is_empty(),
        "the first process parses the print"
    );
    first.close();
    assert_eq!(archives(&cache.0).len(), 1, "one archive per connection");
    let mut second = shop(&project.0, &cache.0);
    let mapped = answers(&mut second);
    assert_eq!(mapped, built, "the archive answers as the files did");
    assert!(
        logged(&second, "mapped the archive"),
        "{}",
        second.stderr_text()
    );
    assert_eq!(parses(&second), Vec::<String>::new(), "nothing is parsed");
    second.close();
}

#[test]
fn an_edit_rebuilds_only_its_tables_share_spec_7_1() {
    let project = project_copy();
    let cache = fresh_cache();
    let mut s = shop(&project.0, &cache.0);
    let before = s.tool_json("search_columns", json!({"text": "within one hour"}));
    assert_eq!(before["total"], 1);
    let tables = s.tool_json("list_tables", json!({}))["tables"]
        .as_array()
        .unwrap()
        .len();
    let notes = project
        .0
        .join("prints/shop/shop/support/ticket/statistics.annotations.yaml");
    edit(&notes, "within one hour", "within one day");
    let after = s.tool_json("search_columns", json!({"text": "within one day"}));
    assert_eq!(after["total"], 1, "{after}");
    assert_eq!(after["matches"][0]["table"], "shop.support.ticket");
    let gone = s.tool_json("search_columns", json!({"text": "within one hour"}));
    assert_eq!(gone["total"], 0);
    let rebuilt = format!("rebuilt 1 of {tables} tables");
    assert!(logged(&s, &rebuilt), "{}", s.stderr_text());
    s.close();
}

/// Runs a session over `project` with `cache`, whose archive `spoil` has damaged, and
/// checks that it says why it rebuilds and answers as `expected`.
fn rebuilt_after(project: &Path, cache: &Path, expected: &[Value], why: &str) {
    let mut s = shop(project, cache);
    assert_eq!(answers(&mut s), expected);
    let said = s.stderr_text();
    assert!(said.contains("not using the archive"), "{said}");
    assert!(said.contains(why), "{why}: {said}");
    s.close();
}

#[test]
fn a_corrupt_or_truncated_archive_is_rebuilt_not_trusted() {
    let project = project_copy();
    let cache = fresh_cache();
    let mut s = shop(&project.0, &cache.0);
    let expected = answers(&mut s);
    s.close();
    let archive = archives(&cache.0).pop().unwrap();

    let mut bytes = std::fs::read(&archive).unwrap();
    let middle = bytes.len() / 2;
    bytes[middle] ^= 0x5a;
    std::fs::write(&archive, &bytes).unwrap();
    rebuilt_after(&project.0, &cache.0, &expected, "checksum does not match");

    let whole = std::fs::read(&archive).unwrap();
    std::fs::write(&archive, &whole[..whole.len() - 100]).unwrap();
    rebuilt_after(&project.0, &cache.0, &expected, "truncated");

    std::fs::write(&archive, b"not an archive at all").unwrap();
    rebuilt_after(&project.0, &cache.0, &expected, "not an index archive");

    let mut s = shop(&project.0, &cache.0);
    assert_eq!(answers(&mut s), expected);
    assert!(logged(&s, "mapped the archive"), "rewritten sound");
    s.close();
}

#[test]
fn deleting_the_cache_changes_speed_never_an_answer() {
    let project = project_copy();
    let cache = fresh_cache();
    let mut s = shop(&project.0, &cache.0);
    let expected = answers(&mut s);
    s.close();
    for entry in std::fs::read_dir(home(&cache.0)).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|x| x == "text") {
            std::fs::remove_dir_all(&path).unwrap();
        }
    }
    let mut s = shop(&project.0, &cache.0);
    assert_eq!(answers(&mut s), expected, "without the text index");
    s.close();
    std::fs::remove_dir_all(&cache.0).unwrap();
    let mut s = shop(&project.0, &cache.0);
    assert_eq!(answers(&mut s), expected, "without the cache directory");
    s.close();
}

#[test]
fn an_unwritable_cache_directory_keeps_the_index_in_memory() {
    let project = project_copy();
    let blocker = fresh_cache();
    let file = blocker.0.join("a-file");
    std::fs::write(&file, b"x").unwrap();
    let cache = file.join("cache");
    let home = blocker.0.join("home-file");
    std::fs::write(&home, b"x").unwrap();
    let (cache, home) = (cache.to_str().unwrap(), home.to_str().unwrap());
    let env = [
        ("DBPRINT_CACHE_DIR", cache),
        ("XDG_CACHE_HOME", home),
        ("HOME", home),
        ("RUST_LOG", LOG),
    ];
    let mut s = serve_with_env(&project.0, &["shop"], &env);
    let found = s.tool_json("search_columns", json!({"text": "within one hour"}));
    assert_eq!(found["total"], 1);
    let said = s.stderr_text();
    assert!(said.contains("is not usable"), "{said}");
    assert!(said.contains("kept in memory"), "{said}");
    s.close();
}

/// Edits one note 40 times, half of them keeping the file's size, each followed at once by
/// a search for the new note and one for the old; `env` adds to the server's environment.
fn edit_loop(env: &[(&str, &str)]) -> Server {
    let project = project_copy();
    let cache = fresh_cache();
    let cache_dir = cache.0.to_str().unwrap().to_string();
    let mut all = vec![("DBPRINT_CACHE_DIR", cache_dir.as_str()), ("RUST_LOG", LOG)];
    all.extend_from_slice(env);
    let mut s = serve_with_env(&project.0, &["shop"], &all);
    let notes = project
        .0
        .join("prints/shop/shop/support/ticket/statistics.annotations.yaml");
    let mut current = "within one hour".to_string();
    for round in 0..40 {
        // Every second round keeps the file's size: "marker00" and "marker02" differ only
        // in their text.
        let next = if round % 2 == 0 {
            format!("marker{round:02}")
        } else {
            format!("marker{round:02} and more")
        };
        edit(&notes, &current, &next);
        let found = s.tool_json("search_columns", json!({"text": next}));
        assert_eq!(found["total"], 1, "round {round}: {found}");
        let old = s.tool_json("search_columns", json!({"text": current}));
        let stale = old["matches"]
            .as_array()
            .unwrap()
            .iter()
            .any(|m| m["table"] == "shop.support.ticket" && m["column"] == "priority");
        assert!(!stale, "round {round}: the old note is still found");
        current = next;
    }
    s
}

const FALLBACK: &str = "only nothing is rebuilt ahead of it";

#[test]
fn every_edit_is_seen_by_the_next_call_through_the_watcher_spec_7_1() {
    let s = edit_loop(&[]);
    assert!(!s.stderr_text().contains(FALLBACK), "{}", s.stderr_text());
    s.close();
}

#[test]
fn every_edit_is_seen_by_the_next_call_without_watching_spec_7_1() {
    let s = edit_loop(&[("DBPRINT_NO_WATCH", "1")]);
    let said = s.stderr_text();
    assert_eq!(said.matches(FALLBACK).count(), 1, "said once: {said}");
    s.close();
}

#[test]
fn a_table_renamed_in_the_manifest_is_seen_spec_7_1() {
    let project = project_copy();
    let cache = fresh_cache();
    let mut s = shop(&project.0, &cache.0);
    let before = s.tool_json("search_columns", json!({"pattern": "priority"}));
    assert_eq!(before["total"], 1);
    let manifest = project.0.join("prints/shop/manifest.yaml");
    edit(
        &manifest,
        "  shop.support.ticket:\n",
        "  shop.support.ticket_gone:\n",
    );
    let after = s.tool_json("search_columns", json!({"pattern": "priority"}));
    assert_eq!(after["total"], 1, "{after}");
    assert_eq!(after["matches"][0]["table"], "shop.support.ticket_gone");
    edit(
        &manifest,
        "  shop.support.ticket_gone:\n",
        "  shop.support.ticket:\n",
    );
    let back = s.tool_json("search_columns", json!({"pattern": "priority"}));
    assert_eq!(back, before);
    s.close();
}

#[test]
fn two_processes_building_at_once_both_answer_and_leave_one_sound_archive() {
    let project = project_copy();
    let cache = fresh_cache();
    let mut a = shop(&project.0, &cache.0);
    let mut b = shop(&project.0, &cache.0);
    let ids = [
        a.send_request(
            "tools/call",
            json!({"name": "search_columns", "arguments": {"text": "customer"}}),
        ),
        b.send_request(
            "tools/call",
            json!({"name": "search_columns", "arguments": {"text": "customer"}}),
        ),
    ];
    let first = a.response(ids[0]);
    let second = b.response(ids[1]);
    assert_eq!(first["result"], second["result"]);
    a.close();
    b.close();
    let mut c = shop(&project.0, &cache.0);
    let again = c.tool_json("search_columns", json!({"text": "customer"}));
    let text = first["result"]["content"][0]["text"].as_str().unwrap();
    assert_eq!(again, serde_json::from_str::<Value>(text).unwrap());
    assert!(logged(&c, "mapped the archive"), "{}", c.stderr_text());
    c.close();
}

#[test]
fn an_entry_refused_for_a_link_is_let_in_by_the_next_process_once_the_link_is_gone_spec_2_5() {
    let project = project_copy();
    let cache = fresh_cache();
    let table = project.0.join("prints/shop/shop/support/ticket");
    let outside = project.0.join("outside-ticket");
    std::fs::rename(&table, &outside).unwrap();
    std::os::unix::fs::symlink(&outside, &table).unwrap();
    let mut s = shop(&project.0, &cache.0);
    let refused = s.tool_json("search_columns", json!({"pattern": "priority"}));
    assert_eq!(
        refused["total"], 0,
        "a table reached through a link out of the root"
    );
    s.close();
    std::fs::remove_file(&table).unwrap();
    std::fs::rename(&outside, &table).unwrap();
    let mut s = shop(&project.0, &cache.0);
    let let_in = s.tool_json("search_columns", json!({"pattern": "priority"}));
    assert_eq!(let_in["total"], 1, "{let_in}");
    assert!(logged(&s, "rebuilt 1 of"), "{}", s.stderr_text());
    s.close();
}

#[test]
fn a_cursor_is_followed_whichever_way_the_index_answered_spec_4_8() {
    let project = project_copy();
    let cache = fresh_cache();
    let cache_dir = cache.0.to_str().unwrap();
    let env = [("DBPRINT_CACHE_DIR", cache_dir), ("RUST_LOG", LOG)];
    let walk = |s: &mut Server, from: Option<String>| -> (Value, Option<String>) {
        let mut args = json!({"pattern": "*"});
        if let Some(cursor) = from {
            args["cursor"] = json!(cursor);
        }
        let page = s.tool_json("search_columns", args);
        let next = page["next_cursor"].as_str().map(str::to_string);
        (page, next)
    };
    let mut cold = serve_with_env(&project.0, &["warehouse"], &env);
    let (_, cursor) = walk(&mut cold, None);
    assert!(cursor.is_some(), "the search spans pages");
    let (second, _) = walk(&mut cold, cursor.clone());
    assert!(
        second["matches"].is_array(),
        "followed in the process that built: {second}"
    );
    cold.close();
    let mut mapped = serve_with_env(&project.0, &["warehouse"], &env);
    let (again, _) = walk(&mut mapped, cursor);
    assert_eq!(
        again, second,
        "followed by a process answering from the archive"
    );
    mapped.close();
}

#[test]
fn rebuild_after_rebuild_the_cache_holds_one_archive_and_one_text_index() {
    let project = project_copy();
    let cache = fresh_cache();
    let mut s = shop(&project.0, &cache.0);
    let statistics: Vec<PathBuf> = std::fs::read_dir(project.0.join("prints/shop/shop/sales"))
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path().join("statistics.yaml")))
        .filter(|p| p.exists())
        .collect();
    let mut names = Vec::new();
    for round in 0..6 {
        // Every table of a schema changed: more than a quarter of the shares, so the text
        // index is rebuilt too, not only the archive.
        for file in &statistics {
            let mut text = std::fs::read_to_string(file).unwrap();
            text.push_str(&format!("# regenerated, round {round}\n"));
            std::fs::write(file, text).unwrap();
        }
        s.tool_json("search_columns", json!({"text": "customer"}));
        let mut kept: Vec<String> = std::fs::read_dir(home(&cache.0))
            .unwrap()
            .filter_map(|e| e.ok())
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter(|n| n != dbprint_index::cache::dir::MARK && !n.starts_with(".owner-"))
            .collect();
        kept.sort();
        let records = kept.iter().filter(|n| n.ends_with(".checked")).count();
        assert!(
            records <= 1,
            "round {round}: one shared check record at most: {kept:?}"
        );
        kept.retain(|n| !n.ends_with(".checked"));
        assert_eq!(kept.len(), 2, "round {round}: {kept:?}");
        assert!(kept.iter().any(|n| n.ends_with(".dbpi")), "{kept:?}");
        assert!(kept.iter().any(|n| n.ends_with(".text")), "{kept:?}");
        names.push(kept);
    }
    names.dedup();
    assert!(
        names.len() > 1,
        "the text index was never rebuilt: the test proves nothing"
    );
}

/// The companions of the archives in `cache` (what discovery made once per archive version).
fn companions(cache: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(home(cache))
        .map(|entries| {
            entries
                .filter_map(|e| e.ok()?.file_name().into_string().ok())
                .filter(|n| n.ends_with(".find"))
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    names
}

#[test]
fn a_fresh_process_opens_the_table_search_index_a_first_one_made_and_an_edit_makes_it_anew() {
    let project = project_copy();
    let cache = scratch();
    let ask = json!({"question": "which customers ordered the most"});
    let mut first = shop(&project.0, &cache.0);
    let made = first.tool_json("find_tables", ask.clone());
    assert!(logged(&first, "made the .find companion of shop"));
    first.close();
    assert_eq!(companions(&cache.0).len(), 1, "kept beside the archive");
    let mut fresh = shop(&project.0, &cache.0);
    let opened = fresh.tool_json("find_tables", ask.clone());
    assert!(logged(&fresh, "opened the .find companion of shop"));
    let route = json!({"from": "shop.support.ticket", "to": "shop.sales.customer"});
    assert!(fresh.tool_json("find_join_path", route)["paths"][0].is_object());
    let said = fresh.stderr_text();
    assert!(!said.contains("made the .find companion"), "{said}");
    assert!(!said.contains("compiled shop"), "{said}");
    assert!(
        !said.contains("made the join graph"),
        "read from the archive: {said}"
    );
    assert_eq!(opened, made, "the same answer, read back");
    let before = companions(&cache.0);
    let description = project
        .0
        .join("prints/shop/shop/sales/customer/description.md");
    let text = std::fs::read_to_string(&description).unwrap();
    std::fs::write(
        &description,
        format!("{text}\nLoyalty tiers: zircon, basalt.\n"),
    )
    .unwrap();
    let edited = fresh.tool_json("find_tables", json!({"question": "zircon loyalty tier"}));
    assert_eq!(
        edited["tables"][0]["table"], "shop.sales.customer",
        "{edited}"
    );
    assert!(logged(&fresh, "made the .find companion of shop"));
    fresh.close();
    let after = companions(&cache.0);
    assert_eq!(after.len(), 1, "the earlier version's went: {after:?}");
    assert_ne!(after, before);
}

/// The names in `cache` of our own directory that end with `suffix`.
fn kept(cache: &Path, suffix: &str) -> usize {
    std::fs::read_dir(home(cache))
        .map(|entries| {
            entries
                .filter_map(|e| e.ok()?.file_name().into_string().ok())
                .filter(|n| n.ends_with(suffix) && !n.starts_with('.'))
                .count()
        })
        .unwrap_or(0)
}

#[test]
fn the_warm_up_keeps_what_discovery_reads_so_no_call_makes_it() {
    let project = project_copy();
    let cache = scratch();
    let cache_dir = cache.0.to_str().unwrap();
    let env = [
        ("DBPRINT_CACHE_DIR", cache_dir),
        ("RUST_LOG", LOG),
        ("DBPRINT_NO_WARM", ""),
    ];
    let mut s = serve_with_env(&project.0, &["shop"], &env);
    let until = std::time::Instant::now() + std::time::Duration::from_secs(60);
    while (kept(&cache.0, ".find") == 0 || kept(&cache.0, ".values") == 0)
        && std::time::Instant::now() < until
    {
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    assert_eq!(kept(&cache.0, ".find"), 1, "{}", s.stderr_text());
    assert_eq!(kept(&cache.0, ".values"), 1, "{}", s.stderr_text());
    s.tool_json(
        "find_tables",
        json!({"question": "which customers ordered the most"}),
    );
    s.tool_json("find_value", json!({"value": "shipped"}));
    assert!(logged(&s, "opened the .find companion of shop"));
    assert!(logged(&s, "opened the .values companion of shop"));
    let made = |suffix: &str| {
        let line = format!("made the {suffix} companion of shop");
        s.stderr_lines()
            .iter()
            .filter(|l| l.contains(&line))
            .count()
    };
    assert_eq!(
        (made(".find"), made(".values")),
        (1, 1),
        "by the warm-up alone"
    );
    s.close();
}

/// The path of the one kept companion ending with `suffix` in `cache`.
fn companion_path(cache: &Path, suffix: &str) -> PathBuf {
    let name = std::fs::read_dir(home(cache))
        .unwrap()
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .find(|n| n.ends_with(suffix) && !n.starts_with('.'))
        .unwrap_or_else(|| panic!("no {suffix} companion"));
    home(cache).join(name)
}

#[test]
fn a_corrupt_companion_is_made_again_never_trusted() {
    let project = project_copy();
    let cache = scratch();
    let ask = json!({"question": "which customers ordered the most"});
    let value = json!({"value": "shipped", "question": "orders shipped last week"});
    let mut first = shop(&project.0, &cache.0);
    let tables = first.tool_json("find_tables", ask.clone());
    let values = first.tool_json("find_value", value.clone());
    first.close();
    let postings = companion_path(&cache.0, ".values");
    let length = std::fs::metadata(&postings).unwrap().len() as usize;
    let mut bytes = std::fs::read(&postings).unwrap();
    bytes.truncate(length / 2);
    std::fs::write(&postings, &bytes).unwrap();
    let search = companion_path(&cache.0, ".find").join("dbprint-search.bin");
    std::fs::write(&search, b"DBPKEPT1\x01\0\0\0\0\0\0\0not rkyv at all").unwrap();
    let mut fresh = shop(&project.0, &cache.0);
    assert_eq!(fresh.tool_json("find_tables", ask), tables);
    assert_eq!(fresh.tool_json("find_value", value), values);
    assert!(logged(&fresh, "made the .find companion of shop"));
    assert!(logged(&fresh, "made the .values companion of shop"));
    fresh.close();
}
