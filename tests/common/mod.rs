//! A bare MCP client over the real binary's stdio, and scratch projects built from the
//! bundled fixtures, for the integration tests.
#![allow(clippy::disallowed_methods)] // fixtures and measurements, not the server (clippy.toml)
#![allow(dead_code)]

use std::fmt::Write as _;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStderr, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

pub mod http;
pub mod labelled;

pub const BIN: &str = env!("CARGO_BIN_EXE_dbprint");

/// The query commands of the command line (every command but `serve`).
pub const QUERY_COMMANDS: [&str; 9] = [
    "connections",
    "tables",
    "context",
    "search",
    "resolve",
    "check-query",
    "find",
    "find-value",
    "join-path",
];

/// How long a test waits for one answer: a debug build on a busy machine takes seconds over
/// a 50 MB file, and only a server that hangs takes this long.
const ANSWER_TIMEOUT: Duration = Duration::from_secs(300);

/// The bundled join-graph fixture project (read-only), connection `atlas`.
pub fn joins_project() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/joins")
}

/// The bundled discovery fixture project (read-only), connection `campus`.
pub fn discovery_project() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/discovery")
}

/// A writable copy of the discovery fixture project.
pub fn discovery_copy() -> Scratch {
    let s = scratch();
    copy_dir(&discovery_project(), &s.0);
    s
}

/// The bundled fixture project (read-only: copy it before changing anything).
pub fn fixture_project() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/project")
}

static SCRATCH: AtomicUsize = AtomicUsize::new(0);

/// A fresh directory under the target dir, removed when dropped.
pub struct Scratch(pub PathBuf);

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

pub fn scratch() -> Scratch {
    let n = SCRATCH.fetch_add(1, Ordering::SeqCst);
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("t-{}-{n}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    Scratch(dir)
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), &target).unwrap();
        }
    }
}

/// A writable copy of the fixture project.
pub fn project_copy() -> Scratch {
    let s = scratch();
    copy_dir(&fixture_project(), &s.0);
    s
}

/// A writable copy of the join-graph fixture project (connection `atlas`).
pub fn joins_copy() -> Scratch {
    let s = scratch();
    copy_dir(&joins_project(), &s.0);
    s
}

/// In a copy of the join fixture, rejects the edge `billing.invoice.account_id ->
/// crm.account` in a new `relationships.annotations.yaml` that the manifest declares; returns
/// that file's path.
pub fn reject_invoice_account_edge(copy: &Path) -> PathBuf {
    let own = copy.join("prints/atlas/atlas/billing/invoice/relationships.annotations.yaml");
    std::fs::write(
        &own,
        "format_version: 1\nrefers_to:\n- column: [account_id]\n  target_table: atlas.crm.account\n  target_column: [account_id]\n  verdict: rejected\n",
    )
    .unwrap();
    edit(
        &copy.join("prints/atlas/manifest.yaml"),
        "    path: atlas/billing/invoice\n    artifacts:\n",
        "    path: atlas/billing/invoice\n    artifacts:\n      relationships_annotations: relationships.annotations.yaml\n",
    );
    own
}

/// A writable copy of every fixture project; `variants/*` keep their relative `output`.
pub fn fixtures_copy() -> Scratch {
    let s = scratch();
    let fixtures = fixture_project().parent().unwrap().to_path_buf();
    copy_dir(&fixtures.join("project"), &s.0.join("project"));
    copy_dir(&fixtures.join("variants"), &s.0.join("variants"));
    s
}

/// Replaces `from` by `to` in a file, which must contain it.
pub fn edit(path: &Path, from: &str, to: &str) {
    let text = std::fs::read_to_string(path).unwrap();
    assert!(text.contains(from), "{} lacks {from:?}", path.display());
    std::fs::write(path, text.replacen(from, to, 1)).unwrap();
}

/// Sets one field line of a manifest entry (`    <field>: ...`) to `line`; returns the
/// manifest's text before the edit.
pub fn set_entry_field(manifest: &Path, table: &str, field: &str, line: &str) -> String {
    let text = std::fs::read_to_string(manifest).unwrap();
    let at = text.find(&format!("  {table}:\n")).unwrap();
    let start = at + text[at..].find(&format!("    {field}:")).unwrap();
    let end = start + text[start..].find('\n').unwrap();
    let mut edited = text.clone();
    edited.replace_range(start..end, line);
    std::fs::write(manifest, edited).unwrap();
    text
}

/// A running `dbprint serve` and the lines it writes.
pub struct Server {
    pub child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
    stderr: Arc<StderrLog>,
    next_id: u64,
    pub init: Value,
}

/// A server still running when its test lets go of it (an HTTP server, or a failed test) is
/// killed, so no test leaves a process behind.
impl Drop for Server {
    fn drop(&mut self) {
        if matches!(self.child.try_wait(), Ok(None)) {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

/// Everything the server wrote to stderr so far, drained by its own thread so a chatty
/// `RUST_LOG` never fills the pipe and blocks the server.
#[derive(Default)]
struct StderrLog {
    state: Mutex<(Vec<String>, bool)>,
    grew: Condvar,
}

fn reader(stdout: ChildStdout) -> Receiver<String> {
    let (tx, rx) = channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            match line {
                Ok(l) => {
                    if tx.send(l).is_err() {
                        return;
                    }
                }
                Err(_) => return,
            }
        }
    });
    rx
}

fn drain_stderr(stderr: ChildStderr) -> Arc<StderrLog> {
    let log = Arc::new(StderrLog::default());
    let sink = Arc::clone(&log);
    std::thread::spawn(move || {
        let mut reader = BufReader::new(stderr);
        let mut buf = Vec::new();
        loop {
            buf.clear();
            let n = reader.read_until(b'\n', &mut buf).unwrap_or(0);
            let mut state = sink.state.lock().unwrap();
            if n == 0 {
                state.1 = true;
                sink.grew.notify_all();
                return;
            }
            let line = String::from_utf8_lossy(&buf);
            state
                .0
                .push(line.trim_end_matches(['\n', '\r']).to_string());
            sink.grew.notify_all();
        }
    });
    log
}

/// The cache directory every server a test binary starts uses, unless the test names one.
/// A python with the official MCP SDK that imports `modules` (a comma-separated import
/// list): `DBPRINT_SDK_PYTHON`, else the reference venv's, else `python3`; none when no
/// candidate imports them.
pub fn sdk_python(modules: &str) -> Option<String> {
    let home = std::env::var("HOME").unwrap_or_default();
    let candidates = [
        std::env::var("DBPRINT_SDK_PYTHON").unwrap_or_default(),
        format!("{home}/.cache/dbprint-ref/venv/bin/python"),
        "python3".to_string(),
    ];
    candidates.into_iter().find(|python| {
        !python.is_empty()
            && Command::new(python)
                .args(["-c", &format!("import {modules}")])
                .stderr(Stdio::null())
                .status()
                .is_ok_and(|s| s.success())
    })
}

pub fn test_cache_dir() -> PathBuf {
    std::env::temp_dir().join(format!("dbprint-test-cache-{}", std::process::id()))
}

/// Starts the server with `args` in `cwd`, without the handshake.
pub fn spawn(args: &[&str], cwd: &Path) -> Server {
    spawn_with_env(args, cwd, &[])
}

/// Starts the server with `args` in `cwd` and `env` set, without the handshake.
pub fn spawn_with_env(args: &[&str], cwd: &Path, env: &[(&str, &str)]) -> Server {
    spawn_through(&[BIN], args, cwd, env)
}

/// Starts `program` (its first item, then its arguments, then `args`) in `cwd` with `env`
/// set, without the handshake: the server run through a wrapper (`unshare`, `sh -c`).
pub fn spawn_through(program: &[&str], args: &[&str], cwd: &Path, env: &[(&str, &str)]) -> Server {
    let mut command = Command::new(program[0]);
    command
        .args(&program[1..])
        .args(args)
        .current_dir(cwd)
        .env("DBPRINT_CACHE_DIR", test_cache_dir())
        // No index built at start unless a test asks (DBPRINT_NO_WARM=""): most tests start
        // many servers and build what they search.
        .env("DBPRINT_NO_WARM", "1")
        .envs(env.iter().copied());
    spawn_command(command)
}

/// Starts `command` (a server the caller set up: binary, arguments, directory, environment)
/// with its three streams piped, without the handshake.
pub fn spawn_command(mut command: Command) -> Server {
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let stdout = child.stdout.take().unwrap();
    let stderr = child.stderr.take().unwrap();
    let stdin = child.stdin.take();
    Server {
        child,
        stdin,
        lines: reader(stdout),
        stderr: drain_stderr(stderr),
        next_id: 0,
        init: Value::Null,
    }
}

/// Starts `dbprint serve --project <project> [extra...]` and completes the handshake.
pub fn serve(project: &Path, extra: &[&str]) -> Server {
    serve_with_env(project, extra, &[])
}

/// `serve` with `env` set for the server (e.g. `RUST_LOG`).
pub fn serve_with_env(project: &Path, extra: &[&str], env: &[(&str, &str)]) -> Server {
    let p = project.to_str().unwrap();
    let mut args = vec!["serve", "--project", p];
    args.extend_from_slice(extra);
    let mut s = spawn_with_env(&args, project, env);
    s.handshake("2025-06-18");
    s
}

impl Server {
    pub fn send(&mut self, message: &Value) {
        let stdin = self.stdin.as_mut().unwrap();
        writeln!(stdin, "{message}").unwrap();
        stdin.flush().unwrap();
    }

    /// Sends a request unless stdin is already closed (the server may have exited): its id,
    /// or `None` when the write failed.
    pub fn try_send_request(&mut self, method: &str, params: Value) -> Option<u64> {
        self.next_id += 1;
        let id = self.next_id;
        let message = json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params});
        let stdin = self.stdin.as_mut()?;
        writeln!(stdin, "{message}").ok()?;
        stdin.flush().ok()?;
        Some(id)
    }

    /// Sends a request and returns its id.
    pub fn send_request(&mut self, method: &str, params: Value) -> u64 {
        self.next_id += 1;
        let id = self.next_id;
        self.send(&json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}));
        id
    }

    /// Writes `bytes` to stdin as they are.
    pub fn send_raw(&mut self, bytes: &[u8]) {
        let stdin = self.stdin.as_mut().unwrap();
        stdin.write_all(bytes).unwrap();
        stdin.flush().unwrap();
    }

    /// Waits for the response to `id`; every stdout line must be a JSON-RPC frame.
    pub fn response(&mut self, id: u64) -> Value {
        self.frame_with_id(&json!(id))
    }

    /// Waits for the next frame whose `id` is `id` (`null` for an answer to a line whose id
    /// could not be read); every stdout line must be a JSON-RPC frame.
    pub fn frame_with_id(&mut self, id: &Value) -> Value {
        loop {
            let line = self
                .lines
                .recv_timeout(ANSWER_TIMEOUT)
                .expect("no answer from the server");
            let frame: Value = serde_json::from_str(&line)
                .unwrap_or_else(|_| panic!("stdout carried a non-JSON line: {line}"));
            if frame.get("id") == Some(id) {
                return frame;
            }
        }
    }

    /// The next stdout frame, whatever it answers; every stdout line must be JSON.
    pub fn next_frame(&mut self) -> Value {
        let line = self
            .lines
            .recv_timeout(ANSWER_TIMEOUT)
            .expect("no answer from the server");
        serde_json::from_str(&line)
            .unwrap_or_else(|_| panic!("stdout carried a non-JSON line: {line}"))
    }

    /// Every stdout frame from now until the server closes stdout; every line must be JSON.
    pub fn frames_until_eof(&mut self) -> Vec<Value> {
        let mut frames = Vec::new();
        loop {
            match self.lines.recv_timeout(Duration::from_secs(60)) {
                Ok(line) => frames.push(
                    serde_json::from_str(&line)
                        .unwrap_or_else(|_| panic!("stdout carried a non-JSON line: {line}")),
                ),
                Err(RecvTimeoutError::Disconnected) => return frames,
                Err(RecvTimeoutError::Timeout) => panic!("the server never closed stdout"),
            }
        }
    }

    /// The server's stderr so far, one line per line.
    pub fn stderr_lines(&self) -> Vec<String> {
        self.stderr.state.lock().unwrap().0.clone()
    }

    /// The server's stderr so far as one text.
    pub fn stderr_text(&self) -> String {
        let mut text = self.stderr_lines().join("\n");
        text.push('\n');
        text
    }

    /// Waits up to `timeout` for a stderr line matching `wanted`; `None` if none came (or
    /// stderr closed first).
    pub fn wait_for_stderr(
        &self,
        wanted: impl Fn(&str) -> bool,
        timeout: Duration,
    ) -> Option<String> {
        let deadline = Instant::now() + timeout;
        let mut state = self.stderr.state.lock().unwrap();
        let mut seen = 0;
        loop {
            if let Some(line) = state.0[seen..].iter().find(|l| wanted(l)) {
                return Some(line.clone());
            }
            seen = state.0.len();
            let left = deadline.checked_duration_since(Instant::now())?;
            if state.1 {
                return None;
            }
            state = self.stderr.grew.wait_timeout(state, left).unwrap().0;
        }
    }

    /// Waits (up to 60 s) until the server has closed stderr, so `stderr_lines` is whole.
    pub fn stderr_closed(&self) -> bool {
        let deadline = Instant::now() + Duration::from_secs(60);
        let mut state = self.stderr.state.lock().unwrap();
        while !state.1 {
            let Some(left) = deadline.checked_duration_since(Instant::now()) else {
                return false;
            };
            state = self.stderr.grew.wait_timeout(state, left).unwrap().0;
        }
        true
    }

    pub fn request(&mut self, method: &str, params: Value) -> Value {
        let id = self.send_request(method, params);
        self.response(id)
    }

    pub fn handshake(&mut self, version: &str) {
        let r = self.request(
            "initialize",
            json!({"protocolVersion": version, "capabilities": {}, "clientInfo": {"name": "test", "version": "1"}}),
        );
        self.init = r["result"].clone();
        self.send(&json!({"jsonrpc": "2.0", "method": "notifications/initialized"}));
    }

    /// Calls a tool: `Ok(text)` for a result, `Err(text)` for an `isError` result.
    pub fn tool(&mut self, name: &str, arguments: Value) -> Result<String, String> {
        let r = self.request("tools/call", json!({"name": name, "arguments": arguments}));
        let result = &r["result"];
        assert!(
            result.is_object(),
            "tool call answered a protocol error: {r}"
        );
        let text = result["content"][0]["text"]
            .as_str()
            .unwrap_or_default()
            .to_string();
        if result["isError"] == json!(true) {
            Err(text)
        } else {
            Ok(text)
        }
    }

    /// A tool result parsed as JSON; panics on a tool fault.
    pub fn tool_json(&mut self, name: &str, arguments: Value) -> Value {
        let text = self
            .tool(name, arguments)
            .unwrap_or_else(|e| panic!("{name} failed: {e}"));
        serde_json::from_str(&text).unwrap()
    }

    /// A paged list reply read to its end: the first page with `list` holding every page's
    /// items, and no `next_cursor`.
    pub fn tool_all_pages(&mut self, name: &str, arguments: Value, list: &str) -> Value {
        let mut whole = self.tool_json(name, arguments.clone());
        let mut cursor = whole.as_object_mut().unwrap().remove("next_cursor");
        while let Some(Value::String(next)) = cursor {
            let mut args = arguments.clone();
            args["cursor"] = json!(next);
            let mut page = self.tool_json(name, args);
            let items = page[list].as_array().cloned().unwrap_or_default();
            whole[list].as_array_mut().unwrap().extend(items);
            cursor = page.as_object_mut().unwrap().remove("next_cursor");
        }
        whole
    }

    /// `resources/read`: `Ok(result)` or `Err((code, message))`.
    pub fn read(&mut self, uri: &str) -> Result<Value, (i64, String)> {
        let r = self.request("resources/read", json!({"uri": uri}));
        match r.get("error") {
            Some(e) => Err((
                e["code"].as_i64().unwrap(),
                e["message"].as_str().unwrap().to_string(),
            )),
            None => Ok(r["result"].clone()),
        }
    }

    /// Reads page 1 of `uri`, runs `rewrite`, and asserts that page 2 under page 1's version is
    /// refused with the §8.1 text; returns page 1 as read again afterwards.
    pub fn rewrite_refuses_the_old_version(&mut self, uri: &str, rewrite: impl FnOnce()) -> Value {
        let first = self.read(uri).unwrap();
        let meta = &first["contents"][0]["_meta"];
        assert!(meta["pages"].as_u64().unwrap() >= 2, "{uri} fits one page");
        let version = meta["version"].as_str().unwrap().to_string();
        rewrite();
        let page_2 = format!("{uri}?page=2&version={version}");
        assert_eq!(
            self.read(&page_2).unwrap_err(),
            (
                -32602,
                format!(
                    "'{page_2}': the file changed on disk since that version was read. Read page 1 again for its current version."
                )
            )
        );
        let again = self.read(uri).unwrap();
        assert_ne!(again["contents"][0]["_meta"]["version"], version.as_str());
        again
    }

    /// The server's process id (the wrapper's, which execs the server, when run through one).
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// Closes stdin (EOF for the server) and leaves the server running.
    pub fn close_stdin(&mut self) {
        drop(self.stdin.take());
    }

    /// Closes stdin and waits for the exit code.
    pub fn close(mut self) -> Option<i32> {
        drop(self.stdin.take());
        self.wait()
    }

    pub fn wait(&mut self) -> Option<i32> {
        for _ in 0..200 {
            if let Some(status) = self.child.try_wait().unwrap() {
                return status.code();
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        let _ = self.child.kill();
        None
    }
}

/// Sends signal `name` (`TERM`, `INT`, ...) to process `pid`; whether it was delivered.
pub fn signal(pid: u32, name: &str) -> bool {
    std::process::Command::new("kill")
        .args([&format!("-{name}"), &pid.to_string()])
        .status()
        .is_ok_and(|s| s.success())
}

/// Writes `.dbprint.yaml` with `body` into `dir`.
pub fn write_config(dir: &Path, body: &str) {
    std::fs::write(dir.join(".dbprint.yaml"), body).unwrap();
}

/// A project whose manifest lists `tables` tables, so its first `list_tables` takes a while.
pub fn large_project(tables: usize) -> Scratch {
    let dir = scratch();
    write_config(&dir.0, "connections:\n  big:\n    adapter: duckdb\n");
    let root = dir.0.join("prints/big");
    std::fs::create_dir_all(&root).unwrap();
    let mut text = String::from("format_version: 1\nconnection: big\ntables:\n");
    for i in 0..tables {
        let _ = write!(
            text,
            "  s.t{i:06}:\n    type: table\n    path: s/t{i:06}\n    artifacts: {{ddl: ddl.sql, statistics: statistics.yaml}}\n    columns: 3\n    profiled_at: '2026-03-09T14:27:36Z'\n    row_count: {i}\n"
        );
    }
    std::fs::write(root.join("manifest.yaml"), text).unwrap();
    dir
}

/// `value` with every `now` and `age_days` (the server's clock at the call, the one thing a
/// reply holds that the files do not) blanked, at any depth.
pub fn blank_clock(value: &mut Value) {
    match value {
        Value::Object(map) => {
            for (key, v) in map.iter_mut() {
                if key == "now" || key == "age_days" {
                    *v = Value::String("<clock>".into());
                } else {
                    blank_clock(v);
                }
            }
        }
        Value::Array(items) => items.iter_mut().for_each(blank_clock),
        _ => {}
    }
}
