//! The command line: `dbprint serve [CONNECTION] [--project ...] [--transport ...]`, project
//! location, the served set, and exit codes with hints. Knows nothing of MCP framing.

use std::ffi::OsString;
use std::path::PathBuf;

use clap::{CommandFactory, Parser, Subcommand, ValueEnum};

use dbprint_base::budget::{Budget, DEFAULT_BUDGET, parse_size};
use dbprint_print::config::{Project, locate, resolve_served};
use dbprint_service::state::announce::Compiling;
use dbprint_service::tools::definitions::ToolSet;

const EXAMPLES: &str = "\
Examples:
  dbprint serve                                   serve the project found above the working directory
  dbprint serve production                        serve one connection by name
  dbprint serve --project fixtures/project        serve the project whose .dbprint.yaml is in that directory
  claude mcp add dbprint -- dbprint serve --project /path/to/repo
  dbprint serve --transport http --port 8811      MCP over loopback HTTP; the addresses are printed on stderr:
      Streamable HTTP: claude mcp add --transport http dbprint http://127.0.0.1:8811/mcp
      legacy HTTP+SSE: claude mcp add --transport sse dbprint http://127.0.0.1:8811/sse";

#[derive(Parser, Debug)]
#[command(
    name = "dbprint",
    version = concat!(
        env!("CARGO_PKG_VERSION"),
        " (implements the dbprint MCP specification v1, MCP protocol 2025-06-18)"
    ),
    about = "Read-only MCP server over committed database prints",
    after_help = EXAMPLES
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Serve the project's prints over the Model Context Protocol (never opens a database).
    #[command(after_help = EXAMPLES)]
    Serve(ServeArgs),
    /// Ask the print from the shell: tables, context, search, resolve, check-query, find,
    /// find-value, join-path.
    #[command(flatten)]
    Query(crate::commands::Query),
    /// The completion script of a shell, for every command and flag.
    #[command(
        after_help = "Example:\n  eval \"$(dbprint completions bash)\"    complete dbprint's commands and flags in this bash (put the line in ~/.bashrc to keep it)"
    )]
    Completions {
        /// The shell: bash, zsh, fish, elvish or powershell.
        shell: clap_complete::Shell,
    },
    /// Any other command: one of the dbprint profiler's is answered with where to run it.
    #[command(external_subcommand)]
    Other(Vec<OsString>),
}

/// The commands of the dbprint profiler (the Python package that writes prints), which shares
/// this program's name, less `context`, which this program answers from the print too.
const PRODUCER_COMMANDS: [&str; 8] = [
    "annotate", "check", "config", "diff", "docs", "generate", "init", "list",
];

/// What a command line naming `command` (not ours) is answered with, and its exit code.
fn not_ours(command: &str) -> (String, i32) {
    if PRODUCER_COMMANDS.contains(&command) {
        let said = format!(
            "dbprint {command} is a command of the dbprint profiler, which writes prints (Python: pip install dbprint). This dbprint only serves prints (dbprint serve); run the profiler's own `dbprint {command}` from its install (see the README, \"Where prints come from\")."
        );
        return (said, 2);
    }
    let commands: Vec<String> = (Cli::command().get_subcommands())
        .map(|c| c.get_name().to_string())
        .collect();
    let listed = match commands.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        Some((only, _)) => only.clone(),
        None => "listed by dbprint --help".to_string(),
    };
    let said = format!(
        "dbprint: unrecognized subcommand {}; the commands are {listed} (dbprint --help)",
        dbprint_print::fault::py_repr(command),
    );
    (said, 2)
}

#[derive(Clone, Copy, Debug, ValueEnum, PartialEq, Eq)]
enum Transport {
    Stdio,
    Http,
}

#[derive(clap::Args, Debug)]
struct ServeArgs {
    /// Connection to serve; omitted, the `auto: true` connections, or the only one.
    connection: Option<String>,
    /// The directory directly holding .dbprint.yaml, or that file itself; default: walk up
    /// from the working directory.
    #[arg(long)]
    project: Option<PathBuf>,
    /// Wire transport: stdio for editors and agents, http for a loopback socket (MCP
    /// Streamable HTTP at http://127.0.0.1:PORT/mcp, and the legacy HTTP+SSE transport at
    /// http://127.0.0.1:PORT/sse; both addresses are printed on stderr).
    #[arg(long, value_enum, ignore_case = true, default_value = "stdio")]
    transport: Transport,
    /// HTTP listen address; loopback only (127.0.0.1, ::1, localhost).
    #[arg(long, default_value = DEFAULT_HOST)]
    host: String,
    /// HTTP port; required with --transport http.
    #[arg(long)]
    port: Option<u16>,
    /// With --transport http: keep no Streamable HTTP session, so every POST is answered on
    /// its own and identical replicas behind a load balancer need no affinity.
    #[arg(long)]
    stateless: bool,
    /// With --transport http, behind a proxy or balancer: answer requests whose Host is
    /// HOST[:PORT] too, exactly as named (a name without a port only without one). Repeatable.
    /// By default only 127.0.0.1, localhost and [::1] with the bound port are answered, so a
    /// web page that rebinds its own DNS name to this machine cannot reach the server.
    #[arg(long, value_name = "HOST[:PORT]")]
    allowed_host: Vec<String>,
    /// With --transport http: answer requests whose Origin is ORIGIN too (http://NAME[:PORT] or
    /// https://NAME[:PORT]), beside the loopback http:// origins at the bound port. Repeatable.
    #[arg(long, value_name = "ORIGIN")]
    allowed_origin: Vec<String>,
    /// Where compiled indexes are kept between runs; default: $DBPRINT_CACHE_DIR, else
    /// $XDG_CACHE_HOME/dbprint, else ~/.cache/dbprint (in memory when none is writable).
    #[arg(long)]
    cache_dir: Option<PathBuf>,
    /// The memory every cache together may hold (texts, parsed files, rendered contexts and
    /// pages, mapped indexes), least recently used first out: bytes, or with K, M or G
    /// (binary units). Default: $DBPRINT_MEMORY_BUDGET, else 384M.
    #[arg(long, value_name = "SIZE")]
    memory_budget: Option<String>,
    /// Do not build the served connections' indexes in the background at start; the first
    /// search_columns of each builds it (also: DBPRINT_NO_WARM=1).
    #[arg(long)]
    no_warm: bool,
    /// Which tools to declare: all (default: the seven of MCP spec v1 and four more:
    /// check_query, find_join_path, find_tables and find_value), or v1 for a client that pins
    /// exactly the seven.
    #[arg(long, value_enum, ignore_case = true, default_value = "all")]
    tools: Tools,
}

#[derive(Clone, Copy, Debug, ValueEnum, PartialEq, Eq)]
enum Tools {
    V1,
    All,
}

impl From<Tools> for ToolSet {
    fn from(tools: Tools) -> Self {
        match tools {
            Tools::V1 => ToolSet::V1,
            Tools::All => ToolSet::All,
        }
    }
}

/// The byte budget `asked` (the flag, else the environment variable) names, or the default.
fn memory_budget(asked: Option<&str>, from_env: Option<&str>) -> Result<usize, String> {
    match (asked, from_env) {
        (Some(flag), _) => parse_size(flag).map_err(|why| format!("--memory-budget: {why}")),
        (None, Some(env)) => parse_size(env).map_err(|why| format!("DBPRINT_MEMORY_BUDGET: {why}")),
        (None, None) => Ok(DEFAULT_BUDGET),
    }
}

const LOOPBACK: [&str; 3] = ["127.0.0.1", "::1", "localhost"];
const DEFAULT_HOST: &str = "127.0.0.1";

/// Exit code for a refused invocation.
const EXIT_REFUSED: i32 = 1;

fn refuse(message: &str) -> i32 {
    eprintln!("dbprint serve: {message}");
    EXIT_REFUSED
}

/// Parses the command line and runs it; returns the process exit code.
pub fn main() -> i32 {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            let code = if e.use_stderr() { 2 } else { 0 };
            let _ = e.print();
            return code;
        }
    };
    match cli.command {
        Command::Serve(args) => serve(args),
        Command::Query(query) => crate::commands::run(query),
        Command::Completions { shell } => {
            let written = crate::completions::script(shell, &mut Cli::command())
                .and_then(|text| crate::commands::print_answer(&text));
            match written {
                Ok(()) => 0,
                Err(why) => {
                    eprintln!("dbprint completions: {why}");
                    1
                }
            }
        }
        Command::Other(words) => {
            let command = words
                .first()
                .map(|w| w.to_string_lossy().into_owned())
                .unwrap_or_default();
            let (said, code) = not_ours(&command);
            eprintln!("{said}");
            code
        }
    }
}

/// The install hint `serve` exits with when the binary was built without the server (§1).
fn without_server(built_with_server: bool) -> Option<&'static str> {
    (!built_with_server).then_some(
        "this dbprint was built without the MCP server. Install it with the `mcp` feature: cargo install dbprint --features mcp",
    )
}

fn serve(args: ServeArgs) -> i32 {
    if let Some(hint) = without_server(cfg!(feature = "mcp")) {
        return refuse(hint);
    }
    if args.transport == Transport::Http {
        if args.port.is_none() {
            return refuse("--port is required when --transport http.");
        }
        if !LOOPBACK.contains(&args.host.as_str()) {
            return refuse(&format!(
                "--host must be a loopback address (127.0.0.1, ::1 or localhost); got {}. The server never listens beyond this machine.",
                dbprint_print::fault::py_repr(&args.host)
            ));
        }
    }
    if args.transport != Transport::Http {
        for (given, flag) in [
            (args.port.is_some(), "--port"),
            (args.host != DEFAULT_HOST, "--host"),
            (args.stateless, "--stateless"),
            (!args.allowed_host.is_empty(), "--allowed-host"),
            (!args.allowed_origin.is_empty(), "--allowed-origin"),
        ] {
            if given {
                return refuse(&format!("{flag} applies only with --transport http."));
            }
        }
    }
    let from_env = std::env::var("DBPRINT_MEMORY_BUDGET").ok();
    let budget = match memory_budget(args.memory_budget.as_deref(), from_env.as_deref()) {
        Ok(bytes) => bytes,
        Err(why) => return refuse(&why),
    };
    let cwd = std::env::current_dir().unwrap_or_else(|_| PathBuf::from("."));
    let config_path = match locate(args.project.as_deref(), &cwd) {
        Ok(path) => path,
        Err(e) => return refuse(&e.0),
    };
    let project = match Project::load(&config_path) {
        Ok(p) => p,
        Err(e) => return refuse(&e.0),
    };
    let served = match resolve_served(&project, args.connection.as_deref()) {
        Ok(s) => s,
        Err(why) => return refuse(&why),
    };
    let over_what = match args.transport {
        Transport::Http => "loopback HTTP",
        _ => "stdio",
    };
    let head = format!("dbprint serve: {} over {over_what}", config_path.display());
    let cache = dbprint_index::CacheDir::locate(args.cache_dir.as_deref());
    tracing::debug!("memory budget: {budget} bytes");
    // The charges are estimates: the process's resident memory no file backs is held to a
    // quarter past the budget too (mapped archives aside).
    let ceiling = budget.saturating_add(budget / 4);
    let budget =
        Budget::with_resident_ceiling(budget, ceiling, dbprint_base::sys::resident_anonymous);
    let mut state = dbprint_service::state::State::bounded(served, cache, budget);
    state.tool_set = args.tools.into();
    let state = std::sync::Arc::new(state);
    warn_of_missing_prints(&state);
    if args.transport == Transport::Stdio && stdin_is_a_terminal() {
        eprintln!("{AT_A_TERMINAL}");
    }
    let over = match (args.transport, args.port) {
        (Transport::Http, Some(port)) => Over::Http {
            host: args.host,
            port,
            stateless: args.stateless,
            allowed_hosts: args.allowed_host,
            allowed_origins: args.allowed_origin,
        },
        _ => Over::Stdio,
    };
    let warm = !args.no_warm && std::env::var_os(NO_WARM_ENV).is_none_or(|v| v.is_empty());
    let compiling = if warm {
        Compiling::Now
    } else {
        Compiling::AtFirstCall
    };
    serve_over(over, state, head, compiling)
}

/// Set (to anything but empty), as `--no-warm`.
const NO_WARM_ENV: &str = "DBPRINT_NO_WARM";

/// Said once on stderr when `serve` over stdio is started by hand at a terminal.
const AT_A_TERMINAL: &str = "dbprint serve: speaking MCP on stdin/stdout, for an MCP client to start, not to type at (for example: claude mcp add dbprint -- dbprint serve --project /path/to/repo; see dbprint serve --help). Ctrl-D ends it.";

fn stdin_is_a_terminal() -> bool {
    std::io::IsTerminal::is_terminal(&std::io::stdin())
}

/// Says once, at start, which served connection has no prints folder or no manifest yet, and
/// how to write one: its tools answer that it has no print until then.
fn warn_of_missing_prints(state: &dbprint_service::state::State) {
    let reading = dbprint_print::access::Reading::new(&state.prints);
    for conn in &state.prints.served.connections {
        let manifest = conn.manifest_path();
        if reading.exists(&manifest) {
            continue;
        }
        let missing = if reading.root_dir(conn).is_none() {
            format!("no prints folder at {}", conn.print_root.display())
        } else {
            format!("no manifest at {}", manifest.display())
        };
        tracing::warn!(
            "connection {} has {missing}: write its print with the dbprint profiler (dbprint generate {}); until then its tools answer that there is no print",
            conn.name,
            conn.name
        );
    }
}

/// The wire a server answers on.
#[cfg_attr(not(feature = "mcp"), allow(dead_code))]
enum Over {
    Stdio,
    /// A loopback host, its port, whether sessions are kept, and what else may call it.
    Http {
        host: String,
        port: u16,
        stateless: bool,
        allowed_hosts: Vec<String>,
        allowed_origins: Vec<String>,
    },
}

#[cfg(feature = "mcp")]
fn serve_over(
    over: Over,
    state: std::sync::Arc<dbprint_service::state::State>,
    head: String,
    compiling: Compiling,
) -> i32 {
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .thread_stack_size(dbprint_base::threads::STACK_BYTES)
        .enable_all()
        .build()
    {
        Ok(rt) => rt,
        Err(e) => return refuse(&format!("cannot start the async runtime: {e}")),
    };
    dbprint_service::state::warm::start(&state, head, compiling);
    let code = match over {
        Over::Stdio => runtime.block_on(crate::server::serve_stdio(state)),
        Over::Http {
            host,
            port,
            stateless,
            allowed_hosts,
            allowed_origins,
        } => {
            let front = crate::server::Front {
                host,
                port,
                stateless,
                allowed_hosts,
                allowed_origins,
            };
            runtime.block_on(crate::server::serve_http(state, front))
        }
    };
    // A blocking read of stdin may still be parked on a runtime thread: never wait for it.
    runtime.shutdown_background();
    code
}

#[cfg(not(feature = "mcp"))]
fn serve_over(
    _over: Over,
    _state: std::sync::Arc<dbprint_service::state::State>,
    _head: String,
    _compiling: Compiling,
) -> i32 {
    EXIT_REFUSED
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_memory_budget_is_the_flag_else_the_environment_else_384_mib() {
        assert_eq!(memory_budget(Some("1G"), Some("2M")), Ok(1 << 30));
        assert_eq!(memory_budget(None, Some("2M")), Ok(2 << 20));
        assert_eq!(memory_budget(None, None), Ok(384 << 20));
        let bad = memory_budget(Some("lots"), None).unwrap_err();
        assert!(
            bad.starts_with("--memory-budget: \"lots\" is not a size"),
            "{bad}"
        );
        let bad = memory_budget(None, Some("1.5G")).unwrap_err();
        assert!(bad.starts_with("DBPRINT_MEMORY_BUDGET: "), "{bad}");
    }

    #[test]
    fn a_profiler_command_is_answered_with_where_to_run_it() {
        for command in PRODUCER_COMMANDS {
            let (said, code) = not_ours(command);
            assert_eq!(code, 2);
            assert!(said.contains("dbprint profiler") && said.contains("pip install dbprint"));
            assert!(!said.contains('\n'), "one line");
        }
        let (said, _) = not_ours("servee");
        assert!(said.contains("unrecognized subcommand 'servee'"), "{said}");
        assert!(
            said.contains(
                "the commands are serve, connections, tables, context, search, resolve, check-query, find, find-value, join-path and completions"
            ),
            "{said}"
        );
    }

    #[test]
    fn a_build_without_the_server_refuses_with_an_install_hint_spec_1() {
        assert!(without_server(false).is_some_and(|hint| hint.contains("--features mcp")));
        assert_eq!(without_server(true), None);
    }
}
