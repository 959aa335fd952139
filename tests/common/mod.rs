//! A bare MCP client over the real binary's stdio, and scratch projects built from the
//! bundled fixtures, for the integration tests.
#![allow(dead_code)]

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, channel};
use std::time::Duration;

use serde_json::{Value, json};

pub const BIN: &str = env!("CARGO_BIN_EXE_dbprint");

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

/// A running `dbprint serve` and the lines it writes.
pub struct Server {
    pub child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
    next_id: u64,
    pub init: Value,
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

/// Starts the server with `args` in `cwd`, without the handshake.
pub fn spawn(args: &[&str], cwd: &Path) -> Server {
    let mut child = Command::new(BIN)
        .args(args)
        .current_dir(cwd)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let stdout = child.stdout.take().unwrap();
    let stdin = child.stdin.take();
    Server {
        child,
        stdin,
        lines: reader(stdout),
        next_id: 0,
        init: Value::Null,
    }
}

/// Starts `dbprint serve --project <project> [extra...]` and completes the handshake.
pub fn serve(project: &Path, extra: &[&str]) -> Server {
    let p = project.to_str().unwrap();
    let mut args = vec!["serve", "--project", p];
    args.extend_from_slice(extra);
    let mut s = spawn(&args, project);
    s.handshake("2025-06-18");
    s
}

impl Server {
    pub fn send(&mut self, message: &Value) {
        let stdin = self.stdin.as_mut().unwrap();
        writeln!(stdin, "{message}").unwrap();
        stdin.flush().unwrap();
    }

    /// Sends a request and returns its id.
    pub fn send_request(&mut self, method: &str, params: Value) -> u64 {
        self.next_id += 1;
        let id = self.next_id;
        self.send(&json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}));
        id
    }

    /// Waits for the response to `id`; every stdout line must be a JSON-RPC frame.
    pub fn response(&mut self, id: u64) -> Value {
        loop {
            let line = self
                .lines
                .recv_timeout(Duration::from_secs(60))
                .expect("no answer from the server");
            let frame: Value = serde_json::from_str(&line)
                .unwrap_or_else(|_| panic!("stdout carried a non-JSON line: {line}"));
            if frame["id"] == json!(id) {
                return frame;
            }
        }
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

/// Writes `.dbprint.yaml` with `body` into `dir`.
pub fn write_config(dir: &Path, body: &str) {
    std::fs::write(dir.join(".dbprint.yaml"), body).unwrap();
}
