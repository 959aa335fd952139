//! The `dbprint` binary: the allocator's arenas bounded, logging to stderr (warnings, and a
//! long index build's progress, unless `RUST_LOG` says otherwise), then the command line.

/// Arenas glibc's malloc may keep. Its default (eight per core) lets every worker thread hold
/// memory an evicted cache entry freed in an arena of its own, so the process's resident size
/// drifts far past the memory budget; two keep it within about a sixth of it. A
/// `MALLOC_ARENA_MAX` in the environment is left to decide.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
fn bound_arenas() {
    if std::env::var_os("MALLOC_ARENA_MAX").is_none() {
        // SAFETY: called first in `main`, before any other thread exists; mallopt only sets a
        // tunable of the allocator.
        unsafe {
            libc::mallopt(libc::M_ARENA_MAX, 2);
        }
    }
}

#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
fn bound_arenas() {}

/// What is logged when `RUST_LOG` says nothing: warnings, and a long index build's progress.
/// rmcp's per-response line for an error we answered (`response error`) is no warning: a
/// healthy server answering faults stays quiet.
const DEFAULT_LOG: &str = "warn,rmcp::service=error,dbprint::index=info";

fn main() {
    bound_arenas();
    tracing_subscriber::fmt()
        .with_writer(std::io::stderr)
        .with_ansi(false)
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new(DEFAULT_LOG)),
        )
        .init();
    std::process::exit(dbprint::cli::main());
}
