//! The load generator: N concurrent MCP clients running an agent's mix of calls (see
//! `workload`) against one connection's print — over stdio (N server processes) and over
//! HTTP (N Streamable HTTP sessions on one server) — checking every answer against the one a
//! single client got, and reporting calls/s, p50/p99 latency and every error. Loopback only,
//! bounded in clients and seconds; it stops by itself.
//!
//! ```text
//! cargo bench --bench load -- [--project DIR] [--connection NAME] [--clients N]
//!                             [--seconds S] [--transport stdio|http|both]
//!                             [--memory-budget SIZE] [--sweep] [--fairness OTHER]
//!                             [--mix agent|search]
//! ```
//!
//! `--sweep` runs the memory sweep (`sweep`) instead of the clients, over the connection named
//! or, without `--connection`, every connection the server serves (one stdio client, or with
//! `--clients N` N HTTP sessions of one server); `--fairness OTHER`
//! times table contexts on the connection and on OTHER during its cold build (`fairness`),
//! over one HTTP server serving the project's `auto` connections. `--mix search` makes every
//! client's calls `search_columns` alone (every filter kind, text needles, full walks). Under
//! `cargo bench -- --test` (CI) it runs 2 clients for 2 s per transport on the bundled fixture
//! project, then the sweep. Exit 1 on any error or differing answer.
#![allow(clippy::disallowed_methods)] // fixtures and measurements, not the server (clippy.toml)

mod client;
mod fairness;
mod sweep;
mod usage;
mod workload;

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use client::{Client, Http, HttpServer, Launch, Stdio};
use parking_lot::Mutex;
use usage::Usage;
use workload::{Episode, Mix, Outcome, walk};

const BIN: &str = env!("CARGO_BIN_EXE_dbprint");
const MAX_CLIENTS: usize = 64;
const MAX_SECONDS: u64 = 600;
/// Errors and differing answers printed in full; the rest are counted.
const SHOWN: usize = 10;

struct Options {
    project: PathBuf,
    connection: Option<String>,
    clients: usize,
    /// Whether `--clients` was given (the sweep then runs that many HTTP sessions).
    clients_named: bool,
    seconds: u64,
    /// Stop after this many calls over all clients, if the time has not run out first.
    calls: Option<usize>,
    transports: Vec<&'static str>,
    /// Passed to the server as `--memory-budget`.
    memory_budget: Option<String>,
    /// Run the memory sweep (after the clients, or instead of them when asked for alone).
    sweep: bool,
    clients_too: bool,
    /// The other connection of the fairness check, when it is asked for.
    fairness: Option<String>,
    /// Which calls the clients make.
    mix: Mix,
}

fn usage(why: &str) -> ! {
    eprintln!(
        "load: {why}\nusage: cargo bench --bench load -- [--project DIR] [--connection NAME] [--clients N (1..{MAX_CLIENTS})] [--seconds S (1..{MAX_SECONDS})] [--calls N] [--transport stdio|http|both] [--memory-budget SIZE] [--sweep] [--fairness OTHER] [--mix agent|search]"
    );
    std::process::exit(2)
}

fn options() -> Options {
    let mut options = Options {
        project: Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/project"),
        connection: Some("shop".into()),
        clients: 16,
        clients_named: false,
        seconds: 30,
        calls: None,
        transports: vec!["stdio", "http"],
        memory_budget: None,
        sweep: false,
        clients_too: true,
        fairness: None,
        mix: Mix::Agent,
    };
    let mut connection_named = false;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = || {
            args.next()
                .unwrap_or_else(|| usage(&format!("{arg} needs a value")))
        };
        match arg.as_str() {
            "--bench" => {}
            "--test" => {
                options.clients = 2;
                options.seconds = 2;
                options.sweep = true;
            }
            "--sweep" => {
                options.sweep = true;
                options.clients_too = false;
            }
            "--memory-budget" => options.memory_budget = Some(value()),
            "--fairness" => options.fairness = Some(value()),
            "--mix" => {
                options.mix = match value().as_str() {
                    "agent" => Mix::Agent,
                    "search" => Mix::Search,
                    other => usage(&format!("unknown mix {other:?}: agent or search")),
                };
            }
            "--project" => {
                options.project = PathBuf::from(value());
                if !connection_named {
                    options.connection = None;
                }
            }
            "--connection" => {
                options.connection = Some(value());
                connection_named = true;
            }
            "--clients" => {
                options.clients_named = true;
                options.clients = value()
                    .parse()
                    .ok()
                    .filter(|n| (1..=MAX_CLIENTS).contains(n))
                    .unwrap_or_else(|| usage("--clients takes 1 to 64"));
            }
            "--seconds" => {
                options.seconds = value()
                    .parse()
                    .ok()
                    .filter(|n| (1..=MAX_SECONDS).contains(n))
                    .unwrap_or_else(|| usage("--seconds takes 1 to 600"));
            }
            "--calls" => {
                options.calls = Some(
                    value()
                        .parse()
                        .ok()
                        .filter(|n| (1..=10_000_000).contains(n))
                        .unwrap_or_else(|| usage("--calls takes 1 to 10000000")),
                );
            }
            "--transport" => {
                options.transports = match value().as_str() {
                    "stdio" => vec!["stdio"],
                    "http" => vec!["http"],
                    "both" => vec!["stdio", "http"],
                    other => usage(&format!("unknown transport {other:?}")),
                };
            }
            other => usage(&format!("unknown argument {other:?}")),
        }
    }
    options
}

/// Everything the clients of one transport observed.
#[derive(Default)]
struct Tally {
    latencies: Vec<Duration>,
    by_kind: std::collections::BTreeMap<&'static str, Vec<Duration>>,
    failures: Vec<String>,
    differing: Vec<String>,
}

/// A small deterministic generator, so each client's order differs and reruns repeat.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n.max(1)
    }
}

fn pick<'a>(episodes: &'a [Episode], rng: &mut Rng) -> &'a Episode {
    let total: u64 = episodes.iter().map(|e| u64::from(e.weight)).sum();
    let mut at = rng.below(total);
    for episode in episodes {
        let weight = u64::from(episode.weight);
        if at < weight {
            return episode;
        }
        at -= weight;
    }
    &episodes[0]
}

/// When the clients stop: at the deadline, or after so many calls over all of them.
struct Budget {
    deadline: Instant,
    calls: Option<usize>,
    made: AtomicUsize,
}

impl Budget {
    fn open(&self) -> bool {
        Instant::now() < self.deadline
            && self
                .calls
                .is_none_or(|n| self.made.load(Ordering::Relaxed) < n)
    }

    /// Counts one call made; whether the next may be.
    fn spend(&self) -> bool {
        self.made.fetch_add(1, Ordering::Relaxed);
        self.open()
    }
}

/// The server's usage every half second while the budget is open, and once more at the end.
fn sample_usage(pid: u32, budget: &Budget, samples: &mut Vec<Usage>) {
    samples.extend(Usage::of(pid));
    while budget.open() {
        std::thread::sleep(Duration::from_millis(500));
        samples.extend(Usage::of(pid));
    }
}

/// One client's loop until the budget closes; what it saw joins `tally` at the end.
fn agent(
    client: &mut dyn Client,
    episodes: &[Episode],
    seed: u64,
    budget: &Budget,
    tally: &Mutex<Tally>,
) {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15 ^ (seed + 1).wrapping_mul(0x2545_F491_4F6C_DD1D));
    let mut seen = Tally::default();
    while budget.open() {
        let episode = pick(episodes, &mut rng);
        let expected = Some(episode.expected.as_slice());
        walk(
            client,
            episode.method,
            &episode.params,
            expected,
            |elapsed, outcome| {
                seen.latencies.push(elapsed);
                seen.by_kind.entry(episode.kind).or_default().push(elapsed);
                let what = format!("{} {}", episode.method, episode.params);
                match outcome {
                    Outcome::Answered => {}
                    Outcome::Failed(why) => seen.failures.push(format!("{what}: {why}")),
                    Outcome::Differs { page, got } => {
                        let got: String = got.to_string().chars().take(300).collect();
                        seen.differing
                            .push(format!("{what} page {page}: got {got}"));
                    }
                }
                budget.spend()
            },
        );
    }
    let mut tally = tally.lock();
    tally.latencies.extend(seen.latencies);
    for (kind, latencies) in seen.by_kind {
        tally.by_kind.entry(kind).or_default().extend(latencies);
    }
    tally.failures.extend(seen.failures);
    tally.differing.extend(seen.differing);
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let at = ((sorted.len() as f64 * p).ceil() as usize).clamp(1, sorted.len()) - 1;
    sorted[at]
}

fn ms(d: Duration) -> String {
    format!("{:.2} ms", d.as_secs_f64() * 1000.0)
}

/// Runs `clients` agents for the time given, each on the client `connect(i)` opens; prints the
/// transport's line and returns whether it was clean.
fn drive(
    transport: &str,
    options: &Options,
    episodes: &Arc<Vec<Episode>>,
    connect: &(dyn Fn(usize) -> Result<Box<dyn Client>, String> + Sync),
    server: Option<u32>,
) -> bool {
    let mut clients = Vec::new();
    for i in 0..options.clients {
        match connect(i) {
            Ok(mut client) => {
                // One warm-up call, so a process's start is not counted as a call's latency.
                let _ = client.call("tools/list", serde_json::json!({}));
                clients.push(client);
            }
            Err(why) => {
                println!("{transport}: client {i} did not start: {why}");
                return false;
            }
        }
    }
    let watched = server.or_else(|| clients.first().and_then(|c| c.own_server()));
    let tally = Arc::new(Mutex::new(Tally::default()));
    let started = Instant::now();
    let budget = Budget {
        deadline: started + Duration::from_secs(options.seconds),
        calls: options.calls,
        made: AtomicUsize::new(0),
    };
    let mut samples = Vec::new();
    std::thread::scope(|scope| {
        if let Some(pid) = watched {
            let (samples, budget) = (&mut samples, &budget);
            scope.spawn(move || sample_usage(pid, budget, samples));
        }
        for (i, client) in clients.iter_mut().enumerate() {
            let (episodes, tally, budget) = (Arc::clone(episodes), Arc::clone(&tally), &budget);
            scope.spawn(move || agent(client.as_mut(), &episodes, i as u64, budget, &tally));
        }
    });
    let wall = started.elapsed();
    let mut tally = tally.lock();
    tally.latencies.sort();
    let calls = tally.latencies.len();
    let unit = if transport == "stdio" {
        "processes"
    } else {
        "sessions"
    };
    let mean = tally.latencies.iter().sum::<Duration>() / u32::try_from(calls.max(1)).unwrap_or(1);
    println!(
        "{transport:<5} {} {unit}: {calls} calls in {:.1} s, {:.1} calls/s, mean {}, p50 {}, p99 {}, max {}, {} errors, {} differing answers",
        options.clients,
        wall.as_secs_f64(),
        calls as f64 / wall.as_secs_f64(),
        ms(mean),
        ms(percentile(&tally.latencies, 0.50)),
        ms(percentile(&tally.latencies, 0.99)),
        ms(tally.latencies.last().copied().unwrap_or_default()),
        tally.failures.len(),
        tally.differing.len(),
    );
    if let (Some(pid), Some(last)) = (watched, samples.last()) {
        let quarter = |q: usize| &samples[(samples.len() - 1) * q / 4];
        println!("        server {pid}: after warm-up {}", quarter(0));
        for (q, when) in [
            (1, "a quarter in"),
            (2, "half-way"),
            (3, "three quarters in"),
        ] {
            println!("        server {pid}: {when} {}", quarter(q));
        }
        println!("        server {pid}: at the end {last}");
    }
    for (kind, latencies) in &mut tally.by_kind {
        latencies.sort();
        println!(
            "        {kind:<18} {:>7} calls, p50 {}, p99 {}",
            latencies.len(),
            ms(percentile(latencies, 0.50)),
            ms(percentile(latencies, 0.99)),
        );
    }
    for line in tally.failures.iter().chain(&tally.differing).take(SHOWN) {
        println!("  {line}");
    }
    tally.failures.is_empty() && tally.differing.is_empty() && calls > 0
}

fn main() {
    let options = options();
    let cache = std::env::temp_dir().join(format!("dbprint-load-{}", std::process::id()));
    let launch = Launch {
        bin: PathBuf::from(BIN),
        project: options.project.clone(),
        connection: options.connection.clone(),
        cache: cache.clone(),
        memory_budget: options.memory_budget.clone(),
    };
    if let (Some(other), Some(building)) = (&options.fairness, &options.connection) {
        let every = Launch {
            connection: None,
            ..launch
        };
        let clean = match HttpServer::start(&every) {
            Ok(server) => fairness::run(server.port, building, other),
            Err(why) => usage(&why),
        };
        let _ = std::fs::remove_dir_all(&cache);
        std::process::exit(if clean { 0 } else { 1 });
    }
    let stdio =
        |_: usize| -> Result<Box<dyn Client>, String> { Ok(Box::new(Stdio::start(&launch)?)) };
    let started = Instant::now();
    let mut first = match stdio(0) {
        Ok(client) => client,
        Err(why) => usage(&why),
    };
    if !options.clients_too {
        drop(first);
        let clean = run_sweep(&options, &launch, options.connection.as_deref());
        let _ = std::fs::remove_dir_all(&cache);
        std::process::exit(if clean { 0 } else { 1 });
    }
    let name = match &options.connection {
        Some(name) => name.clone(),
        None => default_connection(first.as_mut()).unwrap_or_else(|why| usage(&why)),
    };
    eprintln!("load: a single client walks the mix on {name} (this also compiles its index)...");
    let episodes = match workload::discover(first.as_mut(), &name, options.mix) {
        Ok(episodes) => Arc::new(episodes),
        Err(why) => usage(&why),
    };
    drop(first);
    let pages: usize = episodes.iter().map(|e| e.expected.len()).sum();
    println!(
        "load: {} on {name}: {} episodes ({pages} pages) found in {:.1} s; {} clients for {} s per transport",
        options.project.display(),
        episodes.len(),
        started.elapsed().as_secs_f64(),
        options.clients,
        options.seconds
    );
    let mut clean = true;
    for transport in &options.transports {
        clean &= match *transport {
            "stdio" => drive("stdio", &options, &episodes, &stdio, None),
            _ => match HttpServer::start(&launch) {
                Ok(server) => {
                    let port = server.port;
                    let http = move |_: usize| -> Result<Box<dyn Client>, String> {
                        Ok(Box::new(Http::open(port)?))
                    };
                    drive("http", &options, &episodes, &http, Some(server.pid()))
                }
                Err(why) => {
                    println!("http: {why}");
                    false
                }
            },
        };
    }
    if options.sweep {
        clean &= run_sweep(&options, &launch, Some(&name));
    }
    let _ = std::fs::remove_dir_all(&cache);
    if !clean {
        std::process::exit(1);
    }
}

/// The memory sweep over one stdio server, or, with `--clients` named, one HTTP server and
/// that many sessions taking the requests in turn.
fn run_sweep(options: &Options, launch: &Launch, connection: Option<&str>) -> bool {
    let started = if options.clients_named {
        HttpServer::start(launch).and_then(|server| {
            let clients = (0..options.clients)
                .map(|_| Http::open(server.port).map(|c| Box::new(c) as Box<dyn Client>))
                .collect::<Result<Vec<_>, _>>()?;
            Ok((clients, server.pid(), Some(server)))
        })
    } else {
        Stdio::start(launch).and_then(|client| {
            let pid = client.own_server().ok_or("no server process to watch")?;
            Ok((vec![Box::new(client) as Box<dyn Client>], pid, None))
        })
    };
    match started {
        Ok((mut clients, pid, _server)) => sweep::run(&mut clients, pid, connection),
        Err(why) => {
            println!("sweep: {why}");
            false
        }
    }
}

/// The connection the server answers for by default, as its manifest names it.
fn default_connection(client: &mut dyn Client) -> Result<String, String> {
    let reply = client.call(
        "tools/call",
        serde_json::json!({"name": "get_manifest", "arguments": {}}),
    )?;
    let text = reply["result"]["content"][0]["text"].as_str().unwrap_or("");
    let manifest: serde_json::Value = serde_json::from_str(text)
        .map_err(|_| format!("name the connection with --connection: {text}"))?;
    manifest["connection"]
        .as_str()
        .map(str::to_string)
        .ok_or_else(|| format!("name the connection with --connection: {text}"))
}
