//! The load generator's MCP clients: a server process over stdio, and a Streamable HTTP
//! session on a keep-alive loopback connection. Both answer `call` with the JSON-RPC reply
//! (`result` or `error`) or say why the exchange itself failed.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::PathBuf;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio as Piped};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

pub trait Client: Send {
    /// One request and its reply (the message without `jsonrpc`/`id`).
    fn call(&mut self, method: &str, params: Value) -> Result<Value, String>;

    /// The server process this client has to itself, if any.
    fn own_server(&self) -> Option<u32> {
        None
    }
}

fn request(id: u64, method: &str, params: Value) -> Value {
    json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params})
}

fn initialize() -> Value {
    json!({"protocolVersion": "2025-06-18", "capabilities": {},
           "clientInfo": {"name": "dbprint-load", "version": "1"}})
}

fn initialized() -> Value {
    json!({"jsonrpc": "2.0", "method": "notifications/initialized"})
}

/// The reply without its envelope.
fn reply_of(mut message: Value) -> Value {
    if let Some(object) = message.as_object_mut() {
        object.remove("jsonrpc");
        object.remove("id");
    }
    message
}

/// What every server of the load runs: `<bin> serve --project <project> [connection]` with
/// the load's own cache directory.
pub struct Launch {
    pub bin: PathBuf,
    pub project: PathBuf,
    pub connection: Option<String>,
    pub cache: PathBuf,
    pub memory_budget: Option<String>,
}

impl Launch {
    fn command(&self) -> Command {
        let mut command = Command::new(&self.bin);
        command.arg("serve").arg("--project").arg(&self.project);
        command.args(&self.connection);
        command.env("DBPRINT_CACHE_DIR", &self.cache);
        if let Some(budget) = &self.memory_budget {
            command.arg("--memory-budget").arg(budget);
        }
        command
    }
}

/// A server process, killed when let go of (the load never leaves one behind).
struct Reaped(Child);

impl Drop for Reaped {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// A server process of its own, over stdio.
pub struct Stdio {
    child: Reaped,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
    next: u64,
}

impl Stdio {
    pub fn start(launch: &Launch) -> Result<Self, String> {
        let mut child = launch
            .command()
            .stdin(Piped::piped())
            .stdout(Piped::piped())
            .stderr(Piped::null())
            .spawn()
            .map_err(|e| format!("cannot start {}: {e}", launch.bin.display()))?;
        let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
            return Err("the server's pipes are missing".into());
        };
        let mut client = Stdio {
            child: Reaped(child),
            stdin,
            stdout: BufReader::new(stdout),
            next: 0,
        };
        client.call("initialize", initialize())?;
        client.send(&initialized())?;
        Ok(client)
    }

    fn send(&mut self, message: &Value) -> Result<(), String> {
        let mut line = message.to_string();
        line.push('\n');
        self.stdin
            .write_all(line.as_bytes())
            .and_then(|()| self.stdin.flush())
            .map_err(|e| format!("stdin: {e}"))
    }
}

impl Client for Stdio {
    fn own_server(&self) -> Option<u32> {
        Some(self.child.0.id())
    }

    fn call(&mut self, method: &str, params: Value) -> Result<Value, String> {
        self.next += 1;
        let id = self.next;
        self.send(&request(id, method, params))?;
        loop {
            let mut line = String::new();
            match self.stdout.read_line(&mut line) {
                Ok(0) => return Err("the server closed stdout".into()),
                Ok(_) => {}
                Err(e) => return Err(format!("stdout: {e}")),
            }
            let message: Value =
                serde_json::from_str(&line).map_err(|e| format!("not JSON on stdout: {e}"))?;
            if message["id"] == json!(id) {
                return Ok(reply_of(message));
            }
        }
    }
}

/// One server process over HTTP, for as long as the load runs.
pub struct HttpServer {
    child: Reaped,
    pub port: u16,
}

impl HttpServer {
    pub fn pid(&self) -> u32 {
        self.child.0.id()
    }

    pub fn start(launch: &Launch) -> Result<Self, String> {
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .map_err(|e| format!("no free port: {e}"))?
            .port();
        let mut child = launch
            .command()
            .args(["--transport", "http", "--port", &port.to_string()])
            .stdin(Piped::null())
            .stdout(Piped::null())
            .stderr(Piped::piped())
            .spawn()
            .map_err(|e| format!("cannot start {}: {e}", launch.bin.display()))?;
        let stderr = child.stderr.take().ok_or("no stderr")?;
        let mut lines = BufReader::new(stderr);
        let mut line = String::new();
        let deadline = Instant::now() + Duration::from_secs(120);
        while !line.contains("/mcp") {
            line.clear();
            if lines.read_line(&mut line).map_err(|e| e.to_string())? == 0
                || Instant::now() > deadline
            {
                let _ = child.kill();
                return Err(format!("the HTTP server did not start: {line}"));
            }
        }
        std::thread::spawn(move || std::io::copy(&mut lines, &mut std::io::sink()));
        Ok(HttpServer {
            child: Reaped(child),
            port,
        })
    }
}

/// A Streamable HTTP session on one keep-alive connection (reopened if the server closes it).
pub struct Http {
    port: u16,
    connection: Option<BufReader<TcpStream>>,
    session: Option<String>,
    next: u64,
}

/// A response: status, lower-cased headers, body.
type Response = (u16, Vec<(String, String)>, Vec<u8>);

fn header<'a>(headers: &'a [(String, String)], name: &str) -> Option<&'a str> {
    headers
        .iter()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.as_str())
}

fn read_chunked(reader: &mut BufReader<TcpStream>) -> std::io::Result<Vec<u8>> {
    let mut body = Vec::new();
    loop {
        let mut size = String::new();
        reader.read_line(&mut size)?;
        let size = usize::from_str_radix(size.trim().split(';').next().unwrap_or("0"), 16)
            .map_err(|e| std::io::Error::new(std::io::ErrorKind::InvalidData, e))?;
        let mut chunk = vec![0; size + 2];
        reader.read_exact(&mut chunk)?;
        chunk.truncate(size);
        body.extend_from_slice(&chunk);
        if size == 0 {
            return Ok(body);
        }
    }
}

impl Http {
    pub fn open(port: u16) -> Result<Self, String> {
        let mut client = Http {
            port,
            connection: None,
            session: None,
            next: 0,
        };
        let (_, headers, _) = client.post(&request(0, "initialize", initialize()))?;
        client.session = header(&headers, "mcp-session-id").map(str::to_string);
        if client.session.is_none() {
            return Err("initialize answered without Mcp-Session-Id".into());
        }
        client.post(&initialized())?;
        Ok(client)
    }

    fn stream(&mut self) -> Result<&mut BufReader<TcpStream>, String> {
        if self.connection.is_none() {
            let stream = TcpStream::connect(("127.0.0.1", self.port))
                .map_err(|e| format!("connect: {e}"))?;
            let _ = stream.set_nodelay(true);
            let _ = stream.set_read_timeout(Some(Duration::from_secs(120)));
            self.connection = Some(BufReader::new(stream));
        }
        self.connection
            .as_mut()
            .ok_or_else(|| "no connection".to_string())
    }

    fn post(&mut self, message: &Value) -> Result<Response, String> {
        let body = message.to_string();
        let session = self
            .session
            .as_ref()
            .map(|s| format!("Mcp-Session-Id: {s}\r\nMCP-Protocol-Version: 2025-06-18\r\n"))
            .unwrap_or_default();
        let head = format!(
            "POST /mcp HTTP/1.1\r\nHost: 127.0.0.1:{}\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\n{session}Content-Length: {}\r\n\r\n",
            self.port,
            body.len()
        );
        let outcome = self.exchange(&head, body.as_bytes());
        if outcome.is_err() {
            self.connection = None;
        }
        outcome
    }

    fn exchange(&mut self, head: &str, body: &[u8]) -> Result<Response, String> {
        let reader = self.stream()?;
        let io = |e: std::io::Error| format!("HTTP: {e}");
        let stream = reader.get_mut();
        stream.write_all(head.as_bytes()).map_err(io)?;
        stream.write_all(body).map_err(io)?;
        let mut line = String::new();
        reader.read_line(&mut line).map_err(io)?;
        let status = line
            .split(' ')
            .nth(1)
            .and_then(|s| s.parse().ok())
            .unwrap_or(0);
        let mut headers = Vec::new();
        loop {
            line.clear();
            reader.read_line(&mut line).map_err(io)?;
            let text = line.trim_end();
            if text.is_empty() {
                break;
            }
            if let Some((k, v)) = text.split_once(':') {
                headers.push((k.trim().to_ascii_lowercase(), v.trim().to_string()));
            }
        }
        let body = if header(&headers, "transfer-encoding").is_some_and(|v| v.contains("chunked")) {
            read_chunked(reader).map_err(io)?
        } else {
            let length = header(&headers, "content-length")
                .and_then(|v| v.parse().ok())
                .unwrap_or(0);
            let mut body = vec![0; length];
            reader.read_exact(&mut body).map_err(io)?;
            body
        };
        if header(&headers, "connection").is_some_and(|v| v.eq_ignore_ascii_case("close")) {
            self.connection = None;
        }
        if !(200..300).contains(&status) {
            return Err(format!("HTTP {status}: {}", String::from_utf8_lossy(&body)));
        }
        Ok((status, headers, body))
    }
}

/// The JSON-RPC message with `id` in a JSON or SSE body.
fn message_with(body: &[u8], id: u64) -> Option<Value> {
    let text = String::from_utf8_lossy(body);
    if let Ok(message) = serde_json::from_str::<Value>(&text) {
        return Some(message);
    }
    text.lines()
        .filter_map(|l| l.strip_prefix("data:"))
        .filter_map(|d| serde_json::from_str::<Value>(d.trim()).ok())
        .find(|m| m["id"] == json!(id))
}

impl Client for Http {
    fn call(&mut self, method: &str, params: Value) -> Result<Value, String> {
        self.next += 1;
        let id = self.next;
        let (_, _, body) = self.post(&request(id, method, params))?;
        message_with(&body, id)
            .map(reply_of)
            .ok_or_else(|| format!("no reply to {id} in: {}", String::from_utf8_lossy(&body)))
    }
}
