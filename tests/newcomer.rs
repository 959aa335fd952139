//! What a newcomer meets first: the profiler's commands answered with where to run them, flags
//! that would do nothing refused, a served connection without a print warned of at start, and
//! a line saying what `serve` speaks when it is started by hand at a terminal, and one line at
//! start saying what is served (INFO only when `RUST_LOG` asks).
#![allow(clippy::disallowed_methods)] // fixtures and measurements, not the server (clippy.toml)

mod common;

use std::io::Read;
use std::os::fd::{FromRawFd, OwnedFd};
use std::process::{Command, Stdio};
use std::time::Duration;

use common::{BIN, fixture_project, test_cache_dir};

fn run(args: &[&str]) -> (Option<i32>, String) {
    let out = Command::new(BIN)
        .args(args)
        .env("DBPRINT_CACHE_DIR", test_cache_dir())
        .stdin(Stdio::null())
        .output()
        .unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn the_profiler_s_commands_are_answered_with_where_to_run_them_in_one_line() {
    for command in ["generate", "check", "init", "diff", "annotate", "list"] {
        let (code, said) = run(&[command, "production"]);
        assert_eq!(code, Some(2), "{command}: {said}");
        assert_eq!(said.lines().count(), 1, "{command}: {said}");
        assert!(said.contains(&format!(
            "dbprint {command} is a command of the dbprint profiler"
        )));
        assert!(
            said.contains("pip install dbprint") && said.contains("dbprint serve"),
            "{said}"
        );
    }
    let (code, said) = run(&["servee"]);
    assert_eq!(code, Some(2));
    assert!(said.contains("unrecognized subcommand 'servee'"), "{said}");
}

#[test]
fn http_flags_without_the_http_transport_are_refused_alike() {
    let project = fixture_project();
    let p = project.to_str().unwrap();
    for flags in [
        &["--port", "8811"][..],
        &["--host", "::1"],
        &["--stateless"],
        &["--allowed-host", "mcp.internal"],
    ] {
        let mut args = vec!["serve", "--project", p];
        args.extend_from_slice(flags);
        let (code, said) = run(&args);
        assert_eq!(code, Some(1), "{flags:?}: {said}");
        let expected = format!("{} applies only with --transport http", flags[0]);
        assert!(said.contains(&expected), "{flags:?}: {said}");
    }
}

#[test]
fn a_connection_without_a_prints_folder_or_a_manifest_is_warned_of_once_at_start() {
    let project = common::scratch();
    common::write_config(
        &project.0,
        "connections:\n  nothing:\n    adapter: duckdb\n    auto: true\n  empty:\n    adapter: duckdb\n    auto: true\n",
    );
    std::fs::create_dir_all(project.0.join("prints/empty")).unwrap();
    let server = common::serve(&project.0, &[]);
    let said = server.stderr_text();
    server.close();
    let warned = |what: &str| said.lines().filter(|l| l.contains(what)).count();
    let folder = format!(
        "no prints folder at {}",
        project.0.join("prints/nothing").display()
    );
    let manifest = format!(
        "no manifest at {}",
        project.0.join("prints/empty/manifest.yaml").display()
    );
    assert_eq!(warned(&folder), 1, "{said}");
    assert_eq!(warned(&manifest), 1, "{said}");
    assert!(said.contains("dbprint generate nothing"), "{said}");
    let quiet = common::serve(&fixture_project(), &["shop"]);
    let fixture = quiet.stderr_text();
    quiet.close();
    assert!(
        !fixture.contains("no manifest") && !fixture.contains("no prints folder"),
        "{fixture}"
    );
}

/// A pseudo-terminal: (the side a program reads as its terminal, the side that types into it).
fn pseudo_terminal() -> (OwnedFd, OwnedFd) {
    let (mut primary, mut secondary) = (0, 0);
    // SAFETY: both out-pointers are valid; no name, settings or size are asked for.
    let made = unsafe {
        libc::openpty(
            &mut primary,
            &mut secondary,
            std::ptr::null_mut(),
            std::ptr::null(),
            std::ptr::null(),
        )
    };
    assert_eq!(made, 0, "openpty");
    // SAFETY: openpty returned two descriptors this test now owns.
    unsafe {
        (
            OwnedFd::from_raw_fd(secondary),
            OwnedFd::from_raw_fd(primary),
        )
    }
}

/// What `serve` over stdio writes to stderr in its first moment, with `stdin` as its input.
fn first_words(stdin: Stdio) -> String {
    let project = fixture_project();
    let mut child = Command::new(BIN)
        .args(["serve", "shop", "--project", project.to_str().unwrap()])
        .env("DBPRINT_CACHE_DIR", test_cache_dir())
        .stdin(stdin)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(Duration::from_millis(1500));
    let _ = child.kill();
    let _ = child.wait();
    let mut said = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut said)
        .unwrap();
    said
}

#[test]
fn at_a_terminal_serve_says_it_speaks_mcp_and_to_a_pipe_nothing() {
    let (terminal, _typing) = pseudo_terminal();
    let said = first_words(Stdio::from(terminal));
    assert_eq!(
        said.lines()
            .filter(|l| l.contains("speaking MCP on stdin/stdout"))
            .count(),
        1,
        "{said}"
    );
    assert!(
        said.contains("claude mcp add dbprint -- dbprint serve"),
        "{said}"
    );
    let piped = first_words(Stdio::piped());
    assert!(!piped.contains("speaking MCP"), "{piped}");
}

/// The frames up to the answer to `id`: the notifications before it, and the answer.
fn until_answer(
    server: &mut common::Server,
    id: u64,
) -> (Vec<serde_json::Value>, serde_json::Value) {
    let mut before = Vec::new();
    loop {
        let frame = server.next_frame();
        if frame.get("id") == Some(&serde_json::json!(id)) {
            return (before, frame);
        }
        before.push(frame);
    }
}

#[test]
fn a_client_that_passes_a_progress_token_is_told_how_the_index_build_goes() {
    let cache = common::scratch();
    let cache_dir = cache.0.to_str().unwrap();
    let mut server = common::serve_with_env(
        &fixture_project(),
        &["shop", "--no-warm"],
        &[("DBPRINT_CACHE_DIR", cache_dir)],
    );
    let id = server.send_request(
        "tools/call",
        serde_json::json!({"name": "search_columns", "arguments": {"pattern": "*_id"},
                           "_meta": {"progressToken": "build-1"}}),
    );
    let (notes, answer) = until_answer(&mut server, id);
    assert_eq!(answer["result"]["isError"], false, "{answer}");
    let progress: Vec<&serde_json::Value> = notes
        .iter()
        .filter(|n| n["method"] == "notifications/progress")
        .collect();
    assert!(!progress.is_empty(), "{notes:?}");
    for note in &progress {
        assert_eq!(note["params"]["progressToken"], "build-1");
        assert_eq!(note["params"]["total"], 14.0, "{note}");
    }
    let last = progress.last().unwrap();
    assert_eq!(
        last["params"]["progress"], 14.0,
        "the last count is the whole build"
    );
    let counts: Vec<f64> = progress
        .iter()
        .filter_map(|n| n["params"]["progress"].as_f64())
        .collect();
    assert!(counts.windows(2).all(|w| w[0] < w[1]), "{counts:?}");
    let id = server.send_request(
        "tools/call",
        serde_json::json!({"name": "search_columns", "arguments": {"pattern": "*_id"},
                           "_meta": {"progressToken": "build-2"}}),
    );
    let (notes, _) = until_answer(&mut server, id);
    assert!(
        notes.is_empty(),
        "nothing is built, nothing is said: {notes:?}"
    );
    let id = server.send_request(
        "tools/call",
        serde_json::json!({"name": "search_columns", "arguments": {"pattern": "*_id"}}),
    );
    let (notes, _) = until_answer(&mut server, id);
    assert!(notes.is_empty(), "{notes:?}");
    server.close();
}

/// The archives in `cache`'s directory of ours.
fn archives(cache: &std::path::Path) -> usize {
    std::fs::read_dir(cache.join("dbprint-index"))
        .map(|entries| {
            entries
                .filter_map(|e| e.ok())
                .filter(|e| e.file_name().to_string_lossy().ends_with(".dbpi"))
                .count()
        })
        .unwrap_or(0)
}

/// A server over `project` started with `extra`, left alone (no tool called) for up to
/// `seconds`, or until an archive is in `cache`; whether one is.
fn archive_after_idle_start(cache: &std::path::Path, extra: &[&str], seconds: u64) -> bool {
    let cache_dir = cache.to_str().unwrap();
    let env = [("DBPRINT_CACHE_DIR", cache_dir), ("DBPRINT_NO_WARM", "")];
    let server = common::serve_with_env(&fixture_project(), extra, &env);
    let until = std::time::Instant::now() + Duration::from_secs(seconds);
    while archives(cache) == 0 && std::time::Instant::now() < until {
        std::thread::sleep(Duration::from_millis(50));
    }
    server.close();
    archives(cache) > 0
}

#[test]
fn the_index_is_built_in_the_background_at_start_and_a_second_process_maps_it() {
    let cache = common::scratch();
    assert!(
        archive_after_idle_start(&cache.0, &["shop"], 60),
        "no tool was called, yet the archive is there"
    );
    let cache_dir = cache.0.to_str().unwrap();
    let log = [
        ("DBPRINT_CACHE_DIR", cache_dir),
        ("RUST_LOG", "warn,dbprint_index=debug"),
    ];
    let mut second = common::serve_with_env(&fixture_project(), &["shop", "--no-warm"], &log);
    let id = second.send_request(
        "tools/call",
        serde_json::json!({"name": "search_columns", "arguments": {"pattern": "*_id"}}),
    );
    assert_eq!(second.response(id)["result"]["isError"], false);
    let said = second.stderr_text();
    second.close();
    assert!(said.contains("mapped the archive"), "{said}");
    assert!(
        !said.contains("compiled shop"),
        "nothing was built again: {said}"
    );
}

#[test]
fn no_warm_leaves_the_first_search_to_build() {
    let cache = common::scratch();
    assert!(
        !archive_after_idle_start(&cache.0, &["shop", "--no-warm"], 3),
        "nothing was built before a search asked"
    );
}

/// A server over the fixture, `RUST_LOG` unset, with `cache` as its cache and `extra` flags.
/// The start line of a quiet server over `cache` given `extra`, which is then closed.
fn said_at_start(cache: &std::path::Path, extra: &[&str]) -> String {
    let server = quiet_serve(cache, extra);
    let said = start_line(&server);
    server.close();
    said
}

fn quiet_serve(cache: &std::path::Path, extra: &[&str]) -> common::Server {
    let project = fixture_project();
    let mut command = Command::new(BIN);
    command
        .args(["serve", "--project", project.to_str().unwrap()])
        .args(extra)
        .env("DBPRINT_CACHE_DIR", cache)
        .env_remove("RUST_LOG")
        .env_remove("DBPRINT_NO_WARM");
    let mut server = common::spawn_command(command);
    server.handshake("2025-06-18");
    server
}

/// The start line of `server`, waited for.
fn start_line(server: &common::Server) -> String {
    let wanted = |l: &str| l.starts_with("dbprint serve: ") && l.contains(" over stdio: ");
    server
        .wait_for_stderr(wanted, Duration::from_secs(30))
        .unwrap_or_else(|| panic!("no start line:\n{}", server.stderr_text()))
}

#[test]
fn serve_says_one_line_at_start_what_it_serves_and_logs_info_only_when_asked() {
    let cache = common::scratch();
    let config = fixture_project().join(".dbprint.yaml");
    let first = quiet_serve(&cache.0, &["shop"]);
    let said = start_line(&first);
    assert_eq!(
        said,
        format!(
            "dbprint serve: {} over stdio: shop (14 tables, compiling its archive)",
            config.display()
        )
    );
    let until = std::time::Instant::now() + Duration::from_secs(60);
    while archives(&cache.0) == 0 && std::time::Instant::now() < until {
        std::thread::sleep(Duration::from_millis(50));
    }
    std::thread::sleep(Duration::from_millis(300));
    let log = first.stderr_text();
    first.close();
    assert_eq!(log.trim_end().lines().count(), 1, "one line only: {log}");
    let said = said_at_start(&cache.0, &["shop", "--no-warm"]);
    assert!(
        said.ends_with("shop (14 tables, archive compiled)"),
        "{said}"
    );
    let cold = common::scratch();
    let said = said_at_start(&cold.0, &["shop", "--no-warm"]);
    assert!(
        said.ends_with("shop (14 tables, its archive compiled at the first call)"),
        "{said}"
    );
}

#[test]
fn a_config_error_is_the_only_thing_said() {
    let project = common::scratch();
    common::write_config(&project.0, "connections: [not, a, table]\n");
    let out = Command::new(BIN)
        .args(["serve", "--project", project.0.to_str().unwrap()])
        .env("DBPRINT_CACHE_DIR", test_cache_dir())
        .env_remove("RUST_LOG")
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{said}");
    assert_eq!(said.lines().count(), 1, "{said}");
    assert!(said.starts_with("dbprint serve: "), "{said}");
}
