//! The rounds: one long-running server, warmed up so its file watcher is set up. Per round
//! a change is prepared (everything but what makes it visible), the server settled, the
//! change made, and at once every call made on the long-running server, then the same
//! calls on a fresh process over an empty cache directory; a round whose answers agree is
//! followed by the probe. A round whose answers differ (or whose probe failed) is kept, its
//! differing calls asked again half a second later, and the long-running server restarted,
//! so the next round's differences are the next change's own.
#![allow(clippy::disallowed_methods)] // fixtures and measurements, not the server (clippy.toml)

use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use super::calls::{self, Call};
use super::changes::{self, KINDS, Kind};
use super::probe;
use super::project::{CONNECTIONS, Project};
use super::rng::Rng;
use crate::common::{BIN, Server, spawn_command};

/// How many rounds, from which seed, whether to say on stderr how far a run is, and
/// whether to say each round's change there (`DBPRINT_HARNESS_VERBOSE`).
pub struct Options {
    pub rounds: usize,
    pub seed: u64,
    pub progress: bool,
    pub verbose: bool,
}

impl Options {
    /// `DBPRINT_HARNESS_ROUNDS` (else `rounds`) and `DBPRINT_HARNESS_SEED` (else the clock).
    pub fn from_env(rounds: usize) -> Options {
        let number = |name: &str| std::env::var(name).ok().and_then(|v| v.parse().ok());
        let clock = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_nanos() as u64;
        Options {
            rounds: number("DBPRINT_HARNESS_ROUNDS").map_or(rounds, |n| n as usize),
            seed: number("DBPRINT_HARNESS_SEED").unwrap_or(clock % 1_000_000_007),
            progress: false,
            verbose: std::env::var_os("DBPRINT_HARNESS_VERBOSE").is_some_and(|v| !v.is_empty()),
        }
    }
}

/// One call whose answers differed.
pub struct Differing {
    pub label: String,
    pub difference: String,
    /// The long-running server still answered differently half a second later (for a
    /// call, after the fresh process had read the same files).
    pub persists: bool,
}

/// One round whose answers differed.
pub struct Failure {
    pub round: usize,
    pub kind: Kind,
    pub what: String,
    /// The kinds of change the long-running server saw since it started, this one last.
    pub since_start: Vec<Kind>,
    pub calls: Vec<Differing>,
}

#[derive(Default)]
pub struct Tally {
    pub rounds: usize,
    pub differing_rounds: usize,
    pub differing_answers: usize,
    /// Differing answers by tool (or `resources/read`, or the probe).
    pub by_tool: BTreeMap<String, usize>,
    /// For a swap, (rounds, differing rounds) per way it was made.
    pub by_variant: BTreeMap<&'static str, (usize, usize)>,
}

pub struct Outcome {
    pub seed: u64,
    pub rounds: usize,
    pub elapsed: Duration,
    /// Differences with no change made (after warm-up): the harness's own sanity check.
    pub baseline: Vec<Differing>,
    pub tallies: BTreeMap<Kind, Tally>,
    pub failures: Vec<Failure>,
    /// What each long-running server process warned of on stderr (say, that it stopped
    /// trusting its watcher), with the rounds it served: (first round, last round, line).
    pub warnings: Vec<(usize, usize, String)>,
}

/// `dbprint serve --project DIR --cache-dir CACHE` over stdio, `RUST_LOG` unset, run from
/// the scratch directory, handshake done.
fn start(project: &Project, cache: &Path) -> Server {
    std::fs::create_dir_all(cache).unwrap();
    let mut command = Command::new(BIN);
    command
        .args(["serve", "--project"])
        .arg(&project.dir)
        .arg("--cache-dir")
        .arg(cache)
        .current_dir(&project.root)
        .env_remove("RUST_LOG")
        .env_remove("DBPRINT_CACHE_DIR")
        .env_remove("DBPRINT_NO_WATCH");
    let mut server = spawn_command(command);
    server.handshake("2025-06-18");
    server
}

fn ask(server: &mut Server, call: &Call) -> Value {
    let frame = server.request(call.method, call.params.clone());
    calls::answer(call, &frame)
}

/// A few calls on every connection, a pause for the watcher to be set up (it starts after
/// the first answer), and the calls again: from here on the server trusts its watcher.
fn warm_up(server: &mut Server) {
    let calls: Vec<Value> = CONNECTIONS
        .iter()
        .flat_map(|conn| {
            [
                json!({"name": "search_columns", "arguments": {"connection": conn, "pattern": "*"}}),
                json!({"name": "list_tables", "arguments": {"connection": conn, "detail": true}}),
            ]
        })
        .collect();
    for pass in 0..3 {
        for params in &calls {
            server.request("tools/call", params.clone());
        }
        if pass == 0 {
            std::thread::sleep(Duration::from_millis(500));
        }
    }
}

/// The answers of a fresh process over a new, empty cache directory.
fn fresh_answers(project: &Project, calls: &[Call], round: usize) -> Vec<Value> {
    let cache = project.root.join(format!("fresh-cache-{round}"));
    let mut server = start(project, &cache);
    let answers = calls.iter().map(|c| ask(&mut server, c)).collect();
    server.close();
    let _ = std::fs::remove_dir_all(&cache);
    answers
}

/// Each differing call, its answers compared again half a second later.
fn compare(server: &mut Server, calls: &[Call], long: &[Value], fresh: &[Value]) -> Vec<Differing> {
    let differing: Vec<usize> = (0..calls.len()).filter(|&i| long[i] != fresh[i]).collect();
    if differing.is_empty() {
        return Vec::new();
    }
    std::thread::sleep(Duration::from_millis(500));
    differing
        .into_iter()
        .map(|i| Differing {
            label: calls[i].label.clone(),
            difference: calls::difference(&long[i], &fresh[i]),
            persists: ask(server, &calls[i]) != fresh[i],
        })
        .collect()
}

/// The warnings a long-running server wrote to stderr while it served these rounds.
fn warnings(server: &Server, first: usize, last: usize) -> Vec<(usize, usize, String)> {
    let lines = server.stderr_lines().into_iter();
    let warned = lines.filter(|l| l.contains(" WARN "));
    warned.map(|l| (first, last, l)).collect()
}

fn tool_of(label: &str) -> String {
    label.split(' ').next().unwrap_or(label).to_string()
}

/// Runs the rounds: the kinds in order first, then at random.
pub fn run(options: &Options) -> Outcome {
    let started = Instant::now();
    let mut rng = Rng::new(options.seed);
    let mut project = Project::set_up(&mut rng);
    let cache = project.root.join("cache");
    let mut server = start(&project, &cache);
    warm_up(&mut server);
    let focus = changes::plan(&project, &mut rng, false, None, true)
        .unwrap()
        .focus;
    let statistics = changes::statistics_after(&project, &focus, &[]);
    let baseline_calls = calls::calls(&focus, &statistics);
    let long: Vec<Value> = baseline_calls.iter().map(|c| ask(&mut server, c)).collect();
    let fresh = fresh_answers(&project, &baseline_calls, 0);
    let baseline = compare(&mut server, &baseline_calls, &long, &fresh);
    let mut outcome = Outcome {
        seed: options.seed,
        rounds: options.rounds,
        elapsed: Duration::ZERO,
        baseline,
        tallies: BTreeMap::new(),
        failures: Vec::new(),
        warnings: Vec::new(),
    };
    let mut served_from = 1;
    let mut since_start = Vec::new();
    for round in 1..=options.rounds {
        let kind = match KINDS.get(round - 1) {
            Some(kind) => *kind,
            None => *rng.pick(&KINDS),
        };
        let (change, act) = changes::prepare(kind, &mut project, &mut rng);
        let calls = calls::calls(&change.focus, &change.statistics);
        probe::settle(&mut server, &CONNECTIONS);
        act(&mut project);
        since_start.push(kind);
        if options.verbose {
            eprintln!("round {round} [{}]: {}", kind.name(), change.what);
        }
        let long: Vec<Value> = calls.iter().map(|c| ask(&mut server, c)).collect();
        let fresh = fresh_answers(&project, &calls, round);
        let mut differing = compare(&mut server, &calls, &long, &fresh);
        if differing.is_empty() {
            differing = probe::probe(&project, &mut rng, &mut server);
        }
        if options.progress && round % 100 == 0 {
            eprintln!(
                "freshness: round {round} of {}, {} failing rounds so far, {:.0} s",
                options.rounds,
                outcome.failures.len() + usize::from(!differing.is_empty()),
                started.elapsed().as_secs_f64()
            );
        }
        if options.verbose && !differing.is_empty() {
            eprintln!("round {round}: {} differing answers", differing.len());
        }
        let tally = outcome.tallies.entry(kind).or_default();
        tally.rounds += 1;
        let variant = change
            .variant
            .map(|v| tally.by_variant.entry(v).or_default());
        if differing.is_empty() {
            variant.into_iter().for_each(|v| v.0 += 1);
            continue;
        }
        variant.into_iter().for_each(|v| *v = (v.0 + 1, v.1 + 1));
        tally.differing_rounds += 1;
        tally.differing_answers += differing.len();
        for d in &differing {
            *tally.by_tool.entry(tool_of(&d.label)).or_default() += 1;
        }
        outcome.failures.push(Failure {
            round,
            kind,
            what: change.what,
            since_start: std::mem::take(&mut since_start),
            calls: differing,
        });
        outcome
            .warnings
            .extend(warnings(&server, served_from, round));
        served_from = round + 1;
        drop(server);
        server = start(&project, &cache);
        warm_up(&mut server);
    }
    outcome
        .warnings
        .extend(warnings(&server, served_from, options.rounds));
    server.close();
    outcome.elapsed = started.elapsed();
    outcome
}
