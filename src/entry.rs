//! What every binary of this package runs: its allocator, logging to stderr (warnings, and a
//! long index build's progress, unless `RUST_LOG` says otherwise), then the command line.
//! The `dbprint` binary and the wheel's `dbprint-mcp` (crates/wheel) are this and nothing else.

/// mimalloc, not glibc's malloc: a cold index build is mostly parsing, and parsing mostly
/// small allocations made and freed on every core at once, where glibc's arenas (bounded to
/// keep the resident size near the memory budget) serialise the workers. Measured on a
/// 10,000-table connection: the build in 8 s instead of 12-15 s; under a 90 s HTTP soak the
/// resident size stays where glibc's did (241 MiB against 236 MiB, README "Cold build").
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// What is logged when `RUST_LOG` says nothing: warnings, and a long index build's progress.
/// rmcp's per-response line for an error we answered (`response error`) is no warning: a
/// healthy server answering faults stays quiet.
const DEFAULT_LOG: &str = "warn,rmcp::service=error,dbprint_index=info";

/// Runs the command line and answers the process's exit code.
pub fn run() -> i32 {
    tracing_subscriber::fmt()
        .with_writer(std::io::stderr)
        .with_ansi(false)
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new(DEFAULT_LOG)),
        )
        .init();
    crate::cli::main()
}
