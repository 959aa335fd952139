//! `dbprint serve`: a read-only MCP server over committed database prints. This package is
//! the command line and the transports; what it serves is `dbprint-tools` and the crates below.

pub mod cli;
#[cfg(feature = "mcp")]
pub mod server;
