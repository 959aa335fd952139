//! Replicas behind real balancers, as docs/scale-out.md's recipes deploy them (§6.2, §4.8): three
//! `--stateless` replicas over one print behind Caddy and behind nginx (the configurations in
//! `tests/balancer/`), and the official MCP Python SDK (`tests/balancer/walk.py`) walking every
//! page of every paged call through the balancer, each walk compared with one replica's own.
//! Then one replica is killed mid-walk: since cursors are self-contained the walk goes on to
//! the end on the others, at the cost of a retried request.
//!
//! Needs `caddy`, `nginx` and the SDK (`DBPRINT_SDK_PYTHON`, else the reference venv, else
//! `python3`); where one is absent the tests say so and pass as skipped, unless
//! `DBPRINT_REQUIRE_BALANCERS=1` (CI installs them), where its absence fails.
//! `DBPRINT_BALANCER_WALKS` sets the walks per balancer (default 10).
#![allow(clippy::disallowed_methods)] // fixtures and measurements, not the server (clippy.toml)

mod common;
#[path = "../benches/support/generate.rs"]
mod generate;

use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

use common::Server;
use common::http::{free_port, serve_http};

const TABLES: usize = 300;

/// The programs the tests need.
struct Kit {
    python: String,
    caddy: PathBuf,
    nginx: PathBuf,
}

fn on_path(name: &str, also: &[&str]) -> Option<PathBuf> {
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path)
        .map(|dir| dir.join(name))
        .chain(also.iter().map(PathBuf::from))
        .find(|candidate| candidate.is_file())
}

/// The kit, or `None` after saying what is missing (a failure where CI requires it).
fn kit() -> Option<Kit> {
    let python = common::sdk_python("mcp.client.streamable_http");
    let caddy = on_path("caddy", &[]);
    let nginx = on_path("nginx", &["/usr/sbin/nginx"]);
    if let (Some(python), Some(caddy), Some(nginx)) = (python.clone(), caddy.clone(), nginx.clone())
    {
        return Some(Kit {
            python,
            caddy,
            nginx,
        });
    }
    let missing: Vec<&str> = [
        (python.is_none(), "the MCP Python SDK"),
        (caddy.is_none(), "caddy"),
        (nginx.is_none(), "nginx"),
    ]
    .into_iter()
    .filter_map(|(absent, what)| absent.then_some(what))
    .collect();
    let said = format!("skipped: {} not installed", missing.join(", "));
    assert!(
        std::env::var("DBPRINT_REQUIRE_BALANCERS").as_deref() != Ok("1"),
        "DBPRINT_REQUIRE_BALANCERS=1 but {said}"
    );
    eprintln!("{said}");
    None
}

/// A balancer process, stopped when let go of; `logs` hold what it writes (its stderr first).
struct Balancer {
    child: Child,
    logs: Vec<PathBuf>,
}

impl Drop for Balancer {
    /// Asked to stop (SIGTERM), then killed if it has not within 5 s: nginx's master stops its
    /// workers only when asked, and a killed master leaves them listening.
    fn drop(&mut self) {
        common::signal(self.child.id(), "TERM");
        let until = Instant::now() + Duration::from_secs(5);
        while Instant::now() < until {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Balancer {
    /// Started as `command` with its stderr in `dir`, once something listens on `port`;
    /// `also` are the other logs it writes.
    fn start(
        name: &'static str,
        mut command: Command,
        dir: &Path,
        port: u16,
        also: &[PathBuf],
    ) -> Balancer {
        let log = dir.join(format!("{name}-{port}.log"));
        let stderr = std::fs::File::create(&log).unwrap();
        let child = command
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(stderr)
            .spawn()
            .unwrap_or_else(|e| panic!("{name} did not start: {e}"));
        let mut balancer = Balancer {
            child,
            logs: std::iter::once(log).chain(also.iter().cloned()).collect(),
        };
        let until = Instant::now() + Duration::from_secs(20);
        while TcpStream::connect(("127.0.0.1", port)).is_err() {
            if let Ok(Some(status)) = balancer.child.try_wait() {
                panic!("{name} exited ({status}): {}", balancer.said());
            }
            assert!(Instant::now() < until, "{name} never listened on {port}");
            std::thread::sleep(Duration::from_millis(50));
        }
        balancer
    }

    fn url(port: u16) -> String {
        format!("http://127.0.0.1:{port}/mcp")
    }

    /// What it has written to its logs.
    fn said(&self) -> String {
        (self.logs.iter())
            .map(|log| std::fs::read_to_string(log).unwrap_or_default())
            .collect()
    }
}

/// What went wrong behind the balancer `name`, for a failed walk: its own log and each
/// replica's stderr.
fn behind(name: &str, balancer: &Balancer, replicas: &[(Server, u16)]) -> String {
    let mut said = format!("{name} said:\n{}", balancer.said());
    for (server, port) in replicas {
        said.push_str(&format!(
            "\nthe replica on {port} said:\n{}",
            server.stderr_text()
        ));
    }
    said
}

/// A template of `tests/balancer/` with each `(marker, value)` put in.
fn config(template: &str, fills: &[(&str, String)], into: &Path) -> PathBuf {
    let source = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/balancer")
        .join(template);
    let mut text = std::fs::read_to_string(source).unwrap();
    for (marker, value) in fills {
        text = text.replace(marker, value);
    }
    let path = into.join(template.trim_end_matches(".template"));
    std::fs::write(&path, text).unwrap();
    path
}

fn caddy(kit: &Kit, dir: &Path, port: u16, replicas: &[u16]) -> Balancer {
    let upstreams: Vec<String> = replicas.iter().map(|p| format!("127.0.0.1:{p}")).collect();
    let file = config(
        "Caddyfile.template",
        &[
            ("@BALANCER@", port.to_string()),
            ("@REPLICAS@", upstreams.join(" ")),
        ],
        dir,
    );
    let mut command = Command::new(&kit.caddy);
    command
        .args(["run", "--adapter", "caddyfile", "--config"])
        .arg(file)
        .env("XDG_CONFIG_HOME", dir)
        .env("XDG_DATA_HOME", dir);
    Balancer::start("caddy", command, dir, port, &[])
}

fn nginx(kit: &Kit, dir: &Path, port: u16, replicas: &[u16]) -> Balancer {
    let servers: Vec<String> = replicas
        .iter()
        .map(|p| format!("\t\tserver 127.0.0.1:{p};"))
        .collect();
    let file = config(
        "nginx.conf.template",
        &[
            ("@BALANCER@", port.to_string()),
            ("@SERVERS@", servers.join("\n")),
            ("@DIR@", dir.display().to_string()),
        ],
        dir,
    );
    let error_log = dir.join("error.log");
    let mut command = Command::new(&kit.nginx);
    command
        .arg("-p")
        .arg(dir)
        .arg("-c")
        .arg(file)
        .arg("-e")
        .arg(&error_log);
    Balancer::start("nginx", command, dir, port, &[error_log])
}

/// The balancer `name` (caddy or nginx) on `port` in front of `replicas`.
fn balancer(kit: &Kit, name: &str, dir: &Path, port: u16, replicas: &[u16]) -> Balancer {
    match name {
        "caddy" => caddy(kit, dir, port, replicas),
        _ => nginx(kit, dir, port, replicas),
    }
}

/// `walk.py` with these arguments; its output, which it also echoes.
fn walk(kit: &Kit, args: &[&str]) -> Output {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/balancer/walk.py");
    let out = Command::new(&kit.python)
        .arg(script)
        .args(args)
        .output()
        .unwrap();
    eprintln!(
        "walk.py {}:\n{}{}",
        args.join(" "),
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    out
}

/// A print of `TABLES` tables in a scratch project.
fn print() -> common::Scratch {
    let dir = common::scratch();
    generate::write_print(&dir.0, TABLES, 12, 1, false).unwrap();
    dir
}

/// Three stateless replicas that also answer the Host nginx forwards (`127.0.0.1:<nginx>`).
fn replicas(project: &Path, nginx_port: u16) -> Vec<(Server, u16)> {
    let host = format!("127.0.0.1:{nginx_port}");
    (0..3)
        .map(|_| serve_http(project, &["--stateless", "--allowed-host", &host], &[]))
        .collect()
}

/// One replica's own walk, saved in `dir`.
fn expected(kit: &Kit, dir: &Path, replica: u16) -> String {
    let file = dir.join("one-replica.json").display().to_string();
    let out = walk(kit, &[&Balancer::url(replica), "--save", &file]);
    assert!(out.status.success(), "the walk of one replica failed");
    file
}

fn walks() -> String {
    std::env::var("DBPRINT_BALANCER_WALKS").unwrap_or_else(|_| "10".to_string())
}

#[test]
fn every_page_through_caddy_and_through_nginx_equals_one_replicas_walk() {
    let Some(kit) = kit() else { return };
    let project = print();
    let (caddy_port, nginx_port) = (free_port(), free_port());
    let replicas = replicas(&project.0, nginx_port);
    let ports: Vec<u16> = replicas.iter().map(|(_, port)| *port).collect();
    let expected = expected(&kit, &project.0, ports[0]);
    let walks = walks();
    for (name, port) in [("caddy", caddy_port), ("nginx", nginx_port)] {
        let balancer = balancer(&kit, name, &project.0, port, &ports);
        let out = walk(
            &kit,
            &[
                &Balancer::url(port),
                "--check",
                &expected,
                "--walks",
                &walks,
            ],
        );
        let said = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success() && said.contains(&format!("walk {walks}: ")),
            "through {name}: {said}\n{}",
            behind(name, &balancer, &replicas)
        );
    }
}

/// A walk through the balancer `name` during which the second replica is killed after 25
/// pages: it ends, equal to one replica's walk.
fn walk_past_a_killed_replica(kit: &Kit, name: &str) {
    let project = print();
    let port = free_port();
    let mut replicas = replicas(&project.0, port);
    let ports: Vec<u16> = replicas.iter().map(|(_, port)| *port).collect();
    let expected = expected(kit, &project.0, ports[0]);
    let balancer = balancer(kit, name, &project.0, port, &ports);
    let victim = replicas[1].0.child.id().to_string();
    let out = walk(
        kit,
        &[
            &Balancer::url(port),
            "--check",
            &expected,
            "--retries",
            "2",
            "--kill",
            &victim,
            "--at",
            "25",
        ],
    );
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success() && said.contains("walk 1: "),
        "through {name}: {said}\n{}",
        behind(name, &balancer, &replicas)
    );
    assert!(
        matches!(replicas[1].0.child.try_wait(), Ok(Some(_))),
        "the replica was killed"
    );
}

#[test]
fn a_replica_killed_mid_walk_behind_caddy_costs_at_most_a_retried_request() {
    let Some(kit) = kit() else { return };
    walk_past_a_killed_replica(&kit, "caddy");
}

#[test]
fn a_replica_killed_mid_walk_behind_nginx_costs_at_most_a_retried_request() {
    let Some(kit) = kit() else { return };
    walk_past_a_killed_replica(&kit, "nginx");
}
