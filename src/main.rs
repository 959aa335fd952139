//! The `dbprint` binary: logging to stderr (warnings, and a long index build's progress,
//! unless `RUST_LOG` says otherwise), then the command line.

fn main() {
    tracing_subscriber::fmt()
        .with_writer(std::io::stderr)
        .with_ansi(false)
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("warn,dbprint::index=info")),
        )
        .init();
    std::process::exit(dbprint::cli::main());
}
