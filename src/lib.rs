//! `dbprint serve`: a read-only MCP server over committed database prints. This package is
//! the command line (`cli`, the query commands in `commands`, shell `completions`) and the transports; what it
//! serves is `dbprint-service` and the crates below.

// stdout is the protocol (ARCHITECTURE.md): nothing here prints to it; the server writes it
// through its transport, the CLI its answer (commands).
#![deny(clippy::print_stdout)]
// Unit tests build their fixtures with std::fs; the lint holds the code they test (clippy.toml).
#![cfg_attr(test, allow(clippy::disallowed_methods))]

pub mod cli;
pub mod commands;
pub mod completions;
pub mod entry;
#[cfg(feature = "mcp")]
pub mod server;
