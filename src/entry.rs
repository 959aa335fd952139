//! What every binary of this package runs: its allocator, logging to stderr (unless
//! `RUST_LOG` says otherwise: for the server warnings and a long build's progress, for a query
//! command warnings and a long build's progress only), then the command line.
//! The `dbprint` binary and the wheel's `dbprint-mcp` (crates/wheel) are this and nothing else.

/// mimalloc, not glibc's malloc: a cold index build is mostly parsing, and parsing mostly
/// small allocations made and freed on every core at once, where glibc's arenas (bounded to
/// keep the resident size near the memory budget) serialise the workers. Measured on a
/// 10,000-table connection: the build in 8 s instead of 12-15 s; under a 90 s HTTP soak the
/// resident size stays where glibc's did (241 MiB against 236 MiB, docs/performance.md, "Cold build").
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// What the server logs when `RUST_LOG` says nothing: warnings, and a long build's progress
/// (beside the one start line `serve` always says). Each compile, the cache's upkeep and the
/// model's digest check are INFO, said when `RUST_LOG` asks. rmcp's per-response line for an
/// error we answered (`response error`) is no warning: a healthy server answering faults
/// stays quiet.
const SERVER_LOG: &str = "warn,rmcp::service=error,dbprint_index::progress=info";

/// What a query command logs when `RUST_LOG` says nothing: warnings, and a build's progress
/// only when it lasts (nothing for one that ends within a second): a command writes nothing
/// to stderr unless something is wrong or slow.
const COMMAND_LOG: &str = "warn,dbprint_index::progress=info";

/// Runs the command line and answers the process's exit code.
pub fn run() -> i32 {
    let serving = std::env::args_os().nth(1).is_some_and(|a| a == "serve");
    let default = if serving { SERVER_LOG } else { COMMAND_LOG };
    tracing_subscriber::fmt()
        .with_writer(std::io::stderr)
        .with_ansi(false)
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new(default)),
        )
        .init();
    crate::cli::main()
}
